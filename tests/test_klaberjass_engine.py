"""Klaberjass for 2, 3 and 4 in the family engine (``docs/rules/family.md`` "klaberjass2",
"klaberjass3", "klaberjass4", "Trick play", "Engine implications"): the variants and options,
trick play in card codes, melds and their spoken exchange, the settlement, the bidding paths
(schmeiss, force, decline, bimah, no-trumps, the tournament deal), the dix, and seeded random
playouts with the deal invariants, saves, clones and hidden cards.

Deals are built by hand where a test needs particular cards: :func:`deal_of` gives each seat
its 6 cards, then the turn-up and the stock in order (the completion deals from its top).
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

import pytest

from audiojass.rules import ALL_VARIANTS, get_variant, legal_cards, melds
from audiojass.rules.actions import Deal, DealEnded
from audiojass.rules.bidding import tournament_suit
from audiojass.rules.cards import Card, Rank, Suit, cards_from_mask, mask_of, parse_cards
from audiojass.rules.components import (
    BeloteAnnounced,
    ContractGame,
    ContractIllegalActionError,
    DealSettled,
    DixExchanged,
    DixKept,
    ExchangeDix,
    KeepDix,
    MeldSpoken,
    MeldsScored,
    NoTrumpsChosen,
    StockDealt,
    new_family_game,
    parse_family_action,
)
from audiojass.rules.composed_variants import Klaberjass2, Klaberjass3, Klaberjass4
from audiojass.rules.game import Phase
from audiojass.rules.settlement import (
    DealFacts,
    Outcome,
    award_side_melds,
    klaberjass_melds,
    meld_exchange,
    settle_klaberjass,
)
from audiojass.rules.tricks32 import (
    DECK32,
    KLABERJASS4,
    NO_TRUMPS,
    POINTS32,
    legal_mask,
    trick_from_leader,
)

NAMES = ("klaberjass2", "klaberjass3", "klaberjass4")


def deal_of(hands: Sequence[str], turn_up: str | None, stock: str = "") -> Deal:
    """A deal: each seat's 6 cards, then the turn-up (None: klaberjass4's tournament deal) and
    the stock top first; the cards not named follow in deck order."""
    named = [card for hand in hands for card in parse_cards(hand)]
    head = ([Card.parse(turn_up)] if turn_up else []) + parse_cards(stock)
    used = set(named) | set(head)
    rest = head + [card for card in DECK32 if card not in used]
    return Deal(tuple(tuple(sorted(parse_cards(hand))) for hand in hands), tuple(rest))


def start(name: str, hands: Sequence[str], turn_up: str | None, stock: str = "", **options: Any):
    """A game of ``name`` dealt by seat 0 with the given cards, at its bidding."""
    game = new_family_game(name, seed=1, first_dealer=0, **options)
    game.apply_action(deal_of(hands, turn_up, stock))
    return game


def play(game: ContractGame, *codes: str) -> list[Any]:
    events: list[Any] = []
    for code in codes:
        events.extend(game.apply_action(code))
    return events


def hand_codes(game: ContractGame, seat: int) -> str:
    return " ".join(str(card) for card in game.hand(seat))


# --------------------------------------------------------------------------------------------
# variants and options


def test_the_three_games_are_registered_with_their_options() -> None:
    for name in NAMES:
        assert name in ALL_VARIANTS
        assert get_variant(name) is ALL_VARIANTS[name]
    two, three, four = (ALL_VARIANTS[name] for name in NAMES)
    assert isinstance(two, Klaberjass2) and isinstance(three, Klaberjass3)
    assert isinstance(four, Klaberjass4)
    assert (two.players, two.teams, two.hand_size) == (2, 2, 9)
    assert (three.players, three.teams, three.hand_size) == (3, 3, 9)
    assert (four.players, four.teams, four.hand_size) == (4, 2, 8)
    assert two.options() == {
        "target": 500,
        "manual_announce": False,
        "deals": 0,
        "bare_jass": False,
        "zensa": False,
        "schmeiss": False,
        "bimah": False,
        "tie": "own",
    }
    assert three.options() == {
        "target": 500,
        "manual_announce": False,
        "deals": 0,
        "bare_jass": False,
        "zensa": False,
    }
    assert four.options() == {
        "target": 500,
        "manual_announce": False,
        "deals": 0,
        "bare_jass": False,
        "zensa": False,
        "tournament_deal": False,
        "tie": "own",
    }
    assert two.with_options(tie="carry", schmeiss=True).tie == "carry"
    with pytest.raises(ValueError, match="no option 'tie'"):
        three.with_options(tie="carry")
    with pytest.raises(ValueError, match="no option 'schmeiss'"):
        four.with_options(schmeiss=True)
    with pytest.raises(ValueError, match="option tie must be"):
        two.with_options(tie="half")
    with pytest.raises(ValueError, match="needs a target or a number of deals"):
        two.with_options(target=0)
    assert two.with_options(target=0, deals=4).deal_limit == 4


def test_the_game_has_seats_sides_and_tricks_of_its_variant() -> None:
    for name, players, sides, tricks in (
        ("klaberjass2", 2, 2, 9),
        ("klaberjass3", 3, 3, 9),
        ("klaberjass4", 4, 2, 8),
    ):
        game = new_family_game(name, seed=3)
        assert (game.players, game.sides, game.tricks_per_deal) == (players, sides, tricks)
        assert [game.side_of(seat) for seat in range(players)] == [
            seat % sides for seat in range(players)
        ]
        assert game.returns() == [0] * players
        view = game.observation(players - 1)
        assert (view.players, view.sides, view.scores) == (players, sides, (0,) * sides)
        with pytest.raises(ValueError):
            game.observation(players)


# --------------------------------------------------------------------------------------------
# trick play: every row of docs/rules/family.md "Trick play" for the three games, hearts trump

TRICK_ROWS = [
    # variant, options, hand, trick so far (played before the seat to move), legal
    ("klaberjass2", {}, "HA H7 S7", "HK", "HA"),  # trump led: play higher (A over K)
    ("klaberjass2", {}, "H8 H7 SA", "H9", "H7 H8"),  # unable: any trump
    ("klaberjass2", {}, "S7 SK H7", "SA", "S7 SK"),  # follow; no duty to head a plain suit
    ("klaberjass2", {}, "H7 HK DA", "SA", "H7 HK"),  # void: trump
    ("klaberjass2", {}, "HJ DA", "SA", "HJ"),  # a lone jack must trump too...
    ("klaberjass2", {"bare_jass": True}, "HJ DA", "SA", "DA HJ"),  # ...unless bare_jass
    ("klaberjass2", {"bare_jass": True}, "HJ H7 DA", "SA", "H7 HJ"),  # not a lone jack
    ("klaberjass2", {}, "DA C7", "SA", "DA C7"),  # void, no trump: any card
    ("klaberjass3", {}, "HA H7 SA", "HK H8", "HA"),  # trump led: overtrump
    ("klaberjass3", {}, "H8 H7 SA", "H9 HK", "H7 H8"),  # unable: any trump
    ("klaberjass3", {}, "HK H7 D7", "SA HQ", "HK"),  # void: overtrump
    ("klaberjass3", {}, "H7 D7", "SA HQ", "H7"),  # else undertrump
    ("klaberjass3", {}, "D7 C7", "SA HQ", "C7 D7"),  # else any
    ("klaberjass3", {}, "SK S7 H7", "SA HQ", "S7 SK"),  # follow, trumped or not
    ("klaberjass4", {}, "H9 HK", "H8 HA H7", "H9"),  # trump lead: overtrump the partner's A
    ("klaberjass4", {}, "HK H7 D7", "SA HQ S7", "HK"),  # void, partner heads: overtrump
    ("klaberjass4", {}, "H7 D7", "SA HQ S7", "D7 H7"),  # unable: any card
    ("klaberjass4", {}, "H7 D7", "SA S8 HQ", "D7 H7"),  # the opponents head: the same
    ("klaberjass4", {}, "HK D7", "SA S8 HQ", "HK"),  # overtrump an opponent
    ("klaberjass4", {"bare_jass": True}, "HJ D7", "SA S8 S7", "D7 HJ"),  # bare jass
]


@pytest.mark.parametrize(("name", "options", "hand", "trick", "expected"), TRICK_ROWS)
def test_trick_play_rows(
    name: str, options: dict[str, Any], hand: str, trick: str, expected: str
) -> None:
    variant = get_variant(name).with_options(**options)
    got = [str(card) for card in legal_cards(variant, hand, trick, "H")]
    assert got == [str(card) for card in sorted(parse_cards(expected))]


def test_no_trumps_has_no_trump_duties_and_plain_order_everywhere() -> None:
    def legal(hand: str, trick: str) -> list[str]:
        cards = [int(c) for c in parse_cards(trick)]
        mask = legal_mask(
            mask_of(parse_cards(hand)), trick_from_leader(1, cards), None, KLABERJASS4, 1 + 3
        )
        return [str(card) for card in cards_from_mask(mask)]

    assert legal("HJ D7", "SA") == ["HJ", "D7"]
    assert legal("S7 SJ HJ", "SA") == ["S7", "SJ"]
    assert sum(POINTS32[NO_TRUMPS]) + 10 == 130


# --------------------------------------------------------------------------------------------
# melds


@pytest.mark.parametrize(
    ("hand", "zensa", "expected"),
    [
        ("H7 H8 H9", False, [20]),
        ("H7 H8 H9 H10", False, [50]),
        ("H7 H8 H9 H10 HJ", False, [50]),
        ("H7 H8 H9 H10 HJ", True, [100]),
        ("H7 H8 H9 H10 HJ HQ HK HA", False, [50]),
        ("HQ HK HA SQ SK", False, [20]),
        ("H7 H8 H10 HJ", False, []),
        ("HJ DJ SJ CJ", False, []),
        ("HJ DJ SJ CJ", True, [200]),
        ("HA DA SA CA", True, [100]),
        ("H10 D10 S10 C10", True, [100]),
        ("H9 D9 S9 C9", True, []),
        ("H8 D8 S8 C8", True, []),
        ("HJ DJ SJ CJ H10 HQ", True, [200, 20]),
    ],
)
def test_klaberjass_melds(hand: str, zensa: bool, expected: list[int]) -> None:
    found = klaberjass_melds(mask_of(parse_cards(hand)), zensa=zensa)
    assert [meld.points for meld in found] == expected
    variant = get_variant("klaberjass2").with_options(zensa=zensa)
    assert [meld.points for meld in melds(variant, hand, "S")] == expected


def _melds(*hands: str) -> list[list[Any]]:
    return [klaberjass_melds(mask_of(parse_cards(hand)), zensa=True) for hand in hands]


@pytest.mark.parametrize(
    ("hands", "trump", "sides", "team", "points"),
    [
        # two: more points; longer with equal points (5 over 4, both 50 without zensa)
        (("H7 H8 H9 H10", "SJ SQ SK"), 0, 2, 0, (50, 0)),
        (("H7 H8 H9", "S8 S9 S10"), 1, 2, 1, (0, 20)),  # higher top card
        (("H8 H9 H10", "S8 S9 S10"), 2, 2, 1, (0, 20)),  # the same: in trumps
        (("H8 H9 H10", "S8 S9 S10"), 1, 2, None, (0, 0)),  # equal: nobody
        (("H8 H9 H10", "S8 S9 S10"), None, 2, None, (0, 0)),  # no-trumps: no trump tie-break
        (("H8 H9 H10 DQ DK DA", "S8 S9 S10"), 3, 2, 0, (40, 0)),  # the winner scores all
        (("HJ DJ SJ CJ", "S7 S8 S9 S10 SJ"), 3, 2, 0, (200, 0)),  # zensa: four jacks first
        # three alone: the single best scores; a best shared by two: nobody
        (("H7 H8 H9", "S8 S9 S10", "D7 D8 D9 D10"), 0, 3, 2, (0, 0, 50)),
        (("H8 H9 H10", "S8 S9 S10", "D7 D8 D9"), 0, 3, 0, (20, 0, 0)),
        (("H8 H9 H10", "S8 S9 S10", "D7 D8 D9"), 1, 3, None, (0, 0, 0)),
        # four: the team of the best scores both partners' sequences
        (("H7 H8 H9", "S8 S9 S10 SJ", "D7 D8 D9 D10", "C7 C8 C9"), 0, 2, 1, (0, 70)),
        (("H7 H8 H9 H10", "C7 C8 C9", "D7 D8 D9 D10", "S7 S8 S9 S10"), 0, 2, 0, (100, 0)),
        (("H7 H8 H9 H10", "", "", "S7 S8 S9 S10"), 0, 2, 0, (50, 0)),
        (("H7 H8 H9 H10", "", "", "S7 S8 S9 S10"), 1, 2, None, (0, 0)),
    ],
)
def test_meld_comparison(
    hands: tuple[str, ...],
    trump: int | None,
    sides: int,
    team: int | None,
    points: tuple[int, ...],
) -> None:
    found = [klaberjass_melds(mask_of(parse_cards(hand)), zensa="HJ DJ" in hand) for hand in hands]
    award = award_side_melds(found, trump, sides)
    assert (award.team, award.points) == (team, points)
    best = [
        max(m, key=lambda meld: (meld.points, len(meld.cards), meld.top)) if m else None
        for m in found
    ]
    lines = meld_exchange(best, trump, 0, sides)
    if award.team is not None:  # the exchange ends with the same winner
        last_claim = [line.seat for line in lines if line.kind in ("declare", "not_good")][-1]
        assert last_claim % sides == award.team


def _lines(lines: list[MeldSpoken]) -> list[tuple[int, str, Any]]:
    return [(line.seat, line.kind, line.value) for line in lines]


def _best(*hands: str) -> list[Any]:
    return [found[0] if found else None for found in _melds(*hands)]


def test_meld_exchange_dialogue() -> None:
    # elder (seat 1) announces 50; the dealer (seat 0) cannot beat it
    assert _lines(meld_exchange(_best("H7 H8 H9", "S7 S8 S9 S10"), 0, 1, 2)) == [
        (1, "declare", 50),
        (0, "good", None),
    ]
    # elder announces 20; the dealer holds 50: "not good"
    assert _lines(meld_exchange(_best("H7 H8 H9 H10", "S7 S8 S9"), 0, 1, 2)) == [
        (1, "declare", 20),
        (0, "not_good", 50),
    ]
    # both 50: how many cards? 4 - the dealer's 5 is better
    assert _lines(
        meld_exchange(
            [
                klaberjass_melds(mask_of(parse_cards(h)))[0]
                for h in ("H7 H8 H9 H10 HJ", "S7 S8 S9 S10")
            ],
            0,
            1,
            2,
        )
    ) == [(1, "declare", 50), (0, "how_many", None), (1, "answer", 4), (0, "not_good", None)]
    # both 20 of 3: how high? - the same: in trumps? no - the dealer's is in trumps
    assert _lines(meld_exchange(_best("H8 H9 H10", "S8 S9 S10"), 0, 1, 2)) == [
        (1, "declare", 20),
        (0, "how_many", None),
        (1, "answer", 3),
        (0, "how_high", None),
        (1, "answer", Rank.TEN),
        (0, "in_trumps", None),
        (1, "answer", False),
        (0, "not_good", None),
    ]
    # the same but spades trump: the elder's stands; diamonds trump: equal, nobody
    assert _lines(meld_exchange(_best("H8 H9 H10", "S8 S9 S10"), 2, 1, 2))[-1] == (0, "good", None)
    assert _lines(meld_exchange(_best("H8 H9 H10", "S8 S9 S10"), 1, 1, 2))[-1] == (0, "equal", None)
    # nobody holds a meld: nothing is said; only the dealer: it declares
    assert meld_exchange([None, None], 0, 1, 2) == []
    assert _lines(meld_exchange(_best("H8 H9 H10", "C7"), 0, 1, 2)) == [(0, "declare", 20)]
    # three: the forehand declares, the others answer in turn
    assert _lines(meld_exchange(_best("H7 H8 H9", "C7", "S8 S9 S10 SJ"), 0, 1, 3)) == [
        (2, "declare", 50),
        (0, "good", None),
    ]
    # four: a partner raises the own team's claim; the opponents answer it
    assert _lines(meld_exchange(_best("C7", "H7 H8 H9", "C8", "S8 S9 S10 SJ"), 0, 1, 2)) == [
        (1, "declare", 20),
        (2, "good", None),
        (3, "declare", 50),
        (0, "good", None),
    ]


# --------------------------------------------------------------------------------------------
# settlement


@pytest.mark.parametrize(
    ("facts", "tie", "outcome", "scores"),
    [
        # two: made, bete, the tie options
        (DealFacts(0, (80, 40), (5, 4), melds=(20, 0), deal_tricks=9), "own", "made", (100, 40)),
        (DealFacts(0, (50, 70), (4, 5), deal_tricks=9), "own", "bete", (0, 120)),
        (DealFacts(1, (70, 50), (5, 4), deal_tricks=9), "own", "bete", (120, 0)),
        (DealFacts(0, (60, 60), (4, 5), deal_tricks=9), "own", "tie", (0, 60)),
        (DealFacts(0, (60, 60), (4, 5), deal_tricks=9), "total", "tie", (0, 120)),
        (DealFacts(0, (60, 60), (4, 5), deal_tricks=9), "carry", "tie", (0, 0)),
        # melds of a side without a trick do not count; bela always does
        (DealFacts(0, (0, 62), (0, 9), melds=(50, 0), deal_tricks=9), "own", "bete", (0, 62)),
        (
            DealFacts(0, (0, 62), (0, 9), belote=(20, 0), deal_tricks=9),
            "own",
            "bete",
            (0, 82),
        ),
        (DealFacts(0, (20, 52), (1, 8), melds=(50, 0), deal_tricks=9), "own", "made", (70, 52)),
        # three alone: more than each opponent, not both combined
        (DealFacts(0, (70, 40, 30), (4, 3, 2), deal_tricks=9), "own", "made", (70, 40, 30)),
        (DealFacts(0, (40, 45, 60), (3, 3, 3), deal_tricks=9), "own", "bete", (0, 65, 80)),
        (DealFacts(2, (50, 20, 35), (4, 2, 3), deal_tricks=9), "own", "bete", (67, 37, 0)),
        (DealFacts(0, (60, 60, 20), (4, 4, 1), deal_tricks=9), "own", "tie", (0, 60, 20)),
        (
            DealFacts(1, (30, 60, 40), (2, 4, 3), belote=(0, 20, 0), deal_tricks=9),
            "own",
            "made",
            (30, 80, 40),
        ),
        # four: per team, 162 with all cards
        (DealFacts(1, (81, 81), (4, 4)), "own", "tie", (81, 0)),
        (DealFacts(1, (80, 82), (4, 4)), "own", "made", (80, 82)),
    ],
)
def test_settlement(facts: DealFacts, tie: str, outcome: str, scores: tuple[int, ...]) -> None:
    settlement = settle_klaberjass(facts, tie=tie)
    assert (str(settlement.outcome), settlement.scores) == (outcome, scores)


def test_a_carried_tie_goes_to_whoever_has_more_next_deal() -> None:
    tied = settle_klaberjass(DealFacts(0, (60, 60), (4, 5), deal_tricks=9), tie="carry")
    assert tied.carry == 120
    won = settle_klaberjass(DealFacts(1, (70, 50), (5, 4), deal_tricks=9), tie="carry", pot=120)
    assert (won.outcome, won.scores, won.pot_team, won.carry) == (Outcome.BETE, (240, 0), 0, 0)
    again = settle_klaberjass(DealFacts(1, (60, 60), (5, 4), deal_tricks=9), tie="carry", pot=120)
    assert (again.scores, again.carry) == ((0, 0), 240)
    with pytest.raises(ValueError, match="two sides"):
        settle_klaberjass(DealFacts(1, (60, 60, 0), (5, 4, 0), deal_tricks=9), pot=10)
    with pytest.raises(ValueError, match="tie must be"):
        settle_klaberjass(DealFacts(1, (60, 60), (5, 4), deal_tricks=9), tie="half")


# --------------------------------------------------------------------------------------------
# bidding paths, completion, dix

TWO = ("H7 H8 H9 SJ SQ SK", "D7 D8 D9 CJ CQ CK")


def test_klaberjass2_take_completes_three_each_and_shows_the_bottom_card() -> None:
    game = start("klaberjass2", TWO, "CA", stock="HJ HQ HK S7 S8 S9")
    assert (game.forehand, game.current_player) == (1, 1)
    assert [str(a) for a in game.legal_actions()] == ["pass", "take"]
    events = play(game, "pass", "take")
    completed = [e for e in events if isinstance(e, StockDealt)]
    bottom = game.stock[-1]
    assert completed == [StockDealt(0, (3, 3), None, bottom, 13)]
    # forehand first: seat 1 takes the stock's top three, the dealer the next three
    assert hand_codes(game, 1) == "HJ HQ HK D7 D8 D9 CJ CQ CK"
    assert hand_codes(game, 0) == "H7 H8 H9 S7 S8 S9 SJ SQ SK"
    assert (game.declarer, game.trump, game.phase) == (0, Suit.CLUBS, Phase.PLAY)
    for seat in (0, 1):
        view = game.observation(seat)
        assert (view.shown_card, view.stock_size, view.turn_up, view.maker) == (
            bottom,
            13,
            Card.CA,
            0,
        )
        hidden = [card for card in game.stock if card != bottom]
        assert not any(f"Card.{card.code}:" in repr(view) for card in hidden)


def test_round_two_names_another_suit_and_both_passing_twice_annuls() -> None:
    game = start("klaberjass2", TWO, "DA")
    play(game, "pass", "pass")
    assert [str(a) for a in game.legal_actions()] == ["pass", "suit:H", "suit:S", "suit:C"]
    with pytest.raises(ContractIllegalActionError) as refused:
        game.apply_action("suit:D")
    assert refused.value.reason == "turned_suit"
    events = play(game, "pass", "pass")
    settled = [e for e in events if isinstance(e, DealSettled)]
    assert settled[0].settlement.outcome is Outcome.ANNULLED
    assert settled[0].settlement.scores == (0, 0)
    assert (game.deal_number, game.dealer, game.scores) == (1, 1, [0, 0])


def test_schmeiss_force_and_decline() -> None:
    game = start("klaberjass2", TWO, "DA", schmeiss=True)
    assert [str(a) for a in game.legal_actions()] == ["pass", "take", "schmeiss"]
    play(game, "schmeiss")
    assert game.current_player == 0
    assert [str(a) for a in game.legal_actions()] == ["force", "decline"]
    play(game, "force")  # elder takes diamonds, holding the D7: the dix comes next
    assert (game.declarer, game.trump, game.phase) == (1, Suit.DIAMONDS, Phase.SIX)
    assert game.contract is not None and game.contract.forced
    declined = start("klaberjass2", TWO, "DA", schmeiss=True)
    events = play(declined, "schmeiss", "decline")
    assert [e.settlement.outcome for e in events if isinstance(e, DealSettled)] == [
        Outcome.ANNULLED
    ]
    assert (declined.dealer, declined.phase) == (1, Phase.DEAL)
    plain = start("klaberjass2", TWO, "DA")
    with pytest.raises(ContractIllegalActionError) as refused:
        plain.apply_action("schmeiss")
    assert refused.value.reason == "no_schmeiss"


def test_bimah_makes_the_dealer_take_any_suit() -> None:
    game = start("klaberjass2", TWO, "DA", bimah=True)
    play(game, "pass", "pass", "pass")
    assert game.current_player == 0
    assert [str(a) for a in game.legal_actions()] == ["suit:H", "suit:D", "suit:S", "suit:C"]
    with pytest.raises(ContractIllegalActionError) as refused:
        game.apply_action("pass")
    assert refused.value.reason == "must_take"
    play(game, "suit:D")
    assert (game.declarer, game.trump) == (0, Suit.DIAMONDS)


def test_dix_exchange_and_keep() -> None:
    # seat 1 holds the 7 of diamonds; diamonds turned up and taken: the dix is offered
    game = start("klaberjass2", TWO, "DA")
    play(game, "take")
    assert (game.phase, game.current_player) == (Phase.SIX, 1)
    assert game.legal_actions() == [ExchangeDix(), KeepDix()]
    other = game.observation(0)
    assert (other.phase, other.current_player, other.legal_actions) == (Phase.PLAY, 1, ())
    mine = game.observation(1)
    assert (mine.phase, mine.current_player) == (Phase.SIX, 1)
    with pytest.raises(ContractIllegalActionError) as refused:
        game.apply_action("play:D8")
    assert refused.value.reason == "wrong_phase"
    events = play(game, "dix")
    assert events == [DixExchanged(1, Card.D7, Card.DA)]
    assert "DA" in hand_codes(game, 1) and "D7" not in hand_codes(game, 1)
    assert (game.phase, game.observation(0).dix, game.turn_up_taker) == (Phase.PLAY, 1, 1)
    kept = start("klaberjass2", TWO, "DA")
    play(kept, "take")
    assert play(kept, "keep-dix") == [DixKept(1)]
    assert kept.observation(1).dix_kept and not kept.observation(0).dix_kept
    assert kept.observation(1).dix is None and "D7" in hand_codes(kept, 1)
    with pytest.raises(ContractIllegalActionError) as refused:
        kept.apply_action("dix")
    assert refused.value.reason == "no_dix"
    # another suit named: no dix; klaberjass4: never
    named = start("klaberjass2", TWO, "DA")
    play(named, "pass", "pass", "suit:C")
    assert named.phase is Phase.PLAY
    four = start(
        "klaberjass4",
        ("D7 H8 H9 SJ SQ SK", "H7 C8 C9 C10 CJ CQ", "S7 S8 S9 S10 SA HA", "C7 CA CK HK HQ HJ"),
        "DA",
    )
    play(four, "take")
    assert four.phase is Phase.PLAY


def test_dix_is_not_offered_when_the_seven_lies_in_the_stock() -> None:
    game = start(
        "klaberjass3",
        ("H8 H9 H10 SJ SQ SK", "D8 D9 D10 CJ CQ CK", "C7 C8 C9 S7 S8 S9"),
        "HA",
        stock="SA DA CA HJ HQ HK DJ DQ DK",
    )
    play(game, "take")
    assert "H7" in [str(c) for c in game.stock]
    assert game.phase is Phase.PLAY


def test_klaberjass3_completes_nine_each_and_leaves_five_out() -> None:
    game = start(
        "klaberjass3", ("H8 H9 H10 SJ SQ SK", "D8 D9 D10 CJ CQ CK", "C7 C8 C9 S7 S8 S9"), "HA"
    )
    assert (game.forehand, game.current_player) == (1, 1)
    play(game, "pass", "pass", "take")
    assert [len(game.hand(seat)) for seat in range(3)] == [9, 9, 9]
    assert len(game.stock) == 4 and game.turn_up == Card.HA
    assert game.declarer == 0 and game.observation(2).shown_card is None


def test_klaberjass4_no_trumps_and_the_turned_card_to_the_dealer() -> None:
    hands = ("HK HQ H9 SJ SQ SK", "D7 D8 D9 CJ CQ CK", "C7 C8 C9 S7 S8 S9", "H7 H8 D10 DJ DQ DK")
    game = start("klaberjass4", hands, "HA")
    play(game, "pass", "pass", "pass", "pass")
    assert [str(a) for a in game.legal_actions()] == [
        "pass",
        "suit:D",
        "suit:S",
        "suit:C",
        "notrumps",
    ]
    play(game, "pass", "pass", "pass")
    assert [str(a) for a in game.legal_actions()] == [
        "pass",
        "take",
        "suit:D",
        "suit:S",
        "suit:C",
        "notrumps",
    ]
    events = play(game, "notrumps")
    assert NoTrumpsChosen(0) in events
    assert (game.trump, game.mode, game.no_trumps) == (None, NO_TRUMPS, True)
    assert game.observation(3).no_trumps
    completed = next(e for e in events if isinstance(e, StockDealt))
    assert (completed.counts, completed.turn_up_to, completed.stock_size) == ((1, 2, 2, 2), 0, 0)
    assert "HA" in hand_codes(game, 0) and len(game.hand(0)) == 8
    assert game.turn_up_taker == 0 and game.observation(2).turn_up_taker == 0
    # no bela in no-trumps (seat 0 holds K and Q of hearts); 130 card points in all
    rng = Random(5)
    seen: list[Any] = []
    while game.deal_number == 1 and not game.is_terminal():
        seen.extend(game.apply_action(rng.choice(game.legal_actions())))
    assert not [e for e in seen if isinstance(e, BeloteAnnounced)]
    ended = next(e for e in seen if isinstance(e, DealEnded))
    assert sum(ended.points) == 130


def test_klaberjass4_tournament_deal_bids_the_dealers_suit_face_down() -> None:
    hands = ("HK HQ H9 SJ SQ SK", "D7 D8 D9 CJ CQ CK", "C7 C8 C9 S7 S8 S9", "H7 H8 D10 DJ DQ DK")
    game = new_family_game("klaberjass4", seed=1, first_dealer=2, tournament_deal=True)
    game.apply_action(deal_of(hands, None))
    assert game.turn_up is None and game.observation(0).turn_up is None
    assert tournament_suit(2) is Suit.SPADES and game.observation(1).turned_suit is Suit.SPADES
    events = play(game, "take")
    assert game.trump == Suit.SPADES and game.declarer == 3
    completed = next(e for e in events if isinstance(e, StockDealt))
    assert (completed.counts, completed.turn_up_to) == ((2, 2, 2, 2), None)
    assert [len(game.hand(seat)) for seat in range(4)] == [8, 8, 8, 8]
    assert game.stock == () and game.phase is Phase.PLAY


def test_the_meld_exchange_comes_with_the_first_lead_then_the_melds_score() -> None:
    game = start(
        "klaberjass2", ("H7 H8 H9 H10 SJ SQ", "C7 C8 C9 DJ DQ DK"), "SA", stock="S7 S8 S9 D7 D8 D9"
    )
    play(game, "take")  # elder (seat 1) takes spades and the S7 S8 S9: the dix
    play(game, "keep-dix")
    assert Card.S7 in game.hand(1)
    events = play(game, "play:S7")
    kinds = [type(e).__name__ for e in events]
    assert kinds[:3] == ["MeldSpoken", "MeldSpoken", "CardPlayed"]
    assert [e for e in events if isinstance(e, MeldSpoken)] == [
        MeldSpoken(1, "declare", 20),
        MeldSpoken(0, "not_good", 50),
    ]
    assert [(line.seat, line.kind) for line in game.observation(0).meld_lines] == [
        (1, "declare"),
        (0, "not_good"),
    ]
    legal = [str(a) for a in game.legal_actions()]
    events = play(game, legal[0])
    scored = [e for e in events if isinstance(e, MeldsScored)]
    assert len(scored) == 1 and scored[0].team == 0 and scored[0].points == 70  # 50 and 20
    assert game.observation(1).meld_team == 0


def test_manual_announce_speaks_the_exchange_on_what_was_announced() -> None:
    game = start(
        "klaberjass2",
        ("H7 H8 H9 H10 SJ SQ", "C7 C8 C9 DJ DQ DK"),
        "SA",
        stock="S7 S8 S9 D7 D8 D9",
        manual_announce=True,
    )
    play(game, "take", "keep-dix")
    assert "announce:C7 C8 C9" in [str(a) for a in game.legal_actions()]
    events = play(game, "announce:C7 C8 C9", "play:S7")
    assert not [e for e in events if isinstance(e, MeldSpoken)]
    # seat 0 does not announce its 50: only the elder's 20 counts
    card = next(a for a in game.legal_actions() if str(a).startswith("play:"))
    events = play(game, str(card))
    lines = [e for e in events if isinstance(e, MeldSpoken)]
    assert lines == [MeldSpoken(1, "declare", 20), MeldSpoken(0, "good")]
    scored = [e for e in events if isinstance(e, MeldsScored)]
    assert [(e.team, e.points) for e in scored] == [(1, 20)]


def test_action_codes() -> None:
    assert parse_family_action("dix") == ExchangeDix() and str(ExchangeDix()) == "dix"
    assert parse_family_action("keep-dix") == KeepDix() and str(KeepDix()) == "keep-dix"
    for code in ("notrumps", "schmeiss", "force", "decline"):
        assert str(parse_family_action(code)) == code


# --------------------------------------------------------------------------------------------
# seeded random playouts


def _playout(name: str, options: dict[str, Any], deals: int, seed: int) -> None:
    rng = Random(seed)
    game = new_family_game(
        name, seed=seed, first_dealer=seed % ALL_VARIANTS[name].players, **options
    )
    players = game.players
    done = 0
    start_points: int | None = None
    while done < deals:
        if game.is_terminal():
            game = new_family_game(name, seed=seed + done + 1, **options)
        if game.phase is Phase.PLAY and not game.tricks and not game.trick and start_points is None:
            # play starts: every card once; the hands hold what is played
            in_hands = [card for seat in range(players) for card in game.hand(seat)]
            out = list(game.stock)
            if game.turn_up is not None and game.turn_up_taker is None:
                out.append(game.turn_up)
            elif game.dix_by is not None:
                assert game.trump is not None
                out.append(Card(int(game.trump) * 9 + Rank.SEVEN))
            assert len(in_hands) == players * game.tricks_per_deal
            assert sorted(in_hands + out) == list(DECK32)
            table = POINTS32[game.mode]
            start_points = sum(table[int(card)] for card in in_hands) + 10
            for seat in range(players):
                view = repr(game.observation(seat))
                hidden = [c for c in game.stock if c != game.shown_card]
                assert not any(f"Card.{card.code}:" in view for card in hidden)
            if name == "klaberjass4" and not game.no_trumps:
                assert start_points == 162
        events = game.apply_action(rng.choice(game.legal_actions()))
        for event in events:
            if isinstance(event, DealSettled):
                settlement = event.settlement
                assert len(settlement.scores) == game.sides
                if event.facts is not None:
                    assert start_points is not None
                    assert sum(event.facts.card_points) == start_points
                    assert sum(event.facts.tricks) == game.tricks_per_deal
                    if settlement.outcome is Outcome.MADE:
                        assert settlement.scores == settlement.made
            if isinstance(event, DealEnded):
                done += 1
                start_points = None


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "options", "deals"),
    [
        ("klaberjass2", {}, 1500),
        ("klaberjass2", {"schmeiss": True, "bimah": True, "tie": "carry", "zensa": True}, 500),
        ("klaberjass2", {"bare_jass": True, "tie": "total", "manual_announce": True}, 400),
        ("klaberjass3", {}, 1200),
        ("klaberjass3", {"zensa": True, "manual_announce": True}, 300),
        ("klaberjass4", {}, 1000),
        ("klaberjass4", {"tournament_deal": True, "tie": "carry"}, 300),
    ],
)
def test_random_playouts(name: str, options: dict[str, Any], deals: int) -> None:
    _playout(name, options, deals, seed=11)


@pytest.mark.parametrize("name", NAMES)
def test_saves_and_clones_at_random_points(name: str) -> None:
    rng = Random(7)
    game = new_family_game(name, seed=9, zensa=True)
    for step in range(400):
        if game.is_terminal():
            break
        if step % 37 == 0:
            text = game.to_json()
            again = ContractGame.from_json(text)
            assert again == game and again.to_json() == text
            assert again.snapshot() == game.snapshot()
            twin = game.clone()
            before = game.to_json()
            twin.apply_action(rng.choice(twin.legal_actions()))
            assert game.to_json() == before
        game.apply_action(rng.choice(game.legal_actions()))


def test_game_end_at_500_and_a_draw_on_equal_best_totals() -> None:
    game = new_family_game("klaberjass3", seed=2)
    rng = Random(2)
    while not game.is_terminal():
        game.apply_action(rng.choice(game.legal_actions()))
    assert max(game.scores) >= 500
    best = max(game.scores)
    assert game.winners == tuple(s for s, total in enumerate(game.scores) if total == best)
    from audiojass.rules.settlement import game_result

    assert game_result((500, 500, 20), 3, target=500).winner is None
    assert game_result((500, 510, 520), 3, target=500).winner == 2
    assert game_result((10, 20), 4, target=500, deals=4).reason == "deals"


class _AnyCard(ContractGame):
    """A game whose legality is every card in hand (a subclass hook)."""

    def _legal_mask_now(self, seat: int) -> int:
        return self.hands[seat]

    def deal_tricks(self) -> int:
        return 9


def test_subclass_hooks_decide_legality_and_tricks() -> None:
    variant = get_variant("klaberjass2")
    game = _AnyCard(variant, 1, 0)
    game.apply_action(deal_of(TWO, "CA", stock="HJ HQ HK S7 S8 S9"))
    play(game, "pass", "take")  # seat 0 takes clubs; HJ HQ HK go to seat 1
    play(game, "play:HJ")
    # seat 0 holds hearts but may discard a spade: the subclass decides
    assert "play:SJ" in [str(a) for a in game.legal_actions()]
    play(game, "play:SJ")
    assert game.tricks[-1].winner == 1 and game.tricks_per_deal == 9
    assert isinstance(game.clone(), _AnyCard)
    plain = start("klaberjass2", TWO, "CA", stock="HJ HQ HK S7 S8 S9")
    play(plain, "pass", "take", "play:HJ")
    with pytest.raises(ContractIllegalActionError) as refused:
        plain.apply_action("play:SJ")
    assert refused.value.reason == "must_follow"
