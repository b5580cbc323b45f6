"""``sigma-pol lint FILE…``: suspicious terms and flows (spec/14-lint.md §14.1, §14.6).

Each file is read and admitted as every command reads a term (JSON or the text
syntax, spec/07-conformance.md §7.4); each warning is printed at its line and
column with the line and a caret, then its fix.  A context given with ``--ctx``
is linted too, its warnings placed by JSON path.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from typing import Final

from sigma_pol.request.given import read_context
from sigma_pol.semantics.decision_values import Candidate
from sigma_pol.syntax.errors import SigmaPolError
from sigma_pol.syntax.jsonio import line_col, term_path_index
from sigma_pol.syntax.terms import Term
from sigma_pol.syntax.vocabulary import Schema

from ..lint.flow_lint import lint_flow
from ..lint.lint_rules import Finding, lint_context, lint_term
from ..lint.traps import warn, warn_traps
from .command_line import Subparsers, emit, report_refusal
from .decision_options import decision_inputs, schema_arg
from .flow_files import flow_of_text
from .term_files import admit_json_text, given_file, is_json_text, read_text

#: Where a finding's path stands in a file: (line, column), or None; the second
#: argument, when not 0, names the 1-based element of the array parameter there
#: (a Recipe step) that the finding is about.
Placer = Callable[[str, int], tuple[int, int] | None]

#: A finding about one step of a Recipe (spec/14-lint.md §14.5): ``Recipe[2]: …``.
_STEP: Final = re.compile(r"^Recipe\[(\d+)\]: ")


def _term_findings(
    source: str, schema: Schema, text: str
) -> tuple[str, Term, list[Finding], Placer]:
    """A term file's text, its warnings and how to place them; a refusal is
    raised named by the file, as every command names it."""
    from sigma_pol.text.parse import element, place, read_admitted

    try:
        if is_json_text(text):
            admitted = admit_json_text(text, schema)

            def placer(path: str, at: int) -> tuple[int, int] | None:
                del at  # a JSON file places the parameter: its steps have no caret of their own
                index = term_path_index(text, path)
                return None if index is None else line_col(text, index)

        else:
            located, admitted = read_admitted(text, schema)

            def placer(path: str, at: int) -> tuple[int, int] | None:
                piece = element(place(located, path), at)
                return piece.line, piece.column

    except SigmaPolError as e:
        raise e.moved(f"{source}:{e.where}") from None
    return text, admitted.term, lint_term(admitted.term, schema), placer


def _shown(source: str, text: str | None, finding: Finding, placer: Placer | None) -> str:
    """A warning as printed: its place, code and message; the line with a caret
    when it has one; its fix."""
    from sigma_pol.text.scan import snippet

    step = _STEP.match(finding.message)
    at = placer(finding.path, int(step.group(1)) if step else 0) if placer is not None else None
    head = f"{finding.code}: {finding.message}"
    fix = f"  fix: {finding.fix}"
    if at is None or text is None:
        return f"{source}:{finding.path}: {head}\n{fix}"
    line, column = at
    return f"{source}:{line}:{column}: {head} (at {finding.path})\n{snippet(text, *at)}\n{fix}"


def cmd_lint(args: argparse.Namespace) -> int:
    schema = schema_arg(args)
    # candidates, when given, are checked for misspelt members and against each
    # term for silent traps (sigma_pol_tools/lint/traps.py: warnings on standard error,
    # counted with the rest, so --strict fails on them too)
    candidates: list[Candidate] = []
    request = None
    warnings = 0
    if args.candidates is not None or args.catalog is not None:
        misspelt: list[str] = []
        given, decided = decision_inputs(args, schema, misspelt)
        warnings += warn(misspelt)
        candidates, request = given or [], decided.request
    elif args.ctx is not None:
        # no candidates: the traps a term and a request show alone
        request = read_context(given_file(args.ctx)).request
    refused = 0
    for source in args.files:
        try:
            text = read_text(source)
            flow = flow_of_text(source, text, schema)
            if flow is not None:  # spec/14 §14.6: a flow file
                flow_findings = lint_flow(flow.flow, schema)
                for finding in flow_findings:
                    emit(_shown(source, None, finding, None))
                warnings += len(flow_findings)
                continue
            text, term, findings, placer = _term_findings(source, schema, text)
        except SigmaPolError as e:
            report_refusal(e)
            refused += 1
            continue
        for finding in sorted(findings, key=lambda f: placer(f.path, 0) or (0, 0)):
            emit(_shown(source, text, finding, placer))
        warnings += len(findings)
        if request is not None:
            warnings += warn_traps(term, candidates, request, schema, args.schema is not None)
    ctx = given_file(args.ctx)
    if ctx is not None:
        read_context(ctx)  # malformed: refused as eval refuses it
        for finding in lint_context(ctx.value):
            emit(_shown(args.ctx, None, finding, None))
            warnings += 1
    files = len(args.files) - refused + (args.ctx is not None)
    tail = f", {refused} refused (not linted)" if refused else ""
    emit(f"{warnings} warning(s) in {files} file(s){tail}")
    if refused:
        return 2
    return 1 if args.strict and warnings else 0


def register(sub: Subparsers) -> None:
    p = sub.add_parser(
        "lint",
        help="warn about admissible but suspicious terms, each with its place and a fix",
    )
    p.add_argument("files", nargs="+", metavar="FILE", help="term files (JSON or text), - stdin")
    p.add_argument("--schema", help="schema JSON file: declared fields and tier order")
    p.add_argument("--ctx", help="a JSON context to lint for members nothing reads")
    p.add_argument(
        "--strict",
        action="store_true",
        help="exit 1 when there is any warning, those on standard error included",
    )
    p.add_argument("--candidates", help="JSON array of candidates to check each term against")
    p.add_argument("--catalog", help="JSON catalog, in place of --candidates")
    p.set_defaults(run=cmd_lint)
