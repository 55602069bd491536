"""The speech chain: the first output that works, with failover."""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol, runtime_checkable

from audiojass.i18n import t
from audiojass.speech.base import SpeechError, SpeechOutput, _ReportsUnspoken, waiting_texts

_log = logging.getLogger(__name__)


@runtime_checkable
class _Revivable(Protocol):
    """An output that can make a fresh copy of itself, starting in the background."""

    def revive(self) -> SpeechOutput: ...


@runtime_checkable
class _Starting(Protocol):
    """An output that tells when it has started and answers."""

    @property
    def ready(self) -> bool: ...


@runtime_checkable
class _Prepares(Protocol):
    def prepare(self, texts: Iterable[str]) -> None: ...


class SpeechChain:
    """A SpeechOutput that delegates to the first working output of a list.

    When the active output raises in ``speak``, ``update``, ``stop`` or ``is_speaking``, it is
    closed and the next output takes over: it first says "Speech moved to {name}." once, then
    again the texts the failed output had not finished saying (the one being spoken included),
    so no announcement is lost. End the list with a ConsoleOutput so the chain never runs dry.

    A failed output that can revive itself (a :class:`~audiojass.speech.worker.ThreadedOutput`)
    is probed from ``update``, first after :attr:`PROBE_INTERVAL` seconds, then ever less
    often, at most :attr:`MAX_PROBES` times: a fresh copy starts on its own worker thread,
    and once it has started and answers, speech returns to it. It first
    says "Speech is back on {name}." once, then what the fallback had not finished saying;
    the fallback is stopped but kept, in case the preferred output fails again.
    """

    MAX_REMEMBERED = 20
    """How many unfinished texts the chain remembers for outputs that do not report them."""

    PROBE_INTERVAL = 3.0
    """Seconds before the first attempt to bring back a preferred output that failed."""

    PROBE_BACKOFF = 2.0
    """Each attempt that fails makes the wait before the next this many times longer."""

    MAX_PROBES = 5
    """Attempts (3, 9, 21, 45 and 93 s after the failure) after which the chain gives up
    bringing back a failed output, says so once ("Speech stays on the eSpeak voice: Speech
    Dispatcher did not come back.") and stays on the one that speaks: a daemon that cannot
    come back was started again every few seconds for the rest of the game."""

    def __init__(
        self,
        outputs: Sequence[SpeechOutput],
        *,
        notes: Sequence[str] = (),
        first_line: str | None = None,
    ) -> None:
        """``outputs`` in order of preference. ``notes``: sentences said after the first
        "Speaking through ..." (why preferred outputs were left out, with the fix).
        ``first_line``: said instead of "Speaking through ..." while the first output
        speaks ("Orca is running; speaking through Speech Dispatcher beside it.").

        Raises ValueError if ``outputs`` is empty.
        """
        if not outputs:
            raise ValueError("a speech chain needs at least one output")
        self._outputs: list[SpeechOutput] = list(outputs)
        self._notes = tuple(notes)
        self._first_line = first_line
        self._index = 0
        self._unfinished: list[str] = []
        self._closed = False
        self._probe: tuple[int, SpeechOutput] | None = None
        self._next_probe = 0.0
        self._probes_failed = 0
        self._gave_up = False
        self.on_announce: Callable[[str], None] | None = None
        """Called with each line the chain says of its own (where speech moved, that it is
        back, that an output did not come back), e.g. to print it in terminal mode, where
        the console output of the chain writes nowhere."""
        self._language: str | None = None
        self._rate: int | None = None

    @property
    def active(self) -> SpeechOutput:
        """The output currently speaking for the chain."""
        return self._outputs[self._index]

    @property
    def name(self) -> str:
        """The active output's name, e.g. "NVDA" or "the console" (also :attr:`active_name`)."""
        return self.active.name

    active_name = name

    @property
    def outputs(self) -> tuple[SpeechOutput, ...]:
        """All outputs of the chain, failed ones included, in order."""
        return tuple(self._outputs)

    @property
    def notes(self) -> tuple[str, ...]:
        """Why preferred outputs were left out at start, with the fix; may be empty."""
        return self._notes

    def start_message(self) -> str:
        """What to say once at start-up: "Speaking through {name}." and the notes, e.g.
        "Speaking through the eSpeak voice. No screen reader is running."."""
        first = self._first_line if self._first_line and self._index == 0 else None
        first = first or t("speech-speaking-through", name=self.active_name)
        return " ".join((first, *self._notes))

    def _remember(self, text: str) -> None:
        self._unfinished.append(text)
        del self._unfinished[: -self.MAX_REMEMBERED]

    def _lost_texts(self, failed: SpeechOutput) -> list[str]:
        if isinstance(failed, _ReportsUnspoken):
            try:
                reported = failed.unspoken()
            except Exception:
                reported = None
            if reported is not None:
                return list(reported)
        return list(self._unfinished)

    def _fail_over(self, error: BaseException, *, failed_text: str | None = None) -> None:
        """Replace the failed active output with the next one and re-speak what was lost."""
        failed = self.active
        lost = self._lost_texts(failed)
        if failed_text is not None and failed_text not in lost:
            lost.append(failed_text)
        while True:
            _log.warning("speech through %s failed: %s", failed.name, error)
            with contextlib.suppress(Exception):
                failed.close()
            if self._index + 1 >= len(self._outputs):
                self._unfinished = lost
                raise SpeechError(f"no speech output left after {failed.name} failed") from error
            self._index += 1
            self._next_probe = time.monotonic() + self.PROBE_INTERVAL
            self._probes_failed = 0
            self._gave_up = False
            failed = self.active
            try:
                self._hand_over(failed, t("speech-moved", name=failed.name), lost)
            except Exception as exc:
                error = exc
                continue
            self._unfinished = lost[-self.MAX_REMEMBERED :]
            return

    def _hand_over(self, output: SpeechOutput, line: str, lost: list[str]) -> None:
        """Have ``output`` say the chain's ``line`` (interrupting), then the ``lost`` texts."""
        self._announce(line)
        output.speak(line, interrupt=True)
        for text in lost:
            output.speak(text, interrupt=False)

    def _announce(self, text: str) -> None:
        """Tell :attr:`on_announce` a line of the chain's own; never raises."""
        if self.on_announce is not None:
            try:
                self.on_announce(text)
            except Exception:
                _log.debug("cannot pass on %r", text, exc_info=True)

    def _guard(self, action: Callable[[], None], *, failed_text: str | None = None) -> None:
        try:
            action()
        except Exception as exc:
            self._fail_over(exc, failed_text=failed_text)

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Say ``text`` through the active output, failing over if it raises.

        Raises SpeechError only when every output of the chain has failed.
        """
        if interrupt:
            self._unfinished.clear()
        self._remember(text)
        output = self.active
        self._guard(lambda: output.speak(text, interrupt=interrupt), failed_text=text)

    def stop(self) -> None:
        """Stop the active output at once and forget unfinished texts."""
        self._unfinished.clear()
        output = self.active
        with contextlib.suppress(SpeechError):
            self._guard(output.stop)

    def update(self) -> None:
        """Let the active output do its frame's work, failing over if it raises.

        Raises SpeechError only when every output of the chain has failed.
        """
        output = self.active
        self._guard(output.update)
        if self._unfinished and not self.is_speaking():
            self._unfinished.clear()
        if (self._index > 0 or self._probe is not None) and not self._gave_up:
            self._bring_back()

    def _probe_failed(self, name: str) -> None:
        """Count a failed attempt: wait longer before the next one (:attr:`PROBE_BACKOFF`),
        or give up after :attr:`MAX_PROBES` and say so once."""
        self._probes_failed += 1
        wait = self.PROBE_INTERVAL * self.PROBE_BACKOFF**self._probes_failed
        self._next_probe = time.monotonic() + wait
        if self._probes_failed < self.MAX_PROBES:
            return
        self._gave_up = True
        _log.info("%s did not come back; speech stays on %s", name, self.active.name)
        output = self.active
        said = t("speech-gave-up", name=name, current=output.name)
        self._announce(said)
        with contextlib.suppress(SpeechError):
            self._guard(lambda: output.speak(said, interrupt=False), failed_text=said)

    def _start_probe(self) -> None:
        now = time.monotonic()
        if now < self._next_probe:
            return
        for index in range(self._index):
            failed = self._outputs[index]
            if not isinstance(failed, _Revivable):
                continue
            try:
                self._probe = (index, failed.revive())
                self._tell(self._probe[1])
            except Exception as exc:
                _log.debug("%s cannot be probed yet: %s", failed.name, exc)
                self._probe_failed(failed.name)
                return
            return
        self._next_probe = now + self.PROBE_INTERVAL

    def _bring_back(self) -> None:
        """Probe a preferred output that failed; return to it once it answers."""
        if self._probe is None:
            self._start_probe()
            return
        index, probe = self._probe
        try:
            probe.update()
            ready = probe.ready if isinstance(probe, _Starting) else True
        except Exception as exc:
            _log.debug("%s is still unavailable: %s", probe.name, exc)
            with contextlib.suppress(Exception):
                probe.close()
            self._probe = None
            self._probe_failed(probe.name)
            return
        if not ready:
            return
        self._probe = None
        if index >= self._index:
            with contextlib.suppress(Exception):
                probe.close()
            return
        current = self.active
        lost: list[str] = []
        if isinstance(current, _ReportsUnspoken):
            with contextlib.suppress(Exception):
                lost = list(current.unspoken())
        elif self._is_speaking(current):
            lost = list(self._unfinished)
        with contextlib.suppress(Exception):
            current.stop()
        self._outputs[index] = probe
        self._index = index
        self._probes_failed = 0
        self._unfinished = lost[-self.MAX_REMEMBERED :]
        _log.info("speech is back on %s", probe.name)
        with contextlib.suppress(SpeechError):
            self._guard(lambda: self._hand_over(probe, t("speech-back-on", name=probe.name), lost))

    @staticmethod
    def _is_speaking(output: SpeechOutput) -> bool:
        try:
            return bool(output.is_speaking())
        except Exception:
            return False

    def prepare(self, texts: Iterable[str]) -> None:
        """Let the active output prepare ``texts`` ahead (the built-in voice renders them);
        outputs without such work ignore it. Never raises."""
        output = self.active
        if isinstance(output, _Prepares):
            with contextlib.suppress(Exception):
                output.prepare(texts)

    def set_language(self, language: str) -> None:
        """Make every output of the chain speak ``language`` (an ISO 639-1 code such as
        "de") from now on, where it can (Speech Dispatcher's SET LANGUAGE, the built-in
        voice's voice); outputs without ``set_language`` ignore it, and an output brought
        back later is told too. Returns at once (the outputs work on their own threads);
        never raises."""
        self._language = language
        for output in self._every_output():
            self._tell(output, "language")

    def set_rate(self, words_per_minute: int) -> None:
        """Make the outputs that speak with their own rate (the built-in voice) speak at
        ``words_per_minute`` from now on; a screen reader keeps the rate its user set, and an
        output brought back later is told too. Returns at once; never raises."""
        self._rate = int(words_per_minute)
        for output in self._every_output():
            self._tell(output, "rate")

    def _every_output(self) -> list[SpeechOutput]:
        """The chain's outputs and the one being tried again (the probe), if any."""
        outputs = list(self._outputs)
        if self._probe is not None:
            outputs.append(self._probe[1])
        return outputs

    def _tell(self, output: SpeechOutput, what: str = "") -> None:
        """Hand ``output`` the chain's ``what`` ("language" or "rate"; both when ""), where
        it is set and the output has ``set_language`` or ``set_rate``."""
        for name, value in (("language", self._language), ("rate", self._rate)):
            setter = getattr(output, f"set_{name}", None)
            if what in ("", name) and value is not None and setter is not None:
                try:
                    setter(value)
                except Exception as exc:
                    _log.info("%s cannot change its %s: %s", output.name, name, exc)

    def waiting(self) -> list[str]:
        """The active output's texts not begun yet, oldest first (queued; a screen reader's
        once handed over, the built-in voice's once playing count as begun); none when the
        output cannot tell. Never raises."""
        return waiting_texts(self.active)

    def is_speaking(self) -> bool:
        """Whether the active output is speaking."""
        output = self.active
        try:
            return output.is_speaking()
        except Exception as exc:
            with contextlib.suppress(SpeechError):
                self._fail_over(exc)
            return False

    def close(self) -> None:
        """Close every output of the chain."""
        if self._closed:
            return
        self._closed = True
        if self._probe is not None:
            with contextlib.suppress(Exception):
                self._probe[1].close()
            self._probe = None
        for output in self._outputs:
            with contextlib.suppress(Exception):
                output.close()
