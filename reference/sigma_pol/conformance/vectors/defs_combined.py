"""Combined vectors: operations working together in realistic terms
(spec/06-semantics.md).

The per-sort modules test each operation at its boundaries; these vectors use
several at once (a scoped, capability-gated policy, a compound request
transform), which is how hosts meet them, and bring every operation with
behaviour to at least five decisions in the checklist.
"""

from __future__ import annotations

from typing import Final

from .fixtures import ALWAYS_NEXT, POP4, cand, ctx
from .vector import Definition, case, policy, pred, scorer, xform

_ROUTED: Final = (
    cand("a", "m1", scope="eu", capabilities={"vision": True}, tok_s=50),
    cand("b", "m2", offer={"peer_id": "peer-3"}, capabilities={"vision": 1}, tok_s=70),
    cand("c", "m1", capabilities={"vision": False}, tok_s=90),
    cand("d", "M1", scope="us", tok_s=30),
)


def _preds() -> list[Definition]:
    return [
        pred(
            "combined-scope-and-family",
            ["and", ["scope_matches"], ["family_eq", "m1"]],
            [
                case(_ROUTED[0], ctx(request={"scope": "eu"}), "scoped to the request's scope"),
                case(_ROUTED[0], ctx(request={"scope": "us"}), "scoped elsewhere"),
                case(_ROUTED[2], ctx(request={"scope": "us"}), "a global candidate"),
                case(_ROUTED[3], ctx(), "a scoped candidate, a request without scope"),
            ],
            "scope_matches before family_eq in normal-form order; family names are exact",
        ),
        pred(
            "combined-cap-or-route",
            ["or", ["has_cap", "vision"], ["served_by_eq", "peer-3"]],
            [case(c) for c in _ROUTED],
            "has_cap reads Lua truthiness (1 holds, false fails); a peer route is an alternative",
        ),
        pred(
            "combined-null-array-element",
            ["and", ["meets_req"], ["has_cap", "vision"]],
            [
                case(cand("a"), ctx(request={"images": [None]}), "[null] is a non-empty array"),
                case(
                    cand("b", capabilities={"vision": True, "supports_vision": True}),
                    ctx(request={"images": [None], "scope": None}),
                    "vision supported; a null scope is absent",
                ),
            ],
            "a null array element is kept (chapter 8, pinned-null-member-absent): "
            "images [null] derives the need vision",
        ),
    ]


def _policies() -> list[Definition]:
    pop = list(_ROUTED)
    return [
        policy(
            "combined-routed-policy",
            [
                "policy",
                ["and", ["scope_matches"], ["not", ["served_by_eq", "peer-3"]]],
                ["clamp", 40, 80, ["field", "tok_s"]],
                ["argmax"],
                ["id"],
                ALWAYS_NEXT,
            ],
            pop,
            "scoped, direct routes only; tok_s clamped into [40, 80] orders them",
            ctx(request={"scope": "eu"}),
        ),
        policy(
            "combined-capability-policy",
            [
                "policy",
                ["has_cap", "vision"],
                [
                    "add",
                    ["zero"],
                    ["clamp", 0, 60, ["field", "tok_s"]],
                    ["gate", ["family_eq", "m1"], ["lit", 5]],
                ],
                ["argmax"],
                ["id"],
                ALWAYS_NEXT,
            ],
            pop,
            "vision-capable only; a clamped speed plus a bonus for family m1",
        ),
        scorer(
            "combined-zero-population",
            ["add", ["zero"], ["gate", ["served_by_eq", "peer-3"], ["lit", 1]]],
            list(_ROUTED),
            "zero is the unit of add; only the peer route scores 1",
        ),
        scorer(
            "combined-clamp-of-sum",
            ["clamp", 0, 1, ["add", ["field", "success_rate"], ["lit", 0.05]]],
            list(POP4),
            "a clamped sum: 0.99 + 0.05 clamps to 1, the default success rate 1 too",
        ),
    ]


def _xforms() -> list[Definition]:
    seeded = ctx(seed=2**31 + 5)
    return [
        xform(
            "combined-request-shaping",
            [
                "seq",
                ["inject_seed", "seed"],
                ["clamp_param", "temperature", 0, 1],
                ["filter_image", ["blur", {"radius": 2}]],
                ["when", ["has_cap", "vision"], ["custom", "test:stamp_provider"]],
            ],
            {"temperature": 1.4, "images": ["i"]},
            _ROUTED[0],
            "seed injected unreduced, temperature clamped, an image directive with the "
            "reduced seed, stamped because the candidate has vision",
            seeded,
        ),
        xform(
            "combined-request-shaping-unseeded",
            [
                "seq",
                ["filter_image", ["blur"]],
                ["inject_seed", "seed"],
                ["clamp_param", "temperature", 0.2, 1],
                ["when", ["scope_matches"], ["set_param", "top_p", 0.9]],
            ],
            {"temperature": 0, "seed": 3},
            _ROUTED[3],
            "no seed: the seed parameter is removed, the directive has no seed; "
            "a scoped candidate outside the request's scope is not shaped",
            ctx(request={"scope": "eu"}),
        ),
        xform(
            "combined-clamp-param-in-when",
            ["when", ["family_eq", "m1"], ["clamp_param", "max_tokens", 16, 256]],
            {"max_tokens": 4096},
            _ROUTED[2],
            "the clamp applies for family m1",
        ),
        xform(
            "combined-seed-image-filter-text",
            ["seq", ["filter_text", ["trim"]], ["filter_image", []], ["inject_seed", "s"]],
            {"_filters": {"audio": {"recipe": ["x"]}}},
            _ROUTED[1],
            "both directives beside an existing one; seed -1 floored modulo into the directives",
            ctx(seed=-1),
        ),
    ]


DEFINITIONS: Final[tuple[Definition, ...]] = (*_preds(), *_policies(), *_xforms())
