"""The speech chain: the first output that works, with failover."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Sequence

from audiojass.speech.base import SpeechError, SpeechOutput, _ReportsUnspoken

_log = logging.getLogger(__name__)

# --------------------------------------------------------------------------------------------
# The chain


class SpeechChain:
    """A SpeechOutput that delegates to the first working output of a list.

    When the active output raises in ``speak``, ``update``, ``stop`` or ``is_speaking``, it is
    closed and the next output takes over: it first says "Speech moved to {name}." once, then
    again the texts the failed output had not finished saying (the one being spoken included),
    so no announcement is lost. End the list with a ConsoleOutput so the chain never runs dry.
    """

    MAX_REMEMBERED = 20
    """How many unfinished texts the chain remembers for outputs that do not report them."""

    def __init__(self, outputs: Sequence[SpeechOutput]) -> None:
        """``outputs`` in order of preference. Raises ValueError if it is empty."""
        if not outputs:
            raise ValueError("a speech chain needs at least one output")
        self._outputs: list[SpeechOutput] = list(outputs)
        self._index = 0
        self._unfinished: list[str] = []
        self._closed = False

    @property
    def name(self) -> str:
        """The active output's name."""
        return self.active.name

    @property
    def active(self) -> SpeechOutput:
        """The output currently speaking for the chain."""
        return self._outputs[self._index]

    @property
    def active_name(self) -> str:
        """The active output's name, e.g. "NVDA" or "the console"."""
        return self.active.name

    @property
    def outputs(self) -> tuple[SpeechOutput, ...]:
        """All outputs of the chain, failed ones included, in order."""
        return tuple(self._outputs)

    def start_message(self) -> str:
        """What to say once at start-up: "Speaking through {name}."."""
        return f"Speaking through {self.active_name}."

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
            failed = self.active
            try:
                failed.speak(f"Speech moved to {failed.name}.", interrupt=True)
                for text in lost:
                    failed.speak(text, interrupt=False)
            except Exception as exc:
                error = exc
                continue
            self._unfinished = lost[-self.MAX_REMEMBERED :]
            return

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
        for output in self._outputs:
            with contextlib.suppress(Exception):
                output.close()
