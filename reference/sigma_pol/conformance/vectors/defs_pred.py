"""Pred vectors: every constructor, every relation, every core field's default
(spec/06-semantics.md §Pred, spec/02-vocabulary.md §Observation)."""

from __future__ import annotations

from typing import Any, Final

from ...core.signature import RELATIONS
from .fixtures import cand, ctx, policy_term
from .vector import Definition, case, encoding, policy, pred

T: Final = ("pred",)

EXT_SCHEMA: Final = {
    "fields": {
        "verified": {"sort": "Bool", "default": True},
        "eu_only": {"sort": "Bool", "default": False},
        "score_bonus": {"sort": "Num", "default": 2.5},
    },
    "tier_order": ["bronze", "silver", "gold"],
}


def _relations() -> list[Definition]:
    """Each relation at, below and above its threshold: lt/le and ge/gt differ only at it."""
    out = []
    for rel in RELATIONS:
        out.append(
            pred(
                f"pred-cmp-{rel}-boundary",
                ["cmp", "tok_s", rel, 10],
                [case(cand(tok_s=v), note=f"tok_s {v}") for v in (9, 10, 11)],
                f"cmp {rel}: tok_s 9, 10 and 11 against 10 (reason cmp:tok_s:{rel})",
                (*T, f"rel:{rel}"),
            )
        )
    return out


def _defaults() -> list[Definition]:
    """Every core field read off an empty candidate and context: its default."""
    empty = cand()
    checks: list[tuple[str, str, str, float, str]] = [
        ("price_in", "price_in", "lt", 1e308, "+inf: an unpriced candidate fails any ceiling"),
        ("price_out", "price_out", "ge", 1e308, "+inf"),
        ("latency_ms", "latency_ms", "lt", 1e308, "+inf"),
        ("tok_s", "tok_s", "eq", 0, "0"),
        ("success_rate", "success_rate", "eq", 1, "1"),
        ("credits", "credits", "eq", 0, "0"),
        ("context", "context", "eq", 0, "0"),
    ]
    out = []
    for name, field, rel, number, default in checks:
        out.append(
            pred(
                f"pred-default-{name}",
                ["cmp", field, rel, number],
                [
                    case(empty, note="absent everywhere"),
                    case(empty, ctx(state={}), note="empty state"),
                ],
                f"the default of {field} is {default}",
                (*T, f"default:{field}"),
            )
        )
    for field in ("has_tee", "no_log", "breaker_open", "disabled"):
        out.append(
            pred(
                f"pred-default-{field}",
                ["not", ["is", field]],
                [case(empty), case(empty, ctx(state={}))],
                f"the default of {field} is false",
                (*T, f"default:{field}"),
            )
        )
    return out


