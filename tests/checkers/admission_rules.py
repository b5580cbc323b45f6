"""The admission judgement ``Σ; σ ⊢ v : S``, transcribed from spec/03-admission.md §3.9.

Two transcriptions of chapter 3, sharing nothing with ``sigma_pol.valid.admission``:

* the **rules** (§3.9.2–§3.9.4): one function per rule, named after it, whose body
  is the conjunction of the rule's premises.  :func:`A_Root` decides the judgement
  and :func:`denote` gives ``⌊v⌋`` (§3.9.7).  No order of checks, no messages: a
  rule holds or it does not;
* the **check sequence** ``C(v)`` of §3.9.5, with the messages of §3.3–§3.6:
  :func:`check_sequence` performs the checks in the order §3.9.5 lists them and
  raises :class:`Refused` at the first that fails.

Theorem 9 (proofs/09-admission-rules.md) says the two agree (a derivation exists
exactly when no check fails) and that the reference's ``admit`` is both.

``Σ`` is transcribed too (the tables :data:`A_VAR` and :data:`A_FIX` are §3.9.2's
instances); ``σ`` is a :class:`Schema`, the declared fields and the tier order.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from .terms import Node, Param, Rec, encode_number

MAX_DEPTH: Final = 64
MAX_NODES: Final = 4096
MAX_NESTING: Final = 64

# ---------------------------------------------------------------------------
# Σ: the instances of the term rules, §3.9.2

#: The instances of ``A-Var``: each variadic operation and its argument sort ``S``
#: (which is also its conclusion sort).
A_VAR: Final[Mapping[str, str]] = {"and": "Pred", "or": "Pred", "add": "Scorer", "seq": "Xform"}

#: The instances of ``A-Fix`` (rule ``A-<op>``): conclusion sort and premises in
#: argument order; ``↓S`` is a subterm premise of sort ``S``, any other premise a
#: parameter of that sort.
A_FIX: Final[Mapping[str, tuple[str, tuple[str, ...]]]] = {
    "top": ("Pred", ()),
    "bot": ("Pred", ()),
    "meets_req": ("Pred", ()),
    "scope_matches": ("Pred", ()),
    "not": ("Pred", ("↓Pred",)),
    "is": ("Pred", ("BoolField",)),
    "cmp": ("Pred", ("NumField", "Rel", "Num")),
    "tier_eq": ("Pred", ("Tier",)),
    "min_tier": ("Pred", ("Tier",)),
    "family_eq": ("Pred", ("Family",)),
    "provider_eq": ("Pred", ("Provider",)),
    "served_by_eq": ("Pred", ("ServedBy",)),
    "has_cap": ("Pred", ("Capability",)),
    "zero": ("Scorer", ()),
    "scale": ("Scorer", ("Num", "↓Scorer")),
    "gate": ("Scorer", ("↓Pred", "↓Scorer")),
    "neg": ("Scorer", ("↓Scorer",)),
    "normalize": ("Scorer", ("↓Scorer",)),
    "clamp": ("Scorer", ("Num", "Num", "↓Scorer")),
    "field": ("Scorer", ("NumField",)),
    "lit": ("Scorer", ("Num",)),
    "argmax": ("Selector", ()),
    "ordered": ("Selector", ()),
    "sample": ("Selector", ("Num",)),
    "chain": ("Selector", ("Chain",)),
    "top_k": ("Selector", ("Count", "↓Selector")),
    "id": ("Xform", ()),
    "set_param": ("Xform", ("ParamName", "Scalar")),
    "inject_seed": ("Xform", ("ParamName",)),
    "clamp_param": ("Xform", ("ParamName", "Num", "Num")),
    "jitter": ("Xform", ("ParamName", "Num")),
    "filter_text": ("Xform", ("Recipe",)),
    "filter_image": ("Xform", ("Recipe",)),
    "custom": ("Xform", ("Sym",)),
    "when": ("Xform", ("↓Pred", "↓Xform")),
    "always": ("FailPlan", ("Action",)),
    "override": ("FailPlan", ("↓FailPlan", "FailReason", "Action")),
    "policy": ("Policy", ("↓Pred", "↓Scorer", "↓Selector", "↓Xform", "↓FailPlan")),
}

OPERATIONAL: Final = ("Pred", "Scorer", "Selector", "Xform", "FailPlan", "Policy")

#: The eight sorts whose rule is ``P-Str[P]``.
STRING_SORTS: Final = (
    "Family",
    "Provider",
    "ServedBy",
    "Capability",
    "ParamName",
    "Sym",
    "Provenance",
    "FailReason",
)

RELATIONS: Final = ("lt", "le", "eq", "ne", "ge", "gt")
#: ``Act``, the closed action vocabulary of §3.4.1.
ACT: Final = (
    "retry_same",
    "next_candidate",
    "next_provider_same_model",
    "disable_provider",
    "abort",
)
ACTION_CORE_KEYS: Final = ("action", "attempts", "backoff_ms", "then_action", "open_breaker_ms")
CHAIN_KEYS: Final = ("provider", "provider_id", "model", "model_family")


def premises(op: str, n: int) -> tuple[str, tuple[str, ...]]:
    """The conclusion sort of ``op`` and its premises for ``n`` arguments."""
    if op in A_VAR:
        return A_VAR[op], ("↓" + A_VAR[op],) * n
    return A_FIX[op]


@dataclass(frozen=True)
class Schema:
    """``σ``: declared fields (name -> ``"Num"`` or ``"Bool"``) and the tier order."""

    fields: Mapping[str, str] = field(default_factory=dict)
    tiers: tuple[str, ...] = ()

    def decl(self, name: str) -> str | None:
        return self.fields.get(name)


# ---------------------------------------------------------------------------
# JSON values, §3.9.1

#: "absent": the member ``v.k`` of an array, or a missing member.
ABSENT: Final[Any] = type("Absent", (), {"__repr__": lambda _self: "ABSENT"})()


def double(v: int | float) -> float:
    """A JSON number as a double: beyond the range it reads as an infinity (§3.4)."""
    try:
        return float(v)
    except OverflowError:
        return math.inf if v > 0 else -math.inf


def num(v: Any) -> bool:
    """``num(v)``: a finite number, never a boolean."""
    return not isinstance(v, bool) and isinstance(v, int | float) and math.isfinite(double(v))


def is_str(v: Any) -> bool:
    return isinstance(v, str)


def valid_unicode(s: str) -> bool:
    """No lone surrogate (a code point U+D800–U+DFFF cannot be encoded)."""
    return not any(0xD800 <= ord(c) <= 0xDFFF for c in s)


def member(v: Any, k: str) -> Any:
    """``v.k``: the member of an object, absent for an array or a missing member."""
    return v[k] if isinstance(v, dict) and k in v else ABSENT


def is_array_or_empty_object(v: Any) -> bool:
    """ "an array (or ``{}``)"."""
    return isinstance(v, list) or v == {}


def term_shaped(v: Any) -> bool:
    """The form of every rule's conclusion: an array whose first element is a string."""
    return isinstance(v, list) and len(v) >= 1 and isinstance(v[0], str)


