"""``sigma-pol serve``: the conformance protocol on standard input and output,
one JSON request a line (spec/07-conformance.md §7.1)."""

from __future__ import annotations

import argparse
import signal
import sys

from sigma_pol.protocol.answer import answer_line

from .command_line import Subparsers, emit, version_line


def _stop_serving(_signum: int, _frame: object) -> None:
    # SystemExit, unlike KeyboardInterrupt, ends the process with status 130
    # wherever the signal lands, even outside main's handler.
    raise SystemExit(130)


def _log(text: str) -> None:
    sys.stderr.buffer.write(f"sigma-pol serve: {text}\n".encode("utf-8", "backslashreplace"))
    sys.stderr.buffer.flush()


def cmd_serve(_args: argparse.Namespace) -> int:
    """Answer protocol lines until end of input (spec/07 §7.1).  Standard output
    carries answers only; the version line and internal errors go to standard error."""
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    signal.signal(signal.SIGINT, _stop_serving)
    _log(f"{version_line()}; one JSON request a line on standard input")
    stdin = sys.stdin.buffer
    for raw in stdin:
        # Invalid UTF-8 bytes become lone surrogates, which are refused where checked.
        line = raw.decode("utf-8", "surrogateescape").strip()
        if not line:
            continue
        emit(answer_line(line, _log))
    return 0


def register(sub: Subparsers) -> None:
    sv = sub.add_parser("serve", help="answer conformance requests, one JSON line each, on stdin")
    sv.set_defaults(run=cmd_serve)
