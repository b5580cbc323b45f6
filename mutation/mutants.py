"""Mutation adequacy: how well the vectors tell 𝔖 from its near misses
(spec/07-conformance.md §7.5).

A mutant is the reference algebra with one operation's interpretation
replaced by a plausible mistake (a flipped tie-break, an off-by-one, a wrong
default, a swapped relation, the unsalted jitter, a missing NaN guard…).  Each
one is built by overriding one entry of :func:`sigma_pol.semantics.algebra.reference_algebra`
and fed to the protocol through ``answer(request, algebra=…)``; a vector
*kills* a mutant when the mutant's answer differs from the vector's
expectation.  Only vectors whose ``covers`` name the mutated operation can
kill it (the fold never calls the entry otherwise), so only those are replayed.

Every interpretation here is a deliberate mistake: none of it is a reference.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from sigma_pol.protocol.answer import AlgebraFactory, answer
from sigma_pol.semantics.algebra import RELATION_FUNCTIONS, assign_param, rank_weights, sample_order
from sigma_pol.semantics.carriers import (
    DEFAULT_ACTION,
    CustomRegistry,
    PredFn,
    Scored,
    ScorerFn,
    SelectorFn,
    XformFn,
    score_order_key,
)
from sigma_pol.semantics.decision_values import Candidate, Context, Request
from sigma_pol.semantics.observe import CORE_GETTERS, observer
from sigma_pol.semantics.prng import MODULUS, Minstd
from sigma_pol.semantics.requirements import NEED_TO_CAPABILITY, meets_requirements
from sigma_pol.syntax.fold import OpInterpretation
from sigma_pol.syntax.jsonio import read_json, to_output
from sigma_pol.syntax.terms import Record, Term
from sigma_pol.syntax.vocabulary import Schema
from sigma_pol_tools.conformance.compare import mismatches
from sigma_pol_tools.conformance.generate import request_of

Interp = OpInterpretation[Any]
#: Builds the mutated entry from the reference's own entry and the schema.
Rewrite = Callable[[Interp, Schema], Interp]


@dataclass(frozen=True, slots=True)
class Mutant:
    name: str
    op: str
    change: str
    rewrite: Rewrite

    def algebra(self) -> AlgebraFactory:
        """The reference algebra with this mutant's one entry replaced."""
        from sigma_pol.semantics.algebra import reference_algebra

        def build(schema: Schema, customs: CustomRegistry | None) -> dict[str, Interp]:
            algebra = reference_algebra(schema, customs)
            algebra[self.op] = self.rewrite(algebra[self.op], schema)
            return algebra

        return build


def _pred(change: Callable[[PredFn, Term, tuple[Any, ...]], PredFn]) -> Rewrite:
    """A rewrite of a Pred entry from the reference carrier, the node and its arguments."""

    def rewrite(base: Interp, _schema: Schema) -> Interp:
        return lambda node, args: change(base(node, args), node, args)

    return rewrite


def _carrier(change: Callable[[Any], Any]) -> Rewrite:
    """A rewrite that post-processes the reference carrier alone."""

    def rewrite(base: Interp, _schema: Schema) -> Interp:
        return lambda node, args: change(base(node, args))

    return rewrite


def _own(interp: Callable[[Term, tuple[Any, ...]], Any]) -> Rewrite:
    """A rewrite that ignores the reference entry."""
    return lambda _base, _schema: interp


def _args(change: Callable[[tuple[Any, ...]], tuple[Any, ...]]) -> Rewrite:
    """A rewrite that runs the reference entry on changed arguments."""

    def rewrite(base: Interp, _schema: Schema) -> Interp:
        return lambda node, args: base(node, change(args))

    return rewrite


def _with_schema(interp: Callable[[Schema, Term, tuple[Any, ...]], Any]) -> Rewrite:
    return lambda _base, schema: lambda node, args: interp(schema, node, args)


def _reason(new: str) -> Rewrite:
    """The same verdicts, another reason string."""
    return _carrier(lambda p: lambda c, ctx: None if p(c, ctx) is None else new)


def _negated(reason: str) -> Rewrite:
    return _carrier(lambda p: lambda c, ctx: reason if p(c, ctx) is None else None)


# ---------------------------------------------------------------------------
# Pred mistakes


def _and_last(_n: Term, preds: tuple[PredFn, ...]) -> PredFn:
    def holds(c: Candidate, ctx: Context) -> str | None:
        reasons = [r for r in (p(c, ctx) for p in preds) if r is not None]
        return reasons[-1] if reasons else None

    return holds


def _any_else_first_reason(_n: Term, preds: tuple[PredFn, ...]) -> PredFn:
    """Holds when any child holds, else fails with the first child's reason:
    an ``and`` that is really an ``or``, or an ``or`` that forgets its own reason."""

    def holds(c: Candidate, ctx: Context) -> str | None:
        reasons = [p(c, ctx) for p in preds]
        return None if any(r is None for r in reasons) else reasons[0]

    return holds


def _or_all(_n: Term, preds: tuple[PredFn, ...]) -> PredFn:
    return lambda c, ctx: None if all(p(c, ctx) is None for p in preds) else "or"


