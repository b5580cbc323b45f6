"""Companion of Theorem 17 (proofs/17-run-determinism.md): a run is a function of
its inputs' JSON values.

Each case drawn by :func:`_run_support.draw` is run from two fresh reads of its
JSON, and from a copy with every object's members in reverse order (the runtime
tables included); the outputs (the protocol's form) and the fired rules must be
equal, and the inputs unchanged by the run.  A batch is also run in two
processes with different hash seeds.

Planted bugs caught (kept as tests below): a backoff jittered by
``random.random()``; an engine that writes its disables into the caller's
runtime table (a second run from the same objects then starts elsewhere).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from sigma_pol.engine import machine, outcome_to_json
from sigma_pol.syntax.jsonio import write_json

from ._run_support import Case, draw, first_failing, planted, read_case

ROOT = Path(__file__).resolve().parent.parent


def reversed_members(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: reversed_members(value[k]) for k in reversed(list(value))}
    if isinstance(value, list):
        return [reversed_members(v) for v in value]
    return value


def output(case: Case) -> str:
    out = case.run()
    return write_json({**outcome_to_json(out), "fired": [f.rule for f in out.fired]})


def check(case: Case) -> list[str]:
    problems = []
    first = output(case)
    if output(case) != first:
        problems.append("a second run of the same objects differs")
    if output(read_case(case.json)) != first:
        problems.append("a run from a fresh read differs")
    if output(read_case(reversed_members(case.json))) != first:
        problems.append("a run with every object's members reversed differs")
    return problems


@given(st.integers(0, 2**32))
def test_a_run_is_a_function_of_its_inputs(seed: int) -> None:
    assert check(draw(seed)) == []


@given(st.integers(0, 2**32))
def test_a_run_leaves_its_inputs_unchanged(seed: int) -> None:
    case = draw(seed)
    runtime_before = case.runtime.to_json() if case.runtime is not None else None
    candidates_before = json.dumps(case.candidates, sort_keys=True)
    request_before = json.dumps(case.ctx.request, sort_keys=True)
    case.run()
    assert (case.runtime.to_json() if case.runtime is not None else None) == runtime_before
    assert json.dumps(case.candidates, sort_keys=True) == candidates_before
    assert json.dumps(case.ctx.request, sort_keys=True) == request_before


BATCH = """
import sys
sys.path.insert(0, {root!r})
from proofs.companion_17_run_determinism import output
from proofs._run_support import draw
print("\\n".join(output(draw(seed)) for seed in range(40)))
"""


def test_the_hash_seed_does_not_matter() -> None:
    def batch(hash_seed: str) -> str:
        done = subprocess.run(
            [sys.executable, "-c", BATCH.format(root=str(ROOT))],
            capture_output=True,
            text=True,
            timeout=900,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    assert batch("1") == batch("2024")


def test_plant_a_jittered_backoff_is_caught() -> None:
    backoff = machine.backoff_for

    def jittered(action: Any, attempt: int) -> float:
        b = backoff(action, attempt)
        return b + random.random() if b > 0 else b

    with planted("backoff_for", jittered):
        assert first_failing(check, draw, 200) != ""
    assert first_failing(check, draw, 200) == ""


def test_plant_an_engine_sharing_the_callers_runtime_is_caught() -> None:
    init = machine.Machine.__init__

    def sharing(
        self: Any, policy: Any, candidates: Any, ctx: Any, runtime: Any = None, engine: Any = None
    ) -> None:
        init(self, policy, candidates, ctx, runtime, engine)
        if runtime is not None and isinstance(runtime.disabled, dict):
            self.disabled = runtime.disabled  # the caller's table, written by R-Disable

    with planted("Machine.__init__", sharing):
        assert first_failing(check, draw, 300) != ""
