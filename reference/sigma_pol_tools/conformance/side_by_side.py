"""Implementations side by side (spec/07-conformance.md §7.5 "Side by side").

The input is several reports of ``sigma-pol certify --json`` (one per
implementation; a report may instead be ``{"command", "unusable", "ok":
false}`` for a server that could not be certified).  The output is one table:
implementations across, and down the rows the verdict on each claim, then the
operations (signature order), the kinds and the pinned rules, each cell one of
``pass`` or ``FAIL`` with the vectors passed of those sent (``FAIL 15 / 17``),
``not claimed``, ``waived`` or ``untested``; an operation's cell fails only
when a failing vector is blamed on it (the report's likely culprits), and
says how many failing vectors are blamed on another.  Then a drill-down per
vector, every vector some implementation failed, with each one's outcome and
why.  The implementations are named by their ``hello`` (the column heading)
and by their command (the list under the title).  :func:`markdown` writes it
as GitHub markdown, :func:`html_page` as a self-contained page (no script, no
external resource).

Everything shown is printable (lone surrogates as ``\\ud800``) and escaped as
its format needs, no more: html's ``<&>"`` in the page; in markdown, what a
server or a file said goes into a code span (where ``<``, ``&``, ``*`` are
themselves), with ``|`` escaped inside a table.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from sigma_pol.protocol.answer import KINDS
from sigma_pol.syntax.signature import SIGNATURE

from .report_format import Names, Outcome, Report
from .schema import PINNED_RULES
from .server import printable

PASS: Final = "pass"
FAIL: Final = "FAIL"
NOT_CLAIMED: Final = "not claimed"
WAIVED: Final = "waived"
UNTESTED: Final = "untested"
UNUSABLE: Final = "unusable"


@dataclass(frozen=True, slots=True)
class Cell:
    outcome: str
    detail: str = ""

    def text(self) -> str:
        return f"{self.outcome} {self.detail}".strip()


def command(report: Report) -> str:
    """The command that started an implementation, printable."""
    return printable(" ".join(report["command"])) or "(no command)"


def label(report: Report) -> str:
    """An implementation's column heading: its ``hello`` name and version, else its command."""
    who = None if "unusable" in report else report["implementation"]
    if who is not None and who["name"]:
        text = " ".join(w for w in (who["name"], who["version"]) if w)
        if who["language"]:
            text += f" ({who['language']})"
        return printable(text)
    return command(report)


def _count_cell(passed: int, failed: int, elsewhere: int = 0) -> Cell:
    """Passed of sent: ``FAIL`` when a vector failed (blamed here); ``elsewhere``
    failing vectors are blamed on another operation."""
    sent = passed + failed + elsewhere
    if not sent:
        return Cell(UNTESTED)
    detail = f"{passed} / {sent}"
    if elsewhere:
        detail += f" ({elsewhere} failing, blamed on another operation)"
    return Cell(FAIL if failed else PASS, detail)


def _names_cell(row: Names | None) -> Cell:
    return _count_cell(0, 0) if row is None else _count_cell(len(row["passed"]), len(row["failed"]))


def verdict(report: Report) -> Cell:
    if "unusable" in report:
        return Cell(UNUSABLE)
    passed, run = report["passed"], report["vectors"]
    return Cell("conforms" if report["ok"] else FAIL, f"{passed} / {run}")


def op_cell(report: Report, op: str) -> Cell:
    if "unusable" in report:
        return Cell(UNUSABLE)
    if op not in report["claim"]["ops"]:
        return Cell(NOT_CLAIMED)
    row = report["ops"].get(op)
    if row is None:
        return Cell(UNTESTED)
    return _count_cell(len(row["passed"]), len(row["failed"]), len(row["elsewhere"]))


