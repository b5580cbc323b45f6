"""The commands on terms alone: check, encode, id (spec/07-conformance.md §7.4)."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from sigma_pol.encoding.encode import identity_of_encoding
from sigma_pol.normal.normal_form import Normal, canonical
from sigma_pol.syntax.errors import AdmissionError, SigmaPolError

from .command_line import Subparsers, emit, report_refusal, term_command
from .decision_options import schema_arg, stdin_once
from .flow_files import flow_line, flow_of_text
from .term_files import read_text, term_of_text


def _each_term(args: argparse.Namespace, show: Callable[[Normal], str]) -> int:
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
                line = show(canonical(term_of_text(source, text, schema).term))
        except SigmaPolError as e:
            report_refusal(e)
            worst = max(worst, 1 if isinstance(e, AdmissionError) else 2)
            continue
        emit(f"{source}: {line}" if many else line)
    return worst


def cmd_check(args: argparse.Namespace) -> int:
    return _each_term(args, lambda n: n.sort.value)


def cmd_encode(args: argparse.Namespace) -> int:
    return _each_term(args, lambda n: n.encoding)


def cmd_id(args: argparse.Namespace) -> int:
    return _each_term(args, lambda n: identity_of_encoding(n.encoding))


def register(sub: Subparsers) -> None:
    term_command(sub, "check", "admit terms and print each one's sort", cmd_check, many=True)
    term_command(
        sub, "encode", "print the canonical encoding of each term's normal form", cmd_encode, True
    )
    term_command(sub, "id", "print each term's identity (sha256 of its encoding)", cmd_id, True)
