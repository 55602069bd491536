"""The player's screen reader (or the system's voice): Prism first, accessible_output2 after.

Every screen reader runs as a :class:`~audiojass.speech.worker.ThreadedOutput`: its backend is
found and created on the output's worker thread, and every call into it happens there.

- Windows: NVDA, JAWS, ZDSR, ZoomText, System Access, PC-Talker, Window-Eyes and more through
  Prism; accessible_output2 when Prism is missing or finds none.
- macOS: VoiceOver through Prism; accessible_output2 after it.
- Linux: Orca through Prism, and only while Orca runs. accessible_output2 is not used on
  Linux: it only offers Speech Dispatcher and eSpeak there (both covered otherwise) and,
  with neither, prints to stdout and speaks nothing.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import os
import sys
from pathlib import Path
from typing import Any

from audiojass.i18n import t
from audiojass.speech.base import SpeechError
from audiojass.speech.prism import SCREEN_READERS, SYSTEM_VOICES, PrismBackend
from audiojass.speech.worker import BlockingBackend, ThreadedOutput

__all__ = ["AO2_SCREEN_READERS", "Ao2Backend", "ScreenReaderOutput", "orca_running"]

_log = logging.getLogger(__name__)

AO2_SCREEN_READERS: dict[str, str] = {
    "NVDA": "NVDA",
    "Jaws": "JAWS",
    "WindowEyes": "Window-Eyes",
    "SystemAccess": "System Access",
    "Dolphin": "Dolphin SuperNova",
    "ZDSR": "ZDSR",
    "PCTalker": "PC-Talker",
    "VoiceOver": "VoiceOver",
}
"""accessible_output2 class names of screen readers, with the names the player hears."""

AO2_SYSTEM_VOICES: dict[str, str] = {"SAPI5": "the Windows SAPI voice"}
"""accessible_output2 class names of system voices."""

NO_SCREEN_READER = "speech-no-screen-reader"
"""The catalogue id of "No screen reader is running." (:meth:`ScreenReaderOutput.find`)."""


def orca_running(proc: Path = Path("/proc")) -> bool:
    """Whether an Orca process runs (Linux): a process named ``orca``, or a Python running
    an ``orca`` script. Reads ``/proc`` only; False where there is no ``/proc``."""
    try:
        entries = list(proc.iterdir())
    except OSError:
        return False
    for entry in entries:
        if not entry.name.isdigit():
            continue
        try:
            if (entry / "comm").read_text(errors="replace").strip() == "orca":
                return True
            arguments = (entry / "cmdline").read_bytes().split(b"\0")[:2]
        except OSError:
            continue
        if any(os.path.basename(argument) == b"orca" for argument in arguments):
            return True
    return False


class Ao2Backend:
    """One accessible_output2 output as a blocking backend (Windows and macOS only)."""

    def __init__(self, output: Any, name: str) -> None:
        """Wrap ``output``, an accessible_output2 ``Output``, under the speakable ``name``."""
        self._output: Any = output
        self.name = name

    @classmethod
    def open_first(cls, names: dict[str, str]) -> Ao2Backend:
        """The first active accessible_output2 output whose class is in ``names``.

        Tries the classes in accessible_output2's own order and survives those that cannot
        be built here. Raises SpeechError when there is none (or on Linux).
        """
        if sys.platform.startswith("linux"):
            raise SpeechError("accessible_output2 is not used on Linux")
        try:
            ao2 = importlib.import_module("accessible_output2")
            classes: list[Any] = list(ao2.get_output_classes())
        except Exception as exc:
            raise SpeechError(f"accessible_output2 is unavailable ({exc!r})") from exc
        for output_class in classes:
            spoken = names.get(output_class.__name__)
            if spoken is None:
                continue
            try:
                output = output_class()
                active = bool(output.is_active())
            except Exception:
                _log.debug("%s is unavailable", spoken, exc_info=True)
                continue
            if active:
                return cls(output, spoken)
            with contextlib.suppress(Exception):
                output.close()
        raise SpeechError("accessible_output2 found none running")

    def speak(self, text: str, interrupt: bool) -> None:
        """Speak and braille ``text``."""
        self._output.speak(text, interrupt=interrupt)
        with contextlib.suppress(Exception):
            self._output.braille(text)

    def stop(self) -> None:
        """Silence the screen reader."""
        silence = getattr(self._output, "silence", None)
        if silence is not None:
            silence()

    def alive(self) -> bool:
        """Whether the screen reader still runs."""
        return bool(self._output.is_active())

    def close(self) -> None:
        """Release the output."""
        close = getattr(self._output, "close", None)
        if close is not None:
            close()


def _open(prism_ids: dict[str, str], ao2_names: dict[str, str]) -> BlockingBackend:
    """Prism's first working backend of ``prism_ids``, else accessible_output2's."""
    try:
        return PrismBackend.open_first(prism_ids)
    except SpeechError as prism_error:
        try:
            return Ao2Backend.open_first(ao2_names)
        except SpeechError:
            raise prism_error from None


def open_screen_reader() -> BlockingBackend:
    """The running screen reader's backend (blocking; run it on a worker). Raises
    SpeechError when none runs."""
    if sys.platform.startswith("linux"):
        return PrismBackend.open_first(SCREEN_READERS, only=("ORCA",))
    return _open(SCREEN_READERS, AO2_SCREEN_READERS)


def open_system_voice() -> BlockingBackend:
    """The operating system's voice (Windows OneCore or SAPI, macOS AVSpeech). Raises
    SpeechError where there is none (Linux: the built-in voice covers it)."""
    if sys.platform.startswith("linux"):
        raise SpeechError("no system voice on Linux")
    return _open(SYSTEM_VOICES, AO2_SYSTEM_VOICES)


class ScreenReaderOutput(ThreadedOutput):
    """The player's screen reader (or the system voice) on its own worker thread."""

    @classmethod
    def detect(cls, timeout: float = 3.0) -> ScreenReaderOutput | None:
        """The running screen reader, started; None when there is none (waits at most
        ``timeout`` s). On Linux only Orca counts, and only while its process runs."""
        output, _ = cls.find(timeout=timeout)
        return output

    @classmethod
    def find(cls, timeout: float = 3.0) -> tuple[ScreenReaderOutput | None, str]:
        """The running screen reader (or None) and, when None, why, as a sentence to say."""
        if sys.platform.startswith("linux") and not orca_running():
            return None, t(NO_SCREEN_READER)
        output = cls(open_screen_reader, "the screen reader", start_seconds=timeout)
        if output.wait_started(timeout):
            return output, ""
        reason = output.error or "it did not answer"
        output.close()
        _log.info("no screen reader: %s", reason)
        if sys.platform.startswith("linux"):
            return None, t("speech-orca-unreachable")
        return None, t(NO_SCREEN_READER)

    @classmethod
    def detect_system_voice(cls, timeout: float = 3.0) -> ScreenReaderOutput | None:
        """The operating system's own voice, started; None where there is none."""
        if sys.platform.startswith("linux"):
            return None
        output = cls(open_system_voice, "the system voice", start_seconds=timeout)
        if output.wait_started(timeout):
            return output
        output.close()
        return None
