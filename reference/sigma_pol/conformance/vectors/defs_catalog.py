"""Vectors over a readable catalog (spec/11-catalog.md §11.4).

People who write vectors think in providers and the models they serve, so the
fixture here is a catalog as a deployment would author it.  The vectors carry
the candidates it flattens to (complete, every default resolved), not the
catalog itself: an implementation under test needs only the conformance
protocol, never a catalog reader, to replay them.
"""

from __future__ import annotations

from typing import Any, Final

from ...catalog.document import catalog_from_json
from .fixtures import ALWAYS_NEXT, cand, ctx
from .vector import Definition, policy, xform

#: three providers, two of them serving the same model at different prices
CATALOG: Final[dict[str, Any]] = {
    "providers": {
        "acme": {
            "discovery": "static",
            "base_url": "https://acme.example/v1",
            "api_kind": "openai_compatible",
            "tier": "partner",
            "no_log": True,
        },
        "bolt": {
            "discovery": "static",
            "base_url": "https://bolt.example",
            "api_kind": "anthropic",
            "auth": {"kind": "env", "var": "BOLT_KEY"},
            "scope": "eu",
        },
        "cove": {
            "discovery": "static",
            "base_url": "http://localhost:8000",
            "api_kind": "ollama",
            "tier": "marketplace",
            "has_tee": True,
        },
    },
    "models": {
        "m-big": {
            "capabilities": {"context": 128000, "vision": True, "supports_vision": True},
            "static_quality_hint": 0.8,
            "served_by": [
                {"provider": "acme", "served_model_id": "big-v2", "price_in": 5, "price_out": 15},
                {"provider": "cove", "price_in": 4, "price_out": 12},
            ],
        },
        "m-small": {
            "capabilities": {"context": 8000},
            "served_by": [
                {"provider": "bolt", "price_in": 0.5, "price_out": 1.5},
                {"provider": "acme", "price_in": 1, "price_out": 3, "quality_hint": 0.6},
            ],
        },
    },
}

#: the catalog's candidates: m-big (acme, cove), then m-small (bolt, acme)
POOL: Final = catalog_from_json(CATALOG).candidates

_CHEAP_FIRST: Final = ["neg", ["field", "price_out"]]


def _policy(filter_: Any, scorer: Any, selector: Any, xform_: Any = None) -> list[Any]:
    return ["policy", filter_, scorer, selector, xform_ or ["id"], ALWAYS_NEXT]


DEFINITIONS: Final[tuple[Definition, ...]] = (
    policy(
        "catalog-cheapest",
        _policy(["top"], _CHEAP_FIRST, ["argmax"]),
        POOL,
        "a flattened catalog, cheapest output first: per-pairing prices reach the candidates",
        tags=("catalog",),
    ),
    policy(
        "catalog-vision-request",
        _policy(["meets_req"], _CHEAP_FIRST, ["argmax"]),
        POOL,
        "an image in the request: only the model whose capabilities include vision survives",
        ctx=ctx(request={"images": ["img"]}),
        tags=("catalog",),
    ),
    policy(
        "catalog-scoped",
        _policy(["scope_matches"], ["neg", ["field", "price_in"]], ["argmax"]),
        POOL,
        "a provider's scope reaches each of its candidates; unscoped ones serve any scope",
        ctx=ctx(request={"scope": "us"}),
        tags=("catalog",),
    ),
    policy(
        "catalog-tier-and-tee",
        _policy(
            ["or", ["min_tier", "partner"], ["is", "has_tee"]],
            ["field", "context"],
            ["top_k", 2, ["sample", 0.5]],
        ),
        POOL,
        "the fallback tier is the default; top_k over a seeded sample of the survivors",
        ctx=ctx(seed=7),
        tags=("catalog",),
    ),
    policy(
        "catalog-with-extra-candidate",
        _policy(["top"], _CHEAP_FIRST, ["argmax"]),
        (*POOL, cand("peer-9", "m-small", price_out=0.25, offer={"peer_id": "peer-9"})),
        "a per-call extra candidate joins the catalog's pool for one call",
        tags=("catalog",),
    ),
    xform(
        "catalog-stamped-request",
        ["seq", ["custom", "test:stamp_provider"], ["inject_seed", "seed"]],
        {"model": "m-big", "temperature": 0.2},
        POOL[0],
        "a transform over a catalog candidate: the provider id is the catalog's key",
        ctx=ctx(seed=11),
        tags=("catalog",),
    ),
)
