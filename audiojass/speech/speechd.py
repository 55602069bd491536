"""Speech Dispatcher through its official C client library, libspeechd."""

from __future__ import annotations

import ctypes
import ctypes.util
import getpass
import logging
import os
import threading

from audiojass.speech.base import SpeechError
from audiojass.speech.worker import ThreadedOutput

__all__ = ["SpeechdBackend", "load_libspeechd", "speechd_output", "user_name"]

_log = logging.getLogger(__name__)

NAME = "Speech Dispatcher"
CLIENT_NAME = "audiojass"
"""The client name the daemon sees (``CLIENT_NAME user:audiojass:main`` in SSIP)."""

INSTALL_HINT = "install speech-dispatcher"

# libspeechd.h
_SPD_MODE_THREADED = 1
_SPD_METHOD_UNIX_SOCKET = 0
_SPD_IMPORTANT = 1
_SPD_MESSAGE = 2


def user_name() -> str:
    """The user name sent to the daemon (``CLIENT_NAME user:audiojass:main``)."""
    try:
        return getpass.getuser()
    except Exception:
        return "user"


class _Address(ctypes.Structure):
    """``SPDConnectionAddress`` of libspeechd.h."""

    _fields_ = [
        ("method", ctypes.c_int),
        ("unix_socket_name", ctypes.c_char_p),
        ("inet_socket_host", ctypes.c_char_p),
        ("inet_socket_port", ctypes.c_int),
        ("dbus_bus", ctypes.c_char_p),
    ]


def load_libspeechd() -> ctypes.CDLL:
    """libspeechd (``libspeechd.so.2``) with the prototypes this module uses.

    Raises SpeechError with the fix ("install speech-dispatcher") when it cannot be loaded.
    """
    candidates = [ctypes.util.find_library("speechd"), "libspeechd.so.2"]
    errors: list[str] = []
    for candidate in candidates:
        if not candidate:
            continue
        try:
            lib = ctypes.CDLL(candidate)
        except OSError as exc:
            errors.append(str(exc))
            continue
        lib.spd_open2.restype = ctypes.c_void_p
        lib.spd_open2.argtypes = [
            ctypes.c_char_p,
            ctypes.c_char_p,
            ctypes.c_char_p,
            ctypes.c_int,
            ctypes.POINTER(_Address),
            ctypes.c_int,
            ctypes.POINTER(ctypes.c_char_p),
        ]
        lib.spd_say.restype = ctypes.c_int
        lib.spd_say.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p]
        for function in (lib.spd_cancel, lib.spd_stop):
            function.restype = ctypes.c_int
            function.argtypes = [ctypes.c_void_p]
        lib.spd_set_language.restype = ctypes.c_int
        lib.spd_set_language.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        lib.spd_close.restype = None
        lib.spd_close.argtypes = [ctypes.c_void_p]
        return lib
    detail = f" ({'; '.join(errors)})" if errors else ""
    raise SpeechError(f"libspeechd is missing{detail}: {INSTALL_HINT}")


