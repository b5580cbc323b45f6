"""Companion of Theorem 6 (proofs/06-fold-uniqueness.md): structural recursion.

1. The iterative fold is the function the fold equation defines (compared with
   the equation written as a recursion, for algebras that see call order,
   structure and parameters).
2. Agreement: a second interpreter B, written from the denotation (spec/06
   §6.12) with other carriers (a Pred is a boolean, no reason; scorers summed
   column by column; entries as triples) and sharing no leaf with 𝔖 (its own
   observation of fields, meets_req, selectors and PRNG; only the reading of
   the inputs, chapter 2 §2.6, is shared), related to 𝔖 by R operation by
   operation, is related on every generated term; and breaking R at one
   operation breaks it on a term.  Planted in B and seen failing: NaN first in
   the score order, a chain key read from `provider_id` only, a PRNG warm-up of
   three steps.
3. The per-operation conformance needs the inputs of each operation to be the
   same: schema, normal form (the AC order), PRNG, numbers.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from unittest import mock

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from sigma_pol import admit
from sigma_pol.encoding.encode import ENCODING_ALGEBRA
from sigma_pol.normal.normal_form import canonical
from sigma_pol.semantics.algebra import reference_algebra
from sigma_pol.semantics.carriers import Plan, Scored
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.syntax.fold import OpInterpretation, fold, uniform
from sigma_pol.syntax.signature import SIGNATURE, Sort
from sigma_pol.syntax.terms import Term
from sigma_pol.syntax.vocabulary import schema_from_json

from tests.strategies import candidates, contexts, terms

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
# the fold is the function the fold equation defines


def by_the_equation(term: Term, algebra: Algebra) -> Any:
    """``h(op(t1 … tm; p)) = A_op(h(t1) … h(tm); p)``, written as the recursion the
    theorem's equation is (tests may recurse; the package may not)."""
    args = tuple(by_the_equation(a, algebra) if isinstance(a, Term) else a for a in term.args)
    return algebra[term.op](term, args)


def _size(_n: Term, args: tuple[Any, ...]) -> int:
    return 1 + sum(a for a in args if isinstance(a, int) and not isinstance(a, bool))


def _shape(node: Term, args: tuple[Any, ...]) -> Any:
    return (node.op, *(a for a, o in zip(args, node.args, strict=True) if isinstance(o, Term)))


@given(terms(Sort.POLICY, max_depth=6))
def test_the_fold_is_the_function_its_equation_defines(js: Any) -> None:
    """The iterative fold equals the recursive definition, for algebras that see
    the order of their calls (a log), the structure (a shape) and parameters
    (the encoding); a fold that visited children right to left, skipped a
    position or passed a folded parameter fails one of them."""
    term = admit(js).term
    calls: list[str] = []

    def logged(node: Term, _args: tuple[Any, ...]) -> int:
        calls.append(node.op)
        return len(calls)

    recursive_calls: list[str] = []

    def logged_again(node: Term, _args: tuple[Any, ...]) -> int:
        recursive_calls.append(node.op)
        return len(recursive_calls)

    assert fold(term, uniform(logged)) == by_the_equation(term, uniform(logged_again))
    assert calls == recursive_calls
    for algebra in (uniform(_shape), ENCODING_ALGEBRA):
        assert fold(term, algebra) == by_the_equation(term, algebra)


# ---------------------------------------------------------------------------
# a second interpreter, written from the denotation (spec/06 §6.12) with other
# carriers for Pred and Scorer, related to 𝔖 operation by operation


@dataclass(frozen=True, slots=True)
class Verdict:
    """B's Pred carrier: holds or not, no reason.  R: ``holds == (𝔖 gives ✓)``."""

    holds: Callable[[Any, Any], bool]


