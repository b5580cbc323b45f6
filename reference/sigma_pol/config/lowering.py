"""The lowering of a whole profile to a Policy term (spec/17-configuration.md §17.4):
upstream's ``llm_policy/elaborate.lua`` (``E.filter``, ``E.selector``, ``E.mutate``,
``E.failplan``, ``E.profile``), each form a rule C-Lower-*.

The profile is read as upstream reads a Lua table: a member holds unless it is
absent or ``false``; a bare list is a non-empty JSON array; the keys of a map are
taken in code-point order (upstream's ``table.sort`` in the C locale).  A spec
no form matches is refused with the place of the resolved profile where it
stands (upstream raises there).  The result is the term *as lowered*, before
admission and the normal form.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..syntax.errors import InputError
from ..syntax.lua import truthy
from ..syntax.terms import JSON
from .inheritance import Member, Mixed, parts

#: C-Lower-Filter-Atom: the four named atoms (elaborate.lua 27–32).
FILTER_ATOMS: Final[dict[str, JSON]] = {
    "requirements": ["meets_req"],
    "not_disabled": ["not", ["is", "disabled"]],
    "breaker_closed": ["not", ["is", "breaker_open"]],
    "scope_matches": ["scope_matches"],
}

#: C-Lower-Filter-Default: an absent filter (elaborate.lua 35–37).
DEFAULT_FILTER: Final[JSON] = ["and", ["meets_req"], ["not", ["is", "disabled"]]]

#: The map forms of a filter, in the order upstream tries them (elaborate.lua 44–101).
FILTER_FORMS: Final = (
    "all_of",
    "any_of",
    "none_of",
    "tier_in",
    "family_in",
    "provider_in",
    "provider_not_in",
    "served_by_in",
    "served_by_not_in",
    "price_max",
)

#: The list forms that keep candidates equal to one entry, and the leaf they use.
_EQ_FORMS: Final = {
    "tier_in": ("tier_eq", False),
    "family_in": ("family_eq", False),
    "provider_in": ("provider_eq", False),
    "provider_not_in": ("provider_eq", True),
    "served_by_in": ("served_by_eq", False),
    "served_by_not_in": ("served_by_eq", True),
}

#: The map forms of a mutate spec, in upstream's order (elaborate.lua 142–180).
MUTATE_FORMS: Final = ("pipe", "filter_text", "filter_image", "jitter", "set_param", "clamp")


def _list(value: JSON, where: str) -> list[JSON]:
    """A spec's list: a JSON array (``{}`` is the empty one)."""
    if value == {}:
        return []
    if not isinstance(value, list):
        raise InputError(where, "expected a list")
    return value


def _map(value: JSON, where: str) -> dict[str, JSON]:
    if value == []:
        return {}
    if not isinstance(value, dict):
        raise InputError(where, "expected an object")
    return value


def _one_or_or(leaves: list[JSON]) -> JSON:
    """``#out == 2 and out[2] or out``: one leaf alone, else ``or`` of them."""
    return leaves[0] if len(leaves) == 1 else ["or", *leaves]


def lower_filter(spec: Member, where: str) -> JSON:
    """C-Lower-Filter-*: a filter spec to a Pred term."""
    if spec is None:
        return DEFAULT_FILTER
    if isinstance(spec, str):
        if spec not in FILTER_ATOMS:
            atoms = ", ".join(FILTER_ATOMS)
            raise InputError(where, f"unknown filter atom '{spec}' (one of {atoms})")
        return FILTER_ATOMS[spec]
    items, members = parts(spec)
    for form in FILTER_FORMS:
        value = members.get(form)
        if not truthy(value):
            continue
        here = f"{where}.{form}"
        if form in ("all_of", "any_of", "none_of"):
            lowered = [lower_filter(s, f"{here}[{i}]") for i, s in enumerate(_list(value, here))]
            if form == "all_of":
                return ["and", *lowered]
            return ["or", *lowered] if form == "any_of" else ["not", ["or", *lowered]]
        if form == "price_max":
            ceilings = _map(value, here)
            out: list[JSON] = []
            if truthy(ceilings.get("input")):
                out.append(["cmp", "price_in", "le", ceilings["input"]])
            if truthy(ceilings.get("output")):
                out.append(["cmp", "price_out", "le", ceilings["output"]])
            return out[0] if len(out) == 1 else (["and", *out] if out else ["top"])
        leaf, negated = _EQ_FORMS[form]
        one = _one_or_or([[leaf, v] for v in _list(value, here)])
        return ["not", one] if negated else one
    if items:  # a bare list (the sequence part of a table) is all_of
        return ["and", *(lower_filter(s, f"{where}[{i}]") for i, s in enumerate(items))]
    raise InputError(
        where,
        "invalid filter spec (an atom name, a list, or one of: " + ", ".join(FILTER_FORMS) + ")",
    )


def _opts(value: Member, where: str) -> dict[str, JSON]:
    """``selector_opts`` as upstream indexes it: a table's members; a string has none
    (Lua indexes a string to nil); absent or ``false``: none."""
    if not truthy(value) or isinstance(value, str):
        return {}
    if isinstance(value, list | dict | Mixed):
        return parts(value)[1]
    raise InputError(where, "expected an object of selector options")


