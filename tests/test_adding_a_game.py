"""docs/adding-a-game.md holds: its example game, built from the page's own code blocks (the
variant's module, its registration line, its locale messages) in a temporary module, plays a
seeded game to the end with the rule bots and at the table, is served by the menus and the
rules text, and touches at most three package files plus its locale messages."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from test_docs import blocks

import audiojass.rules
from audiojass import i18n
from audiojass.rule_options import RULE_OPTIONS, announcements, game_variant
from audiojass.rules import ALL_VARIANTS, FAMILY_VARIANTS, get_variant, load_any_game
from audiojass.rules_text import rules_paragraphs
from audiojass.titles import grouped_variants, variant_title

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "adding-a-game.md"
NAME = "belote_quick"
MODULE = "audiojass.rules.quick_belote"


def page_blocks(language: str) -> list[str]:
    """The page's code blocks of ``language``, in order."""
    return [code for lang, code, _ in blocks(PAGE.read_text(encoding="utf-8")) if lang == language]


def first_line_path(code: str) -> str:
    """The file a block belongs to: its first line's comment (``# audiojass/rules/x.py``)."""
    first = code.split("\n", 1)[0]
    assert first.startswith("# "), first
    return first[2:].strip()


@pytest.fixture
def example_game(monkeypatch: pytest.MonkeyPatch) -> Iterator[types.ModuleType]:
    """The page's game, made by running its blocks; taken away again afterwards."""
    module_code, registration, _play = page_blocks("py")
    assert first_line_path(module_code) == "audiojass/rules/quick_belote.py"
    assert first_line_path(registration) == "audiojass/rules/__init__.py"
    module = types.ModuleType(MODULE)
    module.__package__ = "audiojass.rules"
    module.__file__ = str(ROOT / "audiojass" / "rules" / "quick_belote.py")
    monkeypatch.setitem(sys.modules, MODULE, module)
    messages: dict[str, str] = {}
    for code in page_blocks("ftl"):
        language = first_line_path(code).split("/")[1]
        messages[language] = code
    assert sorted(messages) == sorted(i18n.LANGUAGES)
    original, strict = i18n._bundle, i18n.active().strict

    def bundle(language: str) -> FluentBundle:
        made = FluentBundle([i18n._LOCALES[language]], use_isolating=False)
        for path in sorted((i18n.locales_dir() / language).glob("*.ftl")):
            made.add_resource(FluentParser().parse(path.read_text(encoding="utf-8")))
        made.add_resource(FluentParser().parse(messages[language]))
        return made

    bundles = {language: bundle(language) for language in i18n.LANGUAGES}
    monkeypatch.setattr(i18n, "_bundle", bundles.__getitem__)
    try:
        exec(compile(module_code, "adding-a-game.md, the variant", "exec"), module.__dict__)
        exec(
            compile(registration, "adding-a-game.md, the registration", "exec"),
            {"__name__": "audiojass.rules._doc", "__package__": "audiojass.rules"},
        )
        i18n.use("en")
        yield module
    finally:
        FAMILY_VARIANTS.pop(NAME, None)
        if hasattr(audiojass.rules, "quick_belote"):
            delattr(audiojass.rules, "quick_belote")
        monkeypatch.setattr(i18n, "_bundle", original)
        i18n.use("en", strict=strict)


def test_the_example_game_is_registered(example_game: types.ModuleType) -> None:
    variant = get_variant(NAME)
    assert isinstance(variant, example_game.QuickBelote)
    assert ALL_VARIANTS[NAME] is variant
    assert variant.target == 500
    assert variant.DUTIES is not get_variant("belote").DUTIES


def test_a_seeded_game_of_it_is_played_to_the_end_by_the_rule_bots(
    example_game: types.ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    namespace: dict[str, object] = {"__name__": "__docs__"}
    exec(compile(page_blocks("py")[2], "adding-a-game.md, play it", "exec"), namespace)
    game: Any = namespace["game"]
    assert game.is_terminal()
    assert max(game.scores) >= 500
    assert capsys.readouterr().out.strip()
    again = load_any_game(game.to_json())
    assert again.scores == game.scores


def test_its_option_menu_and_rules_text_are_served(example_game: types.ModuleType) -> None:
    offered = RULE_OPTIONS[NAME]
    assert [option.name for option in offered] == [
        "target",
        "second_round_any_suit",
        "tie",
        "manual_announce",
    ]
    target = offered[0]
    assert target.values == (300, 500, 700)  # natural order, the default marked
    assert target.default == 500
    assert target.text(500) == "Target: 500 points"
    assert announcements(game_variant(NAME, {"target": 700})) == ["Playing to 700."]
    assert announcements(game_variant(NAME, None)) == []
    assert variant_title(NAME) == "Quick Belote"
    assert dict(grouped_variants())[NAME] == "Quick Belote"  # with the French games
    names = [name for name, _ in grouped_variants()]
    assert names.index(NAME) == names.index("belote_contree") + 1
    english = rules_paragraphs(NAME)
    assert len(english) >= 10 and all(english)
    for language in i18n.LANGUAGES:
        i18n.use(language, strict=True)
        assert variant_title(NAME) != "table-family-title-quick"
        assert len(rules_paragraphs(NAME)) == len(english)


def test_it_touches_at_most_three_package_files_plus_its_locale_messages() -> None:
    [listed] = page_blocks("text")
    files = listed.split()
    package = [path for path in files if path.startswith("audiojass/")]
    locales = [path for path in files if path.startswith("locales/")]
    assert package + locales == files
    assert len(package) <= 3
    assert {path.split("/")[1] for path in locales} == set(i18n.LANGUAGES)
    shown = {first_line_path(code) for code in page_blocks("py")[:2] + page_blocks("ftl")}
    assert shown == set(files)  # every file listed has its block on the page, and no other
    assert not (ROOT / "audiojass" / "rules" / "quick_belote.py").exists()  # not shipped


def test_a_person_plays_it_at_the_table(example_game: types.ModuleType, tmp_path: Path) -> None:
    from conftest import TableRun, autoplay

    run = TableRun(tmp_path, seed=3, bots="easy")
    spoken = run.run(autoplay(), variant=NAME)
    assert spoken[0].startswith("New game of Quick Belote.")
    assert any(line.startswith("Game over.") for line in spoken)
