"""Keeping third-party console noise away from the player."""

from __future__ import annotations

import contextlib
import ctypes
import io
import logging
import os
import sys
from collections.abc import Iterator

_log = logging.getLogger(__name__)

# --------------------------------------------------------------------------------------------
# Keeping third-party console noise away from the player


def _flush_c_stdio() -> None:
    """Flush C-level stdio buffers so text a library printed lands where fd 1 points now."""
    if os.name != "posix":
        return
    with contextlib.suppress(Exception):
        ctypes.CDLL(None).fflush(None)


@contextlib.contextmanager
def _silenced() -> Iterator[None]:
    """Discard everything written to stdout and stderr, from Python and from C, inside the block.

    Used while probing third-party outputs, which print diagnostics. The redirection is
    process-wide, so it is kept to start-up probes.
    """
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    _flush_c_stdio()
    saved: list[tuple[int, int]] = []
    devnull = -1
    with contextlib.suppress(OSError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        for fd in (1, 2):
            with contextlib.suppress(OSError):
                saved.append((fd, os.dup(fd)))
                os.dup2(devnull, fd)
    try:
        with (
            contextlib.redirect_stdout(io.StringIO()),
            contextlib.redirect_stderr(io.StringIO()),
        ):
            yield
    finally:
        _flush_c_stdio()
        for fd, copy in saved:
            with contextlib.suppress(OSError):
                os.dup2(copy, fd)
                os.close(copy)
        if devnull >= 0:
            os.close(devnull)
