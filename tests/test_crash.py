"""Killed at any moment, the game comes back: ``audiojass --script -`` in a subprocess is killed
with SIGKILL in the middle of a game, started again, and Continue resumes exactly the autosaved
game (same hands, trick, scores and turn), which can then be played to its end.

Keys are worked out in-process first (the same loop, the same seeds, a copy of the folder),
then fed to the program through a pipe.
"""

from __future__ import annotations

import itertools
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from conftest import TableRun, autoplay

from audiojass.app import App, TableScreen
from audiojass.narration import FULL, Narrator
from audiojass.rules import Game, Phase
from audiojass.settings import SAVE_NAME, load_game
from audiojass.table import TableSession

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL"),
]


@dataclass
class Recorded:
    """An in-process run: the keys pressed and, before each key, how many lines had been
    spoken, the game's history and whether the human was to play a card."""

    keys: list[str] = field(default_factory=list)
    lines_before: list[int] = field(default_factory=list)
    history_before: list[int] = field(default_factory=list)
    human_to_play: list[bool] = field(default_factory=list)
    sessions: list[TableSession] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)


def record(run: TableRun, keys: Iterator[str] | None, **kwargs: object) -> Recorded:
    """Run ``keys`` then the autoplayer to the end of the game, recording each key."""
    recorded = Recorded()
    app = run.app
    make_session = app._session

    def session(game: Game, human: int) -> TableSession:
        made = make_session(game, human)
        recorded.sessions.append(made)
        return made

    app._session = session  # type: ignore[method-assign]

    def script(app: App) -> Iterator[str]:
        for key in itertools.chain(keys or [], autoplay(take_kitty=True)(app)):
            screen = app.screens[-1]
            playing = isinstance(screen, TableScreen)
            game = screen.session.game if isinstance(screen, TableScreen) else None
            recorded.keys.append(key)
            recorded.lines_before.append(len(run.lines))
            recorded.history_before.append(len(game.history) if game else -1)
            recorded.human_to_play.append(
                playing
                and game is not None
                and game.phase is Phase.PLAY
                and game.current_player == 0
            )
            yield key

    recorded.lines = run.run(script, **kwargs)  # type: ignore[arg-type]
    return recorded


def program(home: Path, args: list[str]) -> subprocess.Popen[str]:
    environment = {**os.environ, "AUDIOJASS_HOME": str(home)}
    environment.pop("SDL_VIDEODRIVER", None)
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "audiojass",
            "--script",
            "-",
            "--bot-delay",
            "0",
            "--bots",
            "random",
            *args,
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment,
    )


def read_lines(process: subprocess.Popen[str], count: int) -> list[str]:
    """The first ``count`` lines the program writes (fails after 60 s)."""
    assert process.stdout is not None
    watchdog = threading.Timer(60, process.kill)
    watchdog.start()
    try:
        lines = []
        while len(lines) < count:
            line = process.stdout.readline()
            assert line, f"the program ended early: {lines[-3:]}"
            lines.append(line.rstrip("\n"))
        return lines
    finally:
        watchdog.cancel()


def kill(process: subprocess.Popen[str]) -> str:
    """SIGKILL the running program; returns what it wrote to stdout after that point."""
    assert process.poll() is None, "the program must still be running when it is killed"
    os.kill(process.pid, signal.SIGKILL)
    rest, _ = process.communicate(timeout=30)
    assert process.returncode == -signal.SIGKILL
    return rest


def resume(home: Path, keys: list[str], scratch: Path) -> tuple[Recorded, list[str]]:
    """Continue the game saved in ``home``: in-process on a copy of it (which gives the keys
    that finish the game), then in the program with those keys. Returns the in-process run
    and the program's output lines."""
    shutil.copytree(home, scratch)
    resumed = record(TableRun(scratch, seed=1), iter(["down", "enter", *keys]))
    done = program(home, ["--seed", "1"])
    out, err = done.communicate("".join(f"{key}\n" for key in resumed.keys), timeout=120)
    assert done.returncode == 0, err
    return resumed, out.splitlines()


def saved_game(home: Path) -> Game:
    loaded, problems = load_game(home)
    assert problems == []
    assert loaded is not None
    game, human = loaded
    assert human == 0
    return game


