"""The built-in voice: a system synthesizer renders text to samples, pygame plays them.

A *renderer* turns text into PCM samples (:class:`Pcm`) on a worker thread:

- :class:`PrismRenderer`: Prism's ``speak_to_memory`` for the system voices that offer it
  (OneCore and SAPI on Windows, AVSpeech on macOS);
- :class:`Pyttsx3Renderer`: pyttsx3 writing a WAV file (eSpeak NG on Linux, SAPI 5 on Windows).

:class:`BuiltinVoice` (also known as ``TtsOutput``) is the speech output: it plays renders on
pygame mixer channel ``SPEECH_CHANNEL``, keeps recent renders in a cache, and renders the
phrases the game announces ahead of time (:meth:`BuiltinVoice.prepare`), so a prepared phrase
starts playing inside the ``speak`` call of its key.
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes.util
import functools
import importlib
import io
import itertools
import logging
import os
import queue
import re
import shutil
import struct
import sys
import tempfile
import threading
import time
import wave
import weakref
from array import array
from collections import OrderedDict, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame

from audiojass.i18n import t
from audiojass.speech.base import SpeechError, best_voice, revived, spoken_name

__all__ = [
    "SPEECH_CHANNEL",
    "BuiltinVoice",
    "Pcm",
    "PrismRenderer",
    "Pyttsx3Renderer",
    "Renderer",
    "TtsOutput",
    "split_utterance",
]

_log = logging.getLogger(__name__)

SPEECH_CHANNEL = 0
"""The pygame mixer channel the game reserves for self-voiced speech."""

_ENGINE_NAMES = {
    "espeak": "the eSpeak voice",
    "sapi5": "the Windows voice",
    "nsss": "the Mac voice",
    "avspeech": "the Mac voice",
}

# --------------------------------------------------------------------------------------------
# Splitting long texts

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


# --------------------------------------------------------------------------------------------
# Samples


@dataclass(frozen=True)
class Pcm:
    """Rendered speech: interleaved ``samples``, ``channels`` per frame, ``rate`` frames/s.

    ``samples`` is an ``array("h")`` of signed 16-bit values or an ``array("f")`` of floats
    in -1.0 … 1.0, in the machine's byte order.
    """

    samples: array[Any]
    channels: int
    rate: int

    def wav(self) -> bytes:
        """The samples as a WAV file (PCM 16-bit, or IEEE float 32-bit), for SDL to load."""
        floats = self.samples.typecode == "f"
        data = self.samples
        if sys.byteorder == "big":
            data = array(data.typecode, data)
            data.byteswap()
        payload = data.tobytes()
        width = 4 if floats else 2
        header = struct.pack(
            "<4sI4s4sIHHIIHH4sI",
            b"RIFF",
            36 + len(payload),
            b"WAVE",
            b"fmt ",
            16,
            3 if floats else 1,
            self.channels,
            self.rate,
            self.rate * self.channels * width,
            self.channels * width,
            8 * width,
            b"data",
            len(payload),
        )
        return header + payload


# Marks the 16-bit samples whose high byte is 0x00 or 0xFF (|sample| < 256, about -42 dBFS):
# silence. bytes.translate keeps the scan in C, so renders never hold the GIL for long.
_LOUD = bytes(0 if byte in (0x00, 0xFF) else 1 for byte in range(256))


def trim_silence(
    raw: bytes, channels: int, rate: int, *, lead: float = 0.005, tail: float = 0.1
) -> bytes:
    """Cut the silence before and after the sound in native-endian signed 16-bit ``raw``.

    Keeps ``lead`` seconds before the first audible sample and ``tail`` seconds after the last
    one (engines pad about a quarter of a second, which delays the start and leaves gaps in
    queued narration). ``channels``: samples per frame; ``rate``: frames per second. Returns
    ``b""`` when nothing is audible.
    """
    frame_bytes = 2 * channels
    raw = raw[: len(raw) - len(raw) % frame_bytes]
    high = raw[1::2] if sys.byteorder == "little" else raw[0::2]
    marks = high.translate(_LOUD)
    first = marks.find(1)
    if first < 0:
        return b""
    last = marks.rfind(1)
    frames = len(raw) // frame_bytes
    start = max(0, first // channels - int(lead * rate))
    end = min(frames, last // channels + 1 + int(tail * rate))
    return raw[start * frame_bytes : end * frame_bytes]


def _to_sound(pcm: Pcm) -> pygame.mixer.Sound | None:
    """The rendered samples as a Sound in the mixer's format, silence trimmed; None when
    nothing is audible."""
    if len(pcm.samples) == 0:
        return None
    sound = pygame.mixer.Sound(file=io.BytesIO(pcm.wav()))
    mixer = pygame.mixer.get_init()
    if mixer is None or mixer[1] != -16:
        return sound if sound.get_length() > 0.0 else None
    frequency, _, channels = mixer
    raw = sound.get_raw()
    trimmed = trim_silence(raw, channels, frequency)
    if not trimmed:
        return None
    if len(trimmed) == len(raw):
        return sound
    return pygame.mixer.Sound(buffer=trimmed)


# --------------------------------------------------------------------------------------------
# Renderers


class Renderer(Protocol):
    """Turns text into samples. Created, used and closed on the voice's worker thread only."""

    @property
    def name(self) -> str:
        """The voice's speakable name, e.g. "the eSpeak voice"."""
        ...

    def render(self, text: str, rate: int) -> Pcm:
        """``text`` spoken at ``rate`` words per minute. Blocks; raises on failure."""
        ...

    def close(self) -> None:
        """Release the synthesizer."""
        ...

    # Optional: ``set_language(language: str) -> None`` chooses a voice that speaks the ISO
    # 639-1 ``language`` (called on the worker before a render in another language).


