"""The checklist's one-line summaries of the pinned vectors and of upstream's
(``golden/CHECKLIST.md``, spec/07-conformance.md §Vectors).

The pinned vectors (``golden/definitions/pinned.json``) are named after the
rules of spec/08-pinned.md, so their names are part of the specification and
never change; upstream's 15 (``golden/definitions/upstream.json``) stay
exactly as upstream wrote them, without notes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

#: One line per pinned rule for the checklist (the rule each name pins).
SUMMARY: Final[Mapping[str, str]] = {
    "pinned-nan-score-order": "NaN scores order after every number; ties keep input order",
    "pinned-chain-equal-priority": "chain entries of equal priority keep input order",
    "pinned-needs-order": "meets_req checks its needs in code-point order",
    "pinned-integer-beyond-2-53": "numbers are doubles: integers beyond 2^53 round",
    "pinned-non-finite-json": 'non-finite numbers are written "+inf", "-inf", "nan"',
    "pinned-non-finite-json-literal": "a literal beyond the double range is refused as a Num",
    "pinned-null-parameter": "null is never a parameter value",
    "pinned-empty-object-is-array": "{} and [] are the same empty value in inputs",
    "pinned-lone-surrogate": "strings with lone surrogates are refused",
    "pinned-message-values": "how values (tables, numbers, nil) are written in messages",
    "pinned-action-extra-key-order": "extra Action keys are checked in code-point order",
    "pinned-minus-zero": "-0 is 0 in encodings and answers",
    "pinned-custom-registry": "the registry test:stamp_provider and test:drop_temperature",
    "pinned-null-member-absent": "null input members are absent",
    "pinned-absent-request": "absent request and ctx are {}",
    "pinned-candidate-validation": "candidates are validated at the boundary",
    "pinned-requirements-validation": "a request's requirements.needs is an array of strings",
    "pinned-tier-order-duplicates": "duplicate tiers in a schema are refused",
    "pinned-run-seed": "a run's ctx.seed is the contract's seed",
    "pinned-run-message-bytes": "an error message keeps 300 UTF-8 bytes, less a cut character",
}


#: What each of upstream's vectors checks, for the checklist only: the vectors
#: themselves stay exactly as upstream wrote them, without notes.
DESCRIPTIONS: Final[Mapping[str, str]] = {
    "encoding-ac-sorting": "the children of an AC operation are sorted by their encodings",
    "encoding-number-format": "a fraction renders with %.17g, an integral value without .0",
    "encoding-number-exponent-form": "small and large numbers render in exponent form",
    "encoding-failplan-canonical": "nested overrides normalize to sorted reasons, outer one wins",
    "pred-price-ceiling": "cmp on price_in: the candidate's price, else the EMA's, else +inf",
    "pred-structure": "and of min_tier and not(is breaker_open), with the failing reasons",
    "pred-family-set": "or of family_eq: membership in a set of families",
    "pred-provider-set": "or of provider_eq: membership in a set of providers",
    "pred-provider-excluded": "not(provider_eq): an excluded provider fails with reason not",
    "policy-argmax-gate": "a gated weighted sum with normalize, argmax order and rejected list",
    "policy-sample-seeded": "seeded rank-geometric sample at temp 0.5 (MINSTD draws)",
    "policy-normalize": "min-max normalize of context before argmax",
    "policy-top-k": "top_k 2 of argmax cuts the ordering",
    "xform-seq-seeded": "set_param, inject_seed, clamp_param, salted jitter and filter_text in seq",
    "failplan-classify": "overrides by reason, the base action for an unlisted kind",
}
