"""Silent traps: inputs on which a decision is right by the rules and still not
what its author meant (spec/14-lint.md §14.4).

These are common enough to warn about on standard error whenever ``eval``,
``explain`` or ``lint`` has a term, candidates and a request side by side; a
warning never changes an answer:

* **a capability flag under the other name**: a request's need ``vision``
  reads ``capabilities.supports_vision`` (chapter 6 §``meets_req``), while
  ``(has_cap vision)`` reads ``capabilities.vision``; a candidate holding the
  flag only under the name the decision does not read is rejected as
  ``missing_capability:…`` with nothing wrong in sight;
* **a need read under both names**: a term using ``meets_req`` for a request
  that needs ``vision`` and reading ``(has_cap vision)`` too asks for the flag
  under both names (no candidates needed to see it);
* **a tier outside the tier order**: ``min_tier`` ranks a candidate's tier in
  the schema's tier order, and a tier not in it ranks below every tier, so the
  candidate is rejected; most often the schema that declares the tier was not
  given (``--schema``).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, Final

from sigma_pol.semantics.decision_values import Candidate
from sigma_pol.semantics.requirements import NEED_TO_CAPABILITY, derived_needs
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.fold import OpInterpretation, fold, subterm_positions
from sigma_pol.syntax.signature import SIGNATURE
from sigma_pol.syntax.suggest import did_you_mean, listing
from sigma_pol.syntax.terms import JSON, Term
from sigma_pol.syntax.vocabulary import Schema

from .host_names import CANDIDATE_MEMBERS, REQUEST_MEMBERS

#: A need's name for each flag the needs read (``supports_vision`` → ``vision``).
_NEED_OF_FLAG: Final = MappingProxyType({flag: need for need, flag in NEED_TO_CAPABILITY.items()})

#: How many candidates a warning names before it counts the rest.
_NAMED: Final = 3


def _reads(node: Term, args: tuple[Any, ...]) -> frozenset[str]:
    """The operations a term uses, and ``has_cap:<name>`` for each flag it reads."""
    below = frozenset({node.op}).union(*(args[i] for i in subterm_positions(node)))
    return below | {f"has_cap:{args[0]}"} if node.op == "has_cap" else below


_READS: Final[Mapping[str, OpInterpretation[frozenset[str]]]] = MappingProxyType(
    {name: _reads for name in SIGNATURE}
)


def _named(indices: Sequence[int], candidates: Sequence[Candidate]) -> str:
    shown = [
        f"#{i} ({candidates[i].get('provider_id')}/{candidates[i].get('model_family')})"
        for i in indices[:_NAMED]
    ]
    more = f" and {len(indices) - _NAMED} more" if len(indices) > _NAMED else ""
    word = "candidate" if len(indices) == 1 else "candidates"
    return f"{word} {', '.join(shown)}{more}"


def _holding_only(candidates: Sequence[Candidate], held: str, missing: str) -> list[int]:
    """The candidates whose capabilities hold ``held`` but not ``missing``."""
    out = []
    for i, c in enumerate(candidates):
        caps = c.get("capabilities")
        if isinstance(caps, Mapping) and held in caps and missing not in caps:
            out.append(i)
    return out


def traps(
    term: Term,
    candidates: Sequence[Candidate],
    request: Mapping[str, Any] | None,
    schema: Schema,
    schema_given: bool,
) -> list[str]:
    """The warnings about a decision of ``term`` on these candidates and request."""
    reads = fold(term, _READS)
    out: list[str] = []
    needs = derived_needs(dict(request)) if request is not None else []
    if "meets_req" in reads:
        # the term reads a need's flag under both names: no candidate passes both
        # unless it holds both
        for need in needs:
            flag = NEED_TO_CAPABILITY.get(need)
            if flag is not None and f"has_cap:{need}" in reads:
                out.append(
                    f"the request needs '{need}', which meets_req reads as capabilities.{flag}, "
                    f"and the term's (has_cap {need}) reads capabilities.{need}: a candidate "
                    f"holding only one of the two names fails one of them (write "
                    f"(has_cap {flag}))"
                )
    if "meets_req" in reads:
        for need in needs:
            flag = NEED_TO_CAPABILITY.get(need)
            if flag is None:
                continue
            held = _holding_only(candidates, need, flag)
            if held:
                out.append(
                    f"the request needs '{need}', which meets_req reads as capabilities.{flag}, "
                    f"but the capabilities of {_named(held, candidates)} hold '{need}' instead: "
                    "meets_req rejects them as "
                    f'missing_capability:{need} (write "{flag}": true in their capabilities)'
                )
    for read in sorted(r for r in reads if r.startswith("has_cap:")):
        name = read.removeprefix("has_cap:")
        other = NEED_TO_CAPABILITY.get(name) or _NEED_OF_FLAG.get(name)
        if other is None:
            continue
        held = _holding_only(candidates, other, name)
        if held:
            out.append(
                f"(has_cap {name}) reads capabilities.{name}, but the capabilities of "
                f"{_named(held, candidates)} hold '{other}' instead: they fail it as "
                f"missing_capability:{name} "
                f'(write (has_cap {other}), or "{name}": true in their capabilities)'
            )
    if "min_tier" in reads:
        order = schema.tier_order
        outside: dict[str, list[int]] = {}
        for i, c in enumerate(candidates):
            tier = c.get("tier", "fallback")
            if isinstance(tier, str) and tier not in order:
                outside.setdefault(tier, []).append(i)
        for tier in sorted(outside):
            hint = (
                "; no --schema was given, so the order is the default one: give --schema FILE "
                "whose tier_order lists it"
                if not schema_given
                else "; add it to the schema's tier_order"
            )
            out.append(
                f"the tier '{tier}' of {_named(outside[tier], candidates)} "
                f"is not in the tier order ({listing(order)}): min_tier ranks it below "
                f"every tier and rejects them{hint}"
            )
    return out


def warn(lines: Sequence[str], strict: bool = False, where: str = "--strict") -> int:
    """Each line on standard error, as ``sigma-pol: warning: …``; the number of
    them.  Under ``strict`` a warning is an error: the first is raised, named
    by ``where`` (spec/14-lint.md §14.4)."""
    for line in lines:
        sys.stderr.buffer.write(f"sigma-pol: warning: {line}\n".encode("utf-8", "backslashreplace"))
    sys.stderr.flush()
    if strict and lines:
        raise InputError(where, f"the {len(lines)} warning(s) above are errors under --strict")
    return len(lines)


def warn_traps(
    term: Term,
    candidates: Sequence[Candidate] | None,
    request: Mapping[str, Any] | None,
    schema: Schema,
    schema_given: bool,
    strict: bool = False,
) -> int:
    """Each of :func:`traps`'s warnings on standard error (:func:`warn`); how many."""
    return warn(traps(term, candidates or (), request, schema, schema_given), strict)


