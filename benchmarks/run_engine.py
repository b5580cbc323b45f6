"""Benchmark of the run engine (issue 20, item 8): figures printed, never asserted.

    .venv/bin/python benchmarks/run_engine.py [--quick]

Runs over plans of 10, 100 and 1 000 candidates with scripts that fail every
call, under four FailPlans:

* ``next_candidate``: one call per candidate (``n`` steps);
* ``retry_same`` ``attempts: 2`` with a backoff array: three calls and two
  waits per candidate (``5n`` steps);
* ``disable_provider`` over candidates sharing 10 providers: the first
  failure of a provider disables it, its later candidates are skipped;
* ``next_provider_same_model`` over 5 model families.

The planning (R-Plan: filter, score, select once) is timed apart from the
walk; the figure of interest is the walk's time per step and its growth from
one plan length to the next (exponent ``log(t2/t1) / log(n2/n1)``, 1 for
linear growth).  The candidates are drawn from a seeded ``random.Random``.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from typing import Any

from sigma_pol.engine import Call, Done, Machine, Response
from sigma_pol.semantics.compiler import compile_term
from sigma_pol.semantics.decision_values import candidates_from_json, context_from_json

FAILPLANS: dict[str, Any] = {
    "next_candidate": ["always", {"action": "next_candidate"}],
    "retry_same x2": [
        "always",
        {"action": "retry_same", "attempts": 2, "backoff_ms": [100, 400]},
    ],
    "disable_provider": ["always", {"action": "disable_provider"}],
    "same_model": ["always", {"action": "next_provider_same_model"}],
}


def policy(failplan: Any) -> Any:
    term = [
        "policy",
        ["not", ["is", "disabled"]],
        ["neg", ["field", "price_in"]],
        ["argmax"],
        ["set_param", "temperature", 0.2],
        failplan,
    ]
    return compile_term(term).carrier


def candidates(n: int, seed: int) -> list[Any]:
    rng = random.Random(seed)
    out: list[Any] = candidates_from_json(
        [
            {
                "provider_id": f"p{rng.randrange(10)}",
                "model_family": f"m{rng.randrange(5)}",
                "price_in": rng.randint(1, 400) / 4,
            }
            for _ in range(n)
        ],
        "$",
    )
    return out


def measure(failplan: Any, n: int, repeats: int) -> tuple[float, float, int, int]:
    """(plan seconds, walk seconds, steps, calls), each time the best of ``repeats``.

    The machine is driven by hand, as a host would: ``start`` (the plan and the
    first call) is the plan's time, every ``respond``/``resume`` after it the walk's."""
    pol = policy(failplan)
    cands = candidates(n, seed=n)
    ctx = context_from_json({"now_ms": 0, "request": {"prompt": "hi"}}, "$")
    fail = Response(ok=False, error_kind="server_error", elapsed_ms=10.0)
    best_plan = best_walk = math.inf
    steps = calls = 0
    for _ in range(repeats):
        machine = Machine(pol, cands, ctx)
        t0 = time.perf_counter()
        step = machine.start()
        t1 = time.perf_counter()
        while not isinstance(step, Done):
            step = machine.respond(fail) if isinstance(step, Call) else machine.resume()
        t2 = time.perf_counter()
        best_plan, best_walk = min(best_plan, t1 - t0), min(best_walk, t2 - t1)
        steps = len(machine.steps)
        calls = sum(1 for s in machine.steps if isinstance(s, Call))
    return best_plan, best_walk, steps, calls


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="one repeat, plans of 10 and 100")
    args = ap.parse_args(argv)
    sizes = (10, 100) if args.quick else (10, 100, 1000)
    repeats = 1 if args.quick else 5
    print(f"run engine, best of {repeats}; every call fails (server_error, 10 ms)")
    print(
        f"{'failplan':<18} {'n':>5} {'steps':>6} {'calls':>6} {'plan ms':>9} "
        f"{'walk ms':>9} {'µs/step':>9} {'growth':>7}"
    )
    for name, failplan in FAILPLANS.items():
        previous: tuple[int, float] | None = None
        for n in sizes:
            plan_s, walk_s, steps, calls = measure(failplan, n, repeats)
            per_step = walk_s / steps * 1e6 if steps else 0.0
            growth = ""
            if previous is not None and previous[1] > 0 and walk_s > 0:
                growth = f"{math.log(walk_s / previous[1]) / math.log(n / previous[0]):.2f}"
            print(
                f"{name:<18} {n:>5} {steps:>6} {calls:>6} {plan_s * 1e3:>9.2f} "
                f"{walk_s * 1e3:>9.2f} {per_step:>9.1f} {growth:>7}"
            )
            previous = (n, walk_s)
    print("growth: log(walk2 / walk1) / log(n2 / n1) between successive plan lengths (1 = linear)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
