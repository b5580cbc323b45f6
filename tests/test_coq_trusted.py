"""The mechanization's trusted base is listed in one file (issue 23).

proofs/coq/TRUSTED.md's first table names every assumption of the Coq
sources (``Axiom``, ``Parameter``, ``Conjecture`` in ``theories/*.v``), and
the sources declare every name it lists; every ``Extract Constant`` realizes
a listed assumption.  The check runs without Coq: it reads the text.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

COQ = Path(__file__).resolve().parent.parent / "proofs" / "coq"

_DECL = re.compile(
    r"^\s*(?:Axiom|Axioms|Parameter|Parameters|Conjecture)\s+([A-Za-z_][A-Za-z0-9_']*)", re.M
)
_COMMENT = re.compile(r"\(\*.*?\*\)", re.S)
_LISTED = re.compile(r"^\| `([A-Za-z_][A-Za-z0-9_.']*)` \| `theories/([A-Za-z]+)\.v` \|", re.M)
_EXTRACT = re.compile(r"Extract Constant\s+([A-Za-z_][A-Za-z0-9_.']*)")


def declared(theories: Path) -> set[str]:
    """Module-qualified names of every assumption the sources declare."""
    names = set()
    for v in sorted(theories.glob("*.v")):
        text = _COMMENT.sub("", v.read_text(encoding="utf-8"))
        names |= {f"{v.stem}.{m.group(1)}" for m in _DECL.finditer(text)}
    return names


def listed(trusted: Path) -> set[str]:
    table = trusted.read_text(encoding="utf-8").split("## Unverified glue")[0]
    found = set()
    for m in _LISTED.finditer(table):
        name, module = m.group(1), m.group(2)
        assert name.startswith(module + "."), f"{name} is listed as declared in {module}.v"
        found.add(name)
    return found


def test_every_assumption_is_listed_and_every_listed_one_declared() -> None:
    assert declared(COQ / "theories") == listed(COQ / "TRUSTED.md")
    assert listed(COQ / "TRUSTED.md") == {
        "Trusted.num_text",
        "Trusted.num_parse",
        "Trusted.num_text_spec",
        "Trusted.fmod",
        "Trusted.num_text_g",
    }


def axioms(theories: Path) -> set[str]:
    """The propositions assumed (``Axiom``): stated, not realized."""
    found = set()
    for v in sorted(theories.glob("*.v")):
        text = _COMMENT.sub("", v.read_text(encoding="utf-8"))
        found |= {
            f"{v.stem}.{m}"
            for m in re.findall(r"^\s*Axiom\s+([A-Za-z_][A-Za-z0-9_']*)", text, re.M)
        }
    return found


def test_extraction_realizes_every_listed_parameter_and_nothing_else() -> None:
    text = (COQ / "theories" / "Extract.v").read_text(encoding="utf-8")
    assert axioms(COQ / "theories") == {"Trusted.num_text_spec"}  # the one axiom
    realized = set(_EXTRACT.findall(text))
    assert realized == listed(COQ / "TRUSTED.md") - axioms(COQ / "theories")


def test_a_planted_axiom_is_caught(tmp_path: Path) -> None:
    copy = tmp_path / "theories"
    shutil.copytree(COQ / "theories", copy)
    target = copy / "NFProofs.v"
    target.write_text(
        target.read_text(encoding="utf-8") + "\nAxiom nf_commutes : forall t, t = t.\n",
        encoding="utf-8",
    )
    assert declared(copy) - listed(COQ / "TRUSTED.md") == {"NFProofs.nf_commutes"}


def test_the_hand_written_ocaml_is_at_most_500_lines() -> None:
    """Issue 32 item 7: the unverified glue of the extracted server (every
    line of proofs/coq/server/*.ml, blank and comment lines included) stays
    within 500 lines; what it does is TRUSTED.md's glue table."""
    lines = {
        ml.name: len(ml.read_text(encoding="utf-8").splitlines())
        for ml in sorted((COQ / "server").glob("*.ml"))
    }
    assert sum(lines.values()) <= 500, lines
    glue = (COQ / "TRUSTED.md").read_text(encoding="utf-8").split("## Unverified glue", 1)[1]
    assert all(f"`server/{name}`" in glue for name in lines), sorted(lines)
