"""The spec-table command: print the generated signature table, or check a chapter's copy
(spec/01-terms-and-sorts.md).

Exit status with ``--check``: 0 when the committed table equals the data, 1 when
it differs (the difference is the failure, as a refused term is for ``check``),
2 when the file cannot be read or has no markers.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sigma_pol.syntax.errors import InputError

from ..spec_table import BEGIN, END, extract, render
from .command_line import Subparsers, emit


def cmd_spec_table(args: argparse.Namespace) -> int:
    table = render()
    if args.check is None:
        emit(table)
        return 0
    try:
        text = Path(args.check).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(args.check, getattr(e, "strerror", None) or "cannot read") from None
    committed = extract(text)
    if committed is None:
        raise InputError(args.check, f"no signature table between {BEGIN} and {END}")
    if committed != table:
        sys.stderr.write(
            f"sigma-pol: {args.check}: the signature table differs from the signature data; "
            "replace the block with the output of `sigma-pol spec-table`\n"
        )
        return 1
    emit(f"{args.check}: signature table up to date")
    return 0


def register(sub: Subparsers) -> None:
    p = sub.add_parser("spec-table", help="print the signature table of spec/01 (Markdown)")
    p.add_argument("--check", metavar="FILE", help="compare FILE's table with the signature")
    p.set_defaults(run=cmd_spec_table)