RendererFactory = Callable[[], Renderer]
"""Makes a renderer; called on the worker thread. Raises when the synthesizer is missing."""


def _speak_to_memory(backend: Any, text: str, on_audio: Callable[..., None]) -> None:
    """``backend.speak_to_memory(text, on_audio)``, working around prismatoid 0.18.3.

    prismatoid 0.18.3 passes the ``str`` to a ``char *`` parameter, which cffi refuses with a
    TypeError before anything is spoken; cffi does accept a sequence of single bytes, so the
    text goes again as its NUL-terminated UTF-8 bytes. tests/test_voice.py pins the version:
    drop this once Prism encodes the text itself.
    """
    try:
        backend.speak_to_memory(text, on_audio)
    except TypeError as error:
        if "char *" not in str(error):
            raise
        data = text.encode("utf-8") + b"\0"
        backend.speak_to_memory(tuple(data[i : i + 1] for i in range(len(data))), on_audio)


class PrismRenderer:
    """A voice through Prism's ``speak_to_memory`` (float samples).

    ``backend``: a ``prism.Backend``; ``name``: its speakable name; ``context``: the
    ``prism.Context`` it came from, kept alive with it. Raises RuntimeError when the backend
    cannot render to memory.
    """

    def __init__(self, backend: Any, name: str, *, context: Any = None) -> None:
        features = backend.features
        if not features.supports_speak_to_memory:
            raise RuntimeError(f"Prism's {backend.name} voice cannot render to memory")
        self._context = context
        self._backend = backend
        self._can_set_rate = features.supports_set_rate
        self._rate: int | None = None
        self.name = name

    @classmethod
    def system(cls, backend: str, name: str) -> PrismRenderer:
        """The system voice ``backend``, the name of a ``prism.BackendId`` member ("ONE_CORE",
        "SAPI", "AV_SPEECH"). Raises ImportError without prismatoid, RuntimeError when the
        backend cannot render to memory, or Prism's own errors."""
        prism = importlib.import_module("prism")
        context = prism.Context()
        return cls(context.create(getattr(prism.BackendId, backend)), name, context=context)

    def set_language(self, language: str) -> None:
        """Choose a voice of ``language`` (ISO 639-1) where the system voice lists its
        voices' languages, keeping the voice in use if it speaks it already; else the system's
        default voice stays. Blocks; raises Prism's errors."""
        from audiojass.speech.prism import choose_voice

        choose_voice(self._backend, language)

    def render(self, text: str, rate: int) -> Pcm:
        """``text`` at ``rate`` words per minute (mapped to Prism's 0.0-1.0, 0.5 = 175)."""
        if self._can_set_rate and rate != self._rate:
            self._backend.rate = min(1.0, max(0.0, 0.5 + (rate - 175) / 500))
            self._rate = rate
        samples = array("f")
        layout = [1, 22050]

        def on_audio(chunk: list[float], channels: int, frames_per_second: int) -> None:
            samples.extend(chunk)
            layout[:] = [channels, frames_per_second]

        _speak_to_memory(self._backend, text, on_audio)
        return Pcm(samples, layout[0], layout[1])

    def close(self) -> None:
        """Drop the backend and Prism's context."""
        self._backend = None
        self._context = None


