"""The specification agrees with the code it describes (spec/README.md).

What a reader of spec/ relies on: the signature table of chapter 1 is the
signature data; the chapter index of spec/README.md holds both ways (every
module it lists exists and names that chapter, every module of the package
names a chapter that exists); the worked examples of chapters 5 and 6 are what
the reference computes; the grammar of chapter 5 reads every canonical encoding;
every operation of chapter 6 traces to checklist sections, functions and proofs
that exist.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import lark
import pytest
from hypothesis import given
from sigma_pol.encoding.encode import fingerprint_of_encoding, identity_of_encoding
from sigma_pol.normal.normal_form import canonical
from sigma_pol.protocol.answer import answer
from sigma_pol.semantics.prng import Minstd, salt_hash, substream_seed
from sigma_pol.syntax.signature import SIGNATURE
from sigma_pol.valid.admission import admit
from sigma_pol_tools.spec_table import BEGIN, END, extract, render

from tests.strategies import terms

from .conftest import sigma_pol
from .inprocess import sigma_pol as in_process

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "spec"
PACKAGE = ROOT / "reference" / "sigma_pol"
TOOLS = ROOT / "reference" / "sigma_pol_tools"
CHAPTER_REF = re.compile(r"spec/(\d\d-[a-z0-9-]+\.md)")


def _chapter(name: str) -> str:
    return (SPEC / name).read_text(encoding="utf-8")


def _block(text: str, marker: str, fence: str) -> str:
    """The fenced code between ``<!-- marker:begin -->`` and its end marker."""
    found = re.search(
        rf"<!-- {marker}:begin -->\n```{fence}\n(.*?)```\n<!-- {marker}:end -->", text, re.S
    )
    assert found is not None, f"no {marker} block"
    return found.group(1)


# ---------------------------------------------------------------------------
# chapter 1: the generated signature table


def test_committed_signature_table_equals_the_signature_data() -> None:
    assert extract(_chapter("01-terms-and-sorts.md")) == render()


def _spec_table(*args: str) -> subprocess.CompletedProcess[str]:
    """``sigma-pol spec-table ARGS…`` in this process (tests/inprocess.py)."""
    return in_process("spec-table", *args)


def test_spec_table_check_accepts_the_committed_chapter() -> None:
    # the one run of spec-table in a process of its own
    done = sigma_pol("spec-table", "--check", str(SPEC / "01-terms-and-sorts.md"))
    assert done.returncode == 0, done.stderr
    assert "up to date" in done.stdout


def test_spec_table_check_refuses_a_stale_or_missing_table(tmp_path: Path) -> None:
    stale = tmp_path / "stale.md"
    stale.write_text(f"{BEGIN}\n| # | op |\n{END}\n", encoding="utf-8")
    done = _spec_table("--check", str(stale))
    assert done.returncode == 1
    assert "differs from the signature data" in done.stderr

    bare = tmp_path / "bare.md"
    bare.write_text("no table here\n", encoding="utf-8")
    done = _spec_table("--check", str(bare))
    assert done.returncode == 2
    assert "Traceback" not in done.stderr

    assert _spec_table("--check", str(tmp_path / "absent.md")).returncode == 2


def test_spec_table_prints_the_block() -> None:
    done = _spec_table()
    assert done.returncode == 0
    assert done.stdout == render() + "\n"


# ---------------------------------------------------------------------------
# the index: chapters <-> modules


@cache
def _docstring_chapters(module: Path) -> frozenset[str]:
    doc = ast.get_docstring(ast.parse(module.read_text(encoding="utf-8"))) or ""
    return frozenset(CHAPTER_REF.findall(doc))


def _modules() -> list[Path]:
    return sorted(
        p for root in (PACKAGE, TOOLS) for p in root.rglob("*.py") if p.name != "__init__.py"
    )


def _module_path(listed: str) -> Path:
    """A module as the spec names it: ``sigma_pol_tools/…`` for a tool, else a path
    inside the interpreter (``semantics/algebra.py``), ``reference/`` optional."""
    listed = listed.removeprefix("reference/")
    if listed.startswith(("sigma_pol/", "sigma_pol_tools/")):
        return ROOT / "reference" / listed
    return PACKAGE / listed


def _index_rows() -> dict[str, list[str]]:
    """spec/README.md's chapter table: chapter file -> the modules its row lists."""
    rows: dict[str, list[str]] = {}
    for line in _chapter("README.md").splitlines():
        found = re.match(r"\| \[[^\]]+\]\((\d\d-[a-z0-9-]+\.md)\) \|.*\|(.*)\|$", line)
        if found:
            listed = re.findall(r"`([a-z_/]+\.py)`", found.group(2))
            rows[found.group(1)] = listed
    return rows


