"""Scoring of Klaverjas, Belote and Belote Contrée: roem, melds, Belote/Rebelote, settlement
and game end, in card codes and numbers.

Rule source: docs/rules/family.md "klaverjas_amsterdam" (roem 100/50/20, stuk 20 even inside a
sequence, option three_of_a_kind 50; pit 100, option pit=points|tricks; wet/nat: the declaring
team must make strictly more, else 0 and the opponents score all card points, roem and pit; game
end 1500 or 16 deals), "belote" (melds 200/150/100/100/50/20 compared across teams; Belote 20;
capot 100 instead of the last trick; dedans; tie=own|total|carry) and "belote_contree"
(contracts 80..160 or capot, defenders rounded to the nearest 10 with a final 5 down, bidders
the rest of 160 or 250, failed 160 or 250, doubled ×2, redoubled ×4, option melds).
"""

from __future__ import annotations

import itertools
from random import Random

import pytest

from audiojass.rules.cards import Card, TrumpMode, mask_of, parse_cards
from audiojass.rules.settlement import (
    CAPOT,
    CONTRACTS,
    FAMILY_SCORING,
    ContractScoring,
    DealFacts,
    GameResult,
    Outcome,
    award_melds,
    belote_melds,
    belote_seat,
    contree_defenders_rounded,
    credit_roem,
    game_result,
    has_belote,
    parse_contract,
    roem_points,
    settle,
    settle_annulled,
    settle_belote,
    settle_contree,
    settle_klaverjas,
    settlement,
    trick_roem,
)


def m(codes: str) -> int:
    """The bitmask of card codes."""
    return mask_of(parse_cards(codes))


def trump(letter: str) -> int:
    return int(TrumpMode.parse(letter))


# ------------------------------------------------------------------------------------------
# Roem
# ------------------------------------------------------------------------------------------

# (trick, trump, three_of_a_kind, points, [(kind, cards)])
ROEM = [
    ("C7 C8 C9 DA", "H", False, 20, [("sequence", "C7 C8 C9")]),
    ("C7 C8 C9 C10", "H", False, 50, [("sequence", "C7 C8 C9 C10")]),
    ("C10 CJ CQ CK", "H", False, 50, [("sequence", "C10 CJ CQ CK")]),
    ("CJ CQ CK CA", "H", False, 50, [("sequence", "CJ CQ CK CA")]),
    ("C9 C10 CJ DA", "H", False, 20, [("sequence", "C9 C10 CJ")]),
    ("C7 C8 C9 CJ", "H", False, 20, [("sequence", "C7 C8 C9")]),
    ("C7 C9 C10 CJ", "H", False, 20, [("sequence", "C9 C10 CJ")]),
    ("CK CA C7 C8", "H", False, 0, []),  # no wrap from ace to seven
    ("C7 C8 C10 CJ", "H", False, 0, []),  # two pairs, no run of three
    ("C8 C9 D10 DJ", "H", False, 0, []),  # runs must be in one suit
    ("HK HQ S7 D8", "H", False, 20, [("stuk", "HQ HK")]),
    ("HK D7 S8 HQ", "H", False, 20, [("stuk", "HQ HK")]),
    ("HK HQ HJ S7", "H", False, 40, [("sequence", "HJ HQ HK"), ("stuk", "HQ HK")]),
    ("HK HQ HJ H10", "H", False, 70, [("sequence", "H10 HJ HQ HK"), ("stuk", "HQ HK")]),
    ("HA HK HQ HJ", "H", False, 70, [("sequence", "HJ HQ HK HA"), ("stuk", "HQ HK")]),
    ("HQ HK HA CJ", "H", False, 40, [("sequence", "HQ HK HA"), ("stuk", "HQ HK")]),
    ("H7 H8 H9 H10", "H", False, 50, [("sequence", "H7 H8 H9 H10")]),
    ("SK SQ SJ S10", "H", False, 50, [("sequence", "S10 SJ SQ SK")]),  # not trump: no stuk
    ("SK SQ H7 D8", "H", False, 0, []),
    ("SK SQ H7 D8", "S", False, 20, [("stuk", "SQ SK")]),
    ("CQ CK HQ HK", "H", False, 20, [("stuk", "HQ HK")]),
    ("H7 D7 S7 C7", "H", False, 100, [("four_of_a_kind", "H7 D7 S7 C7")]),
    ("H7 D7 S7 C7", "H", True, 100, [("four_of_a_kind", "H7 D7 S7 C7")]),
    ("HJ DJ SJ CJ", "D", False, 100, [("four_of_a_kind", "HJ DJ SJ CJ")]),
    ("HK DK SK CK", "H", False, 100, [("four_of_a_kind", "HK DK SK CK")]),
    ("HA DA SA C7", "H", False, 0, []),
    ("HA DA SA C7", "H", True, 50, [("three_of_a_kind", "HA DA SA")]),
    ("HK DK SK HQ", "H", False, 20, [("stuk", "HQ HK")]),
    ("HK DK SK HQ", "H", True, 70, [("three_of_a_kind", "HK DK SK"), ("stuk", "HQ HK")]),
    ("HK HQ S7 D8", None, False, 0, []),  # no trump: no stuk
]


