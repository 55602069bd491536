"""The message catalogue: every message in every language with the same placeholders, every
message used by the code, every id the code asks for present, and the catalogue's own rules
(plain numbers, lists, fallback, the system locale)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import ast as fl
from fluent.syntax import parse

from audiojass import i18n
from audiojass.i18n import LANGUAGES, Catalogue, MissingMessageError, system_language
from audiojass.rules import ALL_VARIANTS

PACKAGE = Path(i18n.__file__).resolve().parent


def _resources(language: str) -> dict[str, fl.Message]:
    messages: dict[str, fl.Message] = {}
    for path in sorted((i18n.locales_dir() / language).glob("*.ftl")):
        resource = parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            assert not isinstance(entry, fl.Junk), f"{path}: cannot parse {entry.content!r}"
            if isinstance(entry, fl.Message):
                assert entry.id.name not in messages, f"{path}: {entry.id.name} twice"
                messages[entry.id.name] = entry
    return messages


def _walk(node: object) -> Iterator[fl.BaseNode]:
    if isinstance(node, fl.BaseNode):
        yield node
        for value in vars(node).values():
            yield from _walk(value)
    elif isinstance(node, list):
        for item in node:
            yield from _walk(item)


def _printed(node: object) -> Iterator[fl.BaseNode]:
    """Like :func:`_walk`, but leaves out a select expression's selector: a variable that
    only chooses a form (a plural, an article) is grammar, not a placeholder."""
    if isinstance(node, fl.SelectExpression):
        for variant in node.variants:
            yield from _printed(variant)
    elif isinstance(node, fl.BaseNode):
        yield node
        for value in vars(node).values():
            yield from _printed(value)
    elif isinstance(node, list):
        for item in node:
            yield from _printed(item)


def _variables(message_id: str, messages: dict[str, fl.Message], seen: set[str]) -> set[str]:
    """The placeholders a message prints, through the messages it references (variables used
    only to select a form are each language's own grammar)."""
    if message_id in seen or message_id not in messages:
        return set()
    seen.add(message_id)
    found: set[str] = set()
    for node in _printed(messages[message_id]):
        if isinstance(node, fl.VariableReference):
            found.add(node.id.name)
        elif isinstance(node, fl.MessageReference):
            found |= _variables(node.id.name, messages, seen)
    return found


def _references(messages: dict[str, fl.Message]) -> set[str]:
    return {
        node.id.name
        for message in messages.values()
        for node in _walk(message)
        if isinstance(node, fl.MessageReference)
    }


CATALOGUES = {language: _resources(language) for language in LANGUAGES}


def _code_strings() -> set[str]:
    strings: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                strings.add(node.value)
    return strings


def _menu_ids() -> set[str]:
    """The ids of every game's Options menu (``MENU``: each option's item and the sentence said
    when it is changed), which ``rule_options`` passes to ``t``."""
    return {
        message
        for variant in ALL_VARIANTS.values()
        for option in variant.MENU
        for message in (option.item, option.changed)
    }


def _asked_ids() -> set[tuple[str, str]]:
    """Ids the code passes to ``t`` (or ``i18n.t``): (file, id), literal ones and the menus'."""
    asked = {("rule_options.py", message) for message in _menu_ids()}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            named = (isinstance(func, ast.Name) and func.id == "t") or (
                isinstance(func, ast.Attribute) and func.attr == "t"
            )
            first = node.args[0]
            if named and isinstance(first, ast.Constant) and isinstance(first.value, str):
                asked.add((path.name, first.value))
    return asked


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_every_message_exists_in_every_language_printing_the_same_placeholders(
    language: str,
) -> None:
    english, other = CATALOGUES["en"], CATALOGUES[language]
    assert sorted(set(english) - set(other)) == [], f"missing in {language}"
    assert sorted(set(other) - set(english)) == [], f"only in {language}"
    differ = {
        message_id: (
            sorted(_variables(message_id, english, set())),
            sorted(_variables(message_id, other, set())),
        )
        for message_id in english
        if _variables(message_id, english, set()) != _variables(message_id, other, set())
    }
    assert differ == {}


@pytest.mark.slow
def test_every_message_is_used_by_the_code() -> None:
    english = CATALOGUES["en"]
    used = _code_strings() | _menu_ids() | _references(english)
    assert sorted(set(english) - used) == []


@pytest.mark.slow
def test_every_id_the_code_asks_for_exists() -> None:
    english = CATALOGUES["en"]
    assert sorted(item for item in _asked_ids() if item[1] not in english) == []


@pytest.mark.slow
def test_every_message_formats_in_every_language_without_empty_text() -> None:
    for language in LANGUAGES:
        for message_id, message in CATALOGUES[language].items():
            if message.value is None:
                continue
            # every variable gets a plausible value: numbers where selectors ask for a plural
            text = Catalogue(language).text(message_id)
            assert text.strip(), (language, message_id)


def test_numbers_are_plain_and_negative_numbers_are_spoken() -> None:
    german = Catalogue("de", strict=True)
    assert german.text("number-negative", value=1500) == "minus 1500"
    assert Catalogue("fr").text("number-negative", value=4) == "moins 4"
    assert Catalogue("nl").text("number-negative", value=4) == "min 4"


def test_plural_categories_of_decimals_follow_each_language() -> None:
    assert [Catalogue(lang).plural(1.5) for lang in LANGUAGES] == ["other", "other", "one", "other"]
    assert [Catalogue(lang).plural(1.0) for lang in LANGUAGES] == ["one"] * 4
    assert Catalogue("fr").plural(0.5) == "one"
    assert Catalogue("de").plural(0) == "other"
    # a number as it is said, its decimals shown: "1.0 points", "1,0 Punkte", "1,0 point"
    assert [Catalogue(lang).plural("1,0") for lang in LANGUAGES] == ["other"] * 2 + ["one", "other"]
    assert Catalogue("en").plural("1.0") == "other" and Catalogue("en").plural("1") == "one"


def test_lists_follow_each_language() -> None:
    items = ["a", "b", "c"]
    assert [Catalogue(lang).join(items) for lang in LANGUAGES] == [
        "a, b and c",
        "a, b und c",
        "a, b et c",
        "a, b en c",
    ]
    assert Catalogue("fr").join(["a"]) == "a"
    assert Catalogue("de").join(["a", "b"]) == "a und b"


def test_a_missing_message_falls_back_or_raises_when_strict() -> None:
    assert Catalogue("de").text("no-such-message") == "no-such-message"
    with pytest.raises(MissingMessageError):
        Catalogue("de", strict=True).text("no-such-message")
    with pytest.raises(MissingMessageError):
        Catalogue("de", strict=True).text("number-negative")  # $value missing


def test_unknown_languages_and_decks_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        Catalogue("xx")
    with pytest.raises(ValueError, match="unknown deck"):
        Catalogue("de", deck="tarot")


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "de_CH.UTF-8"}, "de"),
        ({"LC_ALL": "fr_CH.UTF-8", "LANG": "de_CH.UTF-8"}, "fr"),
        ({"LC_MESSAGES": "nl_BE.UTF-8"}, "nl"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "sv_SE.UTF-8", "LANGUAGE": "sv:de"}, "de"),
        ({"LANG": "German_Switzerland.1252"}, "de"),
        ({}, "en"),
    ],
)
def test_the_system_locale_chooses_the_language(environ: dict[str, str], expected: str) -> None:
    assert system_language(environ) == expected


