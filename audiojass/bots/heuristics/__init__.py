"""The rule players of every game: sensible human-like play from the seat's own observation,
well under a millisecond a decision, and the rules the searches' playouts play by.

- :mod:`~audiojass.bots.heuristics.swiss`: :class:`RuleBot`, the Swiss games (trump or
  schieben, Weis, Stöck, card play; ``docs/rules/swiss.md``); it hands any other game's
  observation to :class:`ContractRuleBot`.
- :mod:`~audiojass.bots.heuristics.bidding`: the bids, doubles and the dix of the games decided
  by a bid or an auction (Klaverjas, Belote, Belote Contrée, Klaberjass; ``docs/rules/family.md``).
- :mod:`~audiojass.bots.heuristics.card_play`: their card play (and the klaverjas of 1821's) on
  card masks, and :class:`ContractRuleBot`.
- :mod:`~audiojass.bots.heuristics.noisy`: :class:`NoisyRuleBot`, the rule player with a share
  of random cards (the arena's stand-in for a person as a bot's partner).
"""

from .card_play import ContractRuleBot
from .noisy import NoisyRuleBot
from .swiss import RuleBot

__all__ = ["ContractRuleBot", "NoisyRuleBot", "RuleBot"]