@pytest.mark.parametrize(
    ("trick", "trump_letter", "three", "points", "expected"),
    ROEM,
    ids=[f"{r[0]}-{r[1]}-{'three' if r[2] else 'plain'}" for r in ROEM],
)
def test_roem_of_a_trick(
    trick: str,
    trump_letter: str | None,
    three: bool,
    points: int,
    expected: list[tuple[str, str]],
) -> None:
    trump_suit = None if trump_letter is None else trump(trump_letter)
    found = trick_roem(m(trick), trump_suit, three_of_a_kind=three)
    assert [(r.kind.value, " ".join(str(c) for c in r.cards)) for r in found] == [
        (kind, " ".join(str(c) for c in sorted(parse_cards(cards)))) for kind, cards in expected
    ]
    assert sum(r.points for r in found) == points
    assert roem_points(m(trick), trump_suit, three_of_a_kind=three) == points


@pytest.mark.parametrize("trick", ["C7 C8 C9", "C7 C8 C9 C10 CJ", "", "H6 H7 H8 H9"])
def test_roem_needs_four_cards_of_the_32_card_deck(trick: str) -> None:
    with pytest.raises(ValueError):
        roem_points(m(trick), 0)
    with pytest.raises(ValueError):
        trick_roem(m(trick), 0)


def test_roem_refuses_a_bad_trump() -> None:
    with pytest.raises(ValueError, match="trump"):
        roem_points(m("C7 C8 C9 C10"), 4)


def _reference_roem(cards: list[Card], trump_suit: int, three: bool) -> int:
    """Roem counted another way: by rank counts and sorted ranks per suit."""
    ranks = [c.rank for c in cards]
    counts = {r: ranks.count(r) for r in ranks}
    if 4 in counts.values():
        return 100
    points = 50 if three and 3 in counts.values() else 0
    for suit in range(4):
        in_suit = sorted(int(c.rank) for c in cards if c.suit == suit)
        best = 1
        for start in range(len(in_suit)):
            length = 1
            while start + length < len(in_suit) and in_suit[start + length] == (
                in_suit[start] + length
            ):
                length += 1
            best = max(best, length)
        points += 50 if best == 4 else 20 if best == 3 else 0
    codes = {str(c) for c in cards}
    letter = "HDSC"[trump_suit]
    if {letter + "K", letter + "Q"} <= codes:
        points += 20
    return points


@pytest.mark.slow
def test_roem_of_every_trick_of_four_cards_matches_a_reference_count() -> None:
    deck32 = [card for card in Card if card.rank != 0]
    for index, four in enumerate(itertools.combinations(deck32, 4)):
        trump_suit = index % 4
        three = index % 3 == 0
        mask = mask_of(four)
        expected = _reference_roem(list(four), trump_suit, three)
        assert roem_points(mask, trump_suit, three_of_a_kind=three) == expected, four
        if index % 7 == 0:
            found = trick_roem(mask, trump_suit, three_of_a_kind=three)
            assert sum(r.points for r in found) == expected, four


def test_roem_is_counted_for_the_team_that_wins_the_trick() -> None:
    # Trump hearts. Seat 0 (declaring team) leads C8, seat 1 plays C7, seat 2 (partner of 0)
    # plays C9, seat 3 trumps with H7 and wins: the sequence C7 C8 C9 is the opponents' roem.
    trick = m("C8 C7 C9 H7")
    assert credit_roem((0, 0), 3, trick, trump("H")) == (0, 20)
    assert credit_roem((20, 0), 2, trick, trump("H")) == (40, 0)
    assert credit_roem((0, 0), 1, m("C7 D8 S9 HA"), trump("H")) == (0, 0)
    with pytest.raises(ValueError, match="seat"):
        credit_roem((0, 0), 4, trick, 0)
    # That roem makes the declaring team wet: 90 against 72 + 20.
    facts = DealFacts(declarers=0, card_points=(90, 72), tricks=(5, 3), roem=(0, 20))
    result = settle_klaverjas(facts)
    assert result.outcome is Outcome.WET
    assert result.scores == (0, 182)


# ------------------------------------------------------------------------------------------
# Belote melds
# ------------------------------------------------------------------------------------------

# (hand, [(kind, cards, points)])
MELDS = [
    ("H7 H8 H9 SA", [("sequence", "H7 H8 H9", 20)]),
    ("H7 H8 H9 H10", [("sequence", "H7 H8 H9 H10", 50)]),
    ("H7 H8 H9 H10 HJ", [("sequence", "H7 H8 H9 H10 HJ", 100)]),
    ("H7 H8 H9 H10 HJ HQ HK HA", [("sequence", "H7 H8 H9 H10 HJ HQ HK HA", 100)]),
    ("SQ SK SA", [("sequence", "SQ SK SA", 20)]),
    ("S10 SJ SQ", [("sequence", "S10 SJ SQ", 20)]),
    ("SK SA S7 S8", []),
    ("SK SA S7 S8 S9", [("sequence", "S7 S8 S9", 20)]),
    ("HJ DJ SJ CJ", [("four", "HJ DJ SJ CJ", 200)]),
    ("H9 D9 S9 C9", [("four", "H9 D9 S9 C9", 150)]),
    ("HA DA SA CA", [("four", "HA DA SA CA", 100)]),
    ("H10 D10 S10 C10", [("four", "H10 D10 S10 C10", 100)]),
    ("HK DK SK CK", [("four", "HK DK SK CK", 100)]),
    ("HQ DQ SQ CQ", [("four", "HQ DQ SQ CQ", 100)]),
    ("H8 D8 S8 C8", []),
    ("H7 D7 S7 C7", []),
    ("HJ DJ SJ CJ H10 HQ", [("four", "HJ DJ SJ CJ", 200), ("sequence", "H10 HJ HQ", 20)]),
    ("H7 H8 H9 S7 S8 S9 S10", [("sequence", "S7 S8 S9 S10", 50), ("sequence", "H7 H8 H9", 20)]),
]


