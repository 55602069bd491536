"""A rule player that now and then plays a card at random: the arena's stand-in for a person
(``audiojass arena --partner rule-noisy``), who mostly plays sensibly and sometimes does not.
"""

from __future__ import annotations

from random import Random
from typing import Any

from .swiss import RuleBot

__all__ = ["NOISE", "NoisyRuleBot"]

NOISE = 0.15
"""The share of card plays with a choice made at random."""


class NoisyRuleBot:
    """:class:`~audiojass.bots.heuristics.swiss.RuleBot` in every game, but a card play with
    more than one legal card is a uniformly random legal card with probability ``noise``
    (seeded by ``seed``). Bids, trumps, Weis and the rest stay the rule player's."""

    name = "rule-noisy"

    def __init__(self, seed: int | None = None, *, noise: float = NOISE) -> None:
        if not 0.0 <= noise <= 1.0:
            raise ValueError(f"noise is a share from 0 to 1, not {noise!r}")
        self.rule = RuleBot(seed)
        self.rng = Random(None if seed is None else seed * 31 + 7)
        self.noise = noise

    def act(self, view: Any) -> Any:
        """The action for ``view`` (one of ``view.legal_actions``).

        Raises:
            ValueError: the seat has nothing to do.
        """
        legal = list(view.legal_actions)
        chosen = self.rule.act(view)  # asked every time: its own tie-breaks stay in step
        card_play = len(legal) > 1 and all(hasattr(action, "card") for action in legal)
        if card_play and self.rng.random() < self.noise:
            return self.rng.choice(legal)
        return chosen
