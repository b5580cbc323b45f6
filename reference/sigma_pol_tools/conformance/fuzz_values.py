"""Values for the differential fuzzer: parameters of every sort and evaluation inputs,
well formed and at their edges (spec/07-conformance.md §7.6).

Requests are plain Python JSON values written with :func:`json.dumps`, so a few
stand-ins carry what JSON text can say but a double cannot: an ``int`` beyond
2^53 is written exactly (and read as the nearest double, chapter 8
``pinned-integer-beyond-2-53``), :data:`HUGE` is a literal beyond the double
range (read as an infinity, ``pinned-non-finite-json-literal``), and a float
NaN or infinity is written ``NaN`` / ``Infinity``, which is not JSON at all
(chapter 7 §7.2).  The tables are keyed by the signature's parameter sorts;
tests/test_fuzz_cmd.py checks that every sort has its values.
"""

from __future__ import annotations

import copy
import enum
import json
import math
import random
import struct
from collections.abc import Callable, Iterator
from typing import Final

from sigma_pol.catalog.fields import API_KINDS
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.semantics.requirements import NEED_TO_CAPABILITY
from sigma_pol.syntax.signature import ACTIONS, OPEN_STRING_SORTS, RELATIONS, ParamSort
from sigma_pol.syntax.terms import JSON
from sigma_pol.syntax.vocabulary import CORE_FIELDS, DEFAULT_TIER_ORDER, Schema
from sigma_pol.valid.admission import MAX_PARAM_DEPTH

from .term_walk import ShapeError, operations, shape_of

#: A number literal beyond the double range: JSON, but it reads as +inf.
HUGE: Final = 10**400
#: 2^53 + 1: reads as 2^53.
BEYOND_2_53: Final = 2**53 + 1
LONE_SURROGATE_CHARACTER: Final = "\ud800"

PLAIN_NUMBERS: Final = (0, 1, 2, 3, 5, 10, 100, 0.5, 0.25, 0.1, 1.5, -1, -0.5, -2.5, 1000)
#: Doubles at the edges of the numeric model: both zeros, subnormals, the largest
#: finite double, integers around 2^53, values whose shortest form is long.
EDGE_NUMBERS: Final = (
    -0.0,
    -1,
    5e-324,
    2.2250738585072014e-308,
    1e-300,
    1.7976931348623157e308,
    -1.7976931348623157e308,
    2**53,
    BEYOND_2_53,
    -BEYOND_2_53,
    1e21,
    1e22,
    123456789.123,
    1 / 3,
    0.1 + 0.2,
    2**31 - 1,
    2**31,
    2**32 + 1,
    1e300,
)
#: What a member that should hold something else may hold instead.
WRONG_VALUES: Final[tuple[JSON, ...]] = (
    None,
    {},
    [],
    "x",
    1,
    True,
    -0.0,
    HUGE,
    LONE_SURROGATE_CHARACTER,
    [None],
)

PROVIDERS: Final = ("p1", "p2", "p3", "p4")
FAMILIES: Final = ("m1", "m2")
#: Offer peers (an empty peer id is still one, chapter 6 ``served_by_eq``).
PEERS: Final = ("peer1", "p1", "")
NAMES: Final = (
    "a",
    "b",
    "p1",
    "m1",
    "gpt-5.5",
    "temperature",
    "",
    "é",
    "日本語",
    "a b",
    "\u0000",
    '"q\\',
    "🙂",
    "x" * 40,
)
PARAM_NAMES: Final = ("temperature", "top_p", "max_tokens", "seed", "stop", "x")
FAIL_REASONS: Final = ("auth_error", "rate_limit", "server_error", "timeout", "unknown", "", "é")
NEEDS: Final = (*sorted(NEED_TO_CAPABILITY), "other")
NUM_FIELDS: Final = tuple(sorted(n for n, d in CORE_FIELDS.items() if d.sort == "Num"))
BOOL_FIELDS: Final = tuple(sorted(n for n, d in CORE_FIELDS.items() if d.sort == "Bool"))

#: Schemas a request may carry (most carry none): extension fields, another tier order.
SCHEMAS: Final[tuple[JSON, ...]] = (
    {
        "fields": {
            "quality": {"sort": "Num", "default": 0.5},
            "eu": {"sort": "Bool", "default": False},
        }
    },
    {"tier_order": ["bronze", "silver", "gold"]},
    {"fields": {"cost": {"sort": "Num", "default": -1, "source": "candidate"}}, "tier_order": []},
    [],
)


