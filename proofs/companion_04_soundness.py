"""Companion of Theorem 4 (proofs/04-soundness.md): a term and its normal form mean
the same, except at the listed points, and every listed point is real.

The normalizer is *watched*: :data:`WATCHED` is an algebra over the fold that
runs the normal form's own rule at each node and reports the hazards of the
proof the rule met there (the normal children and the rebuilt node are enough
to tell).  Where no hazard of the kind an observation depends on was met, the
term as written and its normal form must agree on that observation.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st
from sigma_pol.encoding.encode import encode_param
from sigma_pol.normal.normal_form import NORMALIZING_ALGEBRA, Normal, normalize
from sigma_pol.semantics.carriers import Plan, classify
from sigma_pol.semantics.decision_values import request_from_json
from sigma_pol.syntax.fold import OpInterpretation, fold
from sigma_pol.syntax.signature import SIGNATURE, ParamSort, Sort
from sigma_pol.syntax.terms import Term

from tests.strategies import (
    NUM_FIELDS,
    REALISTIC_PARAMS,
    contexts,
    names,
    numbers,
    populations,
)

from ._support import (
    approx,
    approx_all,
    inputs,
    normal_meaning,
    raw_meaning,
    sorted_terms,
    structure,
    term_of,
)
from .companion_03_normal_form import rewrite, rewritten_terms, within_bounds

#: The drawn terms are mostly ones the normal form rewrites (``rewritten_terms``)
#: on populations that are never empty: fewer examples than the profile's say
#: more than it did with terms that were mostly normal already.
INFORMATIVE = settings(max_examples=40)

REASONS = frozenset({"and-order", "or-collapse", "not-reason"})
SCORES = frozenset({"add-order", "scale-zero"})
FAILPLAN = frozenset({"unknown-fallback"})

Hazard = Callable[[Term, list[Normal], Normal], str | None]


def _elements(n: Normal, op: str, unit: str) -> list[str]:
    """``n`` as a list of ``op``'s operands (by encoding): the unit is none."""
    if n.term.op == op:
        return [p.body for p in n.parts]
    return [] if n.term.op == unit else [n.body]


def _and(_node: Term, kids: list[Normal], result: Normal) -> str | None:
    # as written, `and` reports its first failing leaf in written order
    leaves = [leaf for k in kids for leaf in _elements(k, "and", "top")]
    return None if leaves == _elements(result, "and", "top") else "and-order"


def _or(_node: Term, _kids: list[Normal], result: Normal) -> str | None:
    # `or` fails with "or" until it collapses into one child with a reason of its own
    return None if result.term.op in ("or", "top") else "or-collapse"


def _not(_node: Term, kids: list[Normal], _result: Normal) -> str | None:
    return "not-reason" if kids[0].term.op in ("not", "top") else None


def _add(_node: Term, kids: list[Normal], result: Normal) -> str | None:
    # as written, `add` sums left to right; a nested sum is one summand unless it comes first
    summands: list[str] = []
    for k in kids:
        if k.term.op == "zero":
            continue
        if k.term.op == "add" and summands:
            return "add-order"
        summands.extend(_elements(k, "add", "zero"))
    return None if summands == _elements(result, "add", "zero") else "add-order"


def _scale(node: Term, kids: list[Normal], _result: Normal) -> str | None:
    return "scale-zero" if node.args[0] == 0 and kids[0].term.op != "zero" else None


def _override(_node: Term, _kids: list[Normal], result: Normal) -> str | None:
    assert result.plan is not None
    base = encode_param(result.plan.base)
    table = result.plan.overrides
    unknown = table.get("unknown")
    if unknown is None or encode_param(unknown) == base:
        return None
    dropped = any(encode_param(a) == base for a in table.values())
    return "unknown-fallback" if dropped else None


HAZARDS: dict[str, Hazard] = {
    "and": _and,
    "or": _or,
    "not": _not,
    "add": _add,
    "scale": _scale,
    "override": _override,
}


