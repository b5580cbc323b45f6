"""The protocol kinds ``profile``, ``execute`` and ``status`` (spec/07-conformance.md
§7.1, spec/17-configuration.md §17.9): a configuration, and the term a profile
lowers to, a call served under it, or the status view at an instant.

None of them has a ``term``: the policy comes from the configuration (and the
contract).  A malformed input is an input error with its JSON path; a contract
naming an unknown profile is a failed call, an answer (C-Call-Unknown-Profile).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..config import (
    config_from_json,
    config_runtime_from_json,
    execute,
    host_from_json,
    provider_status,
    read_contract,
    seed,
    served_to_json,
)
from ..config.call import call_policy
from ..engine import responses_from_json
from ..syntax.errors import InputError
from ..syntax.suggest import did_you_mean
from ..syntax.terms import JSON

#: The members each kind reads beside ``name`` and ``kind``, and the required ones.
CONFIG_KIND_INPUTS: Final[dict[str, tuple[tuple[str, ...], tuple[str, ...]]]] = {
    "profile": (("config", "profile"), ("config", "profile")),
    "execute": (
        ("config", "contract", "host", "metrics", "now_ms", "responses", "runtime"),
        ("config", "contract", "now_ms", "responses"),
    ),
    "status": (("config", "metrics", "now_ms", "runtime"), ("config", "now_ms")),
}


def _members(request: Mapping[str, JSON], kind: str) -> None:
    """The required members are there (members a kind does not read are ignored, spec/07 §7.1)."""
    _allowed, required = CONFIG_KIND_INPUTS[kind]
    for key in required:
        if request.get(key) is None:
            raise InputError(f"$.{key}", "missing")


def _now(request: Mapping[str, JSON]) -> float:
    now = request["now_ms"]
    if not isinstance(now, float):
        raise InputError("$.now_ms", "expected a number")
    return now


def answer_profile(request: Mapping[str, JSON]) -> dict[str, JSON]:
    _members(request, "profile")
    config = config_from_json(request["config"])
    name = request["profile"]
    if not isinstance(name, str):
        raise InputError("$.profile", "expected a profile name (a string)")
    if name not in config.profiles:
        raise InputError(
            "$.profile",
            f"no profile '{name}' in the configuration",
            did_you_mean(name, sorted(config.profiles)),
        )
    chosen = call_policy(config, {"profile": name})
    assert not isinstance(chosen, str)
    return {"term": chosen.term, **chosen.normalized.identified()}


def answer_execute(request: Mapping[str, JSON]) -> dict[str, JSON]:
    _members(request, "execute")
    config = config_from_json(request["config"])
    store = seed(request.get("metrics"))
    host = host_from_json(request.get("host"))
    state = config_runtime_from_json(request.get("runtime"))
    contract = read_contract(request["contract"])
    now = _now(request)
    responses = responses_from_json(request["responses"])
    return served_to_json(execute(config, store, host, state, contract, now, responses))


def answer_status(request: Mapping[str, JSON]) -> dict[str, JSON]:
    _members(request, "status")
    config = config_from_json(request["config"])
    store = seed(request.get("metrics"))
    state = config_runtime_from_json(request.get("runtime"))
    now = _now(request)
    view = provider_status(
        config.providers,
        state.runtime.breakers,
        state.runtime.disabled,
        store,
        now,
        config.defaults.engine,
    )
    return {"status": view}


CONFIG_HANDLERS: Final = {
    "profile": answer_profile,
    "execute": answer_execute,
    "status": answer_status,
}
assert tuple(CONFIG_HANDLERS) == tuple(CONFIG_KIND_INPUTS)
