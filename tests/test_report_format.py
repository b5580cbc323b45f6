"""The certify report's JSON form and its one reader (spec/07 §7.5 ``--json``;
``reference/sigma_pol_tools/conformance/report_format.py``; issue 19 item 3).

Real reports, written by ``certify --json`` against a server that fails
vectors and one whose failures are waived, are read back unchanged.  Then
every member of them, at every depth, is deleted or replaced by a value of
each wrong JSON type: the reader either refuses the file at a JSON path on the
way to the member it broke, or gives a report of the declared types (checked
here from the TypedDicts' annotations, not by the reader's code) that the
side-by-side table and page then render.  Before the reader, such a file
ended ``side-by-side`` in a traceback (``claim`` a number: AttributeError;
an outcome without ``outcome``: KeyError).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import types
import typing
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.terms import JSON
from sigma_pol_tools.cli import main
from sigma_pol_tools.conformance import report_format
from sigma_pol_tools.conformance.report_format import CertifyReport, UnusableReport, read_report
from sigma_pol_tools.conformance.side_by_side import html_page, markdown

from .inprocess import patient

SUBSET = [sys.executable, str(Path(__file__).parent / "subset_serve.py")]
#: two vectors the NaN-first server fails (one pinned rule), a Pred and a policy it passes
ONLY = [
    *("--only", "pinned-nan-score-order", "--only", "pinned-nan-score-order-sample"),
    *("--only", "pred-structure", "--only", "policy-argmax-gate"),
]
#: one value of each JSON type: every member is replaced by each one of another type
WRONG: tuple[object, ...] = (None, True, 7, "x", [], {}, [5], {"k": 5})


@cache
def _reports() -> tuple[dict[str, object], ...]:
    """A NaN-first server certified with and without the waiver of its rule:
    failures, culprits, an implementation, waived rules and vectors not claimed."""
    reports = []
    for extra in ([], ["--waive", "pinned-nan-score-order=NaN first", "--kinds", "selector,pred"]):
        done = subprocess.run(
            [sys.executable, "-m", "sigma_pol_tools.cli", *patient(["certify", "--json", *ONLY, *extra]),
             "--", *SUBSET, "--nan-first"],
            capture_output=True, text=True, timeout=900, check=False,
        )  # fmt: skip
        assert done.stdout, done.stderr
        reports.append(json.loads(done.stdout))
    return tuple(reports)


def test_the_reports_have_every_part_the_mutations_break() -> None:
    failing, waived = _reports()
    assert failing["failures"] and failing["culprits"] and failing["implementation"]
    assert waived["waived"] and waived["not_claimed"] and waived["ok"] is True


def test_a_report_certify_writes_is_read_back_unchanged() -> None:
    for report in _reports():
        assert read_report(typing.cast(typing.Any, report)) == report


def _conforms(value: object, hint: object) -> bool:
    """``value`` is of the declared type ``hint`` (TypedDicts, lists, dicts, unions,
    str, int, bool, None and the JSON alias), read from the annotations alone."""
    if isinstance(hint, typing.ForwardRef):  # the recursive alias core.terms.JSON
        assert hint.__forward_arg__ == "JSON", hint
        return _conforms(value, JSON)
    if isinstance(hint, type) and typing.is_typeddict(hint):
        fields = typing.get_type_hints(hint)
        return (
            isinstance(value, dict)
            and set(value) == set(fields)
            and all(_conforms(value[k], t) for k, t in fields.items())
        )
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return any(_conforms(value, a) for a in args)
    if origin is list:
        return isinstance(value, list) and all(_conforms(v, args[0]) for v in value)
    if origin is dict:
        return isinstance(value, dict) and all(
            isinstance(k, str) and _conforms(v, args[1]) for k, v in value.items()
        )
    if hint is type(None):
        return value is None
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if hint is str:
        return isinstance(value, str)
    raise AssertionError(f"no check for {hint!r}")


def _paths(value: object, path: str) -> Iterator[tuple[str, tuple[object, ...]]]:
    """Every member and item below ``value``: (its JSON path, its keys from the root).
    Of an array, and of a table (an object whose members are all objects: rows by
    operation, rule or vector), only the first is walked: the others have its shape."""
    if isinstance(value, dict):
        keys = list(value)
        if keys and all(isinstance(v, dict) for v in value.values()) and path != "$":
            keys = keys[:1]
        items: list[tuple[object, str]] = [
            (k, f"{path}.{k}" if k.isidentifier() else f'{path}["{k}"]') for k in keys
        ]
    elif isinstance(value, list):
        items = [(0, f"{path}[0]")] if value else []
    else:
        return
    for key, at in items:
        yield at, (key,)
        child = value[key]  # type: ignore[index]
        for deeper, deeper_keys in _paths(child, at):
            yield deeper, (key, *deeper_keys)


def _mutants(report: dict[str, object]) -> Iterator[tuple[str, object]]:
    """The report with one member deleted or given a value of another type."""
    for path, keys in _paths(report, "$"):
        if (".want" in path or ".got" in path) and not path.endswith((".want", ".got")):
            continue  # any JSON value is a value wanted or got
        copy = json.loads(json.dumps(report))
        parent = copy
        for key in keys[:-1]:
            parent = parent[key]
        original = parent[keys[-1]]
        if isinstance(parent, dict):
            del parent[keys[-1]]
            yield path, json.loads(json.dumps(copy))
        for wrong in WRONG:
            if type(wrong) is not type(original) and not (
                isinstance(original, int | float) and isinstance(wrong, int | float)
                and not isinstance(wrong, bool) and not isinstance(original, bool)
            ):  # fmt: skip
                parent[keys[-1]] = wrong
                yield path, json.loads(json.dumps(copy))


def _dotted(path: str) -> str:
    """``$.ops["add"]`` and ``$.ops.add`` alike (a vector name or rule is quoted)."""
    return re.sub(r'\["([^"\\]*)"\]', r".\1", path)


def _names_the_way_to(where: str, path: str) -> bool:
    """The refusal names the broken member or an object on the way to it."""
    where, path = _dotted(where), _dotted(path)
    return path == where or path.startswith(where + ".") or path.startswith(where + "[")


def test_every_broken_member_is_refused_at_its_path_or_rendered() -> None:
    tried = refused = 0
    for report in _reports():
        for path, mutant in _mutants(report):
            tried += 1
            try:
                read = read_report(typing.cast(typing.Any, mutant))
            except InputError as e:
                refused += 1
                assert _names_the_way_to(e.where, path), (path, e.where, e.why)
                continue
            hint = UnusableReport if "unusable" in read else CertifyReport
            assert _conforms(read, hint), (path, read)
            markdown([read])
            html_page([read])
    assert tried > 300 and refused > tried // 2, (tried, refused)


@pytest.mark.parametrize(
    ("doc", "where", "why"),
    [
        ("[1]", "$", "expected a report of sigma-pol certify --json"),
        ('{"ok": true, "command": ["x"]}', "$", "missing `reference`"),
        ('{"ok": "yes", "command": ["x"]}', "$.ok", "expected true or false"),
        ('{"ok": false, "command": "x", "unusable": "why"}', "$.command", "array of strings"),
    ],
)
def test_side_by_side_refuses_a_file_that_is_not_a_report_with_its_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], doc: str, where: str, why: str
) -> None:
    path = tmp_path / "r.json"
    path.write_text(doc, encoding="utf-8")
    with pytest.raises(SystemExit) as ended:
        main(["side-by-side", str(path)])
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert f"{path}:{where}: " in err and why in err, err


def test_a_report_with_a_wrong_outcome_is_refused_naming_the_vector(tmp_path: Path) -> None:
    report = json.loads(json.dumps(_reports()[0]))
    name = next(iter(report["outcomes"]))
    report["outcomes"][name]["outcome"] = "passed"
    with pytest.raises(InputError) as refused:
        read_report(report)
    assert refused.value.where == f'$.outcomes["{name}"].outcome'
    assert "`pass`, `fail`, `not claimed`, `waived`" in refused.value.why
    assert report_format.OUTCOMES == ("pass", "fail", "not claimed", "waived")
