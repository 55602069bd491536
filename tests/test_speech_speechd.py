"""Speech through a real Speech Dispatcher: a private daemon per test (its own socket and
configuration, a synthesizer that writes what it is given to a file, no sound device),
stopped at the end. Where the speech-dispatcher program or libspeechd is missing these tests
skip, unless AUDIOJASS_REQUIRE_SPEECH is set (as in CI): then they fail."""

from __future__ import annotations

import io
import os
import re
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from fakes import RecordingOutput, frames_until, returns_promptly, speech_missing, wait_until
from speechd_daemon import PrivateSpeechd, speechd_program

from audiojass.speech import (
    SpeechChain,
    SpeechError,
    ThreadedOutput,
    TtsOutput,
    build_chain,
    speechd_output,
)
from audiojass.speech.speechd import load_libspeechd, user_name


def daemon_in(folder: Path, delay: float = 0.0) -> Iterator[PrivateSpeechd]:
    if speechd_program() is None:
        speech_missing("the speech-dispatcher program is not installed")
    try:
        load_libspeechd()
    except SpeechError as exc:
        speech_missing(str(exc))
    daemon = PrivateSpeechd(folder, delay=delay)
    daemon.start()
    try:
        yield daemon
    finally:
        if daemon.process is not None:
            os.killpg(daemon.process.pid, signal.SIGCONT)
        daemon.stop()


@pytest.fixture
def daemon(tmp_path: Path) -> Iterator[PrivateSpeechd]:
    """A private daemon whose synthesizer records each message at once."""
    yield from daemon_in(tmp_path)


@pytest.fixture
def slow_daemon(tmp_path: Path) -> Iterator[PrivateSpeechd]:
    """A private daemon whose synthesizer takes 1 s per message before recording it."""
    yield from daemon_in(tmp_path, delay=1.0)


def started(daemon: PrivateSpeechd, language: str = "en") -> ThreadedOutput:
    output = speechd_output(language=language, address=str(daemon.socket), autospawn=False)
    assert output.wait_started(10.0), output.error
    return output


def test_messages_arrive_in_order_with_client_name_language_and_priority(
    daemon: PrivateSpeechd,
) -> None:
    output = started(daemon)
    assert output.name == "Speech Dispatcher"
    texts = ["Your turn", "Right plays the ace of hearts", "Partner plays the six of clubs"]
    for number, text in enumerate(texts):
        output.speak(text, interrupt=number == 0)
    assert wait_until(lambda: len(daemon.lines()) == 3), daemon.lines()
    assert daemon.lines() == [f"en|{text}" for text in texts]
    assert wait_until(lambda: "Partner plays the six of clubs" in daemon.log_text())
    log = daemon.log_text()
    user = re.escape(user_name())
    assert re.search(rf'SET SELF CLIENT_NAME "{user}:audiojass:main"', log), log[-3000:]
    assert "SET SELF LANGUAGE en" in log
    assert "Queueing message |Your turn| with priority 1" in log  # important
    assert "Queueing message |Right plays the ace of hearts| with priority 2" in log  # message
    output.close()
    assert output.wait_finished(10.0)
    assert wait_until(lambda: "Connection closed" in daemon.log_text())


def test_the_language_of_the_game_is_sent(daemon: PrivateSpeechd) -> None:
    output = started(daemon, language="de")
    output.speak("Du bist dran", interrupt=True)
    assert wait_until(lambda: daemon.lines() == ["de|Du bist dran"]), daemon.lines()
    output.close()


@pytest.mark.slow
def test_an_interrupt_cancels_what_is_said_and_queued(slow_daemon: PrivateSpeechd) -> None:
    output = started(slow_daemon)
    for card in ("ace of hearts", "six of clubs", "king of spades", "nine of trump"):
        output.speak(f"Right plays the {card}", interrupt=False)
    # The synthesizer is under way with the first (a cancel that reaches the daemon before its
    # module has started a message is Speech Dispatcher's own race, not what is tested here).
    assert wait_until(lambda: slow_daemon.begun_lines() == ["Right plays the ace of hearts"])
    output.speak("Your turn", interrupt=True)
    assert wait_until(lambda: "en|Your turn" in slow_daemon.lines())
    time.sleep(1.5)  # what was cancelled would have been recorded by now
    assert slow_daemon.lines() == ["en|Your turn"]
    output.stop()
    output.close()