@pytest.mark.parametrize(("variant", "seed"), [("putz3", 4), ("schieber", 8)])
def test_killed_while_busy_the_save_is_a_completed_action(
    variant: str, seed: int, tmp_path: Path
) -> None:
    """Three fifths of a game's keys are in the pipe; the program is killed while it works
    through them, once it has said what comes half way. The autosave is intact and holds the
    game after some completed action; the restarted program resumes it exactly (the same words
    as the in-process resume of the same file) and plays it to the end."""
    whole = record(TableRun(tmp_path / "whole", seed=seed), None, variant=variant)
    assert any(line.startswith("Game over. ") for line in whole.lines)
    full = whole.sessions[0].game
    half, written = len(whole.keys) // 2, len(whole.keys) * 3 // 5

    home = tmp_path / "home"
    first = program(home, ["--seed", str(seed), "--variant", variant])
    assert first.stdin is not None
    first.stdin.write("".join(f"{key}\n" for key in whole.keys[:written]))
    first.stdin.flush()
    seen = read_lines(first, 1 + whole.lines_before[half])
    assert seen[1:] == whole.lines[: len(seen) - 1]
    kill(first)
    first.stdin.close()

    left = sorted(path.name for path in home.iterdir())
    assert SAVE_NAME in left
    assert all(name == SAVE_NAME or name.startswith(f".{SAVE_NAME}.") for name in left), left
    saved = saved_game(home)
    assert not saved.is_terminal()
    assert 0 < len(saved.history) <= whole.history_before[written]
    assert saved.history == full.history[: len(saved.history)]  # a completed action, no more
    assert Game.from_data(saved.to_data()) == saved

    resumed, out = resume(home, [], tmp_path / "copy")
    resumed_game = resumed.sessions[0].game
    assert resumed_game.history[: len(saved.history)] == saved.history
    assert out[0] == "Speaking through the console."
    assert out[1:] == resumed.lines
    assert f"{saved.variant.title} resumed, deal {saved.deal_number}." in out
    assert any(line.startswith("Game over. ") for line in out)
    assert not (home / SAVE_NAME).exists()  # the finished game's save is gone


@pytest.mark.parametrize(("variant", "seed"), [("jass", 3), ("putz5", 6)])
def test_killed_while_waiting_resumes_the_same_hands_trick_scores_and_turn(
    variant: str, seed: int, tmp_path: Path
) -> None:
    """The program has handled half the game's keys and waits for the next one when it is
    killed. Restarted, Continue brings back that very position: T, S, D and C answer exactly
    as they do for the saved game loaded in-process."""
    whole = record(TableRun(tmp_path / "whole", seed=seed), None, variant=variant)
    full = whole.sessions[0].game
    # a key in the second half of the game at which the human is about to play a card
    stop = next(
        i
        for i in range(len(whole.keys) // 2, len(whole.keys))
        if whole.human_to_play[i] and whole.history_before[i] > 0
    )

    home = tmp_path / "home"
    first = program(home, ["--seed", str(seed), "--variant", variant])
    assert first.stdin is not None
    first.stdin.write("".join(f"{key}\n" for key in whole.keys[:stop]))
    first.stdin.flush()
    seen = read_lines(first, 1 + whole.lines_before[stop])
    assert seen[1:] == whole.lines[: whole.lines_before[stop]]
    time.sleep(0.2)  # it waits for the next key: nothing more is said
    rest = kill(first)
    first.stdin.close()
    assert rest == ""

    saved = saved_game(home)
    assert saved.history == full.history[: whole.history_before[stop]]
    narrator = Narrator(saved.variant, 0, FULL)
    view = saved.observation(0)
    expected = [
        narrator.turn(view),
        narrator.scores(view),
        narrator.hand(view),
        narrator.table_cards(view),
    ]
    assert expected[0] == "Your turn to play a card."

    resumed, out = resume(home, ["t", "s", "d", "c"], tmp_path / "copy")
    assert resumed.sessions[0].game.history[: len(saved.history)] == saved.history
    assert out[1:] == resumed.lines
    menu = f"Continue: {saved.variant.title}, deal {saved.deal_number}, 2 of 6"
    at = out.index(menu)
    assert out[at + 1] == f"{saved.variant.title} resumed, deal {saved.deal_number}."
    answers = out[out.index(expected[0], at) :][:4]
    assert answers == expected
    assert any(line.startswith("Game over. ") for line in out)
