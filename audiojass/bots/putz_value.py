"""A learned value of Putz positions: the award each player will get, as search players who
cannot see the other hands really play the deal on.

The Putz counterpart of :mod:`.value`. Given every hand, the trick on the table, the card points
taken so far and the tricks left, a small network trained offline on deals that search players
played out against each other (``bench/learn_putz_value.py``) predicts, for each seat in play
order from the seat to move, the Putz award of the deal (``docs/rules/swiss.md`` "putz3", "putz5",
"Ties in Putz": −1 an apple, the best places +1 or more) and its final card points. Inference is
numpy only, on the CPU. One network per number of players, shipped as
``audiojass/data/putz{players}.npz`` where one has been trained.

Positions are read in a canonical suit order: the trump suit first and the other suits in
their order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

# numpy's BLAS threads are set to one by the package (audiojass/__init__.py) before this import
import numpy as np

from audiojass.rules.tricks import TrickPlay
from audiojass.rules.variants import Putz

from .value import (
    _RANKS,
    _SUITS,
    Array,
    IntArray,
    canonical_perm,
    forward,
    load_arrays,
    put_hands,
    read_layers,
)

__all__ = [
    "PutzValueNet",
    "encode_positions",
    "features",
    "load_putz_value_net",
    "shipped_putz_value_net",
    "targets",
    "utilities",
]

APPLE_LINE = 21
"""Fewer card points than this give an apple (``docs/rules/swiss.md`` "putz3")."""


def features(players: int) -> int:
    """Inputs per position of a ``players``-seat Putz, seats counted in play order from the
    seat to move: where each card (canonical index) is, in a hand (``players`` × 36) or on
    the table played by another seat (``players − 1`` × 36); the number of cards on the table
    (one-hot, ``players``); each seat's card points taken, in hundreds, and whether they
    reach the apple line (2 × ``players``); the tricks left, in ninths (1)."""
    return (2 * players - 1) * 36 + 3 * players + 1


def encode_positions(plays: Sequence[TrickPlay], perms: IntArray) -> Array:
    """The network's inputs for Putz positions of one number of players (none finished),
    each seen from its seat to move, row ``i`` with the suit permutation ``perms[i]``.

    Args:
        plays: the positions; each has ``players`` hands and a trump suit as mode.
        perms: (N, 4) each row's suit permutation (``perm[suit]``, the trump suit to 0).

    Returns:
        (N, :func:`features`) float32.

    Raises:
        ValueError: no positions, or their numbers of players differ.
    """
    if not plays:
        raise ValueError("no positions")
    players = plays[0].players
    if any(play.players != players for play in plays):
        raise ValueError("positions must have the same number of players")
    n = len(plays)
    movers = np.array([play.to_move for play in plays], dtype=np.int64)
    hands = np.array([play.hands for play in plays], dtype=np.uint64)
    x = np.zeros((n, features(players)), dtype=np.float32)
    cmap = perms[:, _SUITS] * 9 + _RANKS
    put_hands(x, hands, movers, cmap)
    table = players * 36
    counts = players * 36 + (players - 1) * 36
    for row, play in enumerate(plays):
        trick = play.trick
        mover = play.to_move
        for k, card in enumerate(trick):
            # the seat that played it, in play order from the mover: 1 .. players - 1
            relative = (play.leader + k - mover) % players
            x[row, table + (relative - 1) * 36 + cmap[row, card]] = 1.0
        x[row, counts + len(trick)] = 1.0
        points = play.points
        for relative in range(players):
            taken = points[(mover + relative) % players]
            x[row, counts + players + relative] = taken / 100
            x[row, counts + 2 * players + relative] = float(taken >= APPLE_LINE)
    x[:, -1] = [play.tricks_left / 9 for play in plays]
    return x


def targets(variant: Putz, final_points: Sequence[int], mover: int) -> list[float]:
    """The training targets of a position whose seat to move is ``mover`` in a deal that
    ended with ``final_points`` (card points per seat, last trick included): each seat's
    award (``variant.putz_awards``), then each seat's final points in hundreds, seats in
    play order from ``mover``."""
    players = variant.players
    awards = variant.putz_awards(list(final_points))
    order = [(mover + relative) % players for relative in range(players)]
    return [float(awards[s]) for s in order] + [final_points[s] / 100 for s in order]


@dataclass(frozen=True)
class PutzValueNet:
    """Fully connected layers (ReLU) for one number of players: ``layers`` is ``[(weights,
    bias), ...]``; the output row is the ``players`` awards, then the ``players`` final card
    points in hundreds, seats in play order from the seat to move."""

    players: int
    layers: list[tuple[Array, Array]]

    def predict(self, x: Array) -> Array:
        """(N, 2 × players) outputs for (N, :func:`features`) inputs."""
        return forward(self.layers, x)


def load_putz_value_net(players: int, data: bytes | None = None) -> PutzValueNet:
    """The ``players``-seat network from its ``.npz`` bytes (None: the one shipped in
    ``audiojass/data``).

    Raises:
        FileNotFoundError: none is shipped for that number of players.
        KeyError: the file lacks its first layer.
    """
    return PutzValueNet(players, read_layers(load_arrays(f"putz{players}.npz", data), "_"))


def utilities(
    net: PutzValueNet, plays: Sequence[TrickPlay], me: int, putz_points: float
) -> list[float]:
    """``me``'s expected judgement of each position in ``plays`` (one trump suit, none
    finished) as the search judges a finished deal: the award plus ``putz_points`` per final
    card point.

    Raises:
        ValueError: no positions, or the positions differ in players or trump.
    """
    if not plays:
        return []
    mode = plays[0].mode
    if any(play.mode != mode for play in plays):
        raise ValueError("positions must share a trump suit")
    perms = np.array([canonical_perm(mode)] * len(plays), dtype=np.int64)
    out = net.predict(encode_positions(plays, perms)).tolist()
    players = net.players
    result = []
    for play, row in zip(plays, out, strict=True):
        relative = (me - play.to_move) % players
        result.append(row[relative] + putz_points * 100 * row[players + relative])
    return result


@cache
def shipped_putz_value_net(players: int) -> PutzValueNet | None:
    """The network shipped for ``players`` seats, loaded once; None when none is shipped."""
    try:
        return load_putz_value_net(players)
    except FileNotFoundError:
        return None
