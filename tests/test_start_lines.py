"""The start-up lines are heard: through the real program (``audiojass --speech tts`` and
``--speech speechd``, a window on SDL's dummy video driver, keys posted as the keyboard posts
them), every line said at start (which output speaks, a broken settings file, a broken keymap,
"AudioJass.") begins to play before the main menu's first line, none dropped by it; only the
player's key cuts them short.

The built-in voice is real eSpeak NG on SDL's disk audio driver, which takes the samples about
ten times faster than a sound card (``SDL_DISKAUDIODELAY``), so a minute of speech plays in a
few seconds; Speech Dispatcher is a private daemon (tests/speechd_daemon.py) whose synthesizer
writes what it is given to a file. Where eSpeak NG or Speech Dispatcher is missing these tests
skip, unless AUDIOJASS_REQUIRE_SPEECH is set (as in CI): then they fail.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from fakes import speech_missing, wait_until
from speechd_daemon import PrivateSpeechd, speechd_program

from audiojass import terminal
from audiojass.cli import main
from audiojass.settings import KEYMAP_NAME, SETTINGS_NAME
from audiojass.speech import SpeechError, voice
from audiojass.speech.speechd import load_libspeechd

pytestmark = pytest.mark.slow

MENU = "Main menu: New game, 1 of 6"


@pytest.fixture
def broken_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The AudioJass folder with both the settings and the keymap corrupt (the repro)."""
    home = tmp_path / "h"
    home.mkdir()
    (home / SETTINGS_NAME).write_text("volume = [", encoding="utf-8")
    (home / KEYMAP_NAME).write_text("[table]\nplay = [", encoding="utf-8")
    monkeypatch.setenv("AUDIOJASS_HOME", str(home))
    return home


@pytest.fixture
def window_program(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The program opens its window (SDL's dummy video driver shows none, but keys posted to it
    come back as the keyboard's do) and plays sound on the disk driver, ten times faster."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(tmp_path / "audio.raw"))
    monkeypatch.setenv("SDL_DISKAUDIODELAY", "1")
    monkeypatch.setattr(terminal, "display_problem", lambda: None)
    monkeypatch.setattr(terminal, "window_problem", lambda: None)
    pygame.mixer.quit()
    pygame.display.quit()


def played_by_the_voice(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The utterances the built-in voice begins to play, in order (each once, when its first
    piece starts on the speech channel)."""
    played: list[str] = []
    advance = voice.BuiltinVoice._advance

    def recording(self: voice.BuiltinVoice) -> None:
        before = self._playing
        advance(self)
        now = self._playing
        if now is not None and now is not before and (not played or played[-1] != now.text):
            played.append(now.text)

    monkeypatch.setattr(voice.BuiltinVoice, "_advance", recording)
    return played


def keys_when(condition: Callable[[], bool], *keys: int, seconds: float = 60.0) -> threading.Thread:
    """A thread that posts ``keys`` (pygame key codes; 0: close the window) as the keyboard
    does, once ``condition()`` holds (or after ``seconds``), then closes the window."""

    def post() -> None:
        wait_until(lambda: pygame.display.get_init() and condition(), seconds)
        for key in keys:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
            time.sleep(0.3)
        wait_until(lambda: False, 0.5)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    thread = threading.Thread(target=post, daemon=True)
    thread.start()
    return thread


def require_espeak() -> None:
    found, reason = voice.BuiltinVoice.create_with_reason()
    if found is None:
        speech_missing(f"there is no built-in voice: {reason}")
    found.close()


def start_lines(home: Path) -> list[str]:
    """What the program says at start with both files corrupt, before "AudioJass."."""
    return [
        f"Settings problem: {home / SETTINGS_NAME}: not valid TOML at line 1; moved aside to "
        f"{SETTINGS_NAME}.broken, defaults used",
        f"Keymap problem: {home / KEYMAP_NAME}, line 2: not valid TOML",
        "The default keys are used until you correct the keymap file or delete it.",
        "AudioJass.",
    ]


def test_the_built_in_voice_says_every_start_line_before_the_menu(
    broken_home: Path,
    window_program: None,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    pygame.mixer.init()
    require_espeak()
    pygame.mixer.quit()
    played = played_by_the_voice(monkeypatch)
    poster = keys_when(lambda: MENU in played)
    assert main(["--speech", "tts", "--bot-delay", "0"]) == 0
    poster.join(5)
    capsys.readouterr()
    assert played[: played.index(MENU) + 1] == [
        "Speaking through the eSpeak voice.",
        *start_lines(broken_home),
        MENU,
    ]


def test_the_player_s_key_cuts_the_start_lines_short(
    broken_home: Path,
    window_program: None,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    pygame.mixer.init()
    require_espeak()
    pygame.mixer.quit()
    played = played_by_the_voice(monkeypatch)
    poster = keys_when(lambda: len(played) >= 1, pygame.K_DOWN)
    assert main(["--speech", "tts", "--bot-delay", "0"]) == 0
    poster.join(5)
    capsys.readouterr()
    # Down, pressed while the first line plays, is answered at once: the lines still waiting
    # (the broken files, "AudioJass.", the menu's first line) are dropped for the item it
    # moved to, and nothing comes after it
    down = next(index for index, text in enumerate(played) if text.endswith(", 2 of 6"))
    assert down < len(start_lines(broken_home))
    assert played[:down] == ["Speaking through the eSpeak voice.", *start_lines(broken_home)][:down]
    assert played[down + 1 :] == []
    assert MENU not in played


@pytest.fixture
def recording_daemon(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[PrivateSpeechd]:
    """A private Speech Dispatcher that takes a tenth of a second per message, the game's
    default address pointing to it."""
    if speechd_program() is None:
        speech_missing("the speech-dispatcher program is not installed")
    try:
        load_libspeechd()
    except SpeechError as exc:
        speech_missing(str(exc))
    daemon = PrivateSpeechd(tmp_path / "speechd", delay=0.1)
    daemon.start()
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{daemon.socket}")
    try:
        yield daemon
    finally:
        if daemon.process is not None:
            os.killpg(daemon.process.pid, signal.SIGCONT)
        daemon.stop()


def said_by(daemon: PrivateSpeechd) -> list[str]:
    if not daemon.said.exists():
        return []
    return [line.split("|", 1)[1] for line in daemon.said.read_text("utf-8").splitlines() if line]


def test_speech_dispatcher_is_given_every_start_line_before_the_menu(
    broken_home: Path,
    window_program: None,
    recording_daemon: PrivateSpeechd,
    capsys: pytest.CaptureFixture[str],
) -> None:
    poster = keys_when(lambda: MENU in said_by(recording_daemon), seconds=30)
    assert main(["--speech", "speechd", "--bot-delay", "0"]) == 0
    poster.join(5)
    capsys.readouterr()
    said = said_by(recording_daemon)
    assert said[: said.index(MENU) + 1] == [
        "Speaking through Speech Dispatcher.",
        *start_lines(broken_home),
        MENU,
    ]
