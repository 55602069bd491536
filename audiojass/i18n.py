"""The message catalogue: every word the player hears or reads, in English, German, French and
Dutch, written in Fluent (``locales/<language>/*.ftl``) and formatted by ``fluent.runtime``.

Fluent lets each language build its own sentences: plurals by the language's CLDR rules
(``{ $count -> [one] … *[other] … }``), articles and word order chosen inside the translation
(a French card takes "l'", "le" or "la" by its rank), without any sentence assembled from
English pieces in code. Lists ("a, b and c") are joined by Babel's CLDR list patterns.

One catalogue is active at a time (:func:`use`); the table's code asks it for text with
:func:`t`. Integers are formatted without digit grouping ("1500", as speech engines read
best), and every message receives ``$deck`` ("french" or "german": the German-suited Swiss
deck names, an option of the German catalogue), ``$terms``, the words of the game at the table
(:func:`use_game_words`: "swiss", "klaverjas", "belote" or "klaberjass", a variant's
``terms``: French Belote names its melds tierce and carré, German Klaverjas "wählt" its trump),
and ``$family`` ("yes" while the terms are not the Swiss games': French and German then name
the trump jack and nine as those games' players do, not with the Swiss "bour"/"Puur" and
"nell"/"Nell"). A message's own ``terms`` argument overrides the table's (the rules reader).

A message missing from a language falls back to English, then to its id, so that the player
never meets silence; with ``strict`` (the tests) a missing message or argument raises instead.
"""

from __future__ import annotations

import locale
import os
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from functools import cache
from pathlib import Path

from babel import Locale
from babel.lists import format_list
from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentNumber, fluent_number
from fluent.syntax import FluentParser

from audiojass.resources import resource_dir

__all__ = [
    "DECKS",
    "LANGUAGES",
    "TERMS",
    "Catalogue",
    "MissingMessageError",
    "active",
    "join",
    "language_name",
    "locales_dir",
    "plural",
    "system_language",
    "t",
    "use",
    "use_game_words",
]

LANGUAGES: tuple[str, ...] = ("en", "de", "fr", "nl")
"""The catalogue's languages, as ISO 639-1 codes (``--lang``)."""

DECKS: tuple[str, ...] = ("french", "german")
"""Card names: French-suited (every language) or the German-suited Swiss deck (German)."""

_LOCALES: Mapping[str, str] = {"en": "en-GB", "de": "de-CH", "fr": "fr-CH", "nl": "nl-NL"}
"""The CLDR locale of each language: plural rules and list patterns (Swiss German and French,
as Jass is played; British English lists read "a, b and c")."""

_NATIVE_NAMES: Mapping[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "nl": "Nederlands",
}


class MissingMessageError(KeyError):
    """A message id (or one of its arguments) is missing in a strict catalogue."""


def locales_dir() -> Path:
    """The ``locales`` folder (one subfolder of ``.ftl`` files per language).

    Raises FileNotFoundError if it is missing."""
    return resource_dir("locales")


@cache
def _bundle(language: str) -> FluentBundle:
    folder = locales_dir() / language
    bundle = FluentBundle([_LOCALES[language]], use_isolating=False)
    parser = FluentParser(with_spans=False)  # spans serve tools, and double the parse time
    for path in sorted(folder.glob("*.ftl")):
        bundle.add_resource(parser.parse(path.read_text(encoding="utf-8")))
    return bundle


def _argument(value: object) -> object:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, FluentNumber | str | float):
        return value
    return str(value)


