"""The rule options a player can set for each variant (Options → Game rules), in words.

Each variant's documented options (:mod:`audiojass.rules.variants`,
:mod:`audiojass.rules.composed_variants`) are offered as the variant's ``MENU`` tells
(:class:`~audiojass.rules.variants.OptionMenu`): the values a player can step through, how each
value is spoken in the Options menu, and the sentence said at the start of a game when it is not
the default ("Playing to 1500."). Source of the options and defaults:
``docs/rules/swiss.md`` and ``docs/rules/family.md``; the targets 1000, 1500 and 2000 for Jass
are source 003's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from audiojass.i18n import t
from audiojass.rules import ALL_VARIANTS, AnyVariant
from audiojass.rules.variants import OptionMenu

__all__ = ["RULE_OPTIONS", "RuleOption", "announcements", "game_variant"]

Value = bool | int | str


def _number(value: Value) -> str:
    """A whole number as said: "minus 4" for -4."""
    assert isinstance(value, int)
    return t("number-negative", value=-value) if value < 0 else str(value)


@dataclass(frozen=True)
class RuleOption:
    """One option of a variant as the Options menu offers it.

    Attributes:
        name: the option's field name in the :class:`Variant` (``target``, ``multipliers``…).
        values: the values offered, in the order Left and Right step through them.
        item: the menu item with a value, in the active language ("Target: 1500 points").
        changed: the sentence said at the start of a game when the value is not the default,
            in the active language ("Playing to 1500.").
        default: the variant's default value (None: not told).
    """

    name: str
    values: tuple[Value, ...]
    item: Callable[[Value], str]
    changed: Callable[[Value], str]
    default: Value | None = None

    def text(self, value: Value) -> str:
        """The menu item: "Target: 1500 points"."""
        return self.item(value)

    def step(self, value: Value, step: int) -> Value:
        """The value after ``value`` (``step`` 1) or before it (-1) among :attr:`values`,
        wrapping at the ends. A number the menu does not offer (written in the settings
        file by hand) steps to the nearest offered one above or below it."""
        values = self.values
        for index, offered in enumerate(values):
            if offered == value and type(offered) is type(value):
                return values[(index + step) % len(values)]
        if isinstance(value, int) and not isinstance(value, bool):
            numbers = [v for v in values if isinstance(v, int) and not isinstance(v, bool)]
            if step > 0:
                return next((v for v in numbers if v > value), values[0])
            return next((v for v in reversed(numbers) if v < value), values[-1])
        return values[0]


def _said(arg: str, option: OptionMenu, value: Value) -> dict[str, object]:
    """The message's argument for ``value`` (:attr:`OptionMenu.arg`)."""
    if arg == "number":
        return {"number": _number(value)}
    if arg == "on":
        return {"on": bool(value)}
    if arg == "value":
        return {"value": dict(zip(option.values, option.words, strict=True))[value]}
    return {arg: value}  # "count", "multipliers": the value itself


def _menu_option(option: OptionMenu, default: Value) -> RuleOption:
    """The menu's option from a variant's :class:`~audiojass.rules.variants.OptionMenu`."""
    changed_arg = option.changed_arg or option.arg
    return RuleOption(
        option.name,
        option.values,
        lambda value: t(option.item, **_said(option.arg, option, value)),
        lambda value: t(option.changed, **_said(changed_arg, option, value)),
        default,
    )


class _Offered(Mapping[str, tuple[RuleOption, ...]]):
    """Variant name → its :class:`RuleOption` s, from the variant's ``MENU`` (every variant of
    :data:`~audiojass.rules.ALL_VARIANTS`, one registered later included)."""

    def __getitem__(self, name: str) -> tuple[RuleOption, ...]:
        return _offered(ALL_VARIANTS[name])

    def __iter__(self) -> Iterator[str]:
        return iter(ALL_VARIANTS)

    def __len__(self) -> int:
        return len(ALL_VARIANTS)


@cache
def _offered(variant: AnyVariant) -> tuple[RuleOption, ...]:
    return tuple(_menu_option(option, getattr(variant, option.name)) for option in variant.MENU)


RULE_OPTIONS: Mapping[str, tuple[RuleOption, ...]] = _Offered()
"""Variant name → the options offered in Options → Game rules, in menu order (every option
of the variant, ``Variant.options``; the names and defaults of ``docs/rules/``)."""


def game_variant(variant: str, chosen: dict[str, Any] | None) -> AnyVariant:
    """The variant with the player's options (``chosen``: option name → value, as stored in
    the settings; None or empty: the defaults).

    Raises:
        ValueError: an unknown option or a bad value (the settings check them when read).
    """
    rules = ALL_VARIANTS[variant]
    return rules.with_options(**chosen) if chosen else rules


def announcements(rules: AnyVariant) -> list[str]:
    """The sentences said at the start of a game for each option that is not the default,
    in menu order (empty with the defaults): ["Playing to 1500.", "Swisslos multipliers."]."""
    return [
        option.changed(getattr(rules, option.name))
        for option in RULE_OPTIONS.get(rules.name, ())
        if getattr(rules, option.name) != option.default
    ]
