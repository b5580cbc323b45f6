"""The ``sigma-pol`` command line (spec/07-conformance.md §Tools).

Exit status: 0 on success; 1 when a term is refused at admission (the error is
printed); 2 when an input is malformed or a command is misused.  No command
prints a Python traceback on bad input.

Each subcommand lives in a module of :mod:`sigma_pol.commands` with a
``register(subparsers)`` function; they are registered in module-name order.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn

from .catalog.document import candidates_from_catalog
from .core.errors import AdmissionError, InputError, SigmaPolError
from .core.json_form import term_to_json
from .core.jsonio import read_json
from .core.terms import JSON
from .core.vocabulary import DEFAULT_SCHEMA, Schema, schema_from_json
from .semantics.customs import CONFORMANCE_REGISTRY
from .semantics.inputs import Candidate, Context, candidates_from_json, context_from_json
from .semantics.policy import Compiled, compile_term


def read_text(source: str) -> str:
    """A file's text (``-``: standard input), its bytes read as UTF-8; a byte that
    is not UTF-8 is kept (as a lone surrogate) for the reader to refuse where it is."""
    if source == "-":
        return sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
    try:
        return Path(source).read_bytes().decode("utf-8", "surrogateescape")
    except OSError as e:
        raise InputError(source, e.strerror or "cannot read") from None


def read_json_file(source: str) -> JSON:
    text = read_text(source)  # its error already names the file
    try:
        return read_json(text)
    except InputError as e:
        raise InputError(f"{source}:{e.where}", e.why) from None


def read_term(source: str, schema: Schema = DEFAULT_SCHEMA) -> JSON:
    """A term from a file, as JSON (``[op, …]``): the file is JSON when its text
    starts with ``[``, otherwise the text syntax, sugar lowered and admitted
    under ``schema`` so that a refusal names its line and column."""
    return term_of_text(source, read_text(source), schema)


def is_json(text: str) -> bool:
    """A term file is JSON when its first character but layout is ``[``; a text
    in the text syntax never starts so (its term is ``(op …)`` or a name)."""
    return text.lstrip().startswith("[")


def term_of_text(source: str, text: str, schema: Schema = DEFAULT_SCHEMA) -> JSON:
    """:func:`read_term` of a text already read from ``source``."""
    from .syntax.text import parse_admitted

    try:
        if is_json(text):
            return read_json(text)
        return term_to_json(parse_admitted(text, schema).term)
    except SigmaPolError as e:
        raise type(e)(f"{source}:{e.where}", e.why) from None


def schema_arg(args: argparse.Namespace) -> Schema:
    if args.schema is None:
        return DEFAULT_SCHEMA
    return schema_from_json(read_json_file(args.schema), f"{args.schema}:$")


def compile_args(args: argparse.Namespace) -> Compiled:
    schema = schema_arg(args)
    return compile_term(read_term(args.term, schema), schema, CONFORMANCE_REGISTRY)


def add_decision_inputs(p: Any) -> None:
    """``--candidates``, ``--catalog`` and ``--ctx``: what a decision is made on."""
    p.add_argument("--candidates", help="JSON array of candidates")
    p.add_argument(
        "--catalog",
        help="JSON catalog of providers and models, in place of --candidates "
        "(plus the ctx's request.extra_candidates)",
    )
    p.add_argument("--ctx", help="JSON context: request, state, seed, now_ms (default {})")


def decision_inputs(
    args: argparse.Namespace, schema: Schema
) -> tuple[list[Candidate] | None, Context]:
    """The options of :func:`add_decision_inputs`, read and validated: the
    candidates (given, flattened from a catalog, or ``None`` when neither is
    given) and the context (``{}`` when absent)."""
    ctx_json = read_json_file(args.ctx) if args.ctx else {}
    ctx_where = f"{args.ctx}:$" if args.ctx else "$"
    ctx = context_from_json(ctx_json, ctx_where)
    if args.candidates is not None and args.catalog is not None:
        raise InputError("--catalog", "give --candidates or --catalog, not both")
    if args.catalog is not None:
        catalog = read_json_file(args.catalog)
        where = f"{args.catalog}:$"
        return candidates_from_catalog(catalog, ctx_json, where, ctx_where, schema), ctx
    if args.candidates is not None:
        where = f"{args.candidates}:$"
        return candidates_from_json(read_json_file(args.candidates), where, schema), ctx
    return None, ctx


def emit(text: str) -> None:
    sys.stdout.buffer.write(text.encode("utf-8") + b"\n")
    sys.stdout.buffer.flush()


def term_command(sub: Any, name: str, help_: str, run: Callable[[argparse.Namespace], int]) -> Any:
    p = sub.add_parser(name, help=help_)
    p.add_argument("term", help="term file (JSON or text syntax), or - for stdin")
    p.add_argument("--schema", help="schema JSON file: declared fields and tier order")
    p.set_defaults(run=run)
    return p


def parser() -> argparse.ArgumentParser:
    from . import commands

    ap = argparse.ArgumentParser(
        prog="sigma-pol", description="Reference interpreter of Σ_pol (sigma-pol/v2)"
    )
    sub = ap.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in sorted(m.name for m in pkgutil.iter_modules(commands.__path__)):
        importlib.import_module(f"{commands.__name__}.{module}").register(sub)
    return ap


def _fail(message: str, status: int) -> NoReturn:
    sys.stderr.buffer.write(f"sigma-pol: {message}\n".encode("utf-8", "backslashreplace"))
    sys.stderr.flush()
    raise SystemExit(status)


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        status: int = args.run(args)
    except AdmissionError as e:
        _fail(f"rejected: {e}", 1)
    except SigmaPolError as e:
        _fail(f"error: {e}", 2)
    except KeyboardInterrupt:
        raise SystemExit(130) from None
    except BrokenPipeError:
        raise SystemExit(0) from None
    return status


if __name__ == "__main__":
    raise SystemExit(main())
