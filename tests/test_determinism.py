"""Same decisions under different hash seeds and locales (a subprocess per setting)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

from .conftest import as_request

#: decisions that touch every sort, sampling, jitter and dict-heavy inputs
EXTRA: list[dict[str, Any]] = [
    {
        "name": "sampled-and-jittered",
        "kind": "policy",
        "term": ["policy", ["or", ["tier_eq", "partner"], ["has_cap", "supports_tools"]],
                 ["add", ["field", "context"], ["neg", ["normalize", ["field", "price_in"]]]],
                 ["top_k", 4, ["sample", 2]], ["seq", ["jitter", "a", 1], ["jitter", "b", 1]],
                 ["always", {"action": "abort", "z": 1, "a": 2}]],
        "candidates": [
            {"provider_id": f"p{i}", "model_family": "m", "tier": ["partner", "fallback"][i % 2],
             "price_in": i % 3, "capabilities": {"context": 1000 * (i % 4), "supports_tools": i % 3 == 0}}
            for i in range(12)
        ],
        "ctx": {"seed": 1234567, "request": {"requirements": {}}},
    },
]  # fmt: skip


def run(requests: list[dict[str, Any]], env: dict[str, str]) -> bytes:
    lines = "".join(json.dumps(r) + "\n" for r in requests)
    done = subprocess.run(
        [sys.executable, "-m", "sigma_pol.cli", "serve"],
        input=lines.encode(),
        capture_output=True,
        check=True,
        env={**os.environ, **env},
        timeout=120,
    )
    return done.stdout


def test_answers_are_byte_identical_across_hash_seeds_and_locales(
    upstream: list[dict[str, Any]],
) -> None:
    requests = [as_request(v) for v in upstream] + EXTRA
    outputs = {
        run(requests, env)
        for env in (
            {"PYTHONHASHSEED": "0"},
            {"PYTHONHASHSEED": "1"},
            {"PYTHONHASHSEED": "random", "LC_ALL": "C"},
            {"PYTHONHASHSEED": "4242", "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"},
        )
    }
    assert len(outputs) == 1
    assert b'"error"' not in next(iter(outputs))
