"""Seeded generators of JSON terms for the checkers: well-sorted terms, terms rich in
redexes, and ill-formed mutations of well-sorted terms.

Terms follow the checkers' own transcription of the signature
(:data:`.admission_rules.A_FIX`, :data:`.admission_rules.A_VAR`) and a schema
``σ`` given as data.  Every draw comes from one ``random.Random``, so a seed
names a list of terms.  ``deep_and_wide`` terms reach depth ≥ 6 along a forced
path and have a node with ≥ 6 arguments; the other arguments are kept shallow so
that a term stays at tens to a few hundred nodes.
"""

from __future__ import annotations

import copy
import math
import random
from collections.abc import Callable, Iterator
from typing import Any

from .admission_rules import (
    A_FIX,
    A_VAR,
    ACT,
    RELATIONS,
    STRING_SORTS,
    Schema,
    premises,
    term_shaped,
    valid_unicode,
)

JSON = Any

NUMBERS: list[JSON] = [0, 0.0, -0.0, 1, 1.0, 2, -3, 0.5, 0.1, 2.5, 1e-05, 1e100, 1e16, -1e16]
NUMBERS += [9007199254740993, 2**53, 3.75, 100, 1e-300]
NAMES = ["a", "b", "gpt-5.5", "p1", "m1", "temperature", "top_p", "é", "x\ty", 'q"uote', "\\", ""]
KINDS = ["auth_error", "rate_limit", "server_error", "timeout", "unknown"]
SYMS = ["test:stamp_provider", "test:drop_temperature", "host:other"]

#: Operations that are nullary, per sort (the units and absorbing constants among them).
CONSTANTS = {"Pred": ["top", "bot"], "Scorer": ["zero"], "Xform": ["id"]}


def _ops_of(sort: str) -> list[str]:
    return [op for op in [*A_FIX, *A_VAR] if premises(op, 1)[0] == sort]


OPS = {sort: _ops_of(sort) for sort in ("Pred", "Scorer", "Selector", "Xform", "FailPlan")}


def _has_subterm(op: str) -> bool:
    return op in A_VAR or any(w.startswith("↓") for w in A_FIX[op][1])


