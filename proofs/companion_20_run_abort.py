"""Companion of Theorem 20 (proofs/20-run-abort.md): ``abort`` ends the run at once.

FailPlans are drawn with aborts (``abort`` or ``retry_same`` spent into
``then_action: abort``) at a rate of one in three.  For each failing call the
companion recomputes its kind, the FailPlan's action (``classify``) and the
retries before it (consecutive calls to the same plan position), decides
whether it must abort, and checks that the run ends there with that kind, with
no disable recorded by it; conversely a bare-kind error must come from such a
call, the last one.

Planted bugs caught (kept as tests): ``abort`` read as ``next_candidate``;
``then_action`` ignored.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from sigma_pol.engine import machine

from ._run_support import (
    Case,
    action_of,
    calls_of,
    draw,
    first_failing,
    plan_index,
    planted,
    response_for,
)

draws = partial(draw, abort=0.35)


def must_abort(case: Case, kind: str, retries: int) -> bool:
    action = action_of(case, kind)
    if action.get("action") == "abort":
        return True
    if action.get("action") == "retry_same":
        m = action.get("attempts", 1.0)
        return retries + 1 > m and action.get("then_action") == "abort"
    return False


def check(case: Case) -> list[str]:
    outcome = case.run()
    calls = calls_of(outcome)
    index = [plan_index(outcome, c) for c in calls]
    problems = []
    retries = 0
    for k, call in enumerate(calls):
        retries = retries + 1 if k > 0 and index[k] == index[k - 1] else 0
        r = response_for(case, k)
        if r.ok:
            continue
        kind = r.error_kind if r.error_kind is not None else "unknown"
        if must_abort(case, kind, retries):
            if outcome.steps[-1] is not call:
                problems.append(f"call {k} aborts ({kind}) but the run goes on")
            if outcome.result.ok or outcome.result.error != kind:
                problems.append(f"call {k} aborts ({kind}): result {outcome.result}")
            # nothing after its `attempted` event: no disable, no retry scheduled
            if outcome.decision_path[-1].get("event") != "attempted":
                problems.append(f"call {k} aborts but the path goes on")
            break
    else:
        error = outcome.result.error
        bare = (
            error is not None and error != "no_candidates" and not error.startswith("exhausted: ")
        )
        if not outcome.result.ok and bare:
            problems.append(f"result {error!r} without an aborting call")
    return problems


@given(st.integers(0, 2**32))
def test_abort_ends_the_run_at_once(seed: int) -> None:
    assert check(draws(seed)) == []


def test_the_draws_abort_both_ways() -> None:
    rules = [f.rule for seed in range(300) for f in draws(seed).run().fired]
    assert rules.count("R-Abort") >= 20 and rules.count("R-Retry-Spent-Abort") >= 10


def _member_with(key: str, value: Any, replaced: Any) -> Any:
    member = machine._member

    def planted_member(action: Any, k: str) -> Any:
        got = member(action, k)
        return replaced if k == key and got == value else got

    return planted_member


def test_plant_abort_read_as_next_candidate_is_caught() -> None:
    with planted("_member", _member_with("action", "abort", "next_candidate")):
        assert first_failing(check, draws, 300) != ""
    assert first_failing(check, draws, 300) == ""


def test_plant_then_action_ignored_is_caught() -> None:
    with planted("_member", _member_with("then_action", "abort", None)):
        assert first_failing(check, draws, 300) != ""
