"""``fuzz --jobs N`` and ``certify --jobs N`` (spec/07 §7.5, §7.6 *Jobs*; issue 33
item 7): one stream (or vector file) split over N server processes by
position, its answers read back in order, gives the report one process gives:
for fuzz the same requests, divergences, minimal requests and request numbers,
only the timing differing; for certify the same report, byte for byte.

The server is ``tests/fuzz_serve.py --mutant neg-minus``; seed 0 finds two
groups in 200 requests (neg at request 48, a run at request 167), so the
report has something to differ in.
"""

from __future__ import annotations

import re
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from sigma_pol_tools.conformance.fuzz import Exchange, exchanged

from .inprocess import sigma_pol

SERVER = [sys.executable, str(Path(__file__).parent / "fuzz_serve.py"), "--mutant", "neg-minus"]


def _report(jobs: int) -> str:
    done = sigma_pol("fuzz", "--count", "200", "--jobs", str(jobs), "--", *SERVER)
    assert done.returncode == 1, done.stdout + done.stderr
    # the one line that varies: "seed 0: 200 requests in 2.7 s (75 / s); …"
    return re.sub(r" in [0-9.]+ s \([0-9]+ / s\)", " in … s", done.stdout)


def test_two_and_three_jobs_give_the_report_of_one() -> None:
    one = _report(1)
    assert "seed 0: 200 requests in … s; 3 diverged, 2 groups" in one
    assert "first seen at request 48" in one and "first seen at request 167" in one
    assert _report(2) == one
    assert _report(3) == one


class _Recorder:
    """A session that answers at once and remembers what it was sent."""

    def __init__(self) -> None:
        self.sent: list[Any] = []

    def exchange(self, request: Any) -> Exchange:
        self.sent.append(request)
        return Exchange(request, str(request), {}, None, ())


def test_the_split_is_by_position_and_read_back_in_stream_order() -> None:
    sessions = [_Recorder(), _Recorder(), _Recorder()]
    with ThreadPoolExecutor(3) as pool:
        out = exchanged(sessions, list(range(8)), pool)  # type: ignore[arg-type]
    assert [s.sent for s in sessions] == [[0, 3, 6], [1, 4, 7], [2, 5]]
    assert [e.request for e in out if isinstance(e, Exchange)] == list(range(8))


# a server answering as the reference does, noting its process id for each request
PIDS = (
    "import os, sys\n"
    "from sigma_pol.protocol.answer import answer_line\n"
    "for raw in sys.stdin:\n"
    "    with open(sys.argv[1], 'a') as f: f.write(f'{os.getpid()}\\n')\n"
    "    print(answer_line(raw.strip()), flush=True)\n"
)
BROKEN = [sys.executable, str(Path(__file__).parent / "broken_serve.py")]


@pytest.mark.parametrize("jobs", [2, 3])
def test_certify_with_jobs_gives_the_report_of_one_process(jobs: int, tmp_path: Path) -> None:
    only = ["--only", "neg", "--only", "argmax", "--only", "pred-top"]
    one = sigma_pol("certify", "--json", *only, "--", *BROKEN)
    assert one.returncode == 1  # argmax and neg are wrong: something to differ in
    many = sigma_pol("certify", "--json", *only, "--jobs", str(jobs), "--", *BROKEN)
    assert many.returncode == 1
    assert many.stdout == one.stdout
    # and the vectors did go to that many processes (hello to the first)
    pids = tmp_path / "pids"
    server = [sys.executable, "-c", PIDS, str(pids)]
    done = sigma_pol("certify", *only, "--jobs", str(jobs), "--", *server)
    assert done.returncode == 0, done.stdout
    assert len(set(pids.read_text().split())) == jobs


def test_jobs_must_be_a_count() -> None:
    done = sigma_pol("certify", "--jobs", "-1", "--", *BROKEN)
    assert done.returncode == 2
    assert "--jobs: expected a number of server processes (0: one per core)" in done.stderr