def _mute_espeak_notices() -> None:
    """Keep pyttsx3's eSpeak driver from printing "Audio saved to …" for every render.

    pyttsx3 2.99's ``save_to_file`` announces each file with a bare ``print`` (which would
    land in the terminal a console screen reader reads), and offers no option against it.
    The driver module gets its own ``print`` that discards. tests/test_voice.py pins the
    version: drop this once pyttsx3 stops printing.
    """
    module = importlib.import_module("pyttsx3.drivers.espeak")
    vars(module)["print"] = _discard


def _discard(*args: object, **kwargs: object) -> None:
    """Prints nothing."""


def _wav_complete(path: Path) -> bool:
    """True when ``path`` holds a WAV file whose data is all written."""
    try:
        size = path.stat().st_size
        with wave.open(str(path)) as w:
            expected: int = w.getnframes() * w.getnchannels() * w.getsampwidth()
    except (OSError, EOFError, wave.Error):
        return False
    return expected > 0 and size >= 44 + expected


_KEPT_ENGINES: dict[str, Any] = {}
"""pyttsx3 engines kept for the whole process, by driver name (see Pyttsx3Renderer); let go
at exit, while the modules their clean-up needs are still there."""
atexit.register(_KEPT_ENGINES.clear)

_ENGINE_VOICES: dict[int, str] = {}
"""The voice id last set on each kept engine (by ``id``), so a render sets it only when it
changes."""

_RENDER_LOCK = threading.Lock()
"""Renders through a kept engine take turns (two voices may be alive at once)."""