def _watch(node: Term, args: tuple[Any, ...]) -> tuple[Normal, frozenset[str]]:
    subterm = [isinstance(o, Term) for o in node.args]
    normal_args = tuple(a[0] if s else a for a, s in zip(args, subterm, strict=True))
    met = frozenset().union(*(a[1] for a, s in zip(args, subterm, strict=True) if s))
    result = NORMALIZING_ALGEBRA[node.op](node, normal_args)
    kids = [a for a, s in zip(normal_args, subterm, strict=True) if s]
    rule = HAZARDS.get(node.op)
    found = rule(node, kids, result) if rule is not None else None
    return result, met if found is None else met | {found}


WATCHED: dict[str, OpInterpretation[tuple[Normal, frozenset[str]]]] = dict.fromkeys(
    SIGNATURE, _watch
)


def hazards(term: Term) -> frozenset[str]:
    return fold(term, WATCHED)[1]


# ---------------------------------------------------------------------------
# agreement wherever no hazard was met

requests = st.fixed_dictionaries(
    {}, optional={"temperature": numbers, "top_p": numbers, "a": names, "x_provider": names}
)
kinds = st.lists(st.sampled_from(["auth_error", "rate_limit", "server_error", "unknown", "zz"]))


def _outcomes(js: Any, cands: Any, ctx: Any) -> tuple[Term, Any, Any, list[Any], Any]:
    term = term_of(js)
    pop, context = inputs(cands, ctx)
    return term, raw_meaning(term), normal_meaning(term), pop, context


@INFORMATIVE
@given(rewritten_terms(Sort.PRED), populations, contexts)
def test_pred_verdicts_always_agree_and_reasons_unless_reordered(
    js: Any, cands: Any, ctx: Any
) -> None:
    term, raw, normal, pop, context = _outcomes(js, cands, ctx)
    exact_reasons = not hazards(term) & REASONS
    for c in pop:
        said, meant = raw(c, context), normal(c, context)
        assert (said is None) == (meant is None)
        assert said == meant or not exact_reasons


#: scorers as policies write them, a weighted sum of fields: nothing in them
#: hides a summand (random scorers often do, under a gate that fails or a zero
#: weight), so a rule that changes one summand's value shows in the scores
weighted_sums = st.lists(
    st.tuples(
        REALISTIC_PARAMS[ParamSort.NUM],
        st.sampled_from(NUM_FIELDS),
        st.sampled_from([lambda s: s, lambda s: ["normalize", s], lambda s: ["neg", s]]),
    ),
    min_size=1,
    max_size=6,
).map(lambda parts: ["add", *(["scale", w, shape(["field", f])] for w, f, shape in parts)])


@INFORMATIVE
@given(
    rewritten_terms(Sort.SCORER) | rewritten_terms(Sort.SCORER, weighted_sums),
    populations,
    contexts,
)
def test_scores_agree_unless_resummed_or_zero_scaled(js: Any, cands: Any, ctx: Any) -> None:
    term, raw, normal, pop, context = _outcomes(js, cands, ctx)
    if not hazards(term) & SCORES:
        assert approx_all(raw(pop, context), normal(pop, context))


BARE = {"provider_id": "p1", "model_family": "m1"}

#: one scaled field under a stack of `neg` and `normalize`: a single summand (so no
#: add-order hazard can excuse a difference) whose normal form keeps every `neg`
#: (E has no law for it) and drops only repeated `normalize`s (Norm-Idem, exact).
#: An unsound rule such as `neg(neg(s)) -> s` changes these scores:
#: 1 - (1 - x) is not x for most doubles (1 - (1 - 0.1) = 0.09999999999999998).
wrapped_fields = st.tuples(
    st.one_of(
        st.tuples(REALISTIC_PARAMS[ParamSort.NUM], st.sampled_from(NUM_FIELDS)).map(
            lambda p: ["scale", p[0], ["field", p[1]]]
        ),
        st.floats(-1e6, 1e6, allow_nan=False).map(lambda x: ["lit", x]),
    ),
    st.lists(st.sampled_from(["neg", "neg", "neg", "normalize"]), min_size=2, max_size=5),
).map(lambda p: _wrap(p[1], p[0]))


def _wrap(ops: list[str], s: Any) -> Any:
    for op in ops:
        s = [op, s]
    return s


