"""The run of proofs/coq (theories/Run.v, the protocol kind ``run`` of the
extracted server) agrees with the run vectors, and a planted change in the Coq
run is caught, by a proof (RunProofs.v) and by the vectors (issue 23, the run
in Coq).

Needs Coq and OCaml (Debian: ``apt-get install -y coq libcoq-flocq
libcoq-core-ocaml-dev ocaml-findlib``); without them these tests fail and say so.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from .coq_build import MODEL_ONLY, WITH_PROOFS, build, built_server, certify_report, planted_copy

ROOT = Path(__file__).resolve().parent.parent
COQ = ROOT / "proofs" / "coq"

#: The plant: the attempt counter read from 0 (R-Retry compares the counter
#: before its increment, so ``attempts: m`` allows one retry more; Theorem 16's
#: "what would break it").
COUNTER = "    let a' := S (att m) in\n"
COUNTER_FROM_0 = "    let a' := att m in\n"


def _run_vectors(tmp: Path) -> Path:
    """The golden vectors of kind ``run`` (the claim narrows them further)."""
    golden = json.loads((ROOT / "golden" / "sigma_pol_v2.json").read_text(encoding="utf-8"))
    kept = [v for v in golden["vectors"] if v.get("kind") == "run"]
    path = tmp / "run-vectors.json"
    path.write_text(json.dumps({"version": golden["version"], "vectors": kept}), encoding="utf-8")
    return path


def _certify(vectors: Path, command: list[str]) -> dict[str, Any]:
    return certify_report(vectors, command, "--kinds", "run")


def _planted_copy(tmp: Path) -> Path:
    return planted_copy(tmp, ("Run.v", COUNTER, COUNTER_FROM_0))


@pytest.fixture(scope="module")
def serve() -> list[str]:
    return built_server()


def test_the_server_claims_every_run(serve: list[str]) -> None:
    line = '{"name":"hello","kind":"hello"}\n'
    done = subprocess.run(serve, input=line, capture_output=True, text=True, timeout=900)
    claims = json.loads(done.stdout)["claims"]
    assert "run" in claims["kinds"]
    assert {"policy", "id", "set_param", "inject_seed", "when"} <= set(claims["ops"])
    assert claims["catalogs"] is True


#: A policy with an ``id`` transform and a FailPlan of ``next_candidate``.
POLICY = [
    "policy",
    ["top"],
    ["zero"],
    ["ordered"],
    ["id"],
    ["always", {"action": "next_candidate"}],
]
CATALOG = {
    "providers": {"acme": {"discovery": "static", "base_url": "https://a", "api_kind": "ollama"}},
    "models": {"m": {"capabilities": {}, "served_by": [{"provider": "acme"}]}},
}


def _answers(serve: list[str], requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    lines = "".join(json.dumps(r) + "\n" for r in requests)
    done = subprocess.run(serve, input=lines, capture_output=True, text=True, timeout=900)
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_a_raw_price_that_is_not_a_number_is_refused(serve: list[str]) -> None:
    """spec/15 §15.4 R-Pool multiplies a raw price (upstream's Lua raises on a
    table or a boolean): a run candidate's raw_price_in / raw_price_out that is
    present and not a number is an input error at its path, in ``candidates``
    and in a catalog's ``extra_candidates``; a numeric one is run."""
    bad_in = {"provider_id": "a", "model_family": "m", "raw_price_in": "5"}
    bad_out = {"provider_id": "x", "model_family": "m", "raw_price_out": [1]}
    good = {"provider_id": "a", "model_family": "m", "raw_price_in": 5}
    answers = _answers(
        serve,
        [
            {"name": "in", "kind": "run", "term": POLICY, "candidates": [bad_in], "responses": []},
            {
                "name": "out",
                "kind": "run",
                "term": POLICY,
                "catalog": CATALOG,
                "ctx": {"request": {"extra_candidates": [bad_out]}},
                "responses": [],
            },
            {"name": "ok", "kind": "run", "term": POLICY, "candidates": [good], "responses": []},
        ],
    )
    assert answers[0]["error"].startswith("$.candidates[0].raw_price_in: expected a number")
    assert answers[1]["error"].startswith(
        "$.ctx.request.extra_candidates[0].raw_price_out: expected a number"
    )
    # R-Pool: price_in = 5 ⊗ 1; one call to a (R-Missing), then exhausted: unknown.
    assert "error" not in answers[2], answers[2]
    assert answers[2]["expect"]["result"] == {"ok": False, "error": "exhausted: unknown"}


def test_every_run_vector_in_the_claim_passes(serve: list[str], tmp_path: Path) -> None:
    vectors = _run_vectors(tmp_path)
    every = len(json.loads(vectors.read_text(encoding="utf-8"))["vectors"])
    report = _certify(vectors, serve)
    assert every >= 80
    # Every run vector is in the claim: catalogs and transforms included.
    assert report["vectors"] == every, [v["vector"] for v in report["not_claimed"]]
    assert report["failed"] == 0, report["failures"][:3]


def test_counting_attempts_from_0_breaks_the_termination_proof(
    tmp_path: Path, serve: list[str]
) -> None:
    copy = _planted_copy(tmp_path)
    done = build(copy, WITH_PROOFS)
    assert done.returncode != 0
    assert "RunProofs.v" in done.stderr, done.stderr[-2000:]


