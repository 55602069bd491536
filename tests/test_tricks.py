"""Trick winner and card points in all six trump modes, as rule tables in card codes.

Rule source: docs/rules/swiss.md "Common to the Swiss games" (trump order J 9 A K Q 10 8 7 6; plain
order A K Q J 10 9 8 7 6; Obenabe and Undenufe; card points; 157 with the last trick); source 003
"Card play" and "Card values"; source 000 "Schieberjass".
"""

import pytest

from audiojass.rules import card_points, trick_winner

RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
FULL_DECK = " ".join(suit + rank for suit in "HDSC" for rank in RANKS)
SIX_MODES = ["H", "D", "S", "C", "obenabe", "undenufe"]

# (id, variant, trick in play order, trump, index of the winning card)
WINNERS = [
    # highest trump wins
    ("six-of-trump-beats-aces", "jass", "HK HA S6 H10", "S", 2),
    ("lone-trump-led-wins", "jass", "S6 HA HK H10", "S", 0),
    ("trump-jack-highest", "jass", "SA S9 SJ S6", "S", 2),
    ("trump-nine-beats-ace", "jass", "S6 SA S9 SK", "S", 2),
    ("trump-ace-beats-king", "jass", "SK S6 SA SQ", "S", 2),
    ("trump-king-beats-queen", "jass", "SQ SK S10 S8", "S", 1),
    ("trump-queen-beats-ten", "jass", "S10 SQ S8 S7", "S", 1),
    ("trump-ten-beats-eight", "jass", "S8 S10 S7 S6", "S", 1),
    ("trump-eight-beats-seven", "jass", "S7 S6 S8 HA", "S", 2),
    ("trump-seven-beats-six", "jass", "HA S6 S7 HK", "S", 2),
    ("higher-trump-overtrumps", "jass", "HA S6 HK S10", "S", 3),
    ("undertrump-does-not-win", "jass", "HA S9 S10 HK", "S", 1),
    ("hearts-trump-jack", "jass", "HJ H9 HA HK", "H", 0),
    ("hearts-trump-nine-beats-ace", "jass", "DA HA H9 DK", "H", 2),
    ("diamonds-trump", "jass", "C10 CA D6 CK", "D", 2),
    ("diamonds-trump-jack-over-nine", "jass", "D9 DJ CA DA", "D", 1),
    ("clubs-trump-six-wins", "jass", "DA DK DQ C6", "C", 3),
    ("clubs-trump-nine-over-ace", "jass", "CA C9 HJ H6", "C", 1),
    # plain suit: highest of the led suit; discards never win
    ("plain-ace-highest", "jass", "H6 HA HK H10", "S", 1),
    ("plain-king-beats-queen", "jass", "HQ HK H10 HJ", "S", 1),
    ("plain-queen-beats-jack", "jass", "DJ D10 D9 DQ", "S", 3),
    ("plain-jack-beats-ten", "jass", "D10 DJ D9 D8", "S", 1),
    ("plain-ten-beats-nine", "jass", "D9 D10 D8 D7", "C", 1),
    ("plain-nine-beats-eight", "jass", "D8 D7 D9 D6", "C", 2),
    ("plain-seven-beats-six", "jass", "H6 DA CA H7", "S", 3),
    ("discards-never-win", "jass", "H6 DA CA DK", "S", 0),
    ("plain-jack-not-trump-order", "jass", "HA HJ H9 C6", "S", 0),
    ("only-led-suit-counts", "jass", "D7 HA SA CA", "H", 1),
    # Obenabe: plain order in every suit, no trump
    ("obenabe-ace-highest", "schieber", "H6 HA SA HK", "obenabe", 1),
    ("obenabe-off-suit-never-wins", "schieber", "H6 SA SJ DA", "obenabe", 0),
    ("obenabe-eight-beats-seven", "schieber", "H7 H8 H6 SA", "obenabe", 1),
    ("obenabe-jack-below-queen", "schieber", "CJ CQ C10 C9", "obenabe", 1),
    # Undenufe: order reversed, 6 highest
    ("undenufe-six-highest", "schieber", "H7 H6 S6 HA", "undenufe", 1),
    ("undenufe-ace-lowest", "schieber", "HA HK HQ H8", "undenufe", 3),
    ("undenufe-off-suit-never-wins", "schieber", "H10 HJ D6 C6", "undenufe", 0),
    ("undenufe-seven-beats-eight", "schieber", "S8 S9 S7 SA", "undenufe", 2),
    ("undenufe-ten-beats-jack", "schieber", "DJ D10 DQ H6", "undenufe", 1),
    ("schieber-suit-trump", "schieber", "HK HA S6 H10", "S", 2),
    # other variants: trick length = players
    ("putz3-trump-wins", "putz3", "HK HA S6", "S", 2),
    ("putz3-plain", "putz3", "HK HA H10", "S", 1),
    ("putz3-discard", "putz3", "H7 DA CA", "S", 0),
    ("putz5-trump-jack", "putz5", "HK HA S6 H10 SJ", "S", 4),
    ("putz5-plain", "putz5", "C6 C10 DA CK H6", "S", 3),
    ("putz5-trump-nine", "putz5", "C6 C9 CJ CK C7", "C", 2),
]


