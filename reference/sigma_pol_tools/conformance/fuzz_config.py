"""The fuzzer's ``profile``, ``execute`` and ``status`` requests (spec/17-configuration.md,
spec/07-conformance.md §7.6).

A configuration is drawn small and dense in the decisions chapter 17 fixes:
three static providers of different tiers and perhaps a marketplace one (with a
``source``), one model family served by them in a drawn order, and up to four
profiles with ``extends`` chains whose members are the lowering's forms (filter
atoms, lists and maps, scorers, selectors with their options, mutate specs,
named and missing retry policies) and tables that merge by member and by index;
sometimes ``defaults`` and an envelope.  An ``execute`` adds metrics, a host
(multipliers by provider and source, discoveries that answer, fail or are
cached, offers that expire), a runtime (breakers, disables, legacy strings, a
discovery cache), a contract (a profile, an unknown one, a ``policy_ir``,
extra candidates, a pin) and a response script; a ``status`` request a runtime,
metrics and an instant.  About one request in eight breaks one input (a near
miss: the server must refuse it as the reference does).  One
:class:`random.Random` draws everything, so a seed names the stream.

:func:`minimize_config` shrinks a diverging request: profiles dropped (a profile
that extended one extends what it extended), profile members dropped, providers and models,
offers, metrics entries, runtime records, responses and contract members
dropped; then the generic shrinks of :mod:`.minimize`.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator, Sequence
from typing import Final

from sigma_pol.protocol.config_kinds import CONFIG_KIND_INPUTS
from sigma_pol.syntax.terms import JSON

from .fuzz_gen import Stream
from .minimize import DEFAULT_TRIES, Diverges, minimize, shrinks

#: The kinds this module draws.
CONFIG_KINDS: Final = tuple(CONFIG_KIND_INPUTS)

PROFILE_NAMES: Final = ("default", "fast", "cheap", "zeta")
SCORERS: Final[tuple[JSON, ...]] = (
    ["field", "price_in"],
    ["neg", ["field", "price_in"]],
    ["field", "credits"],
    ["neg", ["normalize", ["field", "latency_ms"]]],
    ["add", ["field", "context"], ["neg", ["field", "price_out"]], ["field", "tok_s"]],
    ["add", ["field", "credits"]],
)
MUTATES: Final[tuple[JSON, ...]] = (
    "identity",
    {"set_param": {"temperature": 0, "seed": "from_ctx"}},
    {"clamp": {"max_tokens": 100, "temperature": 1}},
    {"jitter": {"temperature": 0.5}},
    {"pipe": [{"set_param": {"a": 1}}, "identity"]},
    [{"clamp": {"temperature": 1}}, "identity"],
)
RETRY_POLICIES: Final[dict[str, JSON]] = {
    "balanced": {
        "unknown": {"action": "next_candidate"},
        "rate_limit": {"action": "next_candidate", "open_breaker_ms": 1000},
        "auth_error": {"action": "disable_provider"},
        "server_error": {"action": "retry_same", "attempts": 1, "backoff_ms": 10},
    },
    "strict": {"timeout": {"action": "abort"}},
}
ERRORS: Final = ("rate_limit", "auth_error", "server_error", "timeout", "bad_request")
#: The share of near misses.
NEAR_MISS: Final = 0.125


class ConfigRequests:
    """Draws the configuration kinds' requests from one :class:`random.Random`."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def _pick(self, *choices: JSON) -> JSON:
        return copy.deepcopy(self.rng.choice(choices))

    def filter(self, depth: int = 0) -> JSON:
        rng = self.rng
        providers = ["p1", "p2", "p3", "mk"]
        forms: list[JSON] = [
            "requirements",
            "not_disabled",
            "breaker_closed",
            "scope_matches",
            {"tier_in": rng.sample(["partner", "fallback", "marketplace"], rng.randint(1, 2))},
            {"provider_in": rng.sample(providers, rng.randint(1, 2))},
            {"provider_not_in": rng.sample(providers, rng.randint(1, 2))},
            {"family_in": ["m1"]},
            {"price_max": self._pick({"input": 1}, {"output": 3}, {"input": 2, "output": 10}, {})},
        ]
        if depth == 0:
            forms += [
                [self.filter(1), self.filter(1)],
                {"all_of": [self.filter(1), "not_disabled"]},
                {"any_of": ["breaker_closed", self.filter(1)]},
                {"none_of": [self.filter(1)]},
            ]
        return copy.deepcopy(rng.choice(forms))

    def profile(self, earlier: Sequence[str]) -> dict[str, JSON]:
        rng = self.rng
        p: dict[str, JSON] = {}
        if rng.random() < 0.6:
            p["filter"] = self.filter()
        if rng.random() < 0.6:
            p["scorer"] = self._pick(*SCORERS)
        if rng.random() < 0.5:
            p["selector"] = self._pick("softmax_sample", "top_k", "chain", "argmax", "bogus")
            if rng.random() < 0.5:
                p["selector_opts"] = self._pick({"temp": 0.5}, {"k": 1}, {"k": 2, "temp": 2})
            if rng.random() < 0.5:
                p["chain"] = [{"provider": self._pick("p1", "p2"), "model": "m1"}]
        if rng.random() < 0.4:
            p["mutate"] = self._pick(*MUTATES)
        if rng.random() < 0.7:
            p["retry_policy"] = self._pick("balanced", "strict", "nope")
        if earlier and rng.random() < 0.6:
            p["extends"] = rng.choice(earlier)
        return p

    def config(self) -> dict[str, JSON]:
        rng = self.rng
        providers: dict[str, JSON] = {}
        for pid, tier in (("p1", "partner"), ("p2", "fallback"), ("p3", None)):
            if pid == "p3" and rng.random() < 0.5:
                continue
            p: dict[str, JSON] = {
                "discovery": "static",
                "base_url": f"http://{pid}",
                "api_kind": "openai_compatible",
            }
            if tier is not None:
                p["tier"] = tier
            if rng.random() < 0.2:
                p["has_tee"] = True
            providers[pid] = p
        statics = sorted(providers)
        if rng.random() < 0.6:
            mk: dict[str, JSON] = {
                "discovery": "marketplace",
                "discovery_id": self._pick("mkt", "mkt2"),
                "api_kind": "openai_compatible",
            }
            if rng.random() < 0.5:
                mk["source"] = "src"
            if rng.random() < 0.3:
                mk["tier"] = "partner"
            providers["mk"] = mk
        served: list[JSON] = [{"provider": pid} for pid in rng.sample(statics, len(statics))]
        models: dict[str, JSON] = {
            "m1": {"served_by": served, "capabilities": {"context": self._pick(8000, 128000)}}
        }
        profiles: dict[str, JSON] = {}
        names = rng.sample(PROFILE_NAMES, rng.randint(1, len(PROFILE_NAMES)))
        for i, name in enumerate(names):
            profiles[name] = self.profile(names[:i])
        config: dict[str, JSON] = {
            "providers": providers,
            "models": models,
            "profiles": profiles,
            "retry_policies": copy.deepcopy(RETRY_POLICIES),
        }
        if rng.random() < 0.3:
            config["defaults"] = self._pick(
                {"circuit_breaker_threshold": 1},
                {"discovery_cache_ttl_ms": 10},
                {"disable_provider_ttl_ms": 100, "circuit_breaker_rate_limit_ms": 50},
            )
        if rng.random() < 0.2:
            config["policy_envelope"] = self._pick(
                ["tier_eq", "partner"], ["not", ["provider_eq", "p1"]], ["cmp", "price_in", "le", 3]
            )
        return config

    def offers(self) -> list[JSON]:
        rng = self.rng
        out: list[JSON] = []
        for i in range(rng.randint(0, 3)):
            o: dict[str, JSON] = {"model_family": "m1"}
            if rng.random() < 0.7:
                o["price_in_usd_per_mtok"] = self._pick(0.1, 2.0, 9.0)
            if rng.random() < 0.5:
                o["price_out_usd_per_mtok"] = self._pick(0.3, 4.0)
            if rng.random() < 0.3:
                o["expires_at_ms"] = self._pick(0, 100, 1000, 5000)
            if rng.random() < 0.4:
                o["wire_model_id"] = "w/m1"
            if rng.random() < 0.4:
                o["peer_id"] = f"peer{i}"
            if rng.random() < 0.4:
                o["seller_endpoint"] = f"http://s{i}"
            out.append(o)
        return out

    def runtime(self, with_cache: bool) -> dict[str, JSON]:
        rng = self.rng
        rt: dict[str, JSON] = {}
        if rng.random() < 0.6:
            opened = self._pick(0, 900, 39990)
            rt["breakers"] = {
                str(self._pick("p1", "p2", "ghost")): self._pick(
                    {"open": True, "opened_at_ms": opened, "consecutive_failures": 3},
                    {"open": False, "consecutive_failures": 2},
                )
            }
        if rng.random() < 0.6:
            rt["disabled"] = {
                str(self._pick("p1", "p2")): self._pick(
                    "legacy", {"kind": "auth_error", "at_ms": self._pick(0, 99000, 399000)}
                )
            }
        if with_cache and rng.random() < 0.5:
            rt["discovery_cache"] = {
                str(self._pick("mkt", "mkt2")): {
                    "offers": self.offers(),
                    "fetched_at_ms": self._pick(0, 90, 39990),
                }
            }
        return rt

    def metrics(self) -> dict[str, JSON]:
        rng = self.rng
        keys = rng.sample(["m1@p1", "m1@p2", "p3|m1", "m1@mk", "junk"], rng.randint(1, 3))
        models: dict[str, JSON] = {}
        for key in keys:
            entry: dict[str, JSON] = {"price_in_usd_per_mtok": self._pick(0.5, 1.5, 10)}
            if rng.random() < 0.5:
                entry["price_out_usd_per_mtok"] = self._pick(1, 20)
            if rng.random() < 0.5:
                entry["last_quality_eval"] = 0.7
            models[key] = entry
        out: dict[str, JSON] = {"models": models}
        if rng.random() < 0.5:
            out["providers"] = {"p2": {"free_credits_remaining_usd": 5}}
        return out

    def host(self) -> dict[str, JSON]:
        rng = self.rng
        host: dict[str, JSON] = {}
        if rng.random() < 0.6:
            host["discover"] = {
                str(self._pick("mkt", "mkt2")): self._pick(
                    {"ok": True, "offers": self.offers()},
                    {"ok": True, "offers": self.offers(), "fetched_at_ms": self._pick(0, 50)},
                    {"ok": False, "error": "down"},
                )
            }
        if rng.random() < 0.4:
            host["price_multiplier"] = {
                str(self._pick("p1", "mk", "p2")): self._pick(0.5, 2, -1, {"src": 3}, {"mkt": 0.25})
            }
        return host

    def contract(self, profiles: Sequence[str]) -> dict[str, JSON]:
        rng = self.rng
        contract: dict[str, JSON] = {}
        if rng.random() < 0.6:
            contract["profile"] = self._pick(*profiles, "unknown_one")
        if rng.random() < 0.2:
            contract["policy_ir"] = [
                "policy",
                self._pick(["top"], ["provider_eq", "mk"]),
                self._pick(["zero"], ["neg", ["field", "price_in"]]),
                ["argmax"],
                ["id"],
                ["always", self._pick({"action": "next_candidate"}, {"action": "retry_same"})],
            ]
        if rng.random() < 0.2:
            extra: dict[str, JSON] = {"provider_id": "x", "model_family": "m1", "price_in": 4}
            if rng.random() < 0.5:
                extra["price_multiplier"] = 0.5
            contract["extra_candidates"] = [extra]
        if rng.random() < 0.3:
            contract["chain"] = [{"provider": "p2", "model": "m1"}]
        if rng.random() < 0.3:
            contract["prompt"] = "hi"
        if rng.random() < 0.15:
            contract["requirements"] = self._pick(
                {"needs": ["tools"]}, {"pin": {"provider": "p2", "model": "m1"}}
            )
        return contract

    def responses(self) -> list[JSON]:
        out: list[JSON] = []
        for _ in range(self.rng.randint(0, 4)):
            out.append(
                self._pick(
                    {"ok": True, "elapsed_ms": 5},
                    {"ok": False, "error_kind": self._pick(*ERRORS), "elapsed_ms": 7},
                )
            )
        return out

    def request(self, name: str, kind: str) -> dict[str, JSON]:
        rng = self.rng
        config = self.config()
        profiles = config["profiles"]
        assert isinstance(profiles, dict)
        request: dict[str, JSON] = {"name": name, "kind": kind, "config": config}
        if kind == "profile":
            request["profile"] = rng.choice(sorted(profiles))
        else:
            request["now_ms"] = self._pick(0, 100, 1000, 40000, 400000)
            if rng.random() < 0.5:
                request["metrics"] = self.metrics()
            if rng.random() < 0.5:
                request["runtime"] = self.runtime(kind == "execute")
            if kind == "execute":
                host = self.host()
                if host or rng.random() < 0.3:
                    request["host"] = host
                request["contract"] = self.contract(sorted(profiles))
                request["responses"] = self.responses()
        return self.near_miss(request) if rng.random() < NEAR_MISS else request

    def near_miss(self, request: dict[str, JSON]) -> dict[str, JSON]:
        """The request with one input broken (a refusal both sides must agree on)."""
        out = copy.deepcopy(request)
        config = out["config"]
        assert isinstance(config, dict)
        breaks: list[tuple[str, JSON]] = [
            ("providers.p1.api_kind", "grpc"),
            ("providers.p1.tier", "gold"),
            ("models.m1.served_by", []),
            ("profiles.ghost", {"extends": "nobody"}),
            ("profiles.loop", {"extends": "loop"}),
            ("policy_envelope", ["zero"]),
        ]
        where, value = self.rng.choice(breaks)
        *parents, last = where.split(".")
        here: JSON = config
        for step in parents:
            assert isinstance(here, dict)
            here = here[step]
        assert isinstance(here, dict)
        here[last] = copy.deepcopy(value)
        return out