def _b_connectives() -> Algebra:
    """D-top … D-not and D-zero … D-lit, transcribed from §6.12.2–3."""

    def scores(pop: Any, ctx: Any, s: Any) -> list[float]:
        return list(s(pop, ctx))

    def cl(x: float, lo: float, hi: float) -> float:
        return lo if x < lo else hi if x > hi else x

    def mm(xs: list[float]) -> list[float]:
        seen = [x for x in xs if x == x]
        lo, hi = (min(seen), max(seen)) if seen else (math.inf, -math.inf)
        if not hi > lo:
            return [0.0] * len(xs)
        out = []
        for x in xs:
            d = (x - lo) / (hi - lo) if lo < x < hi else 0.0
            out.append(1.0 if x >= hi else 0.0 if x <= lo else (0.0 if d != d else d))
        return out

    def add(_n: Term, ss: tuple[Any, ...]) -> Any:
        def score(pop: Any, ctx: Any) -> list[float]:
            columns = [scores(pop, ctx, s) for s in ss]
            totals = []
            for i in range(len(pop)):
                total = 0.0
                for column in columns:
                    total = total + column[i]
                totals.append(total)
            return totals

        return score

    return {
        "top": lambda _n, _a: Verdict(lambda c, ctx: True),
        "bot": lambda _n, _a: Verdict(lambda c, ctx: False),
        "and": lambda _n, ps: Verdict(lambda c, ctx: all(p.holds(c, ctx) for p in ps)),
        "or": lambda _n, ps: Verdict(lambda c, ctx: any(p.holds(c, ctx) for p in ps)),
        "not": lambda _n, a: Verdict(lambda c, ctx: not a[0].holds(c, ctx)),
        "zero": lambda _n, _a: lambda pop, ctx: [0.0 for _ in pop],
        "lit": lambda _n, a: lambda pop, ctx: [a[0] for _ in pop],
        "add": add,
        "scale": lambda _n, a: lambda pop, ctx: [a[0] * v for v in scores(pop, ctx, a[1])],
        "neg": lambda _n, a: lambda pop, ctx: [1.0 - v for v in scores(pop, ctx, a[0])],
        "clamp": lambda _n, a: lambda pop, ctx: [cl(v, a[0], a[1]) for v in scores(pop, ctx, a[2])],
        "normalize": lambda _n, a: lambda pop, ctx: mm(scores(pop, ctx, a[0])),
        "gate": lambda _n, a: (
            lambda pop, ctx: [
                v if a[0].holds(c, ctx) else 0.0
                for c, v in zip(pop, scores(pop, ctx, a[1]), strict=True)
            ]
        ),
    }


INF = math.inf
#: spec/02 §2.1: each core field's default (the order of sources is in _observe)
DEFAULTS = {"price_in": INF, "price_out": INF, "latency_ms": INF, "tok_s": 0.0,
            "success_rate": 1.0, "credits": 0.0, "context": 0.0, "has_tee": False,
            "no_log": False, "breaker_open": False, "disabled": False}  # fmt: skip
TIERS = ("fallback", "marketplace", "partner")
M = 2147483647.0


def _observe(f: str, c: Any, ctx: Any) -> Any:
    """obs(f, c, κ), spec/02 §2.1, under the default schema."""
    st_ = ctx.state
    pid = c["provider_id"]
    value: Any = None
    if f in ("price_in", "price_out"):
        value = c.get(f)
        if value is None and st_.ema is not None:
            value = (st_.ema.get(f"{pid}|{c['model_family']}") or {}).get(f)
    elif f == "context":
        value = (c.get("capabilities") or {}).get("context")
    elif f == "credits":
        value = None if st_.credits is None else st_.credits.get(pid)
    elif f == "breaker_open":
        value = None if st_.breakers is None else st_.breakers.get(pid) is True
    elif f == "disabled":
        value = None if st_.disabled is None else pid in st_.disabled
    else:
        value = c.get(f)
    return DEFAULTS[f] if value is None else value


def _truthy(v: Any) -> bool:
    return v is not None and v is not False


def _rank(t: Any) -> int:
    return TIERS.index(t) + 1 if t in TIERS else 0


def _meets(c: Any, ctx: Any) -> bool:
    """D-meets_req: no step of spec/06 §meets_req fails."""
    q = ctx.request
    r = q.get("requirements") or {}
    caps = c.get("capabilities") or {}
    needs = set(r.get("needs") or [])
    if isinstance(q.get("images"), list) and q["images"]:
        needs.add("vision")
    if isinstance(q.get("tools"), list) and q["tools"]:
        needs.add("tools")
    fmt = q.get("response_format")
    if isinstance(fmt, dict) and fmt.get("type") == "json_object":
        needs.add("json_mode")
    flags = {"json_mode": "supports_json_mode", "seed": "supports_seed",
             "tools": "supports_tools", "vision": "supports_vision"}  # fmt: skip
    if any(not _truthy(caps.get(flags[n])) for n in needs if n in flags):
        return False
    checks = [
        "min_context" in r and caps.get("context", 0.0) < r["min_context"],
        "model_family" in r and r["model_family"] != c["model_family"],
        "tier" in r and r["tier"] != c.get("tier"),
        r.get("privacy") == "tee_required" and not _truthy(c.get("has_tee")),
        r.get("privacy") == "no_log"
        and not (_truthy(c.get("no_log")) or _truthy(c.get("has_tee"))),
        "min_quality" in r and c.get("quality_hint", 0.0) < r["min_quality"],
        "min_tok_s" in r and c.get("tok_s", 0.0) < r["min_tok_s"],
    ]
    return not any(checks)


