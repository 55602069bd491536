"""The rules of each variant as short spoken paragraphs, for the rules screen and Ctrl+F1.

Each paragraph stands on its own: the player moves through them with the arrow keys, and a screen
reader or TTS voice reads one at a time. Plain text only, numbers as digits, no symbols that a
speech synthesizer reads badly.

The words are the catalogue's (``locales/<language>/rules.ftl``, one message per paragraph) in
the active language, looked up at call time; the variant's title, its target and the spoken key
names are the messages' variables.

The text describes each variant with its default options and must agree with the rules engine:
sources are ``docs/rules/swiss.md`` (every section), source 003 (Jass, Putz and the
keyboard shortcuts), source 000 ("Schieberjass": Obenabe, Undenufe, Weis,
Stöck, multipliers) and ``docs/keys.md`` (the keys).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from audiojass.i18n import t
from audiojass.keymap import spoken_key
from audiojass.narration import variant_title
from audiojass.rules.variants import DEAL_POINTS, VARIANTS, Putz, Variant

__all__ = [
    "DEFAULT_KEY_NAMES",
    "RULES_KEY_COMMANDS",
    "RULES_TEXT",
    "SpokenKeyNames",
    "rules_paragraphs",
]

RULES_KEY_COMMANDS = (
    "play",
    "trump",
    "exchange_six",
    "take_kitty",
    "table_cards",
    "led_suit",
    "scores",
    "turn",
    "hand",
    "last_trick",
    "points",
    "melds",
    "help",
)
"""The commands whose keys the rules name (in their last paragraph, "Keys: ...")."""

_DEFAULT_KEYS: Mapping[str, str] = {
    "play": "enter",
    "trump": "a",
    "exchange_six": "g",
    "take_kitty": "h",
    "table_cards": "c",
    "led_suit": "f",
    "scores": "s",
    "turn": "t",
    "hand": "d",
    "last_trick": "l",
    "points": "p",
    "melds": "w",
    "help": "f1",
}
"""The default keymap's key (canonical name) of each command of :data:`RULES_KEY_COMMANDS`."""


class SpokenKeyNames(Mapping[str, str]):
    """Command → the spoken name of its key in ``keys`` (command → canonical key name), in
    the active language at each lookup (:func:`audiojass.keymap.spoken_key`: "Enter",
    "Entrée", "F1")."""

    def __init__(self, keys: Mapping[str, str]) -> None:
        self._keys = keys

    def __getitem__(self, command: str) -> str:
        return spoken_key(self._keys[command])

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)


DEFAULT_KEY_NAMES: Mapping[str, str] = SpokenKeyNames(_DEFAULT_KEYS)
"""The spoken names of the default keymap's keys for :data:`RULES_KEY_COMMANDS`, in the
active language when looked up."""

# -- the variants: one message per paragraph, in reading order ----------------------------------

_TRICKS = (
    "rules-trump-order",
    "rules-plain-order",
    "rules-follow",
    "rules-undertrump",
    "rules-trump-lead",
    "rules-winner",
)
"""The paragraphs on trumps, card order and trick play that the Putz games share."""

_PARAGRAPHS: dict[str, tuple[str, ...]] = {
    "jass": (
        "rules-jass-teams",
        "rules-team-deck",
        "rules-jass-trump",
        *_TRICKS,
        "rules-jass-score",
        "rules-jass-match",
        "rules-jass-end",
    ),
    "schieber": (
        "rules-schieber-teams",
        "rules-team-deck",
        "rules-schieber-trump",
        "rules-trump-order",
        "rules-plain-order",
        "rules-obenabe",
        "rules-undenufe",
        "rules-schieber-follow",
        "rules-undertrump",
        "rules-trump-lead",
        "rules-schieber-winner",
        "rules-schieber-score",
        "rules-schieber-match",
        "rules-weis",
        "rules-weis-sequences",
        "rules-weis-values",
        "rules-weis-best",
        "rules-stoeck",
        "rules-multipliers",
        "rules-schieber-end",
    ),
    "putz3": (
        "rules-putz3-players",
        "rules-putz3-deck",
        "rules-putz3-trump",
        *_TRICKS,
        "rules-putz3-six",
        "rules-putz3-kitty",
        "rules-putz3-kitty-order",
        "rules-putz3-score",
        "rules-apples",
        "rules-putz3-awards",
        "rules-putz-ties",
        "rules-putz-end",
    ),
    "putz5": (
        "rules-putz5-players",
        "rules-putz5-deck",
        "rules-putz5-trump",
        *_TRICKS,
        "rules-putz5-six",
        "rules-putz5-score",
        "rules-apples",
        "rules-putz5-awards",
        "rules-putz-ties",
        "rules-putz-end",
    ),
}
"""Variant name → the message ids of its rules, paragraph by paragraph (the keys paragraph,
always last, is added by :func:`_keys_paragraph`)."""


