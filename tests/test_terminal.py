"""Terminal mode: the real program in a real pseudo-terminal (pexpect), keys sent as the bytes a
terminal sends, and the pieces it is made of."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pexpect
import pytest
from blessed import Terminal
from conftest import TableRun
from fakes import RecordingOutput

from audiojass.settings import SAVE_NAME
from audiojass.speech import ConsoleOutput, SpeechChain
from audiojass.terminal import (
    EchoedSpeech,
    display_problem,
    driver_problem,
    read_key,
    terminal_problem,
    typed_text,
    window_problem,
)

NO_DISPLAY = "no display: neither DISPLAY nor WAYLAND_DISPLAY is set"
NO_SERVER = ":8957"  # an X display no server listens on

needs_pty = pytest.mark.skipif(
    sys.platform == "win32", reason="pseudo-terminals (pexpect.spawn) are POSIX only"
)

WAIT = 20  # seconds; every expect is bounded

UP, DOWN, RIGHT = "\x1b[A", "\x1b[B", "\x1b[C"
F1, CTRL_F1, ESCAPE, ENTER = "\x1bOP", "\x1b[1;5P", "\x1b", "\r"


def _environment(home: Path, *, display: bool = False, audio: str = "dummy") -> dict[str, str]:
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")
    }
    environment.update(
        AUDIOJASS_HOME=str(home),
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_RUNTIME_DIR=str(home),
        SDL_AUDIODRIVER=audio,
        TERM="xterm-256color",
        # pexpect does not answer a terminal's cursor-position queries; blessed's documented
        # setting for automation stops it waiting for the answers.
        BLESSED_QUERY_TIMEOUT_SECONDS="0",
    )
    if display:
        assert not Path(f"/tmp/.X11-unix/X{NO_SERVER[1:]}").exists()
        environment["DISPLAY"] = NO_SERVER
    return environment


@pytest.fixture
def home(tmp_path: Path) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    return folder


def _spawn(
    home: Path, *args: str, shell_after: bool = False, display: bool = False, audio: str = "dummy"
) -> pexpect.spawn:
    command = [
        sys.executable,
        "-m",
        "audiojass",
        *args,
        "--seed",
        "1",
        "--bots",
        "easy",
        "--bot-delay",
        "0",
    ]
    if shell_after:  # the shell reports the exit code and the terminal's modes afterwards
        line = " ".join(f"'{part}'" for part in command)
        program, arguments = "/bin/sh", ["-c", f'trap : INT; {line}; echo "EXIT=$?"; stty -a']
    else:
        program, arguments = command[0], command[1:]
    child = pexpect.spawn(
        program,
        arguments,
        env=_environment(home, display=display, audio=audio),
        encoding="utf-8",
        timeout=WAIT,
        dimensions=(50, 400),
    )
    return child


def _said(child: pexpect.spawn, line: str) -> None:
    """Wait for ``line`` as a whole printed line."""
    child.expect_exact(line + "\r\n")


def _press(child: pexpect.spawn, keys: str, answer: str) -> None:
    child.send(keys)
    _said(child, answer)


def _close(child: pexpect.spawn) -> int | None:
    child.expect(pexpect.EOF, timeout=WAIT)
    child.close()
    return child.exitstatus


@pytest.fixture
def children() -> Iterator[list[pexpect.spawn]]:
    spawned: list[pexpect.spawn] = []
    yield spawned
    for child in spawned:
        if child.isalive():
            child.terminate(force=True)


@pytest.mark.slow
@needs_pty
def test_a_game_is_played_with_terminal_keys_and_the_quit_item_ends_it(
    home: Path, children: list[pexpect.spawn]
) -> None:
    child = _spawn(home, "--terminal")
    children.append(child)
    _said(child, "Speaking through the console.")
    _said(child, "Main menu: New game, 1 of 6")
    _press(child, DOWN, "Continue, 2 of 6")
    _press(child, UP, "New game, 1 of 6")
    _press(child, ENTER, "New game: Switzerland: Jass, 1 of 12")
    _press(child, ENTER, "New game of Jass. Press F1 for the keys.")
    _said(child, "You choose trump: A opens the choices.")
    _press(child, "a", "Choose trump: up and down, then Enter. Hearts, 1 of 5")
    _press(child, ENTER, "You choose hearts as trump.")
    _said(child, "Your turn: jack of hearts, playable, 1 of 9.")
    _press(child, RIGHT, "nine of hearts, 2 of 9")
    _press(child, "S", "No deal is finished yet.")  # Shift+S
    _press(child, "s", "Scores: we 0, they 0. Playing to 1000.")
    child.send(F1)
    child.expect_exact("Keys: Enter: play the focused card, or confirm a choice.")
    child.send(CTRL_F1)
    child.expect_exact("Rules of Jass, 13 paragraphs: up and down to read, Escape to go back.")
    _press(child, "x", "That key does nothing here. F1 lists the keys.")
    _press(child, ESCAPE, "Your turn to play a card.")
    child.send(ESCAPE)
    child.expect_exact("Leave the game?")
    _press(child, ENTER, "You left the game. It is saved: Continue resumes it.")
    _said(child, "Main menu: New game")
    _press(child, "q", "Quit, 6 of 6")
    _press(child, ENTER, "Goodbye.")
    assert _close(child) == 0
    assert (home / SAVE_NAME).exists()  # the game left is saved for Continue


@pytest.mark.slow
@needs_pty
def test_a_server_address_is_typed_in_the_terminal(
    home: Path, children: list[pexpect.spawn]
) -> None:
    """Play online, Server: dots, a colon and a minus sign are typed into the line (a
    console player could not enter any address but the default)."""
    child = _spawn(home, "--terminal")
    children.append(child)
    _said(child, "Main menu: New game, 1 of 6")
    _press(child, "p", "Play online, 5 of 6")
    _press(child, ENTER, "Play online: Host a table, 1 of 6")
    _press(child, DOWN + DOWN, "Server: ws://127.0.0.1:8765, 3 of 6")
    child.send(ENTER)
    child.expect_exact("Escape cancels.")
    for char in "my-host.ch:9":
        child.send(char)
        _said(child, char)
    _press(child, ENTER, "Play online: Server: ws://my-host.ch:9, 3 of 6")
    _press(child, "-", "That key does nothing here. F1 lists the keys.")  # not typing now
    child.send(ESCAPE)
    _said(child, "Main menu: Play online, 5 of 6")
    _press(child, "q", "Quit, 6 of 6")
    _press(child, ENTER, "Goodbye.")
    assert _close(child) == 0


@pytest.mark.slow
@needs_pty
def test_ctrl_c_ends_it_at_once_and_restores_the_terminal(
    home: Path, children: list[pexpect.spawn]
) -> None:
    child = _spawn(home, "--terminal", shell_after=True)
    children.append(child)
    _said(child, "Main menu: New game, 1 of 6")
    _press(child, DOWN, "Continue, 2 of 6")  # the terminal is in cbreak mode now
    child.sendintr()
    _said(child, "Stopped by Ctrl+C.")  # no game saved yet
    child.expect_exact("EXIT=130")
    child.expect(pexpect.EOF)
    after = child.before
    child.close()
    assert "Traceback" not in after
    modes = after.split()
    assert "echo" in modes and "icanon" in modes  # not "-echo", "-icanon"


@pytest.mark.slow
@needs_pty
def test_with_no_display_it_plays_in_the_terminal_by_itself(
    home: Path, children: list[pexpect.spawn]
) -> None:
    child = _spawn(home)
    children.append(child)
    _said(child, "No display: playing in the terminal.")
    _said(child, "Speaking through the console.")
    _said(child, "Main menu: New game, 1 of 6")
    _press(child, "\x1b[F", "Quit, 6 of 6")  # End
    _press(child, ENTER, "Goodbye.")
    assert _close(child) == 0


@pytest.mark.slow
@needs_pty
def test_with_a_display_no_server_answers_it_plays_in_the_terminal_by_itself(
    home: Path, children: list[pexpect.spawn]
) -> None:
    # SDL falls back to its offscreen driver here, which shows nothing and gets no key.
    child = _spawn(home, display=True)
    children.append(child)
    _said(child, "No display: playing in the terminal.")
    _said(child, "Main menu: New game, 1 of 6")
    _press(child, "q", "Quit, 6 of 6")
    _press(child, ENTER, "Goodbye.")
    assert _close(child) == 0


@pytest.mark.slow
@needs_pty
def test_what_sound_and_video_drivers_print_while_starting_stays_off_the_terminal(
    home: Path, children: list[pexpect.spawn]
) -> None:
    # With no sound card, ALSA prints eight lines while SDL looks for an audio device; with a
    # display no server answers, SDL may complain about its runtime folder. A console screen
    # reader would read them all: the game's own lines come first.
    child = _spawn(home, display=True, audio="alsa")
    children.append(child)
    child.expect_exact("Main menu: New game, 1 of 6\r\n")
    printed = child.before.splitlines()  # the first begins with blessed's terminal queries
    assert printed[0].endswith("\x1b[6nNo display: playing in the terminal.")
    assert not [line for line in printed if "ALSA" in line or "XDG_RUNTIME_DIR" in line]
    _press(child, "q", "Quit, 6 of 6")
    _press(child, ENTER, "Goodbye.")
    assert _close(child) == 0


@pytest.mark.slow
@needs_pty
@pytest.mark.parametrize("args", [["--terminal"], []])
def test_with_no_terminal_to_read_keys_it_says_so_and_exits_2(home: Path, args: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "audiojass", *args],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        env=_environment(home),
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    asked = "you asked for the terminal" if args else NO_DISPLAY
    assert done.stderr.splitlines() == [
        f"audiojass: {asked}, but standard input is not a terminal, so no key can be read. "
        "Run audiojass in a terminal, or give it key names with --script -."
    ]


# ---------------------------------------------------------------------------------------------
# the pieces


@pytest.mark.parametrize(
    ("environ", "platform", "problem"),
    [
        ({}, "linux", "no display: neither DISPLAY nor WAYLAND_DISPLAY is set"),
        ({"DISPLAY": ":0"}, "linux", None),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", None),
        ({"DISPLAY": ""}, "freebsd14", "no display: neither DISPLAY nor WAYLAND_DISPLAY is set"),
        ({"SDL_VIDEODRIVER": "kmsdrm"}, "linux", None),
        (
            {"DISPLAY": ":0", "SDL_VIDEODRIVER": "dummy"},
            "linux",
            "no window: SDL_VIDEODRIVER is dummy",
        ),
        ({}, "win32", None),
        ({}, "darwin", None),
    ],
)
def test_display_problem(environ: dict[str, str], platform: str, problem: str | None) -> None:
    assert display_problem(environ, platform) == problem


def test_drivers_that_show_no_window_are_told_apart() -> None:
    assert driver_problem("x11") is None
    assert driver_problem("wayland") is None
    assert driver_problem("windows") is None
    assert driver_problem("offscreen") == (
        "no display: SDL chose its offscreen video driver, which shows no window"
    )
    assert driver_problem("dummy") is not None


def test_the_offscreen_driver_is_found_out_after_start(monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    pygame.display.quit()
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    try:
        assert window_problem() == (
            "no display: SDL chose its offscreen video driver, which shows no window"
        )
        assert not pygame.display.get_init()  # stopped, to start again with the dummy driver
    finally:
        pygame.display.quit()


def test_a_pipe_is_not_a_terminal() -> None:
    with open(os.devnull) as stream:
        assert terminal_problem(stdin=stream) == "standard input is not a terminal"


def _names(kind: str, typed: str, alt_keys: frozenset[str] = frozenset()) -> list[str | None]:
    """The key names blessed's keystrokes for ``typed`` become, on a terminal of ``kind``."""
    term = Terminal(kind=kind, force_styling=True, stream=io.StringIO())
    term.ungetch(typed)
    names = []
    while (read := read_key(term, 0, alt_keys)) is not None:
        names.append(read[1])
    return names


