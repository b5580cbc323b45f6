"""The text reader's time on long inputs, and how it scales: figures printed,
never asserted (the tests check what it reads; tests/test_syntax_fuzz.py checks
that a failing shortcut token is given up, on 200 000 elements).

    .venv/bin/python benchmarks/reader.py [--size N]

For each long text of the tests (a shortcut token that reads N elements and
fails only at its end, so the rules read it again) and a line of a megabyte,
prints the reader's CPU time at N and at 10·N elements and their ratio: about
10 when the reader is linear, about 100 when it is quadratic.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sigma_pol.syntax.errors import InputError
from sigma_pol.text.parse import parse

from tests.test_syntax_fuzz import long_shortcuts


def refused_in(text: str) -> float:
    """CPU seconds the reader takes to refuse ``text``."""
    start = time.process_time()
    try:
        parse(text)
    except InputError:
        return time.process_time() - start
    raise SystemExit(f"benchmarks/reader.py: expected a refusal of {text[:40]!r}…")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=5_000, help="elements of the smaller texts")
    n = parser.parse_args().size
    texts: dict[str, Callable[[int], str]] = {
        name: (lambda k, name=name: long_shortcuts(k)[name]) for name in long_shortcuts(0)
    }
    texts["one line"] = lambda k: "(and " + "top " * (k * 5) + "@)"
    print(f"{'text':<10} {'chars at N':>11} {'at N':>9} {'at 10·N':>9} {'ratio':>7}   (N = {n})")
    for name, make in texts.items():
        small, large = refused_in(make(n)), refused_in(make(10 * n))
        ratio = large / small if small else float("inf")
        print(f"{name:<10} {len(make(n)):>11} {small:>8.3f}s {large:>8.3f}s {ratio:>7.1f}")


if __name__ == "__main__":
    main()
