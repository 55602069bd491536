"""The speech chain (failover, start message, preparing phrases), the console output, and
the built-in voice inside a chain. The voice itself: tests/test_voice.py; blocking backends
and the return to a preferred output: tests/test_speech_worker.py; choosing outputs:
tests/test_speech_outputs.py; a real Speech Dispatcher: tests/test_speech_speechd.py.

Where pyttsx3 or eSpeak NG is missing the real-voice tests skip, unless
AUDIOJASS_REQUIRE_SPEECH is set (as in CI): then they fail.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import gc
import importlib
import io
import sys
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from fakes import RecordingOutput, speech_missing

from audiojass.speech import (
    ConsoleOutput,
    ScreenReaderOutput,
    SpeechChain,
    SpeechError,
    SpeechOutput,
    TtsOutput,
    build_chain,
)

# ---------------------------------------------------------------------------------------------
# Helpers and fixtures


def real_engine() -> Any:
    """A pyttsx3 engine driving eSpeak NG, or skip/fail when there is none."""
    try:
        pyttsx3 = importlib.import_module("pyttsx3")
    except ImportError as exc:
        speech_missing(f"pyttsx3 cannot be imported: {exc}")
    try:
        engine = pyttsx3.init()
    except Exception as exc:
        speech_missing(f"pyttsx3 cannot start an engine (is libespeak-ng1 installed?): {exc!r}")
    if sys.platform.startswith("linux") and engine.driver_name != "espeak":
        speech_missing(f"pyttsx3 chose the {engine.driver_name} driver, not espeak")
    return engine


@pytest.fixture
def mixer(monkeypatch: pytest.MonkeyPatch) -> Iterator[pygame.mixer.Channel]:
    """The pygame mixer on SDL's silent dummy driver; yields the speech channel."""
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
    yield pygame.mixer.Channel(0)
    pygame.mixer.quit()


class ReportingOutput(RecordingOutput):
    """A recording output that reports exactly which texts it has not said yet."""

    def __init__(self, name: str, pending: list[str]) -> None:
        super().__init__(name)
        self.pending = pending

    def unspoken(self) -> list[str]:
        return list(self.pending)


# ---------------------------------------------------------------------------------------------
# The built-in voice in a chain (the voice itself: tests/test_voice.py)


@pytest.mark.slow
def test_build_chain_auto_uses_the_voice_when_no_screen_reader_runs(
    mixer: pygame.mixer.Channel,
) -> None:
    real_engine()
    gc.collect()
    chain = build_chain("auto", stream=io.StringIO())
    try:
        names = [output.name for output in chain.outputs]
        assert names[-1] == "the console"
        if ScreenReaderOutput.detect() is None:
            assert names == ["the eSpeak voice", "the console"]
            assert chain.start_message() == (
                "Speaking through the eSpeak voice. No screen reader is running."
            )
    finally:
        chain.close()


def test_tts_output_needs_an_initialized_mixer() -> None:
    pygame.mixer.quit()
    assert TtsOutput.create() is None
    assert build_chain("tts", stream=io.StringIO()).active_name == "the console"


# ---------------------------------------------------------------------------------------------
# The chain


def test_chain_moves_to_the_next_output_when_speak_fails() -> None:
    first = RecordingOutput("the first voice", fail_after=1)
    second = RecordingOutput("the second voice")
    chain = SpeechChain([first, second])
    assert chain.start_message() == "Speaking through the first voice."
    chain.speak("Your turn", interrupt=True)
    chain.speak("Right plays the ace of hearts", interrupt=False)
    assert first.closed
    assert chain.active_name == "the second voice"
    assert second.spoken == [
        ("Speech moved to the second voice.", True),
        ("Your turn", False),
        ("Right plays the ace of hearts", False),
    ]
    chain.speak("Left plays the six of clubs", interrupt=False)
    assert second.spoken[-1] == ("Left plays the six of clubs", False)
    assert second.texts.count("Speech moved to the second voice.") == 1


def test_chain_repeats_only_what_was_not_heard() -> None:
    first = RecordingOutput("the first voice", fail_after=2)
    second = RecordingOutput("the second voice")
    chain = SpeechChain([first, second])
    chain.speak("Your turn", interrupt=True)
    first.finish()
    chain.update()
    chain.speak("Trump is hearts", interrupt=True)
    chain.speak("Right plays the ace of hearts", interrupt=False)
    assert second.texts == [
        "Speech moved to the second voice.",
        "Trump is hearts",
        "Right plays the ace of hearts",
    ]


