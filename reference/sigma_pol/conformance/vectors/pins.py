"""The pinned rules the vectors defined before ``pins`` existed rely on
(spec/07-conformance.md §7.3, spec/08-pinned.md).

A vector relies on a rule of chapter 8 when an implementation that decides the
other way where that rule applies, and like the reference everywhere else,
fails it.  These were found, and are kept honest, by ``tests/test_pins.py``:
it replays every vector under variants of the reference that each decide one
rule the other way, and fails unless the vectors a rule's variants fail are
exactly those naming it.  Vectors defined since carry their ``pins`` in their
own definitions.

Upstream's own vectors are among them: they write an empty requirements block
as ``[]`` (a Lua encoder cannot write ``{}``), so they rely on
``pinned-empty-object-is-array``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from .defs_pinned import DEFINITIONS as PINNED_DEFINITIONS

_EMPTY: Final = "pinned-empty-object-is-array"
_NON_FINITE: Final = "pinned-non-finite-json"
_REGISTRY: Final = "pinned-custom-registry"

#: vector name -> the rules it relies on
EARLIER: Final[Mapping[str, tuple[str, ...]]] = {
    # upstream's vectors: `"requirements": []` is an empty object
    "pred-price-ceiling": (_EMPTY,),
    "pred-structure": (_EMPTY,),
    "pred-family-set": (_EMPTY,),
    "pred-provider-set": (_EMPTY,),
    "pred-provider-excluded": (_EMPTY,),
    "policy-argmax-gate": (_EMPTY,),
    "policy-sample-seeded": (_EMPTY,),
    "policy-normalize": (_EMPTY,),
    "policy-top-k": (_EMPTY,),
    "xform-seq-seeded": (_EMPTY,),
    # [] as an empty state table, capability table or requirements block
    "pred-is-disabled": (_EMPTY,),
    "pred-has-cap": (_EMPTY,),
    "pred-meets-req-empty": (_EMPTY,),
    # null members read as absent: a null peer id, a null scope
    "pred-served-by": ("pinned-null-member-absent",),
    "combined-null-array-element": ("pinned-null-member-absent",),
    # the case "no request at all" (upstream fails indexing ctx.request)
    "pred-scope": ("pinned-absent-request", "pinned-null-member-absent"),
    "pred-meets-req-order": ("pinned-needs-order",),
    # scores that are infinite or NaN, written as strings
    "scorer-field-price-in": (_NON_FINITE,),
    "scorer-field-price-out": (_NON_FINITE,),
    "scorer-neg-inf": (_NON_FINITE,),
    "selector-argmax-infinities": (_NON_FINITE,),
    "selector-ordered": (_NON_FINITE,),
    # the conformance registry: what its transforms do, or that they exist
    "xform-custom-stamp": (_REGISTRY,),
    "xform-custom-drop": (_REGISTRY,),
    "xform-custom-in-seq": (_REGISTRY,),
    "xform-custom-unregistered": (_REGISTRY,),
    "xform-when-context": (_REGISTRY,),
    "combined-request-shaping": (_REGISTRY,),
    "catalog-stamped-request": (_REGISTRY,),
    # a number in a message is its canonical encoding (Lua may print 5.0)
    "reject-tier-number": ("pinned-message-values",),
    # a null parameter: Lua's decoder would drop it and count one argument less
    "reject-param-name-jitter": ("pinned-null-parameter",),
    "reject-scalar-null": ("pinned-null-parameter",),
    # each pinned vector relies on its own rule: its name (spec/08 names both)
    **{d.name: (d.name,) for d in PINNED_DEFINITIONS},
    # its scores are given as "nan", "-inf" and "+inf"
    "pinned-nan-score-order": ("pinned-nan-score-order", _NON_FINITE),
    # defined alongside pins (the hand-derived vectors, host customs); found the same way
    "customs-unregistered-never-applied": ("pinned-custom-registry",),
    "customs-unregistered-policy": ("pinned-custom-registry",),
    "hand-argmax-nan-last": (
        "pinned-nan-score-order",
        "pinned-non-finite-json",
    ),
    "hand-chain": ("pinned-chain-equal-priority",),
    "hand-clamp-nan": ("pinned-non-finite-json",),
    "hand-custom": ("pinned-custom-registry",),
    "hand-field-price-sources": ("pinned-non-finite-json",),
    "hand-filter-image-after-false": ("pinned-empty-object-is-array",),
    "hand-gate": ("pinned-non-finite-json",),
    "hand-integer-beyond-2-53": ("pinned-integer-beyond-2-53",),
    "hand-is-state-fields": ("pinned-null-member-absent",),
    "hand-meets-req": ("pinned-needs-order",),
    "hand-minus-zero": ("pinned-minus-zero",),
    "hand-ordered": ("pinned-non-finite-json",),
    "hand-reject-action-key-order": ("pinned-action-extra-key-order",),
    "hand-reject-null-in-chain": ("pinned-null-parameter",),
    "hand-scope-matches": ("pinned-absent-request",),
}
