"""Pinned vectors: one per rule this spec fixes where upstream leaves the answer
undefined (spec/08-pinned.md cites them by name).

Every definition here is tagged ``pinned``; its name is the rule's name in
chapter 8, so the names are part of the specification and never change.  The
:data:`SUMMARY` line of each is what ``golden/CHECKLIST.md`` prints in its
pinned section.
"""

from __future__ import annotations

from typing import Final

from .fixtures import cand, ctx, policy_term
from .vector import Definition, case, pred, raw, reject, scorer, selector, xform

T: Final = ("pinned",)

#: The candidates of the NaN ordering vector and their input scores.
_NAN_SCORES: Final = ("nan", 1, "-inf", "nan", "+inf", 1)

DEFINITIONS: Final = (
    selector(
        "pinned-nan-score-order",
        ["argmax"],
        [cand(p) for p in ("a", "b", "c", "d", "e", "f")],
        "NaN scores sort after every number, -inf included; NaNs and equal scores keep input order",
        scores=list(_NAN_SCORES),
        tags=T,
    ),
    selector(
        "pinned-chain-equal-priority",
        ["chain", [{"provider": "a", "model": "m1"}, {"provider": "b", "model": "m1"}]],
        [cand("a", "m1"), cand("b", "m1"), cand("a", "m1"), cand("a", "m2")],
        "two candidates with one chain priority keep their input order (positions 0 then 2)",
        tags=T,
    ),
    pred(
        "pinned-needs-order",
        ["meets_req"],
        [
            case(
                cand("a"),
                ctx(request={"requirements": {"needs": ["vision", "tools", "seed"]}}),
                "three needs unmet: the first in code-point order (seed) is the reason",
            ),
            case(
                cand("a", capabilities={"supports_seed": True}),
                ctx(request={"requirements": {"needs": ["vision", "tools", "seed"]}}),
                "seed met: tools comes next, before vision",
            ),
            case(
                cand("a", capabilities={"supports_tools": True}),
                ctx(request={"images": ["img"], "requirements": {"needs": ["tools"]}}),
                "a derived need (vision from images) takes its place in the same order",
            ),
        ],
        "the needs of meets_req are checked in code-point order, derived needs included",
        tags=T,
    ),
    raw(
        "pinned-integer-beyond-2-53",
        "pred",
        '"term":["cmp","tok_s","eq",9007199254740993],'
        '"cases":[{"candidate":{"provider_id":"a","model_family":"m1","tok_s":9007199254740992}},'
        '{"candidate":{"provider_id":"b","model_family":"m1","tok_s":9007199254740994}}]',
        "numbers are doubles: the literal 2^53 + 1 reads as 2^53, in the term and in inputs",
        tags=T,
    ),
    scorer(
        "pinned-non-finite-json",
        ["add", ["field", "latency_ms"], ["neg", ["field", "price_in"]]],
        [
            cand("a", price_in=3),
            cand("b", price_in=3, latency_ms=100),
            cand("c", latency_ms=100),
            cand("d"),
        ],
        'non-finite scores are written "+inf", "-inf" and "nan" (inf + -inf is NaN)',
        tags=T,
    ),
    raw(
        "pinned-non-finite-json-literal",
        "reject",
        '"term":["cmp","tok_s","ge",1e999]',
        "a literal beyond the double range reads as +inf, then is refused as a Num",
        tags=(*T, "reject"),
    ),
    reject(
        "pinned-null-parameter",
        ["chain", [{"provider": "a", "model": "m1", "provider_id": None}]],
        "null is never a parameter value, even where the key itself is allowed",
        tags=T,
    ),
    xform(
        "pinned-empty-object-is-array",
        ["seq", ["filter_text", {}], ["set_param", "temperature", 0.5]],
        [],
        cand("a", capabilities=[]),
        "[] and {} are one empty value: as the request, a capability table, "
        "a recipe (encoded []) and state",
        ctx=ctx(request=[], state=[], seed=7),
        tags=T,
    ),
    raw(
        "pinned-lone-surrogate",
        "reject",
        '"term":["provider_eq","\\ud800x"]',
        "a string with a lone surrogate escape is valid JSON but refused where it is checked",
        tags=(*T, "reject"),
    ),
    reject(
        "pinned-message-values",
        ["and", ["tier_eq", {"gold": 1}], ["top"]],
        "a table inside a message is written `object` (or `array`), not Lua's address",
        tags=T,
    ),
    reject(
        "pinned-action-extra-key-order",
        ["always", {"action": "abort", "zeta": "z", "alpha": "a", "attempts": 2}],
        "extra Action keys are checked in code-point order: alpha is reported, not zeta",
        tags=T,
    ),
    raw(
        "pinned-minus-zero",
        "scorer",
        '"term":["add",["lit",-0.0],["field","tok_s"]],'
        '"candidates":[{"provider_id":"a","model_family":"m1","tok_s":-0.0}]',
        "-0 encodes as 0 and is written 0 in answers",
        tags=T,
    ),
    xform(
        "pinned-custom-registry",
        ["seq", ["custom", "test:stamp_provider"], ["custom", "test:drop_temperature"]],
        {"temperature": 0.7, "max_tokens": 64},
        cand("p9"),
        "the conformance registry: test:stamp_provider sets x_provider, "
        "test:drop_temperature removes temperature",
        tags=T,
    ),
    pred(
        "pinned-null-member-absent",
        ["and", ["cmp", "price_in", "le", 5], ["tier_eq", "fallback"]],
        [
            case(
                {**cand("a", tier=None), "price_in": None},
                ctx(state={"ema": {"a|m1": {"price_in": 2}}}),
                "null price_in reads the EMA; null tier is the fallback default",
            ),
            case(
                {**cand("b"), "price_in": None},
                {"seed": None, "request": None},
                "null price_in with no EMA is +inf; null ctx members are absent",
            ),
        ],
        "a member whose value is null is absent, in candidates and in the context",
        tags=T,
    ),
    Definition(
        "pinned-absent-request",
        "xform",
        {
            "term": ["when", ["meets_req"], ["set_param", "max_tokens", 16]],
            "candidate": cand("a"),
        },
        "no request member and no ctx: both are {} (meets_req holds, the parameter is set)",
        T,
    ),
    Definition(
        "pinned-candidate-validation",
        "policy",
        {"term": policy_term(), "candidates": [cand("a"), cand("b", price_in="cheap")]},
        "a candidate field of the wrong type is an input error, not a default",
        T,
        fails=True,
    ),
    Definition(
        "pinned-tier-order-duplicates",
        "encoding",
        {"term": ["top"], "schema": {"tier_order": ["low", "high", "low"]}},
        "a tier listed twice in the schema's tier order is refused",
        T,
        fails=True,
    ),
)

