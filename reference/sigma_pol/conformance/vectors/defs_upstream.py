"""Upstream's 15 golden vectors, reproduced as definitions (spec/07-conformance.md).

The inputs, names and case notes are the data of genlayerlabs/llm-policy
``tests/golden/sigma_pol_v2.json`` at 74512eb (MIT; the file itself is
``tests/data/upstream_sigma_pol_v2.json``).  The generator recomputes their
expectations with this reference and records only the keys upstream records;
``tests/test_golden.py`` checks the result equals upstream's file.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from .vector import Definition

#: upstream's expectation keys for every kind, and per kind
_KEYS: Final = ("sort", "encoding", "fingerprint")
_KIND_KEYS: Final = {
    "encoding": (),
    "pred": (),
    "policy": ("ordered", "scores", "rejected"),
    "xform": ("request",),
    "failplan": ("classified",),
}


def _cand(**over: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "api_kind": "openai_compatible",
        "base_url": "http://p1",
        "capabilities": {"context": 8000},
        "model_family": "m1",
        "provider_id": "p1",
        "quality_hint": 0.7,
        "served_model_id": "m1",
        "tier": "partner",
    }
    return {**base, **over}


_POP: Final = (
    _cand(),
    _cand(provider_id="p2", quality_hint=0.9, tier="marketplace"),
    _cand(provider_id="p3", quality_hint=0.4, tier="fallback"),
)

_CTX: Final = {
    "now_ms": 0,
    "request": {"requirements": []},
    "seed": 42,
    "state": {
        "breakers": {"p2": True},
        "ema": {"p1|m1": {"last_quality_eval": 0.85, "price_in": 3, "price_out": 12}},
    },
}
_BARE_CTX: Final = {"now_ms": 0, "request": []}
_UNSEEDED_CTX: Final = {"now_ms": 0, "request": {"requirements": []}}
_NEXT: Final = {"action": "next_candidate"}


def _up(name: str, kind: str, inputs: dict[str, Any]) -> Definition:
    return Definition(name, kind, inputs, tags=("upstream",), keep=_KEYS + _KIND_KEYS[kind])


def _case(candidate: dict[str, Any], ctx: Any, note: str) -> dict[str, Any]:
    return {"candidate": candidate, "ctx": ctx, "note": note}


def _in_set(name: str, op: str, member: str, one: str, other: str, outside: str) -> Definition:
    """Upstream's set-membership vector: ``or`` of two ``op`` tests, and a
    candidate whose ``member`` is each of the two, then one outside the set."""
    cases = [_case(_cand(**{member: value}), _CTX, "in the set") for value in (one, other)]
    cases.append(_case(_cand(**{member: outside}), _CTX, "not in the set -> or fails"))
    return _up(name, "pred", {"term": ["or", [op, one], [op, other]], "cases": cases})


def _policy(name: str, body: list[Any], ctx: Any) -> Definition:
    term = ["policy", *body, ["id"], ["always", _NEXT]]
    return _up(name, "policy", {"term": term, "candidates": list(_POP), "ctx": ctx})


UPSTREAM: Final = (
    _up(
        "encoding-ac-sorting",
        "encoding",
        {"term": ["and", ["meets_req"], ["is", "has_tee"], ["cmp", "price_in", "le", 5]]},
    ),
    _up(
        "encoding-number-format",
        "encoding",
        {"term": ["and", ["cmp", "context", "ge", 0.1], ["cmp", "context", "ge", 4000]]},
    ),
    _up(
        "encoding-number-exponent-form",
        "encoding",
        {
            "term": [
                "and",
                ["cmp", "context", "ge", 1e-05],
                ["cmp", "price_out", "le", 2.5e-10],
                ["cmp", "context", "le", 1e100],
            ]
        },
    ),
    _up(
        "encoding-failplan-canonical",
        "encoding",
        {
            "term": [
                "override",
                [
                    "override",
                    ["override", ["always", _NEXT], "rate_limit", {"action": "abort"}],
                    "auth_error",
                    {"action": "disable_provider"},
                ],
                "rate_limit",
                {"action": "disable_provider"},
            ]
        },
    ),
    _up(
        "pred-price-ceiling",
        "pred",
        {
            "term": ["cmp", "price_in", "le", 5],
            "cases": [
                _case(_cand(), _BARE_CTX, "no price anywhere -> +inf -> fails"),
                _case(_cand(), _CTX, "EMA price 3 -> passes"),
                _case(_cand(provider_id="px", price_in=4), _BARE_CTX, "catalog price 4 -> passes"),
            ],
        },
    ),
    _up(
        "pred-structure",
        "pred",
        {
            "term": ["and", ["min_tier", "marketplace"], ["not", ["is", "breaker_open"]]],
            "cases": [
                _case(_POP[0], _CTX, "partner, breaker closed"),
                _case(_POP[1], _CTX, "marketplace but breaker open"),
                _case(_POP[2], _CTX, "fallback < marketplace"),
            ],
        },
    ),
    _in_set(
        "pred-family-set",
        "family_eq",
        "model_family",
        "gpt-5.5",
        "claude-opus-4-8",
        "gemini-3.1-pro",
    ),
    _in_set("pred-provider-set", "provider_eq", "provider_id", "openrouter", "codex", "antseed"),
    _up(
        "pred-provider-excluded",
        "pred",
        {
            "term": ["not", ["provider_eq", "antseed"]],
            "cases": [
                _case(_cand(provider_id="antseed"), _CTX, "excluded provider"),
                _case(_cand(provider_id="openrouter"), _CTX, "survives exclusion"),
            ],
        },
    ),
    _policy(
        "policy-argmax-gate",
        [
            ["min_tier", "marketplace"],
            [
                "gate",
                ["not", ["is", "breaker_open"]],
                [
                    "add",
                    ["scale", 0.6, ["field", "context"]],
                    ["scale", 0.4, ["neg", ["normalize", ["field", "price_in"]]]],
                ],
            ],
            ["argmax"],
        ],
        _CTX,
    ),
    _policy("policy-sample-seeded", [["top"], ["field", "context"], ["sample", 0.5]], _CTX),
    _policy(
        "policy-normalize",
        [["top"], ["normalize", ["field", "context"]], ["argmax"]],
        _UNSEEDED_CTX,
    ),
    _policy(
        "policy-top-k",
        [["top"], ["field", "context"], ["top_k", 2, ["argmax"]]],
        _UNSEEDED_CTX,
    ),
    _up(
        "xform-seq-seeded",
        "xform",
        {
            "term": [
                "seq",
                ["set_param", "max_tokens", 4096],
                ["inject_seed", "seed"],
                ["clamp_param", "temperature", 0, 1],
                ["jitter", "top_p", 0.1],
                ["filter_text", ["NFKC", "RmZeroWidth"]],
            ],
            "request": {"temperature": 1.7, "top_p": 0.9},
            "candidate": _POP[0],
            "ctx": _CTX,
        },
    ),
    _up(
        "failplan-classify",
        "failplan",
        {
            "term": [
                "override",
                ["override", ["always", _NEXT], "auth_error", {"action": "disable_provider"}],
                "server_error",
                {"action": "retry_same", "attempts": 2, "backoff_ms": 500},
            ],
            "cases": ["auth_error", "server_error", "rate_limit"],
        },
    ),
)


#: What each of upstream's vectors checks, for the checklist only: the vectors
#: themselves stay exactly as upstream wrote them, without notes.
DESCRIPTIONS: Final[Mapping[str, str]] = {
    "encoding-ac-sorting": "the children of an AC operation are sorted by their encodings",
    "encoding-number-format": "a fraction renders with %.17g, an integral value without .0",
    "encoding-number-exponent-form": "small and large numbers render in exponent form",
    "encoding-failplan-canonical": "nested overrides normalize to sorted reasons, outer one wins",
    "pred-price-ceiling": "cmp on price_in: the candidate's price, else the EMA's, else +inf",
    "pred-structure": "and of min_tier and not(is breaker_open), with the failing reasons",
    "pred-family-set": "or of family_eq: membership in a set of families",
    "pred-provider-set": "or of provider_eq: membership in a set of providers",
    "pred-provider-excluded": "not(provider_eq): an excluded provider fails with reason not",
    "policy-argmax-gate": "a gated weighted sum with normalize, argmax order and rejected list",
    "policy-sample-seeded": "seeded rank-geometric sample at temp 0.5 (MINSTD draws)",
    "policy-normalize": "min-max normalize of context before argmax",
    "policy-top-k": "top_k 2 of argmax cuts the ordering",
    "xform-seq-seeded": "set_param, inject_seed, clamp_param, salted jitter and filter_text in seq",
    "failplan-classify": "overrides by reason, the base action for an unlisted kind",
}