def random_double(rng: random.Random) -> float:
    """A finite double drawn from its bits: every exponent is as likely."""
    while True:
        (value,) = struct.unpack("<d", rng.getrandbits(64).to_bytes(8, "little"))
        if math.isfinite(value):
            return float(value)


def number(rng: random.Random) -> JSON:
    """A number: mostly plain, sometimes at an edge, sometimes any double."""
    roll = rng.random()
    if roll < 0.6:
        return rng.choice(PLAIN_NUMBERS)
    if roll < 0.85:
        return rng.choice(EDGE_NUMBERS)
    return random_double(rng)


def name(rng: random.Random) -> str:
    return rng.choice(NAMES)


# ---------------------------------------------------------------------------
# parameters


class Params:
    """Well-formed values of each parameter sort under one schema, and its edges."""

    def __init__(
        self,
        rng: random.Random,
        schema: Schema,
        providers: tuple[str, ...] = PROVIDERS,
        families: tuple[str, ...] = FAMILIES,
    ) -> None:
        self.rng = rng
        self.schema = schema
        self.providers = providers
        self.families = families
        num_fields = sorted(n for n, d in schema.extensions.items() if d.sort == "Num")
        bool_fields = sorted(n for n, d in schema.extensions.items() if d.sort == "Bool")
        self.num_fields = (*NUM_FIELDS, *num_fields)
        self.bool_fields = (*BOOL_FIELDS, *bool_fields)
        self.tiers = schema.tier_order

    def value(self, sort: ParamSort) -> JSON:
        return _WELL_FORMED[sort](self)

    def edges(self, sort: ParamSort) -> tuple[JSON, ...]:
        """Values at and just beyond the sort's rule (chapter 3 §3.4)."""
        return _EDGES[sort](self)

    def action(self) -> dict[str, JSON]:
        rng = self.rng
        action: dict[str, JSON] = {"action": rng.choice(ACTIONS)}
        if rng.random() < 0.3:
            action["then_action"] = rng.choice(ACTIONS)
        if rng.random() < 0.3:
            action["attempts"] = rng.choice((0, 1, 2, 3))
        if rng.random() < 0.2:
            backoffs: tuple[JSON, ...] = (100, [100, 200], [], {})
            action["backoff_ms"] = rng.choice(backoffs)
        if rng.random() < 0.2:
            action["open_breaker_ms"] = rng.choice((0, 30000))
        if rng.random() < 0.2:
            action[rng.choice(("mark_unavailable_ms", "b", "a"))] = number(rng)
        return action

    def recipe(self) -> JSON:
        rng = self.rng
        steps: list[JSON] = []
        for _ in range(rng.choice((0, 1, 1, 2, 3))):
            if rng.random() < 0.6:
                steps.append(rng.choice(("NFKC", "lower", "strip", name(rng))))
            else:
                steps.append({rng.choice(("blur", "scale", "q")): number(rng)})
        return steps if steps or rng.random() < 0.7 else {}

    def chain(self) -> JSON:
        rng = self.rng
        entries: list[dict[str, JSON]] = []
        for _ in range(rng.choice((0, 1, 2, 2, 3))):
            provider, model = rng.choice(self.providers), rng.choice(self.families)
            if rng.random() < 0.8:
                entries.append({"provider": provider, "model": model})
            else:
                entries.append({"provider_id": provider, "model_family": model})
        if entries and rng.random() < 0.2:
            entries.append(dict(rng.choice(entries)))  # equal priority (pinned)
        chain: list[JSON] = [*entries]
        return chain if chain or rng.random() < 0.5 else {}


def _open_string(p: Params) -> JSON:
    return name(p.rng)


def _scalar(p: Params) -> JSON:
    roll = p.rng.random()
    if roll < 0.4:
        return number(p.rng)
    if roll < 0.6:
        return "from_ctx"
    if roll < 0.8:
        return name(p.rng)
    return p.rng.random() < 0.5


def _tier(p: Params) -> JSON:
    return p.rng.choice(p.tiers) if p.tiers else "fallback"