@INFORMATIVE
@given(wrapped_fields, populations, contexts)
@example(["neg", ["neg", ["lit", 0.1]]], [BARE], {})
@example(["neg", ["neg", ["scale", 0.1, ["field", "tok_s"]]]], [{**BARE, "tok_s": 3}], {})
def test_scores_agree_under_unary_operations(js: Any, cands: Any, ctx: Any) -> None:
    """Planted `neg(neg(s)) -> s` in the normalizer fails here (the two examples
    alone catch it: 0.09999999999999998 as written, 0.1 normalized)."""
    term, raw, normal, pop, context = _outcomes(js, cands, ctx)
    if not hazards(term) & SCORES:
        assert approx_all(raw(pop, context), normal(pop, context))


@given(sorted_terms(Sort.SELECTOR))
def test_no_rule_rewrites_a_selector(js: Any) -> None:
    """Clause 3 rests on ``n(t) = t`` for every selector: then 𝔖(t) and 𝔖(n(t)) are
    one computation, and comparing their orderings would compare a fold with
    itself.  A rule added for selectors (say ``top_k(k, top_k(j, s))`` merged)
    would need its own hazard analysis: this fails until it has one."""
    term = term_of(js)
    assert structure(normalize(term)) == structure(term)


@INFORMATIVE
@given(rewritten_terms(Sort.XFORM), requests, populations, contexts)
def test_xforms_always_agree(js: Any, request: Any, cands: Any, ctx: Any) -> None:
    _term, raw, normal, pop, context = _outcomes(js, cands, ctx)
    req = request_from_json(request, "$.request")
    for c in pop:
        assert raw(req, c, context) == normal(req, c, context)


@INFORMATIVE
@given(rewritten_terms(Sort.FAILPLAN), kinds)
def test_failplans_agree_unless_unknown_catches_a_dropped_kind(js: Any, asked: list[str]) -> None:
    term = term_of(js)
    raw, normal = raw_meaning(term), normal_meaning(term)
    if not hazards(term) & FAILPLAN:
        for kind in [*asked, *raw]:
            assert encode_param(classify(raw, kind)) == encode_param(classify(normal, kind))


def _plan_view(plan: Plan) -> tuple[list[Any], list[tuple[str, str]], list[float]]:
    ordered = [(e.candidate["provider_id"], e.position) for e in plan.ordered]
    rejected = [(r.provider, r.reason) for r in plan.rejected]
    return ordered, rejected, [e.score for e in plan.ordered]


@INFORMATIVE
@given(rewritten_terms(Sort.POLICY), populations, contexts)
def test_plans_agree_slot_by_slot(js: Any, cands: Any, ctx: Any) -> None:
    term, raw, normal, pop, context = _outcomes(js, cands, ctx)
    filter_, scorer = term.args[0], term.args[1]
    assert isinstance(filter_, Term) and isinstance(scorer, Term)
    said, meant = _plan_view(raw.plan(pop, context)), _plan_view(normal.plan(pop, context))
    assert [p for p, _ in said[1]] == [p for p, _ in meant[1]]  # the same candidates survive
    if not hazards(filter_) & REASONS:
        assert said[1] == meant[1]
    if not hazards(scorer) & SCORES:
        assert said[0] == meant[0] and approx_all(said[2], meant[2])


@INFORMATIVE
@given(sorted_terms(Sort.SCORER), populations, contexts)
def test_scale_zero_agrees_exactly_when_the_scores_are_finite(
    js: Any, cands: Any, ctx: Any
) -> None:
    inner = term_of(js)
    scaled = term_of(["scale", 0, js])
    pop, context = inputs(cands, ctx)
    # the written s is what the written scale multiplies (its normal form may hide
    # a NaN of its own: scale(0, field(latency_ms)) is zero, as written it is NaN)
    finite = all(math.isfinite(v) for v in raw_meaning(inner)(pop, context))
    raw = raw_meaning(Term("scale", (0.0, inner)))(pop, context)
    assert approx_all(raw, normal_meaning(scaled)(pop, context)) == (finite or not pop)


# ---------------------------------------------------------------------------
# every hazard is real: a witness where the two meanings differ

N: Any = {"action": "next_candidate"}
D: Any = {"action": "disable_provider"}


