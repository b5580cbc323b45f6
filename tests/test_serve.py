"""`sigma-pol serve` never dies on input (spec/07 §7.1, "The reference's server").

Every protocol member of a valid request of each kind gets each hostile value;
the server answers every non-empty line with exactly one line of valid UTF-8
JSON and is still alive at the end.  Then the layers one by one: a lone
surrogate where an answer would echo it is an input error; an answer that would
still echo one is refused as a whole; an internal exception becomes an error
answer naming the request, its traceback on standard error only.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest
import sigma_pol
from sigma_pol.protocol import answer as protocol
from sigma_pol.protocol.answer import answer_line

CANDIDATE = {"provider_id": "a", "model_family": "m"}
#: One valid request of each kind; hostile values replace one member at a time.
REQUESTS: dict[str, dict[str, Any]] = {
    "encoding": {"kind": "encoding", "term": ["top"]},
    "reject": {"kind": "reject", "term": ["top", 1]},
    "pred": {"kind": "pred", "term": ["top"], "cases": [{"candidate": CANDIDATE, "ctx": {}}]},
    "scorer": {"kind": "scorer", "term": ["zero"], "candidates": [CANDIDATE], "ctx": {}},
    "selector": {"kind": "selector", "term": ["argmax"], "candidates": [CANDIDATE], "scores": [1]},
    "policy": {
        "kind": "policy",
        "term": ["policy", ["top"], ["zero"], ["argmax"], ["id"], ["always", {"action": "abort"}]],
        "candidates": [CANDIDATE],
        "ctx": {"seed": 1},
    },
    "xform": {"kind": "xform", "term": ["id"], "candidate": CANDIDATE, "request": {"x": "y"}},
    "failplan": {"kind": "failplan", "term": ["always", {"action": "abort"}], "cases": ["timeout"]},
}
MEMBERS = (
    "name",
    "kind",
    "term",
    "schema",
    "cases",
    "candidates",
    "candidate",
    "ctx",
    "request",
    "scores",
    "catalog",
)
#: Beyond the nesting bound: the line is refused before it is parsed (no name).
TOO_DEEP = "[" * 600 + "]" * 600
#: JSON texts (not values: some cannot be written by a JSON library) put in a member's place.
HOSTILE = (
    '"\\ud800"',  # a lone surrogate escape
    '"a\\udc00b"',
    '["\\ud800", {"\\udfff": "\\ud800"}]',  # as a member name, nested
    '{"\\ud800": 1}',
    '"\udcff\udcfe"',  # written out as the invalid UTF-8 bytes ff fe (surrogateescape)
    "1e400",
    "-1e400",
    "123456789012345678901234567890123456789",
    "5e-324",
    "[" * 511 + "]" * 511,  # deep, within the bound
    TOO_DEEP,
    '{"a":' * 300 + "1" + "}" * 300,
    "null",
    "true",
    "0",
    '""',
    "[]",
    "{}",
    '"x"',
    '[{"provider_id": 1}]',
)


def _echoed(value: str) -> str | None:
    """The ``name`` an answer gives for a request whose ``name`` is ``value`` (JSON text)."""
    name = json.loads(value)
    if not isinstance(name, str):
        return None
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return None
    return name


def _lines() -> list[tuple[bytes, str | None]]:
    """Request lines and the name each answer must carry."""
    lines = []
    for base in REQUESTS.values():
        for member in MEMBERS:
            for value in HOSTILE:
                request = json.dumps({**base, "name": "n", member: "@@"})
                line = request.replace('"@@"', value).encode("utf-8", "surrogateescape")
                name = _echoed(value) if member == "name" else "n"
                lines.append((line, None if value is TOO_DEEP else name))
    extra = [
        (b"", None),  # empty: no answer
        (b"   ", None),
        (b"\xff\xfe{not json", None),
        (b'{"name": "\xff", "kind": "encoding", "term": ["top"]}', None),  # not UTF-8
        (
            b'{"name": "long", "kind": "encoding", "term": ["family_eq", "'
            + b"x" * 3_000_000
            + b'"]}',
            "long",
        ),
        (b"[" * 100_000, None),
        (b'{"kind": "encoding", "term": ["top"]} trailing', None),
        (b"\x00", None),
    ]
    return lines + extra


def test_serve_answers_every_hostile_line_with_one_json_line_and_lives() -> None:
    lines = _lines()
    done = subprocess.run(
        [sys.executable, "-m", "sigma_pol_tools.cli", "serve"],
        input=b"\n".join(line for line, _name in lines) + b"\n",
        capture_output=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")[-3000:]
    assert b"Traceback" not in done.stderr
    answers = done.stdout.split(b"\n")
    assert answers.pop() == b""  # the last line ends too
    expected = [(line, name) for line, name in lines if line.strip()]
    assert len(answers) == len(expected)
    for (line, name), raw in zip(expected, answers, strict=True):
        answer = json.loads(raw.decode("utf-8"))  # strict UTF-8: no surrogate escaped out
        assert isinstance(answer, dict), line[:200]
        assert ("expect" in answer) != ("error" in answer), (line[:200], answer)
        assert answer["name"] == name, (line[:200], answer)


@pytest.mark.parametrize(
    ("line", "error"),
    [
        (
            '{"name": "\\ud800", "kind": "encoding", "term": ["top"]}',
            "$.name: string is not valid Unicode (lone surrogate)",
        ),
        (
            '{"name": "f", "kind": "failplan", "term": ["always", {"action": "abort"}],'
            ' "cases": ["timeout", "x\\udc00"]}',
            "$.cases[1]: string is not valid Unicode (lone surrogate)",
        ),
    ],
)
def test_a_lone_surrogate_the_answer_would_echo_is_an_input_error(line: str, error: str) -> None:
    answer = json.loads(answer_line(line))
    assert answer["error"] == error
    assert answer["name"] in ("f", None)


def _handler_answering(extra: dict[str, Any]) -> Any:
    def handler(compiled: Any, request: Any, schema: Any) -> protocol.Evaluated:
        return protocol.Evaluated(extra)

    return handler


def test_an_answer_that_would_still_echo_a_lone_surrogate_is_refused_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A handler echoing what no check refused (planted): the answer is an error."""
    handlers = {**protocol.HANDLERS, "scorer": _handler_answering({"x": ["\udc80"]})}
    monkeypatch.setattr(protocol, "HANDLERS", handlers)
    text = answer_line('{"name": "e", "kind": "scorer", "term": ["zero"], "candidates": []}')
    text.encode("utf-8")  # valid UTF-8
    assert json.loads(text) == {
        "name": "e",
        "error": "$: the answer would echo a string that is not valid Unicode (lone surrogate),"
        " at answer.expect.x[0]",
    }


