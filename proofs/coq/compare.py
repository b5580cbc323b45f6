"""Compare the model extracted from proofs/coq with the reference (issue 23).

Draws requests from the reference's fuzzer (``RequestGenerator``), keeps
those inside the extracted server's claim (its kinds, terms naming only its
operations, no catalog), sends each to ``proofs/coq/serve`` and compares the
answer with the reference's as ``sigma-pol fuzz`` does (spec/07 §7.6).  Prints
one line per seed and the totals; exit status 1 on any divergence.

    python proofs/coq/compare.py [--seeds 0-4] [--count 2000] [-- COMMAND …]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sigma_pol.conformance.fuzz import Session, request_line
from sigma_pol.conformance.fuzz_gen import Focus, RequestGenerator
from sigma_pol.conformance.fuzz_process import ProcessServer
from sigma_pol.conformance.fuzz_values import ops_in

SERVE = Path(__file__).resolve().parent / "serve"


def claims(command: Sequence[str]) -> dict[str, Any]:
    """The server's ``hello`` claims."""
    server = ProcessServer(command, 600.0)
    try:
        hello = json.loads(server.ask('{"name":"hello","kind":"hello"}'))
    finally:
        server.stop()
    claimed: dict[str, Any] = hello["claims"]
    return claimed


def in_claim(request: Any, claimed: dict[str, Any]) -> bool:
    if not isinstance(request, dict):
        return True
    kind = request.get("kind")
    if isinstance(kind, str) and kind not in claimed["kinds"] and kind in Focus().kinds:
        return False
    if "catalog" in request and not claimed["catalogs"]:
        return False
    if "schema" in request and not claimed["schemas"]:
        return False
    return set(ops_in(request.get("term"))) <= set(claimed["ops"])


def compare(
    command: Sequence[str], seed: int, count: int, kinds: Sequence[str] = ()
) -> tuple[int, list[str]]:
    """Send ``count`` in-claim requests of ``seed`` (of ``kinds``, default every
    claimed kind); the divergent request lines."""
    claimed = claims(command)
    generator = RequestGenerator(seed, Focus(kinds=tuple(kinds or claimed["kinds"])))
    session = Session(lambda: ProcessServer(command, 30.0))
    sent, diverged = 0, []
    try:
        while sent < count:
            request = generator.next()
            if not in_claim(request, claimed):
                continue
            sent += 1
            exchange = session.exchange(request)
            if exchange.differences:
                first = exchange.differences[0]
                diverged.append(f"{request_line(request)[:300]}  ({first})")
    finally:
        session.stop()
    return sent, diverged


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0-4", help="a seed or a range A-B")
    parser.add_argument("--count", type=int, default=2000, help="requests per seed")
    parser.add_argument("command", nargs="*", help="the server (default: proofs/coq/serve)")
    args = parser.parse_args(argv)
    first, _, last = args.seeds.partition("-")
    seeds = range(int(first), int(last or first) + 1)
    command = args.command or [str(SERVE)]
    total, bad = 0, 0
    for seed in seeds:
        sent, diverged = compare(command, seed, args.count)
        total, bad = total + sent, bad + len(diverged)
        print(f"seed {seed}: {sent} requests, {len(diverged)} diverged")
        for line in diverged[:5]:
            print("   ", line)
    print(f"{total} requests in claim, {total - bad} agree, {bad} diverge")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
