"""Outputs that fail in the middle of a game, through the real loop: when the speech output
breaks (the screen reader is closed), the next one of the chain takes over, says so once, and
no announcement is lost; without sound files the game runs silently and says so once."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from conftest import autoplay
from fakes import FakeBackend, RecordingOutput

from audiojass import sound
from audiojass.app import App, run
from audiojass.cli import main
from audiojass.keymap import load_keymap
from audiojass.settings import Settings
from audiojass.sound import RecordingSounds
from audiojass.speech import SpeechChain, ThreadedOutput


def chain_app(folder: Path, outputs: list[RecordingOutput], seed: int) -> App:
    keymap, _ = load_keymap()
    settings = Settings(bot_delay=0.0)
    chain = SpeechChain(outputs)
    return App(
        chain, RecordingSounds(), keymap, settings, folder, seed=seed, bot_delay=0.0, bots="random"
    )


def heard(outputs: list[RecordingOutput]) -> Counter[str]:
    return Counter(text for output in outputs for text in output.texts)


def is_subsequence(wanted: list[str], texts: list[str]) -> bool:
    remaining = iter(texts)
    return all(any(text == want for text in remaining) for want in wanted)


def assert_nothing_lost(app: App, outputs: list[RecordingOutput]) -> None:
    """Every utterance the game made reached one of the outputs (some twice: the new output
    repeats what the broken one may not have finished)."""
    missing = Counter(app.history) - heard(outputs)
    assert not missing, missing


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "fail_after"), [("putz3", 1), ("schieber", 37)])
def test_speech_that_fails_to_speak_moves_to_the_next_output(
    tmp_path: Path, variant: str, fail_after: int
) -> None:
    first = RecordingOutput("the screen reader", fail_after=fail_after)
    second = RecordingOutput("the console")
    app = chain_app(tmp_path, [first, second], seed=5)
    assert run(app, script=autoplay(take_kitty=True)(app), variant=variant) == 0
    assert app.error_count == 0
    assert len(first.spoken) == fail_after
    assert first.texts == app.history[:fail_after]
    assert_nothing_lost(app, [first, second])
    moved = "Speech moved to the console."
    assert heard([first, second])[moved] == 1
    assert second.texts[0] == moved
    # from the utterance that failed on, the new output hears everything in order
    assert is_subsequence(app.history[fail_after:], second.texts)
    assert any(line.startswith("Game over. ") for line in second.texts)


@pytest.mark.slow
def test_a_screen_reader_closed_between_keys_is_noticed_at_the_next_frame(
    tmp_path: Path,
) -> None:
    first = RecordingOutput("NVDA")
    second = RecordingOutput("the eSpeak voice")
    third = RecordingOutput("the console")
    app = chain_app(tmp_path, [first, second, third], seed=2)
    player = autoplay()

    def keys(app: App) -> Iterator[str]:
        for number, key in enumerate(player(app)):
            if number == 15:
                first.fail()  # NVDA quits while the game waits for a key
            if number == 40:
                second.fail()  # and later the voice breaks too
            yield key

    assert run(app, script=keys(app), variant="jass") == 0
    assert app.error_count == 0
    assert first.closed and second.closed and not third.closed
    outputs = [first, second, third]
    assert_nothing_lost(app, outputs)
    said = heard(outputs)
    assert said["Speech moved to the eSpeak voice."] == 1
    assert said["Speech moved to the console."] == 1
    assert second.texts[0] == "Speech moved to the eSpeak voice."
    assert third.texts[0] == "Speech moved to the console."
    assert any(line.startswith("Game over. ") for line in third.texts)
    assert is_subsequence(app.history[-100:], third.texts)


def test_missing_sound_files_are_said_once_and_the_game_plays_silently(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "no-sounds"
    empty.mkdir()
    monkeypatch.setattr(sound, "resource_dir", lambda name: empty)
    monkeypatch.setenv("AUDIOJASS_HOME", str(tmp_path / "home"))
    script = tmp_path / "keys.txt"
    script.write_text("enter\n" * 30 + "f8\n", encoding="utf-8")
    args = [
        "--script",
        str(script),
        "--variant",
        "putz5",
        "--seed",
        "3",
        "--bot-delay",
        "0",
        "--bots",
        "random",
    ]
    try:
        assert main(args) == 0
    finally:
        pygame.mixer.quit()
    lines = capsys.readouterr().out.splitlines()
    sound_lines = [line for line in lines if "Sound is off" in line]
    assert lines[1].startswith("Sound is off: sound files missing: ")
    assert "card.wav" in lines[1]
    assert sound_lines == [lines[1], "Volume 90 percent. Sound is off."]
    assert "New game of Putz for 5. Press F1 for the keys." in lines
    assert any(line.startswith(("You play ", "You lead ")) for line in lines)


@pytest.mark.slow
def test_a_screen_reader_that_hangs_mid_game_is_left_and_nothing_is_lost(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Through the real loop: the screen reader's API stops answering between two keys; the
    loop's calls still return, the next frame after the 1 s limit notices the stall, speech
    moves on, starting with the text that was stuck, and everything said from the next key
    on reaches the console (what the player's own key interrupted is not repeated). No probe
    tries the hung reader again during the game (probing is tested on its own), so a slow
    machine hears the move once."""
    monkeypatch.setattr(SpeechChain, "PROBE_INTERVAL", 3600.0)
    backend = FakeBackend("NVDA")
    reader = ThreadedOutput(lambda: backend, "NVDA")
    assert reader.wait_started(5.0)
    console = RecordingOutput("the console")
    keymap, _ = load_keymap()
    app = App(
        SpeechChain([reader, console]),
        RecordingSounds(),
        keymap,
        Settings(bot_delay=0.0),
        tmp_path,
        seed=4,
        bot_delay=0.0,
        bots="random",
    )
    player = autoplay()
    marks: list[int] = []

    def keys(app: App) -> Iterator[str]:
        for number, key in enumerate(player(app)):
            if not marks and number >= 12 and key == "home":
                # before a key of the player's own, whose answer interrupts what is said
                backend.hang()  # NVDA's API stops answering
                marks.append(len(app.history))
            elif len(marks) == 1:
                time.sleep(1.2)  # the player waits; the stuck call passes the 1 s limit
                marks.append(len(app.history))
            yield key

    try:
        assert run(app, script=keys(app), variant="jass") == 0
    finally:
        backend.release()
    assert app.error_count == 0
    assert heard([console])["Speech moved to the console."] == 1
    assert console.texts[0] == "Speech moved to the console."
    stuck, next_key = marks
    assert console.texts[1] == app.history[stuck]
    assert reader.wait_finished(5.0)  # released, the stuck call ends and the worker with it
    assert backend.spoken[-1] == app.history[stuck]
    assert is_subsequence(backend.spoken[:-1], app.history[:stuck])
    assert is_subsequence(app.history[next_key:], console.texts)
    assert any(line.startswith("Game over. ") for line in console.texts)