def _needs_in_request_order(_n: Term, _a: tuple[Any, ...]) -> PredFn:
    def holds(c: Candidate, ctx: Context) -> str | None:
        caps = c.get("capabilities", {})
        for need in ctx.request.get("requirements", {}).get("needs", []):
            flag = NEED_TO_CAPABILITY.get(need)
            if flag is not None and caps.get(flag) in (None, False):
                return f"missing_capability:{need}"
        return meets_requirements(c, ctx)

    return holds


def _no_quality_floor(_n: Term, _a: tuple[Any, ...]) -> PredFn:
    def holds(c: Candidate, ctx: Context) -> str | None:
        request = dict(ctx.request)
        requirements = dict(request.get("requirements", {}))
        requirements.pop("min_quality", None)
        request["requirements"] = requirements
        return meets_requirements(c, replace(ctx, request=request))

    return holds


def _requirement_tier_fallback(_n: Term, _a: tuple[Any, ...]) -> PredFn:
    return lambda c, ctx: meets_requirements({"tier": "fallback", **c}, ctx)


def _scope_strict(_n: Term, _a: tuple[Any, ...]) -> PredFn:
    return lambda c, ctx: None if c.get("scope") == ctx.request.get("scope") else "scope"


def _scope_unscoped_request(base: Interp, _schema: Schema) -> Interp:
    def interp(node: Term, args: tuple[Any, ...]) -> PredFn:
        p = base(node, args)
        return lambda c, ctx: None if "scope" not in ctx.request else p(c, ctx)

    return interp


def _is_breaker_truthy(schema: Schema, node: Term, args: tuple[Any, ...]) -> PredFn:
    (name,) = args
    if name != "breaker_open":
        observe = observer(name, schema)
        return lambda c, ctx: None if observe(c, ctx) not in (None, False) else "is:" + name

    def holds(c: Candidate, ctx: Context) -> str | None:
        breakers = ctx.state.breakers or {}
        return None if breakers.get(c["provider_id"]) not in (None, False) else "is:breaker_open"

    return holds


_STRICTER: Final = {"lt": "le", "le": "lt", "eq": "eq", "ne": "ne", "ge": "gt", "gt": "ge"}


def _cmp_flipped_strictness(schema: Schema, node: Term, args: tuple[Any, ...]) -> PredFn:
    name, rel, number = args
    observe, test = observer(name, schema), RELATION_FUNCTIONS[_STRICTER[rel]]
    return lambda c, ctx: None if test(observe(c, ctx), number) else f"cmp:{name}:{rel}"


def _cmp_operands_swapped(schema: Schema, node: Term, args: tuple[Any, ...]) -> PredFn:
    name, rel, number = args
    observe, test = observer(name, schema), RELATION_FUNCTIONS[rel]
    return lambda c, ctx: None if test(number, observe(c, ctx)) else f"cmp:{name}:{rel}"


def _raw(name: str) -> Callable[[Candidate, Context], Any]:
    """A field read without its declared default: absent reads 0."""
    get = CORE_GETTERS.get(name) or (lambda c, _ctx: c.get(name))

    def observe(c: Candidate, ctx: Context) -> Any:
        value = get(c, ctx)
        return 0.0 if value is None else value

    return observe


def _cmp_no_default(_schema: Schema, node: Term, args: tuple[Any, ...]) -> PredFn:
    name, rel, number = args
    observe, test = _raw(name), RELATION_FUNCTIONS[rel]
    return lambda c, ctx: None if test(observe(c, ctx), number) else f"cmp:{name}:{rel}"


def _tier_eq_no_fallback(_n: Term, args: tuple[Any, ...]) -> PredFn:
    (tier,) = args
    return lambda c, _ctx: None if c.get("tier") == tier else "tier"


def _min_tier_strict(schema: Schema, _n: Term, args: tuple[Any, ...]) -> PredFn:
    rank = schema.tier_rank(args[0]) or 0
    own = schema.tier_rank
    return lambda c, _ctx: None if (own(c.get("tier", "fallback")) or 0) > rank else "min_tier"


def _min_tier_unknown_lowest(schema: Schema, _n: Term, args: tuple[Any, ...]) -> PredFn:
    rank = schema.tier_rank(args[0]) or 0
    own = schema.tier_rank
    return lambda c, _ctx: None if (own(c.get("tier", "fallback")) or 1) >= rank else "min_tier"


def _family_eq_casefold(_n: Term, args: tuple[Any, ...]) -> PredFn:
    (family,) = args
    wanted = family.casefold()
    return lambda c, _ctx: None if c["model_family"].casefold() == wanted else "model_family"


def _provider_eq_route(_n: Term, args: tuple[Any, ...]) -> PredFn:
    (provider,) = args

    def holds(c: Candidate, _ctx: Context) -> str | None:
        peer = (c.get("offer") or {}).get("peer_id")
        route = peer if peer is not None else c["provider_id"]
        return None if route == provider else "provider_id"

    return holds


