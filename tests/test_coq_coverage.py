"""Every paper theorem has a mechanized counterpart, or a reason (issue 32).

proofs/README.md's mechanization table names, per row, the paper theorems it
mechanizes (its first cell, "Theorem N …") and the Coq theorems that do it
(its second cell); its list "Paper theorems without a mechanized counterpart"
gives the others, each with its reason.  This test reads both: every one of
Theorems 1–21 is in exactly one of them, at most two are in the list, and
every Coq name a row gives is listed in ``theories/Theorems.v`` (so
``proofs/coq/check`` audits its assumptions).  It reads text; Coq is not run.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "proofs" / "README.md"
THEOREMS = ROOT / "proofs" / "coq" / "theories" / "Theorems.v"
PAPER = range(1, 22)
_NUMBER = re.compile(r"^Theorems? (\d+)")
_UNMECHANIZED = re.compile(
    r"^- \*\*Theorem (\d+)\*\* \(([^)]*)\): (\S.*?)(?=\n- |\n\n|\Z)", re.M | re.S
)


def rows(text: str) -> dict[int, set[str]]:
    """Paper theorem -> the Coq names its rows give (``—`` rows give none)."""
    table = text.split("| theorem | Coq | file |", 1)[1].split("\n\n", 1)[0]
    found: dict[int, set[str]] = {}
    for line in table.splitlines():
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]  # "\|" is in a cell
        number = _NUMBER.match(cells[0]) if len(cells) == 3 else None
        if number is None:
            continue
        coq = cells[1]
        # the headline names come before any parenthesis (which gives the
        # supporting lemmas and remarks)
        names = set(re.findall(r"`([A-Za-z_][A-Za-z0-9_']*)`", coq.split("(", 1)[0]))
        found.setdefault(int(number.group(1)), set()).update(names)
    return found


def unmechanized(text: str) -> dict[int, str]:
    part = text.split("Paper theorems without a mechanized counterpart", 1)[1]
    part = part.split("Where a mechanized theorem is weaker", 1)[0]
    return {int(n): reason for n, _title, reason in _UNMECHANIZED.findall(part)}


def listed_in_theorems_v() -> set[str]:
    text = THEOREMS.read_text(encoding="utf-8")
    return set(re.findall(r"^Print Assumptions \w+\.(\w+)\.", text, re.M))


def test_every_paper_theorem_is_mechanized_or_given_a_reason() -> None:
    text = README.read_text(encoding="utf-8")
    mechanized = {n for n, names in rows(text).items() if names}
    without = unmechanized(text)
    assert len(without) <= 2, sorted(without)
    assert all(len(reason) > 40 for reason in without.values()), without
    assert not mechanized & set(without), sorted(mechanized & set(without))
    assert set(PAPER) <= mechanized | set(without), sorted(set(PAPER) - mechanized - set(without))


def test_every_coq_name_of_the_table_is_audited_by_theorems_v() -> None:
    audited = listed_in_theorems_v()
    named = set().union(*rows(README.read_text(encoding="utf-8")).values())
    assert named, "no Coq name read from the table"
    assert named <= audited, sorted(named - audited)
