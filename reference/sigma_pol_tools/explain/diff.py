"""``sigma-pol diff``: what a policy change changes (spec/13-trace-format.md §13.4).

Two policies are compared as their normal forms, so a reordering of the
arguments of ``and``/``or``/``add``, a FailPlan written in another order, or
sugar are not differences: such policies have the same identity and are
reported as the same policy.  The comparison is slot by slot (filter, scorer,
selector, xform, failplan), by canonical encoding.  Given candidates and a
context, both policies decide (each traced, :mod:`sigma_pol_tools.explain.trace`) and every
candidate whose verdict, score or rank moves is listed.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from typing import Any, Final

from sigma_pol.encoding.encode import identity_of_encoding
from sigma_pol.normal.normal_form import Normal, canonical
from sigma_pol.semantics.carriers import CustomRegistry
from sigma_pol.semantics.decision_values import Candidate, Context
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.signature import SIGNATURE
from sigma_pol.syntax.terms import JSON
from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA, Schema
from sigma_pol.text.printer import print_term
from sigma_pol.valid.admission import admit

from .plain_text import CANDIDATE_HEADER, WIDTH, number, table, wrap
from .report import trace_report
from .trace import SLOTS, trace_normal

FORMAT: Final = "sigma-pol-diff/1"
#: Columns of the text form: marker, slot name, a gutter that marks each changed
#: line (``-`` old, ``+`` new), the slot's text.
SLOT_NAME: Final = 10
GUTTER: Final = 2
SIDE: Final = WIDTH - 2 - SLOT_NAME - GUTTER
#: What a candidate's row compares, in this order.
ASPECTS: Final = ("verdict", "reason", "score", "rank")


def _normal_policy(term: JSON, schema: Schema, which: str) -> Normal:
    normal = canonical(admit(term, schema).term)
    if normal.term.op != "policy":
        sort = SIGNATURE[normal.term.op].out
        raise InputError(which, f"diff compares two Policy terms, got a {sort} term")
    return normal


def _same(a: Any, b: Any) -> bool:
    # a NaN score is the same score as another NaN
    return bool(a == b or (a != a and b != b))


def _outcomes(
    normal: Normal,
    candidates: Sequence[Candidate],
    ctx: Context,
    schema: Schema,
    customs: CustomRegistry | None,
) -> list[dict[str, Any]]:
    rows = trace_report(trace_normal(normal, candidates, ctx, None, schema, customs))["table"]
    return [{k: row[k] for k in ASPECTS} for row in rows]


def diff_policies(
    old: JSON,
    new: JSON,
    inputs: tuple[Sequence[Candidate], Context] | None = None,
    schema: Schema = DEFAULT_SCHEMA,
    customs: CustomRegistry | None = None,
    where: tuple[str, str] = ("OLD", "NEW"),
) -> dict[str, Any]:
    """The difference of two JSON policy terms, as JSON data (``sigma-pol-diff/1``).

    A term of another sort is refused as an input error at its ``where``.
    """
    normals = {
        "old": _normal_policy(old, schema, where[0]),
        "new": _normal_policy(new, schema, where[1]),
    }
    sides = {
        side: {"encoding": n.encoding, "identity": identity_of_encoding(n.encoding)}
        for side, n in normals.items()
    }
    slots = []
    for i, name in enumerate(SLOTS):
        before, after = normals["old"].parts[i], normals["new"].parts[i]
        slots.append(
            {
                "slot": name,
                "same": before.body == after.body,
                "old": before.body,
                "new": after.body,
                "old_text": print_term(before.term, SIDE),
                "new_text": print_term(after.term, SIDE),
            }
        )
    report: dict[str, Any] = {
        "format": FORMAT,
        "old": sides["old"],
        "new": sides["new"],
        "same_identity": sides["old"]["identity"] == sides["new"]["identity"],
        "slots": slots,
        "candidates": None,
    }
    if inputs is not None:
        candidates, ctx = inputs
        olds = _outcomes(normals["old"], candidates, ctx, schema, customs)
        news = _outcomes(normals["new"], candidates, ctx, schema, customs)
        report["candidates"] = [
            {
                "candidate": i,
                "provider": c["provider_id"],
                "model": c["model_family"],
                "old": a,
                "new": b,
                "changed": [k for k in ASPECTS if not _same(a[k], b[k])],
            }
            for i, (c, a, b) in enumerate(zip(candidates, olds, news, strict=True))
        ]
    return report


# ---------------------------------------------------------------------------
# text


#: Where a line of a printed term may wrap: the spaces outside strings.
_SPACE_OR_STRING: Final = re.compile(r'"(?:[^"\\]|\\.)*"| ')


def fit_values(line: str, width: int) -> list[str]:
    """A printed line within ``width``, wrapped at value boundaries: only at
    spaces at the shallowest bracket depth that lets every piece fit, between
    values before between a key and its value (so
    ``backoff_ms: [500, 2000]`` wraps before its ``[``, never inside it, when
    the line holds other values to wrap between), each continuation two columns
    deeper than the line; a piece that fits nowhere is left whole (spec/13 §13.4)."""
    if len(line) <= width:
        return [line]
    indent = len(line) - len(line.lstrip(" "))
    body = line[indent:]
    depth = 0
    spaces: list[tuple[int, int]] = []  # (index in body, how weak a boundary it is)
    at = 0
    for m in _SPACE_OR_STRING.finditer(body):
        for ch in body[at : m.start()]:
            depth += ch in "([{"
            depth -= ch in ")]}"
        at = m.end()
        if m.group() == " ":
            # between a key and its value is a weaker boundary than between values
            key = m.start() > 0 and body[m.start() - 1] == ":"
            spaces.append((m.start(), 2 * depth + key))
    if not spaces:
        return [line]
    room = max(width - indent - 2, 8)
    pieces: list[str] = []
    for level in sorted(dict.fromkeys(d for _i, d in spaces)):
        cuts = [i for i, d in spaces if d <= level]
        pieces = _greedy(body, cuts, room)
        if all(len(p) <= room for p in pieces[1:]) and len(pieces[0]) <= width - indent:
            break
    first, *rest = pieces
    return [" " * indent + first, *(" " * (indent + 2) + r for r in rest)]


def _greedy(body: str, cuts: list[int], room: int) -> list[str]:
    """``body`` cut at some of ``cuts`` (indices of spaces), each piece as long
    as fits in ``room``; a piece with no cut that fits is left whole."""
    pieces: list[str] = []
    start = 0
    fits: int | None = None  # the last cut up to which the current piece fits
    for cut in [*cuts, len(body)]:
        if cut - start <= room:
            fits = cut
            continue
        if fits is not None:
            pieces.append(body[start:fits])
            start, fits = fits + 1, None
        if cut - start <= room:
            fits = cut
        else:
            pieces.append(body[start:cut])
            start = cut + 1
    pieces.append(body[start:])
    return [p for p in pieces if p]


def _marked(old: list[str], new: list[str]) -> list[tuple[str, str]]:
    """A slot's lines, each with its mark: the lines both texts share once
    (unmarked), then in each run of changes the old lines (``-``) before the
    new ones (``+``), by difflib's longest matching blocks."""
    rows: list[tuple[str, str]] = []
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            rows += [(" ", line) for line in old[i1:i2]]
        else:
            rows += [("-", line) for line in old[i1:i2]]
            rows += [("+", line) for line in new[j1:j2]]
    return rows


def _slot_lines(slot: dict[str, Any]) -> list[str]:
    old, new = slot["old_text"].split("\n"), slot["new_text"].split("\n")
    marker = "  " if slot["same"] else "* "
    out: list[str] = []
    for mark, line in _marked(old, new):
        for piece in fit_values(line, SIDE):
            name = slot["slot"] if not out else ""
            out.append((marker + name.ljust(SLOT_NAME) + mark + " " + piece).rstrip())
            marker = "  "
    return out


def _outcome_cell(row: dict[str, Any], aspect: str) -> str:
    def show(o: dict[str, Any]) -> str:
        v = o[aspect]
        if aspect == "score":
            return number(v)
        return "-" if v is None else str(v)

    a, b = show(row["old"]), show(row["new"])
    return a if aspect not in row["changed"] else f"{a} -> {b}"


def render_diff_text(report: dict[str, Any]) -> str:
    """The report for an 88-column terminal."""
    same = report["same_identity"]
    lines = [
        f"old  identity {report['old']['identity']}",
        f"new  identity {report['new']['identity']}",
        "same identity: the same policy"
        if same
        else "the identities differ; changed slots are marked *, their changed lines - and +",
        "",
        "  " + "slot".ljust(SLOT_NAME) + "- old, + new",
    ]
    for slot in report["slots"]:
        lines += _slot_lines(slot)
    rows = report["candidates"]
    if rows is None:
        return "\n".join(lines)
    moved = [r for r in rows if r["changed"]]
    lines += ["", "candidates whose verdict, score or rank changes (old -> new)"]
    if moved:
        cells = [
            [f"#{r['candidate']}", r["provider"], r["model"]]
            + [_outcome_cell(r, aspect) for aspect in ASPECTS]
            for r in moved
        ]
        lines += table(CANDIDATE_HEADER, cells)
    else:
        lines.append("  none")
    unchanged = [f"#{r['candidate']}" for r in rows if not r["changed"]]
    if unchanged:
        lines += wrap(["unchanged:", *unchanged], WIDTH)
    return "\n".join(lines)
