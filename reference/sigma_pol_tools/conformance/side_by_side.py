"""Implementations side by side (spec/07-conformance.md §7.5 "Side by side").

The input is several reports of ``sigma-pol certify --json`` (one per
implementation; a report may instead be ``{"command", "unusable", "ok":
false}`` for a server that could not be certified).  The output is one table:
implementations across, and down the rows the verdict on each claim, then the
operations (signature order), the kinds and the pinned rules, each cell one of
``pass`` (with the count of vectors), ``FAIL`` (failed of run), ``not
claimed``, ``waived`` or ``untested``; then a drill-down per vector, every
vector on which the implementations do not all pass, with each one's outcome
and why.  :func:`markdown` writes it as GitHub markdown, :func:`html_page` as
a self-contained page (no script, no external resource).

Everything shown is escaped for its format (markdown's ``|``, html's
``<&>"``) and printable (lone surrogates as ``\\ud800``).
"""

from __future__ import annotations

import html
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


def label(report: Report) -> str:
    """An implementation's column heading: its ``hello`` name and version, else its command."""
    who = None if "unusable" in report else report["implementation"]
    if who is not None and who["name"]:
        text = " ".join(w for w in (who["name"], who["version"]) if w)
        if who["language"]:
            text += f" ({who['language']})"
        return printable(text)
    return printable(" ".join(report["command"])) or "(no command)"


def _count_cell(passed: int, failed: int) -> Cell:
    total = passed + failed
    if not total:
        return Cell(UNTESTED)
    if failed:
        return Cell(FAIL, f"{failed} / {total}")
    return Cell(PASS, f"{passed} / {total}")


def _names_cell(row: Names | None) -> Cell:
    return _count_cell(0, 0) if row is None else _count_cell(len(row["passed"]), len(row["failed"]))


def verdict(report: Report) -> Cell:
    if "unusable" in report:
        return Cell(UNUSABLE)
    passed, run = report["passed"], report["vectors"]
    if report["ok"]:
        return Cell("conforms", f"{passed} / {run}")
    return Cell(FAIL, f"{run - passed} / {run}")


def op_cell(report: Report, op: str) -> Cell:
    if "unusable" in report:
        return Cell(UNUSABLE)
    if op not in report["claim"]["ops"]:
        return Cell(NOT_CLAIMED)
    return _names_cell(report["ops"].get(op))


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
    #: (section, [(row label, cells)])
    sections: tuple[tuple[str, tuple[tuple[str, tuple[Cell, ...]], ...]], ...]
    #: the vectors not passed by every implementation: (name, kind, covers, cells)
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
        if all(c.outcome == PASS for c in cells) or info is None:
            continue
        covers = ", ".join(info["covers"])
        drill.append((printable(name), info["kind"], covers, tuple(cells)))
    return Table(columns(reports), sections, tuple(drill))


def columns(reports: Sequence[Report]) -> tuple[str, ...]:
    """The column headings: each report's :func:`label`, numbered where two
    implementations share one (the same server run twice, or two builds)."""
    labels = [label(r) for r in reports]
    out = []
    for i, text in enumerate(labels):
        out.append(f"{text} #{labels[: i + 1].count(text)}" if labels.count(text) > 1 else text)
    return tuple(out)


def _md(text: str) -> str:
    """A cell's text for markdown: ``|`` escaped, ``<`` and ``&`` as entities
    (no html from a server gets rendered), one line."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return printable(text).replace("|", "\\|").replace("\n", " ")


def markdown(reports: Sequence[Report]) -> str:
    t = table(reports)
    head = "| | " + " | ".join(_md(c) for c in t.columns) + " |"
    rule = "|---|" + "---|" * len(t.columns)
    lines = ["# Implementations side by side", ""]
    for section, rows in t.sections:
        if not rows:
            continue
        lines += [f"## {section}", "", head, rule]
        for name, cells in rows:
            lines.append(f"| {_md(name)} | " + " | ".join(_md(c.text()) for c in cells) + " |")
        lines.append("")
    lines += ["## vectors not passed by every implementation", ""]
    if not t.drill:
        lines.append("(none)")
    for name, kind, covers, cells in t.drill:
        lines.append(f"- `{_md(name)}` ({kind}; covers {covers or 'nothing'})")
        for column, cell in zip(t.columns, cells, strict=True):
            lines.append(f"  - {_md(column)}: {_md(cell.text())[:400]}")
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
    head = "<tr><th></th>" + "".join(f"<th>{_h(c)}</th>" for c in t.columns) + "</tr>"
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
    parts.append("<h2>vectors not passed by every implementation</h2>")
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
