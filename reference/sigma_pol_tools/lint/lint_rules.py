"""Lint: admissible but suspicious terms and contexts (spec/14-lint.md).

Admission says whether a term is well formed; lint says where a well-formed
term probably does not say what its author meant: a child the normal form
removes, a filter made constant by ``bot``, a weight of 0, a ``clamp`` whose
bounds are swapped, an error kind no host reports.  Every warning has a stable
code, a message, a fix and its place: the JSON path of the term position (or
parameter position) it is about, which the command line turns into a line and
a column.

``lint_term`` is an algebra over the fold (spec/01-terms-and-sorts.md §1.4),
like every other walk of a term: each node gets its children's findings, moves
them under its own path step, and adds its own, looking one level down (and at
the few facts its children pass up: whether a Scorer is constant, the operands
of a flattened ``and``/``or``, the error kinds a FailPlan overrides).  It lints
the term as written, sugar lowered, never its normal form: what the normal form
removes is exactly what it reports.

``lint_context`` reads a context as JSON and reports the members and values
evaluation never reads (spec/02-vocabulary.md §Inputs).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final

from sigma_pol.encoding.encode import encode_number
from sigma_pol.normal.normal_form import NORMALIZING_ALGEBRA, Normal
from sigma_pol.semantics.requirements import NEED_TO_CAPABILITY
from sigma_pol.syntax.fold import OpInterpretation, fold, subterm_positions, uniform
from sigma_pol.syntax.signature import ACTION_CORE_KEYS, SIGNATURE
from sigma_pol.syntax.suggest import did_you_mean, listing
from sigma_pol.syntax.terms import JSON, ParamValue, Term
from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA, Schema

from .directives import KIND_OF_OP, recipe_problems
from .host_names import (
    ACTION_KNOBS,
    CAPABILITIES,
    CONTEXT_MEMBERS,
    COST_FIELDS,
    ERROR_KINDS,
    NEEDS,
    PARAMETERS,
    PRIVACY_VALUES,
    REQUIREMENT_MEMBERS,
    STATE_MEMBERS,
    THEN_ACTIONS,
)

#: Every warning code, with what it is about (spec/14-lint.md §14.2).
CODES: Final = MappingProxyType(
    {
        "unit-child": "a child equal to its operation's unit",
        "duplicate-child": "an and/or operand written twice",
        "constant-pred": "a Pred made constant by top or bot",
        "double-negation": "not of not",
        "double-normalize": "normalize of normalize",
        "normalize-constant": "normalize of a Scorer that is the same for every candidate",
        "scale-zero": "scale by 0",
        "clamp-inverted": "clamp or clamp_param with lo above hi",
        "unknown-error-kind": "an override of an error kind no host reports",
        "shadowed-override": "an override hidden by an outer one of the same kind",
        "unknown-action-key": "an Action key that misspells a known one",
        "unknown-capability": "has_cap with a capability that misspells a known one",
        "unknown-parameter": "a request parameter that misspells a known one",
        "maximized-cost": "a price or latency the selector prefers high",
        "then-action-ignored": "a then_action other than abort or next_candidate",
        "attempts-not-count": "retry_same attempts that are not a whole number of at least 1",
        "negative-backoff": "a backoff_ms below 0",
        "sample-negative": "sample with a temperature below 0",
        "negative-jitter": "jitter by an amount below 0",
        "unread-context-member": "a context member evaluation never reads",
        "ignored-context-value": "a privacy or need value meets_req ignores",
        "breaker-not-duration": "an open_breaker_ms other than 1: it is a flag, not a duration",
        "no-health-filter": "a policy that never reads breaker_open (nor, often, disabled)",
        "unknown-directive": "a filter name the directive registry does not list",
        "directive-shape": "a registered filter written with another parameter shape",
    }
)

#: A path below a term: (operation, argument index) steps, as in ``$.and[2].not[1]``.
Steps = tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class Finding:
    """One warning: its code (a key of :data:`CODES`), what is suspicious, how
    to fix it, and the JSON path of what it is about."""

    code: str
    message: str
    fix: str
    path: str


@dataclass(frozen=True, slots=True)
class _Found:
    """A finding placed relative to the node being folded."""

    steps: Steps
    code: str
    message: str
    fix: str
    #: the key of the Action at ``steps`` the finding is about
    key: str | None = None

    def under(self, op: str, index: int) -> _Found:
        return _Found(((op, index), *self.steps), self.code, self.message, self.fix, self.key)


@dataclass(frozen=True, slots=True)
class _Facts:
    """What a node passes up: findings, and what its parent's checks look at."""

    found: tuple[_Found, ...] = ()
    #: the node's normal form (the same fold computes it: the product of this
    #: algebra and the normal form's), so operands compare modulo the equations
    normal: Normal | None = None
    #: a Scorer that gives every candidate the same score
    constant: bool = False
    #: an ``and``/``or``: its operands once nested nodes of the same operation are
    #: flattened (units and absorbing elements left out), each as the encoding of
    #: its normal form, with its place
    operands: tuple[tuple[str, Steps], ...] = ()
    #: a FailPlan: each error kind an override names, with the override's place
    kinds: tuple[tuple[str, Steps], ...] = ()
    #: a Scorer: each cost field (price, latency) that raises the score as it
    #: rises (an even number of neg and negative scale above it), with its place
    rising: tuple[tuple[str, Steps], ...] = ()
    #: a Scorer: each cost field that lowers the score as it rises
    falling: tuple[tuple[str, Steps], ...] = ()
    #: a Selector that prefers higher scores
    high: bool = False