def test_the_index_links_every_chapter_and_only_existing_ones() -> None:
    rows = _index_rows()
    on_disk = sorted(p.name for p in SPEC.glob("[0-9][0-9]-*.md"))
    assert sorted(rows) == on_disk
    assert len(on_disk) >= 10


def _index_problems() -> list[str]:
    """Every way the chapter index fails to hold both ways, one line each: a
    module that names no chapter or one that does not exist, a module an index
    row lists that is missing or does not name that row's chapter, a module or
    chapter a chapter names that does not exist."""
    problems = []
    for module in _modules():
        shown = module.relative_to(PACKAGE.parent)
        named = _docstring_chapters(module)
        if not named:
            problems.append(f"{shown}: its docstring names no spec chapter")
        problems += [f"{shown} names spec/{c}, which does not exist" for c in sorted(named)
                     if not (SPEC / c).is_file()]  # fmt: skip
    for chapter, listed in sorted(_index_rows().items()):
        for module in listed:
            path = _module_path(module)
            if not path.is_file():
                problems.append(
                    f"spec/README.md's row {chapter} lists {module}, which does not exist"
                )
            elif chapter not in _docstring_chapters(path):
                problems.append(f"{module} does not name spec/{chapter}, whose index row lists it")
    for chapter in sorted(p.name for p in SPEC.glob("*.md")):
        text = _chapter(chapter)
        for module in re.findall(r"reference/sigma_pol(?:_tools)?/[a-z_/]+\.py", text):
            if not _module_path(module).is_file():
                problems.append(f"spec/{chapter} names {module}, which does not exist")
        for other in CHAPTER_REF.findall(text) + re.findall(r"\]\((\d\d-[a-z0-9-]+\.md)", text):
            if not (SPEC / other).is_file():
                problems.append(f"spec/{chapter} refers to {other}, which does not exist")
    return problems


def test_the_index_holds_both_ways() -> None:
    """One test for every module and chapter (was one item each, 118 items):
    the message lists every problem at once."""
    assert len(_modules()) > 50
    problems = _index_problems()
    assert not problems, "\n".join(problems)


# ---------------------------------------------------------------------------
# chapter 5: grammar and worked examples


@cache
def _encoding_parser() -> lark.Lark:
    grammar = _block(_chapter("05-encoding.md"), "encoding-grammar", "lark")
    return lark.Lark(grammar, start="encoding", parser="lalr")


def _encoding_examples() -> list[dict[str, Any]]:
    block = _block(_chapter("05-encoding.md"), "encoding-examples", "json")
    return [json.loads(line) for line in block.splitlines()]


@pytest.mark.parametrize("example", _encoding_examples(), ids=lambda e: e["encoding"][13:40])
def test_encoding_examples_are_what_the_reference_computes(example: dict[str, Any]) -> None:
    encoding = canonical(admit(example["term"]).term).encoding
    assert encoding == example["encoding"]
    assert fingerprint_of_encoding(encoding) == example["fingerprint"]
    assert identity_of_encoding(encoding) == example["identity"]
    _encoding_parser().parse(encoding)


@given(terms())
def test_the_grammar_reads_every_canonical_encoding(term: Any) -> None:
    _encoding_parser().parse(canonical(admit(term).term).encoding)


@pytest.mark.parametrize(
    "text",
    [
        "sigma-pol/v2:(lit 1e5)",  # exponent without sign and two digits
        "sigma-pol/v2:(lit 1.50)",  # trailing zero in the fraction
        "sigma-pol/v2:(lit 05)",  # leading zero
        "sigma-pol/v2:(lit  5)",  # two spaces
        'sigma-pol/v2:(provider_eq "a\\u0062")',  # \u escapes do not exist
        "sigma-pol/v1:(top)",
    ],
)
def test_the_grammar_refuses_what_no_encoding_contains(text: str) -> None:
    with pytest.raises(lark.exceptions.LarkError):
        _encoding_parser().parse(text)


# ---------------------------------------------------------------------------
# chapter 6: PRNG worked values


def _prng_examples() -> list[dict[str, Any]]:
    block = _block(_chapter("06-semantics.md"), "prng-examples", "json")
    return [json.loads(line) for line in block.splitlines()]


