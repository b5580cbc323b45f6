"""The fuzzer's report and the vectors it saves (spec/07-conformance.md §7.6).

The report lists the groups of divergences, each with its smallest minimal
request, the reference's answer, the server's, the members that differ and
the pinned rules of chapter 8 it touches.  Saved, each minimal divergence is a
golden vector (§7.3; tagged ``fuzz``, its expectation the reference's answer)
in one vector file that ``sigma-pol certify --vectors`` replays as it is.
A request whose members are the vector format's own is written member by
member; any other (a catalog, a member of a wrong type, a value that does not
survive a JSON round trip) is kept as its exact protocol ``line``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from ..core.jsonio import is_valid_unicode, read_json, write_json
from ..core.terms import JSON
from .claims import claim_text, grouped
from .fuzz import Divergence, FuzzReport, Group, reference_answer, request_line
from .fuzz_gen import KIND_MEMBERS, KINDS
from .fuzz_values import as_array, as_object
from .generate import covers, render
from .vectors.vector import Vector

#: The members a vector requires besides its request when it is not a ``line``.
_REQUIRED: Final = {
    "pred": "cases",
    "failplan": "cases",
    "scorer": "candidates",
    "selector": "candidates",
    "policy": "candidates",
    "xform": "candidate",
}
_SCORE_WORDS: Final = frozenset({"+inf", "-inf", "nan"})


def _show(value: JSON, width: int = 400) -> str:
    """A value on one line of at most ``width`` characters, lone surrogates escaped."""
    text = value if isinstance(value, str) else write_json(value)
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= width else text[: width - 3] + "..."


def render_report(report: FuzzReport) -> str:
    rate = report.requests / report.seconds if report.seconds > 0 else 0.0
    lines = [
        f"fuzz: {' '.join(report.command)}",
        f"seed {report.seed}: {report.requests} requests in {report.seconds:.1f} s "
        f"({rate:.0f} / s); {report.diverged} diverged, "
        f"{len(report.groups)} group{'s' if len(report.groups) != 1 else ''}",
    ]
    claim = report.claim
    if not claim.everything or claim.waives or claim.source:
        lines.append(_show(f"claim: {claim_text(claim)}; {claim.source}".rstrip("; "), 2000))
    if report.not_claimed:
        reasons = "; ".join(grouped(report.not_claimed))
        total = sum(report.not_claimed.values())
        lines.append(
            _show(f"not claimed (not sent): {total} generated requests, for {reasons}", 2000)
        )
    for rule, n in sorted(report.waived.items()):
        lines.append(
            _show(f"waived: {rule} ({claim.waives.get(rule, '')}): {n} divergences not filed", 2000)
        )
    ordered = sorted(report.groups.values(), key=lambda g: -g.count)
    for number, group in enumerate(ordered, start=1):
        lines += ["", *_render_group(number, group)]
    return "\n".join(lines)


def _render_group(number: int, group: Group) -> list[str]:
    smallest = min(group.minimal, key=lambda d: len(d.exchange.line))
    exchange = smallest.exchange
    others = len(group.minimal) - 1
    lines = [
        f"{number}. {_show(group.label, 200)} · {_show(group.member, 200)}: {group.count} "
        f"request{'s' if group.count != 1 else ''} diverged"
        + (f" ({others} other minimal request{'s' if others != 1 else ''})" if others else ""),
        f"   request:   {_show(exchange.line)}",
        f"   reference: {_show(exchange.reference)}",
        f"   server:    {_show(exchange.shown_server())}",
    ]
    for m in exchange.differences:
        lines.append(
            f"   differs:   {m.field}: reference {_show(m.want, 160)}, server {_show(m.got, 160)}"
        )
    if smallest.pins:
        lines.append(f"   pinned:    {', '.join(smallest.pins)} (spec/08-pinned.md)")
    lines.append(f"   first seen at request {smallest.found_at}")
    return lines


# ---------------------------------------------------------------------------
# vectors


def _round_trips(value: JSON) -> bool:
    """Whether writing the value back as JSON keeps its meaning: no ``-0``, no
    integer beyond 2^53, no literal beyond the double range or not JSON, no lone
    surrogate."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if not all(is_valid_unicode(k) for k in item):
                return False
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str):
            if not is_valid_unicode(item):
                return False
        elif isinstance(item, float):
            if not math.isfinite(item) or (item == 0 and math.copysign(1, item) < 0):
                return False
        elif isinstance(item, int) and not isinstance(item, bool) and abs(item) > 2**53:
            return False
    return True


