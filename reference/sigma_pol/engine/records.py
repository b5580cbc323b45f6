"""The run's data: engine parameters, runtime records, responses (spec/15-run.md §15.2, §15.3).

Each is a frozen value read once from JSON, at the boundary, with the path of
the offending member on refusal (an :class:`~sigma_pol.syntax.errors.InputError`),
and written back to JSON in the protocol's form (spec/07-conformance.md §7.1).
Numbers are doubles; an absent optional member is ``None`` and stays absent
when written (upstream's records keep the members they were given).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final, TypedDict

from ..syntax.errors import InputError
from ..syntax.reading import as_array, as_object, read_input, refuse_unknown
from ..syntax.terms import JSON

# ---------------------------------------------------------------------------
# engine parameters (R-Start, spec/15 §15.2)

#: Upstream's ``DEFAULTS`` for the three parameters a run reads.
DEFAULT_THRESHOLD: Final = 3.0
DEFAULT_RATE_LIMIT_MS: Final = 30000.0
DEFAULT_DISABLE_TTL_MS: Final = 300000.0


@dataclass(frozen=True, slots=True)
class Engine:
    """The engine parameters: a breaker opens at ``circuit_breaker_threshold``
    consecutive counted failures and recovers ``circuit_breaker_rate_limit_ms``
    after it opened; a disable expires ``disable_provider_ttl_ms`` after it was set."""

    circuit_breaker_threshold: float = DEFAULT_THRESHOLD
    circuit_breaker_rate_limit_ms: float = DEFAULT_RATE_LIMIT_MS
    disable_provider_ttl_ms: float = DEFAULT_DISABLE_TTL_MS


ENGINE_KEYS: Final = (
    "circuit_breaker_threshold",
    "circuit_breaker_rate_limit_ms",
    "disable_provider_ttl_ms",
)

# ---------------------------------------------------------------------------
# runtime records (spec/15 §15.3)


@dataclass(frozen=True, slots=True)
class Breaker:
    """A provider's circuit-breaker record, as upstream keeps it.

    Every member may be absent (``None``): a record the run creates on a first
    counted failure has no ``opened_at_ms``; an absent ``open`` reads as closed.
    """

    open: bool | None
    consecutive_failures: float | None = None
    opened_at_ms: float | None = None

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {}
        if self.open is not None:
            out["open"] = self.open
        if self.consecutive_failures is not None:
            out["consecutive_failures"] = self.consecutive_failures
        if self.opened_at_ms is not None:
            out["opened_at_ms"] = self.opened_at_ms
        return out


@dataclass(frozen=True, slots=True)
class Disable:
    """A provider's disable record: the error kind that disabled it and when.

    ``legacy`` marks upstream's older form, a bare reason string; the run
    upgrades it at its start to ``{kind: <string>, at_ms: <start>}``
    (R-Disable-Upgrade).  ``at_ms`` absent reads as 0 in the expiry test.
    """

    kind: str | None = None
    at_ms: float | None = None
    legacy: bool = False

    def to_json(self) -> JSON:
        if self.legacy:
            return self.kind
        out: dict[str, JSON] = {}
        if self.kind is not None:
            out["kind"] = self.kind
        if self.at_ms is not None:
            out["at_ms"] = self.at_ms
        return out


@dataclass(frozen=True, slots=True)
class Runtime:
    """The host's runtime state a run reads and changes: breakers and disables by provider id."""

    breakers: Mapping[str, Breaker] = field(default_factory=dict)
    disabled: Mapping[str, Disable] = field(default_factory=dict)

    def to_json(self) -> dict[str, JSON]:
        return {
            "breakers": {pid: b.to_json() for pid, b in sorted(self.breakers.items())},
            "disabled": {pid: d.to_json() for pid, d in sorted(self.disabled.items())},
        }


# ---------------------------------------------------------------------------
# responses (R-Success, R-Fail, R-Missing)


@dataclass(frozen=True, slots=True)
class Response:
    """What the host reports for one call."""

    ok: bool
    error_kind: str | None = None
    elapsed_ms: float | None = None
    http_status: float | None = None
    error_message: str | None = None


#: What upstream's engine puts in place of a response the host does not give.
MISSING_RESPONSE: Final = Response(ok=False, error_kind="unknown")

# ---------------------------------------------------------------------------
# reading


def _number(value: JSON, where: str) -> float:
    """A member read by the reading rules: a number is a finite double already."""
    if not isinstance(value, float):
        raise InputError(where, "expected a number")
    return value


def _string(value: JSON, where: str) -> str:
    """A member read by the reading rules: a string is valid Unicode already."""
    if not isinstance(value, str):
        raise InputError(where, "expected a string")
    return value


def engine_from_json(value: JSON, where: str = "$.engine") -> Engine:
    """The engine parameters; each absent one takes upstream's default."""
    obj = as_object(read_input(value, where), where)
    refuse_unknown(obj, ENGINE_KEYS, where)
    given = {key: _number(obj[key], f"{where}.{key}") for key in ENGINE_KEYS if key in obj}
    return Engine(**given)


BREAKER_KEYS: Final = ("consecutive_failures", "open", "opened_at_ms")
DISABLE_KEYS: Final = ("at_ms", "kind")


