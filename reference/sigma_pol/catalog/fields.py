"""The candidate schema: members, mutability classes, defaults, the candidate id and
redefinition (spec/11-catalog.md §11.2 and §11.5).

A candidate is what the verbs see, so it is complete before any of them runs.
:func:`complete_candidate` is the one validator every candidate passes, from
whichever moment it comes (a catalog's flattening, a call's
``extra_candidates``, a redefinition): it checks the members, then resolves the
absent ones to the schema's defaults.

Every member a candidate may carry has a *mutability class*, and the class
alone decides what changing the member means:

* ``identity``: who and what the candidate is (its state slot);
* ``routing-target``: where and how a call is sent;
* ``tunable``: a static property that may be corrected in place;
* ``dynamic``: a live signal (or a discovery offer) that accumulates with the
  host and is never redefined.

The candidate id is a digest of the identity and routing-target members, so
"a tunable change keeps the id, an identity or routing-target change makes a
new candidate" is a property of the id rather than a case analysis.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import Any, Final

from ..semantics.decision_values import Candidate, candidate_array, candidate_from_json
from ..syntax.errors import InputError
from ..syntax.jsonio import write_json
from ..syntax.terms import JSON
from ..syntax.vocabulary import DEFAULT_SCHEMA, Schema


class Mutability(StrEnum):
    IDENTITY = "identity"
    ROUTING_TARGET = "routing-target"
    TUNABLE = "tunable"
    DYNAMIC = "dynamic"


#: The class of every candidate member that has one.  A declared extension
#: field is ``tunable`` (it is catalog data); any other member has no class and
#: cannot be redefined.
FIELD_CLASSES: Final[Mapping[str, Mutability]] = MappingProxyType(
    {
        "provider_id": Mutability.IDENTITY,
        "model_family": Mutability.IDENTITY,
        "served_model_id": Mutability.IDENTITY,
        "scope": Mutability.IDENTITY,
        "base_url": Mutability.ROUTING_TARGET,
        "api_kind": Mutability.ROUTING_TARGET,
        "auth": Mutability.ROUTING_TARGET,
        "auth_env": Mutability.ROUTING_TARGET,
        "aws_region": Mutability.ROUTING_TARGET,
        "discovery": Mutability.ROUTING_TARGET,
        "capabilities": Mutability.TUNABLE,
        "tier": Mutability.TUNABLE,
        "price_in": Mutability.TUNABLE,
        "price_out": Mutability.TUNABLE,
        "has_tee": Mutability.TUNABLE,
        "no_log": Mutability.TUNABLE,
        "quality_hint": Mutability.TUNABLE,
        "latency_ms": Mutability.DYNAMIC,
        "tok_s": Mutability.DYNAMIC,
        "success_rate": Mutability.DYNAMIC,
        "offer": Mutability.DYNAMIC,
    }
)

API_KINDS: Final = (
    "openai_compatible",
    "openai_codex",
    "anthropic",
    "google",
    "bedrock",
    "ollama",
)
DISCOVERY_KINDS: Final = ("static", "marketplace")

AUTH_OVERRIDE_WHY: Final = (
    "auth_override is an execution input (ctx.request.auth_override), not a candidate field"
)
DYNAMIC_WHY: Final = "is dynamic: a live signal the host supplies per call, never authored"


def field_class(name: str, schema: Schema = DEFAULT_SCHEMA) -> Mutability | None:
    """The mutability class of a candidate member, or ``None`` when it has none."""
    found = FIELD_CLASSES.get(name)
    if found is None and name in schema.extensions:
        return Mutability.TUNABLE
    return found


def is_wire_id(value: Any) -> bool:
    """A non-empty string: what an id sent on the wire or used as a key must be."""
    return isinstance(value, str) and value != ""


def check_auth(value: Any, where: str) -> None:
    """An auth handle: an object naming its ``kind``; the rest is the host's to read."""
    if not isinstance(value, dict):
        raise InputError(where, "expected an auth handle (an object with a string kind)")
    if not isinstance(value.get("kind"), str):
        raise InputError(f"{where}.kind", "expected a string (the kind of auth handle)")


