"""The speech output interface shared by every way of saying something to the player."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

__all__ = ["SpeechError", "SpeechOutput"]


class SpeechError(Exception):
    """An output failed: raised by ``speak``/``update`` of a broken or closed output."""


@runtime_checkable
class SpeechOutput(Protocol):
    """One way of saying things to the player. Every method is called from the main thread.

    ``name`` is speakable and fits "Speaking through {name}." ("NVDA", "Speech Dispatcher",
    "the eSpeak voice", "the console").
    """

    @property
    def name(self) -> str:
        """The output's speakable name."""
        ...

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Say ``text``; returns within about a millisecond.

        ``interrupt=True`` first stops current and queued speech (the player's own commands);
        ``interrupt=False`` queues after what is being said (game narration). Raises
        :class:`SpeechError` (or any exception) when the output is broken.
        """
        ...

    def stop(self) -> None:
        """Stop speaking at once and drop the queue. Never blocks."""
        ...

    def update(self) -> None:
        """Do queued work; called once per frame (about 60 Hz). Never blocks.

        Raises :class:`SpeechError` (or any exception) when the output has broken.
        """
        ...

    def is_speaking(self) -> bool:
        """True while something is being said or waits to be said (False when unknown)."""
        ...

    def close(self) -> None:
        """Release the output's resources. Further ``speak``/``update`` calls may raise."""
        ...


@runtime_checkable
class _ReportsUnspoken(Protocol):
    def unspoken(self) -> list[str]: ...
