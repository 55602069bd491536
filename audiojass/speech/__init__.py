"""Speech output: the player's screen reader, a built-in voice, or console lines.

Every way of saying something to the player is a :class:`SpeechOutput`. The game talks to one
:class:`SpeechChain`, which delegates to the first output that works, moves to the next one
when it breaks or stalls, and returns to the preferred one once it answers again, so no
announcement is lost and the player is told once where speech went:

- :class:`ScreenReaderOutput`: the running screen reader through Prism (accessible_output2
  after it on Windows and macOS), speech and braille; on Linux, Orca.
- Speech Dispatcher (:func:`speechd_output`) through libspeechd, when chosen (or with Orca).
- :class:`TtsOutput`: the built-in voice on a pygame mixer channel.
- :class:`ConsoleOutput` prints one line per utterance; it cannot fail and ends every chain.

Outputs whose backend may block (screen readers, Speech Dispatcher) run as a
:class:`ThreadedOutput`: every call into them happens on their own worker thread.
"""

from __future__ import annotations

import logging
import sys
from typing import TextIO

from audiojass.i18n import t
from audiojass.speech import speechd
from audiojass.speech.base import SpeechError, SpeechOutput
from audiojass.speech.chain import SpeechChain
from audiojass.speech.console import ConsoleOutput
from audiojass.speech.screenreader import NO_SCREEN_READER, ScreenReaderOutput
from audiojass.speech.speechd import speechd_output
from audiojass.speech.voice import SPEECH_CHANNEL, TtsOutput, split_utterance
from audiojass.speech.worker import BlockingBackend, ThreadedOutput

_log = logging.getLogger(__name__)

__all__ = [
    "MODES",
    "SPEECH_CHANNEL",
    "BlockingBackend",
    "ConsoleOutput",
    "ScreenReaderOutput",
    "SpeechChain",
    "SpeechError",
    "SpeechOutput",
    "ThreadedOutput",
    "TtsOutput",
    "build_chain",
    "offered_modes",
    "speechd_output",
    "split_utterance",
]

MODES = ("auto", "screenreader", "speechd", "tts", "console")
"""The speech modes :func:`build_chain` accepts ("tts" is the built-in voice)."""


def offered_modes() -> tuple[str, ...]:
    """The modes Options offers here: "speechd" only on Linux."""
    if sys.platform.startswith("linux"):
        return MODES
    return tuple(mode for mode in MODES if mode != "speechd")


def _voice(rate: int, volume: float, language: str) -> tuple[SpeechOutput | None, str]:
    """The built-in voice speaking ``language``, or None and why (with the fix)."""
    voice = TtsOutput.create(rate=rate, volume=volume, language=language)
    if voice is not None:
        return voice, ""
    reason = TtsOutput.unavailable_reason()
    if reason:
        return None, reason
    if sys.platform.startswith("linux"):
        return None, t("speech-no-voice-install")
    return None, t("speech-no-voice-engine")


def _speech_dispatcher(
    language: str, address: str | None, timeout: float
) -> tuple[SpeechOutput | None, str]:
    """Speech Dispatcher, started (waits at most ``timeout`` s), or None and why.

    With an explicit ``address`` no daemon is spawned; otherwise libspeechd starts the
    user's daemon when none runs.
    """
    try:
        output = speechd_output(
            language=language, address=address, autospawn=address is None, start_seconds=timeout
        )
    except SpeechError:
        return None, t("speech-speechd-missing", name=speechd.NAME)
    if output.wait_started(timeout):
        return output, ""
    _log.info("Speech Dispatcher is unavailable: %s", output.error or "no answer in time")
    output.close()
    return None, t("speech-speechd-silent", name=speechd.NAME)


def build_chain(
    mode: str,
    *,
    stream: TextIO | None = None,
    rate: int = 200,
    volume: float = 1.0,
    language: str = "en",
    start_timeout: float = 3.0,
    speechd_address: str | None = None,
) -> SpeechChain:
    """The speech chain for ``mode``, always ending with the console.

    - "auto": the running screen reader (Linux: Orca, then the Speech Dispatcher it speaks
      through, only while Orca runs), then the built-in voice, then (Windows, macOS) the
      system voice, then the console;
    - "screenreader": the screen reader (Linux: Orca, then Speech Dispatcher), then console;
    - "speechd": Speech Dispatcher, then the built-in voice, then the console;
    - "tts": the built-in voice, then the console;
    - "console": the console only.

    Outputs that are unavailable are left out; the chain's ``start_message()`` says what it
    speaks through and why outputs before it were left out, with the fix, e.g. "Speaking
    through the eSpeak voice. No screen reader is running.", or, where Orca runs but cannot
    be reached, "Orca is running; speaking through Speech Dispatcher beside it.". Starting an
    output that may block waits at most ``start_timeout`` s. The built-in voice needs
    ``pygame.mixer`` initialized; ``rate`` (words per minute) and ``volume`` (0.0-1.0) configure it.
    ``language``: the ISO 639-1 code of the game's text: Speech Dispatcher's language, the
    built-in voice's voice, a system voice of that language where Prism lists them (a screen
    reader keeps its own voice, which speaks the language its user set); change it later
    with the chain's ``set_language``.
    ``speechd_address``: Speech Dispatcher's unix socket (None: the user's default).
    ``stream`` is the console's stream (None: ``sys.stdout``). Raises ValueError for an
    unknown mode.
    """
    if mode not in MODES:
        raise ValueError(f"unknown speech mode {mode!r}; expected one of {', '.join(MODES)}")
    outputs: list[SpeechOutput] = []
    notes: list[str] = []
    first_line: str | None = None

    def add(output: SpeechOutput | None, reason: str) -> None:
        if output is not None:
            outputs.append(output)
        elif reason and not outputs and reason not in notes:
            notes.append(reason)

    linux = sys.platform.startswith("linux")
    if mode in ("auto", "screenreader"):
        reader, reason = ScreenReaderOutput.find(timeout=start_timeout)
        add(reader, reason)
        if linux and (mode == "screenreader" or reason != t(NO_SCREEN_READER)):
            add(*_speech_dispatcher(language, speechd_address, start_timeout))
            if reader is None and reason != t(NO_SCREEN_READER) and outputs:
                # Orca runs but cannot be reached (Prism needs its D-Bus service): Speech
                # Dispatcher, which Orca speaks through too, speaks beside it
                first_line = t("speech-beside-orca", name=outputs[0].name)
                notes.remove(reason)
    if mode == "speechd":
        add(*_speech_dispatcher(language, speechd_address, start_timeout))
    if mode in ("auto", "speechd", "tts"):
        add(*_voice(rate, volume, language))
    if mode == "auto":
        add(ScreenReaderOutput.detect_system_voice(timeout=start_timeout), "")
    outputs.append(ConsoleOutput(stream))
    chain = SpeechChain(outputs, notes=notes, first_line=first_line)
    chain.set_language(language)  # the screen reader's or system voice's voice, where listed
    return chain
