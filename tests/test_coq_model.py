"""The model extracted from proofs/coq agrees with the reference, and a
planted change in the model is caught by a proof or by the comparison
(issue 23, item 3).

Needs Coq and OCaml (Debian: ``apt-get install -y coq libcoq-flocq
libcoq-core-ocaml-dev ocaml-findlib``); without them these tests fail and say so.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from .coq_build import (
    MODEL_ONLY,
    WITH_PROOFS,
    build,
    built_server,
    certify_report,
    plant,
    planted_copy,
)

ROOT = Path(__file__).resolve().parent.parent
COQ = ROOT / "proofs" / "coq"

sys.path.insert(0, str(COQ))
import compare  # noqa: E402  (proofs/coq/compare.py, a script beside the model)


def _request_of(vector: dict[str, Any]) -> Any:
    """The request a vector sends (its ``line`` decoded when it has one)."""
    if "line" not in vector:
        return vector
    try:
        return json.loads(vector["line"])
    except ValueError:
        return None  # not JSON: answered by an error whatever the claim


def _in_claim_vectors(claimed: dict[str, Any]) -> dict[str, Any]:
    golden = json.loads((ROOT / "golden" / "sigma_pol_v2.json").read_text(encoding="utf-8"))
    kept = []
    for v in golden["vectors"]:
        request = _request_of(v)
        if not compare.in_claim(request, claimed):
            continue
        if isinstance(request, dict) and request.get("kind") not in claimed["kinds"]:
            continue
        kept.append(v)
    return {"version": golden["version"], "vectors": kept}


def _certify(vectors: Path, command: list[str]) -> dict[str, Any]:
    return certify_report(vectors, command)


@pytest.fixture(scope="module")
def serve() -> list[str]:
    return built_server()


@pytest.fixture(scope="module")
def claim_vectors(serve: list[str], tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("coq") / "in-claim.json"
    path.write_text(json.dumps(_in_claim_vectors(compare.claims(serve))), encoding="utf-8")
    return path


def test_hello_claims_what_the_model_covers(serve: list[str]) -> None:
    claimed = compare.claims(serve)
    assert claimed["kinds"] == [
        "encoding",
        "reject",
        "pred",
        "scorer",
        "selector",
        "failplan",
        "xform",
        "policy",
        "run",
    ]
    assert {"seq", "jitter", "filter_text", "custom", "when", "policy"} <= set(claimed["ops"])
    assert len(set(claimed["ops"])) == 42  # every row of spec/01 §1.6
    assert len(claimed["ops"]) == 42  # each named once
    assert claimed["catalogs"] is True


def test_certify_passes_every_vector_in_the_claim(serve: list[str], claim_vectors: Path) -> None:
    report = _certify(claim_vectors, serve)
    assert report["vectors"] >= 420
    assert sum("catalog" in v for v in json.loads(claim_vectors.read_text())["vectors"]) >= 10
    assert report["failed"] == 0, report["failures"][:3]


def test_the_model_agrees_with_the_reference_on_generated_requests(serve: list[str]) -> None:
    sent, diverged = compare.compare(serve, seed=11, count=1500)
    assert sent == 1500
    assert diverged == []


def test_the_model_agrees_on_generated_xform_and_policy_requests(serve: list[str]) -> None:
    sent, diverged = compare.compare(serve, seed=12, count=1000, kinds=("xform", "policy"))
    assert sent == 1000
    assert diverged == []


def test_the_model_agrees_on_mutated_catalogs(serve: list[str]) -> None:
    sent, refused, diverged = compare.compare_catalogs(serve, seed=13, count=400)
    assert sent == 400
    assert 100 <= refused <= 380  # both refusals and answers are compared
    assert diverged == []


def test_the_model_agrees_on_runs_of_catalogs(serve: list[str]) -> None:
    """Runs of catalog requests (half mutated): the run's pool is the engine
    matrix then the extra candidates (spec/15 §15.1); a server that flattened
    the catalog as for a call diverged on 29 of 1000 (seed 0)."""
    sent, refused, diverged = compare.compare_catalogs(serve, seed=14, count=400, runs=True)
    assert sent == 400
    assert 50 <= refused <= 350  # both refusals and runs are compared
    assert diverged == []


def _planted_copy(tmp: Path, file: str, old: str, new: str) -> Path:
    return planted_copy(tmp, (file, old, new))


def test_dropping_not_not_breaks_a_proof(tmp_path: Path, serve: list[str]) -> None:
    copy = _planted_copy(tmp_path, "NormalForm.v", "  | Some q => q\n", "  | Some q => Not p\n")
    done = build(copy, WITH_PROOFS)
    assert done.returncode != 0
    assert "NFProofs.v" in done.stderr or "SemProofs.v" in done.stderr, done.stderr[-2000:]


def test_summing_add_right_to_left_diverges(tmp_path: Path, claim_vectors: Path) -> None:
    copy = _planted_copy(
        tmp_path,
        "Semantics.v",
        "fold_left (fun acc l => zipw PrimFloat.add acc l) ls (repeat 0%float n).",
        "fold_left (fun acc l => zipw PrimFloat.add acc l) (rev ls) (repeat 0%float n).",
    )
    assert build(copy, MODEL_ONLY).returncode == 0
    report = _certify(claim_vectors, [str(copy / "serve")])
    failed = {f["vector"] for f in report["failures"]}
    assert failed, "a model summing add right to left passed every vector"
    assert all("add" in f["covers"] for f in report["failures"])


def test_swapped_clamp_param_bounds_and_a_wrong_tier_default_diverge(
    tmp_path: Path, claim_vectors: Path
) -> None:
    """Two plants in one build (each is seen caught on its own vectors):
    clamp_param clamping to [hi, lo], and catalog candidates completed with
    the tier "partner" (spec/11 §11.2: "fallback")."""
    copy = _planted_copy(
        tmp_path,
        "Xform.v",
        "qset k (Some (JNum (cl x lo hi))) q",
        "qset k (Some (JNum (cl x hi lo))) q",
    )
    plant(copy, "Catalog.v", '("tier", JStr "fallback")', '("tier", JStr "partner")')
    assert build(copy, MODEL_ONLY).returncode == 0
    report = _certify(claim_vectors, [str(copy / "serve")])
    clamping = {f["vector"] for f in report["failures"] if "clamp_param" in f["covers"]}
    catalogs = {f["vector"] for f in report["failures"] if "catalog" in f["vector"]}
    assert clamping, "a model clamping parameters to [hi, lo] passed every vector"
    assert catalogs, "a model completing catalog candidates with tier partner passed"
    assert {f["vector"] for f in report["failures"]} == clamping | catalogs


def test_looking_custom_up_at_each_call_breaks_the_safety_proof(
    tmp_path: Path, serve: list[str]
) -> None:
    """proofs/10-safety.md's planted bug: ``custom`` looked up per call, so the
    error moves from the fold to the transform's application (Theorem 10,
    clause 1, no longer holds: XformProofs.v must fail)."""
    copy = _planted_copy(
        tmp_path,
        "Xform.v",
        """    | Custom y => match ρ y with
                  | Some f => inr (fun q c κ => XOk (f q c κ))
                  | None => inl (custom_error y)
                  end
