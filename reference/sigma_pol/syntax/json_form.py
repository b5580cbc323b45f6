"""The JSON array form of a term, ``["cmp", "price_out", "le", 25]``, as an algebra
(spec/01-terms-and-sorts.md §JSON form).

The inverse direction is admission (:func:`sigma_pol.valid.admission.admit`), which
checks everything on the way in.
"""

from __future__ import annotations

from typing import Any

from .fold import fold, uniform
from .terms import JSON, Term, param_to_json


def _node(node: Term, args: tuple[Any, ...]) -> JSON:
    return [
        node.op,
        *(
            a if isinstance(original, Term) else param_to_json(a)
            for a, original in zip(args, node.args, strict=True)
        ),
    ]


JSON_ALGEBRA = uniform(_node)


def term_to_json(term: Term) -> JSON:
    return fold(term, JSON_ALGEBRA)
