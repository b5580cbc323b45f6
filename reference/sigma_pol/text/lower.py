"""From the pieces of a text to the JSON form of a term: bare names and sugar
(spec/12-text-syntax.md).

The reader builds every piece bottom-up as a :class:`Located` value: its JSON
form, where it starts, and (for a term) the located arguments, so that an
admission error's JSON path can be turned back into a line and a column.

**Bare names.**  What a bare name means is decided by the position it fills,
read off the signature: in a term position it is a nullary operation
(``meets_req``, ``argmax``) or a sugar atom; in a parameter position it is a
string, except ``true`` and ``false``.  Inside records and arrays everything is
a parameter value.  A term where a parameter belongs, or a record, array,
string or number where a term belongs, is refused here; everything else about
sorts and parameters is admission's to check.

**Sugar.**  The surface forms of upstream's elaborator (``llm_policy/elaborate.lua``),
lowered to exactly the core terms it produces, singleton collapses and empty
cases included (an empty set lowers to an ``or`` with no argument, which
admission then refuses, as upstream's does).  Maps are lowered in code-point
order of their keys.  ``jitter``, ``set_param``, ``clamp`` and ``top_k`` are
also core operations: with a single record argument they are the sugar,
otherwise the core operation.  The selector forms (``softmax_sample``,
``top_k {k, temp}``) are upstream's profile selectors with their defaults.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Final, Literal

from ..syntax.lua import truthy
from ..syntax.signature import SIGNATURE, Sort
from ..syntax.suggest import did_you_mean
from ..syntax.terms import JSON

Kind = Literal["term", "word", "string", "number", "boolean", "record", "array"]


@dataclass(frozen=True, slots=True)
class Located:
    """A piece of the text: its JSON form, its position, its located arguments."""

    kind: Kind
    json: JSON
    line: int
    column: int
    args: tuple[Located, ...] = ()
    #: a record's members as written: each key's piece and its value's piece
    members: tuple[tuple[Located, Located], ...] = ()
    #: an array's elements as written, so that a refusal of one (``Recipe[2]``)
    #: is placed at it
    items: tuple[Located, ...] = ()

    def member(self, key: str) -> tuple[Located, Located] | None:
        """The key's piece and its value's piece, in a record read from a text."""
        return next(((k, v) for k, v in self.members if k.json == key), None)


class TextProblem(Exception):
    """A refusal at a position, raised while reading; the reader adds the snippet."""

    def __init__(self, at: Located, why: str) -> None:
        super().__init__(why)
        self.line, self.column, self.why = at.line, at.column, why


_SHOWN_KIND: Final = MappingProxyType(
    {
        "string": "a string",
        "number": "a number",
        "boolean": "a boolean",
        "record": "a record",
        "array": "an array",
    }
)


def describe(piece: Located) -> str:
    if piece.kind == "term":
        assert isinstance(piece.json, list)
        return f"the term ({piece.json[0]}{' …' if len(piece.json) > 1 else ''})"
    if piece.kind == "word":
        return f"the name {piece.json}"
    return _SHOWN_KIND[piece.kind]


def node(op: str, at: Located, args: Sequence[Located]) -> Located:
    """The term ``(op args…)``, placed at ``at``."""
    return Located("term", [op, *(a.json for a in args)], at.line, at.column, tuple(args))


def value(json: JSON, at: Located) -> Located:
    """A parameter value built by a lowering, placed at ``at``."""
    kind: Kind = (
        "boolean"
        if isinstance(json, bool)
        else "string"
        if isinstance(json, str)
        else "number"
        if isinstance(json, float | int)
        else "array"
        if isinstance(json, list)
        else "record"
    )
    return Located(kind, json, at.line, at.column)


# ---------------------------------------------------------------------------
# positions


def as_term(piece: Located) -> Located:
    """``piece`` in a term position: a term, or a bare operation / sugar atom."""
    if piece.kind == "term":
        return piece
    if piece.kind == "word":
        assert isinstance(piece.json, str)
        atom = ATOMS.get(piece.json)
        return atom(piece) if atom is not None else node(piece.json, piece, ())
    raise TextProblem(
        piece,
        f"a term goes here, written (op …) or as a bare operation name; this is {describe(piece)}",
    )


def param_json(piece: Located) -> JSON:
    """The JSON value of ``piece`` in a parameter position: a bare name is a
    string, except ``true`` and ``false``; ``null`` and terms are refused."""
    if piece.kind == "word":
        if piece.json == "true" or piece.json == "false":
            return piece.json == "true"
        if piece.json == "null":
            raise TextProblem(
                piece, 'null is not a value of any parameter sort; write "null" for the string'
            )
        return piece.json
    if piece.kind == "term":
        raise TextProblem(
            piece,
            "a parameter value goes here (a number, a string, a name, a record or an array); "
            f"this is {describe(piece)}",
        )
    return piece.json


def as_param(piece: Located) -> Located:
    """``piece`` in a parameter position, as a located value (:func:`param_json`)."""
    json = param_json(piece)
    if piece.kind != "word":
        return piece
    kind: Kind = "boolean" if isinstance(json, bool) else "string"
    return Located(kind, json, piece.line, piece.column)


def _as_unknown(piece: Located) -> Located:
    """An argument of an unknown operation or beyond its arity: kept as written,
    so that admission reports the operation or the arity."""
    return piece if piece.kind == "term" else as_param(piece)


def _slots(op: str, count: int) -> list[Callable[[Located], Located]]:
    spec = SIGNATURE.get(op)
    if spec is None:
        return [_as_unknown] * count
    if spec.variadic is not None:
        return [as_term] * count
    known: list[Callable[[Located], Located]] = [
        as_term if isinstance(sort, Sort) else as_param for sort in spec.ins
    ]
    return (known + [_as_unknown] * count)[:count]


def apply(op: str, at: Located, args: Sequence[Located]) -> Located:
    """``(op args…)`` as written: a sugar form, or a core operation."""
    sugar = SUGAR.get(op)
    if sugar is not None and sugar.applies(args):
        return sugar.lower(at, args)
    return node(op, at, [slot(a) for slot, a in zip(_slots(op, len(args)), args, strict=True)])


# ---------------------------------------------------------------------------
# the sugar


@dataclass(frozen=True, slots=True)
class Sugar:
    """One surface form: when it applies, how it lowers, and what it means."""

    lower: Callable[[Located, Sequence[Located]], Located]
    doc: str
    applies: Callable[[Sequence[Located]], bool] = lambda _args: True
    #: its arguments are a list of members (a set or a combinator's operands),
    #: which the formatter puts one per line when the form does not fit
    members: bool = False


def _one_of(member_op: str, negate: bool, doc: str) -> Sugar:
    def lower(at: Located, args: Sequence[Located]) -> Located:
        members = [node(member_op, a, [as_param(a)]) for a in args]
        body = members[0] if len(members) == 1 else node("or", at, members)
        return node("not", at, [body]) if negate else body

    return Sugar(lower, doc, members=True)


def _combinator(op: str, doc: str, negate: bool = False) -> Sugar:
    def lower(at: Located, args: Sequence[Located]) -> Located:
        body = node(op, at, [as_term(a) for a in args])
        return node("not", at, [body]) if negate else body

    return Sugar(lower, doc, members=True)


def _atom(name: str, build: Callable[[Located], Located], doc: str) -> Sugar:
    def lower(at: Located, args: Sequence[Located]) -> Located:
        if args:
            raise TextProblem(args[0], f"{name} takes no arguments")
        return build(at)

    return Sugar(lower, doc)


def _single_record(args: Sequence[Located]) -> bool:
    return len(args) == 1 and args[0].kind == "record"


def _record_of(name: str, example: str, args: Sequence[Located], at: Located) -> Mapping[str, JSON]:
    if not _single_record(args):
        raise TextProblem(args[0] if args else at, f"{name} takes one record, like {example}")
    record = args[0].json
    assert isinstance(record, dict)
    return record


_PRICE_KEYS: Final = ("input", "output")


def _guess(key: str, keys: Sequence[str]) -> str:
    """`` (did you mean 'k'?)`` for a key that misspells one of ``keys``."""
    near = did_you_mean(key, keys)
    return "" if near is None else f" ({near})"


def _price_max(at: Located, args: Sequence[Located]) -> Located:
    record = _record_of("price_max", "{input: 5, output: 25}", args, at)
    where = args[0]
    for key in sorted(record):
        if key not in _PRICE_KEYS:
            raise TextProblem(
                where,
                f"price_max knows the keys input and output, not {key!r}{_guess(key, _PRICE_KEYS)}",
            )
    ceilings = [
        node("cmp", where, [value(field, where), value("le", where), value(record[key], where)])
        for key, field in (("input", "price_in"), ("output", "price_out"))
        if truthy(record.get(key))
    ]
    if not ceilings:
        return node("top", at, ())
    return ceilings[0] if len(ceilings) == 1 else node("and", at, ceilings)


def _per_key(build: Callable[[str, JSON, Located], Located], doc: str) -> Sugar:
    """``(op {k: v, …})``: one step per key, in key order, in a ``seq``."""

    def lower(at: Located, args: Sequence[Located]) -> Located:
        (record_piece,) = args
        record = record_piece.json
        assert isinstance(record, dict)
        steps = [build(key, record[key], record_piece) for key in sorted(record)]
        return steps[0] if len(steps) == 1 else node("seq", at, steps)

    return Sugar(lower, doc, _single_record)


def _member_at(record: Located, key: str) -> tuple[Located, Located]:
    """Where a record's key and its value stand (the record, when not read from a text)."""
    member = record.member(key)
    return member if member is not None else (record, record)


