"""A conformance server as a child process, spoken to one line at a time
(spec/07-conformance.md §7.5; the protocol is §7.1).

This is the client side of the protocol, shared by the tools that drive another
implementation (``certify``).  It knows lines, processes and time, not vectors:

* ``Server(command, timeout)`` runs ``command`` (started on first use or by
  :meth:`Server.start`); its standard error is read into a short tail and
  never shown unless asked for.
* :meth:`Server.ask` sends one request line and returns the answer line
  (without its line end), or raises :class:`NoAnswer` when the process exits,
  stops reading or gives no answer within ``timeout`` seconds.  The process is
  then gone; the next :meth:`ask` starts a fresh one.  A line that came but is
  no answer, because it is not valid UTF-8 or is longer than
  :data:`MAX_LINE` bytes, raises :class:`BadLine` instead: the process lives
  on (the rest of an over-long line is read and dropped, never kept).
* :class:`ServerUnusable` is raised instead when there is no point going on:
  the command cannot be started, or the first :data:`START_ATTEMPTS` processes
  each ended without giving a single answer (a server that dies at start-up).
  Once any process has answered, the command is known to work, so a later
  death fails only the request it was given.
* :meth:`Server.close` (or leaving a ``with`` block) ends the process.

Every wait is ``timeout``: for an answer, for a write, and for a process that
is ending (its exit status and the end of its standard error are in the
message), so that a machine slow enough to need a longer ``timeout`` is given
it everywhere (no fixed second elsewhere: issue 29).

Requests are written by a thread: a process that stops reading fills the pipe,
and a write from the caller's thread would then block for ever.

Nothing the server writes is trusted to be text: every message built from its
output shows bytes that are not UTF-8 as ``\\xff`` and lone surrogates as
``\\ud800`` (:func:`printable`, :func:`printable_bytes`), so printing a
report never fails, whatever the server said.
"""

from __future__ import annotations

import contextlib
import queue
import subprocess
import threading
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import IO, Final, NoReturn

#: Processes in a row, from the first, that may end without any answer before
#: the server is declared unable to start (spec/07 §7.5).
START_ATTEMPTS: Final = 3
#: Lines of standard error kept per process, and the characters kept per line.
STDERR_LINES: Final = 10
STDERR_WIDTH: Final = 200
#: The longest answer line read, in bytes; a longer line is a :class:`BadLine`.
MAX_LINE: Final = 16 * 1024 * 1024
#: How much of a line is read at once (an over-long line is dropped by chunks).
_CHUNK: Final = 1 << 16


