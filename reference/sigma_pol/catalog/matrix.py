"""The engine's candidate matrix of a catalog (spec/15-run.md §15.1): upstream's
``build_candidate_matrix`` (candidate.lua 92–118), the pool of a run over a catalog
and of a configured call (spec/17-configuration.md C-Pool-Matrix)."""

from __future__ import annotations

from ..semantics.decision_values import Candidate
from ..syntax.lua import lua_or
from .document import Catalog


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
