"""Card order and points of a game as one table, built from rank orders and points per trump
mode: the win keys, strengths, card points and "cards above" masks the trick-play code reads.

Cards are the ints of :mod:`audiojass.rules.cards` (``suit * 9 + rank``, ranks ``6 7 8 9 10 J Q
K A`` = 0 … 8); every table has 36 entries per mode, one per card index. A *mode* is an index
into the table's :attr:`CardTable.modes`; each mode names its trump suit (or none) and the order
and points of its trump and plain ranks. A rank missing from an order is not a card of the
game's deck (the sixes of the 32-card games): strength and win key -1, 0 points.

Each game supplies its orders:

- the Swiss games (:data:`audiojass.rules.tricks.SWISS_TABLE`): six modes, the four trump
  suits, Obenabe and Undenufe (``docs/rules/swiss.md`` "Common to the Swiss games"; source 003
  "Card values");
- the jack–nine family (:data:`audiojass.rules.tricks32.FAMILY_TABLE`): the four trump
  suits and no-trumps (``docs/rules/family.md`` "Common");
- klaverjas of 1821 (:data:`audiojass.rules.klaverjas1821.TABLE_1821`): its own orders and
  points (``docs/rules/family.md`` "klaverjas_1821").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from .cards import RANK_CODES

__all__ = ["TRUMP_KEY", "CardTable", "ModeOrder", "card_table"]

TRUMP_KEY: Final = 100
"""Added to a trump's strength: any trump outranks any card of another suit."""


@dataclass(frozen=True, slots=True)
class ModeOrder:
    """The order and points of one trump mode.

    Attributes:
        trump: the trump suit 0 … 3, or None (no trump: Obenabe, Undenufe, no-trumps).
        trump_order: the trump suit's rank codes, highest first (unused without a trump).
        plain_order: every other suit's rank codes, highest first.
        trump_points: card points of a trump by rank code (missing: 0).
        plain_points: card points of a plain card by rank code (missing: 0).
    """

    trump: int | None
    trump_order: tuple[str, ...]
    plain_order: tuple[str, ...]
    trump_points: Mapping[str, int] = field(default_factory=dict)
    plain_points: Mapping[str, int] = field(default_factory=dict)


def _strength(order: tuple[str, ...], rank: int) -> int:
    code = RANK_CODES[rank]
    return len(order) - 1 - order.index(code) if code in order else -1


@dataclass(frozen=True, slots=True, eq=False)
class CardTable:
    """Card order and points per trump mode, as plain tuples for the fast paths.

    Built by :func:`card_table`. Attributes (``mode`` an index into :attr:`modes`):
        name: what the table is for ("swiss", "family", "klaverjas_1821").
        modes: the :class:`ModeOrder` of each mode.
        trumps: ``trumps[mode]``: the trump suit, or -1 without a trump.
        strength: ``strength[mode][card]``: rank strength within the card's suit, 0 = lowest;
            trumps :data:`TRUMP_KEY` + strength; -1 for a card outside the deck. Compare only
            cards of one suit, or a trump with a non-trump.
        points: ``points[mode][card]``: card points.
        win_key: ``win_key[mode][led suit][card]``: the highest key in a trick heads it (-1:
            cannot: neither the suit led nor a trump, or outside the deck).
        above: ``above[mode][card]``: mask of the cards of the same suit that rank above
            ``card`` (0 for a card outside the deck).
        deck_mask: the cards of the deck.
    """

    name: str
    modes: tuple[ModeOrder, ...]
    trumps: tuple[int, ...]
    strength: tuple[tuple[int, ...], ...]
    points: tuple[tuple[int, ...], ...]
    win_key: tuple[tuple[tuple[int, ...], ...], ...]
    above: tuple[tuple[int, ...], ...]
    deck_mask: int

    def deck_points(self, mode: int) -> int:
        """Card points of the whole deck in ``mode`` (no last-trick bonus)."""
        return sum(self.points[mode])


def _mode_tables(order: ModeOrder) -> tuple[tuple[int, ...], tuple[int, ...]]:
    strength, points = [], []
    for card in range(36):
        suit, rank = divmod(card, 9)
        code = RANK_CODES[rank]
        if suit == order.trump:
            value = _strength(order.trump_order, rank)
            strength.append(TRUMP_KEY + value if value >= 0 else -1)
            points.append(order.trump_points.get(code, 0) if value >= 0 else 0)
        else:
            value = _strength(order.plain_order, rank)
            strength.append(value)
            points.append(order.plain_points.get(code, 0) if value >= 0 else 0)
    return tuple(strength), tuple(points)


def card_table(name: str, modes: Sequence[ModeOrder]) -> CardTable:
    """The :class:`CardTable` of the given modes (mode ``i`` is ``modes[i]``).

    Raises:
        ValueError: no modes, a trump that is not a suit 0 … 3, or modes whose decks differ.
    """
    if not modes:
        raise ValueError("a card table needs at least one mode")
    strength, points = [], []
    decks = set()
    for order in modes:
        if order.trump is not None and order.trump not in range(4):
            raise ValueError(f"not a trump suit: {order.trump!r}")
        mode_strength, mode_points = _mode_tables(order)
        strength.append(mode_strength)
        points.append(mode_points)
        decks.add(sum(1 << card for card in range(36) if mode_strength[card] >= 0))
    if len(decks) != 1:
        raise ValueError(f"{name}: the modes do not share one deck")
    trumps = tuple(-1 if order.trump is None else order.trump for order in modes)
    win_key = tuple(
        tuple(
            tuple(mode_strength[card] if card // 9 in (lead, trump) else -1 for card in range(36))
            for lead in range(4)
        )
        for mode_strength, trump in zip(strength, trumps, strict=True)
    )
    above = tuple(
        tuple(
            sum(
                1 << other
                for other in range(card // 9 * 9, card // 9 * 9 + 9)
                if mode_strength[other] > mode_strength[card] >= 0
            )
            for card in range(36)
        )
        for mode_strength in strength
    )
    return CardTable(
        name=name,
        modes=tuple(modes),
        trumps=trumps,
        strength=tuple(strength),
        points=tuple(points),
        win_key=win_key,
        above=above,
        deck_mask=decks.pop(),
    )