@pytest.mark.parametrize(
    ("kind", "typed", "names"),
    [
        ("xterm-256color", "\x1b[1;5P", ["ctrl+f1"]),
        ("xterm-256color", "\x1b[1;2D", ["shift+left"]),
        ("xterm-256color", "\x1bOP", ["f1"]),
        ("xterm-256color", "\x1b[18~", ["f7"]),
        ("xterm-256color", "\x1b[19~", ["f8"]),
        ("xterm-256color", "\x1b[5~", ["pageup"]),
        ("xterm-256color", "\x1b[6;5~", ["ctrl+pagedown"]),
        ("xterm-256color", "\x1b[H", ["home"]),
        ("xterm-256color", "\x1b[F", ["end"]),
        ("xterm-256color", "\x1b[3~", ["delete"]),
        ("xterm-256color", "\x1b[2~", [None]),  # Insert belongs to the screen reader
        ("xterm-256color", "\x1b", ["escape"]),
        ("xterm-256color", "\r", ["enter"]),
        ("xterm-256color", "\t", ["tab"]),
        ("xterm-256color", "\x7f", ["backspace"]),
        ("xterm-256color", " ", ["space"]),
        ("xterm-256color", "S", ["shift+s"]),
        ("xterm-256color", "c7", ["c", "7"]),
        ("xterm-256color", "\x06", ["ctrl+f"]),
        # Escape quickly before another key arrives as one Alt keystroke: both keys are read
        ("xterm-256color", "\x1bs", ["escape", "s"]),
        ("xterm-256color", "\x1b\x1b", ["escape", "escape"]),
        ("xterm-256color", "\x1b\x1b\x1b", ["escape", "escape", "escape"]),
        ("xterm-256color", "\x1b\r", ["escape", "enter"]),
        ("xterm-256color", "\x1b\x1b[B", ["escape", "down"]),
        ("xterm-256color", "\x1b\x1bOPs", ["escape", "f1", "s"]),
        ("xterm-256color", "\x1b[1;3B", ["alt+down"]),
        ("xterm-256color", "é", [""]),
        ("xterm-256color", "\x1b[99;5~", [""]),  # unknown: one answer, not its letters
        ("linux", "\x1b[[A", ["f1"]),
        ("linux", "\x1b[1~", ["home"]),
        ("linux", "\x1b[4~", ["end"]),
        ("linux", "\x1b[D", ["left"]),
    ],
)
def test_keystrokes_become_key_names(kind: str, typed: str, names: list[str | None]) -> None:
    assert _names(kind, typed) == names


