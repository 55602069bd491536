"""Speech output: the player's screen reader, a self-voiced TTS, or console lines.

Every way of saying something to the player is a :class:`SpeechOutput`. The game talks to one
:class:`SpeechChain`, which delegates to the first output that works and moves to the next one
when it breaks, so no announcement is lost and the player is told once where speech went:

- :class:`ScreenReaderOutput` hands text to the running screen reader through
  accessible_output2, which also drives braille where the screen reader offers it.
- :class:`TtsOutput` voices text itself on a pygame mixer channel.
- :class:`ConsoleOutput` prints one line per utterance; it cannot fail and ends every chain.
"""

from __future__ import annotations

from typing import TextIO

from audiojass.speech.base import SpeechError, SpeechOutput
from audiojass.speech.chain import SpeechChain
from audiojass.speech.console import ConsoleOutput
from audiojass.speech.screenreader import ScreenReaderOutput
from audiojass.speech.voice import SPEECH_CHANNEL, TtsOutput, render_to_file, split_utterance

__all__ = [
    "MODES",
    "SPEECH_CHANNEL",
    "ConsoleOutput",
    "ScreenReaderOutput",
    "SpeechChain",
    "SpeechError",
    "SpeechOutput",
    "TtsOutput",
    "build_chain",
    "render_to_file",
    "split_utterance",
]

MODES = ("auto", "screenreader", "tts", "console")
"""The speech modes :func:`build_chain` accepts."""


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
