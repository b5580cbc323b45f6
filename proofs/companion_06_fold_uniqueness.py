"""Companion of Theorem 6 (proofs/06-fold-uniqueness.md): the fold is the unique
homomorphism, so interpreters that agree operation by operation agree on every
term, and the theorem's conditions cannot be dropped.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from sigma_pol import admit, canonical
from sigma_pol.conformance.strategies import candidates, contexts, terms
from sigma_pol.core.fold import OpInterpretation, fold, uniform
from sigma_pol.core.measures import ops_used
from sigma_pol.core.signature import SIGNATURE, Sort
from sigma_pol.core.terms import Term
from sigma_pol.core.vocabulary import schema_from_json
from sigma_pol.semantics.algebra import reference_algebra
from sigma_pol.semantics.carriers import Plan, Scored
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY

from ._support import approx_all, inputs

Algebra = dict[str, OpInterpretation[Any]]


def plan_view(plan: Plan) -> tuple[Any, ...]:
    ordered = [(e.candidate["provider_id"], e.position) for e in plan.ordered]
    rejected = [(r.provider, r.reason) for r in plan.rejected]
    return ordered, rejected, [e.score for e in plan.ordered]


def same_plans(a: Plan, b: Plan) -> bool:
    x, y = plan_view(a), plan_view(b)
    return x[:2] == y[:2] and approx_all(x[2], y[2])


# ---------------------------------------------------------------------------
# the fold calls each operation once, after its children, left to right


@given(terms(Sort.POLICY, max_depth=4))
def test_the_fold_is_the_recursive_definition(js: Any) -> None:
    """The iterative fold calls the algebra in post-order: what an algebra
    computes compositionally equals the order its side effects happen in."""
    calls: list[str] = []

    def logged(node: Term, _args: tuple[Any, ...]) -> None:
        calls.append(node.op)

    def post_order(node: Term, args: tuple[Any, ...]) -> list[str]:
        kids = [a for a, o in zip(args, node.args, strict=True) if isinstance(o, Term)]
        return [op for kid in kids for op in kid] + [node.op]

    term = admit(js).term
    fold(term, uniform(logged))
    assert calls == fold(term, uniform(post_order))


# ---------------------------------------------------------------------------
# a second interpreter with other carriers, related to 𝔖 operation by operation


@dataclass(frozen=True, slots=True)
class Boxed:
    """B's carrier: a sort tag beside the meaning.  The relation R is 'unbox'."""

    sort: Sort
    meaning: Any


def boxed_algebra() -> Algebra:
    """B: every operation unboxes its children, applies 𝔖's operation, boxes the
    result.  Its carriers differ from 𝔖's; each operation preserves R."""
    reference = reference_algebra(customs=CONFORMANCE_REGISTRY)

    def entry(op: str) -> OpInterpretation[Boxed]:
        def interpret(node: Term, args: tuple[Any, ...]) -> Boxed:
            plain = tuple(a.meaning if isinstance(a, Boxed) else a for a in args)
            return Boxed(SIGNATURE[op].out, reference[op](node, plain))

        return interpret

    return {op: entry(op) for op in SIGNATURE}


@given(terms(Sort.POLICY, max_depth=4), candidates, contexts)
def test_interpreters_related_per_operation_are_related_on_every_term(
    js: Any, cands: Any, ctx: Any
) -> None:
    normal = canonical(admit(js).term).term
    pop, context = inputs(cands, ctx)
    b = fold(normal, boxed_algebra())
    assert b.sort is Sort.POLICY
    a = fold(normal, reference_algebra(customs=CONFORMANCE_REGISTRY))
    assert same_plans(b.meaning.plan(pop, context), a.plan(pop, context))


# ---------------------------------------------------------------------------
# locality: an interpreter wrong on one operation is right on every term without it


def _lit_plus_one(_n: Term, args: tuple[Any, ...]) -> Any:
    return lambda pop, _ctx: [args[0] + 1.0] * len(pop)


def _and_last_reason(_n: Term, preds: tuple[Any, ...]) -> Any:
    def holds(c: Any, ctx: Any) -> str | None:
        reasons = [r for r in (p(c, ctx) for p in preds) if r is not None]
        return reasons[-1] if reasons else None

    return holds


def _argmax_ascending(_n: Term, _args: tuple[Any, ...]) -> Any:
    return lambda scored, _ctx, limit: sorted(scored, key=lambda e: (e.score, e.position))[:limit]


def _neg_minus(_n: Term, args: tuple[Any, ...]) -> Any:
    (s,) = args
    return lambda pop, ctx: [-v for v in s(pop, ctx)]


