"""``fuzz --jobs N`` and ``certify --jobs N``: requests (vectors) per second with
1, 2 and N server processes, N the machine's cores: figures printed, never
asserted (tests/test_jobs.py checks that every N gives the same report).

    .venv/bin/python benchmarks/jobs.py [--count N] [--seed N] [--jobs N]
        [--server 'CMD ARGS…' | --latency MS]

The server is the reference's own (``sigma-pol serve``) unless ``--server``
names another; ``--latency MS`` makes the reference's server wait that long
before each answer, as a server that is slow to answer (a debug build, a
remote host) would, whatever the machine's cores are doing.  For each number
of processes, prints the fuzz stream's requests per second (generation, the
reference's answer and the comparison in this process, the answers in the
servers') and certify's vectors per second over the golden vectors, each
with the wall time, and whether the findings equal those of one process.
The machine's load shows in the figures: run it on an idle machine to
compare them.
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
import time
from dataclasses import replace

from sigma_pol_tools.conformance.certify import certify
from sigma_pol_tools.conformance.fuzz import Options, fuzz
from sigma_pol_tools.conformance.fuzz_process import ProcessServer
from sigma_pol_tools.conformance.fuzz_report import render_report
from sigma_pol_tools.conformance.generate import shipped_vectors

#: The reference's server answering each request after a wait.
SLOW = """import sys, time
from sigma_pol.protocol.answer import answer_line
for raw in sys.stdin:
    time.sleep({})
    print(answer_line(raw.strip()), flush=True)
"""


def _findings(text: str) -> str:
    """A fuzz report without its one timed line."""
    return "\n".join(line for line in text.splitlines() if not line.startswith("seed "))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=2000, help="fuzz requests (default 2000)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="N (default: cores)")
    parser.add_argument("--server", help="the server's command, shell-quoted")
    parser.add_argument("--latency", type=float, metavar="MS", help="the reference, MS slower")
    args = parser.parse_args()
    server = [sys.executable, "-m", "sigma_pol_tools.cli", "serve"]
    if args.server:
        server = shlex.split(args.server)
    elif args.latency:
        server = [sys.executable, "-c", SLOW.format(args.latency / 1000)]
    counts = sorted({1, 2, args.jobs})
    shown = f"sigma-pol serve, {args.latency} ms slower" if args.latency else shlex.join(server)
    print(f"server: {shown}; {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    base = Options(seed=args.seed, count=args.count)
    first = ""
    for jobs in counts:
        report = fuzz(lambda: ProcessServer(server, 10.0), replace(base, jobs=jobs), tuple(server))
        found = _findings(render_report(report))
        first = first or found
        rate = report.requests / report.seconds
        print(
            f"fuzz    --jobs {jobs}: {report.requests} requests in {report.seconds:6.1f} s, "
            f"{rate:7.1f} / s; {report.diverged} diverged; "
            f"findings as one process: {'yes' if found == first else 'NO'}"
        )
    _version, vectors = shipped_vectors()
    first = ""
    for jobs in counts:
        began = time.monotonic()
        checked = certify(vectors, server, 10.0, jobs=jobs)
        seconds = time.monotonic() - began
        summary = checked.summary()
        first = first or summary
        print(
            f"certify --jobs {jobs}: {len(checked.results)} vectors in {seconds:6.1f} s, "
            f"{len(checked.results) / seconds:7.1f} / s; "
            f"report as one process: {'yes' if summary == first else 'NO'}"
        )


if __name__ == "__main__":
    main()