def _pred_pair(js: Any) -> tuple[Any, Any]:
    _term, raw, normal, pop, ctx = _outcomes(js, [BARE], {})
    return raw(pop[0], ctx), normal(pop[0], ctx)


def _score_pair(js: Any) -> tuple[Any, Any]:
    _term, raw, normal, pop, ctx = _outcomes(js, [BARE], {})
    return raw(pop, ctx)[0], normal(pop, ctx)[0]


def _classify_pair(js: Any, kind: str) -> tuple[Any, Any]:
    term = term_of(js)
    said = classify(raw_meaning(term), kind)
    meant = classify(normal_meaning(term), kind)
    return encode_param(said), encode_param(meant)


UNPRICED = ["field", "price_in"]  # +inf for a candidate without a price (spec/02-vocabulary.md)

WITNESSES = [
    ("and-order", ["and", ["is", "no_log"], ["is", "has_tee"]], _pred_pair,
     ("is:no_log", "is:has_tee")),
    ("and-order", ["and", ["is", "has_tee"], ["bot"]], _pred_pair, ("is:has_tee", "bot")),
    ("or-collapse", ["or", ["bot"], ["is", "has_tee"]], _pred_pair, ("or", "is:has_tee")),
    ("or-collapse", ["or", ["is", "has_tee"]], _pred_pair, ("or", "is:has_tee")),
    ("not-reason", ["not", ["not", ["is", "has_tee"]]], _pred_pair, ("not", "is:has_tee")),
    ("not-reason", ["not", ["top"]], _pred_pair, ("not", "bot")),
    ("add-order", ["add", ["lit", 0.1], ["add", ["lit", 0.2], ["lit", 0.3]]], _score_pair,
     (0.6, 0.6000000000000001)),
    ("add-order", ["add", ["scale", -1, UNPRICED], ["lit", 1e308], ["lit", 1e308]], _score_pair,
     (-math.inf, math.nan)),
    ("scale-zero", ["scale", 0, UNPRICED], _score_pair, (math.nan, 0.0)),
    ("scale-zero", ["scale", 0, ["neg", UNPRICED]], _score_pair, (math.nan, 0.0)),
]  # fmt: skip


@pytest.mark.parametrize(("hazard", "js", "observe", "pair"), WITNESSES)
def test_each_hazard_is_a_real_disagreement(
    hazard: str, js: Any, observe: Callable[[Any], tuple[Any, Any]], pair: tuple[Any, Any]
) -> None:
    assert hazard in hazards(term_of(js))
    said, meant = observe(js)
    same = approx if isinstance(said, float) else (lambda a, b: a == b)
    assert same(said, pair[0]) and same(meant, pair[1]) and not same(said, meant)


def test_unknown_override_catches_a_kind_dropped_as_equal_to_the_base() -> None:
    js = ["override", ["override", ["always", N], "unknown", D], "rate_limit", N]
    assert hazards(term_of(js)) == {"unknown-fallback"}
    said, meant = _classify_pair(js, "rate_limit")
    assert (said, meant) == ('{"action":"next_candidate"}', '{"action":"disable_provider"}')
    # without the `unknown` override the dropped kind falls back to the base either way
    quiet = ["override", ["always", N], "rate_limit", N]
    assert not hazards(term_of(quiet))
    said, meant = _classify_pair(quiet, "rate_limit")
    assert said == meant


# ---------------------------------------------------------------------------
# why evaluation is defined on normal forms: E-equal terms then decide alike


@INFORMATIVE
@given(sorted_terms(Sort.POLICY), st.randoms(use_true_random=False), populations, contexts)
def test_terms_equal_modulo_the_equations_decide_alike(
    js: Any, rng: Any, cands: Any, ctx: Any
) -> None:
    rewritten = rewrite(js, rng, rounds=1)
    assume(within_bounds(rewritten))  # a long override chain can be nested past depth 64
    other = term_of(rewritten)
    pop, context = inputs(cands, ctx)
    said = _plan_view(normal_meaning(term_of(js)).plan(pop, context))
    meant = _plan_view(normal_meaning(other).plan(pop, context))
    assert said[:2] == meant[:2] and approx_all(said[2], meant[2])
