"""𝔖, the reference algebra: the meaning of every operation (spec/06-semantics.md).

Carriers, as upstream's:

* Pred: ``(candidate, ctx) -> None`` when it holds, else the reason string;
* Scorer: ``(population, ctx) -> [score]``, one double per candidate;
* Selector: ``(scored, ctx, limit) -> ordering``; ``limit`` asks only for the
  first ``limit`` entries (``top_k`` passes its ``k``; an ordering's prefix
  does not depend on what comes after it, so the answer is the same);
* Xform: ``(request, candidate, ctx) -> request'``, never mutating its input;
* FailPlan: the retry table ``{error kind: Action}`` with the base under
  ``unknown``;
* Policy: :class:`sigma_pol.semantics.compiler.Policy`.

Arithmetic is IEEE-754 double, correctly rounded operations only, in upstream's
order: sums left to right over the children in normal-form order, sampling sums
in pool order.  Where upstream leaves a result undefined this module follows
the rule pinned in spec/08-pinned.md (NaN scores order last; equal chain
priorities keep input order; the needs of ``meets_req`` are checked in
code-point order).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from itertools import accumulate
from typing import Any, Final

from ..syntax.errors import InputError
from ..syntax.fold import OpInterpretation
from ..syntax.lua import chain_model, chain_provider, is_double, truthy
from ..syntax.signature import SIGNATURE
from ..syntax.terms import Term, param_to_json
from ..syntax.vocabulary import DEFAULT_SCHEMA, Schema
from .carriers import (
    CustomRegistry,
    FailTable,
    PredFn,
    Scored,
    ScorerFn,
    SelectorFn,
    Verdict,
    XformFn,
    build_policy,
    score_order_key,
)
from .decision_values import Candidate, Context, Request
from .observe import observer
from .prng import MODULUS, Minstd, substream_seed
from .requirements import meets_requirements

# ---------------------------------------------------------------------------
# Pred


def _top(_n: Term, _a: tuple[Any, ...]) -> PredFn:
    return lambda _c, _ctx: None


def _bot(_n: Term, _a: tuple[Any, ...]) -> PredFn:
    return lambda _c, _ctx: "bot"


def _and(_n: Term, preds: tuple[PredFn, ...]) -> PredFn:
    def holds(c: Candidate, ctx: Context) -> Verdict:
        for p in preds:
            why = p(c, ctx)
            if why is not None:
                return why
        return None

    return holds


def _or(_n: Term, preds: tuple[PredFn, ...]) -> PredFn:
    def holds(c: Candidate, ctx: Context) -> Verdict:
        for p in preds:
            if p(c, ctx) is None:
                return None
        return "or"

    return holds


def _not(_n: Term, args: tuple[PredFn]) -> PredFn:
    (p,) = args
    return lambda c, ctx: "not" if p(c, ctx) is None else None


def _meets_req(_n: Term, _a: tuple[Any, ...]) -> PredFn:
    return meets_requirements


def _scope_matches(_n: Term, _a: tuple[Any, ...]) -> PredFn:
    def holds(c: Candidate, ctx: Context) -> Verdict:
        scope = c.get("scope")
        if scope is None or scope == ctx.request.get("scope"):
            return None
        return "scope"

    return holds


def _equals(reason: str, read: Callable[[Candidate], Any]) -> OpInterpretation[PredFn]:
    def interpret(_n: Term, args: tuple[Any, ...]) -> PredFn:
        (wanted,) = args
        return lambda c, _ctx: None if read(c) == wanted else reason

    return interpret


def _served_by(c: Candidate) -> Any:
    offer = c.get("offer")
    peer = offer.get("peer_id") if offer is not None else None
    return peer if truthy(peer) else c["provider_id"]


def _has_cap(_n: Term, args: tuple[Any, ...]) -> PredFn:
    (cap,) = args
    reason = "missing_capability:" + cap

    def holds(c: Candidate, _ctx: Context) -> Verdict:
        caps = c.get("capabilities")
        return None if caps is not None and truthy(caps.get(cap)) else reason

    return holds


RELATION_FUNCTIONS: Final[Mapping[str, Callable[[float, float], bool]]] = {
    "lt": lambda a, b: a < b,
    "le": lambda a, b: a <= b,
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
    "ge": lambda a, b: a >= b,
    "gt": lambda a, b: a > b,
}


# ---------------------------------------------------------------------------
# Scorer


def _zero(_n: Term, _a: tuple[Any, ...]) -> ScorerFn:
    return lambda pop, _ctx: [0.0] * len(pop)


def _add(_n: Term, scorers: tuple[ScorerFn, ...]) -> ScorerFn:
    def score(pop: Sequence[Candidate], ctx: Context) -> list[float]:
        out = [0.0] * len(pop)
        for s in scorers:
            out = [a + b for a, b in zip(out, s(pop, ctx), strict=True)]
        return out

    return score


def _scale(_n: Term, args: tuple[Any, ...]) -> ScorerFn:
    w, s = args
    return lambda pop, ctx: [w * v for v in s(pop, ctx)]


def _gate(_n: Term, args: tuple[Any, ...]) -> ScorerFn:
    p, s = args

    def score(pop: Sequence[Candidate], ctx: Context) -> list[float]:
        values = s(pop, ctx)
        return [v if p(c, ctx) is None else 0.0 for c, v in zip(pop, values, strict=True)]

    return score


def _neg(_n: Term, args: tuple[ScorerFn]) -> ScorerFn:
    (s,) = args
    return lambda pop, ctx: [1.0 - v for v in s(pop, ctx)]


def min_max(values: Sequence[float]) -> list[float]:
    """``normalize`` on one vector: min-max to [0, 1] with pinned endpoints.

    NaN takes part in neither bound (its comparisons are false); a population
    whose bounds do not satisfy ``lo < hi`` maps to all zeros; a value at or
    beyond a bound maps exactly to that bound's end, so an infinite bound
    never yields inf/inf; any residual NaN maps to 0.
    """
    lo, hi = float("inf"), float("-inf")
    for v in values:
        if v < lo:
            lo = v
        if v > hi:
            hi = v
    if hi <= lo:
        return [0.0] * len(values)
    out = []
    for x in values:
        if x >= hi:
            out.append(1.0)
        elif x <= lo:
            out.append(0.0)
        else:
            d = (x - lo) / (hi - lo)
            out.append(0.0 if d != d else d)
    return out


def _normalize(_n: Term, args: tuple[ScorerFn]) -> ScorerFn:
    (s,) = args
    return lambda pop, ctx: min_max(s(pop, ctx))


def clamp(x: float, lo: float, hi: float) -> float:
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


def _clamp(_n: Term, args: tuple[Any, ...]) -> ScorerFn:
    lo, hi, s = args
    return lambda pop, ctx: [clamp(v, lo, hi) for v in s(pop, ctx)]


def _lit(_n: Term, args: tuple[Any, ...]) -> ScorerFn:
    (n,) = args
    return lambda pop, _ctx: [n] * len(pop)


# ---------------------------------------------------------------------------
# Selector


def _argmax(_n: Term, _a: tuple[Any, ...]) -> SelectorFn:
    def select(scored: list[Scored], _ctx: Context, limit: int | None) -> list[Scored]:
        return sorted(scored, key=score_order_key)[:limit]

    return select


def _ordered(_n: Term, _a: tuple[Any, ...]) -> SelectorFn:
    return lambda scored, _ctx, limit: list(scored[:limit])


def rank_weights(count: int, temp: float) -> list[float]:
    """``w1 = 1``, ``w(i+1) = wi · q`` with ``q = t / (t + 1)``, ``t = max(temp, 0)``."""
    t = temp if temp >= 0 else 0.0
    q = t / (t + 1.0)
    weights, w = [], 1.0
    for _ in range(count):
        weights.append(w)
        w = w * q
    return weights


#: Sees one sampling draw: (the PRNG draw, r, total, the running sums, the pick).
SampleObserver = Callable[[float, float, float, tuple[float, ...], Scored], None]


def sample_order(
    pool: list[Scored],
    weights: list[float],
    seed: float,
    limit: int | None,
    observe: SampleObserver | None = None,
) -> list[Scored]:
    """Draw without replacement, proportional to the fixed initial weights.

    Each draw is ``r = rng() · total`` with ``total`` the left-to-right sum of
    the remaining weights in pool order; the pick is the first entry whose
    running sum reaches ``r``.  Weights never increase along the pool, so the
    zero-weight tail adds nothing to any sum: only the positive prefix is
    summed, and once it is exhausted the draws take the pool in order.

    ``observe``, when given, is told every draw (``sigma-pol explain`` shows
    them); it cannot change the decision.  In the zero-weight tail the total
    and ``r`` are 0 and there are no running sums.
    """
    rng = Minstd(seed)
    positive = [w for w in weights if w > 0]
    live = pool[: len(positive)]
    rest = pool[len(positive) :]
    out: list[Scored] = []
    want = len(pool) if limit is None else min(limit, len(pool))
    running = list(accumulate(positive))
    while len(out) < want and live:
        u = rng.draw()
        r = u * running[-1]
        pick = min(bisect_left(running, r), len(live) - 1)
        if observe is not None:
            observe(u, r, running[-1], tuple(running), live[pick])
        out.append(live.pop(pick))
        del positive[pick]
        running = _resum(running, positive, pick)
    for entry in rest:
        if len(out) >= want:
            break
        u = rng.draw()
        if observe is not None:
            observe(u, 0.0, 0.0, (), entry)
        out.append(entry)
    return out


def _resum(running: list[float], weights: list[float], start: int) -> list[float]:
    """Running sums after ``weights[start]`` was removed: the prefix is unchanged."""
    if start == 0:
        return list(accumulate(weights))
    return running[:start] + list(accumulate(weights[start:], initial=running[start - 1]))[1:]


def _sample(_n: Term, args: tuple[Any, ...]) -> SelectorFn:
    (temp,) = args

    def select(scored: list[Scored], ctx: Context, limit: int | None) -> list[Scored]:
        pool = sorted(scored, key=score_order_key)
        seed = ctx.seed if ctx.seed is not None else 0.0
        return sample_order(pool, rank_weights(len(pool), temp), seed, limit)

    return select


def _chain(_n: Term, args: tuple[Any, ...]) -> SelectorFn:
    (entries,) = args
    priority: dict[str, int] = {}
    for i, entry in enumerate(entries, start=1):
        record = param_to_json(entry)
        assert isinstance(record, dict)
        priority[f"{chain_provider(record)}|{chain_model(record)}"] = i

    def select(scored: list[Scored], _ctx: Context, limit: int | None) -> list[Scored]:
        listed = []
        for e in scored:
            p = priority.get(f"{e.candidate['provider_id']}|{e.candidate['model_family']}")
            if p is not None:
                listed.append(replace(e, score=float(-p), chain_priority=p))
        return sorted(listed, key=score_order_key)[:limit]

    return select


def _top_k(_n: Term, args: tuple[Any, ...]) -> SelectorFn:
    k, inner = args
    count = int(k)

    def select(scored: list[Scored], ctx: Context, limit: int | None) -> list[Scored]:
        return inner(scored, ctx, count if limit is None else min(count, limit))[:count]  # type: ignore[no-any-return]

    return select


# ---------------------------------------------------------------------------
# Xform


def _id(_n: Term, _a: tuple[Any, ...]) -> XformFn:
    return lambda req, _c, _ctx: req


def _seq(_n: Term, xforms: tuple[XformFn, ...]) -> XformFn:
    def run(req: Request, c: Candidate, ctx: Context) -> Request:
        for x in xforms:
            req = x(req, c, ctx)
        return req

    return run


def assign_param(req: Request, name: str, value: Any) -> Request:
    """Lua's ``out[name] = value`` on a shallow copy: ``nil`` removes the key."""
    out = dict(req)
    if value is None:
        out.pop(name, None)
    else:
        out[name] = value
    return out


