"""The 15 upstream golden vectors replay exactly, in process and through `sigma-pol serve`:
every number equal as a double (spec/07-conformance.md §7.1), no tolerance."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest
from sigma_pol.protocol.answer import answer_line
from sigma_pol_tools.conformance.compare import same

from .conftest import as_request, upstream_vectors


def assert_matches(vector: dict[str, Any], answer: dict[str, Any]) -> None:
    assert answer["name"] == vector["name"]
    assert "error" not in answer, answer
    for key, want in vector["expect"].items():
        assert same(want, answer["expect"][key]), (key, answer["expect"][key], want)
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
        [sys.executable, "-m", "sigma_pol_tools.cli", "serve"],
        input=lines.encode(),
        capture_output=True,
        check=True,
        timeout=900,
    )
    answers = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert len(answers) == len(upstream)
    for vector, answer in zip(upstream, answers, strict=True):
        assert_matches(vector, answer)
