"""docs/online.md's "Two people, one table", followed with three programs: `audiojass serve`,
Anna's AudioJass hosting a Schieber table, and Beat's joining it by its code, each a process of
its own in script mode, to "Game over" for both."""

from __future__ import annotations

import os
import queue
import re
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO

import pytest

pytestmark = pytest.mark.slow

DEADLINE = 150.0


class Program:
    """A program whose output lines are read on a thread, and whose keys are written when
    asked."""

    def __init__(self, args: list[str], home: Path) -> None:
        environment = {**os.environ, "AUDIOJASS_HOME": str(home)}
        environment.pop("SDL_VIDEODRIVER", None)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "audiojass", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=environment,
        )
        self.lines: list[str] = []
        self._arrived: queue.SimpleQueue[str] = queue.SimpleQueue()
        self.errors: list[str] = []
        assert self.process.stdout is not None and self.process.stderr is not None
        threading.Thread(target=self._read, args=(self.process.stdout,), daemon=True).start()
        threading.Thread(
            target=lambda: self.errors.extend(self.process.stderr or ()), daemon=True
        ).start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            self._arrived.put(line.rstrip("\n"))

    def take(self) -> int:
        """Take the lines that arrived; returns how many."""
        count = 0
        while not self._arrived.empty():
            self.lines.append(self._arrived.get())
            count += 1
        return count

    def wait_for(self, pattern: str, deadline: float, nudge: str = "") -> re.Match[str]:
        """The first line (already read or still to come) matching ``pattern``. ``nudge``: a
        key to press now and then meanwhile: a script waiting for its next key reads no
        network until it gets one (Shift+T, who is at the table, changes nothing)."""
        nudged = time.monotonic()
        while True:
            self.take()
            for line in self.lines:
                found = re.fullmatch(pattern, line)
                if found:
                    return found
            assert time.monotonic() < deadline, (pattern, self.lines[-10:], self.errors[-5:])
            if nudge and time.monotonic() - nudged > 0.3:
                self.press(nudge)
                nudged = time.monotonic()
            time.sleep(0.02)

    def press(self, *keys: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write("".join(f"{key}\n" for key in keys))
        self.process.stdin.flush()

    def finish(self) -> int:
        assert self.process.stdin is not None
        self.process.stdin.close()
        code = self.process.wait(30)
        self.take()
        return code


def test_two_people_play_schieber_by_following_the_docs(tmp_path: Path) -> None:
    deadline = time.monotonic() + DEADLINE
    environment = {**os.environ}
    server = subprocess.Popen(
        [sys.executable, "-m", "audiojass", "serve", "--port", "0", "--db", str(tmp_path / "t.db")],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=environment,
    )
    programs: list[Program] = []
    try:
        assert server.stdout is not None
        listening = server.stdout.readline()
        url = re.search(r"listening on (ws://\S+)", listening)
        assert url is not None, listening
        anna_home, beat_home = tmp_path / "anna", tmp_path / "beat"
        for home in (anna_home, beat_home):
            home.mkdir()
        (anna_home / "settings.toml").write_text("[rules.schieber]\ntarget = 300\n")
        common = ["--script", "-", "--bot-delay", "0", "--server", url.group(1)]
        anna = Program([*common, "--name", "Anna", "--host-table", "schieber"], anna_home)
        programs.append(anna)
        opened = anna.wait_for(
            r"Your table of Schieber is open\. Its code is ((?:\w, )+\w)\. You sit at seat 1\.",
            deadline,
        )
        code = opened.group(1).replace(", ", "")
        beat = Program([*common, "--name", "Beat", "--join", code.lower()], beat_home)
        programs.append(beat)
        anna.wait_for(r"Beat sits down at the table\.", deadline, nudge="shift+t")
        beat.wait_for(
            r"You sit at Anna's table of Schieber, seat 2\. The host starts the game\.", deadline
        )
        # Anna seats two bots (Enter on an empty seat; Left makes them easy) and starts
        anna.press("down", "down", "left", "enter")
        anna.wait_for(r"A bot, easy, sits at seat 3\.", deadline)
        anna.press("down", "enter")
        anna.wait_for(r"A bot, easy, sits at seat 4\.", deadline)
        anna.press("down", "enter")
        # both play with Enter alone: it plays the focused card, which is always a playable
        # one; it opens the trump list and chooses in it; between deals it says "ready"
        playing = [anna, beat]
        while playing:
            assert time.monotonic() < deadline, [p.lines[-5:] for p in playing]
            for program in list(playing):
                if program.take() == 0:
                    continue
                if any(line.startswith("Game over. ") for line in program.lines):
                    playing.remove(program)
                    continue
                program.press("enter")  # one key for what was just said
            time.sleep(0.02)
        codes = [program.finish() for program in programs]
    finally:
        for program in programs:
            if program.process.poll() is None:
                program.process.kill()
        server.terminate()
        server.wait(10)
    assert codes == [0, 0], [program.errors for program in programs]
    for program in programs:
        over = [line for line in program.lines if line.startswith("Game over. ")]
        assert len(over) == 1
    assert "Beat sits down at the table." in anna.lines
    anna_over = next(line for line in anna.lines if line.startswith("Game over. "))
    beat_over = next(line for line in beat.lines if line.startswith("Game over. "))
    # partners across: Anna (seat 1) and the bot at seat 3 against Beat (seat 2) and seat 4
    we_win = "We win" in anna_over
    assert ("We win" in beat_over) != we_win, (anna_over, beat_over)
