"""The certify report's JSON form (spec/07-conformance.md §7.5, ``--json``): its
types, and the one reader of a saved report.

:meth:`..certify.Report.to_json` writes a :class:`CertifyReport`; certify writes
an :class:`UnusableReport` for a server it could not certify.  ``side-by-side``
reads saved reports back (files a user hands it, which may be anything):
:func:`read_report` checks every member the table reads, and a file that is not
a report is refused at the JSON path of its first wrong member, never with a
traceback from deep in the table.  Members the table does not read are checked
for their JSON type only where they are present; members of a later version are
ignored.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final, TypedDict, TypeVar

from ..core.errors import InputError
from ..core.terms import JSON


class Names(TypedDict):
    """The vectors of one operation or pin, by outcome."""

    passed: list[str]
    failed: list[str]


class Failure(TypedDict):
    """One differing field of one vector."""

    vector: str
    field: str
    want: JSON
    got: JSON
    covers: list[str]
    pins: list[str]
    note: str
    request: str


class CulpritRow(TypedDict):
    op: str
    failed: int
    passed: int
    explains: list[str]


class ImplementationRow(TypedDict):
    """Who answered ``hello`` (``""`` for what it did not say)."""

    name: str
    version: str
    language: str


class ClaimRow(TypedDict):
    kinds: list[str]
    ops: list[str]
    catalogs: bool
    schemas: bool


class WaivedRow(TypedDict):
    why: str
    vectors: list[str]


class NotClaimedRow(TypedDict):
    vector: str
    why: str


class Outcome(TypedDict):
    """One vector's outcome: ``pass``, ``fail``, ``not claimed`` or ``waived``."""

    kind: str
    covers: list[str]
    pins: list[str]
    outcome: str
    why: str


class CertifyReport(TypedDict):
    """``certify --json`` of a server that was certified."""

    command: list[str]
    reference: str
    specification: str
    vectors_file: str | None
    vectors_version: str
    vectors: int
    passed: int
    failed: int
    ops: dict[str, Names]
    untested: list[str]
    pins: dict[str, Names]
    failures: list[Failure]
    culprits: list[CulpritRow]
    implementation: ImplementationRow | None
    claim: ClaimRow
    claim_source: str
    waived: dict[str, WaivedRow]
    not_claimed: list[NotClaimedRow]
    outcomes: dict[str, Outcome]
    summary: str
    ok: bool


class UnusableReport(TypedDict):
    """``certify --json`` of a server that could not be certified (it did not
    start, or answered ``hello`` malformed or out of step): why."""

    command: list[str]
    unusable: str
    ok: bool


Report = CertifyReport | UnusableReport

OUTCOMES: Final = ("pass", "fail", "not claimed", "waived")

_T = TypeVar("_T")


def _object(value: JSON, where: str, what: str) -> dict[str, JSON]:
    if not isinstance(value, dict):
        raise InputError(where, f"expected {what} (an object)")
    return value


def _member(doc: Mapping[str, JSON], key: str, where: str) -> JSON:
    if key not in doc:
        raise InputError(where, f"missing `{key}` (a report of sigma-pol certify --json has it)")
    return doc[key]


def _text(value: JSON, where: str) -> str:
    if not isinstance(value, str):
        raise InputError(where, "expected a string")
    return value


def _text_or_null(value: JSON, where: str) -> str | None:
    return None if value is None else _text(value, where)


def _flag(value: JSON, where: str) -> bool:
    if not isinstance(value, bool):
        raise InputError(where, "expected true or false")
    return value


