"""Vectors for the points an implementation written from the spec alone found
underspecified (spec/02-vocabulary.md, spec/03-admission.md,
spec/05-encoding.md, spec/06-semantics.md, spec/07-conformance.md,
spec/11-catalog.md): each vector makes one sentence of the spec observable,
and its note names the section.

Requests whose point is a spelling a JSON decoder may not keep (``{}`` versus
``[]``, ``null`` versus absent) or that the JSON reader refuses are sent as
exact lines (spec/07-conformance.md §7.3), so that no tool that re-encodes a
vector changes what it tests.
"""

from __future__ import annotations

from typing import Any, Final

from .defs_catalog import CATALOG
from .fixtures import cand, ctx, policy_term
from .vector import Definition, encoding, pinned, raw, reject, selector, xform

_EMPTY: Final = "pinned-empty-object-is-array"
_NULL: Final = "pinned-null-parameter"
_MESSAGES: Final = "pinned-message-values"

_ROUTED: Final = ["set_param", "routed", True]
_CHEAP_FIRST: Final = ["scale", -1, ["field", "price_out"]]


def _nested(levels: int, leaf: Any) -> Any:
    """``leaf`` inside ``levels`` arrays."""
    for _ in range(levels):
        leaf = [leaf]
    return leaf


def _chain_with_provider_id(provider_id: Any) -> list[Any]:
    """A chain whose one entry carries ``provider_id`` beside its selected ``provider``."""
    return ["chain", [{"provider": "a", "model": "m1", "provider_id": provider_id}]]


def _messages() -> tuple[Definition, ...]:
    """How ``{}`` and ``[]`` are shown in messages (spec/03 §3.6)."""
    return (
        pinned(
            raw(
                "reject-tier-empty-object",
                "reject",
                '"term":["tier_eq",{}]',
                "spec/03 §3.6: {} is the empty array as a value, but a message shows the "
                "JSON text: unknown tier 'object'",
                ("reject",),
            ),
            _MESSAGES,
        ),
        pinned(
            raw(
                "reject-action-verb-empty-array",
                "reject",
                '"term":["always",{"action":[]}]',
                "spec/03 §3.6: an empty array inside a message is shown 'array'",
                ("reject",),
            ),
            _MESSAGES,
        ),
    )


def _empty_and_null_members() -> tuple[Definition, ...]:
    """``{}`` and ``null`` as protocol members and in a schema (spec/07 §7.1, spec/02 §2.2)."""
    two = '[{"provider_id":"a","model_family":"m1"},{"provider_id":"b","model_family":"m1"}]'
    return (
        pinned(
            raw(
                "schema-tier-order-empty-object",
                "reject",
                '"term":["tier_eq","fallback"],"schema":{"tier_order":{}}',
                "spec/02 §2.2: tier_order {} is the empty order, as []: no tier exists, "
                "so fallback is refused",
                ("reject", "schema"),
            ),
            _EMPTY,
        ),
        raw(
            "selector-scores-null",
            "selector",
            f'"term":["argmax"],"candidates":{two},"scores":null',
            "spec/07 §7.1: scores null is absent: every score is 0, input order",
        ),
        raw(
            "selector-ctx-null",
            "selector",
            f'"term":["argmax"],"candidates":{two},"ctx":null',
            "spec/07 §7.1: unlike scores, a null ctx is an error, not absent",
            fails=True,
        ),
        pinned(
            raw(
                "selector-scores-empty-object",
                "selector",
                '"term":["argmax"],"candidates":{},"scores":{}',
                "spec/07 §7.1: {} is the empty array of candidates and of scores",
            ),
            _EMPTY,
        ),
        pinned(
            raw(
                "failplan-cases-empty-object",
                "failplan",
                '"term":["always",{"action":"abort"}],"cases":{}',
                "spec/07 §7.1: {} is the empty array of error kinds",
            ),
            _EMPTY,
        ),
        pinned(
            raw(
                "pred-cases-empty-object",
                "pred",
                '"term":["top"],"cases":{}',
                "spec/07 §7.1: {} is the empty array of cases",
            ),
            _EMPTY,
        ),
    )


