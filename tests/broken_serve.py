"""A deliberately broken conformance server, for the certifier's tests.

It answers like ``sigma-pol serve`` except that two operations are wrong
(argmax breaks ties in reverse input order; neg computes -s instead of 1 - s),
and, with options:

* ``--hang-on NAME``: it never answers the vector named NAME (it stops
  itself with SIGSTOP, until killed: no wait of any length sees an answer);
* ``--garbage-on NAME``: it answers the vector named NAME with a line that is
  not JSON (``Traceback: oops``);
* ``--exit-on NAME,NAME…``: given one of these vectors, it says so on standard
  error and exits with status 4 (its next process answers again);
* ``--banner TEXT``: it prints TEXT on standard output before its first answer;
* ``--right``: the two operations are right (only the options above break it).
* ``--mutants NAME,…``: the named mutants of ``mutation.mutants``
  are the wrong operations instead (``--mutants add-fsum``: add sums exactly).
* ``--misbehave MODE``: it misbehaves as one of :data:`MODES` says (the
  battery of tests/test_misbehaving.py), with the two wrong operations; it also
  echoes the request's ``name`` as sent, lone surrogate included, so that the
  report has a failure to show that holds one.
"""

from __future__ import annotations

import json
import math
import os
import signal
import sys
from pathlib import Path
from typing import Any

from sigma_pol.protocol.answer import answer
from sigma_pol.semantics.algebra import reference_algebra
from sigma_pol.semantics.carriers import CustomRegistry
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import read_json, to_output, write_json
from sigma_pol.syntax.vocabulary import Schema

# the mutants live in the checkout (not in the installed package), beside tests/
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from mutation.mutants import MUTANTS

BROKEN = ("argmax-ties-reversed", "neg-minus")

#: The ways to misbehave, and what each does with an answer (or instead of one).
MODES = {
    "surrogates": "a lone surrogate in every member of every answer, keys included",
    "invalid-utf8": "answers holding bytes that are not UTF-8",
    "huge-line": "a 20 MB answer line",
    "deep": "an answer nested 200 000 levels deep",
    "nan-literals": "NaN, Infinity and -Infinity literals in the answers",
    "hang": "never answers (stops itself with SIGSTOP on its first request)",
    "closed-stdout": "closes its standard output at start, then reads on",
    "stderr-flood": "8 MB on standard error (one line, then many), then answers",
    "banner": "a banner line, not valid UTF-8, before its answers",
    "non-object": "answers that are arrays, strings, numbers, null",
    "wrong-types": "answers whose members have the wrong types",
    "three-then-exit": "exits after three answers",
    "crlf": "answer lines end with CR LF",
    "bom": "each answer line starts with a byte order mark",
    "no-final-newline": "one answer without its line end, then exits",
    "duplicate-keys": "every member of the answer written twice, a wrong value first",
    "half-line": "half an answer line, then exits",
}


def _surrogated(value: Any) -> Any:
    if isinstance(value, str):
        return value + "\ud800"
    if isinstance(value, list):
        return [_surrogated(v) for v in value] + ["\udfff"]
    if isinstance(value, dict):
        return {k + "\udc00": _surrogated(v) for k, v in value.items()}
    return value


def _raw_name(raw: str, reply: dict[str, Any]) -> dict[str, Any]:
    """The answer with ``name`` as the request line held it (lone surrogates kept)."""
    try:
        request = json.loads(raw)
    except ValueError:
        return reply
    return {**reply, "name": request.get("name") if isinstance(request, dict) else None}


def _algebra(names: tuple[str, ...]) -> Any:
    chosen = [m for m in MUTANTS if m.name in names]

    def algebra(schema: Schema, customs: CustomRegistry | None) -> dict[str, Any]:
        table = reference_algebra(schema, customs)
        for m in chosen:
            table[m.op] = m.rewrite(table[m.op], schema)
        return table

    return algebra