RELS: dict[str, Callable[[float, float], bool]] = {
    "lt": lambda x, n: x < n, "le": lambda x, n: x <= n, "eq": lambda x, n: x == n,
    "ne": lambda x, n: x != n, "ge": lambda x, n: x >= n, "gt": lambda x, n: x > n,
}  # fmt: skip


def _b_leaves() -> Algebra:
    """D-meets_req … D-has_cap and D-field (§6.12.2–3), written here: no leaf of 𝔖."""

    def pred(test: Callable[..., bool]) -> OpInterpretation[Any]:
        return lambda _n, a: Verdict(lambda c, ctx: test(c, ctx, *a))

    def served_by(c: Any) -> Any:
        peer = (c.get("offer") or {}).get("peer_id")
        return peer if _truthy(peer) else c["provider_id"]

    return {
        "meets_req": pred(_meets),
        "scope_matches": pred(
            lambda c, ctx: c.get("scope") is None or c.get("scope") == ctx.request.get("scope")
        ),
        "is": pred(lambda c, ctx, f: _truthy(_observe(f, c, ctx))),
        "cmp": pred(lambda c, ctx, f, r, n: RELS[r](_observe(f, c, ctx), n)),
        "tier_eq": pred(lambda c, ctx, t: c.get("tier", "fallback") == t),
        "min_tier": pred(lambda c, ctx, t: _rank(c.get("tier", "fallback")) >= _rank(t)),
        "family_eq": pred(lambda c, ctx, f: c["model_family"] == f),
        "provider_eq": pred(lambda c, ctx, p: c["provider_id"] == p),
        "served_by_eq": pred(lambda c, ctx, s: served_by(c) == s),
        "has_cap": pred(
            lambda c, ctx, k: (
                c.get("capabilities") is not None and _truthy(c["capabilities"].get(k))
            )
        ),
        "field": lambda _n, a: lambda pop, ctx: [_observe(a[0], c, ctx) for c in pop],
    }


def _by_score(entries: list[Any]) -> list[Any]:
    """sort_≺ of §6.12.1 on (candidate, score, position) triples."""
    return sorted(entries, key=lambda e: (1, 0.0, e[2]) if e[1] != e[1] else (0, -e[1], e[2]))


def _mod(x: float) -> float:
    r = math.fmod(x, M)
    return r + M if r < 0 else r


def _draws(seed: float) -> Any:
    """MINSTD of §6.10."""
    s = _mod(seed)
    if s <= 0:
        s = s + (M - 1)
    for _ in range(4):
        s = _mod(s * 16807)
    while True:
        s = _mod(s * 16807)
        yield s / M


def _smp(entries: list[Any], tau: float, seed: float) -> list[Any]:
    t = tau if tau >= 0 else 0.0
    q = t / (t + 1)
    pool, w = [], 1.0
    for e in _by_score(entries):
        pool.append((e, w))
        w = w * q
    out, draws = [], _draws(seed)
    while pool:
        total = 0.0
        for _e, wt in pool:
            total = total + wt
        rho = next(draws) * total
        acc, pick = 0.0, len(pool) - 1
        for j, (_e, wt) in enumerate(pool):
            acc = acc + wt
            if rho <= acc:
                pick = j
                break
        out.append(pool.pop(pick)[0])
    return out


def _chain(entries: list[Any], chain: Any) -> list[Any]:
    def key(e: Any) -> str:
        def pick(a: str, b: str) -> Any:
            return e[a] if a in e and e[a] is not False else e.get(b)

        return f"{pick('provider', 'provider_id')}|{pick('model', 'model_family')}"

    priority = {key(e): float(j) for j, e in enumerate(chain, start=1)}
    kept = []
    for c, _x, i in entries:
        k = f"{c['provider_id']}|{c['model_family']}"
        if k in priority:
            kept.append((c, -priority[k], i))
    return _by_score(kept)