def test_an_alt_key_the_keymap_binds_stays_one_key() -> None:
    assert _names("xterm-256color", "\x1bs\x1bt", frozenset({"alt+s"})) == ["alt+s", "escape", "t"]


def test_echoed_speech_prints_each_line_and_speaks_it() -> None:
    spoken = RecordingOutput()
    lines = io.StringIO()
    speech = EchoedSpeech(spoken, lines)
    speech.speak("Main menu:\nNew game, 1 of 6", interrupt=True)
    speech.speak("Goodbye.", interrupt=False)
    assert lines.getvalue() == "Main menu: New game, 1 of 6\nGoodbye.\n"
    assert spoken.texts == ["Main menu:\nNew game, 1 of 6", "Goodbye."]
    assert speech.name == spoken.name
    assert speech.start_message() == f"Speaking through {spoken.name}."


def test_in_the_terminal_the_line_where_speech_moved_is_shown() -> None:
    # The chain's own console writes nowhere in terminal mode (every line is printed once
    # already), so "Speech moved to …", which only the chain says, was lost.
    voice = RecordingOutput("Speech Dispatcher", fail_after=1)
    nowhere = io.StringIO()
    chain = SpeechChain([voice, ConsoleOutput(nowhere)])
    lines = io.StringIO()
    speech = EchoedSpeech(chain, lines)
    speech.speak("Your turn.", interrupt=True)
    speech.speak("Right plays the ace of hearts.", interrupt=False)  # Speech Dispatcher fails
    speech.update()
    assert lines.getvalue().splitlines() == [
        "Your turn.",
        "Right plays the ace of hearts.",
        "Speech moved to the console.",
    ]
    assert nowhere.getvalue().splitlines()[0] == "Speech moved to the console."
    speech.close()


