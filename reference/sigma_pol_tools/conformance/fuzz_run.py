"""The fuzzer's ``run`` requests (spec/15-run.md, spec/07-conformance.md §7.6).

A ``run`` request is drawn as the product the issue names: a **policy** (a
filter that reads the runtime, a scorer, a selector, a transform and, above
all, a FailPlan whose actions use every member: ``attempts`` around 0, 1,
fractions and negatives, ``backoff_ms`` numbers and arrays, ``then_action``,
``open_breaker_ms``), a **population** (few providers and model families, so
that providers repeat and ``next_provider_same_model`` finds or misses one,
marketplace offers, prices), a **response script** (mostly failures of the
kinds the FailPlan names, client faults, elapsed times, HTTP statuses, long
messages, and scripts that run out), a **runtime state** (open and closed
breakers, old and fresh disables, legacy disables) and **engine parameters**
(thresholds and windows near the clock's values).  One :class:`random.Random`
draws everything, so a seed names the stream; nothing here uses hypothesis.

Near misses (about one request in six) break one input the run reads, as
chapter 15 §15.9 lists them: the script, a response's members, a runtime
record, an engine parameter, the context's pin and seed.

:func:`minimize_run` shrinks a diverging run request: the script first (cut
to a prefix, then a response dropped), then the population (a candidate
dropped, with the runtime records of providers no candidate has any more),
then the runtime, the engine, the context, and then the generic shrinks of
:mod:`.minimize` (the term's subterms, the parameters).

:class:`RunStream` puts them in the fuzzer's stream: it wraps the
:class:`~.fuzz_gen.RequestGenerator` and replaces the ``run`` requests the
generic generator makes (which carry no script) by drawn ones, keeping the
golden and pinned ones, which do.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Final

from sigma_pol.syntax.signature import Sort
from sigma_pol.syntax.terms import JSON

from .fuzz_gen import REACH, RequestGenerator
from .minimize import DEFAULT_TRIES, Diverges, minimize, shrinks
from .term_walk import Descent, nodes

VERBS: Final = (
    "retry_same",
    "next_candidate",
    "next_provider_same_model",
    "disable_provider",
    "abort",
)
#: Error kinds a script and a FailPlan draw from: upstream's table, its client
#: faults, ``unknown``, and one no table names.
ERROR_KINDS: Final = (
    "server_error",
    "timeout",
    "rate_limit",
    "auth_error",
    "model_unavailable",
    "network_error",
    "payment_required",
    "bad_request",
    "content_filter",
    "context_overflow",
    "unknown",
    "weird_kind",
)
PROVIDERS: Final = ("openai", "anthropic", "azure", "groq", "p\u00e9")
FAMILIES: Final = ("gpt-5.5", "claude-opus-4-8", "llama-4")
TIMES: Final = (0, 0, 1, 5, 40, 250, 1000, 29999, 30000, 299999, 300000, 1e6, 0.5)
#: The fraction of requests that break one input.
NEAR_MISS: Final = 0.17
#: Of the generic generator's ``run`` requests without a script, the share kept.
KEEP_GENERIC: Final = 0.08


class RunRequests:
    """Well-formed ``run`` requests and their near misses, drawn from ``rng``."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    # -- the parts ----------------------------------------------------------

    def _time(self) -> float | int:
        return self.rng.choice(TIMES)

    def action(self) -> dict[str, JSON]:
        rng = self.rng
        verb = rng.choice((*VERBS, "retry_same", "retry_same", "next_candidate"))
        out: dict[str, JSON] = {"action": verb}
        if verb == "retry_same" or rng.random() < 0.1:
            if rng.random() < 0.8:
                out["attempts"] = rng.choice((0, 1, 1, 2, 2, 3, 0.5, 1.5, -1, 4))
            roll = rng.random()
            if roll < 0.35:
                out["backoff_ms"] = rng.choice((0, 10, 250, -5, 0.5))
            elif roll < 0.7:
                out["backoff_ms"] = [
                    rng.choice((0, 10, 100, 1000)) for _ in range(rng.randint(0, 3))
                ]
            if rng.random() < 0.5:
                out["then_action"] = rng.choice(VERBS)
        if rng.random() < 0.15:
            out["open_breaker_ms"] = rng.choice((0, 100, 30000))
        if rng.random() < 0.05:
            out["mark_unavailable_ms"] = 300000
        return out

    def failplan(self) -> JSON:
        rng = self.rng
        plan: JSON = ["always", self.action()]
        for _ in range(rng.choice((0, 1, 2, 2, 3, 4))):
            plan = ["override", plan, rng.choice(ERROR_KINDS), self.action()]
        return plan

    def pred(self) -> JSON:
        preds: tuple[JSON, ...] = (
            ["top"],
            ["top"],
            ["not", ["is", "disabled"]],
            ["not", ["is", "breaker_open"]],
            ["and", ["not", ["is", "disabled"]], ["not", ["is", "breaker_open"]]],
            ["meets_req"],
            ["family_eq", self.rng.choice(FAMILIES)],
        )
        return self.rng.choice(preds)

    def scorer(self) -> JSON:
        scorers: tuple[JSON, ...] = (
            ["zero"],
            ["field", "price_in"],
            ["neg", ["field", "price_in"]],
            ["lit", 1],
        )
        return self.rng.choice(scorers)

    def selector(self) -> JSON:
        rng = self.rng
        selectors: tuple[JSON, ...] = (
            ["argmax"],
            ["ordered"],
            ["ordered"],
            ["sample", rng.choice((0, 0.5, 1))],
            ["top_k", rng.choice((1, 2, 3)), ["ordered"]],
        )
        return rng.choice(selectors)

    def xform(self) -> JSON:
        rng = self.rng
        xforms: tuple[JSON, ...] = (
            ["id"],
            ["id"],
            ["set_param", "temperature", rng.choice((0, 0.2, 1))],
            ["jitter", "temperature", 0.3],
        )
        return rng.choice(xforms)

    def policy(self, generic: RequestGenerator | None = None) -> JSON:
        if generic is not None and generic.focus.ops:  # --ops: a Policy term holding one
            term = generic.term(Sort.POLICY, 3)
            failplan_ops = REACH_FAILPLAN & set(generic.focus.ops)
            if isinstance(term, list) and len(term) == 6 and not failplan_ops:
                term[5] = self.failplan()  # the FailPlan the run needs, when free to choose
            return term
        parts = [self.pred(), self.scorer(), self.selector(), self.xform()]
        if generic is not None and self.rng.random() < 0.2:  # now and then, any term
            i = self.rng.randrange(4)
            parts[i] = generic.term((Sort.PRED, Sort.SCORER, Sort.SELECTOR, Sort.XFORM)[i], 2)
        return ["policy", *parts, self.failplan()]

    def candidates(self) -> list[JSON]:
        rng = self.rng
        providers = rng.sample(PROVIDERS, rng.randint(1, 4))
        families = rng.sample(FAMILIES, rng.randint(1, 3))
        out: list[JSON] = []
        for _ in range(rng.choice((0, 1, 2, 3, 3, 4, 5, 6))):
            c: dict[str, JSON] = {
                "provider_id": rng.choice(providers),
                "model_family": rng.choice(families),
            }
            if rng.random() < 0.5:
                c["price_in"] = rng.choice((1, 2, 2, 3.5))
            if rng.random() < 0.15:
                c["price_multiplier"] = rng.choice((2, 0, -1))
            if rng.random() < 0.2:
                c["served_model_id"] = f"{c['model_family']}-{rng.randint(1, 3)}"
            if rng.random() < 0.1:
                c["discovery"] = "marketplace"
                offers: tuple[JSON, ...] = ({"peer_id": "peer-1"}, {"peer_id": ""}, {})
                c["offer"] = rng.choice(offers)
            out.append(c)
        return out

    def ctx(self, candidates: list[JSON]) -> dict[str, JSON]:
        rng = self.rng
        ctx: dict[str, JSON] = {}
        if rng.random() < 0.7:
            ctx["now_ms"] = self._time()
        if rng.random() < 0.3:
            ctx["seed"] = rng.randint(0, 2**31)
        request: dict[str, JSON] = {}
        if rng.random() < 0.5:
            request["prompt"] = "hi"
        if rng.random() < 0.2:
            request["messages"] = [{"role": "user", "content": "x"}]
        if rng.random() < 0.3:
            request["temperature"] = rng.choice((0.7, 0))
        if rng.random() < 0.1:
            request["timeout_ms"] = rng.choice((0, 5000, False))
        if rng.random() < 0.15:
            req: dict[str, JSON] = {}
            if rng.random() < 0.5:
                req["max_latency_ms"] = 2000
            if candidates and rng.random() < 0.6:
                c = rng.choice(candidates)
                assert isinstance(c, dict)
                req["pin"] = {"provider": c["provider_id"], "model": c["model_family"]}
            elif rng.random() < 0.5:
                req["pin"] = {"provider": "nobody", "model": "none"}
            request["requirements"] = req
        if request:
            ctx["request"] = request
        return ctx

    def runtime(self, candidates: list[JSON]) -> dict[str, JSON]:
        rng = self.rng
        named = sorted({str(c["provider_id"]) for c in candidates if isinstance(c, dict)})
        pool = [*named, "elsewhere"]
        breakers: dict[str, JSON] = {}
        disabled: dict[str, JSON] = {}
        for pid in pool:
            if rng.random() < 0.35:
                b: dict[str, JSON] = {"open": rng.random() < 0.5}
                if rng.random() < 0.7:
                    b["consecutive_failures"] = rng.choice((0, 1, 2, 3, 5))
                if rng.random() < 0.6:
                    b["opened_at_ms"] = self._time()
                breakers[pid] = b
            if rng.random() < 0.25:
                if rng.random() < 0.2:
                    disabled[pid] = rng.choice(ERROR_KINDS)  # a legacy record
                else:
                    d: dict[str, JSON] = {}
                    if rng.random() < 0.8:
                        d["kind"] = rng.choice(ERROR_KINDS)
                    if rng.random() < 0.8:
                        d["at_ms"] = self._time()
                    disabled[pid] = d
        out: dict[str, JSON] = {}
        if breakers or rng.random() < 0.3:
            out["breakers"] = breakers
        if disabled or rng.random() < 0.3:
            out["disabled"] = disabled
        return out

    def engine(self) -> dict[str, JSON]:
        rng = self.rng
        out: dict[str, JSON] = {}
        if rng.random() < 0.5:
            out["circuit_breaker_threshold"] = rng.choice((0, 1, 2, 3, 2.5))
        if rng.random() < 0.4:
            out["circuit_breaker_rate_limit_ms"] = rng.choice((0, 100, 1000, 30000))
        if rng.random() < 0.4:
            out["disable_provider_ttl_ms"] = rng.choice((0, 50, 1000, 300000))
        return out

    def response(self, kinds: list[str]) -> dict[str, JSON]:
        rng = self.rng
        if rng.random() < 0.22:
            out: dict[str, JSON] = {"ok": True}
        else:
            out = {"ok": False}
            if rng.random() < 0.9:
                out["error_kind"] = (
                    rng.choice(kinds) if rng.random() < 0.7 else rng.choice(ERROR_KINDS)
                )
            if rng.random() < 0.3:
                out["http_status"] = rng.choice((429, 500, 503, 401, 400))
            if rng.random() < 0.2:
                out["error_message"] = rng.choice(("boom", "é" * 160, "x" * 301, "ab€" * 120))
        if rng.random() < 0.7:
            out["elapsed_ms"] = rng.choice((0, 1, 15, 120, 2.5, 30000))
        return out

    # -- requests -----------------------------------------------------------

    def request(self, name: str, generic: RequestGenerator | None = None) -> dict[str, JSON]:
        """A well-formed run request (or, one time in six, a near miss of one)."""
        rng = self.rng
        term = self.policy(generic)
        candidates = self.candidates()
        request: dict[str, JSON] = {"name": name, "kind": "run", "term": term}
        request["candidates"] = candidates
        ctx = self.ctx(candidates)
        if ctx or rng.random() < 0.5:
            request["ctx"] = ctx
        if rng.random() < 0.75:
            request["runtime"] = self.runtime(candidates)
        if rng.random() < 0.5:
            request["engine"] = self.engine()
        kinds = _named_kinds(term) or list(ERROR_KINDS)
        request["responses"] = [self.response(kinds) for _ in range(rng.choice(SCRIPT_LENGTHS))]
        if rng.random() < NEAR_MISS:
            return self.near_miss(request)
        return request

    def near_miss(self, request: dict[str, JSON]) -> dict[str, JSON]:
        """The request with one run input broken (chapter 15 §15.9's list)."""
        rng = self.rng
        out = copy.deepcopy(request)
        responses = out["responses"]
        assert isinstance(responses, list)
        choice = rng.randrange(12)
        if choice == 0:
            scripts: tuple[JSON, ...] = ({"ok": True}, "[]", None, 3, {})
            out["responses"] = rng.choice(scripts)
        elif choice <= 4 and responses:
            r = rng.choice(responses)
            assert isinstance(r, dict)
            wrong_kinds: tuple[JSON, ...] = (5, ["x"], "\ud800")
            wrong_messages: tuple[JSON, ...] = (7, ["m"])
            changes: tuple[tuple[str, JSON], ...] = (
                ("ok", rng.choice((1, "true", None))),
                ("error_kind", rng.choice(wrong_kinds)),
                ("elapsed_ms", rng.choice((-1, -0.001, "5", True, 1e400))),
                ("http_status", rng.choice(("429", True))),
                ("error_message", rng.choice(wrong_messages)),
                ("latency", 4),
            )
            key, value = rng.choice(changes)
            r[key] = value
        elif choice <= 4:
            out["responses"] = [rng.choice((1, None, [], "ok"))]
        elif choice <= 6:
            pid = rng.choice(PROVIDERS)
            records: tuple[tuple[str, JSON], ...] = (
                ("breakers", {"open": "yes"}),
                ("breakers", {"consecutive_failures": 1}),
                ("breakers", {"open": True, "opened_at_ms": "0"}),
                ("breakers", 3),
                ("disabled", 3),
                ("disabled", {"kind": 5}),
                ("disabled", {"at_ms": "now"}),
                ("disabled", {"why": "x"}),
            )
            record = rng.choice(records)
            runtime = out.setdefault("runtime", {})
            if isinstance(runtime, dict):
                table = runtime.setdefault(record[0], {})
                if isinstance(table, dict):
                    table[pid] = record[1]
            if rng.random() < 0.2:
                runtimes: tuple[JSON, ...] = ([], "x", {"breaker": {}})
                out["runtime"] = rng.choice(runtimes)
        elif choice <= 8:
            key = rng.choice(
                (
                    "circuit_breaker_threshold",
                    "circuit_breaker_rate_limit_ms",
                    "disable_provider_ttl_ms",
                    "circuit_breaker_treshold",
                )
            )
            out["engine"] = {key: rng.choice(("3", None, True, 1e400, -1))}
            if rng.random() < 0.2:
                engines: tuple[JSON, ...] = (3, "x", [1])
                out["engine"] = rng.choice(engines)
        elif choice == 9:
            ctx = out.setdefault("ctx", {})
            if isinstance(ctx, dict):
                ctx["state"] = {}
        elif choice == 10:
            ctx = out.setdefault("ctx", {})
            if isinstance(ctx, dict):
                req = ctx.setdefault("request", {})
                if isinstance(req, dict):
                    pins: tuple[JSON, ...] = ("openai", 3, [], [1], None)
                    req["requirements"] = {"pin": rng.choice(pins)}
        else:
            ctx = out.setdefault("ctx", {})
            if isinstance(ctx, dict):
                req = ctx.setdefault("request", {})
                if isinstance(req, dict):
                    seeds: tuple[JSON, ...] = ("7", True, [1])
                    req["seed"] = rng.choice(seeds)
        return out


