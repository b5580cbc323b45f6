"""The protocol kind ``run`` (spec/07-conformance.md §7.1, spec/15-run.md §15.9).

A request gives a Policy term, its pool (``candidates`` or ``catalog``), the
context of the call (``ctx``: ``request``, ``now_ms``, ``seed``), and
optionally the host's ``runtime`` and the ``engine`` parameters, and the
``responses`` script; the answer adds to ``expect`` the run's ``steps``,
``decision_path``, ``result``, ``rejected`` and ``runtime``.  Every input is
read before the run starts, so a malformed one is an input error with its path.
"""

from __future__ import annotations

from typing import Any, Final

from ..catalog.document import Catalog, catalog_from_json
from ..core.errors import InputError
from ..core.suggest import did_you_mean
from ..core.vocabulary import Schema
from ..run import engine_from_json, outcome_to_json, responses_from_json, run, runtime_from_json
from ..semantics.inputs import (
    Candidate,
    Context,
    candidate_array,
    candidate_from_json,
    candidates_from_json,
    context_from_json,
)
from ..semantics.policy import Compiled

#: The members of a run's ``ctx``: its state is the runtime (``$.runtime``).
RUN_CTX_KEYS: Final = ("now_ms", "request", "seed")


def run_context(value: Any, where: str = "$.ctx") -> Context:
    """A run's context: ``request``, ``now_ms`` and ``seed``, no ``state``."""
    if isinstance(value, dict):
        for key in sorted(value):
            if key == "state":
                raise InputError(
                    f"{where}.state",
                    "a run's ctx has no state: the policy's state is built from $.runtime",
                )
            if key not in RUN_CTX_KEYS:
                raise InputError(
                    f"{where}.{key}",
                    f"unknown member (one of {', '.join(RUN_CTX_KEYS)})",
                    did_you_mean(key, RUN_CTX_KEYS),
                )
    ctx = context_from_json(value, where)
    request = ctx.request
    if "seed" in request and not isinstance(request["seed"], float):
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
    return ctx


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
                "served_model_id": pairing.get("provider_model_id") or family,
                "capabilities": model["capabilities"],
                "tier": provider.get("tier") or "fallback",
                "has_tee": provider.get("has_tee") or False,
                "no_log": provider.get("no_log") or False,
                "discovery": "static",
            }
            if model.get("static_quality_hint") is not None:
                cand["quality_hint"] = model["static_quality_hint"]
            for name in ("base_url", "aws_region", "auth_env", "auth", "api_kind"):
                if provider.get(name) is not None:
                    cand[name] = provider[name]
            out.append(cand)
    return out


def run_pool(request: dict[str, Any], schema: Schema) -> list[Candidate]:
    """The candidates a run starts from (spec/15-run.md §15.1): ``candidates`` as
    given; or a ``catalog``'s engine matrix followed by ``ctx.request.extra_candidates``
    as given (upstream's engine merges them unchanged)."""
    if "catalog" in request:
        if "candidates" in request:
            raise InputError("$.catalog", "give candidates or a catalog, not both")
        matrix = engine_matrix(catalog_from_json(request["catalog"], "$.catalog", schema))
        ctx = request.get("ctx")
        req = ctx.get("request") if isinstance(ctx, dict) else None
        extras = req.get("extra_candidates") if isinstance(req, dict) else None
        where = "$.ctx.request.extra_candidates"
        read = lambda c, at: candidate_from_json(c, at, schema)  # noqa: E731
        return matrix + (candidate_array(extras, where, read) if extras is not None else [])
    if "candidates" not in request:
        raise InputError("$.candidates", "missing (or give a catalog)")
    return candidates_from_json(request["candidates"], "$.candidates", schema)


def answer_run(compiled: Compiled, request: dict[str, Any], schema: Schema) -> dict[str, Any]:
    """The ``run`` kind's members of ``expect``."""
    candidates = run_pool(request, schema)
    ctx = run_context(request.get("ctx", {}))
    runtime = runtime_from_json(request["runtime"]) if "runtime" in request else None
    engine = engine_from_json(request["engine"]) if "engine" in request else None
    if "responses" not in request:
        raise InputError("$.responses", "missing (an array of responses, [] for none)")
    responses = responses_from_json(request["responses"])
    outcome = run(compiled.carrier, candidates, ctx, runtime, engine, responses)
    return outcome_to_json(outcome)
