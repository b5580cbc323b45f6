"""The checkers against the reference: the one module of this package that calls
``sigma_pol``.

The reference is passed in as functions (``admit``, ``normalize``) so that the
same comparison runs against a planted mutant (:mod:`.mutants`).  Reference
terms are read into the checkers' :class:`~.terms.Node` through the fold, the
one way the project looks at a term.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from sigma_pol import AdmissionError
from sigma_pol import admit as reference_admit
from sigma_pol import normalize as reference_normalize
from sigma_pol.syntax.fold import fold, uniform
from sigma_pol.syntax.terms import ParamValue, Record, Term
from sigma_pol.syntax.vocabulary import CORE_FIELDS
from sigma_pol.syntax.vocabulary import Schema as ReferenceSchema

from .admission_rules import A_Root, Schema, denote, first_failure
from .rewriting import STRATEGIES, Rewriter, StepBoundExceeded, measure
from .terms import Node, Param, Rec, depth, size

Admit = Callable[[Any, ReferenceSchema], Any]
Normalize = Callable[[Term], Term]


def schema_of(reference: ReferenceSchema) -> Schema:
    """``σ`` as data: the declared fields (core and extensions) and the tier order."""
    fields = {name: d.sort for name, d in CORE_FIELDS.items()}
    fields.update({name: d.sort for name, d in reference.extensions.items()})
    return Schema(fields, tuple(reference.tier_order))


def _param(v: ParamValue) -> Param:
    if isinstance(v, tuple):
        return tuple(_param(x) for x in v)
    if isinstance(v, Record):
        return Rec(tuple((k, _param(x)) for k, x in v.items()))
    return v  # a float, a string or a boolean


def _node(node: Term, args: tuple[Any, ...]) -> Node:
    return Node(
        node.op,
        tuple(
            a if isinstance(o, Term) else _param(a) for a, o in zip(args, node.args, strict=True)
        ),
    )


_NODE_ALGEBRA = uniform(_node)


def node_of(term: Term) -> Node:
    return fold(term, _NODE_ALGEBRA)  # type: ignore[no-any-return]


# ---------------------------------------------------------------------------
# admission


@dataclass(frozen=True)
class Outcome:
    """An admission: the sort and ``⌊v⌋``, or the refusal ``<path>: <reason>``."""

    sort: str | None
    term: Node | None
    error: str | None


def reference_outcome(admit: Admit, value: Any, schema: ReferenceSchema) -> Outcome:
    try:
        admitted = admit(value, schema)
    except AdmissionError as e:
        return Outcome(None, None, str(e))
    except Exception as e:  # a crash is a finding, not a test error
        return Outcome(None, None, f"crash: {type(e).__name__}: {e}")
    return Outcome(str(admitted.sort), node_of(admitted.term), None)


def checker_outcome(value: Any, schema: Schema) -> tuple[Outcome, str | None]:
    """The rules' verdict, sort and ``⌊v⌋``, the sequence's first failing check, and
    a note when the two transcriptions disagree with each other (Theorem 9, clause 3)."""
    sort = A_Root(value, schema)
    refused = first_failure(value, schema)
    inner = None
    if (sort is None) != (refused is not None):
        inner = f"rules say {sort}, the check sequence says {refused}"
    term = denote(value) if sort is not None else None
    return Outcome(sort, term, str(refused) if refused is not None else None), inner


@dataclass
class Finding:
    value: Any
    what: str
    reference: Any
    checker: Any


@dataclass
class AdmissionReport:
    compared: int = 0
    admitted: int = 0
    findings: list[Finding] = field(default_factory=list)


def compare_admission(
    values: Iterable[Any],
    schema: ReferenceSchema,
    admit: Admit = reference_admit,
    stop_after: int | None = None,
) -> AdmissionReport:
    """Verdict, sort, ``⌊v⌋`` and the exact refusal, value by value."""
    sigma = schema_of(schema)
    report = AdmissionReport()
    for value in values:
        report.compared += 1
        ref = reference_outcome(admit, value, schema)
        mine, inner = checker_outcome(value, sigma)
        report.admitted += mine.sort is not None
        if inner is not None:
            report.findings.append(Finding(value, "rules vs check sequence", None, inner))
        for what in ("sort", "term", "error"):
            if getattr(ref, what) != getattr(mine, what):
                report.findings.append(
                    Finding(value, what, getattr(ref, what), getattr(mine, what))
                )
        if stop_after is not None and len(report.findings) >= stop_after:
            break
    return report


# ---------------------------------------------------------------------------
# rewriting


@dataclass
class RewritingReport:
    compared: int = 0
    rewritten: int = 0
    derivations: int = 0
    steps: int = 0
    seconds: float = 0.0
    findings: list[Finding] = field(default_factory=list)


def compare_rewriting(
    values: Iterable[Any],
    schema: ReferenceSchema,
    rewriter: Rewriter,
    seed: int,
    normalize: Normalize = reference_normalize,
    strategies: tuple[str, ...] = STRATEGIES,
    check_measure: bool = True,
    stop_after: int | None = None,
) -> RewritingReport:
    """For each admitted JSON term ``t``: (a) R-derivations from ``⌊t⌋`` reach the
    reference's normal form, (b) which is R-normal, (c) whatever the strategy,
    within a step bound; with ``check_measure``, μ decreases at every step of the
    first strategy's derivation (Theorem 11)."""
    rng = random.Random(seed)
    report = RewritingReport()
    started = time.perf_counter()
    for value in values:
        report.compared += 1
        start = denote(value)
        reference = node_of(normalize(reference_admit(value, schema).term))
        report.rewritten += reference != start
        if not rewriter.is_normal(reference):
            (at, redex), *_ = rewriter.redexes(reference)
            report.findings.append(
                Finding(value, "reference nf is reducible", reference, (redex.equation.label, at))
            )
        bound = 20 * size(start) ** 2 + 100
        for n, strategy in enumerate(strategies):
            check = _measure_check(start) if check_measure and n == 0 else None
            try:
                derivation = rewriter.derive(start, strategy, rng, bound, check)
            except (AssertionError, StepBoundExceeded) as e:
                report.findings.append(Finding(value, f"{strategy}: {e}", reference, None))
                continue
            report.derivations += 1
            report.steps += len(derivation.steps)
            if derivation.result != reference:
                report.findings.append(
                    Finding(value, f"{strategy} normal form", reference, derivation.result)
                )
        rewriter.forget()
        if stop_after is not None and len(report.findings) >= stop_after:
            break
    report.seconds = time.perf_counter() - started
    return report


def _measure_check(start: Node) -> Callable[[Node, Node, str], None]:
    d = depth(start)

    def check(before: Node, after: Node, label: str) -> None:
        assert depth(after) <= d, f"{label} deepened the term"
        assert measure(after, d) < measure(before, d), f"μ did not decrease at {label}"

    return check
