"""Speech outputs and the speech chain.

Real speech is exercised headless: eSpeak NG through pyttsx3 renders audio, and pygame's
"disk" audio driver writes what channel 0 plays to a file. Where pyttsx3 or eSpeak NG is
missing those tests skip, unless AUDIOJASS_REQUIRE_SPEECH is set (as in CI): then they fail.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import gc
import importlib
import io
import math
import shutil
import sys
import threading
import time
import wave
from array import array
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NoReturn

import pygame
import pytest
from fakes import RecordingOutput

from audiojass.speech import (
    ConsoleOutput,
    ScreenReaderOutput,
    SpeechChain,
    SpeechError,
    SpeechOutput,
    TtsOutput,
    _quiet,
    build_chain,
    render_to_file,
    screenreader,
    split_utterance,
    voice,
)

PHRASE = "Right plays the ace of hearts"
LONG_TEXT = " ".join(
    f"Trick {n}: right plays the ace of hearts, partner plays the nine of spades, "
    "left plays the six of clubs, and you win the trick with the jack of trump."
    for n in range(1, 40)
)
REQUIRE_SPEECH = "AUDIOJASS_REQUIRE_SPEECH"
FRAME = 1 / 60


# ---------------------------------------------------------------------------------------------
# Helpers and fixtures


def speech_required() -> bool:
    """True when real speech must work (CI): missing speech then fails instead of skipping."""
    return os.environ.get(REQUIRE_SPEECH, "").strip() not in ("", "0")


def speech_missing(reason: str) -> NoReturn:
    """Skip the test, or fail it when AUDIOJASS_REQUIRE_SPEECH is set."""
    if speech_required():
        pytest.fail(f"real speech is required ({REQUIRE_SPEECH} is set) but {reason}")
    pytest.skip(reason)


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


def real_tts(**options: Any) -> TtsOutput:
    """A working TtsOutput on the already initialized mixer, or skip/fail."""
    real_engine()
    gc.collect()
    tts = TtsOutput.create(**options)
    if tts is None:
        speech_missing("TtsOutput.create() found no working speech engine")
    return tts


def samples_rms(samples: array[int]) -> float:
    """Root mean square of 16-bit samples (full scale 32768)."""
    if not samples:
        return 0.0
    return math.sqrt(sum(s * s for s in samples) / len(samples))


def int16_samples(data: bytes) -> array[int]:
    """Little-endian 16-bit PCM bytes as an array of ints."""
    samples = array("h", data[: len(data) - len(data) % 2])
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


def pump(output: SpeechOutput, seconds: float, until: Any = None) -> bool:
    """Call update() once per frame for up to ``seconds``; True if ``until()`` became true."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        output.update()
        if until is not None and until():
            return True
        time.sleep(FRAME)
    return False


@pytest.fixture
def mixer(monkeypatch: pytest.MonkeyPatch) -> Iterator[pygame.mixer.Channel]:
    """The pygame mixer on SDL's silent dummy driver; yields the speech channel."""
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
    yield pygame.mixer.Channel(0)
    pygame.mixer.quit()


@pytest.fixture
def disk_mixer(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    """The pygame mixer on SDL's disk driver; yields the file the played samples go to."""
    pygame.mixer.quit()
    out = tmp_path / "mixer.raw"
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(out))
    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
    yield out
    pygame.mixer.quit()


class FakeAo2Output:
    """Stands in for an accessible_output2 output object."""

    def __init__(self, *, active: bool = True, broken: bool = False) -> None:
        self.active = active
        self.broken = broken
        self.calls: list[tuple[str, Any]] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        if self.broken:
            raise OSError("the screen reader went away")
        self.calls.append(("speak", (text, interrupt)))

    def braille(self, text: str, **options: Any) -> None:
        self.calls.append(("braille", text))

    def silence(self) -> None:
        self.calls.append(("silence", None))

    def is_active(self) -> bool:
        return self.active

    def close(self) -> None:
        self.calls.append(("close", None))


