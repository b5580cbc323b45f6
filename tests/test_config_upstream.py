"""Upstream's unit-test scenarios of the configuration layer, kept as data
(tests/data/upstream_config_tests.json), answered by the reference as upstream
asserts (spec/17-configuration.md).

Each scenario names upstream's test; its assertions are upstream's ``t.eq``,
``t.truthy``, ``t.falsy``, ``t.contains`` at a path of the reference's answer.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from sigma_pol.config import (
    config_from_json,
    config_runtime_from_json,
    execute,
    host_from_json,
    read_contract,
    seed,
    served_to_json,
    update,
)
from sigma_pol.config.call import call_policy, pool
from sigma_pol.config.inheritance import resolve
from sigma_pol.config.metrics import credits_of
from sigma_pol.engine import Machine, responses_from_json
from sigma_pol.protocol.config_kinds import answer_status
from sigma_pol.semantics.compiler import interpret
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.semantics.decision_values import Context
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import read_json

DATA = Path(__file__).parent / "data" / "upstream_config_tests.json"
SCENARIOS: list[dict[str, Any]] = read_json(DATA.read_text(encoding="utf-8"))["scenarios"]  # type: ignore[index]

_ABSENT = object()


def _at(value: Any, path: str) -> Any:
    for step in path.split(".") if path else []:
        if step == "@len":
            value = len(value)
        elif isinstance(value, list):
            i = int(step)
            value = value[i] if i < len(value) else _ABSENT
        elif isinstance(value, dict):
            value = value.get(step, _ABSENT)
            if value is None:
                value = _ABSENT
        else:
            return _ABSENT
        if value is _ABSENT:
            return _ABSENT
    return value


def _store(s: dict[str, Any]) -> Any:
    store = seed(s.get("metrics"))
    for pid, family, delta in s.get("updates", []):
        update(store, pid, family, delta)
    return store


def _resolve(s: dict[str, Any]) -> dict[str, Any]:
    profiles = s["profiles"]
    before = copy.deepcopy(profiles)
    try:
        resolved = resolve(s["profile"], profiles, "$.config")
    except InputError as e:
        return {"@error": str(e)}
    out: dict[str, Any] = copy.deepcopy(resolved)
    # upstream mutates the result and reads the original back
    for value in resolved.values():
        if isinstance(value, dict):
            for key in value:
                value[key] = 999.0
    out["@input_unchanged"] = profiles == before
    return out


def _status(s: dict[str, Any]) -> dict[str, Any]:
    request = {k: s[k] for k in ("config", "metrics", "runtime", "now_ms") if k in s}
    for now in s.get("also_at", []):
        answer_status({**request, "now_ms": now})
    out: dict[str, Any] = answer_status(request)["status"]  # type: ignore[assignment]
    out["@runtime"] = config_runtime_from_json(request.get("runtime")).to_json()
    return out


def _rank(s: dict[str, Any]) -> dict[str, Any]:
    config = config_from_json(s["config"])
    store = _store(s)
    host = host_from_json(s.get("host"))
    contract = read_contract(s["contract"])
    chosen = call_policy(config, contract)
    assert not isinstance(chosen, str)
    compiled = interpret(chosen.normalized, config.schema, CONFORMANCE_REGISTRY)
    candidates = pool(config, contract, store, host, {}, s["now_ms"])
    machine = Machine(
        compiled.policy(),
        candidates,
        Context(request=contract, now_ms=s["now_ms"]),
        ema=store,
        credits=credits_of(store),
    )
    machine.start()
    ranked = [{"candidate": e.candidate, "score": e.score} for e in machine.ordered]
    market = [r["candidate"] for r in ranked if r["candidate"]["provider_id"] == "market_p"]
    return {
        "ranked": ranked,
        "@count": len(ranked),
        "@providers": [r["candidate"]["provider_id"] for r in ranked],
        "@rejected_providers": [getattr(r, "provider", None) for r in machine.rejected],
        "@market_price_by_base_url": {c["base_url"]: c.get("price_in") for c in market},
        "@market_served_by_base_url": {c["base_url"]: c["served_model_id"] for c in market},
        "@first_scores_higher": len(ranked) > 1 and ranked[0]["score"] > ranked[1]["score"],
    }


def _execute(s: dict[str, Any]) -> dict[str, Any]:
    served = execute(
        config_from_json(s["config"]),
        _store(s),
        host_from_json(s.get("host")),
        config_runtime_from_json(s.get("runtime")),
        read_contract(s["contract"]),
        s["now_ms"],
        responses_from_json(s["responses"]),
    )
    out = served_to_json(served)
    steps = out["steps"]
    assert isinstance(steps, list)
    return {**out, "@calls": sum(1 for step in steps if isinstance(step, dict) and "call" in step)}


KINDS = {"resolve": _resolve, "status": _status, "rank": _rank, "execute": _execute}


def _holds(got: Any, op: str, want: Any) -> bool:
    if op == "eq":
        return got is not _ABSENT and got == want
    if op == "truthy":
        return got is not _ABSENT and got is not False
    if op == "falsy":
        return got is _ABSENT or got is False
    if op == "absent":
        return got is _ABSENT
    if op == "contains":
        return got is not _ABSENT and want in got
    if op == "lacks":
        return got is not _ABSENT and want not in got
    raise AssertionError(f"unknown assertion {op}")


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["upstream"] for s in SCENARIOS])
def test_scenario_answers_as_upstream_asserts(scenario: dict[str, Any]) -> None:
    answer = KINDS[scenario["kind"]](scenario)
    failed = [
        f"{path} {op} {json.dumps(want)}: got {_at(answer, path)!r}"
        for path, op, want in scenario["asserts"]
        if not _holds(_at(answer, path), op, want)
    ]
    assert not failed, failed


def test_every_translated_file_is_there() -> None:
    files = {s["upstream"].split(":")[0] for s in SCENARIOS}
    assert files == {
        "tests/unit/profile_inheritance.lua",
        "tests/unit/provider_status.lua",
        "tests/unit/price_enrichment.lua",
        "tests/unit/execute.lua",
    }
