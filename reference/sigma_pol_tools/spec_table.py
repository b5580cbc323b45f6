"""The signature table of spec/01-terms-and-sorts.md, rendered from the signature data.

The chapter embeds the output of :func:`render` between :data:`BEGIN` and
:data:`END`; ``sigma-pol spec-table --check`` and the test suite refuse a
committed table that differs from the data, so the prose can never describe an
operation the signature does not have (or miss one it has).
"""

from __future__ import annotations

from typing import Final

from sigma_pol.syntax.signature import PARAM_SORT_MEANING, SIGNATURE, VERSION, OpSpec

BEGIN: Final = "<!-- signature-table:begin -->"
END: Final = "<!-- signature-table:end -->"


def _cell(text: str) -> str:
    """A Markdown table cell: a literal ``|`` would end the cell."""
    return text.replace("|", "\\|")


def _inputs(spec: OpSpec) -> str:
    if spec.variadic is not None:
        return f"{spec.variadic}, one or more"
    return ", ".join(str(sort) for sort in spec.ins) if spec.ins else "(none)"


def _equations(spec: OpSpec) -> str:
    laws = []
    if spec.assoc and spec.comm:
        laws.append("AC")
    elif spec.assoc:
        laws.append("assoc")
    if spec.unit is not None:
        laws.append(f"unit `{spec.unit}`")
    if spec.absorb is not None:
        laws.append(f"absorbing `{spec.absorb}`")
    return ", ".join(laws) if laws else "—"


def render_operations() -> str:
    rows = [
        "| # | op | inputs | output | equations | meaning |",
        "|---|---|---|---|---|---|",
    ]
    for number, (name, spec) in enumerate(SIGNATURE.items(), start=1):
        cells = (str(number), f"`{name}`", _inputs(spec), str(spec.out), _equations(spec), spec.doc)
        rows.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    return "\n".join(rows)


def render_parameter_sorts() -> str:
    rows = ["| parameter sort | values |", "|---|---|"]
    for sort, meaning in PARAM_SORT_MEANING.items():
        rows.append(f"| `{sort}` | {_cell(meaning)} |")
    return "\n".join(rows)


def render() -> str:
    """The generated block: the operations of ``sigma-pol/v2``, then the parameter sorts."""
    return "\n".join(
        [
            f"Generated from `reference/sigma_pol/syntax/signature.py` ({VERSION}, "
            f"{len(SIGNATURE)} operations) by `sigma-pol spec-table`; do not edit by hand.",
            "",
            render_operations(),
            "",
            render_parameter_sorts(),
        ]
    )


def extract(text: str) -> str | None:
    """The block between the markers of a chapter, without surrounding blank lines."""
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        return None
    return text[start + len(BEGIN) : end].strip("\n")
