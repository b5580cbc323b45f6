"""Reading the files a command names (spec/07-conformance.md §7.4): a term file
(JSON or the text syntax, or ``CONFIG#profile``) read and admitted, a JSON
input file; every refusal names the file, its line and column.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from sigma_pol.normal.normal_form import Normal, canonical
from sigma_pol.request.given import Given
from sigma_pol.syntax.errors import AdmissionError, InputError, SigmaPolError
from sigma_pol.syntax.json_form import term_to_json
from sigma_pol.syntax.jsonio import line_col, read_json, term_path_index
from sigma_pol.syntax.terms import JSON
from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA, Schema
from sigma_pol.valid.admission import Admitted, admit
from sigma_pol.valid.hints import in_notation

#: What ``register(sub)`` of each command module receives: ``add_subparsers()``'s result.


def read_text(source: str) -> str:
    """A file's text (``-``: standard input); bytes that are not UTF-8 are kept
    as lone surrogates for the readers to refuse where they stand."""
    if source == "-":
        return sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
    if "#" in source and not Path(source).exists():
        return profile_text(*source.rsplit("#", 1))
    try:
        return Path(source).read_bytes().decode("utf-8", "surrogateescape")
    except OSError as e:
        raise InputError(source, e.strerror or "cannot read") from None


def profile_text(config: str, name: str) -> str:
    """``CONFIG#name``, where a command reads a term: the JSON of the term profile
    ``name`` of the configuration CONFIG lowers to (spec/17-configuration.md §17.4),
    so ``explain``, ``diff`` and every command that reads a term take a profile."""
    from sigma_pol.config import call_policy, config_from_json
    from sigma_pol.syntax.jsonio import write_json
    from sigma_pol.syntax.suggest import did_you_mean

    try:
        text = Path(config).read_bytes().decode("utf-8", "surrogateescape")
    except OSError as e:
        raise InputError(config, e.strerror or "cannot read") from None
    try:
        value = read_json(text)
    except InputError as e:
        raise InputError(f"{config}:{e.where}", e.why) from None
    try:
        document = config_from_json(value, "$")
        if name not in document.profiles:
            raise InputError(
                "$.profiles", f"no profile '{name}'", did_you_mean(name, sorted(document.profiles))
            )
        chosen = call_policy(document, {"profile": name})
    except SigmaPolError as e:
        raise e.moved(f"{config}:{e.where}") from None
    assert not isinstance(chosen, str)
    return write_json(chosen.term)


def read_json_file(source: str) -> JSON:
    text = read_text(source)  # its error already names the file
    try:
        return read_json(text)
    except InputError as e:
        raise InputError(f"{source}:{e.where}", e.why) from None


def is_json_text(text: str) -> bool:
    """A term file is JSON when its first non-blank character is ``[``."""
    return text.lstrip().startswith("[")


_LINE_COLUMN = re.compile(r"\d+:\d+")


def admit_json_text(text: str, schema: Schema = DEFAULT_SCHEMA) -> Admitted:
    """Read and admit a JSON term file, a refusal placed at the line and column
    of the value its path names, with a caret, its reason in JSON's notation
    (spec/07-conformance.md §7.4)."""
    from sigma_pol.text.scan import problem

    try:
        value = read_json(text)
    except InputError as e:
        if _LINE_COLUMN.fullmatch(e.where) is None:
            raise
        line, column = (int(n) for n in e.where.split(":"))
        raise problem(text, line, column, e.why) from None
    try:
        return admit(value, schema)
    except AdmissionError as e:
        why = in_notation(e.why, "json")
        index = term_path_index(text, e.where)
        if index is None:
            raise e.moved(e.where, why) from None
        moved = problem(text, *line_col(text, index), f"{why} (at {e.where})")
        raise AdmissionError(moved.where, moved.why, e.hint) from None


def term_of_text(source: str, text: str, schema: Schema = DEFAULT_SCHEMA) -> Admitted:
    """The admitted term of a term file's text (JSON or the text syntax, sugar
    lowered), a refusal named by ``source`` and its line and column."""
    from sigma_pol.text.parse import parse_admitted

    try:
        if is_json_text(text):
            return admit_json_text(text, schema)
        return parse_admitted(text, schema)
    except SigmaPolError as e:
        raise e.moved(f"{source}:{e.where}") from None


def read_term(source: str, schema: Schema = DEFAULT_SCHEMA) -> JSON:
    """A term from a file, as JSON (``[op, …]``): the file is JSON when its text
    starts with ``[``, otherwise the text syntax, sugar lowered; either is
    admitted under ``schema`` so that a refusal names its line and column."""
    return term_to_json(term_of_text(source, read_text(source), schema).term)


@dataclass(frozen=True, slots=True)
class SourceTerm:
    """A term read from a file and admitted: the file, its text, the term as written."""

    source: str
    text: str
    #: whether the file is JSON (else the text syntax, sugar lowered)
    is_json: bool
    admitted: Admitted
    #: the JSON form of the term
    json: JSON

    @property
    def normalized(self) -> Normal:
        return canonical(self.admitted.term)


def read_admitted(source: str, schema: Schema = DEFAULT_SCHEMA) -> SourceTerm:
    """A term file (JSON or the text syntax) read and admitted; every refusal
    names the file (``policy.json:$.and[2]: …``, ``policy.sigma:3:14: …``)."""
    text = read_text(source)
    admitted = term_of_text(source, text, schema)
    return SourceTerm(source, text, is_json_text(text), admitted, term_to_json(admitted.term))


def file_given(source: str) -> Given:
    """A JSON input file of the command line, named ``FILE:$`` below (the one
    way the commands name a place in a file they read)."""
    return Given(read_json_file(source), f"{source}:$")


def given_file(source: str | None) -> Given | None:
    """:func:`file_given`, ``None`` for an option not given."""
    return None if source is None else file_given(source)