class SpeechdBackend:
    """One connection to Speech Dispatcher, as a blocking backend for :class:`ThreadedOutput`.

    Every call may block on the daemon's socket (measured: up to half a second, and forever
    when the daemon hangs without an audio device), so only the worker thread calls it.

    The connection is named ``audiojass`` and speaks the game's ``language``. Priorities
    follow SSIP's message priority model. Orca sends all its speech at priority ``message``
    (``client.set_priority(speechd.Priority.MESSAGE)`` in orca/speechdispatcherfactory.py),
    and messages of one priority are said in the order they arrive, whichever client sent
    them, so an answer sent at ``message`` would wait until Orca's queued speech is said.
    Therefore:

    - the player's own answers (``interrupt=True``) go at ``important``: an important
      message is said at once, cutting the message being spoken, and postpones (does not
      drop) waiting ``message`` and ``text`` messages until no important one waits. Our own
      earlier speech is cancelled first (``spd_cancel``), as the player's key asks;
    - narration (``interrupt=False``) goes at ``message``, Orca's own level: it queues in
      order with the screen reader's speech and, unlike ``text``, is not discarded when a
      message of another client arrives, so no narration is lost.
    """

    def __init__(
        self,
        *,
        language: str = "en",
        address: str | None = None,
        autospawn: bool = True,
        library: ctypes.CDLL | None = None,
    ) -> None:
        """Open the connection. ``language``: an ISO 639 code for the game's text.
        ``address``: a unix socket path, or None for the default (``SPEECHD_ADDRESS`` or the
        user's socket). ``autospawn``: start the user's daemon when none runs.

        Raises SpeechError with the reason (and fix) when the library is missing or the
        daemon cannot be reached.
        """
        self._lib = library if library is not None else load_libspeechd()
        self.language = language
        error = ctypes.c_char_p()
        address_struct = None
        if address is not None:
            address_struct = _Address(_SPD_METHOD_UNIX_SOCKET, os.fsencode(address), None, 0, None)
        user = user_name()
        connection = self._lib.spd_open2(
            CLIENT_NAME.encode(),
            b"main",
            user.encode(),
            _SPD_MODE_THREADED,
            ctypes.byref(address_struct) if address_struct is not None else None,
            1 if autospawn else 0,
            ctypes.byref(error),
        )
        if not connection:
            reason = error.value.decode(errors="replace").strip() if error.value else "no reply"
            raise SpeechError(f"{NAME} cannot be reached: {reason}")
        self._connection: int | None = connection
        self.given_up = threading.Event()
        """Set (by :class:`ThreadedOutput`, from the game's thread) once this connection is
        given up for a call that hangs: when the daemon answers at last, nothing more is
        sent, so a text the next output said already is not said late."""
        self.set_language(language)

    @property
    def name(self) -> str:
        """Always "Speech Dispatcher"."""
        return NAME

    def _require(self) -> int:
        if self._connection is None:
            raise SpeechError(f"{NAME} connection is closed")
        return self._connection

    def set_language(self, language: str) -> None:
        """Speak ``language`` (ISO 639-1) from now on (SSIP ``SET self LANGUAGE``; the daemon
        picks a voice of that language). Blocks on the socket; a language the daemon refuses
        is logged and the connection keeps its former one."""
        if self._lib.spd_set_language(self._require(), language.encode()) != 0:
            _log.info("%s did not accept the language %r", NAME, language)
            return
        self.language = language

    def speak(self, text: str, interrupt: bool) -> None:
        """Say ``text``: ``interrupt`` cancels our speech and sends at ``important``, else at
        ``message``. Blocks on the socket; raises SpeechError when the daemon refuses it."""
        connection = self._require()
        if not text.strip() or self.given_up.is_set():
            return
        if interrupt:
            self._lib.spd_cancel(connection)
            if self.given_up.is_set():  # the cancel hung, and the text went elsewhere
                return
        priority = _SPD_IMPORTANT if interrupt else _SPD_MESSAGE
        if self._lib.spd_say(connection, priority, text.encode("utf-8", "replace")) < 0:
            raise SpeechError(f"{NAME} refused the message")

    def stop(self) -> None:
        """Cancel what this connection is saying and has queued (``spd_cancel``)."""
        self._lib.spd_cancel(self._require())

    def close(self) -> None:
        """Close the connection (``spd_close``); further calls raise SpeechError."""
        connection, self._connection = self._connection, None
        if connection is not None:
            self._lib.spd_close(connection)


def speechd_output(
    *,
    language: str = "en",
    address: str | None = None,
    autospawn: bool = True,
    stall_seconds: float = 1.0,
    start_seconds: float = 5.0,
) -> ThreadedOutput:
    """Speech Dispatcher on its own worker thread (see :class:`SpeechdBackend`).

    Never blocks: the connection opens on the worker; wait with ``wait_started``. Raises
    SpeechError at once when libspeechd is missing ("... install speech-dispatcher").
    """
    library = load_libspeechd()

    def connect() -> SpeechdBackend:
        return SpeechdBackend(
            language=language, address=address, autospawn=autospawn, library=library
        )

    return ThreadedOutput(connect, NAME, stall_seconds=stall_seconds, start_seconds=start_seconds)
