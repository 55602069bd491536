"""A learned model of how search players choose a card, and the likelihood of the cards the
other seats played under it: inference from play for the Swiss team games.

The trump choice and the Weis say something about the other hands before a card is played
(:mod:`.inference`); the play says much more. A player who could have taken a trick worth
taking and did not, who throws a ten to a trick the partner wins, who leads a small card of a
suit rather than its ace, has told the table something about the cards left in hand. This
module holds a small network trained offline (``bench/learn_policy.py``) on the card decisions
of search players in self-play: given what the player to move could know (its own hand, the
cards each seat played in the finished tricks, the trick on the table, the kind of trump
mode), the probability of each card it holds. :class:`PlayLikelihood` turns it into a weight
of a sampled deal: the product, over the cards the other seats played this deal, of the
probability of each card if they held the sampled hands, mixed with a uniform choice among the
legal cards (:data:`PLAY_NOISE`, so a deal is never excluded: an odd card may be a bluff or a
mistake) and tempered (:data:`PLAY_TEMPER`). Inference is numpy only, on the CPU.

Positions are read in the canonical suit order of :func:`~.value.canonical_perm`. Hand masks:
36-bit card sets (bit ``suit * 9 + rank``), as in :mod:`audiojass.rules.tricks`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

from audiojass.rules import Observation
from audiojass.rules.tricks import TrickPlay, swiss_legal_mask

from .knowledge import trick_records
from .value import Array, IntArray, Masks, card_bits, card_map, forward, load_arrays, read_layers

__all__ = [
    "PLAY_NOISE",
    "PLAY_TEMPER",
    "POLICY_FEATURES",
    "PlayLikelihood",
    "PolicyNet",
    "TrickFinisher",
    "encode_policy",
    "load_policy_net",
    "seen_from",
    "shipped_policy_net",
]

POLICY_FEATURES = 8 * 36 + 4 + 3
"""Inputs per decision, seen from the seat to move: its hand (36); the cards each seat played
in the finished tricks of the deal, itself, the next seat, the partner, the previous seat
(4 × 36); the card on the table from the next seat, the partner, the previous seat (3 × 36);
the number of cards on the table (4, one-hot); the kind of mode: a trump suit, Obenabe,
Undenufe (3, one-hot). Cards in canonical order (:func:`~.value.canonical_perm`)."""

PLAY_NOISE = 0.2
"""The share of a uniform choice among the legal cards in each card's likelihood."""

PLAY_TEMPER = 0.5
"""The power the product of the cards' likelihoods is raised to (below 1: the model is
trusted less than its probabilities say, and the weights of sampled deals stay comparable)."""


def encode_policy(
    hands: Masks, history: Masks, table: Masks, size: IntArray, kind: IntArray, cmap: IntArray
) -> Array:
    """The policy network's inputs for N decisions.

    Args:
        hands: (N,) the hand of the seat to move (mask).
        history: (N, 4) the cards each seat played in the finished tricks, by seat relative
            to the one to move (0 itself, 1 the next seat, 2 the partner, 3 the previous one).
        table: (N, 3) the card the next seat, the partner, the previous seat put on the table
            in this trick, as a mask (0: none yet).
        size: (N,) the number of cards on the table, 0-3.
        kind: (N,) 0 a trump suit, 1 Obenabe, 2 Undenufe.
        cmap: (N, 36) each row's canonical index of each card.

    Returns:
        (N, POLICY_FEATURES) float32.
    """
    n = len(hands)
    x = np.zeros((n, POLICY_FEATURES), dtype=np.float32)
    rows = np.arange(n)[:, None]
    blocks = [hands, *(history[:, k] for k in range(4)), *(table[:, k] for k in range(3))]
    for block, masks in enumerate(blocks):
        x[rows, block * 36 + cmap] = card_bits(masks)
    x[np.arange(n), 288 + size] = 1.0
    x[np.arange(n), 292 + kind] = 1.0
    return x


def seen_from(
    mover: int, finished: Sequence[int], trick: Sequence[int]
) -> tuple[list[int], list[int]]:
    """One row of :func:`encode_policy`'s ``history`` and ``table`` for the seat ``mover``:
    ``finished`` (the cards each seat played in the finished tricks, by seat) turned to
    start at ``mover``, and the cards of ``trick`` (in play order, ``mover`` to play next)
    as masks of the next seat, the partner and the previous seat."""
    history = [finished[(mover + relative) % 4] for relative in range(4)]
    table = [0, 0, 0]
    for index, card in enumerate(trick):
        relative = index - len(trick)  # -1 the previous seat, -2 the partner...
        table[relative % 4 - 1] = 1 << card
    return history, table