SCRIPT_LENGTHS: Final = (0, 1, 1, 2, 3, 3, 4, 5, 6, 8)
#: The operations a FailPlan term can hold.
REACH_FAILPLAN: Final = REACH[Sort.FAILPLAN]


def _named_kinds(term: JSON) -> list[str]:
    """The error kinds a FailPlan term names (the reasons of its ``override``s,
    wherever an array of the term holds one)."""
    found = {
        node.array[2]
        for node in nodes(term, descent=Descent.ANYWHERE)
        if node.op == "override" and len(node.array) == 4 and isinstance(node.array[2], str)
    }
    return sorted(found)


class RunStream:
    """The fuzzer's stream with drawn ``run`` requests in place of the generic
    generator's (which have no script); everything else passes through."""

    def __init__(self, generic: RequestGenerator, seed: int) -> None:
        self.generic = generic
        # a stream of its own: the generic stream stays what its seed names
        self.runs = RunRequests(random.Random(f"run:{seed}"))

    @property
    def index(self) -> int:
        return self.generic.index

    def next(self) -> JSON:
        request = self.generic.next()
        if not isinstance(request, dict) or request.get("kind") != "run":
            return request
        if "responses" in request or self.runs.rng.random() < KEEP_GENERIC:
            return request  # a golden or pinned run, or a generic near miss
        return self.runs.request(str(request.get("name", "fuzz-run")), self.generic)


