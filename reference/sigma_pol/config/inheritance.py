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

A table merged with a table of the other shape (a non-empty list with a
non-empty object) is refused: upstream's merge makes a mixed Lua table there,
which no JSON value is (C-Extends-Mixed, a narrowing of what is admitted).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping

from ..syntax.errors import InputError
from ..syntax.terms import JSON


def merge_member(parent: JSON, child: JSON, where: str) -> JSON:
    """C-Extends-Merge for one member: the child's value written over the parent's."""
    if isinstance(parent, dict) and isinstance(child, dict):
        return {**parent, **child}
    if isinstance(parent, list) and isinstance(child, list):
        return list(child) + list(parent[len(child) :])
    if isinstance(parent, dict | list) and isinstance(child, dict | list):
        if not parent:
            return copy.deepcopy(child)
        if not child:
            return copy.deepcopy(parent)
        raise InputError(
            where,
            "extends merges a list with an object here (upstream would mix them in one "
            "table, which no JSON value is): give the member the parent's shape",
        )
    return copy.deepcopy(child)


def resolve(
    name: str, profiles: Mapping[str, Mapping[str, JSON]], where: str, chain: tuple[str, ...] = ()
) -> dict[str, JSON]:
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
        return copy.deepcopy(dict(p))
    assert isinstance(parent_name, str)  # C-Doc-Profile: it names a profile
    merged = resolve(parent_name, profiles, where, (*chain, name))
    for key in sorted(p):
        if key == "extends" or p[key] is None:
            continue
        here = f"{where}.profiles.{name}.{key}"
        merged[key] = (
            merge_member(merged[key], p[key], here) if key in merged else copy.deepcopy(p[key])
        )
    return merged


def resolve_all(
    profiles: Mapping[str, Mapping[str, JSON]], where: str = "$.config"
) -> dict[str, dict[str, JSON]]:
    """Every profile resolved, in code-point order of their names (so the first
    cycle met is the one a refusal names: upstream walks them in ``pairs`` order)."""
    return {name: resolve(name, profiles, where) for name in sorted(profiles)}