def _b_selectors() -> Algebra:
    """D-argmax … D-top_k (§6.12.4) on B's own entries, (candidate, score, position)."""
    return {
        "argmax": lambda _n, _a: lambda es, ctx: _by_score(es),
        "ordered": lambda _n, _a: lambda es, ctx: list(es),
        "sample": lambda _n, a: (
            lambda es, ctx: _smp(es, a[0], 0.0 if ctx.seed is None else ctx.seed)
        ),
        "chain": lambda _n, a: lambda es, ctx: _chain(es, a[0]),
        "top_k": lambda _n, a: lambda es, ctx: a[1](es, ctx)[: int(min(a[0], len(es)))],
    }


def second_interpreter(b_ops: Algebra | None = None) -> Algebra:
    """B: every Pred, Scorer and Selector written above, sharing no leaf with 𝔖
    (only the inputs' reading, chapter 2 §2.6, which comes before 𝔖); Xform
    and FailPlan are not part of a plan and are left uninterpreted; Policy
    plans with B's carriers."""
    own = {**_b_leaves(), **_b_selectors(), **(b_ops if b_ops is not None else _b_connectives())}

    def policy(_n: Term, args: tuple[Any, ...]) -> Any:
        keep, score, select, _xform, _failplan = args

        def plan(pop: Any, ctx: Any) -> tuple[list[Any], list[Any]]:
            survivors = [c for c in pop if keep.holds(c, ctx)]
            rejected = [c["provider_id"] for c in pop if not keep.holds(c, ctx)]
            scores = score(survivors, ctx)
            entries = [(c, scores[i], i) for i, c in enumerate(survivors)]
            return select(entries, ctx), rejected

        return plan

    algebra: Algebra = {}
    for op, spec in SIGNATURE.items():
        if op in own:
            algebra[op] = own[op]
        elif op == "policy":
            algebra[op] = policy
        else:
            assert spec.out in (Sort.XFORM, Sort.FAILPLAN), op
            algebra[op] = lambda _n, _a: None
    return algebra


def related(b_plan: tuple[list[Any], list[Any]], a_plan: Plan) -> bool:
    """R on plans: the same ordering (positions, scores) and the same rejected."""
    ordered, rejected = b_plan
    same_order = [e[2] for e in ordered] == [e.position for e in a_plan.ordered]
    same_scores = [repr(e[1]) for e in ordered] == [repr(e.score) for e in a_plan.ordered]
    return same_order and same_scores and rejected == [r.provider for r in a_plan.rejected]


#: scorers that reach ±∞ and NaN (absent prices observe as +∞) so normalize,
#: clamp and gate meet their edge cases
EDGY = st.sampled_from(
    [
        ["normalize", ["add", ["field", "price_in"], ["neg", ["field", "price_out"]]]],
        ["clamp", 0, 10, ["add", ["field", "price_in"], ["scale", -1, ["field", "price_in"]]]],
        ["gate", ["or", ["is", "has_tee"], ["not", ["min_tier", "partner"]]], ["field", "tok_s"]],
    ]
)
#: a third of the policies keep every candidate, so the scorer is always seen; a
#: quarter order ties, ±∞ and NaN by a generated selector
policies = (
    terms(Sort.POLICY, max_depth=5)
    | st.tuples(terms(Sort.PRED, max_depth=5), EDGY, st.just(["argmax"]))
    | st.tuples(st.just(["top"]), terms(Sort.SCORER, max_depth=5), st.just(["argmax"]))
    | st.tuples(st.just(["top"]), EDGY | st.just(["zero"]), terms(Sort.SELECTOR, max_depth=3))
).map(
    lambda ps: (
        ps
        if ps[0] == "policy"
        else ["policy", ps[0], ps[1], ps[2], ["id"], ["always", {"action": "abort"}]]
    )
)


UNPRICED_NAN = [
    "clamp",
    0,
    10,
    ["add", ["field", "price_in"], ["scale", -1, ["field", "price_in"]]],
]
TWO = [{"provider_id": "p1", "model_family": "m"},
       {"provider_id": "p2", "model_family": "m", "price_in": 2}]  # fmt: skip