#: One line per pinned rule for the checklist (the rule each name pins).
SUMMARY: Final = {
    "pinned-nan-score-order": "NaN scores order after every number; ties keep input order",
    "pinned-chain-equal-priority": "chain entries of equal priority keep input order",
    "pinned-needs-order": "meets_req checks its needs in code-point order",
    "pinned-integer-beyond-2-53": "numbers are doubles: integers beyond 2^53 round",
    "pinned-non-finite-json": 'non-finite numbers are written "+inf", "-inf", "nan"',
    "pinned-non-finite-json-literal": "a literal beyond the double range is refused as a Num",
    "pinned-null-parameter": "null is never a parameter value",
    "pinned-empty-object-is-array": "{} and [] are the same empty value in inputs",
    "pinned-lone-surrogate": "strings with lone surrogates are refused",
    "pinned-message-values": "how values (tables, numbers, nil) are written in messages",
    "pinned-action-extra-key-order": "extra Action keys are checked in code-point order",
    "pinned-minus-zero": "-0 is 0 in encodings and answers",
    "pinned-custom-registry": "the registry test:stamp_provider and test:drop_temperature",
    "pinned-null-member-absent": "null input members are absent",
    "pinned-absent-request": "absent request and ctx are {}",
    "pinned-candidate-validation": "candidates are validated at the boundary",
    "pinned-tier-order-duplicates": "duplicate tiers in a schema are refused",
}
