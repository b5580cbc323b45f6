"""Admission: from any JSON value to a well-sorted term, or a refusal (spec/03-admission.md).

``admit(value, schema)`` is total over JSON values.  It checks, depth first and
left to right exactly as upstream's ``term.check`` does (so the first error
reported is the same): the bounds (depth <= 64, nodes <= 4096, checked on entry
to every node, so a hostile term is refused before the walk can go deeper than
65 levels), the shape ``[op, …]``, the operation, the arity, the sort of every
subterm and the validity of every parameter.  The messages are upstream's, the
path is upstream's (``$.and[2].cmp[3]``: the argument index is the JSON array
index).

Where upstream's Lua cannot tell an object from an array, or would encode a
value it cannot hold, this module pins the rule (spec/08-pinned.md): ``null``
and non-finite numbers are never parameter values; a non-empty object is not
an array; strings are valid Unicode; an empty object is the empty array.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from ..encoding.encode import encode_number
from ..syntax.errors import AdmissionError
from ..syntax.jsonio import LONE_SURROGATE, is_valid_unicode
from ..syntax.lua import chain_model, chain_provider
from ..syntax.signature import (
    ACTION_CORE_KEYS,
    ACTIONS,
    CHAIN_KEYS,
    OPEN_STRING_SORTS,
    RELATIONS,
    SIGNATURE,
    AnySort,
    ParamSort,
    Sort,
)
from ..syntax.terms import JSON, Arg, Term, param_from_json
from ..syntax.vocabulary import DEFAULT_SCHEMA, Schema
from .hints import (
    arity_hint,
    empty_hint,
    not_a_term_hint,
    op_hint,
    param_hint,
    sort_hint,
)

MAX_DEPTH: Final = 64
MAX_NODES: Final = 4096
#: Nesting bound of a parameter value (records and arrays inside records).
MAX_PARAM_DEPTH: Final = 64


@dataclass(frozen=True, slots=True)
class Admitted:
    """A term admission accepted, as written (sugar lowered, not normalized):
    what :class:`~sigma_pol.normal.normal_form.Normal` is made from."""

    term: Term

    @property
    def sort(self) -> Sort:
        """The sort the term is admitted with: its operation's output sort
        (spec/03-admission.md §3.3, step 7)."""
        return SIGNATURE[self.term.op].out


def admit(value: JSON, schema: Schema = DEFAULT_SCHEMA) -> Admitted:
    """Admit a JSON value as a term, or raise :class:`AdmissionError`."""
    counter = [0]
    term, _sort = _admit_node(value, schema, "$", 1, counter)
    return Admitted(term)


def check(value: JSON, schema: Schema = DEFAULT_SCHEMA) -> Sort:
    """The sort of an admitted term; raises :class:`AdmissionError` otherwise."""
    return admit(value, schema).sort


# ---------------------------------------------------------------------------
# values as messages show them


def shown(s: str) -> str:
    """A string safe to print: lone surrogates appear as ``\\udxxx`` escapes."""
    return s.encode("utf-8", "backslashreplace").decode("utf-8")


_ABSENT: Final = object()


def describe(v: object) -> str:
    """Upstream's ``tostring`` of a value inside a message, pinned for tables."""
    if v is _ABSENT:
        return "nil"
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int | float):
        number = _as_double(v)
        return encode_number(number) if math.isfinite(number) else str(number)
    if isinstance(v, str):
        return shown(v)
    return "array" if isinstance(v, list) else "object"


def _as_double(v: int | float) -> float:
    try:
        return float(v)
    except OverflowError:
        return math.inf if v > 0 else -math.inf


def is_finite_number(v: object) -> bool:
    if isinstance(v, bool) or not isinstance(v, int | float):
        return False
    return math.isfinite(_as_double(v))


def _is_table(v: object) -> bool:
    return isinstance(v, list | dict)


def _get(record: object, key: str) -> object:
    """Field of a Lua table: arrays have no string keys."""
    if isinstance(record, dict):
        return record.get(key, _ABSENT)
    return _ABSENT


# ---------------------------------------------------------------------------
# terms


