"""The call a configuration serves (spec/17-configuration.md §17.5, §17.6, §17.9):
its policy (upstream's ``build_policy_for``, llm_policy.lua 653–696, and the
profile lookup of ``resolve_plan``, 715–724), its pool (``resolve_plan`` 729–734,
``enrich_with_prices`` 702–711) and its run, which is chapter 15's machine.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..catalog.document import Catalog
from ..catalog.matrix import engine_matrix
from ..engine import Call, Machine, Outcome, Response, drive, outcome_to_json
from ..normal.normal_form import Normal
from ..semantics.compiler import Compiled, interpret, normalize_term
from ..semantics.customs import CONFORMANCE_REGISTRY
from ..semantics.decision_values import Candidate, Context, candidate_from_json, request_from_json
from ..syntax.errors import AdmissionError, InputError
from ..syntax.signature import Sort
from ..syntax.terms import JSON
from .config_document import Config
from .discovery import Host, marketplace, ranking_prices
from .lowering import lower_profile, retry_table, term_member
from .metrics import Store, credits_of, pm_key
from .runtime import CacheEntry, ConfigRuntime


@dataclass(frozen=True, slots=True)
class CallPolicy:
    """The policy a call runs under and where it came from (C-Call-Policy)."""

    term: JSON
    normalized: Normal
    #: ``contract.policy_ir``, ``profile <name>.policy_ir`` or ``profile <name>``
    origin: str


def lowered(config: Config, name: str, contract: Mapping[str, JSON] | None = None) -> JSON:
    """The term profile ``name`` lowers to (C-Lower-Profile), before the normal form."""
    profile = config.profiles[name]
    where = f"$.config.profiles.{name}"
    return lower_profile(
        profile, retry_table(profile, config.retry_policies, "$.config"), contract, where
    )


def _admitted(term: JSON, config: Config, where: str) -> Normal:
    """``ir.compile``'s admission: the term admitted under the configuration's schema,
    a Policy (C-Call-Admit)."""
    try:
        normalized = normalize_term(term, config.schema)
    except AdmissionError as e:
        raise InputError(where, f"the policy is refused at admission: {e}") from None
    if normalized.sort is not Sort.POLICY:
        raise InputError(where, f"ir: expected a Policy term, got {normalized.sort.value}")
    return normalized


def constrain(term: JSON, envelope: JSON, where: str) -> JSON:
    """C-Call-Envelope (``ir.constrain``, ir.lua 33–42): the policy's filter becomes
    ``and(envelope, filter)``."""
    if not isinstance(term, list) or not term or term[0] != "policy":
        raise InputError(where, "ir.constrain: expected a policy term")
    out = list(term)
    pred: list[JSON] = ["and", envelope] + ([term[1]] if len(term) > 1 else [])
    if len(out) > 1:
        out[1] = pred
    else:
        out.append(pred)
    return out


def call_policy(config: Config, contract: Mapping[str, JSON]) -> CallPolicy | str:
    """C-Call-Profile and C-Call-Policy: the call's policy, or the failure
    ``unknown profile: <name>`` of a contract naming no profile and bringing no
    ``policy_ir``."""
    given = contract.get("profile")
    name = given if isinstance(given, str) else "default"
    profile = config.profiles.get(name)
    policy_ir = contract.get("policy_ir")
    if profile is None and policy_ir is None:
        return f"unknown profile: {name}"
    if policy_ir is not None:
        term: JSON = policy_ir
        if config.envelope is not None:
            term = constrain(term, config.envelope, "$.contract.policy_ir")
        return CallPolicy(
            term, _admitted(term, config, "$.contract.policy_ir"), "contract.policy_ir"
        )
    assert profile is not None
    if profile.get("policy_ir") is not None:
        where = f"$.config.profiles.{name}.policy_ir"
        own = term_member(profile["policy_ir"])
        return CallPolicy(own, _admitted(own, config, where), f"profile {name}.policy_ir")
    low = lowered(config, name, contract)
    return CallPolicy(low, _admitted(low, config, f"$.config.profiles.{name}"), f"profile {name}")


def enriched(c: Candidate, store: Store, host: Host) -> Candidate:
    """C-Price-Enrich (``enrich_with_prices``): a missing ``price_in`` or ``price_out``
    from the metrics store's slot of the pair, then the ranking prices with no source."""
    slot = store.get(pm_key(str(c["provider_id"]), str(c["model_family"])))
    e = dict(c)
    if slot is not None:
        for name in ("price_in", "price_out"):
            if e.get(name) is None and slot.get(name) is not None:
                e[name] = slot[name]
    return ranking_prices(e, host, None)


def static_candidates(config: Config) -> list[Candidate]:
    """C-Pool-Matrix: the engine matrix of chapter 15 §15.1 over the configuration's
    providers and models, each candidate read as chapter 2 reads one."""
    catalog = Catalog(config.providers, config.models, ())
    out = []
    for c in engine_matrix(catalog):
        where = f"$.config.models.{c['model_family']}"
        out.append(candidate_from_json(c, where, config.schema))
    return out


