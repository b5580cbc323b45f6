"""The run vectors (golden/definitions/run.json, spec/15-run.md): what they exercise,
and the engine bugs they catch.

* every ``run`` vector's tags name exactly the rules of chapter 15 that fire in it
  (the derivation in its note says which; a tag list that disagrees with the
  engine is a wrong derivation or a wrong engine);
* every rule of chapter 15 is exercised by at least three hand-derived vectors,
  and the chapter's rules are exactly the engine's :data:`~sigma_pol.engine.RULES`;
* each planted engine bug (attempts counted from 0, the backoff array indexed
  off by one, client-fault kinds counted against the breaker, a disable's TTL
  compared with ``>`` for ``>=``, a breaker's window likewise, a missing
  response read as a success, ``then_action`` other than ``abort`` ignored
  the other way) makes some vector fail.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import sigma_pol.engine.machine as machine
import sigma_pol.engine.state as state
from sigma_pol.engine import RULES, Disable, Engine, Response
from sigma_pol.engine.records import Breaker
from sigma_pol.protocol.answer import answer, answer_line
from sigma_pol.syntax import jsonio
from sigma_pol_tools.conformance.compare import mismatches
from sigma_pol_tools.conformance.generate import request_of, shipped_vectors

CHAPTER = Path(__file__).parent.parent / "spec" / "15-run.md"


@pytest.fixture(scope="module")
def runs() -> list[dict[str, Any]]:
    return [v for v in shipped_vectors()[1] if v["kind"] == "run"]


def _fired(vector: dict[str, Any]) -> set[str]:
    """The rules the engine fires on the vector's request (an instrumented replay)."""
    seen: list[machine.Fired] = []
    real = machine.drive

    def spy(m: machine.Machine, *args: Any, **kw: Any) -> machine.Outcome:
        out = real(m, *args, **kw)
        seen.extend(out.fired)
        return out

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(machine, "drive", spy)
        answer(jsonio.read_json(request_of(vector)))
    return {f.rule for f in seen}


def test_the_chapter_states_exactly_the_engine_rules() -> None:
    text = CHAPTER.read_text(encoding="utf-8")
    stated = set(re.findall(r"\*\*(R-[A-Za-z-]+)\.\*\*|^\| `(R-[A-Za-z-]+)` \|", text, re.M))
    names = {a or b for a, b in stated}
    assert names == set(RULES)


def test_tags_name_the_rules_that_fire(runs: list[dict[str, Any]]) -> None:
    wrong = {}
    for v in runs:
        if "expect" not in v:
            continue
        tags = {t for t in v["tags"] if t.startswith("R-")}
        fired = _fired(v)
        if tags != fired:
            wrong[v["name"]] = (sorted(tags - fired), sorted(fired - tags))
    assert not wrong


def test_every_rule_has_three_hand_vectors(runs: list[dict[str, Any]]) -> None:
    count = Counter(t for v in runs if "hand" in v["tags"] for t in v["tags"])
    assert {r: count[r] for r in RULES if count[r] < 3} == {}
    assert sum(1 for v in runs if "hand" in v["tags"]) >= 40


# ---------------------------------------------------------------------------
# planted bugs