MISTAKES: dict[str, OpInterpretation[Any]] = {
    "lit": _lit_plus_one,
    "and": _and_last_reason,
    "argmax": _argmax_ascending,
    "neg": _neg_minus,
}


@pytest.mark.parametrize("op", sorted(MISTAKES))
@given(js=terms(Sort.POLICY, max_depth=4), cands=candidates, ctx=contexts)
def test_one_wrong_operation_shows_only_on_terms_using_it(
    op: str, js: Any, cands: Any, ctx: Any
) -> None:
    normal = canonical(admit(js).term).term
    pop, context = inputs(cands, ctx)
    wrong = {**reference_algebra(customs=CONFORMANCE_REGISTRY), op: MISTAKES[op]}
    if op not in ops_used(normal):
        right = fold(normal, reference_algebra(customs=CONFORMANCE_REGISTRY))
        assert same_plans(fold(normal, wrong).plan(pop, context), right.plan(pop, context))


@pytest.mark.parametrize(
    ("op", "js"),
    [
        ("lit", ["policy", ["top"], ["lit", 1], ["argmax"], ["id"],
                 ["always", {"action": "abort"}]]),
        ("and", ["policy", ["and", ["is", "has_tee"], ["is", "no_log"]], ["zero"], ["argmax"],
                 ["id"], ["always", {"action": "abort"}]]),
        ("argmax", ["policy", ["top"], ["field", "tok_s"], ["argmax"], ["id"],
                    ["always", {"action": "abort"}]]),
        ("neg", ["policy", ["top"], ["neg", ["field", "tok_s"]], ["argmax"], ["id"],
                 ["always", {"action": "abort"}]]),
    ],
)  # fmt: skip
def test_and_each_wrong_operation_is_seen_by_some_term(op: str, js: Any) -> None:
    normal = canonical(admit(js).term).term
    pop, context = inputs(
        [{"provider_id": "p1", "model_family": "m", "tok_s": 5},
         {"provider_id": "p2", "model_family": "m", "tok_s": 9}], {}
    )  # fmt: skip
    wrong = {**reference_algebra(customs=CONFORMANCE_REGISTRY), op: MISTAKES[op]}
    right = fold(normal, reference_algebra(customs=CONFORMANCE_REGISTRY))
    assert not same_plans(fold(normal, wrong).plan(pop, context), right.plan(pop, context))


# ---------------------------------------------------------------------------
# the conditions: identical operations disagree when a condition differs


def test_condition_same_vocabulary() -> None:
    """The same code under two schemas declaring one field with different defaults."""
    js: Any = ["cmp", "gpu_ram", "ge", 8]
    bare: Any = {"provider_id": "p1", "model_family": "m"}
    low = schema_from_json({"fields": {"gpu_ram": {"sort": "Num", "default": 0}}})
    high = schema_from_json({"fields": {"gpu_ram": {"sort": "Num", "default": 16}}})
    pop, context = inputs([bare], {})
    term = canonical(admit(js, low).term).term
    said = fold(term, reference_algebra(low))(pop[0], context)
    meant = fold(term, reference_algebra(high))(pop[0], context)
    assert (said, meant) == ("cmp:gpu_ram:ge", None)


def test_condition_same_normal_form_hence_same_encoding() -> None:
    """𝔖 on two orders of one `and`: the AC order is the encoding's order."""
    reference = reference_algebra()
    p, q = Term("is", ("no_log",)), Term("is", ("has_tee",))
    pop, context = inputs([{"provider_id": "p1", "model_family": "m"}], {})
    said = fold(Term("and", (p, q)), reference)(pop[0], context)
    meant = fold(Term("and", (q, p)), reference)(pop[0], context)
    assert said != meant


def test_condition_same_prng() -> None:
    """The same `sample` code over a PRNG without its warm-up orders differently."""
    js: Any = ["sample", 5]
    cands: Any = [{"provider_id": f"p{i}", "model_family": "m"} for i in range(6)]
    pop, context = inputs(cands, {"seed": 7})
    scored = [Scored(c, 0.0, i) for i, c in enumerate(pop)]
    term = canonical(admit(js).term).term

    def order() -> list[int]:
        chosen = fold(term, reference_algebra())(scored, context, None)
        return [e.position for e in chosen]

    pinned = order()
    with mock.patch("sigma_pol.semantics.prng.WARM_UP", 0):
        assert order() != pinned


def test_condition_same_numbers() -> None:
    """𝕍 is binary64 with left-to-right sums: a host summing exactly disagrees."""
    values = [0.1, 0.2, 0.3]
    assert (values[0] + values[1]) + values[2] != math.fsum(values)
