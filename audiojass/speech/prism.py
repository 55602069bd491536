"""Screen readers and system voices through Prism (the ``prismatoid`` package, module ``prism``)."""

from __future__ import annotations

import contextlib
import importlib
import logging
from collections.abc import Sequence
from typing import Any

from audiojass.speech.base import SpeechError, best_voice

__all__ = ["SCREEN_READERS", "SYSTEM_VOICES", "PrismBackend", "choose_voice", "import_prism"]

_log = logging.getLogger(__name__)

SCREEN_READERS: dict[str, str] = {
    "NVDA": "NVDA",
    "JAWS": "JAWS",
    "ZDSR": "ZDSR",
    "ZOOM_TEXT": "ZoomText",
    "SYSTEM_ACCESS": "System Access",
    "PC_TALKER": "PC-Talker",
    "WINDOW_EYES": "Window-Eyes",
    "BOY_PC_READER": "BoyPC Reader",
    "SENSE_READER": "Sense Reader",
    "VOICE_OVER": "VoiceOver",
    "ORCA": "Orca",
}
"""Prism backend ids (``prism.BackendId`` member names) of screen readers, in the order they
are tried, with the names the player hears."""

SYSTEM_VOICES: dict[str, str] = {
    "ONE_CORE": "the Windows voice",
    "SAPI": "the Windows SAPI voice",
    "AV_SPEECH": "the Mac voice",
}
"""Prism backend ids of the operating system's own voices (not screen readers)."""


def import_prism() -> Any:
    """The ``prism`` module. Raises SpeechError with the reason when it cannot be imported
    (it is not installed on Linux arm64, or its native library does not load)."""
    try:
        return importlib.import_module("prism")
    except ImportError as exc:
        raise SpeechError(f"Prism is not installed ({exc})") from exc
    except Exception as exc:
        raise SpeechError(f"Prism cannot be loaded ({exc!r})") from exc


def choose_voice(backend: Any, language: str) -> bool:
    """Set ``backend``'s (a ``prism.Backend``) voice to one that speaks ``language`` (ISO
    639-1) when it lists its voices' languages and can set the voice, keeping the voice in
    use if it already speaks it; True when a voice of the language is in use afterwards.
    Blocks; raises Prism's errors."""
    features = backend.features
    if not (
        features.supports_count_voices
        and features.supports_get_voice_language
        and features.supports_set_voice
    ):
        return False
    languages = []
    for index in range(backend.voices_count):
        try:
            languages.append([backend.get_voice_language(index)])
        except Exception:
            languages.append([])
    current = None
    if features.supports_get_voice:
        with contextlib.suppress(Exception):
            current = int(backend.voice)
    chosen = best_voice(languages, language, current)
    if chosen is None:
        _log.info("Prism's %s has no voice for %r", getattr(backend, "name", "backend"), language)
        return False
    if chosen != current:
        backend.voice = chosen
    return True


class PrismBackend:
    """One Prism backend as a blocking backend for a
    :class:`~audiojass.speech.worker.ThreadedOutput` (all calls on its worker thread).

    Speech and braille go together through the backend's ``output`` where it has it, else
    ``speak`` and, where supported, ``braille``. ``alive`` asks Prism whether the backend
    (the screen reader) is still usable at run time.

    The game's language (:meth:`set_language`): a system voice (OneCore, SAPI, AVSpeech:
    :data:`SYSTEM_VOICES`) that lists its voices with their languages and lets one be chosen
    switches to a voice of that language, unless the voice in use already speaks it. A screen
    reader (NVDA, JAWS, VoiceOver, Orca...) always keeps its own voice: it is the player's
    setting, shared with every other program, and speaks the language the player configured
    in it.
    """

    def __init__(self, context: Any, backend: Any, name: str) -> None:
        """Wrap ``backend`` (a ``prism.Backend`` made by ``context``) under the speakable
        ``name``."""
        self._context = context
        self._backend: Any = backend
        self.name = name
        features = backend.features
        self._output = bool(features.supports_output)
        self._braille = bool(features.supports_braille)
        self._stop = bool(features.supports_stop)
        self._voices_chosen = name in SYSTEM_VOICES.values()

    @classmethod
    def open_first(cls, ids: dict[str, str], *, only: Sequence[str] | None = None) -> PrismBackend:
        """The first backend of ``ids`` (id name -> spoken name) that works now.

        ``only`` limits the names tried. Raises SpeechError when Prism is missing or none
        of them is available (no screen reader running).
        """
        prism = import_prism()
        context = prism.Context()
        tried: list[str] = []
        for id_name, spoken in ids.items():
            if only is not None and id_name not in only:
                continue
            backend_id = getattr(prism.BackendId, id_name, None)
            if backend_id is None or not context.exists(backend_id):
                continue
            tried.append(spoken)
            try:
                backend = context.create(backend_id)
                if not backend.features.is_supported_at_runtime:
                    continue
            except Exception as exc:
                _log.debug("Prism's %s backend is unavailable: %s", spoken, exc)
                continue
            return cls(context, backend, spoken)
        raise SpeechError(f"Prism found none of {', '.join(tried) or 'its backends'} running")

    def _require(self) -> Any:
        if self._backend is None:
            raise SpeechError(f"{self.name} output is closed")
        return self._backend

    def speak(self, text: str, interrupt: bool) -> None:
        """Speak (and braille) ``text``; blank texts are skipped. Raises on failure."""
        backend = self._require()
        text = " ".join(text.split())
        if not text:
            return
        if self._output:
            backend.output(text, interrupt)
            return
        backend.speak(text, interrupt)
        if self._braille:
            with contextlib.suppress(Exception):
                backend.braille(text)

    def set_language(self, language: str) -> None:
        """A system voice chooses a voice that speaks ``language`` (ISO 639-1) where it lists
        its voices' languages and can set the voice; a screen reader keeps its own (see the
        class). Blocks (run it on the worker); raises Prism's errors."""
        backend = self._require()
        if self._voices_chosen:
            choose_voice(backend, language)

    def stop(self) -> None:
        """Silence the backend, where it can be silenced."""
        backend = self._require()
        if self._stop:
            backend.stop()

    def alive(self) -> bool:
        """Whether the backend is still usable at run time (the screen reader still runs)."""
        backend = self._require()
        return bool(backend.features.is_supported_at_runtime)

    def close(self) -> None:
        """Drop the backend and its context (Prism frees them)."""
        self._backend = None
        self._context = None
