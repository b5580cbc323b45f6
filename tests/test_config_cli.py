"""The configuration's commands (spec/17-configuration.md; README): config check,
profile, status, execute, run --config, and CONFIG#name wherever a term is read."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .inprocess import sigma_pol

CONFIG: dict[str, Any] = {
    "providers": {
        "a": {"discovery": "static", "base_url": "http://a", "api_kind": "anthropic"},
        "b": {"discovery": "static", "base_url": "http://b", "api_kind": "anthropic"},
    },
    "models": {"m": {"served_by": [{"provider": "a"}, {"provider": "b"}], "capabilities": {}}},
    "profiles": {"default": {}, "pick_b": {"extends": "default", "filter": {"provider_in": ["b"]}}},
}


def _files(tmp_path: Path, **files: Any) -> None:
    for name, value in files.items():
        (tmp_path / name).write_text(json.dumps(value), encoding="utf-8")


def test_a_profile_is_a_term_everywhere(tmp_path: Path) -> None:
    _files(tmp_path, **{"c.json": CONFIG})
    listed = sigma_pol("profile", "c.json", "--all", cwd=tmp_path)
    assert listed.returncode == 0, listed.stderr
    ids = dict(line.split() for line in listed.stdout.splitlines())
    done = sigma_pol("id", "c.json#pick_b", cwd=tmp_path)
    assert done.stdout.strip() == ids["pick_b"]
    # the lowered filter of pick_b is provider_eq b: encode shows it
    encoded = sigma_pol("encode", "c.json#pick_b", cwd=tmp_path)
    assert '(provider_eq "b")' in encoded.stdout


def test_a_misspelt_profile_is_named_with_a_hint(tmp_path: Path) -> None:
    _files(tmp_path, **{"c.json": CONFIG})
    done = sigma_pol("id", "c.json#pickb", cwd=tmp_path)
    assert done.returncode == 2
    assert "c.json:$.profiles: no profile 'pickb'" in done.stderr
    assert "did you mean 'pick_b'?" in done.stderr


def test_config_check_refuses_a_cycle_at_its_place(tmp_path: Path) -> None:
    looped = {**CONFIG, "profiles": {"x": {"extends": "y"}, "y": {"extends": "x"}}}
    _files(tmp_path, **{"c.json": looped})
    done = sigma_pol("config", "check", "c.json", cwd=tmp_path)
    assert done.returncode == 2
    assert "c.json:$.profiles.y.extends: profile inheritance cycle through: x (x -> y -> x)" in (
        done.stderr
    )
    assert "Traceback" not in done.stderr


def test_run_config_and_execute_agree_with_the_protocol(tmp_path: Path) -> None:
    _files(
        tmp_path,
        **{
            "c.json": CONFIG,
            "k.json": {"profile": "pick_b"},
            "r.json": [{"ok": True, "elapsed_ms": 3}],
        },
    )
    args = ["--contract", "k.json", "--responses", "r.json", "--format", "json"]
    ran = sigma_pol("run", "--config", "c.json", *args, cwd=tmp_path)
    executed = sigma_pol("execute", "c.json", *args, cwd=tmp_path)
    assert ran.returncode == executed.returncode == 0, ran.stderr + executed.stderr
    assert json.loads(ran.stdout)["expect"] == json.loads(executed.stdout)
    assert json.loads(executed.stdout)["result"]["chosen"]["provider"] == "b"
    told = sigma_pol("run", "--config", "c.json", *args[:-2], cwd=tmp_path)
    assert told.stdout.startswith("policy: profile pick_b, identity ")
    assert "result: ok: b/m" in told.stdout


def test_status_as_json(tmp_path: Path) -> None:
    _files(
        tmp_path,
        **{"c.json": CONFIG, "rt.json": {"disabled": {"a": {"kind": "auth_error", "at_ms": 0}}}},
    )
    done = sigma_pol(
        "status", "c.json", "--runtime", "rt.json", "--now", "10", "--format", "json", cwd=tmp_path
    )
    doc = json.loads(done.stdout)
    assert doc["providers"]["a"]["available"] is False
    assert doc["providers"]["a"]["disabled"]["ms_until_recovery"] == 299990
    assert doc["providers"]["b"]["available"] is True
