"""Xform and FailPlan vectors (spec/06-semantics.md §Xform, §FailPlan)."""

from __future__ import annotations

from typing import Any, Final

from .fixtures import NEXT, cand, ctx
from .vector import Definition, encoding, failplan, xform

X: Final = ("xform",)
F: Final = ("failplan",)
REQ: Final = {"temperature": 1.7, "top_p": 0.9, "max_tokens": 100, "model": "m1"}
SEEDED: Final = ctx(seed=42)


def _params() -> list[Definition]:
    c = cand()
    return [
        xform(
            "xform-id",
            ["id"],
            {**REQ, "_filters": {"text": {"recipe": ["a"]}}},
            c,
            "unchanged",
            tags=X,
        ),
        xform(
            "xform-seq-order",
            ["seq", ["set_param", "temperature", 3], ["clamp_param", "temperature", 0, 2]],
            REQ,
            c,
            "left to right: set to 3, then clamp to 2",
            tags=X,
        ),
        xform(
            "xform-seq-last-write-wins",
            ["seq", ["set_param", "x", 1], ["id"], ["seq", ["set_param", "x", 2], ["id"]]],
            REQ,
            c,
            "nested seq flattens, id drops, the later set wins",
            tags=(*X, "normal-form"),
        ),
        xform(
            "xform-set-param-scalars",
            ["seq", ["set_param", "n", -1.5], ["set_param", "s", "é"], ["set_param", "b", False]],
            {},
            c,
            "numbers, strings and booleans are set as given",
            tags=X,
        ),
        xform(
            "xform-set-param-from-ctx",
            ["set_param", "seed", "from_ctx"],
            {"seed": 1},
            c,
            'the string "from_ctx" sets the context seed',
            ctx(seed=-5),
            X,
        ),
        xform(
            "xform-set-param-from-ctx-unseeded",
            ["set_param", "seed", "from_ctx"],
            {"seed": 1, "keep": True},
            c,
            'without a seed, "from_ctx" removes the parameter (Lua nil)',
            tags=(*X, "boundary"),
        ),
        xform(
            "xform-inject-seed",
            ["inject_seed", "seed"],
            REQ,
            c,
            "inject_seed sets the seed, unreduced",
            ctx(seed=2147483650),
            X,
        ),
        xform(
            "xform-inject-seed-unseeded",
            ["inject_seed", "seed"],
            {"seed": 7},
            c,
            "without a seed the parameter is removed",
            tags=(*X, "boundary"),
        ),
        xform(
            "xform-inject-seed-fraction",
            ["seq", ["inject_seed", "a"], ["inject_seed", "b"]],
            {},
            c,
            "a fractional seed is injected as is",
            ctx(seed=0.25),
            X,
        ),
        xform(
            "xform-clamp-param",
            [
                "seq",
                ["clamp_param", "temperature", 0, 1],
                ["clamp_param", "top_p", 0.95, 1],
                ["clamp_param", "max_tokens", 1, 1000],
            ],
            REQ,
            c,
            "above, below and inside the bounds",
            tags=X,
        ),
        xform(
            "xform-clamp-param-non-number",
            [
                "seq",
                ["clamp_param", "model", 0, 1],
                ["clamp_param", "absent", 0, 1],
                ["clamp_param", "flag", 0, 1],
            ],
            {"model": "m1", "flag": True},
            c,
            "a string, a boolean or an absent parameter is left alone (not added)",
            tags=(*X, "boundary"),
        ),
    ]


def _jitter() -> list[Definition]:
    c = cand()
    return [
        xform(
            "xform-jitter",
            ["jitter", "temperature", 0.2],
            REQ,
            c,
            "seeded ± jitter of a number",
            SEEDED,
            X,
        ),
        xform(
            "xform-jitter-salted",
            ["seq", ["jitter", "temperature", 0.1], ["jitter", "top_p", 0.1]],
            {"temperature": 1, "top_p": 1},
            c,
            "each parameter draws from its own salted stream: equal bases, different offsets",
            SEEDED,
            X,
        ),
        xform(
            "xform-jitter-unseeded",
            ["jitter", "temperature", 0.5],
            REQ,
            c,
            "without a seed: unchanged",
            tags=(*X, "boundary"),
        ),
        xform(
            "xform-jitter-non-number",
            ["seq", ["jitter", "model", 1], ["jitter", "absent", 2]],
            REQ,
            c,
            "a non-number or absent parameter becomes the offset alone",
            ctx(seed=-3),
            (*X, "boundary"),
        ),
        xform(
            "xform-jitter-seed-zero",
            ["jitter", "top_p", 0.05],
            REQ,
            c,
            "seed 0 is a seed",
            ctx(seed=0),
            (*X, "seed"),
        ),
        xform(
            "xform-jitter-large-seed",
            ["jitter", "top_p", 0.05],
            REQ,
            c,
            "a seed beyond 2^31",
            ctx(seed=9007199254740992),
            (*X, "seed"),
        ),
    ]


