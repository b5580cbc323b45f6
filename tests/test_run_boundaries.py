"""The run at its boundaries, the reading rules made total, and the place of an
input error (issue 33, items 4 to 6; spec/15 §15.3–§15.9, spec/02 §2.6,
spec/07 §7.1).

Each expectation below is derived by hand from the chapter (the derivation is
the vector's note, repeated in short beside the assertion), never read back
from the reference: the vectors are the reference's answers, and these tests
hold them to the text.  ``test_a_wrong_place_fails`` and its neighbours check
that certify and fuzz compare the place (``conformance.compare.mismatches``).
"""

from __future__ import annotations

from typing import Any

import pytest
from sigma_pol.conformance.compare import mismatches
from sigma_pol.conformance.fuzz import differences
from sigma_pol.conformance.generate import request_of, shipped_vectors
from sigma_pol.conformance.protocol import answer_line
from sigma_pol.core.errors import InputError
from sigma_pol.core.jsonio import read_json
from sigma_pol.core.reading import as_array, read_input, refuse_unknown


def _vectors() -> dict[str, dict[str, Any]]:
    return {v["name"]: v for v in shipped_vectors()[1]}


VECTORS = _vectors()


def expect(name: str) -> dict[str, Any]:
    out: dict[str, Any] = VECTORS[name]["expect"]
    return out


def chosen(name: str) -> str:
    result = expect(name)["result"]
    assert result["ok"] is True, result
    return str(result["chosen"]["provider"])


def steps(name: str) -> list[Any]:
    out: list[Any] = expect(name)["steps"]
    return out


# ---------------------------------------------------------------------------
# item 5: both sides of every comparison


def test_message_bytes_at_and_over_the_limit() -> None:
    at = expect("run-boundary-message-300-bytes")["decision_path"][0]["error_message"]
    over = expect("run-boundary-message-301-bytes")["decision_path"][0]["error_message"]
    assert at == "a" * 300  # 300 bytes: kept whole
    assert over == "a" * 300  # 301 bytes: the 'b' cut


def test_the_step_bound_reached_exactly_and_passed() -> None:
    # attempts 9999: 1 + 9999 calls = 10000 steps, answered; 10000: 10001, refused
    at = VECTORS["run-boundary-steps-exactly-10000"]
    assert at["expect"]["result"] == {"ok": False, "error": "exhausted: unknown"}
    breaker = at["expect"]["runtime"]["breakers"]["a"]
    assert breaker == {"open": True, "consecutive_failures": 10000, "opened_at_ms": 0}
    assert VECTORS["run-boundary-steps-10001"]["input_error_at"] == "$.responses"


def test_backoff_zero_retries_at_once_and_one_waits() -> None:
    zero = steps("run-boundary-backoff-zero")
    assert [("wait" in s, s.get("at_ms")) for s in zero] == [(False, 0), (False, 5)]
    one = steps("run-boundary-backoff-one")
    assert one[1] == {"wait": {"until_ms": 6}}  # failed at 0 + 5, backoff 1
    assert one[2]["at_ms"] == 6


def test_a_backoff_array_starts_at_its_first_entry() -> None:
    waits = [
        s["wait"]["until_ms"]
        for s in steps("run-boundary-backoff-array-first-entry")
        if "wait" in s
    ]
    assert waits == [5, 12, 19]  # b1 = 5, b2 = 7, then the last entry 7


def test_elapsed_zero_is_read() -> None:
    path = expect("run-boundary-elapsed-zero")["decision_path"]
    assert [e["latency_ms"] for e in path] == [0, 0]
    assert chosen("run-boundary-elapsed-zero") == "b"


@pytest.mark.parametrize(
    ("name", "first"),
    [
        ("run-boundary-multiplier-zero", "b"),  # μ 0 → 1: a at 4, b at 3
        ("run-boundary-multiplier-negative", "b"),  # μ -2 → 1
        ("run-boundary-multiplier-half", "a"),  # 4 × 0.5 = 2 < 3
        ("run-boundary-priced-one-side", "b"),  # price_in 2 × 2 = 4 > 3
        ("run-boundary-priced-out-only", "b"),  # price_out 2 × 2 = 4 > 3
    ],
)
def test_price_multipliers(name: str, first: str) -> None:
    assert chosen(name) == first


