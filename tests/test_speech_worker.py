"""ThreadedOutput and the chain with blocking backends: the loop never waits on a backend, a
backend that hangs is failed over without losing a text, and speech returns to it once it
answers again. Every wait is bounded; a hung fake is released at the end of its test."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from fakes import FakeBackend, RecordingOutput, frames_until, returns_promptly, wait_until

from audiojass.speech import SpeechChain, SpeechError, ThreadedOutput

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def backends() -> Iterator[list[FakeBackend]]:
    """Fake backends made by a test; every one is released (unblocked) at the end."""
    made: list[FakeBackend] = []
    yield made
    for backend in made:
        backend.release()


def output_of(backend: FakeBackend, **options: float) -> ThreadedOutput:
    output = ThreadedOutput(lambda: backend, "the screen reader", **options)
    assert output.wait_started(5.0)
    return output


def test_speech_is_handed_over_in_order_on_the_worker(backends: list[FakeBackend]) -> None:
    backend = FakeBackend("NVDA")
    backends.append(backend)
    output = output_of(backend)
    assert output.name == "NVDA"
    output.speak("Your turn", interrupt=True)
    output.speak("Right plays the ace of hearts", interrupt=False)
    output.speak("Partner plays the six of clubs", interrupt=False)
    assert wait_until(lambda: len(backend.spoken) == 3)
    assert backend.calls == [
        ("speak", "Your turn", True),
        ("speak", "Right plays the ace of hearts", False),
        ("speak", "Partner plays the six of clubs", False),
    ]
    assert output.is_speaking()  # by the length estimate
    output.stop()
    assert not output.is_speaking()
    assert wait_until(lambda: backend.calls[-1] == ("stop",))
    output.close()
    assert output.wait_finished(5.0)
    assert backend.calls[-1] == ("close",)
    with pytest.raises(SpeechError, match="closed"):
        output.speak("Your turn", interrupt=True)


def test_no_call_waits_on_a_backend_that_hangs(backends: list[FakeBackend]) -> None:
    backend = FakeBackend()
    backends.append(backend)
    output = output_of(backend, stall_seconds=60.0)
    backend.hang()
    output.speak("Right plays the ace of hearts", interrupt=False)
    assert backend.entered.wait(5.0)

    def the_loop_s_calls() -> None:
        for _ in range(100):
            output.speak("Left plays the six of clubs", interrupt=False)
            output.speak("Your turn", interrupt=True)
            output.stop()
            output.update()
            output.is_speaking()
            output.unspoken()
        output.close()

    assert returns_promptly(the_loop_s_calls)


def test_an_interrupt_drops_the_queue_and_narration_waits_its_turn(
    backends: list[FakeBackend],
) -> None:
    backend = FakeBackend()
    backends.append(backend)
    output = output_of(backend, stall_seconds=60.0)
    backend.hang()
    output.speak("Right plays the ace of hearts", interrupt=False)
    assert backend.entered.wait(5.0)
    output.speak("Partner plays the six of clubs", interrupt=False)
    output.speak("Left plays the king of spades", interrupt=False)
    assert output.unspoken() == [
        "Right plays the ace of hearts",
        "Partner plays the six of clubs",
        "Left plays the king of spades",
    ]
    output.speak("Ace of hearts, playable", interrupt=True)
    backend.release()
    assert wait_until(lambda: len(backend.spoken) == 2)
    assert backend.calls == [
        ("speak", "Right plays the ace of hearts", False),
        ("speak", "Ace of hearts, playable", True),
    ]
    output.close()


@pytest.mark.slow
def test_a_backend_that_hangs_is_failed_over_within_a_second_and_nothing_is_lost(
    backends: list[FakeBackend],
) -> None:
    backend = FakeBackend("NVDA")
    backends.append(backend)
    console = RecordingOutput("the console")
    chain = SpeechChain([output_of(backend), console])
    chain.speak("Your turn", interrupt=True)
    assert wait_until(lambda: backend.spoken == ["Your turn"])
    backend.hang()
    chain.speak("Right plays the ace of hearts", interrupt=False)
    chain.speak("Partner plays the six of clubs", interrupt=False)
    frames = frames_until(chain, lambda: chain.active_name == "the console")
    assert frames is not None
    # one second of stall is 60 frames; a few more for the frame that notices it
    assert frames <= 75
    assert console.texts == [
        "Speech moved to the console.",
        "Your turn",
        "Right plays the ace of hearts",
        "Partner plays the six of clubs",
    ]
    assert console.spoken[0][1] is True
    chain.close()


def test_a_backend_that_raises_is_failed_over_with_its_text(backends: list[FakeBackend]) -> None:
    backend = FakeBackend("NVDA")
    backends.append(backend)
    console = RecordingOutput("the console")
    chain = SpeechChain([output_of(backend), console])
    backend.broken = True
    chain.speak("Your turn", interrupt=True)
    assert frames_until(chain, lambda: chain.active_name == "the console") is not None
    assert console.texts == ["Speech moved to the console.", "Your turn"]
    chain.close()


def test_a_screen_reader_that_quits_is_noticed_while_idle(
    backends: list[FakeBackend], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ThreadedOutput, "CHECK_INTERVAL", 0.05)
    backend = FakeBackend("NVDA")
    backends.append(backend)
    output = output_of(backend)
    backend.running = False
    with pytest.raises(SpeechError, match="NVDA is no longer running"):
        frames_until(output, lambda: False, seconds=5.0)
    assert output.wait_finished(5.0)
    assert backend.calls[-1] == ("close",)


@pytest.mark.slow
def test_speech_returns_to_the_preferred_output_once_it_answers_said_once(
    backends: list[FakeBackend], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(SpeechChain, "PROBE_INTERVAL", 0.05)
    daemon_up = threading.Event()
    daemon_up.set()
    attempts: list[int] = []

    def connect() -> FakeBackend:
        attempts.append(len(attempts))
        if not daemon_up.is_set():
            raise OSError("connection refused")
        backend = FakeBackend("Speech Dispatcher")
        backends.append(backend)
        return backend

    first = ThreadedOutput(connect, "Speech Dispatcher", stall_seconds=0.2)
    assert first.wait_started(5.0)
    voice = RecordingOutput("the eSpeak voice")
    chain = SpeechChain([first, voice])
    chain.speak("Your turn", interrupt=True)
    assert wait_until(lambda: backends[0].spoken == ["Your turn"])
    backends[0].hang()
    daemon_up.clear()
    chain.speak("Right plays the ace of hearts", interrupt=False)
    assert frames_until(chain, lambda: chain.active_name == "the eSpeak voice") is not None
    assert voice.texts == [
        "Speech moved to the eSpeak voice.",
        "Your turn",
        "Right plays the ace of hearts",
    ]
    # while the daemon is down, probes fail and speech stays on the voice
    assert frames_until(chain, lambda: len(attempts) >= 4) is not None
    assert chain.active_name == "the eSpeak voice"
    chain.speak("Partner plays the six of clubs", interrupt=False)
    assert voice.texts[-1] == "Partner plays the six of clubs"
    daemon_up.set()
    assert frames_until(chain, lambda: chain.active is not first and chain.active is not voice)
    assert chain.active_name == "Speech Dispatcher"
    back = backends[-1]
    assert voice.stops >= 1
    chain.speak("Left plays the king of spades", interrupt=False)
    frames_until(chain, lambda: False, seconds=0.3)
    assert back.calls[0] == ("speak", "Speech is back on Speech Dispatcher.", True)
    assert back.spoken[-1] == "Left plays the king of spades"
    said = [text for b in backends for text in b.spoken] + voice.texts
    assert said.count("Speech is back on Speech Dispatcher.") == 1
    assert said.count("Speech moved to the eSpeak voice.") == 1
    backends[0].release()
    assert first.wait_finished(5.0)
    chain.close()


@pytest.mark.slow
def test_a_backend_that_stays_hung_does_not_pile_up_threads(
    backends: list[FakeBackend], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(SpeechChain, "PROBE_INTERVAL", 0.0)
    hung = threading.Event()

    def connect() -> FakeBackend:
        backend = FakeBackend("Speech Dispatcher")
        backends.append(backend)
        if hung.is_set():
            backend.hang()
            backend.released.wait()
        return backend

    first = ThreadedOutput(connect, "Speech Dispatcher", stall_seconds=0.1, start_seconds=0.1)
    assert first.wait_started(5.0)
    chain = SpeechChain([first, RecordingOutput("the console")])
    backends[0].hang()
    hung.set()
    chain.speak("Your turn", interrupt=True)
    assert frames_until(chain, lambda: chain.active_name == "the console") is not None
    frames_until(chain, lambda: False, seconds=1.0)
    alive = [t for t in threading.enumerate() if t.name.startswith("audiojass-speech")]
    assert len(alive) <= ThreadedOutput.MAX_STUCK_WORKERS + 1
    for backend in backends:
        backend.release()
    chain.close()


@pytest.mark.slow
def test_a_hung_worker_never_keeps_the_process_alive(tmp_path: Path) -> None:
    program = textwrap.dedent(
        """
        import signal, sys, threading, time
        sys.path.insert(0, "tests")
        from fakes import FakeBackend, RecordingOutput
        from audiojass.speech import SpeechChain, ThreadedOutput

        backend = FakeBackend("NVDA")
        chain = SpeechChain([ThreadedOutput(lambda: backend, "NVDA"), RecordingOutput()])
        chain.speak("Your turn", interrupt=True)
        backend.hang()
        chain.speak("Right plays the ace of hearts", interrupt=False)
        while chain.active_name == "NVDA":
            chain.update()
            time.sleep(1 / 60)
        print("moved", flush=True)
        if sys.argv[1] == "interrupt":
            while True:  # the loop goes on until Ctrl+C
                chain.update()
                time.sleep(1 / 60)
        chain.close()
        """
    )
    for how in ("exit", "interrupt"):
        process = subprocess.Popen(
            [sys.executable, "-c", program, how],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            assert process.stdout is not None
            assert process.stdout.readline() == "moved\n"
            if how == "interrupt":
                process.send_signal(signal.SIGINT)
            process.wait(timeout=20)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait(timeout=10)
        assert process.returncode is not None
        if how == "exit":
            assert process.returncode == 0, process.stderr.read() if process.stderr else ""
        else:
            assert "KeyboardInterrupt" in (process.stderr.read() if process.stderr else "")
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                stream.close()


def test_a_backend_that_cannot_start_gives_the_reason() -> None:
    def connect() -> FakeBackend:
        raise OSError("libspeechd.so.2: cannot open shared object file")

    output = ThreadedOutput(connect, "Speech Dispatcher")
    assert not output.wait_started(5.0)
    assert output.error == (
        "Speech Dispatcher could not start: libspeechd.so.2: cannot open shared object file"
    )
    with pytest.raises(SpeechError, match="could not start"):
        output.update()
    output.close()


def test_waiting_is_what_the_screen_reader_has_not_begun_to_say(
    backends: list[FakeBackend],
) -> None:
    """``waiting``: texts queued or being handed over, and a text handed over behind others
    until those would have been said at a brisk rate (the screen reader's own queue cannot
    be seen); an interrupting text or ``stop`` begins at once."""
    backend = FakeBackend("NVDA")
    backends.append(backend)
    output = output_of(backend)
    turn = "Your turn: jack of hearts, playable, 1 of 9."
    narration = "Right plays the ace of hearts. " * 10  # 10 seconds at the brisk rate
    backend.hang()  # the first call blocks: it is being handed over
    output.speak(narration, interrupt=False)
    assert wait_until(backend.entered.is_set)
    output.speak(turn, interrupt=False)
    assert output.waiting() == [narration, turn]
    backend.release()
    assert wait_until(lambda: len(backend.spoken) == 2)
    assert output.waiting() == [turn]  # handed over, behind 10 seconds of narration
    output.stop()
    assert output.waiting() == []
    output.speak("Scores: we 0, they 0.", interrupt=True)
    assert wait_until(lambda: len(backend.spoken) == 3)
    assert output.waiting() == []  # an interrupting text begins at once
    output.close()
