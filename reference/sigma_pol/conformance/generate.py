"""The generator: definitions in, golden vectors out (spec/07-conformance.md §Vectors).

Every expectation is the reference's own answer to the vector's protocol
request (:func:`sigma_pol.conformance.protocol.answer`), so a vector can never disagree
with the reference.  A definition may also carry an expectation written by hand
(:func:`sigma_pol.conformance.vectors.vector.by_hand`): the generator compares it
with the reference's answer as a certifier would
(:func:`sigma_pol.conformance.compare.same`) and refuses to produce any vector
when one member differs, naming the vector and the member; such vectors are
tagged ``hand``.  Each vector also carries ``covers``, the operations it
exercises: those of the term as written and of its normal form (the latter
can add a unit such as ``zero``), both computed by the fold
:func:`sigma_pol.core.measures.ops_used`; for a term admission refuses, the
operation whose argument was refused.

The file is written byte-deterministically: one vector per line, keys sorted,
no insignificant spaces, doubles as :mod:`sigma_pol.core.jsonio` writes them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from importlib.resources import files
from typing import Final

from ..core.admission import admit
from ..core.errors import AdmissionError, InputError, SigmaPolError
from ..core.jsonio import read_json, to_output, write_json
from ..core.measures import ops_used
from ..core.normal_form import canonical
from ..core.signature import SIGNATURE, VERSION
from ..core.terms import JSON
from ..request.inputs import given_in, read_schema
from .compare import same
from .protocol import answer
from .vectors.data import load_definitions
from .vectors.families import FAMILIES
from .vectors.vector import HASH_MEMBERS, Definition, Vector

VECTORS_FILE: Final = "sigma_pol_v2.json"
CHECKLIST_FILE: Final = "CHECKLIST.md"
SCHEMA_FILE: Final = "vectors.schema.json"
#: the package that ships the generated vector file (``golden/`` in the source tree)
GOLDEN_PACKAGE: Final = "sigma_pol.golden"

#: The members of a vector that annotate it: never sent, never expectations.  An
#: existing vector may gain one it lacked (spec chapter 10), never lose or change one.
ANNOTATIONS: Final = ("covers", "note", "pins", "tags")
#: The members of a vector that are expectations or annotations, not request.
NOT_REQUEST: Final = ("expect", "input_error", "input_error_at", *ANNOTATIONS)
CASE_EXPECTATIONS: Final = ("expect_ok", "expect_reason")


def _object(value: JSON) -> dict[str, JSON]:
    return value if isinstance(value, dict) else {}


def _array(value: JSON) -> list[JSON]:
    return value if isinstance(value, list) else []


_REFUSED_OP = re.compile(r"\.([a-z_]+)\[\d+\]")

#: The tag of the vectors whose expectation was written by hand.
HAND_TAG: Final = "hand"


class GenerationError(Exception):
    """A definition whose answer contradicts what it declares (a generator bug)."""


def request_line(definition: Definition) -> str:
    if definition.line is not None:
        return definition.line
    request = {"name": definition.name, "kind": definition.kind, **definition.inputs}
    return write_json(request)


def covers(request: JSON) -> list[str]:
    """The operations a request's term exercises (see the module docstring)."""
    if not isinstance(request, dict):
        return []
    term = request.get("term")
    try:
        schema = read_schema(given_in(request, "schema"))
        admitted = admit(term, schema)
    except AdmissionError as e:
        refused = _REFUSED_OP.findall(e.where)
        if refused:
            return [refused[-1]]
        root = term[0] if isinstance(term, list) and term else None
        return [root] if isinstance(root, str) and root in SIGNATURE else []
    except SigmaPolError:
        return []
    return sorted(set(ops_used(admitted.term)) | set(ops_used(canonical(admitted.term).term)))