def _null_parameter_members() -> tuple[Definition, ...]:
    """A ``null`` member inside a parameter is present (spec/03 §3.4)."""
    abort = {"action": "abort"}
    shown = (
        pinned(
            reject(
                "reject-action-null-verb",
                ["always", {"action": None}],
                "spec/03 §3.4: a null member is present: shown null, not nil (absent)",
            ),
            _NULL,
            _MESSAGES,
        ),
        pinned(
            reject(
                "reject-action-null-then",
                ["always", {**abort, "then_action": None}],
                "spec/03 §3.4: a null member is present: then_action null is invalid",
            ),
            _NULL,
            _MESSAGES,
        ),
    )
    cases: list[tuple[str, Any, str]] = [
        ("action-null-attempts", ["always", {**abort, "attempts": None}], "not a number"),
        (
            "action-null-backoff",
            ["always", {**abort, "backoff_ms": None}],
            "neither a number nor an array",
        ),
        (
            "action-null-knob",
            ["always", {**abort, "mark_unavailable_ms": None}],
            "a knob maps to a finite number",
        ),
        ("recipe-null-step", ["filter_text", [None]], "a null step is no string or record"),
        (
            "recipe-null-value",
            ["filter_image", [{"strength": None}]],
            "a step's values are numbers",
        ),
        (
            "chain-null-model",
            ["chain", [{"provider": "a", "model": None, "model_family": "m1"}]],
            "model null is present and not false, so it is the model, and not a string",
        ),
        (
            "chain-null-unknown-key",
            ["chain", [{"provider": "a", "model": "m1", "weight": None}]],
            "the key set is checked before any value is looked at",
        ),
    ]
    return shown + tuple(
        pinned(
            reject(f"reject-{name}", term, f"spec/03 §3.4: a null member is present: {why}"), _NULL
        )
        for name, term, why in cases
    )


def _order_of_checks() -> tuple[Definition, ...]:
    """Which of two problems a request reports (spec/07 §7.1, order of checks)."""
    deep = '["not",' * 600 + '["top"]' + "]" * 600
    return (
        raw(
            "order-json-nesting-before-admission",
            "reject",
            f'"term":{deep}',
            "spec/07 §7.1 step 1: a term nested 601 deep is refused by the JSON reader "
            "(an error), before admission's depth bound could refuse it",
            ("order",),
            fails=True,
        ),
        Definition(
            "order-schema-before-admission",
            "encoding",
            {"term": ["no_such_op"], "schema": {"tier_order": "gold"}},
            "spec/07 §7.1 step 4: a malformed schema is an error even when the term "
            "would be refused",
            ("order",),
            fails=True,
        ),
        Definition(
            "order-admission-before-sort",
            "scorer",
            {"term": ["cmp", "price_in", "le"], "candidates": []},
            "spec/07 §7.1: a refused term answers rejected before its sort is compared "
            "with the kind's (a Pred operation in a scorer request)",
            ("order", "reject"),
        ),
        Definition(
            "order-admission-before-inputs",
            "policy",
            {
                "term": [*policy_term()[:5], ["always", {"action": "explode"}]],
                "candidates": [{"provider_id": "a"}],
                "ctx": {"seed": "x"},
            },
            "spec/07 §7.1: a refused term answers rejected; the malformed candidate and "
            "context are never read",
            ("order", "reject"),
        ),
        reject(
            "reject-term-null",
            None,
            "spec/07 §7.1: term null is present (not missing): the JSON value null, "
            "which is not a term",
        ),
    )


