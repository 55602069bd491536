"""Inference from the bidding and the Weis: how likely a sampled deal makes what was seen.

:class:`Inference` gives a sampled deal of a Swiss team game (Jass, Schieber) a weight in
(0, 1]: the likelihood, under a rule player's policy with noise, of what the other seats did
before the cards in play could say anything:

- the trump choice: the chooser picks a mode by
  :func:`~audiojass.bots.heuristics.swiss.trump_scores`
  (with :data:`~audiojass.bots.heuristics.swiss.MULTIPLIER_WEIGHT` for the multipliers, as
  :class:`~audiojass.bots.heuristics.swiss.RuleBot` does), softly (a softmax at temperature
  :data:`CHOICE_TEMPERATURE`);
- schieben: forehand passes with a weak hand (a logistic curve around
  :data:`~audiojass.bots.heuristics.swiss.SCHIEBEN_BELOW`), and keeps the choice with a strong one;
- the Weis (Schieber): with automatic Weis a seat that played its first card declared exactly
  the melds its dealt hand holds (:func:`~audiojass.rules.weis.find_melds`); with manual Weis
  it cannot have declared more than it holds. A deal that contradicts this gets
  :data:`WEIS_MISMATCH`, never 0.

No factor is ever 0, so the true deal always keeps a positive weight whatever the players
did; the hard constraints (voids, known cards, hand sizes) stay with
:class:`~audiojass.bots.knowledge.Knowledge`. The search draws deals by rejection: a sampled
deal is kept with probability equal to its weight.

Hand masks: 36-bit card sets (bit ``suit * 9 + rank``), as in :mod:`audiojass.rules.tricks`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from audiojass.rules import Observation, TrumpMode

from .heuristics.swiss import MULTIPLIER_WEIGHT, RUN_VALUE, SCHIEBEN_BELOW, SIDE_ACE, TRUMP_VALUE
from .knowledge import played_by

__all__ = [
    "CHOICE_TEMPERATURE",
    "SCHIEBEN_SPREAD",
    "WEIS_MISMATCH",
    "Inference",
    "choice_likelihood",
    "meld_points",
    "mode_scores",
    "rule_choice",
    "schieben_likelihood",
]

CHOICE_TEMPERATURE = 10.0
"""Softmax temperature of the trump choice, in :func:`trump_scores` points."""

SCHIEBEN_SPREAD = 8.0
"""Spread of the logistic schieben curve, in :func:`trump_scores` points."""

WEIS_MISMATCH = 0.02
"""The factor of a deal whose hand contradicts a seat's Weis declaration."""

_MIN_FACTOR = 1e-3


def _suit_tables() -> tuple[list[int], list[int], list[int], list[int], list[int]]:
    """Per 9-bit pattern of one suit (bit = rank): its value as trump, its side-ace value,
    its length, and its Obenabe and Undenufe run values, as :func:`trump_scores` counts."""
    trump: list[int] = []
    side: list[int] = []
    length: list[int] = []
    top: list[int] = []
    bottom: list[int] = []
    for pattern in range(512):
        ranks = [r for r in range(9) if pattern >> r & 1]
        value = sum(TRUMP_VALUE[r] for r in ranks) + 6 * max(0, len(ranks) - 2)
        if 5 in ranks and 3 in ranks:
            value += 8
        trump.append(value)
        side.append((SIDE_ACE + (4 if 7 in ranks else 0)) if 8 in ranks else 0)
        length.append(len(ranks))
        for table, order in ((top, range(8, -1, -1)), (bottom, range(9))):
            run = 0
            for rank in order:
                if not pattern >> rank & 1:
                    break
                run += 1
            score = sum(RUN_VALUE[:run])
            if run:
                score += 2 * (len(ranks) - run)
            table.append(score)
    return trump, side, length, top, bottom


_TRUMP, _SIDE, _LENGTH, _TOP, _BOTTOM = _suit_tables()