def _jitter(key: str, amount: JSON, at: Located) -> Located:
    # each step stands at its key, its amount at the amount (spec/12 §12.5)
    at_key, at_value = _member_at(at, key)
    return node("jitter", at_key, [value(key, at_key), value(amount, at_value)])


def _set_param(key: str, v: JSON, at: Located) -> Located:
    at_key, at_value = _member_at(at, key)
    if v == "from_ctx":
        return node("inject_seed", at_key, [value(key, at_key)])
    return node("set_param", at_key, [value(key, at_key), value(v, at_value)])


def _clamp(key: str, high: JSON, at: Located) -> Located:
    at_key, at_value = _member_at(at, key)
    return node(
        "clamp_param", at_key, [value(key, at_key), value(0.0, at_key), value(high, at_value)]
    )


def _retry_table(at: Located, args: Sequence[Located]) -> Located:
    # no table at all is the empty table, as upstream's `retry_table or {}`
    record = _record_of("retry_table", "{auth_error: {action: abort}}", args, at) if args else {}
    where = args[0] if args else at

    def written(key: str) -> tuple[Located, Located]:
        # each reason and action stands where the table writes it, so that an
        # error in an action is shown at its own key (spec/12 §12.5)
        member = where.member(key)
        if member is None:
            return value(key, where), value(record[key], where)
        at_key, at_value = member
        return value(key, at_key), replace(value(record[key], at_value), members=at_value.members)

    unknown = record.get("unknown")
    base: Located = (
        written("unknown")[1] if truthy(unknown) else value({"action": "next_candidate"}, where)
    )
    plan = node("always", where, [base])
    for reason in sorted(record):
        if reason != "unknown":
            key, action = written(reason)
            plan = node("override", where, [plan, key, action])
    return plan


