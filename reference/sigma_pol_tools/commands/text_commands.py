"""Syntax commands: fmt, parse, decode (spec/12-text-syntax.md §12.7, §12.8)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.json_form import term_to_json
from sigma_pol.syntax.jsonio import write_json
from sigma_pol.syntax.vocabulary import Schema
from sigma_pol.text.lower import SUGAR, SUGAR_NOTE
from sigma_pol.valid.admission import Admitted, admit

from .command_line import Parser, Subparsers, emit
from .decision_options import schema_arg
from .fmt_text import first_difference, formatted_text
from .term_files import read_term, read_text


def _admitted(source: str, schema: Schema) -> Admitted:
    """A term file (text syntax or JSON), admitted."""
    return admit(read_term(source, schema), schema)


def cmd_fmt(args: argparse.Namespace) -> int:
    sources: list[str] = args.term
    if len(sources) > 1 and not (args.check or args.write):
        raise InputError("fmt", "give one file to print, or several with --check or --write")
    if args.write and "-" in sources:
        raise InputError("-", "--write rewrites files in place, and standard input is not one")
    status = 0
    for source in sources:
        text = read_text(source)
        formatted = formatted_text(source, text, args)
        if args.check:
            if formatted != text:
                line = first_difference(text, formatted)
                fix = (
                    "fmt - prints it formatted"
                    if source == "-"
                    else f"fmt --write {source} formats it"
                )
                sys.stderr.write(f"sigma-pol: {source}:{line}: not formatted (sigma-pol {fix})\n")
                status = 1
        elif args.write:
            if formatted != text:
                try:
                    Path(source).write_bytes(formatted.encode("utf-8"))
                except OSError as e:
                    raise InputError(source, e.strerror or "cannot write") from None
        else:
            sys.stdout.buffer.write(formatted.encode("utf-8"))
            sys.stdout.buffer.flush()
    return status


def cmd_parse(args: argparse.Namespace) -> int:
    emit(write_json(term_to_json(_admitted(args.term, schema_arg(args)).term)))
    return 0


def cmd_decode(args: argparse.Namespace) -> int:
    from sigma_pol.encoding.decode import decode

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


_FMT_EPILOG = """\
fmt reads a text as parse does but does not admit it: a syntax error is
refused with its file:line:column (exit 2) and nothing is printed or written.
Only layout changes: names, strings, numbers and sugar stay as written, and
every comment stays, in order (spec/12-text-syntax.md §12.7).
--lower and a JSON term are admitted (--schema), and print the core term.

"""


def _sugar_help() -> str:
    forms = "\n".join(f"  {sugar.doc}" for sugar in SUGAR.values())
    return f"surface sugar (lowered before admission):\n{forms}\n({SUGAR_NOTE})"


def _command(
    sub: Subparsers,
    name: str,
    help_: str,
    run: Callable[[argparse.Namespace], int],
    epilog: str | None = None,
) -> Parser:
    p = sub.add_parser(
        name, help=help_, epilog=epilog, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--schema", help="schema JSON file: declared fields and tier order")
    p.set_defaults(run=run)
    return p


def register(sub: Subparsers) -> None:
    fmt = _command(
        sub,
        "fmt",
        "lay a text out again, comments and sugar kept (--lower: its core term; "
        "a JSON term: its text form)",
        cmd_fmt,
        _FMT_EPILOG + _sugar_help(),
    )
    fmt.add_argument(
        "term",
        nargs="+",
        help="text file (or a JSON term), or - for stdin; several with --check or --write",
    )
    fmt.add_argument("--width", type=_width, default=88, help="line width (default 88)")
    fmt.add_argument(
        "--lower",
        action="store_true",
        help="print the core term admission sees: sugar lowered, comments dropped",
    )
    mode = fmt.add_mutually_exclusive_group()
    mode.add_argument(
        "--check",
        action="store_true",
        help="print nothing; exit 1 (naming each file and its first differing line) "
        "if a file is not formatted",
    )
    mode.add_argument(
        "--write",
        "-i",
        action="store_true",
        help="rewrite each file that is not formatted in place; print nothing",
    )
    parse = _command(
        sub, "parse", "read a term in the text syntax and print its JSON", cmd_parse, _sugar_help()
    )
    parse.add_argument("term", help="term file (text syntax or JSON), or - for stdin")
    dec = _command(sub, "decode", "turn a canonical encoding back into its JSON term", cmd_decode)
    dec.add_argument("encoding", help="the encoding itself (sigma-pol/v2:(...)), or - for stdin")