_WELL_FORMED: Final[dict[ParamSort, Callable[[Params], JSON]]] = {
    **{sort: _open_string for sort in OPEN_STRING_SORTS},
    ParamSort.NUM: lambda p: number(p.rng),
    ParamSort.COUNT: lambda p: p.rng.choice((1, 1, 2, 3, 5, 9)),
    ParamSort.REL: lambda p: p.rng.choice(RELATIONS),
    ParamSort.NUM_FIELD: lambda p: p.rng.choice(p.num_fields),
    ParamSort.BOOL_FIELD: lambda p: p.rng.choice(p.bool_fields),
    ParamSort.TIER: _tier,
    ParamSort.SCALAR: _scalar,
    ParamSort.SYM: lambda p: p.rng.choice(sorted(CONFORMANCE_REGISTRY)),
    ParamSort.FAIL_REASON: lambda p: p.rng.choice(FAIL_REASONS),
    ParamSort.PROVIDER: lambda p: p.rng.choice((*p.providers, *p.providers, name(p.rng))),
    ParamSort.FAMILY: lambda p: p.rng.choice((*p.families, *p.families, "M1", name(p.rng))),
    # mostly the few names requests carry, so that transforms of one name meet
    ParamSort.PARAM_NAME: lambda p: p.rng.choice((*PARAM_NAMES[:3], *PARAM_NAMES, name(p.rng))),
    ParamSort.ACTION: Params.action,
    ParamSort.RECIPE: Params.recipe,
    ParamSort.CHAIN: Params.chain,
    ParamSort.CAPABILITY: lambda p: p.rng.choice((*sorted(NEED_TO_CAPABILITY.values()), "context")),
    ParamSort.SERVED_BY: lambda p: p.rng.choice((*PEERS, *p.providers)),
}

_NOT_A_STRING: Final[tuple[JSON, ...]] = (
    None,
    1,
    True,
    [],
    {},
    ["a"],
    LONE_SURROGATE_CHARACTER,
    "a" + LONE_SURROGATE_CHARACTER,
)
_NOT_A_NUMBER: Final[tuple[JSON, ...]] = (
    None,
    HUGE,
    -HUGE,
    "1",
    True,
    [],
    {},
    [1],
    math.nan,
    math.inf,
)


def _number_edges(_p: Params) -> tuple[JSON, ...]:
    return (*EDGE_NUMBERS, *_NOT_A_NUMBER)


def _string_edges(_p: Params) -> tuple[JSON, ...]:
    return ("", "é", "\u0000", "🙂", "x" * 300, *_NOT_A_STRING)


def _field_edges(own: tuple[str, ...], other: tuple[str, ...]) -> tuple[JSON, ...]:
    return (*own, other[0], "unknown", "", "Price_in", *_NOT_A_STRING)


def _action_edges(_p: Params) -> tuple[JSON, ...]:
    base = {"action": "retry_same"}
    return (
        {"action": "abort"},
        {},
        [],
        {"action": "nope"},
        {"action": None},
        {"action": {}},
        {"action": []},
        {"action": 1},
        {**base, "then_action": "abort"},
        {**base, "then_action": "nope"},
        {**base, "then_action": {}},
        {**base, "attempts": -0.0},
        {**base, "attempts": "2"},
        {**base, "attempts": HUGE},
        {**base, "backoff_ms": [1, 2]},
        {**base, "backoff_ms": {}},
        {**base, "backoff_ms": []},
        {**base, "backoff_ms": {"a": 1}},
        {**base, "backoff_ms": [1, "2"]},
        {**base, "open_breaker_ms": None},
        {**base, "zz": 1, "aa": "bad", "mm": "bad"},
        {**base, "extra": [1]},
        {**base, "é": 1.5},
        {**base, LONE_SURROGATE_CHARACTER: 1},
        {"action": "abort", "backoff_ms": [[[[1]]]]},
        None,
        "abort",
    )


def _recipe_edges(_p: Params) -> tuple[JSON, ...]:
    return (
        [],
        {},
        ["NFKC"],
        [{}],
        [[]],
        [{"a": 1, "b": -0.0}],
        {"a": 1},
        [1],
        [None],
        [[1]],
        [{"a": "x"}],
        [{"a": {}}],
        ["a", {"b": HUGE}],
        [LONE_SURROGATE_CHARACTER],
        None,
        "NFKC",
    )