def with_runs(generic: RequestGenerator, seed: int) -> RunStream | RequestGenerator:
    """The stream to fuzz with: drawn runs when ``run`` is in focus."""
    return RunStream(generic, seed) if "run" in generic.focus.kinds else generic


# ---------------------------------------------------------------------------
# minimizing


def run_shrinks(request: JSON) -> Iterator[JSON]:
    """Smaller variants of a run request: the script, the population, the
    runtime, the engine, the context; then the generic ones."""
    if not isinstance(request, dict) or request.get("kind") != "run":
        yield from shrinks(request)
        return
    responses = request.get("responses")
    if isinstance(responses, list) and responses:
        for keep in sorted({0, len(responses) // 2, len(responses) - 1}):
            yield {**request, "responses": responses[:keep]}
        for i in range(len(responses)):
            yield {**request, "responses": [*responses[:i], *responses[i + 1 :]]}
    candidates = request.get("candidates")
    if isinstance(candidates, list) and candidates:
        for i in range(len(candidates)):
            rest = [*candidates[:i], *candidates[i + 1 :]]
            yield {**request, "candidates": rest}
            yield _without_orphans({**request, "candidates": rest})
    runtime = request.get("runtime")
    if isinstance(runtime, dict):
        yield {k: v for k, v in request.items() if k != "runtime"}
        for table in ("breakers", "disabled"):
            records = runtime.get(table)
            if isinstance(records, dict):
                for pid in records:
                    smaller = {p: r for p, r in records.items() if p != pid}
                    yield {**request, "runtime": {**runtime, table: smaller}}
    for key in ("engine", "ctx"):
        if key in request:
            yield {k: v for k, v in request.items() if k != key}
    yield from shrinks(request)


def _without_orphans(request: dict[str, JSON]) -> dict[str, JSON]:
    """The request with the runtime records of providers no candidate has removed."""
    runtime = request.get("runtime")
    candidates = request.get("candidates")
    if not isinstance(runtime, dict) or not isinstance(candidates, list):
        return request
    named = {c.get("provider_id") for c in candidates if isinstance(c, dict)}
    kept = {
        table: (
            {p: r for p, r in records.items() if p in named}
            if isinstance(records, dict)
            else records
        )
        for table, records in runtime.items()
    }
    return {**request, "runtime": kept}


def minimize_run(request: JSON, diverges: Diverges, tries: int = DEFAULT_TRIES) -> JSON:
    """The smallest variant of a run request found on which ``diverges`` holds
    (:func:`.minimize.minimize` with :func:`run_shrinks`: the script and the
    population first)."""
    return minimize(request, diverges, tries, run_shrinks)
