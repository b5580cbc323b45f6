"""The extracted server's JSON reader and writer (proofs/coq/theories/JsonRead.v,
JsonWrite.v) on long request lines, and how their time scales: figures printed,
never asserted (tests/test_coq_model.py and the fuzzer check what it answers).

    .venv/bin/python benchmarks/coq_json.py [--mb N] [--server CMD]

For each shape of line (a long string member of ASCII, of multi-byte UTF-8,
of \\u escapes; long whitespace; a long array of numbers), one line of N/10 MB
and one of N MB (default 20) go to the server, each alone; prints the wall
time of each (a server started per line, so the start is included) and their
ratio: about 10 when the reader is linear, about 100 when it is quadratic.
"""

from __future__ import annotations

import argparse
import shlex
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SHAPES: dict[str, Callable[[int], bytes]] = {
    "ascii string": lambda n: (
        b'{"name":"p","pad":"' + b"a" * n + b'","kind":"encoding","term":["top"]}'
    ),
    "utf-8 string": lambda n: (
        b'{"name":"p","pad":"'
        + "\u00e9\u20ac\U0001f600".encode() * (n // 9)
        + b'","kind":"encoding","term":["top"]}'
    ),
    "\\u escapes": lambda n: (
        b'{"name":"p","pad":"' + b"\\u00e9" * (n // 6) + b'","kind":"encoding","term":["top"]}'
    ),
    "whitespace": lambda n: b'{"name":"w",' + b" " * n + b'"kind":"encoding","term":["top"]}',
    "numbers": lambda n: b"[" + b"1.5," * (n // 4) + b"1]",
}


def seconds(server: list[str], line: bytes) -> float:
    """Wall seconds the server takes to answer ``line`` alone."""
    start = time.perf_counter()
    done = subprocess.run(server, input=line + b"\n", capture_output=True, check=True)
    took = time.perf_counter() - start
    if not done.stdout.startswith(b"{"):
        raise SystemExit(f"benchmarks/coq_json.py: no answer: {done.stdout[:200]!r}")
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mb", type=int, default=20, help="megabytes of the longer line")
    serve = str(ROOT / "proofs" / "coq" / "serve")
    parser.add_argument("--server", default=serve, help="the server's command")
    args = parser.parse_args()
    server = shlex.split(args.server)
    large = args.mb * 1024 * 1024
    seconds(server, b'{"kind":"hello"}')  # builds the server when it is stale
    print(f"{'line':<14} {'at N/10':>9} {'at N':>9} {'ratio':>7}   (N = {args.mb} MB)")
    for name, make in SHAPES.items():
        small, big = seconds(server, make(large // 10)), seconds(server, make(large))
        print(f"{name:<14} {small:>8.2f}s {big:>8.2f}s {big / small:>7.1f}")


if __name__ == "__main__":
    main()
