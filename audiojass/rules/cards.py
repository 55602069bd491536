"""Cards, suits, ranks and trump modes of the 36-card French-suited Jass deck.

A card is identified by a short code: suit letter ``H D S C`` then rank ``6 7 8 9 10 J Q K A``
("H10", "SJ", "C6"). Every card is also a small integer, ``suit * 9 + rank``, which is its bit
position in the hand bitmasks used by the fast paths (``1 << card``).

Source: source 003 (36 cards, 6 to ace); ``docs/rules/swiss.md`` "Common to the
Swiss games".
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

__all__ = [
    "DECK",
    "RANK_CODES",
    "SUIT_LETTERS",
    "SUIT_NAMES",
    "Card",
    "Rank",
    "Suit",
    "TrumpMode",
    "card_indices",
    "cards_from_mask",
    "mask_of",
    "parse_cards",
    "parse_trump",
]

SUIT_LETTERS = "HDSC"
SUIT_NAMES = ("hearts", "diamonds", "spades", "clubs")
"""The suits' names in words, in suit order."""
RANK_CODES = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")


class Suit(IntEnum):
    """The four French suits, in the order of their letters ``H D S C``."""

    HEARTS = 0
    DIAMONDS = 1
    SPADES = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        """The one-letter code: "H", "D", "S" or "C"."""
        return SUIT_LETTERS[self]

    @property
    def mask(self) -> int:
        """Bitmask of the nine cards of this suit."""
        return 0x1FF << (9 * self)

    @classmethod
    def parse(cls, letter: str) -> Suit:
        """Parse a suit letter (case-insensitive). Raises ValueError naming a bad letter."""
        index = SUIT_LETTERS.find(letter.strip().upper()) if len(letter.strip()) == 1 else -1
        if index < 0:
            raise ValueError(f"not a suit letter: {letter!r} (expected H, D, S or C)")
        return cls(index)


class Rank(IntEnum):
    """The nine ranks in natural order 6 … ace (the order of sequences in Weis)."""

    SIX = 0
    SEVEN = 1
    EIGHT = 2
    NINE = 3
    TEN = 4
    JACK = 5
    QUEEN = 6
    KING = 7
    ACE = 8

    @property
    def code(self) -> str:
        """The rank part of a card code: "6" … "10", "J", "Q", "K", "A"."""
        return RANK_CODES[self]