def path_of(steps: Steps, key: str | None = None) -> str:
    """The JSON path of a term position, and of a key of the record there."""
    member = "" if key is None else f".{key}"
    return "$" + "".join(f".{op}[{index}]" for op, index in steps) + member


def _num(v: ParamValue) -> str:
    assert isinstance(v, float)
    return encode_number(v)


def _short(v: float) -> str:
    """A number as an author writes it: the shortest text that reads back as it."""
    return str(int(v)) if v == int(v) and abs(v) < 2**53 else repr(v)


# ---------------------------------------------------------------------------
# the checks, one per operation that has any; each looks one level down


_Check = Callable[[Term, tuple[Any, ...]], _Facts]

#: and/or decide the same with an operand written once or twice (idempotence
#: holds semantically, though it is not an equation of the normal form).
_IDEMPOTENT: Final = ("and", "or")
_MEANS: Final = {"and": ("bot", "never holds"), "or": ("top", "always holds")}


def _variadic(node: Term, args: tuple[Any, ...]) -> _Facts:
    op = node.op
    spec = SIGNATURE[op]
    found: list[_Found] = []
    operands: list[tuple[str, Steps]] = []
    for index, (child, facts) in enumerate(zip(node.args, args, strict=True), start=1):
        assert isinstance(child, Term)
        here: Steps = ((op, index),)
        if child.op == spec.unit:
            found.append(
                _Found(
                    here,
                    "unit-child",
                    f"{child.op} in {op} changes nothing: the normal form drops it",
                    f"remove {child.op}",
                )
            )
        elif child.op == spec.absorb:
            value, means = _MEANS[op]
            found.append(
                _Found(
                    here,
                    "constant-pred",
                    f"{child.op} makes the whole {op} {value}: it {means}",
                    f"remove {child.op}, or write {value} alone if that is meant",
                )
            )
        elif child.op == op:
            operands.extend((body, here + steps) for body, steps in facts.operands)
        else:
            assert facts.normal is not None
            operands.append((facts.normal.body, here))
    if op in _IDEMPOTENT:
        seen: set[str] = set()
        for body, steps in operands:
            if body in seen:
                found.append(
                    _Found(
                        steps,
                        "duplicate-child",
                        f"this operand repeats an earlier one of the same {op} (equal in normal "
                        "form): it decides nothing new, but the normal form keeps both, so the "
                        "identity differs",
                        "remove the repeat",
                    )
                )
            seen.add(body)
    constant = op == "add" and all(facts.constant for facts in args)
    operands_of = tuple(operands) if op in _IDEMPOTENT else ()
    return _Facts(tuple(found), constant=constant, operands=operands_of)