# ---------------------------------------------------------------------------
# parameter rules, §3.9.3


def P_Num(v: Any, _s: Schema) -> bool:
    return num(v)


def P_Count(v: Any, _s: Schema) -> bool:
    return num(v) and double(v) == math.floor(double(v)) and double(v) >= 1


def P_Rel(v: Any, _s: Schema) -> bool:
    return is_str(v) and v in RELATIONS


def P_NumField(v: Any, s: Schema) -> bool:
    return is_str(v) and s.decl(v) == "Num"


def P_BoolField(v: Any, s: Schema) -> bool:
    return is_str(v) and s.decl(v) == "Bool"


def P_Tier(v: Any, s: Schema) -> bool:
    return is_str(v) and v in s.tiers


def P_Str(v: Any, _s: Schema) -> bool:
    return is_str(v)


def P_Scalar(v: Any, _s: Schema) -> bool:
    return num(v) or is_str(v) or isinstance(v, bool)


def P_Action(v: Any, _s: Schema) -> bool:
    backoff = member(v, "backoff_ms")
    return (
        isinstance(v, dict)
        and member(v, "action") in ACT
        and (member(v, "then_action") is ABSENT or member(v, "then_action") in ACT)
        and all(
            member(v, k) is ABSENT or num(member(v, k)) for k in ("attempts", "open_breaker_ms")
        )
        and (
            backoff is ABSENT
            or num(backoff)
            or (is_array_or_empty_object(backoff) and all(num(x) for x in backoff))
        )
        and all(num(x) for k, x in v.items() if k not in ACTION_CORE_KEYS)
    )


def P_Recipe(v: Any, _s: Schema) -> bool:
    def step(e: Any) -> bool:
        return is_str(e) or (isinstance(e, dict) and all(num(x) for x in e.values())) or e == []

    return is_array_or_empty_object(v) and all(step(e) for e in v)