def test_a_disable_with_at_ms_either_side_of_its_ttl() -> None:
    # set at 500, TTL 1000: live at 1499 (a skipped), expired at 1500 (a called)
    live = expect("run-boundary-disable-live-before-ttl")
    assert live["decision_path"][0]["event"] == "skipped"
    assert chosen("run-boundary-disable-live-before-ttl") == "b"
    assert live["runtime"]["disabled"] == {"a": {"kind": "server_error", "at_ms": 500}}
    assert chosen("run-boundary-disable-expired-at-ttl") == "a"
    assert expect("run-boundary-disable-expired-at-ttl")["runtime"]["disabled"] == {}


def test_a_breaker_with_opened_at_either_side_of_its_window() -> None:
    open_ = expect("run-boundary-breaker-open-before-window")
    assert open_["rejected"] == [{"provider": "a", "model": "m", "reason": "not"}]
    recovered = expect("run-boundary-breaker-recovered-at-window")
    assert chosen("run-boundary-breaker-recovered-at-window") == "a"
    assert recovered["runtime"]["breakers"]["a"] == {
        "open": False,
        "consecutive_failures": 0,
        "opened_at_ms": 500,
    }


def test_served_by_with_and_without_a_peer() -> None:
    served = {
        n: expect(n)["result"]["chosen"]["served_by"]
        for n in (
            "run-boundary-offer-with-peer",
            "run-boundary-offer-without-peer",
            "run-boundary-offer-empty-peer",
        )
    }
    assert served == {
        "run-boundary-offer-with-peer": "peer-7",
        "run-boundary-offer-without-peer": "a",
        "run-boundary-offer-empty-peer": "",
    }
    request = steps("run-boundary-offer-without-peer")[0]["call"]["request"]
    assert request["offer"] == {"price": 2}


def test_retry_spent_moves_to_the_next_candidate() -> None:
    assert chosen("run-boundary-retry-spent-three") == "b"


def test_the_engine_matrix_flags_default_to_false() -> None:
    assert expect("run-boundary-matrix-flag-defaults")["result"] == {
        "ok": False,
        "error": "no_candidates",
    }


# ---------------------------------------------------------------------------
# item 6: the sixteen reading points


@pytest.mark.parametrize(
    "name",
    [
        "reading-null-member-engine",
        "reading-null-member-runtime",
        "reading-null-member-breaker",
        "reading-null-member-disable",
        "reading-null-member-response",
        "reading-null-member-run-ctx",
        "reading-null-tables-and-parameters",
        "reading-null-run-ctx-state",
        "reading-response-body-any-shape",
        "reading-request-seed-replaced",
        "reading-null-object-as-responses",
        "reading-null-object-as-extra-candidates",
        "reading-matrix-served-model-id",
    ],
)
def test_points_read_as_the_text_says(name: str) -> None:
    assert "expect" in VECTORS[name], VECTORS[name].get("input_error")


def test_null_members_are_absent() -> None:
    # threshold 1: a's breaker trips at its first failure (point 1)
    assert expect("reading-null-member-engine")["runtime"]["breakers"]["a"]["open"] is True
    # the breaker recovers at 30000 (point 3); the disable is live (point 4)
    assert chosen("reading-null-member-breaker") == "a"
    assert chosen("reading-null-member-disable") == "b"
    # the run's clock starts at ctx.now_ms 7 (point 6)
    assert steps("reading-null-member-run-ctx")[0]["at_ms"] == 7
    # breakers null is no breakers; a TTL null is the default (point 7)
    tables = expect("reading-null-tables-and-parameters")
    assert tables["runtime"]["breakers"] == {}
    assert chosen("reading-null-tables-and-parameters") == "b"


@pytest.mark.parametrize(
    ("name", "at"),
    [
        ("reading-run-ctx-unknown-member", "$.ctx.sead"),
        ("reading-runtime-unknown-member", "$.runtime.disable"),
        ("reading-breaker-unknown-member", "$.runtime.breakers.a.failures"),
        ("reading-disable-unknown-member", "$.runtime.disabled.a.reason"),
        ("reading-unknown-members-code-point-order", "$.runtime.breakers.a.aa"),
        ("reading-response-body-lone-surrogate", "$.responses[0].response.text"),
        ("reading-response-body-beyond-double", "$.responses[0].response.n"),
        ("reading-request-seed-not-a-number", "$.ctx.request.seed"),
        ("reading-run-runtime-null", "$.runtime"),
        ("place-candidate-reading-before-structure", "$.candidates[0].zz"),
        ("place-members-in-code-point-order", "$.candidates[0].a"),
        ("place-candidates-element-by-element", "$.candidates[0].price_in"),
        ("place-candidate-member-order", "$.candidates[0].tier"),
        ("place-extension-fields-in-code-point-order", "$.candidates[0].za"),
        ("place-ctx-request-before-seed", "$.ctx.request.scope"),
        ("place-run-inputs-order", "$.engine.circuit_breaker_threshold"),
        ("place-response-member-order", "$.responses[0].ok"),
        ("place-breakers-before-disables", "$.runtime.breakers.b.open"),
    ],
)
def test_errors_are_placed_as_the_chapters_order_them(name: str, at: str) -> None:
    assert VECTORS[name]["input_error_at"] == at