def test_an_internal_error_is_an_error_answer_and_a_traceback_on_the_log(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(compiled: Any, request: Any, schema: Any) -> dict[str, Any]:
        return {"ratio": 1 / 0}

    monkeypatch.setattr(protocol, "HANDLERS", {**protocol.HANDLERS, "scorer": broken})
    logged: list[str] = []
    line = '{"name": "z", "kind": "scorer", "term": ["zero"], "candidates": []}'
    text = answer_line(line, logged.append)
    assert json.loads(text) == {
        "name": "z",
        "error": "$: internal error (ZeroDivisionError) answering request 'z'; please report it",
    }
    assert len(logged) == 1
    assert logged[0].startswith("internal error answering request 'z':\nTraceback")
    assert "ZeroDivisionError: division by zero" in logged[0]


def test_serve_logs_an_internal_error_on_stderr_and_keeps_serving() -> None:
    """The planted bug of the previous test, in a real server process."""
    planted = (
        "from sigma_pol.protocol import answer as protocol\n"
        "def broken(compiled, request, schema): return {'ratio': 1 / 0}\n"
        "protocol.HANDLERS['scorer'] = broken\n"
        "from sigma_pol_tools.cli import main\n"
        "raise SystemExit(main(['serve']))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", planted],
        input=b'{"name":"z","kind":"scorer","term":["zero"],"candidates":[]}\n'
        b'{"name":"p","kind":"encoding","term":["top"]}\n',
        capture_output=True,
        timeout=900,
    )
    assert done.returncode == 0
    first, second = (json.loads(line) for line in done.stdout.splitlines())
    assert first["error"].startswith("$: internal error (ZeroDivisionError)")
    assert second["expect"]["encoding"] == "sigma-pol/v2:(top)"
    err = done.stderr.decode()
    assert "sigma-pol serve: internal error answering request 'z':\nTraceback" in err
    assert b"Traceback" not in done.stdout


def test_serve_names_its_version_on_stderr_and_keeps_stdout_for_answers() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "sigma_pol_tools.cli", "serve"],
        input=b'{"name":"a","kind":"encoding","term":["top"]}\n',
        capture_output=True,
        timeout=900,
    )
    assert done.stderr.decode() == (
        f"sigma-pol serve: sigma-pol {sigma_pol.__version__} (specification sigma-pol/v2); "
        "one JSON request a line on standard input\n"
    )
    assert [json.loads(line)["name"] for line in done.stdout.splitlines()] == ["a"]


def test_an_internal_error_while_reading_the_line_is_an_unnamed_error_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(text: str) -> Any:
        raise RecursionError("planted")

    monkeypatch.setattr(protocol, "read_json", broken)
    logged: list[str] = []
    text = answer_line('{"name": "z"}', logged.append)
    assert json.loads(text) == {
        "name": None,
        "error": "$: internal error (RecursionError) answering request (unnamed); please report it",
    }
    assert "RecursionError: planted" in logged[0]