def _served_by_provider(_n: Term, args: tuple[Any, ...]) -> PredFn:
    (route,) = args
    return lambda c, _ctx: None if c["provider_id"] == route else "served_by"


def _served_by_python_truthy(_n: Term, args: tuple[Any, ...]) -> PredFn:
    (route,) = args

    def holds(c: Candidate, _ctx: Context) -> str | None:
        peer = (c.get("offer") or {}).get("peer_id")
        return None if (peer or c["provider_id"]) == route else "served_by"

    return holds


def _has_cap_python_truthy(_n: Term, args: tuple[Any, ...]) -> PredFn:
    (cap,) = args
    return lambda c, _ctx: (
        None if (c.get("capabilities") or {}).get(cap) else f"missing_capability:{cap}"
    )


# ---------------------------------------------------------------------------
# Scorer mistakes


def _pointwise(f: Callable[[float], float]) -> Rewrite:
    return _carrier(lambda s: lambda pop, ctx: [f(v) for v in s(pop, ctx)])


def _exact_sum(values: Sequence[float]) -> float:
    """The correctly rounded sum (``math.fsum``); where fsum refuses (infinities of
    both signs, an overflowing partial sum) the plain left-to-right sum."""
    try:
        return math.fsum(values)
    except (ValueError, OverflowError):
        return sum(values, 0.0)


def _add_fsum(_n: Term, scorers: tuple[ScorerFn, ...]) -> ScorerFn:
    def score(pop: Sequence[Candidate], ctx: Context) -> list[float]:
        columns = [s(pop, ctx) for s in scorers]
        return [_exact_sum(values) for values in zip(*columns, strict=True)]

    return score


def _scale_plus(_n: Term, args: tuple[Any, ...]) -> ScorerFn:
    w, s = args
    return lambda pop, ctx: [w + v for v in s(pop, ctx)]


def _scale_abs(_n: Term, args: tuple[Any, ...]) -> ScorerFn:
    w, s = args
    return lambda pop, ctx: [abs(w) * v for v in s(pop, ctx)]


def _gate_with(
    value_elsewhere: float, inverted: bool
) -> Callable[[Term, tuple[Any, ...]], ScorerFn]:
    def interp(_n: Term, args: tuple[Any, ...]) -> ScorerFn:
        p, s = args

        def score(pop: Sequence[Candidate], ctx: Context) -> list[float]:
            values = s(pop, ctx)
            return [
                v if (p(c, ctx) is None) != inverted else value_elsewhere
                for c, v in zip(pop, values, strict=True)
            ]

        return score

    return interp


def _unguarded_min_max(pin: bool, degenerate: float) -> Callable[[list[float]], list[float]]:
    """min-max without one of the reference's guards."""

    def normalize(values: list[float]) -> list[float]:
        finite = [v for v in values if v == v]
        if not finite or max(finite) <= min(finite):
            return [degenerate] * len(values)
        lo, hi = min(finite), max(finite)
        out = []
        for x in values:
            if pin and x >= hi:
                out.append(1.0)
            elif pin and x <= lo:
                out.append(0.0)
            else:
                out.append((x - lo) / (hi - lo))
        return out

    return normalize


def _normalize_with(f: Callable[[list[float]], list[float]]) -> Rewrite:
    def rewrite(_base: Interp, _schema: Schema) -> Interp:
        def interp(_n: Term, args: tuple[Any, ...]) -> ScorerFn:
            (s,) = args
            return lambda pop, ctx: f(s(pop, ctx))

        return interp

    return rewrite


def _clamp_hi_first(_n: Term, args: tuple[Any, ...]) -> ScorerFn:
    lo, hi, s = args
    return lambda pop, ctx: [hi if v > hi else lo if v < lo else v for v in s(pop, ctx)]


def _clamp_min_max(_n: Term, args: tuple[Any, ...]) -> ScorerFn:
    lo, hi, s = args
    return lambda pop, ctx: [min(max(v, lo), hi) if v == v else v for v in s(pop, ctx)]


def _field_no_default(_schema: Schema, _n: Term, args: tuple[Any, ...]) -> ScorerFn:
    observe = _raw(args[0])
    return lambda pop, ctx: [observe(c, ctx) for c in pop]


def _field_price_no_ema(schema: Schema, _n: Term, args: tuple[Any, ...]) -> ScorerFn:
    (name,) = args
    observe = observer(name, schema)
    decl = schema.decl(name)
    assert decl is not None  # admission checked the field is declared
    default = decl.default

    def own(c: Candidate, ctx: Context) -> Any:
        if name in ("price_in", "price_out"):
            value = c.get(name)
            return default if value is None else value
        return observe(c, ctx)

    return lambda pop, ctx: [own(c, ctx) for c in pop]


# ---------------------------------------------------------------------------
# Selector mistakes


def _sorted_by(key: Callable[[Scored], Any]) -> Callable[[Term, tuple[Any, ...]], SelectorFn]:
    def interp(_n: Term, _a: tuple[Any, ...]) -> SelectorFn:
        return lambda scored, _ctx, limit: sorted(scored, key=key)[:limit]

    return interp


