"""Terminal mode: the game in a text terminal, for console screen readers and for no display.

With no display to open a window on (or with ``--terminal``), the same event loop runs with
SDL's dummy video driver: keys are read from the terminal by `blessed` on a thread of their
own, turned into keymap key names ("left", "shift+s", "ctrl+f1") and posted to pygame's event
queue as real KEYDOWN events, exactly as script mode posts its keys. Every utterance is printed
as one line, so the console screen reader (Speakup, Fenrir, a screen reader reading an ssh
session) speaks it.

- :func:`display_problem` says, before SDL starts, why there is no display to use;
  :func:`driver_problem` says, after ``pygame.display.init()``, whether the video driver SDL
  chose is one that cannot show a window or receive keys.
- :func:`window_problem` starts pygame's display and applies :func:`driver_problem`.
- :func:`terminal_problem` says why keys cannot be read from the terminal.
- :func:`key_name` maps one blessed keystroke to a key name; :func:`read_key` reads one;
  :func:`terminal_reports` says whether a keymap key can come from a terminal at all.
- :class:`TerminalKeys` reads the keys and restores the terminal when stopped.
- :class:`EchoedSpeech` prints every utterance and hands it on to another speech output.
- :func:`library_diagnostics_kept` keeps what C libraries print while SDL starts its drivers
  off the terminal.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import signal
import sys
import tempfile
import threading
from collections.abc import Callable, Collection, Iterable, Iterator
from typing import TYPE_CHECKING, TextIO

from audiojass.i18n import t
from audiojass.keymap import normalize_key
from audiojass.speech.base import SpeechOutput, waiting_texts
from audiojass.speech.chain import SpeechChain
from audiojass.speech.console import ConsoleOutput

if TYPE_CHECKING:
    from blessed import Terminal
    from blessed.keyboard import Keystroke

__all__ = [
    "NO_WINDOW_DRIVERS",
    "EchoedSpeech",
    "TerminalKeys",
    "display_problem",
    "driver_problem",
    "is_terminal",
    "key_name",
    "read_key",
    "terminal_problem",
    "terminal_reports",
    "window_problem",
]

NO_WINDOW_DRIVERS = ("offscreen", "dummy")
"""SDL video drivers that show no window and never receive a key."""

POLL_SECONDS = 0.05
"""How long the key reader waits for a key before it checks whether it should stop."""


def display_problem(
    environ: dict[str, str] | os._Environ[str] | None = None, platform: str | None = None
) -> str | None:
    """Why there is no display to open a window on, judged before SDL starts (so that SDL
    does not fall back to a driver that shows nothing); None when there may be one.

    Windows and macOS always have a display. Elsewhere (Linux, BSD) a display needs DISPLAY
    (X11) or WAYLAND_DISPLAY; a video driver chosen in SDL_VIDEODRIVER is trusted here and
    judged after start-up by :func:`driver_problem`.
    """
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if platform.startswith(("win", "cygwin", "darwin")):
        return None
    driver = environ.get("SDL_VIDEODRIVER", "").strip().lower()
    if driver in NO_WINDOW_DRIVERS:
        return t("start-no-window-driver", driver=driver)
    if driver or environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return t("start-no-display-variable")


def driver_problem(driver: str) -> str | None:
    """Why SDL's video driver ``driver`` (``pygame.display.get_driver()``) cannot give the
    player a window to type into, or None when it can."""
    if driver.lower() in NO_WINDOW_DRIVERS:
        return t("start-no-window-chosen", driver=driver)
    return None


def window_problem() -> str | None:
    """Start pygame's display and say why it cannot give the player a window (None: it can;
    the display is then left started). On a problem the display is stopped again, so that
    it can be started with the dummy driver."""
    import pygame

    try:
        pygame.display.init()
    except pygame.error as error:
        return t("start-no-display-error", error=str(error))
    problem = driver_problem(pygame.display.get_driver())
    if problem is not None:
        pygame.display.quit()
    return problem


@contextlib.contextmanager
def library_diagnostics_kept(kept: list[str]) -> Iterator[None]:
    """Inside the block, whatever is written to file descriptor 2 is kept in ``kept`` (one
    item a line) instead of reaching the terminal.

    In terminal mode the terminal is the player's speech: a console screen reader reads every
    line on it. Without a sound card, ALSA prints eight lines ("ALSA lib confmisc.c:855:
    (parse_card) cannot find card '0'" ...) while SDL looks for an audio device, and SDL may
    print "XDG_RUNTIME_DIR is invalid" while it picks a video driver; both come from C, below
    Python's ``sys.stderr``. Use it only around those driver start-ups: the game's own problem
    reports are written after it. Elsewhere than POSIX nothing is redirected.
    """
    if os.name != "posix":
        yield
        return
    with contextlib.suppress(Exception):
        sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as capture:
        os.dup2(capture.fileno(), 2)
        try:
            yield
        finally:
            with contextlib.suppress(Exception):
                sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            capture.seek(0)
            text = capture.read().decode("utf-8", "replace")
            kept.extend(line for line in text.splitlines() if line.strip())


def terminal_problem(stdin: TextIO | None = None, stdout: TextIO | None = None) -> str | None:
    """Why keys cannot be read from a terminal (None: they can): standard input must be a
    terminal, and standard output or standard error too (blessed reads keys only then)."""
    stdin = sys.__stdin__ if stdin is None else stdin
    if not is_terminal(stdin):
        return t("start-stdin-not-terminal")
    if _terminal_stream(stdout) is None:
        return t("start-stdout-not-terminal")
    return None


def is_terminal(stream: object) -> bool:
    """Whether ``stream`` is a terminal (False for None, a pipe, a file, a closed stream)."""
    try:
        return bool(stream is not None and stream.isatty())  # type: ignore[attr-defined]
    except (AttributeError, ValueError, OSError):
        return False


def _terminal_stream(stdout: TextIO | None = None) -> TextIO | None:
    """The stream blessed talks to the terminal through: stdout, else stderr (terminals only)."""
    for stream in (sys.__stdout__ if stdout is None else stdout, sys.__stderr__):
        if is_terminal(stream):
            return stream
    return None


# -- keystrokes → key names ------------------------------------------------------------------

_CONTROL_KEYS = {"\r", "\n", "\t", "\x1b", "\x7f", "\x08"}
"""Keys that arrive as one control character: Ctrl is part of the character, not pressed."""

_SHIFT, _ALT, _CTRL = 0b1, 0b10, 0b100
_OTHER_MODIFIERS = 0b111000  # super, hyper, meta; Caps Lock and Num Lock bits are ignored


_CODE_NAMES = (
    ("KEY_ENTER", "enter"),
    ("KEY_ESCAPE", "escape"),
    ("KEY_TAB", "tab"),
    ("KEY_BTAB", "shift+tab"),
    ("KEY_BACKSPACE", "backspace"),
    ("KEY_DELETE", "delete"),
    ("KEY_LEFT", "left"),
    ("KEY_RIGHT", "right"),
    ("KEY_UP", "up"),
    ("KEY_DOWN", "down"),
    ("KEY_HOME", "home"),
    ("KEY_END", "end"),
    ("KEY_PGUP", "pageup"),
    ("KEY_PGDOWN", "pagedown"),
    *((f"KEY_F{number}", f"f{number}") for number in range(1, 13)),
)
"""blessed's key code attributes and the key names they stand for."""


def _code_names(term: Terminal) -> dict[int, str]:
    return {int(getattr(term, code)): name for code, name in _CODE_NAMES}


_IGNORED_CODES = ("KEY_INSERT",)
"""Keys left to the screen reader, as in the window (Insert is a screen-reader modifier)."""


def key_name(term: Terminal, key: Keystroke) -> str | None:
    """The keymap key name of one keystroke read by ``term.inkey()``: "left", "shift+s",
    "ctrl+f1", "enter"...; "" for a key the game does not know (it answers that the key does
    nothing); None for what is not a key press (mouse, focus and terminal replies) and for
    Insert, which belongs to the screen reader.

    A capital letter is "shift+" and the letter (the terminal cannot tell Caps Lock apart).
    """
    if not key:
        return None
    code = key.code
    bits = key.modifiers_bits
    text = str(key)
    if code is not None:
        if any(code == getattr(term, name, None) for name in _IGNORED_CODES):
            return None
        base = _code_names(term).get(code)
        if base is None:
            return ""
        if len(text) == 1 and text in _CONTROL_KEYS:
            bits = 0
        return _with_modifiers(base, bits)
    name = key.name or ""
    if name and not name.startswith("KEY_"):
        return "" if name == "CSI" else None
    value = key.value
    if len(value) != 1:
        return ""
    if value.isascii() and value.isalpha():
        if value.isupper():
            bits |= _SHIFT
        return _with_modifiers(value.lower(), bits)
    if value.isascii() and value.isdigit():
        return _with_modifiers(value, bits)
    if value == " ":
        return _with_modifiers("space", bits)
    return ""


_NOT_REPORTED = frozenset({"ctrl", "ctrl+c", "ctrl+z", "ctrl+s", "ctrl+q"})
"""Keymap keys a terminal never hands on: Ctrl pressed alone sends nothing; Ctrl+C, Ctrl+Z,
Ctrl+S and Ctrl+Q belong to the terminal (interrupt, suspend, output flow control)."""
_UNREAD_BASES = frozenset({"plus", "minus", "equals"})
"""Keys :func:`key_name` reads as a key the game does not know (punctuation)."""


def terminal_reports(key: str) -> bool:
    """Whether a keymap key name ("f1", "ctrl+t", "ctrl" alone) can come from a terminal in
    terminal mode: False for a lone Ctrl, for the keys the terminal keeps for itself (Ctrl+C,
    Ctrl+Z, Ctrl+S, Ctrl+Q) and for Plus, Minus and Equals with any modifier."""
    return key not in _NOT_REPORTED and key.rsplit("+", 1)[-1] not in _UNREAD_BASES


def _with_modifiers(base: str, bits: int) -> str:
    if bits & _OTHER_MODIFIERS:
        return ""
    mods = [mod for mod, bit in (("ctrl", _CTRL), ("shift", _SHIFT), ("alt", _ALT)) if bits & bit]
    try:
        return normalize_key("+".join([*mods, base]))
    except ValueError:
        return ""


def typed_text(key: Keystroke, name: str | None) -> str | None:
    """The character a keystroke types where the game has no key name for it: punctuation
    ("-", ".", ":", "/") and letters beyond ASCII ("é"), which the terminal hands on as text
    (a server's address, a name); None for every other keystroke (named keys, letters, digits
    and space go on as key names)."""
    text = str(key)
    if name != "" or key.code is not None or len(text) != 1:
        return None
    return text if text.isprintable() and not text.isspace() else None


def read_key(
    term: Terminal, timeout: float, alt_keys: Collection[str] = ()
) -> tuple[Keystroke, str | None] | None:
    """The next keystroke typed in ``term`` and its key name (see :func:`key_name`), or None
    when no key came within ``timeout`` seconds. The rest of an escape sequence blessed does
    not know is swallowed with it: one unknown key, not the letters it ends with.

    A terminal sends Alt+key as Escape and the key, so Escape pressed quickly before another
    key (two Escapes to leave two menus, Escape then Down) arrives as one Alt keystroke. Unless
    its name is one of ``alt_keys`` (the Alt keys the keymap binds), it is read as what was
    pressed: Escape now, the rest as the next keystroke."""
    key = term.inkey(timeout=timeout)
    if not key:
        return None
    name = key_name(term, key)
    text = str(key)
    if (
        key.code is None
        and (key.name or "").startswith("KEY_ALT_")
        and len(text) > 1
        and text[0] == "\x1b"
        and name not in alt_keys
    ):
        # what came after it is read again first (ungetch puts text before what is buffered)
        term.ungetch(text[1:] + term.flushinp())
        return _escape(term), "escape"
    if key.name == "CSI":
        _drain_sequence(term)
    return key, name


def _escape(term: Terminal) -> Keystroke:
    """The keystroke of the Escape key alone."""
    from blessed.keyboard import Keystroke

    return Keystroke("\x1b", code=int(term.KEY_ESCAPE), name="KEY_ESCAPE")


def _drain_sequence(term: Terminal) -> None:
    """Swallow the rest of an escape sequence blessed does not know (after its "CSI"), so
    its letters are not taken for key presses: ECMA-48 parameter and intermediate bytes up to
    and including the final byte, as far as they have already arrived."""
    for _ in range(32):
        rest = term.inkey(timeout=0, esc_delay=0)
        if not rest or len(rest) != 1 or not 0x20 <= ord(rest) <= 0x7E:
            return
        if 0x40 <= ord(rest) <= 0x7E:
            return


# -- the key reader --------------------------------------------------------------------------


class TerminalKeys:
    """Reads keys from the terminal on a thread of its own and hands each key name on.

    :meth:`open` puts the terminal in cbreak mode (keys arrive one by one, not echoed; Ctrl+C
    still interrupts the program); keys typed from then on wait in the terminal until
    :meth:`start` starts the reader thread; :meth:`stop` ends it and restores the terminal
    (also at exit, however the program ends). The reader thread is a daemon and never blocks
    for more than :data:`POLL_SECONDS`, so stopping takes at most that long.
    """

    def __init__(
        self,
        on_key: Callable[[str], None] | None = None,
        on_text: Callable[[str], None] | None = None,
        alt_keys: Collection[str] = (),
    ) -> None:
        """``on_key(name)``: called on the reader thread for every key name ("" for a key the
        game does not know); None posts a pygame KEYDOWN event, see :func:`post_key`.
        ``on_text(char)``: for a character with no key name (:func:`typed_text`); None posts
        a pygame TEXTINPUT event, see :func:`post_text`. ``alt_keys``: the Alt keys the keymap
        binds ("alt+s"); any other Alt keystroke is Escape and the key (:func:`read_key`)."""
        self._on_key = on_key if on_key is not None else post_key
        self._on_text = on_text if on_text is not None else post_text
        self._alt_keys = frozenset(alt_keys)
        self._stop = threading.Event()
        self.arrived = threading.Event()
        """Set after each key or text is handed on (and when no key can come any more): the
        game's loop, resting between keys, waits on it instead of sleeping."""
        self._thread: threading.Thread | None = None
        self._term: Terminal | None = None
        self._modes = contextlib.ExitStack()
        self.problem: str | None = None
        """Why keys cannot be read (the game then ends, saved), or None."""

    def open(self) -> None:
        """Take the terminal: blessed asks it what it is (one round trip on a real terminal;
        at most ``BLESSED_QUERY_TIMEOUT_SECONDS`` each when it does not answer, 1 s here by
        default) and cbreak mode is set. Never raises: a failure is kept in :attr:`problem`."""
        if self._term is not None or self.problem is not None:
            return
        os.environ.setdefault("BLESSED_QUERY_TIMEOUT_SECONDS", "1")
        atexit.register(self.stop)  # the terminal is restored however the program ends
        try:
            from blessed import Terminal

            typed = self._typed_ahead()
            term = Terminal(stream=_terminal_stream())
            self._modes.enter_context(term.cbreak())
            if typed:
                term.ungetch(typed)
        except Exception as error:
            self.problem = t("start-terminal-unreadable", error=str(error))
            return
        self._term = term
        self._keep_modes_after_suspend(term)

    def _typed_ahead(self) -> str:
        """The keys typed while the game was starting, taken before blessed asks the terminal
        what it is (its queries read the input and would drop them); the terminal's modes as
        they were are restored when the reader stops. "" where there is nothing, or no
        standard input terminal, or no termios (Windows)."""
        stdin = sys.__stdin__
        if stdin is None or not is_terminal(stdin):
            return ""
        try:
            import select
            import termios
            import tty

            fd = stdin.fileno()
            before = termios.tcgetattr(fd)
            tty.setcbreak(fd, termios.TCSANOW)  # what waits in the line becomes readable
        except (ImportError, OSError, ValueError):
            return ""
        self._modes.callback(termios.tcsetattr, fd, termios.TCSANOW, before)  # restored last
        typed = b""
        with contextlib.suppress(OSError):
            while select.select([fd], [], [], 0)[0] and len(typed) < 4096:
                chunk = os.read(fd, 1024)
                if not chunk:
                    break
                typed += chunk
        return typed.decode("utf-8", errors="replace")

    def _keep_modes_after_suspend(self, term: Terminal) -> None:
        """Set the terminal's cbreak mode again when the game goes on after a suspend (Ctrl+Z,
        then ``fg``): the shell put the terminal back in line mode for its prompt, where keys
        are echoed and wait for Enter. POSIX only; where it cannot be set up, nothing is."""
        sigcont = getattr(signal, "SIGCONT", None)
        fd = getattr(term, "_keyboard_fd", None)
        if sigcont is None or fd is None:
            return
        try:
            import termios

            modes = termios.tcgetattr(fd)
            before = signal.getsignal(sigcont)

            def resumed(number: int, frame: object) -> None:
                with contextlib.suppress(OSError, termios.error):
                    termios.tcsetattr(fd, termios.TCSANOW, modes)
                if callable(before):
                    before(number, frame)  # type: ignore[arg-type]

            signal.signal(sigcont, resumed)
        except (ImportError, OSError, ValueError):  # not the main thread, or no termios
            return
        self._modes.callback(signal.signal, sigcont, before)

    def start(self) -> None:
        """Start reading keys (opening the terminal first if needed). When keys cannot be read,
        the problem is written on stderr and the game is ended (a QUIT event). Raises
        RuntimeError when it is already started."""
        if self._thread is not None:
            raise RuntimeError("the terminal key reader is already started")
        self.open()
        self._thread = threading.Thread(target=self._read, name="audiojass-keys", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 1.0) -> None:
        """Stop reading and restore the terminal; waits up to ``timeout`` seconds for the
        reader thread. Safe to call more than once."""
        self._stop.set()
        atexit.unregister(self.stop)
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)
        with contextlib.suppress(Exception):
            self._modes.close()

    def _read(self) -> None:
        term = self._term
        try:
            if term is None:
                raise OSError(self.problem or "the terminal is not open")
            while not self._stop.is_set():
                read = read_key(term, POLL_SECONDS, self._alt_keys)
                if read is None or read[1] is None:
                    continue
                text = typed_text(*read)
                if text is not None:
                    self._on_text(text)
                else:
                    self._on_key(read[1])
                self.arrived.set()
        except Exception as error:  # no key can come any more: end the game (it is saved)
            if self.problem is None:
                self.problem = t("start-terminal-unreadable", error=str(error))
            with contextlib.suppress(Exception):
                print(f"audiojass: {self.problem}", file=sys.stderr, flush=True)
            _post_quit()
            self.arrived.set()


