"""The harness never crashes on what a server says (issue 21, spec/07 §7.5 and §7.6).

Each server of the battery (``tests/broken_serve.py --misbehave MODE``)
misbehaves in one way and also answers two operations wrongly and echoes
``name`` as it was sent (a lone surrogate included).  ``certify`` (on a few
vectors, among them the lone-surrogate ones, with a short timeout) and
``fuzz`` (a few requests) must each end with exit status 1 or 2 within the
subprocess timeout, print no traceback, write only valid UTF-8, and say what
went wrong, escaped where it is not valid Unicode.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from broken_serve import MODES

from .inprocess import ANSWER_WAIT, bounded, run_bytes

SERVER = [sys.executable, str(Path(__file__).parent / "broken_serve.py"), "--misbehave"]
VECTORS = (
    "error-name-lone-surrogate",
    "error-failplan-case-lone-surrogate",
    "pinned-lone-surrogate",
    "scorer-neg",
    "selector-argmax-ties",
)
#: What each mode's report or message must say (certify; fuzz says the same or
#: stops the server as unusable).
SAYS = {
    "surrogates": "got members: expect\\udc00, name\\udc00",
    "invalid-utf8": "\\xff",
    "huge-line": "longer than the 16777216 bytes read",
    "deep": "JSON nests deeper than 512 levels",
    "nan-literals": "NaN is not JSON",
    "hang": "no answer within 0.5 s",
    "closed-stdout": "the server cannot start",
    "stderr-flood": "does not conform on its claim",
    "banner": "server v1 \\xff\\xfe ready",
    "non-object": "want a JSON object",
    "wrong-types": "does not conform on its claim",
    "three-then-exit": "the process exited",
    "crlf": "got \\ud800",
    "bom": "invalid JSON",
    "no-final-newline": "the process exited",
    "duplicate-keys": "got \\ud800",
    "half-line": "the process exited",
}


def _timeout(mode: str) -> str:
    """Seconds per answer: short for the server that hangs (three silent
    processes end the run; it stops itself and never answers, so any value
    gives the same report: 0.5 s), ANSWER_WAIT for the others, which answer
    (a hello timed out on a busy machine would change what they are asked;
    was 10 s)."""
    return "0.5" if mode == "hang" else f"{ANSWER_WAIT:g}"


def _stream(mode: str) -> tuple[str, ...]:
    """The requests ``fuzz`` sends: three about ``neg`` (one of the two wrong
    operations), except to the servers that exit.  Each of their processes
    answers the probe, so minimizing a divergence replays it across fresh
    processes: the server that exits after three answers gets two encoding
    requests (the first is its third answer; the second finds it gone: one
    death, restarted, minimized over three processes; a divergence about
    neg took twenty, three requests about seventy), and the one that ends its
    only answer without a line end gets one request (seven processes; three
    took eighteen)."""
    if mode == "three-then-exit":
        return ("--count", "2", "--kinds", "encoding")
    if mode == "no-final-newline":
        return ("--count", "1", "--containing", "neg")
    return ("--count", "3", "--containing", "neg")


def _run(*args: str) -> tuple[int, str, str]:
    """certify or fuzz in this process (the servers it starts are processes: they
    are what misbehaves), as a process would end: its status and output, a
    traceback printed if one escapes.  An alarm bounds it as the subprocess
    timeout did: a harness that hangs fails the test (TimeoutError, printed).
    Its bound is generous: the run takes a few seconds of CPU, and it must
    outlast one full ANSWER_WAIT (a server's answer lost is waited for once
    before the run ends); a hung harness still fails."""
    with bounded(int(3 * ANSWER_WAIT), "the harness"):
        status, out, err = run_bytes(list(args))
    # Valid UTF-8, both of them (a strict decode raises otherwise).
    return status, out.decode("utf-8"), err.decode("utf-8")


def test_every_mode_has_an_expectation() -> None:
    assert sorted(SAYS) == sorted(MODES)


@pytest.mark.parametrize("mode", sorted(MODES))
def test_certify_survives(mode: str) -> None:
    only = [word for name in VECTORS for word in ("--only", name)]
    status, out, err = _run("certify", "--timeout", _timeout(mode), *only, "--", *SERVER, mode)
    assert status in (1, 2), (out, err)
    assert "Traceback" not in out + err
    assert SAYS[mode] in out + err, (out, err)
    if status == 1:
        assert "does not conform on its claim" in out


@pytest.mark.parametrize("mode", sorted(MODES))
def test_fuzz_survives(mode: str) -> None:
    args = (
        "fuzz",
        *_stream(mode),
        "--timeout",
        _timeout(mode),
        "--",
        *SERVER,
        mode,
    )
    status, out, err = _run(*args)
    assert status in (1, 2), (out, err)
    assert "Traceback" not in out + err
    if status == 2:
        assert "server unusable" in err
    else:
        assert "diverged" in out


def test_a_kind_with_a_lone_surrogate_titles_a_group_escaped(tmp_path: Path) -> None:
    """The fuzzer's crash of issue 21: a server that exits on any line holding
    ``\\ud8`` makes groups titled by a request's raw ``kind``."""
    server = tmp_path / "exits.py"
    server.write_text(
        "import sys\n"
        "sys.path.insert(0, sys.argv[1])\n"
        "from sigma_pol.protocol.answer import answer_line\n"
        "for line in sys.stdin:\n"
        "    if '\\\\ud8' in line:\n"
        "        sys.exit(3)\n"
        "    print(answer_line(line), flush=True)\n",
        encoding="utf-8",
    )
    status, out, err = _run(
        "fuzz", "--count", "60", "--kinds", "encoding", "--timeout", f"{ANSWER_WAIT:g}",
        "--", sys.executable, str(server), ".",
    )  # fmt: skip
    assert status in (1, 2), err
    assert "Traceback" not in out + err
    assert ". \\ud800 request · answer:" in out