def _not(node: Term, args: tuple[Any, ...]) -> _Facts:
    (child,) = node.args
    assert isinstance(child, Term)
    if child.op == "not":
        return _Facts(
            (
                _Found(
                    (),
                    "double-negation",
                    "not of not is the pred inside: the normal form removes both",
                    "write the inner pred alone",
                ),
            )
        )
    if child.op in ("top", "bot"):
        other = "bot" if child.op == "top" else "top"
        return _Facts(
            (_Found((), "constant-pred", f"not {child.op} is {other}", f"write {other}"),)
        )
    return _Facts()


def _constant_scorer(node: Term, args: tuple[Any, ...]) -> _Facts:
    """lit and zero; scale, neg and clamp pass their Scorer's constancy up."""
    if node.op in ("lit", "zero"):
        return _Facts(constant=True)
    return _Facts(constant=args[-1].constant)


def _field(node: Term, args: tuple[Any, ...]) -> _Facts:
    """A cost field rises with the score it gives (it is its own score)."""
    rising = ((args[0], ()),) if args[0] in COST_FIELDS else ()
    return _Facts(rising=rising)


def _prefers_high(node: Term, args: tuple[Any, ...]) -> _Facts:
    """``argmax`` prefers a higher score; ``top_k`` what its inner Selector prefers
    (``ordered`` and ``chain`` read no score; ``sample``: :func:`_sample`)."""
    return _Facts(high=node.op == "argmax" or (node.op == "top_k" and args[1].high))


def _is_read(node: Term, args: tuple[Any, ...]) -> frozenset[str]:
    """The fields a term reads by ``is``."""
    below = frozenset().union(*(args[i] for i in subterm_positions(node)))
    return below | {str(node.args[0])} if node.op == "is" else below


_IS_READ: Final = MappingProxyType(uniform(_is_read))


def _health(node: Term) -> list[_Found]:
    """A policy whose filter and scorer never read breaker_open: it plans a
    provider whose breaker is open like any other, and a run calls it (chapter
    15 skips a disabled provider, R-Skip, but not an open breaker).  When
    disabled is not read either, the warning says so too."""
    pred, scorer = node.args[0], node.args[1]
    assert isinstance(pred, Term) and isinstance(scorer, Term)
    reads = fold(pred, _IS_READ) | fold(scorer, _IS_READ)
    if "breaker_open" in reads:
        return []
    both = "disabled" not in reads
    names = "breaker_open nor disabled" if both else "breaker_open"
    sugar = "breaker_closed not_disabled" if both else "breaker_closed"
    return [
        _Found(
            (("policy", 1),),
            "no-health-filter",
            f"neither the filter nor the scorer reads {names}: a provider whose breaker is "
            "open is planned like any other, and a run calls it first when it ranks first",
            f"add {sugar} to the filter: (all_of {sugar} …), as upstream's subzero does, "
            "or (gate breaker_closed …) in the scorer to demote it",
        )
    ]


def _policy(node: Term, args: tuple[Any, ...]) -> _Facts:
    selector = node.args[2]
    assert isinstance(selector, Term)
    health = _health(node)
    if not args[2].high:
        return _Facts(tuple(health))
    found = [
        _Found(
            (("policy", 2), *steps),
            "maximized-cost",
            f"the score rises with {name}, and {selector.op} prefers the highest "
            f"score: this policy prefers the {'slowest' if name == 'latency_ms' else 'dearest'} "
            "candidates",
            f"(neg (normalize (field {name}))), or (scale -1 (field {name}))",
        )
        for name, steps in args[1].rising
    ]
    return _Facts((*health, *found))


