"""Test doubles: a speech output that records what it is told."""

from __future__ import annotations

from audiojass.speech import SpeechError


class RecordingOutput:
    """Records what it is told to say; can be made to fail, to exercise a chain's failover.

    ``spoken`` lists ``(text, interrupt)`` pairs; ``stops`` counts ``stop`` calls. It "speaks"
    from ``speak`` until ``finish`` or ``stop``. With ``fail_after=n`` the first ``n`` speak
    calls succeed and every later ``speak`` and ``update`` raises SpeechError; ``fail()``
    breaks it at once.
    """

    def __init__(self, name: str = "the recorder", *, fail_after: int | None = None) -> None:
        """``name``: the speakable name; ``fail_after``: successful speak calls before failing."""
        self._name = name
        self.fail_after = fail_after
        self.spoken: list[tuple[str, bool]] = []
        self.stops = 0
        self.updates = 0
        self.speaking = False
        self.failed = False
        self.closed = False

    @property
    def name(self) -> str:
        """The name given at construction."""
        return self._name

    @property
    def texts(self) -> list[str]:
        """The spoken texts without the interrupt flags."""
        return [text for text, _ in self.spoken]

    def fail(self) -> None:
        """Break the output: from now on ``speak`` and ``update`` raise SpeechError."""
        self.failed = True

    def finish(self) -> None:
        """Pretend everything said so far has been heard."""
        self.speaking = False

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Record ``(text, interrupt)``, or raise SpeechError when failing."""
        if self.fail_after is not None and len(self.spoken) >= self.fail_after:
            self.failed = True
        if self.failed or self.closed:
            raise SpeechError(f"{self._name} failed")
        self.spoken.append((text, interrupt))
        self.speaking = True

    def stop(self) -> None:
        """Count the call and stop "speaking"."""
        self.stops += 1
        self.speaking = False

    def update(self) -> None:
        """Count the call, or raise SpeechError when failing."""
        self.updates += 1
        if self.failed or self.closed:
            raise SpeechError(f"{self._name} failed")

    def is_speaking(self) -> bool:
        """True from a ``speak`` until ``finish`` or ``stop``."""
        return self.speaking

    def close(self) -> None:
        """Mark the output closed."""
        self.closed = True