@pytest.mark.parametrize(
    ("typed", "texts"),
    [
        (
            "192.168.1.5:8765",
            [None, None, None, ".", None, None, None, ".", None, ".", None, ":"] + [None] * 4,
        ),
        ("ws://x-y", [None, None, ":", "/", "/", None, "-", None]),
        ("é", ["é"]),
        ("a Z", [None, None, None]),
        ("\x1b[99;5~", [None]),  # an unknown key is no text
    ],
)
def test_punctuation_and_accents_come_as_text_for_the_line_being_typed(
    typed: str, texts: list[str | None]
) -> None:
    """A server's address or a name typed in terminal mode: the characters that have no key
    name are handed on as text (the line takes them), the others as key names."""
    term = Terminal(kind="xterm-256color", force_styling=True, stream=io.StringIO())
    term.ungetch(typed)
    seen = []
    while (read := read_key(term, 0)) is not None:
        seen.append(typed_text(*read))
    assert seen == texts


def test_text_where_no_line_is_typed_is_a_key_that_does_nothing(
    table: Callable[..., TableRun],
) -> None:
    """In terminal and script mode a punctuation mark typed in a menu is answered (in the
    window its key has answered already, and the text that follows it is dropped)."""
    run = table()
    run.app.keys_type = True
    run.app.screens.append(run.app.main_menu())
    run.app.press_text("-")
    assert run.lines[-1] == "That key does nothing here. F1 lists the keys."
    said = len(run.lines)
    run.app.keys_type = False
    run.app.press_text("-")
    assert len(run.lines) == said


@pytest.mark.slow
@needs_pty
def test_escape_twice_quickly_leaves_two_menus(home: Path, children: list[pexpect.spawn]) -> None:
    """A terminal sends Alt+key as Escape and the key: two Escapes within blessed's 350 ms
    arrive as one Alt+Escape, which must still be two Escapes (not one key that "does
    nothing")."""
    child = _spawn(home, "--terminal")
    children.append(child)
    _said(child, "Main menu: New game, 1 of 6")
    _press(child, "o", "Options, 3 of 6")
    _press(child, ENTER, "Options, left and right change: Opponents: normal, 1 of 13")
    child.send("g")
    child.expect_exact("Game rules, ")
    _press(child, ENTER, "Game rules: Jass: standard rules, 1 of 12")
    child.send(ESCAPE + ESCAPE)
    child.expect_exact("Main menu: Options, 3 of 6")
    assert "does nothing" not in child.before