def prov(e: Any) -> Any:
    """``prov(e)``: ``e.provider`` when present and not ``false``, else ``e.provider_id``."""
    first = member(e, "provider")
    return first if first is not ABSENT and first is not False else member(e, "provider_id")


def model(e: Any) -> Any:
    first = member(e, "model")
    return first if first is not ABSENT and first is not False else member(e, "model_family")


def P_Chain(v: Any, _s: Schema) -> bool:
    def entry(e: Any) -> bool:
        return (
            isinstance(e, dict)
            and is_str(prov(e))
            and is_str(model(e))
            and all(k in CHAIN_KEYS for k in e)
        )

    return is_array_or_empty_object(v) and all(entry(e) for e in v)


#: The rule of each parameter sort (``P-Str[P]`` for the eight string sorts).
PARAMETER_RULES: Final[Mapping[str, Callable[[Any, Schema], bool]]] = {
    "Num": P_Num,
    "Count": P_Count,
    "Rel": P_Rel,
    "NumField": P_NumField,
    "BoolField": P_BoolField,
    "Tier": P_Tier,
    **dict.fromkeys(STRING_SORTS, P_Str),
    "Scalar": P_Scalar,
    "Action": P_Action,
    "Recipe": P_Recipe,
    "Chain": P_Chain,
}


# ---------------------------------------------------------------------------
# well-formedness, §3.9.4


def W_Atom(v: Any, level: int) -> bool:
    return level <= MAX_NESTING and (isinstance(v, bool) or num(v))


def W_Str(v: Any, level: int) -> bool:
    return level <= MAX_NESTING and is_str(v) and valid_unicode(v)


def W_Arr(v: Any, level: int) -> bool:
    return level <= MAX_NESTING and isinstance(v, list) and all(wf(x, level + 1) for x in v)


def W_Obj(v: Any, level: int) -> bool:
    return (
        level <= MAX_NESTING
        and isinstance(v, dict)
        and all(valid_unicode(k) for k in v)
        and all(wf(x, level + 1) for x in v.values())
    )


def wf(v: Any, level: int) -> bool:
    """``⊢_ℓ v wf``: one of the four rules concludes it."""
    return W_Atom(v, level) or W_Str(v, level) or W_Arr(v, level) or W_Obj(v, level)


# ---------------------------------------------------------------------------
# term rules, §3.9.2


def derivable(v: Any, d: int, s: Schema) -> str | None:
    """``Σ; σ ⊢_d v : S``: the ``S`` when the rule whose conclusion has the form of
    ``v`` (the rules are syntax directed) has all its premises, else ``None``."""
    if not term_shaped(v):
        return None  # no rule concludes anything else
    if v[0] in A_VAR:
        return A_Var(v, d, s)
    if v[0] in A_FIX:
        return A_Fix(v, d, s)
    return None  # op ∉ Σ


def A_Var(v: list[Any], d: int, s: Schema) -> str | None:
    sort = A_VAR[v[0]]
    args = v[1:]
    holds = d <= MAX_DEPTH and len(args) >= 1 and all(derivable(a, d + 1, s) == sort for a in args)
    return sort if holds else None


def A_Fix(v: list[Any], d: int, s: Schema) -> str | None:
    out, wants = A_FIX[v[0]]
    args = v[1:]

    def premise(want: str, a: Any) -> bool:
        if want.startswith("↓"):
            return derivable(a, d + 1, s) == want[1:]
        return PARAMETER_RULES[want](a, s) and wf(a, 1)

    holds = (
        d <= MAX_DEPTH
        and len(args) == len(wants)
        and all(premise(w, a) for w, a in zip(wants, args, strict=True))
    )
    return out if holds else None


def A_Root(v: Any, s: Schema) -> str | None:
    """``Σ; σ ⊢ v : S``."""
    sort = derivable(v, 1, s)
    return sort if sort is not None and nodes(v) <= MAX_NODES else None


def nodes(v: list[Any]) -> int:
    """``|v|ₙ`` of a derivable ``v``: its term nodes (parameters are not nodes)."""
    _, wants = premises(v[0], len(v) - 1)
    return 1 + sum(nodes(a) for w, a in zip(wants, v[1:], strict=True) if w.startswith("↓"))


def denote(v: list[Any]) -> Node:
    """``⌊v⌋`` of a derivable ``v`` (§3.7, §3.9.7)."""
    _, wants = premises(v[0], len(v) - 1)
    return Node(
        v[0],
        tuple(
            denote(a) if w.startswith("↓") else denote_param(a)
            for w, a in zip(wants, v[1:], strict=True)
        ),
    )


