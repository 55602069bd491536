"""``audiojass --script``: the real program in a subprocess, keys on stdin, speech on stdout."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import TableRun, autoplay

from audiojass.app import App


def _audiojass(
    args: list[str], keys: str, home: Path, **env: str
) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "AUDIOJASS_HOME": str(home), **env}
    environment.pop("SDL_VIDEODRIVER", None)  # script mode must choose the dummy driver itself
    return subprocess.run(
        [sys.executable, "-m", "audiojass", *args],
        input=keys,
        capture_output=True,
        text=True,
        timeout=300,
        env=environment,
        check=False,
    )


@pytest.mark.parametrize(("variant", "seed"), [("putz3", 2), ("schieber", 5)])
def test_a_scripted_game_is_reproducible(variant: str, seed: int, tmp_path: Path) -> None:
    # Play a whole game in-process and keep the keys the player pressed.
    pressed: list[str] = []
    player = autoplay(take_kitty=True)

    def recording(app: App) -> Iterator[str]:
        for key in player(app):
            pressed.append(key)
            yield key

    in_process = TableRun(tmp_path / "a", seed=seed).run(recording, variant=variant)
    assert any(line.startswith("Game over. ") for line in in_process)

    # The same keys through the program's standard input give the same words, line for line.
    keys = "".join(f"{key}\n" for key in pressed)
    args = ["--script", "-", "--seed", str(seed), "--bot-delay", "0", "--variant", variant]
    done = _audiojass(args, keys, tmp_path / "b")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Speaking through the console."
    assert lines[1:] == in_process
    again = _audiojass(args, keys, tmp_path / "c")
    assert again.stdout == done.stdout


def test_script_from_a_file_with_comments(tmp_path: Path) -> None:
    script = tmp_path / "keys.txt"
    script.write_text("# open the options\ndown\ndown\nenter  # Options\n\nright\nescape\n")
    done = _audiojass(["--script", str(script), "--seed", "1"], "", tmp_path / "home")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "Speaking through the console.",
        "AudioJass.",
        "Main menu: New game, 1 of 5",
        "Continue, 2 of 5",
        "Options, 3 of 5",
        "Options, left and right change: Bot pause: 1 second, 1 of 5",
        "Bot pause: 1.5 seconds, 1 of 5",
        "Main menu: Options, 3 of 5",
    ]
    settings = (tmp_path / "home" / "settings.toml").read_text(encoding="utf-8")
    assert "bot_delay = 1.5" in settings


def test_unknown_key_names_are_reported_and_skipped(tmp_path: Path) -> None:
    done = _audiojass(["--script", "-"], "down\nhyperspace\ndown\n", tmp_path)
    assert done.returncode == 0
    assert "audiojass: script line 2: unknown key 'hyperspace'" in done.stderr
    assert done.stdout.splitlines()[-1] == "Options, 3 of 5"


def test_a_broken_keymap_is_spoken_and_reported_with_file_and_line(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "keymap.toml").write_text('[table]\nhand = "x"\nplay = "c"\n', encoding="utf-8")
    done = _audiojass(["--script", "-"], "", home)
    assert done.returncode == 0
    where = f"{home / 'keymap.toml'}, line 3"
    expected = f"Keymap problem: {where}: key 'c' is bound to both play and table_cards"
    assert f"audiojass: {expected}" in done.stderr.splitlines()
    assert done.stdout.splitlines()[:3] == [
        "Speaking through the console.",
        expected,
        "The default keys are used.",
    ]


def test_no_audio_device_is_said_once(tmp_path: Path) -> None:
    done = _audiojass(
        ["--script", "-", "--variant", "putz5", "--seed", "3", "--bot-delay", "0"],
        "enter\n" * 20,
        tmp_path,
        SDL_AUDIODRIVER="nosuchdriver",
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    sound_lines = [line for line in lines if line.startswith("Sound is off")]
    assert sound_lines == ["Sound is off: no audio device."]
    assert lines[1] == "Sound is off: no audio device."
    assert "New game of Putz for 5. Press F1 for the keys." in lines