def _set_param(_n: Term, args: tuple[Any, ...]) -> XformFn:
    name, value = args
    if value == "from_ctx":
        return lambda req, _c, ctx: assign_param(req, name, ctx.seed)
    return lambda req, _c, _ctx: assign_param(req, name, value)


def _inject_seed(_n: Term, args: tuple[Any, ...]) -> XformFn:
    (name,) = args
    return lambda req, _c, ctx: assign_param(req, name, ctx.seed)


def _clamp_param(_n: Term, args: tuple[Any, ...]) -> XformFn:
    name, lo, hi = args

    def run(req: Request, _c: Candidate, _ctx: Context) -> Request:
        value = req.get(name)
        return assign_param(req, name, clamp(value, lo, hi) if isinstance(value, float) else value)

    return run


def _jitter(_n: Term, args: tuple[Any, ...]) -> XformFn:
    name, amount = args
    salt = "jitter:" + name

    def run(req: Request, _c: Candidate, ctx: Context) -> Request:
        if ctx.seed is None:
            return req
        offset = (Minstd(substream_seed(ctx.seed, salt)).draw() * 2.0 - 1.0) * amount
        base = req.get(name)
        return assign_param(req, name, base + offset if is_double(base) else offset)

    return run


def _directive(kind: str) -> OpInterpretation[XformFn]:
    def interpret(_n: Term, args: tuple[Any, ...]) -> XformFn:
        (recipe,) = args
        recipe_json = param_to_json(recipe)

        def run(req: Request, _c: Candidate, ctx: Context) -> Request:
            directive: dict[str, Any] = {"recipe": recipe_json}
            if ctx.seed is not None:
                directive["seed"] = ctx.seed % MODULUS
            current = req.get("_filters")
            if current is None or current is False:
                current = {}  # Lua's `out._filters or {}`: only nil and false are absent
            if not isinstance(current, dict):
                # only an earlier set_param can put a scalar here; upstream's pairs() fails
                raise InputError(f"filter_{kind}", "request member _filters is not an object")
            filters = dict(current)
            filters[kind] = directive
            return assign_param(req, "_filters", filters)

        return run

    return interpret