def _fields() -> list[Definition]:
    ema = {"ema": {"p1|m1": {"price_in": 7, "price_out": 9}, "p2|m1": {"price_in": 1}}}
    return [
        pred(
            "pred-price-in-sources",
            ["cmp", "price_in", "le", 5],
            [
                case(cand(price_in=4), ctx(state=ema), note="own price 4 wins over EMA 7"),
                case(cand(), ctx(state=ema), note="EMA 7 by provider|model"),
                case(cand("p2"), ctx(state=ema), note="EMA 1 of p2|m1"),
                case(cand("p2", "m2"), ctx(state=ema), note="no EMA entry for p2|m2: +inf"),
                case(cand(price_in=6), ctx(state=ema), note="own price 6 fails"),
            ],
            "price_in: the candidate's own value, else the EMA keyed provider|model, else +inf",
            (*T, "default:price_in"),
        ),
        pred(
            "pred-price-out-sources",
            ["cmp", "price_out", "gt", 8],
            [
                case(cand(), ctx(state=ema), note="EMA 9"),
                case(cand("p2"), ctx(state=ema), note="EMA entry without price_out: +inf"),
                case(cand(price_out=8), ctx(state=ema), note="own 8 is not > 8"),
            ],
            "price_out reads its own EMA member, not price_in's",
            (*T, "default:price_out"),
        ),
        pred(
            "pred-credits-by-provider",
            ["cmp", "credits", "gt", 0],
            [
                case(cand(), ctx(state={"credits": {"p1": 5}}), note="5 credits"),
                case(cand("p2"), ctx(state={"credits": {"p1": 5}}), note="p2 has none: 0"),
                case(cand(), ctx(state={"credits": {"p1": -1}}), note="negative credits"),
            ],
            "credits: state.credits by provider id, 0 when absent",
            (*T, "default:credits"),
        ),
        pred(
            "pred-context-from-capabilities",
            ["cmp", "context", "ge", 8000],
            [
                case(cand(capabilities={"context": 8000}), note="equal"),
                case(cand(capabilities={"context": 7999}), note="below"),
                case(cand(capabilities={"supports_tools": True}), note="no context: 0"),
                case(cand(context=9000), note="a top-level context is not read"),
            ],
            "context: capabilities.context, 0 when absent",
            (*T, "default:context"),
        ),
        pred(
            "pred-latency-and-success",
            ["and", ["cmp", "latency_ms", "le", 200], ["cmp", "success_rate", "ge", 0.95]],
            [
                case(cand(latency_ms=200, success_rate=0.95), note="both at the bound"),
                case(cand(latency_ms=201), note="too slow"),
                case(cand(latency_ms=100, success_rate=0.5), note="unreliable"),
                case(cand(success_rate=1), note="no latency: +inf"),
                case(cand(latency_ms=10), note="no success rate: 1"),
            ],
            "latency_ms (+inf default) and success_rate (1 default), first failing reason",
            (*T, "default:latency_ms", "default:success_rate"),
        ),
        pred(
            "pred-is-breaker-open",
            ["is", "breaker_open"],
            [
                case(cand(), ctx(state={"breakers": {"p1": True}}), note="open"),
                case(cand(), ctx(state={"breakers": {"p1": 1}}), note="1 is not true"),
                case(cand(), ctx(state={"breakers": {"p1": "open"}}), note="a string is not true"),
                case(cand(), ctx(state={"breakers": {"p2": True}}), note="another provider's"),
                case(cand(), ctx(state={"breakers": {"p1": False}}), note="closed"),
            ],
            "breaker_open holds only for a breakers entry equal to true",
            (*T, "default:breaker_open"),
        ),
        pred(
            "pred-is-disabled",
            ["is", "disabled"],
            [
                case(cand(), ctx(state={"disabled": {"p1": {"kind": "auth", "at_ms": 5}}})),
                case(cand(), ctx(state={"disabled": {"p1": False}}), note="present, even false"),
                case(cand(), ctx(state={"disabled": {"p1": "auth"}}), note="a reason string"),
                case(cand(), ctx(state={"disabled": {"p2": "auth"}}), note="another provider"),
                case(cand(), ctx(state={"disabled": []}), note="empty table"),
            ],
            "disabled holds when state.disabled has any entry for the provider",
            (*T, "default:disabled"),
        ),
        pred(
            "pred-is-tee-and-no-log",
            ["or", ["is", "has_tee"], ["is", "no_log"]],
            [
                case(cand(has_tee=True)),
                case(cand(no_log=True)),
                case(cand(has_tee=False, no_log=False), note="or's reason is `or`"),
                case(cand(), note="both absent"),
            ],
            "has_tee and no_log are the candidate's own booleans; or fails with `or`",
            (*T, "default:has_tee", "default:no_log"),
        ),
        pred(
            "pred-is-reason",
            ["is", "no_log"],
            [case(cand(no_log=True)), case(cand(no_log=False)), case(cand(has_tee=True))],
            "a failing is reports is:<field>",
            T,
        ),
        pred(
            "pred-extension-fields",
            [
                "and",
                ["is", "verified"],
                ["not", ["is", "eu_only"]],
                ["cmp", "score_bonus", "gt", 2],
            ],
            [
                case(cand(), note="verified defaults true, eu_only false, score_bonus 2.5"),
                case(cand(verified=False), note="is:verified"),
                case(cand(eu_only=True), note="not"),
                case(cand(score_bonus=2), note="cmp:score_bonus:gt"),
            ],
            "declared extension fields read the candidate, else their declared default",
            (*T, "extension"),
            schema=EXT_SCHEMA,
        ),
    ]


