"""Exact card play at the end of a deal of the family's two-sided games, for positions where
every card is known.

In the second phase of the klaverjas of 1821 (``docs/rules/family.md``, "klaverjas 1821": the stock
drawn out, the turn-up taken) each player holds exactly the cards the other has not seen: every
sampled deal is the true one, and the search's rule playouts (every sample the same line) judged
the last tricks by the rule player's blind spots, ties kept in the legal order (a trump lead
that takes every trick of the phase and its 100 passed over for a side-suit nine). There the
last tricks are solved once instead: alpha-beta over the game's card play on the kernel
(:mod:`~audiojass.bots.playout`: its own table, duties and settlement), each side playing for
its settled score.
"""

from __future__ import annotations

from audiojass.rules.family_game import FamilyGame
from audiojass.rules.game import Phase
from audiojass.rules.klaverjas1821 import Klaverjas1821Game
from audiojass.rules.tricks import TrickPlay

from .family_replay import deal_value
from .playout import context_of, kernel_of, play, settle

__all__ = ["EXACT_NODES", "bounded", "determined_1821", "exact_card_values"]

EXACT_NODES = 20_000
"""The most positions one exact solve visits before it gives up (and the search plays on)."""


def bounded(
    maximising: bool, result: float, best: float, alpha: float, beta: float
) -> tuple[float, float, float]:
    """One child's ``result`` taken into an alpha-beta node: the node's best so far and its
    window (``alpha``, ``beta``) after it, for the side that maximises or the other."""
    if maximising:
        return max(best, result), max(alpha, result), beta
    return min(best, result), alpha, min(beta, result)


class _TooLarge(Exception):
    """The solve visited more than its node limit."""


def determined_1821(game: FamilyGame) -> bool:
    """Whether ``game`` is the klaverjas of 1821 in its second phase (every card known to
    both players: the stock drawn, the turn-up taken), in card play."""
    return (
        isinstance(game, Klaverjas1821Game)
        and game.phase is Phase.PLAY
        and game.play_phase == 2
        and not game.stock
    )


def exact_card_values(
    game: FamilyGame, cards: list[int], side: int, node_limit: int = EXACT_NODES
) -> list[float] | None:
    """The exact value of each card of ``cards`` (legal cards of the seat to play in
    ``game``, a two-sided game in its last phase of card play, every hand known) for
    ``side``: the deal's settled score of ``side`` minus the other's
    (:func:`~audiojass.bots.family_replay.deal_value`) when both sides play on perfectly.
    ``game`` is not changed. None when the solve needs more than ``node_limit`` positions.

    Raises:
        ValueError: a game with other than two sides.
    """
    if game.sides != 2:
        raise ValueError("an exact solve needs two sides")
    nodes = [0]
    ctx = context_of(game)

    def value(position: TrickPlay, alpha: float, beta: float) -> float:
        if not position.tricks_left:
            return deal_value(settle(game, position, [0, 0]), side)
        nodes[0] += 1
        if nodes[0] > node_limit:
            raise _TooLarge
        maximising = game.side_of(position.to_move) == side
        best = -1e9 if maximising else 1e9
        mask = position.legal_mask()
        while mask:
            bit = mask & -mask
            mask ^= bit
            child = position.copy()
            play(child, bit.bit_length() - 1, ctx, [0, 0])
            best, alpha, beta = bounded(maximising, value(child, alpha, beta), best, alpha, beta)
            if alpha >= beta:
                break
        return best

    base = kernel_of(game)
    values: list[float] = []
    try:
        for card in cards:
            child = base.copy()
            play(child, card, ctx, [0, 0])
            values.append(value(child, -1e9, 1e9))
    except _TooLarge:
        return None
    return values