def _chain_entries() -> tuple[Definition, ...]:
    """Chain entries are checked one at a time (spec/03 §3.4.3)."""
    return (
        reject(
            "reject-chain-entries-in-order",
            ["chain", [{"provider": "a", "model": "m1", "weight": 1}, {"provider": "b"}]],
            "spec/03 §3.4.3: entry 1 is checked whole (rules 2 and 3) before entry 2",
        ),
        reject(
            "reject-chain-rule-before-null",
            ["chain", [{"provider": "a", "model": "m1", "provider_id": None}, {"provider": "b"}]],
            "spec/03 §3.4.3: the Chain rule runs over every entry before §3.5 finds "
            "the null of entry 1",
        ),
        selector(
            "selector-chain-false-provider",
            ["chain", [{"provider": False, "provider_id": "b", "model": "m1"}]],
            [cand("a"), cand("b")],
            "spec/03 §3.4.3: provider false is not selected; provider_id is, and is kept "
            "in the encoding",
        ),
    )


def _parameter_nesting() -> tuple[Definition, ...]:
    """The parameter nesting bound, reachable only through an unselected Chain member
    (spec/03 §3.2)."""
    return (
        encoding(
            "encoding-param-depth-bound",
            _chain_with_provider_id(_nested(61, "x")),
            "spec/03 §3.2: a Chain entry's unselected provider_id holds any value: "
            "its string here is at level 64, the bound",
            ("bound",),
        ),
        reject(
            "reject-param-depth",
            _chain_with_provider_id(_nested(62, "x")),
            "spec/03 §3.2: one level more (65) is refused",
            ("bound",),
        ),
    )


def _when_reads_the_context() -> tuple[Definition, ...]:
    """``when``'s predicate reads ``ctx.request``, not the request being transformed
    (spec/06 §when)."""
    return (
        xform(
            "xform-when-reads-ctx-request",
            ["when", ["meets_req"], _ROUTED],
            {"images": ["img"], "requirements": {"needs": ["vision"]}},
            cand("a"),
            "spec/06 §when: the transformed request needs vision, ctx.request does not: "
            "meets_req holds",
            ctx=ctx(request={}),
        ),
        xform(
            "xform-when-ignores-earlier-transforms",
            ["seq", ["set_param", "scope", "eu"], ["when", ["scope_matches"], _ROUTED]],
            {},
            cand("a", scope="eu"),
            "spec/06 §when: scope_matches reads ctx.request's scope (us), not the scope "
            "an earlier transform set (eu)",
            ctx=ctx(request={"scope": "us"}),
        ),
    )


def _catalogs_in_requests() -> tuple[Definition, ...]:
    """A ``catalog`` in place of ``candidates`` (spec/07 §7.1, spec/11 §11.4)."""
    peer = {
        "provider_id": "peer-9",
        "model_family": "m-small",
        "discovery": "marketplace",
        "capabilities": {"context": 8000},
        "offer": {"peer_id": "peer-9"},
        "price_out": 0.25,
    }
    cheapest = policy_term(scorer=_CHEAP_FIRST)
    return (
        Definition(
            "catalog-request-policy",
            "policy",
            {"term": cheapest, "catalog": CATALOG},
            "spec/11 §11.4: a catalog stands for its flattened candidates (as "
            "catalog-cheapest, which lists them)",
            ("catalog",),
        ),
        Definition(
            "catalog-request-extra-candidate",
            "policy",
            {
                "term": cheapest,
                "catalog": CATALOG,
                "ctx": ctx(request={"extra_candidates": [peer]}),
            },
            "spec/11 §11.4: ctx.request.extra_candidates join a catalog's pool, completed",
            ("catalog",),
        ),
        Definition(
            "catalog-request-scorer",
            "scorer",
            {"term": _CHEAP_FIRST, "catalog": CATALOG},
            "spec/11 §11.4: scores follow the flattening order (families in code-point "
            "order, served_by in list order)",
            ("catalog",),
        ),
        Definition(
            "catalog-request-selector",
            "selector",
            {
                "term": [
                    "chain",
                    [
                        {"provider": "bolt", "model": "m-small"},
                        {"provider": "acme", "model": "m-big"},
                    ],
                ],
                "catalog": CATALOG,
            },
            "spec/11 §11.4: a selector over a catalog's candidates; positions index the "
            "flattening order",
            ("catalog",),
        ),
        Definition(
            "catalog-request-candidates-and-catalog",
            "scorer",
            {"term": ["zero"], "candidates": [], "catalog": CATALOG},
            "spec/11 §11.4: candidates or a catalog, not both",
            ("catalog",),
            fails=True,
        ),
        Definition(
            "catalog-request-invalid",
            "policy",
            {
                "term": policy_term(),
                "catalog": {**CATALOG, "providers": {"acme": {"discovery": "static"}}},
            },
            "spec/11 §11.3: a catalog is validated before any candidate is derived",
            ("catalog",),
            fails=True,
        ),
        Definition(
            "catalog-extra-candidates-not-merged",
            "policy",
            {
                "term": cheapest,
                "candidates": [cand("a", price_out=2)],
                "ctx": ctx(request={"extra_candidates": [peer]}),
            },
            "spec/11 §11.4: extra_candidates join a catalog's pool only; given "
            "candidates are the whole pool",
            ("catalog",),
        ),
    )