def test_counting_attempts_from_0_fails_the_retry_vectors(tmp_path: Path, serve: list[str]) -> None:
    copy = _planted_copy(tmp_path)
    assert build(copy, MODEL_ONLY).returncode == 0
    report = _certify(_run_vectors(tmp_path), [str(copy / "serve")])
    failed = {f["vector"] for f in report["failures"]}
    assert failed, "a run counting attempts from 0 passed every run vector"
    assert "run-retry-spent-next" in failed or "run-attempts-zero" in failed, sorted(failed)


#: Two plants in one model-only build, each caught by its own vectors: the run
#: given the base request instead of the transform's result (the identity
#: transform the server once passed), and the engine matrix taking the family
#: for served_model_id even when the pairing names a provider_model_id.
IDENTITY = "Xform.XOk q' => Some (JObj q')"
IDENTITY_PLANT = "Xform.XOk q' => Some (JObj q)"
SERVED = 'or_else (assoc "provider_model_id" pairing) (JStr fam)'
SERVED_PLANT = "JStr fam"


def test_an_identity_transform_and_a_wrong_matrix_fail_their_vectors(
    tmp_path: Path, serve: list[str]
) -> None:
    copy = planted_copy(
        tmp_path, ("Run.v", IDENTITY, IDENTITY_PLANT), ("Catalog.v", SERVED, SERVED_PLANT)
    )
    assert build(copy, MODEL_ONLY).returncode == 0
    report = _certify(_run_vectors(tmp_path), [str(copy / "serve")])
    failed = {f["vector"] for f in report["failures"]}
    assert "run-xform-every-attempt" in failed, sorted(failed)
    assert "run-catalog-engine-matrix" in failed, sorted(failed)
    assert failed <= {
        "pinned-run-seed",
        "run-xform-every-attempt",
        "run-xform-sees-candidate",
        "run-catalog-engine-matrix",
        "reading-matrix-served-model-id",
    }, sorted(failed)


def _place(serve: list[str], **members: Any) -> str:
    request = {"name": "p", "kind": "run", "term": POLICY, "candidates": [], "responses": []}
    answer = _answers(serve, [{**request, **members}])[0]
    assert "expect" not in answer, answer
    return str(answer["at"])


def test_records_are_checked_in_the_order_of_the_table(serve: list[str]) -> None:
    """spec/15 §15.9's table, last column, with two offending members at once
    (RunJson.v; the OCaml glue before it checked a breaker's opened_at_ms
    before its consecutive_failures, a disable's at_ms before its kind, and a
    breaker record before the disables' table).  By hand: a breaker record
    is checked "members, open, consecutive_failures, opened_at_ms"; a disable
    record "members, kind, at_ms"; the runtime "members, the breakers, the
    disables", the two tables read as objects before any record (the
    reference's runtime_from_json reads `breakers` and `disabled` first)."""
    breaker = {"a": {"opened_at_ms": "y", "consecutive_failures": "x"}}
    assert (
        _place(serve, runtime={"breakers": breaker}) == "$.runtime.breakers.a.consecutive_failures"
    )
    disable = {"a": {"at_ms": "x", "kind": 1}}
    assert _place(serve, runtime={"disabled": disable}) == "$.runtime.disabled.a.kind"
    tables = {"breakers": {"a": 5}, "disabled": 3}
    assert _place(serve, runtime=tables) == "$.runtime.disabled"
    # a response: members, ok, elapsed_ms, error_kind, error_message, http_status
    response = {"ok": True, "http_status": "s", "error_message": 2, "error_kind": 1}
    assert _place(serve, responses=[response]) == "$.responses[0].error_kind"
    # the engine: members, then §15.2's order (threshold, rate limit, TTL)
    engine = {"disable_provider_ttl_ms": "a", "circuit_breaker_rate_limit_ms": "b"}
    assert _place(serve, engine=engine) == "$.engine.circuit_breaker_rate_limit_ms"


#: Two plants in RunJson.v (spec/15 §15.9's reader in Coq): a breaker record's
#: unknown members no longer refused (point 10 of §15.9), and its
#: consecutive_failures and opened_at_ms read into each other's place.
UNKNOWN = '  let* _ := refuse_unknown ["consecutive_failures"; "open"; "opened_at_ms"] w r in\n'
SWAPPED = "inr {| bopen := o; bcf := cf; bat := at_ |}"
SWAPPED_PLANT = "inr {| bopen := o; bcf := at_; bat := cf |}"


def test_a_dropped_reading_rule_fails_its_vectors(tmp_path: Path, serve: list[str]) -> None:
    copy = planted_copy(tmp_path, ("RunJson.v", UNKNOWN, ""))
    assert build(copy, MODEL_ONLY).returncode == 0
    report = _certify(_run_vectors(tmp_path), [str(copy / "serve")])
    failed = {f["vector"] for f in report["failures"]}
    assert failed == {
        "reading-breaker-unknown-member",
        "reading-unknown-members-code-point-order",
    }, sorted(failed)


def test_a_breaker_read_back_wrong_breaks_the_read_back_proof(
    tmp_path: Path, serve: list[str]
) -> None:
    copy = planted_copy(tmp_path, ("RunJson.v", SWAPPED, SWAPPED_PLANT))
    done = build(copy, WITH_PROOFS)
    assert done.returncode != 0
    assert "RunJsonProofs.v" in done.stderr, done.stderr[-2000:]
