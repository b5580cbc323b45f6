"""docs/tutorial.md: every command runs, in order, and prints what the tutorial shows.

The tutorial's files are its fenced blocks whose info string names one
(```` ```text file=first.sigma ````); its commands are the ``$ `` lines of its
```` ```console ```` blocks, each followed by its expected output (stdout and
stderr together).  In an expected line, ``...`` stands for any text.  Every
command must exit 0 (the tutorial shows a refusal's status with ``echo``).

A command's ``sigma-pol`` with plain words runs in this process
(tests/inprocess.py), its output into the pipeline bash runs after it, or the
file it is redirected to, its status echoed as ``; echo "exit status $?"`` does
(see :func:`run`); the other commands, ``python3`` and ``&&`` among them, and
the first of diff, explain and lint (no other test runs them in a process) run
in ``bash`` whole, with the installed ``sigma-pol`` first on the PATH (certify's
servers too: ``sigma-pol serve`` is the console script).
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


#: What a shell would do with a command's words beyond quoting (words holding
#: none of these are plain, as shlex splits them).
WORDS = r"sigma-pol [^|&;<>()$`*?\[\]{}~!#]*?"
#: ``sigma-pol`` and plain words, then at most: standard error dropped, a
#: pipeline its output goes into or a file it is written to, the status echoed.
FORM = re.compile(
    rf"(?P<words>{WORDS})(?P<quiet> 2>/dev/null)?"
    r"(?: \| (?P<pipe>[^&;<>]+)| > (?P<into>[\w.-]+))?"
    r'(?P<echo>; echo "exit status \$\?")?'
)


@dataclass(frozen=True)
class Plain:
    """A command whose ``sigma-pol`` runs in this process: its arguments, whether
    standard error is dropped, the pipeline (run by bash) its standard output
    goes into or the file it is written to, and whether its status is echoed."""

    args: list[str]
    quiet: bool = False
    pipe: str | None = None
    into: str | None = None
    echo: bool = False


def in_process(command: str) -> Plain | None:
    """The command's ``sigma-pol`` as :class:`Plain`, or ``None`` when the
    command needs a shell for more than this form."""
    found = FORM.fullmatch(command)
    if found is None or (found["pipe"] and found["echo"]):
        return None
    return Plain(
        shlex.split(found["words"])[1:],
        found["quiet"] is not None,
        found["pipe"],
        found["into"],
        found["echo"] is not None,
    )


def test_plain_commands_are_told_from_shell_ones() -> None:
    assert in_process("sigma-pol check first.sigma") == Plain(["check", "first.sigma"])
    assert in_process('sigma-pol check b.sigma; echo "exit status $?"') == Plain(
        ["check", "b.sigma"], echo=True
    )
    assert in_process("sigma-pol diff a.sigma b.sigma | head -n 3") == Plain(
        ["diff", "a.sigma", "b.sigma"], pipe="head -n 3"
    )
    assert in_process("sigma-pol explain a.sigma --format json > trace.json") == Plain(
        ["explain", "a.sigma", "--format", "json"], into="trace.json"
    )
    assert in_process("sigma-pol certify -- sigma-pol serve 2>/dev/null | tail -n 2") == Plain(
        ["certify", "--", "sigma-pol", "serve"], quiet=True, pipe="tail -n 2"
    )
    for shell in (
        "python3 -c 'print(1)'",
        "sigma-pol check a.sigma; rm a.sigma",
        "sigma-pol run r.sigma --format html > run.html && grep -c x run.html",
        "sigma-pol id $HOME/a.sigma",
        'sigma-pol check a.sigma | head -n 1; echo "exit status $?"',
    ):
        assert in_process(shell) is None, shell


#: The commands no other test runs in a process: the first command of the
#: tutorial naming each runs in bash whole, the installed console script.
IN_BASH_FIRST = ("diff", "explain", "lint")


def _files(cwd: Path) -> tuple[tuple[str, bytes], ...]:
    """The tutorial's files as they are now (the examples link left out)."""
    return tuple((p.name, p.read_bytes()) for p in sorted(cwd.iterdir()) if p.is_file())


def run(
    command: str,
    cwd: Path,
    env: dict[str, str],
    ran: dict[object, tuple[int, bytes, bytes]] | None = None,
) -> subprocess.CompletedProcess[str]:
    """The command as bash runs it (stderr into stdout), its ``sigma-pol`` in this
    process when it has :class:`Plain`'s form; bash runs the rest, and the whole
    command when what ``sigma-pol`` printed on stderr would be interleaved with
    the pipeline's output in an order only the shell decides.  ``ran`` keeps what
    each ``sigma-pol`` printed, by its arguments and every file of the directory:
    the same command on the same files (certify shown through two pipelines) is
    run once."""
    plain = in_process(command)
    if plain is not None:
        alone = plain.pipe is None and plain.into is None
        merged = alone and not plain.quiet
        key = (tuple(plain.args), merged, _files(cwd))
        if ran is not None and key in ran:
            status, out, err = ran[key]
        else:
            status, out, err = run_bytes(plain.args, cwd=cwd, merged=merged)
            if ran is not None:
                ran[key] = status, out, err
        if plain.quiet or alone or not err:
            printed = "" if plain.quiet or alone else err.decode("utf-8")
            if plain.into is not None:
                (cwd / plain.into).write_bytes(out)
            elif plain.pipe is not None:
                piped = subprocess.run(
                    ["bash", "-c", plain.pipe],
                    input=out,
                    cwd=cwd,
                    env=env,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.STDOUT,
                    timeout=900,
                    check=False,
                )
                printed += piped.stdout.decode("utf-8")
                status = piped.returncode
            else:
                printed += out.decode("utf-8")
            if plain.echo:
                printed += f"exit status {status}\n"
                status = 0
            return subprocess.CompletedProcess(command, status, printed)
    return run_in_bash(command, cwd, env)


def run_in_bash(command: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", "-c", command],
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=900,
        check=False,
    )


def test_the_tutorial_has_files_and_commands() -> None:
    found = steps(TUTORIAL.read_text(encoding="utf-8"))
    commands = [s.command for s in found if s.command]
    assert len(commands) >= 15
    for verb in ("check", "fmt", "id", "eval", "explain", "diff", "certify"):
        assert any(c.startswith(f"sigma-pol {verb} ") for c in commands), verb


@pytest.mark.slow
def test_every_command_of_the_tutorial(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    # the installed sigma-pol first on the PATH, for bash and for the servers
    # certify starts from this process
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    monkeypatch.setenv("PATH", path)
    env = dict(os.environ)
    ran: dict[object, tuple[int, bytes, bytes]] = {}
    first = set(IN_BASH_FIRST)
    for step in steps(TUTORIAL.read_text(encoding="utf-8")):
        if step.file is not None:
            (tmp_path / step.file).write_text(step.output, encoding="utf-8")
            continue
        assert step.command is not None
        verb = step.command.split()[1] if step.command.startswith("sigma-pol ") else None
        if verb in first:
            first.discard(verb)
            done = run_in_bash(step.command, tmp_path, env)
        else:
            done = run(step.command, tmp_path, env, ran)
        assert done.returncode == 0, (step.command, done.stdout)
        assert matches(step.output, done.stdout), (
            f"$ {step.command}\n--- the tutorial shows:\n{step.output}--- it printed:\n"
            f"{done.stdout}"
        )
    assert not first, f"no command of the tutorial runs sigma-pol {sorted(first)}"
