"""Building blocks of klaverjas 1821 (``docs/rules/family.md`` "klaverjas_1821"; source 000 "Early
19th century klaverjas"): card order and points, the two phases' trick play, the deal and its stock,
the dix, the declare-and-counter melds and the marriage, written as card tables in card codes.

Trump is hearts unless a row says otherwise; the trick is given in play order.
"""

from __future__ import annotations

from random import Random

import pytest

from audiojass.rules import klaverjas1821 as k
from audiojass.rules.cards import Card, Rank, cards_from_mask, mask_of, parse_cards
from audiojass.rules.tricks32 import DECK32, DECK32_MASK, MUST_FOLLOW, MUST_HEAD, Refusal
from audiojass.rules.weis import Meld

H, D, S, C = 0, 1, 2, 3


def m(codes: str) -> int:
    return mask_of(parse_cards(codes))


def cs(codes: str) -> list[int]:
    return [int(card) for card in parse_cards(codes)]


def legal(hand: str, trick: str, phase: int = 2, trump: int = H) -> set[str]:
    mask = k.legal_mask(m(hand), cs(trick), trump, phase)
    return {card.code for card in cards_from_mask(mask)}


def why(hand: str, trick: str, card: str, phase: int = 2, trump: int = H) -> Refusal | None:
    return k.refusal(m(hand), cs(trick), trump, phase, Card.parse(card))


def codes(text: str) -> set[str]:
    return set(text.split())


def melds(hand: str, scored: tuple[Meld, ...] = ()) -> list[str]:
    return [" ".join(c.code for c in meld.cards) for meld in k.declarable_melds(m(hand), scored)]


# -- order and points -------------------------------------------------------------------------


def _order(suit: int, mode: int) -> list[str]:
    cards = [c for c in DECK32 if c.suit == suit]
    return [c.code for c in sorted(cards, key=lambda c: -k.STRENGTH_1821[mode][c])]


def test_rank_orders_trump_and_plain() -> None:
    assert _order(H, H) == ["HJ", "H9", "HA", "HK", "HQ", "H10", "H8", "H7"]
    assert _order(S, H) == ["SA", "SK", "SQ", "SJ", "S10", "S9", "S8", "S7"]
    assert _order(C, C) == ["CJ", "C9", "CA", "CK", "CQ", "C10", "C8", "C7"]


@pytest.mark.parametrize(
    ("card", "trump", "points"),
    [
        ("HJ", H, 20),
        ("H9", H, 14),
        ("HA", H, 11),
        ("HK", H, 3),
        ("HQ", H, 2),
        ("H10", H, 10),
        ("H8", H, 0),
        ("H7", H, 0),
        ("SA", H, 11),
        ("SK", H, 3),
        ("SQ", H, 2),
        ("SJ", H, 1),
        ("S10", H, 10),
        ("S9", H, 0),
        ("S8", H, 0),
        ("S7", H, 0),
        ("DJ", D, 20),
        ("HJ", D, 1),
        ("C9", C, 14),
        ("D9", C, 0),
    ],
)
def test_card_points_table(card: str, trump: int, points: int) -> None:
    assert k.card_points(Card.parse(card), trump) == points


@pytest.mark.parametrize("trump", [H, D, S, C])
def test_deck_totals_141_and_146(trump: int) -> None:
    assert k.trick_points(DECK32, trump) == 141 == k.CARD_POINTS
    assert sum(k.POINTS_1821[trump]) == 141
    assert sum(k.card_points(c, trump) for c in DECK32 if c.suit == trump) == 60
    assert k.DEAL_TOTAL == 146


def test_sixes_and_no_trumps_are_refused() -> None:
    with pytest.raises(ValueError, match="H6 is not a card of the 32-card deck"):
        k.card_points(Card.H6, H)
    with pytest.raises(ValueError, match="always has a trump suit"):
        k.card_points(Card.HA, None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="H6"):
        k.legal_mask(m("H6 HA"), [], H, 1)


