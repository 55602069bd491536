"""The player's folder: settings, atomic writes and the autosaved game, and what happens to
files that cannot be used."""

from __future__ import annotations

import json
import os
import random
import time
import tomllib
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest

from audiojass import i18n
from audiojass.rules import Game, Phase, new_game
from audiojass.settings import (
    SAVE_NAME,
    SETTINGS_NAME,
    Settings,
    delete_save,
    home,
    load_game,
    load_settings,
    save_game,
    save_settings,
    write_atomic,
)


def listing(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


# --------------------------------------------------------------------------------------------
# home()


def test_home_honours_audiojass_home_and_creates_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "player" / "AudioJass"
    monkeypatch.setenv("AUDIOJASS_HOME", str(folder))
    assert home() == folder
    assert folder.is_dir()
    assert home() == folder  # an existing folder is fine


def test_the_folder_argument_defaults_to_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AUDIOJASS_HOME", str(tmp_path))
    save_settings(Settings(verbosity="brief"))
    assert listing(tmp_path) == [SETTINGS_NAME]
    assert load_settings() == (Settings(verbosity="brief"), [])


# --------------------------------------------------------------------------------------------
# Settings


def test_no_settings_file_gives_the_defaults(tmp_path: Path) -> None:
    assert load_settings(tmp_path) == (Settings(), [])
    assert listing(tmp_path) == []


def test_default_settings_are_sound() -> None:
    assert Settings().problems() == []


@pytest.mark.parametrize(
    "settings",
    [
        Settings(),
        Settings(bot_delay=0.0, verbosity="brief", volume=0.35, speech="tts", speech_rate=321),
        Settings(bot_delay=5.0, verbosity="full", volume=1.0, speech="console", speech_rate=100),
        Settings(bot_delay=0.25, volume=0.0, speech="screenreader", speech_rate=400),
    ],
)
def test_settings_round_trip(tmp_path: Path, settings: Settings) -> None:
    save_settings(settings, tmp_path)
    assert listing(tmp_path) == [SETTINGS_NAME]
    data = tomllib.loads((tmp_path / SETTINGS_NAME).read_text(encoding="utf-8"))
    assert data == asdict(settings)
    assert load_settings(tmp_path) == (settings, [])


def test_saving_settings_replaces_the_old_ones(tmp_path: Path) -> None:
    save_settings(Settings(volume=0.1), tmp_path)
    save_settings(Settings(volume=0.9, verbosity="brief"), tmp_path)
    assert load_settings(tmp_path) == (Settings(volume=0.9, verbosity="brief"), [])
    assert listing(tmp_path) == [SETTINGS_NAME]


def test_a_partial_settings_file_keeps_the_other_defaults(tmp_path: Path) -> None:
    (tmp_path / SETTINGS_NAME).write_text('verbosity = "brief"\nvolume = 1\n', encoding="utf-8")
    assert load_settings(tmp_path) == (Settings(verbosity="brief", volume=1.0), [])


BROKEN_SETTINGS: list[tuple[str, bytes, str]] = [
    ("truncated", b'verbosity = "brief"\nvolume = 0.', "line 2"),
    ("truncated string", b'verbosity = "bri', "not valid TOML at line 1"),
    ("garbage", b"\x00\x13\x37 %%% garbage ###", "line 1"),
    ("not utf-8", b'verbosity = "brief"\nspeech = "t\xff\xfes"\n', "utf-8"),
    ("unknown key", b'colour = "blue"\n', "colour"),
    ("unknown table", b"[audio]\nvolume = 0.5\n", "audio"),
    ("verbosity type", b"verbosity = 3\n", "verbosity"),
    ("volume type", b'volume = "loud"\n', "volume"),
    ("bot_delay type", b"bot_delay = true\n", "bot_delay"),
    ("speech_rate type", b"speech_rate = 200.5\n", "speech_rate"),
    ("volume range", b"volume = 2.0\n", "volume"),
    ("volume negative", b"volume = -0.1\n", "volume"),
    ("speech mode", b'speech = "loud"\n', "speech"),
    ("verbosity value", b'verbosity = "chatty"\n', "verbosity"),
    ("speech_rate range", b"speech_rate = 10\n", "speech_rate"),
    ("bot_delay range", b"bot_delay = 60\n", "bot_delay"),
    ("deeply nested", b"volume = " + b"[" * 100_000, "nested too deeply"),
]


@pytest.mark.parametrize(
    ("content", "words"),
    [(content, words) for _name, content, words in BROKEN_SETTINGS],
    ids=[name for name, _content, _words in BROKEN_SETTINGS],
)
def test_a_broken_settings_file_gives_defaults_and_is_moved_aside(
    tmp_path: Path, content: bytes, words: str
) -> None:
    path = tmp_path / SETTINGS_NAME
    path.write_bytes(content)
    settings, problems = load_settings(tmp_path)
    assert settings == Settings()
    assert len(problems) == 1
    assert str(path) in problems[0]
    assert words in problems[0]
    assert "settings.toml.broken" in problems[0]
    assert listing(tmp_path) == ["settings.toml.broken"]
    assert (tmp_path / "settings.toml.broken").read_bytes() == content
    # the next start finds no file: defaults, and nothing to report
    assert load_settings(tmp_path) == (Settings(), [])


def test_a_settings_file_with_some_wrong_values_keeps_the_others(tmp_path: Path) -> None:
    """Wrong values take their defaults; the others are kept and written back, the file as it
    was is moved aside, and the next start finds nothing wrong."""
    content = (
        b'verbosity = "brief"\nvolume = 2.0\ncolour = "blue"\n'
        b"[rules.jass]\ntarget = 1500\n[rules.poker]\ntarget = 3\n"
    )
    path = tmp_path / SETTINGS_NAME
    path.write_bytes(content)
    settings, problems = load_settings(tmp_path)
    kept = Settings(verbosity="brief", rules={"jass": {"target": 1500}})
    assert settings == kept
    [problem] = problems
    assert problem.startswith(f"{path}: volume must be 0 to 1, not 2.0; ")
    assert "unknown setting 'colour'" in problem and "'poker'" in problem
    assert problem.endswith("; moved aside to settings.toml.broken, the other settings kept")
    assert listing(tmp_path) == ["settings.toml", "settings.toml.broken"]
    assert (tmp_path / "settings.toml.broken").read_bytes() == content
    assert load_settings(tmp_path) == (kept, [])


def test_a_second_broken_settings_file_does_not_replace_the_first(tmp_path: Path) -> None:
    path = tmp_path / SETTINGS_NAME
    path.write_bytes(b"volume = 2.0\n")
    assert load_settings(tmp_path)[1]
    path.write_bytes(b"verbosity = 3\n")
    settings, problems = load_settings(tmp_path)
    assert settings == Settings()
    assert len(problems) == 1
    assert "settings.toml.broken2" in problems[0]
    assert listing(tmp_path) == ["settings.toml.broken", "settings.toml.broken2"]
    assert (tmp_path / "settings.toml.broken").read_bytes() == b"volume = 2.0\n"
    assert (tmp_path / "settings.toml.broken2").read_bytes() == b"verbosity = 3\n"
    path.write_bytes(b"speech = 1\n")
    assert "settings.toml.broken3" in load_settings(tmp_path)[1][0]


def test_settings_can_be_saved_after_a_broken_file(tmp_path: Path) -> None:
    (tmp_path / SETTINGS_NAME).write_bytes(b"volume = ")
    load_settings(tmp_path)
    save_settings(Settings(volume=0.5), tmp_path)
    assert load_settings(tmp_path) == (Settings(volume=0.5), [])


# --------------------------------------------------------------------------------------------
# write_atomic


def test_write_atomic_writes_the_text(tmp_path: Path) -> None:
    path = tmp_path / "file.txt"
    write_atomic(path, "hello\nwörld\n")
    assert path.read_text(encoding="utf-8") == "hello\nwörld\n"
    assert listing(tmp_path) == ["file.txt"]
    write_atomic(path, "second")
    assert path.read_text(encoding="utf-8") == "second"
    assert listing(tmp_path) == ["file.txt"]


def test_write_atomic_creates_the_folder(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "file.txt"
    write_atomic(path, "x")
    assert path.read_text(encoding="utf-8") == "x"
    assert listing(path.parent) == ["file.txt"]


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_write_atomic_failing_midway_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    path = tmp_path / "file.txt"
    write_atomic(path, "old content")

    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, failing, fail)
    with pytest.raises(OSError):
        write_atomic(path, "new content, much longer than the old one")
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == "old content"
    assert listing(tmp_path) == ["file.txt"]


def test_write_atomic_failing_on_a_new_file_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", fail)
    with pytest.raises(OSError):
        write_atomic(tmp_path / "file.txt", "text")
    monkeypatch.undo()
    assert listing(tmp_path) == []


def test_saving_settings_that_fails_keeps_the_old_settings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_settings(Settings(volume=0.3), tmp_path)

    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        save_settings(Settings(volume=0.6), tmp_path)
    monkeypatch.undo()
    assert load_settings(tmp_path) == (Settings(volume=0.3), [])
    assert listing(tmp_path) == [SETTINGS_NAME]


# --------------------------------------------------------------------------------------------
# Autosave


def play_some(game: Game, steps: int, rng: random.Random) -> None:
    for _ in range(steps):
        if game.is_chance_node():
            game.apply_action(game.chance_outcome())
        else:
            game.apply_action(rng.choice(game.legal_actions()))


@pytest.fixture
def mid_game() -> Game:
    game = new_game("putz3", seed=4)
    play_some(game, 20, random.Random(7))
    assert game.phase is Phase.PLAY
    assert game.tricks
    assert game.trick  # in the middle of a trick
    return game


def test_an_autosaved_game_loads_equal(tmp_path: Path, mid_game: Game) -> None:
    save_game(mid_game, 2, tmp_path)
    assert listing(tmp_path) == [SAVE_NAME]
    loaded, problems = load_game(tmp_path)
    assert problems == []
    assert loaded is not None
    game, human = loaded
    assert human == 2
    assert game == mid_game
    assert game.snapshot() == mid_game.snapshot()
    assert game.legal_actions() == mid_game.legal_actions()
    assert game.hand(human) == mid_game.hand(human)
    assert listing(tmp_path) == [SAVE_NAME]  # loading keeps the save


def test_a_loaded_game_plays_on_like_the_original(tmp_path: Path, mid_game: Game) -> None:
    save_game(mid_game, 0, tmp_path)
    loaded, _ = load_game(tmp_path)
    assert loaded is not None
    game = loaded[0]
    play_some(mid_game, 30, random.Random(11))
    play_some(game, 30, random.Random(11))
    assert game == mid_game
    assert game.snapshot() == mid_game.snapshot()


@pytest.mark.parametrize("steps", [0, 1, 3])
def test_games_at_the_start_of_a_deal_round_trip(tmp_path: Path, steps: int) -> None:
    game = new_game("putz3", seed=4)
    play_some(game, steps, random.Random(3))
    save_game(game, 1, tmp_path)
    loaded, problems = load_game(tmp_path)
    assert problems == []
    assert loaded is not None
    assert loaded[0] == game
    assert loaded[0].snapshot() == game.snapshot()
    assert loaded[1] == 1


def test_the_autosave_is_json_in_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mid_game: Game
) -> None:
    monkeypatch.setenv("AUDIOJASS_HOME", str(tmp_path))
    save_game(mid_game, 0)
    data = json.loads((tmp_path / SAVE_NAME).read_text(encoding="utf-8"))
    assert data["human"] == 0
    loaded, problems = load_game()
    assert problems == []
    assert loaded is not None
    assert loaded[0] == mid_game