def post_text(text: str) -> None:
    """Post characters typed to pygame's event queue as a TEXTINPUT event (thread-safe in
    pygame-ce): the line being typed takes them; elsewhere they are a key that does nothing."""
    import pygame

    with contextlib.suppress(pygame.error):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def post_key(name: str) -> None:
    """Post a key name to pygame's event queue as a KEYDOWN event (thread-safe in pygame-ce);
    "" posts an unknown key, which the game answers as a key that does nothing."""
    import pygame

    from audiojass.keys import key_event

    try:
        event = key_event(name) if name else None
    except ValueError:
        event = None
    if event is None:
        event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UNKNOWN, mod=0, unicode="")
    with contextlib.suppress(pygame.error):
        pygame.event.post(event)


def _post_quit() -> None:
    """End the game when no key can ever arrive again (it is saved as usual)."""
    import pygame

    with contextlib.suppress(Exception):
        pygame.event.post(pygame.event.Event(pygame.QUIT))


# -- speech ----------------------------------------------------------------------------------


class EchoedSpeech:
    """A SpeechOutput that prints every utterance as one line and also hands it on to
    ``speech`` (the output the player chose with ``--speech``). Stop, update, prepare and
    close go to ``speech``; its errors are its own (a SpeechChain fails over by itself)."""

    def __init__(self, speech: SpeechOutput, stream: TextIO | None = None) -> None:
        """``stream``: where lines go (None: ``sys.stdout`` at each write)."""
        self._speech = speech
        self._console = ConsoleOutput(stream)
        if isinstance(speech, SpeechChain):  # its own lines ("Speech moved to …") are shown
            speech.on_announce = self._show

    @property
    def name(self) -> str:
        """The name of the output that speaks, e.g. "Speech Dispatcher"."""
        return self._speech.name

    def _show(self, text: str) -> None:
        """Print a line the speech chain says of its own (where speech moved)."""
        self._console.speak(text, interrupt=False)

    def start_message(self) -> str:
        """What to say once at start-up: "Speaking through {name}."."""
        start = getattr(self._speech, "start_message", None)
        return start() if callable(start) else t("speech-speaking-through", name=self.name)

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Print ``text`` as one line, then speak it."""
        self._console.speak(text, interrupt=interrupt)
        self._speech.speak(text, interrupt=interrupt)

    def stop(self) -> None:
        """Stop the speaking output (printed lines stay)."""
        self._speech.stop()

    def update(self) -> None:
        """Once per frame: the speaking output's update."""
        self._speech.update()

    def is_speaking(self) -> bool:
        """Whether the speaking output is speaking."""
        return self._speech.is_speaking()

    def prepare(self, texts: Iterable[str]) -> None:
        """Forwarded to the speaking output when it renders ahead."""
        self._forward("prepare", texts)

    def set_language(self, language: str) -> None:
        """Forwarded to the speaking output when it can change its language (ISO 639-1)."""
        self._forward("set_language", language)

    def set_rate(self, words_per_minute: int) -> None:
        """Forwarded to the speaking output when it has a rate of its own."""
        self._forward("set_rate", words_per_minute)

    def _forward(self, method: str, value: object) -> None:
        """Call the speaking output's ``method`` with ``value`` where it has one."""
        forwarded = getattr(self._speech, method, None)
        if callable(forwarded):
            forwarded(value)

    def waiting(self) -> list[str]:
        """The speaking output's texts not begun yet (none when it cannot tell)."""
        return waiting_texts(self._speech)

    def close(self) -> None:
        """Close the speaking output and flush the lines."""
        try:
            self._speech.close()
        finally:
            self._console.close()