""",
        """    | Custom y => inr (fun q c κ => match ρ y with
                                    | Some f => XOk (f q c κ)
                                    | None => XErr (custom_error y)
                                    end)
""",
    )
    done = build(copy, WITH_PROOFS)
    assert done.returncode != 0, "the safety proofs still hold with custom looked up lazily"
    # the planted file itself is checked (Xform.v), the proof of it fails
    assert "proofs/coq: XformProofs.v failed" in done.stderr, done.stderr[-2000:]


def test_an_unregistered_custom_is_an_error_without_a_place(serve: list[str]) -> None:
    """spec/07 §7.1: an unregistered ``custom`` symbol has no place in the
    request, so its error answer has no ``at`` and its message is the
    registry's alone (spec/08 pinned-custom-registry), whatever the kind.
    The answers are written here from those two sections.  (The model once
    answered ``at: $.term`` with the message prefixed by it: planted back,
    this fails.)"""
    policy = [
        "policy",
        ["top"],
        ["zero"],
        ["argmax"],
        ["custom", "nosuch"],
        ["always", {"action": "abort"}],
    ]
    cand = {"provider_id": "a", "model_family": "m"}
    requests = [
        {"kind": "xform", "name": "x", "term": ["custom", "nosuch"], "candidate": cand},
        {"kind": "policy", "name": "p", "term": policy, "candidates": [cand]},
        {"kind": "run", "name": "r", "term": policy, "candidates": [cand], "responses": []},
    ]
    lines = "".join(json.dumps(r) + "\n" for r in requests)
    done = subprocess.run(serve, input=lines, capture_output=True, text=True, timeout=900)
    why = "custom 'nosuch': not registered in this host's registry"
    assert [json.loads(a) for a in done.stdout.splitlines()] == [
        {"name": name, "error": why} for name in ("x", "p", "r")
    ]
