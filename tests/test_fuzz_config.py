"""The fuzzer covers the kinds of a configuration (spec/17-configuration.md,
conformance/fuzz_config.py): a stream of profile, execute and status requests
that the reference's own server answers alike, and a server with one planted
merge bug (tests/fuzz_serve.py --quirk merge-replaces) found with a minimized
request."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from sigma_pol.protocol.answer import answer
from sigma_pol.syntax.jsonio import read_json, write_json
from sigma_pol_tools.conformance.fuzz_config import CONFIG_KINDS, ConfigRequests, config_shrinks

from .inprocess import sigma_pol

HERE = Path(__file__).resolve().parent
SERVE = [str(Path(sys.executable).parent / "sigma-pol"), "serve"]
MERGE_BUG = [sys.executable, str(HERE / "fuzz_serve.py"), "--quirk", "merge-replaces"]
KINDS = ",".join(CONFIG_KINDS)


def test_the_reference_agrees_with_itself_on_3000_requests() -> None:
    done = sigma_pol("fuzz", "--kinds", KINDS, "--count", "3000", "--", *SERVE)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "3000 requests" in done.stdout
    assert "0 diverged" in done.stdout


def test_a_planted_merge_bug_is_found_with_a_minimized_request() -> None:
    done = sigma_pol("fuzz", "--kinds", KINDS, "--count", "600", "--", *MERGE_BUG)
    assert done.returncode == 1, done.stdout + done.stderr
    requests = [
        json.loads(line.split("request:", 1)[1])
        for line in done.stdout.splitlines()
        if line.strip().startswith("request:")
    ]
    assert requests
    for request in requests:
        profiles = request["config"]["profiles"]
        # the bug needs a child and its parent: minimized to those two profiles,
        # one of them extending the other
        assert len(profiles) == 2, request
        assert sum(1 for p in profiles.values() if "extends" in p) == 1, request
        assert request["kind"] in CONFIG_KINDS


def test_the_stream_draws_every_kind_and_near_misses() -> None:
    drawn = ConfigRequests(random.Random(0))
    requests = [drawn.request(f"r{i}", CONFIG_KINDS[i % 3]) for i in range(300)]
    answers = [answer(read_json(write_json(r))) for r in requests]
    refused = sum(1 for a in answers if "error" in a)
    # about one in eight is broken on purpose, a few more break on their own
    # (an extends cycle drawn, a mixed merge): some refused, most answered
    assert 0 < refused < len(requests) // 3
    kinds: set[Any] = {r["kind"] for r, a in zip(requests, answers, strict=True) if "expect" in a}
    assert kinds == set(CONFIG_KINDS)


def test_the_shrinks_drop_a_profile_and_its_extends() -> None:
    request = {
        "name": "r",
        "kind": "profile",
        "profile": "a",
        "config": {
            "providers": {},
            "models": {},
            "profiles": {"a": {"extends": "b"}, "b": {"scorer": ["zero"]}},
        },
    }
    smaller = list(config_shrinks(request))
    assert {
        **request,
        "config": {"providers": {}, "models": {}, "profiles": {"a": {}}},
    } in smaller
