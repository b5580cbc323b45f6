"""Companion of Theorem 12 (proofs/12-congruence.md): E-equality is a congruence,
equality of meaning is not, and term equality is typed.

(a) For a generated term ``t``, an E-rewrite ``u`` of it (Theorem 3's rewriter,
which applies the equations in random places and orders) and a generated
context ``C`` (one to three wrappers of the right sorts around the hole),
``C[t]`` and ``C[u]`` have one normal form.  (b) The counterexample of clause 2:
``lit(1)`` and ``neg(zero)`` score 1 everywhere, yet in ``add(□, lit 1e16, lit
-1e16)`` they score 0 and 1.  (c) ``set_param("x", true) != set_param("x", 1)``.

Planted bugs caught: AC children sorted by operation name only (a stable sort
that ignores a child's parameters and inner order), and ``Term`` equality that
identifies ``true`` with ``1``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sigma_pol import admit
from sigma_pol.normal.normal_form import canonical
from sigma_pol.semantics.compiler import evaluate
from sigma_pol.semantics.decision_values import candidates_from_json, context_from_json
from sigma_pol.syntax.signature import Sort

from tests.strategies import terms

from .companion_03_normal_form import rewrite

Wrap = Callable[[Any, random.Random], Any]
P = ["cmp", "price_in", "le", 5]
S = ["field", "context"]

#: one-hole contexts, by the sort of the hole: each wraps the hole once and
#: gives a term of the sort named beside it
WRAPPERS: dict[Sort, list[tuple[Sort, Wrap]]] = {
    Sort.PRED: [
        (Sort.PRED, lambda h, r: ["and", *r.sample([h, P, ["is", "has_tee"]], 3)]),
        (Sort.PRED, lambda h, r: ["or", ["meets_req"], h]),
        (Sort.PRED, lambda h, r: ["not", h]),
        (Sort.SCORER, lambda h, r: ["gate", h, S]),
        (
            Sort.POLICY,
            lambda h, r: [
                "policy",
                h,
                ["zero"],
                ["argmax"],
                ["id"],
                ["always", {"action": "abort"}],
            ],
        ),
    ],
    Sort.SCORER: [
        (Sort.SCORER, lambda h, r: ["add", *r.sample([h, S, ["lit", 2]], 3)]),
        (Sort.SCORER, lambda h, r: ["scale", r.choice([0.5, 2, -1]), h]),
        (Sort.SCORER, lambda h, r: ["neg", h]),
        (Sort.SCORER, lambda h, r: ["normalize", h]),
        (Sort.SCORER, lambda h, r: ["gate", P, h]),
    ],
    Sort.XFORM: [
        (Sort.XFORM, lambda h, r: ["seq", *r.sample([h, ["inject_seed", "k"], ["id"]], 3)]),
        (Sort.XFORM, lambda h, r: ["when", P, h]),
    ],
    Sort.FAILPLAN: [
        (
            Sort.FAILPLAN,
            lambda h, r: ["override", h, r.choice(["auth_error", "zz"]), {"action": "abort"}],
        ),
    ],
}


def in_context(hole: Any, sort: Sort, rng: random.Random, layers: int) -> Any:
    term = hole
    for _ in range(layers):
        choices = WRAPPERS.get(sort)
        if not choices:
            break
        sort, wrap = rng.choice(choices)
        term = wrap(term, rng)
    return term


def nf(value: Any) -> str:
    return canonical(admit(value).term).body


HOLE_SORTS = st.sampled_from([Sort.PRED, Sort.SCORER, Sort.XFORM, Sort.FAILPLAN])

#: children of one operation that differ only in their parameters: an AC node of
#: them is where an order that ignores parameters shows (commutativity moves them)
SIBLINGS = {
    Sort.PRED: ("and", [["cmp", f, "le", n] for f in ("price_in", "context") for n in (1, 5)]),
    Sort.SCORER: ("add", [["field", f] for f in ("context", "price_in", "tok_s")]),
}


def _ac_of_siblings(sort: Sort) -> st.SearchStrategy[Any]:
    op, pool = SIBLINGS[sort]
    kids = st.lists(st.sampled_from(pool), min_size=2, max_size=4, unique_by=repr)
    return kids.flatmap(
        lambda ks: st.lists(terms(sort, max_depth=3), max_size=2).map(lambda more: [op, *ks, *more])
    )


HOLES = HOLE_SORTS.flatmap(
    lambda s: st.tuples(st.just(s), terms(s, max_depth=4))
) | st.sampled_from(sorted(SIBLINGS)).flatmap(lambda s: st.tuples(st.just(s), _ac_of_siblings(s)))


@given(
    HOLES,
    st.randoms(use_true_random=False),
    st.integers(1, 3),
)
@pytest.mark.slow
def test_e_equal_terms_are_exchangeable_in_any_context(
    case: tuple[Sort, Any], rng: random.Random, layers: int
) -> None:
    sort, t = case
    u = rewrite(t, rng, rounds=2)
    context_seed = rng.random()
    left = in_context(t, sort, random.Random(context_seed), layers)
    right = in_context(u, sort, random.Random(context_seed), layers)
    assert nf(left) == nf(right)


def test_equal_meanings_are_not_exchangeable() -> None:
    pop = candidates_from_json([{"provider_id": "a", "model_family": "m"}], "$")
    ctx = context_from_json({}, "$")
    one, neg_zero = ["lit", 1], ["neg", ["zero"]]
    for alone in (one, neg_zero):
        assert evaluate(admit(alone).term)(pop, ctx) == [1.0]

    def in_sum(hole: Any) -> list[float]:
        term = admit(["add", hole, ["lit", 1e16], ["lit", -1e16]]).term
        return list(evaluate(term)(pop, ctx))

    # normal-form order by encoding: "(lit -1…" < "(lit 1)" < "(lit 1…" < "(neg (zero))"
    # lit 1:    0 + -1e16 + 1 + 1e16 = (-1e16 + 1 rounds to -1e16) + 1e16 = 0
    # neg zero: 0 + -1e16 + 1e16 + 1 = 1
    assert in_sum(one) == [0.0]
    assert in_sum(neg_zero) == [1.0]


def test_term_equality_is_typed() -> None:
    assert admit(["set_param", "x", True]).term != admit(["set_param", "x", 1]).term
    assert nf(["set_param", "x", True]) != nf(["set_param", "x", 1])
