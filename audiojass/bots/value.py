"""A learned value of Swiss team-game positions: how many more points a side will take, as
search players who cannot see the other hands really play the deal on.

The greedy rollouts of :mod:`.search` see every hand of the sampled deal and play as nobody at
a real table can (strategy fusion); a position that looks won to them is often lost when the
deal is played by players who must guess. This module holds a small network trained offline on
deals that search players played out against each other (``bench/learn_value.py``): given the
four hands, the trick on the table and the trump mode, it predicts the margin the side of the
seat to move will add from there to the end of the deal, last-trick bonus and match bonus
(``docs/rules/swiss.md`` "jass", "schieber") included. Inference is numpy only, a few matrix
products for a whole batch of positions, on the CPU.

Positions are read in a canonical suit order: the trump suit first and the other suits in
their order; in Obenabe and Undenufe the suits as they are. One network per kind of mode (a
trump suit, Obenabe, Undenufe).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from io import BytesIO
from typing import Any

# numpy's BLAS threads are set to one by the package (audiojass/__init__.py) before this import
import numpy as np
import numpy.typing as npt

from audiojass.rules.tricks import TrickPlay

__all__ = [
    "FEATURES",
    "ValueNet",
    "canonical_perm",
    "card_bits",
    "card_map",
    "encode",
    "encode_positions",
    "forward",
    "load_arrays",
    "load_value_net",
    "margins",
    "put_hands",
    "read_layers",
    "shipped_value_net",
]

FEATURES = 7 * 36 + 4 + 2
"""Inputs per position: for each card (canonical index) where it is, seen from the seat to
move: in its own hand, the next seat's, the partner's, the previous seat's (4 × 36); on the
table, played by the next seat, the partner, the previous seat (3 × 36); the number of cards
on the table (4, one-hot); whether the side to move and the other side can still take every
trick (2)."""

_BITS = np.arange(36, dtype=np.uint64)
_SUITS = np.arange(36) // 9
_RANKS = np.arange(36) % 9
_ONE = np.uint64(1)

Array = npt.NDArray[np.float32]
IntArray = npt.NDArray[np.int64]
Masks = npt.NDArray[np.uint64]


def card_bits(masks: Masks) -> Array:
    """(N, 36) 0/1 of each card (bit order) in (N,) masks."""
    result: Array = ((masks[:, None] >> _BITS[None, :]) & _ONE).astype(np.float32)
    return result


def put_hands(x: Array, hands: Masks, movers: IntArray, cmap: IntArray) -> None:
    """Write into ``x`` (N, inputs) each of the (N, players) ``hands`` in play order from the
    seat to move (``movers``, (N,)): the hand of the seat ``relative`` seats after it in columns
    ``relative * 36`` on, each card at its canonical index (``cmap``, (N, 36))."""
    players = hands.shape[1]
    rows = np.arange(len(movers))
    for relative in range(players):
        seats = (movers + relative) % players
        x[rows[:, None], relative * 36 + cmap] = card_bits(hands[rows, seats])


def canonical_perm(mode: int) -> tuple[int, int, int, int]:
    """The canonical suit of each suit (``perm[suit]``) in ``mode`` (0-3 a trump suit, 4
    Obenabe, 5 Undenufe): the trump suit becomes 0 and the others follow in their order."""
    if mode < 4:
        order = [mode] + [s for s in range(4) if s != mode]
        perm = [0, 0, 0, 0]
        for new, old in enumerate(order):
            perm[old] = new
        return (perm[0], perm[1], perm[2], perm[3])
    return (0, 1, 2, 3)


def card_map(mode: int) -> IntArray:
    """(36,) the canonical index of each card (bit) in ``mode`` (:func:`canonical_perm`)."""
    perm = np.array(canonical_perm(mode), dtype=np.int64)
    result: IntArray = perm[_SUITS] * 9 + _RANKS
    return result


def encode(
    mover: IntArray,
    hands: npt.NDArray[np.uint64],
    trick: IntArray,
    trick_seats: IntArray,
    ours_all: Array,
    theirs_all: Array,
    perms: IntArray,
) -> Array:
    """The network's inputs for N positions of four-seat deals.

    Args:
        mover: (N,) the seat to move.
        hands: (N, 4) card masks by seat (bit ``suit * 9 + rank``).
        trick: (N, 3) the cards on the table in play order, -1 after the last.
        trick_seats: (N, 3) the seat that played each of them.
        ours_all: (N,) 1.0 while the side to move can still take every trick.
        theirs_all: (N,) the same for the other side.
        perms: (N, 4) each row's suit permutation (:func:`canonical_perm`).

    Returns:
        (N, FEATURES) float32.
    """
    n = len(mover)
    x = np.zeros((n, FEATURES), dtype=np.float32)
    cmap = perms[:, _SUITS] * 9 + _RANKS
    rows = np.arange(n)
    put_hands(x, hands, mover, cmap)
    count = (trick >= 0).sum(axis=1)
    for k in range(3):
        index = np.nonzero(trick[:, k] >= 0)[0]
        relative = (trick_seats[index, k] - mover[index]) % 4
        x[index, (3 + relative) * 36 + cmap[index, trick[index, k]]] = 1.0
    x[rows, 252 + count] = 1.0
    x[:, 256] = ours_all
    x[:, 257] = theirs_all
    return x


@dataclass(frozen=True)
class ValueNet:
    """Three fully connected layers (ReLU) per kind of mode.

    ``layers[kind]`` is ``[(weights, bias), ...]``, kind 0 a trump suit, 1 Obenabe, 2
    Undenufe; the output is the margin in hundreds of points."""

    layers: tuple[list[tuple[Array, Array]], ...]

    def predict(self, kind: int, x: Array) -> Array:
        """(N,) margins in points for the side to move, for (N, FEATURES) inputs."""
        out: Array = forward(self.layers[kind], x)[:, 0] * 100.0
        return out


def forward(layers: Sequence[tuple[Array, Array]], x: Array) -> Array:
    """The outputs of fully connected ``layers`` (``(weights, bias)``, ReLU between them, none
    after the last) for the (N, inputs) rows ``x``."""
    h = x
    for weights, bias in layers[:-1]:
        h = np.maximum(h @ weights + bias, 0.0)
    weights, bias = layers[-1]
    out: Array = h @ weights + bias
    return out


def read_layers(arrays: Mapping[str, npt.NDArray[Any]], prefix: str) -> list[tuple[Array, Array]]:
    """The layers saved as ``w{prefix}{depth}`` and ``b{prefix}{depth}`` from depth 0 on, as
    float32.

    Raises:
        KeyError: there is no ``w{prefix}0``.
    """
    layers = []
    depth = 0
    while f"w{prefix}{depth}" in arrays:
        layers.append(
            (
                arrays[f"w{prefix}{depth}"].astype(np.float32),
                arrays[f"b{prefix}{depth}"].astype(np.float32),
            )
        )
        depth += 1
    if not layers:
        raise KeyError(f"w{prefix}0")
    return layers


def load_arrays(name: str, data: bytes | None) -> Mapping[str, npt.NDArray[Any]]:
    """The arrays of a network's ``.npz`` bytes ``data`` (None: the file ``name`` shipped in
    ``audiojass/data``).

    Raises:
        FileNotFoundError: no such file is shipped.
    """
    if data is None:
        data = resources.files("audiojass").joinpath(f"data/{name}").read_bytes()
    arrays: Mapping[str, npt.NDArray[Any]] = np.load(BytesIO(data))
    return arrays


def load_value_net(data: bytes | None = None) -> ValueNet:
    """The network from its ``.npz`` bytes (None: the one shipped in ``audiojass/data``).

    Raises:
        FileNotFoundError: no network is shipped.
        KeyError: the file lacks a layer.
    """
    arrays = load_arrays("value.npz", data)
    return ValueNet(tuple(read_layers(arrays, f"{kind}_") for kind in range(3)))


def encode_positions(plays: Sequence[TrickPlay], perms: IntArray) -> Array:
    """:func:`encode` of four-seat positions as :class:`TrickPlay` (none finished), each seen
    from its seat to move, row ``i`` with the suit permutation ``perms[i]``.

    Returns:
        (len(plays), FEATURES) float32.
    """
    movers = []
    flags = []
    cards = []
    seats = []
    for play in plays:
        mover_side = play.to_move % 2
        won = play.tricks_won
        won_side = [won[0] + won[2], won[1] + won[3]]
        movers.append(play.to_move)
        flags.append((float(won_side[1 - mover_side] == 0), float(won_side[mover_side] == 0)))
        cards.append([*play.trick, *([-1] * (3 - len(play.trick)))])
        seats.append([(play.leader + k) % 4 for k in range(3)])
    return encode(
        np.array(movers, dtype=np.int64),
        np.array([play.hands for play in plays], dtype=np.uint64),
        np.array(cards, dtype=np.int64),
        np.array(seats, dtype=np.int64),
        np.array([f[0] for f in flags], dtype=np.float32),
        np.array([f[1] for f in flags], dtype=np.float32),
        perms,
    )


def margins(net: ValueNet, plays: Sequence[TrickPlay], me: int) -> list[float]:
    """The expected final margin of ``me``'s side for each four-seat position in ``plays``
    (all in one trump mode, none finished): the card points both sides have taken (as
    ``play.points``) plus what the network expects the rest of the deal to add.

    Raises:
        ValueError: the positions' modes differ, or one is finished.
    """
    if not plays:
        return []
    mode = plays[0].mode
    if any(play.mode != mode or not play.tricks_left for play in plays):
        raise ValueError("positions must share a trump mode and not be finished")
    side = me % 2
    perms = np.array([canonical_perm(mode)] * len(plays), dtype=np.int64)
    values = net.predict(0 if mode < 4 else mode - 3, encode_positions(plays, perms))
    result = []
    for play, value in zip(plays, values.tolist(), strict=True):
        points = play.points
        taken = points[side] + points[side + 2] - points[1 - side] - points[3 - side]
        result.append(taken + (value if play.to_move % 2 == side else -value))
    return result


@cache
def shipped_value_net() -> ValueNet:
    """The network shipped in ``audiojass/data/value.npz``, loaded once.

    Raises:
        FileNotFoundError: the file is missing from the installation.
    """
    return load_value_net()
