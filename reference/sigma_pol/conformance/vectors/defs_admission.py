"""Admission refusals for every parameter sort and both bounds, and the canonical
encoding of numbers and strings (spec/03-admission.md, spec/05-encoding.md)."""

from __future__ import annotations

from typing import Any, Final

from .fixtures import NEXT
from .vector import Definition, encoding, reject

E: Final = ("encoding",)


def _param_rejects() -> list[Definition]:
    by_sort: list[tuple[str, str, Any, str]] = [
        ("Num", "num-string", ["cmp", "price_in", "le", "5"], "a string is not a Num"),
        ("Num", "num-bool", ["lit", True], "a boolean is not a Num"),
        ("Num", "num-in-clamp", ["clamp", 0, [1], ["zero"]], "an array is not a Num"),
        ("Count", "count-zero", ["top_k", 0, ["argmax"]], "Count is at least 1"),
        ("Count", "count-fraction", ["top_k", 1.5, ["argmax"]], "Count is an integer"),
        ("Count", "count-negative", ["top_k", -2, ["argmax"]], "a negative count"),
        ("Rel", "rel-unknown", ["cmp", "tok_s", "lte", 5], "lte is not a relation"),
        ("Rel", "rel-case", ["cmp", "tok_s", "GE", 5], "relations are lowercase"),
        ("NumField", "num-field-undeclared", ["field", "quality"], "an undeclared field"),
        ("NumField", "num-field-bool", ["field", "has_tee"], "a Bool field where Num is due"),
        ("NumField", "num-field-number", ["cmp", 3, "le", 5], "a field name is a string"),
        ("BoolField", "bool-field-num", ["is", "price_in"], "a Num field where Bool is due"),
        ("BoolField", "bool-field-undeclared", ["is", "fast"], "an undeclared field"),
        ("Tier", "tier-unknown", ["tier_eq", "gold"], "gold is not in the default order"),
        ("Tier", "tier-number", ["min_tier", 2], "a tier is a name"),
        ("Family", "family-number", ["family_eq", 5], "a family is a string"),
        ("Provider", "provider-bool", ["provider_eq", False], "a provider is a string"),
        ("ServedBy", "served-by-array", ["served_by_eq", ["p"]], "a route is a string"),
        ("Capability", "capability-object", ["has_cap", {"a": 1}], "a capability is a string"),
        ("ParamName", "param-name-number", ["set_param", 1, 2], "a parameter name is a string"),
        ("ParamName", "param-name-jitter", ["jitter", None, 0.1], "null is not a name"),
        ("Sym", "sym-number", ["custom", 7], "a Sym is a string"),
        (
            "FailReason",
            "fail-reason-number",
            ["override", ["always", NEXT], 1, NEXT],
            "a kind is a string",
        ),
        ("Scalar", "scalar-array", ["set_param", "x", [1]], "an array is not a scalar"),
        ("Scalar", "scalar-null", ["set_param", "x", None], "null is not a scalar"),
        ("Action", "action-string", ["always", "abort"], "an Action is a record"),
        ("Action", "action-unknown", ["always", {"action": "explode"}], "outside the vocabulary"),
        ("Action", "action-missing", ["always", {"attempts": 2}], "no action: shown as nil"),
        (
            "Action",
            "action-then",
            ["always", {"action": "abort", "then_action": "x"}],
            "then_action",
        ),
        ("Action", "action-attempts", ["always", {"action": "abort", "attempts": "3"}], "attempts"),
        (
            "Action",
            "action-breaker",
            ["always", {"action": "abort", "open_breaker_ms": True}],
            "breaker",
        ),
        (
            "Action",
            "action-backoff",
            ["always", {"action": "abort", "backoff_ms": "1s"}],
            "backoff_ms",
        ),
        (
            "Action",
            "action-backoff-entries",
            ["always", {"action": "abort", "backoff_ms": [1, "2"]}],
            "backoff_ms entries",
        ),
        ("Action", "action-knob", ["always", {"action": "abort", "x": "y"}], "a knob is a number"),
        ("Recipe", "recipe-string", ["filter_text", "NFKC"], "a Recipe is an array"),
        ("Recipe", "recipe-step-number", ["filter_text", ["a", 1]], "a step is a string or record"),
        ("Recipe", "recipe-step-array", ["filter_image", [["a"]]], "a non-empty array step"),
        (
            "Recipe",
            "recipe-step-values",
            ["filter_image", [{"blur": "x"}]],
            "record values are numbers",
        ),
        (
            "Chain",
            "chain-object",
            ["chain", {"provider": "a", "model": "m"}],
            "a Chain is an array",
        ),
        ("Chain", "chain-entry-model", ["chain", [{"provider": "a"}]], "an entry needs a model"),
        ("Chain", "chain-entry-key", ["chain", [{"provider": "a", "model": "m", "w": 1}]], "keys"),
        ("Chain", "chain-entry-string", ["chain", ["a|m"]], "an entry is a record"),
    ]
    return [
        reject(f"reject-{name}", term, note, (f"param:{sort}",))
        for sort, name, term, note in by_sort
    ]


