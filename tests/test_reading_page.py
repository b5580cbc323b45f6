"""docs/reading-one-operation.md: every command of the page prints what the
page shows, run as docs/tutorial.md's are (tests/test_tutorial.py's reader of
files and console blocks), and its numbers worked by hand agree with chapter
6's PRNG table."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from .test_tutorial import ROOT, matches, run_in_bash, steps

PAGE = ROOT / "docs" / "reading-one-operation.md"


def test_every_command_of_the_page(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Plant: change the page's first pick to `#0` and this fails."""
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    monkeypatch.setenv("PATH", path)
    env = dict(os.environ)
    commands = 0
    for step in steps(PAGE.read_text(encoding="utf-8")):
        if step.file is not None:
            (tmp_path / step.file).write_text(step.output, encoding="utf-8")
            continue
        assert step.command is not None
        done = run_in_bash(step.command, tmp_path, env)
        assert done.returncode == 0, (step.command, done.stderr)
        assert matches(step.output, done.stdout), (
            f"$ {step.command}\n--- the page shows:\n{step.output}--- it printed:\n{done.stdout}"
        )
        commands += 1
    assert commands == 3


def test_the_draws_worked_by_hand_are_chapter_6s() -> None:
    """The page's seed-0 draws are the first three of §6.10's table, and its
    r values are u times the totals it derives (1.75, 0.75)."""
    page = PAGE.read_text(encoding="utf-8")
    chapter = (ROOT / "spec" / "06-semantics.md").read_text(encoding="utf-8")
    draws = "0.46723276258783075, 0.7810408136719097, 0.9529553837855139"
    assert f'{{"seed": 0, "first_draws": [{draws}]}}' in chapter
    assert "`0.46723276258783075`, `0.7810408136719097`, `0.9529553837855139`" in page
    assert f"{0.46723276258783075 * 1.75:.5f}"[:7] in page  # 0.81766
    assert f"{0.7810408136719097 * 0.75:.5f}"[:7] in page  # 0.58578
