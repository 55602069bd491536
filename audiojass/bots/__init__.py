"""Players for the seats the human does not take.

A bot is anything with ``act(observation) -> Action``: it sees only the
:class:`~audiojass.rules.Observation` of its own seat, whose ``legal_actions`` are the choices.

- :class:`RandomBot`: a uniformly random legal action (seeded); for tests and baselines.
- :class:`RuleBot`: sensible human-like play, well under a millisecond a decision.
- :class:`SearchBot`: determinized Monte Carlo search with a time budget per decision.
"""

from .base import Bot, RandomBot
from .rulebot import RuleBot
from .search import SearchBot

__all__ = ["BOT_NAMES", "Bot", "RandomBot", "RuleBot", "SearchBot", "make_bot"]

BOT_NAMES = ("random", "rule", "search")


def make_bot(name: str, *, seed: int | None = None, budget_ms: float = 200.0) -> Bot:
    """A bot by name ("random", "rule", "search"; ``budget_ms``: the search bot's thinking
    time per decision). Raises ValueError for an unknown name."""
    if name == "random":
        return RandomBot(seed)
    if name == "rule":
        return RuleBot(seed)
    if name == "search":
        return SearchBot(seed, budget_ms=budget_ms)
    raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOT_NAMES)})")
