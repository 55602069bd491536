"""Weis (melds) of Schieber: values, detection and comparison, in card codes.

Rule source: docs/rules/swiss.md "schieber" (source 000 "Schieberjass" table): 3 in sequence 20;
sequences of 4+ score 50 x (length - 3); four of a kind 100; four nines 150; four jacks 200; natural
order 6 7 8 9 10 J Q K A in every mode; one card may count in a four-of-a-kind and a sequence.
Comparison: higher points; then more cards; then higher top card (in Undenufe the lower sequence
wins); then a Weis in trump; then the player who plays first in the first trick.
"""

import pytest

from audiojass.rules import VARIANTS, Meld, TrumpMode, melds, parse_cards
from audiojass.rules.weis import meld_key, meld_of


def summary(found: list[Meld]) -> list[tuple[str, str, int]]:
    """(kind, sorted card codes, points) of each meld, sorted, to compare regardless of order."""
    return sorted((m.kind, " ".join(sorted(str(c) for c in m.cards)), m.points) for m in found)


def meld(kind: str, cards: str, points: int) -> tuple[str, str, int]:
    return (kind, " ".join(sorted(cards.split())), points)


SINGLE_MELDS = [
    ("sequence-3", "H6 H7 H8", "C", "sequence", 20),
    ("sequence-4", "H6 H7 H8 H9", "C", "sequence", 50),
    ("sequence-5", "H6 H7 H8 H9 H10", "C", "sequence", 100),
    ("sequence-6", "H6 H7 H8 H9 H10 HJ", "C", "sequence", 150),
    ("sequence-7", "H6 H7 H8 H9 H10 HJ HQ", "C", "sequence", 200),
    ("sequence-8", "H6 H7 H8 H9 H10 HJ HQ HK", "C", "sequence", 250),
    ("sequence-9", "H6 H7 H8 H9 H10 HJ HQ HK HA", "C", "sequence", 300),
    ("sequence-3-top", "SQ SK SA", "C", "sequence", 20),
    ("sequence-4-middle", "D9 D10 DJ DQ", "H", "sequence", 50),
    ("sequence-3-ten-jack-queen", "C10 CJ CQ", "D", "sequence", 20),
    ("four-sixes", "H6 D6 S6 C6", "H", "four", 100),
    ("four-sevens", "H7 D7 S7 C7", "H", "four", 100),
    ("four-eights", "H8 D8 S8 C8", "H", "four", 100),
    ("four-nines", "H9 D9 S9 C9", "H", "four", 150),
    ("four-tens", "H10 D10 S10 C10", "H", "four", 100),
    ("four-jacks", "HJ DJ SJ CJ", "H", "four", 200),
    ("four-queens", "HQ DQ SQ CQ", "H", "four", 100),
    ("four-kings", "HK DK SK CK", "H", "four", 100),
    ("four-aces", "HA DA SA CA", "H", "four", 100),
    ("four-jacks-obenabe", "HJ DJ SJ CJ", "obenabe", "four", 200),
    ("four-nines-undenufe", "H9 D9 S9 C9", "undenufe", "four", 150),
    # natural order in every mode
    ("natural-order-in-trump", "H9 H10 HJ", "H", "sequence", 20),
    ("natural-order-trump-top", "HJ HQ HK HA", "H", "sequence", 50),
    ("natural-order-obenabe", "S6 S7 S8", "obenabe", "sequence", 20),
    ("natural-order-undenufe", "S6 S7 S8", "undenufe", "sequence", 20),
    ("natural-order-undenufe-top", "DJ DQ DK DA", "undenufe", "sequence", 50),
]


@pytest.mark.parametrize(
    ("hand", "trump", "kind", "points"),
    [row[1:] for row in SINGLE_MELDS],
    ids=[row[0] for row in SINGLE_MELDS],
)
def test_single_meld(hand: str, trump: str, kind: str, points: int) -> None:
    found = melds("schieber", hand, trump)
    assert len(found) == 1
    only = found[0]
    assert only.kind == kind
    assert only.points == points
    assert sorted(str(c) for c in only.cards) == sorted(hand.split())


