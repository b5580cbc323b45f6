"""The side-by-side command: several ``sigma-pol certify --json`` reports as one
table (spec/07-conformance.md §7.5 "Side by side").

``sigma-pol side-by-side REPORT.json… [--html FILE]`` prints the markdown
table of :mod:`..conformance.side_by_side` and, with ``--html``, writes the
page.  Exit status 0 when every report conforms on its claim, 1 when one does
not, 2 when a file cannot be read or is not a certify report.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ..conformance.report_format import Report, read_report
from .command_line import Subparsers, emit
from .term_files import read_json_file


def _report(source: str) -> Report:
    return read_report(read_json_file(source), f"{source}:$")


def cmd_side_by_side(args: argparse.Namespace) -> int:
    from ..conformance.side_by_side import html_page, markdown

    reports = [_report(source) for source in args.reports]
    emit(markdown(reports))
    if args.html is not None:
        Path(args.html).write_bytes(html_page(reports).encode("utf-8", "backslashreplace"))
    return 0 if all(r["ok"] for r in reports) else 1


def register(sub: Subparsers) -> None:
    p = sub.add_parser(
        "side-by-side", help="several certify --json reports as one table (markdown, html)"
    )
    p.add_argument("reports", nargs="+", metavar="REPORT.json", help="certify --json outputs")
    p.add_argument("--html", metavar="FILE", help="also write the self-contained page")
    p.set_defaults(run=cmd_side_by_side)