class Terms:
    """Draws JSON terms from ``rng`` under ``schema``.

    ``redexes`` (0 to 1) is how often a subterm slot is filled with something the
    normal form rewrites: a unit or absorbing constant, a child with its parent's
    variadic operation, ``not`` under ``not``, ``normalize`` under ``normalize``,
    a weight of 0 or 1, a repeated error kind or an action equal to the base.
    """

    def __init__(self, rng: random.Random, schema: Schema, redexes: float = 0.0) -> None:
        self.rng = rng
        self.schema = schema
        self.redexes = redexes
        # a declared name that is not valid Unicode makes every term using it ill
        # formed: it is drawn among the edge values of a field (:func:`edges`) only
        usable = {f: s for f, s in schema.fields.items() if valid_unicode(f)}
        self.num_fields = sorted(f for f, s in usable.items() if s == "Num")
        self.bool_fields = sorted(f for f, s in usable.items() if s == "Bool")

    # -- terms ---------------------------------------------------------------

    def deep_and_wide(self, sort: str = "Policy") -> JSON:
        """A term reaching depth 6 to 9, with a node of 6 to 8 arguments."""
        return self.term(sort, depth=self.rng.randint(6, 9), reach=6, wide=True)

    def term(
        self, sort: str, depth: int, reach: int = 1, wide: bool = False, parent: str = ""
    ) -> JSON:
        """A term of ``sort`` at most ``depth`` deep and at least ``reach`` deep; ``wide``
        asks for one node of 6 or more arguments on the forced path."""
        rng = self.rng
        if sort == "FailPlan" and reach <= 1:
            return self.failplan(depth)
        if sort == "Policy":
            op = "policy"
        elif reach <= 1 and not wide and parent and rng.random() < self.redexes:
            op = self._redex_op(sort, parent, depth)
        else:
            choices = [o for o in OPS[sort] if depth > 1 or not _has_subterm(o)]
            if reach > 1 or wide:
                choices = [o for o in choices if _has_subterm(o)]
            if wide and any(o in A_VAR for o in choices):
                choices = [o for o in choices if o in A_VAR]
            op = rng.choice(choices)
        if op in A_VAR:
            n = rng.randint(6, 8) if wide else rng.choice([1, 2, 2, 3, 3, 4, 6])
            wants = premises(op, n)[1]
            wide = False
        else:
            wants = A_FIX[op][1]
        slots = [i for i, w in enumerate(wants) if w.startswith("↓")]
        if wide:  # steer the forced path to a sort with a variadic operation
            slots = [i for i in slots if any(o in A_VAR for o in OPS[wants[i][1:]])] or slots
        forced = rng.choice(slots) if slots and (reach > 1 or wide) else -1
        args: list[JSON] = []
        for i, want in enumerate(wants):
            if not want.startswith("↓"):
                args.append(self.param(want, op))
            elif i == forced:
                args.append(self.term(want[1:], depth - 1, reach - 1, wide, op))
            else:
                shallow = min(depth - 1, rng.choice([1, 1, 2, 2, 3]))
                args.append(self.term(want[1:], shallow, 1, False, op))
        return [op, *args]

    def failplan(self, depth: int) -> JSON:
        """A chain ``override(…override(always(B), k1, a1)…, km, am)`` of up to five
        overrides (kinds often repeated; with ``redexes``, actions often ``B``)."""
        base = self.action()
        plan: JSON = ["always", base]
        for _ in range(self.rng.randint(0, min(depth - 1, 5))):
            action = copy.deepcopy(base) if self.rng.random() < self.redexes else self.action()
            plan = ["override", plan, self.rng.choice(KINDS), action]
        return plan

    def _redex_op(self, sort: str, parent: str, depth: int) -> str:
        rng = self.rng
        options = list(CONSTANTS.get(sort, []))
        if parent in A_VAR and depth > 1:
            options += [parent] * 2
        if parent in ("not", "normalize") and depth > 1:
            options.append(parent)
        if sort == "Scorer" and depth > 1:
            options += ["scale", "gate"]
        return rng.choice(options) if options else rng.choice(OPS[sort])

    # -- parameters ------------------------------------------------------------

    def param(self, sort: str, op: str = "") -> JSON:
        rng = self.rng
        if sort == "Num":
            if op == "scale" and rng.random() < self.redexes:
                return rng.choice([0, -0.0, 1, 1.0])
            return rng.choice(NUMBERS) if rng.random() < 0.7 else rng.uniform(-1e3, 1e3)
        if sort == "Count":
            return rng.choice([1, 2, 3, 2.0, 5, 1.0])
        if sort == "Rel":
            return rng.choice(RELATIONS)
        if sort == "NumField":
            return rng.choice(self.num_fields)
        if sort == "BoolField":
            return rng.choice(self.bool_fields)
        if sort == "Tier":
            return rng.choice(self.schema.tiers)
        if sort == "FailReason":
            return rng.choice(KINDS)
        if sort == "Sym":
            return rng.choice(SYMS)
        if sort in STRING_SORTS:
            return rng.choice(NAMES)
        if sort == "Scalar":
            return rng.choice([*NUMBERS[:8], True, False, "from_ctx", "x"])
        if sort == "Action":
            return self.action()
        if sort == "Recipe":
            return self.recipe()
        assert sort == "Chain", sort
        return self.chain()

    def action(self) -> JSON:
        rng = self.rng
        if rng.random() < 0.5:  # few distinct actions, so overrides often equal the base
            return {"action": rng.choice(ACT[:3])}
        record: dict[str, JSON] = {"action": rng.choice(ACT)}
        for key, value in [
            ("attempts", rng.choice([1, 2, 3.0])),
            ("backoff_ms", rng.choice([100, [100, 200], [], {}])),
            ("then_action", rng.choice(ACT)),
            ("open_breaker_ms", 30000),
            ("mark_unavailable_ms", 5000),
        ]:
            if rng.random() < 0.3:
                record[key] = value
        return record

    def recipe(self) -> JSON:
        rng = self.rng
        if rng.random() < 0.1:
            return {}
        steps: list[JSON] = []
        for _ in range(rng.randint(0, 3)):
            steps.append(rng.choice([rng.choice(NAMES), {"strength": 0.5}, {"a": 1, "b": -0.0}]))
        return steps

    def chain(self) -> JSON:
        rng = self.rng
        if rng.random() < 0.1:
            return {}
        entries: list[JSON] = []
        for _ in range(rng.randint(0, 3)):
            entries.append(
                rng.choice(
                    [
                        {"provider": rng.choice(["p1", "p2"]), "model": "m1"},
                        {"provider_id": "p3", "model_family": "m2"},
                        {"provider": False, "provider_id": "p1", "model": "m1"},
                        {"provider": "p1", "provider_id": "ignored", "model": "m1"},
                    ]
                )
            )
        return entries