def _attempts_from_zero(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(machine, "retry_allowed", lambda counter, most: counter - 1 <= most)


def _backoff_off_by_one(mp: pytest.MonkeyPatch) -> None:
    real = machine.backoff_for
    mp.setattr(machine, "backoff_for", lambda action, attempt: real(action, attempt + 1))


def _client_faults_counted(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(machine, "is_client_fault", lambda kind: False)


def _ttl_strict(mp: pytest.MonkeyPatch) -> None:
    def expired(d: Disable, now: float, engine: Engine) -> bool:
        at = d.at_ms if d.at_ms is not None else 0.0
        return now - at > engine.disable_provider_ttl_ms

    mp.setattr(machine, "disable_expired", expired)
    mp.setattr(state, "disable_expired", expired)


def _window_strict(mp: pytest.MonkeyPatch) -> None:
    def recovers(b: Breaker, now: float, engine: Engine) -> bool:
        opened = b.opened_at_ms if b.opened_at_ms is not None else 0.0
        return b.open and now - opened > engine.circuit_breaker_rate_limit_ms

    mp.setattr(state, "breaker_recovers", recovers)


def _missing_is_success(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(machine, "MISSING_RESPONSE", Response(ok=True))


def _success_keeps_count(mp: pytest.MonkeyPatch) -> None:
    real = machine.Machine.respond

    def respond(self: machine.Machine, response: Response | None) -> machine.Step:
        before = dict(self.breakers)
        step = real(self, response)
        if isinstance(step, machine.Done) and step.result.ok:
            self.breakers.update(before)
        return step

    mp.setattr(machine.Machine, "respond", respond)


PLANTS: dict[str, Callable[[pytest.MonkeyPatch], None]] = {
    "attempts counted from 0": _attempts_from_zero,
    "backoff array indexed off by one": _backoff_off_by_one,
    "client-fault kinds counted": _client_faults_counted,
    "disable TTL > for >=": _ttl_strict,
    "breaker window > for >=": _window_strict,
    "a missing response read as a success": _missing_is_success,
    "a success leaves the breaker as it was": _success_keeps_count,
}


def failures_under(
    plant: Callable[[pytest.MonkeyPatch], None], vectors: list[dict[str, Any]], first: bool = False
) -> list[str]:
    """The vectors the reference fails with ``plant`` applied; with ``first``, only
    the first of them (a planted bug needs one vector that catches it)."""
    failed = []
    with pytest.MonkeyPatch.context() as mp:
        plant(mp)
        for v in vectors:
            got = jsonio.to_output(answer(jsonio.read_json(request_of(v))))
            if mismatches(v, got):
                failed.append(v["name"])
                if first:
                    break
    return failed


# The replay stops at the first vector that catches the plant; of the 88 run vectors
# (run-step-bound, 10 000 steps, is the 81st) the first catch is the 11th (a missing
# response read as a success), 16th (a success leaves the breaker), 18th (attempts
# from 0), 19th (backoff off by one), 45th (breaker window), 9th (client faults
# counted), 38th (disable TTL).
@pytest.mark.parametrize("plant", sorted(PLANTS))
def test_the_vectors_catch_a_planted_bug(plant: str, runs: list[dict[str, Any]]) -> None:
    assert failures_under(PLANTS[plant], runs, first=True), f"no run vector catches: {plant}"


def test_the_reference_passes_its_own_run_vectors(runs: list[dict[str, Any]]) -> None:
    assert failures_under(lambda _mp: None, runs) == []


# ---------------------------------------------------------------------------
# bad input never ends the server


def _bad_lines() -> Iterator[str]:
    base = (
        '{"name":"x","kind":"run","term":["policy",["top"],["zero"],["ordered"],["id"],'
        '["always",{"action":"retry_same","attempts":2,"backoff_ms":[1]}]],'
        '"candidates":[{"provider_id":"a","model_family":"m"}],'
    )
    tails = [
        '"responses":"no"}',
        '"responses":[1,2]}',
        '"responses":[{"ok":true,"elapsed_ms":1e999}]}',
        '"responses":[{"ok":false,"error_kind":"\\ud800"}]}',
        '"responses":[{"ok":false,"error_message":"\\udc00"}]}',
        '"responses":[{"ok":null}]}',
        '"responses":[],"runtime":[1]}',
        '"responses":[],"runtime":{"breakers":{"a":{"open":true,"opened_at_ms":1e999}}}}',
        '"responses":[],"runtime":{"disabled":{"\\ud800":"x"}}}',
        '"responses":[],"engine":{"disable_provider_ttl_ms":null,"x":1}}',
        '"responses":[],"engine":"fast"}',
        '"responses":[],"ctx":{"now_ms":"soon"}}',
        '"responses":[],"ctx":{"request":{"seed":"s"}}}',
        '"responses":[],"ctx":{"request":{"requirements":{"pin":5}}}}',
        '"responses":[]',
        '"responses":[' + ",".join(['{"ok":false}'] * 3000) + "]}",
    ]
    for tail in tails:
        yield base + tail


@pytest.mark.parametrize("line", list(_bad_lines()))
def test_bad_run_input_is_an_error_answer(line: str) -> None:
    reply = jsonio.read_json(answer_line(line))
    assert isinstance(reply, dict)
    if "expect" in reply:  # the long all-failing script is a valid run
        assert reply["expect"]["result"] == {"ok": False, "error": "exhausted: unknown"}
    else:
        assert "internal error" not in reply["error"], reply["error"]


def test_the_chapter_says_where_each_rule_stands_in_upstreams_code() -> None:
    """§15.11: one row per engine rule, naming upstream's lines it transcribes."""
    text = CHAPTER.read_text(encoding="utf-8")
    section = text.split("## 15.11", 1)[1]
    rows = re.findall(r"^\| (R-[A-Za-z-]+) \| (.+) \|$", section, re.M)
    assert [rule for rule, _ in rows] == list(RULES)
    for rule, where in rows:
        assert re.search(r"\d+", where), f"{rule}: no upstream line named"