#: Nesting depths of a parameter value around its bound (chapter 3 §3.2).
MAX_PARAM_DEPTH_NEAR: Final = (MAX_PARAM_DEPTH - 1, MAX_PARAM_DEPTH, MAX_PARAM_DEPTH + 1)


def _chain_edges(_p: Params) -> tuple[JSON, ...]:
    ab: dict[str, JSON] = {"provider": "p1", "model": "m1"}
    return (
        [],
        {},
        [ab],
        [ab, ab],
        [ab, {"provider": "p2", "model": "m1"}, ab],
        [{"provider_id": "p1", "model_family": "m1"}],
        [{"provider": "p1", "model": "m1", "provider_id": None}],
        [{"provider": "p1", "model": "m1", "model_family": 3}],
        [{"provider": False, "provider_id": "p1", "model": "m1"}],
        [{"provider": "p1"}],
        [{"provider": "p1", "model": "m1", "zz": 1, "aa": 1}],
        [{"provider": 1, "model": "m1"}],
        [{}],
        [[]],
        {"provider": "p1", "model": "m1"},
        [None],
        _nested_chain(MAX_PARAM_DEPTH_NEAR[0]),
        _nested_chain(MAX_PARAM_DEPTH_NEAR[1]),
        _nested_chain(MAX_PARAM_DEPTH_NEAR[2]),
        None,
    )


def _nested_chain(depth: int) -> list[JSON]:
    """A chain whose one entry carries an array nested so that the whole parameter
    nests ``depth`` levels (the chain array, its entry and the member are three)."""
    inner: JSON = "m1"
    for _ in range(depth - 3):
        inner = [inner]
    return [{"provider": "p1", "model": "m1", "model_family": inner}]


_EDGES: Final[dict[ParamSort, Callable[[Params], tuple[JSON, ...]]]] = {
    **{sort: _string_edges for sort in OPEN_STRING_SORTS},
    ParamSort.NUM: _number_edges,
    ParamSort.COUNT: lambda _p: (1, 2, 2**53, BEYOND_2_53, 1e300, 0, -1, 1.5, -0.0, *_NOT_A_NUMBER),
    ParamSort.REL: lambda _p: (*RELATIONS, "LT", "", "==", "lte", *_NOT_A_STRING),
    ParamSort.NUM_FIELD: lambda p: _field_edges(p.num_fields, p.bool_fields),
    ParamSort.BOOL_FIELD: lambda p: _field_edges(p.bool_fields, p.num_fields),
    ParamSort.TIER: lambda p: (*p.tiers, "gold", "", "Partner", "other", *_NOT_A_STRING),
    ParamSort.SCALAR: lambda _p: (
        "from_ctx",
        "",
        True,
        False,
        *EDGE_NUMBERS[:8],
        *_NOT_A_NUMBER,
        LONE_SURROGATE_CHARACTER,
    ),
    ParamSort.SYM: lambda _p: (*sorted(CONFORMANCE_REGISTRY), "test:unknown", *_NOT_A_STRING),
    ParamSort.ACTION: _action_edges,
    ParamSort.RECIPE: _recipe_edges,
    ParamSort.CHAIN: _chain_edges,
}

#: The smallest well-formed value of each sort under the default schema (for minimizing).
SMALLEST: Final[dict[ParamSort, JSON]] = {
    **{sort: "a" for sort in OPEN_STRING_SORTS},
    ParamSort.NUM: 0,
    ParamSort.COUNT: 1,
    ParamSort.REL: "eq",
    ParamSort.NUM_FIELD: "tok_s",
    ParamSort.BOOL_FIELD: "no_log",
    ParamSort.TIER: DEFAULT_TIER_ORDER[0],
    ParamSort.SCALAR: 0,
    ParamSort.SYM: sorted(CONFORMANCE_REGISTRY)[0],
    ParamSort.ACTION: {"action": "abort"},
    ParamSort.RECIPE: [],
    ParamSort.CHAIN: [],
}


# ---------------------------------------------------------------------------
# inputs (chapter 2 §2.6, chapter 11)