@pytest.mark.parametrize(("hand", "expected"), MELDS, ids=[row[0] for row in MELDS])
def test_belote_melds_of_a_hand(hand: str, expected: list[tuple[str, str, int]]) -> None:
    found = belote_melds(m(hand))
    assert [(x.kind, " ".join(str(c) for c in x.cards), x.points) for x in found] == [
        (kind, " ".join(str(c) for c in sorted(parse_cards(cards))), points)
        for kind, cards, points in expected
    ]


def test_belote_melds_refuse_a_six() -> None:
    with pytest.raises(ValueError, match="H6"):
        belote_melds(m("H6 H7 H8"))


# (id, trump, hands of seats 0..3, team scoring, points per team)
MELD_COMPARISON = [
    ("seq4-beats-seq3", "H", ["S7 S8 S9", "D10 DJ DQ DK", "", ""], 1, (0, 50)),
    ("four-nines-beat-seq5", "H", ["H9 D9 S9 C9", "D10 DJ DQ DK DA", "", ""], 0, (150, 0)),
    ("seq5-beats-four-aces-more-cards",
     "H", ["HA DA SA CA", "C7 C8 C9 C10 CJ", "", ""], 1, (0, 100)),
    ("four-aces-beat-four-kings", "H", ["HK DK SK CK", "", "", "HA DA SA CA"], 1, (0, 100)),
    ("four-queens-beat-four-tens", "H", ["", "H10 D10 S10 C10", "HQ DQ SQ CQ", ""], 0, (100, 0)),
    ("higher-top-seq4", "H", ["S10 SJ SQ SK", "DJ DQ DK DA", "", ""], 1, (0, 50)),
    ("trump-breaks-the-tie", "H", ["S8 S9 S10", "H8 H9 H10", "", ""], 1, (0, 20)),
    ("trump-breaks-the-tie-other-trump", "S", ["S8 S9 S10", "H8 H9 H10", "", ""], 0, (20, 0)),
    ("equal-across-teams-nobody", "H", ["S8 S9 S10", "C8 C9 C10", "", ""], None, (0, 0)),
    ("equal-best-nobody-though-more-melds",
     "H", ["S8 S9 S10", "C8 C9 C10", "D7 D8 D9", ""], None, (0, 0)),
    ("partner-four-wins-all-melds",
     "H", ["S7 S8 S9", "C10 CJ CQ CK", "HK DK SK CK", ""], 0, (120, 0)),
    ("partner-weaker-meld-counts", "H", ["D7 D8 D9 D10", "C7 C8 C9", "S7 S8 S9", ""], 0, (70, 0)),
    ("two-sequences-one-hand", "H", ["", "", "", "H7 H8 H9 S10 SJ SQ SK"], 1, (0, 70)),
    ("no-melds", "H", ["H7 H9 SA", "", "", ""], None, (0, 0)),
    ("seq6-beats-seq5", "H", ["D7 D8 D9 D10 DJ DQ", "C7 C8 C9 C10 CJ", "", ""], 0, (100, 0)),
    ("plain-seq4-beats-trump-seq3", "H", ["H7 H8 H9", "S7 S8 S9 S10", "", ""], 1, (0, 50)),
    ("card-serves-two-melds", "H", ["HJ DJ SJ CJ H10 HQ", "S7 S8 S9", "", ""], 0, (220, 0)),
]  # fmt: skip


@pytest.mark.parametrize(
    ("trump_letter", "hands", "team", "points"),
    [row[1:] for row in MELD_COMPARISON],
    ids=[row[0] for row in MELD_COMPARISON],
)
def test_melds_compared_across_teams(
    trump_letter: str, hands: list[str], team: int | None, points: tuple[int, int]
) -> None:
    award = award_melds([belote_melds(m(hand)) for hand in hands], trump(trump_letter))
    assert award.team == team
    assert award.points == points


def test_meld_award_names_each_teams_best_meld() -> None:
    hands = ["S7 S8 S9", "C10 CJ CQ CK", "HK DK SK CK", ""]
    award = award_melds([belote_melds(m(hand)) for hand in hands], trump("H"))
    best0, best1 = award.best
    assert best0 is not None and best0.kind == "four" and best0.points == 100
    assert best1 is not None and best1.points == 50
    with pytest.raises(ValueError, match="4 seats"):
        award_melds([[], []], 0)


