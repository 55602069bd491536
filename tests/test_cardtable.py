"""The card tables built from rank orders and points (:mod:`audiojass.rules.cardtable`): each
game's orders give the win keys and points its rules state (``docs/rules/swiss.md`` "Common to
the Swiss games", ``docs/rules/family.md`` "Common" and "klaverjas_1821")."""

from __future__ import annotations

import pytest

from audiojass.rules.cards import Card, parse_cards
from audiojass.rules.cardtable import CardTable, ModeOrder, card_table
from audiojass.rules.klaverjas1821 import TABLE_1821
from audiojass.rules.tricks import SWISS_TABLE
from audiojass.rules.tricks32 import DECK32_MASK, FAMILY_TABLE

ALL36 = (1 << 36) - 1


def _order(table: CardTable, mode: int, suit: int) -> list[str]:
    cards = [card for card in range(suit * 9, suit * 9 + 9) if table.strength[mode][card] >= 0]
    cards.sort(key=lambda card: -table.win_key[mode][suit][card])
    return [Card(card).rank.code for card in cards]


def test_decks_and_totals() -> None:
    assert SWISS_TABLE.deck_mask == ALL36
    assert FAMILY_TABLE.deck_mask == TABLE_1821.deck_mask == DECK32_MASK
    assert [SWISS_TABLE.deck_points(mode) for mode in range(6)] == [152] * 6
    assert [FAMILY_TABLE.deck_points(mode) for mode in range(5)] == [152] * 4 + [120]
    assert [TABLE_1821.deck_points(mode) for mode in range(4)] == [141] * 4
    assert SWISS_TABLE.trumps == (0, 1, 2, 3, -1, -1)
    assert FAMILY_TABLE.trumps == TABLE_1821.trumps == (0, 1, 2, 3, -1)


def test_orders() -> None:
    assert _order(SWISS_TABLE, 0, 0) == ["J", "9", "A", "K", "Q", "10", "8", "7", "6"]
    assert _order(SWISS_TABLE, 0, 1) == ["A", "K", "Q", "J", "10", "9", "8", "7", "6"]
    assert _order(SWISS_TABLE, 4, 1) == ["A", "K", "Q", "J", "10", "9", "8", "7", "6"]
    assert _order(SWISS_TABLE, 5, 1) == ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    assert _order(FAMILY_TABLE, 2, 2) == ["J", "9", "A", "10", "K", "Q", "8", "7"]
    assert _order(FAMILY_TABLE, 2, 3) == ["A", "10", "K", "Q", "J", "9", "8", "7"]
    assert _order(TABLE_1821, 1, 1) == ["J", "9", "A", "K", "Q", "10", "8", "7"]
    assert _order(TABLE_1821, 1, 0) == ["A", "K", "Q", "J", "10", "9", "8", "7"]


def test_win_keys_and_above() -> None:
    h6, hj, s_a = parse_cards("H6 HJ SA")
    assert FAMILY_TABLE.win_key[0][0][h6] == FAMILY_TABLE.strength[0][h6] == -1
    assert FAMILY_TABLE.points[0][h6] == 0
    assert SWISS_TABLE.win_key[0][2][hj] > SWISS_TABLE.win_key[0][2][s_a] > -1
    assert SWISS_TABLE.win_key[1][0][s_a] == -1  # neither the suit led nor a trump
    assert SWISS_TABLE.above[0][hj] == 0
    assert FAMILY_TABLE.above[0][h6] == 0


def test_bad_tables() -> None:
    with pytest.raises(ValueError):
        card_table("none", [])
    with pytest.raises(ValueError):
        card_table("bad", [ModeOrder(4, ("A",), ("A",))])
    with pytest.raises(ValueError):
        card_table("two decks", [ModeOrder(None, (), ("A",)), ModeOrder(None, (), ("A", "K"))])
