"""Conformance servers with one planted engine bug each, for the run fuzzer's tests.

    python tests/fuzz_run_serve.py --plant attempts-from-0
        counts a retry_same's attempts from 0: the counter after its increment is
        compared with ``attempts - 1`` (so ``attempts: 1`` allows no retry), as a host
        that writes ``a < m`` for chapter 15's ``a' <= m`` would;
    python tests/fuzz_run_serve.py --plant backoff-from-0
        indexes a ``backoff_ms`` array from 0: attempt ``a`` waits ``b[a]`` (past
        the end the last entry), not ``b[a-1]``.

Each answers like ``sigma-pol serve`` otherwise (the reference, one module
function of the engine replaced).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

from sigma_pol.engine import machine
from sigma_pol.protocol.answer import answer
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import read_json, write_json


def _attempts_from_0() -> Callable[[Any, str], Any]:
    member = machine._member

    def planted(action: Any, key: str) -> Any:
        value = member(action, key)
        if key == "attempts":
            return (1.0 if value is None else value) - 1.0
        return value

    return planted


def _backoff_from_0() -> Callable[[Any, int], float]:
    backoff = machine.backoff_for

    def planted(action: Any, attempt: int) -> float:
        return backoff(action, attempt + 1)

    return planted


@contextmanager
def planted(name: str) -> Iterator[None]:
    """The engine with the bug ``name`` planted, for the extent of the block."""
    if name == "attempts-from-0":
        with mock.patch.object(machine, "_member", _attempts_from_0()):
            yield
    elif name == "backoff-from-0":
        with mock.patch.object(machine, "backoff_for", _backoff_from_0()):
            yield
    else:
        raise SystemExit(f"unknown plant {name!r} (attempts-from-0, backoff-from-0)")


def answer_line(line: str) -> str:
    try:
        request = read_json(line)
    except InputError as e:
        return write_json({"name": None, "error": str(e)})
    return write_json(answer(request))


def main() -> None:
    args = sys.argv[1:]
    if len(args) != 2 or args[0] != "--plant":
        raise SystemExit(f"usage: {sys.argv[0]} --plant attempts-from-0|backoff-from-0")
    with planted(args[1]):
        for raw in sys.stdin.buffer:
            line = raw.decode("utf-8", "surrogateescape").strip()
            if line:
                sys.stdout.buffer.write(answer_line(line).encode("utf-8") + b"\n")
                sys.stdout.flush()


if __name__ == "__main__":
    main()
