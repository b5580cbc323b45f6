"""Decoding: an encoding read back to its term (spec/12-text-syntax.md §12.6,
spec/05-encoding.md).

``decode(encoding)`` is the term ``t`` with ``encode(t) == encoding``, refusing
any text that is not byte for byte an encoding (with the position of the first
difference), so ``decode`` is a left inverse of ``encode``.  The text is read by
the one reader of the text syntax (:func:`sigma_pol.text.parse.parse`), then
encoded again and compared.
"""

from __future__ import annotations

from ..syntax.signature import VERSION
from ..syntax.terms import Term
from ..syntax.vocabulary import DEFAULT_SCHEMA, Schema
from ..text.parse import parse
from ..text.scan import problem_at
from .encode import encode_body


def decode(encoding: str, schema: Schema = DEFAULT_SCHEMA) -> Term:
    """The term whose canonical encoding is ``encoding`` (version tag optional).

    Layout around the encoding is ignored; inside it, anything that differs
    from what :func:`sigma_pol.encoding.encode.encode` writes is refused, at the first
    differing character.
    """
    start = len(encoding) - len(encoding.lstrip())
    end = len(encoding.rstrip())
    term = parse(encoding, schema)
    body_start = start + len(VERSION) + 1 if encoding.startswith(VERSION + ":", start) else start
    given, wanted = encoding[body_start:end], encode_body(term)
    if given != wanted:
        at = next(
            (i for i, (a, b) in enumerate(zip(given, wanted, strict=False)) if a != b),
            min(len(given), len(wanted)),
        )
        expected = wanted[at : at + 24] or "the end of the encoding"
        raise problem_at(
            encoding,
            body_start + at,
            f"not a canonical encoding: the encoding of this term has {expected!r} here "
            "(sigma-pol parse reads the authoring form)",
        )
    return term
