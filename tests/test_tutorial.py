"""docs/tutorial.md: every command runs, in order, and prints what the tutorial shows.

The tutorial's files are its fenced blocks whose info string names one
(```` ```text file=first.sigma ````); its commands are the ``$ `` lines of its
```` ```console ```` blocks, each followed by its expected output (stdout and
stderr together).  In an expected line, ``...`` stands for any text.  Every
command must exit 0 (the tutorial shows a refusal's status with ``echo``).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = ROOT / "docs" / "tutorial.md"
BLOCK = re.compile(r"^```(\w+)([^\n]*)\n(.*?)^```$", re.DOTALL | re.MULTILINE)


@dataclass(frozen=True)
class Step:
    """A file to write (``output`` is its text) or a command and its output."""

    command: str | None
    file: str | None
    output: str


def steps(markdown: str) -> list[Step]:
    out: list[Step] = []
    for match in BLOCK.finditer(markdown):
        language, info, body = match.groups()
        named = re.search(r"\bfile=(\S+)", info)
        if named:
            out.append(Step(None, named.group(1), body))
        elif language == "console":
            for chunk in re.split(r"^\$ ", body, flags=re.MULTILINE)[1:]:
                command, _, output = chunk.partition("\n")
                out.append(Step(command, None, output))
    return out


def matches(expected: str, actual: str) -> bool:
    want, got = expected.rstrip("\n").split("\n"), actual.rstrip("\n").split("\n")
    if len(want) != len(got):
        return False
    for w, g in zip(want, got, strict=True):
        pattern = ".*".join(re.escape(part) for part in w.split("..."))
        if not re.fullmatch(pattern, g):
            return False
    return True


def test_the_tutorial_has_files_and_commands() -> None:
    found = steps(TUTORIAL.read_text(encoding="utf-8"))
    commands = [s.command for s in found if s.command]
    assert len(commands) >= 15
    for verb in ("check", "fmt", "id", "eval", "explain", "diff", "certify"):
        assert any(c.startswith(f"sigma-pol {verb} ") for c in commands), verb


@pytest.mark.slow
def test_every_command_of_the_tutorial(tmp_path: Path) -> None:
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    env = {
        **os.environ,
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
    }
    for step in steps(TUTORIAL.read_text(encoding="utf-8")):
        if step.file is not None:
            (tmp_path / step.file).write_text(step.output, encoding="utf-8")
            continue
        assert step.command is not None
        done = subprocess.run(
            ["bash", "-c", step.command],
            cwd=tmp_path,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, (step.command, done.stdout)
        assert matches(step.output, done.stdout), (
            f"$ {step.command}\n--- the tutorial shows:\n{step.output}--- it printed:\n"
            f"{done.stdout}"
        )