def _extras(contract: Mapping[str, JSON], config: Config) -> list[Candidate]:
    extras = contract.get("extra_candidates")
    if extras is None or extras == {}:
        return []
    if not isinstance(extras, list):
        raise InputError("$.contract.extra_candidates", "expected an array of candidates")
    out = []
    for i, c in enumerate(extras):
        where = f"$.contract.extra_candidates[{i}]"
        cand = candidate_from_json(c, where, config.schema)
        for name in ("raw_price_in", "raw_price_out", "price_multiplier"):
            if name in cand and not isinstance(cand[name], float):
                raise InputError(f"{where}.{name}", "expected a number")
        out.append(cand)
    return out


def pool(
    config: Config,
    contract: Mapping[str, JSON],
    store: Store,
    host: Host,
    cache: dict[str, CacheEntry],
    now: float,
) -> list[Candidate]:
    """C-Pool: the matrix, the marketplace offers, the contract's extra candidates,
    each enriched (C-Price-Enrich)."""
    ttl = config.defaults.discovery_cache_ttl_ms
    out = [enriched(c, store, host) for c in static_candidates(config)]
    for offered in marketplace(config.providers, host, cache, now, ttl):
        cand = candidate_from_json(offered.candidate, offered.where, config.schema)
        out.append(enriched(cand, store, host))
    out += [enriched(c, store, host) for c in _extras(contract, config)]
    return out


def read_contract(value: JSON, where: str = "$.contract") -> dict[str, JSON]:
    """The contract: a request of chapter 2 §2.6; its ``seed`` a number, its ``profile``
    a string, its ``requirements.pin`` an object or ``false`` (chapter 15 §15.9)."""
    contract = request_from_json(value, where)
    if contract.get("seed") is not None and not isinstance(contract["seed"], float):
        raise InputError(f"{where}.seed", "expected a number (the run's seed)")
    profile = contract.get("profile")
    if profile is not None and profile is not False and not isinstance(profile, str):
        raise InputError(f"{where}.profile", "expected a profile name (a string)")
    requirements = contract.get("requirements")
    if isinstance(requirements, dict) and "pin" in requirements:
        pin = requirements["pin"]
        if pin == []:
            pin = requirements["pin"] = {}
        if pin is not False and not isinstance(pin, dict):
            raise InputError(f"{where}.requirements.pin", "expected an object {provider, model}")
    return dict(contract)


@dataclass(frozen=True, slots=True)
class Served:
    """A configured call: its policy (``None`` for an unknown profile), its run
    (``None`` likewise), the failure of an unknown profile, the runtime after it."""

    policy: CallPolicy | None
    outcome: Outcome | None
    failure: str | None
    runtime: ConfigRuntime


def execute(
    config: Config,
    store: Store,
    host: Host,
    state: ConfigRuntime,
    contract: Mapping[str, JSON],
    now: float,
    responses: Sequence[Response | None],
) -> Served:
    """C-Call: the call's policy, its pool, then chapter 15's run over them."""
    chosen = call_policy(config, contract)
    if isinstance(chosen, str):  # C-Call-Unknown-Profile: nothing is read or changed
        return Served(None, None, chosen, state)
    compiled: Compiled = interpret(chosen.normalized, config.schema, CONFORMANCE_REGISTRY)
    cache = dict(state.discovery_cache)
    candidates = pool(config, contract, store, host, cache, now)
    ctx = Context(request=dict(contract), seed=None, now_ms=now)
    machine = Machine(
        compiled.policy(),
        candidates,
        ctx,
        state.runtime,
        config.defaults.engine,
        ema=store,
        credits=credits_of(store),
    )
    outcome = drive(machine, responses)
    return Served(chosen, outcome, None, ConfigRuntime(outcome.runtime, cache))


#: The members of a chosen candidate an ``execute`` answer adds (upstream's ``chosen``).
CHOSEN_MEMBERS = (
    "served_model_id",
    "price_in",
    "price_out",
    "raw_price_in",
    "raw_price_out",
    "price_multiplier",
)


def served_to_json(served: Served) -> dict[str, JSON]:
    """The ``execute`` kind's ``expect`` (spec/07 §7.1, spec/17 §17.9)."""
    runtime = served.runtime.to_json()
    if served.outcome is None or served.policy is None:
        return {
            "policy": None,
            "steps": [],
            "decision_path": [],
            "result": {"ok": False, "error": served.failure},
            "rejected": [],
            "runtime": runtime,
        }
    out = outcome_to_json(served.outcome)
    out["runtime"] = runtime
    result = out["result"]
    last = served.outcome.steps[-1] if served.outcome.steps else None
    if isinstance(result, dict) and result.get("ok") is True and isinstance(last, Call):
        chosen = result["chosen"]
        assert isinstance(chosen, dict)
        cand = last.candidate
        for name in CHOSEN_MEMBERS:
            if cand.get(name) is not None:
                chosen[name] = cand[name]
    identified = served.policy.normalized.identified()
    return {
        "policy": {"encoding": identified["encoding"], "identity": identified["identity"]},
        **out,
    }
