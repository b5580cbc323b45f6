"""Benchmarks: figures printed, never asserted (issues 2, 3, 8 and 15).

    .venv/bin/python benchmarks/run.py [--quick]

Workloads are generated deterministically (a seeded ``random.Random``):

1. the term pipeline (admit + normalize + encode) on Pred terms of about
   20, 340, 1 400 and 3 800 nodes, with the growth exponent between sizes;
2. ``plan`` of a ``top_k(5, sample(0.5))`` policy with a three-field scorer over
   10 to 10 000 candidates, and the same policy without ``top_k`` for contrast;
3. ``serve`` answering a stream of 2 000 mixed conformance requests;
4. ``fuzz`` against ``serve``: requests per second, one at a time, with the
   reference's answer computed beside each (issue 14).

Upstream's Lua 5.4 figures on these machines, for comparison: pipeline 0.16 ms
at ~20 nodes, 4.3 ms at ~340, 20 ms at ~1 370, 68 ms at ~3 800; plan 0.33 ms at
100 candidates, 2.6 ms at 1 000, 130 ms at 10 000; the 2 000-request stream
about 0.7 s.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

from sigma_pol import admit
from sigma_pol.normal.normal_form import canonical
from sigma_pol.semantics.compiler import compile_term
from sigma_pol.semantics.decision_values import candidates_from_json, context_from_json
from sigma_pol_tools.conformance.measures import size

FIELDS = ("price_in", "price_out", "latency_ms", "context", "tok_s", "success_rate")
RELS = ("lt", "le", "eq", "ne", "ge", "gt")


def pred_term(rng: random.Random, budget: int) -> Any:
    """A random Pred term of exactly ``budget`` nodes (and/or/not over atoms)."""
    if budget <= 1:
        if rng.random() < 0.8:
            return ["cmp", rng.choice(FIELDS), rng.choice(RELS), rng.randint(0, 100) / 4]
        return rng.choice([["meets_req"], ["is", "has_tee"], ["tier_eq", "partner"]])
    if budget == 2 or rng.random() < 0.1:
        return ["not", pred_term(rng, budget - 1)]
    width = min(budget - 1, rng.randint(2, 6))
    shares = [(budget - 1) // width] * width
    for i in range((budget - 1) % width):
        shares[i] += 1
    return [rng.choice(("and", "or")), *(pred_term(rng, share) for share in shares)]


def best_of(runs: int, work: Callable[[], object]) -> float:
    best = math.inf
    for _ in range(runs):
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


def bench_pipeline(quick: bool) -> None:
    print("term pipeline: admit + normalize + encode of a Pred term")
    print(f"  {'nodes':>6} {'ms':>9} {'exponent vs previous':>22}")
    previous: tuple[int, float] | None = None
    for target in (20, 340, 1400, 3800):
        rng = random.Random(target)
        term = pred_term(rng, target)
        nodes = size(admit(term).term)
        seconds = best_of(3 if quick else 7, lambda term=term: canonical(admit(term).term))
        growth = ""
        if previous is not None:
            growth = f"{math.log(seconds / previous[1]) / math.log(nodes / previous[0]):.2f}"
        print(f"  {nodes:>6} {seconds * 1000:>9.3f} {growth:>22}")
        previous = (nodes, seconds)


def candidate_pool(n: int) -> Any:
    rng = random.Random(n)
    return [
        {
            "provider_id": f"p{i}",
            "model_family": f"m{i % 7}",
            "tier": rng.choice(["partner", "marketplace", "fallback"]),
            "price_in": rng.randint(1, 400) / 8,
            "latency_ms": rng.randint(50, 5000),
            "capabilities": {"context": rng.choice([8000, 32000, 128000, 200000])},
        }
        for i in range(n)
    ]


def sampled_policy(selector: Any) -> Any:
    return [
        "policy",
        ["not", ["is", "breaker_open"]],
        ["add", ["scale", 0.5, ["neg", ["normalize", ["field", "price_in"]]]],
         ["scale", 0.3, ["neg", ["normalize", ["field", "latency_ms"]]]],
         ["scale", 0.2, ["normalize", ["field", "context"]]]],
        selector,
        ["id"],
        ["always", {"action": "next_candidate"}],
    ]  # fmt: skip


def bench_plan(quick: bool) -> None:
    print("plan: 3-field scorer, seeded sample(0.5)")
    print(f"  {'candidates':>10} {'top_k(5, sample) ms':>20} {'sample (full order) ms':>23}")
    ctx = context_from_json({"seed": 42, "state": {"breakers": {"p3": True}}}, "$")
    shortlist = compile_term(sampled_policy(["top_k", 5, ["sample", 0.5]])).carrier
    full = compile_term(sampled_policy(["sample", 0.5])).carrier
    for n in (10, 100, 1000, 10000):
        pool = candidates_from_json(candidate_pool(n), "$")
        runs = 3 if quick or n >= 10000 else 7
        short_s = best_of(runs, lambda pool=pool: shortlist.plan(pool, ctx))
        full_s = best_of(1 if n >= 10000 else runs, lambda pool=pool: full.plan(pool, ctx))
        print(f"  {n:>10} {short_s * 1000:>20.3f} {full_s * 1000:>23.3f}")


def request_stream(count: int) -> list[str]:
    rng = random.Random(2000)
    pool = candidate_pool(12)
    lines = []
    for i in range(count):
        kind = ("encoding", "pred", "policy", "xform", "failplan")[i % 5]
        request: dict[str, Any] = {"name": f"r{i}", "kind": kind}
        if kind in ("encoding", "pred"):
            request["term"] = pred_term(rng, rng.choice((5, 20, 60)))
            if kind == "pred":
                request["cases"] = [{"candidate": c, "ctx": {"seed": i}} for c in pool[:4]]
        elif kind == "policy":
            request["term"] = sampled_policy(rng.choice([["argmax"], ["sample", 0.5]]))
            request["candidates"] = pool
            request["ctx"] = {"seed": i}
        elif kind == "xform":
            request["term"] = ["seq", ["jitter", "temperature", 0.2], ["filter_text", ["NFKC"]]]
            request["request"] = {"temperature": 0.7}
            request["candidate"] = pool[0]
            request["ctx"] = {"seed": i}
        else:
            request["term"] = ["override", ["always", {"action": "abort"}], "rate_limit",
                               {"action": "retry_same", "attempts": 2}]  # fmt: skip
            request["cases"] = ["rate_limit", "auth_error"]
        lines.append(json.dumps(request))
    return lines


def bench_serve(quick: bool) -> None:
    count = 500 if quick else 2000
    stream = ("\n".join(request_stream(count)) + "\n").encode()
    answers = 0

    def replay() -> None:
        nonlocal answers
        done = subprocess.run(
            [sys.executable, "-m", "sigma_pol_tools.cli", "serve"],
            input=stream,
            capture_output=True,
            check=True,
        )
        answers = done.stdout.count(b"\n")

    runs = 1 if quick else 5
    seconds = best_of(runs, replay)
    print(
        f"serve: {answers} answers to {count} mixed requests in {seconds:.2f} s"
        f" (process included; best of {runs} runs)"
    )


def bench_fuzz(quick: bool) -> None:
    from sigma_pol_tools.conformance.fuzz import Options, fuzz
    from sigma_pol_tools.conformance.fuzz_process import ProcessServer

    count = 1000 if quick else 5000
    command = [sys.executable, "-m", "sigma_pol_tools.cli", "serve"]
    report = fuzz(lambda: ProcessServer(command, 10.0), Options(seed=1, count=count))
    print(
        f"fuzz: {report.requests} requests against sigma-pol serve in {report.seconds:.2f} s:"
        f" {report.requests / report.seconds:.0f} requests / s"
        f" ({report.diverged} diverged; seed 1, process start included)"
    )


def bench_megabyte_inputs(quick: bool) -> None:
    """Cost of refusing or admitting 1 MB inputs, relative to ``json.loads`` of the same text."""
    from sigma_pol.protocol.answer import answer_line

    wide = json.dumps(
        {
            "name": "w",
            "kind": "encoding",
            "term": ["and", *[["cmp", "price_in", "le", i] for i in range(30_000)]],
        }
    )
    long_strings = json.dumps(
        {
            "name": "s",
            "kind": "encoding",
            "term": ["or", *[["family_eq", "f" * 250 + str(i)] for i in range(4000)]],
        }
    )
    deep = '{"name":"d","kind":"encoding","term":' + "[" * 500_000 + "]" * 500_000 + "}"
    print("1 MB inputs: answer time / json.loads time of the same text")
    for label, text in (
        ("wide term (refused)", wide),
        ("long strings (admitted)", long_strings),
        ("1 MB of brackets (refused)", deep),
    ):
        runs = 2 if quick else 5
        answer_s = best_of(runs, lambda text=text: answer_line(text))
        try:
            load_s = best_of(runs, lambda text=text: json.loads(text))
            ratio = f"{answer_s / load_s:8.1f}x"
        except RecursionError:
            ratio = "json.loads: RecursionError"
        print(f"  {label:<28} {len(text) / 1e6:5.2f} MB {answer_s * 1000:9.1f} ms  {ratio}")


def bench_text(quick: bool) -> None:
    """Reading large texts in the text syntax (issue 4); an admitted text is
    compared with ``json.loads`` of its term's JSON form.  The first two are
    read through the grammar's shortcut tokens (a term or array of scalars is
    one token), the third is nested terms, read token by token."""
    from sigma_pol.syntax.errors import SigmaPolError
    from sigma_pol.syntax.json_form import term_to_json
    from sigma_pol.text.parse import parse

    long_names = "".join(f'\n  (family_eq "{"f" * 230}{i}")' for i in range(4000))
    many_items = " ".join(f"s{i}" for i in range(150_000))
    nested = "".join(f"\n  (not (cmp price_in le {i}))" for i in range(2000))
    admitted = [
        ("long strings (admitted)", f"(or{long_names})"),
        ("150 000 array items (admitted)", f"(filter_text [{many_items}])"),
        ("2 000 nested terms (admitted)", f"(and{nested})"),
    ]
    refused = [
        ("wide term (refused)", "(and" + " (cmp price_in le 5)" * 55_000 + ")"),
        ("1 MB of brackets (refused)", "(" * 1_000_000),
    ]
    runs = 1 if quick else 3
    print("large texts: parse time, and its ratio to json.loads of the term's JSON form")
    for label, text in admitted:
        as_json = json.dumps(term_to_json(parse(text)))
        seconds = best_of(runs, lambda text=text: parse(text))
        ratio = seconds / best_of(runs, lambda as_json=as_json: json.loads(as_json))
        print(f"  {label:<32} {len(text) / 1e6:5.2f} MB {seconds * 1000:9.1f} ms {ratio:8.1f}x")
    bench_format(admitted, runs)
    for label, text in refused:

        def refuse(text: str = text) -> None:
            try:
                parse(text)
            except SigmaPolError:
                return
            raise AssertionError("a text meant to be refused was admitted")

        seconds = best_of(runs, refuse)
        print(f"  {label:<32} {len(text) / 1e6:5.2f} MB {seconds * 1000:9.1f} ms")


def bench_format(texts: list[tuple[str, str]], runs: int) -> None:
    """Formatting the same texts (issue 15): ``fmt`` reads a text as ``parse``
    does (without admitting it), re-reads it as written and lays it out; its
    ratio to ``parse`` says what keeping comments and layout costs."""
    from sigma_pol.text.parse import parse
    from sigma_pol_tools.fmt.formatter import format_text

    print("large texts: fmt time, and its ratio to parse of the same text")
    for label, text in texts:
        seconds = best_of(runs, lambda text=text: format_text(text))
        ratio = seconds / best_of(runs, lambda text=text: parse(text))
        print(f"  {label:<32} {len(text) / 1e6:5.2f} MB {seconds * 1000:9.1f} ms {ratio:8.1f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = ap.parse_args()
    bench_pipeline(args.quick)
    bench_plan(args.quick)
    bench_serve(args.quick)
    bench_fuzz(args.quick)
    bench_megabyte_inputs(args.quick)
    bench_text(args.quick)


if __name__ == "__main__":
    main()
