"""A rejection's or a verdict's failing checks, read off a traced decision, for
``sigma-pol eval`` (spec/07-conformance.md §7.4): each rejected candidate with
its reason and deepest failing checks, a Pred's verdict per candidate.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from sigma_pol.normal.normal_form import Normal
from sigma_pol.semantics.carriers import CustomRegistry, Rejection
from sigma_pol.semantics.decision_values import (
    Candidate,
    Context,
)
from sigma_pol.syntax.terms import JSON, Term
from sigma_pol.syntax.vocabulary import Schema

if TYPE_CHECKING:
    from ..explain.trace import Trace


def check_text(term: Term) -> str:
    """A check in the text syntax, on one line."""
    from sigma_pol.text.printer import print_term  # loads lark: only when a check is shown

    return print_term(term, width=sys.maxsize)


def rejected_report(
    normal: Normal,
    candidates: Sequence[Candidate],
    ctx: Context,
    schema: Schema,
    registry: CustomRegistry,
) -> list[JSON]:
    """Each rejected candidate, its reason and its deepest failing checks, read
    off a traced decision."""
    from ..explain.trace import failing_checks, subterms, trace_normal

    trace = trace_normal(normal, candidates, ctx, None, schema, registry)
    terms = subterms(normal.term)
    filter_id = trace.slot("filter").id
    return [
        {
            "provider": r.provider,
            "model": r.model,
            "reason": r.reason,
            "failed_checks": [
                check_text(terms[n])
                for n in failing_checks(trace.nodes, trace.recorder.preds, filter_id, i)
            ],
        }
        for i, r in rejected_by_index(trace)
    ]


def rejected_by_index(trace: Trace) -> list[tuple[int, Rejection]]:
    """Each rejection of a traced plan with its candidate's input index."""
    filter_id = trace.slot("filter").id
    verdict = {p.candidate: p.verdict for p in trace.recorder.preds if p.node == filter_id}
    failed = [i for i in range(len(trace.candidates)) if verdict[i] is not None]
    return list(zip(failed, trace.plan.rejected, strict=True))


def verdicts(
    normal: Normal,
    candidates: Sequence[Candidate],
    ctx: Context,
    schema: Schema,
    registry: CustomRegistry,
) -> list[JSON]:
    """A Pred's verdict per candidate, traced so that a failure names its deepest failing checks."""
    from ..explain.trace import failing_checks, subterms, trace_pred

    traced = trace_pred(normal, candidates, ctx, schema, registry)
    terms = subterms(normal.term)
    root = len(traced.nodes) - 1
    out: list[JSON] = []
    for i, (c, why) in enumerate(zip(candidates, traced.verdicts, strict=True)):
        verdict: dict[str, JSON] = {"provider": c["provider_id"], "ok": why is None}
        if why is not None:
            checks = failing_checks(traced.nodes, traced.recorder.preds, root, i)
            verdict["reason"] = why
            verdict["failed_checks"] = [check_text(terms[n]) for n in checks]
        out.append(verdict)
    return out