class Pyttsx3Renderer:
    """pyttsx3 renders to a temporary WAV file (``save_to_file`` and ``runAndWait``).

    pyttsx3's eSpeak driver synthesizes asynchronously: ``runAndWait`` returns before the file
    is written, so each render waits (at most ``timeout`` s) for the ``finished-utterance``
    notification or a complete file, then until the engine is idle; a render that comes out
    empty (about one in fifty, measured) is done again. eSpeak NG initializes once
    per process, and a second pyttsx3 eSpeak engine makes the first one's renders come out
    empty, so the eSpeak engine is made once and kept (``pyttsx3.init`` hands the same one back
    while it lives). ``driver``: a pyttsx3 driver name or None for the platform's; ``voice``: a
    voice id or None. Raises what ``pyttsx3.init`` raises (RuntimeError without eSpeak NG).
    """

    def __init__(
        self, driver: str | None = None, voice: str | None = None, *, timeout: float = 5.0
    ) -> None:
        if sys.platform == "win32":
            with contextlib.suppress(Exception):
                importlib.import_module("comtypes").CoInitialize()
        pyttsx3 = importlib.import_module("pyttsx3")
        self._engine: Any = pyttsx3.init(driver)
        driver_name = str(self._engine.driver_name)
        if driver_name == "espeak":
            _mute_espeak_notices()
            _KEPT_ENGINES.setdefault(driver_name, self._engine)
        self._finished = threading.Event()
        self._token = self._engine.connect("finished-utterance", self._on_finished)
        self._chosen = voice is not None  # a voice chosen by id is kept whatever the language
        self._voice: str | None = voice
        if voice is not None:
            self._engine.setProperty("voice", voice)
            _ENGINE_VOICES[id(self._engine)] = voice
        self._timeout = timeout
        self.name = _ENGINE_NAMES.get(driver_name, "the speech engine")
        self._folder = Path(tempfile.mkdtemp(prefix="audiojass-voice-"))
        self._cleanup = weakref.finalize(self, shutil.rmtree, self._folder, ignore_errors=True)
        self._counter = itertools.count()

    def _on_finished(self, **_: object) -> None:
        self._finished.set()

    @property
    def voice(self) -> str | None:
        """The id of the engine's voice this renderer speaks with (None: the engine's
        default), e.g. "gmw/de" for eSpeak NG's German."""
        return self._voice

    def set_language(self, language: str) -> None:
        """Speak with the engine's best voice for ``language`` (ISO 639-1; eSpeak NG: "de"
        → "gmw/de", "fr" → "roa/fr-ch"), chosen by the languages each voice lists (a voice
        whose languages are not listed is matched by its name, "German"); a voice given by
        id at creation is kept, and without a voice of that language the current one stays.
        Blocks (lists the engine's voices)."""
        if self._chosen:
            return
        with _RENDER_LOCK:
            voices = list(self._engine.getProperty("voices") or [])
        tags = [
            [str(tag) for tag in (getattr(v, "languages", None) or [])]
            or [str(getattr(v, "name", ""))]
            for v in voices
        ]
        index = best_voice(tags, language)
        if index is None:
            _log.info("%s has no voice for %r", self.name, language)
            return
        self._voice = str(voices[index].id)

    def render(self, text: str, rate: int) -> Pcm:
        """``text`` at ``rate`` words per minute. Raises TimeoutError or the engine's error."""
        with _RENDER_LOCK:
            for _ in range(2):  # eSpeak now and then ends a render without audio: once more
                pcm = self._render(text, rate)
                if len(pcm.samples):
                    break
        return pcm

    def _render(self, text: str, rate: int) -> Pcm:
        engine = self._engine
        if self._voice is not None and _ENGINE_VOICES.get(id(engine)) != self._voice:
            engine.setProperty("voice", self._voice)  # the engine may be shared
            _ENGINE_VOICES[id(engine)] = self._voice
        engine.setProperty("rate", rate)  # the engine may be shared: set it every time
        path = self._folder / f"{next(self._counter)}.wav"
        deadline = time.monotonic() + self._timeout
        self._finished.clear()
        try:
            engine.save_to_file(text, str(path))
            engine.runAndWait()
            while not (self._finished.is_set() or _wav_complete(path)):
                if time.monotonic() > deadline:
                    raise TimeoutError(f"{self.name} wrote no audio for {text!r}")
                self._finished.wait(0.002)
            while engine.isBusy() and time.monotonic() < deadline:
                time.sleep(0.001)  # the engine finishes its notification
            with wave.open(str(path)) as w:
                if w.getsampwidth() != 2:
                    raise ValueError(f"{self.name} wrote {8 * w.getsampwidth()}-bit audio")
                samples = array("h", w.readframes(w.getnframes()))
                channels, frames_per_second = w.getnchannels(), w.getframerate()
        finally:
            with contextlib.suppress(OSError):
                path.unlink()
        if sys.byteorder == "big":
            samples.byteswap()
        return Pcm(samples, channels, frames_per_second)

    def close(self) -> None:
        """Disconnect from the engine and delete the temporary folder."""
        with contextlib.suppress(Exception):
            self._engine.disconnect(self._token)
        self._cleanup()


_PLATFORM_VOICES: dict[str, tuple[dict[str, str], str | None]] = {
    "win32": ({"ONE_CORE": "the Windows voice", "SAPI": "the Windows voice"}, "the Windows voice"),
    "darwin": ({"AV_SPEECH": "the Mac voice"}, None),
}
"""Each platform's Prism voices (``prism.BackendId`` member name → speakable name) and the
name of its pyttsx3 voice (None: none); any other platform has pyttsx3's eSpeak NG alone."""


def default_renderers(
    voice: str | None = None, driver: str | None = None
) -> list[tuple[str, RendererFactory]]:
    """The renderers to try on this platform, best first, each with its speakable name.

    Windows: Prism's OneCore and SAPI voices, then pyttsx3's SAPI 5. macOS: Prism's AVSpeech
    only (pyttsx3's ``nsss`` driver hangs outside the main thread and its ``avspeech`` driver
    cannot write files). Linux and others: pyttsx3 with eSpeak NG. ``driver`` forces one
    pyttsx3 driver.
    """
    prism: dict[str, str] = {}
    pyttsx3_name: str | None = _ENGINE_NAMES.get(driver or "", "the speech engine")
    if driver is None:
        prism, pyttsx3_name = _PLATFORM_VOICES.get(sys.platform, ({}, "the eSpeak voice"))
    found: list[tuple[str, RendererFactory]] = [
        (name, functools.partial(PrismRenderer.system, backend, name))
        for backend, name in prism.items()
    ]
    if pyttsx3_name is not None:
        found.append((pyttsx3_name, lambda: Pyttsx3Renderer(driver, voice)))
    return found


