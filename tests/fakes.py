"""Test doubles: a speech output that records what it is told, and a blocking backend; and the
bounded waits the speech tests share (nothing in them can hang)."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from typing import NoReturn

import pytest

from audiojass.sound import Cue
from audiojass.speech import SpeechError, SpeechOutput

REQUIRE_SPEECH = "AUDIOJASS_REQUIRE_SPEECH"
FRAME = 1 / 60


def speech_required() -> bool:
    """True when real speech must work (CI): missing speech then fails instead of skipping."""
    return os.environ.get(REQUIRE_SPEECH, "").strip() not in ("", "0")


def speech_missing(reason: str) -> NoReturn:
    """Skip the test, or fail it when AUDIOJASS_REQUIRE_SPEECH is set (CI)."""
    if speech_required():
        pytest.fail(f"real speech is required ({REQUIRE_SPEECH} is set) but {reason}")
    pytest.skip(reason)


def wait_until(condition: Callable[[], bool], seconds: float = 10.0) -> bool:
    """Poll ``condition`` every millisecond for at most ``seconds``; its last value."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.001)
    return condition()


def frames_until(
    output: SpeechOutput, condition: Callable[[], bool], seconds: float = 15.0
) -> int | None:
    """Call ``update()`` once per frame until ``condition()``; the frames it took, or None."""
    deadline = time.monotonic() + seconds
    frames = 0
    while time.monotonic() < deadline:
        output.update()
        frames += 1
        if condition():
            return frames
        time.sleep(FRAME)
    return None


def returns_promptly(call: Callable[[], object], seconds: float = 5.0) -> bool:
    """Run ``call`` on a thread; True when it returned within ``seconds`` (no hang)."""
    done = threading.Event()

    def target() -> None:
        call()
        done.set()

    threading.Thread(target=target, daemon=True).start()
    return done.wait(seconds)


class RecordingOutput:
    """Records what it is told to say; can be made to fail, to exercise a chain's failover.

    ``spoken`` lists ``(text, interrupt)`` pairs; ``stops`` counts ``stop`` calls. It "speaks"
    from ``speak`` until ``finish`` or ``stop``. With ``fail_after=n`` the first ``n`` speak
    calls succeed and every later ``speak`` and ``update`` raises SpeechError; ``fail()``
    breaks it at once.
    """

    def __init__(self, name: str = "the recorder", *, fail_after: int | None = None) -> None:
        """``name``: the speakable name; ``fail_after``: successful speak calls before failing."""
        self._name = name
        self.fail_after = fail_after
        self.spoken: list[tuple[str, bool]] = []
        self.stops = 0
        self.updates = 0
        self.speaking = False
        self.failed = False
        self.closed = False

    @property
    def name(self) -> str:
        """The name given at construction."""
        return self._name

    @property
    def texts(self) -> list[str]:
        """The spoken texts without the interrupt flags."""
        return [text for text, _ in self.spoken]

    def fail(self) -> None:
        """Break the output: from now on ``speak`` and ``update`` raise SpeechError."""
        self.failed = True

    def finish(self) -> None:
        """Pretend everything said so far has been heard."""
        self.speaking = False

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Record ``(text, interrupt)``, or raise SpeechError when failing."""
        if self.fail_after is not None and len(self.spoken) >= self.fail_after:
            self.failed = True
        if self.failed or self.closed:
            raise SpeechError(f"{self._name} failed")
        self.spoken.append((text, interrupt))
        self.speaking = True

    def stop(self) -> None:
        """Count the call and stop "speaking"."""
        self.stops += 1
        self.speaking = False

    def update(self) -> None:
        """Count the call, or raise SpeechError when failing."""
        self.updates += 1
        if self.failed or self.closed:
            raise SpeechError(f"{self._name} failed")

    def is_speaking(self) -> bool:
        """True from a ``speak`` until ``finish`` or ``stop``."""
        return self.speaking

    def close(self) -> None:
        """Mark the output closed."""
        self.closed = True


class FakeBackend:
    """A blocking speech backend (see ``audiojass.speech.worker.BlockingBackend``) to test
    ThreadedOutput and the chain's failover and return without a real screen reader.

    ``calls`` lists ``("speak", text, interrupt)``, ``("stop",)``, ``("close",)`` in the
    order the worker made them. ``hang()`` makes every later call block until ``release()``
    (or forever); ``break_()`` makes later calls raise; ``alive`` answers ``alive()``.
    """

    def __init__(self, name: str = "the screen reader") -> None:
        """``name``: the speakable name."""
        self._name = name
        self.calls: list[tuple[object, ...]] = []
        self.lock = threading.Lock()
        self.running = True
        self.broken = False
        self.released = threading.Event()
        self.released.set()
        self.entered = threading.Event()

    @property
    def name(self) -> str:
        """The name given at construction."""
        return self._name

    def hang(self) -> None:
        """Make every later call block until ``release()``."""
        self.released.clear()

    def release(self) -> None:
        """Let blocked and later calls through."""
        self.released.set()

    def _call(self, *call: object) -> None:
        self.entered.set()
        self.released.wait()
        if self.broken:
            raise OSError(f"{self._name} went away")
        with self.lock:
            self.calls.append(call)

    def speak(self, text: str, interrupt: bool) -> None:
        """Record the text (blocks while hung, raises when broken)."""
        self._call("speak", text, interrupt)

    def stop(self) -> None:
        """Record the stop."""
        self._call("stop")

    def alive(self) -> bool:
        """Whether the fake screen reader still runs."""
        self.released.wait()
        return self.running

    def close(self) -> None:
        """Record the close (never blocks)."""
        with self.lock:
            self.calls.append(("close",))

    @property
    def spoken(self) -> list[str]:
        """The texts handed over so far."""
        with self.lock:
            return [str(call[1]) for call in self.calls if call[0] == "speak"]


class TableOutput:
    """A table session's output that keeps what is said (``lines``) and the cues."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.cues: list[Cue] = []

    def say(self, text: str, *, interrupt: bool = False) -> None:
        self.lines.append(text)

    def cue(self, cue: Cue, seat: int | None = None) -> None:
        self.cues.append(cue)