@dataclass(frozen=True)
class PolicyNet:
    """Fully connected layers (ReLU) with 36 outputs: the logits of the cards in canonical
    order (:func:`~.value.canonical_perm`). ``layers`` is ``[(weights, bias), ...]``."""

    layers: list[tuple[Array, Array]]

    def logits(self, x: Array) -> Array:
        """(N, 36) logits for (N, POLICY_FEATURES) inputs."""
        weights, bias = self.layers[0]
        return self.logits_from_first(x @ weights + bias)

    def logits_from_first(self, pre: Array) -> Array:
        """(N, 36) logits from the first layer's outputs before its activation (a caller
        that knows most of the inputs in advance adds up the first layer in parts)."""
        if len(self.layers) == 1:
            return pre
        return forward(self.layers[1:], np.maximum(pre, 0.0))


def load_policy_net(data: bytes | None = None) -> PolicyNet:
    """The network from its ``.npz`` bytes (None: the one shipped in ``audiojass/data``).

    Raises:
        FileNotFoundError: no network is shipped.
        KeyError: the file has no first layer.
    """
    return PolicyNet(read_layers(load_arrays("policy.npz", data), ""))


@cache
def shipped_policy_net() -> PolicyNet:
    """The network shipped in ``audiojass/data/policy.npz``, loaded once.

    Raises:
        FileNotFoundError: the file is missing from the installation.
    """
    return load_policy_net()


@dataclass(frozen=True)
class _Play:
    seat: int
    card: int
    later: int
    """The cards the seat played from this card on (this one included)."""
    trick: list[int]
    """The cards on the table before it, in play order."""


class PlayLikelihood:
    """The likelihood of the cards the other seats played in a four-seat Swiss team game,
    as a weight of sampled deals (:meth:`weights`).

    Built by :meth:`from_observation`, None there when no other seat has played a card yet
    or the game is not a team game for four.
    """

    def __init__(
        self,
        net: PolicyNet,
        mode: int,
        buur_exemption: bool,
        plays: list[_Play],
        public: Array,
    ) -> None:
        self.net = net
        self.mode = mode
        self.buur = buur_exemption
        self.plays = plays
        self.public = public
        self.cmap = card_map(mode)

    @classmethod
    def from_observation(
        cls, view: Observation, net: PolicyNet | None = None
    ) -> PlayLikelihood | None:
        """The likelihood of the other seats' cards in ``view`` (``net``: the policy, None
        for the shipped one), or None (nothing to weigh)."""
        variant = view.variant
        if not variant.team_game or view.players != 4 or view.trump is None:
            return None
        me = view.seat
        mode = int(view.trump)
        finished = [0] * 4
        seen: list[tuple[int, int, list[int], list[int]]] = []  # seat, card, history, trick
        for leader, cards in trick_records(view):
            for index, card in enumerate(cards):
                seat = (leader + index) % 4
                if seat != me:
                    seen.append((seat, card, finished[:], cards[:index]))
            if len(cards) == 4:
                for index, card in enumerate(cards):
                    finished[(leader + index) % 4] |= 1 << card
        if not seen:
            return None
        plays = []
        later = [0] * 4
        for seat, card, _, trick in reversed(seen):
            later[seat] |= 1 << card
            plays.append(_Play(seat, card, later[seat], trick))
        plays.reverse()
        cmap = card_map(mode)
        count = len(seen)
        history = np.zeros((count, 4), dtype=np.uint64)
        table = np.zeros((count, 3), dtype=np.uint64)
        size = np.zeros(count, dtype=np.int64)
        for row, (seat, _, done, trick) in enumerate(seen):
            history[row], table[row] = seen_from(seat, done, trick)
            size[row] = len(trick)
        kind = np.full(count, 0 if mode < 4 else mode - 3, dtype=np.int64)
        public = encode_policy(
            np.zeros(count, dtype=np.uint64), history, table, size, kind, np.tile(cmap, (count, 1))
        )
        return cls(net or shipped_policy_net(), mode, variant.buur_exemption, plays, public)

    def log_weights(self, deals: Sequence[Sequence[int]]) -> list[float]:
        """The tempered log-likelihood of the seen cards for each sampled deal: ``deals`` are
        hand masks per seat of the cards held now (the own seat's entry is not read)."""
        plays = self.plays
        count = len(plays)
        rows = len(deals) * count
        hands = np.empty(rows, dtype=np.uint64)
        legal = np.empty(rows, dtype=np.uint64)
        cards = np.empty(rows, dtype=np.int64)
        mode, buur = self.mode, self.buur
        row = 0
        for deal in deals:
            for play in plays:
                hand = deal[play.seat] | play.later
                hands[row] = hand
                legal[row] = swiss_legal_mask(hand, play.trick, mode, buur)
                cards[row] = play.card
                row += 1
        # the first layer in two parts: the public inputs once a card, the hands a row
        first, bias = self.net.layers[0]
        public = np.tile(self.public @ first + bias, (len(deals), 1))
        pre = public + card_bits(hands) @ first[self.cmap]
        logits = self.net.logits_from_first(pre)[:, self.cmap]  # back to card (bit) order
        allowed = card_bits(legal)
        logits = np.where(allowed > 0, logits, -np.inf)
        logits -= logits.max(axis=1, keepdims=True)
        odds = np.exp(logits)
        chosen = odds[np.arange(rows), cards] / odds.sum(axis=1)
        uniform = 1.0 / allowed.sum(axis=1)
        factor = (1 - PLAY_NOISE) * chosen + PLAY_NOISE * uniform
        logs = np.log(factor).reshape(len(deals), count).sum(axis=1) * PLAY_TEMPER
        return [float(v) for v in logs]