def test_belote_rebelote_holder() -> None:
    hands = [m("HK HQ S7"), m("SK D7"), m("SQ D8"), m("C7")]
    assert belote_seat(hands, trump("H")) == 0
    assert belote_seat(hands, trump("S")) is None  # king and queen in two hands
    assert belote_seat(hands, trump("C")) is None
    assert has_belote(m("DK DQ"), trump("D"))
    assert not has_belote(m("DK DQ"), None)
    assert belote_seat([m("C7"), m("D7"), m("S7"), m("CK CQ CA")], trump("C")) == 3


# ------------------------------------------------------------------------------------------
# Klaverjas settlement
# ------------------------------------------------------------------------------------------

# (id, declarers, card points, tricks, roem, pit option, outcome, scores, pit team)
KLAVERJAS = [
    ("made", 0, (92, 70), (5, 3), (20, 0), "points", Outcome.MADE, (112, 70), None),
    ("made-team-1", 1, (60, 102), (3, 5), (0, 0), "points", Outcome.MADE, (60, 102), None),
    ("seed-002-example-1", 0, (70, 87), (4, 4), (40, 20), "points", Outcome.MADE, (110, 107), None),
    ("seed-002-example-2", 0, (40, 117), (2, 6), (40, 0), "points", Outcome.WET, (0, 197), None),
    ("wet-tie", 0, (71, 91), (4, 4), (20, 0), "points", Outcome.WET, (0, 182), None),
    ("wet-tie-cards-only", 0, (81, 81), (4, 4), (0, 0), "points", Outcome.WET, (0, 162), None),
    ("wet-by-opponents-roem", 0, (90, 72), (5, 3), (0, 20), "points", Outcome.WET, (0, 182), None),
    ("wet-team-1-all-roem", 1, (100, 62), (5, 3), (20, 20), "points", Outcome.WET, (202, 0), None),
    ("pit-declarers", 0, (162, 0), (8, 0), (40, 0), "points", Outcome.MADE, (302, 0), 0),
    ("pit-points-pointless-trick",
     0, (162, 0), (7, 1), (0, 0), "points", Outcome.MADE, (262, 0), 0),
    ("no-pit-tricks-pointless-trick",
     0, (162, 0), (7, 1), (0, 0), "tricks", Outcome.MADE, (162, 0), None),
    ("pit-by-tricks", 0, (162, 0), (8, 0), (0, 0), "tricks", Outcome.MADE, (262, 0), 0),
    ("pit-opponents", 0, (0, 162), (0, 8), (0, 20), "points", Outcome.WET, (0, 282), 1),
    ("pit-opponents-all-roem", 0, (0, 162), (1, 7), (20, 0), "points", Outcome.WET, (0, 282), 1),
    ("pit-opponents-by-tricks-only",
     0, (0, 162), (1, 7), (20, 0), "tricks", Outcome.WET, (0, 182), None),
    ("last-trick-5-made", 0, (90, 67), (5, 3), (0, 0), "points", Outcome.MADE, (90, 67), None),
    ("last-trick-5-pit", 0, (157, 0), (8, 0), (0, 0), "points", Outcome.MADE, (257, 0), 0),
]  # fmt: skip


@pytest.mark.parametrize(
    ("declarers", "cards", "tricks", "roem", "pit", "outcome", "scores", "pit_team"),
    [row[1:] for row in KLAVERJAS],
    ids=[row[0] for row in KLAVERJAS],
)
def test_klaverjas_settlement(
    declarers: int,
    cards: tuple[int, int],
    tricks: tuple[int, int],
    roem: tuple[int, int],
    pit: str,
    outcome: Outcome,
    scores: tuple[int, int],
    pit_team: int | None,
) -> None:
    facts = DealFacts(declarers=declarers, card_points=cards, tricks=tricks, roem=roem)
    result = settle_klaverjas(facts, pit=pit)
    assert result.outcome is outcome
    assert result.scores == scores
    assert result.pit == pit_team
    bonus = (100 if pit_team == 0 else 0, 100 if pit_team == 1 else 0)
    assert result.made == (cards[0] + roem[0] + bonus[0], cards[1] + roem[1] + bonus[1])


def test_klaverjas_refuses_an_unknown_pit_option() -> None:
    with pytest.raises(ValueError, match="pit"):
        settle_klaverjas(DealFacts(0, (81, 81), (4, 4)), pit="all")


# ------------------------------------------------------------------------------------------
# Belote settlement
# ------------------------------------------------------------------------------------------