def _ascending(e: Scored) -> tuple[int, float, int]:
    return (1, 0.0, e.position) if e.score != e.score else (0, e.score, e.position)


def _ties_reversed(e: Scored) -> tuple[int, float, int]:
    return (1, 0.0, -e.position) if e.score != e.score else (0, -e.score, -e.position)


def _nan_first(e: Scored) -> tuple[int, float, int]:
    return (0, 0.0, e.position) if e.score != e.score else (1, -e.score, e.position)


def _ordered_reversed(_n: Term, _a: tuple[Any, ...]) -> SelectorFn:
    return lambda scored, _ctx, limit: list(reversed(scored))[:limit]


def _sample_with(
    pool_key: Callable[[Scored], Any] | None,
    temp_of: Callable[[float], float],
    seed_absent: float,
) -> Callable[[Term, tuple[Any, ...]], SelectorFn]:
    def interp(_n: Term, args: tuple[Any, ...]) -> SelectorFn:
        (temp,) = args

        def select(scored: list[Scored], ctx: Context, limit: int | None) -> list[Scored]:
            pool = list(scored) if pool_key is None else sorted(scored, key=pool_key)
            seed = ctx.seed if ctx.seed is not None else seed_absent
            return sample_order(pool, rank_weights(len(pool), temp_of(temp)), seed, limit)

        return select

    return interp


def _sample_total(
    total_of: Callable[[list[float]], float],
) -> Callable[[Term, tuple[Any, ...]], SelectorFn]:
    """sample whose total of the remaining weights is ``total_of(weights)``, not their
    left-to-right sum in pool order (the running sums stay left to right)."""

    def interp(_n: Term, args: tuple[Any, ...]) -> SelectorFn:
        (temp,) = args

        def select(scored: list[Scored], ctx: Context, limit: int | None) -> list[Scored]:
            pool = sorted(scored, key=score_order_key)
            weights = rank_weights(len(pool), temp)
            rng = Minstd(ctx.seed if ctx.seed is not None else 0.0)
            want = len(pool) if limit is None else min(limit, len(pool))
            out: list[Scored] = []
            while pool and len(out) < want:
                r = rng.draw() * total_of(weights)
                acc, pick = 0.0, len(pool) - 1
                for i, w in enumerate(weights):
                    acc += w
                    if r <= acc:
                        pick = i
                        break
                out.append(pool.pop(pick))
                del weights[pick]
            return out

        return select

    return interp


def _chain_with(
    first_wins: bool, keep_unlisted: bool
) -> Callable[[Term, tuple[Any, ...]], SelectorFn]:
    from sigma_pol.syntax.lua import chain_model, chain_provider
    from sigma_pol.syntax.terms import param_to_json

    def interp(_n: Term, args: tuple[Any, ...]) -> SelectorFn:
        priority: dict[str, int] = {}
        for i, entry in enumerate(args[0], start=1):
            record = param_to_json(entry)
            assert isinstance(record, dict)
            key = f"{chain_provider(record)}|{chain_model(record)}"
            if not (first_wins and key in priority):
                priority[key] = i
        last = len(priority) + 1

        def select(scored: list[Scored], _ctx: Context, limit: int | None) -> list[Scored]:
            listed = []
            for e in scored:
                key = f"{e.candidate['provider_id']}|{e.candidate['model_family']}"
                p = priority.get(key, last if keep_unlisted else None)
                if p is not None:
                    listed.append(replace(e, score=float(-p), chain_priority=p))
            return sorted(listed, key=score_order_key)[:limit]

        return select

    return interp


def _ties_by_reverse_position(select: SelectorFn) -> SelectorFn:
    def reorder(scored: list[Scored], ctx: Context, limit: int | None) -> list[Scored]:
        ordering = select(scored, ctx, None)
        return sorted(ordering, key=lambda e: (-e.score, -e.position))[:limit]

    return reorder


def _top_k_shift(delta: int) -> Callable[[Term, tuple[Any, ...]], SelectorFn]:
    def interp(_n: Term, args: tuple[Any, ...]) -> SelectorFn:
        k, inner = args
        count = max(int(k) + delta, 0)
        return lambda scored, ctx, limit: inner(scored, ctx, None)[:count]

    return interp


# ---------------------------------------------------------------------------
# Xform mistakes


def _xform_post(f: Callable[[Request, Request, Candidate, Context], Request]) -> Rewrite:
    """A rewrite seeing the input request and the reference's output."""

    def rewrite(base: Interp, _schema: Schema) -> Interp:
        def interp(node: Term, args: tuple[Any, ...]) -> XformFn:
            x = base(node, args)
            return lambda req, c, ctx: f(req, x(req, c, ctx), c, ctx)

        return interp

    return rewrite


def _id_drops_first(req: Request, _out: Request, _c: Candidate, _ctx: Context) -> Request:
    return {k: v for k, v in req.items() if k != min(req, default=None)}


def _set_param_literal(_n: Term, args: tuple[Any, ...]) -> XformFn:
    name, value = args
    return lambda req, _c, _ctx: assign_param(req, name, value)