class Catalogue:
    """The messages of one language.

    Args:
        language: one of :data:`LANGUAGES`.
        deck: one of :data:`DECKS` (passed to every message as ``$deck``).
        strict: raise :class:`MissingMessageError` on a missing message or argument instead
            of falling back to English or the id.

    Raises:
        ValueError: an unknown language or deck.
    """

    def __init__(self, language: str = "en", *, deck: str = "french", strict: bool = False):
        if language not in LANGUAGES:
            raise ValueError(f"unknown language {language!r} (one of {', '.join(LANGUAGES)})")
        if deck not in DECKS:
            raise ValueError(f"unknown deck {deck!r} (one of {', '.join(DECKS)})")
        self.language = language
        self.deck = deck
        self.strict = strict
        self._bundle = _bundle(language)

    def text(self, message_id: str, /, **args: object) -> str:
        """The message ``message_id`` formatted with ``args`` (ints as plain numbers).

        Raises MissingMessageError only when strict (see the class)."""
        values = {"terms": _terms} | {name: _argument(value) for name, value in args.items()}
        values.setdefault("family", "no" if values["terms"] == "swiss" else "yes")
        values["deck"] = self.deck
        for language in dict.fromkeys((self.language, "en")):  # English parsed only if needed
            bundle = _bundle(language)
            if not bundle.has_message(message_id):
                continue
            message = bundle.get_message(message_id)
            if message.value is None:
                break
            text, errors = bundle.format_pattern(message.value, values)
            if errors and self.strict:
                raise MissingMessageError(f"{message_id} ({self.language}): {errors[0]}")
            if not errors or language == "en":
                return str(text)
        if self.strict:
            raise MissingMessageError(f"no message {message_id!r} in {self.language}")
        return message_id

    def plural(self, number: float | str) -> str:
        """The CLDR plural category of ``number`` in this language ("one", "other", …), for
        a message that shows a number with decimals (Fluent chooses by itself for ints):
        1.5 is "other" in English and German, "one" in French. Give the number as it is
        shown ("1.0", "1,0") where its decimals are printed: CLDR counts them, so "1.0" is
        "other" in English, German and Dutch ("1.0 points"); a float is taken with its
        trailing zeros dropped (1.0 as "1")."""
        if isinstance(number, str):
            shown = number.strip().lstrip("+").replace(",", ".")
        else:
            shown = f"{number:.2f}".rstrip("0").rstrip(".")
        babel_locale = Locale.parse(_LOCALES[self.language].replace("-", "_"))
        return str(babel_locale.plural_form(Decimal(shown)))

    def join(self, items: Sequence[str]) -> str:
        """Items as a list in this language: "a, b and c" / "a, b und c" / "a, b et c"."""
        if not items:
            return ""
        babel_locale = _LOCALES[self.language].replace("-", "_")
        return str(format_list(list(items), style="standard", locale=babel_locale))


def _strict_by_default() -> bool:
    return bool(os.environ.get("AUDIOJASS_STRICT_CATALOGUE"))


TERMS = ("swiss", "klaverjas", "belote", "klaberjass")
"""The catalogue's ``$terms``: whose words a game at the table takes (:func:`use_game_words`)."""

_terms = "swiss"
"""The words of the game at the table (:func:`use_game_words`)."""

_active: Catalogue | None = None
"""The active catalogue; English (strict with ``AUDIOJASS_STRICT_CATALOGUE`` set) until
:func:`use` chooses, made on first use so that only the chosen language is parsed."""


def use(language: str, *, deck: str = "french", strict: bool | None = None) -> Catalogue:
    """Make the catalogue of ``language`` (with ``deck``) the active one and return it.

    ``strict`` None keeps the current strictness. Raises ValueError for an unknown language
    or deck."""
    global _active
    if strict is None:
        strict = _active.strict if _active is not None else _strict_by_default()
    _active = Catalogue(language, deck=deck, strict=strict)
    return _active


def use_game_words(terms: str) -> None:
    """Give every message ``$terms`` (one of :data:`TERMS`: the variant's ``terms``) and
    ``$family`` ("no" for the Swiss games' words, else "yes"), whatever the language; set by
    the table session that starts.

    Raises:
        ValueError: not one of :data:`TERMS`."""
    global _terms
    if terms not in TERMS:
        raise ValueError(f"unknown terms {terms!r} (one of {', '.join(TERMS)})")
    _terms = terms


def active() -> Catalogue:
    """The active catalogue."""
    global _active
    if _active is None:
        _active = Catalogue("en", strict=_strict_by_default())
    return _active


def t(message_id: str, /, **args: object) -> str:
    """The active catalogue's message ``message_id`` with ``args`` (:meth:`Catalogue.text`)."""
    return active().text(message_id, **args)


def join(items: Iterable[str]) -> str:
    """Items joined as a list in the active language (:meth:`Catalogue.join`)."""
    return active().join(list(items))


def plural(number: float | str) -> str:
    """The plural category of ``number`` in the active language (:meth:`Catalogue.plural`)."""
    return active().plural(number)


def language_name(language: str) -> str:
    """A language's name in that language ("Deutsch"), as the Language option says it."""
    return _NATIVE_NAMES[language]


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The catalogue language that matches the system locale, "en" when none does.

    Looks at ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` and ``LANGUAGE`` (POSIX order), then at
    :func:`locale.getlocale` (Windows and macOS); "de_CH.UTF-8" → "de"."""
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(name):
            candidates.append(env[name])
            break
    candidates.extend(part for part in env.get("LANGUAGE", "").split(":") if part)
    if environ is None:
        try:
            found = locale.getlocale()[0]
        except ValueError:
            found = None
        if found:
            candidates.append(found)
    by_name = {"german": "de", "french": "fr", "dutch": "nl", "english": "en"}
    for candidate in candidates:
        code = candidate.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        code = by_name.get(code, code)  # Windows names such as "German_Switzerland"
        if code in LANGUAGES:
            return code
    return "en"