def _near_misses(value: JSON, where: str, known: Sequence[str], what: str) -> list[str]:
    """The members of an object that are not ``known`` but one of them misspelt."""
    if not isinstance(value, dict):
        return []
    out = []
    for key in sorted(value):
        if key in known or value[key] is None:
            continue
        near = did_you_mean(key, known)
        if near is not None:
            out.append(f"{where}.{key}: nothing reads the {what} member '{key}'; {near}")
    return out


def unread_context(ctx: JSON, where: str) -> list[str]:
    """What a person most likely misspelt in a context: a member of the context,
    its state or its request's requirements that nothing reads
    (:func:`~sigma_pol_tools.lint.lint_rules.lint_context`), and a member of the request
    that nothing reads and is near one that something does (spec/14-lint.md
    §14.4).  Each line names the member's place and the fix."""
    from .lint_rules import lint_context

    out = [
        f"{f.path}: {f.message}; {f.fix}"
        for f in lint_context(ctx, where)
        if f.code == "unread-context-member"
    ]
    request = ctx.get("request") if isinstance(ctx, dict) else None
    return out + _near_misses(request, f"{where}.request", REQUEST_MEMBERS, "request")


def unread_candidates(candidates: JSON, where: str, schema: Schema) -> list[str]:
    """Each member of a candidate that nothing reads and is near one that
    something does (``pric_in``: ``price_in``, which then reads +inf)."""
    members = (*CANDIDATE_MEMBERS, *schema.extensions)
    out: list[str] = []
    for i, candidate in enumerate(candidates if isinstance(candidates, list) else []):
        out += _near_misses(candidate, f"{where}[{i}]", members, "candidate")
    return out
