"""The rewrite system R of spec/04-normal-form.md §4.7, with the equations of §4.6 as data.

The equations are **read from the spec** at import: every row of §4.6's tables
is parsed into a left and a right pattern over metavariables (``p``, ``s``,
``w``, ``k'``…; ``x⃗`` is a sequence), the schematic ``⊙`` rows are instantiated
for the operations their "applies to" column names (with ``u⊙``, ``z⊙`` from the
``⊙`` table), and the ``when`` side conditions and §4.7's orientation conditions
are looked up, by their exact text, in :data:`CONDITIONS` and :data:`ORDERS`.  A
row or a condition this module does not know is an error at import, so an
equation added to the spec without a meaning here fails the suite.

A :class:`Rewriter` applies the oriented rules at any position, in any order a
strategy picks (uniformly at random among all redexes, outermost first or
innermost first, seeded); :func:`measure` is Theorem 11's termination measure.
Nothing here is shared with ``sigma_pol.normal.normal_form``.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from .admission_rules import A_FIX
from .spec_text import code_spans, section, table_rows
from .terms import Arg, Node, same_value

# ---------------------------------------------------------------------------
# patterns


@dataclass(frozen=True)
class Var:
    """A metavariable standing for one term or parameter (``p``, ``w``, ``k'``)."""

    name: str


@dataclass(frozen=True)
class Seq:
    """A metavariable standing for a (possibly empty) sequence of arguments (``x⃗``)."""

    name: str


@dataclass(frozen=True)
class Const:
    """A nullary operation (``top``, ``zero``), or ``u⊙``/``z⊙`` before instantiation."""

    op: str


@dataclass(frozen=True)
class Lit:
    """A number written in an equation (``scale(1, s)``)."""

    value: float


@dataclass(frozen=True)
class App:
    op: str
    args: tuple[Pattern, ...]


Pattern = Var | Seq | Const | Lit | App
Bindings = dict[str, Any]

NULLARY: Final = frozenset(op for op, (_, wants) in A_FIX.items() if not wants)
_TOKEN = re.compile(r"\s*(⊙|[a-z_][a-z_0-9]*(?:⊙|\u20d7|')?|\d+|[(),=])")


def parse_equation(text: str) -> tuple[Pattern, Pattern]:
    """``lhs = rhs`` in the notation of §4.6."""
    tokens: list[str] = []
    at = 0
    while at < len(text.rstrip()):
        m = _TOKEN.match(text, at)
        if m is None:
            raise ValueError(f"cannot read equation {text!r} at {text[at:]!r}")
        tokens.append(m.group(1))
        at = m.end()
    pos = 0

    def term() -> Pattern:
        nonlocal pos
        name = tokens[pos]
        pos += 1
        if pos < len(tokens) and tokens[pos] == "(":
            pos += 1
            args = [term()]
            while tokens[pos] == ",":
                pos += 1
                args.append(term())
            assert tokens[pos] == ")", tokens
            pos += 1
            return App(name, tuple(args))
        if name.isdigit():
            return Lit(float(name))
        if name.endswith("\u20d7"):
            return Seq(name)
        if name in NULLARY or name.endswith("⊙"):
            return Const(name)
        return Var(name)

    lhs = term()
    assert tokens[pos] == "=", tokens
    pos += 1
    rhs = term()
    assert pos == len(tokens), tokens
    return lhs, rhs


def instantiate(p: Pattern, op: str, unit: str, absorb: str | None) -> Pattern:
    """Replace ``⊙``, ``u⊙``, ``z⊙`` by a variadic operation, its unit and absorbing constant."""
    if isinstance(p, App):
        return App(
            op if p.op == "⊙" else p.op, tuple(instantiate(a, op, unit, absorb) for a in p.args)
        )
    if p == Const("u⊙"):
        return Const(unit)
    if p == Const("z⊙"):
        if absorb is None:
            raise ValueError(f"{op} has no absorbing constant")
        return Const(absorb)
    return p


# ---------------------------------------------------------------------------
# FailPlan chains (§4.6: base(f), kinds(f))


def base(f: Node) -> Any:
    while f.op == "override":
        f = f.args[0]  # type: ignore[assignment]
    assert f.op == "always", f
    return f.args[0]


def kinds(f: Node) -> list[str]:
    """The kinds of a chain, from the inside out."""
    found: list[str] = []
    while f.op == "override":
        found.append(f.args[1])  # type: ignore[arg-type]
        f = f.args[0]  # type: ignore[assignment]
    return found[::-1]


#: The ``when`` conditions of §4.6, by their text.
CONDITIONS: Final[dict[str, Callable[[Bindings], bool]]] = {
    "": lambda b: True,
    "when `x⃗ y⃗` is not empty": lambda b: len(b["x⃗"]) + len(b["y⃗"]) > 0,
    "when `w = 0` (`+0` or `-0`)": lambda b: isinstance(b["w"], float) and b["w"] == 0,
    "when `k ≠ k'`": lambda b: b["k"] != b["k'"],
    "when `a = base(f)` and `k ∉ kinds(f)`": (
        lambda b: same_value(b["a"], base(b["f"])) and b["k"] not in kinds(b["f"])
    ),
}

#: The orientation conditions of §4.7 ("only when …"), by their text.
ORDERS: Final[dict[str, Callable[[Bindings], bool]]] = {
    "": lambda b: True,
    "⟦z⟧ < ⟦y⟧": lambda b: b["z"].enc < b["y"].enc,
    "k' < k": lambda b: b["k'"] < b["k"],
}


@dataclass(frozen=True)
class Equation:
    """One instance of a named equation of §4.6, oriented as R orients it (§4.7)."""

    name: str
    op: str | None  # the instance of ⊙, for the schematic rows
    lhs: Pattern
    rhs: Pattern
    condition: str  # the spec's text, "" when unconditional
    order: str  # §4.7's "only when" text, "" when left to right as written

    @property
    def label(self) -> str:
        return f"{self.name}({self.op})" if self.op else self.name

    def holds(self, b: Bindings) -> bool:
        return CONDITIONS[self.condition](b) and ORDERS[self.order](b)


@dataclass(frozen=True)
class Variadic:
    """A row of §4.6's ``⊙`` table."""

    op: str
    unit: str
    absorb: str | None
    ac: bool


def read_equations() -> tuple[list[Equation], dict[str, Variadic]]:
    """The equations of §4.6 (one per instance) and the ``⊙`` table, oriented by §4.7."""
    text = section("04-normal-form.md", "4.6")
    orders = read_orders()
    variadics: dict[str, Variadic] = {}
    rows: list[tuple[str, str, str, list[str]]] = []
    for cells in table_rows(text):
        spans = [code_spans(c) for c in cells]
        if len(cells) == 4 and spans[1] and " = " not in spans[1][0]:
            op, unit = spans[0][0], spans[1][0]
            absorb = spans[2][0] if spans[2] else None
            variadics[op] = Variadic(op, unit, absorb, cells[3].startswith("yes"))
            continue
        name, equation = spans[0][0], spans[1][0]
        condition = " ".join(cells[1].split("`" + equation + "`", 1)[1].split())
        if condition not in CONDITIONS:
            raise ValueError(f"§4.6 {name}: no meaning known for the condition {condition!r}")
        applies = spans[2] if len(cells) > 2 else []
        rows.append((name, equation, condition, applies))
    equations = []
    for name, equation, condition, applies in rows:
        lhs, rhs = parse_equation(equation)
        order = orders.get(name, "")
        if not applies:
            equations.append(Equation(name, None, lhs, rhs, condition, order))
        for op in applies:
            v = variadics[op]
            equations.append(
                Equation(
                    name,
                    op,
                    instantiate(lhs, op, v.unit, v.absorb),
                    instantiate(rhs, op, v.unit, v.absorb),
                    condition,
                    order,
                )
            )
    return equations, variadics


def read_orders() -> dict[str, str]:
    """§4.7's bullets that orient an equation "only when" a condition holds."""
    text = section("04-normal-form.md", "4.7")
    orders = {}
    for bullet in re.split(r"\n\* ", text)[1:]:
        m = re.search(r"only when\s+`([^`]*)`", bullet)
        if m is not None:
            orders[code_spans(bullet)[0]] = m.group(1)
    for name, order in orders.items():
        if order not in ORDERS:
            raise ValueError(f"§4.7 {name}: no meaning known for the order {order!r}")
    return orders


EQUATIONS, VARIADICS = read_equations()
#: The equation names of §4.6, in the spec's order.
NAMES: Final = tuple(dict.fromkeys(e.name for e in EQUATIONS))
AC_OPS: Final = frozenset(op for op, v in VARIADICS.items() if v.ac)

# ---------------------------------------------------------------------------
# matching


def _equal(a: Arg, b: Arg) -> bool:
    """A repeated metavariable: equal terms, or parameter values equal as §3.9.7 says."""
    if isinstance(a, Node) or isinstance(b, Node):
        return a == b
    return same_value(a, b)


#: A compiled pattern: every extension of the bindings under which it is the argument.
Matcher = Callable[[Arg, Bindings], list[Bindings]]
#: A compiled list of patterns: the matches against ``args[j:]``.
ListMatcher = Callable[[Sequence[Arg], int, Bindings], list[Bindings]]


def compile_pattern(p: Pattern) -> Matcher:
    """``p`` as a function, so that the rewriter does not interpret the pattern's
    structure again at every node (the patterns stay the spec's, as data)."""
    if isinstance(p, Var):
        name = p.name

        def var(v: Arg, b: Bindings) -> list[Bindings]:
            if name not in b:
                return [{**b, name: v}]
            return [b] if _equal(b[name], v) else []

        return var
    if isinstance(p, Seq):
        raise TypeError(f"a sequence {p} outside an argument list")
    root = _root_test(p)
    if not isinstance(p, App):
        return lambda v, b: [b] if root(v) else []
    args = _compile_list(p.args)

    def app(v: Arg, b: Bindings) -> list[Bindings]:
        return args(v.args, 0, b) if root(v) else []  # type: ignore[union-attr]

    return app


def _root_test(p: Pattern) -> Callable[[Arg], bool]:
    """Whether the root of an argument is what ``p`` asks for (a metavariable takes any)."""
    if isinstance(p, Const):
        op = p.op
        return lambda v: isinstance(v, Node) and v.op == op and not v.args
    if isinstance(p, Lit):
        value = p.value
        return lambda v: isinstance(v, float) and v == value
    if isinstance(p, App):
        op = p.op
        return lambda v: isinstance(v, Node) and v.op == op
    return lambda v: True


def _compile_list(ps: Sequence[Pattern]) -> ListMatcher:
    """Matches of the patterns ``ps`` against ``args[j:]``, built from the last pattern.

    A list whose sequences are at its ends only, like every list of §4.6, is
    matched by :func:`_compile_flat` in one loop over where its fixed patterns
    start; the general construction below defines the matches (same bindings,
    in the same order)."""
    fast = _compile_flat(ps)
    if fast is not None:
        return fast

    def end(vs: Sequence[Arg], j: int, b: Bindings) -> list[Bindings]:
        return [b] if j == len(vs) else []

    matcher: ListMatcher = end
    for i in reversed(range(len(ps))):
        matcher = _prepend(ps[i], ps[i + 1 :], matcher)
    return matcher


def _prepend(head: Pattern, rest: Sequence[Pattern], tail: ListMatcher) -> ListMatcher:
    if not isinstance(head, Seq):
        one = compile_pattern(head)

        def single(vs: Sequence[Arg], j: int, b: Bindings) -> list[Bindings]:
            if j == len(vs):
                return []
            return [m for b2 in one(vs[j], b) for m in tail(vs, j + 1, b2)]

        return single
    name = head.name
    needed = sum(not isinstance(p, Seq) for p in rest)  # arguments the rest takes
    last = not rest  # a last sequence takes every remaining argument
    starts = _root_test(rest[0]) if rest and not isinstance(rest[0], Seq) else None

    def sequence(vs: Sequence[Arg], j: int, b: Bindings) -> list[Bindings]:
        found: list[Bindings] = []
        for k in range(len(vs) if last else j, len(vs) + 1 - needed):
            if starts is not None and not starts(vs[k]):
                continue  # the next pattern cannot start at k
            taken = tuple(vs[j:k])
            if name in b:
                bound = b[name]
                if len(bound) != len(taken) or not all(map(_equal, bound, taken)):
                    continue
            found.extend(tail(vs, k, {**b, name: taken}))
        return found

    return sequence


def _compile_flat(ps: Sequence[Pattern]) -> ListMatcher | None:
    """``[x⃗,] p₁, …, pₘ [, z⃗]`` with no sequence among the ``pᵢ``: the ``pᵢ`` take
    ``m`` consecutive arguments from some ``k``, a leading ``x⃗`` the ones before,
    a trailing ``z⃗`` the ones after (a sequence alone takes them all).  When every
    ``pᵢ`` matches in at most one way (a metavariable, a constant, a number), each
    ``k`` is matched in one dictionary; else the ``pᵢ``'s matches are combined in
    order.  ``None`` for other lists."""
    if any(isinstance(p, Seq) for p in ps[1:-1]):
        return None
    lead = ps[0].name if ps and isinstance(ps[0], Seq) else None
    trail = ps[-1].name if len(ps) > 1 and isinstance(ps[-1], Seq) else None
    fixed = list(ps[1 if lead else 0 : len(ps) - 1 if trail else len(ps)])
    m = len(fixed)
    singles = all(isinstance(p, Var | Const | Lit) for p in fixed)
    names = [p.name if isinstance(p, Var) else None for p in fixed]
    tests = [_root_test(p) for p in fixed]
    matchers = [compile_pattern(p) for p in fixed]

    def agrees(bound: Any, taken: tuple[Arg, ...]) -> bool:
        return len(bound) == len(taken) and all(map(_equal, bound, taken))

    def at(vs: Sequence[Arg], j: int, k: int, b: Bindings) -> list[Bindings]:
        """The matches with the fixed patterns starting at ``k``."""
        if lead is not None:
            taken = tuple(vs[j:k])
            if lead in b and not agrees(b[lead], taken):
                return []
            b = {**b, lead: taken}
        rest = tuple(vs[k + m :]) if trail is not None else ()
        if singles:  # one dictionary, ours, extended in place
            d = b if lead is not None else dict(b)
            for i in range(m):
                v = vs[k + i]
                name = names[i]
                if name is None:
                    if not tests[i](v):
                        return []
                elif name in d:
                    if not _equal(d[name], v):
                        return []
                else:
                    d[name] = v
            if trail is not None:
                if trail in d and not agrees(d[trail], rest):
                    return []
                d[trail] = rest
            return [d]
        found = [b]
        for i in range(m):
            found = [b2 for b1 in found for b2 in matchers[i](vs[k + i], b1)]
        if trail is None:
            return found
        return [{**b2, trail: rest} for b2 in found if trail not in b2 or agrees(b2[trail], rest)]

    def flat(vs: Sequence[Arg], j: int, b: Bindings) -> list[Bindings]:
        n = len(vs)
        if lead is None:  # the fixed patterns start at j
            if (n - j != m) if trail is None else (n - j < m):
                return []
            return at(vs, j, j, b)
        if trail is None:  # they end at the last argument
            return at(vs, j, n - m, b) if n - m >= j else []
        found: list[Bindings] = []
        for k in range(j, n + 1 - m):
            if not m or tests[0](vs[k]):
                found.extend(at(vs, j, k, b))
        return found

    return flat


def build(p: Pattern, b: Bindings) -> Arg:
    if isinstance(p, Var):
        return b[p.name]  # type: ignore[no-any-return]
    if isinstance(p, Const):
        return Node(p.op)
    if isinstance(p, Lit):
        return p.value
    assert isinstance(p, App), p
    args: list[Arg] = []
    for a in p.args:
        if isinstance(a, Seq):
            args.extend(b[a.name])
        else:
            args.append(build(a, b))
    return Node(p.op, tuple(args))


# ---------------------------------------------------------------------------
# the rewriter


@dataclass(frozen=True)
class Redex:
    equation: Equation
    bindings: Bindings

    def result(self) -> Node:
        out = build(self.equation.rhs, self.bindings)
        assert isinstance(out, Node)
        return out


Path = tuple[int, ...]
STRATEGIES: Final = ("uniform", "outermost", "innermost")


@dataclass
class Derivation:
    start: Node
    result: Node
    steps: list[tuple[Path, str]]


class StepBoundExceeded(Exception):
    pass


class Rewriter:
    """R as a one-step rewriter: every redex of a term, and derivations to R-normal form.

    Terms are immutable, so the redexes at the root of a node (and their number
    in its subtree) are computed once per distinct node and kept, keyed by the
    node's encoding (equal encodings are equal terms, Theorem 5, up to the sign
    of a zero, which no rule looks at).
    """

    def __init__(self, equations: Sequence[Equation] = EQUATIONS) -> None:
        self.equations = tuple(equations)
        self.by_op: dict[str, list[tuple[Equation, Matcher]]] = {}
        for e in self.equations:
            assert isinstance(e.lhs, App), e
            self.by_op.setdefault(e.lhs.op, []).append((e, compile_pattern(e.lhs)))
        self._local: dict[str, tuple[Redex, ...]] = {}
        self._count: dict[str, int] = {}

    def without(self, label: str) -> Rewriter:
        """This system with one equation instance dropped (to plant a bug)."""
        kept = [e for e in self.equations if e.label != label]
        assert len(kept) == len(self.equations) - 1, label
        return Rewriter(kept)

    def replacing(self, label: str, **changes: Any) -> Rewriter:
        """This system with one equation instance changed (to plant a bug)."""
        return Rewriter([replace(e, **changes) if e.label == label else e for e in self.equations])

    def local(self, t: Node) -> tuple[Redex, ...]:
        """The redexes at the root of ``t``."""
        found = self._local.get(t.enc)
        if found is None:
            found = tuple(
                Redex(e, b)
                for e, matcher in self.by_op.get(t.op, ())
                for b in matcher(t, {})
                if e.holds(b)
            )
            self._local[t.enc] = found
        return found

    def count(self, t: Node) -> int:
        """The number of redexes of ``t`` (at every position)."""
        enc = t.enc
        n = self._count.get(enc)
        if n is None:
            n = len(self.local(t))
            for _, c in t.children:
                n += self.count(c)
            self._count[enc] = n
        return n

    def redexes(self, t: Node, at: Path = ()) -> Iterator[tuple[Path, Redex]]:
        for r in self.local(t):
            yield at, r
        for i, c in t.children:
            yield from self.redexes(c, (*at, i))

    def is_normal(self, t: Node) -> bool:
        return self.count(t) == 0

    def step(self, t: Node, at: Path, redex: Redex) -> Node:
        if not at:
            return redex.result()
        args = list(t.args)
        child = args[at[0]]
        assert isinstance(child, Node)
        args[at[0]] = self.step(child, at[1:], redex)
        return Node(t.op, tuple(args))

    def pick(self, t: Node, strategy: str, rng: random.Random) -> tuple[Path, Redex]:
        """A redex of ``t`` (which has one), chosen by ``strategy``."""
        at: list[int] = []
        while True:
            here = self.local(t)
            below = [(i, c) for i, c in t.children if self.count(c) > 0]
            if strategy == "uniform":
                r = rng.randrange(self.count(t))
                if r < len(here):
                    return tuple(at), here[r]
                r -= len(here)
                for i, c in below:  # noqa: B007 (the loop finds i, c)
                    if r < self.count(c):
                        break
                    r -= self.count(c)
            elif (strategy == "outermost" and here) or (strategy == "innermost" and not below):
                return tuple(at), rng.choice(here)
            else:
                i, c = rng.choice(below)
            at.append(i)
            t = c

    def derive(
        self,
        t: Node,
        strategy: str,
        rng: random.Random,
        bound: int,
        check: Callable[[Node, Node, str], None] | None = None,
    ) -> Derivation:
        """Rewrite ``t`` until no redex is left, at most ``bound`` steps; ``check`` sees
        every step (before, after, equation)."""
        start, steps = t, list[tuple[Path, str]]()
        while not self.is_normal(t):
            if len(steps) >= bound:
                raise StepBoundExceeded(f"no normal form within {bound} steps from {start}")
            at, redex = self.pick(t, strategy, rng)
            after = self.step(t, at, redex)
            if check is not None:
                check(t, after, redex.equation.label)
            steps.append((at, redex.equation.label))
            t = after
        return Derivation(start, t, steps)

    def successors(self, t: Node) -> list[tuple[str, Node]]:
        """Every one-step rewrite of ``t``, with its equation."""
        return [(r.equation.label, self.step(t, at, r)) for at, r in self.redexes(t)]

    def forget(self) -> None:
        """Drop the per-node caches (between batches of unrelated terms)."""
        self._local.clear()
        self._count.clear()


# ---------------------------------------------------------------------------
# Theorem 11's termination measure


def measure(t: Node, depth: int) -> tuple[int, ...]:
    """``μ(t) = (|t|, F(t), I_D(t), …, I_1(t))`` with ``D = depth`` (proofs/11 §1)."""
    total = 0
    chains = 0
    inversions = [0] * (depth + 1)
    stack: list[tuple[Node, int, bool]] = [(t, 1, False)]
    while stack:
        node, d, inner_of_chain = stack.pop()
        total += 1
        if node.op in AC_OPS:
            keys = [c.enc for _, c in node.children]
            inversions[d] += sum(
                1 for i in range(len(keys)) for j in range(i + 1, len(keys)) if keys[j] < keys[i]
            )
        if node.op == "override" and not inner_of_chain:
            ks = kinds(node)
            chains += sum(1 for i in range(len(ks)) for j in range(i + 1, len(ks)) if ks[j] < ks[i])
        for i, c in node.children:
            stack.append((c, d + 1, node.op == "override" and i == 0))
    return (total, chains, *reversed(inversions[1:]))