def _when(_n: Term, args: tuple[Any, ...]) -> XformFn:
    p, x = args
    return lambda req, c, ctx: x(req, c, ctx) if p(c, ctx) is None else req


# ---------------------------------------------------------------------------
# FailPlan


def _always(_n: Term, args: tuple[Any, ...]) -> FailTable:
    return {"unknown": args[0]}


def _override(_n: Term, args: tuple[Any, ...]) -> FailTable:
    plan, reason, action = args
    return {**plan, reason: action}


# ---------------------------------------------------------------------------
# the algebra


class UnregisteredCustom(InputError):
    """``custom(sym)`` folded into 𝔖 with no transform registered under ``sym``
    (spec/06-semantics.md §custom); :attr:`sym` lets a caller say where in its
    file the name is (:func:`sigma_pol.semantics.customs.custom_paths`)."""

    def __init__(self, sym: str) -> None:
        super().__init__(f"custom '{sym}'", "not registered in this host's registry")
        self.sym = sym


def reference_algebra(
    schema: Schema = DEFAULT_SCHEMA, customs: CustomRegistry | None = None
) -> dict[str, OpInterpretation[Any]]:
    """𝔖 for one schema and one registry of ``custom`` transforms."""
    registry: CustomRegistry = customs or {}

    def is_(_n: Term, args: tuple[Any, ...]) -> PredFn:
        (name,) = args
        observe, reason = observer(name, schema), "is:" + name
        return lambda c, ctx: None if truthy(observe(c, ctx)) else reason

    def cmp(_n: Term, args: tuple[Any, ...]) -> PredFn:
        name, rel, number = args
        observe, test, reason = observer(name, schema), RELATION_FUNCTIONS[rel], f"cmp:{name}:{rel}"
        return lambda c, ctx: None if test(observe(c, ctx), number) else reason

    def tier_eq(_n: Term, args: tuple[Any, ...]) -> PredFn:
        (tier,) = args
        return lambda c, _ctx: None if c.get("tier", "fallback") == tier else "tier"

    def min_tier(_n: Term, args: tuple[Any, ...]) -> PredFn:
        rank = schema.tier_rank(args[0])

        def holds(c: Candidate, _ctx: Context) -> Verdict:
            own = schema.tier_rank(c.get("tier", "fallback")) or 0
            return None if rank is not None and own >= rank else "min_tier"

        return holds

    def field(_n: Term, args: tuple[Any, ...]) -> ScorerFn:
        observe = observer(args[0], schema)
        return lambda pop, ctx: [observe(c, ctx) for c in pop]

    def custom(_n: Term, args: tuple[Any, ...]) -> XformFn:
        (sym,) = args
        fn = registry.get(sym)
        if fn is None:
            raise UnregisteredCustom(sym)
        return fn

    algebra: dict[str, OpInterpretation[Any]] = {
        "top": _top,
        "bot": _bot,
        "and": _and,
        "or": _or,
        "not": _not,
        "meets_req": _meets_req,
        "scope_matches": _scope_matches,
        "is": is_,
        "cmp": cmp,
        "tier_eq": tier_eq,
        "min_tier": min_tier,
        "family_eq": _equals("model_family", lambda c: c["model_family"]),
        "provider_eq": _equals("provider_id", lambda c: c["provider_id"]),
        "served_by_eq": _equals("served_by", _served_by),
        "has_cap": _has_cap,
        "zero": _zero,
        "add": _add,
        "scale": _scale,
        "gate": _gate,
        "neg": _neg,
        "normalize": _normalize,
        "clamp": _clamp,
        "field": field,
        "lit": _lit,
        "argmax": _argmax,
        "ordered": _ordered,
        "sample": _sample,
        "chain": _chain,
        "top_k": _top_k,
        "id": _id,
        "seq": _seq,
        "set_param": _set_param,
        "inject_seed": _inject_seed,
        "clamp_param": _clamp_param,
        "jitter": _jitter,
        "filter_text": _directive("text"),
        "filter_image": _directive("image"),
        "custom": custom,
        "when": _when,
        "always": _always,
        "override": _override,
        "policy": lambda _n, args: build_policy(*args),
    }
    assert algebra.keys() == SIGNATURE.keys()
    return algebra