def hand_disagreements(hand: Mapping[str, JSON], reply: Mapping[str, JSON]) -> list[str]:
    """Where an answer written by hand differs from the reference's ``reply``.

    Every member of the reference's ``expect`` must be written by hand, except
    the hashes of the encoding (``fingerprint``, ``identity``), which are
    checked only when given; a ``pred`` answer's ``cases`` too.  Values are
    compared as a certifier compares answers: numbers as doubles, exactly.
    """
    want = to_output(dict(hand))
    problems = []
    mine, theirs = _object(want.get("expect")), _object(reply.get("expect"))
    for key in sorted(set(mine) | set(theirs)):
        if key not in mine:
            if key not in HASH_MEMBERS:
                problems.append(
                    f"expect.{key}: not written by hand (the reference answers "
                    f"{write_json(theirs[key])})"
                )
        elif key not in theirs:
            problems.append(
                f"expect.{key}: by hand {write_json(mine[key])}, "
                "the reference answers no such member"
            )
        elif not same(mine[key], theirs[key]):
            problems.append(
                f"expect.{key}: by hand {write_json(mine[key])}, "
                f"the reference answers {write_json(theirs[key])}"
            )
    if "cases" in want or "cases" in reply:
        mine_cases, their_cases = _array(want.get("cases")), _array(reply.get("cases"))
        if len(mine_cases) != len(their_cases):
            problems.append(
                f"cases: {len(mine_cases)} verdicts by hand, "
                f"the reference answers {len(their_cases)}"
            )
        for i, (a, b) in enumerate(zip(mine_cases, their_cases, strict=False)):
            if not same(a, b):
                problems.append(
                    f"cases[{i}]: by hand {write_json(a)}, the reference answers {write_json(b)}"
                )
    return problems


def _check_hand(definition: Definition, reply: dict[str, JSON]) -> None:
    name = definition.name
    if definition.hand is None:
        if HAND_TAG in definition.tags:
            raise GenerationError(f"{name}: tagged {HAND_TAG} but has no hand expectation")
        return
    if definition.fails:
        raise GenerationError(
            f"{name}: a hand expectation cannot be an input error (its wording is not "
            "part of conformance)"
        )
    problems = hand_disagreements(definition.hand, reply)
    if problems:
        raise GenerationError(
            f"{name}: the expectation written by hand disagrees with the reference: "
            + "; ".join(problems)
        )


def vector_of(definition: Definition) -> Vector:
    """The golden vector of one definition: its request, the reference's answer."""
    line = request_line(definition)
    request: JSON = None
    try:
        request = read_json(line)
    except InputError as e:  # a line the JSON reader refuses (spec/07 §7.2)
        reply: dict[str, JSON] = {"name": None, "error": str(e)}
    else:
        reply = to_output(answer(request))
    name = definition.name
    if definition.line is not None:
        vector: dict[str, JSON] = {"name": name, "kind": definition.kind, "line": line}
    else:
        vector = {"name": name, "kind": definition.kind, **definition.inputs}
    if definition.fails:
        if "error" not in reply:
            raise GenerationError(f"{name}: declared an input error, answered {reply}")
        vector["input_error"] = reply["error"]
        if definition.place:
            if not isinstance(reply.get("at"), str):
                raise GenerationError(f"{name}: pins the place of its error, answered {reply}")
            vector["input_error_at"] = reply["at"]
    else:
        if "error" in reply:
            raise GenerationError(f"{name}: {reply['error']}")
        expect = _object(reply["expect"])
        # The kind `reject`, or the tag `reject` on a vector of another kind (whose
        # term is refused before its kind's sort or inputs are looked at).
        refused = definition.kind == "reject" or "reject" in definition.tags
        if refused != (expect.get("rejected") is True):
            raise GenerationError(f"{name}: kind {definition.kind}, answered {expect}")
        if definition.keep is not None:
            expect = {k: v for k, v in expect.items() if k in definition.keep}
        vector["expect"] = expect
        if "cases" in reply:
            # A vector sent as a line keeps its cases in the line: only the verdicts here.
            given = definition.inputs.get("cases")
            verdicts = _array(reply["cases"])
            sent = given if isinstance(given, list) and given else [{} for _ in verdicts]
            cases: list[JSON] = []
            for case, verdict in zip(sent, verdicts, strict=True):
                if not isinstance(case, dict):
                    raise GenerationError(f"{name}: a case is not an object: {case!r}")
                cases.append({**case, **_object(verdict)})
            vector["cases"] = cases
    _check_hand(definition, reply)
    vector["covers"] = list[JSON](covers(request))
    hand = {HAND_TAG} if definition.hand is not None else set()
    vector["tags"] = list[JSON](sorted(set(definition.tags) | hand))
    if definition.note:
        vector["note"] = definition.note
    if definition.pins:
        vector["pins"] = list[JSON](sorted(set(definition.pins)))
    # Numbers as the file holds them: doubles (an integer literal beyond 2^53 in
    # a definition is written back as the double it reads as).
    doubles: dict[str, JSON] = read_json(write_json(vector))  # type: ignore[assignment]
    return doubles


def build_vectors(definitions: Iterable[Definition]) -> list[Vector]:
    vectors, seen = [], set()
    for definition in definitions:
        if definition.name in seen:
            raise GenerationError(f"{definition.name}: defined twice")
        seen.add(definition.name)
        vectors.append(vector_of(definition))
    return vectors