def denote_param(v: Any) -> Param:
    """Numbers become doubles and every zero ``+0``; ``{}`` the empty array; objects records."""
    if isinstance(v, bool | str):
        return v
    if isinstance(v, int | float):
        return double(v) + 0.0  # -0 + +0 is +0 (IEEE 754, round to nearest)
    if isinstance(v, list):
        return tuple(denote_param(x) for x in v)
    if not v:
        return ()
    return Rec(tuple(sorted((k, denote_param(x)) for k, x in v.items())))


# ---------------------------------------------------------------------------
# the check sequence C(v), §3.9.5, with the messages of §3.3–§3.6


class Refused(Exception):
    """The first failing check of ``C(v)``: where, why, and which check it was."""

    def __init__(self, path: str, reason: str, check: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path, self.reason, self.check = path, reason, check


def show(s: str) -> str:
    """A string inside a message (§3.6): itself, a lone surrogate as ``\\udxxx``."""
    return "".join(f"\\u{ord(c):04x}" if 0xD800 <= ord(c) <= 0xDFFF else c for c in s)


def render(v: Any) -> str:
    """``<v>``, a value inside a message (§3.6)."""
    if v is ABSENT:
        return "nil"
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int | float):
        x = double(v)
        if math.isfinite(x):
            return encode_number(x)
        if math.isnan(x):
            return "nan"
        return "inf" if x > 0 else "-inf"
    if isinstance(v, str):
        return show(v)
    return "array" if isinstance(v, list) else "object"


_TOO_DEEP: Final = f"term exceeds max depth {MAX_DEPTH}"
_TOO_BIG: Final = f"term exceeds max size {MAX_NODES} nodes"


