"""Companion of Theorem 18 (proofs/18-run-order.md): calls follow plan order.

For each case drawn by :func:`_run_support.draw` (repeated model families, so
``next_provider_same_model`` finds and misses; disables, so candidates are
skipped) the plan positions of the calls (by the identity of the candidate
each call carries) must not decrease, may repeat only after a failure whose
action is ``retry_same`` (recomputed with ``classify``), and skipped positions
must increase and never be called.

Planted bug caught (kept as a test): ``next_provider_same_model`` searching
from the start of the plan, so it can go back to an earlier candidate.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from sigma_pol.engine import RunTooLong, machine

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


def check(case: Case) -> list[str]:
    try:
        outcome = case.run()
    except RunTooLong:
        return ["the run did not end (a cursor that moves back can loop)"]
    calls = calls_of(outcome)
    index = [plan_index(outcome, c) for c in calls]
    problems = []
    for k in range(len(index) - 1):
        if index[k + 1] < index[k]:
            problems.append(f"call {k + 1} at position {index[k + 1]} after {index[k]}")
        elif index[k + 1] == index[k]:
            r = response_for(case, k)
            kind = r.error_kind if r.error_kind is not None else "unknown"
            if r.ok or action_of(case, kind).get("action") != "retry_same":
                problems.append(f"call {k + 1} repeats position {index[k]} without a retry")
    # (4) walk the decision path: each skip is at a position past the last event's, of
    # the same provider and model, and never a called position
    where, k = -1, 0
    called = set(index)
    for event in outcome.decision_path:
        if event.get("event") == "attempted":
            where, k = index[k], k + 1
        elif event.get("event") == "skipped":
            pair = (event["provider_id"], event["model_family"])
            later = [
                j
                for j in range(where + 1, len(outcome.ordered))
                if (outcome.ordered[j].candidate["provider_id"],
                    outcome.ordered[j].candidate["model_family"]) == pair
                and j not in called
            ]  # fmt: skip
            if not later:
                problems.append(f"a skip of {pair} with no uncalled position after {where}")
                break
            where = later[0]
    return problems


@given(st.integers(0, 2**32))
def test_calls_follow_plan_order(seed: int) -> None:
    assert check(draw(seed)) == []


def test_the_drawn_runs_jump_to_the_same_model_and_skip() -> None:
    # the property is tested where it can fail: R-Same-Model and R-Skip fire in the draws
    rules = [f.rule for seed in range(300) for f in draw(seed).run().fired]
    assert rules.count("R-Same-Model") >= 10 and rules.count("R-Skip") >= 10


def test_plant_same_model_searched_from_the_start_is_caught() -> None:
    act = machine.Machine._act

    def from_the_start(self: Any, entry: Any, kind: str, action: Any) -> Any:
        if machine._member(action, "action") != "next_provider_same_model":
            return act(self, entry, kind, action)
        model = entry.candidate["model_family"]
        found = next(
            (
                j
                for j in range(len(self.ordered))
                if j != self.cursor and self.ordered[j].candidate["model_family"] == model
            ),
            None,
        )
        self.attempts = 0
        self.cursor = len(self.ordered) if found is None else found
        return self._advance()

    with planted("Machine._act", from_the_start):
        assert first_failing(check, draw, 400) != ""
    assert first_failing(check, draw, 400) == ""