def _admit_node(
    t: JSON, schema: Schema, path: str, depth: int, counter: list[int]
) -> tuple[Term, Sort]:
    if depth > MAX_DEPTH:
        raise AdmissionError(path, f"term exceeds max depth {MAX_DEPTH}")
    counter[0] += 1
    if counter[0] > MAX_NODES:
        raise AdmissionError(path, f"term exceeds max size {MAX_NODES} nodes")
    if not isinstance(t, list) or not t or not isinstance(t[0], str):
        raise AdmissionError(path, "a term is { op, ... } with a string op", not_a_term_hint(t))
    op = t[0]
    spec = SIGNATURE.get(op)
    if spec is None:
        raise AdmissionError(path, f"unknown op '{shown(op)}'", op_hint(op))
    args: list[Arg] = []
    if spec.variadic is not None:
        if len(t) < 2:
            raise AdmissionError(path, f"{op} needs at least one argument", empty_hint(op))
        for i in range(1, len(t)):
            here = f"{path}.{op}[{i}]"
            child, sort = _admit_node(t[i], schema, here, depth + 1, counter)
            if sort is not spec.variadic:
                wrong = f"expected {spec.variadic}, got {sort}"
                raise AdmissionError(here, wrong, sort_hint(op, i, sort))
            args.append(child)
        return Term(op, tuple(args)), spec.out
    if len(t) - 1 != len(spec.ins):
        raise AdmissionError(
            path, f"{op} takes {len(spec.ins)} argument(s), got {len(t) - 1}", arity_hint(op, t[1:])
        )
    for i, (want, rule) in enumerate(_ARGUMENTS[op], start=1):
        if rule is None:
            here = f"{path}.{op}[{i}]"
            child, sort = _admit_node(t[i], schema, here, depth + 1, counter)
            if sort is not want:
                raise AdmissionError(here, f"expected {want}, got {sort}", sort_hint(op, i, sort))
            args.append(child)
        else:
            why = _param_why(rule, t[i], schema)
            if why is not None:
                hint = param_hint(want, t[i], why, schema)
                raise AdmissionError(f"{path}.{op}[{i}]", why, hint)
            args.append(param_from_json(t[i]))
    return Term(op, tuple(args)), spec.out


# ---------------------------------------------------------------------------
# parameters

#: A parameter sort's rule: why a JSON value is not of the sort, or ``None``.
_Rule = Callable[[JSON, Schema], str | None]


def _param_why(rule: _Rule, v: JSON, schema: Schema) -> str | None:
    """Why ``v`` fails the rule of its parameter sort or is no parameter value, or ``None``."""
    why = rule(v, schema)
    if why is not None:
        return why
    if isinstance(v, str):
        return None if is_valid_unicode(v) else LONE_SURROGATE
    if isinstance(v, float | int):
        return None  # the sort's rule admitted it, so it is a finite number or a bool
    return _well_formed(v)


def _num(v: JSON, _schema: Schema) -> str | None:
    return None if is_finite_number(v) else "expected a finite number"


def _count(v: JSON, _schema: Schema) -> str | None:
    if not is_finite_number(v) or not float(v).is_integer() or float(v) < 1:  # type: ignore[arg-type]
        return "expected a positive integer (Count >= 1)"
    return None


def _rel(v: JSON, _schema: Schema) -> str | None:
    return (
        None if isinstance(v, str) and v in RELATIONS else "expected a relation (lt|le|eq|ne|ge|gt)"
    )


def _field_rule(want: str) -> Callable[[JSON, Schema], str | None]:
    def rule(v: JSON, schema: Schema) -> str | None:
        if not isinstance(v, str):
            return "expected a field name"
        decl = schema.decl(v)
        if decl is None:
            return f"undeclared field '{shown(v)}'"
        if decl.sort != want:
            return f"field '{shown(v)}' has sort {decl.sort}, expected {want}"
        return None

    return rule


def _tier(v: JSON, schema: Schema) -> str | None:
    if not isinstance(v, str) or schema.tier_rank(v) is None:
        return f"unknown tier '{describe(v)}'"
    return None


def _open_string(sort: ParamSort) -> Callable[[JSON, Schema], str | None]:
    def rule(v: JSON, _schema: Schema) -> str | None:
        return None if isinstance(v, str) else f"expected a string ({sort})"

    return rule


def _scalar(v: JSON, _schema: Schema) -> str | None:
    if isinstance(v, str | bool) or is_finite_number(v):
        return None
    return "expected a scalar (number|string|boolean)"