class ReportingOutput(RecordingOutput):
    """A recording output that reports exactly which texts it has not said yet."""

    def __init__(self, name: str, pending: list[str]) -> None:
        super().__init__(name)
        self.pending = pending

    def unspoken(self) -> list[str]:
        return list(self.pending)


# ---------------------------------------------------------------------------------------------
# Splitting long texts


def test_split_utterance_keeps_short_texts_whole_and_splits_long_ones_at_sentences() -> None:
    assert split_utterance(f"  {PHRASE}\n ") == [PHRASE]
    assert split_utterance(" \n\t ") == []
    pieces = split_utterance(LONG_TEXT, limit=200)
    assert len(pieces) > 10
    assert all(len(p) <= 200 for p in pieces)
    assert " ".join(pieces) == " ".join(LONG_TEXT.split())
    assert all(p[-1] in ".:;!?," for p in pieces)
    assert split_utterance("a" * 300, limit=50) == ["a" * 300]
    with pytest.raises(ValueError):
        split_utterance(PHRASE, limit=0)


# ---------------------------------------------------------------------------------------------
# Real speech: eSpeak NG through pyttsx3, played through pygame


def test_espeak_renders_an_audible_phrase_of_plausible_length(tmp_path: Path) -> None:
    engine = real_engine()
    finished = threading.Event()
    engine.connect("finished-utterance", lambda **_: finished.set())
    path = tmp_path / "phrase.wav"
    render_to_file(engine, PHRASE, path, finished, timeout=10)
    del engine
    gc.collect()
    with wave.open(str(path)) as w:
        assert w.getsampwidth() == 2
        seconds = w.getnframes() / w.getframerate()
        samples = int16_samples(w.readframes(w.getnframes()))
    assert 0.8 <= seconds <= 5.0
    assert samples_rms(samples) > 500


def test_tts_output_plays_speech_on_channel_0(disk_mixer: Path) -> None:
    frequency, size, channels = pygame.mixer.get_init()
    tts = real_tts()
    try:
        assert tts.name == "the eSpeak voice"
        tts.speak(PHRASE, interrupt=True)
        assert tts.is_speaking()
        assert pump(tts, 5, until=lambda: pygame.mixer.Channel(0).get_busy())
        assert tts.unspoken() == [PHRASE]
        assert pump(tts, 6, until=lambda: not tts.is_speaking())
        assert not pygame.mixer.Channel(0).get_busy()
    finally:
        tts.close()
    pygame.mixer.quit()
    assert (size, frequency, channels) == (-16, 44100, 2)
    samples = int16_samples(disk_mixer.read_bytes())
    assert len(samples) / channels / frequency > 0.8
    assert samples_rms(samples) > 200


def test_tts_stop_is_instant_and_discards_renders_in_flight(
    mixer: pygame.mixer.Channel,
) -> None:
    tts = real_tts()
    try:
        tts.speak(LONG_TEXT, interrupt=True)
        assert pump(tts, 5, until=mixer.get_busy)
        pump(tts, 0.2)
        assert mixer.get_busy()
        started = time.perf_counter()
        tts.stop()
        elapsed = time.perf_counter() - started
        assert elapsed < 0.05
        assert not mixer.get_busy()
        assert not tts.is_speaking()
        assert tts.unspoken() == []
        # Texts stopped before their render finished never start playing afterwards.
        tts.speak("Partner plays the king of diamonds", interrupt=False)
        tts.stop()
        assert not pump(tts, 0.4, until=mixer.get_busy)
    finally:
        tts.close()


def test_tts_speak_never_blocks(mixer: pygame.mixer.Channel) -> None:
    tts = real_tts()
    try:
        for n in range(3):
            text = f"Round {n}. {LONG_TEXT}"
            started = time.perf_counter()
            tts.speak(text, interrupt=True)
            assert time.perf_counter() - started < 0.005
            tts.update()
    finally:
        tts.close()


