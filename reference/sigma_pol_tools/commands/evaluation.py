"""What ``sigma-pol eval`` reports for a term of each sort (spec/07-conformance.md
§7.4): its identity, then a Policy's decision (ordered, rejected with their
deepest failing checks, the request its Xform makes, the FailPlan's actions), a
Pred's verdicts, a Scorer's scores, a Selector's order, an Xform's request or a
FailPlan's actions.  Policies decide as the API does (compiled into 𝔖); the
trace (:mod:`sigma_pol_tools.explain.trace`) only names a rejection's or a verdict's failing checks.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from sigma_pol.normal.normal_form import Normal
from sigma_pol.request.given import read_candidate, read_request
from sigma_pol.semantics.carriers import CustomRegistry, FailTable, Scored, classify
from sigma_pol.semantics.compiler import interpret
from sigma_pol.semantics.decision_values import (
    Request,
)
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.signature import Sort
from sigma_pol.syntax.terms import JSON, param_to_json
from sigma_pol.syntax.vocabulary import Schema

from ..lint.traps import warn_traps
from .decision_options import decision_inputs, stand_in_labels
from .failed_checks import rejected_report, verdicts
from .term_files import file_given

if TYPE_CHECKING:
    pass


#: The options of ``eval`` each sort reads (spec/07-conformance.md §7.4); an
#: option the term's sort does not read is refused, never ignored.
READS: Final = {
    Sort.POLICY: ("candidates", "catalog", "ctx", "request", "kinds"),
    Sort.PRED: ("candidates", "catalog", "ctx"),
    Sort.SCORER: ("candidates", "catalog", "ctx"),
    Sort.SELECTOR: ("candidates", "catalog", "ctx"),
    Sort.XFORM: ("candidate", "ctx", "request"),
    Sort.FAILPLAN: ("kinds",),
}


def _refuse_unread(args: argparse.Namespace, sort: Sort) -> None:
    for option in ("candidates", "catalog", "ctx", "request", "candidate", "kinds"):
        if getattr(args, option) is not None and option not in READS[sort]:
            readers = " and ".join(s.value for s in Sort if option in READS[s])
            raise InputError(
                f"--{option}", f"not read for a {sort} term (only for {readers} terms)"
            )


def the_request(args: argparse.Namespace, ctx_request: Request) -> Request:
    """The request an Xform transforms, in ``eval`` as in ``explain``: the
    ``--request`` file when given, else the context's ``request``."""
    if args.request is None:
        return ctx_request
    return read_request(file_given(args.request))


def _policy_report(
    normal: Normal, args: argparse.Namespace, schema: Schema, registry: CustomRegistry
) -> dict[str, JSON]:
    """A policy decided as the decision API decides (compiled into 𝔖, then
    ``plan``, ``mutate``, ``classify``); where candidates are rejected, the
    decision is traced (:mod:`sigma_pol_tools.explain.trace`) so that each
    rejection names its deepest failing checks beside upstream's reason."""
    candidates, ctx = decision_inputs(args, schema)
    if candidates is None:
        raise InputError("--candidates", "a Policy term needs --candidates or --catalog")
    request = the_request(args, ctx.request)
    warn_traps(normal.term, candidates, ctx.request, schema, args.schema is not None, args.strict)
    policy = interpret(normal, schema, registry).policy()
    plan = policy.plan(candidates, ctx)
    report: dict[str, JSON] = {
        "ordered": [
            {
                "provider": e.candidate["provider_id"],
                "model": e.candidate["model_family"],
                "score": e.score,
            }
            for e in plan.ordered
        ],
        "rejected": rejected_report(normal, candidates, ctx, schema, registry)
        if plan.rejected
        else [],
    }
    if plan.ordered:
        report["request"] = policy.mutate(request, plan.ordered[0].candidate, ctx)
    if args.kinds is not None:
        report["classified"] = [
            {"kind": k, "action": param_to_json(policy.classify(k))} for k in args.kinds
        ]
    return report


def _classified(table: FailTable, kinds: Sequence[str]) -> list[JSON]:
    return [{"kind": k, "action": param_to_json(classify(table, k))} for k in kinds]


def evaluation_report(
    normal: Normal, args: argparse.Namespace, schema: Schema, registry: CustomRegistry
) -> dict[str, JSON]:
    """What ``eval`` prints for a term of each sort."""
    report: dict[str, JSON] = dict(normal.identified())
    sort = normal.sort
    _refuse_unread(args, sort)
    stand_ins = stand_in_labels(registry)
    if stand_ins:
        report["stand_ins"] = dict(stand_ins)
    if sort is Sort.POLICY:  # traced, as a Pred below: decided once, observed
        report.update(_policy_report(normal, args, schema, registry))
        return report
    given, ctx = decision_inputs(args, schema)
    warn_traps(normal.term, given, ctx.request, schema, args.schema is not None, args.strict)
    if sort is Sort.PRED:
        if given is None:
            raise InputError("--candidates", "a Pred term needs --candidates or --catalog")
        report["verdicts"] = verdicts(normal, given, ctx, schema, registry)
        return report
    compiled = interpret(normal, schema, registry)
    if sort is Sort.FAILPLAN:
        report["classified"] = _classified(compiled.fail_table(), args.kinds or [])
        return report
    if sort is Sort.XFORM:
        if args.candidate is None:
            raise InputError("--candidate", "an Xform term needs --candidate")
        request = the_request(args, ctx.request)
        candidate = read_candidate(file_given(args.candidate), schema)
        report["request"] = compiled.xform()(request, candidate, ctx)
        return report
    if given is None:
        raise InputError("--candidates", f"a {sort} term needs --candidates or --catalog")
    if sort is Sort.SCORER:
        scores: list[JSON] = list(compiled.scorer()(given, ctx))
        report["scores"] = scores
    else:
        scored = [Scored(c, 0.0, i) for i, c in enumerate(given)]
        ordering = compiled.selector()(scored, ctx, None)
        report["ordered"] = [e.candidate["provider_id"] for e in ordering]
    return report
