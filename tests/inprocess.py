"""The command line run in the test's own process, as a shell would run it.

``sigma_pol(*args)`` calls :func:`sigma_pol_tools.cli.main` with fresh standard
streams and returns what :func:`subprocess.run` would: the exit status, and
standard output and error (text, universal newlines, as ``text=True``; or the
bytes).  It saves the interpreter start and the package's import of a
``python -m sigma_pol_tools.cli`` process (about 0.1-0.3 s of CPU each), for tests
about a command's output and status.  Tests about processes keep real ones:
servers, exit by signal, pipes, a fresh interpreter's hash seed or locale, the
installed console script.

What a process would show, this shows too: an exception escaping ``main`` is
printed as Python prints it (``Traceback (most recent call last):`` on standard
error, status 1), so a test that no traceback is printed can still fail; an
argparse error or ``SystemExit("text")`` gives its status and text; the signal
handlers a command installs (``serve``: SIGPIPE, SIGINT) and the working
directory are put back afterwards.

``bounded(seconds, what)`` bounds work done in this process as a subprocess
timeout bounds a process: an alarm interrupts it with ``TimeoutError`` (Python's
regular expressions and its other loops check for signals).

No verdict depends on how busy the machine is (issue 29).  A wait that is
meant to expire is given to a server that never answers (it stops itself with
SIGSTOP and stays stopped until killed), so any value gives the same failure;
a wait that is meant not to expire, for a server that answers, is
:data:`ANSWER_WAIT` or :data:`HUNG_WAIT`, both scaled by the environment's
``SIGMA_POL_TIME_SCALE`` (default 1) for a machine slower than these margins
allow (:func:`patient` gives ``certify`` and ``fuzz`` ANSWER_WAIT in place of
their default of 10 s, a user's figure that load can pass: the Coq model's
heaviest answer did on a loaded fresh clone); an alarm or a subprocess timeout
that only bounds a hang is generous:
a subprocess of the suite is given 900 s (``timeout=900``; were 30 to 300 s),
where the longest (a certify of every vector, a pip install) takes under a
minute of CPU, so no load the suite meets trips it while a hang still fails.
"""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import traceback
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Literal, overload

_SIGNALS = (signal.SIGPIPE, signal.SIGINT)

#: ``SIGMA_POL_TIME_SCALE``: how much slower than the margins below allow the
#: machine is (a positive number; 1 unless the environment says).
TIME_SCALE = float(os.environ.get("SIGMA_POL_TIME_SCALE", "1"))
#: Seconds per answer given to a server that answers: its first answer
#: includes an interpreter's start and the package's import, 0.5 s measured on
#: two cores at load 4.5 (issue 29), so 60 s is 120 times that; it is only
#: waited for in full if a server hangs, and then the test fails as it should.
ANSWER_WAIT = 60 * TIME_SCALE
#: Seconds per answer where one request hangs on purpose among answered ones
#: (the hang is waited for in full, so shorter): 30 times the 0.5 s above.
HUNG_WAIT = 15 * TIME_SCALE


@contextmanager
def bounded(seconds: int, what: str) -> Iterator[None]:
    """The block, interrupted by ``TimeoutError`` naming ``what`` after ``seconds``:
    a hang fails the test rather than the whole run (not a speed target)."""

    def out_of_time(_signum: int, _frame: object) -> None:
        raise TimeoutError(f"{what} did not end within {seconds} s")

    previous = signal.signal(signal.SIGALRM, out_of_time)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _stream(data: bytes = b"", errors: str = "strict") -> io.TextIOWrapper:
    # the UTF-8 a ``python -m`` process gets on a pipe (standard error:
    # backslashreplace, as Python sets it)
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors=errors, write_through=True)


def _contents(stream: io.TextIOWrapper) -> bytes:
    stream.flush()
    raw = stream.buffer
    assert isinstance(raw, io.BytesIO)
    return raw.getvalue()


def _text(data: bytes) -> str:
    # as subprocess.run(text=True) reads a pipe: universal newlines, strict UTF-8
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", newline=None).read()