@pytest.mark.parametrize(
    ("trick", "trump", "winner"),
    [
        ("SK SA", H, 1),  # plain: A above K
        ("SJ S10", H, 0),  # plain: J above 10 (natural order)
        ("SQ SJ", H, 0),
        ("S10 S9", H, 0),
        ("SA H7", H, 1),  # any trump beats a plain card
        ("H10 HQ", H, 1),  # trump: Q above 10
        ("HK HA", H, 1),
        ("HA H9", H, 1),
        ("H9 HJ", H, 1),
        ("HJ H9", H, 0),
        ("H8 H10", H, 1),
        ("SA DA", H, 0),  # a discard never takes
        ("D7 SA", D, 0),  # a low trump led takes the plain ace
        ("C7 CJ", C, 1),
    ],
)
def test_trick_winner_table(trick: str, trump: int, winner: int) -> None:
    assert k.trick_winner(0, cs(trick), trump) == winner
    assert k.trick_winner(1, cs(trick), trump) == 1 - winner


def test_phase_of_tricks() -> None:
    assert [k.phase_of(n) for n in range(16)] == [1] * 7 + [2] * 9
    with pytest.raises(ValueError):
        k.phase_of(16)


# -- trick play -------------------------------------------------------------------------------

# Phase 2 duties: (hand, trick, legal cards)
PHASE_TWO = [
    # follow and take if able: the cards above the lead in its suit
    ("SA SK S7 HJ D9", "SQ", "SA SK"),
    ("SA SQ S7 HJ D9", "SK", "SA"),
    # following, unable to take: any card of the suit
    ("SQ S7 HJ D9", "SK", "SQ S7"),
    # the natural order: J above 10, 10 above 9
    ("SJ S9 HJ", "S10", "SJ"),
    ("S10 S9 HJ", "SJ", "S10 S9"),
    # trump led: a higher trump, by the trump order (Q above 10, A above K)
    ("HQ H8 SA", "H10", "HQ"),
    ("HA HK H7 SA", "HQ", "HA HK"),
    ("HA HK H7 SA", "H9", "HA HK H7"),
    ("HJ H7", "H9", "HJ"),
    # void: any card (no duty to trump)
    ("HJ H7 DA D7", "SA", "HJ H7 DA D7"),
    ("DA D7", "H7", "DA D7"),
    # leading: any card
    ("SA H7 DJ", "", "SA H7 DJ"),
]


@pytest.mark.parametrize(("hand", "trick", "expected"), PHASE_TWO)
def test_phase_two_duties(hand: str, trick: str, expected: str) -> None:
    assert legal(hand, trick, phase=2) == codes(expected)


@pytest.mark.parametrize(("hand", "trick", "_expected"), PHASE_TWO)
def test_phase_one_anything_goes(hand: str, trick: str, _expected: str) -> None:
    assert legal(hand, trick, phase=1) == codes(hand)


@pytest.mark.parametrize(
    ("hand", "trick", "card", "expected"),
    [
        ("SA SK S7 HJ", "SQ", "HJ", Refusal(MUST_FOLLOW, suit=S)),
        ("SA SK S7 HJ", "SQ", "S7", Refusal(MUST_HEAD, suit=S, beat=Card.SQ)),
        ("HQ H8 SA", "H10", "H8", Refusal(MUST_HEAD, suit=H, beat=Card.H10)),
        ("HQ H8 SA", "H10", "SA", Refusal(MUST_FOLLOW, suit=H)),
        ("SA SK S7 HJ", "SQ", "D7", Refusal("not_in_hand")),
        ("SA SK S7 HJ", "SQ", "SA", None),
        ("SQ S7 HJ", "SK", "S7", None),
        ("HJ DA", "SA", "DA", None),
    ],
)
def test_phase_two_refusals(hand: str, trick: str, card: str, expected: Refusal | None) -> None:
    assert why(hand, trick, card) == expected


def test_phase_one_never_refuses_a_held_card() -> None:
    assert why("SA SK HJ", "SQ", "HJ", phase=1) is None
    assert why("SA SK HJ", "SQ", "D7", phase=1) == Refusal("not_in_hand")