def test_null_objects_read_as_empty_arrays() -> None:
    # point 12: responses {a: null} is no response: R-Missing twice
    assert expect("reading-null-object-as-responses")["result"]["error"] == "exhausted: unknown"
    assert expect("reading-null-object-as-candidates")["ordered"] == []
    assert chosen("reading-null-object-as-extra-candidates") == "p"
    assert expect("reading-null-object-as-scores")["ordered"] == []
    assert expect("reading-null-object-as-cases")["classified"] == []
    assert VECTORS["reading-null-object-as-needs"]["cases"][0]["expect_ok"] is True


def test_seed_pins_and_the_matrix_wire_id() -> None:
    request = steps("reading-request-seed-replaced")[0]["call"]["request"]
    assert request["seed"] == 5  # point 13: ctx.seed replaces the request's
    for name, pin in (
        ("reading-pin-provider-number", {"provider": 5, "model": "m"}),
        ("reading-pin-model-absent", {"provider": "a"}),
        ("reading-pin-model-array", {"provider": "a", "model": ["m"]}),
    ):  # points 15, 16
        assert expect(name)["rejected"] == [{"reason": "pin_not_found", "pin": pin}]
    wire = [
        s["call"]["request"]["served_model_id"] for s in steps("reading-matrix-served-model-id")
    ]
    assert wire == ["m", "m-v3"]  # point 14: served_model_id unread, provider_model_id read


# ---------------------------------------------------------------------------
# item 4: the place is compared


def test_the_reference_answers_each_place_it_pins() -> None:
    for vector in VECTORS.values():
        if "input_error_at" in vector:
            got = read_json(answer_line(request_of(vector)))
            assert isinstance(got, dict)
            assert got.get("at") == vector["input_error_at"], vector["name"]
            assert mismatches(vector, got) == []


def test_a_wrong_place_fails() -> None:
    vector = VECTORS["place-run-inputs-order"]
    wrong = {"name": vector["name"], "error": "$.responses[0].ok: no", "at": "$.responses[0].ok"}
    (m,) = mismatches(vector, wrong)
    assert (m.field, m.want, m.got) == (
        "at",
        "$.engine.circuit_breaker_threshold",
        "$.responses[0].ok",
    )
    placeless = {"name": vector["name"], "error": "$.engine: no"}
    assert [x.field for x in mismatches(vector, placeless)] == ["at"]


def test_a_vector_without_a_place_takes_any_error() -> None:
    vector = VECTORS["run-bad-breaker-record"]  # an earlier vector: no input_error_at
    assert "input_error_at" not in vector
    assert mismatches(vector, {"name": vector["name"], "error": "x", "at": "$.elsewhere"}) == []


def test_fuzz_compares_the_place_with_the_references() -> None:
    request = {"name": "r", "kind": "failplan", "term": ["always", {"action": "abort"}], "cases": 5}
    reference = {"name": "r", "error": "$.cases: expected an array of error kinds", "at": "$.cases"}
    moved = {**reference, "at": "$.term"}
    assert [m.field for m in differences(request, reference, moved)] == ["at"]
    assert differences(request, reference, dict(reference)) == []


def test_an_error_without_a_place_in_the_request_has_no_at() -> None:
    got = read_json(answer_line('{"kind": '))
    assert isinstance(got, dict) and "error" in got and "at" not in got


# ---------------------------------------------------------------------------
# the one reader


def test_null_members_go_before_anything_else() -> None:
    assert read_input({"b": None, "a": 1}, "$") == {"a": 1.0}
    assert as_array(read_input({"a": None}, "$")) == []
    assert as_array({"a": None}) == []
    assert as_array({"a": 1}) == {"a": 1}
    refuse_unknown(read_input({"foo": None, "ok": True}, "$"), ("ok",), "$")
    with pytest.raises(InputError) as caught:
        refuse_unknown({"zz": 1, "ok": True, "aa": 1}, ("ok",), "$.r")
    assert caught.value.where == "$.r.aa"