def run_bytes(
    args: list[str], stdin: bytes = b"", cwd: str | Path | None = None, merged: bool = False
) -> tuple[int, bytes, bytes]:
    """``main(args)`` in this process (``certify`` and ``fuzz`` made
    :func:`patient`): the exit status, standard output and error
    (``merged``: standard error written into standard output, as ``2>&1``; every
    write of the commands is flushed, so the order is the order of the writes)."""
    from sigma_pol_tools.cli import main

    saved_streams = sys.stdin, sys.stdout, sys.stderr
    saved_signals = [signal.getsignal(s) for s in _SIGNALS]
    saved_cwd = os.getcwd()
    # argparse wraps help to the terminal's width; a process on a pipe has none (80)
    saved_columns = os.environ.get("COLUMNS")
    out = _stream(errors="backslashreplace" if merged else "strict")
    err = out if merged else _stream(errors="backslashreplace")
    sys.stdin, sys.stdout, sys.stderr = _stream(stdin), out, err
    os.environ.setdefault("COLUMNS", "80")
    try:
        if cwd is not None:
            os.chdir(cwd)
        try:
            status = main(patient(args))
        except SystemExit as stop:
            if stop.code is None or isinstance(stop.code, int):
                status = stop.code or 0
            else:
                print(stop.code, file=sys.stderr)
                status = 1
        except Exception:
            traceback.print_exc()
            status = 1
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved_streams
        for s, handler in zip(_SIGNALS, saved_signals, strict=True):
            signal.signal(s, handler)
        os.chdir(saved_cwd)
        if saved_columns is None:
            os.environ.pop("COLUMNS", None)
    return status, _contents(out), b"" if merged else _contents(err)


#: The commands that wait for a server's answers (``--timeout S``, default 10).
_WAITING = ("certify", "fuzz")


def patient(args: Sequence[str]) -> list[str]:
    """``args`` with ``--timeout ANSWER_WAIT`` after a ``certify`` or ``fuzz``
    command (a ``--timeout`` the test gives comes later, and wins)."""
    if args and args[0] in _WAITING:
        return [args[0], "--timeout", f"{ANSWER_WAIT:g}", *args[1:]]
    return list(args)


def printed_with_hash_seed(statement: str, hash_seed: str) -> str:
    """What the Python ``statement`` prints in a fresh interpreter whose
    ``PYTHONHASHSEED`` is ``hash_seed``, run from the checkout (``tests`` is a
    package there): a result compared across hash seeds, where a dependence
    on the order of a set or a dict built from one shows, as it cannot in
    one process.  A hang guard of 900 s (see above)."""
    done = subprocess.run(
        [sys.executable, "-c", statement],
        cwd=Path(__file__).resolve().parent.parent,
        env={**os.environ, "PYTHONHASHSEED": hash_seed},
        capture_output=True,
        text=True,
        check=True,
        timeout=900,
    )
    return done.stdout


@overload
def sigma_pol(
    *args: str,
    stdin: str | bytes | None = ...,
    cwd: str | Path | None = ...,
    text: Literal[True] = ...,
) -> subprocess.CompletedProcess[str]: ...


@overload
def sigma_pol(
    *args: str,
    stdin: str | bytes | None = ...,
    cwd: str | Path | None = ...,
    text: Literal[False],
) -> subprocess.CompletedProcess[bytes]: ...


def sigma_pol(
    *args: str,
    stdin: str | bytes | None = None,
    cwd: str | Path | None = None,
    text: bool = True,
) -> subprocess.CompletedProcess[str] | subprocess.CompletedProcess[bytes]:
    """``sigma-pol ARGS…`` in this process, answered as :func:`subprocess.run` answers."""
    data = stdin.encode("utf-8") if isinstance(stdin, str) else (stdin or b"")
    status, out, err = run_bytes(list(args), data, cwd)
    argv = ["sigma-pol", *args]
    if text:
        return subprocess.CompletedProcess(argv, status, _text(out), _text(err))
    return subprocess.CompletedProcess(argv, status, out, err)