SEQUENCE_CARDS = [
    ("H6 H7 H8 DA CK S10", "H6 H7 H8", 20),
    ("D9 D10 DJ DQ S6", "D9 D10 DJ DQ", 50),
    ("C10 CJ CQ H7 H9", "C10 CJ CQ", 20),
    ("H7 S8 S9 S10 SJ SQ D6", "S8 S9 S10 SJ SQ", 100),
]


@pytest.mark.parametrize(
    ("hand", "cards", "points"), SEQUENCE_CARDS, ids=[r[1] for r in SEQUENCE_CARDS]
)
def test_sequence_among_other_cards(hand: str, cards: str, points: int) -> None:
    assert summary(melds("schieber", hand, "S")) == [meld("sequence", cards, points)]


def test_meld_attributes() -> None:
    (found,) = melds("schieber", "S9 S10 SJ SQ", "H")
    assert found.kind == "sequence"
    assert found.points == 50
    assert [str(c) for c in found.cards] == ["S9", "S10", "SJ", "SQ"]


def test_four_of_a_kind_cards() -> None:
    (found,) = melds("schieber", "HK DK SK CK", "S")
    assert found.kind == "four"
    assert found.points == 100
    assert sorted(str(c) for c in found.cards) == ["CK", "DK", "HK", "SK"]


MULTI_MELDS = [
    (
        "maximal-run-of-5-is-one-meld",
        "H6 H7 H8 H9 H10",
        "S",
        [meld("sequence", "H6 H7 H8 H9 H10", 100)],
    ),
    (
        "maximal-run-of-9-is-one-meld",
        "C6 C7 C8 C9 C10 CJ CQ CK CA",
        "C",
        [meld("sequence", "C6 C7 C8 C9 C10 CJ CQ CK CA", 300)],
    ),
    (
        "gap-splits-two-sequences",
        "H6 H7 H8 H10 HJ HQ",
        "S",
        [meld("sequence", "H6 H7 H8", 20), meld("sequence", "H10 HJ HQ", 20)],
    ),
    (
        "two-cards-are-no-sequence",
        "H6 H7 H9 H10 SQ SK",
        "D",
        [],
    ),
    (
        "sequences-in-two-suits",
        "H6 H7 H8 D6 D7 D8 D9",
        "S",
        [meld("sequence", "H6 H7 H8", 20), meld("sequence", "D6 D7 D8 D9", 50)],
    ),
    (
        "no-sequence-across-suits",
        "H8 D9 S10 CJ HQ DK",
        "S",
        [],
    ),
    (
        "card-in-four-and-sequence",
        "HJ DJ SJ CJ H9 H10",
        "S",
        [meld("four", "HJ DJ SJ CJ", 200), meld("sequence", "H9 H10 HJ", 20)],
    ),
    (
        "nine-in-four-and-sequence",
        "H9 D9 S9 C9 D7 D8 D10",
        "S",
        [meld("four", "H9 D9 S9 C9", 150), meld("sequence", "D7 D8 D9 D10", 50)],
    ),
    (
        "two-fours",
        "HK DK SK CK HA DA SA CA",
        "H",
        [meld("four", "HK DK SK CK", 100), meld("four", "HA DA SA CA", 100)],
    ),
    (
        "four-kings-and-run-through-king",
        "HK DK SK CK SJ SQ SA",
        "C",
        [meld("four", "HK DK SK CK", 100), meld("sequence", "SJ SQ SK SA", 50)],
    ),
    (
        "stoeck-is-not-a-meld",
        "SK SQ H6 D8",
        "S",
        [],
    ),
    (
        "stoeck-in-a-sequence-counts-as-sequence-only",
        "SJ SQ SK H6",
        "S",
        [meld("sequence", "SJ SQ SK", 20)],
    ),
    (
        "empty-hand",
        "",
        "S",
        [],
    ),
]


@pytest.mark.parametrize(
    ("hand", "trump", "expected"),
    [row[1:] for row in MULTI_MELDS],
    ids=[row[0] for row in MULTI_MELDS],
)
def test_melds_of_a_hand(hand: str, trump: str, expected: list[tuple[str, str, int]]) -> None:
    assert summary(melds("schieber", hand, trump)) == sorted(expected)


def test_melds_come_best_first() -> None:
    found = melds("schieber", "H9 H10 HJ DJ SJ CJ D8 D9 D10", "C")
    assert [(m.kind, m.points) for m in found] == [
        ("four", 200),
        ("sequence", 50),
        ("sequence", 20),
    ]