class Card(IntEnum):
    """One of the 36 cards; the value is ``suit * 9 + rank``.

    >>> Card.parse("H10")
    <Card.H10: 4>
    >>> str(Card.SJ), Card.SJ.suit, Card.SJ.rank
    ('SJ', <Suit.SPADES: 2>, <Rank.JACK: 5>)
    """

    H6 = 0
    H7 = 1
    H8 = 2
    H9 = 3
    H10 = 4
    HJ = 5
    HQ = 6
    HK = 7
    HA = 8
    D6 = 9
    D7 = 10
    D8 = 11
    D9 = 12
    D10 = 13
    DJ = 14
    DQ = 15
    DK = 16
    DA = 17
    S6 = 18
    S7 = 19
    S8 = 20
    S9 = 21
    S10 = 22
    SJ = 23
    SQ = 24
    SK = 25
    SA = 26
    C6 = 27
    C7 = 28
    C8 = 29
    C9 = 30
    C10 = 31
    CJ = 32
    CQ = 33
    CK = 34
    CA = 35

    def __str__(self) -> str:
        return self.name

    @property
    def code(self) -> str:
        """The card code, e.g. "H10"."""
        return self.name

    @property
    def suit(self) -> Suit:
        return Suit(self // 9)

    @property
    def rank(self) -> Rank:
        return Rank(self % 9)

    @property
    def bit(self) -> int:
        """``1 << card``: this card's bit in a hand bitmask."""
        return 1 << self

    @classmethod
    def of(cls, suit: Suit, rank: Rank) -> Card:
        """The card of this suit and rank."""
        return cls(suit * 9 + rank)

    @classmethod
    def parse(cls, code: str) -> Card:
        """Parse a card code such as "H10", "sj" or "C6".

        Raises:
            ValueError: the code is not one of the 36 cards; the message names it.
        """
        if isinstance(code, Card):
            return code
        if not isinstance(code, str):
            raise ValueError(f"not a card code: {code!r}")
        card = _BY_CODE.get(code.strip().upper())
        if card is None:
            raise ValueError(f"not a card code: {code!r} (expected e.g. H10, SJ, C6)")
        return card


_BY_CODE: dict[str, Card] = {card.name: card for card in Card}
DECK: tuple[Card, ...] = tuple(Card)


def parse_cards(codes: str | Iterable[str | Card]) -> list[Card]:
    """Parse card codes separated by white space or commas: ``"H10 SJ C6"`` → 3 cards.

    Also accepts an iterable of codes or cards.

    Raises:
        ValueError: the first code that is not a card, named (None, or a text of no cards
            where an iterable is expected, is no card code).
    """
    if codes is None:
        raise ValueError("not card codes: None (expected e.g. 'H10 SJ C6')")
    if isinstance(codes, str):
        codes = codes.replace(",", " ").split()
    return [Card.parse(code) if not isinstance(code, Card) else code for code in codes]


def mask_of(cards: Iterable[int]) -> int:
    """The bitmask of a collection of cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def card_indices(mask: int) -> list[int]:
    """The card indices of a bitmask, lowest first (the fast paths' form of a card set)."""
    indices = []
    while mask:
        low = mask & -mask
        indices.append(low.bit_length() - 1)
        mask ^= low
    return indices


def cards_from_mask(mask: int) -> list[Card]:
    """The cards of a bitmask, in deck order (hearts 6 first, clubs ace last)."""
    return [Card(index) for index in card_indices(mask)]


class TrumpMode(IntEnum):
    """What is trump in a deal: one of the four suits, or Obenabe / Undenufe (no trump).

    Every function taking a trump also accepts the strings "H", "D", "S", "C", "obenabe",
    "undenufe" (see :func:`parse_trump`). Source: ``docs/rules/swiss.md`` "Common to the Swiss
    games"; Obenabe and Undenufe from source 000 "Schieberjass".
    """

    HEARTS = 0
    DIAMONDS = 1
    SPADES = 2
    CLUBS = 3
    OBENABE = 4
    UNDENUFE = 5

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or None for Obenabe and Undenufe."""
        return Suit(self) if self < 4 else None

    @property
    def code(self) -> str:
        """ "H", "D", "S", "C", "obenabe" or "undenufe"."""
        return SUIT_LETTERS[self] if self < 4 else self.name.lower()

    def __str__(self) -> str:
        return self.code

    @classmethod
    def of_suit(cls, suit: Suit) -> TrumpMode:
        return cls(int(suit))

    @classmethod
    def parse(cls, value: str | TrumpMode | Suit) -> TrumpMode:
        """Parse "H", "D", "S", "C", "obenabe", "undenufe" (or a suit name, any case).

        Raises:
            ValueError: not a trump mode; the message names the value.
        """
        if isinstance(value, TrumpMode):
            return value
        if isinstance(value, Suit):
            return cls(int(value))
        if isinstance(value, str):
            key = value.strip().lower()
            mode = _TRUMP_NAMES.get(key)
            if mode is not None:
                return mode
        raise ValueError(f"not a trump mode: {value!r} (expected H, D, S, C, obenabe or undenufe)")


_TRUMP_NAMES: dict[str, TrumpMode] = {}
for _mode in TrumpMode:
    _TRUMP_NAMES[_mode.code.lower()] = _mode
    _TRUMP_NAMES[_mode.name.lower()] = _mode


def parse_trump(value: str | TrumpMode | Suit) -> TrumpMode:
    """The trump mode of "H", "D", "S", "C", "obenabe", "undenufe" (or a suit name, any case),
    a :class:`Suit` or a :class:`TrumpMode` (:meth:`TrumpMode.parse`).

    Raises:
        ValueError: not a trump mode; the message names the value.
    """
    return TrumpMode.parse(value)