# ---------------------------------------------------------------------------
# positions of a JSON term


def slots(term: JSON) -> Iterator[tuple[list[JSON], int, str, int]]:
    """Every argument position of a well-sorted JSON term, pre-order: the list that
    holds it, its index there, the sort it wants (``↓S`` for a subterm) and its depth."""
    stack: list[tuple[list[JSON], int]] = [(term, 1)]
    while stack:
        node, d = stack.pop()
        if not term_shaped(node) or (node[0] not in A_FIX and node[0] not in A_VAR):
            continue  # a mutation already broke this node
        wants = premises(node[0], len(node) - 1)[1][: len(node) - 1]
        below = []
        for i, want in enumerate(wants, start=1):
            yield node, i, want, d + 1
            if want.startswith("↓"):
                below.append((node[i], d + 1))
        stack.extend(reversed(below))


# ---------------------------------------------------------------------------
# ill-formed (and boundary) values

NAN = math.nan
INF = math.inf
LONE = "\ud800"

#: Values at the edges of each parameter sort's rule: some admitted, most not.
EDGES: dict[str, list[JSON]] = {
    "Num": [INF, -INF, NAN, 10**400, -(10**400), True, "1", None, [], {}, -0.0, 5e-324, 1.7e308],
    "Count": [0, 0.5, 1, 1.0, -1, 2**53 + 1, 1e300, True, "2", None, INF, NAN, 1.5, -0.0],
    "Rel": ["LT", "", "lte", "eq", 1, None, ["lt"], "ge"],
    "Tier": ["platinum", "", 5, 2.5, None, True, [], {}, INF, NAN, LONE, -0.0, "PARTNER"],
    "Scalar": [None, [], {}, [1], {"a": 1}, INF, NAN, -0.0, True, LONE, 10**400],
    "Action": [
        "abort",
        5,
        None,
        [],
        ["abort"],
        {},
        {"action": None},
        {"action": 3},
        {"action": "explode"},
        {"action": LONE},
        {"action": "abort", "then_action": None},
        {"action": "abort", "then_action": "x"},
        {"action": "abort", "attempts": "2"},
        {"action": "abort", "attempts": None},
        {"action": "abort", "attempts": INF},
        {"action": "abort", "open_breaker_ms": True},
        {"action": "abort", "backoff_ms": "100"},
        {"action": "abort", "backoff_ms": {"a": 1}},
        {"action": "abort", "backoff_ms": [1, "2"]},
        {"action": "abort", "backoff_ms": [1, None]},
        {"action": "abort", "backoff_ms": [-0.0, 1]},
        {"action": "abort", "backoff_ms": {}},
        {"action": "abort", "zz": "x", "aa": None},
        {"action": "abort", "b": 1, "a": [1]},
        {"action": "abort", LONE: 1},
        {"action": "abort", LONE: "x", "zz": "y"},
        {"action": "abort", "x": -0.0},
        {"action": "abort", "attempts": "x", "then_action": 1},
    ],
    "Recipe": [
        "step",
        {"a": 1},
        None,
        {},
        [{}],
        [[]],
        [[1]],
        [1],
        [None],
        [True],
        ["s", {"a": "b"}],
        [{"a": INF}],
        [{"a": None}],
        [LONE],
        [{LONE: 1}],
        ["ok", {"k": -0.0}],
        [{"a": 1}, 3, [2]],
    ],
    "Chain": [
        "p1",
        {"provider": "p", "model": "m"},
        None,
        {},
        [[]],
        [{}],
        [{"provider": None, "model": "m"}],
        [{"provider": "p", "provider_id": None, "model": "m"}],
        [{"provider": False, "model": "m"}],
        [{"provider": False, "provider_id": "p", "model": False, "model_family": "m"}],
        [{"provider": "p", "model": "m", "extra": 1}],
        [{"provider": "p", "model": "m", "zz": 1, "aa": 2}],
        [{"provider": "p", "model": 3, "zz": 1}],
        [{"provider": LONE, "model": "m"}],
        [{"provider": "p", "model": "m", LONE: 1}],
        [{"provider": "p", "model": "m", "model_family": [None]}],
        [{"provider": "p", "model": "m", "model_family": {"x": INF}}],
        [{"provider": "p", "model": "m"}, "p2"],
        [{"provider_id": "p", "model_family": "m", "provider": 1}],
    ],
}
for _sort in STRING_SORTS:
    EDGES[_sort] = [5, None, True, [], {}, ["s"], -0.0, LONE, "", "ok" + LONE]