def test_tts_interrupt_replaces_and_narration_queues(mixer: pygame.mixer.Channel) -> None:
    tts = real_tts()
    try:
        tts.speak("Left plays the six of clubs", interrupt=True)
        tts.speak("Your turn", interrupt=True)
        assert tts.unspoken() == ["Your turn"]
        tts.speak("Partner plays the nine of spades", interrupt=False)
        assert tts.unspoken() == ["Your turn", "Partner plays the nine of spades"]
        assert pump(tts, 5, until=lambda: tts.unspoken() == ["Partner plays the nine of spades"])
        assert pump(tts, 6, until=lambda: not tts.is_speaking())
    finally:
        tts.close()


def test_tts_repeated_phrase_starts_playing_within_speak(mixer: pygame.mixer.Channel) -> None:
    tts = real_tts()
    try:
        tts.speak("Trump is hearts", interrupt=True)
        assert pump(tts, 5, until=mixer.get_busy)
        tts.stop()
        tts.speak("Trump is hearts", interrupt=True)
        assert mixer.get_busy()
    finally:
        tts.close()


def test_tts_failure_moves_speech_to_the_console(mixer: pygame.mixer.Channel) -> None:
    tts = real_tts()
    lines = io.StringIO()
    chain = SpeechChain([tts, ConsoleOutput(lines)])
    try:
        assert chain.start_message() == "Speaking through the eSpeak voice."
        chain.speak(PHRASE, interrupt=True)
        assert pump(chain, 5, until=mixer.get_busy)
        pygame.mixer.quit()  # the sound device goes away in the middle of the phrase
        chain.update()
        assert chain.active_name == "the console"
        assert lines.getvalue() == f"Speech moved to the console.\n{PHRASE}\n"
    finally:
        chain.close()


