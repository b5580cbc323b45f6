"""Core commands: check, encode, id, eval, serve, demo (spec/07-conformance.md §7.4)."""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from sigma_pol.encoding.encode import identity_of_encoding
from sigma_pol.normal.normal_form import canonical
from sigma_pol.protocol.answer import answer_line
from sigma_pol.request.given import read_candidate, read_request
from sigma_pol.semantics.carriers import CustomRegistry, FailTable, Rejection, Scored, classify
from sigma_pol.semantics.compiler import Normalized, interpret
from sigma_pol.semantics.decision_values import (
    Candidate,
    Context,
    Request,
)
from sigma_pol.syntax.errors import AdmissionError, InputError, SigmaPolError
from sigma_pol.syntax.jsonio import write_json
from sigma_pol.syntax.signature import Sort
from sigma_pol.syntax.terms import JSON, Term, param_to_json
from sigma_pol.syntax.vocabulary import Schema

from ..lint.traps import warn_traps
from .common import (
    Subparsers,
    add_decision_inputs,
    decision_inputs,
    decision_setup,
    emit,
    file_given,
    read_text,
    report_refusal,
    schema_arg,
    stand_in_labels,
    stdin_once,
    term_command,
    term_of_text,
    version_line,
)
from .flow_command import flow_line, flow_of_text

if TYPE_CHECKING:
    from ..explain.trace import Trace


def _each_term(args: argparse.Namespace, show: Callable[[Normalized], str]) -> int:
    """``show`` each term file in turn, one line each, prefixed with the file's
    name when there are several; a file refused is reported and the rest go on.
    The exit status is the worst: 2 (malformed), else 1 (refused), else 0."""
    stdin_once(
        [("--schema", args.schema), *((f"term {i}", t) for i, t in enumerate(args.terms, 1))]
    )
    schema = schema_arg(args)
    many = len(args.terms) > 1
    worst = 0
    for source in args.terms:
        try:
            text = read_text(source)
            flow = flow_of_text(source, text, schema)  # spec/16-flow.md: a flow file
            if flow is not None:
                line = flow_line(flow, args.command)
            else:
                admitted = term_of_text(source, text, schema)
                line = show(Normalized(admitted.sort, canonical(admitted.term)))
        except SigmaPolError as e:
            report_refusal(e)
            worst = max(worst, 1 if isinstance(e, AdmissionError) else 2)
            continue
        emit(f"{source}: {line}" if many else line)
    return worst


def cmd_check(args: argparse.Namespace) -> int:
    return _each_term(args, lambda n: n.sort.value)


def cmd_encode(args: argparse.Namespace) -> int:
    return _each_term(args, lambda n: n.normal.encoding)


def cmd_id(args: argparse.Namespace) -> int:
    return _each_term(args, lambda n: identity_of_encoding(n.normal.encoding))


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


def _check_text(term: Term) -> str:
    """A check in the text syntax, on one line."""
    from sigma_pol.text.printer import print_term  # loads lark: only when a check is shown

    return print_term(term, width=sys.maxsize)


def _policy_report(
    normal: Normalized, args: argparse.Namespace, schema: Schema, registry: CustomRegistry
) -> dict[str, JSON]:
    """A policy decided as the decision API decides (compiled into 𝔖, then
    ``plan``, ``mutate``, ``classify``); where candidates are rejected, the
    decision is traced (:mod:`sigma_pol_tools.explain.trace`) so that each
    rejection names its deepest failing checks beside upstream's reason."""
    candidates, ctx = decision_inputs(args, schema)
    if candidates is None:
        raise InputError("--candidates", "a Policy term needs --candidates or --catalog")
    request = the_request(args, ctx.request)
    warn_traps(
        normal.normal.term, candidates, ctx.request, schema, args.schema is not None, args.strict
    )
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
        "rejected": _rejected_report(normal, candidates, ctx, schema, registry)
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


def _rejected_report(
    normal: Normalized,
    candidates: Sequence[Candidate],
    ctx: Context,
    schema: Schema,
    registry: CustomRegistry,
) -> list[JSON]:
    """Each rejected candidate, its reason and its deepest failing checks, read
    off a traced decision."""
    from ..explain.trace import failing_checks, subterms, trace_normal

    trace = trace_normal(normal.normal, candidates, ctx, None, schema, registry)
    terms = subterms(normal.normal.term)
    filter_id = trace.slot("filter").id
    return [
        {
            "provider": r.provider,
            "model": r.model,
            "reason": r.reason,
            "failed_checks": [
                _check_text(terms[n])
                for n in failing_checks(trace.nodes, trace.recorder.preds, filter_id, i)
            ],
        }
        for i, r in _rejected_by_index(trace)
    ]


