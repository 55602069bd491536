"""The loop rests while nothing can happen until a key: at the main menu, with nothing being
said, it runs ten frames a second instead of sixty (it took 5 % of a core while the player
thought), and a key is still answered at once. Through the real loop, keys posted as the
keyboard posts them."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pygame
import pytest
from fakes import RecordingOutput, wait_until

from audiojass.app import App, run
from audiojass.keymap import load_keymap
from audiojass.keys import key_event
from audiojass.settings import Settings
from audiojass.sound import RecordingSounds

pytestmark = pytest.mark.slow


class HeardOutput(RecordingOutput):
    """A recording output whose every line is heard at once (nothing is being said)."""

    def is_speaking(self) -> bool:
        return False


def test_the_main_menu_rests_between_keys_and_answers_a_key_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    keymap, _ = load_keymap()
    speech = HeardOutput()
    app = App(speech, RecordingSounds(), keymap, Settings(), tmp_path, bot_delay=0.0)
    frames: list[float] = []
    frame = App.frame

    def counted(self: App) -> None:
        frames.append(time.monotonic())
        frame(self)

    monkeypatch.setattr(App, "frame", counted)
    found: dict[str, float] = {}

    def keys() -> None:
        wait_until(lambda: "Main menu: New game, 1 of 6" in speech.texts, 10)
        time.sleep(0.5)
        start = time.monotonic()
        time.sleep(1.0)
        found["frames"] = sum(start <= moment < start + 1.0 for moment in frames)
        pressed = time.monotonic()
        pygame.event.post(key_event("down"))
        if wait_until(lambda: speech.texts[-1:] == ["Continue, 2 of 6"], 5):
            found["answer"] = time.monotonic() - pressed
        time.sleep(0.2)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    thread = threading.Thread(target=keys, daemon=True)
    thread.start()
    assert run(app) == 0
    thread.join(5)
    assert 5 <= found["frames"] <= 15  # ten a second, not sixty
    assert found["answer"] < 0.1
    assert app.resting()
    app.speech = RecordingOutput()
    app.say("Goodbye.")  # still being said: no rest then
    assert not app.resting()