class ConfigStream:
    """The fuzzer's stream with the configuration kinds' requests mixed in: each
    request is one of them with the share of those kinds among the kinds in focus."""

    def __init__(
        self, generic: Stream | None, kinds: Sequence[str], share: float, seed: int
    ) -> None:
        self.generic = generic
        self.kinds = tuple(kinds)
        self.share = share
        self.rng = random.Random(f"config:{seed}")
        self.drawn = ConfigRequests(self.rng)
        self._index = 0
        self._own = 0

    @property
    def index(self) -> int:
        return self._index

    def next(self) -> JSON:
        self._index += 1
        if self.generic is None or self.rng.random() < self.share:
            self._own += 1
            return self.drawn.request(f"fuzz-config-{self._own}", self.rng.choice(self.kinds))
        return self.generic.next()


def with_configs(
    generic: Stream | None, kinds: Sequence[str], term_kinds: int, seed: int
) -> Stream:
    """The stream to fuzz with: the configuration kinds in focus mixed into ``generic``
    (``None``: no term kind in focus)."""
    mine = [k for k in kinds if k in CONFIG_KINDS]
    if not mine:
        assert generic is not None
        return generic
    return ConfigStream(generic, mine, len(mine) / (len(mine) + term_kinds), seed)


# ---------------------------------------------------------------------------
# minimizing


