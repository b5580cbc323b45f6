"""An installed sigma-pol is complete: every subpackage and the grammar ship
(pyproject lists packages explicitly, because the grammar lives outside the
package directory; a subpackage missing from that list would vanish from a
regular install while an editable one still worked)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "reference" / "sigma_pol"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package as an installer lays it out (setuptools build_py)."""
    tmp = tmp_path_factory.mktemp("build")
    source = tmp / "src"
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
    for part in ("reference", "grammar", "golden"):
        shutil.copytree(ROOT / part, source / part, ignore=skip)
    for part in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / part, source / part)
    lib = tmp / "lib"
    subprocess.run(
        [
            sys.executable,
            "-c",
            "from setuptools import setup; setup()",
            "-q",
            "build_py",
            "-d",
            lib,
        ],
        cwd=source,
        check=True,
        capture_output=True,
        timeout=900,
    )
    return lib


def test_every_subpackage_is_installed(built: Path) -> None:
    wanted = {
        p.parent.relative_to(PACKAGE.parent)
        for top in ("sigma_pol", "sigma_pol_tools")
        for p in (PACKAGE.parent / top).rglob("__init__.py")
    }
    got = {p.parent.relative_to(built) for p in built.rglob("__init__.py")}
    assert wanted <= got
    assert (built / "sigma_pol" / "grammar" / "sigma_pol.lark").is_file()
    # what ``certify`` reads when no --vectors is given
    assert (built / "sigma_pol_tools" / "golden" / "sigma_pol_v2.json").is_file()


def _help(pythonpath: Path, cwd: Path) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "sigma_pol_tools.cli", "--help"],
        cwd=cwd,
        env={"PYTHONPATH": str(pythonpath)},
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_installed_command_line_has_every_command(built: Path) -> None:
    assert _help(built, built.parent) == _help(PACKAGE.parent, ROOT)


def test_an_installed_package_finds_its_grammar(built: Path) -> None:
    """The grammar ships as package data (pyproject's rules) and the built copy
    parses with it, not with the checkout's."""
    probe = (
        "import json, sigma_pol, sigma_pol.text.parse as s;"
        "print(json.dumps([sigma_pol.__file__, s.print_term(s.parse('(all_of requirements)'))]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=built.parent,
        env={"PYTHONPATH": str(built)},
        capture_output=True,
        text=True,
        check=True,
        timeout=900,
    )
    where, printed = json.loads(done.stdout)
    assert where.startswith(str(built))
    assert printed == "(and meets_req)"


#: run by the plain install's interpreter: import every module of the package
_IMPORT_ALL = """
import importlib, importlib.util, json, pkgutil, sigma_pol, sigma_pol_tools
names = sorted(
    m.name
    for package in (sigma_pol, sigma_pol_tools)
    for m in pkgutil.walk_packages(package.__path__, package.__name__ + ".")
)
failed = {}
for name in names:
    try:
        importlib.import_module(name)
    except Exception as e:
        failed[name] = f"{type(e).__name__}: {e}"
from sigma_pol_tools.conformance.generate import all_definitions
mutation = importlib.util.find_spec("mutation")
print(json.dumps({"modules": names, "failed": failed, "definitions": len(all_definitions()),
                  "mutation": None if mutation is None else mutation.origin}))
"""


@pytest.mark.slow
def test_a_plain_install_imports_every_module(tmp_path: Path) -> None:
    """``pip install .`` into a fresh virtual environment, without the dev extra
    (so without hypothesis or pytest), then every module of the package imports
    and the golden-vector definitions ship (issue 19: test-only code lives in
    tests/, proofs/ and mutation/, not in the installed package)."""
    source = tmp_path / "src"
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
    for part in ("reference", "grammar", "golden", "mutation"):
        shutil.copytree(ROOT / part, source / part, ignore=skip)
    for part in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / part, source / part)
    venv = tmp_path / "venv"
    # No pip of its own (installing one costs more than the rest): this
    # interpreter's pip installs into it (``--python``), with build isolation.
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", venv], check=True, timeout=900)
    python = venv / "bin" / "python"
    pip = [sys.executable, "-m", "pip", "--python", python, "install", "--quiet"]
    pip += ["--disable-pip-version-check", source]
    subprocess.run(pip, check=True, capture_output=True, timeout=900)
    done = subprocess.run(
        [python, "-c", _IMPORT_ALL],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=900,
        env={"PATH": str(venv / "bin")},
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert found["failed"] == {}
    expected = {
        ".".join(p.relative_to(PACKAGE.parent).with_suffix("").parts).removesuffix(".__init__")
        for top in ("sigma_pol", "sigma_pol_tools")
        for p in (PACKAGE.parent / top).rglob("*.py")
    }
    assert expected - {"sigma_pol", "sigma_pol_tools"} <= set(found["modules"])
    assert found["definitions"] > 400
    # the planted mistakes stay in the checkout (mutation/): none is installed
    assert found["mutation"] is None
    assert not [m for m in found["modules"] if "mutant" in m]
