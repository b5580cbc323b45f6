"""Vector definitions as data: the files of ``golden/definitions`` read into
:class:`~.vector.Definition` (spec/07-conformance.md §Vectors, "Definitions").

A definitions file is one JSON object ``{"about": [line, …], "definitions":
[entry, …]}`` (``about``, optional, says what the file's vectors check).  An
entry is a vector definition::

    {"name": "pred-price-ceiling", "kind": "pred",
     "request": {"term": […], "cases": […]},     every request member but name and kind
     "note": "…", "tags": ["…"], "pins": ["pinned-…"],
     "hand": {"expect": {…}, "cases": [{"expect_ok": true}, …]},
     "line": "{…}", "fails": true, "keep": ["sort", …], "place": true}

only ``name`` and ``kind`` required; ``line`` (the verbatim protocol line, for a
request no JSON round trip keeps) stands instead of ``request``.  Or an entry
is ``{"family": "NAME"}``: the vectors of a family generated in Python (a loop
over the relations, the fields…), registered in
:data:`sigma_pol.conformance.vectors.families.FAMILIES`, in its place.

The files are read with the standard library's JSON reader, which keeps an
integer an integer and a fraction a double, exactly as Python literals did, so
moving a definition from Python to data changes no byte of the vectors.  A
malformed file is refused with the file, the JSON path and the reason.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from importlib.resources import files
from typing import Final

from ...core.errors import InputError
from ...core.terms import JSON
from .vector import Definition

#: the package that holds the data files (``golden/definitions`` in the source tree)
DATA_PACKAGE: Final = "sigma_pol.definitions"

#: the members a definition entry may have, and the JSON type each must be
MEMBERS: Final[Mapping[str, str]] = {
    "name": "string",
    "kind": "string",
    "request": "object",
    "note": "string",
    "tags": "array of strings",
    "pins": "array of strings",
    "hand": "object",
    "line": "string",
    "fails": "boolean",
    "keep": "array of strings",
    "place": "boolean",
}
HAND_MEMBERS: Final = ("expect", "cases")

Family = Callable[[], Sequence[Definition]]


def _no_duplicates(pairs: list[tuple[str, JSON]]) -> dict[str, JSON]:
    out: dict[str, JSON] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the member {key!r} is given twice")
        out[key] = value
    return out


def _no_constant(name: str) -> JSON:
    raise ValueError(f'{name} is not JSON (write non-finite numbers as "+inf", "-inf", "nan")')


def parse(text: str, source: str) -> JSON:
    """The JSON value of a definitions file's ``text``; ``source`` names it in errors."""
    try:
        value: JSON = json.loads(
            text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant
        )
    except json.JSONDecodeError as e:
        raise InputError(f"{source}:{e.lineno}:{e.colno}", f"invalid JSON: {e.msg}") from None
    except ValueError as e:
        raise InputError(source, str(e)) from None
    return value


def _is(value: JSON, kind: str) -> bool:
    if kind == "string":
        return isinstance(value, str)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "object":
        return isinstance(value, dict)
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _strings(value: JSON) -> tuple[str, ...]:
    return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else ()


def definition_from_json(entry: JSON, where: str) -> Definition:
    """One definition entry (not a family), checked member by member."""
    if not isinstance(entry, dict):
        raise InputError(where, "a definition is an object")
    for key in sorted(entry):
        if key not in MEMBERS:
            known = ", ".join(MEMBERS)
            raise InputError(f"{where}.{key}", f"not a member of a definition (known: {known})")
        if not _is(entry[key], MEMBERS[key]):
            raise InputError(f"{where}.{key}", f"expected {MEMBERS[key]}")
    for key in ("name", "kind"):
        if not entry.get(key):
            raise InputError(f"{where}.{key}", "required (a non-empty string)")
    if ("line" in entry) == ("request" in entry):
        raise InputError(where, "exactly one of `request` and `line` is given")
    hand = entry.get("hand")
    if isinstance(hand, dict):
        for key in sorted(hand):
            if key not in HAND_MEMBERS:
                raise InputError(f"{where}.hand.{key}", "a hand expectation has expect and cases")
        if not isinstance(hand.get("expect"), dict):
            raise InputError(f"{where}.hand.expect", "required (an object)")
        if "cases" in hand and not isinstance(hand["cases"], list):
            raise InputError(f"{where}.hand.cases", "expected an array")
    request = entry.get("request")
    line = entry.get("line")
    note = entry.get("note", "")
    return Definition(
        name=str(entry["name"]),
        kind=str(entry["kind"]),
        inputs=request if isinstance(request, dict) else {},
        note=note if isinstance(note, str) else "",
        tags=_strings(entry.get("tags")),
        line=line if isinstance(line, str) else None,
        fails=entry.get("fails") is True,
        keep=_strings(entry["keep"]) if "keep" in entry else None,
        hand=hand if isinstance(hand, dict) else None,
        pins=_strings(entry.get("pins")),
        place=entry.get("place") is True,
    )


def definitions_from_json(
    doc: JSON, source: str, families: Mapping[str, Family]
) -> tuple[Definition, ...]:
    """The definitions of a decoded file, each family expanded in its place."""
    listed = doc.get("definitions") if isinstance(doc, dict) else None
    if not isinstance(doc, dict) or not isinstance(listed, list):
        raise InputError(f"{source}: $", 'a definitions file is {"definitions": [...]}')
    extra = sorted(k for k in doc if k not in ("about", "definitions"))
    if extra:
        raise InputError(f"{source}: $.{extra[0]}", "a file has `about` and `definitions`")
    about = doc.get("about", [])
    if not isinstance(about, list) or not all(isinstance(line, str) for line in about):
        raise InputError(f"{source}: $.about", "expected an array of strings")
    out: list[Definition] = []
    for i, entry in enumerate(listed):
        where = f"{source}: $.definitions[{i}]"
        if isinstance(entry, dict) and "family" in entry:
            name = entry["family"]
            if len(entry) != 1 or not isinstance(name, str):
                raise InputError(where, 'a family entry is {"family": NAME} alone')
            if name not in families:
                known = ", ".join(sorted(families))
                raise InputError(f"{where}.family", f"no family {name!r} (known: {known})")
            out.extend(families[name]())
        else:
            out.append(definition_from_json(entry, where))
    return tuple(out)


def data_text(file_name: str) -> str:
    """The text of one data file of :data:`DATA_PACKAGE`."""
    return (files(DATA_PACKAGE) / file_name).read_text(encoding="utf-8")


def load_definitions(
    file_name: str, families: Mapping[str, Family], text: str | None = None
) -> tuple[Definition, ...]:
    """The definitions of the data file ``file_name`` (or of ``text``, read as that file)."""
    source = f"golden/definitions/{file_name}"
    body = data_text(file_name) if text is None else text
    return definitions_from_json(parse(body, source), source, families)
