"""A deliberately broken conformance server, for the certifier's tests.

It answers like ``sigma-pol serve`` except that two operations are wrong
(argmax breaks ties in reverse input order; neg computes -s instead of 1 - s),
and, with ``--hang-on NAME``, it never answers the vector named NAME.  With
``--mutants NAME,…`` the named mutants of :mod:`sigma_pol.conformance.mutants`
are the wrong operations instead (``--mutants add-fsum``: add sums exactly).
"""

from __future__ import annotations

import sys
import time
from typing import Any

from sigma_pol.conformance.mutants import MUTANTS
from sigma_pol.conformance.protocol import answer
from sigma_pol.core.jsonio import read_json, write_json
from sigma_pol.core.vocabulary import Schema
from sigma_pol.semantics.algebra import reference_algebra
from sigma_pol.semantics.carriers import CustomRegistry

BROKEN = ("argmax-ties-reversed", "neg-minus")


def main() -> None:
    hang_on = sys.argv[sys.argv.index("--hang-on") + 1] if "--hang-on" in sys.argv else None
    names = BROKEN
    if "--mutants" in sys.argv:
        names = tuple(sys.argv[sys.argv.index("--mutants") + 1].split(","))
    chosen = [m for m in MUTANTS if m.name in names]
    if len(chosen) != len(names):
        sys.exit(f"broken_serve: unknown mutant among {names}")

    def algebra(schema: Schema, customs: CustomRegistry | None) -> dict[str, Any]:
        table = reference_algebra(schema, customs)
        for m in chosen:
            table[m.op] = m.rewrite(table[m.op], schema)
        return table

    for raw in sys.stdin:
        request = read_json(raw)
        if hang_on is not None and isinstance(request, dict) and request.get("name") == hang_on:
            time.sleep(3600)
        sys.stdout.write(write_json(answer(request, algebra=algebra)) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
