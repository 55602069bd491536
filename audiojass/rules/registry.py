"""Every variant of the engine by name: the Swiss games and the family's partnership games; the
top of the rules package, where the games are looked up by name, made and loaded.

The Swiss games (:data:`~audiojass.rules.variants.VARIANTS`: jass, schieber, putz3, putz5) are
played by :class:`~audiojass.rules.game.Game`; the family's games with 32 cards
(:data:`~audiojass.rules.variants.FAMILY_VARIANTS`: klaverjas_amsterdam,
klaverjas_rotterdam, belote, belote_contree, klaberjass2, klaberjass3, klaberjass4,
klaverjas_1821) by :class:`~audiojass.rules.components.ContractGame` (the last by its subclass
:class:`~audiojass.rules.klaverjas1821.Klaverjas1821Game`), which has the same surface. The public
functions (:func:`get_variant`, :func:`new_game`, :func:`load_any_game`, the rule functions of
:mod:`audiojass.rules.api`) take either.

This module may import every game module; none of them imports it. The lookup by name
(:func:`get_variant`, :func:`get_family_variant`) and :func:`new_game` are defined lower down,
in :mod:`~audiojass.rules.variants` and :mod:`~audiojass.rules.game`, because a saved game's
``from_data`` needs them; each family variant's module puts its variant in
:data:`FAMILY_VARIANTS` (and each variant makes its own game, ``ContractVariant.new_game``), so
the lower modules never import the higher ones.

>>> sorted(ALL_VARIANTS)[:3]
['belote', 'belote_contree', 'jass']
>>> is_family("belote"), is_family("schieber")
(True, False)
"""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Mapping, Sequence
from random import Random
from types import MappingProxyType
from typing import Any, Protocol, cast

from .actions import Action, Deal, DealEnded, parse_code
from .components import ContractGame, ContractObservation, FamilyAction, new_family_game
from .composed_variants import ContractVariant
from .game import Game, Observation, load_json, new_game
from .klaverjas1821 import Action1821, Klaverjas1821Variant
from .variants import FAMILY_VARIANTS, VARIANTS, Variant, get_family_variant, get_variant

__all__ = [
    "ALL_VARIANTS",
    "FAMILY_VARIANTS",
    "VARIANTS",
    "AnyAction",
    "AnyGame",
    "AnyObservation",
    "AnyVariant",
    "PlayableGame",
    "get_family_variant",
    "get_variant",
    "is_family",
    "load_any_game",
    "new_family_game",
    "new_game",
    "parse_action",
]

assert Klaverjas1821Variant.name in FAMILY_VARIANTS  # its module has put it there

AnyVariant = Variant | ContractVariant
"""A Swiss variant or a family variant."""
AnyGame = Game | ContractGame
"""A game of either kind (the same surface: ``current_player``, ``apply_action`` …)."""
AnyObservation = Observation | ContractObservation
"""One seat's view of either kind of game."""
AnyAction = Action | FamilyAction | Action1821
"""An action of any game."""


class PlayableGame(Protocol):
    """What a driver of bot-only games (``audiojass simulate``, the arena) uses of a game;
    :class:`~audiojass.rules.game.Game` and :class:`~audiojass.rules.components.ContractGame`
    both have it. Actions are each game's own (:class:`~audiojass.rules.actions.Action` or
    :data:`~audiojass.rules.components.FamilyAction`), as chosen from its observations'
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


ALL_VARIANTS: Mapping[str, AnyVariant] = MappingProxyType(ChainMap(FAMILY_VARIANTS, VARIANTS))  # type: ignore[arg-type]
"""Variant name → the variant with its default options, Swiss games first (read-only; a
variant registered later, :func:`~audiojass.rules.variants.register_variant`, is in it)."""


def is_family(variant: str | AnyVariant) -> bool:
    """Whether a variant (or its name) is one of the family's games (partnership or not:
    Klaberjass for 2 and 3 included).

    Raises:
        ValueError: unknown name.
    """
    return isinstance(get_variant(variant), ContractVariant)


def load_any_game(data: Any) -> Game | ContractGame:
    """Rebuild a saved game of any variant: a family variant's save as a
    :class:`~audiojass.rules.components.ContractGame`, every other as the Swiss
    :class:`~audiojass.rules.game.Game` (both save the same format, told apart by the variant's
    name).

    Args:
        data: the save as ``to_json`` writes it (text or bytes), or its data
            (``json.loads`` of that text).

    Raises:
        ValueError: text that is not JSON; as ``ContractGame.from_data`` or ``Game.from_data``.
    """
    if isinstance(data, bytes | bytearray):
        try:
            data = bytes(data).decode("utf-8")
        except UnicodeDecodeError as error:
            raise ValueError(f"not a save's text (UTF-8): {error}") from None
    if isinstance(data, str):
        data = load_json(data)
    if isinstance(data, dict) and data.get("variant") in FAMILY_VARIANTS:
        return ContractGame.from_data(data)
    return Game.from_data(data)


def parse_action(code: str) -> AnyAction:
    """The action of a code of any game: the Swiss games' (:mod:`~audiojass.rules.actions`:
    ``deal:…``, ``play:H10``, ``trump:S``, ``schieben``, ``weis:…`` …), the bids
    (:mod:`~audiojass.rules.bidding`: ``pass``, ``suit:H``, ``bid:90:S`` …, in any case), the
    family's (``claim``, ``belote``, ``announce:…``, ``dix``, ``keep-dix``) and those of the
    klaverjas of 1821 (``marriage``, ``meld:…``); each module declares its codes
    (:func:`~audiojass.rules.actions.declare_codes`). ``str(action)`` is its code.

    >>> parse_action("play:H10"), parse_action("PASS"), parse_action("suit:h")
    (PlayCard(card=<Card.H10: 4>), Pass(), NameSuit(suit=<Suit.HEARTS: 0>))
    >>> parse_action("meld:H7 H8 H9")
    DeclareMeld(cards=(<Card.H7: 1>, <Card.H8: 2>, <Card.H9: 3>))

    Raises:
        ValueError: not an action code; the message names it.
    """
    return cast(AnyAction, parse_code(code))
