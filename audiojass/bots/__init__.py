"""Players for the seats the human does not take.

A bot is anything with ``act(observation) -> Action``: it sees only the
:class:`~audiojass.rules.Observation` of its own seat, whose ``legal_actions`` are the choices.
"""

from .base import Bot, RandomBot

__all__ = ["Bot", "RandomBot"]
