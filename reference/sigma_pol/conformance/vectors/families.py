"""The vector families generated in Python (spec/07-conformance.md §Vectors,
"Definitions").

Every other vector definition is data, in ``golden/definitions``; a family
is kept here when its vectors are a sweep (one per relation, per field, per
filter) or carry an input no one would write out (a term 64 levels deep, 4 096
nodes, a catalog's flattened candidates).  A data file names a family by its
key in :data:`FAMILIES` (``{"family": "pred-relations"}``), and the family's
vectors take that entry's place.  Each definition carries its own ``pins``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final

from ...catalog.document import catalog_from_json
from ...core.signature import RELATIONS
from ...core.terms import JSON
from .fixtures import ALWAYS_NEXT, POP4, cand, ctx, policy_term
from .reading_rules import reading_rules
from .run_boundaries import run_boundaries
from .vector import Definition, encoding, pinned, policy, pred, reject, scorer, xform

_NON_FINITE: Final = "pinned-non-finite-json"


def pred_relations() -> list[Definition]:
    """Each relation at, below and above its threshold: lt/le and ge/gt differ only at it."""
    return [
        pred(
            f"pred-cmp-{rel}-boundary",
            ["cmp", "tok_s", rel, 10],
            [{"candidate": cand(tok_s=v), "note": f"tok_s {v}"} for v in (9, 10, 11)],
            f"cmp {rel}: tok_s 9, 10 and 11 against 10 (reason cmp:tok_s:{rel})",
            ("pred", f"rel:{rel}"),
        )
        for rel in RELATIONS
    ]


def pred_defaults() -> list[Definition]:
    """Every core field read off an empty candidate and context: its default."""
    empty = cand()
    checks: list[tuple[str, str, str, float, str]] = [
        ("price_in", "price_in", "lt", 1e308, "+inf: an unpriced candidate fails any ceiling"),
        ("price_out", "price_out", "ge", 1e308, "+inf"),
        ("latency_ms", "latency_ms", "lt", 1e308, "+inf"),
        ("tok_s", "tok_s", "eq", 0, "0"),
        ("success_rate", "success_rate", "eq", 1, "1"),
        ("credits", "credits", "eq", 0, "0"),
        ("context", "context", "eq", 0, "0"),
    ]
    out = [
        pred(
            f"pred-default-{name}",
            ["cmp", field, rel, number],
            [
                {"candidate": empty, "note": "absent everywhere"},
                {"candidate": empty, "ctx": ctx(state={}), "note": "empty state"},
            ],
            f"the default of {field} is {default}",
            ("pred", f"default:{field}"),
        )
        for name, field, rel, number, default in checks
    ]
    out += [
        pred(
            f"pred-default-{field}",
            ["not", ["is", field]],
            [{"candidate": empty}, {"candidate": empty, "ctx": ctx(state={})}],
            f"the default of {field} is false",
            ("pred", f"default:{field}"),
        )
        for field in ("has_tee", "no_log", "breaker_open", "disabled")
    ]
    return out


def pred_filters_in_policies() -> list[Definition]:
    """Each Pred as a policy's filter over one population."""
    pop = [
        cand("a", tier="partner", has_tee=True),
        cand("b", tier="marketplace", scope="eu"),
        cand("c", offer={"peer_id": "peer-1"}, capabilities={"vision": True}),
        cand("d", "m2", tier="partner", capabilities={"vision": True}),
    ]
    filters: dict[str, JSON] = {
        "tier-eq": ["tier_eq", "partner"],
        "min-tier": ["min_tier", "marketplace"],
        "family-eq": ["not", ["family_eq", "m2"]],
        "provider-eq": ["or", ["provider_eq", "b"], ["provider_eq", "d"]],
        "served-by": ["not", ["served_by_eq", "peer-1"]],
        "has-cap": ["has_cap", "vision"],
        "scope": ["scope_matches"],
        "is": ["is", "has_tee"],
        "bot": ["bot"],
        "meets-req": ["meets_req"],
    }
    return [
        policy(
            f"policy-filter-{name}",
            policy_term(filter_=filter_, scorer=["lit", 1]),
            pop,
            f"filter {name}: survivors in input order, the rest rejected with their reasons",
            ctx(request={"scope": "eu", "images": ["i"]}),
            ("policy",),
        )
        for name, filter_ in filters.items()
    ]


def scorer_fields() -> list[Definition]:
    """``field`` for each core Num field over four candidates, defaults where absent;
    the prices of an unpriced candidate are +inf, written ``"+inf"``."""
    credits = ctx(state={"credits": {"a": 10, "c": 2.5}, "ema": {"d|m1": {"price_out": 4}}})
    fields = ("price_in", "price_out", "latency_ms", "tok_s", "success_rate", "credits", "context")
    return [
        pinned(
            scorer(
                f"scorer-field-{field.replace('_', '-')}",
                ["field", field],
                list(POP4),
                f"field {field} for four candidates, defaults where absent",
                credits,
                ("scorer", f"default:{field}"),
            ),
            *((_NON_FINITE,) if field.startswith("price_") else ()),
        )
        for field in fields
    ]


def _nested(levels: int, leaf: JSON, op: str | None = None) -> JSON:
    """``leaf`` inside ``levels`` arrays, each ``[op, …]`` when ``op`` is given."""
    for _ in range(levels):
        leaf = [leaf] if op is None else [op, leaf]
    return leaf


