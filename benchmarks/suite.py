"""The test suite's wall time, serial and parallel: a figure printed, never
asserted (issue 19: ``scripts/check``'s pytest run on the machine's cores).

    .venv/bin/python benchmarks/suite.py [--parallel-only] [--workers N] [-- PYTEST ARGS]

Runs the pytest part of ``bash scripts/check`` (every test, the ``ci``
hypothesis profile) once in one process (``-n 0``) and once spread over the
workers (``-n auto`` by default, as ``scripts/check`` does), and prints each
wall time, the number of tests and the speed-up.  The other helpers of a busy
machine slow both runs alike; run it on an idle one for the figure to mean
what it says.  Figures measured so far are in the commit messages and the
report of issue 19 (before: 3 min 28 s of pytest, 4 min 08 s for the whole
check, 1 384 tests, serial, on a two-core machine).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_SUMMARY = re.compile(r"(\d+) passed")


def run(workers: str, extra: list[str]) -> tuple[float, str]:
    """Wall seconds of one pytest run, and its last summary line."""
    env = {**os.environ, "SIGMA_POL_HYPOTHESIS": "ci"}
    command = [sys.executable, "-m", "pytest", "-n", workers, "--dist", "worksteal"]
    command += ["-p", "no:cacheprovider", *extra]
    start = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    for line in lines:
        if line.startswith(("FAILED ", "ERROR ")):
            print(f"  {line}")
    return wall, lines[-1] if lines else f"exit {done.returncode}"


def _minutes(seconds: float) -> str:
    return f"{int(seconds // 60)} min {seconds % 60:04.1f} s"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--parallel-only", action="store_true", help="skip the serial run")
    ap.add_argument("--workers", default="auto", help="pytest-xdist workers (default auto)")
    ap.add_argument("pytest_args", nargs="*", help="more pytest arguments, after --")
    args = ap.parse_args()
    print(f"cores: {os.cpu_count()}")
    walls = {}
    runs = [("parallel", args.workers)]
    if not args.parallel_only:
        runs.insert(0, ("serial", "0"))
    for label, workers in runs:
        wall, summary = run(workers, args.pytest_args)
        walls[label] = wall
        tests = _SUMMARY.search(summary)
        count = tests.group(1) if tests else "?"
        print(f"{label:<9} -n {workers:<5} {_minutes(wall):>14}  {count} passed  ({summary})")
    if "serial" in walls:
        print(f"speed-up: {walls['serial'] / walls['parallel']:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