def _facts(name: str, rules: Variant | None = None) -> dict[str, object]:
    """The variables of a variant's paragraphs: its title, its target, the modes it offers,
    what it scores besides card points (``scores``: Weis and Stöck, "both", "weis", "stoeck"
    or "none"), its multipliers (and whether there are any), its match bonus (and a deal's
    points with it) and (Putz) the points under which a player gets an apple and the lower
    limit as a positive number, from ``rules`` (the game's options) or the defaults."""
    variant = VARIANTS[name] if rules is None else rules
    facts: dict[str, object] = {"title": variant_title(name), "target": variant.target}
    facts["modes"] = _which_on(variant, "obenabe", "undenufe")
    facts["scores"] = _which_on(variant, "weis", "stoeck")
    facts["multipliers"] = getattr(variant, "multipliers", "standard")
    facts["multiplied"] = "no" if facts["multipliers"] == "none" else "yes"
    match = getattr(variant, "match", 100)
    facts["match"], facts["match_deal"] = match, DEAL_POINTS + match
    if isinstance(variant, Putz):
        facts["limit"] = -variant.lower_limit
        facts["apple"] = variant.apple_below
    return facts


def _which_on(variant: object, first: str, second: str) -> str:
    """Which of two on/off options of ``variant`` are on (an option it lacks counts as on):
    "both", the name of the one, or "none"."""
    on = [name for name in (first, second) if getattr(variant, name, True)]
    return "both" if len(on) == 2 else on[0] if on else "none"


# -- the keys paragraph -------------------------------------------------------------------------

_TOLD = (
    ("table_cards", "rules-told-table-cards"),
    ("led_suit", "rules-told-led-suit"),
    ("scores", "rules-told-scores"),
    ("turn", "rules-told-turn"),
    ("hand", "rules-told-hand"),
    ("last_trick", "rules-told-last-trick"),
    ("points", "rules-told-points"),
)
"""The keys that tell something, as the keys paragraph lists them, with (the message of) what
they tell."""

_LISTS = ("rules-keys-list-one", "rules-keys-list-two", "rules-keys-list-three")
"""A sentence of 1, 2 or 3 parts (the Putz keys for trump, the six and the kitty)."""


def _keys_paragraph(variant: str, keys: Mapping[str, str]) -> str:
    """The last paragraph of a variant's rules: its keys, named as in ``keys`` (command →
    spoken key name; a command missing or named "" has no key and is left out)."""
    play, trump, six, kitty, melds, help_key = (
        keys.get(command, "")
        for command in ("play", "trump", "exchange_six", "take_kitty", "melds", "help")
    )
    sentences = [t("rules-keys-play", key=play)] if play else []
    if variant in ("jass", "schieber"):
        if trump:
            sentences.append(t("rules-keys-choose-trump", key=trump))
    else:
        special = [t("rules-keys-tell-trump", key=trump)] if trump else []
        if six:
            if play:
                special.append(t("rules-keys-six-keep", key=six, play=play))
            else:
                special.append(t("rules-keys-six", key=six))
        if kitty and variant == "putz3":
            special.append(t("rules-keys-kitty", key=kitty))
        if special:
            parts = dict(zip(("first", "second", "third"), special, strict=False))
            sentences.append(t(_LISTS[len(special) - 1], **parts))
    told = [(keys.get(command, ""), what) for command, what in _TOLD]
    if variant == "schieber":
        told.append((melds, "rules-told-melds"))
    told = [(key, what) for key, what in told if key]
    if told:
        (first_key, first_what), *rest = told
        listed = [
            t("rules-keys-tells-first", key=first_key, what=t(first_what)),
            *(t("rules-keys-tells-next", key=key, what=t(what)) for key, what in rest),
        ]
        sentences.append(", ".join(listed) + ".")
    if help_key:
        sentences.append(t("rules-keys-help", key=help_key))
    if not sentences:
        return t("rules-keys-none")
    return t("rules-keys", sentences=" ".join(sentences))


