"""A typed builder API: sorts are Python types (spec/01-terms-and-sorts.md §Builders).

Each operation of the signature has a function whose parameter and result
types carry the sorts, so ``mypy`` rejects an ill-sorted term before it runs::

    and_(field("price_in"))        # error: Expr[ScorerSort] where Expr[PredSort] is expected

The functions build :class:`~sigma_pol.syntax.terms.Term` values; parameters go
through the same conversion as admitted JSON (doubles for numbers).  Builders
do not check parameter values against a schema (a field name, a tier):
:meth:`Expr.admit` runs admission on the built term.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Generic, Literal, TypeVar

from ..syntax.json_form import term_to_json
from ..syntax.terms import JSON, Term, param_from_json
from ..syntax.vocabulary import DEFAULT_SCHEMA, Schema
from .admission import Admitted, admit


class PredSort:
    """Marker: the sort Pred."""


class ScorerSort:
    """Marker: the sort Scorer."""


class SelectorSort:
    """Marker: the sort Selector."""


class XformSort:
    """Marker: the sort Xform."""


class FailPlanSort:
    """Marker: the sort FailPlan."""


class PolicySort:
    """Marker: the sort Policy."""


S = TypeVar("S", covariant=True)


class Expr(Generic[S]):
    """A term whose sort is known to the type checker."""

    __slots__ = ("term",)

    def __init__(self, term: Term) -> None:
        self.term = term

    def to_json(self) -> JSON:
        return term_to_json(self.term)

    def admit(self, schema: Schema = DEFAULT_SCHEMA) -> Admitted:
        """Admission of the built term (parameter values, declared fields, bounds)."""
        return admit(self.to_json(), schema)

    def __repr__(self) -> str:
        return f"Expr({self.term!r})"


Pred = Expr[PredSort]
Scorer = Expr[ScorerSort]
Selector = Expr[SelectorSort]
Xform = Expr[XformSort]
FailPlan = Expr[FailPlanSort]
Policy = Expr[PolicySort]

Rel = Literal["lt", "le", "eq", "ne", "ge", "gt"]
ActionRecord = Mapping[str, JSON]
Step = str | Mapping[str, float]


def _node(op: str, *args: object) -> Term:
    converted = tuple(a.term if isinstance(a, Expr) else param_from_json(a) for a in args)  # type: ignore[arg-type]
    return Term(op, converted)


# Pred ---------------------------------------------------------------------


def top() -> Pred:
    return Expr(_node("top"))


def bot() -> Pred:
    return Expr(_node("bot"))


def and_(first: Pred, *rest: Pred) -> Pred:
    return Expr(_node("and", first, *rest))


def or_(first: Pred, *rest: Pred) -> Pred:
    return Expr(_node("or", first, *rest))


def not_(p: Pred) -> Pred:
    return Expr(_node("not", p))


def meets_req() -> Pred:
    return Expr(_node("meets_req"))


def scope_matches() -> Pred:
    return Expr(_node("scope_matches"))


def is_(bool_field: str) -> Pred:
    return Expr(_node("is", bool_field))


def cmp(num_field: str, rel: Rel, value: float) -> Pred:
    return Expr(_node("cmp", num_field, rel, value))


def tier_eq(tier: str) -> Pred:
    return Expr(_node("tier_eq", tier))


def min_tier(tier: str) -> Pred:
    return Expr(_node("min_tier", tier))


def family_eq(family: str) -> Pred:
    return Expr(_node("family_eq", family))


def provider_eq(provider: str) -> Pred:
    return Expr(_node("provider_eq", provider))


def served_by_eq(served_by: str) -> Pred:
    return Expr(_node("served_by_eq", served_by))


def has_cap(capability: str) -> Pred:
    return Expr(_node("has_cap", capability))


# Scorer -------------------------------------------------------------------


def zero() -> Scorer:
    return Expr(_node("zero"))


def add(first: Scorer, *rest: Scorer) -> Scorer:
    return Expr(_node("add", first, *rest))


def scale(weight: float, s: Scorer) -> Scorer:
    return Expr(_node("scale", weight, s))


def gate(p: Pred, s: Scorer) -> Scorer:
    return Expr(_node("gate", p, s))


def neg(s: Scorer) -> Scorer:
    return Expr(_node("neg", s))


def normalize(s: Scorer) -> Scorer:
    return Expr(_node("normalize", s))


def clamp(lo: float, hi: float, s: Scorer) -> Scorer:
    return Expr(_node("clamp", lo, hi, s))


def field(num_field: str) -> Scorer:
    return Expr(_node("field", num_field))


def lit(value: float) -> Scorer:
    return Expr(_node("lit", value))


# Selector -----------------------------------------------------------------


def argmax() -> Selector:
    return Expr(_node("argmax"))


def ordered() -> Selector:
    return Expr(_node("ordered"))


def sample(temp: float) -> Selector:
    return Expr(_node("sample", temp))


def chain(entries: Sequence[Mapping[str, str]]) -> Selector:
    return Expr(_node("chain", [dict(e) for e in entries]))


def top_k(k: int, inner: Selector) -> Selector:
    return Expr(_node("top_k", k, inner))


# Xform --------------------------------------------------------------------


def id_() -> Xform:
    return Expr(_node("id"))


def seq(first: Xform, *rest: Xform) -> Xform:
    return Expr(_node("seq", first, *rest))


def set_param(name: str, value: float | str | bool) -> Xform:
    return Expr(_node("set_param", name, value))


def inject_seed(name: str) -> Xform:
    return Expr(_node("inject_seed", name))


def clamp_param(name: str, lo: float, hi: float) -> Xform:
    return Expr(_node("clamp_param", name, lo, hi))


def jitter(name: str, amount: float) -> Xform:
    return Expr(_node("jitter", name, amount))


def filter_text(recipe: Sequence[Step]) -> Xform:
    return Expr(_node("filter_text", [s if isinstance(s, str) else dict(s) for s in recipe]))


def filter_image(recipe: Sequence[Step]) -> Xform:
    return Expr(_node("filter_image", [s if isinstance(s, str) else dict(s) for s in recipe]))


def custom(sym: str) -> Xform:
    return Expr(_node("custom", sym))


def when(p: Pred, x: Xform) -> Xform:
    return Expr(_node("when", p, x))


# FailPlan -----------------------------------------------------------------


def always(action: ActionRecord) -> FailPlan:
    return Expr(_node("always", dict(action)))


def override(plan: FailPlan, reason: str, action: ActionRecord) -> FailPlan:
    return Expr(_node("override", plan, reason, dict(action)))


# Policy -------------------------------------------------------------------


def policy(
    filter_: Pred, scorer: Scorer, selector: Selector, xform: Xform, failplan: FailPlan
) -> Policy:
    return Expr(_node("policy", filter_, scorer, selector, xform, failplan))


#: signature op name -> builder, for tests and documentation.
BUILDERS = {
    "top": top, "bot": bot, "and": and_, "or": or_, "not": not_, "meets_req": meets_req,
    "scope_matches": scope_matches, "is": is_, "cmp": cmp, "tier_eq": tier_eq,
    "min_tier": min_tier, "family_eq": family_eq, "provider_eq": provider_eq,
    "served_by_eq": served_by_eq, "has_cap": has_cap, "zero": zero, "add": add,
    "scale": scale, "gate": gate, "neg": neg, "normalize": normalize, "clamp": clamp,
    "field": field, "lit": lit, "argmax": argmax, "ordered": ordered, "sample": sample,
    "chain": chain, "top_k": top_k, "id": id_, "seq": seq, "set_param": set_param,
    "inject_seed": inject_seed, "clamp_param": clamp_param, "jitter": jitter,
    "filter_text": filter_text, "filter_image": filter_image, "custom": custom,
    "when": when, "always": always, "override": override, "policy": policy,
}  # fmt: skip