@pytest.mark.parametrize(
    ("variant", "trick", "trump", "winner"),
    [row[1:] for row in WINNERS],
    ids=[row[0] for row in WINNERS],
)
def test_trick_winner(variant: str, trick: str, trump: str, winner: int) -> None:
    assert trick_winner(variant, trick, trump) == winner


BAD_TRICKS = [
    ("jass-three-cards", "jass", "HK HA S6", "S"),
    ("jass-five-cards", "jass", "HK HA S6 H10 H9", "S"),
    ("jass-empty", "jass", "", "S"),
    ("schieber-three-cards", "schieber", "HK HA S6", "obenabe"),
    ("putz3-four-cards", "putz3", "HK HA S6 H10", "S"),
    ("putz3-two-cards", "putz3", "HK HA", "S"),
    ("putz5-four-cards", "putz5", "HK HA S6 H10", "S"),
    ("putz5-six-cards", "putz5", "HK HA S6 H10 H9 H8", "S"),
    ("card-twice", "jass", "HK HK S6 H10", "S"),
    ("jass-obenabe", "jass", "HK HA S6 H10", "obenabe"),
    ("bad-code", "jass", "HK HA S6 H11", "S"),
]


@pytest.mark.parametrize(
    ("variant", "trick", "trump"),
    [row[1:] for row in BAD_TRICKS],
    ids=[row[0] for row in BAD_TRICKS],
)
def test_trick_winner_rejects_bad_tricks(variant: str, trick: str, trump: str) -> None:
    with pytest.raises(ValueError):
        trick_winner(variant, trick, trump)


