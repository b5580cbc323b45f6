"""A server command that contains ``--`` (``cargo run --release -- serve``) given to
certify and fuzz as one shell-quoted word, ``--impl 'COMMAND ARGS…'`` (spec/07
§7.5; issue 33).

The server here is ``python -c CODE -- serve``: it refuses to start unless its
arguments are exactly ``-- serve`` (as ``cargo run -- serve`` hands ``serve``
to the program only after ``--``), then serves as the reference does.  Given
after ``--`` instead, the same words are two commands, ``python -c CODE`` and
``serve``: the case ``--impl`` exists for.
"""

from __future__ import annotations

import json
import shlex
import sys

from .inprocess import sigma_pol

# exits 3 unless called with exactly `-- serve` after the code
CODE = (
    "import sys\n"
    "if sys.argv[1:] != ['--', 'serve']: sys.exit(f'usage: -- serve, got {sys.argv[1:]}')\n"
    "from sigma_pol.protocol.answer import answer_line\n"
    "for raw in sys.stdin:\n"
    "    if raw.strip(): print(answer_line(raw.strip()), flush=True)\n"
)
IMPL = shlex.join([sys.executable, "-c", CODE, "--", "serve"])


def test_certify_runs_a_command_that_contains_a_double_dash() -> None:
    done = sigma_pol("certify", "--json", "--only", "pred-top", "--impl", IMPL)
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(done.stdout)
    assert report["command"] == [sys.executable, "-c", CODE, "--", "serve"]
    assert report["passed"] == report["vectors"] == 1


def test_after_a_double_dash_the_same_words_are_two_commands() -> None:
    # the reading --impl exists to avoid: `-- python -c CODE -- serve` is two
    # servers, `python -c CODE` and `serve`, which is no command
    words = [sys.executable, "-c", CODE, "--", "serve"]
    done = sigma_pol("certify", "--json", "--only", "pred-top", "--", *words)
    assert done.returncode == 2
    assert "cannot start serve" in done.stderr
    commands = [r["command"] for r in json.loads(done.stdout)["reports"]]
    assert commands == [[sys.executable, "-c", CODE], ["serve"]]


def test_impl_is_repeatable_and_goes_before_the_double_dash_groups() -> None:
    serve = [sys.executable, "-m", "sigma_pol_tools.cli", "serve"]
    done = sigma_pol("certify", "--json", "--only", "pred-top", "--impl", IMPL, "--", *serve)
    assert done.returncode == 0, done.stdout + done.stderr
    reports = json.loads(done.stdout)["reports"]
    assert [r["command"] for r in reports] == [shlex.split(IMPL), serve]


def test_fuzz_runs_a_command_that_contains_a_double_dash() -> None:
    done = sigma_pol("fuzz", "--count", "5", "--kinds", "encoding", "--impl", IMPL)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "5 requests" in done.stdout


def test_an_impl_that_is_not_a_command_is_refused_where_it_is() -> None:
    done = sigma_pol("certify", "--impl", "python -c 'unclosed")
    assert done.returncode == 2
    assert "--impl[1]: No closing quotation" in done.stderr
    done = sigma_pol("fuzz", "--impl", "a", "--impl", "b")
    assert done.returncode == 2
    assert "one server is fuzzed at a time, 2 given: a; b" in done.stderr
