"""Companion of Theorem 16 (proofs/16-run-termination.md): a run ends within
``n(M + 1)`` calls, ``nM`` waits and ``n`` skips, ``M = max(0, ⌊m*⌋)``.

Cases are drawn by :func:`_run_support.draw` (the run fuzzer's generator:
FailPlans over every action with ``attempts`` 0, 1, 2, 3, 4, 0.5, 1.5, −1,
failing scripts that run out, repeated providers and families, disables, open
breakers).  ``M`` is recomputed from the FailPlan's actions for the kinds the
script can select (its kinds and ``unknown``), the counts from the steps and
the decision path; nothing is read from the engine's counter or cursor.

Planted bugs caught (each kept as a test below): every ``attempts`` read one
higher (the engine's ``_member`` patched), and a retry that does not move the
counter (``Machine._act`` patched to hand ``retry_same`` the counter it had:
the run loops until the step bound).
"""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from sigma_pol.engine import RunTooLong, machine
from sigma_pol.semantics.compiler import compile_term

from ._run_support import (
    Case,
    calls_of,
    draw,
    first_failing,
    kinds_of,
    max_attempts,
    planted,
    read_case,
    waits_of,
)


def check(case: Case) -> list[str]:
    try:
        outcome = case.run()
    except RunTooLong:
        return ["the run did not end within the companion's step bound"]
    n = len(outcome.ordered)
    bound_m = max_attempts(case, kinds_of(case))
    calls, waits = len(calls_of(outcome)), len(waits_of(outcome))
    skips = sum(1 for e in outcome.decision_path if e.get("event") == "skipped")
    problems = []
    if calls > n * (bound_m + 1):
        problems.append(f"{calls} calls > n(M+1) = {n}·{bound_m + 1}")
    if waits > n * bound_m:
        problems.append(f"{waits} waits > nM = {n}·{bound_m}")
    if skips > n:
        problems.append(f"{skips} skips > n = {n}")
    return problems


@given(st.integers(0, 2**32))
def test_every_drawn_run_ends_within_the_bound(seed: int) -> None:
    assert check(draw(seed)) == []


def test_the_bound_is_attained() -> None:
    # always {retry_same, attempts: M, backoff_ms: 5}, n distinct providers, every call
    # failing: per candidate the counter goes 1..M (a wait each), then M+1 > M (spent):
    # M+1 calls and M waits per candidate, n(M+1) and nM in all (hand count).
    for n in range(1, 5):
        for m in range(4):
            term: Any = [
                "policy", ["top"], ["zero"], ["ordered"], ["id"],
                ["always", {"action": "retry_same", "attempts": m, "backoff_ms": 5}],
            ]  # fmt: skip
            cands = [{"provider_id": f"p{i}", "model_family": "f"} for i in range(n)]
            case = read_case(
                {"term": term, "candidates": cands, "responses": [{"ok": False}] * (n * (m + 1))}
            )
            out = case.run()
            assert (len(calls_of(out)), len(waits_of(out))) == (n * (m + 1), n * m)
            assert check(case) == []
    compile_term(term)  # the term is admitted as written


def test_plant_attempts_read_one_higher_is_caught() -> None:
    member = machine._member

    def one_higher(action: Any, key: str) -> Any:
        value = member(action, key)
        return (1.0 if value is None else value) + 1.0 if key == "attempts" else value

    with planted("_member", one_higher):
        assert first_failing(check, draw, 300) != ""
    assert first_failing(check, draw, 300) == ""


def test_plant_a_retry_that_keeps_the_counter_is_caught() -> None:
    act = machine.Machine._act

    def stuck(self: Any, entry: Any, kind: str, action: Any) -> Any:
        before = self.attempts
        step = act(self, entry, kind, action)
        if machine._member(action, "action") == "retry_same" and self.attempts == before + 1:
            self.attempts = before  # the retry is scheduled but not counted
        return step

    with planted("Machine._act", stuck):
        found = first_failing(check, draw, 300)
    assert "did not end" in found or "calls >" in found, found
