"""Policies: plan, mutate, classify, and the host-envelope meet (spec/06-semantics.md §Policy).

``plan(candidates, ctx)`` filters the candidates in input order (collecting each
rejected one with the reason of the first failing check), scores the survivors
as one population, and orders them with the selector.  ``mutate`` applies the
Xform; ``classify`` reads the FailPlan.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from ..normal.normal_form import Normal, canonical
from ..syntax.errors import AdmissionError
from ..syntax.fold import Algebra, fold
from ..syntax.json_form import term_to_json
from ..syntax.signature import Sort
from ..syntax.terms import JSON, Term
from ..syntax.vocabulary import DEFAULT_SCHEMA, Schema
from ..valid.admission import admit
from .algebra import reference_algebra
from .carriers import (
    CustomRegistry,
    FailTable,
    Policy,
    PredFn,
    ScorerFn,
    SelectorFn,
    XformFn,
)


def evaluate(
    term: Term, schema: Schema = DEFAULT_SCHEMA, customs: CustomRegistry | None = None
) -> Any:
    """The carrier of an admitted term's normal form under 𝔖.

    Evaluation is defined on normal forms (proofs/04-soundness.md says where a
    term and its normal form would otherwise differ).
    """
    return fold(canonical(term).term, reference_algebra(schema, customs))


#: What a term means: the carrier of its sort (spec/06-semantics.md §6.1).
Carrier = PredFn | ScorerFn | SelectorFn | XformFn | FailTable | Policy


@dataclass(frozen=True, slots=True)
class Compiled:
    """An admitted term's normal form (with its encoding and sort) and its meaning.

    ``carrier`` is the carrier of ``sort``; the accessors below give it at its
    own type, checking the sort (a Pred term has no ScorerFn, say: ``TypeError``)."""

    normal: Normal
    carrier: Carrier

    @property
    def sort(self) -> Sort:
        return self.normal.sort

    def _of(self, sort: Sort) -> Carrier:
        if self.sort is not sort:
            raise TypeError(f"a {self.sort.value} term is not a {sort.value}")
        return self.carrier

    # The fold gives each sort its carrier (one fold, spec/01 §1.4), so after
    # the sort check the carrier has the sort's type: the casts say no more.
    def pred(self) -> PredFn:
        return cast(PredFn, self._of(Sort.PRED))

    def scorer(self) -> ScorerFn:
        return cast(ScorerFn, self._of(Sort.SCORER))

    def selector(self) -> SelectorFn:
        return cast(SelectorFn, self._of(Sort.SELECTOR))

    def xform(self) -> XformFn:
        return cast(XformFn, self._of(Sort.XFORM))

    def fail_table(self) -> FailTable:
        return cast(FailTable, self._of(Sort.FAILPLAN))

    def policy(self) -> Policy:
        carrier = self._of(Sort.POLICY)
        assert isinstance(carrier, Policy)
        return carrier


def normalize_term(value: JSON, schema: Schema = DEFAULT_SCHEMA) -> Normal:
    """``admit -> canonical``: a term ready to encode, identify or compare."""
    return canonical(admit(value, schema).term)


def interpret(
    normal: Normal,
    schema: Schema = DEFAULT_SCHEMA,
    customs: CustomRegistry | None = None,
    algebra: Callable[[Schema, CustomRegistry | None], Algebra[Any]] | None = None,
) -> Compiled:
    """The normal form folded into 𝔖 (or ``algebra``), to be evaluated.

    This is where the registry is consulted: a ``custom`` whose name it does
    not hold raises :class:`~sigma_pol.semantics.algebra.UnregisteredCustom`.
    """
    meaning = _reference(schema, customs) if algebra is None else algebra(schema, customs)
    return Compiled(normal, fold(normal.term, meaning))


def compile_term(
    value: JSON,
    schema: Schema = DEFAULT_SCHEMA,
    customs: CustomRegistry | None = None,
    algebra: Callable[[Schema, CustomRegistry | None], Algebra[Any]] | None = None,
) -> Compiled:
    """``admit -> canonical -> fold into 𝔖``, the admission pipeline.

    ``algebra`` builds another interpretation for the same schema and registry
    (the mutants of the checkout's ``mutation.mutants`` are one-entry variations of
    𝔖); it defaults to :func:`reference_algebra`.
    """
    return interpret(normalize_term(value, schema), schema, customs, algebra)


#: The last schema and registry compiled under 𝔖, with 𝔖 for them.  Building 𝔖
#: costs about as much as folding a small term, and a server compiles every term
#: for the same pair; 𝔖 keeps no state between folds, so it can be shared.
_last_reference: tuple[Schema, CustomRegistry | None, Algebra[Any]] | None = None


def _reference(schema: Schema, customs: CustomRegistry | None) -> Algebra[Any]:
    global _last_reference
    last = _last_reference
    if last is not None and last[0] is schema and last[1] is customs:
        return last[2]
    algebra = reference_algebra(schema, customs)
    _last_reference = (schema, customs, algebra)
    return algebra


def constrain(policy: Term, envelope: Term, schema: Schema = DEFAULT_SCHEMA) -> Term:
    """The host-envelope meet: the same policy with filter ``and(envelope, filter)``,
    admitted again as a whole (spec/06-semantics.md §6.9).

    A caller's policy can narrow the host's invariants, never widen them
    (proofs/14-constrain.md).  The meet can cross a bound the two terms respect
    alone (depth 64, 4096 nodes): it is then refused with an
    :class:`AdmissionError` whose path points into the constrained term.
    """
    if policy.op != "policy":
        raise AdmissionError("$", "constrain expects a policy term")
    filter_, *rest = policy.args
    assert isinstance(filter_, Term)
    met = Term("policy", (Term("and", (envelope, filter_)), *rest))
    return admit(term_to_json(met), schema).term
