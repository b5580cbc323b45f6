"""The command line: exit statuses, messages, no tracebacks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import sigma_pol


def test_check_encode_id(tmp_path: Path) -> None:
    term = tmp_path / "t.json"
    term.write_text('["and", ["meets_req"], ["cmp", "price_in", "le", 5]]')
    assert sigma_pol("check", str(term)).stdout == "Pred\n"
    assert sigma_pol("encode", str(term)).stdout == (
        'sigma-pol/v2:(and (cmp "price_in" "le" 5) (meets_req))\n'
    )
    assert len(sigma_pol("id", "-", stdin=term.read_text()).stdout.strip()) == 64


@pytest.mark.parametrize(
    ("stdin", "status", "message"),
    [
        (
            '["cmp", "price_in", "le", "x"]',
            1,
            "rejected: -:1:27: expected a finite number (at $.cmp[3])",
        ),
        ("[1,", 2, "error: -:1:4: invalid JSON"),
        ("[" * 5000, 2, "JSON nests deeper than 512 levels"),
    ],
)
def test_refusals_have_status_and_message(stdin: str, status: int, message: str) -> None:
    done = sigma_pol("check", "-", stdin=stdin)
    assert done.returncode == status
    assert message in done.stderr
    assert "Traceback" not in done.stderr


def test_missing_file() -> None:
    done = sigma_pol("check", "/nonexistent/term.json")
    assert done.returncode == 2 and "No such file" in done.stderr


def test_eval_policy(tmp_path: Path) -> None:
    (tmp_path / "p.json").write_text(
        '["policy", ["top"], ["field", "context"], ["argmax"], ["id"], ["always", {"action": "abort"}]]'
    )
    (tmp_path / "c.json").write_text(
        '[{"provider_id": "a", "model_family": "m"},'
        ' {"provider_id": "b", "model_family": "m", "capabilities": {"context": 5}}]'
    )
    done = sigma_pol("eval", str(tmp_path / "p.json"), "--candidates", str(tmp_path / "c.json"))
    report = json.loads(done.stdout)
    assert [e["provider"] for e in report["ordered"]] == ["b", "a"]


def test_serve_keeps_serving_after_bad_lines() -> None:
    lines = "\n".join(
        [
            "not json",
            '{"kind": "encoding", "name": "x"}',
            '{"kind": "encoding", "name": "ok", "term": ["top"]}',
            '{"kind": "encoding", "name": "bad", "term": ["top", 1]}',
            "[]",
        ]
    )
    done = sigma_pol("serve", stdin=lines + "\n")
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert done.returncode == 0
    assert answers[0]["error"].startswith("1:1: invalid JSON")
    assert answers[1] == {"name": "x", "error": "$.term: missing"}
    assert answers[2]["expect"]["encoding"] == "sigma-pol/v2:(top)"
    assert answers[3]["expect"] == {"rejected": True, "error": "$: top takes 0 argument(s), got 1"}
    assert answers[4] == {"name": None, "error": "$: a request is a JSON object"}


def test_demo_runs() -> None:
    done = sigma_pol("demo")
    assert done.returncode == 0 and "identity" in done.stdout
