"""docs/tutorial.md: every command runs, in order, and prints what the tutorial shows.

The tutorial's files are its fenced blocks whose info string names one
(```` ```text file=first.sigma ````); its commands are the ``$ `` lines of its
```` ```console ```` blocks, each followed by its expected output (stdout and
stderr together).  In an expected line, ``...`` stands for any text.  Every
command must exit 0 (the tutorial shows a refusal's status with ``echo``).

A command that is ``sigma-pol`` and its words alone, or followed by
``; echo "exit status $?"``, runs in this process (tests/inprocess.py, standard
error into standard output, the status echoed as the shell would); the others,
pipes, redirections and ``python3`` among them, run in ``bash`` with the
installed ``sigma-pol`` on the PATH.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from .inprocess import run_bytes

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


#: What a shell would do with a command's words beyond quoting (a command
#: holding none of these is a plain command, its words as shlex splits them).
SHELL = re.compile(r"[|&;<>()$`*?\[\]{}~!#]")
ECHO_STATUS = '; echo "exit status $?"'


def in_process(command: str) -> tuple[list[str], bool] | None:
    """The arguments of a plain ``sigma-pol`` command (and whether its status is
    echoed after it), or ``None`` when the command needs a shell."""
    echo = command.endswith(ECHO_STATUS)
    words = command.removesuffix(ECHO_STATUS) if echo else command
    if SHELL.search(words):
        return None
    args = shlex.split(words)
    if not args or args[0] != "sigma-pol":
        return None
    return args[1:], echo


def test_plain_commands_are_told_from_shell_ones() -> None:
    assert in_process("sigma-pol check first.sigma") == (["check", "first.sigma"], False)
    assert in_process('sigma-pol check b.sigma; echo "exit status $?"') == (
        ["check", "b.sigma"],
        True,
    )
    for shell in (
        "sigma-pol diff a.sigma b.sigma | head -n 3",
        "sigma-pol explain a.sigma --format json > trace.json",
        "sigma-pol certify -- sigma-pol serve 2>/dev/null",
        "python3 -c 'print(1)'",
        "sigma-pol check a.sigma; rm a.sigma",
    ):
        assert in_process(shell) is None, shell


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
        plain = in_process(step.command)
        if plain is not None:
            args, echo = plain
            status, out, _ = run_bytes(args, cwd=tmp_path, merged=True)
            printed = out.decode("utf-8")
            if echo:
                printed += f"exit status {status}\n"
                status = 0
            done = subprocess.CompletedProcess(step.command, status, printed)
        else:
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
