"""The run checker (tests/checkers/run_rules.py, transcribed from spec/15-run.md
alone) agrees with the reference's engine on generated runs, and a planted
disagreement in the checker is found (so the comparison can fail)."""

from __future__ import annotations

import ast
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sigma_pol.protocol.answer import answer
from sigma_pol.syntax import jsonio

from .checkers import run_generate, run_rules

RUN_MEMBERS = ("steps", "decision_path", "result", "rejected", "runtime")
COUNT = 600


def _normal(value: Any) -> Any:
    return jsonio.read_json(jsonio.write_json(value))


def disagreements(
    count: int = COUNT, seed: int = 20, first: bool = False
) -> list[tuple[dict[str, Any], str]]:
    """The generated requests on which checker and reference differ, with the first
    member; with ``first``, only the first such request (a planted bug needs one)."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        request = _normal(run_generate.run_request(rng, f"gen-{i}"))
        reply = answer(request)
        assert "expect" in reply, (request, reply)
        mine = _normal(run_rules.run_answer(request))
        theirs = _normal({k: reply["expect"][k] for k in RUN_MEMBERS})
        for key in RUN_MEMBERS:
            if mine[key] != theirs[key]:
                out.append((request, key))
                break
        if first and out:
            break
    return out


def test_the_checker_agrees_with_the_reference_on_generated_runs() -> None:
    found = disagreements()
    assert not found, found[:3]


def test_the_checker_shares_no_code_with_the_engine() -> None:
    for module in (run_rules, run_generate):
        tree = ast.parse(Path(module.__file__ or "").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith("sigma_pol.engine"), node.module
                assert not (node.module or "").startswith("sigma_pol_tools.conformance"), (
                    node.module
                )
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("sigma_pol.engine") for a in node.names)


def test_generated_runs_exercise_the_machine() -> None:
    """The generated runs are informative: waits, skips, disables, retries, pins all occur."""
    rng = random.Random(20)
    events: set[str] = set()
    waits = pins = 0
    for i in range(COUNT):
        request = _normal(run_generate.run_request(rng, f"gen-{i}"))
        got = run_rules.run_answer(request)
        events |= {e["event"] for e in got["decision_path"]}
        waits += any("wait" in s for s in got["steps"])
        pins += any(r.get("reason") == "pin_not_found" for r in got["rejected"])
    assert events == {"attempted", "skipped", "provider_disabled", "retry_scheduled"}
    assert waits > 20 and pins > 0


def _backoff_off_by_one(mp: pytest.MonkeyPatch) -> None:
    real = run_rules.backoff
    mp.setattr(run_rules, "backoff", lambda action, a: real(action, a + 1))


def _message_cut_in_characters(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(run_rules, "first_300_bytes", lambda message: message[:300])


PLANTED: dict[str, Callable[[pytest.MonkeyPatch], None]] = {
    "backoff indexed off by one": _backoff_off_by_one,
    "error message cut at 300 characters": _message_cut_in_characters,
}


# The planted-bug tests stop at the first disagreement of their 300 requests (seed
# 20): request 243 for the backoff off by one (checker and engine plants alike), 14
# for the message cut in characters and for attempts counted from 0, 15 for the
# disable TTL, 1 for client faults counted.
@pytest.mark.parametrize("plant", sorted(PLANTED))
def test_a_planted_disagreement_is_found(plant: str) -> None:
    with pytest.MonkeyPatch.context() as mp:
        PLANTED[plant](mp)
        assert disagreements(count=300, first=True), f"the comparison misses: {plant}"


ENGINE_PLANTS = ("attempts counted from 0", "backoff array indexed off by one",
                 "client-fault kinds counted", "disable TTL > for >=")  # fmt: skip


@pytest.mark.parametrize("plant", ENGINE_PLANTS)
def test_the_checker_catches_a_planted_engine_bug(plant: str) -> None:
    """The same comparison, the bug planted in the engine instead (tests/test_run_vectors.py)."""
    from .test_run_vectors import PLANTS

    with pytest.MonkeyPatch.context() as mp:
        PLANTS[plant](mp)
        assert disagreements(count=300, first=True), f"the checker misses the engine bug: {plant}"
