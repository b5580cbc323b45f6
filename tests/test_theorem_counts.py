"""The README's and proofs/README's words about the theorems match proofs/ (issue 22).

The counts are taken from the files (``proofs/NN-*.md`` and their
``companion_NN_*.py``), never written here, so a theorem added later fails this
test until the words say so."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROOFS = ROOT / "proofs"


def theorems() -> list[int]:
    return sorted(int(p.name.split("-", 1)[0]) for p in PROOFS.glob("[0-9][0-9]-*.md"))


def companions() -> list[int]:
    return sorted(int(p.name.split("_")[1]) for p in PROOFS.glob("companion_[0-9][0-9]_*.py"))


def test_theorems_are_numbered_from_one_and_each_has_a_companion() -> None:
    numbers = theorems()
    assert numbers == list(range(1, len(numbers) + 1))
    assert companions() == numbers


def test_the_readme_counts_the_theorems_of_proofs() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    bullet = re.search(r"\[`proofs/`\]\(proofs/README\.md\): (\w+) theorems", text)
    assert bullet is not None, "the README's proofs/ bullet says how many theorems there are"
    assert bullet.group(1) == str(len(theorems()))


def test_proofs_readme_lists_every_theorem_and_says_every_companion_is_written() -> None:
    text = (PROOFS / "README.md").read_text(encoding="utf-8")
    rows = [int(n) for n in re.findall(r"^\| (\d+) \|", text, re.M)]
    assert rows == theorems()
    for n in rows:
        row = re.search(rf"^\| {n} \|.*$", text, re.M)
        assert row is not None
        for link in re.findall(r"\]\(([^)]+)\)", row.group()):
            assert (PROOFS / link).is_file(), link
        assert re.search(rf"companion_{n:02d}_\w+\.py", row.group()), n
    said = re.search(r"all (\d+) are written", text)
    assert said is not None and int(said.group(1)) == len(theorems())
    assert "still to be" not in text