def test_legality_errors() -> None:
    with pytest.raises(ValueError, match="phases 1 and 2"):
        k.legal_mask(m("SA"), [], H, 3)
    with pytest.raises(ValueError, match="empty hand"):
        k.legal_mask(0, [], H, 2)
    with pytest.raises(ValueError, match="complete"):
        k.legal_mask(m("SA"), cs("SK SQ"), H, 2)
    with pytest.raises(ValueError, match="both in the trick and in the hand"):
        k.legal_mask(m("SA SK"), cs("SK"), H, 2)


def test_fast_legal_mask_matches_legal_mask_on_random_hands() -> None:
    rng = Random(1821)
    for _ in range(3000):
        deck = list(DECK32)
        rng.shuffle(deck)
        size = rng.randint(1, 9)
        hand = mask_of(deck[:size])
        trick = [int(deck[size])] if rng.random() < 0.8 else []
        trump, phase = rng.randrange(4), rng.choice((1, 2))
        mask = k.legal_mask(hand, trick, trump, phase)
        assert mask == k.fast_legal_mask(hand, trick, trump, phase)
        assert mask and mask & ~hand == 0
        for card in cards_from_mask(hand):
            assert (k.refusal(hand, trick, trump, phase, card) is None) == bool(mask >> card & 1)
        if phase == 2 and trick:
            lead = trick[0]
            follow = [c for c in cards_from_mask(hand) if c.suit == lead // 9]
            takers = [c for c in follow if k.trick_winner(0, [lead, c], trump) == 1]
            expected = takers or follow or cards_from_mask(hand)
            assert cards_from_mask(mask) == sorted(expected)


# -- the deal, the stock, the dix -------------------------------------------------------------


def test_deal_layout_nine_each_turn_up_then_stock() -> None:
    deck = list(DECK32)
    Random(3).shuffle(deck)
    deal = k.deal_layout(deck)
    assert [len(hand) for hand in deal.hands] == [9, 9]
    assert list(deal.hands[0]) == sorted(deck[:9]) and list(deal.hands[1]) == sorted(deck[9:18])
    assert deal.rest == tuple(deck[18:]) and len(deal.rest) == 14
    every = [c for hand in deal.hands for c in hand] + list(deal.rest)
    assert mask_of(every) == DECK32_MASK
    with pytest.raises(ValueError, match="each of the 32 cards once"):
        k.deal_layout(deck[:-1] + deck[:1])


def test_stock_draws_winner_first_and_the_turn_up_last() -> None:
    deck = list(DECK32)
    Random(4).shuffle(deck)
    deal = k.deal_layout(deck)
    turn_up: Card | None = deal.rest[0]
    stock: tuple[Card, ...] = deal.rest[1:]
    assert len(stock) == k.STOCK_SIZE
    drawn: list[k.Draw] = []
    winners = [0, 1, 1, 0, 1, 0, 0]
    for trick, winner in enumerate(winners, 1):
        result = k.draws_after_trick(stock, turn_up, winner)
        assert [d.seat for d in result.draws] == [winner, 1 - winner]
        drawn.extend(result.draws)
        stock, turn_up = result.stock, result.turn_up
        assert len(stock) == max(0, 13 - 2 * trick)
        assert (turn_up is None) == (trick == 7)
    assert stock == () and turn_up is None
    assert [d.card for d in drawn] == [*deal.rest[1:], deal.rest[0]]
    assert [d.public for d in drawn] == [False] * 13 + [True]
    assert drawn[-1].seat == 1  # the loser of trick 7 (seat 0 took it) draws the turn-up
    with pytest.raises(ValueError, match="empty"):
        k.draws_after_trick((), None, 0)


@pytest.mark.parametrize(
    ("hand", "turn_up", "leading", "expected"),
    [
        ("H7 SA DK", "HA", True, None),
        ("H7 SA DK", "HA", False, k.DIX_NOT_AT_LEAD),
        ("H7 SA DK", None, True, k.DIX_STOCK_EMPTY),
        ("H8 SA DK", "HA", True, k.DIX_NO_SEVEN),
        ("S7 SA DK", "HA", True, k.DIX_NO_SEVEN),  # a 7, not of trump
    ],
)
def test_dix_allowed_and_refused(
    hand: str, turn_up: str | None, leading: bool, expected: str | None
) -> None:
    up = Card.parse(turn_up) if turn_up is not None else None
    assert k.dix_refusal(m(hand), H, up, leading=leading) == expected


def test_dix_swap() -> None:
    hand, up = k.swap_dix(m("H7 SA DK"), H, Card.HA)
    assert hand == m("HA SA DK") and up == Card.H7
    assert k.seven_of_trump(C) == Card.C7
    with pytest.raises(ValueError, match="does not hold H7"):
        k.swap_dix(m("H8 SA"), H, Card.HA)


# -- melds, counters, marriage ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("H7 H8 H9 SA", [("H7 H8 H9", 20)]),
        ("H9 H10 HJ HQ D7", [("H9 H10 HJ HQ", 50)]),
        ("S10 SJ SQ SK SA", [("S10 SJ SQ SK SA", 100)]),
        ("S7 S8 S9 S10 SJ SQ SK SA", [("S7 S8 S9 S10 SJ SQ SK SA", 100)]),
        ("HJ DJ SJ CJ", [("HJ DJ SJ CJ", 200)]),
        ("HK DK SK CK", [("HK DK SK CK", 100)]),
        ("HQ DQ SQ CQ", [("HQ DQ SQ CQ", 100)]),
        ("HA DA SA CA", []),  # four aces score nothing in 1821
        ("H10 D10 S10 C10", []),
        ("H9 D9 S9 C9", []),
        ("H7 H8 H10", []),  # a gap
        ("H10 HJ", []),
        # a card may serve two combinations; best first
        (
            "HJ DJ SJ CJ C10 CQ",
            [("HJ DJ SJ CJ", 200), ("C10 CJ CQ", 20)],
        ),
        (
            "HQ HK HA DQ SQ CQ D7 D8 D9 D10",
            [("HQ DQ SQ CQ", 100), ("D7 D8 D9 D10", 50), ("HQ HK HA", 20)],
        ),
    ],
)
def test_meld_finder(hand: str, expected: list[tuple[str, int]]) -> None:
    found = k.find_melds(m(hand))
    assert [(" ".join(c.code for c in meld.cards), meld.points) for meld in found] == expected