def _sample(node: Term, args: tuple[Any, ...]) -> _Facts:
    (temp,) = args
    assert isinstance(temp, float)
    if temp >= 0:
        return _Facts(high=True)
    found = _Found(
        (("sample", 1),),
        "sample-negative",
        f"a temperature of {_short(temp)} is read as 0: sample then draws nothing at random and "
        "orders by score, best first",
        "a temperature above 0 (the higher, the more evenly it draws), or argmax to order by score",
    )
    return _Facts((found,), high=True)


def _jitter(node: Term, args: tuple[Any, ...]) -> _Facts:
    found = list(_parameter(node, args).found)
    amount = args[1]
    assert isinstance(amount, float)
    if amount < 0:
        found.append(
            _Found(
                (("jitter", 2),),
                "negative-jitter",
                f"jitter moves a parameter by up to ± its amount: {_short(amount)} spreads as "
                f"{_short(-amount)} does, every offset's sign turned around",
                f"write {_short(-amount)}",
            )
        )
    return _Facts(tuple(found))


def _scale(node: Term, args: tuple[Any, ...]) -> _Facts:
    weight, scorer = args
    if weight == 0:
        found = _Found(
            (),
            "scale-zero",
            "scale 0 gives every candidate 0: the normal form makes it zero",
            "give it a weight other than 0, or remove it",
        )
        return _Facts((found,), constant=True)
    return _Facts(constant=scorer.constant)


def _clamp(node: Term, args: tuple[Any, ...]) -> _Facts:
    lo, hi = (args[0], args[1]) if node.op == "clamp" else (args[1], args[2])
    assert isinstance(lo, float) and isinstance(hi, float)
    constant = node.op == "clamp" and args[2].constant
    if lo <= hi:
        return _Facts(constant=constant)
    found = _Found(
        (),
        "clamp-inverted",
        f"lo {_num(lo)} is above hi {_num(hi)}: a value below lo becomes lo, "
        "every other becomes hi, so the order of values is turned around",
        f"swap them: lo {_num(hi)}, hi {_num(lo)}",
    )
    return _Facts((found,), constant=constant)


def _normalize(node: Term, args: tuple[Any, ...]) -> _Facts:
    (child,) = node.args
    assert isinstance(child, Term)
    if child.op == "normalize":
        found = _Found(
            (),
            "double-normalize",
            "normalize of normalize is the inner normalize: the normal form removes one",
            "write normalize once",
        )
        return _Facts((found,), constant=args[0].constant)
    if args[0].constant:
        found = _Found(
            (),
            "normalize-constant",
            "normalize of a scorer that is the same for every candidate gives every "
            "candidate 0 (one distinct value)",
            "normalize a scorer that varies by candidate, like field price_in, or drop normalize",
        )
        return _Facts((found,), constant=True)
    return _Facts()


_GATED: Final = {
    ("gate", "top"): ("gate on top is its scorer", "write the scorer alone"),
    ("gate", "bot"): ("gate on bot gives every candidate 0", "remove it, or gate on a pred"),
    ("when", "top"): ("when on top always transforms", "write the transform alone"),
    ("when", "bot"): ("when on bot never transforms: it is id", "remove it"),
}


def _gate(node: Term, args: tuple[Any, ...]) -> _Facts:
    pred = node.args[0]
    assert isinstance(pred, Term)
    said = _GATED.get((node.op, pred.op))
    if node.op == "gate":
        constant = pred.op == "bot" or (pred.op == "top" and args[1].constant)
    else:
        constant = False
    if said is None:
        return _Facts(constant=constant)
    message, fix = said
    return _Facts((_Found(((node.op, 1),), "constant-pred", message, fix),), constant=constant)


def _action_keys(action: ParamValue, here: Steps) -> list[_Found]:
    """Keys of an Action record that are neither core keys nor known knobs, and
    misspell one of them (any other key is a host's own numeric knob)."""
    if not isinstance(action, Mapping):
        return []
    found = []
    for key in action:
        if key in ACTION_CORE_KEYS or key in ACTION_KNOBS:
            continue
        near = did_you_mean(key, (*ACTION_CORE_KEYS, *ACTION_KNOBS))
        if near is not None:
            found.append(
                _Found(
                    here,
                    "unknown-action-key",
                    f"the Action key '{key}' is read as a numeric knob that no known host reads",
                    near,
                    key,
                )
            )
    return found


