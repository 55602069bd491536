"""Blocking speech backends on their own worker thread, so the event loop never waits on them."""

from __future__ import annotations

import functools
import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Protocol, TypeVar, runtime_checkable

from audiojass.speech.base import SpeechError, revived, spoken_name

__all__ = ["BlockingBackend", "ThreadedOutput"]

_log = logging.getLogger(__name__)

_T = TypeVar("_T")


@runtime_checkable
class BlockingBackend(Protocol):
    """A speech backend whose calls may block (a screen reader API, a socket to a daemon).

    Only a :class:`ThreadedOutput`'s worker thread calls it, one call at a time; it is created
    on that thread too (by the factory given to the output). Any method may raise.
    """

    @property
    def name(self) -> str:
        """The speakable name, e.g. "NVDA" or "Speech Dispatcher"."""
        ...

    def speak(self, text: str, interrupt: bool) -> None:
        """Hand ``text`` over; ``interrupt`` stops what the backend is saying first."""
        ...

    def stop(self) -> None:
        """Silence the backend and drop what it has queued."""
        ...

    def close(self) -> None:
        """Release the backend's resources."""
        ...


@runtime_checkable
class _ReportsAlive(Protocol):
    def alive(self) -> bool: ...


class ThreadedOutput:
    """A SpeechOutput that runs a :class:`BlockingBackend` on its own daemon worker thread.

    The event-loop thread only touches a queue under a lock held for microseconds: ``speak``
    with ``interrupt=True`` (the player's own keys) drops the queue and hands the text over
    with the backend's own interrupt; ``interrupt=False`` (narration) queues behind what is
    already waiting; ``stop`` drops the queue and asks the backend to be silent.

    Every call into the backend is timed. One that takes longer than ``stall_seconds`` (the
    backend's creation: ``start_seconds``) marks the output stalled: ``update`` then raises
    :class:`SpeechError`, so a :class:`~audiojass.speech.chain.SpeechChain` fails over, and
    :meth:`unspoken` returns every text not known to be heard (the one in the stuck call
    included), so nothing is lost. A backend call that raises breaks the output the same way.
    The stuck worker thread is abandoned: it is a daemon thread, never joined, so it cannot
    keep the process alive; when its call returns at last it closes the backend and ends.

    A backend with a ``given_up`` attribute (a :class:`threading.Event`) has it set the moment
    the output is given up for a stalled call, so that, when the call returns at last, it
    sends nothing more; and the backend is silenced then (``stop``): what it was handed is
    stale, said by the next output already, and must not be heard seconds late.

    Most backends cannot tell when they finished speaking, so ``is_speaking`` and
    ``unspoken`` estimate it from each text's length at :attr:`CHARACTERS_PER_SECOND`.
    When idle, the worker asks a backend that has an ``alive()`` method about once every
    :attr:`CHECK_INTERVAL` seconds whether it still runs (a screen reader that was closed).

    :meth:`revive` makes a fresh output from the same factory on a new worker, which the
    chain uses to return to a preferred output once it answers again.
    """

    CHARACTERS_PER_SECOND = 12.0
    """A deliberately slow speaking rate, to estimate when a text has been heard."""

    BRISK_CHARACTERS_PER_SECOND = 30.0
    """A brisk speaking rate (about 360 words a minute), to estimate when a text handed over
    behind others has begun to be said (:meth:`waiting`)."""

    CHECK_INTERVAL = 1.0
    """Seconds between ``alive()`` checks of an idle backend."""

    MAX_STUCK_WORKERS = 2
    """How many workers stuck in a call of the same factory :meth:`revive` tolerates."""

    def __init__(
        self,
        factory: Callable[[], BlockingBackend],
        name: str,
        *,
        stall_seconds: float = 1.0,
        start_seconds: float = 5.0,
    ) -> None:
        """Start the worker thread, which creates the backend with ``factory()``; never blocks.

        ``name``: the speakable name until the backend reports its own. ``stall_seconds``:
        how long one backend call may take before the output counts as stalled;
        ``start_seconds``: the same for ``factory()``. Use :meth:`wait_started` to wait
        (bounded) for the backend to be created.
        """
        self._factory = factory
        self._base_name = name
        self._name = name
        self._stall_seconds = stall_seconds
        self._start_seconds = start_seconds
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._started = threading.Event()
        self._finished = threading.Event()
        self._pending: deque[tuple[str, bool, str | None]] = deque()  # text, interrupt, language
        self._heard: deque[tuple[str, float]] = deque(maxlen=20)
        self._begins: deque[tuple[str, float]] = deque(maxlen=20)  # text, estimated begin
        self._brisk_end = 0.0
        self._in_flight: str | None = None
        self._call: tuple[str, float] | None = None
        self._stop_requested = False
        self._language: str | None = None
        self._closing = False
        self._ready = False
        self._error: str | None = None
        self._line: list[ThreadedOutput] = [self]
        self._given_up: threading.Event | None = None  # the backend's, where it has one
        self._thread = threading.Thread(
            target=self._work, name=f"audiojass-speech ({name})", daemon=True
        )
        self._thread.start()

    # -- worker thread -----------------------------------------------------------------------

    def _timed(self, what: str, call: Callable[[], _T]) -> _T:
        with self._lock:
            self._call = (what, time.monotonic())
        try:
            return call()
        finally:
            with self._lock:
                self._call = None

    def _fail(self, message: str) -> None:
        with self._lock:
            if self._error is None:
                self._error = message
            if self._in_flight is not None:
                self._pending.appendleft((self._in_flight, False, self._language))
                self._in_flight = None

    def _work(self) -> None:
        try:
            backend = self._timed("start", self._factory)
        except Exception as exc:
            self._fail(f"{self._name} could not start: {exc}")
            self._started.set()
            self._finished.set()
            return
        with self._lock:
            self._name = str(getattr(backend, "name", self._name))
            self._ready = self._error is None
            given_up = getattr(backend, "given_up", None)
            if isinstance(given_up, threading.Event):
                self._given_up = given_up
        self._started.set()
        try:
            self._serve(backend)
        except Exception as exc:
            self._fail(f"{self._name} failed: {exc!r}")
        finally:
            with self._lock:
                given_up = self._error is not None
            if given_up:
                # A call stuck long enough to be given up has returned at last: what it
                # handed over is stale (the next output has said it, and the focus has
                # moved on), so it is cancelled rather than said seconds late.
                try:
                    self._timed("stop", backend.stop)
                except Exception:
                    _log.debug("silencing %s failed", self._name, exc_info=True)
            try:
                self._timed("close", backend.close)
            except Exception:
                _log.debug("closing %s failed", self._name, exc_info=True)
            self._finished.set()

    def _apply_language(self, backend: BlockingBackend, language: str) -> None:
        """Hand ``language`` to the backend, on the worker; a backend without
        ``set_language``, or whose ``set_language`` raises, speaks on as it was (a call that
        hangs stalls the output like any other)."""
        set_language = getattr(backend, "set_language", None)
        if callable(set_language):
            try:
                self._timed("language", functools.partial(set_language, language))
            except Exception:  # it speaks on in its former language rather than not at all
                _log.info("%s cannot speak %r", self._name, language, exc_info=True)

    def _serve(self, backend: BlockingBackend) -> None:
        next_check = time.monotonic() + self.CHECK_INTERVAL
        language: str | None = None  # the language last handed to the backend
        while True:
            with self._lock:
                while not (self._pending or self._stop_requested or self._closing):
                    if self._error is not None:
                        return
                    remaining = next_check - time.monotonic()
                    if remaining <= 0:
                        break
                    self._wake.wait(remaining)
                if self._closing or self._error is not None:
                    return
                stop = self._stop_requested
                self._stop_requested = False
                item = None if stop or not self._pending else self._pending.popleft()
                if item is not None:
                    self._in_flight = item[0]
            if stop:
                self._timed("stop", backend.stop)
            elif item is not None:
                text, interrupt, wanted = item
                if wanted is not None and wanted != language:
                    language = wanted
                    self._apply_language(backend, language)
                self._timed("speak", functools.partial(backend.speak, text, interrupt))
                with self._lock:
                    if self._in_flight == text:
                        self._in_flight = None
                        now = time.monotonic()
                        start = now
                        if self._heard:
                            start = max(start, self._heard[-1][1])
                        end = start + 0.5 + len(text) / self.CHARACTERS_PER_SECOND
                        self._heard.append((text, end))
                        begin = now if interrupt else max(now, self._brisk_end)
                        self._brisk_end = begin + len(text) / self.BRISK_CHARACTERS_PER_SECOND
                        self._begins.append((text, begin))
            elif isinstance(backend, _ReportsAlive):
                next_check = time.monotonic() + self.CHECK_INTERVAL
                if not self._timed("check", backend.alive):
                    self._fail(f"{self._name} is no longer running")
                    return
            else:
                next_check = time.monotonic() + 3600.0

    # -- event-loop thread -------------------------------------------------------------------

    @property
    def name(self) -> str:
        """The speakable name: the backend's own once it started, else the one given (in the
        active language, :func:`~audiojass.speech.base.spoken_name`)."""
        return spoken_name(self._name)

    def set_language(self, language: str) -> None:
        """Texts spoken from now on are in ``language`` (ISO 639-1): the worker hands it to
        the backend's ``set_language`` before the first of them, after the texts queued
        before (backends without it ignore it); a revived copy gets it too. Returns at once,
        never raises."""
        with self._lock:
            self._language = language

    @property
    def ready(self) -> bool:
        """True once the backend was created and while nothing has failed or stalled."""
        with self._lock:
            return self._ready and self._error is None and not self._closing

    @property
    def error(self) -> str | None:
        """Why the output broke or stalled, or None while it works (or is starting)."""
        with self._lock:
            self._check_stall()
            return self._error

    def wait_started(self, timeout: float) -> bool:
        """Wait at most ``timeout`` s for the backend's creation; True when it is ready.

        For start-up only: never call it from the running loop.
        """
        self._started.wait(timeout)
        return self.ready

    def wait_finished(self, timeout: float) -> bool:
        """Wait at most ``timeout`` s for the worker thread to end; True when it has."""
        return self._finished.wait(timeout)

    def _check_stall(self) -> None:
        if self._error is not None or self._call is None:
            return
        what, since = self._call
        limit = self._start_seconds if what == "start" else self._stall_seconds
        waited = time.monotonic() - since
        if waited > limit:
            self._error = f"{self._name} did not answer for {waited:.1f} seconds ({what})"
            self._ready = False
            if self._given_up is not None:
                self._given_up.set()
            if self._in_flight is not None:
                self._pending.appendleft((self._in_flight, False, self._language))
                self._in_flight = None

    def _raise_if_broken(self) -> None:
        if self._closing:
            raise SpeechError(f"{self._name} output is closed")
        self._check_stall()
        if self._error is not None:
            raise SpeechError(self._error)

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Queue ``text`` for the worker; returns at once. Raises SpeechError when broken.

        ``interrupt=True`` drops the queue and what is estimated to be still heard first.
        """
        with self._lock:
            self._raise_if_broken()
            if interrupt:
                self._pending.clear()
                self._heard.clear()
                self._begins.clear()
            self._pending.append((text, interrupt, self._language))
            self._wake.notify()

    def stop(self) -> None:
        """Drop the queue and ask the backend to be silent; returns at once, never raises."""
        with self._lock:
            self._pending.clear()
            self._heard.clear()
            self._begins.clear()
            self._brisk_end = 0.0
            if not self._closing and self._error is None:
                self._stop_requested = True
                self._wake.notify()

    def update(self) -> None:
        """Raise SpeechError when the backend failed or a call stalled; otherwise nothing."""
        with self._lock:
            self._raise_if_broken()

    def is_speaking(self) -> bool:
        """True while texts wait, are being handed over, or are estimated to be heard."""
        now = time.monotonic()
        with self._lock:
            if self._pending or self._in_flight is not None:
                return True
            return bool(self._heard) and self._heard[-1][1] > now

    def waiting(self) -> list[str]:
        """Texts not begun yet, oldest first: handed over behind others and not yet begun
        even at :attr:`BRISK_CHARACTERS_PER_SECOND` (most backends cannot tell), being handed
        over, or queued."""
        now = time.monotonic()
        with self._lock:
            texts = [text for text, begin in self._begins if begin > now]
            if self._in_flight is not None:
                texts.append(self._in_flight)
            texts.extend(text for text, _, _ in self._pending)
            return texts

    def unspoken(self) -> list[str]:
        """Texts not known to be heard, oldest first: estimated still heard, stuck, queued."""
        now = time.monotonic()
        with self._lock:
            self._check_stall()
            texts = [text for text, end in self._heard if end > now]
            if self._in_flight is not None:
                texts.append(self._in_flight)
            texts.extend(text for text, _, _ in self._pending)
            return texts

    def close(self) -> None:
        """Ask the worker to close the backend and end; returns at once, never raises."""
        with self._lock:
            self._closing = True
            self._pending.clear()
            self._wake.notify()

    def _is_stuck(self) -> bool:
        with self._lock:
            given_up = self._closing or self._error is not None
        return given_up and not self._finished.is_set()

    def _ended(self) -> bool:
        return self._finished.is_set()

    def revive(self) -> ThreadedOutput:
        """A fresh output from the same factory on a new worker (starting in the background).
        Raises SpeechError while :attr:`MAX_STUCK_WORKERS` workers of its line are stuck in a
        call (:func:`~audiojass.speech.base.revived`)."""

        def make() -> ThreadedOutput:
            fresh = type(self)(
                self._factory,
                self._base_name,
                stall_seconds=self._stall_seconds,
                start_seconds=self._start_seconds,
            )
            if self._language is not None:
                fresh.set_language(self._language)
            return fresh

        return revived(self, make, self.MAX_STUCK_WORKERS, self._base_name)
