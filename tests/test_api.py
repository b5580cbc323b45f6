"""The decision API exported from ``sigma_pol`` (README § Using it from Python)
and the command line's one set-up for eval and explain (issue 19, item 5)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import sigma_pol
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.syntax.vocabulary import schema_from_json
from sigma_pol_tools.cli import main
from sigma_pol_tools.conformance.generate import load_vectors

from tests.conftest import run_main

GOLDEN = Path(__file__).parent.parent / "golden" / "sigma_pol_v2.json"


def _policy_vectors() -> list[dict[str, Any]]:
    vectors = load_vectors(GOLDEN.read_text(encoding="utf-8"))[1]
    return [
        v
        for v in vectors
        if v["kind"] == "policy"
        and "candidates" in v
        and "expect" in v
        and "ordered" in v["expect"]
    ]


def test_decide_answers_every_golden_policy_vector_as_recorded() -> None:
    """Each policy vector's recorded expectation (the golden file, some derived by
    hand) is what compile and decide give."""
    vectors = _policy_vectors()
    assert len(vectors) >= 30
    for v in vectors:
        schema = schema_from_json(v.get("schema"), "$.schema")
        policy = sigma_pol.compile(v["term"], schema, CONFORMANCE_REGISTRY)
        plan = sigma_pol.decide(policy, v["candidates"], v.get("ctx"), schema)
        got = {
            "ordered": [s.candidate["provider_id"] for s in plan.ordered],
            "scores": [s.score for s in plan.ordered],
            "rejected": [{"provider": r.provider, "reason": r.reason} for r in plan.rejected],
        }
        want = {k: v["expect"][k] for k in got}
        scores = ["+inf" if s == float("inf") else "-inf" if s == float("-inf") else s
                  for s in got["scores"]]  # fmt: skip
        assert {**got, "scores": scores} == want, v["name"]


def test_compile_policy_refuses_another_sort_and_a_bad_term() -> None:
    with pytest.raises(sigma_pol.InputError, match=r"^\$: a Policy term is needed, got Pred$"):
        sigma_pol.compile(["top"])
    with pytest.raises(sigma_pol.AdmissionError):
        sigma_pol.compile(["policy"])
    policy = sigma_pol.compile(
        ["policy", ["top"], ["zero"], ["argmax"], ["id"], ["always", {"action": "abort"}]]
    )
    with pytest.raises(sigma_pol.InputError, match=r"^\$\.candidates\[0\]"):
        sigma_pol.decide(policy, [{"provider_id": "a"}])


def test_explain_admits_its_term_once(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from sigma_pol_tools.commands import term_files

    calls: list[object] = []
    admit = term_files.admit

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(args[0])
        return admit(*args, **kwargs)

    monkeypatch.setattr(term_files, "admit", counted)
    term = tmp_path / "p.json"
    term.write_text(
        json.dumps(
            ["policy", ["top"], ["zero"], ["argmax"], ["id"], ["always", {"action": "abort"}]]
        )
    )
    candidates = tmp_path / "c.json"
    candidates.write_text(json.dumps([{"provider_id": "a", "model_family": "m"}]))
    status, out, err = run_main(["explain", str(term), "--candidates", str(candidates)], capsys)
    assert (status, err) == (0, "")
    assert "a" in out
    assert len(calls) == 1


def test_every_command_module_registers_a_command_and_the_shared_ones_none() -> None:
    import pkgutil

    from sigma_pol_tools import commands

    modules = sorted(m.name for m in pkgutil.iter_modules(commands.__path__))
    shared = ["command_line", "decision_options", "server_flags", "term_files"]
    assert set(shared) <= set(modules)
    for module in shared:
        with pytest.raises(SystemExit) as stop:
            main([module])
        assert stop.value.code == 2  # not a command
