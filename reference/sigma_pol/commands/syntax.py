"""Syntax commands: fmt, parse, decode (spec/12-text-syntax.md)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..cli import emit, read_term, schema_arg
from ..core.admission import Admitted, admit
from ..core.json_form import term_to_json
from ..core.jsonio import write_json
from ..core.vocabulary import Schema
from ..syntax.lower import SUGAR, SUGAR_NOTE


def _admitted(source: str, schema: Schema) -> Admitted:
    """A term file (text syntax or JSON), admitted."""
    return admit(read_term(source, schema), schema)


def cmd_fmt(args: argparse.Namespace) -> int:
    from ..syntax.text import print_term  # the reader loads lark: only when run

    emit(print_term(_admitted(args.term, schema_arg(args)).term, args.width))
    return 0


def cmd_parse(args: argparse.Namespace) -> int:
    emit(write_json(term_to_json(_admitted(args.term, schema_arg(args)).term)))
    return 0


def cmd_decode(args: argparse.Namespace) -> int:
    from ..syntax.text import decode

    encoding = args.encoding
    if encoding == "-":
        encoding = sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
    emit(write_json(term_to_json(decode(encoding, schema_arg(args)))))
    return 0


def _width(text: str) -> int:
    """A line width: a whole number of at least 20 columns (narrower, no layout helps)."""
    try:
        width = int(text)
    except ValueError:
        width = 0
    if width < 20:
        raise argparse.ArgumentTypeError(f"expected a whole number of columns >= 20, got {text!r}")
    return width


def _sugar_help() -> str:
    forms = "\n".join(f"  {sugar.doc}" for sugar in SUGAR.values())
    return f"surface sugar (lowered before admission):\n{forms}\n({SUGAR_NOTE})"


def _command(sub: Any, name: str, help_: str, run: Any, epilog: str | None = None) -> Any:
    p = sub.add_parser(
        name, help=help_, epilog=epilog, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--schema", help="schema JSON file: declared fields and tier order")
    p.set_defaults(run=run)
    return p


def register(sub: Any) -> None:
    fmt = _command(
        sub, "fmt", "print a term (text or JSON) in the readable text form", cmd_fmt, _sugar_help()
    )
    fmt.add_argument("term", help="term file (text syntax or JSON), or - for stdin")
    fmt.add_argument("--width", type=_width, default=88, help="line width (default 88)")
    parse = _command(
        sub, "parse", "read a term in the text syntax and print its JSON", cmd_parse, _sugar_help()
    )
    parse.add_argument("term", help="term file (text syntax or JSON), or - for stdin")
    dec = _command(sub, "decode", "turn a canonical encoding back into its JSON term", cmd_decode)
    dec.add_argument("encoding", help="the encoding itself (sigma-pol/v2:(...)), or - for stdin")
