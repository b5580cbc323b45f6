"""The run engine driven step by step and over scripts (spec/15-run.md).

Each expectation is derived by hand from chapter 15 in the comment beside it.
"""

from __future__ import annotations

from typing import Any

import pytest
from sigma_pol.engine import (
    Breaker,
    Call,
    Disable,
    Done,
    Engine,
    Machine,
    Response,
    Runtime,
    Wait,
    run,
)
from sigma_pol.engine.machine import backoff_for, truncate_message
from sigma_pol.engine.records import responses_from_json, runtime_from_json
from sigma_pol.semantics.compiler import compile_term
from sigma_pol.semantics.decision_values import Context
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.terms import param_from_json

ORDERED_TOP: Any = ["policy", ["top"], ["zero"], ["ordered"], ["id"]]


def policy(failplan: Any) -> Any:
    return compile_term([*ORDERED_TOP, failplan]).carrier


def cands(*pairs: str) -> list[dict[str, Any]]:
    return [{"provider_id": p.split("/")[0], "model_family": p.split("/")[1]} for p in pairs]


FAIL = Response(ok=False, error_kind="server_error")
OK = Response(ok=True)


def test_step_by_step_retry_then_success() -> None:
    # retry_same attempts 1, backoff 50: fail at t=0 (+5 → 5), R-Retry-Wait until 55,
    # R-Resume, call again at 55 with attempt 2, success.
    pol = policy(["always", {"action": "retry_same", "attempts": 1, "backoff_ms": 50}])
    m = Machine(pol, cands("a/m", "b/m"), Context())
    step = m.start()
    assert isinstance(step, Call) and (step.provider, step.at_ms, step.attempt) == ("a", 0.0, 1)
    step = m.respond(Response(ok=False, error_kind="timeout", elapsed_ms=5.0))
    assert step == Wait(55.0)
    step = m.resume()
    assert isinstance(step, Call) and (step.provider, step.at_ms, step.attempt) == ("a", 55.0, 2)
    step = m.respond(OK)
    assert isinstance(step, Done) and step.result.ok
    assert [f.rule for f in m.fired] == [
        "R-Start", "R-Pool", "R-Plan", "R-Call", "R-Fail", "R-Breaker-Count",
        "R-Retry-Wait", "R-Resume", "R-Call", "R-Success", "R-Breaker-Reset",
    ]  # fmt: skip
    # the breaker record the failure created is reset by the success (R-Breaker-Reset)
    assert m.runtime().breakers == {"a": Breaker(False, 0.0, None)}


def test_attempts_counted_from_one() -> None:
    # attempts 2: the counter goes 1 (≤2, retry), 2 (≤2, retry), 3 (>2, spent): three calls to a.
    pol = policy(["always", {"action": "retry_same", "attempts": 2}])
    out = run(pol, cands("a/m", "b/m"), Context(), None, None, [FAIL] * 3 + [OK])
    assert [s.provider for s in out.steps if isinstance(s, Call)] == ["a", "a", "a", "b"]
    assert out.result.chosen is not None and out.result.chosen.provider == "b"


def test_attempts_zero_means_no_retry() -> None:
    # attempts 0: the counter becomes 1 > 0 at once: R-Retry-Spent, next candidate.
    pol = policy(["always", {"action": "retry_same", "attempts": 0}])
    out = run(pol, cands("a/m", "b/m"), Context(), None, None, [FAIL, OK])
    assert [s.provider for s in out.steps if isinstance(s, Call)] == ["a", "b"]


def test_backoff_indexing() -> None:
    action = param_from_json({"action": "retry_same", "backoff_ms": [10, 20]})
    assert [backoff_for(action, i) for i in (1, 2, 3)] == [10.0, 20.0, 20.0]
    empty = param_from_json({"action": "retry_same", "backoff_ms": []})
    assert backoff_for(empty, 1) == 0.0
    assert backoff_for(param_from_json({"action": "retry_same", "backoff_ms": 7}), 4) == 7.0


def test_client_faults_do_not_count() -> None:
    # threshold 1: a server_error trips a's breaker; a bad_request leaves b without a record.
    pol = policy(["always", {"action": "next_candidate"}])
    script = [FAIL, Response(ok=False, error_kind="bad_request")]
    out = run(
        pol, cands("a/m", "b/m"), Context(), None, Engine(circuit_breaker_threshold=1.0), script
    )
    assert out.runtime.breakers == {"a": Breaker(True, 1.0, 0.0)}
    assert out.result.error == "exhausted: bad_request"


def test_disable_ttl_is_inclusive() -> None:
    # disabled at 0 with ttl 100: at now 100 it has expired (100 - 0 >= 100), at 99 it has not.
    pol = policy(["always", {"action": "next_candidate"}])
    rt = Runtime(disabled={"a": Disable("auth_error", 0.0)})
    engine = Engine(disable_provider_ttl_ms=100.0)
    live = run(pol, cands("a/m"), Context(now_ms=99.0), rt, engine, [OK])
    assert live.result.error == "exhausted: no_candidates"
    expired = run(pol, cands("a/m"), Context(now_ms=100.0), rt, engine, [OK])
    assert expired.result.ok and expired.runtime.disabled == {}


def test_inputs_not_changed() -> None:
    pol = policy(["always", {"action": "disable_provider"}])
    rt = Runtime()
    pool = cands("a/m", "b/m")
    out = run(pol, pool, Context(), rt, None, [FAIL, OK])
    assert rt.disabled == {} and "a" in out.runtime.disabled
    assert pool == cands("a/m", "b/m")


def test_message_truncated_on_a_character_boundary() -> None:
    assert truncate_message("é" * 200) == "é" * 150  # 300 bytes exactly
    assert truncate_message("a" + "é" * 200) == "a" + "é" * 149  # 299 bytes, é cut dropped
    assert truncate_message("short") == "short"


@pytest.mark.parametrize(
    ("value", "where"),
    [
        ({"a": 1}, "$.responses"),
        ([{"ok": 1}], "$.responses[0].ok"),
        ([{"ok": False, "error_kind": 3}], "$.responses[0].error_kind"),
        ([{"ok": True, "elapsed_ms": -1}], "$.responses[0].elapsed_ms"),
        ([{"ok": True, "elapsed_ms": float("inf")}], "$.responses[0].elapsed_ms"),
        ([{"ok": True, "elpased_ms": 1}], "$.responses[0].elpased_ms"),
    ],
)
def test_bad_responses(value: Any, where: str) -> None:
    with pytest.raises(InputError) as e:
        responses_from_json(value)
    assert e.value.where == where


@pytest.mark.parametrize(
    ("value", "where"),
    [
        ({"breakers": {"a": {"open": 1}}}, "$.runtime.breakers.a.open"),
        (
            {"breakers": {"a": {"open": True, "opened_at_ms": "x"}}},
            "$.runtime.breakers.a.opened_at_ms",
        ),
        ({"disabled": {"a": 3}}, "$.runtime.disabled.a"),
        ({"disabled": {"a": {"kind": "x", "at": 1}}}, "$.runtime.disabled.a.at"),
        ({"breaker": {}}, "$.runtime.breaker"),
    ],
)
def test_bad_runtime(value: Any, where: str) -> None:
    with pytest.raises(InputError) as e:
        runtime_from_json(value)
    assert e.value.where == where
