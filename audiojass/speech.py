"""Speech output: the player's screen reader, a self-voiced TTS, or console lines.

Every way of saying something to the player is a :class:`SpeechOutput`. The game talks to one
:class:`SpeechChain`, which delegates to the first output that works and moves to the next one
when it breaks, so no announcement is lost and the player is told once where speech went:

- :class:`ScreenReaderOutput` hands text to the running screen reader (NVDA, JAWS, VoiceOver,
  Speech Dispatcher for Orca, ...) through accessible_output2, which also drives braille where
  the screen reader offers it.
- :class:`TtsOutput` voices text itself: a worker thread renders each utterance with pyttsx3 to
  a WAV file, and the main loop plays the renders on pygame mixer channel 0, so speech starts,
  queues and stops without ever blocking a frame.
- :class:`ConsoleOutput` prints one line per utterance; it cannot fail and ends every chain.
- :class:`RecordingOutput` records what it is given, for tests.

All methods of all outputs are called from the main (event-loop) thread only.
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib
import io
import itertools
import logging
import os
import queue
import re
import shutil
import sys
import tempfile
import threading
import time
import wave
import weakref
from array import array
from collections import OrderedDict, deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol, TextIO, runtime_checkable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame

__all__ = [
    "MODES",
    "SPEECH_CHANNEL",
    "ConsoleOutput",
    "RecordingOutput",
    "ScreenReaderOutput",
    "SpeechChain",
    "SpeechError",
    "SpeechOutput",
    "TtsOutput",
    "build_chain",
    "render_to_file",
    "split_utterance",
]

_log = logging.getLogger(__name__)

MODES = ("auto", "screenreader", "tts", "console")
"""The speech modes :func:`build_chain` accepts."""

SPEECH_CHANNEL = 0
"""The pygame mixer channel the game reserves for self-voiced speech."""


class SpeechError(Exception):
    """An output failed: raised by ``speak``/``update`` of a broken or closed output."""


@runtime_checkable
class SpeechOutput(Protocol):
    """One way of saying things to the player. Every method is called from the main thread.

    ``name`` is speakable and fits "Speaking through {name}." ("NVDA", "Speech Dispatcher",
    "the eSpeak voice", "the console").
    """

    @property
    def name(self) -> str:
        """The output's speakable name."""
        ...

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Say ``text``; returns within about a millisecond.

        ``interrupt=True`` first stops current and queued speech (the player's own commands);
        ``interrupt=False`` queues after what is being said (game narration). Raises
        :class:`SpeechError` (or any exception) when the output is broken.
        """
        ...

    def stop(self) -> None:
        """Stop speaking at once and drop the queue. Never blocks."""
        ...

    def update(self) -> None:
        """Do queued work; called once per frame (about 60 Hz). Never blocks.

        Raises :class:`SpeechError` (or any exception) when the output has broken.
        """
        ...

    def is_speaking(self) -> bool:
        """True while something is being said or waits to be said (False when unknown)."""
        ...

    def close(self) -> None:
        """Release the output's resources. Further ``speak``/``update`` calls may raise."""
        ...


@runtime_checkable
class _ReportsUnspoken(Protocol):
    def unspoken(self) -> list[str]: ...


# --------------------------------------------------------------------------------------------
# Keeping third-party console noise away from the player


def _flush_c_stdio() -> None:
    """Flush C-level stdio buffers so text a library printed lands where fd 1 points now."""
    if os.name != "posix":
        return
    with contextlib.suppress(Exception):
        ctypes.CDLL(None).fflush(None)


@contextlib.contextmanager
def _silenced() -> Iterator[None]:
    """Discard everything written to stdout and stderr, from Python and from C, inside the block.

    Used while probing third-party outputs, which print diagnostics. The redirection is
    process-wide, so it is kept to start-up probes.
    """
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    _flush_c_stdio()
    saved: list[tuple[int, int]] = []
    devnull = -1
    with contextlib.suppress(OSError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        for fd in (1, 2):
            with contextlib.suppress(OSError):
                saved.append((fd, os.dup(fd)))
                os.dup2(devnull, fd)
    try:
        with (
            contextlib.redirect_stdout(io.StringIO()),
            contextlib.redirect_stderr(io.StringIO()),
        ):
            yield
    finally:
        _flush_c_stdio()
        for fd, copy in saved:
            with contextlib.suppress(OSError):
                os.dup2(copy, fd)
                os.close(copy)
        if devnull >= 0:
            os.close(devnull)


# --------------------------------------------------------------------------------------------
# Screen readers through accessible_output2

# accessible_output2 class name -> the name the player hears. Only real screen readers (and
# Speech Dispatcher, the speech server of Orca and the Linux console readers) are listed. Its
# plain eSpeak output is a voice, not a screen reader; TtsOutput covers self-voicing.
_SCREEN_READERS = {
    "NVDA": "NVDA",
    "Jaws": "JAWS",
    "WindowEyes": "Window-Eyes",
    "SystemAccess": "System Access",
    "Dolphin": "Dolphin SuperNova",
    "ZDSR": "ZDSR",
    "PCTalker": "PC-Talker",
    "VoiceOver": "VoiceOver",
    "SpeechDispatcher": "Speech Dispatcher",
}
# System voices accessible_output2 drives directly, used only after the TTS output.
_SYSTEM_VOICES = {"SAPI5": "the Windows voice"}

_DEBIAN_PYTHON_PACKAGES = "/usr/lib/python3/dist-packages"


def _import_speechd() -> bool:
    """Make the ``speechd`` module importable; True when it is.

    Speech Dispatcher's Python client ships with the operating system (Debian's
    ``python3-speechd``), outside any virtual environment, so the system package folder is
    searched too, for the duration of this import only.
    """
    try:
        importlib.import_module("speechd")
        return True
    except Exception:
        pass
    if not os.path.isdir(_DEBIAN_PYTHON_PACKAGES) or _DEBIAN_PYTHON_PACKAGES in sys.path:
        return False
    sys.path.append(_DEBIAN_PYTHON_PACKAGES)
    try:
        importlib.import_module("speechd")
        return True
    except Exception:
        return False
    finally:
        with contextlib.suppress(ValueError):
            sys.path.remove(_DEBIAN_PYTHON_PACKAGES)


def _find_ao2_output(names: dict[str, str]) -> tuple[Any, str] | None:
    """The first active accessible_output2 output whose class is in ``names``, with its name.

    Tries the classes in accessible_output2's own priority order (as its ``Auto`` output
    does) but survives classes that cannot be built on this system, and keeps their console
    diagnostics off stdout and stderr.
    """
    with _silenced():
        try:
            ao2 = importlib.import_module("accessible_output2")
            classes: list[Any] = list(ao2.get_output_classes())
        except Exception:
            _log.debug("accessible_output2 is unavailable", exc_info=True)
            return None
        if "SpeechDispatcher" in names and any(c.__name__ == "SpeechDispatcher" for c in classes):
            _import_speechd()
        for cls in classes:
            spoken_name = names.get(cls.__name__)
            if spoken_name is None:
                continue
            try:
                output = cls()
                active = bool(output.is_active())
            except Exception:
                _log.debug("%s is unavailable", spoken_name, exc_info=True)
                continue
            if active:
                return output, spoken_name
            with contextlib.suppress(Exception):
                output.close()
    return None


class ScreenReaderOutput:
    """Speech (and braille, where offered) through the player's screen reader.

    Wraps one accessible_output2 output. Build it with :meth:`detect`. The screen reader
    does its own queueing and interrupting; ``update`` checks about once a second that the
    screen reader still runs and raises :class:`SpeechError` when it has gone, so a chain
    moves on. Most screen readers cannot tell when they finished an utterance, so
    :meth:`unspoken` estimates it from the text's length.
    """

    CHECK_INTERVAL = 1.0
    """Seconds between checks that the screen reader is still running."""

    CHARACTERS_PER_SECOND = 12.0
    """A deliberately slow speaking rate, to estimate when an utterance has been heard."""

    def __init__(self, output: Any, name: str) -> None:
        """Wrap ``output``, an accessible_output2 ``Output``, under the speakable ``name``."""
        self._output = output
        self._name = name
        self._closed = False
        self._broken: str | None = None
        self._next_check = time.monotonic() + self.CHECK_INTERVAL
        self._recent: deque[tuple[str, float]] = deque(maxlen=20)

    @classmethod
    def detect(cls) -> ScreenReaderOutput | None:
        """The running screen reader, or None when there is none that works.

        Windows: NVDA, JAWS, Window-Eyes, System Access, Dolphin, ZDSR, PC-Talker; macOS:
        VoiceOver; Linux: Speech Dispatcher. Never prints anything.
        """
        found = _find_ao2_output(_SCREEN_READERS)
        return None if found is None else cls(*found)

    @classmethod
    def detect_system_voice(cls) -> ScreenReaderOutput | None:
        """The operating system's own voice driven by accessible_output2 (Windows SAPI 5).

        None elsewhere or when it does not work. Never prints anything.
        """
        found = _find_ao2_output(_SYSTEM_VOICES)
        return None if found is None else cls(*found)

    @property
    def name(self) -> str:
        """The screen reader's speakable name, e.g. "NVDA"."""
        return self._name

    def _check_usable(self) -> None:
        if self._closed:
            raise SpeechError(f"{self._name} output is closed")
        if self._broken is not None:
            raise SpeechError(self._broken)

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Send ``text`` to the screen reader's speech and braille. Raises SpeechError."""
        self._check_usable()
        try:
            self._output.speak(text, interrupt=interrupt)
        except Exception as exc:
            self._broken = f"{self._name} failed to speak: {exc!r}"
            raise SpeechError(self._broken) from exc
        with contextlib.suppress(Exception):
            self._output.braille(text)
        now = time.monotonic()
        if interrupt:
            self._recent.clear()
        start = max(now, self._recent[-1][1]) if self._recent else now
        self._recent.append((text, start + 0.5 + len(text) / self.CHARACTERS_PER_SECOND))

    def unspoken(self) -> list[str]:
        """The texts that may still be being said, by a length estimate; oldest first."""
        now = time.monotonic()
        return [text for text, end in self._recent if end > now]

    def stop(self) -> None:
        """Silence the screen reader. Never raises; a failure shows at the next update."""
        self._recent.clear()
        silence = getattr(self._output, "silence", None)
        if silence is None or self._closed:
            return
        try:
            silence()
        except Exception as exc:
            self._broken = f"{self._name} failed to stop: {exc!r}"

    def update(self) -> None:
        """Check, about once a second, that the screen reader runs. Raises SpeechError."""
        self._check_usable()
        now = time.monotonic()
        if now < self._next_check:
            return
        self._next_check = now + self.CHECK_INTERVAL
        try:
            active = bool(self._output.is_active())
        except Exception:
            active = False
        if not active:
            self._broken = f"{self._name} is no longer running"
            raise SpeechError(self._broken)

    def is_speaking(self) -> bool:
        """True while the screen reader reports speech; False when it cannot tell."""
        probe = getattr(self._output, "is_speaking", None)
        if probe is None or self._closed:
            return False
        try:
            return bool(probe())
        except Exception:
            return False

    def close(self) -> None:
        """Release the connection to the screen reader (Speech Dispatcher needs this)."""
        if self._closed:
            return
        self._closed = True
        close = getattr(self._output, "close", None)
        if close is not None:
            with contextlib.suppress(Exception):
                close()


# --------------------------------------------------------------------------------------------
# Self-voiced TTS: pyttsx3 renders, pygame plays

_ENGINE_NAMES = {
    "espeak": "the eSpeak voice",
    "sapi5": "the Windows voice",
    "nsss": "the Mac voice",
    "avspeech": "the Mac voice",
}

_SENTENCE_BREAK = re.compile(r"(?<=[.!?;:])\s+")
_CLAUSE_BREAK = re.compile(r"(?<=,)\s+")


def _pack(parts: list[str], limit: int, sep: str = " ") -> list[str]:
    """Join consecutive ``parts`` greedily into pieces of at most ``limit`` characters."""
    pieces: list[str] = []
    for part in parts:
        if pieces and len(pieces[-1]) + len(sep) + len(part) <= limit:
            pieces[-1] = pieces[-1] + sep + part
        else:
            pieces.append(part)
    return pieces


def split_utterance(text: str, limit: int = 200) -> list[str]:
    """Split ``text`` into pieces of at most ``limit`` characters, at sentence ends if possible.

    Whitespace is collapsed; an empty or blank text gives ``[]``. Long texts are voiced piece
    by piece, so the first sentence starts while the rest is still being rendered. A single
    word longer than ``limit`` stays whole. Raises ValueError if ``limit`` < 1.
    """
    if limit < 1:
        raise ValueError(f"limit must be at least 1, not {limit}")
    text = " ".join(text.split())
    if not text:
        return []
    if len(text) <= limit:
        return [text]
    parts: list[str] = []
    for sentence in _SENTENCE_BREAK.split(text):
        if len(sentence) <= limit:
            parts.append(sentence)
            continue
        for clause in _CLAUSE_BREAK.split(sentence):
            if len(clause) <= limit:
                parts.append(clause)
            else:
                parts.extend(_pack(clause.split(" "), limit))
    return _pack(parts, limit)


def _audio_file_state(path: Path) -> str:
    """The state of a render file: missing, partial, complete (header matches size) or unknown."""
    try:
        size = path.stat().st_size
        with path.open("rb") as f:
            head = f.read(12)
    except OSError:
        return "missing"
    if len(head) < 12:
        return "partial"
    if head[:4] in (b"RIFF", b"FORM"):
        if head[:4] == b"RIFF":
            declared = int.from_bytes(head[4:8], "little")
        else:
            declared = int.from_bytes(head[4:8], "big")
        if declared in (0, 0xFFFFFFFF):
            return "unknown"
        return "complete" if size >= declared + 8 else "partial"
    return "unknown"


def _wait_for_file(path: Path, finished: threading.Event, timeout: float) -> None:
    """Wait until the render at ``path`` is completely written. Raises TimeoutError.

    A RIFF/AIFF file is complete when its size matches its header. Other files count as
    complete once the engine reported the end of the utterance and the size stopped changing.
    """
    deadline = time.monotonic() + timeout
    last_size = -1
    while True:
        state = _audio_file_state(path)
        if state == "complete":
            return
        if state == "unknown" and finished.is_set():
            size = path.stat().st_size
            if size > 0 and size == last_size:
                return
            last_size = size
        if time.monotonic() > deadline:
            raise TimeoutError(f"the speech engine did not finish writing {path.name}")
        time.sleep(0.002)


def render_to_file(
    engine: Any, text: str, path: Path, finished: threading.Event, *, timeout: float = 10.0
) -> None:
    """Render ``text`` with the pyttsx3 ``engine`` to the audio file ``path`` and wait for it.

    ``finished`` must be an event the engine's ``finished-utterance`` callback sets; it is
    cleared here. pyttsx3's ``runAndWait`` may return before the file is written, so this
    waits for the callback and for a file whose header and size agree (at most ``timeout``
    seconds), then until the synthesizer is idle again: an eSpeak render started while the
    previous one is still winding down comes out empty. Raises TimeoutError, or whatever the
    engine raises. Blocks: call it on the thread that owns the engine.
    """
    _wait_until_idle(engine, timeout)
    finished.clear()
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
    engine.save_to_file(text, str(path))
    engine.runAndWait()
    _wait_for_file(path, finished, timeout)
    _wait_until_idle(engine, timeout)


def _wait_until_idle(engine: Any, timeout: float) -> None:
    """Wait (at most ``timeout`` s) until pyttsx3's eSpeak driver has finished its last message.

    pyttsx3 reports the end of an utterance from inside eSpeak's callback; eSpeak only counts
    as idle once that callback has returned. Other drivers need no wait.
    """
    module = getattr(getattr(engine, "proxy", None), "_module", None)
    if getattr(module, "__name__", "") != "pyttsx3.drivers.espeak":
        return
    is_playing = getattr(getattr(module, "_espeak", None), "IsPlaying", None)
    if is_playing is None:
        return
    deadline = time.monotonic() + timeout
    while is_playing():
        if time.monotonic() > deadline:
            raise TimeoutError("eSpeak did not become idle")
        time.sleep(0.001)


def _wav_frames(data: bytes) -> int | None:
    """The number of frames in WAV ``data``, or None when it is not a readable WAV."""
    try:
        with wave.open(io.BytesIO(data)) as w:
            frames: int = w.getnframes()
    except (wave.Error, EOFError):
        return None
    return frames


def _trim_trailing_silence(data: bytes, keep_seconds: float = 0.1) -> bytes:
    """Shorten the silent tail of a 16-bit PCM WAV (the engine pads about 0.25 s).

    Queued narration then flows without long gaps. Other formats are returned unchanged.
    """
    try:
        with wave.open(io.BytesIO(data)) as w:
            params = w.getparams()
            frames = w.readframes(params.nframes)
    except (wave.Error, EOFError):
        return data
    if params.sampwidth != 2 or params.nframes == 0:
        return data
    samples = array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()
    threshold = 300
    last = len(samples) - 1
    while last >= 0 and -threshold < samples[last] < threshold:
        last -= 1
    channels = params.nchannels
    keep = int(keep_seconds * params.framerate) * channels
    end = min(len(samples), (last // channels + 1) * channels + keep)
    if end >= len(samples):
        return data
    trimmed = samples[:end]
    if sys.byteorder == "big":
        trimmed.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(params.framerate)
        w.writeframes(trimmed.tobytes())
    return out.getvalue()


# pyttsx3 keeps one engine per driver and process, so renders from several outputs take turns.
_RENDER_LOCK = threading.Lock()


def _quiet_print(*args: object, **kwargs: Any) -> None:
    """Stands in for ``print`` inside pyttsx3's driver, which announces every saved file."""


_CacheKey = tuple[str, int, str | None]


@dataclass
class _Piece:
    """One rendered (or to-be-rendered) piece of an utterance in the playback queue."""

    text: str
    key: _CacheKey
    sound: pygame.mixer.Sound | None = None
    silent: bool = False  # the engine made no sound for it: skipped


@dataclass
class _Job:
    generation: int
    key: _CacheKey


@dataclass
class _Result:
    generation: int
    key: _CacheKey
    sound: pygame.mixer.Sound | None = None
    error: str | None = None
    seconds: float = 0.0
    silent: bool = False


@dataclass
class _Cache:
    """Recent renders by (text, rate, voice), least recently used first."""

    max_entries: int
    max_seconds: float
    entries: OrderedDict[_CacheKey, pygame.mixer.Sound] = field(default_factory=OrderedDict)
    seconds: float = 0.0

    def get(self, key: _CacheKey) -> pygame.mixer.Sound | None:
        sound = self.entries.get(key)
        if sound is not None:
            self.entries.move_to_end(key)
        return sound

    def put(self, key: _CacheKey, sound: pygame.mixer.Sound) -> None:
        length = sound.get_length()
        if self.max_entries < 1 or length > self.max_seconds:
            return
        if key in self.entries:
            self.entries.move_to_end(key)
            return
        self.entries[key] = sound
        self.seconds += length
        while len(self.entries) > self.max_entries or self.seconds > self.max_seconds:
            _, old = self.entries.popitem(last=False)
            self.seconds -= old.get_length()

    def clear(self) -> None:
        self.entries.clear()
        self.seconds = 0.0


class TtsOutput:
    """A self-voiced TTS: pyttsx3 renders in a worker thread, pygame channel 0 plays.

    The worker thread owns the pyttsx3 engine and turns each piece of text into a temporary
    WAV file, loads it as a ``pygame.mixer.Sound`` and deletes the file. ``update`` (main
    thread, once per frame) plays finished renders in order on mixer channel 0, which the game
    reserves for speech. ``stop`` and interrupting speech stop the channel at once, drop the
    queue and discard renders still in flight (a generation counter tells them apart);
    pyttsx3's own ``say``/``stop`` are never used. Recent renders are cached, so repeated
    phrases start within the same frame.

    The caller initializes ``pygame.mixer`` before creating the output and keeps it running.
    """

    def __init__(
        self,
        *,
        rate: int = 200,
        volume: float = 1.0,
        voice: str | None = None,
        driver: str | None = None,
        cache_entries: int = 128,
        cache_seconds: float = 120.0,
        render_timeout: float = 5.0,
        startup_timeout: float = 10.0,
    ) -> None:
        """Start the engine thread and wait (at most ``startup_timeout`` s) for a test render.

        ``rate``: words per minute (200 by default, brisker than eSpeak's 175, which suits
        screen-reader users). ``volume``: 0.0-1.0, applied at playback. ``voice``: a pyttsx3
        voice id, or None for the engine's default. ``driver``: a pyttsx3 driver name, or None
        for the platform's. The cache holds at most ``cache_entries`` renders and
        ``cache_seconds`` of audio. A render that takes longer than ``render_timeout`` s breaks
        the output. Raises SpeechError when the mixer is not initialized or the engine cannot
        start or render.
        """
        if not pygame.mixer.get_init():
            raise SpeechError("the pygame mixer is not initialized")
        if pygame.mixer.get_num_channels() <= SPEECH_CHANNEL:
            raise SpeechError("the pygame mixer has no channel for speech")
        self._rate = int(rate)
        self._volume = min(1.0, max(0.0, float(volume)))
        self._voice = voice
        self._driver = driver
        self._render_timeout = render_timeout
        self._name = "the speech engine"
        self._mixer_format = pygame.mixer.get_init()
        self._channel = pygame.mixer.Channel(SPEECH_CHANNEL)
        self._cache = _Cache(cache_entries, cache_seconds)
        self._queue: deque[_Piece] = deque()
        self._playing: _Piece | None = None
        self._waiting: dict[_CacheKey, list[_Piece]] = {}
        self._generation = 0
        self._closed = False
        self._broken: str | None = None
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._results: queue.SimpleQueue[_Result] = queue.SimpleQueue()
        self._ready = threading.Event()
        self._startup_error: str | None = None
        # Seconds the most recent renders took, newest last (for diagnostics).
        self.render_seconds: deque[float] = deque(maxlen=50)
        self._counter = itertools.count()
        self._engine_rate = self._rate
        self._engine_voice = self._voice
        self._dir = Path(tempfile.mkdtemp(prefix="audiojass-speech-"))
        self._cleanup = weakref.finalize(self, shutil.rmtree, self._dir, ignore_errors=True)
        self._worker = threading.Thread(target=self._work, name="audiojass-tts", daemon=True)
        with _silenced():  # engines report missing voices and libraries on the console
            self._worker.start()
            started = self._ready.wait(startup_timeout)
        if not started:
            self._startup_error = "the speech engine did not start in time"
        if self._startup_error is not None:
            self.close()
            raise SpeechError(self._startup_error)

    @classmethod
    def create(cls, **options: Any) -> TtsOutput | None:
        """A working TtsOutput, or None when the mixer is not initialized or the engine fails.

        ``options`` are those of the constructor (``rate``, ``volume``, ``voice``, ...).
        """
        try:
            return cls(**options)
        except SpeechError as exc:
            _log.info("self-voiced speech is unavailable: %s", exc)
            return None

    # -- worker thread ---------------------------------------------------------------------

    def _start_engine(self) -> tuple[Any, threading.Event]:
        if sys.platform == "win32":
            with contextlib.suppress(Exception):
                importlib.import_module("comtypes").CoInitialize()
        pyttsx3: ModuleType = importlib.import_module("pyttsx3")
        engine: Any = pyttsx3.init(self._driver)
        driver_module = getattr(engine.proxy, "_module", None)
        if isinstance(driver_module, ModuleType):
            vars(driver_module)["print"] = _quiet_print
        finished = threading.Event()

        def on_finished(**_: object) -> None:
            finished.set()

        engine.connect("finished-utterance", on_finished)
        engine.setProperty("rate", self._rate)
        if self._voice is not None:
            engine.setProperty("voice", self._voice)
        self._name = _ENGINE_NAMES.get(str(engine.driver_name), "the speech engine")
        return engine, finished

    def _render(self, engine: Any, finished: threading.Event, key: _CacheKey) -> _Result:
        text, rate, voice = key
        started = time.perf_counter()
        path = self._dir / f"{next(self._counter)}.wav"
        try:
            if rate != self._engine_rate:
                engine.setProperty("rate", rate)
                self._engine_rate = rate
            if voice != self._engine_voice and voice is not None:
                engine.setProperty("voice", voice)
                self._engine_voice = voice
            with _RENDER_LOCK:
                for _ in range(2):  # an empty render is retried once
                    render_to_file(engine, text, path, finished, timeout=self._render_timeout)
                    data = path.read_bytes()
                    if _wav_frames(data) != 0:
                        break
            sound = pygame.mixer.Sound(file=io.BytesIO(_trim_trailing_silence(data)))
        except Exception as exc:
            return _Result(0, key, error=f"rendering {text!r} failed: {exc!r}")
        finally:
            with contextlib.suppress(OSError):
                path.unlink()
        if sound.get_length() <= 0.0:
            # pygame would crash playing an empty sound; a text without sound is skipped.
            return _Result(0, key, silent=True)
        return _Result(0, key, sound=sound, seconds=time.perf_counter() - started)

    def _work(self) -> None:
        try:
            engine, finished = self._start_engine()
            probe = self._render(engine, finished, ("Ready.", self._rate, self._voice))
            if probe.error is not None:
                raise SpeechError(probe.error)
            if probe.sound is None or probe.sound.get_length() <= 0.0:
                raise SpeechError("the speech engine rendered no audio")
        except Exception as exc:
            self._startup_error = f"the speech engine could not start: {exc!r}"
            self._ready.set()
            return
        self._ready.set()
        while True:
            job = self._jobs.get()
            if job is None:
                break
            if job.generation != self._generation:
                continue  # dropped by stop() or an interrupt before it was rendered
            result = self._render(engine, finished, job.key)
            result.generation = job.generation
            self._results.put(result)
        del engine

    # -- main thread -----------------------------------------------------------------------

    @property
    def name(self) -> str:
        """The voice's speakable name, e.g. "the eSpeak voice"."""
        return self._name

    @property
    def rate(self) -> int:
        """Speaking rate in words per minute; a new rate applies to texts spoken after it."""
        return self._rate

    @rate.setter
    def rate(self, words_per_minute: int) -> None:
        self._rate = int(words_per_minute)

    @property
    def volume(self) -> float:
        """Speech volume, 0.0-1.0; takes effect at once."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = min(1.0, max(0.0, float(value)))
        if self._playing is not None and self._playing.sound is not None:
            with contextlib.suppress(pygame.error):
                self._playing.sound.set_volume(self._volume)

    def _check_usable(self) -> None:
        if self._closed:
            raise SpeechError(f"{self._name} is closed")
        if self._broken is not None:
            raise SpeechError(self._broken)
        if not self._worker.is_alive():
            raise SpeechError(f"{self._name} has stopped working")
        mixer_format = pygame.mixer.get_init()
        if not mixer_format:
            raise SpeechError("the sound mixer was shut down")
        if mixer_format != self._mixer_format:
            # Renders converted for the old mixer format would play at the wrong speed.
            self._mixer_format = mixer_format
            texts = self.unspoken()
            self._cache.clear()
            self.stop()
            for text in texts:
                self._enqueue(text)

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Queue ``text`` for rendering (``interrupt=True``: after stopping current speech).

        Returns at once; a cached phrase starts playing before this returns. Raises
        SpeechError when the output is closed or broken.
        """
        self._check_usable()
        if interrupt:
            self.stop()
        self._enqueue(text)
        self._advance()

    def _enqueue(self, text: str) -> None:
        for chunk in split_utterance(text):
            key: _CacheKey = (chunk, self._rate, self._voice)
            piece = _Piece(text, key, self._cache.get(key))
            if piece.sound is None:
                waiting = self._waiting.get(key)
                if waiting is None:
                    self._waiting[key] = [piece]
                    self._jobs.put(_Job(self._generation, key))
                else:
                    waiting.append(piece)
            self._queue.append(piece)

    def stop(self) -> None:
        """Silence channel 0 at once, drop queued texts and discard renders in flight."""
        self._generation += 1
        self._queue.clear()
        self._waiting.clear()
        self._playing = None
        with contextlib.suppress(pygame.error):
            self._channel.stop()

    def update(self) -> None:
        """Take finished renders and start the next one when channel 0 is free.

        Raises SpeechError when the engine failed, its thread died, the output is closed or
        the mixer was shut down.
        """
        self._check_usable()
        while True:
            try:
                result = self._results.get_nowait()
            except queue.Empty:
                break
            self._accept(result)
        self._advance()

    def _accept(self, result: _Result) -> None:
        if result.sound is not None:
            self.render_seconds.append(result.seconds)
            self._cache.put(result.key, result.sound)
        pieces = self._waiting.pop(result.key, None)
        if pieces is None:
            return
        if result.silent:
            for piece in pieces:
                piece.silent = True
            return
        if result.sound is None:
            if result.generation == self._generation:
                self._waiting[result.key] = pieces  # still unspoken, for whoever takes over
                self._broken = result.error or "rendering failed"
                raise SpeechError(self._broken)
            # A stale render failed; the current request for the same text is still queued.
            self._waiting[result.key] = pieces
            return
        for piece in pieces:
            piece.sound = result.sound

    def _advance(self) -> None:
        if self._playing is not None:
            if self._channel.get_busy():
                return
            self._playing = None
        while self._queue and self._queue[0].silent:
            self._queue.popleft()
        if self._queue and self._queue[0].sound is not None:
            piece = self._queue.popleft()
            assert piece.sound is not None
            piece.sound.set_volume(self._volume)
            self._channel.play(piece.sound)
            self._playing = piece

    def is_speaking(self) -> bool:
        """True while channel 0 plays speech or texts wait to be rendered or played."""
        if self._queue:
            return True
        if self._playing is None:
            return False
        try:
            return self._channel.get_busy()
        except pygame.error:
            return False

    def unspoken(self) -> list[str]:
        """The texts being said or waiting to be said, oldest first, each once."""
        texts: list[str] = []
        if self._playing is not None:
            try:
                busy = self._channel.get_busy()
            except pygame.error:
                busy = True  # the mixer went away in the middle of the utterance
            if busy:
                texts.append(self._playing.text)
        for piece in self._queue:
            if piece.text not in texts:
                texts.append(piece.text)
        return texts

    def close(self) -> None:
        """Stop speaking, end the engine thread (waits up to a second) and delete temp files."""
        if self._closed:
            return
        self._closed = True
        self.stop()
        self._jobs.put(None)
        if self._worker.is_alive() and threading.current_thread() is not self._worker:
            self._worker.join(timeout=1.0)
        self._cache.clear()
        self._cleanup()


# --------------------------------------------------------------------------------------------
# Console and recording outputs


class ConsoleOutput:
    """Writes each utterance as one line to a text stream. Never raises."""

    def __init__(self, stream: TextIO | None = None) -> None:
        """``stream``: where lines go; None means whatever ``sys.stdout`` is at each write."""
        self._stream = stream

    @property
    def name(self) -> str:
        """Always "the console"."""
        return "the console"

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Write ``text`` as one line and flush; blank texts are skipped, write errors swallowed."""
        stream = self._stream if self._stream is not None else sys.stdout
        if stream is None or not text.strip():
            return
        line = " ".join(text.split()) + "\n"
        try:
            stream.write(line)
        except UnicodeEncodeError:
            encoding = getattr(stream, "encoding", None) or "ascii"
            with contextlib.suppress(Exception):
                stream.write(line.encode(encoding, "replace").decode(encoding))
        except Exception:
            return
        with contextlib.suppress(Exception):
            stream.flush()

    def stop(self) -> None:
        """Nothing to stop: lines are already written."""

    def update(self) -> None:
        """Nothing to do."""

    def is_speaking(self) -> bool:
        """Always False."""
        return False

    def close(self) -> None:
        """Flush the stream."""
        stream = self._stream if self._stream is not None else sys.stdout
        with contextlib.suppress(Exception):
            stream.flush()


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


# --------------------------------------------------------------------------------------------
# The chain


class SpeechChain:
    """A SpeechOutput that delegates to the first working output of a list.

    When the active output raises in ``speak``, ``update``, ``stop`` or ``is_speaking``, it is
    closed and the next output takes over: it first says "Speech moved to {name}." once, then
    again the texts the failed output had not finished saying (the one being spoken included),
    so no announcement is lost. End the list with a ConsoleOutput so the chain never runs dry.
    """

    MAX_REMEMBERED = 20
    """How many unfinished texts the chain remembers for outputs that do not report them."""

    def __init__(self, outputs: Sequence[SpeechOutput]) -> None:
        """``outputs`` in order of preference. Raises ValueError if it is empty."""
        if not outputs:
            raise ValueError("a speech chain needs at least one output")
        self._outputs: list[SpeechOutput] = list(outputs)
        self._index = 0
        self._unfinished: list[str] = []
        self._closed = False

    @property
    def name(self) -> str:
        """The active output's name."""
        return self.active.name

    @property
    def active(self) -> SpeechOutput:
        """The output currently speaking for the chain."""
        return self._outputs[self._index]

    @property
    def active_name(self) -> str:
        """The active output's name, e.g. "NVDA" or "the console"."""
        return self.active.name

    @property
    def outputs(self) -> tuple[SpeechOutput, ...]:
        """All outputs of the chain, failed ones included, in order."""
        return tuple(self._outputs)

    def start_message(self) -> str:
        """What to say once at start-up: "Speaking through {name}."."""
        return f"Speaking through {self.active_name}."

    def _remember(self, text: str) -> None:
        self._unfinished.append(text)
        del self._unfinished[: -self.MAX_REMEMBERED]

    def _lost_texts(self, failed: SpeechOutput) -> list[str]:
        if isinstance(failed, _ReportsUnspoken):
            try:
                reported = failed.unspoken()
            except Exception:
                reported = None
            if reported is not None:
                return list(reported)
        return list(self._unfinished)

    def _fail_over(self, error: BaseException, *, failed_text: str | None = None) -> None:
        """Replace the failed active output with the next one and re-speak what was lost."""
        failed = self.active
        lost = self._lost_texts(failed)
        if failed_text is not None and failed_text not in lost:
            lost.append(failed_text)
        while True:
            _log.warning("speech through %s failed: %s", failed.name, error)
            with contextlib.suppress(Exception):
                failed.close()
            if self._index + 1 >= len(self._outputs):
                self._unfinished = lost
                raise SpeechError(f"no speech output left after {failed.name} failed") from error
            self._index += 1
            failed = self.active
            try:
                failed.speak(f"Speech moved to {failed.name}.", interrupt=True)
                for text in lost:
                    failed.speak(text, interrupt=False)
            except Exception as exc:
                error = exc
                continue
            self._unfinished = lost[-self.MAX_REMEMBERED :]
            return

    def _guard(self, action: Callable[[], None], *, failed_text: str | None = None) -> None:
        try:
            action()
        except Exception as exc:
            self._fail_over(exc, failed_text=failed_text)

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Say ``text`` through the active output, failing over if it raises.

        Raises SpeechError only when every output of the chain has failed.
        """
        if interrupt:
            self._unfinished.clear()
        self._remember(text)
        output = self.active
        self._guard(lambda: output.speak(text, interrupt=interrupt), failed_text=text)

    def stop(self) -> None:
        """Stop the active output at once and forget unfinished texts."""
        self._unfinished.clear()
        output = self.active
        with contextlib.suppress(SpeechError):
            self._guard(output.stop)

    def update(self) -> None:
        """Let the active output do its frame's work, failing over if it raises.

        Raises SpeechError only when every output of the chain has failed.
        """
        output = self.active
        self._guard(output.update)
        if self._unfinished and not self.is_speaking():
            self._unfinished.clear()

    def is_speaking(self) -> bool:
        """Whether the active output is speaking."""
        output = self.active
        try:
            return output.is_speaking()
        except Exception as exc:
            with contextlib.suppress(SpeechError):
                self._fail_over(exc)
            return False

    def close(self) -> None:
        """Close every output of the chain."""
        if self._closed:
            return
        self._closed = True
        for output in self._outputs:
            with contextlib.suppress(Exception):
                output.close()


def build_chain(
    mode: str,
    *,
    stream: TextIO | None = None,
    rate: int = 200,
    volume: float = 1.0,
) -> SpeechChain:
    """The speech chain for ``mode``, always ending with the console.

    - "auto": screen reader, then TTS, then (Windows) the system voice, then console;
    - "screenreader": screen reader, then console;
    - "tts": TTS, then console;
    - "console": console only.

    Unavailable outputs are left out. The TTS needs ``pygame.mixer`` initialized; ``rate``
    (words per minute) and ``volume`` (0.0-1.0) configure it. ``stream`` is the console's
    stream (None: ``sys.stdout``). Raises ValueError for an unknown mode.
    """
    if mode not in MODES:
        raise ValueError(f"unknown speech mode {mode!r}; expected one of {', '.join(MODES)}")
    outputs: list[SpeechOutput] = []
    if mode in ("auto", "screenreader"):
        reader = ScreenReaderOutput.detect()
        if reader is not None:
            outputs.append(reader)
    if mode in ("auto", "tts"):
        tts = TtsOutput.create(rate=rate, volume=volume)
        if tts is not None:
            outputs.append(tts)
    if mode == "auto":
        system_voice = ScreenReaderOutput.detect_system_voice()
        if system_voice is not None:
            outputs.append(system_voice)
    outputs.append(ConsoleOutput(stream))
    return SpeechChain(outputs)