def _meld(codes_: str) -> Meld:
    found = k.meld_for_cards(k.find_melds(m(codes_)), parse_cards(codes_))
    assert found is not None
    return found


def test_each_combination_scores_once_and_longer_sequences_follow() -> None:
    three = _meld("H7 H8 H9")
    assert melds("H7 H8 H9 SA", (three,)) == []
    # the same run grown by a drawn card: at full value
    assert melds("H7 H8 H9 H10", (three,)) == ["H7 H8 H9 H10"]
    four = _meld("H7 H8 H9 H10")
    # the shorter part of a scored sequence, after a card of it was played: no
    assert melds("H8 H9 H10 SA", (three, four)) == []
    # a run reusing cards of a scored one without holding all of it: no; holding it: yes
    assert melds("H9 H10 HJ", (three,)) == []
    assert melds("H8 H9 H10 HJ SA", (three,)) == []
    assert melds("H7 H8 H9 H10 HJ", (three,)) == ["H7 H8 H9 H10 HJ"]
    spades = _meld("S9 S10 SJ")
    assert melds("S10 SJ SQ", (spades,)) == []
    assert melds("S9 S10 SJ SQ", (spades,)) == ["S9 S10 SJ SQ"]
    # a four sharing a card with a scored run: yes; a run of another suit: yes
    assert melds("S9 S10 SJ HJ DJ CJ", (spades,)) == ["HJ DJ SJ CJ"]
    assert melds("S9 S10 SJ H9 H10 HJ", (spades,)) == ["H9 H10 HJ"]
    jacks = _meld("HJ DJ SJ CJ")
    assert melds("HJ DJ SJ CJ HK DK SK CK", (jacks,)) == ["HK DK SK CK"]
    # a countered combination did not score: declarable again
    assert melds("H7 H8 H9", ()) == ["H7 H8 H9"]


