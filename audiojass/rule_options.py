"""The rule options a player can set for each variant (Options → Game rules), in words.

Each variant's documented options (:mod:`audiojass.rules.variants`) are offered with the
values a player can step through, how each value is spoken in the Options menu, and the
sentence said at the start of a game when it is not the default ("Playing to 1500.").
Source of the options and defaults: ``RULES.md``; the targets 1000, 1500 and 2000 for Jass
are seed 003's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from audiojass.rules import VARIANTS, Variant

__all__ = ["RULE_OPTIONS", "RuleOption", "announcements", "game_variant"]

Value = bool | int | str


def _on(value: Value) -> str:
    return "on" if value else "off"


def _yes(value: Value) -> str:
    return "yes" if value else "no"


def _points(value: Value) -> str:
    return "1 point" if value == 1 else f"{value} points"


def _number(value: Value) -> str:
    """A whole number as said: "minus 4" for -4."""
    assert isinstance(value, int)
    return f"minus {-value}" if value < 0 else str(value)


MULTIPLIER_WORDS = {
    "standard": "standard, red suits double, Obenabe and Undenufe triple",
    "swisslos": "Swisslos, black suits double, Obenabe and Undenufe triple",
    "none": "none, every mode counts single",
}


@dataclass(frozen=True)
class RuleOption:
    """One option of a variant as the Options menu offers it.

    Attributes:
        name: the option's field name in the :class:`Variant` (``target``, ``multipliers``…).
        label: what the menu says before the value ("Target").
        values: the values offered, in the order Left and Right step through them.
        words: how a value is said in the menu ("1500 points").
        changed: the sentence said at the start of a game when the value is not the default.
    """

    name: str
    label: str
    values: tuple[Value, ...]
    words: Callable[[Value], str]
    changed: Callable[[Value], str]

    def text(self, value: Value) -> str:
        """The menu item: "Target: 1500 points"."""
        return f"{self.label}: {self.words(value)}"

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


def _switch(name: str, label: str, off: str, on: str = "", *, yes: bool = False) -> RuleOption:
    """An on/off option; ``off`` (``on``) is said at the start when it is off (on) against
    its default."""
    return RuleOption(
        name, label, (True, False), _yes if yes else _on, lambda value: on if value else off
    )


def _target(values: tuple[int, ...]) -> RuleOption:
    return RuleOption(
        "target", "Target", values, _points, lambda value: f"Playing to {_number(value)}."
    )


BUUR = _switch(
    "buur_exemption",
    "Buur exemption, the lone jack of trumps need not follow a trump lead",
    "No Buur exemption: the lone jack of trumps must follow a trump lead.",
    "Buur exemption: the lone jack of trumps need not follow a trump lead.",
)
MATCH = RuleOption(
    "match",
    "Match bonus",
    (0, 50, 100, 150, 200),
    lambda value: "none" if value == 0 else _points(value),
    lambda value: "No match bonus." if value == 0 else f"Match bonus {value}.",
)
PUTZ_COMMON = (
    RuleOption(
        "lower_limit",
        "The game also ends at",
        (-2, -3, -4, -5, -6, -7, -8),
        lambda value: f"{_number(value)} or less",
        lambda value: f"The game also ends at {_number(value)}.",
    ),
    RuleOption(
        "apple_below",
        "Apple under",
        (11, 15, 18, 21, 25, 30),
        _points,
        lambda value: f"Apple under {value} points.",
    ),
    _switch(
        "six_exchange",
        "Six of trump exchange",
        "No six of trump exchange.",
        "Six of trump exchange.",
    ),
)

RULE_OPTIONS: dict[str, tuple[RuleOption, ...]] = {
    "jass": (_target((1000, 1500, 2000)), MATCH, BUUR),
    "schieber": (
        _target((1000, 1500, 2000, 2500, 3000)),
        RuleOption(
            "multipliers",
            "Multipliers",
            ("standard", "swisslos", "none"),
            lambda value: MULTIPLIER_WORDS[str(value)],
            lambda value: {
                "standard": "Standard multipliers: red suits double, Obenabe and Undenufe triple.",
                "swisslos": "Swisslos multipliers.",
                "none": "No multipliers.",
            }[str(value)],
        ),
        MATCH,
        _switch("obenabe", "Obenabe allowed", "No Obenabe.", "Obenabe allowed.", yes=True),
        _switch("undenufe", "Undenufe allowed", "No Undenufe.", "Undenufe allowed.", yes=True),
        _switch("weis", "Weis", "No Weis.", "Weis count."),
        _switch("stoeck", "Stöck", "No Stöck.", "Stöck count."),
        _switch(
            "weis_low_fours",
            "Four sixes, sevens or eights count as Weis",
            "Four sixes, sevens or eights are no Weis.",
            "Four sixes, sevens or eights count as Weis.",
            yes=True,
        ),
        RuleOption(
            "manual_weis",
            "Weis declared",
            (False, True),
            lambda value: "by you, in the first trick" if value else "automatically",
            lambda value: (
                "Manual Weis: you choose your Weis in the first trick."
                if value
                else "Weis are declared automatically."
            ),
        ),
        BUUR,
    ),
    "putz3": (
        _target((5, 6, 7, 8, 9, 10)),
        *PUTZ_COMMON,
        _switch("kitty", "Kitty", "No kitty.", "Kitty allowed."),
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