def _shape_rejects() -> list[Definition]:
    deep: Any = ["top"]
    for _ in range(64):
        deep = ["not", deep]
    return [
        reject("reject-not-a-term", 5, "a term is an array", ("shape",)),
        reject("reject-empty-array", [], "an empty array is not a term", ("shape",)),
        reject("reject-op-not-string", [["top"]], "the op is a string", ("shape",)),
        reject("reject-unknown-op", ["maybe"], "an unknown op", ("shape",)),
        reject("reject-removed-op", ["quality"], "a v1 op removed in v2", ("shape",)),
        reject("reject-arity-few", ["cmp", "tok_s", "ge"], "too few arguments", ("shape",)),
        reject("reject-arity-many", ["not", ["top"], ["top"]], "too many arguments", ("shape",)),
        reject("reject-variadic-empty", ["and"], "a variadic op needs one child", ("shape",)),
        reject("reject-seq-empty", ["seq"], "seq too", ("shape",)),
        reject(
            "reject-sort-mismatch", ["not", ["zero"]], "a Scorer where a Pred is due", ("shape",)
        ),
        reject(
            "reject-variadic-sort",
            ["add", ["lit", 1], ["top"]],
            "a Pred among add's children",
            ("shape",),
        ),
        reject(
            "reject-policy-slots",
            ["policy", ["top"], ["zero"], ["id"], ["argmax"], ["always", NEXT]],
            "selector and xform swapped",
            ("shape",),
        ),
        reject(
            "reject-nested-path",
            ["and", ["top"], ["or", ["bot"], ["cmp", "tok_s", "ge", "x"]]],
            "the path names every level",
            ("shape",),
        ),
        reject("reject-depth", deep, "65 levels: beyond the depth bound", ("bound",)),
        reject(
            "reject-nodes",
            ["and", *([["top"]] * 4096)],
            "4097 nodes: beyond the size bound, refused at the 4097th",
            ("bound",),
        ),
        reject(
            "reject-first-error",
            ["and", ["cmp", "tok_s", "ge", "x"], ["is", "nope"]],
            "depth first, left to right: the first error is reported",
            ("shape",),
        ),
    ]


def _bound_accepts() -> list[Definition]:
    deep: Any = ["top"]
    for _ in range(63):
        deep = ["not", deep]
    return [
        encoding("encoding-depth-bound", deep, "64 levels are admitted", (*E, "bound")),
        encoding(
            "encoding-node-bound",
            ["and", *([["top"]] * 4095)],
            "4096 nodes are admitted (and normalize to top)",
            (*E, "bound"),
        ),
    ]


def _numbers() -> list[Definition]:
    def lits(*values: float) -> list[Any]:
        return ["add", *(["lit", v] for v in values)]

    return [
        encoding(
            "encoding-exponent-small",
            lits(1e-7, 5e-324, -2.5e-5),
            "%.17g below 1e-4, the smallest subnormal, a negative",
            E,
        ),
        encoding(
            "encoding-exponent-large",
            lits(1.5e300, 1.7976931348623157e308, 1e21, 1e17),
            "%.17g for integral values beyond 2^53 too",
            E,
        ),
        encoding(
            "encoding-integers",
            lits(9007199254740992, -9007199254740992, 9007199254740994, 4096),
            "integral values up to 2^53 in fixed notation; 2^53 + 2 in %.17g",
            E,
        ),
        encoding(
            "encoding-fractions",
            lits(0.5, 1 / 3, 123456789.125, -0.1),
            "17 significant digits, trailing zeros dropped",
            E,
        ),
    ]


def _strings() -> list[Definition]:
    return [
        encoding(
            "encoding-string-escapes",
            ["provider_eq", 'a"b\\c\nd\re\tf/g'],
            'only \\, ", newline, carriage return and tab are escaped',
            E,
        ),
        encoding(
            "encoding-string-controls",
            ["family_eq", "\u0001\u001f\u007f\u2028"],
            "other control characters are written as themselves",
            E,
        ),
        encoding(
            "encoding-string-non-ascii",
            ["set_param", "é", "中文 😀"],
            "non-ASCII as UTF-8; the fingerprint hashes the bytes",
            E,
        ),
        encoding(
            "encoding-sort-code-points",
            ["or", ["provider_eq", "😀"], ["provider_eq", "\uffff"], ["provider_eq", "z"]],
            "AC children sort by code point (UTF-8 byte order), not by UTF-16 unit",
            (*E, "normal-form"),
        ),
        encoding(
            "encoding-record-keys",
            ["seq", ["filter_text", [{"z": 1, "a": 2}]], ["set_param", "t", True]],
            "record keys in code-point order; booleans as true/false",
            E,
        ),
        encoding(
            "encoding-action-keys",
            ["always", {"then_action": "abort", "action": "retry_same", "backoff_ms": [1, 2.5]}],
            "an Action record with its keys sorted",
            E,
        ),
        encoding(
            "encoding-seq-keeps-order",
            ["seq", ["set_param", "b", 1], ["set_param", "a", 1]],
            "seq is not commutative",
            (*E, "normal-form"),
        ),
        encoding(
            "encoding-policy",
            [
                "policy",
                ["and", ["top"], ["min_tier", "partner"]],
                ["scale", 1, ["field", "tok_s"]],
                ["top_k", 3, ["sample", 0.25]],
                ["seq", ["id"]],
                ["override", ["always", NEXT], "timeout", NEXT],
            ],
            "every slot normalized",
            (*E, "normal-form"),
        ),
    ]


DEFINITIONS: Final[tuple[Definition, ...]] = (
    *_param_rejects(),
    *_shape_rejects(),
    *_bound_accepts(),
    *_numbers(),
    *_strings(),
)