@pytest.mark.parametrize(
    ("declared", "counter", "beats"),
    [
        ("H7 H8 H9", "S7 S8 S9 S10", True),  # 50 over 20
        ("H7 H8 H9", "S7 S8 S9", False),  # equal: no
        ("H7 H8 H9 H10", "SJ SQ SK SA", False),
        ("H7 H8 H9 H10", "S10 SJ SQ SK SA", True),  # 100 over 50
        ("HK DK SK CK", "HJ DJ SJ CJ", True),  # 200 over 100
        ("HK DK SK CK", "HQ DQ SQ CQ", False),  # 100 and 100
        ("HK DK SK CK", "S10 SJ SQ SK SA", False),
        ("HJ DJ SJ CJ", "S7 S8 S9 S10 SJ SQ SK SA", False),
    ],
)
def test_counter_table(declared: str, counter: str, beats: bool) -> None:
    assert k.counters(_meld(declared), _meld(counter)) is beats


def test_counter_options_only_higher_and_not_scored() -> None:
    declared = _meld("H7 H8 H9 H10")
    hand = m("SJ DJ HJ CJ C7 C8 C9 D10 DQ DK")  # D10-DK: 50, not higher
    assert [mm.points for mm in k.counter_options(hand, declared, ())] == [200]
    assert k.counter_options(hand, declared, (_meld("SJ DJ HJ CJ"),)) == []
    assert k.counter_options(m("S7 S8 S9"), declared, ()) == []


@pytest.mark.parametrize(
    ("hand", "card", "phase", "points"),
    [
        ("HK HQ SA", "HK", 1, 20),
        ("HK HQ SA", "HQ", 1, 20),
        ("HK SQ SA", "HK", 1, 0),  # without the queen of trump
        ("HK HQ SA", "SA", 1, 0),  # not led
        ("HK HQ SA", "HK", 2, 0),  # phase 1 only
        ("SK SQ", "SK", 1, 0),  # not trump
    ],
)
def test_marriage(hand: str, card: str, phase: int, points: int) -> None:
    assert k.marriage_points(m(hand), Card.parse(card), H, phase) == points


def test_marriage_card_must_be_held() -> None:
    with pytest.raises(ValueError, match="not in the hand"):
        k.marriage_points(m("HQ SA"), Card.HK, H, 1)


# -- deal scores ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("points", "melds_", "marriages", "tricks", "expected"),
    [
        ((80, 66), (20, 0), (0, 20), (5, 4), (100, 86)),
        ((146, 0), (0, 0), (0, 0), (9, 0), (246, 0)),  # all nine phase-2 tricks: 100
        ((100, 46), (0, 50), (0, 0), (0, 9), (100, 196)),
        ((130, 16), (0, 0), (0, 0), (8, 1), (130, 16)),
    ],
)
def test_deal_scores(
    points: tuple[int, int],
    melds_: tuple[int, int],
    marriages: tuple[int, int],
    tricks: tuple[int, int],
    expected: tuple[int, int],
) -> None:
    assert k.deal_scores(points, melds_, marriages, tricks) == expected


def test_deal_scores_checks_the_totals() -> None:
    with pytest.raises(ValueError, match="146"):
        k.deal_scores((100, 40), (0, 0), (0, 0), (4, 5))
    with pytest.raises(ValueError, match="9 tricks"):
        k.deal_scores((100, 46), (0, 0), (0, 0), (4, 4))


def test_rank_constants() -> None:
    assert k.seven_of_trump(H) == Card(H * 9 + Rank.SEVEN)
    assert (k.HAND_SIZE, k.STOCK_SIZE, k.TRICKS) == (9, 13, 16)