EDGES["NumField"] = []  # filled per schema by :func:`edges`
EDGES["BoolField"] = []

#: Values that are not terms, for a subterm position.
JUNK: list[JSON] = [None, True, 0, -0.0, NAN, "top", [], {}, [1], [None], {"op": "top"}, [LONE]]
UNKNOWN_OPS: list[JSON] = ["bogus", "AND", "", LONE, "top ", 1, None, ["and"], True]


def edges(sort: str, schema: Schema) -> list[JSON]:
    if sort in ("NumField", "BoolField"):
        names = sorted(schema.fields)
        return [*names, "nope", "", LONE, 3, None, True, [], "price"]
    return EDGES[sort]


def nested(levels: int, leaf: JSON, rng: random.Random) -> JSON:
    """A value with ``leaf`` at nesting level ``levels`` (the value itself is level 1),
    through arrays and objects."""
    value = leaf
    for _ in range(levels - 1):
        value = [value] if rng.random() < 0.5 else {"k": value}
    return value


class Mutations:
    """Turns a well-sorted JSON term into a (usually) ill-formed one, in place of a copy."""

    def __init__(self, rng: random.Random, schema: Schema) -> None:
        self.rng = rng
        self.schema = schema
        self.terms = Terms(rng, schema)
        self.kinds: list[Callable[[JSON], JSON]] = [
            self.wrong_sort,
            self.arity,
            self.bad_param,
            self.bad_param,
            self.bad_param,
            self.unknown_op,
            self.junk,
            self.deep,
            self.nested_param,
            self.surrogate,
        ]

    def mutate(self, term: JSON, count: int = 1) -> JSON:
        out = copy.deepcopy(term)
        for _ in range(count):
            out = self.rng.choice(self.kinds)(out)
        return out

    def _slot(self, term: JSON, subterm: bool | None) -> tuple[list[JSON], int, str, int] | None:
        found = [
            s
            for s in slots(term)
            if subterm is None or s[2].startswith("↓") == subterm
            if isinstance(s[0], list) and s[1] < len(s[0])
        ]
        return self.rng.choice(found) if found else None

    def wrong_sort(self, term: JSON) -> JSON:
        slot = self._slot(term, True)
        if slot is None:
            return term
        node, i, want, _ = slot
        other = self.rng.choice([s for s in OPS if s != want[1:]])
        sub = self.terms.term(other, depth=3)
        if self.rng.random() < 0.5:  # an error inside it too: which one is reported first?
            sub = self.rng.choice([self.bad_param, self.arity, self.junk])(sub)
        node[i] = sub
        return term

    def arity(self, term: JSON) -> JSON:
        slot = self._slot(term, True)
        node = slot[0][slot[1]] if slot is not None and self.rng.random() < 0.8 else term
        if not isinstance(node, list) or not node:
            return term
        choice = self.rng.random()
        if choice < 0.4 and len(node) > 1:
            node.pop()
        elif choice < 0.8:
            node.append(self.rng.choice([1, "x", ["top"], None]))
        else:
            del node[1:]
        return term

    def bad_param(self, term: JSON) -> JSON:
        """An edge value of a parameter's sort, the sort drawn first so that the
        rarer sorts (``Count``, ``Chain``) are mutated as often as ``Num``."""
        found = [s for s in slots(term) if not s[2].startswith("↓")]
        if not found:
            return term
        sort = self.rng.choice(sorted({s[2] for s in found}))
        node, i, want, _ = self.rng.choice([s for s in found if s[2] == sort])
        node[i] = copy.deepcopy(self.rng.choice(edges(want, self.schema)))
        return term

    def unknown_op(self, term: JSON) -> JSON:
        slot = self._slot(term, True)
        node = slot[0][slot[1]] if slot is not None and self.rng.random() < 0.8 else term
        if isinstance(node, list) and node:
            node[0] = self.rng.choice(UNKNOWN_OPS)
        return term

    def junk(self, term: JSON) -> JSON:
        slot = self._slot(term, None)
        if slot is None:
            return self.rng.choice(JUNK)
        node, i, _, _ = slot
        node[i] = copy.deepcopy(self.rng.choice(JUNK))
        return term

    def deep(self, term: JSON) -> JSON:
        """A chain of single-subterm operations reaching total depth 63 to 66."""
        slot = self._slot(term, True)
        if slot is None:
            return term
        node, i, want, d = slot
        sort = want[1:]
        wrappers = {"Pred": "not", "Scorer": "neg", "Selector": None, "Xform": None}
        wrap = wrappers.get(sort)
        if wrap is None:
            return term
        target = self.rng.choice([63, 64, 64, 65, 66])
        inner: JSON = ["top"] if sort == "Pred" else ["zero"]
        if self.rng.random() < 0.2:
            inner = self.rng.choice(JUNK)
        for _ in range(max(0, target - d)):
            inner = [wrap, inner]
        node[i] = inner
        return term

    def nested_param(self, term: JSON) -> JSON:
        """A Chain entry whose unselected member nests around the bound of 64."""
        slot = self._slot(term, True)
        if slot is None:
            return term
        node, i, want, _ = slot
        if want != "↓Selector":
            return term
        # the Chain is level 1, the entry level 2, the member's value level 3
        levels = self.rng.choice([62, 63, 64, 65])
        leaf = self.rng.choice([1, "s", None, LONE, True, INF])
        entry = {"provider": "p", "model": "m", "provider_id": nested(levels - 2, leaf, self.rng)}
        node[i] = ["chain", [entry]]
        return term

    def surrogate(self, term: JSON) -> JSON:
        slot = self._slot(term, False)
        if slot is None:
            return term
        node, i, want, _ = slot
        if want in STRING_SORTS:
            node[i] = self.rng.choice(["x" + LONE, LONE + "\udfff", "\udc00"])
        elif want == "Action":
            node[i] = {"action": "abort", "x" + LONE: self.rng.choice([1, "s"])}
        elif want == "Recipe":
            node[i] = [self.rng.choice([LONE, {LONE: 1}, "ok"])]
        elif want == "Chain":
            node[i] = [{"provider": "p", "model": "m", "model_family": LONE}]
        elif want in ("NumField", "BoolField", "Tier"):
            node[i] = LONE
        return term