def breaker_from_json(value: JSON, where: str) -> Breaker:
    """A breaker record, already read by the reading rules (:func:`runtime_from_json`)."""
    obj = as_object(value, where, "expected a breaker record {open, consecutive_failures?, ...}")
    refuse_unknown(obj, BREAKER_KEYS, where)
    is_open = obj.get("open")
    if is_open is not None and not isinstance(is_open, bool):
        raise InputError(f"{where}.open", "expected a boolean")
    return Breaker(
        open=is_open,
        consecutive_failures=_optional_number(obj, "consecutive_failures", where),
        opened_at_ms=_optional_number(obj, "opened_at_ms", where),
    )


def disable_from_json(value: JSON, where: str) -> Disable:
    """A disable record, already read by the reading rules (:func:`runtime_from_json`)."""
    if isinstance(value, str):
        return Disable(kind=value, legacy=True)
    obj = as_object(value, where, "expected a disable record {kind, at_ms} (or a reason string)")
    refuse_unknown(obj, DISABLE_KEYS, where)
    kind = _string(obj["kind"], f"{where}.kind") if "kind" in obj else None
    return Disable(kind=kind, at_ms=_optional_number(obj, "at_ms", where))


def _optional_number(obj: Mapping[str, JSON], key: str, where: str) -> float | None:
    return _number(obj[key], f"{where}.{key}") if key in obj else None


RUNTIME_KEYS: Final = ("breakers", "disabled")


def runtime_from_json(value: JSON, where: str = "$.runtime") -> Runtime:
    """The runtime state: ``breakers`` and ``disabled``, each an object keyed by
    provider id.  The reading rules first (a ``null`` member or record is absent),
    then unknown members, then the breakers and the disables in code-point order."""
    obj = as_object(read_input(value, where), where)
    refuse_unknown(obj, RUNTIME_KEYS, where)
    breakers_json = as_object(obj.get("breakers", {}), f"{where}.breakers")
    disabled_json = as_object(obj.get("disabled", {}), f"{where}.disabled")
    breakers = {
        pid: breaker_from_json(b, f"{where}.breakers.{pid}")
        for pid, b in sorted(breakers_json.items())
    }
    disabled = {
        pid: disable_from_json(d, f"{where}.disabled.{pid}")
        for pid, d in sorted(disabled_json.items())
    }
    return Runtime(breakers, disabled)


RESPONSE_KEYS: Final = (
    "elapsed_ms",
    "error_kind",
    "error_message",
    "http_status",
    "ok",
    "response",
)


def response_from_json(value: JSON, where: str) -> Response:
    """One response of a script, read by the reading rules, then checked.
    ``elapsed_ms`` must be finite and not negative; ``response`` (the body a host
    would pass on) is allowed, read by the reading rules, its shape not checked."""
    obj = as_object(read_input(value, where), where, "expected a response object {ok, ...}")
    refuse_unknown(obj, RESPONSE_KEYS, where)
    ok = obj.get("ok")
    if not isinstance(ok, bool):
        raise InputError(f"{where}.ok", "expected a boolean (every response has one)")
    elapsed = _optional_number(obj, "elapsed_ms", where)
    if elapsed is not None and elapsed < 0:
        raise InputError(f"{where}.elapsed_ms", "expected a number >= 0 (time never runs back)")
    kind = _string(obj["error_kind"], f"{where}.error_kind") if "error_kind" in obj else None
    message = (
        _string(obj["error_message"], f"{where}.error_message") if "error_message" in obj else None
    )
    return Response(
        ok=ok,
        error_kind=kind,
        elapsed_ms=elapsed,
        http_status=_optional_number(obj, "http_status", where),
        error_message=message,
    )


def responses_from_json(value: JSON, where: str = "$.responses") -> list[Response | None]:
    """The response script: an array (``{}`` is the empty one, and so is an
    object of ``null`` members) of responses, each read in turn; a ``null``
    entry is a call the host has no response for (R-Missing)."""
    value = as_array(value)
    if not isinstance(value, list):
        raise InputError(where, "expected an array of responses")
    return [
        None if r is None else response_from_json(r, f"{where}[{i}]") for i, r in enumerate(value)
    ]


class Detail(TypedDict, total=False):
    """What a rule that fired changed or read, by rule: ``now_ms`` (R-Start);
    ``size`` and ``rejected`` (R-Pool, R-Pin, R-Plan); ``provider`` (the rules of
    one provider's call, breaker and disable); ``model`` (R-Call, R-Same-Model*);
    ``error_kind`` (R-Fail, R-Client-Fault, R-Abort, R-Retry-Spent-Abort);
    ``kind`` (R-Disable, and R-Disable-Upgrade: the disable's kind);
    ``set_at_ms`` (R-Disable-Expire at the start: when the disable was set, after
    its upgrade); ``consecutive_failures`` (R-Breaker-Count, -Trip);
    ``backoff_ms`` and ``until_ms`` (R-Retry, R-Retry-Wait, R-Resume)."""

    now_ms: float
    size: int
    rejected: int
    provider: str
    model: str
    error_kind: str
    kind: str
    set_at_ms: float
    consecutive_failures: float
    backoff_ms: float
    until_ms: float
