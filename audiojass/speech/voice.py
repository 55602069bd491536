"""The built-in voice: pyttsx3 renders, pygame plays."""

from __future__ import annotations

import contextlib
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
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame

from audiojass.speech._quiet import _silenced
from audiojass.speech.base import SpeechError

_log = logging.getLogger(__name__)

SPEECH_CHANNEL = 0
"""The pygame mixer channel the game reserves for self-voiced speech."""

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