def mode_scores(hand: int) -> list[float]:
    """:func:`~audiojass.bots.heuristics.swiss.trump_scores` of a hand mask for all six modes
    (index: the mode), from tables: the same values, about twenty times faster."""
    p0 = hand & 0x1FF
    p1 = hand >> 9 & 0x1FF
    p2 = hand >> 18 & 0x1FF
    p3 = hand >> 27 & 0x1FF
    side = _SIDE[p0] + _SIDE[p1] + _SIDE[p2] + _SIDE[p3]
    # a long trump suit (3 or more) is never short itself: +4 for every short side suit
    short = 4 * ((_LENGTH[p0] <= 1) + (_LENGTH[p1] <= 1) + (_LENGTH[p2] <= 1) + (_LENGTH[p3] <= 1))
    scores = []
    for trumps in (p0, p1, p2, p3):
        score = _TRUMP[trumps] + side - _SIDE[trumps]
        if _LENGTH[trumps] >= 3:
            score += short
        scores.append(float(score))
    scores.append(float(_TOP[p0] + _TOP[p1] + _TOP[p2] + _TOP[p3]))
    scores.append(float(_BOTTOM[p0] + _BOTTOM[p1] + _BOTTOM[p2] + _BOTTOM[p3]))
    return scores


def _sequence_table() -> list[int]:
    table = []
    for pattern in range(512):
        points = 0
        run = 0
        for rank in range(10):
            if rank < 9 and pattern >> rank & 1:
                run += 1
                continue
            if run >= 3:
                points += 20 if run == 3 else 50 * (run - 3)
            run = 0
        table.append(points)
    return table


_SEQUENCES = _sequence_table()
_FOUR_POINTS = (100, 100, 100, 150, 100, 200, 100, 100, 100)


def meld_points(hand: int, low_fours: bool = True) -> int:
    """The points of every Weis in a hand mask (each maximal sequence of 3 or more and each
    four of a kind, as :func:`~audiojass.rules.weis.find_melds` finds them)."""
    patterns = [hand >> (9 * suit) & 0x1FF for suit in range(4)]
    points = sum(_SEQUENCES[p] for p in patterns)
    fours = patterns[0] & patterns[1] & patterns[2] & patterns[3]
    while fours:
        rank = (fours & -fours).bit_length() - 1
        fours &= fours - 1
        if low_fours or rank >= 3:
            points += _FOUR_POINTS[rank]
    return points


def _mode_values(
    hand: int, modes: tuple[TrumpMode, ...], multiplier: Sequence[int]
) -> tuple[dict[TrumpMode, float], float]:
    """Each mode's rule value (the score plus the multiplier's share) and the best score."""
    scores = mode_scores(hand)
    values = {
        mode: scores[mode]
        + MULTIPLIER_WEIGHT * max(0.0, scores[mode] - SCHIEBEN_BELOW) * (multiplier[mode] - 1)
        for mode in modes
    }
    return values, max(scores[mode] for mode in modes)


def rule_choice(hand: int, modes: tuple[TrumpMode, ...], multiplier: Sequence[int]) -> TrumpMode:
    """The mode a rule player chooses for a dealt hand mask when it must choose (as
    :meth:`~audiojass.bots.heuristics.swiss.RuleBot.choose_trump` ranks them: the score, plus a
    share of the multiplier above the schieben line; ties to the lower mode). ``multiplier``:
    per mode index."""
    values = _mode_values(hand, modes, multiplier)[0]
    return max(modes, key=lambda m: (values[m], -int(m)))


def choice_likelihood(values: dict[TrumpMode, float], chosen: TrumpMode) -> float:
    """The softmax probability (0, 1] of ``chosen`` among the modes' rule values."""
    top = max(values.values())
    total = sum(math.exp((v - top) / CHOICE_TEMPERATURE) for v in values.values())
    return max(_MIN_FACTOR, math.exp((values[chosen] - top) / CHOICE_TEMPERATURE) / total)


def schieben_likelihood(best_score: float, schob: bool) -> float:
    """The probability (0, 1) that a forehand whose best mode scores ``best_score`` passes
    the choice (``schob``) or keeps it."""
    passes = 1.0 / (1.0 + math.exp((best_score - SCHIEBEN_BELOW) / SCHIEBEN_SPREAD))
    return max(_MIN_FACTOR, passes if schob else 1.0 - passes)


