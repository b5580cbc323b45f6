"""Companion of Theorem 21 (proofs/21-run-successes.md): a script of successes makes
exactly one call, to the plan's first candidate whose provider has no live
disable at the start (or none, when there is no such candidate).

The live disables and the expected candidate are recomputed from the inputs
with chapter 15's expiry test (:func:`_run_support.live_at_start`); the
plan is the engine's (what it walks is Theorem 18's concern).

Planted bug caught (kept as a test): disables that never expire (the expiry
test patched in the start and in the walk).
"""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from ._run_support import (
    Case,
    calls_of,
    draw,
    first_failing,
    live_at_start,
    planted,
    start_ms,
    waits_of,
)


def draws(seed: int) -> Case:
    return draw(seed, successes=True, length=1 + seed % 12)


def check(case: Case) -> list[str]:
    outcome = case.run()
    live = live_at_start(case)
    ordered = outcome.ordered
    first = next((j for j, e in enumerate(ordered) if e.candidate["provider_id"] not in live), None)
    calls = calls_of(outcome)
    problems = []
    if waits_of(outcome):
        problems.append("a wait in a run of successes")
    if first is None:
        want = "no_candidates" if not ordered else "exhausted: no_candidates"
        if calls or outcome.result.ok or outcome.result.error != want:
            problems.append(
                f"no candidate qualifies: want {want}, got {outcome.result}, {len(calls)} calls"
            )
        return problems
    if len(calls) != 1:
        return [*problems, f"{len(calls)} calls, not one"]
    (call,) = calls
    if call.candidate is not ordered[first].candidate:
        problems.append(f"the call goes to {call.provider}, not position {first}")
    if call.at_ms != start_ms(case):
        problems.append(f"the call at {call.at_ms}, not at the start")
    chosen = outcome.result.chosen
    if not outcome.result.ok or chosen is None or chosen.provider != call.provider:
        problems.append(f"result {outcome.result}")
    return problems


@given(st.integers(0, 2**32))
def test_successes_make_one_call_to_the_first_not_disabled(seed: int) -> None:
    assert check(draws(seed)) == []


def test_the_draws_skip_before_the_call_and_meet_expired_disables() -> None:
    rules = [[f.rule for f in draws(seed).run().fired] for seed in range(300)]
    assert sum("R-Skip" in r for r in rules) >= 10
    assert sum("R-Disable-Expire" in r for r in rules) >= 10


def test_plant_disables_that_never_expire_is_caught() -> None:
    def never(record: Any, now: float, engine: Any) -> bool:
        return False

    with planted("disable_expired", never), planted("state.disable_expired", never):
        assert first_failing(check, draws, 300) != ""
    assert first_failing(check, draws, 300) == ""
