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

pytestmark = pytest.mark.slow


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
    args = [
        "--script",
        "-",
        "--seed",
        str(seed),
        "--bot-delay",
        "0",
        "--bots",
        "random",
        "--variant",
        variant,
    ]
    done = _audiojass(args, keys, tmp_path / "b")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Speaking through the console."
    assert lines[1:] == in_process
    again = _audiojass(args, keys, tmp_path / "c")
    assert again.stdout == done.stdout


def test_script_from_a_file_with_comments(tmp_path: Path) -> None:
    script = tmp_path / "keys.txt"
    script.write_text(
        "# open the options\ndown\ndown\nenter  # Options\n\nright\ndown\nright\nescape\n"
    )
    done = _audiojass(["--script", str(script), "--seed", "1"], "", tmp_path / "home")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "Speaking through the console.",
        "AudioJass.",
        "Main menu: New game, 1 of 6",
        "Continue, 2 of 6",
        "Options, 3 of 6",
        "Options, left and right change: Opponents: normal, 1 of 13",
        "Opponents: strong, 1 of 13",
        "Bot pause: 1 second, 2 of 13",
        "Bot pause: 1.5 seconds, 2 of 13",
        "Main menu: Options, 3 of 6",
    ]
    settings = (tmp_path / "home" / "settings.toml").read_text(encoding="utf-8")
    assert 'opponents = "strong"' in settings
    assert "bot_delay = 1.5" in settings


def test_unknown_key_names_are_reported_and_skipped(tmp_path: Path) -> None:
    done = _audiojass(["--script", "-"], "down\nhyperspace\ndown\n", tmp_path)
    assert done.returncode == 0
    assert "audiojass: script line 2: unknown key 'hyperspace'" in done.stderr
    assert done.stdout.splitlines()[-1] == "Options, 3 of 6"


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
        "The default keys are used until you correct the keymap file or delete it.",
    ]


def test_no_audio_device_is_said_once(tmp_path: Path) -> None:
    done = _audiojass(
        [
            "--script",
            "-",
            "--variant",
            "putz5",
            "--seed",
            "3",
            "--bot-delay",
            "0",
            "--bots",
            "random",
        ],
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


def test_without_an_audio_device_the_saved_volume_is_kept_and_stepped(tmp_path: Path) -> None:
    """No sound device: F8 steps the saved volume (30 to 40 percent), not a default one."""
    (tmp_path / "settings.toml").write_text("volume = 0.3\n", encoding="utf-8")
    done = _audiojass(["--script", "-"], "f8\n", tmp_path, SDL_AUDIODRIVER="nosuchdriver")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "Volume 40 percent. Sound is off."
    assert "volume = 0.4" in (tmp_path / "settings.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--variant", "poker"], "argument --variant: invalid choice: 'poker'"),
        (["--seed", "-3"], "argument --seed: must be 0 or more, not -3"),
        (["--seed", "1e3"], "argument --seed: not a whole number: '1e3'"),
        (["--bot-delay", "nan"], "argument --bot-delay: must be 0 to 10 seconds"),
        (["--script"], "argument --script: expected one argument"),
        (
            ["--script", "{tmp}/missing.txt"],
            "cannot read the script '{tmp}/missing.txt': no such file",
        ),
        (["--script", "{tmp}"], "cannot read the script '{tmp}': it is a folder"),
        (["--script", "{tmp}/latin1.txt"], "the script '{tmp}/latin1.txt' is not UTF-8 text"),
    ],
)
def test_a_bad_command_line_is_one_line_and_exit_code_2(
    args: list[str], message: str, tmp_path: Path
) -> None:
    (tmp_path / "latin1.txt").write_bytes("down\nenter # Menü\n".encode("latin-1"))
    args = [arg.replace("{tmp}", str(tmp_path)) for arg in args]
    done = _audiojass(args, "", tmp_path / "home")
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.splitlines()) == 1, done.stderr
    assert done.stderr.startswith("audiojass: error: ")
    assert message.replace("{tmp}", str(tmp_path)) in done.stderr


def test_script_lines_that_are_not_utf8_are_reported_and_skipped(tmp_path: Path) -> None:
    keys = "\ufeffdown\r\n".encode() + b"d\xf6wn\n" + b"down\n"
    environment = {**os.environ, "AUDIOJASS_HOME": str(tmp_path)}
    environment.pop("SDL_VIDEODRIVER", None)
    done = subprocess.run(
        [sys.executable, "-m", "audiojass", "--script", "-"],
        input=keys,
        capture_output=True,
        timeout=60,
        env=environment,
        check=False,
    )
    assert done.returncode == 0
    assert done.stderr.decode().splitlines() == ["audiojass: script line 2: not UTF-8 text"]
    assert done.stdout.decode().splitlines()[-2:] == ["Continue, 2 of 6", "Options, 3 of 6"]


def test_an_unusable_folder_is_said_and_the_game_still_plays(tmp_path: Path) -> None:
    home = tmp_path / "not-a-folder"
    home.write_text("a file where the AudioJass folder should be", encoding="utf-8")
    done = _audiojass(
        [
            "--script",
            "-",
            "--variant",
            "putz5",
            "--seed",
            "3",
            "--bot-delay",
            "0",
            "--bots",
            "random",
        ],
        "enter\n" * 10 + "f8\n",
        home,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stdout.splitlines()
    assert lines[1] == (
        f"The AudioJass folder {home} is not a folder that can be used: "
        "settings and games will not be saved."
    )
    cannot = [line for line in lines if line.startswith("Cannot save")]
    assert cannot == [
        f"Cannot save the game: File exists: {home}. The game goes on.",
        f"Cannot save the settings: File exists: {home}. The game goes on.",
    ]
    assert sum(line.startswith("audiojass: cannot save") for line in done.stderr.splitlines()) == 2
    assert "New game of Putz for 5. Press F1 for the keys." in lines