# (id, declarers, cards, tricks, melds, belote, tie, pot, outcome, scores, carry, capot)
BELOTE = [
    ("made", 0, (92, 70), (5, 3), (20, 0), (20, 0), "own", 0, Outcome.MADE, (132, 70), 0, None),
    ("made-team-1", 1, (70, 92), (3, 5), (0, 0), (0, 0), "own", 0, Outcome.MADE, (70, 92), 0, None),
    ("melds-decide",
     0, (72, 90), (4, 4), (20, 0), (0, 0), "own", 0, Outcome.MADE, (92, 90), 0, None),
    ("dedans", 0, (70, 92), (3, 5), (0, 0), (0, 0), "own", 0, Outcome.DEDANS, (0, 162), 0, None),
    ("dedans-melds-and-belote-go-over",
     0, (50, 112), (3, 5), (20, 0), (20, 0), "own", 0, Outcome.DEDANS, (0, 202), 0, None),
    ("dedans-team-1",
     1, (110, 52), (5, 3), (0, 50), (0, 0), "own", 0, Outcome.DEDANS, (212, 0), 0, None),
    ("tie-own", 0, (81, 81), (4, 4), (0, 0), (0, 0), "own", 0, Outcome.TIE, (0, 81), 0, None),
    ("tie-own-with-melds",
     0, (71, 91), (4, 4), (20, 0), (0, 0), "own", 0, Outcome.TIE, (0, 91), 0, None),
    ("tie-total", 0, (81, 81), (4, 4), (0, 0), (0, 0), "total", 0, Outcome.TIE, (0, 162), 0, None),
    ("tie-total-team-1",
     1, (81, 81), (4, 4), (0, 0), (0, 0), "total", 0, Outcome.TIE, (162, 0), 0, None),
    ("tie-carry", 0, (81, 81), (4, 4), (0, 0), (0, 0), "carry", 0, Outcome.TIE, (0, 0), 162, None),
    ("tie-carry-with-belote",
     0, (61, 101), (4, 4), (20, 0), (20, 0), "carry", 0, Outcome.TIE, (0, 0), 202, None),
    ("pot-to-takers",
     0, (92, 70), (5, 3), (0, 0), (0, 0), "carry", 162, Outcome.MADE, (254, 70), 0, None),
    ("pot-to-opponents-dedans",
     0, (70, 92), (3, 5), (0, 0), (0, 0), "carry", 162, Outcome.DEDANS, (0, 324), 0, None),
    ("pot-grows-second-tie",
     0, (81, 81), (4, 4), (0, 0), (0, 0), "carry", 162, Outcome.TIE, (0, 0), 324, None),
    ("capot-takers",
     0, (162, 0), (8, 0), (0, 50), (0, 20), "own", 0, Outcome.MADE, (252, 20), 0, 0),
    ("capot-with-melds",
     0, (162, 0), (8, 0), (100, 0), (20, 0), "own", 0, Outcome.MADE, (372, 0), 0, 0),
    ("capot-defenders",
     0, (0, 162), (0, 8), (20, 0), (20, 0), "own", 0, Outcome.DEDANS, (0, 272), 0, 1),
    ("no-trick-loses-melds",
     1, (162, 0), (8, 0), (0, 20), (0, 0), "own", 0, Outcome.DEDANS, (252, 0), 0, 0),
]  # fmt: skip


@pytest.mark.parametrize(
    ("declarers", "cards", "tricks", "melds", "belote", "tie", "pot", "outcome", "scores", "carry",
     "capot"),
    [row[1:] for row in BELOTE],
    ids=[row[0] for row in BELOTE],
)  # fmt: skip
def test_belote_settlement(
    declarers: int,
    cards: tuple[int, int],
    tricks: tuple[int, int],
    melds: tuple[int, int],
    belote: tuple[int, int],
    tie: str,
    pot: int,
    outcome: Outcome,
    scores: tuple[int, int],
    carry: int,
    capot: int | None,
) -> None:
    facts = DealFacts(declarers, cards, tricks, melds=melds, belote=belote)
    result = settle_belote(facts, tie=tie, pot=pot)
    assert result.outcome is outcome
    assert result.scores == scores
    assert result.carry == carry
    assert result.capot == capot
    assert result.pot_team == (None if pot == 0 or carry else scores.index(max(scores)))


def test_belote_no_trick_loses_melds_but_keeps_belote() -> None:
    facts = DealFacts(0, (0, 162), (0, 8), melds=(50, 0), belote=(20, 0))
    assert facts.scored_melds() == (0, 0)
    result = settle_belote(facts)
    assert result.made == (20, 252)
    assert result.scores == (0, 272)


def test_carried_pot_over_three_deals() -> None:
    rules = settlement("belote", {"tie": "carry"})
    first = rules.settle(DealFacts(0, (81, 81), (4, 4)))
    assert (first.scores, first.carry) == ((0, 0), 162)
    second = rules.settle(DealFacts(1, (71, 91), (4, 4), melds=(20, 0)), pot=first.carry)
    assert (second.outcome, second.scores, second.carry) == (Outcome.TIE, (0, 0), 344)
    third = rules.settle(DealFacts(1, (60, 102), (3, 5)), pot=second.carry)
    assert third.outcome is Outcome.MADE
    assert third.scores == (60, 102 + 344)
    assert (third.pot_team, third.pot, third.carry) == (1, 344, 0)
    annulled = settle_annulled(pot=second.carry)
    assert (annulled.outcome, annulled.scores, annulled.carry) == (Outcome.ANNULLED, (0, 0), 344)


def test_belote_refuses_bad_tie_and_pot() -> None:
    facts = DealFacts(0, (81, 81), (4, 4))
    with pytest.raises(ValueError, match="tie"):
        settle_belote(facts, tie="split")
    with pytest.raises(ValueError, match="pot"):
        settle_belote(facts, pot=-10)
    with pytest.raises(ValueError, match="pot"):
        settle(settlement("belote"), facts, pot=162)
    with pytest.raises(ValueError, match="pot"):
        settle(settlement("klaverjas_amsterdam"), facts, pot=162)


# ------------------------------------------------------------------------------------------
# Contrée settlement
# ------------------------------------------------------------------------------------------

