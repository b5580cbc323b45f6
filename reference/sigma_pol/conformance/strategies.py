"""Hypothesis strategies for well-sorted terms (JSON form) and evaluation inputs
(spec/01-terms-and-sorts.md, spec/02-vocabulary.md §2.6).

Shared by the test suite, the proofs' executable companions and the golden
generator's property checks.  Every generated term is admitted by the default
schema with the sort asked for; generation follows the signature table, so a
new operation is generated as soon as it is declared.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from hypothesis import strategies as st

from ..core.signature import ACTIONS, RELATIONS, SIGNATURE, ParamSort, Sort
from ..core.vocabulary import CORE_FIELDS, DEFAULT_TIER_ORDER

NUM_FIELDS = sorted(n for n, d in CORE_FIELDS.items() if d.sort == "Num")
BOOL_FIELDS = sorted(n for n, d in CORE_FIELDS.items() if d.sort == "Bool")

#: Doubles a term may carry: small integers, simple decimals, exponent forms, both zeros.
numbers = st.one_of(
    st.integers(-5, 30).map(float),
    st.sampled_from([0.0, -0.0, 0.1, 0.5, 1.0, 2.5, 1e-05, 2.5e-10, 1e100, 9007199254740993.0]),
    st.floats(allow_nan=False, allow_infinity=False, width=64),
)

#: Strings including the escaped characters and non-ASCII text, never surrogates.
names = st.one_of(
    st.sampled_from(["a", "b", "gpt-5.5", "p1", "m1", "temperature", "top_p", "auth_error"]),
    st.text(st.characters(categories=("L", "M", "N", "P", "S", "Zs", "Cc")), max_size=6),
)

actions = st.builds(
    lambda action, extra: {"action": action, **extra},
    st.sampled_from(ACTIONS),
    st.dictionaries(
        st.sampled_from(["attempts", "backoff_ms", "open_breaker_ms", "mark_unavailable_ms"]),
        st.integers(0, 5).map(float),
        max_size=2,
    ),
)

recipes = st.lists(
    st.one_of(names, st.dictionaries(names, numbers, min_size=1, max_size=2)), max_size=3
)

chains = st.lists(
    st.fixed_dictionaries(
        {"provider": st.sampled_from(["p1", "p2", "p3"]), "model": st.just("m1")}
    ),
    max_size=3,
)

PARAMS: dict[ParamSort, st.SearchStrategy[Any]] = {
    ParamSort.NUM: numbers,
    ParamSort.COUNT: st.integers(1, 6).map(float),
    ParamSort.REL: st.sampled_from(RELATIONS),
    ParamSort.NUM_FIELD: st.sampled_from(NUM_FIELDS),
    ParamSort.BOOL_FIELD: st.sampled_from(BOOL_FIELDS),
    ParamSort.TIER: st.sampled_from(DEFAULT_TIER_ORDER),
    ParamSort.FAMILY: names,
    ParamSort.PROVIDER: names,
    ParamSort.SERVED_BY: names,
    ParamSort.CAPABILITY: names,
    ParamSort.PARAM_NAME: names,
    ParamSort.SCALAR: st.one_of(numbers, names, st.booleans()),
    ParamSort.SYM: st.sampled_from(["test:stamp_provider", "test:drop_temperature"]),
    ParamSort.PROVENANCE: names,
    ParamSort.FAIL_REASON: st.sampled_from(["auth_error", "rate_limit", "server_error", "unknown"]),
    ParamSort.ACTION: actions,
    ParamSort.RECIPE: recipes,
    ParamSort.CHAIN: chains,
}


def terms(sort: Sort = Sort.POLICY, max_depth: int = 5) -> st.SearchStrategy[Any]:
    """JSON terms of ``sort``, at most ``max_depth`` levels deep."""
    return _terms(sort, max_depth)


def _terms(sort: Sort, depth: int) -> st.SearchStrategy[Any]:
    choices = []
    for name, spec in SIGNATURE.items():
        if spec.out is not sort:
            continue
        if spec.variadic is not None:
            if depth > 1:
                choices.append(
                    st.lists(_deferred(spec.variadic, depth - 1), min_size=1, max_size=3).map(
                        _prepend(name)
                    )
                )
            continue
        subterms = [s for s in spec.ins if isinstance(s, Sort)]
        if subterms and depth <= 1:
            continue
        parts = [
            _deferred(s, depth - 1) if isinstance(s, Sort) else PARAMS[ParamSort(s)]
            for s in spec.ins
        ]
        choices.append(st.tuples(*parts).map(_prepend(name)))
    return st.one_of(choices)


def _prepend(op: str) -> Callable[[Sequence[Any]], list[Any]]:
    return lambda args: [op, *args]


def _deferred(sort: Sort, depth: int) -> st.SearchStrategy[Any]:
    return st.deferred(lambda: _terms(sort, depth))


# ---------------------------------------------------------------------------
# evaluation inputs

candidates = st.lists(
    st.fixed_dictionaries(
        {
            "provider_id": st.sampled_from(["p1", "p2", "p3", "p4"]),
            "model_family": st.sampled_from(["m1", "m2"]),
        },
        optional={
            "tier": st.sampled_from([*DEFAULT_TIER_ORDER, "other"]),
            "price_in": st.integers(0, 20).map(float),
            "price_out": st.integers(0, 50).map(float),
            "latency_ms": st.integers(50, 2000).map(float),
            "tok_s": st.integers(0, 200).map(float),
            "success_rate": st.floats(0, 1),
            "has_tee": st.booleans(),
            "no_log": st.booleans(),
            "scope": st.sampled_from(["s1", "s2"]),
            "capabilities": st.fixed_dictionaries(
                {},
                optional={
                    "context": st.sampled_from([0.0, 8000.0, 32000.0, 128000.0]),
                    "supports_tools": st.booleans(),
                    "supports_vision": st.booleans(),
                },
            ),
        },
    ),
    max_size=6,
)

contexts = st.fixed_dictionaries(
    {"request": st.fixed_dictionaries({}, optional={"scope": st.sampled_from(["s1", "s2"])})},
    optional={
        "seed": st.one_of(st.integers(-3, 2**32).map(float), st.just(0.0)),
        "state": st.fixed_dictionaries(
            {},
            optional={
                "breakers": st.dictionaries(
                    st.sampled_from(["p1", "p2"]), st.booleans(), max_size=2
                ),
                "credits": st.dictionaries(
                    st.sampled_from(["p1", "p3"]), st.integers(0, 9).map(float)
                ),
            },
        ),
    },
)