def _count(value: JSON, where: str) -> int:
    """A count: a non-negative integer (read back as a double)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InputError(where, "expected a count (a non-negative integer)")
    if value != value or value < 0 or value != int(value):
        raise InputError(where, "expected a count (a non-negative integer)")
    return int(value)


def _texts(value: JSON, where: str) -> list[str]:
    if not isinstance(value, list):
        raise InputError(where, "expected an array of strings")
    return [_text(item, f"{where}[{i}]") for i, item in enumerate(value)]


def _table(
    value: JSON, where: str, what: str, read: Callable[[dict[str, JSON], str], _T]
) -> dict[str, _T]:
    """An object whose every member is an object read by ``read``."""
    rows = _object(value, where, what)
    out = {}
    for key, row in rows.items():  # the file's order: the drill-down keeps it
        at = f"{where}[{_quoted(key)}]"
        out[key] = read(_object(row, at, "an object"), at)
    return out


def _quoted(key: str) -> str:
    return '"' + key.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _names(row: dict[str, JSON], where: str) -> Names:
    return {
        "passed": _texts(_member(row, "passed", where), f"{where}.passed"),
        "failed": _texts(_member(row, "failed", where), f"{where}.failed"),
    }


def _waived(row: dict[str, JSON], where: str) -> WaivedRow:
    return {
        "why": _text(_member(row, "why", where), f"{where}.why"),
        "vectors": _texts(row.get("vectors", []), f"{where}.vectors"),
    }


def _outcome(row: dict[str, JSON], where: str) -> Outcome:
    outcome = _text(_member(row, "outcome", where), f"{where}.outcome")
    if outcome not in OUTCOMES:
        raise InputError(
            f"{where}.outcome", "expected one of " + ", ".join(f"`{o}`" for o in OUTCOMES)
        )
    return {
        "kind": _text(_member(row, "kind", where), f"{where}.kind"),
        "covers": _texts(row.get("covers", []), f"{where}.covers"),
        "pins": _texts(row.get("pins", []), f"{where}.pins"),
        "outcome": outcome,
        "why": _text(row.get("why", ""), f"{where}.why"),
    }


def _implementation(value: JSON, where: str) -> ImplementationRow | None:
    if value is None:
        return None
    row = _object(value, where, "the implementation `{name, version, language}` or null")
    return {
        "name": _text(row.get("name", ""), f"{where}.name"),
        "version": _text(row.get("version", ""), f"{where}.version"),
        "language": _text(row.get("language", ""), f"{where}.language"),
    }


def _claim(value: JSON, where: str) -> ClaimRow:
    row = _object(value, where, "the claim `{kinds, ops, catalogs, schemas}`")
    return {
        "kinds": _texts(_member(row, "kinds", where), f"{where}.kinds"),
        "ops": _texts(_member(row, "ops", where), f"{where}.ops"),
        "catalogs": _flag(row.get("catalogs", True), f"{where}.catalogs"),
        "schemas": _flag(row.get("schemas", True), f"{where}.schemas"),
    }


def _failure(value: JSON, where: str) -> Failure:
    row = _object(value, where, "a failure")
    return {
        "vector": _text(_member(row, "vector", where), f"{where}.vector"),
        "field": _text(_member(row, "field", where), f"{where}.field"),
        "want": row.get("want"),
        "got": row.get("got"),
        "covers": _texts(row.get("covers", []), f"{where}.covers"),
        "pins": _texts(row.get("pins", []), f"{where}.pins"),
        "note": _text(row.get("note", ""), f"{where}.note"),
        "request": _text(row.get("request", ""), f"{where}.request"),
    }


def _culprit(value: JSON, where: str) -> CulpritRow:
    row = _object(value, where, "a culprit")
    return {
        "op": _text(_member(row, "op", where), f"{where}.op"),
        "failed": _count(_member(row, "failed", where), f"{where}.failed"),
        "passed": _count(_member(row, "passed", where), f"{where}.passed"),
        "explains": _texts(row.get("explains", []), f"{where}.explains"),
    }


def _not_claimed(value: JSON, where: str) -> NotClaimedRow:
    row = _object(value, where, "a vector not claimed")
    return {
        "vector": _text(_member(row, "vector", where), f"{where}.vector"),
        "why": _text(row.get("why", ""), f"{where}.why"),
    }


def _rows(value: JSON, where: str, read: Callable[[JSON, str], _T]) -> list[_T]:
    if not isinstance(value, list):
        raise InputError(where, "expected an array")
    return [read(item, f"{where}[{i}]") for i, item in enumerate(value)]


def read_report(doc: JSON, where: str = "$") -> Report:
    """A saved ``certify --json`` report, checked member by member, or
    :class:`InputError` at the first member that is not as §7.5 says."""
    report = _object(doc, where, "a report of sigma-pol certify --json")
    if "ok" not in report or "command" not in report:
        raise InputError(where, "expected a report of sigma-pol certify --json")
    command = _texts(report["command"], f"{where}.command")
    ok = _flag(report["ok"], f"{where}.ok")
    if "unusable" in report:
        return {
            "command": command,
            "unusable": _text(report["unusable"], f"{where}.unusable"),
            "ok": ok,
        }

    def member(key: str) -> tuple[JSON, str]:
        return _member(report, key, where), f"{where}.{key}"

    return {
        "command": command,
        "reference": _text(*member("reference")),
        "specification": _text(*member("specification")),
        "vectors_file": _text_or_null(*member("vectors_file")),
        "vectors_version": _text(*member("vectors_version")),
        "vectors": _count(*member("vectors")),
        "passed": _count(*member("passed")),
        "failed": _count(*member("failed")),
        "ops": _table(*member("ops"), "the operations' outcomes", _names),
        "untested": _texts(*member("untested")),
        "pins": _table(*member("pins"), "the pins' outcomes", _names),
        "failures": _rows(*member("failures"), _failure),
        "culprits": _rows(*member("culprits"), _culprit),
        "implementation": _implementation(*member("implementation")),
        "claim": _claim(*member("claim")),
        "claim_source": _text(*member("claim_source")),
        "waived": _table(*member("waived"), "the waived rules", _waived),
        "not_claimed": _rows(*member("not_claimed"), _not_claimed),
        "outcomes": _table(*member("outcomes"), "the vectors' outcomes", _outcome),
        "summary": _text(*member("summary")),
        "ok": ok,
    }
