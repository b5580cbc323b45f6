"""The 15 upstream golden vectors replay exactly, in process and through `sigma-pol serve`."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from typing import Any

import pytest
from sigma_pol.conformance.protocol import answer_line

from .conftest import as_request, upstream_vectors


def near(a: Any, b: Any) -> bool:
    if isinstance(a, int | float) and isinstance(b, int | float) and not isinstance(a, bool):
        return a == b or math.isclose(a, b, rel_tol=1e-12, abs_tol=0.0)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(near(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(near(a[k], b[k]) for k in a)
    return bool(a == b)


def assert_matches(vector: dict[str, Any], answer: dict[str, Any]) -> None:
    assert answer["name"] == vector["name"]
    assert "error" not in answer, answer
    for key, want in vector["expect"].items():
        assert near(answer["expect"][key], want), (key, answer["expect"][key], want)
    if vector["kind"] == "pred":
        for case, got in zip(vector["cases"], answer["cases"], strict=True):
            assert got["expect_ok"] == case["expect_ok"]
            assert got.get("expect_reason") == case.get("expect_reason")


@pytest.mark.parametrize("vector", upstream_vectors(), ids=lambda v: v["name"])
def test_vector_replays_in_process(vector: dict[str, Any]) -> None:
    line = json.dumps(as_request(vector))
    assert_matches(vector, json.loads(answer_line(line)))


def test_all_vectors_replay_through_serve(upstream: list[dict[str, Any]]) -> None:
    lines = "".join(json.dumps(as_request(v)) + "\n" for v in upstream)
    done = subprocess.run(
        [sys.executable, "-m", "sigma_pol.cli", "serve"],
        input=lines.encode(),
        capture_output=True,
        check=True,
        timeout=120,
    )
    answers = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert len(answers) == len(upstream)
    for vector, answer in zip(upstream, answers, strict=True):
        assert_matches(vector, answer)
