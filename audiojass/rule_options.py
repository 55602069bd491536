"""The rule options a player can set for each variant (Options → Game rules), in words.

Each variant's documented options (:mod:`audiojass.rules.variants`,
:mod:`audiojass.rules.composed_variants`) are offered with the values a player can step through,
how each value is spoken in the Options menu, and the sentence said at the start of a game
when it is not the default ("Playing to 1500."). Source of the options and defaults:
``docs/rules/swiss.md`` and ``docs/rules/family.md``; the targets 1000, 1500 and 2000 for Jass
are source 003's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from audiojass.i18n import t
from audiojass.rules import ALL_VARIANTS, AnyVariant

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


def _choice(name: str, messages: tuple[str, str], words: dict[Value, str]) -> RuleOption:
    """An option whose values are said by ``messages`` (the menu item, the sentence at the
    start of a game) with ``$value`` one of ``words``' values (in the order offered)."""
    item, changed = messages
    return RuleOption(
        name,
        tuple(words),
        lambda value: t(item, value=words[value]),
        lambda value: t(changed, value=words[value]),
    )


def _yes_no(name: str, message: str, changed: str) -> RuleOption:
    """A no/yes option said by ``message`` (the menu item) and ``changed`` (the sentence at
    the start of a game)."""
    return _choice(name, (message, changed), {False: "no", True: "yes"})


def _deals(values: tuple[int, ...]) -> RuleOption:
    return RuleOption(
        "deals",
        values,
        lambda value: t("table-family-rule-deals", count=value),
        lambda value: t("table-family-rule-deals-changed", count=value),
    )


_TIE = _choice(
    "tie",
    ("table-family-rule-tie", "table-family-rule-tie-changed"),
    {"own": "own", "total": "total", "carry": "carry"},
)
_KLAVERJAS = (
    _target((1500, 1000, 2000, 2500)),
    _deals((16, 12, 8, 0)),
    _choice(
        "last_trick",
        ("table-family-rule-last-trick", "table-family-rule-last-trick-changed"),
        {10: "ten", 5: "five"},
    ),
    _yes_no("three_of_a_kind", "table-family-rule-three", "table-family-rule-three-changed"),
    _choice(
        "pit",
        ("table-family-rule-pit", "table-family-rule-pit-changed"),
        {"points": "points", "tricks": "tricks"},
    ),
    # roem is claimed (no melds)
    _yes_no("manual_announce", "table-family-rule-claim", "table-family-rule-claim-changed"),
)
_ANNOUNCE = _yes_no(
    "manual_announce", "table-family-rule-announce", "table-family-rule-announce-changed"
)
_KJ = (_target((500, 300, 700, 1000)), _deals((0, 8, 12, 16)))
_KJ_BARE_ZENSA = (
    _yes_no("bare_jass", "table-kj-rule-bare-jass", "table-kj-rule-bare-jass-changed"),
    _yes_no("zensa", "table-kj-rule-zensa", "table-kj-rule-zensa-changed"),
)
_KJ_ANNOUNCE = _yes_no(
    "manual_announce", "table-kj-rule-announce", "table-kj-rule-announce-changed"
)

_OFFERED: dict[str, tuple[RuleOption, ...]] = {
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
    "klaverjas_amsterdam": (
        *_KLAVERJAS,
        _choice(
            "play_rules",
            ("table-family-rule-play", "table-family-rule-play-changed"),
            {"000": "standard", "002": "beat"},
        ),
    ),
    "klaverjas_rotterdam": _KLAVERJAS,
    "belote": (
        _target((1000, 500, 1500, 2000)),
        _yes_no(
            "second_round_any_suit",
            "table-family-rule-second-round",
            "table-family-rule-second-round-changed",
        ),
        _TIE,
        _ANNOUNCE,
    ),
    "belote_contree": (
        _target((2000, 1000, 1500, 3000)),
        _yes_no("melds", "table-family-rule-melds", "table-family-rule-melds-changed"),
        _ANNOUNCE,
    ),
    "klaberjass2": (
        *_KJ,
        _yes_no("schmeiss", "table-kj-rule-schmeiss", "table-kj-rule-schmeiss-changed"),
        _yes_no("bimah", "table-kj-rule-bimah", "table-kj-rule-bimah-changed"),
        *_KJ_BARE_ZENSA,
        _TIE,
        _KJ_ANNOUNCE,
    ),
    "klaberjass3": (*_KJ, *_KJ_BARE_ZENSA, _KJ_ANNOUNCE),
    "klaberjass4": (
        *_KJ,
        _yes_no("tournament_deal", "table-kj-rule-tournament", "table-kj-rule-tournament-changed"),
        *_KJ_BARE_ZENSA,
        _TIE,
        _KJ_ANNOUNCE,
    ),
    "klaverjas_1821": (
        *_KJ,
        _yes_no("manual_announce", "table-1821-rule-announce", "table-1821-rule-announce-changed"),
    ),
}

RULE_OPTIONS: dict[str, tuple[RuleOption, ...]] = {
    name: tuple(option for option in _OFFERED[name] if option.name in variant.options())
    for name, variant in ALL_VARIANTS.items()
}
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
    default = ALL_VARIANTS[rules.name]
    return [
        option.changed(getattr(rules, option.name))
        for option in RULE_OPTIONS.get(rules.name, ())
        if getattr(rules, option.name) != getattr(default, option.name)
    ]