@pytest.mark.slow
@needs_pty
def test_after_a_suspend_and_fg_the_keys_are_read_one_by_one_again(
    home: Path, children: list[pexpect.spawn]
) -> None:
    """Ctrl+Z stops the game and the shell puts the terminal back in line mode for its
    prompt (echo, keys held until Enter); after ``fg`` the game takes its key-by-key mode
    back: an arrow is answered at once and not echoed."""
    import signal
    import termios
    import time

    child = _spawn(home, "--terminal")
    children.append(child)
    _said(child, "Main menu: New game, 1 of 6")
    _press(child, DOWN, "Continue, 2 of 6")
    child.kill(signal.SIGTSTP)
    modes = termios.tcgetattr(child.child_fd)
    modes[3] |= termios.ICANON | termios.ECHO  # what the shell does for its prompt
    termios.tcsetattr(child.child_fd, termios.TCSANOW, modes)
    child.kill(signal.SIGCONT)  # fg
    deadline = time.monotonic() + 5  # the game takes the terminal back within a frame or two
    while termios.tcgetattr(child.child_fd)[3] & (termios.ICANON | termios.ECHO):
        assert time.monotonic() < deadline, "the terminal stayed in line mode after fg"
        time.sleep(0.01)
    _press(child, DOWN, "Options, 3 of 6")
    assert "^[" not in child.before and "\x1b[B" not in child.before  # not echoed


@pytest.mark.slow
@needs_pty
def test_a_start_up_problem_is_said_once_in_the_terminal(
    home: Path, children: list[pexpect.spawn]
) -> None:
    """In terminal mode stderr is the terminal the screen reader reads: a settings problem
    is one line, not that line and a copy of it on stderr."""
    (home / "settings.toml").write_text('volume = "loud"\n', encoding="utf-8")
    child = _spawn(home, "--terminal")
    children.append(child)
    _said(child, "Main menu: New game, 1 of 6")
    shown = child.before
    assert shown.count("volume must be a number") == 1, shown
    assert "audiojass: " not in shown
    _press(child, "q", "Quit, 6 of 6")
    _press(child, ENTER, "Goodbye.")
    assert _close(child) == 0


@pytest.mark.slow
@needs_pty
def test_ctrl_c_in_a_game_says_it_is_saved(home: Path, children: list[pexpect.spawn]) -> None:
    child = _spawn(home, "--terminal")
    children.append(child)
    _said(child, "Main menu: New game, 1 of 6")
    _press(child, ENTER, "New game: Switzerland: Jass, 1 of 12")
    _press(child, ENTER, "New game of Jass. Press F1 for the keys.")
    _said(child, "You choose trump: A opens the choices.")
    child.sendintr()
    _said(child, "Stopped by Ctrl+C. Your game is saved: Continue resumes it.")
    assert _close(child) == 130
    assert (home / SAVE_NAME).exists()


@pytest.mark.slow
@needs_pty
def test_ctrl_backslash_stops_it_as_ctrl_c_does(home: Path, children: list[pexpect.spawn]) -> None:
    """Ctrl+Backslash (SIGQUIT) stops the game with one line, not pygame's crash report
    ("Fatal Python error: (pygame parachute) Keyboard Abort" and a module list)."""
    child = _spawn(home, "--terminal")
    children.append(child)
    _said(child, "Main menu: New game, 1 of 6")
    child.send("\x1c")
    _said(child, "Stopped by Ctrl+Backslash.")
    assert _close(child) == 131
    assert "Fatal" not in child.before and "parachute" not in child.before


@pytest.mark.slow
@needs_pty
def test_keys_typed_while_it_starts_are_answered(home: Path, children: list[pexpect.spawn]) -> None:
    """A key typed before the main menu is said (the player typed ahead) waits for it: it is
    answered once the menu is there, not lost in the terminal's start-up queries."""
    child = _spawn(home, "--terminal")
    children.append(child)
    child.send(DOWN)  # at once, while Python and the game are still starting
    _said(child, "Main menu: New game, 1 of 6")
    _said(child, "Continue, 2 of 6")
    _press(child, "q", "Quit, 6 of 6")
    _press(child, ENTER, "Goodbye.")
    assert _close(child) == 0
