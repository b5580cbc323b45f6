"""Hypothesis strategies for well-sorted terms (JSON form) and evaluation inputs
(spec/01-terms-and-sorts.md, spec/02-vocabulary.md §2.6).

Shared by the test suite and the proofs' executable companions; not part of
the installed package, since hypothesis is a dev dependency
(tests/test_packaging.py imports every installed module without it).  Every
generated term is admitted by the default schema with the sort asked for;
generation follows the signature table, so a new operation is generated as
soon as it is declared.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from hypothesis import strategies as st
from sigma_pol.syntax.signature import ACTIONS, RELATIONS, SIGNATURE, OpSpec, ParamSort, Sort
from sigma_pol.syntax.vocabulary import CORE_FIELDS, DEFAULT_TIER_ORDER

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


@functools.cache
def _terms(sort: Sort, depth: int) -> st.SearchStrategy[Any]:
    """One strategy object per sort and depth (hypothesis validates a strategy
    the first time it is drawn from; a fresh tree per draw made validation
    most of the cost of a test drawing terms)."""
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
# terms shaped by a node budget, with the parameters a policy author writes

#: Parameters as policies carry them: thresholds and weights on the scales of
#: the fields (negative weights too: ``scale(-1, field(price_in))`` prefers the
#: cheaper), the providers, families and capabilities the candidates below
#: use (so an equality or a capability test holds for some candidates and
#: fails for others), the request parameters hosts set.  Both zeros and 1 stay
#: in: ``scale`` and ``clamp`` rewrite on them.
REALISTIC_PARAMS: dict[ParamSort, st.SearchStrategy[Any]] = {
    **PARAMS,
    ParamSort.NUM: st.one_of(
        st.sampled_from([0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 0.9, 0.99, 2.0, 10.0, 500.0, 8000.0]),
        st.integers(-40, 80).map(lambda quarter: quarter / 4),
        st.integers(50, 2000).map(float),
    ),
    ParamSort.FAMILY: st.sampled_from(["m1", "m2", "m3"]),
    ParamSort.PROVIDER: st.sampled_from(["p1", "p2", "p3", "p4", "p9"]),
    ParamSort.SERVED_BY: st.sampled_from(["p1", "p2", "p3", "peer-7"]),
    ParamSort.CAPABILITY: st.sampled_from(["supports_tools", "supports_vision", "context", "x"]),
    ParamSort.PARAM_NAME: st.sampled_from(["temperature", "top_p", "max_tokens", "seed"]),
    ParamSort.SCALAR: st.one_of(
        st.sampled_from([0.0, 0.2, 0.7, 1.0, 256.0]),
        st.sampled_from(["from_ctx", "json", "auto"]),
        st.booleans(),
    ),
    ParamSort.PROVENANCE: st.sampled_from(["host", "catalog"]),
    ParamSort.RECIPE: st.lists(
        st.one_of(
            st.sampled_from(["pii", "nsfw", "resize"]),
            st.fixed_dictionaries({"max_px": st.sampled_from([512.0, 1024.0])}),
        ),
        max_size=3,
    ),
}

#: The fewest nodes a term of each sort has (a policy is a node and five leaves).
_MIN_NODES = {sort: 6 if sort is Sort.POLICY else 1 for sort in Sort}


def sized_terms(
    sort: Sort = Sort.POLICY,
    max_nodes: int = 40,
    max_children: int = 8,
    params: Mapping[ParamSort, st.SearchStrategy[Any]] = REALISTIC_PARAMS,
) -> st.SearchStrategy[Any]:
    """JSON terms of ``sort`` with at most ``max_nodes`` nodes, variadic nodes of
    up to ``max_children`` children, parameters drawn from ``params``.

    The shape is drawn as a budget, not a depth: a node spends one node of it
    and splits the rest among its subterms at random cut points, and a
    subterm with budget left is never a constant.  An uneven split sends most
    of the budget down one branch, so terms reach depth 6 and more while
    staying small, and one node can take many children; :func:`terms` bounds
    every branch's depth instead, which keeps its terms shallow and narrow.
    """
    shapes = _Shapes(max_children, params)
    low = _MIN_NODES[sort]
    return st.integers(low, max(low, max_nodes)).flatmap(lambda budget: shapes.term(sort, budget))


class _Shapes:
    """The strategies of :func:`sized_terms`, each built once (hypothesis
    validates a strategy the first time it is drawn from, which would
    otherwise dominate the cost of a draw)."""

    def __init__(self, max_children: int, params: Mapping[ParamSort, st.SearchStrategy[Any]]):
        self.max_children, self.params = max_children, params
        self.term = functools.cache(self._term)
        self.ops = functools.cache(self._ops)
        self.split = functools.cache(self._split)

    def _term(self, sort: Sort, budget: int) -> st.SearchStrategy[Any]:
        return _node(self, sort, budget)

    def _ops(self, sort: Sort, budget: int) -> st.SearchStrategy[OpSpec]:
        """The operations of ``sort`` that fit ``budget``; with budget to spare, the
        ones that take subterms."""
        fitting = [spec for spec in SIGNATURE.values() if spec.out is sort and _fits(spec, budget)]
        compound = [spec for spec in fitting if spec.variadic is not None or _subterms(spec.ins)]
        return st.sampled_from(compound if budget > 1 and compound else fitting)

    def _split(self, total: int, parts: int) -> st.SearchStrategy[list[int]]:
        """``total`` nodes as ``parts`` positive shares (all 1 when ``total`` is too small)."""
        if parts == 0:
            return st.just([])
        if total <= parts:
            return st.just([1] * parts)
        cuts = st.lists(
            st.integers(1, total - 1), min_size=parts - 1, max_size=parts - 1, unique=True
        )
        return cuts.map(lambda c: _shares(sorted(c), total))


@st.composite
def _node(draw: st.DrawFn, shapes: _Shapes, sort: Sort, budget: int) -> Any:
    """One term of ``sort`` spending exactly ``budget`` nodes where the signature allows."""
    spec = draw(shapes.ops(sort, budget))
    if spec.variadic is not None:
        count = draw(st.integers(1, max(1, min(shapes.max_children, budget - 1))))
        shares = draw(shapes.split(budget - 1, count))
        return [spec.name, *(draw(shapes.term(spec.variadic, b)) for b in shares)]
    budgets = iter(draw(shapes.split(budget - 1, len(_subterms(spec.ins)))))
    args = [
        draw(shapes.term(s, next(budgets))) if isinstance(s, Sort) else draw(shapes.params[s])
        for s in spec.ins
    ]
    return [spec.name, *args]


def _shares(cuts: list[int], total: int) -> list[int]:
    """The lengths of the pieces ``0..total`` is cut into at ``cuts`` (ascending)."""
    return [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]


def _subterms(ins: Sequence[Any]) -> list[Sort]:
    return [s for s in ins if isinstance(s, Sort)]


def _fits(spec: OpSpec, budget: int) -> bool:
    if spec.variadic is not None:
        return budget >= 1 + _MIN_NODES[spec.variadic]
    return 1 + sum(_MIN_NODES[s] for s in _subterms(spec.ins)) <= budget


# ---------------------------------------------------------------------------
# evaluation inputs

candidate = st.fixed_dictionaries(
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
)

#: Candidate lists, the empty one included.
candidates = st.lists(candidate, max_size=6)

#: Candidate lists with at least one candidate: a population a comparison of
#: verdicts, scores or requests can say something about (hypothesis draws the
#: empty list for about two tests in five otherwise).
populations = st.lists(candidate, min_size=1, max_size=6)

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
