"""Card order, points and trick-play duties of the 32-card games (``docs/rules/family.md`` "Common"
and "Trick play"), written as card tables in card codes.

Every table row puts seat 0 to move; the trick is given in play order and was led by the seat
that makes seat 0 next, so in a four-seat trick of two cards the partner (seat 2) led, of three
cards the partner played second. Trump is hearts unless a row says otherwise.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from random import Random

import pytest

from audiojass.rules.cards import Card, Suit, cards_from_mask, mask_of, parse_cards
from audiojass.rules.tricks32 import (
    AMSTERDAM,
    AMSTERDAM_002,
    BELOTE,
    CONTREE,
    DECK32,
    DECK32_MASK,
    DUTIES,
    KLABERJASS2,
    KLABERJASS3,
    KLABERJASS4,
    NO_TRUMPS,
    POINTS32,
    REFUSAL_CODES,
    ROTTERDAM,
    STRENGTH32,
    Refusal,
    TrickDuties,
    VoidDuty,
    card_points,
    check_mask32,
    deal_total,
    duties_for,
    fast_legal_mask,
    heading_index,
    legal_mask,
    mode_of,
    refusal,
    trick_from_leader,
    trick_points,
    trick_score,
    trick_winner,
)

H, D, S, C = 0, 1, 2, 3
PLAYERS = {"klaberjass2": 2, "klaberjass3": 3}


def _trick(codes: str, players: int = 4) -> list[tuple[int, int]]:
    cards = [int(card) for card in parse_cards(codes)]
    return trick_from_leader((-len(cards)) % players, cards, players)


def legal(duties: TrickDuties, hand: str, trick: str, trump: int | None = H) -> set[str]:
    """The codes seat 0 may play from ``hand`` to ``trick`` (see the module docstring)."""
    players = PLAYERS.get(duties.name, 4)
    mask = legal_mask(mask_of(parse_cards(hand)), _trick(trick, players), trump, duties, 0)
    return {card.code for card in cards_from_mask(mask)}


def why(duties: TrickDuties, hand: str, trick: str, card: str, trump: int | None = H) -> Refusal:
    players = PLAYERS.get(duties.name, 4)
    result = refusal(
        mask_of(parse_cards(hand)), _trick(trick, players), trump, duties, 0, Card.parse(card)
    )
    assert result is not None
    return result


def codes(text: str) -> set[str]:
    return set(text.split())


# -- the deck, order and points --------------------------------------------------------------------


def test_deck32_is_the_36_card_index_space_without_the_sixes() -> None:
    assert len(DECK32) == 32 == DECK32_MASK.bit_count()
    assert all(card.rank != 0 for card in DECK32)
    assert DECK32[0] is Card.H7 and DECK32[-1] is Card.CA
    for six in ("H6", "D6", "S6", "C6"):
        with pytest.raises(ValueError, match=six):
            check_mask32(mask_of(parse_cards(f"HA {six}")), "hand")
        with pytest.raises(ValueError, match=six):
            card_points(Card.parse(six), H)
        with pytest.raises(ValueError, match=six):
            legal_mask(mask_of(parse_cards(f"HA {six}")), [], H, ROTTERDAM, 0)
        with pytest.raises(ValueError, match=six):
            legal_mask(Card.HA.bit, [(3, Card.parse(six))], H, ROTTERDAM, 0)
    with pytest.raises(ValueError):
        check_mask32(1 << 36)


def _order(suit: int, mode: int) -> list[str]:
    cards = [card for card in DECK32 if card.suit == suit]
    return [card.rank.code for card in sorted(cards, key=lambda c: -STRENGTH32[mode][c])]


@pytest.mark.parametrize("trump", [H, D, S, C])
def test_trump_and_plain_order_per_trump_suit(trump: int) -> None:
    for suit in range(4):
        if suit == trump:
            assert _order(suit, trump) == ["J", "9", "A", "10", "K", "Q", "8", "7"]
        else:
            assert _order(suit, trump) == ["A", "10", "K", "Q", "J", "9", "8", "7"]


def test_no_trumps_is_the_plain_order_in_every_suit() -> None:
    assert mode_of(None) == NO_TRUMPS
    for suit in range(4):
        assert _order(suit, NO_TRUMPS) == ["A", "10", "K", "Q", "J", "9", "8", "7"]


@pytest.mark.parametrize(
    ("code", "as_trump", "as_plain"),
    [
        ("J", 20, 2),
        ("9", 14, 0),
        ("A", 11, 11),
        ("10", 10, 10),
        ("K", 4, 4),
        ("Q", 3, 3),
        ("8", 0, 0),
        ("7", 0, 0),
    ],
)
def test_card_points_of_every_rank(code: str, as_trump: int, as_plain: int) -> None:
    for trump in (H, D, S, C):
        for suit in Suit:
            card = Card.parse(suit.letter + code)
            expected = as_trump if suit == trump else as_plain
            assert card_points(card, trump) == expected
            assert POINTS32[trump][card] == expected
        assert card_points(Card.parse("S" + code), None) == as_plain


@pytest.mark.parametrize("trump", [H, D, S, C])
def test_152_card_points_162_with_the_last_trick(trump: int) -> None:
    assert trick_points(DECK32, trump) == 152
    assert trick_points([c for c in DECK32 if c.suit == trump], trump) == 62
    assert deal_total(trump) == 162
    assert deal_total(trump, last_trick=5) == 157


def test_no_trumps_120_card_points_130_with_the_last_trick() -> None:
    assert trick_points(DECK32, None) == 120
    assert deal_total(None) == 130


def test_trick_score_adds_the_last_trick_option_value() -> None:
    cards = [int(c) for c in parse_cards("HJ H9 SA S10")]
    assert trick_score(cards, H, last=False) == 20 + 14 + 11 + 10
    assert trick_score(cards, H, last=True) == 65
    assert trick_score(cards, H, last=True, last_trick=5) == 60
    assert trick_score(cards, None, last=True) == 2 + 0 + 11 + 10 + 10


@pytest.mark.parametrize(
    ("cards", "trump", "heads"),
    [
        ("SK S10", H, "S10"),  # 10 between A and K
        ("S10 SK SQ SA", H, "SA"),
        ("S9 SJ S7", H, "SJ"),  # plain J above 9
        ("HA H9 H10 HK", H, "H9"),  # trump 9 above A
        ("HA H9 HJ H10", H, "HJ"),
        ("S10 SA S7 H7", H, "H7"),  # any trump beats the plain suit
        ("SA DA CA D7", H, "SA"),  # off-suit cards never head
        ("S7 H8 HQ H7", H, "HQ"),
        ("HJ SJ DJ CJ", S, "SJ"),
        ("S10 HA SA SJ", None, "SA"),  # no-trumps: nothing is trump
        ("HJ H9 HA", None, "HA"),
    ],
)
def test_heading_card_on_the_32_card_tables(cards: str, trump: int | None, heads: str) -> None:
    played = [int(c) for c in parse_cards(cards)]
    assert played[heading_index(played, trump)] == Card.parse(heads)
    trick = trick_from_leader(3, played)
    assert trick_winner(trick, trump) == (3 + played.index(Card.parse(heads))) % 4


def test_bad_trumps_are_refused() -> None:
    for bad in (4, 5, -1, True):
        with pytest.raises(ValueError):
            mode_of(bad)
    with pytest.raises(ValueError):
        heading_index([], H)


# -- the trick-play table --------------------------------------------------------------------------

ALL4 = (ROTTERDAM, AMSTERDAM, AMSTERDAM_002, BELOTE, CONTREE, KLABERJASS4)


@pytest.mark.parametrize("duties", [*ALL4, KLABERJASS2, KLABERJASS3], ids=lambda d: d.name)
def test_leading_any_card_and_following_suit(duties: TrickDuties) -> None:
    assert legal(duties, "HJ S7 D7", "") == codes("HJ S7 D7")
    # holding the plain suit led: follow it; trumping instead is not allowed
    expected = "SA" if duties is AMSTERDAM_002 else "S7 SA"
    assert legal(duties, "S7 SA HJ", "SK") == codes(expected)
    assert legal(duties, "S7 S8 HJ", "SK") == codes("S7 S8")


# Column "trump led": (hand, trick, expected) per variant.
# Rows: an opponent heads; the partner heads (partner led HA, opponent played HK); unable to
# overtrump; void in trumps; an opponent heads over the partner.
TRUMP_LED = [
    ("HJ H7 SA", "HK", {d.name: "HJ" for d in ALL4}),
    (
        "H10 HJ S7",
        "HA HK",
        {
            "klaverjas_rotterdam": "HJ",
            "klaverjas_amsterdam": "HJ",
            "klaverjas_amsterdam/002": "H10 HJ",
            "belote": "H10 HJ",
            "belote_contree": "HJ",
            "klaberjass4": "HJ",
        },
    ),
    ("H7 H9 SA", "HJ", {d.name: "H7 H9" for d in ALL4}),
    ("SA D7", "HK", {d.name: "SA D7" for d in ALL4}),
    ("HJ HA", "HQ H10 H9", {d.name: "HJ" for d in ALL4}),
    ("H8 H7", "HQ HK", {d.name: "H8 H7" for d in ALL4}),  # partner heads, no higher trump
]


@pytest.mark.parametrize(("hand", "trick", "expected"), TRUMP_LED)
@pytest.mark.parametrize("duties", ALL4, ids=lambda d: d.name)
def test_trump_led(duties: TrickDuties, hand: str, trick: str, expected: dict[str, str]) -> None:
    assert legal(duties, hand, trick) == codes(expected[duties.name])


# Column "void in plain led suit, partner heads".
PARTNER_HEADS = [
    # partner led SA (plain, heads), opponent played S7; no trump in the trick
    (
        "H9 H7 D7",
        "SA S7",
        {
            "klaverjas_rotterdam": "H9 H7",
            "klaverjas_amsterdam": "H9 H7 D7",
            "klaverjas_amsterdam/002": "H9 H7 D7",
            "belote": "H9 H7 D7",
            "belote_contree": "H9 H7 D7",
            "klaberjass4": "H9 H7",
        },
    ),
    # opponent led SA, partner trumped HQ (heads), opponent discarded S7
    (
        "HK H7 D7",
        "SA HQ S7",
        {
            "klaverjas_rotterdam": "HK",
            "klaverjas_amsterdam": "HK D7",
            "klaverjas_amsterdam/002": "HK H7 D7",
            "belote": "HK H7 D7",
            "belote_contree": "HK H7 D7",
            "klaberjass4": "HK",
        },
    ),
    # only undertrumps and a non-trump
    (
        "H7 H8 D7",
        "SA HQ S7",
        {
            "klaverjas_rotterdam": "D7",
            "klaverjas_amsterdam": "D7",
            "klaverjas_amsterdam/002": "H7 H8 D7",
            "belote": "H7 H8 D7",
            "belote_contree": "H7 H8 D7",
            "klaberjass4": "H7 H8 D7",
        },
    ),
    # nothing but undertrumps
    ("H7 H8", "SA HQ S7", {d.name: "H7 H8" for d in ALL4}),
    # void in trumps too
    ("D7 CA", "SA HQ S7", {d.name: "D7 CA" for d in ALL4}),
]


@pytest.mark.parametrize(("hand", "trick", "expected"), PARTNER_HEADS)
@pytest.mark.parametrize("duties", ALL4, ids=lambda d: d.name)
def test_void_partner_heads(
    duties: TrickDuties, hand: str, trick: str, expected: dict[str, str]
) -> None:
    assert legal(duties, hand, trick) == codes(expected[duties.name])


# Column "void, partner does not head".
PARTNER_DOES_NOT_HEAD = [
    # an opponent led SA: any trump heads
    ("H7 HJ D7", "SA", {d.name: "H7 HJ" for d in ALL4}),
    # partner led SA, an opponent trumped HQ
    ("HK H7 D7", "SA HQ", {d.name: "HK" for d in ALL4}),
    # only undertrumps and a non-trump
    (
        "H7 H8 D7",
        "SA HQ",
        {
            "klaverjas_rotterdam": "D7",
            "klaverjas_amsterdam": "D7",
            "klaverjas_amsterdam/002": "H7 H8 D7",
            "belote": "H7 H8",
            "belote_contree": "H7 H8 D7",
            "klaberjass4": "H7 H8 D7",
        },
    ),
    ("H7 H8", "SA HQ", {d.name: "H7 H8" for d in ALL4}),
    ("D7 CA", "SA HQ", {d.name: "D7 CA" for d in ALL4}),
    # partner trumped, the opponent overtrumped: the partner no longer heads
    ("HA H7 D7", "SA HQ HK", {d.name: "HA" for d in ALL4}),
    (
        "H8 D7",
        "SA HQ HK",
        {
            "klaverjas_rotterdam": "D7",
            "klaverjas_amsterdam": "D7",
            "klaverjas_amsterdam/002": "H8 D7",
            "belote": "H8",
            "belote_contree": "H8 D7",
            "klaberjass4": "H8 D7",
        },
    ),
]


@pytest.mark.parametrize(("hand", "trick", "expected"), PARTNER_DOES_NOT_HEAD)
@pytest.mark.parametrize("duties", ALL4, ids=lambda d: d.name)
def test_void_partner_does_not_head(
    duties: TrickDuties, hand: str, trick: str, expected: dict[str, str]
) -> None:
    assert legal(duties, hand, trick) == codes(expected[duties.name])


def test_amsterdam_and_rotterdam_differ_only_when_the_partner_heads_and_one_is_void() -> None:
    rng = Random(11)
    differ_partner = 0
    for _ in range(3000):
        cards = rng.sample(DECK32, 8 + rng.randint(1, 3))
        hand, played = mask_of(cards[:8]), [int(c) for c in cards[8:]]
        trick = trick_from_leader((-len(played)) % 4, played)
        trump = rng.randrange(4)
        rotterdam = legal_mask(hand, trick, trump, ROTTERDAM, 0)
        amsterdam = legal_mask(hand, trick, trump, AMSTERDAM, 0)
        if rotterdam != amsterdam:
            assert trick_winner(trick, trump) == 2
            assert not hand & (0xFF << (9 * (played[0] // 9) + 1))
            assert rotterdam & ~amsterdam == 0  # Amsterdam only adds cards
            differ_partner += 1
    assert differ_partner > 50


def test_no_trumps_follow_suit_else_any_card() -> None:
    assert legal(KLABERJASS4, "S7 H7 HJ", "SA", trump=None) == codes("S7")
    assert legal(KLABERJASS4, "H7 HJ D7", "SA", trump=None) == codes("H7 HJ D7")
    assert legal(KLABERJASS4, "H7 HJ D7", "HA HK", trump=None) == codes("H7 HJ")


# -- play_rules=002 --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "trick", "expected"),
    [
        ("SA S7 H7", "SK", "SA"),  # beat the best card of the suit led
        ("S10 SA S7", "SK", "S10 SA"),
        ("SQ S7 HJ", "SK", "SQ S7"),  # unable to beat: any card of the suit
        ("SA S8", "SK S7", "SA S8"),  # partner heads: only follow
        ("SA S8", "S7 SK", "SA"),  # the opponent heads over the partner
        ("SA S8", "SK S7 HJ", "SA"),  # trumped: still beat the suit's best card (its words)
        ("HJ H8", "HA H7", "HJ H8"),  # trump lead, partner heads: only follow
        ("HJ H8", "H7 HA", "HJ"),  # trump lead, an opponent heads: beat
        ("H7 D7", "SA", "H7"),  # void: trump
        ("HK H7 D7", "S7 HQ", "HK"),  # void: beat the trump played
        ("H7 D7", "S7 HQ", "H7 D7"),  # unable to beat: what they like
        ("H7 D7", "SA S7", "H7 D7"),  # partner heads: only following suit
    ],
)
def test_amsterdam_play_rules_002(hand: str, trick: str, expected: str) -> None:
    assert legal(AMSTERDAM_002, hand, trick) == codes(expected)


def test_play_rules_000_never_obliges_heading_a_plain_suit() -> None:
    for duties in (ROTTERDAM, AMSTERDAM, BELOTE, CONTREE, KLABERJASS4):
        assert legal(duties, "SA S7", "SK") == codes("SA S7")


# -- klaberjass ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "trick", "expected"),
    [
        ("HJ H7 SA", "HK", "HJ"),  # trump lead: play higher
        ("H7 H8 SA", "HK", "H7 H8"),  # unable: any trump
        ("H7 D7", "SA", "H7"),  # void: trump
        ("D7 C7", "SA", "D7 C7"),
        ("S7 SA H7", "SK", "S7 SA"),  # follow, no duty to head
        ("HJ D7", "SA", "HJ"),  # a lone jack must trump (bare_jass off)
    ],
)
def test_klaberjass2(hand: str, trick: str, expected: str) -> None:
    assert legal(KLABERJASS2, hand, trick) == codes(expected)


def test_bare_jass_exempts_only_a_lone_trump_jack_on_a_plain_lead() -> None:
    bare = duties_for("klaberjass2", bare_jass=True)
    assert bare.bare_jass and not KLABERJASS2.bare_jass
    assert legal(bare, "HJ D7", "SA") == codes("HJ D7")
    assert legal(bare, "HJ H7 D7", "SA") == codes("HJ H7")  # not alone
    assert legal(bare, "HJ D7", "HK") == codes("HJ")  # a trump lead must be followed
    assert legal(bare, "HJ S7", "SA") == codes("S7")  # following is still owed
    bare4 = duties_for("klaberjass4", bare_jass=True)
    assert legal(bare4, "HJ D7", "SA HQ") == codes("HJ D7")
    assert legal(KLABERJASS4, "HJ D7", "SA HQ") == codes("HJ")


@pytest.mark.parametrize(
    ("hand", "trick", "expected"),
    [
        ("HJ H7", "HK", "HJ"),
        ("HJ H7", "HK H9", "HJ"),
        ("H7 H8 SA", "HJ", "H7 H8"),
        ("H7 D7", "SA", "H7"),
        ("HK H7 D7", "SA HQ", "HK"),  # overtrump
        ("H7 H8 D7", "SA HQ", "H7 H8"),  # else undertrump
        ("D7 C7", "SA HQ", "D7 C7"),  # else any
    ],
)
def test_klaberjass3(hand: str, trick: str, expected: str) -> None:
    assert legal(KLABERJASS3, hand, trick) == codes(expected)


@pytest.mark.parametrize(
    ("hand", "trick", "expected"),
    [
        ("H10 HJ", "HA HK", "HJ"),  # trump lead: even over the partner
        ("HK H7 D7", "SA HQ S7", "HK"),  # no partner exemption (settled question 7)
        ("H7 H8 D7", "SA HQ", "H7 H8 D7"),  # unable to overtrump: any card
        ("H7 D7", "SA", "H7"),
    ],
)
def test_klaberjass4(hand: str, trick: str, expected: str) -> None:
    assert legal(KLABERJASS4, hand, trick) == codes(expected)


# -- rows and options ------------------------------------------------------------------------------


def test_duties_for_every_variant_and_option() -> None:
    assert duties_for("klaverjas_rotterdam") is ROTTERDAM
    assert duties_for("klaverjas_amsterdam") is AMSTERDAM
    assert duties_for("klaverjas_amsterdam", play_rules="002") is AMSTERDAM_002
    assert duties_for("belote") is BELOTE
    assert duties_for("belote_contree") is CONTREE
    for n, row in ((2, KLABERJASS2), (3, KLABERJASS3), (4, KLABERJASS4)):
        assert duties_for(f"klaberjass{n}") is row
    assert set(DUTIES) == {
        "klaverjas_rotterdam",
        "klaverjas_amsterdam",
        "klaverjas_amsterdam/002",
        "belote",
        "belote_contree",
        "klaberjass2",
        "klaberjass3",
        "klaberjass4",
    }
    with pytest.raises(ValueError, match="play_rules"):
        duties_for("klaverjas_rotterdam", play_rules="002")
    with pytest.raises(ValueError, match="play_rules"):
        duties_for("klaverjas_amsterdam", play_rules="001")
    with pytest.raises(ValueError, match="bare_jass"):
        duties_for("belote", bare_jass=True)
    for bad in ("schieber", "klaverjas_amsterdam/002", ""):
        with pytest.raises(ValueError):
            duties_for(bad)


def test_duty_rows_are_frozen_named_data() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        ROTTERDAM.partners = False  # type: ignore[misc]
    assert AMSTERDAM.void == ROTTERDAM.void
    assert AMSTERDAM.void_partner_heads != ROTTERDAM.void_partner_heads
    assert BELOTE.overtrump_trump_lead_unless_partner
    assert not CONTREE.overtrump_trump_lead_unless_partner
    assert AMSTERDAM_002.head_plain and not AMSTERDAM.head_plain
    assert not KLABERJASS2.partners and not KLABERJASS3.partners and KLABERJASS4.partners
    with pytest.raises(ValueError):
        VoidDuty(must_trump=False, must_overtrump=True, undertrump="free")
    with pytest.raises(ValueError):
        VoidDuty(must_trump=True, must_overtrump=True, undertrump="maybe")  # type: ignore[arg-type]


def test_a_seat_that_has_played_or_an_empty_hand_is_refused() -> None:
    trick = trick_from_leader(3, [int(Card.SA)])
    with pytest.raises(ValueError, match="seat 3"):
        legal_mask(Card.S7.bit, trick, H, ROTTERDAM, 3)
    with pytest.raises(ValueError, match="empty hand"):
        legal_mask(0, trick, H, ROTTERDAM, 0)


# -- reasons ---------------------------------------------------------------------------------------


REFUSALS: list[tuple[TrickDuties, str, str, str, Refusal]] = [
    (ROTTERDAM, "S7 HJ", "SK", "HJ", Refusal("must_follow", suit=S)),
    (ROTTERDAM, "S7 HJ", "SK", "HA", Refusal("not_in_hand")),
    (BELOTE, "HJ H7", "HK", "H7", Refusal("must_overtrump", suit=H, beat=Card.HK)),
    (ROTTERDAM, "HJ H7", "HA HK", "H7", Refusal("must_overtrump", suit=H, beat=Card.HA)),
    (ROTTERDAM, "H7 D7", "SA", "D7", Refusal("must_trump", suit=H)),
    (ROTTERDAM, "H7 D7", "SA S7", "D7", Refusal("must_trump", suit=H)),
    (ROTTERDAM, "HK H7 D7", "SA HQ", "D7", Refusal("must_overtrump", suit=H, beat=Card.HQ)),
    (ROTTERDAM, "HK H7 D7", "SA HQ", "H7", Refusal("must_overtrump", suit=H, beat=Card.HQ)),
    (ROTTERDAM, "H7 D7", "SA HQ", "H7", Refusal("may_not_undertrump", suit=H, beat=Card.HQ)),
    (
        AMSTERDAM,
        "HK H7 D7",
        "SA HQ S7",
        "H7",
        Refusal("may_not_undertrump", suit=H, beat=Card.HQ),
    ),
    (BELOTE, "H7 D7", "SA HQ", "D7", Refusal("must_trump", suit=H)),
    (BELOTE, "HK H7 D7", "SA HQ", "H7", Refusal("must_overtrump", suit=H, beat=Card.HQ)),
    (CONTREE, "HK H7 D7", "SA HQ", "D7", Refusal("must_overtrump", suit=H, beat=Card.HQ)),
    (AMSTERDAM_002, "SA S7", "SK", "S7", Refusal("must_head", suit=S, beat=Card.SK)),
    (AMSTERDAM_002, "SA S7", "SK S10", "S7", Refusal("must_head", suit=S, beat=Card.S10)),
    (KLABERJASS2, "H7 D7", "SA", "D7", Refusal("must_trump", suit=H)),
    (KLABERJASS3, "H7 D7", "SA HQ", "D7", Refusal("must_trump", suit=H)),
]


@pytest.mark.parametrize(("duties", "hand", "trick", "card", "expected"), REFUSALS)
def test_refusal_reasons(
    duties: TrickDuties, hand: str, trick: str, card: str, expected: Refusal
) -> None:
    assert why(duties, hand, trick, card) == expected


def test_every_refusal_code_is_reached_by_a_table_row() -> None:
    assert {row[4].code for row in REFUSALS} == set(REFUSAL_CODES)


def test_a_legal_card_has_no_refusal() -> None:
    hand = mask_of(parse_cards("HK H7 D7"))
    trick = _trick("SA HQ S7")
    assert refusal(hand, trick, H, AMSTERDAM, 0, Card.D7) is None
    assert refusal(hand, trick, H, AMSTERDAM, 0, Card.HK) is None
    with pytest.raises(ValueError, match="H6"):
        refusal(hand, trick, H, AMSTERDAM, 0, Card.H6)


# -- an independent reading of the table, and random deals -----------------------------------------

_TRUMP_RANKS = ["7", "8", "Q", "K", "10", "A", "9", "J"]
_PLAIN_RANKS = ["7", "8", "9", "J", "Q", "K", "10", "A"]


def _rank(card: Card, trump: int | None) -> int:
    if card.suit == trump:
        return 100 + _TRUMP_RANKS.index(card.rank.code)
    return _PLAIN_RANKS.index(card.rank.code)


def oracle(
    name: str,
    bare_jass: bool,
    hand: set[Card],
    trick: Sequence[tuple[int, Card]],
    trump: int | None,
) -> set[Card]:
    """The table of docs/rules/family.md "Trick play" read cell by cell, for seat 0 to move."""
    if not trick:
        return hand
    lead = trick[0][1].suit
    heads = max(trick, key=lambda sc: _rank(sc[1], trump) if sc[1].suit in (lead, trump) else -1)[0]
    partner_heads = PLAYERS.get(name, 4) == 4 and heads == 2
    tops = [c for _s, c in trick if c.suit == trump]
    over = {
        c for c in hand if c.suit == trump and all(_rank(c, trump) > _rank(t, trump) for t in tops)
    }
    trumps = {c for c in hand if c.suit == trump}
    under, others = trumps - over, hand - trumps
    follow = {c for c in hand if c.suit == lead}
    if follow:
        if lead == trump:
            exempt = partner_heads and name in ("belote", "klaverjas_amsterdam/002")
            return follow if exempt or not over else over
        if name == "klaverjas_amsterdam/002" and not partner_heads:
            best = max((c for _s, c in trick if c.suit == lead), key=lambda c: _rank(c, None))
            higher = {c for c in follow if _rank(c, None) > _rank(best, None)}
            return higher or follow
        return follow
    if trump is None or lead == trump or not trumps:
        return hand
    if bare_jass and trumps == {Card.of(Suit(trump), Card.HJ.rank)}:
        return hand
    if name == "klaverjas_amsterdam" and partner_heads:
        return (others | over) or under
    if name in ("klaverjas_rotterdam", "klaverjas_amsterdam"):
        return over or others or under
    if name in ("belote", "belote_contree", "klaverjas_amsterdam/002") and partner_heads:
        return hand
    if name in ("belote", "klaberjass3"):
        return over or trumps
    if name == "klaberjass2":
        return trumps
    return over or hand  # contrée, 002, klaberjass4


def _check_reason(
    reason: Refusal, card: Card, legal: list[Card], trick: list[tuple[int, int]], trump: int | None
) -> None:
    """A refusal names what the legal cards have in common."""
    lead = trick[0][1] // 9
    assert reason.code != "not_in_hand"
    if reason.code == "must_follow":
        assert reason.suit == lead != card.suit and all(c.suit == lead for c in legal)
    elif reason.code == "must_head":
        assert reason.suit == lead == card.suit and reason.beat is not None
        strength = STRENGTH32[mode_of(trump)]
        assert all(strength[c] > strength[reason.beat] for c in legal)
    elif reason.code == "must_overtrump":
        beat = reason.beat
        assert reason.suit == trump and beat is not None and beat // 9 == trump
        assert all(c.suit == trump and _rank(c, trump) > _rank(Card(beat), trump) for c in legal)
        assert not (card.suit == trump and _rank(card, trump) > _rank(Card(beat), trump))
    elif reason.code == "must_trump":
        assert reason.suit == trump != card.suit and all(c.suit == trump for c in legal)
    else:
        assert reason.code == "may_not_undertrump"
        assert reason.suit == trump == card.suit and reason.beat is not None
        assert _rank(card, trump) < _rank(Card(reason.beat), trump)
        assert any(c.suit != trump or _rank(c, trump) > _rank(card, trump) for c in legal)


def _playout(duties: TrickDuties, rng: Random, trump: int | None, last_trick: int) -> None:
    players = PLAYERS.get(duties.name, 4)
    per_hand = 8 if players == 4 else 9
    deck = list(DECK32)
    rng.shuffle(deck)
    hands = [mask_of(deck[i * per_hand : (i + 1) * per_hand]) for i in range(players)]
    dealt = [card for h in hands for card in cards_from_mask(h)]
    leader = rng.randrange(players)
    played: list[int] = []
    points = [0] * players
    for trick_no in range(per_hand):
        trick: list[tuple[int, int]] = []
        for offset in range(players):
            seat = (leader + offset) % players
            # the oracle and the table helpers see seat 0 to move
            shift = [((s - seat) % players, c) for s, c in trick]
            mask = legal_mask(hands[seat], shift, trump, duties, 0)
            assert mask and mask & ~hands[seat] == 0
            assert mask == legal_mask(hands[seat], trick, trump, duties, seat)
            cards = [c for _s, c in trick]
            assert mask == fast_legal_mask(hands[seat], cards, mode_of(trump), duties)
            expected = oracle(
                duties.name,
                duties.bare_jass,
                set(cards_from_mask(hands[seat])),
                [(s, Card(c)) for s, c in shift],
                trump,
            )
            assert set(cards_from_mask(mask)) == expected, (duties.name, shift, trump)
            for card in cards_from_mask(hands[seat]):
                reason = refusal(hands[seat], trick, trump, duties, seat, card)
                assert (reason is None) == bool(mask >> card & 1)
                if reason is not None:
                    _check_reason(reason, card, cards_from_mask(mask), trick, trump)
            card = rng.choice(cards_from_mask(mask))
            hands[seat] &= ~card.bit
            trick.append((seat, int(card)))
            played.append(int(card))
        winner = trick_winner(trick, trump)
        last = trick_no == per_hand - 1
        points[winner] += trick_score(
            [c for _s, c in trick], trump, last=last, last_trick=last_trick
        )
        leader = winner
    assert sorted(played) == sorted(int(c) for c in dealt)
    assert len(set(played)) == len(played) == players * per_hand
    if players == 4:
        assert sum(points) == deal_total(trump, last_trick)
        assert sum(points) == {None: 130, 10: 162, 5: 157}[None if trump is None else last_trick]
    else:
        assert sum(points) == trick_points(played, trump) + last_trick


@pytest.mark.slow
@pytest.mark.parametrize(
    "duties",
    [
        *DUTIES.values(),
        duties_for("klaberjass2", bare_jass=True),
        duties_for("klaberjass4", bare_jass=True),
    ],
    ids=lambda d: d.name + ("+bare_jass" if d.bare_jass else ""),
)
def test_random_deals_played_out(duties: TrickDuties) -> None:
    rng = Random(f"{duties.name} {duties.bare_jass}")
    for deal in range(300):
        trump: int | None = rng.randrange(4)
        if duties is KLABERJASS4 and deal % 3 == 0:
            trump = None
        last_trick = 5 if duties.name.startswith("klaverjas_amsterdam") and deal % 2 else 10
        _playout(duties, rng, trump, last_trick)