def misbehave(mode: str) -> None:
    out = sys.stdout.buffer
    if mode == "closed-stdout":
        sys.stdout.close()
        os.close(1)
        for _ in sys.stdin:
            pass
        return
    if mode == "stderr-flood":
        sys.stderr.write("x" * (4 << 20) + "\n")
        sys.stderr.write(("y" * 99 + "\n") * ((4 << 20) // 100))
        sys.stderr.flush()
    if mode == "banner":
        out.write(b"server v1 \xff\xfe ready \xed\xa0\x80\n")
        out.flush()
    for answered, raw in enumerate(sys.stdin.buffer):
        line = raw.decode("utf-8", "surrogatepass")
        try:
            request = read_json(line)
        except InputError as e:
            reply: dict[str, Any] = {"name": None, "error": str(e)}
        else:
            reply = to_output(answer(request, algebra=_algebra(BROKEN)))
        reply = _raw_name(line, reply)
        text = json.dumps(reply, sort_keys=True)  # \u escapes: any lone surrogate survives
        if mode == "hang":
            os.kill(os.getpid(), signal.SIGSTOP)
        elif mode == "surrogates":
            text = json.dumps(_surrogated(reply))
        elif mode == "huge-line":
            text = json.dumps({**reply, "padding": "z" * (20 << 20)})
        elif mode == "deep":
            text = "[" * 200_000 + "]" * 200_000
        elif mode == "nan-literals":
            text = json.dumps({**reply, "expect": {"scores": [math.nan, math.inf, -math.inf]}})
        elif mode == "non-object":
            text = ["[1,2]", '"answer"', "42", "null", "true"][answered % 5]
        elif mode == "wrong-types":
            text = json.dumps(
                [
                    {"name": 5, "expect": "x", "cases": 3},
                    {"name": [], "expect": {"sort": 1, "encoding": None}, "cases": {"a": 1}},
                    {"name": {}, "error": ["not", "a", "string"]},
                    {"name": reply.get("name"), "expect": [], "cases": [1, "x", None]},
                ][answered % 4]
            )
        elif mode == "bom":
            text = "\ufeff" + text
        elif mode == "duplicate-keys":
            inner = text[1:-1]
            text = "{" + inner.replace('"name":', '"name":"wrong","name":', 1) + "}"
            text = text.replace('"expect":', '"expect":{"sort":"none"},"expect":', 1)
        elif mode == "half-line":
            out.write(text[: len(text) // 2].encode("utf-8", "surrogatepass"))
            out.flush()
            os._exit(3)
        end = "\r\n" if mode == "crlf" else "\n"
        if mode == "no-final-newline":
            end = ""
        data = (text + end).encode("utf-8", "surrogatepass")
        if mode == "invalid-utf8":
            data = data.replace(b'"name"', b'"na\xffme"', 1)
        out.write(data)
        out.flush()
        if mode == "no-final-newline" or (mode == "three-then-exit" and answered == 2):
            os._exit(0)


def _option(name: str) -> str | None:
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else None


def main() -> None:
    mode = _option("--misbehave")
    if mode is not None:
        if mode not in MODES:
            sys.exit(f"broken_serve: unknown mode {mode!r} (one of {', '.join(MODES)})")
        misbehave(mode)
        return
    hang_on, garbage_on, banner = _option("--hang-on"), _option("--garbage-on"), _option("--banner")
    exit_on = (_option("--exit-on") or "").split(",")
    names = BROKEN
    if "--mutants" in sys.argv:
        names = tuple(sys.argv[sys.argv.index("--mutants") + 1].split(","))
    chosen = [] if "--right" in sys.argv else [m for m in MUTANTS if m.name in names]
    if "--right" not in sys.argv and len(chosen) != len(names):
        sys.exit(f"broken_serve: unknown mutant among {names}")

    def algebra(schema: Schema, customs: CustomRegistry | None) -> dict[str, Any]:
        table = reference_algebra(schema, customs)
        for m in chosen:
            table[m.op] = m.rewrite(table[m.op], schema)
        return table

    if banner is not None:
        print(banner, flush=True)
    for raw in sys.stdin:
        try:
            request = read_json(raw)
        except InputError as e:  # as serve answers a line that is not JSON (§7.1)
            sys.stdout.write(write_json({"name": None, "error": str(e)}) + "\n")
            sys.stdout.flush()
            continue
        name = request.get("name") if isinstance(request, dict) else None
        if name in exit_on:
            sys.stderr.write(f"dying on {name}\n")
            sys.exit(4)
        if hang_on is not None and name == hang_on:
            os.kill(os.getpid(), signal.SIGSTOP)
        if garbage_on is not None and name == garbage_on:
            sys.stdout.write("Traceback: oops\n")
        else:
            sys.stdout.write(write_json(answer(request, algebra=algebra)) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
