"""The one axiom of the mechanization, ``Trusted.num_text_spec``
(proofs/coq/TRUSTED.md), against its realization, on a million doubles.

The axiom: for a finite double other than -0 (``Trusted.num_ok``), the
number text (``Trusted.num_text``, spec/05 §5.2) is a non-empty word over
``0-9 + - . e`` that ``Trusted.num_parse`` reads back as the same double.
Its realization is OCaml's (``server/trusted_impl.ml``); the server's
executable prints, for each double's bits, the extracted ``num_ok``, whether
the text reads back to the same bits, whether it is over the alphabet, and
the text (``server/model_check.ml``).  This test checks, independently of
the model: ``num_ok`` is exactly "finite and not -0"; where it holds the
text reads back and is over the alphabet; and on every finite double the
text is the reference's (``encode_number``, spec/05 §5.2).

The doubles: ±0, ±inf, NaN, every power of two from 2^-1074 to 2^1023 and
both its neighbours; integers around 2^53 and around each power of ten to
10^22; the two places where ``%.17g`` changes form (around 1e-5/1e-4 and
1e16/1e17); decimals of 1 to 17 significant digits (the shortest forms
and their boundaries); subnormals; uniformly random bit patterns; uniform
doubles scaled by powers of ten.  Deterministic (one seed).

Planted (each seen failing, then removed): ``%.16g`` for ``%.17g`` in
``trusted_impl.ml`` (34 442 of 50 000 doubles reported, texts differ and do
not read back; the build's self-check refuses it first, at the largest
double); the extracted ``num_ok`` admitting -0 (its text "0" reads back as
+0): ``build.py``'s self-check refuses to build such a model,
``test_a_model_admitting_minus_zero_does_not_build``.
"""

from __future__ import annotations

import math
import random
import struct
import subprocess
from pathlib import Path

from sigma_pol.encoding.encode import encode_number

from .coq_build import MODEL_ONLY, build, built_server, planted_copy

#: How many doubles: a million (about 10 s of CPU for both sides).
COUNT = 1_000_000
SEED = 20261201


def _bits(x: float) -> int:
    return int.from_bytes(struct.pack(">d", x), "big")


def _of_bits(b: int) -> float:
    return float(struct.unpack(">d", b.to_bytes(8, "big"))[0])


def doubles(count: int, seed: int) -> list[int]:
    """``count`` bit patterns: the edges first, then random draws by family."""
    out: list[int] = []
    for e in range(-1074, 1024):
        p = math.ldexp(1.0, e)
        out += [_bits(p), _bits(math.nextafter(p, 0.0)), _bits(math.nextafter(p, math.inf))]
    for x in (0.0, math.inf, math.nan, 1e-5, 1e-4, 1e16, 1e17, 0.1, 2.0**53):
        out.append(_bits(x))
    for k in range(23):
        for d in range(-60, 61):
            out.append(_bits(float(10**k + d)))
    for d in range(-2000, 2001):
        out.append(_bits(float(2**53 + d)))
    rng = random.Random(seed)
    families = (
        lambda: rng.getrandbits(64),  # anything
        lambda: rng.getrandbits(52),  # subnormal
        lambda: _bits(
            float(f"{rng.randrange(1, 10 ** rng.randint(1, 17))}e{rng.randint(-330, 310)}")
        ),
        lambda: _bits(rng.uniform(1e-6, 1e-3)),  # %.17g: fixed vs exponent form near 1e-5
        lambda: _bits(rng.uniform(1e15, 1e18)),  # and near 1e16, 1e17
        lambda: _bits(float(rng.randrange(2**53, 2**64))),  # integers beyond 2^53
        lambda: _bits(float(rng.randrange(-(2**53), 2**53))),  # integers within
        lambda: _bits(rng.random() * 10.0 ** rng.randint(-320, 300)),
    )
    while len(out) < count:
        out.append(families[len(out) % len(families)]())
    # both signs of each
    return [b ^ (1 << 63) if i % 2 else b for i, b in enumerate(out[:count])]


def run_model(server: list[str], bits: list[int]) -> list[str]:
    done = subprocess.run(
        [*server, "--num-text"],
        input="".join(f"{b:016x}\n" for b in bits),
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    return done.stdout.splitlines()


def disagreements(bits: list[int], lines: list[str]) -> list[str]:
    """What breaks the axiom or differs from the reference, by double."""
    assert len(lines) == len(bits)
    bad = []
    for b, line in zip(bits, lines, strict=True):
        ok, back, alpha, text = line.split(" ", 3)
        x = _of_bits(b)
        shaped = math.isfinite(x) and not (x == 0 and math.copysign(1.0, x) < 0)
        why = []
        if (ok == "1") != shaped:
            why.append(f"num_ok is {ok}")
        if ok == "1" and (back, alpha) != ("1", "1"):
            why.append(f"reads back {back}, alphabet {alpha}")
        if math.isfinite(x) and text != encode_number(x):
            why.append(f"reference writes {encode_number(x)!r}")
        if why:
            bad.append(f"{x!r} ({b:016x}): model writes {text!r}; " + ", ".join(why))
    return bad


def test_the_number_text_keeps_its_axiom_and_is_the_references() -> None:
    bits = doubles(COUNT, SEED)
    assert len(set(bits)) > 0.9 * COUNT
    assert disagreements(bits, run_model(built_server(), bits)) == []


def test_the_comparison_sees_a_wrong_text() -> None:
    """The checker itself: a text, a flag or num_ok changed is reported."""
    bits = [_bits(0.1), _bits(-0.0), _bits(1e300)]
    good = ["1 1 1 0.10000000000000001", "0 1 1 0", "1 1 1 1.0000000000000001e+300"]
    assert disagreements(bits, good) == []
    assert len(disagreements(bits, ["1 1 1 0.1", *good[1:]])) == 1
    assert len(disagreements(bits, [good[0], "1 0 1 0", good[2]])) == 1
    assert len(disagreements(bits, [*good[:2], "1 1 0 1.0000000000000001e+300"])) == 1


def test_a_model_admitting_minus_zero_does_not_build(tmp_path: Path) -> None:
    """The refutation of issue 32 kept as a regression: were -0 shaped, the
    number text could not be injective on shaped numbers (-0 and 0 are both
    written "0"); the build's self-check of the axiom refuses such a model."""
    built_server()
    copy = planted_copy(
        tmp_path,
        (
            "Trusted.v",
            "(negb (PrimFloat.eqb x 0%float) || PrimFloat.ltb 0%float (1 / x)%float)",
            "true",
        ),
    )
    done = build(copy, MODEL_ONLY)
    assert done.returncode != 0
    assert "breaks Trusted.num_text_spec" in done.stderr, done.stderr[-2000:]
    assert "-0x0p+0" in done.stderr
