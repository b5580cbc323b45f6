"""Scorer vectors: score vectors over a population (spec/06-semantics.md §Scorer)."""

from __future__ import annotations

from typing import Final

from .fixtures import POP4, cand, ctx, policy_term
from .vector import Definition, encoding, policy, scorer

T: Final = ("scorer",)
POP: Final = list(POP4)
CREDITS: Final = ctx(state={"credits": {"a": 10, "c": 2.5}, "ema": {"d|m1": {"price_out": 4}}})


def _fields() -> list[Definition]:
    out = []
    for field in (
        "price_in",
        "price_out",
        "latency_ms",
        "tok_s",
        "success_rate",
        "credits",
        "context",
    ):
        out.append(
            scorer(
                f"scorer-field-{field.replace('_', '-')}",
                ["field", field],
                POP,
                f"field {field} for four candidates, defaults where absent",
                CREDITS,
                (*T, f"default:{field}"),
            )
        )
    out.append(
        scorer(
            "scorer-field-extension",
            ["add", ["field", "bonus"], ["field", "tok_s"]],
            [cand("a", bonus=1), cand("b")],
            "a declared Num extension reads its default (-3) where absent",
            tags=(*T, "extension"),
            schema={"fields": {"bonus": {"sort": "Num", "default": -3}}},
        )
    )
    return out


def _arithmetic() -> list[Definition]:
    return [
        scorer("scorer-zero", ["zero"], POP, "zero for everyone", tags=T),
        scorer("scorer-zero-empty", ["zero"], [], "an empty population scores []", tags=T),
        scorer("scorer-lit", ["lit", 2.5], POP, "a constant", tags=T),
        scorer("scorer-lit-negative", ["lit", -1e-3], POP[:2], "a negative constant", tags=T),
        scorer(
            "scorer-add",
            ["add", ["field", "tok_s"], ["scale", 100, ["field", "success_rate"]], ["lit", 1]],
            POP,
            "pointwise sum",
            tags=T,
        ),
        scorer(
            "scorer-add-order",
            ["normalize", ["add", ["lit", 1], ["field", "tok_s"], ["lit", -1e16], ["lit", 0.5]]],
            [cand("a", tok_s=0), cand("b", tok_s=1)],
            "sums run left to right over the children in normal-form order (field, -1e16, 0.5, "
            "1): both candidates round to -1e16, a degenerate population (summed from the right, "
            "b would differ)",
            tags=(*T, "boundary"),
        ),
        scorer(
            "scorer-add-zero-unit",
            ["add", ["zero"], ["field", "tok_s"], ["zero"]],
            POP,
            "zero is the unit of add",
            tags=(*T, "normal-form"),
        ),
        scorer(
            "scorer-scale",
            ["scale", -2, ["field", "tok_s"]],
            POP,
            "pointwise w·s with a negative weight",
            tags=T,
        ),
        scorer(
            "scorer-scale-nested",
            ["scale", 0.5, ["scale", 3, ["field", "latency_ms"]]],
            POP,
            "nested scales stay nested (no arithmetic in the normal form); d's +inf stays +inf",
            tags=T,
        ),
        scorer(
            "scorer-scale-zero-weight",
            ["scale", 0, ["field", "price_in"]],
            POP,
            "scale(0, s) is zero: 0 for the unpriced candidate too, not 0·inf = NaN",
            tags=(*T, "normal-form", "boundary"),
        ),
        scorer(
            "scorer-scale-one",
            ["scale", 1, ["field", "context"]],
            POP,
            "scale(1, s) is s",
            tags=(*T, "normal-form"),
        ),
        scorer(
            "scorer-gate",
            ["gate", ["cmp", "tok_s", "ge", 80], ["field", "tok_s"]],
            POP,
            "gate demotes to 0, it does not drop",
            tags=T,
        ),
        scorer(
            "scorer-gate-inf",
            ["gate", ["cmp", "price_in", "lt", 3], ["field", "price_in"]],
            POP,
            "a gated +inf becomes 0",
            tags=T,
        ),
        scorer(
            "scorer-gate-top-bot",
            ["add", ["gate", ["top"], ["lit", 1]], ["gate", ["bot"], ["lit", 5]]],
            POP[:2],
            "gate(top, s) = s and gate(bot, s) = zero",
            tags=(*T, "normal-form"),
        ),
        scorer(
            "scorer-neg",
            ["neg", ["field", "success_rate"]],
            POP,
            "neg is 1 - s (not -s)",
            tags=T,
        ),
        scorer(
            "scorer-neg-inf",
            ["neg", ["field", "price_in"]],
            POP,
            "1 - inf = -inf for the unpriced candidate",
            tags=(*T, "boundary"),
        ),
        scorer(
            "scorer-clamp",
            ["clamp", 50, 100, ["field", "tok_s"]],
            POP,
            "clamp into [50, 100]",
            tags=T,
        ),
        scorer(
            "scorer-clamp-infinite",
            ["clamp", 0, 1000, ["field", "latency_ms"]],
            [*POP, cand("e", latency_ms=-5)],
            "an infinite score clamps to hi, below lo to lo",
            tags=(*T, "boundary"),
        ),
        scorer(
            "scorer-clamp-inverted",
            ["clamp", 5, 1, ["field", "tok_s"]],
            [cand("a", tok_s=0), cand("b", tok_s=3), cand("c", tok_s=10)],
            "lo > hi: below lo gives lo, else above hi gives hi (lo is tested first)",
            tags=(*T, "boundary"),
        ),
    ]


