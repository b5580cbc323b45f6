"""Core commands: check, encode, id, eval, serve, demo (spec/07-conformance.md §7.4)."""

from __future__ import annotations

import argparse
import signal
import sys
from typing import Any

from ..cli import (
    add_decision_inputs,
    compile_args,
    decision_inputs,
    emit,
    read_json_file,
    read_term,
    schema_arg,
    term_command,
    version_line,
)
from ..conformance.protocol import answer_line
from ..core.encoding import fingerprint_of_encoding, identity_of_encoding
from ..core.errors import InputError
from ..core.jsonio import write_json
from ..core.signature import Sort
from ..core.terms import param_to_json
from ..core.vocabulary import Schema
from ..semantics.carriers import Scored, classify
from ..semantics.customs import CONFORMANCE_REGISTRY
from ..semantics.inputs import candidate_from_json, request_from_json
from ..semantics.policy import Compiled, compile_term


def cmd_check(args: argparse.Namespace) -> int:
    emit(compile_args(args).sort.value)
    return 0


def cmd_encode(args: argparse.Namespace) -> int:
    emit(compile_args(args).normal.encoding)
    return 0


def cmd_id(args: argparse.Namespace) -> int:
    encoding = compile_args(args).normal.encoding
    emit(identity_of_encoding(encoding))
    return 0


def evaluation_report(
    compiled: Compiled, args: argparse.Namespace, schema: Schema
) -> dict[str, Any]:
    """What ``eval`` prints for a term of each sort."""
    encoding = compiled.normal.encoding
    report: dict[str, Any] = {
        "sort": compiled.sort.value,
        "encoding": encoding,
        "identity": identity_of_encoding(encoding),
        "fingerprint": fingerprint_of_encoding(encoding),
    }
    given, ctx = decision_inputs(args, schema)
    needs_candidates = compiled.sort in (Sort.POLICY, Sort.PRED, Sort.SCORER, Sort.SELECTOR)
    if needs_candidates and given is None:
        raise InputError("--candidates", f"a {compiled.sort} term needs --candidates or --catalog")
    candidates = given or []
    carrier = compiled.carrier
    if compiled.sort is Sort.POLICY:
        plan = carrier.plan(candidates, ctx)
        report["ordered"] = [
            {
                "provider": e.candidate["provider_id"],
                "model": e.candidate["model_family"],
                "score": e.score,
            }
            for e in plan.ordered
        ]
        report["rejected"] = [
            {"provider": r.provider, "model": r.model, "reason": r.reason} for r in plan.rejected
        ]
        if args.request is not None and plan.ordered:
            request = request_from_json(read_json_file(args.request), f"{args.request}:$")
            report["request"] = carrier.mutate(request, plan.ordered[0].candidate, ctx)
    elif compiled.sort is Sort.PRED:
        report["verdicts"] = [
            {"provider": c["provider_id"], "ok": why is None, **({"reason": why} if why else {})}
            for c in candidates
            for why in [carrier(c, ctx)]
        ]
    elif compiled.sort is Sort.SCORER:
        report["scores"] = carrier(candidates, ctx)
    elif compiled.sort is Sort.SELECTOR:
        scored = [Scored(c, 0.0, i) for i, c in enumerate(candidates)]
        report["ordered"] = [e.candidate["provider_id"] for e in carrier(scored, ctx, None)]
    elif compiled.sort is Sort.XFORM:
        if args.request is None or args.candidate is None:
            raise InputError("--request", "an Xform term needs --request and --candidate")
        request = request_from_json(read_json_file(args.request), f"{args.request}:$")
        candidate = candidate_from_json(
            read_json_file(args.candidate), f"{args.candidate}:$", schema
        )
        report["request"] = carrier(request, candidate, ctx)
    else:
        kinds = args.kinds or []
        report["classified"] = [
            {"kind": k, "action": param_to_json(classify(carrier, k))} for k in kinds
        ]
    return report


def cmd_eval(args: argparse.Namespace) -> int:
    schema = schema_arg(args)
    compiled = compile_term(read_term(args.term, schema), schema, CONFORMANCE_REGISTRY)
    emit(write_json(evaluation_report(compiled, args, schema)))
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


def register(sub: Any) -> None:
    term_command(sub, "check", "admit a term and print its sort", cmd_check)
    term_command(sub, "encode", "print the canonical encoding of a term's normal form", cmd_encode)
    term_command(sub, "id", "print the identity (sha256 of the canonical encoding)", cmd_id)
    ev = term_command(sub, "eval", "evaluate a term against JSON inputs", cmd_eval)
    add_decision_inputs(ev)
    ev.add_argument("--request", help="JSON request (Xform terms; policies: mutate for the first)")
    ev.add_argument("--candidate", help="JSON candidate (Xform terms)")
    ev.add_argument("--kinds", nargs="*", help="error kinds to classify (FailPlan terms)")
    sv = sub.add_parser("serve", help="answer conformance requests, one JSON line each, on stdin")
    sv.set_defaults(run=cmd_serve)
    dm = sub.add_parser("demo", help="check, encode and evaluate a sample policy")
    dm.set_defaults(run=cmd_demo)
