"""The citations of golden/CHECKLIST.md name sections that exist and say what
they are cited for (issue 33: a note cited §6.10, the PRNG, for the score
order, which chapter 6 defines in §6.6).

Every `§N.M` (also `chapter N §N.M`) must be a heading of chapter N; a
citation that follows a term of :data:`DEFINED_IN` within the same clause
must cite the section that defines that term (or a subsection of it).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Final

ROOT = Path(__file__).resolve().parent.parent
CHECKLIST = ROOT / "golden" / "CHECKLIST.md"

#: Terms the vectors' notes cite a section for, and the section defining each
#: (read off the chapters by hand: the score order ≺ is chapter 6 §6.6's
#: sort_≺; the PRNG §6.10; truthiness chapter 2 §2.5; the reading rules §2.6;
#: the fingerprint chapter 5 §5.6; the base request chapter 15 §15.6).
DEFINED_IN: Final = {
    "score order": "6.6",
    "prng": "6.10",
    "minstd": "6.10",
    "truthiness": "2.5",
    "reading rules": "2.6",
    "fingerprint": "5.6",
    "base request": "15.6",
}

CITATION: Final = re.compile(r"(?:chapter (\d+) )?§(\d+)\.(\d+(?:\.\d+)*)")
HEADING: Final = re.compile(r"^#{2,4} (\d+(?:\.\d+)+)\b", re.M)


def _headings() -> dict[int, set[str]]:
    out: dict[int, set[str]] = {}
    for path in (ROOT / "spec").glob("[0-9][0-9]-*.md"):
        out[int(path.name[:2])] = set(HEADING.findall(path.read_text(encoding="utf-8")))
    return out


def wrong_citations(text: str) -> list[str]:
    """Each citation of ``text`` that names no section, names a section of
    another chapter than it says, or cites a section for a term another one
    defines; empty when every one is right."""
    headings = _headings()
    wrong: list[str] = []
    for line in text.splitlines():
        for m in CITATION.finditer(line):
            chapter, section = int(m.group(2)), f"{m.group(2)}.{m.group(3)}"
            said = f"{m.group(0)} in: {line[:90]}"
            if m.group(1) is not None and int(m.group(1)) != chapter:
                wrong.append(f"chapter {m.group(1)} with a section of chapter {chapter}: {said}")
            elif section not in headings.get(chapter, set()):
                wrong.append(f"no section {section}: {said}")
            clause = re.split(r"[.;:]\s", line[: m.start()])[-1].lower()
            for term, defined in DEFINED_IN.items():
                near = clause.rstrip(" (").endswith(term) or f"{term} (" in clause[-40:]
                if near and not (section == defined or section.startswith(defined + ".")):
                    wrong.append(f"{term} is §{defined}, cited as §{section}: {said}")
    return wrong


def test_every_citation_of_the_checklist_is_right() -> None:
    text = CHECKLIST.read_text(encoding="utf-8")
    assert len(CITATION.findall(text)) >= 200
    assert wrong_citations(text) == []


def test_a_wrong_citation_is_caught() -> None:
    """The plant, kept: the checklist with the note's old citation (§6.10 for
    the score order), a section that does not exist, a chapter that does not
    match."""
    text = CHECKLIST.read_text(encoding="utf-8")
    right = "in score order (chapter 6 §6.6)"
    assert right in text
    (found,) = wrong_citations(text.replace(right, "in score order (chapter 6 §6.10)"))
    assert found.startswith("score order is §6.6, cited as §6.10")
    assert wrong_citations("see §6.99 here") == ["no section 6.99: §6.99 in: see §6.99 here"]
    assert wrong_citations("as chapter 5 §6.6 says")[0].startswith("chapter 5 with a section")
