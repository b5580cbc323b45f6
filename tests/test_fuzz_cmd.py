"""``sigma-pol fuzz``: differential testing against the reference (spec/07-conformance.md §7.6).

The servers with a planted bug are ``tests/fuzz_serve.py`` (a mutant of
``mutation/mutants.py``, or a quirk no golden vector sees).  The expected
minimal requests are derived by hand in each test's comment.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from sigma_pol.syntax.signature import SIGNATURE, ParamSort, Sort
from sigma_pol_tools.conformance.certify import certify
from sigma_pol_tools.conformance.fuzz import (
    DEFAULT_COUNT,
    InProcessServer,
    Options,
    ServerUnusable,
    fuzz,
    request_line,
)
from sigma_pol_tools.conformance.fuzz_gen import (
    CORPUS_DEPTH,
    KINDS,
    Focus,
    RequestGenerator,
    nesting,
)
from sigma_pol_tools.conformance.fuzz_pins import pins_of
from sigma_pol_tools.conformance.fuzz_values import SMALLEST, native
from sigma_pol_tools.conformance.generate import definitions_in, shipped_vectors
from sigma_pol_tools.conformance.minimize import SMALLEST_TERMS, minimize, needed_ops
from sigma_pol_tools.conformance.term_walk import operations
from sigma_pol_tools.conformance.vectors.summaries import SUMMARY

from mutation.mutants import MUTANTS

from .conftest import run_main
from .inprocess import patient, printed_with_hash_seed, sigma_pol

HERE = Path(__file__).parent
SERVE = [sys.executable, "-m", "sigma_pol_tools.cli", "serve"]
FIXTURE = [sys.executable, str(HERE / "fuzz_serve.py")]
SCHEMA = json.loads((HERE.parent / "golden" / "vectors.schema.json").read_text(encoding="utf-8"))


def _groups(stdout: str) -> list[dict[str, Any]]:
    """The groups of a report: header line and the members of its first divergence."""
    groups: list[dict[str, Any]] = []
    for line in stdout.splitlines():
        if line[:1].isdigit() and ". " in line:
            groups.append({"header": line})
        elif groups and line.startswith("   ") and ":" in line:
            key, _, value = line.strip().partition(":")
            groups[-1].setdefault(key, value.strip())
    return groups


@pytest.fixture(scope="module")
def vectors() -> list[dict[str, Any]]:
    """The golden vectors as certify reads them (the shipped file, which
    tests/test_golden.py keeps equal to a fresh generation)."""
    return shipped_vectors()[1]


def _mutant(name: str) -> Any:
    (mutant,) = [m for m in MUTANTS if m.name == name]
    return mutant


# ---------------------------------------------------------------------------
# the command against the reference's own server and planted bugs


def test_the_reference_server_agrees_with_the_reference() -> None:
    # 5000 requests take about 5 s here; see the report of the branch for that figure
    done = sigma_pol("fuzz", "--count", "1500", "--seed", "1", "--", *SERVE)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "seed 1: 1500 requests" in done.stdout
    assert "0 diverged" in done.stdout
    assert done.stderr == ""  # no progress line when standard error is not a terminal


def test_a_progress_line_goes_to_standard_error_on_a_terminal() -> None:
    import pty

    master, terminal = pty.openpty()
    # the line is drawn after the first request already (then every 0.25 s): 30 requests
    # show it whatever the machine's speed
    command = [
        sys.executable,
        "-m",
        "sigma_pol_tools.cli",
        *patient(["fuzz", "--count", "30", "--", *SERVE]),
    ]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=terminal) as proc:
        os.close(terminal)
        stdout, _ = proc.communicate(timeout=900)
    seen = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:  # the terminal's other end is closed
            break
        if not chunk:
            break
        seen += chunk
    os.close(master)
    assert proc.returncode == 0, stdout
    assert b"\rfuzz: " in seen and b" requests, 0 diverged, " in seen
    assert b"30 requests" in stdout


def test_serve_answers_a_name_with_a_lone_surrogate() -> None:
    # found by the fuzzer (and the certifier's hostile-input test): the echoed name
    # has no UTF-8 form and serve died writing it; it is an input error (§7.1)
    line = '{"name":"\\ud800","kind":"encoding","term":["top"]}\n'
    done = subprocess.run(SERVE, input=line.encode(), capture_output=True, timeout=900)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer == {
        "name": None,
        "error": "$.name: string is not valid Unicode (lone surrogate)",
        "at": "$.name",
    }


@pytest.mark.parametrize(
    ("mutant", "label", "seed", "count"),
    # each found at a request of the stream: argmax-ties-reversed's first non-run
    # divergence at request 198 of seed 5 (460 of seed 0), neg-minus's at 48 of seed 0,
    # policy-no-filter's at 9 of seed 0 (the budget was 600 of seed 0 for all three)
    [
        ("argmax-ties-reversed", "argmax", 5, 250),
        ("neg-minus", "neg", 0, 100),
        ("policy-no-filter", "policy", 0, 50),
    ],
)
def test_a_planted_mutant_is_found_minimized_and_named(
    mutant: str, label: str, seed: int, count: int
) -> None:
    args = ("--seed", str(seed), "--count", str(count))
    done = sigma_pol("fuzz", *args, "--", *FIXTURE, "--mutant", mutant)
    assert done.returncode == 1, done.stdout + done.stderr
    # the first group of a non-run request (a run over the plan diverges too, and more often)
    first = next(g for g in _groups(done.stdout) if '"kind":"run"' not in g["request"])
    assert first["header"].split(". ", 1)[1].startswith(f"{label} · expect.")
    request = json.loads(first["request"])
    assert label in operations(request["term"])
    # Hand-derived floors: reversed ties need two candidates with one score (one
    # candidate has no tie); the mutant negates what neg computes, so neg(zero) over
    # one candidate gives 1 against -1 (no candidate: no score to differ); an
    # ignored filter shows on one candidate the filter rejects.
    count = len(request.get("candidates", []))
    assert count == {"argmax-ties-reversed": 2, "neg-minus": 1, "policy-no-filter": 1}[mutant]
    assert first["reference"] != first["server"]


def test_a_quirk_the_golden_vectors_miss_null_scores(vectors: list[dict[str, Any]]) -> None:
    # The fixture reads "scores": null as [] (an input error with any candidate); the
    # reference reads it as absent (chapter 7 §7.1).  Of the golden vectors only the
    # one written for that gap since (selector-scores-null) catches it; the fuzzer
    # finds it from nothing.
    quirk = [*FIXTURE, "--quirk", "null-scores"]
    report = certify(vectors, quirk)
    assert {r.name for r in report.results if not r.passed} == {"selector-scores-null"}
    # within the default budget: the sweep sends it at request 461, whatever the seed
    # (seeds 0 to 8 tried), so 600 requests of the 2000 a run sends by default
    from sigma_pol_tools.cli import parser
    from sigma_pol_tools.commands.fuzz_command import stream_options

    assert (
        stream_options(parser(["fuzz"]).parse_args(["fuzz", "--", *quirk])).count == DEFAULT_COUNT
    )
    done = sigma_pol("fuzz", "--count", "600", "--", *quirk)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "seed 0: 600 requests" in done.stdout
    (group,) = _groups(done.stdout)
    request = json.loads(group["request"])
    # minimal: a selector, its smallest term, one candidate, null scores
    assert request["kind"] == "selector"
    assert request["term"] == ["argmax"]
    assert request["scores"] is None
    assert len(request["candidates"]) == 1
    assert "expect" in json.loads(group["reference"])
    assert "error" in json.loads(group["server"])


def test_a_quirk_the_golden_vectors_miss_empty_object_word(vectors: list[dict[str, Any]]) -> None:
    # The fixture writes {} in a message as `array`, the reference as `object`.
    # Of the golden vectors only the one written for that gap catches it.
    quirk = [*FIXTURE, "--quirk", "empty-object-word"]
    report = certify(vectors, quirk)
    assert {r.name for r in report.results if not r.passed} == {"reject-tier-empty-object"}
    # seed 0 finds it first at request 1168 (tier_eq {}), then 1190 (min_tier {}) and
    # 1894 (always with an action {}); the budget was the default 2000
    done = sigma_pol("fuzz", "--count", "1250", "--", *quirk)
    assert done.returncode == 1, done.stdout + done.stderr
    groups = _groups(done.stdout)
    assert groups and all("expect.error" in g["header"] for g in groups)
    # Where chapter 3 §3.6 writes a value: an unknown tier, an invalid action.
    labels = {g["header"].split(" · ")[0].split(". ")[1] for g in groups}
    assert labels <= {"tier_eq", "min_tier", "always", "override"}
    for group in groups:
        request = json.loads(group["request"])
        assert "{}" in json.dumps(request["term"])
        assert "object" in group["reference"] and "array" in group["server"]
        assert "pinned-empty-object-is-array" in group["pinned"]


# ---------------------------------------------------------------------------
# unusable servers, misuse


def _python(code: str) -> list[str]:
    return [sys.executable, "-c", code]


@pytest.mark.parametrize(
    ("server", "says"),
    [
        (_python("import sys; sys.stderr.write('no config\\n'); sys.exit(3)"), "exit status 3"),
        (_python("import sys\nfor l in sys.stdin: print('ok', flush=True)"), "not JSON"),
        (["/nonexistent/server"], "cannot start /nonexistent/server"),
    ],
)
def test_an_unusable_server_exits_2_with_its_status_and_stderr(
    server: list[str], says: str
) -> None:
    done = sigma_pol("fuzz", "--count", "50", "--", *server)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "server unusable" in done.stderr and says in done.stderr
    assert "Traceback" not in done.stderr
    if "exit status 3" in says:
        assert "no config" in done.stderr


def test_a_server_dying_on_one_request_is_a_divergence_and_restarted() -> None:
    # answers like serve, but exits on a failplan request whose term has an override
    code = (
        "import sys\n"
        "from sigma_pol.protocol.answer import answer_line\n"
        "for raw in sys.stdin:\n"
        "    if '\"failplan\"' in raw and '\"override\"' in raw: sys.exit(9)\n"
        "    print(answer_line(raw.strip()), flush=True)\n"
    )
    # the first override (and death) is request 3; 5 requests (were 20) restart it once
    # and minimize that death
    done = sigma_pol("fuzz", "--count", "5", "--kinds", "failplan", "--", *_python(code))
    assert done.returncode == 1, done.stdout + done.stderr
    groups = _groups(done.stdout)
    assert all(g["header"].endswith("diverged") or "other minimal" in g["header"] for g in groups)
    assert any(" · answer:" in g["header"] for g in groups)
    died = next(g for g in groups if " · answer:" in g["header"])
    assert json.loads(died["request"])["kind"] == "failplan"
    assert died["server"] == "the process exited"


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--kinds", "selectr"], "unknown kind 'selectr' (did you mean 'selector'?)"),
        (["--containing", "argmx"], "unknown operation 'argmx' (did you mean 'argmax'?)"),
        (
            ["--kinds", "pred", "--containing", "argmax"],
            "no kind among pred has a term with argmax",
        ),
        (["--count", "0"], "--count: expected a positive number"),
        ([], "no server to fuzz"),
    ],
)
def test_misuse_is_refused(args: list[str], says: str, capsys: pytest.CaptureFixture[str]) -> None:
    # refused before any server starts: the command's status and message, in this process
    status, _out, err = run_main(["fuzz", *args, *(["--", *SERVE] if args else [])], capsys)
    assert status == 2
    assert says in err
    assert "Traceback" not in err


# ---------------------------------------------------------------------------
# saved vectors


def test_saved_vectors_are_golden_vectors_that_replay_the_divergence(tmp_path: Path) -> None:
    server = [*FIXTURE, "--mutant", "neg-minus"]
    # seed 0 finds neg-minus at request 48 (and 8 more by request 100; the budget was 600)
    done = sigma_pol("fuzz", "--count", "100", "--save", str(tmp_path), "--", *server)
    assert done.returncode == 1
    (path,) = tmp_path.iterdir()
    assert "saved" in done.stdout and str(path) in done.stdout
    doc = json.loads(path.read_text(encoding="utf-8"))
    jsonschema.validate(doc, SCHEMA)
    assert doc["vectors"] and all(v["tags"] == ["fuzz"] for v in doc["vectors"])
    assert all("neg" in v["covers"] for v in doc["vectors"])
    replay = sigma_pol("certify", "--vectors", str(path), "--", *server)
    assert replay.returncode == 1  # the mutant fails its own vectors
    clean = sigma_pol("certify", "--vectors", str(path), "--", *SERVE)
    assert clean.returncode == 0, clean.stdout  # the reference passes them


def test_runs_are_deterministic_across_processes(tmp_path: Path) -> None:
    server = [*FIXTURE, "--mutant", "neg-minus"]
    outputs = []
    for hashseed in ("0", "4242"):
        out = tmp_path / hashseed
        env = {**os.environ, "PYTHONHASHSEED": hashseed}
        # 200 requests (were 300) hold both groups seed 0 finds in 300: neg at request 48,
        # and a run needing neg, field and policy at request 167 (a stream whose kinds
        # come in hash order, planted, fails here)
        args = [
            sys.executable,
            "-m",
            "sigma_pol_tools.cli",
            *patient(["fuzz", "--count", "200", "--save"]),
        ]
        subprocess.run([*args, str(out), "--", *server], env=env, capture_output=True, timeout=900)
        outputs.append((out / "fuzz-seed-0.json").read_bytes())
    assert outputs[0] == outputs[1]


# ---------------------------------------------------------------------------
# the generator


def _lines(seed: int, count: int, focus: Focus | None = None) -> list[str]:
    generator = RequestGenerator(seed, focus)
    return [request_line(generator.next()) for _ in range(count)]


def _digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode("utf-8", "surrogatepass")).hexdigest()


def test_the_stream_is_a_function_of_the_seed() -> None:
    """One seed, one stream, whatever the process: the digest of this process's
    400 lines (its hash seed is random) is the one interpreters with
    PYTHONHASHSEED 0 and 1 print (was: the stream compared with itself in one
    process, where an order taken from a set cannot show); another seed,
    another stream."""
    here = _lines(7, 400)
    code = "from tests.test_fuzz_cmd import _digest, _lines; print(_digest(_lines(7, 400)))"
    for hash_seed in ("0", "1"):
        assert printed_with_hash_seed(code, hash_seed) == _digest(here) + "\n", hash_seed
    assert _lines(8, 400) != here


def test_the_stream_covers_every_kind_operation_and_pinned_rule() -> None:
    generator = RequestGenerator(0)
    requests = [generator.next() for _ in range(DEFAULT_COUNT)]
    kinds = {
        r.get("kind") for r in requests if isinstance(r, dict) and isinstance(r.get("kind"), str)
    }
    assert set(KINDS) <= kinds
    # grown from the signature, not copied from the golden vectors
    grown = [r for r in requests if isinstance(r, dict) and str(r.get("name")).startswith("fuzz-")]
    assert {op for r in grown for op in operations(r.get("term"))} == set(SIGNATURE)
    names = {
        r.get("name") for r in requests if isinstance(r, dict) and isinstance(r.get("name"), str)
    }
    # every chapter-8 vector of a kind the stream draws is sent as it is
    drawn = {d.name for d in definitions_in("pinned.json") if d.kind in KINDS}
    assert drawn <= names and drawn >= set(SUMMARY) - {
        "pinned-run-seed",
        "pinned-run-message-bytes",
    }
    catalogs = [r for r in requests if isinstance(r, dict) and "catalog" in r]
    assert catalogs
    lines = [request_line(r) for r in requests]
    for hazard in ('"scores":null', "NaN", "\\ud800", "9007199254740993", "-0.0", "{}", "[]"):
        assert any(hazard in line for line in lines), hazard


def test_focus_restricts_kinds_and_operations() -> None:
    focus = Focus(["selector", "pred"], ["argmax"])
    assert focus.kinds == ("selector",)  # no Pred term contains argmax
    generator = RequestGenerator(3, focus)
    requests = [generator.next() for _ in range(1000)]
    kinds = [r.get("kind") for r in requests if isinstance(r, dict)]
    assert {k for k in kinds if k in KINDS} == {"selector"}
    # all but the near misses that replace the term or its argmax node
    terms = [r["term"] for r in requests if isinstance(r, dict) and "term" in r]
    with_argmax = [t for t in terms if "argmax" in operations(t)]
    assert len(with_argmax) > 0.9 * len(terms)


def test_the_fuzzer_runs_without_hypothesis() -> None:
    # hypothesis is a development dependency; an installed sigma-pol fuzzes without it
    code = (
        "import sys; sys.modules['hypothesis'] = None\n"
        "from sigma_pol_tools.cli import main\n"
        "raise SystemExit(main(['fuzz', '--count', '30', '--', *sys.argv[1:]]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, *SERVE], capture_output=True, text=True, timeout=900
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "30 requests" in done.stdout


def test_every_parameter_sort_has_values() -> None:
    from sigma_pol_tools.conformance import fuzz_values

    for table in (fuzz_values._WELL_FORMED, fuzz_values._EDGES, SMALLEST):
        assert set(table) == set(ParamSort)
    assert set(SMALLEST_TERMS) == set(Sort)
    assert all(SMALLEST_TERMS[sort] for sort in Sort)


# ---------------------------------------------------------------------------
# minimization, blame and pins, in process


def _diverges_under(mutant_name: str) -> Any:
    from sigma_pol_tools.conformance.fuzz import Session

    session = Session(lambda: InProcessServer(_mutant(mutant_name).algebra()))

    def diverges(request: Any) -> bool:
        return any(m.field.startswith("expect.") for m in session.exchange(request).differences)

    return diverges


def test_minimize_shrinks_to_the_hand_derived_floor() -> None:
    # scale-plus computes w + s instead of w · s.  The normal form (chapter 4) turns
    # scale(0, s) and scale(w, zero) into zero and scale(1, s) into s, so the mutated
    # entry is never reached there: the floor keeps a weight other than 0 and 1 (2,
    # the integer part of 2.5) over the smallest other scorer, lit 0, and one
    # candidate: 2 + 0 = 2 against 2 · 0 = 0.
    request = {
        "name": "r",
        "kind": "scorer",
        "term": ["add", ["scale", 2.5, ["field", "price_in"]], ["neg", ["lit", 3]]],
        "candidates": [
            {"provider_id": "a", "model_family": "m1", "price_in": 2},
            {"provider_id": "b", "model_family": "m1", "tier": "partner"},
        ],
        "ctx": {"seed": 7},
    }
    diverges = _diverges_under("scale-plus")
    assert diverges(request)
    small = minimize(request, diverges)
    assert small["term"] == ["scale", 2, ["lit", 0]]
    assert set(small) == {"name", "kind", "term", "candidates"}
    (candidate,) = small["candidates"]
    assert set(candidate) == {"provider_id", "model_family"}
    assert needed_ops(small, diverges) == ("scale",)


def test_needed_ops_blames_the_policy_not_its_filter() -> None:
    # policy-no-filter ignores the filter: bot can be swapped for another
    # rejecting predicate (is no_log) and the divergence stays, policy cannot.
    request = {
        "kind": "policy",
        "term": ["policy", ["bot"], ["zero"], ["argmax"], ["id"], ["always", {"action": "abort"}]],
        "candidates": [{"provider_id": "p", "model_family": "m"}],
    }
    assert needed_ops(request, _diverges_under("policy-no-filter")) == ("policy",)


def test_pins_name_the_chapter_8_rules_a_divergence_touches() -> None:
    from sigma_pol_tools.conformance.compare import Mismatch

    nan_order = {
        "kind": "selector",
        "term": ["argmax"],
        "candidates": [{"provider_id": "a", "model_family": "m"}] * 2,
        "scores": ["nan", 1],
    }
    order = (Mismatch("expect.positions", [1, 0], [0, 1]),)
    assert pins_of(nan_order, {"expect": {}}, order) == ("pinned-nan-score-order",)
    no_nan = {**nan_order, "scores": [1, 1]}
    assert pins_of(no_nan, {"expect": {}}, order) == ()
    other_member = (Mismatch("expect.encoding", "a", "b"),)
    assert pins_of(nan_order, {"expect": {}}, other_member) == ()
    assert set(pins_of(nan_order, {}, order)) <= set(SUMMARY)


def test_a_death_in_process_is_a_divergence() -> None:
    class Crashing(InProcessServer):
        def ask(self, line: str) -> str:
            if '"xform"' in line and '"inject_seed"' in line:
                raise ServerUnusable("crashed")
            return super().ask(line)

    report = fuzz(Crashing, Options(count=80, focus=Focus(["xform", "encoding"])))
    assert report.unusable is None
    assert any(g.member == "answer" for g in report.groups.values())


def test_every_golden_request_in_the_corpus_can_be_mutated() -> None:
    """The golden vectors of the JSON nesting bound (500+ levels) crashed the
    generator with a RecursionError (seed 1, about request 3000) when a mutation
    copied one; the corpus leaves out what nests past CORPUS_DEPTH, and every
    request it keeps can be mutated."""
    from sigma_pol_tools.conformance.generate import all_definitions, request_line

    every = [native(request_line(d)) for d in all_definitions()]
    assert any(nesting(r) > CORPUS_DEPTH for r in every)  # the filter has work to do
    generator = RequestGenerator(1)
    assert generator._corpus and max(nesting(r) for r in generator._corpus) <= CORPUS_DEPTH
    for request in generator._corpus:
        generator.near_input(copy.deepcopy(request))


def test_a_bug_of_the_reference_is_a_finding_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    """An exception of the reference itself (the run's raw-price TypeError was
    one) is reported against the server as a difference naming the reference,
    whatever the server answered; fuzz goes on."""
    import sigma_pol_tools.conformance.fuzz as fuzz_module

    line = request_line({"name": "r", "kind": "pred", "term": ["top"], "cases": []})
    sound = fuzz_module.reference_answer(line)
    assert fuzz_module.REFERENCE_FAILED not in sound
    assert fuzz_module.differences(json.loads(line), sound, sound) == []

    def broken(request: Any, **_: Any) -> Any:
        raise TypeError("can't multiply sequence by non-int of type 'float'")

    monkeypatch.setattr(fuzz_module, "answer", broken)
    failed = fuzz_module.reference_answer(line)
    assert failed["name"] == "r"
    assert failed["error"].startswith("$: internal error (TypeError: ")
    found = fuzz_module.differences(json.loads(line), failed, sound)
    assert [(m.field, m.got) for m in found] == [("reference", failed["error"])]