def _dropped(table: dict[str, JSON], key: str) -> dict[str, JSON]:
    return {k: v for k, v in table.items() if k != key}


def _reparented(profile: JSON, dropped: str, its: JSON) -> JSON:
    """A profile that extended a dropped one extends what that one extended (or nothing)."""
    if not isinstance(profile, dict) or profile.get("extends") != dropped:
        return profile
    grand = its.get("extends") if isinstance(its, dict) else None
    return _dropped(profile, "extends") if grand is None else {**profile, "extends": grand}


def config_shrinks(request: JSON) -> Iterator[JSON]:
    """Smaller variants of a configuration kind's request (see the module docstring)."""
    if not isinstance(request, dict) or request.get("kind") not in CONFIG_KINDS:
        yield from shrinks(request)
        return
    config = request.get("config")
    if isinstance(config, dict):
        profiles = config.get("profiles")
        if isinstance(profiles, dict):
            for name in profiles:
                if name == request.get("profile"):
                    continue
                rest = {
                    k: _reparented(v, name, profiles[name])
                    for k, v in _dropped(profiles, name).items()
                }
                yield {**request, "config": {**config, "profiles": rest}}
            for name, p in profiles.items():
                if isinstance(p, dict):
                    for member in p:
                        smaller = {**profiles, name: _dropped(p, member)}
                        yield {**request, "config": {**config, "profiles": smaller}}
        for table in ("providers", "models", "retry_policies"):
            entries = config.get(table)
            if isinstance(entries, dict):
                for key in entries:
                    yield {**request, "config": {**config, table: _dropped(entries, key)}}
        for member in ("defaults", "policy_envelope", "retry_policies"):
            if member in config:
                yield {**request, "config": _dropped(config, member)}
    for member in ("metrics", "runtime", "host"):
        if member in request:
            yield _dropped(request, member)
    responses = request.get("responses")
    if isinstance(responses, list):
        for i in range(len(responses)):
            yield {**request, "responses": [*responses[:i], *responses[i + 1 :]]}
    contract = request.get("contract")
    if isinstance(contract, dict):
        for member in contract:
            yield {**request, "contract": _dropped(contract, member)}
    yield from shrinks(request)


def minimize_config(request: JSON, diverges: Diverges, tries: int = DEFAULT_TRIES) -> JSON:
    """The smallest variant of a configuration kind's request found on which
    ``diverges`` holds (:func:`.minimize.minimize` with :func:`config_shrinks`)."""
    return minimize(request, diverges, tries, config_shrinks)