@pytest.mark.parametrize("example", _prng_examples(), ids=lambda e: f"{e['seed']}-{e.get('salt')}")
def test_prng_examples_are_what_the_reference_draws(example: dict[str, Any]) -> None:
    seed = float(example["seed"])
    if "salt" in example:
        assert salt_hash(example["salt"]) == example["h"]
        sub = substream_seed(seed, example["salt"])
        assert sub == example["substream"]
        assert Minstd(sub).draw() == example["first_draw"]
    else:
        rng = Minstd(seed)
        assert [rng.draw() for _ in example["first_draws"]] == example["first_draws"]


# ---------------------------------------------------------------------------
# chapter 6: one section per operation; chapter 8: one section per pinned vector


def test_chapter_6_defines_every_operation_of_the_signature() -> None:
    defined = re.findall(r"^### `([a-z_]+)`$", _chapter("06-semantics.md"), re.M)
    assert sorted(defined) == sorted(SIGNATURE)


def test_chapter_8_names_exactly_the_pinned_vectors() -> None:
    from sigma_pol_tools.conformance.generate import definitions_in

    named = re.findall(r"^### `(pinned-[a-z0-9-]+)`$", _chapter("08-pinned.md"), re.M)
    assert sorted(named) == sorted(d.name for d in definitions_in("pinned.json"))


def test_a_scalar_filters_member_is_an_evaluation_error_not_a_crash() -> None:
    reply = answer(
        {
            "kind": "xform",
            "term": ["seq", ["set_param", "_filters", 0], ["filter_text", ["NFKC"]]],
            "candidate": {"provider_id": "a", "model_family": "m1"},
        }
    )
    assert reply["error"] == "filter_text: request member _filters is not an object"
    kept = answer(
        {
            "kind": "xform",
            "term": ["seq", ["set_param", "_filters", False], ["filter_image", []]],
            "candidate": {"provider_id": "a", "model_family": "m1"},
            "ctx": {"seed": 7},
        }
    )
    assert kept["expect"]["request"] == {"_filters": {"image": {"recipe": [], "seed": 7.0}}}


# ---------------------------------------------------------------------------
# chapter 6: every operation traces to its vectors, its code and its proofs

TRACE = re.compile(r"^### `([a-z_]+)`\n\*Trace\*: (.*)\n\n", re.M)


def _github_anchors(markdown: str) -> set[str]:
    """The anchors GitHub gives the headings of a Markdown text."""
    anchors = set()
    for heading in re.findall(r"^#+ (.*)$", markdown, re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        anchors.add(slug)
    return anchors


def test_every_operation_section_opens_with_a_trace_line() -> None:
    traced = dict(TRACE.findall(_chapter("06-semantics.md")))
    assert sorted(traced) == sorted(SIGNATURE)
    for op, trace in traced.items():
        assert trace.startswith(f"[vectors](../golden/CHECKLIST.md#{op}) · code: "), op


def _trace_problems(op: str, trace: str) -> list[str]:
    """What ``op``'s trace line names that does not exist: a linked file or
    anchor, a module, a function or class in it."""
    problems = []
    for target in re.findall(r"\]\(([^)]+)\)", trace):
        path, _, anchor = target.partition("#")
        linked = (SPEC / path).resolve()
        if not linked.is_file():
            problems.append(f"{op}: links {target}, which does not exist")
        elif anchor and anchor not in _github_anchors(linked.read_text(encoding="utf-8")):
            problems.append(f"{op}: links {target}, an anchor {path} does not have")
    code = trace.split(" · ")[1].removeprefix("code: ")
    for part in code.split("; "):
        module, *names = re.findall(r"`([^`]+)`", part)
        if not (PACKAGE / module).is_file():
            problems.append(f"{op}: names {module}, which does not exist")
            continue
        source = (PACKAGE / module).read_text(encoding="utf-8")
        problems += [f"{op}: {module} defines no {name}" for name in names
                     if not re.search(rf"^\s*(?:def|class) {name}\b", source, re.M)]  # fmt: skip
    return problems


def test_every_trace_line_names_what_exists() -> None:
    """One test for the 42 operations (was one item each): every problem listed."""
    traced = dict(TRACE.findall(_chapter("06-semantics.md")))
    assert sorted(traced) == sorted(SIGNATURE)
    problems = [p for op in sorted(traced) for p in _trace_problems(op, traced[op])]
    assert not problems, "\n".join(problems)
