"""A user's file that is valid JSON but not what the option reads is refused with
a message, never a traceback (spec/07 §7.4: messages name the file and the
JSON path).

Every JSON input file of ``run``, ``eval``, ``explain`` and ``diff`` (the
example's candidates, context, responses, runtime and engine; a catalog; a
schema) is broken one member at a time, down to the members of their members:
the member deleted, or given a value of another JSON type, or a lone
surrogate.  Each broken file is handed to the command in this process
(tests/inprocess.py, which prints an escaping exception as Python does, with
status 1): the command must answer (0 or 1) or refuse (2, or 1 for a refused
term), and print no traceback.  The same sweep, run by hand over every member
at every depth (about 3 600 runs), found one command that crashed:
``side-by-side`` on a saved report (now tests/test_report_format.py).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from .inprocess import run_bytes

ROOT = Path(__file__).resolve().parent.parent
RUN = ROOT / "examples" / "run-retry"
#: one value of each JSON type and a lone surrogate: each member is given the ones of another type
WRONG: tuple[object, ...] = (None, True, 7, "x", [5], {"k": 5}, "\ud800")
ENGINE = {"circuit_breaker_threshold": 3, "circuit_breaker_rate_limit_ms": 1000}


@cache
def _catalog() -> object:
    """The catalog of a golden vector (chapter 11: providers, models, offers)."""
    golden = json.loads((ROOT / "golden" / "sigma_pol_v2.json").read_text(encoding="utf-8"))
    return next(v["catalog"] for v in golden["vectors"] if v["name"] == "catalog-request-policy")


def _mutants(doc: object, depth: int = 3) -> Iterator[tuple[str, object]]:
    """``doc`` with one member (an object's, or an array's first item) at most
    ``depth`` levels down deleted or replaced: (its path, the broken document)."""

    def walk(value: object, path: str, keys: tuple[object, ...]) -> Iterator[tuple[str, tuple]]:
        if len(keys) == depth:
            return
        if isinstance(value, dict):
            children: list[object] = list(value)
        elif isinstance(value, list):
            children = [0] if value else []
        else:
            return
        for key in children:
            at = f"{path}[{key!r}]"
            yield at, (*keys, key)
            yield from walk(value[key], at, (*keys, key))  # type: ignore[index]

    for wrong in WRONG:
        yield "$", wrong
    for path, keys in walk(doc, "$", ()):
        parent = copy = json.loads(json.dumps(doc))
        for key in keys[:-1]:
            parent = parent[key]
        original = parent[keys[-1]]
        if isinstance(parent, dict):
            del parent[keys[-1]]
            yield f"{path} deleted", json.loads(json.dumps(copy))
        for wrong in WRONG:
            if type(wrong) is not type(original):
                parent[keys[-1]] = wrong
                yield f"{path} = {wrong!r}", json.loads(json.dumps(copy))


def _inputs(tmp: Path) -> dict[str, str]:
    files: dict[str, Path] = {
        "candidates": RUN / "candidates.json",
        "ctx": RUN / "ctx.json",
        "responses": RUN / "responses-retry.json",
        "runtime": RUN / "runtime.json",
        "schema": ROOT / "examples" / "greybox.schema.json",
    }
    for name, doc in (("engine", ENGINE), ("catalog", _catalog())):
        files[name] = tmp / f"{name}.json"
        files[name].write_text(json.dumps(doc), encoding="utf-8")
    return {name: str(path) for name, path in files.items()}


#: (the command's words, with {option} for each file it reads, the file broken)
CASES = [
    (["run", "policy.sigma", "--candidates", "{candidates}", "--ctx", "{ctx}",
      "--responses", "{responses}", "--runtime", "{runtime}", "--engine", "{engine}",
      "--format", "json"], broken)
    for broken in ("candidates", "ctx", "responses", "runtime", "engine")
] + [
    (["run", "policy.sigma", "--catalog", "{catalog}", "--responses", "{responses}"], "catalog"),
    (["eval", "../greybox.sigma", "--schema", "{schema}", "--candidates", "{candidates}",
      "--ctx", "{ctx}"], "schema"),
    (["explain", "policy.sigma", "--catalog", "{catalog}", "--ctx", "{ctx}"], "ctx"),
    (["diff", "policy.sigma", "../cheapest-of-families.sigma", "--candidates", "{candidates}"],
     "candidates"),
]  # fmt: skip


@pytest.mark.parametrize(("words", "broken"), CASES, ids=[f"{w[0]}-{b}" for w, b in CASES])
def test_a_broken_input_file_is_refused_or_answered_never_a_traceback(
    tmp_path: Path, words: list[str], broken: str
) -> None:
    files = _inputs(tmp_path)
    target = tmp_path / f"broken-{broken}.json"
    given = files | {broken: str(target)}
    args = [w.format(**given) for w in words]
    unbroken, _out, err = run_bytes([w.format(**files) for w in words], cwd=RUN)
    assert unbroken in (0, 1), err.decode("utf-8")  # it runs: 0, or diff's "they differ"
    original = json.loads(Path(files[broken]).read_text(encoding="utf-8"))
    statuses = set()
    for what, doc in _mutants(original):
        target.write_text(json.dumps(doc), encoding="utf-8")
        status, out, err = run_bytes(args, cwd=RUN)
        text = (out + err).decode("utf-8")
        assert "Traceback" not in text, (what, text[-1500:])
        assert status in (0, 1, 2), (what, status, text[-500:])
        statuses.add(status)
    assert 2 in statuses, "no broken file was refused: the sweep broke nothing"
