"""A catalog and its hand-flattened candidates take identical decisions
(spec/11-catalog.md §11.4): on upstream's policy vectors, on the golden policy
vectors whose candidates a catalog can express, and on generated policies."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import given
from sigma_pol.catalog.document import PAIRING_COPIED, PROVIDER_COPIED, catalog_from_json
from sigma_pol.catalog.fields import complete_candidate
from sigma_pol.protocol.answer import answer
from sigma_pol.syntax.signature import Sort
from sigma_pol.syntax.vocabulary import schema_from_json

from tests.strategies import terms

from .conftest import as_request, upstream_vectors

GOLDEN = Path(__file__).parent.parent / "golden" / "sigma_pol_v2.json"

#: upstream's policy vectors share one population; this is the catalog a
#: deployment would author for it
UPSTREAM_CATALOG: dict[str, Any] = {
    "providers": {
        "p1": {
            "discovery": "static",
            "base_url": "http://p1",
            "api_kind": "openai_compatible",
            "tier": "partner",
        },
        "p2": {
            "discovery": "static",
            "base_url": "http://p1",
            "api_kind": "openai_compatible",
            "tier": "marketplace",
        },
        "p3": {
            "discovery": "static",
            "base_url": "http://p1",
            "api_kind": "openai_compatible",
            "tier": "fallback",
        },
    },
    "models": {
        "m1": {
            "capabilities": {"context": 8000},
            "served_by": [
                {"provider": "p1", "quality_hint": 0.7},
                {"provider": "p2", "quality_hint": 0.9},
                {"provider": "p3", "quality_hint": 0.4},
            ],
        }
    },
}

#: what flattening adds to upstream's candidates: only defaults they leave absent
FLATTENING_DEFAULTS = {
    "auth": {"kind": "none"},
    "discovery": "static",
    "has_tee": False,
    "no_log": False,
}


def decisions(request: dict[str, Any]) -> dict[str, Any]:
    out = answer(request)
    assert "error" not in out, out
    expect: dict[str, Any] = out["expect"]
    return expect


def via_catalog(request: dict[str, Any], catalog: Any) -> dict[str, Any]:
    return {k: v for k, v in request.items() if k != "candidates"} | {"catalog": catalog}


def policy_vectors(vectors: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [v for v in vectors if v["kind"] == "policy" and "candidates" in v]


def test_upstream_catalog_flattens_to_the_vectors_candidates(
    upstream: list[dict[str, Any]],
) -> None:
    flat = list(catalog_from_json(UPSTREAM_CATALOG).candidates)
    for vector in policy_vectors(upstream):
        by_hand = [json.loads(json.dumps(c)) | FLATTENING_DEFAULTS for c in vector["candidates"]]
        assert flat == [complete_candidate(c, "$") for c in by_hand]


def test_upstream_policy_vectors_decide_the_same_from_the_catalog(
    upstream: list[dict[str, Any]],
) -> None:
    vectors = policy_vectors(upstream)
    assert len(vectors) == 4
    for vector in vectors:
        request = as_request(vector)
        from_catalog = decisions(via_catalog(request, UPSTREAM_CATALOG))
        assert from_catalog == decisions(request), vector["name"]
        # upstream's expectations carry no identity; every one they carry holds
        assert {k: from_catalog[k] for k in vector["expect"]} == vector["expect"]


# ------------------------------------------------------------ golden vectors


def routable(c: dict[str, Any]) -> dict[str, Any]:
    """A candidate with the members a catalog requires filled in where absent: a
    wire kind and an address, which no decision reads, and empty capabilities,
    which every decision reads as absent ones."""
    fill = {"api_kind": "openai_compatible", "base_url": f"https://{c['provider_id']}.invalid"}
    return fill | {"capabilities": {}} | c


def catalog_of(
    candidates: list[dict[str, Any]], declared: tuple[str, ...] = ()
) -> dict[str, Any] | None:
    """The catalog that flattens to these candidates (made :func:`routable`), or
    ``None`` when none does: a live signal, a provider that differs between its
    candidates, a repeated pairing, an order flattening cannot give."""
    providers: dict[str, dict[str, Any]] = {}
    models: dict[str, dict[str, Any]] = {}
    families = [c.get("model_family") for c in candidates]
    if any(not isinstance(f, str) for f in families) or families != sorted(families):
        return None
    pairing_members = ("served_model_id", *PAIRING_COPIED, *declared)
    allowed = {
        "provider_id",
        "model_family",
        "capabilities",
        "discovery",
        *PROVIDER_COPIED,
        *pairing_members,
    }
    pairs = set()
    for c in map(routable, candidates):
        if set(c) - allowed or c.get("discovery", "static") != "static":
            return None
        pair = (c["provider_id"], c["model_family"], c.get("served_model_id", c["model_family"]))
        if pair in pairs:
            return None
        pairs.add(pair)
        provider = {"discovery": "static"} | {k: c[k] for k in PROVIDER_COPIED if k in c}
        if providers.setdefault(c["provider_id"], provider) != provider:
            return None
        model = models.setdefault(
            c["model_family"], {"capabilities": c["capabilities"], "served_by": []}
        )
        if model["capabilities"] != c["capabilities"]:
            return None
        model["served_by"].append(
            {"provider": c["provider_id"]} | {k: c[k] for k in pairing_members if k in c}
        )
    return {"providers": providers, "models": models}


def golden_policy_vectors() -> list[dict[str, Any]]:
    # golden/ is committed: a missing file is a failure here, never a skip
    doc = json.loads(GOLDEN.read_text(encoding="utf-8"))
    vectors: list[dict[str, Any]] = doc["vectors"] if isinstance(doc, dict) else doc
    return policy_vectors(vectors)


def test_catalog_of_inverts_flattening(upstream: list[dict[str, Any]]) -> None:
    for vector in policy_vectors(upstream):
        catalog = catalog_of(vector["candidates"])
        assert catalog is not None
        assert (
            catalog_from_json(catalog).candidates == catalog_from_json(UPSTREAM_CATALOG).candidates
        )
    assert catalog_of([{"provider_id": "a", "model_family": "m", "latency_ms": 1}]) is None


def split_pool(
    candidates: list[dict[str, Any]], declared: tuple[str, ...]
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The longest prefix a catalog expresses, as a catalog, and the rest as the
    call's extra candidates (a live signal or an offer can only arrive that way)."""
    for k in range(len(candidates), -1, -1):
        catalog = catalog_of(candidates[:k], declared)
        if catalog is not None:
            return catalog, [routable(c) for c in candidates[k:]]
    raise AssertionError("the empty catalog expresses the empty prefix")


