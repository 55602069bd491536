"""The bot protocol and the seeded random player."""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from random import Random
from typing import TYPE_CHECKING, Protocol, overload

from audiojass.rules import Action, DeclareWeis, Observation
from audiojass.rules.components import ContractGame, ContractObservation, FamilyAction

if TYPE_CHECKING:
    from typing_extensions import TypeIs

    from audiojass.rules.klaverjas1821 import Klaverjas1821Game

__all__ = [
    "Bot",
    "Option",
    "RandomBot",
    "declare_all_weis",
    "forced_action",
    "in_phases",
    "of_32_cards",
]


def of_32_cards(view: Observation | ContractObservation) -> TypeIs[ContractObservation]:
    """Whether ``view`` is the observation of a game of 32 cards (its variant's ``deck``):
    a :class:`~audiojass.rules.components.ContractObservation`, else a Swiss game's."""
    return view.variant.deck == 32


@cache
def native_solver() -> bool:
    """Whether the double-dummy solver (:mod:`audiojass.bots.double_dummy`) is compiled here,
    asked on the first search that would use it: importing it loads numba, about a second,
    which :func:`audiojass.bots.warm_up` can spend ahead."""
    from . import double_dummy

    return double_dummy.NATIVE


def in_phases(game: ContractGame) -> TypeIs[Klaverjas1821Game]:
    """Whether ``game`` plays its deal in two phases (its variant's ``play_phases``: the
    klaverjas of 1821)."""
    return game.variant.play_phases == 2


class Bot(Protocol):
    """A player: chooses one of ``observation.legal_actions`` from its own seat's view (a
    Swiss :class:`~audiojass.rules.Observation` or a family game's
    :class:`~audiojass.rules.components.ContractObservation`)."""

    @overload
    def act(self, observation: Observation) -> Action: ...

    @overload
    def act(self, observation: ContractObservation) -> FamilyAction: ...


@dataclass(frozen=True, slots=True)
class Option:
    """One legal action as a search bot judged it (``analyse``): the hint key and the deal
    review speak these.

    Attributes:
        action: one of the observation's legal actions (Swiss or family).
        value: the expected outcome of the rest of the deal for the seat's side after this
            action, in the deal's points: the side's points minus the other side's (team and
            two-sided games), or the seat's own score minus the others' mean (each for
            themselves; Putz: its award, scaled as the search weighs it).
        samples: the sampled deals the value is the mean of (0: not searched, e.g. a forced
            action or an action the bot chose by rule).
    """

    action: object
    value: float
    samples: int


Enough = Callable[[int], bool]
"""Whether a search has sampled enough, given its sample count."""


def stopper(started: float, budget: float, limit: int | None, cap: int | None = None) -> Enough:
    """When a search has sampled enough: ``limit`` samples when given (the time ignored),
    else ``budget`` seconds after ``started`` (or ``cap`` samples, whichever comes first)."""

    def enough(samples: int) -> bool:
        if limit is not None:
            return samples >= limit
        if cap is not None and samples >= cap:
            return True
        return time.perf_counter() - started >= budget

    return enough


def settled(results: list[list[float]], min_samples: int, every: int, precision: float) -> bool:
    """The decision is clear (checked every ``every`` samples from ``min_samples`` on): the
    best candidate leads the runner-up by more than three standard errors of their
    difference over the same samples, or that difference is known to within ``precision``
    (the two are as good as each other)."""
    samples = len(results[0])
    if samples < min_samples or samples % every:
        return False
    means = [statistics.fmean(values) for values in results]
    order = sorted(range(len(results)), key=means.__getitem__, reverse=True)
    best, second = results[order[0]], results[order[1]]
    differences = [b - s for b, s in zip(best, second, strict=True)]
    error = statistics.stdev(differences) / math.sqrt(samples)
    return statistics.fmean(differences) > 3 * error or error < precision


def ranked_options(actions: Sequence[object], results: list[list[float]]) -> list[Option]:
    """The actions with their mean results (one list per action, as many samples each),
    best first (ties keep the actions' order)."""
    samples = len(results[0])
    order = sorted(range(len(actions)), key=lambda i: sum(results[i]), reverse=True)
    return [Option(actions[i], sum(results[i]) / samples, samples) for i in order]


def unsearched(legal: Sequence[object], chosen: object) -> list[Option]:
    """Options of a decision taken without search: ``chosen`` first, then the other legal
    actions in their order, all with value 0.0 and samples 0."""
    return [Option(chosen, 0.0, 0)] + [Option(a, 0.0, 0) for a in legal if a != chosen]


def forced_action(observation: Observation) -> Action | None:
    """The only legal action when there is just one (no thinking needed), else None.

    Raises:
        ValueError: the seat has nothing to do now.
    """
    legal = observation.legal_actions
    if not legal:
        raise ValueError(f"seat {observation.seat} has no legal action now")
    return legal[0] if len(legal) == 1 else None


def declare_all_weis(observation: Observation) -> DeclareWeis | None:
    """With manual Weis (Schieber option ``manual_weis``), the declaration of every Weis the
    seat holds when it may still declare (before its first card), else None: the rule and
    search bots show all their Weis, as the automatic declaration does."""
    declarations = [a for a in observation.legal_actions if isinstance(a, DeclareWeis)]
    if not declarations:
        return None
    return max(declarations, key=lambda action: len(action.melds))


class RandomBot:
    """Plays a uniformly random legal action; seeded, for tests and baselines."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = Random(seed)

    @overload
    def act(self, observation: Observation) -> Action: ...

    @overload
    def act(self, observation: ContractObservation) -> FamilyAction: ...

    def act(self, observation: Observation | ContractObservation) -> Action | FamilyAction:
        """A random legal action. Raises ValueError if the seat has nothing to do."""
        legal = observation.legal_actions
        if not legal:
            raise ValueError(f"seat {observation.seat} has no legal action now")
        return self.rng.choice(legal)
