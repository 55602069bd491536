"""The rule options a player can set for each variant (Options → Game rules), in words.

Each variant's documented options (:mod:`audiojass.rules.variants`) are offered with the
values a player can step through, how each value is spoken in the Options menu, and the
sentence said at the start of a game when it is not the default ("Playing to 1500.").
Source of the options and defaults: ``docs/rules/swiss.md``; the targets 1000, 1500 and 2000 for
Jass are source 003's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from audiojass.i18n import t
from audiojass.rules import VARIANTS, Variant

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
    """

    name: str
    values: tuple[Value, ...]
    item: Callable[[Value], str]
    changed: Callable[[Value], str]

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


def _target(values: tuple[int, ...]) -> RuleOption:
    return RuleOption(
        "target",
        values,
        lambda value: t("menu-rule-target", count=value),
        lambda value: t("menu-rule-target-changed", number=_number(value)),
    )


SWITCH_MESSAGES = {
    "buur_exemption": ("menu-rule-buur", "menu-rule-buur-changed"),
    "six_exchange": ("menu-rule-six-exchange", "menu-rule-six-exchange-changed"),
    "obenabe": ("menu-rule-obenabe", "menu-rule-obenabe-changed"),
    "undenufe": ("menu-rule-undenufe", "menu-rule-undenufe-changed"),
    "weis": ("menu-rule-weis", "menu-rule-weis-changed"),
    "stoeck": ("menu-rule-stoeck", "menu-rule-stoeck-changed"),
    "weis_low_fours": ("menu-rule-low-fours", "menu-rule-low-fours-changed"),
    "kitty": ("menu-rule-kitty", "menu-rule-kitty-changed"),
}
"""Each on/off option's messages: the menu item and the sentence said at the start."""


def _switch(name: str) -> RuleOption:
    """An on/off option, said by its messages in :data:`SWITCH_MESSAGES` with ``$on`` (yes
    or no)."""
    item, changed = SWITCH_MESSAGES[name]
    return RuleOption(
        name,
        (True, False),
        lambda value: t(item, on=bool(value)),
        lambda value: t(changed, on=bool(value)),
    )


BUUR = _switch("buur_exemption")
MATCH = RuleOption(
    "match",
    (0, 50, 100, 150, 200),
    lambda value: t("menu-rule-match", count=value),
    lambda value: t("menu-rule-match-changed", count=value),
)
PUTZ_COMMON = (
    RuleOption(
        "lower_limit",
        (-2, -3, -4, -5, -6, -7, -8),
        lambda value: t("menu-rule-lower-limit", number=_number(value)),
        lambda value: t("menu-rule-lower-limit-changed", number=_number(value)),
    ),
    RuleOption(
        "apple_below",
        (11, 15, 18, 21, 25, 30),
        lambda value: t("menu-rule-apple", count=value),
        lambda value: t("menu-rule-apple-changed", count=value),
    ),
    _switch("six_exchange"),
)

RULE_OPTIONS: dict[str, tuple[RuleOption, ...]] = {
    "jass": (_target((1000, 1500, 2000)), MATCH, BUUR),
    "schieber": (
        _target((1000, 1500, 2000, 2500, 3000)),
        RuleOption(
            "multipliers",
            ("standard", "swisslos", "none"),
            lambda value: t("menu-rule-multipliers", multipliers=str(value)),
            lambda value: t("menu-rule-multipliers-changed", multipliers=str(value)),
        ),
        MATCH,
        _switch("obenabe"),
        _switch("undenufe"),
        _switch("weis"),
        _switch("stoeck"),
        _switch("weis_low_fours"),
        RuleOption(
            "manual_weis",
            (False, True),
            lambda value: t("menu-rule-manual-weis", on=bool(value)),
            lambda value: t("menu-rule-manual-weis-changed", on=bool(value)),
        ),
        BUUR,
    ),
    "putz3": (
        _target((5, 6, 7, 8, 9, 10)),
        *PUTZ_COMMON,
        _switch("kitty"),
        BUUR,
    ),
    "putz5": (_target((5, 6, 7, 8, 9, 10)), *PUTZ_COMMON, BUUR),
}
"""Variant name → the options offered in Options → Game rules, in menu order (every option
field of the variant)."""


def game_variant(variant: str, chosen: dict[str, Any] | None) -> Variant:
    """The variant with the player's options (``chosen``: option name → value, as stored in
    the settings; None or empty: the defaults).

    Raises:
        ValueError: an unknown option or a bad value (the settings check them when read).
    """
    rules = VARIANTS[variant]
    return rules.with_options(**chosen) if chosen else rules


def announcements(rules: Variant) -> list[str]:
    """The sentences said at the start of a game for each option that is not the default,
    in menu order (empty with the defaults): ["Playing to 1500.", "Swisslos multipliers."]."""
    default = VARIANTS[rules.name]
    return [
        option.changed(getattr(rules, option.name))
        for option in RULE_OPTIONS.get(rules.name, ())
        if getattr(rules, option.name) != getattr(default, option.name)
    ]