def _directives() -> list[Definition]:
    c = cand()
    return [
        xform(
            "xform-filter-text",
            ["filter_text", ["NFKC", {"max_len": 4000}]],
            REQ,
            c,
            "a text directive with the seed",
            SEEDED,
            X,
        ),
        xform(
            "xform-filter-image-unseeded",
            ["filter_image", [{"blur": 1.5}, "strip_exif"]],
            REQ,
            c,
            "without a seed the directive has no seed",
            tags=(*X, "boundary"),
        ),
        xform(
            "xform-filters-both",
            ["seq", ["filter_image", ["a"]], ["filter_text", ["b"]], ["filter_image", ["c"]]],
            {"_filters": {"audio": {"recipe": ["x"]}}},
            c,
            "directives keep the others; the last image directive wins",
            ctx(seed=-1),
            X,
        ),
        xform(
            "xform-filter-seed-reduced",
            ["seq", ["filter_text", []], ["filter_image", []]],
            {},
            c,
            "the directive seed is reduced modulo 2^31 - 1",
            ctx(seed=4294967297),
            (*X, "seed"),
        ),
        xform(
            "xform-filter-seed-fraction",
            ["filter_text", ["NFKC"]],
            {},
            c,
            "a negative fractional seed, floored modulo",
            ctx(seed=-2.5),
            (*X, "seed"),
        ),
    ]


def _custom_when() -> list[Definition]:
    tee = cand("p9", has_tee=True)
    return [
        xform(
            "xform-custom-stamp",
            ["custom", "test:stamp_provider"],
            REQ,
            tee,
            "the pinned registry: stamp the provider id",
            tags=X,
        ),
        xform(
            "xform-custom-drop",
            ["custom", "test:drop_temperature"],
            REQ,
            tee,
            "the pinned registry: drop temperature",
            tags=X,
        ),
        xform(
            "xform-custom-in-seq",
            ["seq", ["custom", "test:drop_temperature"], ["set_param", "temperature", 0]],
            REQ,
            tee,
            "a custom transform composes",
            tags=X,
        ),
        xform(
            "xform-custom-unregistered",
            ["custom", "test:unknown"],
            REQ,
            tee,
            "a name outside the registry is an input error",
            tags=X,
            fails=True,
        ),
        xform(
            "xform-when-holds",
            ["when", ["is", "has_tee"], ["set_param", "private", True]],
            REQ,
            tee,
            "the Pred holds: the transform applies",
            tags=X,
        ),
        xform(
            "xform-when-fails",
            ["when", ["is", "has_tee"], ["set_param", "private", True]],
            REQ,
            cand(),
            "the Pred fails: unchanged",
            tags=X,
        ),
        xform(
            "xform-when-context",
            [
                "seq",
                ["when", ["meets_req"], ["custom", "test:stamp_provider"]],
                ["when", ["not", ["scope_matches"]], ["set_param", "scope_miss", 1]],
                ["when", ["bot"], ["set_param", "never", 1]],
            ],
            REQ,
            cand(scope="us"),
            "when reads the candidate and the context",
            ctx(request={"scope": "eu", "requirements": {"needs": ["tools"]}}),
            X,
        ),
        xform(
            "xform-when-served-by",
            ["when", ["served_by_eq", "peer-2"], ["jitter", "top_p", 0.5]],
            REQ,
            cand(offer={"peer_id": "peer-2"}),
            "a jitter only for one marketplace peer",
            SEEDED,
            X,
        ),
    ]


def _failplans() -> list[Definition]:
    retry: dict[str, Any] = {"action": "retry_same", "attempts": 3, "backoff_ms": [100, 200]}
    abort = {"action": "abort"}
    kinds = ["rate_limit", "auth_error", "timeout", "unknown", "server_error"]
    return [
        failplan(
            "failplan-always",
            ["always", retry],
            kinds,
            "every kind, unknown included, gets the base",
            F,
        ),
        failplan(
            "failplan-always-knobs",
            [
                "always",
                {
                    "action": "next_provider_same_model",
                    "then_action": "abort",
                    "open_breaker_ms": 30000,
                    "jitter_pct": 0.1,
                },
            ],
            ["x"],
            "typed keys and numeric knobs are carried through",
            F,
        ),
        failplan(
            "failplan-override-chain",
            [
                "override",
                [
                    "override",
                    ["override", ["always", retry], "timeout", abort],
                    "auth_error",
                    abort,
                ],
                "timeout",
                {"action": "disable_provider"},
            ],
            kinds,
            "the outermost override of a kind wins; other kinds get the base",
            F,
        ),
        failplan(
            "failplan-override-unknown",
            ["override", ["override", ["always", abort], "unknown", retry], "auth_error", NEXT],
            kinds,
            "overriding unknown changes the action of every unlisted kind",
            (*F, "boundary"),
        ),
        failplan(
            "failplan-override-same-as-base",
            ["override", ["always", abort], "timeout", {"action": "abort"}],
            kinds,
            "an override equal to the base is dropped and changes nothing",
            (*F, "normal-form"),
        ),
        failplan(
            "failplan-override-default-action",
            ["override", ["always", NEXT], "rate_limit", {"action": "retry_same", "attempts": 1}],
            ["rate_limit", "other"],
            "the base next_candidate and one override",
            F,
        ),
        encoding(
            "encoding-failplan-sorted",
            [
                "override",
                ["override", ["always", abort], "zeta", retry],
                "alpha",
                {"action": "abort"},
            ],
            "overrides in code-point order of the kind; one equal to the base dropped",
            ("encoding", "normal-form"),
        ),
    ]


DEFINITIONS: Final[tuple[Definition, ...]] = (
    *_params(),
    *_jitter(),
    *_directives(),
    *_custom_when(),
    *_failplans(),
)
