"""The inputs of a run, read (spec/15-run.md §15.1, §15.9): its pool, its context,
the host's runtime state, the engine parameters and the response script, each
from a :class:`~.inputs.Given` so that a refusal names the place the input came
from (``$.responses[2].ok`` in a protocol request, ``script.json:$[2].ok`` on
the command line).

The pool is the engine's (upstream's ``resolve_plan``): ``candidates`` as
given, or a catalog's engine matrix (:func:`engine_matrix`, upstream's
``build_candidate_matrix``) followed by ``ctx.request.extra_candidates`` as
given.  The context of a run has no ``state`` (it is built from the runtime).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from ..catalog.document import Catalog, catalog_from_json
from ..core.errors import InputError
from ..core.lua import is_double, lua_or
from ..core.reading import read_input, refuse_unknown
from ..core.terms import JSON
from ..core.vocabulary import DEFAULT_SCHEMA, Schema
from ..run import (
    Engine,
    Response,
    Runtime,
    engine_from_json,
    responses_from_json,
    runtime_from_json,
)
from ..semantics.inputs import Candidate, Context
from .inputs import (
    Given,
    given_in,
    pool_of_request,
    read_candidate_array,
    read_candidates,
    read_context,
)

#: The members of a run's ``ctx``: its state is the runtime (``$.runtime``).
RUN_CTX_KEYS: Final = ("now_ms", "request", "seed")


def engine_matrix(catalog: Catalog) -> list[Candidate]:
    """A catalog's candidates as upstream's engine builds them (``build_candidate_matrix``,
    spec/15-run.md §15.1): model families in code-point order (chapter 11), pairings in
    list order, static providers only; each candidate holds only what upstream's
    matrix puts in it (no pairing prices, no scope, no extension field, no default
    ``auth`` or ``api_kind``)."""
    out: list[Candidate] = []
    for family in sorted(catalog.models):
        model = catalog.models[family]
        for pairing in model["served_by"]:
            provider = catalog.providers[pairing["provider"]]
            if provider.get("discovery") != "static":
                continue
            cand: Candidate = {
                "provider_id": pairing["provider"],
                "model_family": family,
                "served_model_id": lua_or(pairing.get("provider_model_id"), family),
                "capabilities": model["capabilities"],
                "tier": lua_or(provider.get("tier"), "fallback"),
                "has_tee": lua_or(provider.get("has_tee"), False),
                "no_log": lua_or(provider.get("no_log"), False),
                "discovery": "static",
            }
            if model.get("static_quality_hint") is not None:
                cand["quality_hint"] = model["static_quality_hint"]
            for name in ("base_url", "aws_region", "auth_env", "auth", "api_kind"):
                if provider.get(name) is not None:
                    cand[name] = provider[name]
            out.append(cand)
    return out


#: The members R-Pool multiplies by the price multiplier (spec/15 §15.4 step 6).
RAW_PRICES: Final = ("raw_price_in", "raw_price_out")


def _run_candidate_array(candidates: Given, schema: Schema) -> list[Candidate]:
    """Candidates as a run reads them: chapter 2's, with each ``raw_price_in``
    or ``raw_price_out`` present a number (spec/15 §15.9): R-Pool multiplies it,
    and upstream's ``raw * mult`` raises on anything else."""
    read = read_candidate_array(candidates, schema)
    for i, candidate in enumerate(read):
        for name in RAW_PRICES:
            if name in candidate and not is_double(candidate[name]):
                raise InputError(
                    f"{candidates.where}[{i}].{name}",
                    "expected a number (the run multiplies it by the price multiplier)",
                )
    return read


def _engine_pool(catalog: Given, ctx: Given | None, schema: Schema) -> list[Candidate]:
    """A catalog's engine matrix, then ``ctx.request.extra_candidates`` as given."""
    matrix = engine_matrix(catalog_from_json(catalog.value, catalog.where, schema))
    extras = None if ctx is None else ctx.member("request", "extra_candidates")
    return matrix if extras is None else matrix + _run_candidate_array(extras, schema)


def read_run_pool(
    candidates: Given | None,
    catalog: Given | None,
    ctx: Given | None,
    schema: Schema = DEFAULT_SCHEMA,
) -> list[Candidate] | None:
    """The candidates a run starts from; ``None`` when neither is given."""
    return read_candidates(candidates, catalog, ctx, schema, _engine_pool, _run_candidate_array)


def read_run_context(ctx: Given | None) -> Context:
    """A run's context (spec/15 §15.9): read by the reading rules (a ``null``
    member is absent), then its members checked: ``request``, ``now_ms`` and
    ``seed``, any other refused (``state`` with its own reason: a run builds the
    policy's state from ``$.runtime``); ``ctx.request.seed`` a number when
    ``ctx.seed`` is absent (spec/08 pinned-run-seed: when it is given the
    request's is never read); ``requirements.pin`` an object or ``false``."""
    if ctx is None:
        return read_context(None)
    where = ctx.where
    value = read_input(ctx.value, where)
    if isinstance(value, dict):
        for key in sorted(value):  # the first member that is not one, in code-point order
            if key == "state":
                raise InputError(
                    f"{where}.state",
                    "a run's ctx has no state: the policy's state is built from $.runtime",
                )
            refuse_unknown({key: None}, RUN_CTX_KEYS, where)
    context = read_context(Given(value, where))
    request = context.request
    if context.seed is None and "seed" in request and not isinstance(request["seed"], float):
        raise InputError(f"{where}.request.seed", "expected a number (the run's seed)")
    requirements = request.get("requirements")
    if isinstance(requirements, dict) and "pin" in requirements:
        pin = requirements["pin"]
        if pin == []:
            pin = requirements["pin"] = {}
        if pin is not False and not isinstance(pin, dict):  # false: no pin (Lua's falsy)
            raise InputError(
                f"{where}.request.requirements.pin", "expected an object {provider, model}"
            )
    return context


def read_runtime(runtime: Given | None) -> Runtime | None:
    return None if runtime is None else runtime_from_json(runtime.value, runtime.where)


def read_engine(engine: Given | None) -> Engine | None:
    return None if engine is None else engine_from_json(engine.value, engine.where)


def read_responses(responses: Given) -> list[Response | None]:
    return responses_from_json(responses.value, responses.where)


@dataclass(frozen=True, slots=True)
class RunInputs:
    """Everything a run is started with, besides its policy."""

    candidates: list[Candidate]
    ctx: Context
    runtime: Runtime | None
    engine: Engine | None
    responses: list[Response | None]


def run_inputs_of_request(
    request: Mapping[str, JSON], schema: Schema = DEFAULT_SCHEMA
) -> RunInputs:
    """A protocol ``run`` request's inputs, in the order spec/07 §7.1 reads them."""
    candidates, ctx = pool_of_request(request, schema, _engine_pool, _run_candidate_array)
    context = read_run_context(ctx)
    runtime = read_runtime(given_in(request, "runtime"))
    engine = read_engine(given_in(request, "engine"))
    responses = given_in(request, "responses")
    if responses is None:
        raise InputError("$.responses", "missing (an array of responses, [] for none)")
    return RunInputs(candidates, context, runtime, engine, read_responses(responses))
