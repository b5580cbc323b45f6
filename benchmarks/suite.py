"""The test suite's wall time, serial and parallel: a figure printed, never
asserted (issue 19: ``scripts/check``'s pytest run on the machine's cores).

    .venv/bin/python benchmarks/suite.py [--parallel-only] [--workers N] [-- PYTEST ARGS]
    .venv/bin/python benchmarks/suite.py --check [--cold] [--baseline REV]

With ``--check`` it times the whole ``bash scripts/check`` instead (install,
ruff, mypy, the Coq check, every test), printing its wall time, its CPU time
(user + system of every process it ran: on a machine others share, the figure
that moves least) and its number of tests; ``--cold`` first removes what a
fresh clone lacks (the kept bytecode, mypy's cache, the Coq build); with
``--baseline REV`` it also times ``bash scripts/check`` of commit REV in a
temporary git worktree (its virtual environment installed first, untimed,
as this checkout's is) and prints the ratios.  ``--baseline before-19``
names the commit before issue 19's work (dc083d7, the parent of
8c8df12, its first commit).

Runs the pytest part of ``bash scripts/check`` (every test, the ``ci``
hypothesis profile) once in one process (``-n 0``) and once spread over the
workers (one more than the cores by default, as ``scripts/check`` does), and prints each
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
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_SUMMARY = re.compile(r"(\d+) passed")
#: the commit before issue 19's work (the parent of its first commit, 8c8df12)
BEFORE_19 = "dc083d7"
#: what a fresh clone does not have, removed by ``--cold``
_WARM = (".venv/pycache", ".mypy_cache", "proofs/coq/_build")


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


def _children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def time_check(checkout: Path) -> tuple[float, float, str, int]:
    """Wall and CPU seconds of ``bash scripts/check`` in ``checkout``, its last
    pytest summary line and its exit status."""
    cpu, start = _children_cpu(), time.perf_counter()
    done = subprocess.run(
        ["bash", "scripts/check"],
        cwd=checkout,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        check=False,
    )
    wall, cpu = time.perf_counter() - start, _children_cpu() - cpu
    lines = [line for line in done.stdout.splitlines() if _SUMMARY.search(line)]
    for line in done.stdout.splitlines():
        if line.startswith(("FAILED ", "ERROR ")):
            print(f"  {line}")
    if done.returncode != 0:
        print(f"  scripts/check exited {done.returncode}; its last words:")
        for line in (done.stdout + done.stderr).splitlines()[-5:]:
            print(f"    {line}")
    return wall, cpu, lines[-1].strip("= ") if lines else "no summary", done.returncode


def _cold(checkout: Path) -> None:
    for part in _WARM:
        shutil.rmtree(checkout / part, ignore_errors=True)
    for built in (checkout / "proofs" / "coq" / "theories").glob("*.vo*"):
        built.unlink()


def _report(label: str, wall: float, cpu: float, summary: str) -> None:
    tests = _SUMMARY.search(summary)
    count = tests.group(1) if tests else "?"
    print(f"{label:<10} wall {_minutes(wall):>14}   cpu {_minutes(cpu):>14}   {count} passed")


def check_mode(cold: bool, baseline: str | None) -> int:
    print(f"cores: {os.cpu_count()}")
    if cold:
        _cold(ROOT)
    wall, cpu, summary, status = time_check(ROOT)
    _report("this", wall, cpu, summary)
    if baseline is None:
        return status
    rev = BEFORE_19 if baseline == "before-19" else baseline
    with tempfile.TemporaryDirectory(prefix="suite-baseline-") as tmp:
        tree = Path(tmp) / "tree"
        git = ["git", "-C", str(ROOT)]
        subprocess.run([*git, "worktree", "add", "--detach", str(tree), rev], check=True)
        try:
            venv = [sys.executable, "-m", "venv", str(tree / ".venv")]
            subprocess.run(venv, check=True)
            pip = [str(tree / ".venv" / "bin" / "python"), "-m", "pip", "install", "--quiet"]
            subprocess.run([*pip, "-e", ".[dev]"], cwd=tree, check=True)
            base_wall, base_cpu, base_summary, _ = time_check(tree)
        finally:
            subprocess.run([*git, "worktree", "remove", "--force", str(tree)], check=False)
    _report(rev, base_wall, base_cpu, base_summary)
    print(f"ratio (this / {rev}): wall {wall / base_wall:.2f}, cpu {cpu / base_cpu:.2f}")
    return status


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--parallel-only", action="store_true", help="skip the serial run")
    default = str((os.cpu_count() or 1) + 1)  # as scripts/check
    ap.add_argument("--workers", default=default, help=f"pytest-xdist workers (default {default})")
    ap.add_argument("--check", action="store_true", help="time the whole bash scripts/check")
    ap.add_argument("--cold", action="store_true", help="with --check: no caches")
    ap.add_argument(
        "--baseline", metavar="REV", help="with --check: also time REV's (before-19: dc083d7)"
    )
    ap.add_argument("pytest_args", nargs="*", help="more pytest arguments, after --")
    args = ap.parse_args()
    if args.check:
        return check_mode(args.cold, args.baseline)
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