def _is_object(v: JSON) -> bool:
    return isinstance(v, dict) or v == []


def _member_fits(key: str, value: JSON, kind: str) -> bool:
    """Whether a request member has the shape the vector schema gives it."""
    if key == "schema":
        return value is None or isinstance(value, dict)
    if key in ("ctx", "request", "candidate"):
        return _is_object(value)
    if key == "candidates":
        return isinstance(value, list) and all(_is_object(c) for c in value)
    if key == "scores":
        return isinstance(value, list) and all(
            (isinstance(s, int | float) and not isinstance(s, bool)) or s in _SCORE_WORDS
            for s in value
        )
    if key == "cases" and kind == "failplan":
        return isinstance(value, list) and all(isinstance(c, str) for c in value)
    if key == "cases":
        return isinstance(value, list) and all(isinstance(c, dict) for c in value)
    return False


def _inline(request: dict[str, JSON], kind: str) -> bool:
    members = {k for k in request if k not in ("name", "kind", "term")}
    allowed = set(KIND_MEMBERS[kind]) - {"catalog"}
    return (
        "term" in request
        and members <= allowed
        and _REQUIRED.get(kind, "term") in request
        and all(_member_fits(k, request[k], kind) for k in members)
        and _round_trips(request)
    )


def vector_of(divergence: Divergence, name: str, note: str) -> Vector | None:
    """The golden vector of a minimal divergence, or ``None`` when its request has
    no vector form (not an object, or a kind outside the protocol's)."""
    request = divergence.exchange.request
    kind = request.get("kind") if isinstance(request, dict) else None
    if not isinstance(request, dict) or not isinstance(kind, str) or kind not in KINDS:
        return None
    request = {**request, "name": name}
    line = request_line(request)
    reference = reference_answer(line)
    inline = _inline(request, kind)
    vector: Vector = dict(request) if inline else {"name": name, "kind": kind, "line": line}
    if "error" in reference:
        vector["input_error"] = reference["error"]
        if "at" in reference:
            vector["input_error_at"] = reference["at"]
    else:
        vector["expect"] = reference["expect"]
        if "cases" in reference:  # a pred request's verdicts, one per case sent
            verdicts = as_array(reference["cases"])
            sent = as_array(request["cases"]) if inline else [{} for _ in verdicts]
            vector["cases"] = [
                {**as_object(c), **as_object(v)} for c, v in zip(sent, verdicts, strict=True)
            ]
    covered: list[JSON] = [*covers(read_json(line))]
    vector["covers"] = covered
    vector["tags"] = ["fuzz"]
    vector["note"] = note
    doubles = as_object(read_json(write_json(vector)))  # its numbers as a replay reads them
    return doubles


def save_vectors(report: FuzzReport, directory: Path) -> tuple[Path, int, list[str]]:
    """Write the minimal divergences as one vector file in ``directory``; returns
    its path, the number of vectors and why each divergence left out was."""
    vectors, left_out = [], []
    divergences: Sequence[Divergence] = report.divergences
    for number, divergence in enumerate(divergences, start=1):
        name = f"fuzz-s{report.seed}-{number}"
        pins = f"; pinned rules: {', '.join(divergence.pins)}" if divergence.pins else ""
        note = (
            f"sigma-pol fuzz --seed {report.seed}, request {divergence.found_at} minimized: "
            f"{divergence.member} differs{pins}"
        )
        vector = vector_of(divergence, name, note)
        if vector is None:
            left_out.append(
                f"{name}: the request has no vector form ({_show(divergence.exchange.line, 120)})"
            )
        else:
            vectors.append(vector)
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"fuzz-seed-{report.seed}.json"
    path.write_bytes(render(vectors).encode("utf-8"))
    return path, len(vectors), left_out
