"""Selector vectors: orderings of a scored population (spec/06-semantics.md §Selector).

Most use the ``selector`` kind: the scores are given, so a vector isolates the
selector; ``positions`` tells apart candidates that share a provider.
"""

from __future__ import annotations

from typing import Any, Final

from .fixtures import POP4, cand, ctx, policy_term
from .vector import Definition, policy, selector

T: Final = ("selector",)
SIX: Final = [cand(f"s{i}") for i in range(6)]
SIX_SCORES: Final = [0.5, 3, 1, 2.5, 4, 2]


def _argmax_ordered() -> list[Definition]:
    four = [cand("a"), cand("b"), cand("c"), cand("d")]
    return [
        selector("selector-argmax", ["argmax"], four, "score descending", [1, 3, 2, 0.5], tags=T),
        selector(
            "selector-argmax-ties",
            ["argmax"],
            four,
            "equal scores keep input order",
            [1, 3, 1, 3],
            tags=(*T, "boundary"),
        ),
        selector(
            "selector-argmax-infinities",
            ["argmax"],
            four,
            "+inf first, -inf last among numbers",
            ["-inf", 0, "+inf", -1e308],
            tags=(*T, "boundary"),
        ),
        selector("selector-argmax-empty", ["argmax"], [], "an empty population", [], tags=T),
        selector(
            "selector-ordered",
            ["ordered"],
            four,
            "input order, scores untouched",
            [1, 3, 2, "nan"],
            tags=T,
        ),
        selector(
            "selector-ordered-shared-provider",
            ["ordered"],
            [cand("a"), cand("a", "m2"), cand("a")],
            "positions tell apart candidates of one provider",
            [0, 2, 1],
            tags=T,
        ),
    ]


def _sample() -> list[Definition]:
    def one(name: str, temp: float, seed: Any, note: str, tags: tuple[str, ...] = ()) -> Definition:
        return selector(
            f"selector-sample-{name}",
            ["sample", temp],
            SIX,
            note,
            SIX_SCORES,
            ctx(seed=seed) if seed is not None else ctx(),
            (*T, *tags),
        )

    return [
        one("temp-zero", 0, 42, "temp 0 is exactly the argmax order", ("boundary",)),
        one("temp-negative", -3, 42, "a negative temp counts as 0", ("boundary",)),
        one("temp-small", 0.05, 7, "small temp: nearly argmax"),
        one("temp-half", 0.5, 42, "rank-geometric weights 1, 1/3, 1/9, …"),
        one("temp-one", 1, 12345, "q = 1/2"),
        one("temp-large", 1e6, 42, "large temp: nearly uniform", ("boundary",)),
        one("temp-tiny", 1e-300, 3, "weights underflow to 0: the zero tail follows in order"),
        one("seed-zero", 0.5, 0, "seed 0 is moved into the PRNG's range", ("seed",)),
        one("seed-absent", 0.5, None, "no seed reads 0", ("seed",)),
        one("seed-negative", 0.5, -7, "a negative seed, floored modulo", ("seed",)),
        one("seed-2-31", 0.5, 2147483648, "seed 2^31 reduces modulo 2^31 - 1", ("seed",)),
        one("seed-modulus", 0.5, 2147483647, "seed 2^31 - 1 reduces to 0", ("seed",)),
        one("seed-huge", 0.5, 1e15, "a seed far beyond 2^31", ("seed",)),
        one("seed-fraction", 0.5, 42.5, "a non-integral seed", ("seed",)),
        one("seed-other", 2, 99, "another seed, another order", ("seed",)),
        selector(
            "selector-sample-ties",
            ["sample", 1],
            SIX,
            "the pool is ordered by score then input order before weighting",
            [1, 1, 1, 1, 1, 1],
            ctx(seed=5),
            T,
        ),
        selector(
            "selector-sample-one",
            ["sample", 3],
            SIX[:1],
            "a population of one",
            [1],
            ctx(seed=5),
            T,
        ),
    ]