def _structure() -> list[Definition]:
    bare = cand()
    return [
        pred(
            "pred-top-bot",
            ["or", ["bot"], ["not", ["bot"]]],
            [case(bare), case(cand(tier="gold"), ctx(seed=3))],
            "not(bot) is top, so the or holds for everyone",
            T,
        ),
        pred("pred-top", ["top"], [case(bare), case(cand("x", "y"), ctx(seed=1))], "top holds", T),
        pred("pred-bot", ["bot"], [case(bare), case(cand("x", "y"))], "bot fails with `bot`", T),
        pred(
            "pred-not-top",
            ["not", ["top"]],
            [case(bare)],
            "not(top) normalizes to bot: the reason is `bot`, not `not`",
            (*T, "normal-form"),
        ),
        pred(
            "pred-and-bot-absorbs",
            ["and", ["is", "has_tee"], ["bot"]],
            [case(cand(has_tee=True)), case(bare)],
            "bot absorbs an and: the reason is `bot` even where has_tee fails first",
            (*T, "normal-form"),
        ),
        pred(
            "pred-and-first-failing",
            ["and", ["is", "has_tee"], ["cmp", "price_in", "le", 5]],
            [
                case(cand(has_tee=True, price_in=5), note="both hold"),
                case(cand(has_tee=True), note="only the price fails"),
                case(cand(price_in=1), note="only has_tee fails"),
                case(bare, note="both fail: (cmp …) sorts before (is …)"),
            ],
            "and reports the first failing child in normal-form order",
            T,
        ),
        pred(
            "pred-and-order-is-encoding-order",
            ["and", ["provider_eq", "zz"], ["family_eq", "aa"], ["tier_eq", "partner"]],
            [
                case(cand("q", "q"), note="all three fail: family_eq sorts first"),
                case(cand("q", "aa"), note="provider_eq then tier_eq fail"),
                case(cand("zz", "aa", tier="gold"), note="tier_eq fails"),
                case(cand("zz", "aa", tier="partner")),
            ],
            "the children of and are checked in the order of their encodings",
            T,
        ),
        pred(
            "pred-or-short-circuit",
            ["or", ["cmp", "tok_s", "gt", 100], ["has_cap", "supports_tools"]],
            [
                case(cand(tok_s=150), note="first holds"),
                case(cand(capabilities={"supports_tools": True}), note="second holds"),
                case(cand(tok_s=50), note="neither"),
            ],
            "or holds when any child holds; its reason is `or`",
            T,
        ),
        pred(
            "pred-not-reason",
            ["not", ["cmp", "price_in", "lt", 1]],
            [case(cand(price_in=0.5)), case(cand(price_in=1)), case(bare, note="+inf < 1 fails")],
            "not fails with `not`; not over a failing cmp holds",
            T,
        ),
        pred(
            "pred-double-negation",
            ["not", ["not", ["is", "has_tee"]]],
            [case(cand(has_tee=True)), case(bare, note="normal form is (is has_tee)")],
            "not(not p) is p: the reason is p's",
            (*T, "normal-form"),
        ),
        pred(
            "pred-not-or",
            ["not", ["or", ["provider_eq", "a"], ["provider_eq", "b"]]],
            [case(cand("a")), case(cand("b")), case(cand("c"))],
            "exclusion of a set: not(or(...))",
            T,
        ),
    ]