# (id, declarers, cards, tricks, contract, doubling, melds option, melds, belote,
#  outcome, scores, value)
MADE, FAILED = Outcome.CONTRACT_MADE, Outcome.CONTRACT_FAILED
CONTREE = [
    ("80-made", 0, (82, 80), (4, 4), 80, 1, False, (0, 0), (0, 0), MADE, (80, 80), 160),
    ("110-made", 0, (112, 50), (5, 3), 110, 1, False, (0, 0), (0, 0), MADE, (110, 50), 160),
    ("110-made-team-1", 1, (50, 112), (3, 5), 110, 1, False, (0, 0), (0, 0), MADE, (50, 110), 160),
    ("exactly-the-contract",
     0, (100, 62), (5, 3), 100, 1, False, (0, 0), (0, 0), MADE, (100, 60), 160),
    ("failed-by-two", 0, (118, 44), (5, 3), 120, 1, False, (0, 0), (0, 0), FAILED, (0, 160), 160),
    ("failed-team-1", 1, (84, 78), (4, 4), 80, 1, False, (0, 0), (0, 0), FAILED, (160, 0), 160),
    ("round-a-final-5-down",
     0, (87, 75), (4, 4), 80, 1, False, (0, 0), (0, 0), MADE, (90, 70), 160),
    ("round-6-up", 0, (86, 76), (4, 4), 80, 1, False, (0, 0), (0, 0), MADE, (80, 80), 160),
    ("round-4-down", 0, (88, 74), (4, 4), 80, 1, False, (0, 0), (0, 0), MADE, (90, 70), 160),
    ("round-15-to-10", 0, (147, 15), (6, 2), 140, 1, False, (0, 0), (0, 0), MADE, (150, 10), 160),
    ("all-tricks-points-contract",
     0, (162, 0), (8, 0), 100, 1, False, (0, 0), (0, 0), MADE, (250, 0), 250),
    ("capot-made", 0, (162, 0), (8, 0), CAPOT, 1, False, (0, 0), (0, 0), MADE, (250, 0), 250),
    ("capot-failed", 0, (150, 12), (7, 1), CAPOT, 1, False, (0, 0), (0, 0), FAILED, (0, 250), 250),
    ("capot-failed-pointless-trick",
     0, (162, 0), (7, 1), CAPOT, 1, False, (0, 0), (0, 0), FAILED, (0, 250), 250),
    ("160-made-pointless-trick",
     0, (162, 0), (7, 1), 160, 1, False, (0, 0), (0, 0), MADE, (160, 0), 160),
    ("defenders-capot-vs-80",
     0, (0, 162), (0, 8), 80, 1, False, (0, 0), (0, 0), FAILED, (0, 160), 160),
    ("doubled-made", 0, (100, 62), (5, 3), 90, 2, False, (0, 0), (0, 0), MADE, (320, 0), 160),
    ("doubled-failed", 0, (80, 82), (4, 4), 90, 2, False, (0, 0), (0, 0), FAILED, (0, 320), 160),
    ("doubled-made-team-1",
     1, (62, 100), (3, 5), 90, 2, False, (0, 0), (0, 0), MADE, (0, 320), 160),
    ("redoubled-made", 0, (100, 62), (5, 3), 90, 4, False, (0, 0), (0, 0), MADE, (640, 0), 160),
    ("redoubled-failed", 0, (80, 82), (4, 4), 90, 4, False, (0, 0), (0, 0), FAILED, (0, 640), 160),
    ("doubled-all-tricks", 0, (162, 0), (8, 0), 100, 2, False, (0, 0), (0, 0), MADE, (500, 0), 250),
    ("doubled-capot-failed",
     0, (150, 12), (7, 1), CAPOT, 2, False, (0, 0), (0, 0), FAILED, (0, 500), 250),
    ("redoubled-capot-made",
     0, (162, 0), (8, 0), CAPOT, 4, False, (0, 0), (0, 0), MADE, (1000, 0), 250),
    ("belote-ignored-without-melds",
     0, (72, 90), (4, 4), 90, 1, False, (0, 0), (20, 0), FAILED, (0, 160), 160),
    ("melds-belote-makes-contract",
     0, (72, 90), (4, 4), 90, 1, True, (0, 0), (20, 0), MADE, (90, 90), 180),
    ("melds-failed-value",
     0, (60, 102), (3, 5), 100, 1, True, (0, 50), (20, 0), FAILED, (0, 230), 230),
    ("melds-defenders-melds",
     0, (100, 62), (5, 3), 100, 1, True, (0, 50), (0, 0), MADE, (100, 110), 210),
    ("melds-doubled", 0, (100, 62), (5, 3), 100, 2, True, (50, 0), (0, 20), MADE, (460, 0), 230),
    ("melds-lost-without-trick",
     0, (162, 0), (8, 0), 100, 1, True, (0, 50), (0, 20), MADE, (250, 20), 270),
]  # fmt: skip