@dataclass
class Sequence:
    """One walk of ``C(v)``: the schema, the node counter ``N``, the checks done."""

    schema: Schema
    counter: int = 0
    performed: list[str] = field(default_factory=list)

    def check(self, name: str, holds: bool, path: str, reason: str | Callable[[], str]) -> None:
        """Record check ``name``; refuse at ``path`` when it fails.  A ``reason`` that
        needs work to write (a value shown) may be given as a function, called only
        then: the walk makes hundreds of checks per value, nearly all of which hold."""
        self.performed.append(name)
        if not holds:
            raise Refused(path, reason if isinstance(reason, str) else reason(), name)

    # -- terms (§3.9.5 steps 1–6) ------------------------------------------

    def node(self, v: Any, path: str, d: int) -> str:
        self.check("depth", d <= MAX_DEPTH, path, _TOO_DEEP)
        self.counter += 1
        self.check("size", self.counter <= MAX_NODES, path, _TOO_BIG)
        self.check("shape", term_shaped(v), path, "a term is { op, ... } with a string op")
        op, args = v[0], v[1:]
        self.check("op", op in A_VAR or op in A_FIX, path, lambda: f"unknown op '{show(op)}'")
        if op in A_VAR:
            self.check("arity", len(args) >= 1, path, lambda: f"{op} needs at least one argument")
        else:
            m = len(A_FIX[op][1])
            self.check(
                "arity",
                len(args) == m,
                path,
                lambda: f"{op} takes {m} argument(s), got {len(args)}",
            )
        out, wants = premises(op, len(args))
        for i, (want, a) in enumerate(zip(wants, args, strict=True), start=1):
            here = f"{path}.{op}[{i}]"
            if want.startswith("↓"):
                got = self.node(a, here, d + 1)
                self.check(
                    "sort",
                    got == want[1:],
                    here,
                    lambda w=want, g=got: f"expected {w[1:]}, got {g}",
                )
            else:
                self.parameter(want, a, here)
                self.well_formed(a, here, 1)
        return out

    # -- parameter rules (§3.4) ----------------------------------------------

    def parameter(self, sort: str, v: Any, path: str) -> None:
        def check(holds: bool, reason: str | Callable[[], str]) -> None:
            self.check(f"P-{sort}", holds, path, reason)

        if sort == "Num":
            check(num(v), "expected a finite number")
        elif sort == "Count":
            check(P_Count(v, self.schema), "expected a positive integer (Count >= 1)")
        elif sort == "Rel":
            check(P_Rel(v, self.schema), "expected a relation (lt|le|eq|ne|ge|gt)")
        elif sort in ("NumField", "BoolField"):
            want, other = ("Num", "Bool") if sort == "NumField" else ("Bool", "Num")
            check(is_str(v), "expected a field name")
            check(self.schema.decl(v) is not None, lambda: f"undeclared field '{show(v)}'")
            check(
                self.schema.decl(v) == want,
                lambda: f"field '{show(v)}' has sort {other}, expected {want}",
            )
        elif sort == "Tier":
            check(is_str(v) and v in self.schema.tiers, lambda: f"unknown tier '{render(v)}'")
        elif sort in STRING_SORTS:
            check(is_str(v), f"expected a string ({sort})")
        elif sort == "Scalar":
            check(P_Scalar(v, self.schema), "expected a scalar (number|string|boolean)")
        elif sort == "Action":
            self.action(v, check)
        elif sort == "Recipe":
            self.recipe(v, check)
        else:
            assert sort == "Chain", sort
            self.chain(v, check)

    @staticmethod
    def action(v: Any, check: Callable[[bool, str | Callable[[], str]], None]) -> None:
        """§3.4.1, steps 1–6."""
        check(isinstance(v, dict | list), "Action must be a record")
        verb = member(v, "action")
        check(verb in ACT, lambda: f"Action.action invalid: {render(verb)}")
        then = member(v, "then_action")
        check(then is ABSENT or then in ACT, lambda: f"Action.then_action invalid: {render(then)}")
        for key in ("attempts", "open_breaker_ms"):
            x = member(v, key)
            check(x is ABSENT or num(x), f"Action.{key} must be a number")
        backoff = member(v, "backoff_ms")
        if backoff is not ABSENT and not num(backoff):
            check(is_array_or_empty_object(backoff), "Action.backoff_ms must be a number or array")
            check(all(num(x) for x in backoff), "Action.backoff_ms entries must be numbers")
        for key in sorted(v):
            if key not in ACTION_CORE_KEYS:
                check(
                    num(v[key]),
                    lambda key=key: f"Action key '{show(key)}' must map to a finite number",
                )

    @staticmethod
    def recipe(v: Any, check: Callable[[bool, str | Callable[[], str]], None]) -> None:
        """§3.4.2."""
        check(is_array_or_empty_object(v), "Recipe must be an array")
        for i, step in enumerate(v, start=1):
            if is_str(step):
                continue
            check(isinstance(step, dict | list), f"Recipe[{i}] must be a string or flat record")
            flat = step == [] or (isinstance(step, dict) and all(num(x) for x in step.values()))
            check(flat, f"Recipe[{i}] must map string keys to numbers")

    @staticmethod
    def chain(v: Any, check: Callable[[bool, str | Callable[[], str]], None]) -> None:
        """§3.4.3."""
        check(is_array_or_empty_object(v), "Chain must be an array")
        for i, e in enumerate(v, start=1):
            check(
                isinstance(e, dict) and is_str(prov(e)) and is_str(model(e)),
                f"Chain[{i}] must be {{ provider=, model= }}",
            )
            for key in sorted(e):
                check(key in CHAIN_KEYS, f"Chain[{i}]: unknown key '{show(key)}'")

    # -- the well-formedness walk (§3.5, §3.9.6) ------------------------------

    def well_formed(self, v: Any, path: str, level: int) -> None:
        def check(name: str, holds: bool, reason: str) -> None:
            self.check(f"wf-{name}", holds, path, reason)

        check("nesting", level <= MAX_NESTING, f"parameter nests deeper than {MAX_NESTING}")
        check("null", v is not None, "null is not a parameter value")
        if is_str(v):
            check("unicode", valid_unicode(v), "string is not valid Unicode (lone surrogate)")
        elif isinstance(v, int | float) and not isinstance(v, bool):
            check("finite", num(v), "expected a finite number")
        elif isinstance(v, list):
            for x in v:
                self.well_formed(x, path, level + 1)
        elif isinstance(v, dict):
            for k in v:
                check("unicode", valid_unicode(k), "string is not valid Unicode (lone surrogate)")
            for k in sorted(v):
                self.well_formed(v[k], path, level + 1)


def check_sequence(v: Any, schema: Schema) -> Sequence:
    """Run ``C(v)`` to its end (returns the walk) or to its first failing check (raises)."""
    walk = Sequence(schema)
    walk.node(v, "$", 1)
    return walk


def first_failure(v: Any, schema: Schema) -> Refused | None:
    try:
        check_sequence(v, schema)
    except Refused as refused:
        return refused
    return None
