"""``Term`` equality and hashing do not recurse in Python (issue 29, item 7).

Admission bounds a term at depth 64 (spec/03-admission.md), but the builder API
(spec/01-terms-and-sorts.md §Builders) builds any depth, and such a term
encodes (the fold is iterative).  Its ``==`` and ``hash`` must answer too,
rather than raise ``RecursionError``: here on terms 100 000 deep, far past
Python's recursion limit (1 000 by default).
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from sigma_pol.encoding.encode import encode
from sigma_pol.syntax.terms import Term
from sigma_pol.valid.build import Pred, bot, not_, top

DEPTH = 100_000


def _nested(depth: int, leaf: Pred) -> Pred:
    """``not(not(… leaf …))``, ``depth`` nots, built through the builder API."""
    p = leaf
    for _ in range(depth):
        p = not_(p)
    return p


def _answer(question: Callable[[], object]) -> object:
    """What ``question`` answers, or ``"RecursionError"``: a failure told in one word,
    not with a traceback a hundred thousand frames deep."""
    try:
        return question()
    except RecursionError:
        return "RecursionError"


def test_a_deep_term_compares_and_hashes() -> None:
    assert 50 * sys.getrecursionlimit() < DEPTH
    a, b = _nested(DEPTH, top()).term, _nested(DEPTH, top()).term
    other = _nested(DEPTH, bot()).term  # differs at the bottom only
    assert a is not b
    assert _answer(lambda: (a == b, a != b)) == (True, False)
    assert _answer(lambda: (a == other, a != other)) == (False, True)
    assert _answer(lambda: hash(a) == hash(b)) is True
    assert _answer(lambda: {a: 1}.get(b)) == 1
    # what the issue saw: it encodes (by hand: DEPTH times "(not ", "(top)", DEPTH ")")
    assert encode(a) == "sigma-pol/v2:" + "(not " * DEPTH + "(top)" + ")" * DEPTH


def test_equality_stays_typed_and_structural() -> None:
    """The rules ``==`` kept before it stopped recursing (spec/03 §3.9.7): a
    boolean is not a number, arity and operations count, a subterm is not a
    parameter."""
    one, true = Term("set_param", ("x", 1.0)), Term("set_param", ("x", True))
    assert one != true
    assert Term("and", (Term("top"),)) != Term("and", (Term("top"), Term("top")))
    assert Term("not", (Term("top"),)) != Term("not", (Term("bot"),))
    assert Term("set_param", ("x", 1.0)) == Term("set_param", ("x", 1.0))
    assert hash(Term("set_param", ("x", 1.0))) == hash(Term("set_param", ("x", 1.0)))
    assert Term("f", (Term("top"),)) != Term("f", ("top",))
    assert Term("f", ("top",)) != Term("f", (Term("top"),))
    assert Term("top").__eq__("top") is NotImplemented
