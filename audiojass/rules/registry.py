"""Every variant of the engine by name: the Swiss games and the family's partnership games.

The Swiss games (:data:`~audiojass.rules.variants.VARIANTS`: jass, schieber, putz3, putz5) are
played by :class:`~audiojass.rules.game.Game`; the family's games with 32 cards
(:data:`~audiojass.rules.family_variants.FAMILY_VARIANTS`: klaverjas_amsterdam,
klaverjas_rotterdam, belote, belote_contree, klaberjass2, klaberjass3, klaberjass4,
klaverjas_1821) by :class:`~audiojass.rules.family_game.FamilyGame` (the last by its subclass
:class:`~audiojass.rules.klaverjas1821.Klaverjas1821Game`), which has the same surface. The public
functions (:func:`~audiojass.rules.variants.get_variant`, :func:`~audiojass.rules.game.new_game`,
:func:`~audiojass.rules.family_game.load_any_game`, the rule functions of
:mod:`audiojass.rules.api`) take either.

>>> sorted(ALL_VARIANTS)[:3]
['belote', 'belote_contree', 'jass']
>>> is_family("belote"), is_family("schieber")
(True, False)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from types import MappingProxyType
from typing import Any, Protocol

from .actions import Deal, DealEnded
from .family_game import FamilyGame, FamilyObservation
from .family_variants import FAMILY_VARIANTS, FamilyVariant
from .game import Game, Observation
from .variants import VARIANTS, Variant, get_variant

__all__ = [
    "ALL_VARIANTS",
    "AnyGame",
    "AnyObservation",
    "AnyVariant",
    "PlayableGame",
    "is_family",
]

AnyVariant = Variant | FamilyVariant
"""A Swiss variant or a family variant."""
AnyGame = Game | FamilyGame
"""A game of either kind (the same surface: ``current_player``, ``apply_action`` …)."""
AnyObservation = Observation | FamilyObservation
"""One seat's view of either kind of game."""


class PlayableGame(Protocol):
    """What a driver of bot-only games (``audiojass simulate``, the arena) uses of a game;
    :class:`~audiojass.rules.game.Game` and :class:`~audiojass.rules.family_game.FamilyGame`
    both have it. Actions are each game's own (:class:`~audiojass.rules.actions.Action` or
    :data:`~audiojass.rules.family_game.FamilyAction`), as chosen from its observations'
    ``legal_actions``."""

    @property
    def players(self) -> int: ...
    @property
    def current_player(self) -> int | None: ...
    @property
    def winners(self) -> tuple[int, ...]: ...
    @property
    def deal_history(self) -> Sequence[DealEnded]: ...
    def is_terminal(self) -> bool: ...
    def chance_outcome(self, rng: Random | None = None) -> Deal: ...
    def observation(self, seat: int) -> AnyObservation: ...
    def apply_action(self, action: Any) -> Sequence[object]: ...


ALL_VARIANTS: Mapping[str, AnyVariant] = MappingProxyType({**VARIANTS, **FAMILY_VARIANTS})
"""Variant name → the variant with its default options, Swiss games first (read-only)."""


def is_family(variant: str | AnyVariant) -> bool:
    """Whether a variant (or its name) is one of the family's games (partnership or not:
    Klaberjass for 2 and 3 included).

    Raises:
        ValueError: unknown name.
    """
    return isinstance(get_variant(variant), FamilyVariant)