def _missing_voice_reason(error: BaseException | str) -> str:
    """What the player hears when there is no built-in voice, in the game's words with the
    fix (the speech engine's own English, "This means you probably do not have eSpeak or
    eSpeak-ng installed!", goes to the log only)."""
    _log.info("the built-in voice did not start: %s", error)
    if sys.platform.startswith("linux"):
        if ctypes.util.find_library("espeak-ng") is None:
            return t("speech-no-voice-install")
        return t("speech-no-voice-broken")
    return t("speech-no-voice-engine")


# --------------------------------------------------------------------------------------------
# The output

_Key = tuple[str, int, str]
"""A render: the text of one piece, the rate in words per minute and the language."""


@dataclass
class _Piece:
    """One piece of an utterance in the playback queue."""

    text: str  # the whole utterance, for unspoken()
    key: _Key
    sound: pygame.mixer.Sound | None = None


@dataclass
class _Result:
    key: _Key
    sound: pygame.mixer.Sound | None = None
    error: str | None = None
    seconds: float = 0.0


class BuiltinVoice:
    """The built-in voice: renders on a worker thread, plays on mixer channel 0.

    ``speak`` plays a phrase already in the cache before it returns; anything else is rendered
    on the worker (the player's own words before phrases prepared ahead) and played from
    ``update`` (main thread, once per frame) as soon as it is ready. ``stop`` and interrupting
    speech stop the channel at once and drop the queue; renders in flight still go to the
    cache. :meth:`prepare` renders phrases ahead in the background (card names, the words of
    hand browsing). A render that raises, or takes longer than ``render_timeout`` seconds,
    breaks the output: ``update`` and ``speak`` raise SpeechError and ``unspoken`` lists what
    was not said, so the speech chain moves on without losing it.

    The caller initializes ``pygame.mixer`` before creating the output and keeps it running.
    """

    _last_reason = ""

    def __init__(
        self,
        *,
        rate: int = 200,
        volume: float = 1.0,
        voice: str | None = None,
        driver: str | None = None,
        renderer: RendererFactory | None = None,
        cache_entries: int = 256,
        cache_seconds: float = 240.0,
        render_timeout: float = 1.0,
        startup_timeout: float = 3.0,
        language: str = "en",
        wait: bool = True,
    ) -> None:
        """Start the worker and wait (at most ``startup_timeout`` s) for a test render.

        ``rate``: words per minute (200 by default, brisker than eSpeak's 175, which suits
        screen-reader users). ``volume``: 0.0-1.0, applied at playback. ``voice``: a pyttsx3
        voice id, or None for the default. ``driver``: a pyttsx3 driver name, or None for the
        platform's choice (:func:`default_renderers`). ``renderer``: makes the renderer
        instead (tests). The cache holds at most ``cache_entries`` renders and
        ``cache_seconds`` of audio. A render that takes longer than ``render_timeout`` s
        breaks the voice. Raises SpeechError, whose message is what the player hears ("No
        built-in voice: install libespeak-ng1."), when the mixer is not running or no renderer
        works. ``wait=False`` returns at once instead: :attr:`ready` tells when the voice has
        started, and ``update`` raises SpeechError if it fails to (see :meth:`revive`).
        ``language``: the ISO 639-1 code of the game's text; the renderer speaks it with a
        voice of that language where it has one (:meth:`set_language`).
        """
        if not pygame.mixer.get_init():
            raise SpeechError(t("speech-no-voice-device"))
        if pygame.mixer.get_num_channels() <= SPEECH_CHANNEL:
            raise SpeechError(t("speech-no-voice-channel"))
        self._options: dict[str, Any] = {
            "rate": rate,
            "volume": volume,
            "voice": voice,
            "driver": driver,
            "renderer": renderer,
            "cache_entries": cache_entries,
            "cache_seconds": cache_seconds,
            "render_timeout": render_timeout,
            "startup_timeout": startup_timeout,
            "language": language,
        }
        self._language = language
        self._rate = int(rate)
        self._volume = min(1.0, max(0.0, float(volume)))
        if renderer is not None:
            self._factories: list[tuple[str, RendererFactory]] = [("the voice", renderer)]
        else:
            self._factories = default_renderers(voice, driver)
        self._name = self._factories[0][0]
        self._render_timeout = render_timeout
        self._mixer_format = pygame.mixer.get_init()
        self._channel = pygame.mixer.Channel(SPEECH_CHANNEL)
        self._cache: OrderedDict[_Key, pygame.mixer.Sound] = OrderedDict()
        self._cache_seconds = 0.0
        self._cache_entries = cache_entries
        self._cache_limit = cache_seconds
        self._queue: deque[_Piece] = deque()
        self._playing: _Piece | None = None
        self._requested: set[_Key] = set()  # rendering or waiting to be rendered
        self._closed = False
        self._broken: str | None = None
        # Shared with the worker, under _work_lock:
        self._work_lock = threading.Condition()
        self._urgent: deque[_Key] = deque()
        self._ahead: deque[_Key] = deque()
        self._rendering: tuple[_Key, float] | None = None
        self._stopping = False
        self._results: queue.SimpleQueue[_Result] = queue.SimpleQueue()
        self._ready = threading.Event()
        self._startup_error: str | None = None
        self.render_seconds: deque[float] = deque(maxlen=100)
        """Seconds the most recent renders took, newest last (diagnostics and benchmarks)."""
        self._startup_deadline = time.monotonic() + startup_timeout
        self._renderer_language: str | None = None  # worker thread only
        self._line: list[BuiltinVoice] = [self]  # this voice and those revived from it
        self._worker = threading.Thread(target=self._work, name="audiojass-voice", daemon=True)
        self._worker.start()
        if not wait:
            return
        if not self._ready.wait(startup_timeout):
            self._startup_error = t("speech-no-voice-late", name=spoken_name(self._name))
        if self._startup_error is not None:
            self.close()
            raise SpeechError(self._startup_error)

    @classmethod
    def create_with_reason(cls, **options: Any) -> tuple[BuiltinVoice | None, str | None]:
        """``(voice, None)`` when the built-in voice works, else ``(None, reason)``.

        ``reason`` is a sentence for the player with the fix where one is known, e.g. "No
        built-in voice: install libespeak-ng1.". ``options`` are the constructor's.
        """
        try:
            voice = cls(**options)
        except SpeechError as error:
            _log.info("the built-in voice is unavailable: %s", error)
            cls._last_reason = str(error)
            return None, cls._last_reason
        cls._last_reason = ""
        return voice, None

    @classmethod
    def unavailable_reason(cls) -> str:
        """Why the last :meth:`create` found no voice ("" when it found one or never ran)."""
        return cls._last_reason

    @classmethod
    def create(cls, **options: Any) -> BuiltinVoice | None:
        """A working voice, or None (see :meth:`create_with_reason` for why)."""
        return cls.create_with_reason(**options)[0]

    # -- worker thread ---------------------------------------------------------------------

    def _start_renderer(self) -> Renderer | None:
        errors: list[str] = []
        first_error: BaseException | None = None
        for name, factory in self._factories:
            try:
                renderer = factory()
                self._renderer_language = None
                self._tell_language(renderer, self._language)
                probe = _to_sound(renderer.render("Ready.", self._rate))
                if probe is None:
                    raise RuntimeError(f"{renderer.name} rendered no audio")
            except Exception as error:
                errors.append(f"{name}: {error!r}")
                first_error = first_error or error
                continue
            self._name = renderer.name
            return renderer
        _log.info("no renderer works: %s", "; ".join(errors))
        self._startup_error = _missing_voice_reason(first_error or "no renderer")
        return None

    def _tell_language(self, renderer: Renderer, language: str) -> None:
        """Have ``renderer`` speak ``language`` (worker thread), once per change; a renderer
        without ``set_language``, or whose ``set_language`` raises, speaks as it was."""
        if language == self._renderer_language:
            return
        self._renderer_language = language
        set_language = getattr(renderer, "set_language", None)
        if callable(set_language):
            try:
                set_language(language)
            except Exception:  # it speaks on in its former voice rather than not at all
                _log.info("%s cannot speak %r", renderer.name, language, exc_info=True)

    def _render(self, renderer: Renderer, key: _Key) -> _Result:
        text, rate, language = key
        started = time.perf_counter()
        try:
            self._tell_language(renderer, language)
            sound = _to_sound(renderer.render(text, rate))
        except Exception as error:
            return _Result(key, error=f"{self._name} failed to render {text!r}: {error!r}")
        return _Result(key, sound, seconds=time.perf_counter() - started)

    def _work(self) -> None:
        renderer = self._start_renderer()
        self._ready.set()
        if renderer is None:
            return
        try:
            while True:
                with self._work_lock:
                    while not (self._urgent or self._ahead or self._stopping):
                        self._work_lock.wait()
                    if self._stopping:
                        break
                    key = self._urgent.popleft() if self._urgent else self._ahead.popleft()
                    self._rendering = (key, time.monotonic())
                result = self._render(renderer, key)
                with self._work_lock:
                    self._rendering = None
                self._results.put(result)
        finally:
            with contextlib.suppress(Exception):
                renderer.close()

    # -- main thread -----------------------------------------------------------------------

    @property
    def name(self) -> str:
        """The voice's speakable name in the active language, e.g. "the eSpeak voice"."""
        return spoken_name(self._name)

    @property
    def language(self) -> str:
        """The ISO 639-1 code of the language texts spoken from now on are rendered in."""
        return self._language

    def set_language(self, language: str) -> None:
        """Speak texts said or prepared from now on in ``language`` (ISO 639-1): the worker
        selects the renderer's voice for it before their render (eSpeak NG's "gmw/de" for
        "de"). What is already queued keeps its voice; a revived voice starts in the new
        language. Returns at once, never raises."""
        self._language = language
        self._options["language"] = language

    @property
    def pending_renders(self) -> int:
        """How many texts are being rendered or wait to be (spoken or prepared)."""
        return len(self._requested)

    @property
    def rate(self) -> int:
        """Speaking rate in words per minute; a new rate applies to texts spoken after it."""
        return self._rate

    def set_rate(self, words_per_minute: int) -> None:
        """Speak texts said or prepared from now on at ``words_per_minute`` (Options → Voice
        speed); a revived voice keeps it. Returns at once, never raises."""
        self._rate = int(words_per_minute)
        self._options["rate"] = self._rate

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

    @property
    def ready(self) -> bool:
        """True once the voice has started and rendered its test phrase."""
        return self._ready.is_set() and self._startup_error is None

    MAX_STUCK_WORKERS = 2
    """How many workers of given-up voices still in a render :meth:`revive` tolerates."""

    def _is_stuck(self) -> bool:
        return (self._closed or self._broken is not None) and self._worker.is_alive()

    def _ended(self) -> bool:
        return not self._worker.is_alive()

    def revive(self) -> BuiltinVoice:
        """A fresh voice with the same options, starting in the background (``ready`` tells
        when it answers), for the speech chain to return to after this one broke. Raises
        SpeechError when the mixer is not running, or while :attr:`MAX_STUCK_WORKERS` workers
        of this voice and those revived from it are still stuck in a render (an engine that
        hangs would otherwise add a thread and a folder every few seconds)."""
        return revived(
            self,
            lambda: BuiltinVoice(**self._options, wait=False),
            self.MAX_STUCK_WORKERS,
            self._name,
        )

    def _check_usable(self) -> None:
        if self._closed:
            raise SpeechError(f"{self._name} is closed")
        if self._broken is not None:
            raise SpeechError(self._broken)
        if not self._ready.is_set() and time.monotonic() > self._startup_deadline:
            self._broken = f"No built-in voice: {self._name} did not start in time."
            raise SpeechError(self._broken)
        if self._startup_error is not None:
            self._broken = self._startup_error
            raise SpeechError(self._broken)
        if not self._worker.is_alive():
            self._broken = f"{self._name} has stopped working"
            raise SpeechError(self._broken)
        mixer_format = pygame.mixer.get_init()
        if not mixer_format:
            raise SpeechError("the sound mixer was shut down")
        if mixer_format != self._mixer_format:
            # Renders converted for the old mixer format would play at the wrong speed.
            self._mixer_format = mixer_format
            texts = self.unspoken()
            self._cache.clear()
            self._cache_seconds = 0.0
            self.stop()
            for text in texts:
                self._enqueue(text)

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Say ``text``: ``interrupt=True`` stops current speech first, else it queues.

        Returns at once; a phrase in the cache starts playing before this returns. Raises
        SpeechError when the output is closed or broken.
        """
        self._check_usable()
        if interrupt:
            self.stop()
        self._enqueue(text)
        self._advance()

    def prepare(self, texts: Iterable[str]) -> None:
        """Render ``texts`` in the background (after anything waiting to be said), so that
        speaking them later starts at once. Texts already cached or on their way are skipped;
        never blocks, never raises."""
        if self._closed or self._broken is not None:
            return
        wanted = [
            key
            for text in texts
            for key in ((chunk, self._rate, self._language) for chunk in split_utterance(text))
            if key not in self._cache and key not in self._requested
        ]
        if not wanted:
            return
        with self._work_lock:
            for key in dict.fromkeys(wanted):
                self._ahead.append(key)
                self._requested.add(key)
            self._work_lock.notify()

    def _enqueue(self, text: str) -> None:
        urgent: list[_Key] = []
        for chunk in split_utterance(text):
            key = (chunk, self._rate, self._language)
            sound = self._cache.get(key)
            if sound is not None:
                self._cache.move_to_end(key)
            else:
                urgent.append(key)
            self._queue.append(_Piece(text, key, sound))
        if not urgent:
            return
        with self._work_lock:
            for key in urgent:
                if key in self._requested:
                    if key in self._ahead:  # prepared, not rendered yet: needed now
                        self._ahead.remove(key)
                        self._urgent.append(key)
                    continue
                self._requested.add(key)
                self._urgent.append(key)
            self._work_lock.notify()

    def stop(self) -> None:
        """Silence channel 0 at once and drop the queue; renders in flight go to the cache."""
        self._queue.clear()
        self._playing = None
        with self._work_lock:
            for key in self._urgent:
                self._requested.discard(key)
            self._urgent.clear()
        with contextlib.suppress(pygame.error):
            self._channel.stop()

    def update(self) -> None:
        """Take finished renders and start the next piece when channel 0 is free.

        Raises SpeechError when a render failed or hangs, the worker died, the output is
        closed or the mixer was shut down.
        """
        self._check_usable()
        while True:
            try:
                result = self._results.get_nowait()
            except queue.Empty:
                break
            self._accept(result)
        with self._work_lock:
            rendering = self._rendering
        if rendering is not None and time.monotonic() - rendering[1] > self._render_timeout:
            self._broken = (
                f"{self._name} took more than {self._render_timeout:g} seconds "
                f"to render {rendering[0][0]!r}"
            )
            raise SpeechError(self._broken)
        self._advance()

    def _accept(self, result: _Result) -> None:
        self._requested.discard(result.key)
        waiting = [piece for piece in self._queue if piece.key == result.key]
        if result.error is not None:
            _log.info("%s", result.error)
            if waiting:
                self._broken = result.error
                raise SpeechError(result.error)
            return
        self.render_seconds.append(result.seconds)
        if result.sound is None:
            for piece in waiting:  # nothing audible: skipped (tried again when said again)
                self._queue.remove(piece)
            return
        self._remember(result.key, result.sound)
        for piece in waiting:
            piece.sound = result.sound

    def _remember(self, key: _Key, sound: pygame.mixer.Sound) -> None:
        length = sound.get_length()
        if self._cache_entries < 1 or length > self._cache_limit or key in self._cache:
            return
        self._cache[key] = sound
        self._cache_seconds += length
        while len(self._cache) > self._cache_entries or self._cache_seconds > self._cache_limit:
            _, old = self._cache.popitem(last=False)
            self._cache_seconds -= old.get_length()

    def _advance(self) -> None:
        if self._playing is not None:
            if self._channel.get_busy():
                return
            self._playing = None
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
            return bool(self._channel.get_busy())
        except pygame.error:
            return False

    def waiting(self) -> list[str]:
        """The texts not begun yet (waiting to be rendered or played; one whose first piece
        plays has begun), oldest first, each once."""
        begun = self._playing.text if self._playing is not None else None
        return list(dict.fromkeys(piece.text for piece in self._queue if piece.text != begun))

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
        return list(dict.fromkeys([*texts, *(piece.text for piece in self._queue)]))

    def close(self) -> None:
        """Stop speaking and end the worker (waits a tenth of a second for a render to finish:
        this runs on the game's loop, and a render that hangs ends, or not, on its own)."""
        if self._closed:
            return
        self._closed = True
        self._queue.clear()
        self._playing = None
        if pygame.mixer.get_init():
            with contextlib.suppress(pygame.error):
                self._channel.stop()
        with self._work_lock:
            self._stopping = True
            self._urgent.clear()
            self._ahead.clear()
            self._work_lock.notify()
        if self._worker.is_alive() and threading.current_thread() is not self._worker:
            self._worker.join(timeout=0.1)
        self._cache.clear()


TtsOutput = BuiltinVoice
"""The former name of :class:`BuiltinVoice`."""
