"""Broken files at start-up, through the program: a save, settings or keymap file that is cut
short, garbage, of the wrong types, from a newer version or unreadable is said and reported on
stderr (with the file), moved aside where it is ours (save, settings; never the player's keymap),
the defaults are used, and a game can be played at once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from audiojass.cli import main
from audiojass.rules import new_game
from audiojass.settings import KEYMAP_NAME, SAVE_NAME, SETTINGS_NAME, save_game

# New game, Jass, open the trump list, choose, lead the focused card, the table (C), turn (T)
PLAY_KEYS = ["enter", "enter", "a", "enter", "enter", "c", "t"]
PLAYED = [
    "New game of Jass. Press F1 for the keys.",
    "You choose hearts as trump.",
    "You lead the jack of hearts.",  # the trump suit is read and browsed in trump order
    "No cards on the table. You lead.",  # C answers with the default keymap
    "Your turn to play a card.",
]


@pytest.fixture(autouse=True)
def _quit_mixer() -> Iterator[None]:
    yield
    pygame.mixer.quit()


def a_save() -> bytes:
    game = new_game("putz3", seed=4)
    game.apply_action(game.chance_outcome())
    data = {"format": "audiojass-autosave", "version": 1, "human": 0, "game": game.to_data()}
    return json.dumps(data).encode()


def edited(change: Callable[[dict[str, object]], None]) -> bytes:
    data = json.loads(a_save())
    change(data)
    return json.dumps(data).encode()


# kind → (file, case → (content: bytes, or None for a folder in the file's place; words))
BROKEN: dict[str, tuple[str, dict[str, tuple[bytes | None, str]]]] = {
    "save": (
        SAVE_NAME,
        {
            "truncated": (a_save()[:300], "not valid JSON (cut short or damaged)"),
            "garbage": (b"\x00\x01PK\x03\x04 not a save at all", "not valid JSON"),
            "wrong types": (edited(lambda d: d.update(human="me")), "bad seat 'me'"),
            "future version": (edited(lambda d: d.update(version=7)), "newer AudioJass"),
            "not UTF-8": (a_save()[:50] + b"\xff\xfe\xfa", "utf-8"),
            "a folder": (None, "Is a directory"),
        },
    ),
    "settings": (
        SETTINGS_NAME,
        {
            "truncated": (b'verbosity = "brief"\nvolume = 0.', "line 2"),
            "garbage": (b"%%% <garbage> ###\n{not: toml}", "not valid TOML"),
            "wrong types": (b'volume = "loud"\n', "volume must be a number"),
            "future version": (b'card_back = "blue"\n', "unknown setting 'card_back'"),
            "not UTF-8": (b'verbosity = "bri\xffef"\n', "utf-8"),
            "a folder": (None, "Is a directory"),
        },
    ),
    "keymap": (
        KEYMAP_NAME,
        {
            "truncated": (b'[table]\nhand = "d"\nplay = "ent', "line 3: not valid TOML"),
            "garbage": (b"\x00\x00\xfe garbage ][", "cannot be read"),
            "wrong types": (b"[table]\nplay = 5\n", "play must be a key name"),
            "future version": (b'[gamepad]\nplay = "a"\n', "unknown section [gamepad]"),
            "not UTF-8": (b'[table]\nplay = "\xff"\n', "cannot be read"),
            "a folder": (None, "Is a directory"),
        },
    ),
}
CASES = [(kind, case) for kind, (_, cases) in BROKEN.items() for case in cases]


def put(path: Path, content: bytes | None) -> None:
    if content is None:
        path.mkdir()
        (path / "inside.txt").write_text("kept", encoding="utf-8")
    else:
        path.write_bytes(content)


def same(path: Path, content: bytes | None) -> bool:
    if content is None:
        return path.is_dir() and (path / "inside.txt").read_text(encoding="utf-8") == "kept"
    return path.is_file() and path.read_bytes() == content


@pytest.mark.slow
@pytest.mark.parametrize(("kind", "case"), CASES, ids=[f"{k}-{c}" for k, c in CASES])
def test_a_broken_file_is_said_reported_set_aside_and_the_game_plays(
    kind: str,
    case: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    name, cases = BROKEN[kind]
    content, words = cases[case]
    home = tmp_path / "home"
    home.mkdir()
    path = home / name
    put(path, content)
    script = tmp_path / "keys.txt"
    script.write_text("".join(f"{key}\n" for key in PLAY_KEYS), encoding="utf-8")
    monkeypatch.setenv("AUDIOJASS_HOME", str(home))

    assert (
        main(["--script", str(script), "--seed", "1", "--bot-delay", "0", "--bots", "random"]) == 0
    )
    out, err = capsys.readouterr()
    lines = out.splitlines()

    # said once, at start, naming the file and what is wrong
    start = lines[: lines.index("AudioJass.")]
    problem = {"save": "Saved game problem: ", "settings": "Settings problem: "}.get(
        kind, "Keymap problem: "
    )
    said = [line for line in lines if str(path) in line]
    assert len(said) == 1, said
    assert said[0] in start
    assert said[0].startswith(f"{problem}{path}")
    assert words in said[0]
    # and on stderr, the same line
    assert f"audiojass: {said[0]}" in err.splitlines()
    assert "Traceback" not in err

    aside = home / f"{name}.broken"
    if kind == "keymap":  # the player's own file: left as it is, the default keys used
        assert "The default keys are used until you correct the keymap file or delete it." in start
        assert same(path, content)
        assert not aside.exists()
    else:  # ours: moved aside with what it held, defaults used
        assert f"moved aside to {name}.broken" in said[0]
        assert same(aside, content)
    # defaults in effect (full speech), and a game is played at once
    assert lines[lines.index("AudioJass.") + 1] == "Main menu: New game, 1 of 6"
    assert [line for line in lines if line in PLAYED] == PLAYED
    # the new game is autosaved normally
    assert (home / SAVE_NAME).is_file()
    assert json.loads((home / SAVE_NAME).read_text(encoding="utf-8"))["game"]["variant"] == "jass"


def test_a_good_save_is_kept_for_continue_and_named_in_the_menu(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    home = tmp_path / "home"
    game = new_game("putz5", seed=2, first_dealer=4)
    game.apply_action(game.chance_outcome())
    save_game(game, 0, home)
    script = tmp_path / "keys.txt"
    script.write_text("down\nenter\nt\n", encoding="utf-8")
    monkeypatch.setenv("AUDIOJASS_HOME", str(home))
    assert main(["--script", str(script), "--bot-delay", "0", "--bots", "random"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    lines = out.splitlines()
    assert "Continue: Putz for 5, deal 1, 2 of 6" in lines
    assert "Putz for 5 resumed, deal 1." in lines


@pytest.mark.slow
def test_every_file_broken_at_once_through_the_real_program(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    put(home / SAVE_NAME, b'{"format": "audiojass-autosave", "version": 1, "hum')
    put(home / SETTINGS_NAME, None)
    put(home / KEYMAP_NAME, b"[table]\nplay = [")
    environment = {**os.environ, "AUDIOJASS_HOME": str(home)}
    environment.pop("SDL_VIDEODRIVER", None)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "audiojass",
            "--script",
            "-",
            "--seed",
            "1",
            "--bot-delay",
            "0",
            "--bots",
            "random",
        ],
        input="".join(f"{key}\n" for key in PLAY_KEYS),
        capture_output=True,
        text=True,
        timeout=120,
        env=environment,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stdout.splitlines()
    start = lines[: lines.index("AudioJass.")]
    for name in (SAVE_NAME, SETTINGS_NAME, KEYMAP_NAME):
        said = [line for line in start if str(home / name) in line]
        assert len(said) == 1, (name, start)
        assert f"audiojass: {said[0]}" in done.stderr.splitlines()
    assert start[0] == "Speaking through the console."
    assert "The default keys are used until you correct the keymap file or delete it." in start
    assert [line for line in lines if line in PLAYED] == PLAYED
    names = sorted(path.name for path in home.iterdir())
    assert names == [SAVE_NAME, f"{SAVE_NAME}.broken", KEYMAP_NAME, f"{SETTINGS_NAME}.broken"]
    assert (home / f"{SETTINGS_NAME}.broken" / "inside.txt").is_file()