def normalised(logs: Sequence[float]) -> list[float]:
    """Weights in (0, 1] from log-weights, the heaviest 1."""
    top = max(logs)
    return [math.exp(v - top) for v in logs]


class TrickFinisher:
    """Finishes the trick on the table of sampled positions the way the policy expects the
    other seats to play it: each seat in turn plays the legal card the policy likes best,
    judging from its own hand, the cards played in the finished tricks (those of the
    observation: the trick finished here is the last of them) and the trick on the table.

    Built by :meth:`from_observation` for a four-seat Swiss team game's card play (None for
    any other)."""

    def __init__(self, net: PolicyNet, mode: int, buur_exemption: bool, finished: list[int]):
        self.net = net
        self.mode = mode
        self.buur = buur_exemption
        self.finished = finished

    @classmethod
    def from_observation(
        cls, view: Observation, net: PolicyNet | None = None
    ) -> TrickFinisher | None:
        """The finisher for the positions of ``view``'s trick (``net``: the policy, None for
        the shipped one), or None."""
        if not view.variant.team_game or view.players != 4 or view.trump is None:
            return None
        finished = [0] * 4
        for record in view.tricks:
            for index, card in enumerate(record.cards):
                finished[(record.leader + index) % 4] |= card.bit
        return cls(
            net or shipped_policy_net(), int(view.trump), view.variant.buur_exemption, finished
        )

    def finish(self, plays: Sequence[TrickPlay]) -> None:
        """Play on every position of ``plays`` (in place) until its trick is taken; a
        position with no trick on the table is left as it is."""
        finished = [self.finished[:] for _ in plays]
        policy_play_out(self.net, self.mode, self.buur, plays, finished, trick_end=True)


def policy_play_out(
    net: PolicyNet,
    mode: int,
    buur_exemption: bool,
    plays: Sequence[TrickPlay],
    finished: Sequence[list[int]],
    *,
    trick_end: bool = False,
) -> None:
    """Play every position of ``plays`` on (in place) the way the policy expects each seat to
    play: at each turn the legal card it likes best, judging from the mover's hand, the
    cards each seat played in the finished tricks (``finished[i]`` for ``plays[i]``, by seat;
    updated in place as tricks are taken here) and the trick on the table. ``trick_end``:
    stop once the trick on the table is taken (else play to the end of the deal). The
    positions are advanced together, one card each per batch of the network."""
    cmap = card_map(mode)
    kind = 0 if mode < 4 else mode - 3
    goal = [play.tricks_left - bool(play.trick) if trick_end else 0 for play in plays]
    while True:
        active = [i for i, play in enumerate(plays) if play.tricks_left > goal[i]]
        if not active:
            return
        count = len(active)
        hands = np.empty(count, dtype=np.uint64)
        legal = np.empty(count, dtype=np.uint64)
        history = np.empty((count, 4), dtype=np.uint64)
        table = np.zeros((count, 3), dtype=np.uint64)
        size = np.empty(count, dtype=np.int64)
        for row, i in enumerate(active):
            play = plays[i]
            trick = play.trick
            mover = (play.leader + len(trick)) % 4
            hand = play.hands[mover]
            hands[row] = hand
            legal[row] = swiss_legal_mask(hand, trick, mode, buur_exemption)
            history[row], table[row] = seen_from(mover, finished[i], trick)
            size[row] = len(trick)
        x = encode_policy(
            hands,
            history,
            table,
            size,
            np.full(count, kind, dtype=np.int64),
            np.tile(cmap, (count, 1)),
        )
        logits = net.logits(x)[:, cmap]
        logits = np.where(card_bits(legal) > 0, logits, -np.inf)
        for i, card in zip(active, logits.argmax(axis=1).tolist(), strict=True):
            play = plays[i]
            if len(play.trick) == 3:
                leader = play.leader
                for index, played in enumerate([*play.trick, card]):
                    finished[i][(leader + index) % 4] |= 1 << played
            play.play(card)
