"""The certifier: the reference certifies itself; a broken server is reported with
its failing operations and the likely culprits among them (that a single
mutant's culprit is its own operation: tests/test_golden.py, on the mutants'
replays); a hung one is timed out; answers compare as JSON values; a server
that cannot start or answers out of step stops the run once, with why; a vector
file is checked against its schema first; subsets, untested operations, pins
and versions (spec/07 §7.5).

The certifier runs in this process (tests/inprocess.py), the servers it
certifies in processes of their own; the reference certifying itself is a
``python -m sigma_pol_tools.cli certify`` process, the command end to end."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import sigma_pol
from sigma_pol.syntax.signature import SIGNATURE
from sigma_pol_tools.conformance.certify import certify, out_of_step
from sigma_pol_tools.conformance.compare import mismatches, same
from sigma_pol_tools.conformance.generate import golden_vectors, request_of

from .inprocess import ANSWER_WAIT, HUNG_WAIT, TIME_SCALE, patient
from .inprocess import sigma_pol as in_process

FIXTURE = Path(__file__).parent / "broken_serve.py"


def _certify(*args: str) -> subprocess.CompletedProcess[bytes]:
    """``sigma-pol certify ARGS…``, the certifier in this process."""
    return in_process("certify", *args, text=False)


def test_the_reference_certifies_itself() -> None:
    serve = [sys.executable, "-m", "sigma_pol_tools.cli", "serve"]
    done = subprocess.run(
        [sys.executable, "-m", "sigma_pol_tools.cli", *patient(["certify", "--", *serve])],
        capture_output=True,
        timeout=900,
    )
    out = done.stdout.decode()
    assert done.returncode == 0, out
    assert "42 / 42 operations conform" in out
    assert "FAIL" not in out


def test_a_broken_server_is_reported_with_its_failing_ops() -> None:
    done = _certify("--json", "--", sys.executable, str(FIXTURE))
    assert done.returncode == 1
    report = json.loads(done.stdout)
    assert not report["ok"]
    failed_ops = {op for op, row in report["ops"].items() if row["failed"]}
    assert {"argmax", "neg"} <= failed_ops
    assert report["ops"]["bot"]["failed"] == []
    fields = {(f["vector"], f["field"]) for f in report["failures"]}
    assert ("scorer-neg", "expect.scores") in fields
    assert ("selector-argmax-ties", "expect.ordered") in fields
    # Many ops are covered by failing vectors alongside the two broken ones; the
    # culprits are those two, and the rows blame only them (issue 33).
    assert failed_ops == {"argmax", "neg"}
    assert len({op for op, row in report["ops"].items() if row["elsewhere"]}) > 10
    assert [c["op"] for c in report["culprits"]] == ["argmax", "neg"]
    # neg-minus changes every neg score, so every vector covering neg fails.
    covering_neg = sum(1 for v in golden_vectors() if "neg" in v["covers"])
    # argmax is named first and explains its own failures; neg explains the
    # failing vectors left, those covering neg and not argmax, in report order
    failing = [f["vector"] for f in report["failures"]]
    left = [n for n in dict.fromkeys(failing) if n not in report["culprits"][0]["explains"]]
    assert left and report["culprits"][1] == {
        "op": "neg",
        "failed": covering_neg,
        "passed": 0,
        "explains": left,
    }
    covers = {f["vector"]: f["covers"] for f in report["failures"]}
    assert covers["scorer-neg"] == ["field", "neg"]


def test_a_hung_answer_is_timed_out_and_the_rest_still_run(tmp_path: Path) -> None:
    # five vectors, the hung one second, all answered right but it: the three
    # after it pass in the server's next process (was: every vector).  The
    # timeout bounds each answer, the first of a process too (an interpreter's
    # start and the package's import): HUNG_WAIT, 30 times what a busy machine
    # takes, which the hung answer costs once (was 1 s: failed under load).
    names = ("pred-top", "xform-id", "encoding-ac-sorting", "scorer-neg", "selector-argmax-ties")
    vectors = _vector_file(tmp_path, names)
    server = ("--", sys.executable, str(FIXTURE), "--right", "--hang-on", "xform-id")
    done = _certify("--timeout", f"{HUNG_WAIT:g}", "--vectors", vectors, *server)
    out = done.stdout.decode()
    assert done.returncode == 1
    assert f"xform-id: answer: want an answer line, got no answer within {HUNG_WAIT:g} s" in out
    assert "FAIL id " in out
    assert "4 / 5 vectors passed" in out


def test_a_server_that_never_reads_its_input_is_not_waited_for() -> None:
    """It answers with garbage and never reads: the requests fill the pipe, and
    the write that would block for ever fails its vector instead (spec/07 §7.5).
    The server is a shell (it starts in milliseconds, where Python took 0.5 s
    on a busy machine) that prints its garbage and stops itself (SIGSTOP:
    never reads, never ends until killed).  Each blocked write costs the
    timeout (about six, one per pipe-full of the vectors): 2 s, 20 times
    what the shell takes under load (was 0.5 s with a Python server: failed
    under load when its start outlasted it)."""
    never_reads = "yes garbage | head -n 400; kill -STOP $$"
    done = _certify("--timeout", f"{2 * TIME_SCALE:g}", "--", "sh", "-c", never_reads)
    out = done.stdout.decode()
    assert done.returncode == 1
    assert "answer: want an answer line, got the process stopped reading" in out
    assert "answer: want a JSON line, got " in out


def test_usage_errors_exit_2() -> None:
    assert _certify().returncode == 2
    assert _certify("--", "/nonexistent/server").returncode == 2
    assert _certify("--vectors", "/nonexistent.json", "--", "true").returncode == 2


def test_empty_values_and_exact_numbers() -> None:
    """Numbers compare as doubles, exactly (spec/07-conformance.md §7.1): the spelling
    does not matter, one ulp does; -0 is 0; non-finite doubles are strings."""
    assert same({"request": []}, {"request": {}})
    assert same([1.0, "nan"], [1, "nan"])
    assert same(0.3, 0.29999999999999999)
    assert not same(1.0, 1.0 + 2**-52)
    assert not same(0.3, 0.1 * 3)
    assert same(0.0, -0.0)
    assert not same("+inf", float("inf"))
    assert not same("nan", "+inf")
    assert not same(10**400, 1e308)
    assert not same(1, True)
    vector = {"name": "v", "kind": "scorer", "expect": {"scores": [0.3], "sort": "Scorer"}}
    assert mismatches(vector, {"name": "v", "expect": {"scores": [0.3], "sort": "Scorer"}}) == []
    assert mismatches(vector, {"name": "v", "expect": {"scores": [0.1 + 0.2], "sort": "Scorer"}})


def test_an_expected_input_error_is_passed_by_any_error() -> None:
    vector = {"name": "v", "kind": "policy", "input_error": "$.candidates[1].price_in: …"}
    assert mismatches(vector, {"name": "v", "error": "something else"}) == []
    assert mismatches(vector, {"name": "v", "expect": {"sort": "Policy"}})


# ---------------------------------------------------------------------------
# broken servers, small vector files (spec/07 §7.5)

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "sigma_pol_v2.json"
#: Five vectors; scorer-neg and selector-argmax-ties fail on the broken fixture.
FIVE = ("encoding-ac-sorting", "pred-top", "scorer-neg", "selector-argmax-ties", "xform-id")


@cache
def _golden_by_name() -> dict[str, dict[str, Any]]:
    doc = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return {v["name"]: v for v in doc["vectors"]}


def _vector_file(tmp_path: Path, names: Sequence[str] = FIVE, **pins: list[str]) -> str:
    """A vector file holding the named golden vectors (with ``pins`` added by name)."""
    vectors = [dict(_golden_by_name()[n]) for n in names]
    for v in vectors:
        if v["name"] in pins:
            v["pins"] = pins[v["name"]]
    path = tmp_path / "vectors.json"
    path.write_text(json.dumps({"version": "sigma-pol/v2", "vectors": vectors}), encoding="utf-8")
    return str(path)


def _run(*args: str) -> tuple[int, str, str]:
    done = _certify(*args)
    return done.returncode, done.stdout.decode(), done.stderr.decode()


def test_a_server_that_exits_at_start_up_stops_the_run_once(tmp_path: Path) -> None:
    """Before: 312 restarts, `boom` 312 times, exit 1, no exit status.  Now: three
    processes, one message with the status and the end of stderr, exit 2."""
    starts = tmp_path / "starts"
    server = f"echo started >> {starts}; echo boom >&2; exit 3"
    status, out, err = _run("--vectors", _vector_file(tmp_path), "--", "sh", "-c", server)
    assert status == 2, err
    assert out == ""
    assert "the server cannot start: 3 processes in a row ended before giving any answer" in err
    assert "exit status: 3" in err
    assert err.count("boom") == 1
    assert starts.read_text().count("started") == 3


def test_a_command_that_cannot_be_run_exits_2(tmp_path: Path) -> None:
    status, out, err = _run("--vectors", _vector_file(tmp_path), "--", "/nonexistent/server")
    assert (status, out) == (2, "")
    assert "cannot start /nonexistent/server: No such file or directory" in err


def test_deaths_after_a_first_answer_fail_only_their_vectors(tmp_path: Path) -> None:
    """Three deaths in a row, but the server answered before: a report, each
    death with its exit status and the end of its stderr."""
    dying = "pred-top,scorer-neg,selector-argmax-ties"
    status, out, _err = _run(
        "--vectors", _vector_file(tmp_path), "--", sys.executable, str(FIXTURE),
        "--right", "--exit-on", dying,
    )  # fmt: skip
    assert status == 1, out
    for name in dying.split(","):
        assert (
            f"{name}: answer: want an answer line, got the process exited (exit status 4); "
            f"its standard error ends: dying on {name}"
        ) in out
    assert "2 / 5 vectors passed" in out


def test_an_answer_that_is_not_json_is_shown(tmp_path: Path) -> None:
    status, out, _err = _run(
        "--vectors", _vector_file(tmp_path), "--", sys.executable, str(FIXTURE),
        "--right", "--garbage-on", "pred-top",
    )  # fmt: skip
    assert status == 1
    assert (
        "pred-top: answer: want a JSON line, got 'Traceback: oops' "
        "(1:1: invalid JSON: Expecting value)"
    ) in out
    assert "4 / 5 vectors passed" in out


def test_a_banner_on_stdout_is_named_once_not_as_every_later_vector(tmp_path: Path) -> None:
    status, out, err = _run(
        "--vectors", _vector_file(tmp_path), "--", sys.executable, str(FIXTURE),
        "--right", "--banner", "MyServer 1.0 ready",
    )  # fmt: skip
    assert (status, out) == (2, ""), err
    assert err.count("out of step") == 1
    # The banner is read as the answer to hello, the answer to hello as vector #1's.
    assert (
        "the answer to vector #1 'encoding-ac-sorting' is named 'hello', after the hello request"
        in err
    )
    assert "a banner before its first answer" in err
    assert "'MyServer 1.0 ready'" in err


@pytest.mark.parametrize(
    ("doc", "message"),
    [
        (
            {"version": "sigma-pol/v2", "vectors": [{"nam": "x"}]},
            "$.vectors[0].nam: unexpected member (did you mean 'name'?)",
        ),
        ({"vectors": []}, "$: missing member 'version'"),
        ({"version": "sigma-pol/v1", "vectors": []}, '$.version: expected "sigma-pol/v2"'),
        (
            {
                "version": "sigma-pol/v2",
                "vectors": [{**_golden_by_name()["pred-top"], "covers": ["topp"]}],
            },
            "$.vectors[0].covers[0]: \"topp\" is not one of the 42 allowed values (did you mean 'top'?)",
        ),
    ],
)
def test_a_vector_file_that_breaks_the_schema_exits_2_with_its_path(
    tmp_path: Path, doc: Any, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    # `false` would fail every vector: it must never be started.
    status, out, err = _run("--vectors", str(path), "--", "false")
    assert (status, out) == (2, "")
    assert f"sigma-pol: error: {path}:{message}" in err


def test_operations_without_vectors_are_untested_not_conforming(tmp_path: Path) -> None:
    # pred-top covers `top` only: 1 operation conforms, 41 are untested.
    vectors = _vector_file(tmp_path, ["pred-top"])
    status, out, _err = _run("--vectors", vectors, "--", sys.executable, str(FIXTURE))
    assert status == 0
    assert "1 / 1 vectors passed; 1 / 42 operations conform, 41 untested" in out
    assert "untested (no vector of this run covers them): bot, and, or," in out
    status, out, _err = _run("--json", "--vectors", vectors, "--", sys.executable, str(FIXTURE))
    report = json.loads(out)
    assert report["untested"] == [op for op in SIGNATURE if op != "top"]
    assert report["ops"]["top"] == {"passed": ["pred-top"], "failed": [], "elsewhere": []}


def test_verbose_shows_the_request_and_note_of_each_failing_vector(tmp_path: Path) -> None:
    vectors = _vector_file(tmp_path)
    status, out, _err = _run("-v", "--vectors", vectors, "--", sys.executable, str(FIXTURE))
    assert status == 1
    neg = _golden_by_name()["scorer-neg"]
    assert "    note: neg is 1 - s (not -s)" in out
    assert f"    request: {request_of(neg)}" in out
    assert "request: " + request_of(_golden_by_name()["pred-top"]) not in out  # it passed
    status, quiet, _err = _run("--vectors", vectors, "--", sys.executable, str(FIXTURE))
    assert "request: " not in quiet and "note: " not in quiet


def test_only_runs_a_vector_or_the_vectors_of_an_operation(tmp_path: Path) -> None:
    # The committed vectors as a file: the same vectors, without generating them.
    server = ("--vectors", str(GOLDEN), "--", sys.executable, str(FIXTURE))
    status, out, _err = _run("--json", "--only", "neg", *server)
    assert status == 1  # neg is broken in the fixture
    report = json.loads(out)
    covering_neg = [n for n, v in _golden_by_name().items() if "neg" in v["covers"]]
    assert covering_neg and report["vectors"] == len(covering_neg)
    assert sorted(report["ops"]["neg"]["failed"]) == sorted(covering_neg)
    status, out, _err = _run("--json", "--only", "xform-id", "--only", "scorer-neg", *server)
    assert status == 1
    assert json.loads(out)["vectors"] == 2
    status, out, err = _run("--only", "negg", *server)
    assert (status, out) == (2, "")
    assert "--only: no vector or operation named 'negg' (did you mean 'neg'" in err
    server = ("--vectors", _vector_file(tmp_path), "--", sys.executable, str(FIXTURE))
    status, out, err = _run("--only", "policy", *server)
    assert status == 2
    assert "--only: no vector covers the operation 'policy'" in err


def test_the_json_report_names_the_versions(tmp_path: Path) -> None:
    vectors = _vector_file(tmp_path, ["pred-top"])
    status, out, _err = _run("--json", "--vectors", vectors, "--", sys.executable, str(FIXTURE))
    assert status == 0
    report = json.loads(out)
    assert report["reference"] == sigma_pol.__version__
    assert report["specification"] == "sigma-pol/v2"
    assert report["vectors_file"] == vectors
    assert report["vectors_version"] == "sigma-pol/v2"
    status, out, _err = _run("--vectors", vectors, "--", sys.executable, str(FIXTURE))
    assert status == 0
    assert out.splitlines()[1] == (
        f"reference: sigma-pol {sigma_pol.__version__} (specification sigma-pol/v2); "
        f"vectors: {vectors} (sigma-pol/v2), 1 run"
    )


def test_failures_are_grouped_by_the_pinned_rules_their_vectors_depend_on(
    tmp_path: Path,
) -> None:
    """scorer-neg and selector-argmax-ties fail on the fixture; pred-top passes."""
    names = ["pred-top", "scorer-neg", "selector-argmax-ties"]
    pins = {"scorer-neg": ["pinned-x"], "selector-argmax-ties": ["pinned-x", "pinned-y"]}
    by_name = _golden_by_name()
    vectors = [{**by_name[n], **({"pins": pins[n]} if n in pins else {})} for n in names]
    vectors[0]["pins"] = ["pinned-y"]
    report = certify(vectors, [sys.executable, str(FIXTURE)], timeout=ANSWER_WAIT)
    assert report.by_pin() == {
        "pinned-x": ([], ["scorer-neg", "selector-argmax-ties"]),
        "pinned-y": (["pred-top"], ["selector-argmax-ties"]),
    }
    text = report.render()
    assert "  pinned-x  2 of its 2 vectors fail" in text
    assert "  pinned-y  1 of its 2 vectors fail" in text
    assert "every failing vector depends on a pinned rule" in text
    assert report.to_json()["pins"]["pinned-y"] == {
        "passed": ["pred-top"],
        "failed": ["selector-argmax-ties"],
    }
    # One failing vector without a pin: said as such.
    del vectors[1]["pins"]
    text = certify(vectors, [sys.executable, str(FIXTURE)], timeout=ANSWER_WAIT).render()
    assert "  1 failing vector(s) depend on no pinned rule" in text
    assert "every failing vector depends" not in text


def test_version_is_printed() -> None:
    done = in_process("--version")
    assert done.returncode == 0
    assert done.stdout == f"sigma-pol {sigma_pol.__version__} (specification sigma-pol/v2)\n"


def test_an_answer_named_after_a_later_vector_is_out_of_step_too() -> None:
    vectors = [{"name": "a"}, {"name": "b"}, {"name": "c"}]
    assert out_of_step(0, vectors, '{"name":"a"}', None) is None
    assert out_of_step(0, vectors, '{"name":"elsewhere"}', None) is None  # a plain mismatch
    assert out_of_step(0, vectors, "not json", None) is None
    later = out_of_step(0, vectors, '{"name":"c"}', None)
    assert later is not None
    assert "the answer to vector #1 'a' is named 'c', after a later vector (#3)" in later.why
    assert later.hint.startswith("the server skipped an answer")
    earlier = out_of_step(2, vectors, '{"name":"b"}', "'hello'")
    assert earlier is not None
    assert "after an earlier vector (#2)" in earlier.why
    assert earlier.hint.endswith("The first line that answered nothing: 'hello'")


def test_a_vector_file_that_is_not_utf8_is_refused_at_its_byte(tmp_path: Path) -> None:
    path = tmp_path / "v.json"
    path.write_bytes(b'{"version":"sigma-pol/v2",\n "vectors":["\xff"]}')
    done = _certify(
        "--vectors", str(path), "--", sys.executable, "-m", "sigma_pol_tools.cli", "serve"
    )
    assert done.returncode == 2
    assert f"{path}:2:14: not valid UTF-8 (byte 0xff)".encode() in done.stderr