@pytest.mark.slow
def test_a_frozen_daemon_is_failed_over_and_speech_returns_when_it_answers(
    daemon: PrivateSpeechd, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(SpeechChain, "PROBE_INTERVAL", 0.2)
    console = RecordingOutput("the console")
    chain = SpeechChain([started(daemon), console])
    chain.speak("Your turn", interrupt=True)
    assert wait_until(lambda: daemon.lines() == ["en|Your turn"])
    assert daemon.process is not None
    os.killpg(daemon.process.pid, signal.SIGSTOP)  # the daemon hangs, as without audio
    try:

        def play_on() -> None:
            chain.speak("Right plays the ace of hearts", interrupt=False)
            for _ in range(10):
                chain.speak("Ace of hearts, playable", interrupt=True)
                chain.stop()
                chain.update()

        assert returns_promptly(play_on)
        chain.speak("Partner plays the six of clubs", interrupt=False)
        assert frames_until(chain, lambda: chain.active_name == "the console")
        assert console.texts[0] == "Speech moved to the console."
        assert "Partner plays the six of clubs" in console.texts
        frames_until(chain, lambda: False, seconds=1.0)  # probes find it still frozen
        assert chain.active_name == "the console"
    finally:
        os.killpg(daemon.process.pid, signal.SIGCONT)
    assert frames_until(chain, lambda: chain.active is not console)
    assert chain.active_name == "Speech Dispatcher"
    chain.speak("Left plays the king of spades", interrupt=False)
    assert wait_until(lambda: "en|Left plays the king of spades" in daemon.lines())
    lines = daemon.lines()
    assert lines.count("en|Speech is back on Speech Dispatcher.") == 1
    assert lines.index("en|Speech is back on Speech Dispatcher.") < lines.index(
        "en|Left plays the king of spades"
    )
    chain.close()


@pytest.fixture
def half_second_daemon(tmp_path: Path) -> Iterator[PrivateSpeechd]:
    """A private daemon whose synthesizer takes half a second per message."""
    yield from daemon_in(tmp_path, delay=0.5)


@pytest.mark.slow
def test_a_message_stuck_in_a_frozen_daemon_is_not_said_when_it_thaws(
    half_second_daemon: PrivateSpeechd, monkeypatch: pytest.MonkeyPatch
) -> None:
    # It was said 8 s late, after the focus had moved, just before "Speech is back on".
    daemon = half_second_daemon
    monkeypatch.setattr(SpeechChain, "PROBE_INTERVAL", 0.2)
    console = RecordingOutput("the console")
    chain = SpeechChain([started(daemon), console])
    chain.speak("Your turn", interrupt=True)
    assert wait_until(lambda: daemon.lines() == ["en|Your turn"])
    assert daemon.process is not None
    os.killpg(daemon.process.pid, signal.SIGSTOP)
    try:
        chain.speak("Right plays the ace of hearts", interrupt=False)  # stuck in the daemon
        chain.speak("Ace of hearts, playable", interrupt=True)
        assert frames_until(chain, lambda: chain.active_name == "the console")
        chain.speak("Seven of hearts, playable", interrupt=True)  # the focus moved on
        frames_until(chain, lambda: False, seconds=1.0)
    finally:
        os.killpg(daemon.process.pid, signal.SIGCONT)
    assert frames_until(chain, lambda: chain.active is not console)
    chain.speak("Left plays the king of spades", interrupt=False)
    assert wait_until(lambda: "en|Left plays the king of spades" in daemon.lines())
    time.sleep(1.0)  # a stale message would have been said by now
    assert console.texts == [
        "Speech moved to the console.",
        "Ace of hearts, playable",
        "Seven of hearts, playable",
    ]
    assert daemon.lines() == [
        "en|Your turn",
        "en|Speech is back on Speech Dispatcher.",
        "en|Seven of hearts, playable",
        "en|Left plays the king of spades",
    ]
    chain.close()


@pytest.mark.slow
def test_a_daemon_that_cannot_come_back_is_tried_a_bounded_number_of_times(
    daemon: PrivateSpeechd, monkeypatch: pytest.MonkeyPatch
) -> None:
    # It was started again every ~4 s for the rest of the game (5 starts in 20 s).
    monkeypatch.setattr(SpeechChain, "PROBE_INTERVAL", 0.05)  # 0.05, 0.15, 0.35, 0.75, 1.55 s
    console = RecordingOutput("the console")
    chain = SpeechChain([started(daemon), console])
    chain.speak("Your turn", interrupt=True)
    assert wait_until(lambda: daemon.lines() == ["en|Your turn"])
    tries: list[str] = []
    real_init = ThreadedOutput.__init__

    def counted(self: ThreadedOutput, factory: object, name: str, **options: float) -> None:
        tries.append(name)
        real_init(self, factory, name, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(ThreadedOutput, "__init__", counted)
    daemon.stop()  # killed: its socket answers no more
    chain.speak("Right plays the ace of hearts", interrupt=False)
    assert frames_until(chain, lambda: chain.active_name == "the console")
    frames_until(chain, lambda: False, seconds=3.0)
    assert len(tries) == SpeechChain.MAX_PROBES == 5
    gave_up = "Speech stays on the console: Speech Dispatcher did not come back."
    assert console.texts.count(gave_up) == 1
    assert console.texts[0] == "Speech moved to the console."
    frames_until(chain, lambda: False, seconds=1.0)
    assert len(tries) == 5  # and no more
    assert chain.active_name == "the console"
    chain.close()


def test_speechd_mode_speaks_through_it_and_says_so(
    daemon: PrivateSpeechd, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(TtsOutput, "create", staticmethod(lambda **_: None))
    chain = build_chain("speechd", stream=io.StringIO(), speechd_address=str(daemon.socket))
    try:
        assert chain.start_message() == "Speaking through Speech Dispatcher."
        assert [output.name for output in chain.outputs] == ["Speech Dispatcher", "the console"]
        chain.speak(chain.start_message(), interrupt=True)
        assert wait_until(lambda: daemon.lines() == ["en|Speaking through Speech Dispatcher."])
    finally:
        chain.close()


def test_speechd_mode_without_a_daemon_says_why_and_uses_the_next_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    try:
        load_libspeechd()
    except SpeechError as exc:
        speech_missing(str(exc))
    monkeypatch.setattr(
        TtsOutput, "create", staticmethod(lambda **_: RecordingOutput("the eSpeak voice"))
    )
    chain = build_chain(
        "speechd", stream=io.StringIO(), speechd_address=str(tmp_path / "nobody.sock")
    )
    assert chain.start_message() == (
        "Speaking through the eSpeak voice. "
        "Speech Dispatcher did not answer: try spd-say hello in a terminal."
    )
    chain.close()