def _tiers_and_ids() -> list[Definition]:
    return [
        pred(
            "pred-tier-eq",
            ["tier_eq", "partner"],
            [
                case(cand(tier="partner")),
                case(cand(tier="marketplace"), note="reason `tier`"),
                case(cand(), note="absent tier reads fallback"),
            ],
            "tier_eq compares the candidate's tier, fallback when absent",
            T,
        ),
        pred(
            "pred-tier-eq-fallback",
            ["tier_eq", "fallback"],
            [case(cand()), case(cand(tier="fallback")), case(cand(tier="partner"))],
            "an absent tier equals fallback",
            T,
        ),
        pred(
            "pred-tier-eq-custom-order",
            ["or", ["tier_eq", "gold"], ["tier_eq", "bronze"]],
            [case(cand(tier="gold")), case(cand(tier="silver")), case(cand(), note="fallback")],
            "tier_eq under a declared tier order",
            T,
            schema=EXT_SCHEMA,
        ),
        pred(
            "pred-min-tier",
            ["min_tier", "marketplace"],
            [
                case(cand(tier="partner"), note="above"),
                case(cand(tier="marketplace"), note="equal rank holds"),
                case(cand(tier="fallback"), note="below: min_tier"),
                case(cand(), note="absent: fallback"),
                case(cand(tier="gold"), note="unknown tier ranks 0"),
            ],
            "min_tier: the candidate's rank at least the bound's",
            T,
        ),
        pred(
            "pred-min-tier-lowest",
            ["min_tier", "fallback"],
            [case(cand()), case(cand(tier="partner")), case(cand(tier="gold"), note="rank 0")],
            "even the lowest bound refuses an unknown tier",
            T,
        ),
        pred(
            "pred-min-tier-custom-order",
            ["min_tier", "silver"],
            [
                case(cand(tier="gold")),
                case(cand(tier="silver")),
                case(cand(tier="bronze")),
                case(cand(), note="fallback is not in this order: rank 0"),
                case(cand(tier="partner"), note="nor is partner"),
            ],
            "min_tier under a declared tier order",
            T,
            schema=EXT_SCHEMA,
        ),
        pred(
            "pred-family-eq",
            ["family_eq", "m2"],
            [case(cand(model="m2")), case(cand(model="m1")), case(cand(model="M2"))],
            "family_eq is exact (reason model_family)",
            T,
        ),
        pred(
            "pred-provider-eq",
            ["provider_eq", "p2"],
            [
                case(cand("p2")),
                case(cand("p1")),
                case(cand("p2 ")),
                case(cand("p2", offer={"peer_id": "peer-1"}), note="the provider, not the route"),
            ],
            "provider_eq is exact (reason provider_id) and reads the provider, not the route",
            T,
        ),
        pred(
            "pred-served-by",
            ["served_by_eq", "peer-7"],
            [
                case(cand("p1", offer={"peer_id": "peer-7"}), note="served by the peer"),
                case(cand("peer-7"), note="direct route: the provider"),
                case(cand("peer-7", offer={"peer_id": "peer-9"}), note="another peer serves"),
                case(cand("peer-7", offer={}), note="an offer without peer: the provider"),
                case(cand("peer-7", offer={"peer_id": None}), note="a null peer is absent"),
            ],
            "served_by_eq: offer.peer_id when present, else the provider id",
            T,
        ),
        pred(
            "pred-served-by-empty-peer",
            ["served_by_eq", ""],
            [
                case(cand("p1", offer={"peer_id": ""}), note="an empty string is a peer (Lua)"),
                case(cand("p1")),
            ],
            "an empty peer id is truthy, as in Lua",
            T,
        ),
        pred(
            "pred-has-cap",
            ["has_cap", "supports_tools"],
            [
                case(cand(capabilities={"supports_tools": True})),
                case(cand(capabilities={"supports_tools": False})),
                case(cand(capabilities={"supports_tools": 0}), note="0 is truthy (Lua)"),
                case(cand(capabilities={"supports_tools": ""}), note="so is the empty string"),
                case(cand(), note="no capabilities"),
                case(cand(capabilities=[]), note="empty capabilities"),
            ],
            "has_cap: the capability flag truthy (reason missing_capability:<cap>)",
            T,
        ),
        pred(
            "pred-has-cap-reasons",
            ["and", ["has_cap", "vision"], ["has_cap", "audio"]],
            [
                case(cand(capabilities={"vision": True, "audio": True})),
                case(cand(capabilities={"vision": True})),
                case(cand(), note="audio sorts first"),
            ],
            "each has_cap names its own capability",
            T,
        ),
        pred(
            "pred-scope",
            ["scope_matches"],
            [
                case(cand(), ctx(request={"scope": "eu"}), note="global candidate"),
                case(cand(scope="eu"), ctx(request={"scope": "eu"}), note="same scope"),
                case(cand(scope="us"), ctx(request={"scope": "eu"}), note="other scope"),
                case(cand(scope="eu"), ctx(request={}), note="request without scope"),
                case(cand(scope="eu"), note="no request at all"),
                case(cand(scope=None), ctx(request={"scope": "eu"}), note="null scope is absent"),
            ],
            "scope_matches: a global candidate, or the request's scope (reason scope)",
            T,
        ),
    ]


