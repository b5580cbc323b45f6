"""Redefinition as spec/11-catalog.md §11.5 states it: a candidate after ``changes``
(member -> new value; ``null`` removes it), its id, and whether that id is kept.

No command or request of the reference redefines a candidate (a host does), so
this lives beside the tests of §11.5: it is built from the reference's own
pieces (the one validator, the mutability classes, the candidate id), so the
tests hold those pieces to the chapter's redefinition rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from sigma_pol.catalog.fields import (
    AUTH_OVERRIDE_WHY,
    Mutability,
    candidate_id,
    complete_candidate,
    field_class,
)
from sigma_pol.semantics.decision_values import Candidate
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.terms import JSON
from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA, Schema


@dataclass(frozen=True, slots=True)
class Redefinition:
    """A candidate after a redefinition, its id, and whether that id (so its state) is kept."""

    candidate: Candidate
    id: str
    keeps_id: bool


def redefine(candidate: JSON, changes: JSON, schema: Schema = DEFAULT_SCHEMA) -> Redefinition:
    """Apply ``changes`` (member -> new value; ``null`` removes it) to a candidate.

    Tunable members are redefined in place (same id).  A change to an identity
    or routing-target member is accepted but yields a new candidate with a new
    id.  A dynamic member, a member with no class and ``auth_override`` (an
    execution input, not a member) are refused.  Changes apply to the completed
    candidate (a defaulted member is a member like any other) and the result
    passes the same validator as every candidate.
    """
    old = complete_candidate(candidate, "$.candidate", schema)
    if changes == []:
        changes = {}
    if not isinstance(changes, dict):
        raise InputError("$.changes", "expected an object of member changes")
    for name in sorted(changes):
        here = f"$.changes.{name}"
        if name == "auth_override":
            raise InputError(here, AUTH_OVERRIDE_WHY)
        cls = field_class(name, schema)
        if cls is None:
            raise InputError(here, "not a candidate field with a mutability class")
        if cls is Mutability.DYNAMIC:
            raise InputError(
                here,
                "is dynamic: never redefined (it accumulates with the host and is cleared "
                "only when the candidate is unregistered or explicitly reset)",
            )
    merged = dict(old)
    for name, change in changes.items():
        if change is None:
            merged.pop(name, None)
        else:
            merged[name] = change
    new = complete_candidate(merged, "$.changes", schema)
    new_id = candidate_id(new)
    return Redefinition(new, new_id, new_id == candidate_id(old))