# -- the rules ----------------------------------------------------------------------------------


def _known(variant: str) -> str:
    name = variant.strip().lower() if isinstance(variant, str) else None
    if name not in _PARAGRAPHS:
        raise ValueError(f"unknown variant {variant!r} (known: {', '.join(_PARAGRAPHS)})")
    return name


def rules_paragraphs(
    variant: str, keys: Mapping[str, str] | None = None, rules: Variant | None = None
) -> tuple[str, ...]:
    """The rules of a variant ("jass", "schieber", "putz3", "putz5"), paragraph by paragraph,
    in the active language; the last paragraph names its keys.

    Case and surrounding spaces in the name are ignored.

    Args:
        variant: the variant's name.
        keys: command (:data:`RULES_KEY_COMMANDS`) → spoken name of its key in the active
            keymap ("Enter", "F1"); a command missing or named "" has no key and its key is
            left out. None: :data:`DEFAULT_KEY_NAMES`.
        rules: the game's variant with its options, whose target and lower limit the
            paragraphs then name (None: the defaults); an option switched off (the six
            exchange, the kitty, Weis, Stöck, Obenabe, Undenufe) leaves its paragraphs and its
            key out.

    Raises:
        ValueError: unknown variant; the message lists the known ones.
    """
    name = _known(variant)
    facts = _facts(name, rules)
    off = {option for option, _ in _LEFT_OUT if getattr(rules, option, True) is False}
    dropped = {message for option, messages in _LEFT_OUT if option in off for message in messages}
    paragraphs = tuple(
        t(message, **facts) for message in _PARAGRAPHS[name] if message not in dropped
    )
    keys = dict(DEFAULT_KEY_NAMES if keys is None else keys)
    for option, command in (("six_exchange", "exchange_six"), ("kitty", "take_kitty")):
        if option in off:
            keys.pop(command, None)
    if {"weis", "stoeck"} <= off:
        keys.pop("melds", None)
    return (*paragraphs, _keys_paragraph(name, keys))


_LEFT_OUT: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("six_exchange", ("rules-putz3-six", "rules-putz5-six")),
    ("kitty", ("rules-putz3-kitty", "rules-putz3-kitty-order")),
    ("weis", ("rules-weis", "rules-weis-sequences", "rules-weis-values", "rules-weis-best")),
    ("stoeck", ("rules-stoeck",)),
    ("obenabe", ("rules-obenabe",)),
    ("undenufe", ("rules-undenufe",)),
)
"""Each Game-rules option that, switched off, leaves paragraphs out (they would describe
what the game then does not have; the first paragraph of the rules reader says the option)."""


class _RulesTable(Mapping[str, tuple[str, ...]]):
    """Variant name → :func:`rules_paragraphs` with the default keys, in the active language
    at each lookup."""

    def __getitem__(self, variant: str) -> tuple[str, ...]:
        if variant not in _PARAGRAPHS:
            raise KeyError(variant)
        return rules_paragraphs(variant)

    def __iter__(self) -> Iterator[str]:
        return iter(_PARAGRAPHS)

    def __len__(self) -> int:
        return len(_PARAGRAPHS)


RULES_TEXT: Mapping[str, tuple[str, ...]] = _RulesTable()
"""Variant name → the rules of that variant, paragraph by paragraph, in reading order, the
keys named as in the default keymap, in the active language when looked up."""
