"""Did you mean: the valid name a written one most likely misspells
(spec/03-admission.md §3.10, informative).

One small exact function, :func:`closest`: the candidate at the least
optimal-string-alignment distance (insertions, deletions, substitutions and
swaps of two neighbours each cost 1, a substring edited at most once, counted
in code points) when that distance is at most a third of the word's length (at
least 1); else the one candidate the word is a prefix of (three characters or
more); ties go to the candidate first in code-point order.  Nothing here
depends on dict order, locale or platform.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def distance(a: str, b: str) -> int:
    """Optimal string alignment distance between ``a`` and ``b`` (code points)."""
    previous: list[int] = []
    row = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        before, previous, row = previous, row, [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], before[j - 2] + 1)
    return row[len(b)]


def closest(word: str, choices: Iterable[str]) -> str | None:
    """The choice ``word`` most likely misspells, or ``None`` (module docstring)."""
    ordered = sorted(set(choices) - {word})
    limit = max(1, len(word) // 3)
    scored = sorted((distance(word, c), c) for c in ordered)
    if scored and scored[0][0] <= limit:
        return scored[0][1]
    extended = [c for c in ordered if len(word) >= 3 and c.startswith(word)]
    return extended[0] if len(extended) == 1 else None


def did_you_mean(word: str, choices: Iterable[str]) -> str | None:
    near = closest(word, choices)
    return None if near is None else f"did you mean '{near}'?"


def listing(choices: Sequence[str]) -> str:
    """``a, b, c`` as a message lists names."""
    return ", ".join(choices)