def test_chain_moves_on_when_update_fails_and_says_each_move_once() -> None:
    first = RecordingOutput("NVDA")
    second = RecordingOutput("the eSpeak voice")
    third = RecordingOutput("the console")
    chain = SpeechChain([first, second, third])
    chain.speak("Your turn", interrupt=True)
    first.fail()
    chain.update()
    assert chain.active_name == "the eSpeak voice"
    assert second.spoken == [("Speech moved to the eSpeak voice.", True), ("Your turn", False)]
    second.finish()
    chain.update()
    chain.update()
    second.fail()
    chain.update()
    assert chain.active_name == "the console"
    assert third.spoken == [("Speech moved to the console.", True)]
    assert first.closed and second.closed and not third.closed


def test_chain_uses_what_the_failed_output_reports_as_unsaid() -> None:
    first = ReportingOutput("the first voice", pending=["Partner plays the nine of spades"])
    second = RecordingOutput("the second voice")
    chain = SpeechChain([first, second])
    chain.speak("Left plays the six of clubs", interrupt=True)
    chain.speak("Partner plays the nine of spades", interrupt=False)
    first.fail()
    chain.update()
    assert second.texts == ["Speech moved to the second voice.", "Partner plays the nine of spades"]


def test_chain_skips_an_output_that_fails_while_taking_over() -> None:
    first = RecordingOutput("the first voice", fail_after=0)
    second = RecordingOutput("the second voice", fail_after=0)
    third = RecordingOutput("the console")
    chain = SpeechChain([first, second, third])
    chain.speak("Your turn", interrupt=True)
    assert chain.active_name == "the console"
    assert third.spoken == [("Speech moved to the console.", True), ("Your turn", False)]


def test_chain_raises_only_when_every_output_failed() -> None:
    chain = SpeechChain([RecordingOutput("a", fail_after=0), RecordingOutput("b", fail_after=0)])
    with pytest.raises(SpeechError):
        chain.speak("Your turn", interrupt=True)
    with pytest.raises(ValueError):
        SpeechChain([])


def test_chain_passes_interrupt_and_stop_through() -> None:
    out = RecordingOutput("the voice")
    chain = SpeechChain([out])
    chain.speak("Your turn", interrupt=True)
    chain.speak("Right plays the ace of hearts", interrupt=False)
    assert out.spoken == [("Your turn", True), ("Right plays the ace of hearts", False)]
    assert chain.is_speaking()
    chain.stop()
    assert out.stops == 1
    assert not chain.is_speaking()
    chain.update()
    chain.close()
    assert out.closed
    assert isinstance(chain, SpeechOutput)
    assert isinstance(out, SpeechOutput)


# ---------------------------------------------------------------------------------------------
# The console


def test_console_output_writes_one_line_per_utterance_and_never_raises() -> None:
    lines = io.StringIO()
    console = ConsoleOutput(lines)
    assert console.name == "the console"
    console.speak("Right plays\nthe ace of hearts", interrupt=True)
    console.speak("Your turn", interrupt=False)
    assert lines.getvalue() == "Right plays the ace of hearts\nYour turn\n"
    console.stop()
    console.update()
    assert not console.is_speaking()
    lines.close()
    console.speak("Still here", interrupt=True)
    console.close()


def test_console_output_follows_the_current_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    ConsoleOutput().speak("Your turn", interrupt=True)
    assert capsys.readouterr().out == "Your turn\n"


# ---------------------------------------------------------------------------------------------
# The start message and preparing phrases


def test_start_message_names_the_output_and_why_others_were_left_out() -> None:
    chain = SpeechChain(
        [RecordingOutput("the eSpeak voice"), RecordingOutput("the console")],
        notes=["No screen reader is running."],
    )
    assert chain.start_message() == (
        "Speaking through the eSpeak voice. No screen reader is running."
    )
    assert chain.notes == ("No screen reader is running.",)
    assert SpeechChain([RecordingOutput("NVDA")]).start_message() == "Speaking through NVDA."


def test_chain_forwards_prepare_to_the_active_output_only() -> None:
    class Preparing(RecordingOutput):
        def __init__(self, name: str) -> None:
            super().__init__(name)
            self.prepared: list[str] = []

        def prepare(self, texts: Iterator[str]) -> None:
            self.prepared.extend(texts)

    first = Preparing("the eSpeak voice")
    second = Preparing("the console")
    chain = SpeechChain([first, second])
    chain.prepare(iter(["Ace of hearts", "Six of clubs"]))
    assert first.prepared == ["Ace of hearts", "Six of clubs"]
    assert second.prepared == []
    SpeechChain([RecordingOutput("NVDA")]).prepare(["Ace of hearts"])  # ignored, no error