def _action_values(action: ParamValue, here: Steps) -> list[_Found]:
    """An Action's values that upstream's engine reads otherwise than they read
    (chapter 15's ``handle_response``): a ``then_action`` it does not tell apart,
    ``attempts`` that are not a count, a backoff below 0."""
    if not isinstance(action, Mapping):
        return []
    found: list[_Found] = []
    then = action.get("then_action")
    if isinstance(then, str) and then not in THEN_ACTIONS:
        found.append(
            _Found(
                here,
                "then-action-ignored",
                f"once its retries are spent, retry_same tells only abort from the rest: "
                f"then_action {then} moves to the next candidate",
                "write then_action: next_candidate (what it does), or abort",
                "then_action",
            )
        )
    attempts = action.get("attempts")
    if isinstance(attempts, float) and not (attempts >= 1 and attempts == int(attempts)):
        whole = max(1, int(attempts)) if attempts >= 1 else 1
        does = (
            f"retries while the count is at most {_short(attempts)}: {int(attempts)} times"
            if attempts >= 1
            else "never retries: the first failure goes to then_action"
        )
        found.append(
            _Found(
                here,
                "attempts-not-count",
                f"attempts {_short(attempts)} is not a whole number of at least 1; "
                f"retry_same {does}",
                f"write attempts: {whole}",
                "attempts",
            )
        )
    flag = action.get("open_breaker_ms")
    if isinstance(flag, float) and flag != 1:
        reads = (
            "0 opens it too (Lua's 0 is true)"
            if flag == 0
            else f"{_short(flag)} is not how long it stays open"
        )
        found.append(
            _Found(
                here,
                "breaker-not-duration",
                f"open_breaker_ms only says to open the breaker, whatever its value (erratum "
                f"E14): {reads}; it closes after the engine's circuit_breaker_rate_limit_ms",
                "write open_breaker_ms: 1, and set the window with the engine's "
                "circuit_breaker_rate_limit_ms",
                "open_breaker_ms",
            )
        )
    backoff = action.get("backoff_ms")
    waits = backoff if isinstance(backoff, tuple) else (backoff,)
    below = [w for w in waits if isinstance(w, float) and w < 0]
    if below:
        found.append(
            _Found(
                here,
                "negative-backoff",
                f"backoff_ms {_short(below[0])} waits no time: a backoff of 0 or less "
                "retries at once",
                "write 0 to retry at once, or a wait in milliseconds above 0",
                "backoff_ms",
            )
        )
    return found


def _always(node: Term, args: tuple[Any, ...]) -> _Facts:
    here: Steps = (("always", 1),)
    return _Facts((*_action_keys(args[0], here), *_action_values(args[0], here)))


def _override(node: Term, args: tuple[Any, ...]) -> _Facts:
    plan, kind, action = args
    assert isinstance(kind, str)
    found: list[_Found] = []
    if kind not in ERROR_KINDS:
        near = did_you_mean(kind, ERROR_KINDS)
        found.append(
            _Found(
                (("override", 2),),
                "unknown-error-kind",
                f"'{kind}' is not an error kind hosts report, so this override may never apply",
                near
                or f"the known kinds are {listing(ERROR_KINDS)}; keep it if your host "
                f"reports '{kind}'",
            )
        )
    kinds: list[tuple[str, Steps]] = []
    for inner, steps in plan.kinds:
        if inner == kind:
            found.append(
                _Found(
                    (("override", 1), *steps),
                    "shadowed-override",
                    f"this override of '{kind}' is hidden by an outer one of the same kind "
                    "(the outermost wins): the normal form drops it",
                    "remove it, or move its action to the outer override",
                )
            )
        else:
            kinds.append((inner, (("override", 1), *steps)))
    kinds.append((kind, ()))
    found.extend(_action_keys(action, (("override", 3),)))
    found.extend(_action_values(action, (("override", 3),)))
    return _Facts(tuple(found), kinds=tuple(kinds))


