"""Profile inheritance (spec/17-configuration.md §17.3): ``extends`` chains flattened
exactly as upstream's ``resolve_profile`` does (llm_policy.lua 135–163).

* C-Extends-Root: a profile without ``extends`` is itself (a copy);
* C-Extends-Merge: a profile with ``extends`` is its parent, resolved, with each
  of its own members but ``extends`` written over it: a member that is a table on
  both sides is merged one level deep (the parent's table, then the child's
  entries over it: an object's members by name, a list's entries by index, so a
  shorter child list keeps the parent's tail); any other member replaces;
* C-Extends-Cycle: a chain that comes back to a profile it passed is refused,
  naming the profile where it closes and the chain.

A list merged with an object (either way) is a table with both, as Lua's is
(:class:`Mixed`, C-Extends-Mixed): the lowering reads its members' forms first,
then its entries as a bare list; a term member made so is refused.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass

from ..syntax.errors import InputError
from ..syntax.terms import JSON


@dataclass(frozen=True, slots=True)
class Mixed:
    """A Lua table with both a sequence part and named members: what upstream's merge
    makes of a list written over an object or an object over a list (C-Extends-Mixed).
    No JSON value is one; the lowering reads it as upstream does."""

    items: tuple[JSON, ...]
    members: Mapping[str, JSON]


#: A resolved profile's member: a JSON value, or a table that merge mixed.
Member = JSON | Mixed


def parts(value: Member) -> tuple[list[JSON], dict[str, JSON]]:
    """A table's sequence part and named members (a scalar has neither)."""
    if isinstance(value, Mixed):
        return list(value.items), dict(value.members)
    if isinstance(value, list):
        return list(value), {}
    if isinstance(value, dict):
        return [], dict(value)
    return [], {}


def merge_member(parent: Member, child: Member) -> Member:
    """C-Extends-Merge for one member: when both are tables, the parent's entries with
    the child's written over them (the sequence by index, the members by name); else
    the child's value."""
    tables = (list, dict, Mixed)
    if not (isinstance(parent, tables) and isinstance(child, tables)):
        return copy.deepcopy(child)
    p_items, p_members = parts(parent)
    c_items, c_members = parts(child)
    items = c_items + p_items[len(c_items) :]
    members = {**p_members, **c_members}
    if not items and not members:
        return copy.deepcopy(child)
    if not members:
        return copy.deepcopy(items)
    if not items:
        return copy.deepcopy(members)
    return Mixed(tuple(copy.deepcopy(items)), copy.deepcopy(members))


def resolve(
    name: str, profiles: Mapping[str, Mapping[str, JSON]], where: str, chain: tuple[str, ...] = ()
) -> dict[str, Member]:
    """The profile ``name`` with its ``extends`` chain flattened."""
    if name in chain:
        shown = " -> ".join((*chain, name))
        raise InputError(
            f"{where}.profiles.{chain[-1]}.extends",
            f"profile inheritance cycle through: {name} ({shown})",
        )
    p = profiles[name]
    parent_name = p.get("extends")
    if parent_name is None:
        return {k: copy.deepcopy(v) for k, v in p.items()}
    assert isinstance(parent_name, str)  # C-Doc-Profile: it names a profile
    merged = resolve(parent_name, profiles, where, (*chain, name))
    for key in sorted(p):
        if key == "extends" or p[key] is None:
            continue
        merged[key] = merge_member(merged[key], p[key]) if key in merged else copy.deepcopy(p[key])
    return merged


def resolve_all(
    profiles: Mapping[str, Mapping[str, JSON]], where: str = "$.config"
) -> dict[str, dict[str, Member]]:
    """Every profile resolved, in code-point order of their names (so the first
    cycle met is the one a refusal names: upstream walks them in ``pairs`` order)."""
    return {name: resolve(name, profiles, where) for name in sorted(profiles)}