#: The definition files of ``golden/definitions``, in the order their vectors are
#: generated: upstream's 15 first, then ours by sort, combined, over a catalog,
#: admission, pinned, then each later group.  The vector file is append-only
#: within a version (spec chapter 10), so a new group's file is appended here,
#: never inserted; a new vector of an existing group is appended to its file.
DEFINITION_FILES: Final = (
    "upstream.json",
    "pred.json",
    "scorer.json",
    "selector.json",
    "xform-failplan.json",
    "combined.json",
    "catalog.json",
    "admission.json",
    "pinned.json",
    "hand.json",
    "customs.json",
    "gaps.json",
    "mutation.json",
    "run.json",
    "certify.json",
    "inputs.json",
)


def definitions_in(file_name: str) -> tuple[Definition, ...]:
    """The definitions of one file of :data:`DEFINITION_FILES`, families expanded."""
    return load_definitions(file_name, FAMILIES)


def all_definitions() -> tuple[Definition, ...]:
    """Every vector definition, in the order of :data:`DEFINITION_FILES`."""
    return tuple(d for name in DEFINITION_FILES for d in definitions_in(name))


def golden_vectors() -> list[Vector]:
    return build_vectors(all_definitions())


def shipped_vectors() -> tuple[str, list[Vector]]:
    """The version and vectors of the generated vector file as the package ships
    it (``golden/sigma_pol_v2.json``, which tests/test_golden.py keeps
    byte-identical to a fresh :func:`golden_vectors`): read, not generated
    again, by ``certify`` when no ``--vectors`` is given."""
    return load_vectors((files(GOLDEN_PACKAGE) / VECTORS_FILE).read_text(encoding="utf-8"))


def render(vectors: Sequence[Vector]) -> str:
    """The vector file's text: the version, then one vector per line."""
    head = '{"version":' + write_json(VERSION) + ',"vectors":[\n'
    return head + ",\n".join(write_json(v) for v in vectors) + "\n]}\n"


def request_of(vector: dict[str, JSON]) -> str:
    """The protocol line a vector sends: its expectations and annotations removed."""
    line = vector.get("line")
    if isinstance(line, str):
        return line
    request = {k: v for k, v in vector.items() if k not in NOT_REQUEST}
    cases = request.get("cases")
    if vector.get("kind") == "pred" and isinstance(cases, list):
        request["cases"] = [
            {k: v for k, v in case.items() if k not in CASE_EXPECTATIONS}
            if isinstance(case, dict)
            else case
            for case in cases
        ]
    return write_json(request)


def golden_files(vectors: Sequence[Vector]) -> dict[str, str]:
    """The generated files' names and texts: the vectors, their checklist, their schema."""
    from .checklist import render_checklist
    from .schema import render_schema

    return {
        VECTORS_FILE: render(vectors),
        CHECKLIST_FILE: render_checklist(vectors),
        SCHEMA_FILE: render_schema(),
    }


def load_vectors(text: str) -> tuple[str, list[Vector]]:
    """The version and vectors of a vector file's text."""
    return vectors_from_json(read_json(text))


def vectors_from_json(doc: JSON) -> tuple[str, list[Vector]]:
    """The version and vectors of a decoded vector file."""
    listed = doc.get("vectors") if isinstance(doc, dict) else None
    if not isinstance(doc, dict) or not isinstance(listed, list):
        raise InputError("$", "a vector file is an object with `version` and `vectors`")
    vectors: list[Vector] = []
    for i, vector in enumerate(listed):
        if not isinstance(vector, dict):
            raise InputError(f"$.vectors[{i}]", "a vector is an object")
        vectors.append(vector)
    version = doc.get("version")
    return (version if isinstance(version, str) else ""), vectors


def regressions(old_text: str, vectors: Sequence[Vector]) -> list[str]:
    """Why replacing the vector file ``old_text`` by ``vectors`` is not additive.

    Within one version an existing vector may not change or disappear (spec
    chapter 10): implementations certified against it would silently stop
    conforming.  It may only gain an annotation member it did not have (such
    as ``pins``): every member it had keeps its value.  A different version in
    the old file allows anything.
    """
    version, old = load_vectors(old_text)
    if version != VERSION:
        return []
    new = {v["name"]: v for v in vectors}
    problems = []
    for vector in old:
        name = vector.get("name")
        if name not in new:
            problems.append(f"{name}: removed")
            continue
        kept = {k: v for k, v in new[name].items() if k in vector or k not in ANNOTATIONS}
        if write_json(kept) != write_json(vector):
            problems.append(f"{name}: changed")
    return problems
