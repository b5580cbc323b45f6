"""Vectors for a ``custom`` no registry holds (spec/06-semantics.md §custom;
spec/07-conformance.md §7.1).

A real host's policy names its own transforms (``acme:strip_pii``), which the
conformance registry does not hold.  Admission, the normal form, the encoding
and the identity never consult a registry, so an ``encoding`` request for such
a term is answered like any other; a request that evaluates the term
(``policy``, ``xform``) folds it into 𝔖, and there the unregistered name is an
error, before any candidate is seen: even where the transform would never run.
(``xform-custom-unregistered`` already covers the plain ``xform`` case.)
"""

from __future__ import annotations

from typing import Final

from .fixtures import cand, policy_term
from .vector import Definition, encoding, policy, xform

#: a host's transform, outside the conformance registry
HOST_CUSTOM: Final = ["custom", "acme:strip_pii"]
STRIP_THEN_COOL: Final = ["seq", HOST_CUSTOM, ["set_param", "temperature", 0]]

DEFINITIONS: tuple[Definition, ...] = (
    encoding(
        "customs-unregistered-encoding",
        STRIP_THEN_COOL,
        "an unregistered custom is encoded and identified: encoding never consults the registry",
        tags=("customs",),
    ),
    policy(
        "customs-unregistered-policy",
        # `id` first: a vector covering `policy` should cover `id` too, as every
        # other policy vector does, so that certify's likely culprits (which
        # favour the operation in fewer passing vectors) still tell them apart
        policy_term(xform=["seq", ["id"], HOST_CUSTOM]),
        [cand("p1")],
        "evaluating a policy folds its xform slot too: an unregistered custom is an error",
        tags=("customs",),
        fails=True,
    ),
    xform(
        "customs-unregistered-never-applied",
        ["when", ["bot"], HOST_CUSTOM],
        {"temperature": 1},
        cand("p1"),
        "the registry is consulted when the term is folded, not when the transform runs",
        tags=("customs",),
        fails=True,
    ),
)