class Inputs:
    """Candidates, contexts, call requests and catalogs of one request.

    They are drawn to meet each other, as a real call's do: a request's
    candidates share a few providers and families, the state's tables are keyed
    by them, numbers come from one small pool (so a threshold can equal a
    value and scores tie), and a requirements block names one or two things.
    """

    def __init__(self, rng: random.Random, schema: Schema) -> None:
        self.rng = rng
        self.schema = schema
        self.providers = tuple(rng.sample(PROVIDERS, rng.choice((1, 2, 3))))
        self.families = tuple(rng.sample(FAMILIES, rng.choice((1, 2))))
        self.ops: frozenset[str] = frozenset()
        self.names: frozenset[str] = frozenset()

    def read_by(self, term: JSON) -> None:
        """Lean toward the members ``term`` reads: its operations and the field,
        parameter and capability names it mentions are given values more often."""
        self.ops = frozenset(operations(term))
        self.names = frozenset(v for v in _scalars(term) if isinstance(v, str))

    def _maybe(self, p: float, *read: str) -> bool:
        """``p``, or a better chance when the term reads one of ``read``."""
        if not (self.names.isdisjoint(read) and self.ops.isdisjoint(read)):
            p = max(p, 0.7)
        return self.rng.random() < p

    def _value(self, *typical: JSON) -> JSON:
        """A number: one typical of the member, a plain one, or any."""
        roll = self.rng.random()
        if roll < 0.5 and typical:
            return self.rng.choice(typical)
        return self.rng.choice(PLAIN_NUMBERS) if roll < 0.9 else number(self.rng)

    def capabilities(self) -> dict[str, JSON]:
        rng = self.rng
        caps: dict[str, JSON] = {}
        if self._maybe(0.6):
            caps["context"] = rng.choice((0, 8000, 32000, 128000, 200000))
        for flag in sorted(NEED_TO_CAPABILITY.values()):
            if self._maybe(0.3, flag):
                caps[flag] = rng.choice((True, True, False, 0, "", "yes"))
        return caps

    def candidate(self, rich: bool = False) -> dict[str, JSON]:
        rng = self.rng
        c: dict[str, JSON] = {
            "provider_id": rng.choice(self.providers),
            "model_family": rng.choice(self.families),
        }
        if not rich and rng.random() < 0.2:
            return c  # every member absent: where the defaults and fallbacks are
        p = 1.0 if rich else 0.3
        if self._maybe(p, "tier_eq", "min_tier"):
            c["tier"] = rng.choice((*self.schema.tier_order, "other"))
        for key in ("price_in", "price_out"):  # absent is as telling: the EMA, then +inf
            if self._maybe(p):
                c[key] = self._value(1, 2, 3)
        if self._maybe(p, "latency_ms"):
            c["latency_ms"] = self._value(100, 2000)
        if self._maybe(p, "tok_s"):
            c["tok_s"] = self._value(40, 80)
        if self._maybe(p, "success_rate"):
            c["success_rate"] = rng.choice((0, 0.5, 0.99, 1))
        if self._maybe(p):
            c["quality_hint"] = rng.choice((0, 0.5, 0.8, 1))
        for key in ("has_tee", "no_log"):
            if self._maybe(p, key):
                c[key] = rng.random() < 0.5
        if self._maybe(p, "scope_matches"):
            c["scope"] = rng.choice(("s1", "s2"))
        if self._maybe(p * 1.5, "has_cap", "context"):
            c["capabilities"] = self.capabilities()
        if self._maybe(p / 2, "served_by_eq"):
            c["offer"] = {"peer_id": rng.choice(PEERS)}
        for field_name, decl in sorted(self.schema.extensions.items()):
            if self._maybe(p, field_name):
                c[field_name] = self._value() if decl.sort == "Num" else rng.random() < 0.5
        return c

    def candidates(self, rich: bool = False) -> list[JSON]:
        count = self.rng.choice((0, 1, 2, 2, 3, 3, 4, 6))
        return [self.candidate(rich) for _ in range(max(count, 2) if rich else count)]

    def requirements(self, rich: bool = False) -> dict[str, JSON]:
        rng = self.rng
        options: dict[str, Callable[[], JSON]] = {
            "needs": lambda: rng.sample(NEEDS, rng.choice((1, 2, 3))),
            "min_context": lambda: rng.choice((8000, 32000, 0)),
            "model_family": lambda: rng.choice(self.families),
            "tier": lambda: rng.choice((*self.schema.tier_order, "other")),
            "privacy": lambda: rng.choice(("tee_required", "no_log", "none")),
            "min_quality": lambda: rng.choice((0.5, 0.8)),
            "min_tok_s": lambda: rng.choice((40, 80)),
        }
        chosen = sorted(options) if rich else rng.sample(sorted(options), rng.choice((1, 1, 1, 2)))
        return {key: options[key]() for key in chosen}

    def call_request(self, rich: bool = False) -> dict[str, JSON]:
        """A request as a call carries it: requirements, parameters, attachments."""
        rng = self.rng
        p = 1.0 if rich else 0.3
        request: dict[str, JSON] = {}
        if self._maybe(p + 0.2, "meets_req"):
            request["requirements"] = self.requirements(rich)
        if self._maybe(p, "scope_matches"):
            request["scope"] = rng.choice(("s1", "s2"))
        if self._maybe(p / 2):
            images: tuple[JSON, ...] = (["img"], [], [None])
            request["images"] = rng.choice(images)
        if self._maybe(p / 2):
            tools: tuple[JSON, ...] = ([{"name": "t"}], [])
            request["tools"] = rng.choice(tools)
        if self._maybe(p / 2):
            request["response_format"] = {"type": rng.choice(("json_object", "text"))}
        for key in PARAM_NAMES[:4]:
            if self._maybe(p, key):
                request[key] = rng.choice((0.7, 1, 2, 512, -0.0, number(rng), "hot"))
        if self._maybe(p / 2, "filter_text", "filter_image"):
            directive: JSON = {"recipe": [], "seed": 1}
            filters: tuple[JSON, ...] = ({}, {"text": directive}, {"image": directive})
            request["_filters"] = rng.choice(filters)
        return request

    def state(self, rich: bool = False) -> dict[str, JSON]:
        rng = self.rng
        p = 1.0 if rich else 0.4
        state: dict[str, JSON] = {}
        if self._maybe(p, "price_in", "price_out"):
            key = f"{rng.choice(self.providers)}|{rng.choice(self.families)}"
            state["ema"] = {key: {"price_in": self._value(1, 2), "price_out": self._value(4)}}
        if self._maybe(p, "breaker_open"):
            state["breakers"] = {rng.choice(self.providers): rng.choice((True, False, 1, "open"))}
        if self._maybe(p, "disabled"):
            state["disabled"] = {rng.choice(self.providers): rng.choice((True, False, 0))}
        if self._maybe(p, "credits"):
            state["credits"] = {rng.choice(self.providers): self._value(0, 5)}
        return state

    def ctx(self, rich: bool = False) -> dict[str, JSON]:
        rng = self.rng
        p = 1.0 if rich else 0.4
        ctx: dict[str, JSON] = {}
        if self._maybe(p, "meets_req", "scope_matches"):
            ctx["request"] = self.call_request(rich)
        state_read = ("price_in", "price_out", "breaker_open", "disabled", "credits")
        if self._maybe(p, *state_read):
            ctx["state"] = self.state(rich)
        if self._maybe(p + 0.1, *_SEEDED):
            ctx["seed"] = rng.choice(
                (0, 1, 7, 42, -3, 0.5, -0.0, 2**31 - 2, 2**31 - 1, 2**32 + 1, BEYOND_2_53, 1e300)
            )
        if self._maybe(p / 2):
            ctx["now_ms"] = rng.choice((0, 1700000000000))
        return ctx

    def scores(self, count: int) -> list[JSON]:
        """Selector scores with ties, non-finite ones and edges."""
        pool = (0, 1, 1, 2, -0.0, 0.5, "+inf", "-inf", "nan", 5e-324, 1e308)
        return [self.rng.choice(pool) for _ in range(count)]

    def catalog(self, rich: bool = False) -> dict[str, JSON]:
        """A catalog (chapter 11 §11.1): static providers, a marketplace, models."""
        rng = self.rng
        providers: dict[str, JSON] = {}
        for pid in sorted(rng.sample(("acme", "bolt", "cove", "mkt"), rng.choice((1, 2, 3)))):
            if pid == "mkt":
                providers[pid] = {
                    "discovery": "marketplace",
                    "discovery_id": "mkt-1",
                    "api_kind": "openai_compatible",
                }
                continue
            provider: dict[str, JSON] = {
                "discovery": "static",
                "base_url": f"https://{pid}.example",
                "api_kind": rng.choice(API_KINDS),
            }
            if rich or self._maybe(0.4):
                provider["tier"] = rng.choice(self.schema.tier_order or ("fallback",))
            if rich or self._maybe(0.2):
                provider["scope"] = rng.choice(("s1", "s2"))
            if rich or self._maybe(0.3):
                provider[rng.choice(("has_tee", "no_log"))] = True
            providers[pid] = provider
        models: dict[str, JSON] = {}
        for family in sorted(rng.sample(("m-big", "m-small", "m1"), rng.choice((1, 2)))):
            served: list[JSON] = []
            for pid in rng.sample(sorted(providers), rng.choice((1, len(providers)))):
                pairing: dict[str, JSON] = {"provider": pid}
                if rich or self._maybe(0.5):
                    pairing["price_in"] = rng.choice((0.5, 1, 2))
                    pairing["price_out"] = rng.choice((1, 3))
                if rich or self._maybe(0.2):
                    pairing["served_model_id"] = f"{family}-v2"
                served.append(pairing)
            model: dict[str, JSON] = {"capabilities": self.capabilities(), "served_by": served}
            if rich or self._maybe(0.3):
                model["static_quality_hint"] = rng.choice((0.6, 0.8))
            models[family] = model
        return {"providers": providers, "models": models}

    def extra_candidate(self) -> dict[str, JSON]:
        """A complete candidate a host adds to a catalog's pool for one call."""
        c = self.candidate()
        c.setdefault("capabilities", {"context": 8000})
        c["base_url"] = "https://extra.example"
        return c