@pytest.mark.parametrize("variant", ["jass", "putz3", "putz5"])
def test_no_melds_outside_schieber(variant: str) -> None:
    assert melds(variant, "H6 H7 H8 HJ DJ SJ CJ", "S") == []


def test_schieber_with_weis_off_has_no_melds() -> None:
    rules = VARIANTS["schieber"].with_options(weis=False)
    assert melds(rules, "H6 H7 H8 HJ DJ SJ CJ", "S") == []


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("H6 D6 S6 C6", [meld("four", "H6 D6 S6 C6", 100)]),
        ("H10 D10 S10 C10", [meld("four", "H10 D10 S10 C10", 100)]),
        ("H9 D9 S9 C9", [meld("four", "H9 D9 S9 C9", 150)]),
    ],
    ids=["sixes", "tens", "nines"],
)
def test_weis_low_fours_default_on(hand: str, expected: list[tuple[str, str, int]]) -> None:
    assert VARIANTS["schieber"].weis_low_fours is True
    assert summary(melds("schieber", hand, "S")) == expected


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("H6 D6 S6 C6", []),
        ("H6 D6 S6 C6 H7 H8", [meld("sequence", "H6 H7 H8", 20)]),
        ("H10 D10 S10 C10", [meld("four", "H10 D10 S10 C10", 100)]),
        ("HK DK SK CK", [meld("four", "HK DK SK CK", 100)]),
        ("HA DA SA CA", [meld("four", "HA DA SA CA", 100)]),
        ("H9 D9 S9 C9", [meld("four", "H9 D9 S9 C9", 150)]),
        ("HJ DJ SJ CJ", [meld("four", "HJ DJ SJ CJ", 200)]),
    ],
    ids=["sixes", "sixes-sequence-stays", "tens", "kings", "aces", "nines", "jacks"],
)
def test_weis_low_fours_off(hand: str, expected: list[tuple[str, str, int]]) -> None:
    rules = VARIANTS["schieber"].with_options(weis_low_fours=False)
    assert summary(melds(rules, hand, "S")) == expected


@pytest.mark.parametrize(
    ("variant", "hand", "trump"),
    [
        ("schieber", "H6 H6 H7", "S"),
        ("schieber", "H6 H7 H8 H9 H10 HJ HQ HK HA D6", "S"),
        ("schieber", "H6 X7", "S"),
        ("jass", "H6 H7 H8", "obenabe"),
    ],
    ids=["card-twice", "ten-cards", "bad-code", "jass-obenabe"],
)
def test_melds_rejects_bad_input(variant: str, hand: str, trump: str) -> None:
    with pytest.raises(ValueError):
        melds(variant, hand, trump)


