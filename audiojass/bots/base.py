"""The bot protocol and the seeded random player."""

from __future__ import annotations

from random import Random
from typing import Protocol

from audiojass.rules import Action, Observation

__all__ = ["Bot", "RandomBot", "forced_action"]


class Bot(Protocol):
    """A player: chooses one of ``observation.legal_actions`` from its own seat's view."""

    def act(self, observation: Observation) -> Action: ...


def forced_action(observation: Observation) -> Action | None:
    """The only legal action when there is just one (no thinking needed), else None.

    Raises:
        ValueError: the seat has nothing to do now.
    """
    legal = observation.legal_actions
    if not legal:
        raise ValueError(f"seat {observation.seat} has no legal action now")
    return legal[0] if len(legal) == 1 else None


class RandomBot:
    """Plays a uniformly random legal action; seeded, for tests and baselines."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = Random(seed)

    def act(self, observation: Observation) -> Action:
        """A random legal action. Raises ValueError if the seat has nothing to do."""
        forced_action(observation)
        return self.rng.choice(observation.legal_actions)