#: Where chapter 2 §2.1 observes each core field that is not a candidate member of
#: the same name: (member path from the candidate or the context, keyed by provider).
_SOURCES: Final = {
    "context": ("candidate", "capabilities", "context"),
    "credits": ("ctx", "state", "credits"),
    "breaker_open": ("ctx", "state", "breakers"),
    "disabled": ("ctx", "state", "disabled"),
}


#: How one candidate of an observation sweep differs from a plain one: it changes
#: the candidate and its context in place.
Variant = Callable[[dict[str, JSON], dict[str, JSON]], None]


class Absent(enum.Enum):
    """A member left out: where a variant says the member is not there at all."""

    ABSENT = "absent"


ABSENT: Final = Absent.ABSENT


def observed(field_name: str, value: JSON | Absent) -> Variant:
    """The variant where ``field_name`` is observed as ``value`` (``ABSENT``: nowhere)."""

    def vary(candidate: dict[str, JSON], ctx: dict[str, JSON]) -> None:
        if value is ABSENT:
            return
        where, *path = _SOURCES.get(field_name, ("candidate", field_name))
        if where == "candidate":
            target = candidate
            for key in path[:-1]:
                target = as_object(target.setdefault(key, {}))
            target[path[-1]] = value
        else:
            table = ctx
            for key in path:
                table = as_object(table.setdefault(key, {}))
            table[as_string(candidate["provider_id"])] = value

    return vary