def kind_cell(report: Report, kind: str) -> Cell:
    if "unusable" in report:
        return Cell(UNUSABLE)
    if kind not in report["claim"]["kinds"]:
        return Cell(NOT_CLAIMED)
    outcomes = [o for o in report["outcomes"].values() if o["kind"] == kind]
    passed = sum(1 for o in outcomes if o["outcome"] == "pass")
    failed = sum(1 for o in outcomes if o["outcome"] == "fail")
    return _count_cell(passed, failed)


def pin_cell(report: Report, rule: str) -> Cell:
    if "unusable" in report:
        return Cell(UNUSABLE)
    waived = report["waived"].get(rule)
    if waived is not None:
        return Cell(WAIVED, printable(waived["why"]))
    return _names_cell(report["pins"].get(rule))


@dataclass(frozen=True, slots=True)
class Table:
    columns: tuple[str, ...]
    #: each implementation's command, in column order
    commands: tuple[str, ...]
    #: (section, [(row label, cells)])
    sections: tuple[tuple[str, tuple[tuple[str, tuple[Cell, ...]], ...]], ...]
    #: the vectors some implementation failed: (name, kind, covers, cells)
    drill: tuple[tuple[str, str, str, tuple[Cell, ...]], ...]


def _outcomes(report: Report) -> Mapping[str, Outcome]:
    return {} if "unusable" in report else report["outcomes"]


def table(reports: Sequence[Report]) -> Table:
    named = {rule for r in reports if "unusable" not in r for rule in (*r["pins"], *r["waived"])}
    pins = [rule for rule in PINNED_RULES if rule in named]
    sections = (
        ("verdict", (("on its claim", tuple(verdict(r) for r in reports)),)),
        ("operations", tuple((op, tuple(op_cell(r, op) for r in reports)) for op in SIGNATURE)),
        ("kinds", tuple((k, tuple(kind_cell(r, k) for r in reports)) for k in KINDS)),
        ("pinned rules", tuple((p, tuple(pin_cell(r, p) for r in reports)) for p in pins)),
    )
    names: list[str] = []
    seen: set[str] = set()
    for r in reports:
        for name in _outcomes(r):
            if name not in seen:
                seen.add(name)
                names.append(name)
    drill = []
    for name in names:
        cells = []
        info: Outcome | None = None
        for r in reports:
            o = _outcomes(r).get(name)
            if o is None:
                cells.append(Cell(UNUSABLE if "unusable" in r else "not run"))
                continue
            info = o
            outcome = FAIL if o["outcome"] == "fail" else o["outcome"]
            cells.append(Cell(outcome, printable(o["why"])))
        if info is None or all(c.outcome != FAIL for c in cells):
            continue  # not claimed, waived or passed by every one: no failure
        covers = ", ".join(info["covers"])
        drill.append((printable(name), info["kind"], covers, tuple(cells)))
    commands = tuple(command(r) for r in reports)
    return Table(columns(reports), commands, sections, tuple(drill))


def columns(reports: Sequence[Report]) -> tuple[str, ...]:
    """The column headings: each report's :func:`label`, numbered where two
    implementations share one (the same server run twice, or two builds)."""
    labels = [label(r) for r in reports]
    out = []
    for i, text in enumerate(labels):
        out.append(f"{text} #{labels[: i + 1].count(text)}" if labels.count(text) > 1 else text)
    return tuple(out)


