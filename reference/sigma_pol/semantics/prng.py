"""The pinned PRNG: MINSTD with warm-up, and salted substreams (spec/06-semantics.md §PRNG).

Every value is a double and every operation is exact or correctly rounded, so
any host computing in IEEE-754 doubles draws the same numbers:

* ``s = seed mod M`` (floored), ``M = 2^31 - 1``; if ``s <= 0`` then ``s += M - 1``;
* a step is ``s = (s · 16807) mod M``; four steps are discarded (warm-up);
* a draw is ``step() / M``, in (0, 1).

A substream for a salt (``"jitter:top_p"``) starts from
``(seed + h) mod M`` where ``h`` folds the salt's UTF-8 bytes as
``h = (h · 31 + byte) mod M``.
"""

from __future__ import annotations

from typing import Final

MODULUS: Final = 2147483647.0
MULTIPLIER: Final = 16807.0
WARM_UP: Final = 4


class Minstd:
    """A stream of draws in (0, 1) from one seed."""

    __slots__ = ("_state",)

    def __init__(self, seed: float) -> None:
        s = seed % MODULUS
        if s <= 0:
            s += MODULUS - 1
        self._state = s
        for _ in range(WARM_UP):
            self._step()

    def _step(self) -> float:
        self._state = (self._state * MULTIPLIER) % MODULUS
        return self._state

    def draw(self) -> float:
        return self._step() / MODULUS


def salt_hash(salt: str) -> int:
    h = 0
    for byte in salt.encode("utf-8"):
        h = (h * 31 + byte) % 2147483647
    return h


def substream_seed(seed: float, salt: str) -> float:
    return (seed + float(salt_hash(salt))) % MODULUS
