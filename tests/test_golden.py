"""The golden recordings of ``tests/golden/`` replayed and compared byte for byte: the engine's
event logs of seeded games of every variant with several option sets, saved games of every
variant loaded and played on, the spoken transcripts of whole seeded games of every variant in
every language (brief and full) run by ``audiojass --script``, and two online games. A change
of behaviour shows as a diff here; a deliberate one re-records them (``tests/golden.py``) in a
commit of its own."""

from __future__ import annotations

import difflib
import tempfile
from pathlib import Path
from typing import Any

import golden
import pytest
from golden_online import ONLINE_GAMES, online_game, online_path


def _same(got: str, path: Path) -> None:
    expected = path.read_text(encoding="utf-8")
    if got == expected:
        return
    diff = difflib.unified_diff(
        expected.splitlines(), got.splitlines(), "recorded", "now", n=2, lineterm=""
    )
    shown = "\n".join(line[:300] for line in list(diff)[:60])
    pytest.fail(f"{path.relative_to(golden.HERE)} differs:\n{shown}")


def _engine_id(case: tuple[str, dict[str, Any], str, int]) -> str:
    variant, options, bots, _ = case
    return golden.engine_path(variant, options, bots).stem


@pytest.mark.parametrize("case", golden.engine_cases(), ids=_engine_id)
def test_the_engine_plays_a_seeded_game_as_recorded(
    case: tuple[str, dict[str, Any], str, int],
) -> None:
    variant, options, bots, seed = case
    _same(golden.engine_log(variant, options, bots, seed), golden.engine_path(*case[:3]))


def test_every_variant_and_bot_kind_is_recorded() -> None:
    recorded = {path.name for path in (golden.GOLDEN / "engine").iterdir()}
    cases = {golden.engine_path(*case[:3]).name for case in golden.engine_cases()}
    assert recorded == cases
    assert {case[0] for case in golden.engine_cases()} == set(golden.SCRIPT_VARIANTS)


@pytest.mark.parametrize("variant", golden.SCRIPT_VARIANTS)
def test_a_saved_game_loads_and_plays_on_as_recorded(variant: str) -> None:
    save = golden.save_path(variant, ".json").read_text(encoding="utf-8")
    _same(golden.continued(save), golden.save_path(variant, ".log"))


SCRIPT_CASES = [
    pytest.param(
        variant,
        language,
        verbosity,
        id=f"{variant}-{language}-{verbosity}",
        marks=[pytest.mark.slow] if golden.advised(variant, language, verbosity) else [],
    )
    for variant in golden.SCRIPT_VARIANTS
    for language in golden.LANGUAGES
    for verbosity in golden.VERBOSITIES
]


@pytest.mark.parametrize(("variant", "language", "verbosity"), SCRIPT_CASES)
def test_a_scripted_whole_game_is_spoken_as_recorded(
    variant: str, language: str, verbosity: str
) -> None:
    keys = golden.script_path(variant, language, verbosity, ".keys").read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        golden.write_settings(folder, variant, verbosity)
        spoken = golden.run_script(keys, golden.script_args(variant, language, verbosity), folder)
    _same(spoken, golden.script_path(variant, language, verbosity, ".txt"))


def test_the_recorded_games_are_whole_and_press_the_question_keys() -> None:
    for variant in golden.SCRIPT_VARIANTS:
        for language in golden.LANGUAGES:
            for verbosity in golden.VERBOSITIES:
                keys = golden.script_path(variant, language, verbosity, ".keys").read_text()
                pressed = set(keys.split())
                assert {"ctrl+f1", "i", "r", "f1", "c", "s", "t"} <= pressed, (variant, language)
                spoken = golden.script_path(variant, language, verbosity, ".txt").read_text()
                assert spoken.count("\n") > 100, (variant, language, verbosity)
    english = golden.script_path("schieber", "en", "full", ".txt").read_text()
    assert "Game over. " in english


@pytest.mark.parametrize("variant", ONLINE_GAMES)
def test_an_online_game_is_heard_and_sent_as_recorded(variant: str, tmp_path: Path) -> None:
    keys = online_path(variant, ".keys").read_text(encoding="utf-8").split("\n")[:-1]
    _, text = online_game(variant, keys, tmp_path)
    _same(text, online_path(variant, ".txt"))
