"""Hints: how to fix a refused term (spec/03-admission.md §3.10, informative).

Admission's messages are frozen: the conformance protocol compares them byte
for byte.  What a person needs beyond them (a "did you mean", the short list of
valid values, the name of the missing argument, where a field of one's own is
declared) is computed here, only once a term has been refused, and travels
beside the message as :attr:`~sigma_pol.syntax.errors.SigmaPolError.hint`.

"Did you mean" is :func:`sigma_pol.syntax.suggest.closest`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final, Literal

from ..syntax.signature import (
    ACTION_CORE_KEYS,
    ACTIONS,
    CHAIN_KEYS,
    RELATIONS,
    SIGNATURE,
    AnySort,
    ParamSort,
    Sort,
)
from ..syntax.suggest import closest, did_you_mean, listing
from ..syntax.terms import JSON
from ..syntax.vocabulary import CORE_FIELDS, Schema


def _joined(*parts: str | None) -> str | None:
    """Phrases as one hint: each but the last ends a sentence, each but the
    first starts one."""
    present = [p for p in parts if p]
    if not present:
        return None
    sentences = [p if p[-1] in ".?" else p + "." for p in present[:-1]] + present[-1:]
    return " ".join([sentences[0], *(s[0].upper() + s[1:] for s in sentences[1:])])


# ---------------------------------------------------------------------------
# the shape of a term

#: The name of each argument of each fixed operation, in signature order: what
#: an arity hint calls the argument that is missing.
SLOT_NAMES: Final[dict[str, tuple[str, ...]]] = {
    "not": ("pred",),
    "is": ("field",),
    "cmp": ("field", "relation", "number"),
    "tier_eq": ("tier",),
    "min_tier": ("tier",),
    "family_eq": ("family",),
    "provider_eq": ("provider",),
    "served_by_eq": ("served_by",),
    "has_cap": ("capability",),
    "scale": ("weight", "scorer"),
    "gate": ("pred", "scorer"),
    "neg": ("scorer",),
    "normalize": ("scorer",),
    "clamp": ("lo", "hi", "scorer"),
    "field": ("field",),
    "lit": ("number",),
    "sample": ("temperature",),
    "chain": ("chain",),
    "top_k": ("k", "selector"),
    "set_param": ("parameter", "value"),
    "inject_seed": ("parameter",),
    "clamp_param": ("parameter", "lo", "hi"),
    "jitter": ("parameter", "amount"),
    "filter_text": ("recipe",),
    "filter_image": ("recipe",),
    "custom": ("symbol",),
    "when": ("pred", "xform"),
    "always": ("action",),
    "override": ("plan", "kind", "action"),
    "policy": ("filter", "scorer", "selector", "xform", "failplan"),
}


def op_hint(op: str, also: Iterable[str] = ()) -> str | None:
    """For ``unknown op '<op>'``: the operation (or, from the text syntax, the
    sugar form in ``also``) it most likely misspells."""
    return did_you_mean(op, [*SIGNATURE, *also])


def not_a_term_hint(value: JSON) -> str | None:
    """For ``a term is { op, ... } with a string op``, in JSON's notation (the
    text syntax refuses these before admission sees them)."""
    if isinstance(value, str):
        op = value if value in SIGNATURE else closest(value, SIGNATURE)
        if op is not None:
            return f'did you mean ["{op}"]? A term is an array, even without arguments'
        return None
    if isinstance(value, dict):
        return 'a term is an array ["op", argument, …], not an object'
    if isinstance(value, list):
        if not value:
            return "an empty array is no term: its first element is the operation's name"
        if isinstance(value[0], list):
            return "the first element is the operation's name: is there one bracket too many?"
        return "the first element is the operation's name, a string"
    return None


def _slot_fits(arg: JSON, want: AnySort) -> bool:
    """Whether a written argument could fill a slot of sort ``want``: a term of
    a known operation fits its output sort, a term of an unknown one any
    operational sort, anything else a parameter."""
    is_term = isinstance(arg, list) and bool(arg) and isinstance(arg[0], str)
    if not isinstance(want, Sort):
        return not is_term
    if not is_term:
        return False
    assert isinstance(arg, list) and isinstance(arg[0], str)
    spec = SIGNATURE.get(arg[0])
    return spec is None or spec.out is want


def arity_hint(op: str, given: Sequence[JSON]) -> str:
    """For ``<op> takes <n> argument(s), got <m>``: the argument names, and which
    are missing or extra, found by lining the written arguments up with the
    slots in order by sort (each argument takes the first free slot after the
    last one taken that it fits; one that fits none is extra)."""
    names = SLOT_NAMES.get(op, ())
    if not names:
        return f"{op} takes no argument"
    ins = SIGNATURE[op].ins
    takes = f"{op} takes {listing(names)}"
    filled = [False] * len(ins)
    extra: list[int] = []
    slot = 0
    for i, arg in enumerate(given, start=1):
        fits = next((k for k in range(slot, len(ins)) if _slot_fits(arg, ins[k])), None)
        if fits is None:
            extra.append(i)
        else:
            filled[fits] = True
            slot = fits + 1
    missing = [name for name, taken in zip(names, filled, strict=True) if not taken]
    if len(given) < len(names) and len(missing) == len(names) - len(given):
        return f"{takes}; missing: {listing(missing)}"
    if len(given) > len(names) and len(extra) == len(given) - len(names):
        which = listing([f"argument {i}" for i in extra])
        return f"{takes}; no place for {which}"
    return takes


def empty_hint(op: str) -> str | None:
    """For ``<op> needs at least one argument``: the unit it would mean."""
    unit = SIGNATURE[op].unit
    return None if unit is None else f"an {op} of nothing would be its unit: write {unit}"


def sort_hint(op: str, index: int, got: Sort) -> str:
    """For ``expected <want>, got <got>`` at argument ``index`` of ``op``."""
    spec = SIGNATURE[op]
    if spec.variadic is not None:
        return f"every argument of {op} is a {spec.variadic}"
    names = SLOT_NAMES[op]
    here = f"argument {index} of {op} is its {names[index - 1]}, a {spec.ins[index - 1]}"
    elsewhere = [names[k] for k, want in enumerate(spec.ins) if want is got]
    if elsewhere:
        return f"{here}; a {got} is its {' or '.join(elsewhere)}: are arguments out of order?"
    return here


# ---------------------------------------------------------------------------
# parameters

#: ``cmp`` relations as people write them elsewhere.
_RELATION_SYMBOLS: Final = {
    "<": "lt",
    "<=": "le",
    "=": "eq",
    "==": "eq",
    "!=": "ne",
    "<>": "ne",
    ">=": "ge",
    ">": "gt",
}

_SCHEMA_FIELD: Final = (
    "a field of your own is declared in a schema given with --schema "
    '({{"fields": {{"{name}": {{"sort": "{sort}", "default": …}}}}}})'
)
_SCHEMA_TIER: Final = "another tier is declared in a schema's tier_order, given with --schema"


def _field_hint(value: JSON, want: Literal["Num", "Bool"], why: str, schema: Schema) -> str | None:
    if not isinstance(value, str):
        return None
    if why.startswith("undeclared field"):
        declared = [*CORE_FIELDS, *schema.extensions]
        same_sort = [n for n in declared if (d := schema.decl(n)) is not None and d.sort == want]
        near = closest(value, same_sort) or closest(value, declared)
        own = _SCHEMA_FIELD.format(name=value, sort=want)
        if near is not None:
            return _joined(f"did you mean '{near}'?", own)
        return _joined(f"the {want} fields are {listing(sorted(same_sort))}", own)
    if want == "Num":
        return "a Bool field is read by is; cmp and field read Num fields"
    return "a Num field is read by cmp and field; is reads Bool fields"


def _tier_hint(value: JSON, schema: Schema) -> str | None:
    near = did_you_mean(value, schema.tier_order) if isinstance(value, str) else None
    tiers = f"the tiers are {listing(schema.tier_order)} (lowest first)"
    return _joined(near, tiers, _SCHEMA_TIER)


def _relation_hint(value: JSON) -> str | None:
    if not isinstance(value, str):
        return None
    meant = _RELATION_SYMBOLS.get(value) or (value.lower() if value.lower() in RELATIONS else None)
    return f"did you mean '{meant}'?" if meant is not None else did_you_mean(value, RELATIONS)


def _key_hint(record: dict[str, JSON], keys: Sequence[str]) -> str | None:
    """A key of ``record`` that misspells one of ``keys``, in code-point order."""
    for key in sorted(record):
        near = closest(key, keys) if key not in keys else None
        if near is not None and near not in record:
            return f"did you mean '{near}' for the key '{key}'?"
    return None


def _action_hint(value: JSON, why: str) -> str | None:
    if not isinstance(value, dict):
        return "an Action is a record whose action is one of " + listing(ACTIONS)
    actions = f"the actions are {listing(ACTIONS)}"
    for key in ("action", "then_action"):
        if why.startswith(f"Action.{key} invalid"):
            written = value.get(key)
            if isinstance(written, str):
                return _joined(did_you_mean(written, ACTIONS), actions)
            return _joined(_key_hint(value, ACTION_CORE_KEYS), actions)
    found = re.match(r"Action key '(.*)' must map", why)
    if found is not None:
        near = did_you_mean(found.group(1), ACTION_CORE_KEYS)
        knobs = f"keys other than {listing(ACTION_CORE_KEYS)} are numeric knobs"
        return _joined(near, knobs)
    return None


def _chain_hint(value: JSON, why: str) -> str | None:
    found = re.match(r"Chain\[(\d+)\]", why)
    if found is None or not isinstance(value, list):
        return None
    entry = value[int(found.group(1)) - 1]
    keys = f"an entry's keys are {listing(CHAIN_KEYS)}"
    if not isinstance(entry, dict):
        return f"each entry is a record with a provider and a model; {keys}"
    misspelt = _key_hint(entry, CHAIN_KEYS)
    absent = [
        name
        for name, alias in (("provider", "provider_id"), ("model", "model_family"))
        if not isinstance(entry.get(name) or entry.get(alias), str)
    ]
    lacks = f"the entry has no {' and no '.join(absent)} string" if absent else None
    return _joined(lacks, misspelt, keys)


def _recipe_hint(value: JSON) -> str:
    """A Recipe refused: the shape it is accepted in, with the filters as written
    turned into it where they can be (``{GaussianNoise: 0.05}`` → ``[{GaussianNoise: 0.05}]``)."""
    shape = (
        "a Recipe is an array of steps, each a filter name or a one-entry record of a "
        "name and its number: [NFKC, RmZeroWidth] or [{GaussianNoise: 0.05}, "
        "{JpegRecompress: 0.8}]"
    )
    numbers = isinstance(value, dict) and all(isinstance(v, float | int) for v in value.values())
    if isinstance(value, dict) and value and numbers:
        steps = ", ".join(f"{{{k}: {v}}}" for k, v in value.items())
        return f"{shape}; here: [{steps}]"
    if isinstance(value, list):
        pairs = [
            f"{{{a}: {b}}}"
            for a, b in zip(value[::2], value[1::2], strict=False)
            if isinstance(a, str) and isinstance(b, float | int) and not isinstance(b, bool)
        ]
        if pairs and len(pairs) * 2 == len(value):
            return f"{shape}; here: [{', '.join(pairs)}]"
    return shape


def param_hint(sort: AnySort, value: JSON, why: str, schema: Schema) -> str | None:
    """The hint for a parameter of sort ``sort`` refused with ``why``."""
    if sort is ParamSort.REL:
        return _relation_hint(value)
    if sort is ParamSort.NUM_FIELD:
        return _field_hint(value, "Num", why, schema)
    if sort is ParamSort.BOOL_FIELD:
        return _field_hint(value, "Bool", why, schema)
    if sort is ParamSort.TIER:
        return _tier_hint(value, schema)
    if sort is ParamSort.ACTION:
        return _action_hint(value, why)
    if sort is ParamSort.CHAIN:
        return _chain_hint(value, why)
    if sort is ParamSort.RECIPE:
        return _recipe_hint(value)
    return None


# ---------------------------------------------------------------------------
# the command line's notation

#: Reasons worded in upstream's Lua notation, reworded per notation of a term
#: file.  Only the command line rewords; the protocol keeps the frozen text.
_NOTATIONS: Final = (
    (
        re.compile(r"a term is \{ op, \.\.\. \} with a string op"),
        {
            "json": 'a term is an array ["op", argument, …] that starts with the operation',
            "text": "a term is written (op argument …)",
        },
    ),
    (
        re.compile(r"Chain\[(\d+)\] must be \{ provider=, model= \}"),
        {
            "json": r'Chain[\1] must be {"provider": …, "model": …}',
            "text": r"Chain[\1] must be {provider: …, model: …}",
        },
    ),
)


def in_notation(why: str, notation: Literal["json", "text"]) -> str:
    """``why`` with upstream's Lua notation replaced by the term file's own."""
    for pattern, replacements in _NOTATIONS:
        why = pattern.sub(replacements[notation], why)
    return why
