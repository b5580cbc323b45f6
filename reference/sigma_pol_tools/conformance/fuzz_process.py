"""The server under test as a child process, for the fuzzer (spec/07-conformance.md §7.6).

One :class:`ProcessServer` is one process of the certifier's line client
(:class:`.server.Server`: one answer line per request line, the request
written by a thread, a timeout per answer, standard error captured).  When a
process gives no answer, it is stopped and the fuzzer's :class:`.fuzz.ServerUnusable`
says why, with the exit status and the tail of its standard error; the fuzzer
decides whether to start another.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import server
from .fuzz import ServerUnusable


class ProcessServer:
    """``COMMAND ARGS…`` started once; ``ask`` waits ``timeout`` seconds per answer."""

    def __init__(self, command: Sequence[str], timeout: float) -> None:
        self._server = server.Server(command, timeout)
        try:
            self._server.start()
        except server.ServerUnusable as e:
            raise ServerUnusable(e.why, e.status, "\n".join(e.stderr_tail)) from None
        self._stopped: tuple[int | None, str] | None = None

    def ask(self, line: str) -> str:
        try:
            return self._server.ask(line)
        except (server.NoAnswer, server.ServerUnusable, server.BadLine) as e:
            status, stderr = self.stop()
            raise ServerUnusable(e.why, status, stderr) from None

    def stop(self) -> tuple[int | None, str]:
        if self._stopped is None:
            self._server.close()
            self._stopped = (self._server.exit_status, "\n".join(self._server.stderr_tail))
        return self._stopped
