"""The bot protocol and the seeded random player."""

from __future__ import annotations

from random import Random
from typing import Protocol

from audiojass.rules import Action, Observation

__all__ = ["Bot", "RandomBot"]


class Bot(Protocol):
    """A player: chooses one of ``observation.legal_actions`` from its own seat's view."""

    def act(self, observation: Observation) -> Action: ...


class RandomBot:
    """Plays a uniformly random legal action; seeded, for tests and baselines."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = Random(seed)

    def act(self, observation: Observation) -> Action:
        """A random legal action. Raises ValueError if the seat has nothing to do."""
        if not observation.legal_actions:
            raise ValueError(f"seat {observation.seat} has no legal action now")
        return self.rng.choice(observation.legal_actions)
