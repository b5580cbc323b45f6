"""Reading the specification's text: a section of a chapter, the rows of its tables."""

from __future__ import annotations

import re
from pathlib import Path

SPEC = Path(__file__).resolve().parents[2] / "spec"


def section(chapter: str, number: str) -> str:
    """The text of section ``number`` (``"4.6"``, ``"3.9.2"``) of ``chapter``, up to the
    next heading of the same or a higher level."""
    text = (SPEC / chapter).read_text(encoding="utf-8")
    level = "#" * (number.count(".") + 1)
    start = re.search(rf"^{level} {re.escape(number)} .*$", text, re.MULTILINE)
    if start is None:
        raise LookupError(f"spec/{chapter} has no section {number}")
    end = re.compile(rf"^#{{1,{len(level)}}} ", re.MULTILINE).search(text, start.end())
    return text[start.start() : end.start() if end else len(text)]


def table_rows(text: str) -> list[list[str]]:
    """The body rows of the Markdown tables in ``text``, as lists of stripped cells
    (header rows, the row above a ``|---|`` line, are left out)."""
    lines = text.splitlines()
    rows = []
    for i, line in enumerate(lines):
        if not line.startswith("|") or set(line) <= set("|-: "):
            continue
        if i + 1 < len(lines) and lines[i + 1].startswith("|---"):
            continue
        cells = re.split(r"(?<!\\)\|", line.strip().strip("|"))
        rows.append([cell.strip() for cell in cells])
    return rows


def code_spans(cell: str) -> list[str]:
    """The `code spans` of a table cell, in order."""
    return re.findall(r"`([^`]*)`", cell)