@pytest.mark.parametrize(
    ("declarers", "cards", "tricks", "contract", "doubling", "melds_option", "melds", "belote",
     "outcome", "scores", "value"),
    [row[1:] for row in CONTREE],
    ids=[row[0] for row in CONTREE],
)  # fmt: skip
def test_contree_settlement(
    declarers: int,
    cards: tuple[int, int],
    tricks: tuple[int, int],
    contract: int | str,
    doubling: int,
    melds_option: bool,
    melds: tuple[int, int],
    belote: tuple[int, int],
    outcome: Outcome,
    scores: tuple[int, int],
    value: int,
) -> None:
    facts = DealFacts(
        declarers,
        cards,
        tricks,
        melds=melds,
        belote=belote,
        contract=parse_contract(contract),
        doubling=doubling,
    )
    result = settle_contree(facts, melds=melds_option)
    assert result.outcome is outcome
    assert result.scores == scores
    assert result.value == value


@pytest.mark.parametrize(
    ("points", "rounded"),
    [(0, 0), (4, 0), (5, 0), (6, 10), (10, 10), (74, 70), (75, 70), (76, 80), (85, 80), (86, 90),
     (155, 150), (162, 160)],
)  # fmt: skip
def test_contree_defenders_rounding(points: int, rounded: int) -> None:
    assert contree_defenders_rounded(points) == rounded


def test_contracts() -> None:
    assert CONTRACTS == (80, 90, 100, 110, 120, 130, 140, 150, 160, "capot")
    assert parse_contract("110") == 110
    assert parse_contract(" Capot ") == CAPOT
    for bad in (70, 85, 170, 0, "eighty", True, None):
        with pytest.raises(ValueError, match="contract"):
            parse_contract(bad)
    with pytest.raises(ValueError, match="contract"):
        settle_contree(DealFacts(0, (81, 81), (4, 4)))


# ------------------------------------------------------------------------------------------
# Facts, options, game end
# ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "kwargs",
    [
        {"declarers": 0, "card_points": (81, 81), "tricks": (4, 3)},
        {"declarers": 0, "card_points": (81, 81), "tricks": (9, -1)},
        {"declarers": 2, "card_points": (81, 81), "tricks": (4, 4)},
        {"declarers": 0, "card_points": (150, 12), "tricks": (8, 0)},
        {"declarers": 0, "card_points": (-1, 163), "tricks": (4, 4)},
        {"declarers": 0, "card_points": (81, 81), "tricks": (4, 4), "doubling": 3},
        {"declarers": 0, "card_points": (81, 81), "tricks": (4, 4), "contract": 85},
        {"declarers": 0, "card_points": (81, 81), "tricks": (4, 4), "roem": (0,)},
    ],
)
def test_deal_facts_refuse_impossible_deals(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        DealFacts(**kwargs)  # type: ignore[arg-type]


def test_default_scoring_per_variant() -> None:
    amsterdam = settlement("klaverjas_amsterdam")
    expected = ContractScoring("klaverjas", roem=True, target=1500, deals=16)
    assert amsterdam == settlement("klaverjas_rotterdam") == expected
    assert FAMILY_SCORING["klaverjas_amsterdam"] == expected
    assert (amsterdam.pit, amsterdam.last_trick, amsterdam.three_of_a_kind) == ("points", 10, False)
    belote = settlement("belote")
    assert (belote.settlement, belote.hand_melds, belote.belote, belote.roem) == (
        "belote",
        True,
        True,
        False,
    )
    assert (belote.tie, belote.target, belote.deals) == ("own", 1000, 0)
    contree = settlement("belote_contree")
    assert (contree.settlement, contree.hand_melds, contree.belote, contree.target) == (
        "contree",
        False,
        False,
        2000,
    )


def test_scoring_options() -> None:
    rules = settlement(
        "klaverjas_amsterdam",
        {
            "pit": "tricks",
            "three_of_a_kind": "true",
            "last_trick": 5,
            "deals": 0,
            "play_rules": "002",
        },
    )
    assert (rules.pit, rules.three_of_a_kind, rules.last_trick, rules.deals) == (
        "tricks",
        True,
        5,
        0,
    )
    assert rules.target == 1500
    assert settlement("belote", {"tie": "carry", "target": "500"}).target == 500
    with_melds = settlement("belote_contree", {"melds": True})
    assert (with_melds.hand_melds, with_melds.belote, with_melds.target) == (True, True, 3000)
    assert settlement("belote_contree", {"melds": "true", "target": 2500}).target == 2500
    assert settlement("belote_contree", {"melds": False}).target == 2000


@pytest.mark.parametrize(
    ("variant", "options", "message"),
    [
        ("schieber", {}, "variant"),
        ("klaverjas_amsterdam", {"pit": "all"}, "pit"),
        ("klaverjas_amsterdam", {"last_trick": 7}, "last_trick"),
        ("klaverjas_amsterdam", {"three_of_a_kind": "yes"}, "three_of_a_kind"),
        ("klaverjas_rotterdam", {"target": -1}, "target"),
        ("belote", {"tie": "split"}, "tie"),
        ("belote", {"pit": "tricks"}, "no option pit"),
        ("belote", {"deals": 16}, "no option deals"),
        ("belote_contree", {"tie": "carry"}, "no option tie"),
        ("klaverjas_amsterdam", {"melds": True}, "no option melds"),
    ],
)
def test_scoring_options_refused(variant: str, options: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        settlement(variant, options)


def test_settle_dispatches_by_the_rules() -> None:
    facts = DealFacts(0, (72, 90), (4, 4), roem=(20, 0), melds=(20, 0), belote=(20, 0), contract=90)
    assert settle(settlement("klaverjas_amsterdam"), facts).scores == (92, 90)
    assert settle(settlement("belote"), facts).scores == (112, 90)
    assert settle(settlement("belote_contree"), facts).outcome is FAILED
    assert settle(settlement("belote_contree", {"melds": True}), facts).scores == (110, 90)


# (totals, deals played, target, deals, result)
GAME_END = [
    ((1500, 900), 5, 1500, 16, GameResult(0, "target")),
    ((1490, 1400), 15, 1500, 16, None),
    ((1490, 1400), 16, 1500, 16, GameResult(0, "deals")),
    ((1200, 1200), 16, 1500, 16, GameResult(None, "deals")),
    ((1510, 1620), 9, 1500, 16, GameResult(1, "target")),
    ((1600, 1600), 12, 1500, 16, GameResult(None, "target")),
    ((1600, 1200), 16, 1500, 16, GameResult(0, "target")),
    ((900, 2100), 40, 1500, 0, GameResult(1, "target")),
    ((900, 1000), 40, 1500, 0, None),
    ((900, 1000), 16, 0, 16, GameResult(1, "deals")),
    ((990, 1000), 30, 1000, 0, GameResult(1, "target")),
]


@pytest.mark.parametrize(("totals", "played", "target", "deals", "expected"), GAME_END)
def test_game_end(
    totals: tuple[int, int], played: int, target: int, deals: int, expected: GameResult | None
) -> None:
    assert game_result(totals, played, target=target, deals=deals) == expected


def test_klaverjas_rules_end_the_game() -> None:
    rules = settlement("klaverjas_rotterdam")
    assert rules.game_result((1400, 1300), 15) is None
    assert rules.game_result((1400, 1300), 16) == GameResult(0, "deals")


# ------------------------------------------------------------------------------------------
# Seeded random deals
# ------------------------------------------------------------------------------------------

_TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3}
_PLAIN_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}