def _open_name(
    index: int, known: Sequence[str], code: str, what: str
) -> Callable[[Term, tuple[Any, ...]], _Facts]:
    """An open-namespace name (admitted whatever it is) that misspells a known one."""

    def check(node: Term, args: tuple[Any, ...]) -> _Facts:
        name = args[index - 1]
        assert isinstance(name, str)
        near = None if name in known else did_you_mean(name, known)
        if near is None:
            return _Facts()
        message = f"'{name}' is not a {what} upstream uses"
        return _Facts((_Found(((node.op, index),), code, message, near),))

    return check


_parameter: Final = _open_name(1, PARAMETERS, "unknown-parameter", "request parameter")
_capability: Final = _open_name(1, (*CAPABILITIES, *NEEDS), "unknown-capability", "capability flag")


def _has_cap(node: Term, args: tuple[Any, ...]) -> _Facts:
    """A capability that misspells a flag, or a need's name (``vision``, which
    ``has_cap`` reads as ``capabilities.vision``, while the need reads
    ``capabilities.supports_vision``)."""
    facts = _capability(node, args)
    if not facts.found:
        return facts
    (found,) = facts.found
    near = did_you_mean(args[0], (*CAPABILITIES, *NEEDS))
    flag = next((NEED_TO_CAPABILITY[n] for n in NEEDS if near == f"did you mean '{n}'?"), None)
    if flag is None:
        return facts
    fix = f"{found.fix} (has_cap {flag} reads the flag the need reads)"
    return _Facts((_Found(found.steps, found.code, found.message, fix),))


def _clamp_param(node: Term, args: tuple[Any, ...]) -> _Facts:
    return _Facts((*_parameter(node, args).found, *_clamp(node, args).found))


_CHECKS: Final[Mapping[str, _Check]] = MappingProxyType(
    {
        **{name: _variadic for name, spec in SIGNATURE.items() if spec.variadic is not None},
        "not": _not,
        "lit": _constant_scorer,
        "zero": _constant_scorer,
        "neg": _constant_scorer,
        "scale": _scale,
        "clamp": _clamp,
        "clamp_param": _clamp_param,
        "normalize": _normalize,
        "gate": _gate,
        "when": _gate,
        "always": _always,
        "override": _override,
        "has_cap": _has_cap,
        "set_param": _parameter,
        "inject_seed": _parameter,
        "jitter": _jitter,
        "field": _field,
        "policy": _policy,
        "sample": _sample,
        "argmax": _prefers_high,
        "top_k": _prefers_high,
    }
)


#: The Scorers whose score never falls as their Scorers' scores rise, and the
#: two that turn the direction around (``neg`` is 1 - s; ``scale`` by a negative
#: weight); a ``scale`` by 0 has no direction, and ``gate``'s Pred has none.
_MONOTONE: Final = ("add", "scale", "neg", "normalize", "clamp", "gate")

Directed = tuple[tuple[str, Steps], ...]


def _directions(node: Term, args: tuple[Any, ...], own: _Facts) -> tuple[Directed, Directed]:
    """The cost fields that raise this Scorer as they rise, and those that lower it."""
    op = node.op
    if op == "field":
        return own.rising, ()
    if op not in _MONOTONE or (op == "scale" and args[0] == 0):
        return (), ()
    flip = op == "neg" or (op == "scale" and args[0] < 0)
    rising: list[tuple[str, Steps]] = []
    falling: list[tuple[str, Steps]] = []
    for i in subterm_positions(node):
        if op == "gate" and i == 0:
            continue
        up, down = (args[i].falling, args[i].rising) if flip else (args[i].rising, args[i].falling)
        rising.extend((name, ((op, i + 1), *steps)) for name, steps in up)
        falling.extend((name, ((op, i + 1), *steps)) for name, steps in down)
    return tuple(rising), tuple(falling)


