"""A private Speech Dispatcher daemon for tests and benchmarks: its own configuration folder,
its own unix socket, no sound device needed, stopped by its process group id.

Two synthesizers:

- ``"recorder"``: Speech Dispatcher's generic module running a shell command that appends
  ``language|text`` to :attr:`PrivateSpeechd.said` (after ``delay`` seconds, so that a
  cancel can be seen): what arrived, in order, without any audio. Each message is also
  appended to :attr:`PrivateSpeechd.begun` the moment its synthesis starts (before the
  delay), so a test can interrupt a message known to be under way;
- ``"espeak-ng"``: the real eSpeak NG module, its audio going to ALSA's ``null`` device.

The daemon logs at level 5 to :attr:`PrivateSpeechd.log`, where the client name, language
and priority of every message can be read.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path
from types import TracebackType

__all__ = ["PrivateSpeechd", "speechd_program"]


def speechd_program() -> str | None:
    """The ``speech-dispatcher`` program's path, or None when it is not installed."""
    return shutil.which("speech-dispatcher")


class PrivateSpeechd:
    """A Speech Dispatcher daemon of its own in ``folder``; use as a context manager."""

    def __init__(self, folder: Path, *, module: str = "recorder", delay: float = 0.0) -> None:
        """Configure (not start) a daemon in ``folder`` with the synthesizer ``module``
        ("recorder" or "espeak-ng"); the recorder waits ``delay`` seconds per message."""
        self.folder = folder
        self.socket = folder / "speechd.sock"
        self.said = folder / "said.txt"
        self.begun = folder / "begun.txt"
        self.log_dir = folder / "log"
        self.log = self.log_dir / "speech-dispatcher.log"
        self.process: subprocess.Popen[bytes] | None = None
        config = folder / "config"
        (config / "modules").mkdir(parents=True, exist_ok=True)
        self.log_dir.mkdir(parents=True, exist_ok=True)
        self.config = config
        if module == "recorder":
            pending = folder / "pending.txt"
            command = (
                # The generic module replaces only the first $DATA: the line is kept in a file.
                f"printf '%s|%s\\\\n' \\'$LANGUAGE\\' \\'$DATA\\' > {pending}; "
                f"cut -d'|' -f2- {pending} >> {self.begun}; "
                f"sleep {delay:g}; cat {pending} >> {self.said}"
            )
            (config / "modules" / "recorder.conf").write_text(
                f'GenericExecuteSynth "{command}"\n'
                'AddVoice "en" "MALE1" "en"\n'
                'AddVoice "de" "MALE1" "de"\n'
                'GenericLanguage "en" "en" "utf-8"\n'
                'GenericLanguage "de" "de" "utf-8"\n',
                encoding="utf-8",
            )
            modules = 'AddModule "recorder" "sd_generic" "recorder.conf"\nDefaultModule recorder\n'
        elif module == "espeak-ng":
            modules = (
                'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\nDefaultModule espeak-ng\n'
            )
            shutil.copy("/etc/speech-dispatcher/modules/espeak-ng.conf", config / "modules")
        else:
            raise ValueError(f"unknown module {module!r}")
        (config / "speechd.conf").write_text(
            'LogLevel 5\nAudioOutputMethod "alsa"\nAudioALSADevice "null"\n' + modules,
            encoding="utf-8",
        )

    def start(self, timeout: float = 10.0) -> None:
        """Start the daemon and wait (at most ``timeout`` s) for its socket.

        Raises RuntimeError (after stopping it) when the socket does not appear.
        """
        program = speechd_program()
        if program is None:
            raise RuntimeError("speech-dispatcher is not installed")
        log = open(self.folder / "daemon.out", "wb")  # noqa: SIM115 - closed below
        try:
            self.process = subprocess.Popen(
                [
                    program,
                    "--run-single",
                    "--timeout",
                    "0",
                    "--communication-method",
                    "unix_socket",
                    "--socket-path",
                    str(self.socket),
                    "--config-dir",
                    str(self.config),
                    "--log-dir",
                    str(self.log_dir),
                    "--pid-file",
                    str(self.folder / "speechd.pid"),
                ],
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        finally:
            log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.socket.exists():
                return
            if self.process.poll() is not None:
                break
            time.sleep(0.02)
        output = (self.folder / "daemon.out").read_text(errors="replace")
        self.stop()
        raise RuntimeError(f"speech-dispatcher did not start: {output[-2000:]}")

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the daemon and its synthesizer (its whole process group); bounded waits."""
        process, self.process = self.process, None
        if process is None:
            return
        for sig, wait in ((signal.SIGTERM, timeout), (signal.SIGKILL, timeout)):
            try:
                os.killpg(process.pid, sig)
            except ProcessLookupError:
                break
            try:
                process.wait(timeout=wait)
                break
            except subprocess.TimeoutExpired:
                continue
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)  # the modules, if the daemon left them

    def lines(self) -> list[str]:
        """What the recorder was given so far, as ``language|text`` lines."""
        try:
            return self.said.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return []

    def begun_lines(self) -> list[str]:
        """The texts whose synthesis has started so far, in order."""
        try:
            return self.begun.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return []

    def log_text(self) -> str:
        """The daemon's log so far."""
        try:
            return self.log.read_text(errors="replace")
        except FileNotFoundError:
            return ""

    def __enter__(self) -> PrivateSpeechd:
        self.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()