def test_tts_render_failure_moves_speech_on_without_losing_the_text(
    mixer: pygame.mixer.Channel,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    tts = real_tts()
    lines = io.StringIO()
    chain = SpeechChain([tts, ConsoleOutput(lines)])

    def broken_render(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("the synthesizer crashed")

    monkeypatch.setattr(voice, "render_to_file", broken_render)
    try:
        chain.speak("Partner plays the queen of spades", interrupt=True)
        assert pump(chain, 3, until=lambda: chain.active_name == "the console")
        assert lines.getvalue() == (
            "Speech moved to the console.\nPartner plays the queen of spades\n"
        )
        assert "the synthesizer crashed" in caplog.text
        with pytest.raises(SpeechError, match="closed"):
            tts.speak("Your turn", interrupt=True)
    finally:
        chain.close()


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
            assert chain.start_message() == "Speaking through the eSpeak voice."
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


def test_build_chain_modes(monkeypatch: pytest.MonkeyPatch) -> None:
    def reader() -> ScreenReaderOutput:
        return ScreenReaderOutput(FakeAo2Output(), "NVDA")

    monkeypatch.setattr(ScreenReaderOutput, "detect", staticmethod(reader))
    monkeypatch.setattr(ScreenReaderOutput, "detect_system_voice", staticmethod(lambda: None))
    monkeypatch.setattr(
        TtsOutput, "create", staticmethod(lambda **_: RecordingOutput("the eSpeak voice"))
    )

    def names(mode: str) -> list[str]:
        chain = build_chain(mode, stream=io.StringIO())
        return [output.name for output in chain.outputs]

    assert names("auto") == ["NVDA", "the eSpeak voice", "the console"]
    assert names("screenreader") == ["NVDA", "the console"]
    assert names("tts") == ["the eSpeak voice", "the console"]
    assert names("console") == ["the console"]
    assert build_chain("auto").start_message() == "Speaking through NVDA."
    assert build_chain("console").start_message() == "Speaking through the console."
    with pytest.raises(ValueError, match="unknown speech mode 'loud'"):
        build_chain("loud")

    monkeypatch.setattr(ScreenReaderOutput, "detect", staticmethod(lambda: None))
    monkeypatch.setattr(TtsOutput, "create", staticmethod(lambda **_: None))
    assert names("auto") == ["the console"]
    assert names("screenreader") == ["the console"]


# ---------------------------------------------------------------------------------------------
# Console and screen reader outputs


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


def test_screen_reader_output_speaks_brailles_and_stops() -> None:
    fake = FakeAo2Output()
    reader = ScreenReaderOutput(fake, "NVDA")
    assert reader.name == "NVDA"
    reader.speak("Your turn", interrupt=True)
    reader.speak("Right plays the ace of hearts", interrupt=False)
    reader.stop()
    reader.update()
    assert not reader.is_speaking()
    reader.close()
    assert fake.calls == [
        ("speak", ("Your turn", True)),
        ("braille", "Your turn"),
        ("speak", ("Right plays the ace of hearts", False)),
        ("braille", "Right plays the ace of hearts"),
        ("silence", None),
        ("close", None),
    ]
    with pytest.raises(SpeechError):
        reader.speak("Your turn", interrupt=True)


def test_screen_reader_output_reports_a_screen_reader_that_went_away(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ScreenReaderOutput, "CHECK_INTERVAL", 0.0)
    fake = FakeAo2Output()
    console = io.StringIO()
    chain = SpeechChain([ScreenReaderOutput(fake, "NVDA"), ConsoleOutput(console)])
    chain.speak("Your turn", interrupt=True)
    chain.update()
    fake.active = False
    chain.update()
    assert chain.active_name == "the console"
    assert console.getvalue() == "Speech moved to the console.\nYour turn\n"

    broken = FakeAo2Output(broken=True)
    with pytest.raises(SpeechError, match="NVDA failed to speak"):
        ScreenReaderOutput(broken, "NVDA").speak("Your turn", interrupt=True)


def test_screen_reader_detection_is_silent_and_finds_none_here(
    capfd: pytest.CaptureFixture[str],
) -> None:
    found = ScreenReaderOutput.detect()
    system_voice = ScreenReaderOutput.detect_system_voice()
    out, err = capfd.readouterr()
    assert out == ""
    assert err == ""
    if sys.platform.startswith("linux") and shutil.which("speech-dispatcher") is None:
        assert found is None
    if not sys.platform.startswith("win"):
        assert system_voice is None
    for output in (found, system_voice):
        if output is not None:
            output.close()


def test_probing_silences_python_and_c_level_output(capfd: pytest.CaptureFixture[str]) -> None:
    with _quiet._silenced():
        print("Cannot find Speech Dispatcher.")
        os.write(1, b"written to file descriptor 1\n")
        os.write(2, b"written to file descriptor 2\n")
    print("after")
    out, err = capfd.readouterr()
    assert out == "after\n"
    assert err == ""


def test_detection_picks_a_screen_reader_and_ignores_plain_voices(
    monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    closed: list[str] = []

    class Broken:
        def __init__(self) -> None:
            print("Cannot find the library. Please install it.")
            raise OSError("no such library")

    class ESpeak(FakeAo2Output):
        """accessible_output2's plain eSpeak voice: active, but not a screen reader."""

    class NVDA(FakeAo2Output):
        def __init__(self) -> None:
            super().__init__(active=False)

        def close(self) -> None:
            closed.append("NVDA")

    class SpeechDispatcher(FakeAo2Output):
        def __init__(self) -> None:
            print("connected")
            os.write(2, b"speech-dispatcher: spawned\n")
            super().__init__()

    class FakeAo2:
        @staticmethod
        def get_output_classes() -> list[type]:
            return [Broken, ESpeak, NVDA, SpeechDispatcher]

    monkeypatch.setitem(sys.modules, "accessible_output2", FakeAo2)
    found = ScreenReaderOutput.detect()
    assert found is not None
    assert found.name == "Speech Dispatcher"
    assert closed == ["NVDA"]
    assert ScreenReaderOutput.detect_system_voice() is None
    assert capfd.readouterr() == ("", "")


def test_speech_dispatcher_client_is_found_in_the_system_python_packages(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "speechd.py").write_text("SSIPClient = object\n")
    monkeypatch.setattr(screenreader, "_DEBIAN_PYTHON_PACKAGES", str(tmp_path))
    monkeypatch.delitem(sys.modules, "speechd", raising=False)
    path_before = list(sys.path)
    try:
        assert screenreader._import_speechd()
        assert sys.modules["speechd"].__file__ == str(tmp_path / "speechd.py")
        assert sys.path == path_before
    finally:
        sys.modules.pop("speechd", None)
