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

from collections.abc import Callable
from typing import Final, TypedDict, TypeVar

from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.terms import JSON


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
    #: false: a decisions-only claim (encoding, fingerprint, identity not compared)
    identities: bool


class OpRow(TypedDict):
    """The vectors covering one operation: passed, failed and blamed on it, and
    failed but blamed on another operation it shares them with (``elsewhere``)."""

    passed: list[str]
    failed: list[str]
    elsewhere: list[str]


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
    ops: dict[str, OpRow]
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


class _Object:
    """One object of a report, its members read at their JSON paths."""

    def __init__(self, value: JSON, where: str, what: str) -> None:
        self.row, self.where = _object(value, where, what), where

    def need(self, key: str) -> tuple[JSON, str]:
        """A member that must be there, and its path."""
        if key not in self.row:
            raise InputError(
                self.where, f"missing `{key}` (a report of sigma-pol certify --json has it)"
            )
        return self.row[key], f"{self.where}.{key}"

    def get(self, key: str, default: JSON) -> tuple[JSON, str]:
        """A member that may be left out (``default``), and its path."""
        return self.row.get(key, default), f"{self.where}.{key}"


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


def _table(value: JSON, where: str, what: str, read: Callable[[JSON, str], _T]) -> dict[str, _T]:
    """An object whose every member is read by ``read``, in the file's order (the
    drill-down keeps it)."""
    rows = _object(value, where, what)
    return {key: read(row, f"{where}[{_quoted(key)}]") for key, row in rows.items()}


def _quoted(key: str) -> str:
    return '"' + key.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _names(value: JSON, where: str) -> Names:
    m = _Object(value, where, "an object")
    return {
        "passed": _texts(*m.need("passed")),
        "failed": _texts(*m.need("failed")),
    }


def _op_row(value: JSON, where: str) -> OpRow:
    m = _Object(value, where, "an object")
    return {
        "passed": _texts(*m.need("passed")),
        "failed": _texts(*m.need("failed")),
        "elsewhere": _texts(*m.get("elsewhere", [])),
    }


def _waived(value: JSON, where: str) -> WaivedRow:
    m = _Object(value, where, "an object")
    return {
        "why": _text(*m.need("why")),
        "vectors": _texts(*m.get("vectors", [])),
    }


def _outcome(value: JSON, where: str) -> Outcome:
    m = _Object(value, where, "an object")
    outcome = _text(*m.need("outcome"))
    if outcome not in OUTCOMES:
        raise InputError(
            f"{where}.outcome", "expected one of " + ", ".join(f"`{o}`" for o in OUTCOMES)
        )
    return {
        "kind": _text(*m.need("kind")),
        "covers": _texts(*m.get("covers", [])),
        "pins": _texts(*m.get("pins", [])),
        "outcome": outcome,
        "why": _text(*m.get("why", "")),
    }


def _implementation(value: JSON, where: str) -> ImplementationRow | None:
    if value is None:
        return None
    m = _Object(value, where, "the implementation `{name, version, language}` or null")
    return {
        "name": _text(*m.get("name", "")),
        "version": _text(*m.get("version", "")),
        "language": _text(*m.get("language", "")),
    }


def _claim(value: JSON, where: str) -> ClaimRow:
    m = _Object(value, where, "the claim `{kinds, ops, catalogs, schemas}`")
    return {
        "kinds": _texts(*m.need("kinds")),
        "ops": _texts(*m.need("ops")),
        "catalogs": _flag(*m.get("catalogs", True)),
        "schemas": _flag(*m.get("schemas", True)),
        "identities": _flag(*m.get("identities", True)),
    }


def _failure(value: JSON, where: str) -> Failure:
    m = _Object(value, where, "a failure")
    return {
        "vector": _text(*m.need("vector")),
        "field": _text(*m.need("field")),
        "want": m.row.get("want"),
        "got": m.row.get("got"),
        "covers": _texts(*m.get("covers", [])),
        "pins": _texts(*m.get("pins", [])),
        "note": _text(*m.get("note", "")),
        "request": _text(*m.get("request", "")),
    }


def _culprit(value: JSON, where: str) -> CulpritRow:
    m = _Object(value, where, "a culprit")
    return {
        "op": _text(*m.need("op")),
        "failed": _count(*m.need("failed")),
        "passed": _count(*m.need("passed")),
        "explains": _texts(*m.get("explains", [])),
    }


def _not_claimed(value: JSON, where: str) -> NotClaimedRow:
    m = _Object(value, where, "a vector not claimed")
    return {
        "vector": _text(*m.need("vector")),
        "why": _text(*m.get("why", "")),
    }


def _rows(value: JSON, where: str, read: Callable[[JSON, str], _T]) -> list[_T]:
    if not isinstance(value, list):
        raise InputError(where, "expected an array")
    return [read(item, f"{where}[{i}]") for i, item in enumerate(value)]


def read_report(doc: JSON, where: str = "$") -> Report:
    """A saved ``certify --json`` report, checked member by member, or
    :class:`InputError` at the first member that is not as §7.5 says."""
    member = _Object(doc, where, "a report of sigma-pol certify --json")
    if "ok" not in member.row or "command" not in member.row:
        raise InputError(where, "expected a report of sigma-pol certify --json")
    command = _texts(*member.need("command"))
    ok = _flag(*member.need("ok"))
    if "unusable" in member.row:
        return {"command": command, "unusable": _text(*member.need("unusable")), "ok": ok}
    return {
        "command": command,
        "reference": _text(*member.need("reference")),
        "specification": _text(*member.need("specification")),
        "vectors_file": _text_or_null(*member.need("vectors_file")),
        "vectors_version": _text(*member.need("vectors_version")),
        "vectors": _count(*member.need("vectors")),
        "passed": _count(*member.need("passed")),
        "failed": _count(*member.need("failed")),
        "ops": _table(*member.need("ops"), "the operations' outcomes", _op_row),
        "untested": _texts(*member.need("untested")),
        "pins": _table(*member.need("pins"), "the pins' outcomes", _names),
        "failures": _rows(*member.need("failures"), _failure),
        "culprits": _rows(*member.need("culprits"), _culprit),
        "implementation": _implementation(*member.need("implementation")),
        "claim": _claim(*member.need("claim")),
        "claim_source": _text(*member.need("claim_source")),
        "waived": _table(*member.need("waived"), "the waived rules", _waived),
        "not_claimed": _rows(*member.need("not_claimed"), _not_claimed),
        "outcomes": _table(*member.need("outcomes"), "the vectors' outcomes", _outcome),
        "summary": _text(*member.need("summary")),
        "ok": ok,
    }