def admission_refused_bounds() -> list[Definition]:
    """One level and one node beyond the bounds of spec/03 §3.2."""
    return [
        reject(
            "reject-depth",
            _nested(64, ["top"], "not"),
            "65 levels: beyond the depth bound",
            ("bound",),
        ),
        reject(
            "reject-nodes",
            ["and", *_tops(4096)],
            "4097 nodes: beyond the size bound, refused at the 4097th",
            ("bound",),
        ),
    ]


def _tops(count: int) -> list[JSON]:
    """``count`` children ``["top"]``, as JSON."""
    top: JSON = ["top"]
    return [top] * count


def admission_admitted_bounds() -> list[Definition]:
    """The bounds of spec/03 §3.2 themselves."""
    return [
        encoding(
            "encoding-depth-bound",
            _nested(63, ["top"], "not"),
            "64 levels are admitted",
            ("encoding", "bound"),
        ),
        encoding(
            "encoding-node-bound",
            ["and", *_tops(4095)],
            "4096 nodes are admitted (and normalize to top)",
            ("encoding", "bound"),
        ),
    ]


def _chain_with_provider_id(provider_id: JSON) -> list[JSON]:
    """A chain whose one entry carries ``provider_id`` beside its selected ``provider``."""
    return ["chain", [{"provider": "a", "model": "m1", "provider_id": provider_id}]]


def parameter_nesting() -> list[Definition]:
    """The parameter nesting bound, reachable only through an unselected Chain member
    (spec/03 §3.2)."""
    return [
        encoding(
            "encoding-param-depth-bound",
            _chain_with_provider_id(_nested(61, "x")),
            "spec/03 §3.2: a Chain entry's unselected provider_id holds any value: "
            "its string here is at level 64, the bound",
            ("bound",),
        ),
        reject(
            "reject-param-depth",
            _chain_with_provider_id(_nested(62, "x")),
            "spec/03 §3.2: one level more (65) is refused",
            ("bound",),
        ),
    ]


#: three providers, two of them serving the same model at different prices
CATALOG: Final[dict[str, JSON]] = {
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


def catalog() -> list[Definition]:
    """Vectors over a readable catalog (spec/11-catalog.md §11.4).

    People who write vectors think in providers and the models they serve, so the
    fixture is a catalog as a deployment would author it.  The vectors carry the
    candidates it flattens to (complete, every default resolved), not the catalog
    itself: an implementation under test needs only the conformance protocol,
    never a catalog reader, to replay them.
    """
    # the catalog's candidates: m-big (acme, cove), then m-small (bolt, acme)
    pool = catalog_from_json(CATALOG).candidates
    cheap_first: JSON = ["neg", ["field", "price_out"]]

    def term(filter_: JSON, scorer: JSON, selector: JSON, xform_: JSON = None) -> list[JSON]:
        return ["policy", filter_, scorer, selector, xform_ or ["id"], ALWAYS_NEXT]

    tags = ("catalog",)
    return [
        policy(
            "catalog-cheapest",
            term(["top"], cheap_first, ["argmax"]),
            pool,
            "a flattened catalog, cheapest output first: per-pairing prices reach the candidates",
            tags=tags,
        ),
        policy(
            "catalog-vision-request",
            term(["meets_req"], cheap_first, ["argmax"]),
            pool,
            "an image in the request: only the model whose capabilities include vision survives",
            ctx=ctx(request={"images": ["img"]}),
            tags=tags,
        ),
        policy(
            "catalog-scoped",
            term(["scope_matches"], ["neg", ["field", "price_in"]], ["argmax"]),
            pool,
            "a provider's scope reaches each of its candidates; unscoped ones serve any scope",
            ctx=ctx(request={"scope": "us"}),
            tags=tags,
        ),
        policy(
            "catalog-tier-and-tee",
            term(
                ["or", ["min_tier", "partner"], ["is", "has_tee"]],
                ["field", "context"],
                ["top_k", 2, ["sample", 0.5]],
            ),
            pool,
            "the fallback tier is the default; top_k over a seeded sample of the survivors",
            ctx=ctx(seed=7),
            tags=tags,
        ),
        policy(
            "catalog-with-extra-candidate",
            term(["top"], cheap_first, ["argmax"]),
            (*pool, cand("peer-9", "m-small", price_out=0.25, offer={"peer_id": "peer-9"})),
            "a per-call extra candidate joins the catalog's pool for one call",
            tags=tags,
        ),
        pinned(
            xform(
                "catalog-stamped-request",
                ["seq", ["custom", "test:stamp_provider"], ["inject_seed", "seed"]],
                {"model": "m-big", "temperature": 0.2},
                pool[0],
                "a transform over a catalog candidate: the provider id is the catalog's key",
                ctx=ctx(seed=11),
                tags=tags,
            ),
            "pinned-custom-registry",
        ),
    ]


#: family name -> the function that generates its definitions
FAMILIES: Final[Mapping[str, Callable[[], Sequence[Definition]]]] = {
    "pred-relations": pred_relations,
    "pred-defaults": pred_defaults,
    "pred-filters-in-policies": pred_filters_in_policies,
    "scorer-fields": scorer_fields,
    "admission-refused-bounds": admission_refused_bounds,
    "admission-admitted-bounds": admission_admitted_bounds,
    "parameter-nesting": parameter_nesting,
    "catalog": catalog,
    "run-boundaries": run_boundaries,
    "reading-rules": reading_rules,
}
