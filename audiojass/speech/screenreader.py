"""Screen readers through accessible_output2."""

from __future__ import annotations

import contextlib
import importlib
import logging
import os
import sys
import time
from collections import deque
from typing import Any

from audiojass.speech._quiet import _silenced
from audiojass.speech.base import SpeechError

_log = logging.getLogger(__name__)

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