def _action(v: JSON, _schema: Schema) -> str | None:
    if not _is_table(v):
        return "Action must be a record"
    action, then_action = _get(v, "action"), _get(v, "then_action")
    if not (isinstance(action, str) and action in ACTIONS):
        return "Action.action invalid: " + describe(action)
    if then_action is not _ABSENT and not (isinstance(then_action, str) and then_action in ACTIONS):
        return "Action.then_action invalid: " + describe(then_action)
    for key in ("attempts", "open_breaker_ms"):
        x = _get(v, key)
        if x is not _ABSENT and not is_finite_number(x):
            return f"Action.{key} must be a number"
    backoff = _get(v, "backoff_ms")
    if backoff is not _ABSENT and not is_finite_number(backoff):
        if not isinstance(backoff, list) and backoff != {}:
            return "Action.backoff_ms must be a number or array"
        if isinstance(backoff, list) and not all(is_finite_number(x) for x in backoff):
            return "Action.backoff_ms entries must be numbers"
    assert isinstance(v, dict)
    for key in sorted(v):
        if key not in ACTION_CORE_KEYS and not is_finite_number(v[key]):
            return f"Action key '{shown(key)}' must map to a finite number"
    return None


def _recipe(v: JSON, _schema: Schema) -> str | None:
    if v == {}:
        return None
    if not isinstance(v, list):
        return "Recipe must be an array"
    for i, step in enumerate(v, start=1):
        if isinstance(step, str):
            continue
        if not _is_table(step):
            return f"Recipe[{i}] must be a string or flat record"
        if isinstance(step, list) and step:
            return f"Recipe[{i}] must map string keys to numbers"
        if isinstance(step, dict) and not all(is_finite_number(x) for x in step.values()):
            return f"Recipe[{i}] must map string keys to numbers"
    return None


def _chain(v: JSON, _schema: Schema) -> str | None:
    if v == {}:
        return None
    if not isinstance(v, list):
        return "Chain must be an array"
    for i, e in enumerate(v, start=1):
        if (
            not isinstance(e, dict)
            or not isinstance(chain_provider(e), str)
            or not isinstance(chain_model(e), str)
        ):
            return f"Chain[{i}] must be {{ provider=, model= }}"
        for key in sorted(e):
            if key not in CHAIN_KEYS:
                return f"Chain[{i}]: unknown key '{shown(key)}'"
    return None


_SORT_RULES: Final[dict[ParamSort, _Rule]] = {
    ParamSort.NUM: _num,
    ParamSort.COUNT: _count,
    ParamSort.REL: _rel,
    ParamSort.NUM_FIELD: _field_rule("Num"),
    ParamSort.BOOL_FIELD: _field_rule("Bool"),
    ParamSort.TIER: _tier,
    ParamSort.SCALAR: _scalar,
    ParamSort.ACTION: _action,
    ParamSort.RECIPE: _recipe,
    ParamSort.CHAIN: _chain,
    **{sort: _open_string(sort) for sort in OPEN_STRING_SORTS},
}

#: For each fixed operation, per argument: the sort it must have and, for a
#: parameter, the rule of its sort (``None`` for a subterm), looked up once here
#: rather than at every node.
_ARGUMENTS: Final[dict[str, tuple[tuple[AnySort, _Rule | None], ...]]] = {
    name: tuple((want, None if isinstance(want, Sort) else _SORT_RULES[want]) for want in spec.ins)
    for name, spec in SIGNATURE.items()
}


def _well_formed(v: JSON) -> str | None:
    """What no parameter may hold anywhere: null, non-finite numbers, lone
    surrogates, nesting beyond :data:`MAX_PARAM_DEPTH` (spec/08-pinned.md)."""
    stack: list[tuple[JSON, int]] = [(v, 1)]
    while stack:
        x, depth = stack.pop()
        if depth > MAX_PARAM_DEPTH:
            return f"parameter nests deeper than {MAX_PARAM_DEPTH}"
        if x is None:
            return "null is not a parameter value"
        if isinstance(x, str):
            if not is_valid_unicode(x):
                return LONE_SURROGATE
        elif isinstance(x, bool):
            pass
        elif isinstance(x, int | float):
            if not is_finite_number(x):
                return "expected a finite number"
        elif isinstance(x, list):
            stack.extend((y, depth + 1) for y in reversed(x))
        else:
            for key in sorted(x, reverse=True):
                if not is_valid_unicode(key):
                    return LONE_SURROGATE
                stack.append((x[key], depth + 1))
    return None