def test_saving_again_replaces_the_autosave(tmp_path: Path, mid_game: Game) -> None:
    first = mid_game.clone()
    save_game(first, 0, tmp_path)
    play_some(mid_game, 5, random.Random(5))
    save_game(mid_game, 0, tmp_path)
    assert listing(tmp_path) == [SAVE_NAME]
    loaded, _ = load_game(tmp_path)
    assert loaded is not None
    assert loaded[0] == mid_game
    assert loaded[0] != first


def test_no_autosave(tmp_path: Path) -> None:
    assert load_game(tmp_path) == (None, [])


def test_delete_save(tmp_path: Path, mid_game: Game) -> None:
    save_game(mid_game, 0, tmp_path)
    delete_save(tmp_path)
    assert listing(tmp_path) == []
    assert load_game(tmp_path) == (None, [])
    delete_save(tmp_path)  # nothing to delete is fine


def edit(change: Callable[[dict[str, Any]], None]) -> Callable[[str], str]:
    """A breakage that edits the saved JSON data."""

    def breaks(text: str) -> str:
        data = json.loads(text)
        change(data)
        return json.dumps(data)

    return breaks


def set_field(*keys_and_value: Any) -> Callable[[str], str]:
    *keys, value = keys_and_value

    def change(data: dict[str, Any]) -> None:
        for key in keys[:-1]:
            data = data[key]
        data[keys[-1]] = value

    return edit(change)


