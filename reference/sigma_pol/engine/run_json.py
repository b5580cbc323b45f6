"""A run as the protocol writes it (spec/07-conformance.md §7.1 kind ``run``,
spec/15-run.md §15.9): steps, result, decision path, rejected, runtime."""

from __future__ import annotations

from ..syntax.terms import JSON
from .machine import Call, Outcome, PinMissing, Result, Wait


def step_to_json(step: Call | Wait) -> dict[str, JSON]:
    if isinstance(step, Call):
        return {
            "call": {"provider": step.provider, "model": step.model, "request": step.request},
            "at_ms": step.at_ms,
        }
    return {"wait": {"until_ms": step.until_ms}}


def result_to_json(result: Result) -> dict[str, JSON]:
    if result.ok:
        assert result.chosen is not None
        c = result.chosen
        return {
            "ok": True,
            "chosen": {"provider": c.provider, "model": c.model, "served_by": c.served_by},
        }
    return {"ok": False, "error": result.error}


def outcome_to_json(outcome: Outcome) -> dict[str, JSON]:
    """The members a ``run`` answer adds to ``expect``."""
    rejected: list[JSON] = []
    for r in outcome.rejected:
        if isinstance(r, PinMissing):
            rejected.append({"reason": r.reason, "pin": r.pin})
        else:
            rejected.append({"provider": r.provider, "model": r.model, "reason": r.reason})
    return {
        "steps": [step_to_json(s) for s in outcome.steps],
        "decision_path": [dict(e) for e in outcome.decision_path],
        "result": result_to_json(outcome.result),
        "rejected": rejected,
        "runtime": outcome.runtime.to_json(),
    }