def members(**values: JSON) -> Variant:
    """The variant with these candidate members."""

    def vary(candidate: dict[str, JSON], _ctx: dict[str, JSON]) -> None:
        candidate.update(copy.deepcopy(values))

    return vary


Observed = Iterator[tuple[JSON, list[Variant]]]


def _num_fields(p: Params, threshold: float) -> Observed:
    for field_name in p.num_fields:
        values = (ABSENT, threshold - 1, threshold, threshold + 1)
        yield field_name, [observed(field_name, v) for v in values]


def _bool_fields(p: Params, _threshold: float) -> Observed:
    for field_name in p.bool_fields:
        yield field_name, [observed(field_name, v) for v in (ABSENT, True, False)]
        yield field_name, [observed(field_name, v) for v in (1, "open", 0)]  # another type


def _tiers(p: Params, _threshold: float) -> Observed:
    for tier in p.tiers:
        yield tier, [members(), *(members(tier=t) for t in p.tiers), members(tier="other")]


def _families(_p: Params, _threshold: float) -> Observed:
    yield "m1", [members(model_family=f) for f in ("m1", "M1", "m2", "m1 ")]


def _providers(_p: Params, _threshold: float) -> Observed:
    yield (
        "p1",
        [
            members(provider_id="p1"),
            members(provider_id="P1"),
            members(provider_id="p2", offer={"peer_id": "p1"}),
            members(provider_id="p1", offer={"peer_id": "peer1"}),
        ],
    )