def test_golden_policy_vectors_decide_the_same_from_a_catalog() -> None:
    compared = from_catalog_only = 0
    for vector in golden_policy_vectors():
        if "expect" not in vector or vector["expect"].get("rejected") is True:
            continue  # refused inputs or terms: nothing is decided
        request = {k: v for k, v in vector.items() if k not in ("expect", "covers", "note", "tags")}
        schema = schema_from_json(request.get("schema"))
        catalog, extras = split_pool(request["candidates"], tuple(schema.extensions))
        ctx = dict(request.get("ctx") or {})
        ctx["request"] = dict(ctx.get("request") or {}) | {"extra_candidates": extras}
        by_hand = [complete_candidate(routable(c), "$", schema) for c in request["candidates"]]
        with_catalog = via_catalog(request, catalog) | {"ctx": ctx}
        from_catalog = decisions(with_catalog)
        assert from_catalog == decisions(request | {"candidates": by_hand, "ctx": ctx}), vector[
            "name"
        ]
        compared += 1
        from_catalog_only += not extras
    assert compared > 0 and from_catalog_only > 0


# ------------------------------------------------------- generated policies

CTX = {
    "seed": 7,
    "request": {"requirements": {"min_context": 4000}},
    "state": {"breakers": {"p2": True}, "ema": {"p1|m1": {"price_in": 3, "price_out": 12}}},
}


#: upstream's population, as its vectors spell it, flattened by hand
BY_HAND = [c | FLATTENING_DEFAULTS for c in policy_vectors(upstream_vectors())[0]["candidates"]]


@given(terms(Sort.POLICY, max_depth=3))
def test_generated_policies_decide_the_same_from_the_catalog(term: Any) -> None:
    request = {"name": "g", "kind": "policy", "term": term, "ctx": CTX}
    assert answer(via_catalog(request, UPSTREAM_CATALOG)) == answer(
        request | {"candidates": BY_HAND}
    )