def printable(text: str) -> str:
    """``text`` safe to print as UTF-8: a lone surrogate is shown as ``\\ud800``."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def printable_bytes(data: bytes) -> str:
    """Bytes as text: UTF-8 where they are, a byte that is not as ``\\xff``."""
    return data.decode("utf-8", "backslashreplace")


def cut(text: str, width: int) -> str:
    """``text`` shortened to about ``width`` characters, saying how much was left
    out; printable (:func:`printable`) whatever it holds."""
    if len(text) > width:
        text = f"{text[:width]}… ({len(text) - width} more characters)"
    return printable(text)


class BadLine(Exception):
    """A line came on standard output that is not an answer line: ``why``
    (printable), e.g. it is not valid UTF-8 or is too long.  The process goes on."""

    def __init__(self, why: str, shown: str = "") -> None:
        self.why = why
        #: the line's start, printable
        self.shown = shown
        super().__init__(why)


@dataclass(frozen=True, slots=True)
class _TooLong:
    """Stands in the queue for a line longer than :data:`MAX_LINE`: its size
    and its first bytes."""

    size: int
    start: bytes


def read_line(stream: IO[bytes], limit: int) -> tuple[bytes, int]:
    """One line of ``stream`` (with its line end; ``b""`` at the end), keeping
    at most ``limit`` bytes of it, and the line's whole length in bytes: the
    rest of a longer line is read and dropped, so no line fills the memory."""
    line = stream.readline(limit + 1)
    size = len(line)
    if size <= limit or line.endswith(b"\n"):
        return line, size
    kept = line[:limit]
    while True:
        more = stream.readline(_CHUNK)
        size += len(more)
        if not more or more.endswith(b"\n"):
            return kept, size


class NoAnswer(Exception):
    """One request got no answer; ``why`` says how, with the process's exit
    status (``None`` if it was killed or still running) and the end of its
    standard error."""

    def __init__(self, why: str, status: int | None, stderr_tail: Sequence[str]) -> None:
        self.why = why
        self.status = status
        self.stderr_tail = tuple(stderr_tail)
        super().__init__(self.describe())

    def describe(self) -> str:
        """One line: why, the exit status, and the last line of standard error."""
        text = self.why
        if self.status is not None:
            text += f" (exit status {self.status})"
        if self.stderr_tail:
            text += f"; its standard error ends: {self.stderr_tail[-1]}"
        return text


class ServerUnusable(Exception):
    """The server cannot be used at all: ``why``, the exit status of its last
    process (``None`` if unknown), the end of its standard error, and a ``hint``
    at the likely cause (may be empty)."""

    def __init__(
        self,
        why: str,
        status: int | None = None,
        stderr_tail: Sequence[str] = (),
        hint: str = "",
    ) -> None:
        self.why = why
        self.status = status
        self.stderr_tail = tuple(stderr_tail)
        self.hint = hint
        super().__init__(self.describe())

    def describe(self) -> str:
        """The message, several lines: why, the exit status, standard error, the hint."""
        lines = [self.why]
        if self.status is not None:
            lines.append(f"exit status: {self.status}")
        if self.stderr_tail:
            lines.append("its standard error ended with:")
            lines += [f"  {line}" for line in self.stderr_tail]
        if self.hint:
            lines.append(f"hint: {self.hint}")
        return "\n".join(lines)


class _Process:
    """One run of the command: answer lines and standard error read by threads."""

    def __init__(self, command: Sequence[str]) -> None:
        self.popen = subprocess.Popen(
            list(command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.lines: queue.Queue[bytes | _TooLong] = queue.Queue()
        self.stderr: deque[str] = deque(maxlen=STDERR_LINES)
        self.writer: threading.Thread | None = None
        assert self.popen.stdout is not None and self.popen.stderr is not None
        self.stderr_reader = threading.Thread(
            target=self._read_stderr, args=(self.popen.stderr,), daemon=True
        )
        self.stderr_reader.start()
        threading.Thread(target=self._read_stdout, args=(self.popen.stdout,), daemon=True).start()

    def _read_stdout(self, stdout: IO[bytes]) -> None:
        with contextlib.suppress(OSError, ValueError):
            while True:
                line, size = read_line(stdout, MAX_LINE)
                if not line:
                    break
                self.lines.put(line if size <= MAX_LINE else _TooLong(size, line[:STDERR_WIDTH]))
        self.lines.put(b"")  # end of output

    def _read_stderr(self, stderr: IO[bytes]) -> None:
        with contextlib.suppress(OSError, ValueError):
            while True:
                raw, size = read_line(stderr, 4 * STDERR_WIDTH)
                if not raw:
                    break
                line = printable_bytes(raw).rstrip()
                if size > len(raw):
                    line += f"… ({size - len(raw)} more bytes)"
                if line:
                    self.stderr.append(cut(line, STDERR_WIDTH))

    def send(self, line: str, timeout: float) -> str:
        """Write one line from a thread: ``"sent"``, ``"closed"`` (the pipe is
        closed: the process closed its input or is ending) or ``"blocked"``
        (not written in time: the process stopped reading)."""
        stdin = self.popen.stdin
        assert stdin is not None
        outcome: queue.Queue[str] = queue.Queue()

        def write() -> None:
            try:
                stdin.write(line.encode("utf-8", "surrogatepass") + b"\n")
                stdin.flush()
            except (OSError, ValueError):
                outcome.put("closed")
            else:
                outcome.put("sent")

        self.writer = threading.Thread(target=write, daemon=True)
        self.writer.start()
        try:
            return outcome.get(timeout=timeout)
        except queue.Empty:
            return "blocked"

    def exited(self, patience: float) -> bool:
        """Whether the process has ended, waiting up to ``patience`` seconds for
        one that is ending."""
        try:
            self.popen.wait(timeout=patience)
        except subprocess.TimeoutExpired:
            return False
        return True

    def end(self, kill: bool, patience: float) -> int | None:
        """Stop the process (killed, or asked by closing its input and given
        ``patience`` seconds to end); its exit status, ``None`` if it had to be
        killed."""
        kill = kill and self.popen.poll() is None
        if kill:
            self.popen.kill()
        # A write still blocked holds the pipe's lock; it ends with the pipe.
        writing = self.writer is not None and self.writer.is_alive()
        if self.popen.stdin is not None and not writing:
            with contextlib.suppress(OSError, ValueError):
                self.popen.stdin.close()
        try:
            status = self.popen.wait(timeout=patience)
        except subprocess.TimeoutExpired:
            self.popen.kill()
            self.popen.wait()
            kill = True
        self.stderr_reader.join(timeout=patience)  # the tail is complete once stderr closes
        return None if kill else status


def decoded(raw: bytes | _TooLong) -> str:
    """An answer line as text, without its line end (``\\n``, and a ``\\r``
    before it); :class:`BadLine` when it is too long or not valid UTF-8."""
    if isinstance(raw, _TooLong):
        start = cut(printable_bytes(raw.start), 80)
        raise BadLine(
            f"an answer line of {raw.size} bytes, longer than the {MAX_LINE} bytes "
            f'read (it starts "{start}")',
            start,
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw.removesuffix(b"\n").removesuffix(b"\r")
        shown = printable_bytes(line[max(0, e.start - 40) : e.start + 40])
        raise BadLine(
            f"an answer line that is not valid UTF-8: byte {e.start} "
            f'(0x{raw[e.start]:02x}) in "{shown}"',
            cut(printable_bytes(line), 200),
        ) from None
    return text.removesuffix("\n").removesuffix("\r")


class Server:
    """The implementation under test (see the module docstring for the contract)."""

    def __init__(self, command: Sequence[str], timeout: float = 10.0) -> None:
        if not command:
            raise ValueError("no command")
        self.command = tuple(command)
        self.timeout = timeout
        #: Processes started, and answers received over all of them.
        self.started = 0
        self.answered = 0
        #: Exit status of the last process that ended (``None``: killed, or none ended).
        self.exit_status: int | None = None
        self._process: _Process | None = None
        self._last_stderr: tuple[str, ...] = ()
        self._silent_ends = 0  # processes ended before the server's first answer

    @property
    def stderr_tail(self) -> tuple[str, ...]:
        """The last lines of standard error of the running process, or of the last one."""
        if self._process is not None:
            return tuple(self._process.stderr)
        return self._last_stderr

    def start(self) -> None:
        """Start the process if none is running."""
        if self._process is not None:
            return
        try:
            self._process = _Process(self.command)
        except OSError as e:
            raise ServerUnusable(
                f"cannot start {self.command[0]}: {e.strerror or e}",
                hint="is the command after -- right, and executable?",
            ) from None
        self.started += 1

    def ask(self, line: str) -> str:
        """Send ``line`` (one request, without line end) and return the answer line."""
        self.start()
        process = self._process
        assert process is not None
        deadline = time.monotonic() + self.timeout
        sent = process.send(line, self.timeout)
        if sent == "closed" and process.exited(self.timeout):
            self._fail("the process exited")
        if sent != "sent":
            self._fail("the process stopped reading its input", kill=True)
        try:
            raw = process.lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            self._fail(f"no answer within {self.timeout:g} s", kill=True)
        if raw == b"":
            self._fail("the process exited")
        self.answered += 1
        return decoded(raw)

    def _fail(self, why: str, kill: bool = False) -> NoReturn:
        self._end(kill=kill)
        error = NoAnswer(why, self.exit_status, self._last_stderr)
        if self.answered == 0:
            self._silent_ends += 1
            if self._silent_ends >= START_ATTEMPTS:
                raise ServerUnusable(
                    f"the server cannot start: {START_ATTEMPTS} processes in a row ended "
                    f"before giving any answer; the last one: {why}",
                    self.exit_status,
                    self._last_stderr,
                    hint="run the command by hand and send it one request line",
                )
        raise error

    def _end(self, kill: bool) -> None:
        process, self._process = self._process, None
        if process is not None:
            self.exit_status = process.end(kill, self.timeout)
            self._last_stderr = tuple(process.stderr)

    def restart(self) -> None:
        """End the running process (if any) and start a fresh one."""
        self._end(kill=True)
        self.start()

    def close(self) -> None:
        """End the process: its input is closed, then it is killed if it lingers."""
        self._end(kill=False)

    def __enter__(self) -> Server:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
