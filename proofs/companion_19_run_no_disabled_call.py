"""Companion of Theorem 19 (proofs/19-run-no-disabled-call.md): no call goes to a
provider whose disable is live at that instant.

The disables are replayed from the inputs and the outputs alone: the start's
records (a legacy one set at the start, a missing ``at_ms`` at 0), and for each
``provider_disabled`` event of the decision path a record at the instant of
the failure it follows (the call's ``at_ms`` plus its response's
``elapsed_ms``).  Every call at ``t`` to ``p`` is checked against every record
of ``p`` set before it: ``t − s < ttl`` is a violation.

Planted bug caught (kept as a test): an expiry test that always says expired.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from ._run_support import Case, calls_of, draw, first_failing, planted, response_for, start_ms


def check(case: Case) -> list[str]:
    outcome = case.run()
    ttl = case.engine.disable_provider_ttl_ms
    t0 = start_ms(case)
    records: list[tuple[str, float, int]] = []  # (provider, set at, set before call number)
    table = case.runtime.disabled if case.runtime is not None else {}
    for pid, record in table.items():
        at = t0 if record.legacy else (record.at_ms if record.at_ms is not None else 0.0)
        records.append((pid, at, 0))
    calls = calls_of(outcome)
    k = -1
    for event in outcome.decision_path:
        if event.get("event") == "attempted":
            k += 1
        elif event.get("event") == "provider_disabled":
            elapsed = response_for(case, k).elapsed_ms
            at = calls[k].at_ms + (elapsed if elapsed is not None else 0.0)
            records.append((event["provider_id"], at, k + 1))
    problems = []
    for n, call in enumerate(calls):
        for pid, at, before in records:
            if pid == call.provider and before <= n and call.at_ms - at < ttl:
                problems.append(f"call {n} to {pid} at {call.at_ms}: disabled at {at}, ttl {ttl}")
    return problems


@given(st.integers(0, 2**32))
def test_no_call_to_a_disabled_provider(seed: int) -> None:
    assert check(draw(seed)) == []


def test_the_draws_disable_within_the_run_and_meet_the_provider_again() -> None:
    # informative: R-Disable fires, and some later candidate of that provider is skipped
    fired = [[f.rule for f in draw(seed).run().fired] for seed in range(400)]
    both = [rules for rules in fired if "R-Disable" in rules and "R-Skip" in rules]
    assert len(both) >= 5


def test_plant_an_expiry_that_always_says_expired_is_caught() -> None:
    def always(record: Any, now: float, engine: Any) -> bool:
        return True

    with planted("disable_expired", always):
        assert first_failing(check, draw, 400) != ""
    assert first_failing(check, draw, 400) == ""