def _chain() -> list[Definition]:
    four = list(POP4)

    def entry(provider: str, model: str = "m1") -> dict[str, str]:
        return {"provider": provider, "model": model}

    return [
        selector(
            "selector-chain",
            ["chain", [entry("c"), entry("a")]],
            four,
            "listed candidates in chain order, scores -priority; unlisted dropped",
            [4, 3, 2, 1],
            tags=T,
        ),
        selector(
            "selector-chain-long-keys",
            ["chain", [{"provider_id": "d", "model_family": "m1"}, entry("b")]],
            four,
            "provider_id / model_family spell the same entry",
            tags=T,
        ),
        selector(
            "selector-chain-duplicate-entry",
            ["chain", [entry("a"), entry("b"), entry("a")]],
            four,
            "a key listed twice takes its last priority: b (2) before a (3)",
            tags=(*T, "boundary"),
        ),
        selector(
            "selector-chain-absent-entries",
            ["chain", [entry("x"), entry("b", "m2"), entry("d")]],
            four,
            "entries naming no candidate, or another model, select nothing",
            tags=(*T, "boundary"),
        ),
        selector(
            "selector-chain-empty",
            ["chain", []],
            four,
            "an empty chain selects nobody",
            tags=(*T, "boundary"),
        ),
        selector(
            "selector-chain-empty-provider",
            ["chain", [{"provider": "", "provider_id": "a", "model": "m1"}, entry("b")]],
            [cand("a"), cand("b"), cand("")],
            "an empty provider string is truthy (Lua): the key is |m1, not a|m1",
            tags=(*T, "boundary"),
        ),
    ]


def _top_k() -> list[Definition]:
    return [
        selector(
            "selector-top-k-argmax",
            ["top_k", 2, ["argmax"]],
            SIX,
            "the first 2 of argmax",
            SIX_SCORES,
            tags=T,
        ),
        selector(
            "selector-top-k-pool",
            ["top_k", 6, ["argmax"]],
            SIX,
            "k equal to the pool keeps everyone",
            SIX_SCORES,
            tags=(*T, "boundary"),
        ),
        selector(
            "selector-top-k-beyond-pool",
            ["top_k", 10, ["ordered"]],
            SIX,
            "k beyond the pool keeps everyone",
            SIX_SCORES,
            tags=(*T, "boundary"),
        ),
        selector(
            "selector-top-k-one",
            ["top_k", 1, ["ordered"]],
            SIX,
            "k = 1",
            SIX_SCORES,
            tags=(*T, "boundary"),
        ),
        selector(
            "selector-top-k-sample",
            ["top_k", 3, ["sample", 0.5]],
            SIX,
            "top_k of sample is the prefix of the full sample (same draws)",
            SIX_SCORES,
            ctx(seed=42),
            T,
        ),
        selector(
            "selector-top-k-nested",
            ["top_k", 4, ["top_k", 2, ["argmax"]]],
            SIX,
            "the inner bound wins",
            SIX_SCORES,
            tags=T,
        ),
        selector(
            "selector-top-k-chain",
            ["top_k", 2, ["chain", [{"provider": f"s{i}", "model": "m1"} for i in (5, 1, 3)]]],
            SIX,
            "top_k over a chain",
            tags=T,
        ),
    ]


def _in_policies() -> list[Definition]:
    pop = list(POP4)
    return [
        policy(
            "policy-sample-after-filter",
            policy_term(
                filter_=["cmp", "latency_ms", "lt", 250],
                scorer=["neg", ["normalize", ["field", "latency_ms"]]],
                selector=["sample", 0.8],
            ),
            pop,
            "seeded sampling over the survivors",
            ctx(seed=2024),
            ("policy",),
        ),
        policy(
            "policy-chain",
            policy_term(
                filter_=["not", ["provider_eq", "a"]],
                scorer=["field", "tok_s"],
                selector=[
                    "chain",
                    [{"provider": "a", "model": "m1"}, {"provider": "d", "model": "m1"}],
                ],
            ),
            pop,
            "a filtered-out candidate stays out of the chain; scores become -priority",
            tags=("policy",),
        ),
        policy(
            "policy-top-k-sample",
            policy_term(scorer=["field", "context"], selector=["top_k", 2, ["sample", 2]]),
            pop,
            "a shortlist of two drawn by seeded sampling",
            ctx(seed=-99),
            ("policy",),
        ),
        policy(
            "policy-ordered",
            policy_term(
                filter_=["cmp", "tok_s", "gt", 0], scorer=["field", "tok_s"], selector=["ordered"]
            ),
            pop,
            "ordered keeps the survivors' input order",
            tags=("policy",),
        ),
    ]


DEFINITIONS: Final[tuple[Definition, ...]] = (
    *_argmax_ordered(),
    *_sample(),
    *_chain(),
    *_top_k(),
    *_in_policies(),
)