def _normalize() -> list[Definition]:
    return [
        scorer(
            "scorer-normalize",
            ["normalize", ["field", "tok_s"]],
            POP,
            "min-max to [0, 1]",
            tags=T,
        ),
        scorer(
            "scorer-normalize-degenerate",
            ["normalize", ["field", "context"]],
            [cand("a", capabilities={"context": 5}), cand("b", capabilities={"context": 5})],
            "all equal: all 0",
            tags=(*T, "boundary"),
        ),
        scorer(
            "scorer-normalize-single",
            ["normalize", ["lit", 7]],
            POP[:1],
            "a population of one: 0",
            tags=(*T, "boundary"),
        ),
        scorer(
            "scorer-normalize-empty",
            ["normalize", ["field", "tok_s"]],
            [],
            "an empty population: []",
            tags=(*T, "boundary"),
        ),
        scorer(
            "scorer-normalize-infinite-top",
            ["normalize", ["field", "price_in"]],
            POP,
            "+inf at the top maps to 1, the finite ones to (x-lo)/inf = 0",
            tags=(*T, "boundary"),
        ),
        scorer(
            "scorer-normalize-infinite-bottom",
            ["normalize", ["neg", ["field", "price_in"]]],
            POP,
            "-inf at the bottom maps to 0, the top to 1, the rest inf/inf guarded to 0",
            tags=(*T, "boundary"),
        ),
        scorer(
            "scorer-normalize-both-infinite",
            ["normalize", ["field", "latency_ms"]],
            [cand("a"), cand("b", latency_ms=5), cand("c")],
            "a finite value under an infinite top",
            tags=(*T, "boundary"),
        ),
        scorer(
            "scorer-normalize-idempotent",
            ["normalize", ["normalize", ["field", "success_rate"]]],
            POP,
            "normalize(normalize(s)) = normalize(s)",
            tags=(*T, "normal-form"),
        ),
        scorer(
            "scorer-normalize-negative",
            ["normalize", ["scale", -1, ["field", "tok_s"]]],
            POP,
            "negative scores",
            tags=T,
        ),
    ]


def _in_policies() -> list[Definition]:
    return [
        policy(
            "policy-normalize-over-survivors",
            policy_term(
                filter_=["cmp", "price_in", "le", 2],
                scorer=["normalize", ["field", "price_in"]],
            ),
            POP,
            "the population is the survivors of the filter: b=1 → 0, c=2 → 1",
            tags=("policy",),
        ),
        policy(
            "policy-weighted-sum",
            policy_term(
                scorer=[
                    "add",
                    ["scale", 0.5, ["normalize", ["field", "tok_s"]]],
                    ["scale", 0.3, ["neg", ["normalize", ["field", "price_in"]]]],
                    ["scale", 0.2, ["field", "success_rate"]],
                ],
            ),
            POP,
            "a weighted sum of normalized fields decides the argmax order",
            tags=("policy",),
        ),
        policy(
            "policy-gate-demotes",
            policy_term(
                scorer=["gate", ["not", ["is", "breaker_open"]], ["lit", 1]],
                selector=["ordered"],
            ),
            POP,
            "a gated candidate stays in the ordering with score 0",
            ctx(state={"breakers": {"b": True}}),
            ("policy",),
        ),
        policy(
            "policy-clamped-latency",
            policy_term(scorer=["neg", ["clamp", 0, 250, ["field", "latency_ms"]]]),
            POP,
            "clamped latency, lower is better",
            tags=("policy",),
        ),
        encoding(
            "encoding-scorer-normal-form",
            [
                "add",
                ["scale", 1, ["lit", 2]],
                ["gate", ["is", "has_tee"], ["zero"]],
                ["scale", 3, ["zero"]],
                ["add", ["lit", 1], ["normalize", ["normalize", ["field", "tok_s"]]]],
            ],
            "scale(1,·), gate(·,zero), scale(·,zero), nested add and normalize∘normalize",
            ("encoding", "normal-form"),
        ),
        encoding(
            "encoding-scale-minus-zero-weight",
            ["gate", ["bot"], ["scale", 2, ["field", "tok_s"]]],
            "gate(bot, s) is zero",
            ("encoding", "normal-form"),
        ),
    ]


DEFINITIONS: Final[tuple[Definition, ...]] = (
    *_fields(),
    *_arithmetic(),
    *_normalize(),
    *_in_policies(),
)