# Comparison: (id, hand of A, order of A, hand of B, order of B, trump, winner)
COMPARISONS = [
    # higher points
    ("points-50-beats-20", "H6 H7 H8 H9", 1, "SQ SK SA", 0, "C", "A"),
    ("points-run-of-6-beats-run-of-3", "H6 H7 H8 H9 H10 HJ", 3, "DQ DK DA", 0, "C", "A"),
    ("points-four-jacks-beat-four-nines", "HJ DJ SJ CJ", 2, "H9 D9 S9 C9", 0, "S", "A"),
    ("points-four-nines-beat-run-of-5", "H9 D9 S9 C9", 1, "S10 SJ SQ SK SA", 0, "S", "A"),
    ("points-four-jacks-beat-run-of-5", "HJ DJ SJ CJ", 2, "S6 S7 S8 S9 S10", 0, "S", "A"),
    (
        "points-run-of-9-beats-run-of-8",
        "H6 H7 H8 H9 H10 HJ HQ HK",
        0,
        "D6 D7 D8 D9 D10 DJ DQ DK DA",
        3,
        "D",
        "B",
    ),
    ("points-four-sixes-beat-run-of-4", "D6 H6 S6 C6", 1, "SJ SQ SK SA", 0, "S", "A"),
    ("points-beat-undenufe-low", "HJ HQ HK HA", 1, "D6 D7 D8", 0, "undenufe", "A"),
    # then more cards
    ("cards-run-of-5-beats-four-of-a-kind", "HK DK SK CK", 0, "C6 C7 C8 C9 C10", 1, "H", "B"),
    ("cards-run-of-5-beats-four-sixes", "H6 D6 S6 C6", 0, "S10 SJ SQ SK SA", 2, "C", "B"),
    ("cards-run-of-5-beats-four-aces", "S6 S7 S8 S9 S10", 3, "HA DA SA CA", 0, "S", "A"),
    # then the higher top card
    ("top-card-higher-sequence", "H7 H8 H9", 0, "SJ SQ SK", 1, "D", "B"),
    ("top-card-beats-trump", "H9 H10 HJ", 0, "S10 SJ SQ", 1, "H", "B"),
    ("top-card-ace-beats-king", "DJ DQ DK DA", 1, "C10 CJ CQ CK", 0, "S", "A"),
    ("top-card-four-kings-beat-queens", "HQ DQ SQ CQ", 0, "HK DK SK CK", 1, "S", "B"),
    ("top-card-four-aces-beat-kings", "HA DA SA CA", 1, "HK DK SK CK", 0, "S", "A"),
    ("top-card-four-tens-beat-sixes", "H6 D6 S6 C6", 0, "H10 D10 S10 C10", 1, "S", "B"),
    ("top-card-obenabe-higher-wins", "H6 H7 H8", 0, "SQ SK SA", 1, "obenabe", "B"),
    ("top-card-undenufe-lower-wins", "H6 H7 H8", 1, "SQ SK SA", 0, "undenufe", "A"),
    ("top-card-undenufe-lower-run-of-4", "D7 D8 D9 D10", 2, "C9 C10 CJ CQ", 0, "undenufe", "A"),
    ("top-card-undenufe-lower-by-one", "S8 S9 S10", 3, "H7 H8 H9", 1, "undenufe", "B"),
    # then a Weis in trump
    ("trump-sequence-wins", "H7 H8 H9", 1, "S7 S8 S9", 0, "H", "A"),
    ("trump-sequence-wins-other-seat", "H7 H8 H9", 0, "S7 S8 S9", 3, "S", "B"),
    ("trump-run-of-4-wins", "DJ DQ DK DA", 2, "CJ CQ CK CA", 1, "D", "A"),
    # then the player who plays first in the first trick
    ("order-forehand-wins", "H7 H8 H9", 0, "S7 S8 S9", 1, "D", "A"),
    ("order-earlier-seat-wins", "H7 H8 H9", 2, "S7 S8 S9", 1, "C", "B"),
    ("order-obenabe", "HQ HK HA", 3, "DQ DK DA", 2, "obenabe", "B"),
    ("order-undenufe", "H6 H7 H8", 0, "C6 C7 C8", 2, "undenufe", "A"),
]


@pytest.mark.parametrize(
    ("hand_a", "order_a", "hand_b", "order_b", "trump", "winner"),
    [row[1:] for row in COMPARISONS],
    ids=[row[0] for row in COMPARISONS],
)
def test_weis_comparison(
    hand_a: str, order_a: int, hand_b: str, order_b: int, trump: str, winner: str
) -> None:
    mode = TrumpMode.parse(trump)
    (meld_a,) = melds("schieber", hand_a, trump)
    (meld_b,) = melds("schieber", hand_b, trump)
    key_a = meld_key(meld_a, mode, order_a)
    key_b = meld_key(meld_b, mode, order_b)
    assert key_a != key_b
    assert (key_a > key_b) == (winner == "A")


@pytest.mark.parametrize(("name", "hand", "trump", "kind", "points"), SINGLE_MELDS)
def test_meld_of_rebuilds_each_meld_from_its_cards(
    name: str, hand: str, trump: str, kind: str, points: int
) -> None:
    found = melds("schieber", hand, trump)
    assert len(found) == 1
    shuffled = list(reversed(found[0].cards))
    assert meld_of(shuffled) == found[0]
    assert (found[0].kind, found[0].points) == (kind, points)


@pytest.mark.parametrize(
    "cards", ["H6 H7", "H6 H8 H9", "H6 H7 D8", "H6 D6 S6", "H6 D6 S6 C7", "H6 H6 H7", ""]
)
def test_meld_of_refuses_what_is_not_one_weis(cards: str) -> None:
    with pytest.raises(ValueError):
        meld_of(parse_cards(cards))