def large(rng: random.Random, total: int, tail: JSON = None) -> JSON:
    """A Policy of ``total`` nodes (its Pred an ``and`` of ``top``s, the last one
    sometimes ``bot``), optionally with ``tail`` as its selector, entered after
    every Pred node: node ``total - 2`` of the walk."""
    pred: list[JSON] = ["and", *([["top"]] * (total - 6))]  # 6: policy, and, 4 others
    if rng.random() < 0.5:
        pred[-1] = ["bot"]
    selector = tail if tail is not None else ["argmax"]
    return ["policy", pred, ["zero"], selector, ["id"], ["always", {"action": "abort"}]]


def bounds(rng: random.Random) -> list[JSON]:
    """Terms at the bounds of spec/03 §3.2: a leaf at depth 63 to 66, 4095 to 4099
    nodes, each also with a junk leaf or a junk selector (entered before, as or
    after the 4097th node)."""
    cases: list[JSON] = []
    for d in (63, 64, 65, 66):
        for leaf in (["top"], rng.choice(JUNK)):
            term = leaf
            for _ in range(d - 1):
                term = ["not", term]
            cases.append(term)
    for total in (4095, 4096, 4097, 4098, 4099):  # a junk selector is node total - 2
        cases.append(large(rng, total))
        for tail in ([1], ["bogus"], ["top"]):  # shape, op and sort errors
            cases.append(large(rng, total, tail=tail))
    return cases


