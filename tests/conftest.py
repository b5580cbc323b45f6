from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.inprocess import patient
from tests.profiles import freeze_the_heap, load_profile

load_profile()


def pytest_collection_finish(session: pytest.Session) -> None:
    freeze_the_heap()


DATA = Path(__file__).parent / "data"


def sigma_pol(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Run the command line as a user does (``python -m sigma_pol_tools.cli ARGS…``), text in and out
    (``certify`` and ``fuzz`` made patient: tests/inprocess.py)."""
    return subprocess.run(
        [sys.executable, "-m", "sigma_pol_tools.cli", *patient(args)],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        timeout=900,
    )


def run_main(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """The command line in this process, as the shell runs it (``certify``
    and ``fuzz`` made patient): the exit status, standard output and error."""
    from sigma_pol_tools.cli import main

    try:
        status = main(patient(args))
    except SystemExit as stop:
        status = int(stop.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def upstream_vectors() -> list[dict[str, Any]]:
    doc = json.loads((DATA / "upstream_sigma_pol_v2.json").read_text(encoding="utf-8"))
    vectors: list[dict[str, Any]] = doc["vectors"]
    return vectors


def as_request(vector: dict[str, Any]) -> dict[str, Any]:
    """A golden vector with its expectations removed: a protocol request."""
    request = {k: v for k, v in vector.items() if k != "expect"}
    if vector["kind"] == "pred":
        request["cases"] = [
            {k: v for k, v in case.items() if k not in ("expect_ok", "expect_reason")}
            for case in vector["cases"]
        ]
    return request


@pytest.fixture(scope="session")
def upstream() -> list[dict[str, Any]]:
    return upstream_vectors()