def _routes(_p: Params, _threshold: float) -> Observed:
    for route in ("p1", "peer1", ""):
        yield (
            route,
            [
                members(provider_id="p1"),
                members(provider_id="p1", offer={"peer_id": "peer1"}),
                members(provider_id="p2", offer={"peer_id": ""}),
                members(provider_id="p1", offer={}),
                members(provider_id="p2", offer={"peer_id": "p1"}),
            ],
        )


def _capabilities(_p: Params, _threshold: float) -> Observed:
    for flag in sorted(NEED_TO_CAPABILITY.values()):
        truths: tuple[JSON, ...] = (True, False, 0, "", "yes", [], {})
        yield flag, [members(), *(members(capabilities={flag: v}) for v in truths)]


#: For each parameter sort that names what an operation observes: its values, each
#: with candidates on every side of it (and the operation's number, if it has one).
OBSERVED: Final[dict[ParamSort, Callable[[Params, float], Observed]]] = {
    ParamSort.NUM_FIELD: _num_fields,
    ParamSort.BOOL_FIELD: _bool_fields,
    ParamSort.TIER: _tiers,
    ParamSort.FAMILY: _families,
    ParamSort.PROVIDER: _providers,
    ParamSort.SERVED_BY: _routes,
    ParamSort.CAPABILITY: _capabilities,
}


#: Values of a requirement (chapter 6 ``meets_req``) and candidates on both sides of each.
REQUIREMENTS: Final[tuple[tuple[str, JSON], ...]] = (
    ("needs", ["tools"]),
    ("needs", ["vision", "seed"]),
    ("needs", ["other"]),
    ("min_context", 8000),
    ("model_family", "m1"),
    ("tier", "fallback"),
    ("tier", "partner"),
    ("privacy", "tee_required"),
    ("privacy", "no_log"),
    ("min_quality", 0.5),
    ("min_tok_s", 40),
)
REQUIREMENT_CANDIDATES: Final[tuple[dict[str, JSON], ...]] = (
    {"provider_id": "p1", "model_family": "m1"},
    {"provider_id": "p1", "model_family": "m2", "tier": "fallback", "scope": "s1"},
    {"provider_id": "p2", "model_family": "m1", "tier": "partner", "has_tee": True},
    {"provider_id": "p2", "model_family": "m1", "no_log": True, "quality_hint": 0.5, "tok_s": 40},
    {
        "provider_id": "p3",
        "model_family": "m1",
        "quality_hint": 0.4,
        "tok_s": 39,
        "capabilities": {"context": 8000, "supports_tools": 0, "supports_vision": ""},
    },
    {
        "provider_id": "p3",
        "model_family": "m1",
        "capabilities": {"context": 7999, "supports_seed": True, "supports_vision": True},
    },
)


#: The operations that read the context's seed.
_SEEDED: Final = ("sample", "inject_seed", "jitter", "filter_text", "filter_image", "set_param")


def _scalars(value: JSON) -> Iterator[JSON]:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        else:
            yield item


def native(line: str) -> JSON:
    """A JSON text as the values above hold it: integers exact, and a literal
    beyond the double range as :data:`HUGE` (with its sign)."""

    def real(text: str) -> JSON:
        value = float(text)
        if math.isinf(value):
            return HUGE if value > 0 else -HUGE
        return value

    value: JSON = json.loads(line, parse_float=real)
    return value


# ---------------------------------------------------------------------------
# shapes: the fuzzer's own values, read where it relies on their shape


def as_object(value: JSON) -> dict[str, JSON]:
    """``value``, an object."""
    if not isinstance(value, dict):
        raise ShapeError(f"{shape_of(value)} where an object belongs")
    return value


def as_array(value: JSON) -> list[JSON]:
    """``value``, an array."""
    if not isinstance(value, list):
        raise ShapeError(f"{shape_of(value)} where an array belongs")
    return value


def as_string(value: JSON) -> str:
    """``value``, a string."""
    if not isinstance(value, str):
        raise ShapeError(f"{shape_of(value)} where a string belongs")
    return value
