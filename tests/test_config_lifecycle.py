"""The lifecycle of a configuration (spec/17-configuration.md §17.11): each case's
expectation is derived by hand from the rules L-Register, L-Unregister,
L-Redefine and L-Clear (the derivation in its comment)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from sigma_pol.config.lifecycle import Engine, redefine, register, unregister
from sigma_pol.config.runtime import CacheEntry, ConfigRuntime
from sigma_pol.engine import Breaker, Disable, Runtime
from sigma_pol.syntax.errors import InputError

CONFIG: dict[str, Any] = {
    "providers": {
        "p1": {"discovery": "static", "base_url": "http://p1", "api_kind": "openai_compatible"},
        "p2": {"discovery": "static", "base_url": "http://p2", "api_kind": "openai_compatible"},
        "mk": {"discovery": "marketplace", "discovery_id": "d", "api_kind": "openai_compatible"},
    },
    "models": {
        "m1": {"served_by": [{"provider": "p1"}, {"provider": "p2"}], "capabilities": {}},
        "m2": {"served_by": [{"provider": "p2"}], "capabilities": {}},
    },
    "profiles": {"default": {}},
}


def engine() -> Engine:
    """p1 has an open breaker and a credit slot, p2 a disable; the pairs p1|m1, p2|m1,
    p2|m2 have metrics slots; discovery d has cached offers."""
    runtime = ConfigRuntime(
        Runtime(
            {"p1": Breaker(True, 3.0, 0.0), "mk": Breaker(False, 1.0)},
            {"p2": Disable("auth_error", 10.0)},
        ),
        {"d": CacheEntry([], 0.0)},
    )
    store = {
        "p1|m1": {"price_in": 1.0},
        "p2|m1": {"price_in": 2.0},
        "p2|m2": {"price_in": 3.0},
        "__credits|p1": {"free_credits_remaining_usd": 5.0},
    }
    return Engine(copy.deepcopy(CONFIG), runtime, store)


def test_a_tunable_redefinition_keeps_the_state() -> None:
    # tier and has_tee are tunable (chapter 11 §11.5): the same target, nothing cleared
    done = redefine(engine(), "providers", "p1", {"tier": "partner", "has_tee": True})
    assert done.cleared == ()
    assert done.engine.runtime.runtime.breakers["p1"] == Breaker(True, 3.0, 0.0)
    assert done.engine.store["p1|m1"] == {"price_in": 1.0}
    assert done.engine.config["providers"]["p1"]["tier"] == "partner"


def test_a_routing_target_redefinition_makes_fresh_state() -> None:
    # base_url is routing-target: p1's breaker, its metrics slot p1|m1 and its credit
    # slot are cleared; p2's state and the other pairs are kept
    done = redefine(engine(), "providers", "p1", {"base_url": "http://p1-new"})
    assert done.cleared == ("__credits|p1", "p1", "p1|m1")
    assert "p1" not in done.engine.runtime.runtime.breakers
    assert set(done.engine.store) == {"p2|m1", "p2|m2"}
    assert done.engine.runtime.runtime.disabled["p2"] == Disable("auth_error", 10.0)


def test_the_same_value_is_no_change() -> None:
    # base_url written again unchanged: no member moved, nothing cleared
    done = redefine(engine(), "providers", "p1", {"base_url": "http://p1"})
    assert done.cleared == ()


def test_a_new_discovery_id_drops_the_old_cache() -> None:
    # discovery_id is routing-target: mk's breaker and the cache of d are cleared
    done = redefine(engine(), "providers", "mk", {"discovery_id": "e"})
    assert done.cleared == ("discovery:d", "mk")
    assert dict(done.engine.runtime.discovery_cache) == {}


def test_a_model_pairing_changed_clears_that_pair_only() -> None:
    # m1 is now served by p2 under another wire id, and no longer by p1: the pairs
    # p1|m1 (gone) and p2|m1 (new served model id) are fresh; p2|m2 and the
    # provider-level state are kept
    changes = {"served_by": [{"provider": "p2", "provider_model_id": "m1-v2"}]}
    done = redefine(engine(), "models", "m1", changes)
    assert done.cleared == ("p1|m1", "p2|m1")
    assert set(done.engine.store) == {"p2|m2", "__credits|p1"}
    assert "p1" in done.engine.runtime.runtime.breakers


def test_model_capabilities_are_tunable() -> None:
    done = redefine(engine(), "models", "m1", {"capabilities": {"context": 9000}})
    assert done.cleared == ()


def test_unregistering_a_model_clears_its_pairs() -> None:
    # m2's only pair is p2|m2
    done = unregister(engine(), "models", "m2")
    assert done.cleared == ("p2|m2",)
    assert "m2" not in done.engine.config["models"]


def test_unregistering_a_provider_still_serving_is_refused() -> None:
    with pytest.raises(InputError) as e:
        unregister(engine(), "providers", "p2")
    assert str(e.value).startswith("$.config.providers.p2: still serves m1, m2")


def test_unregistering_a_provider_clears_its_state() -> None:
    # mk serves no model: its breaker and the cache of its discovery d go
    done = unregister(engine(), "providers", "mk")
    assert done.cleared == ("discovery:d", "mk")
    assert "mk" not in done.engine.config["providers"]


def test_register_then_redefine() -> None:
    new = {"discovery": "static", "base_url": "http://p3", "api_kind": "anthropic"}
    done = register(engine(), "providers", "p3", new)
    assert done.cleared == ()
    with pytest.raises(InputError) as e:
        register(done.engine, "providers", "p3", new)
    assert "already registered" in str(e.value)


@pytest.mark.parametrize(
    ("changes", "where"),
    [
        ({"latency_ms": 5}, "$.changes.latency_ms: not a provider member"),
        ({"tier": "gold"}, "$.config.providers.p1.tier"),
        ({"base_url": None}, "$.config.providers.p1.base_url"),
        (5, "$.changes: expected an object"),
    ],
)
def test_a_forbidden_redefinition_says_which_member_and_why(changes: Any, where: str) -> None:
    with pytest.raises(InputError) as e:
        redefine(engine(), "providers", "p1", changes)
    assert str(e.value).startswith(where)


def test_an_unknown_provider_has_a_hint() -> None:
    with pytest.raises(InputError) as e:
        redefine(engine(), "providers", "p9", {"tier": "partner"})
    assert e.value.hint is not None and "p1" in e.value.hint


def test_dump_and_restore_upgrade_a_legacy_disable() -> None:
    # C-Dump names upstream's members; C-Restore-Legacy: a reason string restored at
    # 500 becomes {kind: the string, at_ms: 500}; the store comes back as dumped
    from sigma_pol.config import dump, restore

    state = ConfigRuntime(Runtime({}, {"p1": Disable("old", None, legacy=True)}), {})
    snapshot = dump(state, {"p1|m1": {"price_in": 1.0}})
    assert snapshot["disabled_providers"] == {"p1": "old"}
    assert set(snapshot) == {
        "circuit_breakers",
        "disabled_providers",
        "ema_metrics",
        "discovery_cache",
    }
    restored, store = restore({**snapshot, "initialized": False}, 500.0)
    assert restored.runtime.disabled["p1"] == Disable("old", 500.0)
    assert store == {"p1|m1": {"price_in": 1.0}}


def test_update_metrics_writes_over_a_slot() -> None:
    # C-Metrics-Update: price_out added, price_in replaced, the slot created when missing
    from sigma_pol.config import update

    store: dict[str, dict[str, Any]] = {"p1|m1": {"price_in": 1.0, "last_quality_eval": 0.5}}
    update(store, "p1", "m1", {"price_in": 2.0, "price_out": 4.0})
    update(store, "p2", "m1", {"price_in": 3.0})
    assert store == {
        "p1|m1": {"price_in": 2.0, "last_quality_eval": 0.5, "price_out": 4.0},
        "p2|m1": {"price_in": 3.0},
    }