def _code(text: str, in_table: bool = False) -> str:
    """Text from outside (a server's name, a command, a value) as a markdown code
    span, where nothing but a backtick is special: fenced by more backticks than
    it holds in a row, on one line, ``|`` escaped inside a table (GitHub reads
    a table's cells before their code spans)."""
    text = printable(text).replace("\n", " ")
    if in_table:
        text = text.replace("|", "\\|")
    run = max((len(r) for r in re.findall("`+", text)), default=0)
    fence = "`" * (run + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or not text.strip() else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _md_cell(cell: Cell) -> str:
    """A table cell in markdown: its outcome and counts as they are (our words),
    a reason a server or a file gave (``waived``'s) as code."""
    if cell.outcome in (PASS, FAIL, "conforms") or not cell.detail:
        return cell.text()
    return f"{cell.outcome} {_code(cell.detail, in_table=True)}"


def markdown(reports: Sequence[Report]) -> str:
    t = table(reports)
    head = "| | " + " | ".join(_code(c, True) for c in t.columns) + " |"
    rule = "|---|" + "---|" * len(t.columns)
    lines = ["# Implementations side by side", ""]
    for column, run in zip(t.columns, t.commands, strict=True):
        lines.append(f"- {_code(column)}: {_code(run)}")
    lines.append("")
    for section, rows in t.sections:
        if not rows:
            continue
        lines += [f"## {section}", "", head, rule]
        for name, cells in rows:
            lines.append(f"| {name} | " + " | ".join(_md_cell(c) for c in cells) + " |")
        lines.append("")
    lines += ["## vectors some implementation failed", ""]
    if not t.drill:
        lines.append("(none)")
    for name, kind, covers, cells in t.drill:
        lines.append(f"- {_code(name)} ({kind}; covers {covers or 'nothing'})")
        for column, cell in zip(t.columns, cells, strict=True):
            why = f" {_code(cell.detail[:400])}" if cell.detail else ""  # what a server said
            lines.append(f"  - {_code(column)}: {cell.outcome}{why}")
    return "\n".join(lines)


_STYLE: Final = """
body { font: 14px/1.4 system-ui, sans-serif; margin: 1em; max-width: 100%; }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: 2px 8px; text-align: left; white-space: nowrap; }
th { background: #f4f4f4; }
td.pass, td.conforms { background: #e6f4e6; }
td.FAIL, td.unusable { background: #fbe3e3; font-weight: bold; }
td.waived { background: #fff4d6; }
td.not-claimed, td.untested, td.not-run { color: #777; }
details { margin: 0.2em 0; }
details li { overflow-wrap: anywhere; }
code { overflow-wrap: anywhere; }
"""


def _h(text: str) -> str:
    return html.escape(printable(text), quote=True)


def html_page(reports: Sequence[Report]) -> str:
    t = table(reports)
    head = (
        "<tr><th></th>"
        + "".join(
            f"<th>{_h(c)}<br><code>{_h(run)}</code></th>"
            for c, run in zip(t.columns, t.commands, strict=True)
        )
        + "</tr>"
    )
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        "<title>Implementations side by side</title>",
        f"<style>{_STYLE}</style></head><body>",
        "<h1>Implementations side by side</h1>",
    ]
    for section, rows in t.sections:
        if not rows:
            continue
        parts.append(f"<h2>{_h(section)}</h2>")
        parts.append(f'<div class="scroll"><table id="{_h(section.replace(" ", "-"))}">')
        parts.append(f"<thead>{head}</thead><tbody>")
        for name, cells in rows:
            tds = "".join(
                f'<td class="{_h(c.outcome.replace(" ", "-"))}" title="{_h(c.detail)}">'
                f"{_h(c.text() if len(c.text()) < 60 else c.outcome)}</td>"
                for c in cells
            )
            parts.append(f"<tr><th>{_h(name)}</th>{tds}</tr>")
        parts.append("</tbody></table></div>")
    parts.append("<h2>vectors some implementation failed</h2>")
    if not t.drill:
        parts.append("<p>(none)</p>")
    for name, kind, covers, cells in t.drill:
        parts.append(
            f'<details class="vector"><summary><code>{_h(name)}</code> '
            f"({_h(kind)}; covers {_h(covers or 'nothing')})</summary><ul>"
        )
        for column, cell in zip(t.columns, cells, strict=True):
            parts.append(
                f"<li><b>{_h(column)}</b>: {_h(cell.outcome)} "
                f"<code>{_h(cell.detail[:2000])}</code></li>"
            )
        parts.append("</ul></details>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"
