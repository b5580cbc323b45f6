"""Canonical encoding, identity and fingerprint (spec/05-encoding.md).

The encoding of a normal form is the hash input: two conforming hosts must
produce the same bytes for every admitted term.  Its pieces:

* a number: ``0`` for both zeros; an integral value with ``|v| <= 2^53`` in fixed
  notation without fraction; anything else as C99 ``%.17g`` (lowercase ``e``,
  signed exponent of at least two digits);
* a string: double-quoted, escaping only ``\\``, ``"``, newline, carriage return
  and tab; every other character is written as itself (UTF-8);
* an array ``[a,b]``; a record ``{"k":v,…}`` with keys in code-point order;
* a node ``(op arg …)``, one space between parts; the whole prefixed by
  ``sigma-pol/v2:``.
"""

from __future__ import annotations

import hashlib
import operator
import re
from collections.abc import Iterable
from typing import Any

from ..syntax.fold import fold, uniform
from ..syntax.signature import VERSION
from ..syntax.terms import ParamValue, Term

_TWO_53 = 2.0**53
_ESCAPES = str.maketrans({"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"})
#: Any character of the table above (a string without one is written as it is).
_ESCAPED = re.compile("[" + re.escape("".join(map(chr, _ESCAPES))) + "]")


def encode_number(v: float) -> str:
    if v == 0:
        return "0"
    if v.is_integer() and -_TWO_53 <= v <= _TWO_53:
        return "%.0f" % v  # noqa: UP031 (the spec is C printf)
    return "%.17g" % v  # noqa: UP031 (the spec is C printf)


def encode_string(s: str) -> str:
    # most strings (field names, relations, kinds) have nothing to escape: look first
    return '"' + (s.translate(_ESCAPES) if _ESCAPED.search(s) else s) + '"'


def encode_param(v: ParamValue) -> str:
    if isinstance(v, str):
        return encode_string(v)
    if isinstance(v, float):
        return encode_number(v)
    if isinstance(v, bool):  # never a float: the order of these tests is free
        return "true" if v else "false"
    if isinstance(v, tuple):
        return "[" + ",".join(encode_param(x) for x in v) + "]"
    return "{" + ",".join(encode_string(k) + ":" + encode_param(x) for k, x in v.items()) + "}"


def write_node(op: str, encoded_args: Iterable[str]) -> str:
    """``(op a b …)`` from arguments already encoded: the one place a node is written.

    Both the encoding algebra below and the normal form
    (:mod:`sigma_pol.normal.normal_form`, which builds a node's encoding from its
    normal children's) call this, so the two cannot drift apart.
    """
    return "(" + " ".join([op, *encoded_args]) + ")"


def encode_node(node: Term, args: tuple[Any, ...]) -> str:
    """The encoding algebra: children arrive encoded, parameters raw."""
    return write_node(
        node.op,
        (
            folded if isinstance(original, Term) else encode_param(folded)
            for original, folded in zip(node.args, args, strict=True)
        ),
    )


ENCODING_ALGEBRA = uniform(encode_node)


def encode_body(term: Term) -> str:
    """The encoding without the version prefix (the sort key of AC children)."""
    return fold(term, ENCODING_ALGEBRA)


def with_version(body: str) -> str:
    return VERSION + ":" + body


def encode(term: Term) -> str:
    """The canonical, version-prefixed encoding of ``term`` as it stands.

    Identity is defined on normal forms: encode ``normalize(term)``, or use
    :func:`sigma_pol.normal.normal_form.canonical` which does both in one pass.
    """
    return with_version(encode_body(term))


def identity_of_encoding(encoding: str) -> str:
    return hashlib.sha256(encoding.encode("utf-8")).hexdigest()


def fingerprint_of_encoding(encoding: str) -> str:
    """Upstream's two-lane cache key (not an identity: collisions are possible).

    Each lane is ``h = (h · base + byte) mod m`` over the UTF-8 bytes, which is
    the polynomial ``h0 · base^n + Σ byte_i · base^(n-1-i)`` mod m; it is summed
    a chunk at a time with precomputed powers, giving the same integers.
    """
    data = encoding.encode("utf-8")
    return f"{_LANE_1.run(data)}-{_LANE_2.run(data)}"


class _Lane:
    CHUNK = 4096

    def __init__(self, start: int, base: int, modulus: int) -> None:
        self.start, self.base, self.modulus = start, base, modulus
        powers = [1]
        for _ in range(self.CHUNK - 1):
            powers.append(powers[-1] * base % modulus)
        self.descending = powers[::-1]  # base^(CHUNK-1) … base^0

    def run(self, data: bytes) -> int:
        h, m = self.start, self.modulus
        for at in range(0, len(data), self.CHUNK):
            chunk = data[at : at + self.CHUNK]
            weights = self.descending[self.CHUNK - len(chunk) :]
            h = (h * pow(self.base, len(chunk), m) + sum(map(operator.mul, chunk, weights))) % m
        return h


_LANE_1 = _Lane(5381, 31, 2147483647)
_LANE_2 = _Lane(52711, 37, 2147483629)