def term_member(value: Member) -> JSON:
    """A member the lowering puts in the term as it is (``scorer``, ``chain``,
    ``policy_ir``): a table C-Extends-Mixed made is its entries (upstream's term
    reader reads a table's sequence part; its named members are not read)."""
    return list(value.items) if isinstance(value, Mixed) else value


def lower_selector(
    profile: Mapping[str, Member], contract: Mapping[str, JSON] | None, where: str
) -> JSON:
    """C-Lower-Selector-*: ``selector`` and ``selector_opts`` to a Selector term
    (the options are read only by the selectors that read them)."""
    selector = profile.get("selector")
    if selector == "softmax_sample":
        temp = _opts(profile.get("selector_opts"), f"{where}.selector_opts").get("temp")
        return ["sample", temp if truthy(temp) else 1.0]
    if selector == "chain":
        chain: Member = contract.get("chain") if contract is not None else None
        if not truthy(chain):
            chain = profile.get("chain")
        return ["chain", term_member(chain) if truthy(chain) else []]
    if selector == "top_k":
        opts = _opts(profile.get("selector_opts"), f"{where}.selector_opts")
        temp, k = opts.get("temp"), opts.get("k")
        inner: JSON = ["sample", temp] if truthy(temp) else ["argmax"]
        return ["top_k", k if truthy(k) else 3.0, inner]
    return ["argmax"]


def _seq_of_map(leaf: str, value: JSON, where: str, zero: bool = False) -> JSON:
    """The map forms ``jitter``, ``set_param``, ``clamp``: one transform per key in
    code-point order, alone or in a ``seq``."""
    table = _map(value, where)
    out: list[JSON] = []
    for name in sorted(table):
        v = table[name]
        if leaf == "set_param" and v == "from_ctx":
            out.append(["inject_seed", name])
        elif zero:
            out.append([leaf, name, 0.0, v])
        else:
            out.append([leaf, name, v])
    return out[0] if len(out) == 1 else ["seq", *out]


def lower_mutate(spec: Member, where: str) -> JSON:
    """C-Lower-Mutate-*: a mutate spec to an Xform term."""
    if spec is None or spec == "identity":
        return ["id"]
    if isinstance(spec, list | dict | Mixed):
        items, members = parts(spec)
        for form in MUTATE_FORMS:
            value = members.get(form)
            if not truthy(value):
                continue
            here = f"{where}.{form}"
            if form == "pipe":
                steps = _list(value, here)
                return ["seq", *(lower_mutate(s, f"{here}[{i}]") for i, s in enumerate(steps))]
            if form in ("filter_text", "filter_image"):
                return [form, value]
            if form in ("jitter", "set_param"):
                return _seq_of_map(form, value, here)
            return _seq_of_map("clamp_param", value, here, zero=True)
        if items:  # a bare list (the sequence part of a table) is pipe
            return ["seq", *(lower_mutate(s, f"{where}[{i}]") for i, s in enumerate(items))]
    raise InputError(
        where,
        "invalid mutate spec ('identity', a list, or one of: " + ", ".join(MUTATE_FORMS) + ")",
    )


#: C-Lower-FailPlan's base when a table has no ``unknown`` entry.
NEXT_CANDIDATE: Final[JSON] = {"action": "next_candidate"}


def lower_failplan(table: Mapping[str, JSON]) -> JSON:
    """C-Lower-FailPlan: ``always(unknown or next_candidate)``, then one ``override``
    per other error kind in code-point order."""
    base = table.get("unknown")
    out: JSON = ["always", base if truthy(base) else NEXT_CANDIDATE]
    for kind in sorted(table):
        if kind != "unknown" and table[kind] is not None:
            out = ["override", out, kind, table[kind]]
    return out


def retry_table(
    profile: Mapping[str, Member], retry_policies: Mapping[str, JSON], where: str
) -> dict[str, JSON]:
    """C-Lower-Retry: the profile's named retry table; ``{}`` when it names none, or
    a name the configuration does not define (upstream's ``or {}``)."""
    name = profile.get("retry_policy")
    table = retry_policies.get(name) if isinstance(name, str) else None
    if not truthy(table):
        return {}
    return _map(table, f"{where}.retry_policies.{name}")


def lower_profile(
    profile: Mapping[str, Member],
    retry: Mapping[str, JSON],
    contract: Mapping[str, JSON] | None,
    where: str,
) -> JSON:
    """C-Lower-Profile: ``policy(filter, gate(not(is breaker_open), scorer or zero),
    selector, mutate, failplan)`` (upstream's ``E.profile``, elaborate.lua 208–218)."""
    scorer = term_member(profile.get("scorer"))
    return [
        "policy",
        lower_filter(profile.get("filter"), f"{where}.filter"),
        ["gate", ["not", ["is", "breaker_open"]], scorer if truthy(scorer) else ["zero"]],
        lower_selector(profile, contract, where),
        lower_mutate(profile.get("mutate"), f"{where}.mutate"),
        lower_failplan(retry),
    ]