def _card_points(card: Card, trump_suit: int) -> int:
    table = _TRUMP_POINTS if card.suit == trump_suit else _PLAIN_POINTS
    return table.get(card.rank.code, 0)


def test_random_deals_conserve_points() -> None:
    """Random deals (random tricks, random winners): card points 162; Klaverjas scores hand out
    exactly all card points, roem and pit; Belote (tie=own aside) hands out both teams' points;
    undoubled Contrée hands out the value."""
    rng = Random(11)
    deck32 = [card for card in Card if card.rank != 0]
    outcomes: set[Outcome] = set()
    capots = 0
    for _ in range(2000):
        rng.shuffle(deck32)
        trump_suit = rng.randrange(4)
        winners = [rng.randrange(4) for _ in range(8)]
        if rng.random() < 0.05:
            team = rng.randrange(2)
            winners = [team + 2 * rng.randrange(2) for _ in range(8)]
        card_points = [0, 0]
        tricks = [0, 0]
        roem = (0, 0)
        for index in range(8):
            trick = deck32[index * 4 : index * 4 + 4]
            team = winners[index] % 2
            card_points[team] += sum(_card_points(c, trump_suit) for c in trick)
            card_points[team] += 10 if index == 7 else 0
            tricks[team] += 1
            roem = credit_roem(roem, winners[index], mask_of(trick), trump_suit)
        assert sum(card_points) == 162
        declarers = rng.randrange(2)
        facts = DealFacts(
            declarers, (card_points[0], card_points[1]), (tricks[0], tricks[1]), roem=roem
        )
        klaverjas = settle_klaverjas(facts)
        pit = 100 if klaverjas.pit is not None else 0
        assert sum(klaverjas.scores) == 162 + sum(roem) + pit
        assert (klaverjas.outcome is Outcome.MADE) == (
            klaverjas.made[declarers] > klaverjas.made[1 - declarers]
        )
        outcomes.add(klaverjas.outcome)

        hands = [mask_of(deck32[seat * 8 : seat * 8 + 8]) for seat in range(4)]
        award = award_melds([belote_melds(hand) for hand in hands], trump_suit)
        holder = belote_seat(hands, trump_suit)
        belote = (20 if holder == 0 or holder == 2 else 0, 20 if holder in (1, 3) else 0)
        facts = DealFacts(
            declarers, facts.card_points, facts.tricks, melds=award.points, belote=belote
        )
        result = settle_belote(facts, tie="total")
        assert sum(result.scores) == sum(result.made)
        if result.capot is not None:
            team = result.capot
            assert result.made[team] - award.points[team] - belote[team] == 252
            assert result.made[1 - team] == belote[1 - team]
        outcomes.add(result.outcome)

        contract = rng.choice(CONTRACTS)
        facts = DealFacts(declarers, facts.card_points, facts.tricks, contract=contract)
        contree = settle_contree(facts)
        assert sum(contree.scores) == contree.value
        assert sum(contree.made) == (252 if contree.capot is not None else 162)
        capots += contree.capot is not None
        outcomes.add(contree.outcome)
    assert capots > 20
    assert outcomes >= {
        Outcome.MADE, Outcome.WET, Outcome.DEDANS, Outcome.CONTRACT_MADE, Outcome.CONTRACT_FAILED
    }  # fmt: skip