def _set_param_keeps(_n: Term, args: tuple[Any, ...]) -> XformFn:
    name, value = args

    def run(req: Request, _c: Candidate, ctx: Context) -> Request:
        if name in req:
            return req
        return assign_param(req, name, ctx.seed if value == "from_ctx" else value)

    return run


def _inject_seed_with(
    f: Callable[[float | None], float | None],
) -> Callable[[Term, tuple[Any, ...]], XformFn]:
    def interp(_n: Term, args: tuple[Any, ...]) -> XformFn:
        (name,) = args
        return lambda req, _c, ctx: assign_param(req, name, f(ctx.seed))

    return interp


def _clamp_param_adds(_n: Term, args: tuple[Any, ...]) -> XformFn:
    name, lo, hi = args

    def run(req: Request, _c: Candidate, _ctx: Context) -> Request:
        value = req.get(name)
        number = value if isinstance(value, float) else lo
        return assign_param(req, name, min(max(number, lo), hi) if number == number else number)

    return run


def _clamp_param_lo_only(_n: Term, args: tuple[Any, ...]) -> XformFn:
    name, lo, _hi = args

    def run(req: Request, _c: Candidate, _ctx: Context) -> Request:
        value = req.get(name)
        return assign_param(req, name, max(value, lo) if isinstance(value, float) else value)

    return run


def _jitter_with(
    stream: Callable[[float, str], float], keep_non_number: bool, unseeded: float | None
) -> Callable[[Term, tuple[Any, ...]], XformFn]:
    def interp(_n: Term, args: tuple[Any, ...]) -> XformFn:
        name, amount = args

        def run(req: Request, _c: Candidate, ctx: Context) -> Request:
            seed = ctx.seed if ctx.seed is not None else unseeded
            if seed is None:
                return req
            offset = (Minstd(stream(seed, name)).draw() * 2.0 - 1.0) * amount
            base = req.get(name)
            if isinstance(base, float):
                return assign_param(req, name, base + offset)
            return req if keep_non_number else assign_param(req, name, offset)

        return run

    return interp


def _salted(seed: float, name: str) -> float:
    from sigma_pol.semantics.prng import substream_seed

    return substream_seed(seed, "jitter:" + name)


def _unsalted(seed: float, _name: str) -> float:
    return seed


def _directive_with(
    kind: str, reduce: bool, keep_others: bool, unseeded: float | None
) -> Callable[[Term, tuple[Any, ...]], XformFn]:
    from sigma_pol.syntax.terms import param_to_json

    def interp(_n: Term, args: tuple[Any, ...]) -> XformFn:
        recipe = param_to_json(args[0])

        def run(req: Request, _c: Candidate, ctx: Context) -> Request:
            directive: dict[str, Any] = {"recipe": recipe}
            seed = ctx.seed if ctx.seed is not None else unseeded
            if seed is not None:
                directive["seed"] = seed % MODULUS if reduce else seed
            filters = dict(req.get("_filters") or {}) if keep_others else {}
            filters[kind] = directive
            return assign_param(req, "_filters", filters)

        return run

    return interp


_SWAPPED: Final = {
    "test:stamp_provider": "test:drop_temperature",
    "test:drop_temperature": "test:stamp_provider",
}


def _when_with(inverted: bool) -> Callable[[Term, tuple[Any, ...]], XformFn]:
    def interp(_n: Term, args: tuple[Any, ...]) -> XformFn:
        p, x = args
        return lambda req, c, ctx: x(req, c, ctx) if (p(c, ctx) is None) != inverted else req

    return interp


def _when_always(_n: Term, args: tuple[Any, ...]) -> XformFn:
    _p, x = args
    return x  # type: ignore[no-any-return]


# ---------------------------------------------------------------------------
# FailPlan and Policy mistakes


def _always_default(_n: Term, _a: tuple[Any, ...]) -> Mapping[str, Any]:
    return {"unknown": DEFAULT_ACTION}


def _always_bare(_n: Term, args: tuple[Any, ...]) -> Mapping[str, Any]:
    action = args[0]
    return {"unknown": Record({"action": action["action"]})}


def _override_inner_wins(_n: Term, args: tuple[Any, ...]) -> Mapping[str, Any]:
    plan, reason, action = args
    return {reason: action, **plan}


def _override_ignored(_n: Term, args: tuple[Any, ...]) -> Mapping[str, Any]:
    return args[0]  # type: ignore[no-any-return]


def _override_skips_unknown(_n: Term, args: tuple[Any, ...]) -> Mapping[str, Any]:
    plan, reason, action = args
    return plan if reason == "unknown" else {**plan, reason: action}