def _numbers() -> tuple[Definition, ...]:
    """Number encoding (spec/05 §5.2) and -0 in the normal form (spec/04)."""
    return (
        encoding(
            "encoding-number-round-half-even",
            [
                "and",
                ["cmp", "tok_s", "ge", 1000000000000000.25],
                ["cmp", "tok_s", "le", 1000000000000000.75],
                ["cmp", "tok_s", "ne", 45 * 2.0**-22],
            ],
            "spec/05 §5.2: 1000000000000000.25 (doubles 0.125 apart there) is exactly "
            "halfway between the 17-digit 1000000000000000.2 and .3: %.17g rounds half "
            "to even, .2, where JavaScript's toPrecision(17) gives .3; .75 gives .8 both "
            "ways; 45 * 2^-22 = 1.07288360595703125e-05 is a tie in exponent form: "
            "...312e-05 (JavaScript ...313)",
            ("number",),
        ),
        pinned(
            raw(
                "encoding-scale-minus-zero",
                "encoding",
                '"term":["scale",-0.0,["field","tok_s"]]',
                "spec/04: scale(-0, s) is zero, as scale(0, s): -0 = +0",
                ("normal-form",),
            ),
            "pinned-minus-zero",
        ),
    )


def _lone_surrogates() -> tuple[Definition, ...]:
    """spec/07 §7.1: a ``name`` or a failplan case that is not valid Unicode is an
    input error (the answer is valid UTF-8, so it cannot echo one), and the
    answer's ``name`` is ``null``.  Sent as exact lines: JSON text can carry a
    lone surrogate only as a ``\\u`` escape."""
    return (
        Definition(
            "error-name-lone-surrogate",
            "encoding",
            {},
            "a name holding a lone surrogate (\\ud800) is an input error; the answer's "
            "name is null",
            ("input",),
            line='{"kind":"encoding","name":"\\ud800","term":["top"]}',
            fails=True,
        ),
        Definition(
            "error-failplan-case-lone-surrogate",
            "failplan",
            {},
            "a failplan case holding a lone surrogate (\\udc80) is an input error at "
            "its path, not a crash",
            ("input",),
            line='{"kind":"failplan","name":"error-failplan-case-lone-surrogate",'
            '"term":["always",{"action":"abort"}],"cases":["auth_error","\\udc80"]}',
            fails=True,
        ),
        Definition(
            "error-schema-tier-lone-surrogate",
            "encoding",
            {},
            "a schema's tier name holding a lone surrogate (\\udc80) is an input error "
            "(spec/08 pinned-lone-surrogate), before the term is admitted",
            ("input", "schema"),
            line='{"kind":"encoding","name":"error-schema-tier-lone-surrogate",'
            '"schema":{"tier_order":["partner","\\udc80"]},"term":["top"]}',
            fails=True,
        ),
    )


DEFINITIONS: Final[tuple[Definition, ...]] = (
    *_messages(),
    *_empty_and_null_members(),
    *_null_parameter_members(),
    *_order_of_checks(),
    *_chain_entries(),
    *_parameter_nesting(),
    *_when_reads_the_context(),
    *_catalogs_in_requests(),
    *_numbers(),
    *_lone_surrogates(),
)