def test_french_sets_a_space_before_double_punctuation() -> None:
    """French typography puts a space before ":", ";", "?" and "!" (a braille reader sees the
    text as written); every French message's words keep it, after words and placeholders."""
    wrong = []
    for message_id, message in CATALOGUES["fr"].items():
        for node in _walk(message):
            if not isinstance(node, fl.Pattern):
                continue
            previous = " "  # a pattern's first text starts a line
            for element in node.elements:
                if isinstance(element, fl.TextElement):
                    text = previous + element.value
                    for index, mark in enumerate(text):
                        if mark in ":;?!" and index and not text[index - 1].isspace():
                            if text[index - 1 :].startswith("://"):
                                continue  # an address
                            wrong.append(f"{message_id}: {text.strip()!r}")
                    previous = element.value[-1:] or previous
                elif isinstance(element.expression, fl.StringLiteral):  # {" "}
                    previous = element.expression.parse()["value"][-1:] or previous
                else:
                    previous = "}"  # a placeable prints a word
    assert not wrong, wrong


ONE_POINT = {"en": "1 point", "de": "1 Punkt", "fr": "1 point", "nl": "1 punt"}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(
    "message_id", ["narr-took-it", "window-trick-taken", "narr-deal-result-full"]
)
def test_one_point_is_singular(language: str, message_id: str) -> None:
    """A trick of the 1821 game is often worth 1 point (a plain jack): "1 point", not
    "1 points" (and likewise a Putz player's points at the deal's end)."""
    catalogue = Catalogue(language, strict=True)
    said = catalogue.text(
        message_id, seat="other", name="Left", points=1, outcome="nothing", gain=0
    )
    assert f"{ONE_POINT[language]}." in said or f"{ONE_POINT[language]}," in said, said
    two = catalogue.text(message_id, seat="other", name="Left", points=2, outcome="nothing", gain=0)
    singular = ONE_POINT[language][2:]
    assert f"2 {singular}." not in two and f"2 {singular}," not in two, two


def test_german_counts_one_card_of_a_suit_in_the_singular() -> None:
    german = Catalogue("de", strict=True)
    assert german.text("suit-count", suit="diamonds", count=1) == "1 Ecke"
    assert german.text("suit-count", suit="diamonds", count=2) == "2 Ecken"
    assert german.text("suit-count", suit="hearts", count=1) == "1 Herz"
    assert Catalogue("de", deck="german").text("suit-count", suit="clubs", count=1) == "1 Eichel"