def _policy_with(change: str) -> Callable[[Term, tuple[Any, ...]], Any]:
    from sigma_pol.semantics.carriers import Plan, Policy, Rejection

    class Mutated(Policy):
        def plan(self, candidates: Sequence[Candidate], ctx: Context) -> Plan:
            if change == "no-filter":
                return Policy.plan(replace(self, filter=lambda _c, _ctx: None), candidates, ctx)
            # "population-all": the scorer sees every candidate, not only the survivors
            scores = self.scorer(list(candidates), ctx)
            kept: list[Scored] = []
            rejected: list[Rejection] = []
            for cand, score in zip(candidates, scores, strict=True):
                why = self.filter(cand, ctx)
                if why is None:
                    kept.append(Scored(cand, score, len(kept)))
                else:
                    rejected.append(Rejection(cand["provider_id"], cand["model_family"], why))
            return Plan(self.selector(kept, ctx, None), rejected)

    return lambda _n, args: Mutated(*args)


def _mutants() -> tuple[Mutant, ...]:
    M = Mutant
    inf = math.inf
    return (
        M("top-fails", "top", "top fails with reason `top`", _negated("top")),
        M(
            "top-needs-tier",
            "top",
            "top holds only for a candidate with a tier",
            _own(lambda _n, _a: lambda c, _ctx: None if "tier" in c else "top"),
        ),
        M("bot-holds", "bot", "bot holds", _negated("bot")),
        M("bot-reason", "bot", "bot fails with reason `false`", _reason("false")),
        M("and-last-reason", "and", "and reports the last failing child", _own(_and_last)),
        M("and-any", "and", "and holds when any child holds", _own(_any_else_first_reason)),
        M("or-all", "or", "or needs every child", _own(_or_all)),
        M(
            "or-child-reason",
            "or",
            "or reports its first child's reason, not `or`",
            _own(_any_else_first_reason),
        ),
        M("not-identity", "not", "not does not negate", _own(lambda _n, args: args[0])),
        M("not-reason", "not", "not fails with `bot`", _reason("bot")),
        M(
            "meets-req-needs-order",
            "meets_req",
            "needs checked in request order",
            _own(_needs_in_request_order),
        ),
        M(
            "meets-req-no-quality",
            "meets_req",
            "min_quality ignored (upstream's prose)",
            _own(_no_quality_floor),
        ),
        M(
            "meets-req-tier-fallback",
            "meets_req",
            "an absent tier meets tier fallback",
            _own(_requirement_tier_fallback),
        ),
        M(
            "scope-strict",
            "scope_matches",
            "an unscoped candidate needs an unscoped request",
            _own(_scope_strict),
        ),
        M(
            "scope-unscoped-request",
            "scope_matches",
            "no request scope admits every candidate",
            _scope_unscoped_request,
        ),
        M("is-reason", "is", "is fails with reason `is`", _reason("is")),
        M(
            "is-breaker-truthy",
            "is",
            "breaker_open holds for any truthy breaker entry",
            _with_schema(_is_breaker_truthy),
        ),
        M(
            "cmp-strictness",
            "cmp",
            "lt/le and ge/gt swapped",
            _with_schema(_cmp_flipped_strictness),
        ),
        M(
            "cmp-operands",
            "cmp",
            "number REL field instead of field REL number",
            _with_schema(_cmp_operands_swapped),
        ),
        M(
            "cmp-no-default",
            "cmp",
            "an absent field reads 0, not its default",
            _with_schema(_cmp_no_default),
        ),
        M(
            "tier-eq-no-fallback",
            "tier_eq",
            "an absent tier equals no tier",
            _own(_tier_eq_no_fallback),
        ),
        M("tier-eq-reason", "tier_eq", "tier_eq fails with `tier_eq`", _reason("tier_eq")),
        M(
            "min-tier-strict",
            "min_tier",
            "min_tier needs a strictly higher rank",
            _with_schema(_min_tier_strict),
        ),
        M(
            "min-tier-unknown-lowest",
            "min_tier",
            "an unknown tier ranks as the lowest",
            _with_schema(_min_tier_unknown_lowest),
        ),
        M("family-eq-reason", "family_eq", "family_eq fails with `family`", _reason("family")),
        M("family-eq-casefold", "family_eq", "family_eq ignores case", _own(_family_eq_casefold)),
        M(
            "provider-eq-reason",
            "provider_eq",
            "provider_eq fails with `provider`",
            _reason("provider"),
        ),
        M(
            "provider-eq-route",
            "provider_eq",
            "provider_eq compares the executed route",
            _own(_provider_eq_route),
        ),
        M(
            "served-by-provider",
            "served_by_eq",
            "served_by_eq ignores the offer's peer",
            _own(_served_by_provider),
        ),
        M(
            "served-by-python-truthy",
            "served_by_eq",
            "an empty peer id is falsy",
            _own(_served_by_python_truthy),
        ),
        M(
            "has-cap-python-truthy",
            "has_cap",
            "0, empty and false capability values fail",
            _own(_has_cap_python_truthy),
        ),
        M(
            "has-cap-reason",
            "has_cap",
            "has_cap fails with `missing_capability`",
            _reason("missing_capability"),
        ),
        M("zero-one", "zero", "zero scores 1", _pointwise(lambda _v: 1.0)),
        M(
            "zero-nonempty",
            "zero",
            "zero of an empty population is [0]",
            _carrier(lambda s: lambda pop, ctx: s(pop, ctx) or [0.0]),
        ),
        M("add-reversed", "add", "add sums right to left", _args(lambda xs: xs[::-1])),
        M(
            "add-fsum",
            "add",
            "add sums exactly (math.fsum), not left to right in normal-form order",
            _own(_add_fsum),
        ),
        M(
            "add-drops-last",
            "add",
            "add ignores its last child",
            _args(lambda xs: xs[:-1] if len(xs) > 1 else xs),
        ),
        M("scale-plus", "scale", "scale adds the weight", _own(_scale_plus)),
        M("scale-abs", "scale", "scale uses |w|", _own(_scale_abs)),
        M(
            "gate-inverted",
            "gate",
            "gate keeps s where the Pred fails",
            _own(_gate_with(0.0, inverted=True)),
        ),
        M(
            "gate-drops",
            "gate",
            "gate demotes to -inf, as if dropped",
            _own(_gate_with(-inf, inverted=False)),
        ),
        M("neg-minus", "neg", "neg is -s", _pointwise(lambda v: -v)),
        M("neg-reversed", "neg", "neg is s - 1", _pointwise(lambda v: v - 1.0)),
        M(
            "normalize-degenerate-half",
            "normalize",
            "a degenerate population maps to 0.5",
            _normalize_with(_unguarded_min_max(pin=True, degenerate=0.5)),
        ),
        M(
            "normalize-unpinned",
            "normalize",
            "no endpoint pinning: infinite bounds give NaN",
            _normalize_with(_unguarded_min_max(pin=False, degenerate=0.0)),
        ),
        M(
            "normalize-nan-kept",
            "normalize",
            "a residual NaN is not mapped to 0",
            _normalize_with(_unguarded_min_max(pin=True, degenerate=0.0)),
        ),
        M("clamp-hi-first", "clamp", "clamp tests hi before lo", _own(_clamp_hi_first)),
        M("clamp-min-max", "clamp", "clamp as min(max(s, lo), hi)", _own(_clamp_min_max)),
        M("field-no-default", "field", "an absent field reads 0", _with_schema(_field_no_default)),
        M(
            "field-price-no-ema",
            "field",
            "prices ignore the state EMA",
            _with_schema(_field_price_no_ema),
        ),
        M("lit-zero", "lit", "lit scores 0", _pointwise(lambda _v: 0.0)),
        M("lit-negated", "lit", "lit scores -n", _pointwise(lambda v: -v)),
        M("argmax-ascending", "argmax", "argmax orders ascending", _own(_sorted_by(_ascending))),
        M(
            "argmax-ties-reversed",
            "argmax",
            "ties in reverse input order",
            _own(_sorted_by(_ties_reversed)),
        ),
        M(
            "argmax-nan-first",
            "argmax",
            "NaN scores first (no NaN guard)",
            _own(_sorted_by(_nan_first)),
        ),
        M("ordered-reversed", "ordered", "ordered reverses the input", _own(_ordered_reversed)),
        M("ordered-argmax", "ordered", "ordered sorts by score", _own(_sorted_by(score_order_key))),
        M(
            "sample-unsorted-pool",
            "sample",
            "the pool is not sorted by score first",
            _own(_sample_with(None, lambda t: t, 0.0)),
        ),
        M(
            "sample-temp-abs",
            "sample",
            "a negative temp counts as |temp|",
            _own(_sample_with(score_order_key, abs, 0.0)),
        ),
        M(
            "sample-seed-one",
            "sample",
            "an absent seed reads 1",
            _own(_sample_with(score_order_key, lambda t: t, 1.0)),
        ),
        M(
            "sample-weights-linear",
            "sample",
            "q = t / (t + 2)",
            _own(_sample_with(score_order_key, lambda t: t / 2.0, 0.0)),
        ),
        M(
            "sample-fsum-total",
            "sample",
            "the total of the remaining weights is summed exactly (math.fsum)",
            _own(_sample_total(math.fsum)),
        ),
        M(
            "sample-total-right-to-left",
            "sample",
            "the total of the remaining weights is summed right to left",
            _own(_sample_total(lambda ws: sum(reversed(ws), 0.0))),
        ),
        M(
            "chain-first-priority",
            "chain",
            "a key listed twice keeps its first priority",
            _own(_chain_with(first_wins=True, keep_unlisted=False)),
        ),
        M(
            "chain-keeps-unlisted",
            "chain",
            "unlisted candidates follow the listed ones",
            _own(_chain_with(first_wins=False, keep_unlisted=True)),
        ),
        M(
            "chain-ties-reversed",
            "chain",
            "equal priorities in reverse input order",
            _carrier(_ties_by_reverse_position),
        ),
        M("top-k-plus-one", "top_k", "top_k keeps k + 1", _own(_top_k_shift(1))),
        M("top-k-minus-one", "top_k", "top_k keeps k - 1", _own(_top_k_shift(-1))),
        M("id-drops-first", "id", "id drops the request's first key", _xform_post(_id_drops_first)),
        M(
            "id-clears",
            "id",
            "id returns an empty request",
            _xform_post(lambda _r, _o, _c, _ctx: {}),
        ),
        M("seq-reversed", "seq", "seq runs right to left", _args(lambda xs: xs[::-1])),
        M(
            "seq-first-only",
            "seq",
            "seq runs its first transform only",
            _args(lambda xs: xs[:1]),
        ),
        M(
            "set-param-literal",
            "set_param",
            '"from_ctx" is set as a string',
            _own(_set_param_literal),
        ),
        M(
            "set-param-keeps",
            "set_param",
            "an existing parameter is not overwritten",
            _own(_set_param_keeps),
        ),
        M(
            "inject-seed-reduced",
            "inject_seed",
            "the seed is reduced modulo 2^31 - 1",
            _own(_inject_seed_with(lambda s: None if s is None else s % MODULUS)),
        ),
        M(
            "inject-seed-unseeded-zero",
            "inject_seed",
            "without a seed, 0 is injected",
            _own(_inject_seed_with(lambda s: 0.0 if s is None else s)),
        ),
        M(
            "clamp-param-adds",
            "clamp_param",
            "an absent or non-number parameter becomes lo",
            _own(_clamp_param_adds),
        ),
        M(
            "clamp-param-lo-only",
            "clamp_param",
            "only the lower bound is applied",
            _own(_clamp_param_lo_only),
        ),
        M(
            "jitter-unsalted",
            "jitter",
            "every parameter draws from the unsalted seed",
            _own(_jitter_with(_unsalted, keep_non_number=False, unseeded=None)),
        ),
        M(
            "jitter-non-number-kept",
            "jitter",
            "a non-number parameter is left alone",
            _own(_jitter_with(_salted, keep_non_number=True, unseeded=None)),
        ),
        M(
            "jitter-unseeded-zero",
            "jitter",
            "without a seed, seed 0 is used",
            _own(_jitter_with(_salted, keep_non_number=False, unseeded=0.0)),
        ),
        M(
            "filter-text-unreduced",
            "filter_text",
            "the directive seed is not reduced",
            _own(_directive_with("text", reduce=False, keep_others=True, unseeded=None)),
        ),
        M(
            "filter-text-replaces",
            "filter_text",
            "other directives are dropped",
            _own(_directive_with("text", reduce=True, keep_others=False, unseeded=None)),
        ),
        M(
            "filter-image-as-text",
            "filter_image",
            "the image directive is filed under text",
            _own(_directive_with("text", reduce=True, keep_others=True, unseeded=None)),
        ),
        M(
            "filter-image-seed-zero",
            "filter_image",
            "without a seed the directive has seed 0",
            _own(_directive_with("image", reduce=True, keep_others=True, unseeded=0.0)),
        ),
        M(
            "custom-ignored",
            "custom",
            "custom is the identity",
            _own(lambda _n, _a: lambda req, _c, _ctx: req),
        ),
        M(
            "custom-swapped",
            "custom",
            "the registry's two names are swapped",
            _args(lambda args: (_SWAPPED.get(args[0], args[0]),)),
        ),
        M(
            "when-inverted",
            "when",
            "when applies where the Pred fails",
            _own(_when_with(inverted=True)),
        ),
        M("when-always", "when", "when ignores its Pred", _own(_when_always)),
        M(
            "always-default",
            "always",
            "always ignores its action (next_candidate)",
            _own(_always_default),
        ),
        M("always-bare", "always", "always keeps only the action key", _own(_always_bare)),
        M(
            "override-inner-wins",
            "override",
            "an inner override is not replaced",
            _own(_override_inner_wins),
        ),
        M("override-ignored", "override", "override changes nothing", _own(_override_ignored)),
        M(
            "override-skips-unknown",
            "override",
            "an override of unknown is ignored",
            _own(_override_skips_unknown),
        ),
        M(
            "policy-no-filter",
            "policy",
            "the filter is not applied",
            _own(_policy_with("no-filter")),
        ),
        M(
            "policy-population-all",
            "policy",
            "the scorer sees every candidate, not the survivors",
            _own(_policy_with("population-all")),
        ),
    )


MUTANTS: Final = _mutants()


@dataclass(frozen=True, slots=True)
class Outcome:
    mutant: Mutant
    killed_by: tuple[str, ...]


def run_mutant(mutant: Mutant, vectors: Sequence[Mapping[str, Any]]) -> Outcome:
    """The vectors (among those covering the mutated op) whose answer changes."""
    build = mutant.algebra()
    killers = []
    for vector in vectors:
        if mutant.op not in vector.get("covers", ()):
            continue
        request = read_json(request_of(dict(vector)))
        try:
            got: Any = answer(request, algebra=build)
        except Exception:  # a mutant that crashes is caught, so killed
            killers.append(str(vector["name"]))
            continue
        if mismatches(vector, to_output(got)):
            killers.append(str(vector["name"]))
    return Outcome(mutant, tuple(killers))


def run_all(
    vectors: Sequence[Mapping[str, Any]], mutants: Sequence[Mutant] = MUTANTS
) -> list[Outcome]:
    return [run_mutant(m, vectors) for m in mutants]