def _options(
    name: str, keys: tuple[str, ...], at: Located, args: Sequence[Located]
) -> Mapping[str, JSON]:
    """The optional record of a selector form; a key it does not know is refused
    (upstream ignores it, which would turn a misspelling into a silent default)."""
    if not args:
        return {}
    example = "{" + ", ".join(f"{k}: …" for k in keys) + "}"
    record = _record_of(name, example, args, at)
    for key in sorted(record):
        if key not in keys:
            known = " and ".join(keys)
            why = f"{name} knows the keys {known}, not {key!r}{_guess(key, keys)}"
            raise TextProblem(args[0], why)
    return record


def _softmax_sample(at: Located, args: Sequence[Located]) -> Located:
    temp = _options("softmax_sample", ("temp",), at, args).get("temp")
    return node("sample", at, [value(temp if truthy(temp) else 1.0, args[0] if args else at)])


def _top_k(at: Located, args: Sequence[Located]) -> Located:
    options = _options("top_k", ("k", "temp"), at, args)
    where = args[0]
    k, temp = options.get("k"), options.get("temp")
    inner = node("sample", where, [value(temp, where)]) if truthy(temp) else node("argmax", at, ())
    return node("top_k", at, [value(k if truthy(k) else 3.0, where), inner])


def _is_not(field: str) -> Callable[[Located], Located]:
    return lambda at: node("not", at, [node("is", at, [value(field, at)])])