# (id, variant, cards, trump, card points without the last trick)
POINTS = [
    ("trump-jack-20", "jass", "SJ", "S", 20),
    ("trump-nine-14", "jass", "S9", "S", 14),
    ("trump-ace-11", "jass", "SA", "S", 11),
    ("trump-king-4", "jass", "SK", "S", 4),
    ("trump-queen-3", "jass", "SQ", "S", 3),
    ("trump-ten-10", "jass", "S10", "S", 10),
    ("trump-low-cards-0", "jass", "S8 S7 S6", "S", 0),
    ("trump-suit-total-62", "jass", "S6 S7 S8 S9 S10 SJ SQ SK SA", "S", 62),
    ("hearts-trump-jack-20", "jass", "HJ", "H", 20),
    ("diamonds-trump-nine-14", "jass", "D9", "D", 14),
    ("clubs-trump-jack-nine", "jass", "CJ C9", "C", 34),
    ("plain-ace-11", "jass", "HA", "S", 11),
    ("plain-king-4", "jass", "HK", "S", 4),
    ("plain-queen-3", "jass", "HQ", "S", 3),
    ("plain-jack-2", "jass", "HJ", "S", 2),
    ("plain-ten-10", "jass", "H10", "S", 10),
    ("plain-nine-0", "jass", "H9", "S", 0),
    ("plain-low-cards-0", "jass", "H8 H7 H6", "S", 0),
    ("plain-suit-total-30", "jass", "C6 C7 C8 C9 C10 CJ CQ CK CA", "H", 30),
    ("mixed-trick", "jass", "SJ S9 HA", "S", 45),
    ("mixed-trick-hearts-trump", "jass", "SJ S9 HA", "H", 13),
    ("obenabe-eight-8", "schieber", "H8", "obenabe", 8),
    ("obenabe-ace-11", "schieber", "HA", "obenabe", 11),
    ("obenabe-jack-2", "schieber", "SJ", "obenabe", 2),
    ("obenabe-nine-0", "schieber", "D9", "obenabe", 0),
    ("obenabe-ten-10", "schieber", "C10", "obenabe", 10),
    ("obenabe-six-seven-0", "schieber", "C6 C7", "obenabe", 0),
    ("obenabe-suit-total-38", "schieber", "D6 D7 D8 D9 D10 DJ DQ DK DA", "obenabe", 38),
    ("undenufe-six-11", "schieber", "H6", "undenufe", 11),
    ("undenufe-ace-0", "schieber", "HA", "undenufe", 0),
    ("undenufe-eight-8", "schieber", "H8", "undenufe", 8),
    ("undenufe-king-4", "schieber", "SK", "undenufe", 4),
    ("undenufe-queen-3", "schieber", "SQ", "undenufe", 3),
    ("undenufe-jack-2", "schieber", "SJ", "undenufe", 2),
    ("undenufe-ten-10", "schieber", "D10", "undenufe", 10),
    ("undenufe-nine-seven-0", "schieber", "D9 D7", "undenufe", 0),
    ("undenufe-suit-total-38", "schieber", "C6 C7 C8 C9 C10 CJ CQ CK CA", "undenufe", 38),
    ("putz3-trump-jack", "putz3", "DJ DA", "D", 31),
    ("putz5-plain", "putz5", "DJ DA", "S", 13),
    ("no-cards", "jass", "", "S", 0),
]


@pytest.mark.parametrize(
    ("variant", "cards", "trump", "points"),
    [row[1:] for row in POINTS],
    ids=[row[0] for row in POINTS],
)
def test_card_points(variant: str, cards: str, trump: str, points: int) -> None:
    assert card_points(variant, cards, trump) == points
    assert card_points(variant, cards, trump, last_trick=False) == points


@pytest.mark.parametrize(
    ("cards", "trump", "points"),
    [("SJ S9 HA", "S", 50), ("H6", "undenufe", 16), ("", "H", 5), ("H6 H7 D8", "C", 5)],
    ids=["docstring-trick", "undenufe-six", "bonus-only", "zero-card-trick"],
)
def test_last_trick_adds_5(cards: str, trump: str, points: int) -> None:
    assert card_points("schieber", cards, trump, last_trick=True) == points


@pytest.mark.parametrize("trump", SIX_MODES)
def test_full_deck_totals_152(trump: str) -> None:
    assert card_points("schieber", FULL_DECK, trump) == 152


@pytest.mark.parametrize("trump", SIX_MODES)
def test_full_deck_with_last_trick_totals_157(trump: str) -> None:
    assert card_points("schieber", FULL_DECK, trump, last_trick=True) == 157


@pytest.mark.parametrize("trump", ["H", "D", "S", "C"])
def test_full_deck_in_jass_totals_157(trump: str) -> None:
    assert card_points("jass", FULL_DECK, trump, last_trick=True) == 157


def test_full_deck_string_has_36_cards() -> None:
    assert len(FULL_DECK.split()) == 36
    assert len(set(FULL_DECK.split())) == 36


@pytest.mark.parametrize(
    ("variant", "cards", "trump"),
    [
        ("jass", "SJ SJ", "S"),
        ("jass", "SJ X1", "S"),
        ("jass", "SJ", "obenabe"),
        ("putz3", "SJ", "undenufe"),
    ],
    ids=["card-twice", "bad-code", "jass-obenabe", "putz3-undenufe"],
)
def test_card_points_rejects_bad_input(variant: str, cards: str, trump: str) -> None:
    with pytest.raises(ValueError):
        card_points(variant, cards, trump)