def _requirements() -> list[Definition]:
    def req(**requirements: Any) -> dict[str, Any]:
        return ctx(request={"requirements": requirements})

    full = {
        "supports_tools": True,
        "supports_vision": True,
        "supports_json_mode": True,
        "supports_seed": True,
        "context": 128000,
    }
    everything = ctx(
        request={
            "requirements": {
                "needs": ["seed"],
                "min_context": 32000,
                "model_family": "m1",
                "tier": "partner",
                "privacy": "tee_required",
                "min_quality": 0.8,
                "min_tok_s": 50,
            },
            "images": ["img"],
            "tools": [{"name": "t"}],
            "response_format": {"type": "json_object"},
        }
    )
    steps = [
        (cand(), "json_mode first of the needs"),
        (cand(capabilities={"supports_json_mode": True}), "then seed"),
        (cand(capabilities={k: True for k in full if k != "context"}), "min_context (0)"),
        (cand(capabilities=full, model_family="m9"), "model_family"),
        (cand(capabilities=full), "tier: absent is not partner"),
        (cand(capabilities=full, tier="partner"), "tee_required"),
        (cand(capabilities=full, tier="partner", has_tee=True), "min_quality (0)"),
        (cand(capabilities=full, tier="partner", has_tee=True, quality_hint=0.8), "min_tok_s"),
        (
            cand(capabilities=full, tier="partner", has_tee=True, quality_hint=0.8, tok_s=50),
            "meets everything",
        ),
    ]
    return [
        pred(
            "pred-meets-req-order",
            ["meets_req"],
            [case(c, everything, note=n) for c, n in steps],
            "every requirement in turn: the first unmet one is the reason",
            (*T, "requirements"),
        ),
        pred(
            "pred-meets-req-empty",
            ["meets_req"],
            [
                case(cand(), ctx(request={})),
                case(cand(), ctx(request={"requirements": []})),
                case(cand(), ctx(request={"requirements": {"needs": []}})),
            ],
            "no requirement: everyone meets it",
            (*T, "requirements"),
        ),
        pred(
            "pred-meets-req-derived-needs",
            ["meets_req"],
            [
                case(cand(), ctx(request={"images": ["x"]}), note="images need vision"),
                case(cand(), ctx(request={"images": []}), note="no images, no need"),
                case(cand(), ctx(request={"tools": [1]}), note="tools need tools"),
                case(cand(), ctx(request={"tools": {}}), note="empty object: no need"),
                case(cand(), ctx(request={"response_format": {"type": "json_object"}})),
                case(cand(), ctx(request={"response_format": {"type": "text"}}), note="no need"),
                case(cand(), ctx(request={"images": "x"}), note="a string is not an array"),
            ],
            "needs derived from images, tools and response_format",
            (*T, "requirements"),
        ),
        pred(
            "pred-meets-req-unknown-needs",
            ["meets_req"],
            [
                case(cand(), req(needs=["streaming", "audio"]), note="needs without flags"),
                case(cand(), req(needs=["seed"]), note="seed needs supports_seed"),
                case(cand(capabilities={"supports_seed": 1}), req(needs=["seed"])),
            ],
            "a need without a capability flag is ignored",
            (*T, "requirements"),
        ),
        pred(
            "pred-meets-req-min-context",
            ["meets_req"],
            [
                case(cand(capabilities={"context": 4000}), req(min_context=4000)),
                case(cand(capabilities={"context": 3999}), req(min_context=4000)),
                case(cand(), req(min_context=0), note="0 is not below 0"),
                case(cand(), req(min_context=1)),
            ],
            "min_context: capabilities.context (0 when absent) below it",
            (*T, "requirements"),
        ),
        pred(
            "pred-meets-req-family-and-tier",
            ["meets_req"],
            [
                case(cand(tier="partner"), req(model_family="m1", tier="partner")),
                case(cand(model="m2", tier="x"), req(model_family="m1", tier="partner")),
                case(cand(), req(tier="fallback"), note="no fallback default here"),
                case(cand(tier="fallback"), req(tier="fallback")),
            ],
            "model_family before tier; the tier requirement has no default",
            (*T, "requirements"),
        ),
        pred(
            "pred-meets-req-privacy",
            ["meets_req"],
            [
                case(cand(has_tee=True), req(privacy="tee_required")),
                case(cand(no_log=True), req(privacy="tee_required")),
                case(cand(no_log=True), req(privacy="no_log")),
                case(cand(has_tee=True), req(privacy="no_log"), note="a TEE does not log"),
                case(cand(), req(privacy="no_log")),
                case(cand(), req(privacy="public"), note="other values ask nothing"),
            ],
            "privacy: tee_required needs has_tee; no_log needs no_log or has_tee",
            (*T, "requirements"),
        ),
        pred(
            "pred-meets-req-floors",
            ["meets_req"],
            [
                case(cand(quality_hint=0.5, tok_s=10), req(min_quality=0.5, min_tok_s=10)),
                case(cand(quality_hint=0.4, tok_s=5), req(min_quality=0.5, min_tok_s=10)),
                case(cand(quality_hint=0.9), req(min_tok_s=10), note="no tok_s: 0"),
                case(cand(tok_s=99), req(min_quality=0.1), note="no quality_hint: 0"),
            ],
            "min_quality then min_tok_s, absent values reading 0 (errata)",
            (*T, "requirements"),
        ),
        pred(
            "pred-meets-req-and-scope",
            ["and", ["meets_req"], ["scope_matches"]],
            [
                case(cand(scope="eu"), ctx(request={"scope": "eu", "tools": [1]})),
                case(
                    cand(scope="eu", capabilities={"supports_tools": True}),
                    ctx(request={"scope": "eu", "tools": [1]}),
                ),
                case(
                    cand(scope="us", capabilities={"supports_tools": True}),
                    ctx(request={"scope": "eu", "tools": [1]}),
                ),
            ],
            "meets_req sorts before scope_matches",
            (*T, "requirements"),
        ),
    ]