#: Bare sugar names in term positions (also written ``(name)``).
ATOMS: Final[Mapping[str, Callable[[Located], Located]]] = MappingProxyType(
    {
        "requirements": lambda at: node("meets_req", at, ()),
        "not_disabled": _is_not("disabled"),
        "breaker_closed": _is_not("breaker_open"),
        "identity": lambda at: node("id", at, ()),
        "softmax_sample": lambda at: _softmax_sample(at, ()),
    }
)

SUGAR: Final[Mapping[str, Sugar]] = MappingProxyType(
    {
        "requirements": _atom("requirements", ATOMS["requirements"], "requirements = meets_req"),
        "not_disabled": _atom(
            "not_disabled", ATOMS["not_disabled"], "not_disabled = (not (is disabled))"
        ),
        "breaker_closed": _atom(
            "breaker_closed", ATOMS["breaker_closed"], "breaker_closed = (not (is breaker_open))"
        ),
        "identity": _atom("identity", ATOMS["identity"], "identity = id"),
        "all_of": _combinator("and", "(all_of p …) = (and p …)"),
        "any_of": _combinator("or", "(any_of p …) = (or p …)"),
        "none_of": _combinator("or", "(none_of p …) = (not (or p …))", negate=True),
        "pipe": _combinator("seq", "(pipe x …) = (seq x …)"),
        "tier_in": _one_of("tier_eq", False, "(tier_in t …) = (or (tier_eq t) …)"),
        "family_in": _one_of("family_eq", False, "(family_in f …) = (or (family_eq f) …)"),
        "provider_in": _one_of("provider_eq", False, "(provider_in p …) = (or (provider_eq p) …)"),
        "provider_not_in": _one_of(
            "provider_eq", True, "(provider_not_in p …) = (not (or (provider_eq p) …))"
        ),
        "served_by_in": _one_of(
            "served_by_eq", False, "(served_by_in s …) = (or (served_by_eq s) …)"
        ),
        "served_by_not_in": _one_of(
            "served_by_eq", True, "(served_by_not_in s …) = (not (or (served_by_eq s) …))"
        ),
        "price_max": Sugar(
            _price_max,
            "(price_max {input: a, output: b}) = "
            "(and (cmp price_in le a) (cmp price_out le b)); no key: top",
        ),
        "jitter": _per_key(_jitter, "(jitter {k: v …}) = (seq (jitter k v) …)"),
        "set_param": _per_key(
            _set_param, "(set_param {k: v …}) = (seq (set_param k v) …); from_ctx: inject_seed"
        ),
        "clamp": _per_key(_clamp, "(clamp {k: hi …}) = (seq (clamp_param k 0 hi) …)"),
        "softmax_sample": Sugar(
            _softmax_sample, "(softmax_sample {temp: t}) = (sample t); no temp: (sample 1)"
        ),
        "top_k": Sugar(
            _top_k,
            "(top_k {k: n, temp: t}) = (top_k n (sample t)); no temp: argmax inside; no k: 3",
            _single_record,
        ),
        "retry_table": Sugar(
            _retry_table,
            "(retry_table {reason: action …}) = (override (always unknown) reason action) …; "
            "unknown defaults to {action: next_candidate}; no table: the empty one",
        ),
    }
)

#: How the sugar reads in a listing: sets and maps of one element lower to that
#: element alone (no or, no seq), as upstream's elaborator does.
SUGAR_NOTE: Final = (
    "a set or map of one element lowers to that element alone; "
    "maps lower in code-point order of their keys"
)