def _lint_node(node: Term, args: tuple[Any, ...]) -> _Facts:
    """The node's own facts, after its children's findings moved under it."""
    check = _CHECKS.get(node.op)
    own = check(node, args) if check is not None else _Facts()
    positions = subterm_positions(node)
    found = [found.under(node.op, i + 1) for i in positions for found in args[i].found]
    normal_args = list(args)
    for i in positions:
        normal_args[i] = args[i].normal
    normal = NORMALIZING_ALGEBRA[node.op](node, tuple(normal_args))
    rising, falling = _directions(node, args, own)
    return _Facts(
        (*found, *own.found),
        normal,
        own.constant,
        own.operands,
        own.kinds,
        rising,
        falling,
        own.high,
    )


_LINT: Final[Mapping[str, OpInterpretation[_Facts]]] = MappingProxyType(
    {name: _lint_node for name in SIGNATURE}
)


def _directives(term: Term, schema: Schema) -> tuple[_Found, ...]:
    """Each Recipe step the directive registry (and the schema's additions) does
    not know as written (spec/14-lint.md §14.5)."""

    def walk(node: Term, args: tuple[Any, ...]) -> tuple[_Found, ...]:
        below = [f.under(node.op, i + 1) for i in subterm_positions(node) for f in args[i]]
        if node.op not in KIND_OF_OP:
            return tuple(below)
        own = [
            _Found(((node.op, 1),), p.code, f"Recipe[{p.index}]: {p.message}", p.fix)
            for p in recipe_problems(node.op, args[0], schema.directives)
        ]
        return (*below, *own)

    return fold(term, uniform(walk))


def lint_term(term: Term, schema: Schema = DEFAULT_SCHEMA) -> list[Finding]:
    """The warnings about an admitted term, in the order of their places in it
    (a node before its arguments, arguments left to right); ``schema`` adds to
    the directive registry."""
    found = sorted((*fold(term, _LINT).found, *_directives(term, schema)), key=lambda f: f.steps)
    return [Finding(f.code, f.message, f.fix, path_of(f.steps, f.key)) for f in found]


# ---------------------------------------------------------------------------
# contexts


def _members(
    value: object, where: str, known: Sequence[str], what: str, found: list[Finding]
) -> None:
    if not isinstance(value, dict):
        return
    for key in sorted(value):
        if key in known or value[key] is None:  # null members are absent (spec/02)
            continue
        found.append(
            Finding(
                "unread-context-member",
                f"nothing reads the {what} member '{key}'",
                did_you_mean(key, known) or f"the members read are {listing(known)}",
                f"{where}.{key}",
            )
        )


def _ignored(value: JSON, where: str, known: Sequence[str], what: str) -> Finding | None:
    if not isinstance(value, str) or value in known:
        return None
    return Finding(
        "ignored-context-value",
        f"meets_req ignores the {what} '{value}'",
        did_you_mean(value, known) or f"the {what} values it reads are {listing(known)}",
        where,
    )


def lint_context(ctx: JSON, where: str = "$") -> list[Finding]:
    """The warnings about a context (already read as valid by the semantics)."""
    found: list[Finding] = []
    if not isinstance(ctx, dict):
        return found
    _members(ctx, where, CONTEXT_MEMBERS, "context", found)
    _members(ctx.get("state"), f"{where}.state", STATE_MEMBERS, "state", found)
    request = ctx.get("request")
    requirements = request.get("requirements") if isinstance(request, dict) else None
    if not isinstance(requirements, dict):
        return found
    here = f"{where}.request.requirements"
    _members(requirements, here, REQUIREMENT_MEMBERS, "requirements", found)
    privacy = _ignored(requirements.get("privacy"), f"{here}.privacy", PRIVACY_VALUES, "privacy")
    found.extend([privacy] if privacy is not None else [])
    needs = requirements.get("needs")
    for i, need in enumerate(needs if isinstance(needs, list) else []):
        ignored = _ignored(need, f"{here}.needs[{i}]", NEEDS, "need")
        found.extend([ignored] if ignored is not None else [])
    return found
