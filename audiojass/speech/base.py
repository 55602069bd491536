"""The speech output interface shared by every way of saying something to the player."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

from audiojass.i18n import t

__all__ = [
    "Revivable",
    "SpeechError",
    "SpeechOutput",
    "best_voice",
    "revived",
    "spoken_name",
    "waiting_texts",
]

_NAMES = {
    "the console": "speech-name-console",
    "the eSpeak voice": "speech-name-espeak",
    "the Windows voice": "speech-name-windows",
    "the Windows SAPI voice": "speech-name-windows-sapi",
    "the Mac voice": "speech-name-mac",
    "the speech engine": "speech-name-engine",
    "the screen reader": "speech-name-screen-reader",
    "the system voice": "speech-name-system-voice",
    "the voice": "speech-name-voice",
}
"""The outputs' own English names that are words, with their catalogue ids; proper names
("NVDA", "Speech Dispatcher", "Orca") are said as they are."""


def spoken_name(name: str) -> str:
    """An output's name as it fits "Speaking through {name}." in the active language: "the
    console" → "die Konsole" (German); proper names ("NVDA") unchanged."""
    message_id = _NAMES.get(name)
    return t(message_id) if message_id is not None else name


_REGIONS = {"en": "en-gb", "de": "de-ch", "fr": "fr-ch", "nl": "nl-nl"}
"""The region preferred for each language's voice (Jass is Swiss; British English)."""

_LANGUAGE_WORDS = {"english": "en", "german": "de", "french": "fr", "dutch": "nl"}


def _voice_score(tag: str, language: str) -> int:
    """How well a voice's language tag ("de-DE", "fr_CH", "German") fits ``language``: 3 the
    preferred region, 2 no region, 1 another region, 0 another language."""
    tag = tag.strip().lower().replace("_", "-")
    primary = tag.split("-")[0]
    primary = _LANGUAGE_WORDS.get(primary, primary)
    if primary != language:
        return 0
    if tag == _REGIONS.get(language):
        return 3
    return 2 if tag == primary else 1


def best_voice(
    languages: Sequence[Sequence[str]], language: str, current: int | None = None
) -> int | None:
    """The index of the voice that best speaks ``language`` (ISO 639-1), given each voice's
    language tags; None when none speaks it. ``current`` (the voice in use) is kept when it
    speaks the language at all, so a voice the player chose is not replaced."""
    scores = [max((_voice_score(tag, language) for tag in tags), default=0) for tags in languages]
    if current is not None and 0 <= current < len(scores) and scores[current] > 0:
        return current
    best = max(range(len(scores)), key=lambda index: scores[index], default=None)
    if best is None or scores[best] == 0:
        return None
    return best


class SpeechError(Exception):
    """An output failed: raised by ``speak``/``update`` of a broken or closed output."""


@runtime_checkable
class SpeechOutput(Protocol):
    """One way of saying things to the player. Every method is called from the main thread.

    ``name`` is speakable and fits "Speaking through {name}." ("NVDA", "Speech Dispatcher",
    "the eSpeak voice", "the console"), in the active language (:func:`spoken_name`).

    Optional: ``set_language(code)`` (an ISO 639-1 code such as "de") makes the output speak
    that language from then on, where it can choose (Speech Dispatcher's language, the
    built-in voice's voice); it returns at once like every other call. Outputs without it
    speak as they are.
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


def waiting_texts(output: object) -> list[str]:
    """The texts ``output`` has been given and not yet begun to say, oldest first, from its
    ``waiting()`` (a screen reader's text once handed over, the built-in voice's once playing,
    count as begun); empty when it has no ``waiting`` or it fails. Never raises."""
    waiting = getattr(output, "waiting", None)
    if not callable(waiting):
        return []
    try:
        return [str(text) for text in waiting()]
    except Exception:
        return []


class Revivable(Protocol):
    """An output whose worker may hang in a call of its backend, revived from itself by the
    speech chain: the outputs revived one from another share ``_line``."""

    _line: list[Any]

    def _is_stuck(self) -> bool:
        """True while the worker of this output, given up (closed or broken), still runs."""
        ...

    def _ended(self) -> bool:
        """True once the worker of this output has ended."""
        ...


_R = TypeVar("_R", bound=Revivable)


def revived(output: _R, make: Callable[[], _R], limit: int, name: str) -> _R:
    """A fresh output from ``make`` that joins ``output``'s line of revived outputs (those
    whose worker ended leave it). Raises SpeechError ("NAME is still stuck") while ``limit``
    outputs of the line are stuck, so that a backend that hangs does not pile up threads."""
    line = output._line
    if sum(other._is_stuck() for other in line) >= limit:
        raise SpeechError(f"{name} is still stuck")
    fresh = make()
    line[:] = [other for other in line if not other._ended()]
    line.append(fresh)
    fresh._line = line
    return fresh
