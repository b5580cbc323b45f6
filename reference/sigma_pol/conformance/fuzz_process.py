"""The server under test as a child process, for the fuzzer (spec/07-conformance.md §7.6).

A thin adapter over the certifier's process driver (:class:`.certify._Server`:
one answer line per request line, the request written by a thread, a timeout
per answer) that also keeps the process's standard error in a temporary file,
so that an unusable server is reported with its exit status and the tail of
what it wrote there.
"""

from __future__ import annotations

import queue
import subprocess
import tempfile
import threading
from collections.abc import Sequence
from typing import IO, Final

from .certify import _Server
from .compare import Mismatch
from .fuzz import ServerUnusable

#: How much of the standard error an unusable server's report quotes.
STDERR_TAIL: Final = 2000


class _ServerKeepingStderr(_Server):
    def __init__(self, command: Sequence[str], stderr: IO[bytes]) -> None:
        # certify's constructor, with the standard error redirected
        try:
            self.process = subprocess.Popen(
                list(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr
            )
        except OSError as e:
            why = f"cannot start {command[0]}: {e.strerror or 'cannot start'}"
            raise ServerUnusable(why) from None
        self.lines: queue.Queue[bytes] = queue.Queue()
        self.sender: threading.Thread | None = None
        stdout = self.process.stdout
        assert stdout is not None
        threading.Thread(target=self._read, args=(stdout,), daemon=True).start()


class ProcessServer:
    """``COMMAND ARGS…`` started once; ``ask`` waits ``timeout`` seconds per answer."""

    def __init__(self, command: Sequence[str], timeout: float) -> None:
        self.timeout = timeout
        # open for the life of the process, closed by stop()
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115
        try:
            self._server = _ServerKeepingStderr(command, self._stderr)
        except ServerUnusable:
            self._stderr.close()
            raise
        self._stopped: tuple[int | None, str] | None = None

    def ask(self, line: str) -> str:
        got = self._server.ask(line, self.timeout)
        if isinstance(got, Mismatch):
            status, stderr = self.stop(hung=True)
            raise ServerUnusable(str(got.got), status, stderr)
        return got

    def stop(self, hung: bool = False) -> tuple[int | None, str]:
        if self._stopped is None:
            self._server.stop(hung=hung)
            self._stderr.seek(0, 2)
            size = self._stderr.tell()
            self._stderr.seek(max(0, size - STDERR_TAIL))
            tail = self._stderr.read().decode("utf-8", "replace")
            self._stderr.close()
            self._stopped = (self._server.process.returncode, tail)
        return self._stopped