def illegal_play(data: dict[str, Any]) -> None:
    """Replace the last card played by the first one, which has left its hand."""
    actions = data["game"]["actions"]
    plays = [i for i, code in enumerate(actions) if code.startswith("play:")]
    assert len(plays) >= 2
    actions[plays[-1]] = actions[plays[0]]


def wrong_scores(data: dict[str, Any]) -> None:
    data["game"]["state"]["scores"] = [99, 0, 0]


BROKEN_SAVES: list[tuple[str, Callable[[str], str], str]] = [
    ("truncated", lambda text: text[: len(text) // 2], ""),
    ("empty", lambda text: "", ""),
    ("garbage", lambda text: "%%% this is no saved game %%%", ""),
    ("json but not an object", lambda text: "[1, 2, 3]", "not an AudioJass saved game"),
    ("wrong format", set_field("format", "someone-elses-save"), "not an AudioJass saved game"),
    ("no format", edit(lambda data: data.pop("format")), "not an AudioJass saved game"),
    ("future version", set_field("version", 99), "newer AudioJass"),
    ("version as text", set_field("version", "1"), ""),
    ("future game version", set_field("game", "version", 99), ""),
    ("human not a number", set_field("human", "x"), "'x'"),
    ("human a float", set_field("human", 1.0), "1.0"),
    ("human a boolean", set_field("human", True), "True"),
    ("human out of range", set_field("human", 3), "3"),
    ("human negative", set_field("human", -1), "-1"),
    ("no human", edit(lambda data: data.pop("human")), "None"),
    ("no game", edit(lambda data: data.pop("game")), ""),
    ("actions a number", set_field("game", "actions", 5), ""),
    ("actions a string", set_field("game", "actions", "play:H8"), "'actions' (a list of codes)"),
    ("game version a boolean", set_field("game", "version", True), "version True"),
    ("actions missing", edit(lambda data: data["game"].pop("actions")), "actions"),
    ("action not a string", set_field("game", "actions", [5]), ""),
    ("illegal play", edit(illegal_play), "not in the hand"),
    ("state does not match", edit(wrong_scores), "does not match"),
    ("unknown variant", set_field("game", "variant", "poker"), "poker"),
    ("bad seed", set_field("game", "seed", "four"), "seed"),
    ("bad option", set_field("game", "options", {"target": "x"}), "target"),
    ("deeply nested", lambda text: "[" * 100_000, ""),
]


@pytest.mark.parametrize(
    ("breaks", "words"),
    [(breaks, words) for _name, breaks, words in BROKEN_SAVES],
    ids=[name for name, _breaks, _words in BROKEN_SAVES],
)
def test_a_broken_autosave_is_reported_and_moved_aside(
    tmp_path: Path, mid_game: Game, breaks: Callable[[str], str], words: str
) -> None:
    save_game(mid_game, 0, tmp_path)
    path = tmp_path / SAVE_NAME
    broken = breaks(path.read_text(encoding="utf-8"))
    path.write_text(broken, encoding="utf-8")
    loaded, problems = load_game(tmp_path)
    assert loaded is None
    assert len(problems) == 1
    assert str(path) in problems[0]
    assert words in problems[0]
    assert "autosave.json.broken" in problems[0]
    assert listing(tmp_path) == ["autosave.json.broken"]
    assert (tmp_path / "autosave.json.broken").read_text(encoding="utf-8") == broken
    # the next start finds no save
    assert load_game(tmp_path) == (None, [])


def test_a_save_that_is_not_utf8_is_reported_and_moved_aside(
    tmp_path: Path, mid_game: Game
) -> None:
    save_game(mid_game, 0, tmp_path)
    path = tmp_path / SAVE_NAME
    content = path.read_bytes()[:40] + b"\xff\xfe\xe9"
    path.write_bytes(content)
    loaded, problems = load_game(tmp_path)
    assert loaded is None
    assert len(problems) == 1
    assert str(path) in problems[0]
    assert "utf-8" in problems[0]
    assert listing(tmp_path) == ["autosave.json.broken"]
    assert (tmp_path / "autosave.json.broken").read_bytes() == content


def test_a_second_broken_save_does_not_replace_the_first(tmp_path: Path, mid_game: Game) -> None:
    path = tmp_path / SAVE_NAME
    path.write_text("first", encoding="utf-8")
    assert load_game(tmp_path)[1]
    path.write_text("second", encoding="utf-8")
    loaded, problems = load_game(tmp_path)
    assert loaded is None
    assert "autosave.json.broken2" in problems[0]
    assert (tmp_path / "autosave.json.broken").read_text(encoding="utf-8") == "first"
    assert (tmp_path / "autosave.json.broken2").read_text(encoding="utf-8") == "second"
    save_game(mid_game, 0, tmp_path)
    loaded, problems = load_game(tmp_path)
    assert problems == []
    assert loaded is not None
    assert loaded[0] == mid_game


def test_why_a_save_is_broken_is_said_in_the_players_language(
    tmp_path: Path, mid_game: Game
) -> None:
    """The JSON parser's place and a save that does not replay are told in the active
    language; only the engine's own detail stays as it was written (in brackets)."""
    i18n.use("de", strict=True)
    save_game(mid_game, 0, tmp_path)
    path = tmp_path / SAVE_NAME
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:40], encoding="utf-8")
    [problem] = load_game(tmp_path)[1]
    assert "kein gültiges JSON (abgeschnitten oder beschädigt): Zeile 1, Spalte " in problem
    data = json.loads(text)
    wrong_scores(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    [problem] = load_game(tmp_path)[1]
    assert "das Spiel darin lässt sich nicht nachspielen (" in problem


def test_temporary_files_left_by_a_killed_write_are_cleared_at_the_next_start(
    tmp_path: Path,
) -> None:
    """A program killed in the middle of a save leaves ``.autosave.json.XXXX``: the next
    start removes it once it is older than a write could take; a younger one is kept."""
    old = tmp_path / ".autosave.json.k1ll3d"
    old.write_text("{", encoding="utf-8")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    young = tmp_path / ".settings.toml.wr1t1ng"
    young.write_text("", encoding="utf-8")
    (tmp_path / ".settings.toml.0ld").write_text("", encoding="utf-8")
    os.utime(tmp_path / ".settings.toml.0ld", (0, 0))
    assert load_game(tmp_path) == (None, [])
    assert load_settings(tmp_path) == (Settings(), [])
    assert listing(tmp_path) == [".settings.toml.wr1t1ng"]


def test_settings_kept_stay_in_their_file_when_they_cannot_be_written_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Writing the good values back fails: the file stays as it was (reported again at the
    next start), a copy lies aside, and the good values are used for this run."""
    import audiojass.settings

    def full_disk(settings: Settings, folder: Path | None = None) -> None:
        raise OSError("No space left on device")

    content = b'verbosity = "brief"\nvolume = 2.0\n'
    (tmp_path / SETTINGS_NAME).write_bytes(content)
    monkeypatch.setattr(audiojass.settings, "save_settings", full_disk)
    settings, problems = load_settings(tmp_path)
    assert settings == Settings(verbosity="brief") and len(problems) == 1
    assert (tmp_path / SETTINGS_NAME).read_bytes() == content
    assert (tmp_path / "settings.toml.broken").read_bytes() == content