@dataclass
class Inference:
    """What a seat's observation says about the others' dealt hands, as a weight of a sampled
    deal (:meth:`weight`). Built by :meth:`from_observation`; ``None`` there when nothing
    applies (Putz, or no decision of another seat seen yet)."""

    seat: int
    played_by: list[int]
    """Per seat, the cards it has played this deal (mask): dealt hand = hand now | these."""
    modes: tuple[TrumpMode, ...]
    multiplier: list[int]
    chooser: int | None
    chosen: TrumpMode | None
    schieber: int | None
    """The forehand that passed the choice (not ``seat``), or None."""
    kept: int | None
    """The forehand that chose without passing, when schieben was allowed (not ``seat``)."""
    weis: dict[int, int]
    """Seats (not ``seat``) whose Weis are decided: the points they declared."""
    exact_weis: bool
    low_fours: bool
    cap: float = 0.0
    """The heaviest weight seen (:meth:`accepts`): draws are kept with probability
    weight / cap, which keeps the weights' proportions while rejecting fewer draws."""

    @classmethod
    def from_observation(cls, view: Observation) -> Inference | None:
        """The inference for ``view`` in a team game's card play or trump choice, or None.

        Raises:
            nothing; a view of Putz gives None.
        """
        variant = view.variant
        if not variant.team_game:
            return None
        me = view.seat
        players = view.players
        modes = variant.trump_modes
        multiplier = [1] * 6
        for mode in modes:
            multiplier[mode] = variant.multiplier(mode)
        chooser = view.trump_chooser
        forehand = view.forehand
        schieber = forehand if view.schoben and forehand != me else None
        kept = None
        if chooser is not None and chooser == forehand and not view.schoben and chooser != me:
            kept = chooser
        if chooser == me:
            chooser = None
        weis: dict[int, int] = {}
        if variant.has_weis and view.trump is not None:
            first = view.tricks[0] if view.tricks else None
            first_cards = first.cards if first is not None else view.trick
            first_leader = first.leader if first is not None else view.trick_leader
            for index in range(len(first_cards)):
                seat = (first_leader + index) % players
                if seat != me:
                    weis[seat] = sum(p for s, p in view.weis_declared if s == seat)
        if chooser is None and schieber is None and kept is None and not weis:
            return None
        return cls(
            seat=me,
            played_by=played_by(view),
            modes=modes,
            multiplier=multiplier,
            chooser=chooser,
            chosen=view.trump,
            schieber=schieber,
            kept=kept,
            weis=weis,
            exact_weis=not getattr(variant, "manual_weis", False),
            low_fours=bool(getattr(variant, "weis_low_fours", True)),
        )

    def accepts(self, hands: Sequence[int], rng: Random) -> bool:
        """Rejection sampling: keep a drawn deal with probability weight / :attr:`cap` (the
        cap rises to every heavier weight seen; calibrate it with a few draws first)."""
        weight = self.weight(hands)
        if weight > self.cap:
            self.cap = weight
        return rng.random() * self.cap < weight

    def weight(self, hands: Sequence[int]) -> float:
        """The likelihood (0, 1] of the seen decisions if the other seats hold ``hands``
        (masks of the cards they hold now; the seat's own entry is not read)."""
        weight = 1.0
        played = self.played_by
        values_of: dict[int, tuple[dict[TrumpMode, float], float]] = {}

        def values(seat: int) -> tuple[dict[TrumpMode, float], float]:
            if seat not in values_of:
                dealt = hands[seat] | played[seat]
                values_of[seat] = _mode_values(dealt, self.modes, self.multiplier)
            return values_of[seat]

        if self.schieber is not None:
            weight *= schieben_likelihood(values(self.schieber)[1], True)
        if self.kept is not None:
            weight *= schieben_likelihood(values(self.kept)[1], False)
        if self.chooser is not None and self.chosen is not None:
            weight *= choice_likelihood(values(self.chooser)[0], self.chosen)
        for seat, declared in self.weis.items():
            held = meld_points(hands[seat] | played[seat], self.low_fours)
            if held != declared if self.exact_weis else held < declared:
                weight *= WEIS_MISMATCH
        return weight
