"""Compare the model extracted from proofs/coq with the reference (issue 23).

Draws requests from the reference's fuzzer (``RequestGenerator``), keeps
those inside the extracted server's claim (its kinds, terms naming only its
operations, no catalog), sends each to ``proofs/coq/serve`` and compares the
answer with the reference's as ``sigma-pol fuzz`` does (spec/07 §7.6).  Prints
one line per seed and the totals; exit status 1 on any divergence.

    python proofs/coq/compare.py [--seeds 0-4] [--count 2000] [--catalogs] [-- COMMAND …]

With ``--catalogs`` the requests are catalog requests with one to three
members of the catalog (or of an extra candidate) removed or changed, so that
most are refused: they exercise the catalog's validation (spec/11 §11.3).
With ``--catalogs --runs`` they are runs of catalog requests (half of them
mutated), which exercise a run's pool, the engine matrix (spec/15 §15.1).
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sigma_pol_tools.conformance.fuzz import Session, request_line
from sigma_pol_tools.conformance.fuzz_gen import Focus, RequestGenerator
from sigma_pol_tools.conformance.fuzz_process import ProcessServer
from sigma_pol_tools.conformance.term_walk import operations

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
    return set(operations(request.get("term"))) <= set(claimed["ops"])


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


#: What a catalog mutation writes: members of every level of spec/11 §11.1, of
#: the candidate schema of §11.2, and values of every JSON type (right and wrong).
_MEMBERS = (
    "discovery", "base_url", "discovery_id", "api_kind", "tier", "scope", "has_tee", "no_log",
    "auth", "auth_env", "aws_region", "provider_id", "served_by", "capabilities",
    "static_quality_hint", "model_family", "provider", "served_model_id", "provider_model_id",
    "price_in", "price_out", "quality_hint", "latency_ms", "offer", "auth_override", "zzz",
    "models", "providers",
)  # fmt: skip
_VALUES: tuple[Any, ...] = (
    None, 0, 1, -1.5, "", "x", "static", "marketplace", "anthropic", "partner", "fallback",
    True, False, [], {}, [1], {"kind": "env"}, {"kind": 3}, {"context": "a"}, {"context": 5},
    [{"provider": "acme"}], "acme", "bolt", "m1",
)  # fmt: skip


def _objects(value: Any, out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    if isinstance(value, dict):
        out.append(value)
        for v in value.values():
            _objects(v, out)
    elif isinstance(value, list):
        for v in value:
            _objects(v, out)
    return out


def mutated_catalog(request: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """``request`` (with a catalog) with one to three members of its catalog, or
    of an extra candidate it adds, removed or set to another value."""
    request = copy.deepcopy(request)
    for _ in range(rng.choice((1, 1, 2, 3))):
        targets = _objects(request["catalog"], [])
        ctx = request.setdefault("ctx", {})
        if (
            rng.random() < 0.3
            and isinstance(ctx, dict)
            and isinstance(ctx.get("request", {}), dict)
        ):
            extras = ctx.setdefault("request", {}).setdefault("extra_candidates", [])
            if isinstance(extras, list):
                extra: dict[str, Any] = {
                    "provider_id": rng.choice(("e", "")),
                    "model_family": "m1",
                    "capabilities": {},
                }
                if rng.random() < 0.7:
                    extra["base_url"] = "https://e.example"
                if rng.random() < 0.8:
                    extra[rng.choice(_MEMBERS)] = copy.deepcopy(rng.choice(_VALUES))
                extras.append(extra)
                targets = _objects(extras, [])
        if not targets:
            continue
        target = rng.choice(targets)
        r = rng.random()
        if r < 0.4 and target:
            del target[rng.choice(sorted(target))]
        else:
            key = rng.choice(_MEMBERS) if r < 0.8 or not target else rng.choice(sorted(target))
            target[key] = copy.deepcopy(rng.choice(_VALUES))
    return request


_RESPONSES = ({"ok": True}, {"ok": False, "error_kind": "server_error"}, {"ok": False}, None)


def as_run(request: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A ``policy`` request with a catalog as a ``run`` request (spec/15 §15.9):
    its ctx without ``state`` (a run's state is its runtime) and a short script
    of responses, so that its pool, the catalog's engine matrix then the extra
    candidates (§15.1), is planned and called."""
    request = copy.deepcopy(request)
    request["kind"] = "run"
    ctx = request.get("ctx")
    if isinstance(ctx, dict):
        for key in sorted(ctx):
            if key not in ("now_ms", "request", "seed"):
                del ctx[key]
    request["responses"] = [
        copy.deepcopy(rng.choice(_RESPONSES)) for _ in range(rng.choice((0, 1, 2, 3)))
    ]
    return request


def compare_catalogs(
    command: Sequence[str], seed: int, count: int, runs: bool = False
) -> tuple[int, int, list[str]]:
    """Send ``count`` mutated catalog requests (policy, scorer, selector; with
    ``runs``, runs of policies, half of them with the catalog unchanged) of
    ``seed``: how many were sent, how many the reference answers with an error,
    the divergent request lines."""
    rng = random.Random(seed)
    kinds = ("policy",) if runs else ("policy", "scorer", "selector")
    generator = RequestGenerator(seed, Focus(kinds=kinds))
    session = Session(lambda: ProcessServer(command, 30.0))
    sent, refused, diverged = 0, 0, []
    try:
        while sent < count:
            request = generator.next()
            if not isinstance(request, dict) or "catalog" not in request:
                continue
            if runs:
                request = as_run(request, rng)
            if not runs or rng.random() < 0.5:
                request = mutated_catalog(request, rng)
            sent += 1
            exchange = session.exchange(request)
            if isinstance(exchange.reference, dict) and "error" in exchange.reference:
                refused += 1
            if exchange.differences:
                first = exchange.differences[0]
                diverged.append(f"{request_line(request)[:300]}  ({first})")
    finally:
        session.stop()
    return sent, refused, diverged


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0-4", help="a seed or a range A-B")
    parser.add_argument("--count", type=int, default=2000, help="requests per seed")
    parser.add_argument(
        "--catalogs", action="store_true", help="send mutated catalog requests instead"
    )
    parser.add_argument(
        "--runs", action="store_true", help="with --catalogs: runs of catalog requests"
    )
    parser.add_argument("command", nargs="*", help="the server (default: proofs/coq/serve)")
    args = parser.parse_args(argv)
    first, _, last = args.seeds.partition("-")
    seeds = range(int(first), int(last or first) + 1)
    command = args.command or [str(SERVE)]
    total, bad = 0, 0
    for seed in seeds:
        if args.catalogs:
            sent, refused, diverged = compare_catalogs(command, seed, args.count, args.runs)
            print(f"seed {seed}: {refused} of the mutated catalogs refused by the reference")
        else:
            sent, diverged = compare(command, seed, args.count)
        total, bad = total + sent, bad + len(diverged)
        print(f"seed {seed}: {sent} requests, {len(diverged)} diverged")
        for line in diverged[:5]:
            print("   ", line)
    print(f"{total} requests in claim, {total - bad} agree, {bad} diverge")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
