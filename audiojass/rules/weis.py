"""Weis (melds) of Schieber: detection in a hand and comparison between players.

Values (source 000 "Schieberjass" table, ``docs/rules/swiss.md`` "schieber"):
3 in sequence 20; sequences of 4 or more 50 × (length − 3); four of a kind 100; four nines 150;
four jacks 200. Sequences use the natural order 6 7 8 9 10 J Q K A in every trump mode, and one
card may count in both a four-of-a-kind and a sequence.

Comparison (``docs/rules/swiss.md``): higher points; then more cards; then higher top card (in
Undenufe the lower sequence wins); then a Weis in trump; then the player who plays first in the
first trick.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from .cards import Card, Rank, Suit, TrumpMode

__all__ = [
    "Meld",
    "best_meld_key",
    "capped_sequence_points",
    "find_melds",
    "hand_melds",
    "meld_key",
    "meld_of",
    "selections",
    "suit_runs",
]

UNDENUFE = 5


@dataclass(frozen=True, slots=True)
class Meld:
    """One Weis: a maximal sequence in a suit, or four cards of one rank.

    Attributes:
        kind: "sequence" or "four".
        cards: the cards, in natural order (sequence) or suit order (four of a kind).
        points: the value before any multiplier.
    """

    kind: str
    cards: tuple[Card, ...]
    points: int

    @property
    def top(self) -> Rank:
        """The highest rank of a sequence, or the rank of a four of a kind."""
        return max(card.rank for card in self.cards)

    @property
    def suit(self) -> Suit | None:
        """The suit of a sequence; None for a four of a kind."""
        return self.cards[0].suit if self.kind == "sequence" else None

    def __str__(self) -> str:
        return f"{self.kind} {' '.join(str(c) for c in self.cards)} ({self.points})"


def _sequence_points(length: int) -> int:
    return 20 if length == 3 else 50 * (length - 3)


def _four_points(rank: int) -> int:
    if rank == Rank.JACK:
        return 200
    if rank == Rank.NINE:
        return 150
    return 100


def capped_sequence_points(length: int) -> int:
    """A sequence's value in the 32-card games: 3 cards 20, 4 cards 50, 5 or more 100."""
    return 20 if length == 3 else 50 if length == 4 else 100


def suit_runs(bits: int) -> Iterator[tuple[int, int]]:
    """(first rank, rank after the last) of each run of consecutive set bits in a 9-bit suit
    pattern, lowest first."""
    rank = 0
    while rank < 9:
        if bits >> rank & 1:
            start = rank
            while rank < 9 and bits >> rank & 1:
                rank += 1
            yield start, rank
        else:
            rank += 1


def hand_melds(
    hand_mask: int, sequence_points: Callable[[int], int], fours: Mapping[int, int]
) -> list[Meld]:
    """The melds of a hand mask, unsorted: each maximal sequence of 3 or more cards in one suit
    (suit by suit, lowest first) worth ``sequence_points(length)``, then each four of a kind
    of a rank in ``fours`` (rank → points, in its order)."""
    melds: list[Meld] = []
    for suit in range(4):
        for start, end in suit_runs(hand_mask >> (9 * suit) & 0x1FF):
            if end - start >= 3:
                cards = tuple(Card(suit * 9 + r) for r in range(start, end))
                melds.append(Meld("sequence", cards, sequence_points(end - start)))
    for rank, points in fours.items():
        if all(hand_mask >> (suit * 9 + rank) & 1 for suit in range(4)):
            melds.append(Meld("four", tuple(Card(suit * 9 + rank) for suit in range(4)), points))
    return melds


def find_melds(hand_mask: int, *, low_fours: bool = True) -> list[Meld]:
    """All Weis in a hand mask: each maximal sequence of 3+ and each four of a kind.

    Args:
        hand_mask: bitmask of the hand's cards.
        low_fours: whether four sixes, sevens or eights count (100). ``docs/rules/swiss.md`` "four
            of a kind 100" (source 000: "4 of a kind, not jacks or nines") counts them; many Swiss
            tables do not.

    Returns the melds sorted best first (for the comparison without trump or seat tie-breaks).
    """
    fours = {rank: _four_points(rank) for rank in range(9) if low_fours or rank >= Rank.NINE}
    melds = hand_melds(hand_mask, _sequence_points, fours)
    melds.sort(key=lambda m: (m.points, len(m.cards), m.top), reverse=True)
    return melds


def meld_of(cards: Sequence[Card]) -> Meld:
    """The meld made of exactly ``cards`` (in any order), as :func:`find_melds` describes it:
    a sequence of 3 or more in one suit, or the four cards of one rank.

    Raises:
        ValueError: the cards are not one meld (a card twice, mixed suits, a gap, …).
    """
    ordered = tuple(sorted(set(cards)))
    if len(ordered) != len(cards):
        raise ValueError("a card appears twice in the meld")
    if len(ordered) == 4 and len({card.rank for card in ordered}) == 1:
        return Meld("four", ordered, _four_points(ordered[0].rank))
    suits = {card.suit for card in ordered}
    ranks = [int(card.rank) for card in ordered]
    if (
        len(ordered) >= 3
        and len(suits) == 1
        and ranks == list(range(ranks[0], ranks[0] + len(ranks)))
    ):
        return Meld("sequence", ordered, _sequence_points(len(ordered)))
    names = " ".join(str(card) for card in ordered) or "no cards"
    raise ValueError(f"{names} is not a Weis (a sequence of 3 or more, or four of a kind)")


def meld_key(meld: Meld, mode: TrumpMode, order: int) -> tuple[int, int, int, int, int]:
    """Sort key of a meld (larger wins): points, cards, top card, in trump, seat order.

    Args:
        meld: the meld.
        mode: the deal's trump mode (Undenufe reverses the top-card rule for sequences).
        order: the holder's position in the first trick (0 = forehand, who wins full ties).
    """
    top = int(meld.top)
    if meld.kind == "sequence" and mode == UNDENUFE:
        top = -min(card.rank for card in meld.cards)
    in_trump = int(meld.kind == "sequence" and mode.suit is not None and meld.suit == mode.suit)
    return (meld.points, len(meld.cards), top, in_trump, -order)


def best_meld_key(
    melds: list[Meld], mode: TrumpMode, order: int
) -> tuple[int, int, int, int, int] | None:
    """The key of a player's best meld, or None if they have none."""
    if not melds:
        return None
    return max(meld_key(meld, mode, order) for meld in melds)


def selections(melds: Sequence[Meld]) -> Iterator[tuple[Meld, ...]]:
    """Every non-empty selection of ``melds`` a player may announce: most melds first, each
    selection in the order of ``melds``."""
    for size in range(len(melds), 0, -1):
        yield from combinations(melds, size)
