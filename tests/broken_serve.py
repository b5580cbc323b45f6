"""A deliberately broken conformance server, for the certifier's tests.

It answers like ``sigma-pol serve`` except that two operations are wrong
(argmax breaks ties in reverse input order; neg computes -s instead of 1 - s),
and, with options:

* ``--hang-on NAME``: it never answers the vector named NAME;
* ``--garbage-on NAME``: it answers the vector named NAME with a line that is
  not JSON (``Traceback: oops``);
* ``--exit-on NAME,NAME…``: given one of these vectors, it says so on standard
  error and exits with status 4 (its next process answers again);
* ``--banner TEXT``: it prints TEXT on standard output before its first answer;
* ``--right``: the two operations are right (only the options above break it).
* ``--mutants NAME,…``: the named mutants of :mod:`sigma_pol.conformance.mutants`
  are the wrong operations instead (``--mutants add-fsum``: add sums exactly).
"""

from __future__ import annotations

import sys
import time
from typing import Any

from sigma_pol.conformance.mutants import MUTANTS
from sigma_pol.conformance.protocol import answer
from sigma_pol.core.errors import InputError
from sigma_pol.core.jsonio import read_json, write_json
from sigma_pol.core.vocabulary import Schema
from sigma_pol.semantics.algebra import reference_algebra
from sigma_pol.semantics.carriers import CustomRegistry

BROKEN = ("argmax-ties-reversed", "neg-minus")


def _option(name: str) -> str | None:
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else None


def main() -> None:
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
            time.sleep(3600)
        if garbage_on is not None and name == garbage_on:
            sys.stdout.write("Traceback: oops\n")
        else:
            sys.stdout.write(write_json(answer(request, algebra=algebra)) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