def _rejected_by_index(trace: Trace) -> list[tuple[int, Rejection]]:
    """Each rejection of a traced plan with its candidate's input index."""
    filter_id = trace.slot("filter").id
    verdict = {p.candidate: p.verdict for p in trace.recorder.preds if p.node == filter_id}
    failed = [i for i in range(len(trace.candidates)) if verdict[i] is not None]
    return list(zip(failed, trace.plan.rejected, strict=True))


def _classified(table: FailTable, kinds: Sequence[str]) -> list[JSON]:
    return [{"kind": k, "action": param_to_json(classify(table, k))} for k in kinds]


def _verdicts(
    normal: Normalized,
    candidates: Sequence[Candidate],
    ctx: Context,
    schema: Schema,
    registry: CustomRegistry,
) -> list[JSON]:
    """A Pred's verdict per candidate, traced so that a failure names its deepest failing checks."""
    from ..explain.trace import failing_checks, subterms, trace_pred

    traced = trace_pred(normal.normal, candidates, ctx, schema, registry)
    terms = subterms(normal.normal.term)
    root = len(traced.nodes) - 1
    out: list[JSON] = []
    for i, (c, why) in enumerate(zip(candidates, traced.verdicts, strict=True)):
        verdict: dict[str, JSON] = {"provider": c["provider_id"], "ok": why is None}
        if why is not None:
            checks = failing_checks(traced.nodes, traced.recorder.preds, root, i)
            verdict["reason"] = why
            verdict["failed_checks"] = [_check_text(terms[n]) for n in checks]
        out.append(verdict)
    return out


def evaluation_report(
    normal: Normalized, args: argparse.Namespace, schema: Schema, registry: CustomRegistry
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
    warn_traps(normal.normal.term, given, ctx.request, schema, args.schema is not None, args.strict)
    if sort is Sort.PRED:
        if given is None:
            raise InputError("--candidates", "a Pred term needs --candidates or --catalog")
        report["verdicts"] = _verdicts(normal, given, ctx, schema, registry)
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


def cmd_eval(args: argparse.Namespace) -> int:
    setup = decision_setup(args, ("--request", args.request), ("--candidate", args.candidate))
    report = evaluation_report(setup.term.normalized, args, setup.schema, setup.registry)
    emit(write_json(report))
    return 0


def _stop_serving(_signum: int, _frame: object) -> None:
    # SystemExit, unlike KeyboardInterrupt, ends the process with status 130
    # wherever the signal lands, even outside main's handler.
    raise SystemExit(130)


def _log(text: str) -> None:
    sys.stderr.buffer.write(f"sigma-pol serve: {text}\n".encode("utf-8", "backslashreplace"))
    sys.stderr.buffer.flush()


def cmd_serve(_args: argparse.Namespace) -> int:
    """Answer protocol lines until end of input (spec/07 §7.1).  Standard output
    carries answers only; the version line and internal errors go to standard error."""
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    signal.signal(signal.SIGINT, _stop_serving)
    _log(f"{version_line()}; one JSON request a line on standard input")
    stdin = sys.stdin.buffer
    for raw in stdin:
        # Invalid UTF-8 bytes become lone surrogates, which are refused where checked.
        line = raw.decode("utf-8", "surrogateescape").strip()
        if not line:
            continue
        emit(answer_line(line, _log))
    return 0


def cmd_demo(_args: argparse.Namespace) -> int:
    from ..demo import run_demo

    emit(run_demo())
    return 0


def register(sub: Subparsers) -> None:
    term_command(sub, "check", "admit terms and print each one's sort", cmd_check, many=True)
    term_command(
        sub, "encode", "print the canonical encoding of each term's normal form", cmd_encode, True
    )
    term_command(sub, "id", "print each term's identity (sha256 of its encoding)", cmd_id, True)
    ev = term_command(sub, "eval", "evaluate a term against JSON inputs", cmd_eval)
    add_decision_inputs(ev)
    ev.add_argument(
        "--request",
        help="JSON request the Xform transforms (Xform and Policy terms; "
        "default: the context's request)",
    )
    ev.add_argument("--candidate", help="JSON candidate (Xform terms)")
    ev.add_argument(
        "--kinds", nargs="*", help="error kinds to classify (FailPlan and Policy terms)"
    )
    sv = sub.add_parser("serve", help="answer conformance requests, one JSON line each, on stdin")
    sv.set_defaults(run=cmd_serve)
    dm = sub.add_parser("demo", help="check, encode and evaluate a sample policy")
    dm.set_defaults(run=cmd_demo)