def _in_policies() -> list[Definition]:
    pop = [
        cand("a", tier="partner", has_tee=True),
        cand("b", tier="marketplace", scope="eu"),
        cand("c", offer={"peer_id": "peer-1"}, capabilities={"vision": True}),
        cand("d", "m2", tier="partner", capabilities={"vision": True}),
    ]
    out = []
    filters: dict[str, list[Any]] = {
        "tier-eq": ["tier_eq", "partner"],
        "min-tier": ["min_tier", "marketplace"],
        "family-eq": ["not", ["family_eq", "m2"]],
        "provider-eq": ["or", ["provider_eq", "b"], ["provider_eq", "d"]],
        "served-by": ["not", ["served_by_eq", "peer-1"]],
        "has-cap": ["has_cap", "vision"],
        "scope": ["scope_matches"],
        "is": ["is", "has_tee"],
        "bot": ["bot"],
        "meets-req": ["meets_req"],
    }
    for name, filter_ in filters.items():
        out.append(
            policy(
                f"policy-filter-{name}",
                policy_term(filter_=filter_, scorer=["lit", 1]),
                pop,
                f"filter {name}: survivors in input order, the rest rejected with their reasons",
                ctx(request={"scope": "eu", "images": ["i"]}),
                ("policy",),
            )
        )
    out.append(
        encoding(
            "encoding-pred-units",
            ["and", ["top"], ["or", ["bot"], ["is", "has_tee"]], ["and", ["top"], ["top"]]],
            "units drop and nested ands flatten: the normal form is (is has_tee)",
            ("encoding", "normal-form"),
        )
    )
    out.append(
        encoding(
            "encoding-or-top-absorbs",
            ["or", ["is", "no_log"], ["top"], ["bot"]],
            "top absorbs an or",
            ("encoding", "normal-form"),
        )
    )
    return out


DEFINITIONS: Final[tuple[Definition, ...]] = (
    *_structure(),
    *_relations(),
    *_defaults(),
    *_fields(),
    *_tiers_and_ids(),
    *_requirements(),
    *_in_policies(),
)
