"""Cards, suits, ranks and trump modes: codes and parsing.

Rule source: docs/rules/swiss.md "Common to the Swiss games" (36 French-suited cards, ranks 6 7 8 9
10 J Q K A; trump modes are the four suits, plus Obenabe and Undenufe in schieber).
"""

import re

import pytest

from audiojass.rules import Card, Rank, Suit, TrumpMode, parse_cards, parse_trump

SUIT_CODES = "HDSC"
RANK_CODES = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
ALL_CODES = [suit + rank for suit in SUIT_CODES for rank in RANK_CODES]


def test_the_deck_has_36_distinct_cards() -> None:
    assert len(Card) == 36
    assert len(ALL_CODES) == 36
    assert len({Card.parse(code) for code in ALL_CODES}) == 36


@pytest.mark.parametrize("code", ALL_CODES)
def test_str_of_every_card_is_its_code(code: str) -> None:
    card = Card.parse(code)
    assert str(card) == code
    assert card.code == code


@pytest.mark.parametrize(
    ("code", "suit", "rank"),
    [
        ("H6", Suit.HEARTS, Rank.SIX),
        ("H10", Suit.HEARTS, Rank.TEN),
        ("DJ", Suit.DIAMONDS, Rank.JACK),
        ("S9", Suit.SPADES, Rank.NINE),
        ("SQ", Suit.SPADES, Rank.QUEEN),
        ("CK", Suit.CLUBS, Rank.KING),
        ("CA", Suit.CLUBS, Rank.ACE),
    ],
    ids=lambda value: value if isinstance(value, str) else None,
)
def test_parse_gives_suit_and_rank(code: str, suit: Suit, rank: Rank) -> None:
    card = Card.parse(code)
    assert card.suit == suit
    assert card.rank == rank


@pytest.mark.parametrize(
    ("code", "card"),
    [("H10", Card.H10), ("SJ", Card.SJ), ("C6", Card.C6), ("DA", Card.DA), ("sj", Card.SJ)],
    ids=["H10", "SJ", "C6", "DA", "lower-case"],
)
def test_card_parse(code: str, card: Card) -> None:
    assert Card.parse(code) is card


def test_parse_cards_splits_on_white_space() -> None:
    assert parse_cards("H10 SJ C6") == [Card.H10, Card.SJ, Card.C6]


def test_parse_cards_keeps_the_given_order() -> None:
    assert parse_cards("CA H6 D9") == [Card.CA, Card.H6, Card.D9]


def test_parse_cards_of_empty_string_is_empty() -> None:
    assert parse_cards("") == []


@pytest.mark.parametrize("code", ["H5", "X10", "H1", "S11", "HJJ", "10H", "Z", "H"])
def test_bad_card_code_raises_naming_it(code: str) -> None:
    with pytest.raises(ValueError, match=re.escape(code)):
        Card.parse(code)


@pytest.mark.parametrize(
    ("codes", "bad"),
    [("H10 Z9 C6", "Z9"), ("H5", "H5"), ("SJ SJ2", "SJ2")],
    ids=["middle", "only", "suffix"],
)
def test_parse_cards_names_the_bad_code(codes: str, bad: str) -> None:
    with pytest.raises(ValueError, match=re.escape(bad)):
        parse_cards(codes)


@pytest.mark.parametrize(
    ("text", "mode", "suit"),
    [
        ("H", TrumpMode.HEARTS, Suit.HEARTS),
        ("D", TrumpMode.DIAMONDS, Suit.DIAMONDS),
        ("S", TrumpMode.SPADES, Suit.SPADES),
        ("C", TrumpMode.CLUBS, Suit.CLUBS),
        ("obenabe", TrumpMode.OBENABE, None),
        ("undenufe", TrumpMode.UNDENUFE, None),
    ],
    ids=["H", "D", "S", "C", "obenabe", "undenufe"],
)
def test_trump_mode_parse(text: str, mode: TrumpMode, suit: Suit | None) -> None:
    assert TrumpMode.parse(text) is mode
    assert parse_trump(text) is mode
    assert mode.suit == suit
    assert str(mode) == text


@pytest.mark.parametrize("text", ["X", "hearts trump", "", "notrump", "H10", "oben"])
def test_bad_trump_raises(text: str) -> None:
    with pytest.raises(ValueError, match=re.escape(repr(text))):
        TrumpMode.parse(text)
    with pytest.raises(ValueError):
        parse_trump(text)
