"""Whole seeded games of every variant in German, French and Dutch, through the real loop:
every line the player hears is non-empty and no English sentence slips through (a list of
English words that none of the three languages uses must not appear); and the program itself,
started with ``--lang``, speaks the same lines."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from conftest import TableRun, autoplay

from audiojass import i18n
from audiojass.app import App, TableScreen

pytestmark = pytest.mark.slow

VARIANTS = (
    "jass",
    "schieber",
    "putz3",
    "putz5",
    "klaverjas_amsterdam",
    "klaverjas_rotterdam",
    "belote",
    "belote_contree",
)
LANGUAGES = tuple(language for language in i18n.LANGUAGES if language != "en")

ENGLISH = re.compile(
    r"\b(the|you|your|plays|play|trick|tricks|turn|hearts|diamonds|spades|clubs|deal|"
    r"deals|wins|win|game|press|takes|take|leads|lead|card|cards|playable|trump|choose|"
    r"jack|queen|king|ace|seven|eight|nine|with|and|not|keys|back)\b",
    re.IGNORECASE,
)
"""English words that are not words of German, French or Dutch (no "of", "is", "over",
"ten", "score", "partner", "points", "menu": those are)."""

QUESTIONS = ("c", "a", "f", "s", "shift+s", "t", "d", "l", "p", "w", "f1")
"""The table's question keys, pressed now and then during the game (their answers must be in
the language too)."""


def asking(player: Callable[[App], Iterator[str]]) -> Callable[[App], Iterator[str]]:
    """``player``'s keys, with the rules read through (Ctrl+F1, the arrows, Escape) once the
    table is open, a question key after every seventh key, and the game-over screen's keys at
    the end."""

    def keys(app: App) -> Iterator[str]:
        read_rules = False
        for number, key in enumerate(player(app)):
            yield key
            if not read_rules and isinstance(app.screens[-1], TableScreen):
                read_rules = True
                yield from ("ctrl+f1", *["down"] * 14, "escape")
            if number % 7 == 6 and isinstance(app.screens[-1], TableScreen):
                yield QUESTIONS[(number // 7) % len(QUESTIONS)]
        yield from ("s", "l", "f1", "escape")

    return keys


def english_lines(lines: list[str]) -> list[str]:
    return [line for line in lines if ENGLISH.search(line)]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS)
def test_a_whole_game_is_in_the_language(
    variant: str, language: str, table: Callable[..., TableRun]
) -> None:
    i18n.use(language)
    run = table(seed=3, verbosity="full")
    lines = run.run(asking(autoplay(take_kitty=True)), variant=variant)
    assert len(lines) > 100
    assert all(line.strip() for line in lines)
    assert english_lines(lines) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_brief_speech_is_in_the_language(language: str, table: Callable[..., TableRun]) -> None:
    i18n.use(language)
    run = table(seed=4, verbosity="brief")
    lines = run.run(asking(autoplay()), variant="schieber")
    assert all(line.strip() for line in lines)
    assert english_lines(lines) == []


def test_the_german_suited_deck_is_named_throughout(table: Callable[..., TableRun]) -> None:
    i18n.use("de", deck="german")
    lines = table(seed=3).run(asking(autoplay()), variant="schieber")
    text = "\n".join(lines)
    assert english_lines(lines) == []
    assert re.search(r"\b(Rosen|Schellen|Schilten|Eicheln)-", text)
    assert not re.search(r"\b(Herz|Ecken|Schaufel|Kreuz)-", text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_program_speaks_the_language_chosen_with_lang(language: str, tmp_path: Path) -> None:
    """``audiojass --lang xx --script -``: the same lines as the game in process."""
    pressed: list[str] = []
    player = autoplay()

    def recording(app: App) -> Iterator[str]:
        for key in player(app):
            pressed.append(key)
            yield key

    i18n.use(language)
    in_process = TableRun(tmp_path / "a", seed=2).run(recording, variant="putz3")
    environment = {**os.environ, "AUDIOJASS_HOME": str(tmp_path / "b")}
    environment.pop("SDL_VIDEODRIVER", None)
    command = [sys.executable, "-m", "audiojass", "--lang", language, "--script", "-"]
    command += ["--seed", "2", "--bot-delay", "0", "--bots", "random", "--variant", "putz3"]
    done = subprocess.run(
        command,
        input="".join(f"{key}\n" for key in pressed),
        capture_output=True,
        text=True,
        timeout=300,
        env=environment,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1:] == in_process
    assert english_lines(lines) == []