#: String members that
#: :func:`sigma_pol.semantics.decision_values.candidate_from_json` leaves unchecked.
ROUTING_STRINGS: Final = ("base_url", "auth_env", "aws_region")


def check_strings(obj: Mapping[str, Any], names: tuple[str, ...], where: str) -> None:
    for name in names:
        if name in obj and not isinstance(obj[name], str):
            raise InputError(f"{where}.{name}", "expected a string")


def _one_of(obj: Mapping[str, Any], name: str, allowed: tuple[str, ...], where: str) -> None:
    if name in obj and obj[name] not in allowed:
        raise InputError(f"{where}.{name}", f"must be one of: {', '.join(allowed)}")


def complete_candidate(value: JSON, where: str, schema: Schema = DEFAULT_SCHEMA) -> Candidate:
    """Validate a candidate and resolve every absent member with a default.

    Defaults: ``served_model_id`` the model family, ``api_kind``
    ``openai_compatible``, ``auth`` ``{"kind": "none"}``, ``tier`` ``fallback``,
    ``has_tee`` and ``no_log`` false, ``discovery`` ``static``.  Prices stay
    absent: their default (+inf) is applied when they are observed, after the
    state's EMA price had its chance (spec/02 §Observation).
    """
    cand = candidate_from_json(value, where, schema)
    if "auth_override" in cand:
        raise InputError(f"{where}.auth_override", AUTH_OVERRIDE_WHY)
    for name in ("provider_id", "model_family", "served_model_id"):
        if name in cand and not is_wire_id(cand[name]):
            raise InputError(f"{where}.{name}", "expected a non-empty string")
    if "capabilities" not in cand:
        raise InputError(f"{where}.capabilities", 'required (an object, e.g. {"context": 8000})')
    _one_of(cand, "api_kind", API_KINDS, where)
    _one_of(cand, "tier", schema.tier_order, where)
    _one_of(cand, "discovery", DISCOVERY_KINDS, where)
    check_strings(cand, ROUTING_STRINGS, where)
    if "auth" in cand:
        check_auth(cand["auth"], f"{where}.auth")
    cand.setdefault("served_model_id", cand["model_family"])
    cand.setdefault("api_kind", "openai_compatible")
    cand.setdefault("auth", {"kind": "none"})
    cand.setdefault("tier", "fallback")
    cand.setdefault("has_tee", False)
    cand.setdefault("no_log", False)
    cand.setdefault("discovery", "static")
    if cand["discovery"] == "static" and not is_wire_id(cand.get("base_url")):
        raise InputError(f"{where}.base_url", "required for discovery=static (a non-empty string)")
    if cand["discovery"] == "marketplace" and "offer" not in cand:
        raise InputError(f"{where}.offer", "required for discovery=marketplace (an object)")
    return cand


def candidates_completed(
    value: JSON, where: str, schema: Schema = DEFAULT_SCHEMA
) -> list[Candidate]:
    """An array of candidates, each through :func:`complete_candidate`."""
    return candidate_array(value, where, lambda c, at: complete_candidate(c, at, schema))


_ID_FIELDS: Final = tuple(
    sorted(
        name
        for name, cls in FIELD_CLASSES.items()
        if cls in (Mutability.IDENTITY, Mutability.ROUTING_TARGET)
    )
)


def identity_object(candidate: Candidate) -> dict[str, Any]:
    """The identity and routing-target members of a completed candidate."""
    return {name: candidate[name] for name in _ID_FIELDS if name in candidate}


def candidate_id(candidate: Candidate) -> str:
    """sha256 (hex) of the canonical JSON of a completed candidate's :func:`identity_object`."""
    return hashlib.sha256(write_json(identity_object(candidate)).encode("utf-8")).hexdigest()
