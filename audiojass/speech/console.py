"""Console lines: the output that cannot fail."""

from __future__ import annotations

import contextlib
import sys
from typing import TextIO

from audiojass.speech.base import spoken_name


class ConsoleOutput:
    """Writes each utterance as one line to a text stream. Never raises."""

    def __init__(self, stream: TextIO | None = None) -> None:
        """``stream``: where lines go; None means whatever ``sys.stdout`` is at each write."""
        self._stream = stream

    @property
    def name(self) -> str:
        """Always "the console" (in the active language: "die Konsole")."""
        return spoken_name("the console")

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Write ``text`` as one line and flush; blank texts are skipped, write errors swallowed."""
        stream = self._stream if self._stream is not None else sys.stdout
        if stream is None or not text.strip():
            return
        line = " ".join(text.split()) + "\n"
        try:
            stream.write(line)
        except UnicodeEncodeError:
            encoding = getattr(stream, "encoding", None) or "ascii"
            with contextlib.suppress(Exception):
                stream.write(line.encode(encoding, "replace").decode(encoding))
        except Exception:
            return
        with contextlib.suppress(Exception):
            stream.flush()

    def stop(self) -> None:
        """Nothing to stop: lines are already written."""

    def update(self) -> None:
        """Nothing to do."""

    def is_speaking(self) -> bool:
        """Always False."""
        return False

    def close(self) -> None:
        """Flush the stream."""
        stream = self._stream if self._stream is not None else sys.stdout
        with contextlib.suppress(Exception):
            stream.flush()