SIX = [{"provider_id": f"p{i}", "model_family": "m"} for i in range(6)]


def _policy(scorer: Any, selector: Any) -> Any:
    return ["policy", ["top"], scorer, selector, ["id"], ["always", {"action": "abort"}]]


@pytest.mark.slow
@settings(max_examples=120)
@given(policies, candidates.filter(bool), contexts)
@example(_policy(UNPRICED_NAN, ["argmax"]), TWO, {})  # NaN last (p1 is unpriced: ∞ - ∞)
@example(_policy(UNPRICED_NAN, ["sample", 0.5]), TWO, {"seed": 3})
@example(_policy(["zero"], ["sample", 5]), SIX, {"seed": 7})  # the PRNG, warm-up included
@example(
    _policy(
        ["zero"],
        ["chain", [{"provider": "p2", "model": "m"}, {"provider_id": "p1", "model_family": "m"}]],
    ),
    TWO,
    {},
)
def test_interpreters_related_per_operation_are_related_on_every_term(
    js: Any, cands: Any, ctx: Any
) -> None:
    normal = canonical(admit(js).term).term
    pop, context = inputs(cands, ctx)
    b = fold(normal, second_interpreter())
    a = fold(normal, reference_algebra(customs=CONFORMANCE_REGISTRY))
    assert related(b(pop, context), a.plan(pop, context))


@pytest.mark.parametrize(
    ("op", "wrong"),
    [
        ("or", lambda _n, ps: Verdict(lambda c, ctx: all(p.holds(c, ctx) for p in ps))),
        ("neg", lambda _n, a: lambda pop, ctx: [-v for v in a[0](pop, ctx)]),
        ("clamp", lambda _n, a: lambda pop, ctx: [max(a[0], min(a[1], v)) for v in a[2](pop, ctx)]),
    ],
)
def test_an_operation_that_breaks_r_shows_on_some_term(op: str, wrong: Any) -> None:
    """The converse direction of clause 2's use: one operation not preserving R
    (or as and; neg as -v; clamp through min/max, which maps NaN to hi) and the
    terms using it are no longer related."""
    b_ops = {**_b_connectives(), op: wrong}
    cases = {
        "or": ["or", ["is", "has_tee"], ["is", "no_log"]],
        "neg": ["neg", ["field", "tok_s"]],
        "clamp": ["clamp", 0, 5, ["add", ["field", "price_in"], ["neg", ["field", "price_in"]]]],
    }
    pred, scorer = (cases[op], ["field", "tok_s"]) if op == "or" else (["top"], cases[op])
    js = ["policy", pred, scorer, ["argmax"], ["id"], ["always", {"action": "abort"}]]
    normal = canonical(admit(js).term).term
    pop, context = inputs(
        [{"provider_id": "p1", "model_family": "m", "tok_s": 5, "has_tee": True},
         {"provider_id": "p2", "model_family": "m", "tok_s": 9, "price_in": 2}], {}
    )  # fmt: skip
    a = fold(normal, reference_algebra(customs=CONFORMANCE_REGISTRY))
    assert related(fold(normal, second_interpreter()).__call__(pop, context), a.plan(pop, context))
    assert not related(fold(normal, second_interpreter(b_ops))(pop, context), a.plan(pop, context))


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
    # one identity, two decisions: identity is relative to (σ, ρ) (spec/10 §10.1)
    under_low, under_high = canonical(admit(js, low).term), canonical(admit(js, high).term)
    assert under_low.encoding == under_high.encoding


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
    """𝕍 is binary64 with left-to-right sums: the same ``add`` over an exact sum
    (``math.fsum``) scores differently."""
    term = canonical(admit(["add", ["lit", 0.1], ["lit", 0.2], ["lit", 0.3]]).term).term
    pop, context = inputs([{"provider_id": "p1", "model_family": "m"}], {})

    def exact_add(_n: Term, ss: tuple[Any, ...]) -> Any:
        return lambda p, ctx: [math.fsum(col) for col in zip(*(s(p, ctx) for s in ss), strict=True)]

    reference = reference_algebra()
    said = fold(term, reference)(pop, context)
    meant = fold(term, {**reference, "add": exact_add})(pop, context)
    # by hand: 0 + 0.1 + 0.2 = 0.30000000000000004, + 0.3 = 0.6000000000000001; fsum: 0.6
    assert (said, meant) == ([0.6000000000000001], [0.6])
