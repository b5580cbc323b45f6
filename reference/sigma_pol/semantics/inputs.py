"""Evaluation inputs: candidates, context, request (spec/02-vocabulary.md §Inputs).

Inputs are JSON.  They are validated once, at the boundary, so that the
semantics never meets a value it cannot observe: a malformed input is refused
with the path of the offending value.  On the way in, each input passes the
reading rules of :mod:`sigma_pol.core.reading` (numbers become doubles, an
object member whose value is ``null`` is absent, as it is to upstream's Lua,
strings valid Unicode), and ``[]`` where an object is expected is the empty
object, ``{}`` where an array is the empty array (a Lua JSON encoder cannot
tell them apart; spec/08-pinned.md).  Unknown members of these inputs are
ignored, as upstream ignores them (spec/02 §2.6).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from ..core.errors import InputError
from ..core.lua import is_double
from ..core.reading import as_array, as_object, read_input
from ..core.terms import JSON
from ..core.vocabulary import DEFAULT_SCHEMA, Schema

Candidate = dict[str, Any]
Request = dict[str, Any]


@dataclass(frozen=True)
class State:
    ema: Mapping[str, Any] | None = None
    breakers: Mapping[str, Any] | None = None
    disabled: Mapping[str, Any] | None = None
    credits: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class Context:
    request: Request = field(default_factory=dict)
    state: State = field(default_factory=State)
    seed: float | None = None
    now_ms: float | None = None


def _optional(
    obj: Mapping[str, Any], key: str, ok: Callable[[Any], bool], what: str, where: str
) -> None:
    if key in obj and not ok(obj[key]):
        raise InputError(f"{where}.{key}", f"expected {what}")


def _is_string(v: Any) -> bool:
    return isinstance(v, str)


def _is_bool(v: Any) -> bool:
    return isinstance(v, bool)


_CANDIDATE_NUMBERS: Final = (
    "price_in",
    "price_out",
    "latency_ms",
    "tok_s",
    "success_rate",
    "quality_hint",
)
_CANDIDATE_BOOLS: Final = ("has_tee", "no_log")
_CANDIDATE_STRINGS: Final = ("tier", "scope")
#: The optional typed members of a candidate, in the order they are checked, with
#: the type a checked copy holds (numbers are doubles by then, never booleans).
_CANDIDATE_MEMBERS: Final = (
    *((key, str, "a string") for key in _CANDIDATE_STRINGS),
    *((key, float, "a number") for key in _CANDIDATE_NUMBERS),
    *((key, bool, "a boolean") for key in _CANDIDATE_BOOLS),
)


def candidate_from_json(value: JSON, where: str, schema: Schema = DEFAULT_SCHEMA) -> Candidate:
    cand = as_object(read_input(value, where), where)
    for key in ("provider_id", "model_family"):
        if not isinstance(cand.get(key), str):
            raise InputError(f"{where}.{key}", "expected a string (every candidate has one)")
    for key, kind, what in _CANDIDATE_MEMBERS:
        if key in cand and not isinstance(cand[key], kind):
            raise InputError(f"{where}.{key}", f"expected {what}")
    if "capabilities" in cand:
        caps = cand["capabilities"] = as_object(cand["capabilities"], f"{where}.capabilities")
        _optional(caps, "context", is_double, "a number", f"{where}.capabilities")
    if "offer" in cand:
        offer = cand["offer"] = as_object(cand["offer"], f"{where}.offer")
        _optional(offer, "peer_id", _is_string, "a string", f"{where}.offer")
    for name, decl in sorted(schema.extensions.items()):
        if decl.sort == "Num":
            _optional(cand, name, is_double, "a number (declared Num field)", where)
        else:
            _optional(cand, name, _is_bool, "a boolean (declared Bool field)", where)
    return cand


def candidate_array(
    value: JSON, where: str, read: Callable[[JSON, str], Candidate]
) -> list[Candidate]:
    """An array of candidates, each read by ``read(element, its path)``;
    ``{}`` is the empty array, as a Lua encoder writes it."""
    value = as_array(value)
    if not isinstance(value, list):
        raise InputError(where, "expected an array of candidates")
    return [read(c, f"{where}[{i}]") for i, c in enumerate(value)]


def candidates_from_json(
    value: JSON, where: str, schema: Schema = DEFAULT_SCHEMA
) -> list[Candidate]:
    return candidate_array(value, where, lambda c, at: candidate_from_json(c, at, schema))


_REQUIREMENT_RULES: Final = (
    ("min_context", is_double, "a number"),
    ("model_family", _is_string, "a string"),
    ("tier", _is_string, "a string"),
    ("privacy", _is_string, "a string"),
    ("min_quality", is_double, "a number"),
    ("min_tok_s", is_double, "a number"),
)


def request_from_json(value: JSON, where: str) -> Request:
    request = as_object(read_input(value, where), where)
    return _checked_request(request, where)


def _checked_request(request: Request, where: str) -> Request:
    if "requirements" in request:
        here = f"{where}.requirements"
        req = request["requirements"] = as_object(request["requirements"], here)
        for key, ok, what in _REQUIREMENT_RULES:
            _optional(req, key, ok, what, here)
        if "needs" in req:
            needs = as_array(req["needs"])
            if not isinstance(needs, list) or not all(isinstance(n, str) for n in needs):
                raise InputError(f"{here}.needs", "expected an array of strings")
            req["needs"] = needs
    _optional(request, "scope", _is_string, "a string", where)
    if "_filters" in request:
        request["_filters"] = as_object(request["_filters"], f"{where}._filters")
    return request


def context_from_json(value: JSON, where: str) -> Context:
    ctx = as_object(read_input(value, where), where)
    request = _checked_request(
        as_object(ctx.get("request", {}), f"{where}.request"), f"{where}.request"
    )
    state_json = as_object(ctx.get("state", {}), f"{where}.state")
    tables: dict[str, Mapping[str, Any] | None] = {}
    for key in ("ema", "breakers", "disabled", "credits"):
        tables[key] = (
            as_object(state_json[key], f"{where}.state.{key}") if key in state_json else None
        )
    if tables["ema"] is not None:
        ema: dict[str, Any] = {}
        for key, table in sorted(tables["ema"].items()):
            here = f"{where}.state.ema.{key}"
            ema[key] = as_object(table, here)
            for price in ("price_in", "price_out"):
                _optional(ema[key], price, is_double, "a number", here)
        tables["ema"] = ema
    for key, credit in sorted((tables["credits"] or {}).items()):
        if not is_double(credit):
            raise InputError(f"{where}.state.credits.{key}", "expected a number")
    _optional(ctx, "seed", is_double, "a number", where)
    _optional(ctx, "now_ms", is_double, "a number", where)
    return Context(
        request=request,
        state=State(**tables),
        seed=ctx.get("seed"),
        now_ms=ctx.get("now_ms"),
    )