def edge_cases(rng: random.Random, schema: Schema) -> list[JSON]:
    """Every edge value of every parameter position (:data:`EDGES`, :func:`edges`), and
    Chain members nesting to levels 63–66, each in a small instance of its operation
    placed at a random position of a deep and wide Policy."""
    terms = Terms(rng, schema)
    cases = []
    for op, (sort, wants) in A_FIX.items():
        for i, want in enumerate(wants):
            if want.startswith("↓"):
                continue
            for edge in edges(want, schema):
                instance = [
                    op,
                    *(terms.term(w[1:], 2) if w[0] == "↓" else terms.param(w) for w in wants),
                ]
                instance[i + 1] = copy.deepcopy(edge)
                cases.append(embed(terms.deep_and_wide(), instance, sort, rng))
    for levels in (63, 64, 65, 66):
        leaves: list[JSON] = [1, "s", None, LONE, INF, [], {}]
        for leaf in leaves:
            entry = {"provider": "p", "model": "m", "model_family": nested(levels - 2, leaf, rng)}
            cases.append(embed(terms.deep_and_wide(), ["chain", [entry]], "Selector", rng))
    return cases


def embed(term: JSON, sub: JSON, sort: str, rng: random.Random) -> JSON:
    """``term`` with one of its subterms of ``sort`` (at any depth) replaced by ``sub``."""
    if sort == "Policy":
        return sub
    node, i, _, _ = rng.choice([s for s in slots(term) if s[2] == "↓" + sort])
    node[i] = sub
    return term


def admission_corpus(seed: int, schema: Schema, count: int) -> list[JSON]:
    """``count`` values for admission: the edge cases, well-sorted terms (depth ≥ 6, a
    node of ≥ 6 arguments) alternating with mutations of them (one to three
    mutations, so that the order in which errors are reported is exercised), and
    the bounds."""
    rng = random.Random(seed)
    terms, mutations = Terms(rng, schema), Mutations(rng, schema)
    at_bounds = bounds(rng)  # last: these are the slow ones
    values = edge_cases(rng, schema)
    while len(values) < count - len(at_bounds):
        term = terms.deep_and_wide()
        values.append(term)
        values.append(mutations.mutate(term, rng.choice([1, 1, 2, 3])))
    return values[: count - len(at_bounds)] + at_bounds


def rewriting_corpus(
    seed: int, schema: Schema, count: int, rewrites: Callable[[JSON], bool]
) -> tuple[list[JSON], int]:
    """``count`` well-sorted terms (depth ≥ 6, a node of ≥ 6 arguments) drawn with
    more or fewer redexes, keeping every term that ``rewrites`` and one in ten of the
    others; also returns how many of the kept terms rewrite."""
    rng = random.Random(seed)
    draws = [Terms(rng, schema, redexes) for redexes in (0.0, 0.2, 0.4)]
    kept: list[JSON] = []
    rewritten = 0
    while len(kept) < count:
        term = rng.choice(draws).deep_and_wide()
        if rewrites(term):
            rewritten += 1
        elif rng.random() >= 0.1:
            continue
        kept.append(term)
    return kept, rewritten
