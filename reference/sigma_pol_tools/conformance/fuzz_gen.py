"""The fuzzer's requests: a deterministic stream drawn from the signature
(spec/07-conformance.md §7.6).

One :class:`random.Random` seeded with ``--seed`` draws everything, in an order
that depends on nothing else (no hash order, no clock), so a seed names a
stream.  Terms are grown from :data:`~sigma_pol.syntax.signature.SIGNATURE`: an
operation added to the table is generated, swept and minimized without a
change here.  The stream interleaves two sources:

* a **sweep**, finite and systematic: the pinned requests of chapter 8, then
  every input member of every kind absent, ``null``, ``{}``, ``[]`` or of a
  wrong type; every parameter position of every operation at the edges of its
  sort; every operation with an argument too few, too many or of the wrong
  sort; terms and values at the depth and size bounds; deeper input members;
* **random** requests: well-formed terms and inputs, or near misses of them,
  and mutated golden requests.
"""

from __future__ import annotations

import copy
import functools
import random
from collections.abc import Iterator, Sequence
from typing import Final, Protocol

from sigma_pol.protocol.answer import CONFIG_KINDS
from sigma_pol.protocol.answer import KINDS as PROTOCOL_KINDS
from sigma_pol.syntax.jsonio import MAX_JSON_DEPTH
from sigma_pol.syntax.signature import RELATIONS, SIGNATURE, AnySort, OpSpec, ParamSort, Sort
from sigma_pol.syntax.terms import JSON
from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA, Schema, schema_from_json
from sigma_pol.valid.admission import MAX_DEPTH, MAX_NODES

from .fuzz_values import (
    ABSENT,
    OBSERVED,
    REQUIREMENT_CANDIDATES,
    REQUIREMENTS,
    SCHEMAS,
    WRONG_VALUES,
    Absent,
    Inputs,
    Params,
    Variant,
    as_object,
    as_string,
    native,
)
from .term_walk import ShapeError, member_at, nodes, operations, replace_at, shape_of

#: The kinds of the stream: every kind of the protocol that has a term (the kinds
#: of a configuration, spec/17, are drawn by :mod:`.fuzz_config`).  A ``run`` request made
#: here has no script; :class:`.fuzz_run.RunStream` draws the runs in its place.
KINDS: Final = tuple(k for k in PROTOCOL_KINDS if k not in CONFIG_KINDS)
#: The kinds whose term has one sort: each is its sort's name in lower case.
KIND_SORT: Final = {sort.value.lower(): sort for sort in Sort if sort.value.lower() in KINDS}
#: The members each kind reads besides ``name``, ``kind`` and ``term`` (chapter 7 §7.1).
KIND_MEMBERS: Final = {
    "encoding": ("schema",),
    "reject": ("schema",),
    "pred": ("schema", "cases"),
    "scorer": ("schema", "candidates", "catalog", "ctx"),
    "selector": ("schema", "candidates", "catalog", "scores", "ctx"),
    "policy": ("schema", "candidates", "catalog", "ctx"),
    "xform": ("schema", "candidate", "request", "ctx"),
    "failplan": ("schema", "cases"),
    "run": ("schema", "candidates", "catalog", "ctx", "runtime", "engine", "responses"),
}

#: The name a generated request carries until the stream numbers it.
_UNNAMED: Final = "fuzz"
#: The member variants of the sweep: absent, then the values of a wrong type.
MEMBER_VARIANTS: Final[tuple[JSON | Absent, ...]] = (ABSENT, *WRONG_VALUES)


def ops_of(sort: Sort) -> tuple[str, ...]:
    return tuple(op for op, spec in SIGNATURE.items() if spec.out is sort)


def subterm_sorts(spec: OpSpec) -> tuple[Sort, ...]:
    if spec.variadic is not None:
        return (spec.variadic,)
    return tuple(s for s in spec.ins if isinstance(s, Sort))


def _reachable() -> dict[Sort, frozenset[str]]:
    """For each sort, the operations some term of that sort can contain."""
    reach = {sort: set(ops_of(sort)) for sort in Sort}
    changed = True
    while changed:
        changed = False
        for sort in Sort:
            for op in ops_of(sort):
                for inner in subterm_sorts(SIGNATURE[op]):
                    if not reach[inner] <= reach[sort]:
                        reach[sort] |= reach[inner]
                        changed = True
    return {sort: frozenset(ops) for sort, ops in reach.items()}


REACH: Final = _reachable()


class Focus:
    """The kinds and operations a run is restricted to (``--kinds``, ``--ops``)."""

    def __init__(self, kinds: Sequence[str] = KINDS, ops: Sequence[str] = ()) -> None:
        self.ops = tuple(ops)
        self.kinds = tuple(k for k in kinds if self.sorts(k))

    def sorts(self, kind: str) -> tuple[Sort, ...]:
        """The sorts a term of this kind may have, given the operations in focus."""
        sorts = (KIND_SORT[kind],) if kind in KIND_SORT else tuple(Sort)
        if not self.ops:
            return sorts
        return tuple(s for s in sorts if any(op in REACH[s] for op in self.ops))

    def admits(self, request: JSON) -> bool:
        """Whether a request (from the corpus) is in focus."""
        if not isinstance(request, dict):
            return False
        return self.takes(request.get("kind"), frozenset(operations(request.get("term"))))

    def takes(self, kind: JSON, ops: frozenset[str]) -> bool:
        """Whether a request of ``kind`` whose term uses ``ops`` is in focus."""
        return kind in self.kinds and (not self.ops or bool(set(self.ops) & ops))


class Stream(Protocol):
    """What the fuzzer reads requests from: the generator, or a stream wrapping it."""

    def next(self) -> JSON: ...


class RequestGenerator:
    """The request stream of one seed (see the module docstring)."""

    def __init__(self, seed: int, focus: Focus | None = None) -> None:
        self.rng = random.Random(seed)
        self.focus = focus or Focus()
        self.index = 0
        self.schema_json: JSON = None
        self.schema: Schema = DEFAULT_SCHEMA
        self.params = Params(self.rng, DEFAULT_SCHEMA)
        self.inputs = Inputs(self.rng, DEFAULT_SCHEMA)
        self._corpus = _golden_requests(self.focus)
        self._sweep = self._sweep_requests()

    # -- the stream ---------------------------------------------------------

    def next(self) -> JSON:
        """The next request: two from the sweep, one random, until the sweep ends."""
        self.index += 1
        request: JSON = None
        if self.index % 3 != 0:
            request = next(self._sweep, None)
        if request is None:
            request = self.random_request()
        if isinstance(request, dict) and request.get("name") == _UNNAMED:
            request = {**request, "name": f"fuzz-{self.index}"}
        return request

    def random_request(self) -> JSON:
        """A random request; the sweep's inputs, which it resumes with, are kept."""
        kept = (self.schema_json, self.schema, self.inputs, self.params)
        try:
            return self._random_request()
        finally:
            self.schema_json, self.schema, self.inputs, self.params = kept

    def _random_request(self) -> JSON:
        rng = self.rng
        if self._corpus and rng.random() < 0.1:
            return self.near_input(copy.deepcopy(rng.choice(self._corpus)))
        kind = rng.choice(self.focus.kinds)
        self._fresh_inputs()
        term = self.term(rng.choice(self.focus.sorts(kind)), rng.choice((2, 3, 3, 4, 5)))
        if kind == "reject" or rng.random() < 0.15:
            term = self.near_term(term)
        request = self.request(kind, term)
        roll = rng.random()
        if roll < 0.15:
            return self.near_member(request)
        if roll < 0.3:
            return self.near_input(request)
        return request

    # -- terms ----------------------------------------------------------------

    def term(self, sort: Sort, depth: int) -> JSON:
        """A well-formed term of ``sort``, with an operation in focus when there is a focus."""
        targets = [op for op in self.focus.ops if op in REACH[sort]]
        if targets:
            return self._term_with(sort, self.rng.choice(targets), depth)
        return self._any_term(sort, depth)

    def _any_term(self, sort: Sort, depth: int) -> JSON:
        choices = ops_of(sort)
        if depth <= 1:
            leaves = [op for op in choices if not subterm_sorts(SIGNATURE[op])]
            choices = tuple(leaves) or choices
        return self.node(self.rng.choice(choices), depth)

    def node(self, op: str, depth: int) -> list[JSON]:
        """A node of ``op`` with well-formed arguments grown ``depth - 1`` levels."""
        spec = SIGNATURE[op]
        if spec.variadic is not None:
            count = self.rng.choice((1, 1, 2, 2, 3, 4))
            return [op, *(self._any_term(spec.variadic, depth - 1) for _ in range(count))]
        return [op, *(self.argument(s, depth) for s in spec.ins)]

    def argument(self, sort: AnySort, depth: int) -> JSON:
        if isinstance(sort, Sort):
            return self._any_term(sort, depth - 1)
        return self.params.value(ParamSort(sort))

    def _term_with(self, sort: Sort, target: str, depth: int) -> JSON:
        """A term of ``sort`` containing ``target`` (``target`` must be reachable)."""
        if SIGNATURE[target].out is sort:
            return self.node(target, max(depth, 2))
        carriers = [
            (op, i)
            for op in ops_of(sort)
            for i, inner in enumerate(_positions(SIGNATURE[op]))
            if isinstance(inner, Sort) and target in REACH[inner]
        ]
        # Prefer leaving the sort: a carrier of its own sort only delays the target.
        leaving = [(op, i) for op, i in carriers if _positions(SIGNATURE[op])[i] is not sort]
        op, i = self.rng.choice(leaving if leaving and depth <= 2 else carriers)
        node = self.node(op, depth)
        inner = _positions(SIGNATURE[op])[i]
        assert isinstance(inner, Sort)
        node[1 + i] = self._term_with(inner, target, depth - 1)
        return node

    # -- near misses ----------------------------------------------------------

    def near_term(self, term: JSON) -> JSON:
        """The term with one thing wrong: a parameter, an arity, a sort, an operation."""
        rng = self.rng
        found = list(nodes(term))
        if not found:
            return term
        chosen = rng.choice(found)
        path, sort, node, spec = chosen.path, chosen.sort, chosen.array, SIGNATURE[chosen.op]
        params = [i for i, s in enumerate(spec.ins, start=1) if not isinstance(s, Sort)]
        roll = rng.random()
        if params and roll < 0.5:
            i = rng.choice(params)
            edge = rng.choice(self.params.edges(ParamSort(spec.ins[i - 1])))
            return replace_at(term, (*path, i), copy.deepcopy(edge))
        if roll < 0.6:
            return replace_at(term, path, node[:-1] if len(node) > 1 else [*node, node])
        if roll < 0.7:
            extras: tuple[JSON, ...] = ("x", 1, ["top"], None)
            return replace_at(term, path, [*node, rng.choice(extras)])
        if roll < 0.8:
            other = rng.choice([s for s in Sort if s is not sort])
            return replace_at(term, path, self._any_term(other, 2))
        wrongs: tuple[JSON, ...] = ("AND", "", "nope", 1, None, [], {}, "top ", ["and"], "\ud800")
        wrong = rng.choice(wrongs)
        return replace_at(term, path, [wrong, *node[1:]] if rng.random() < 0.6 else wrong)

    def near_member(self, request: dict[str, JSON]) -> JSON:
        """A top-level member of the request absent, ``null``, empty or of a wrong type."""
        rng = self.rng
        members = sorted({*request, *KIND_MEMBERS.get(str(request.get("kind")), ())})
        key = rng.choice([*members, "kind", "term", "name", "extra"])
        return _with_member(request, (key,), rng.choice(MEMBER_VARIANTS))

    def near_input(self, request: JSON) -> JSON:
        """One member somewhere in the request's inputs replaced or removed."""
        paths = [p for p in _member_paths(request, 6) if p[0] not in ("term", "kind", "name")]
        if not paths:
            return request
        return _with_member(request, self.rng.choice(paths), self.rng.choice(MEMBER_VARIANTS))

    # -- requests -------------------------------------------------------------

    def _fresh_inputs(self, schema: bool = True) -> None:
        """New values for the next request: its providers and families, and (when
        ``schema`` allows, now and then) a schema."""
        rng = self.rng
        schema_json = copy.deepcopy(rng.choice(SCHEMAS)) if schema and rng.random() < 0.12 else None
        self.schema_json = schema_json
        self.schema = schema_from_json(schema_json) if schema_json is not None else DEFAULT_SCHEMA
        self.inputs = Inputs(rng, self.schema)
        self.params = Params(rng, self.schema, self.inputs.providers, self.inputs.families)

    def request(
        self, kind: str, term: JSON, rich: bool = False, catalog: bool = True
    ) -> dict[str, JSON]:
        """A well-formed request of ``kind`` around ``term`` (``rich``: every member;
        ``catalog``: candidates may come as a catalog)."""
        rng, inputs = self.rng, self.inputs
        inputs.read_by(term)
        request: dict[str, JSON] = {"name": _UNNAMED, "kind": kind, "term": term}
        if self.schema_json is not None:
            request["schema"] = self.schema_json
        if kind == "pred":
            request["cases"] = [
                {"candidate": inputs.candidate(rich), **({"ctx": inputs.ctx(rich)} if c else {})}
                for c in [rich or rng.random() < 0.6 for _ in range(rng.choice((1, 2, 3, 4)))]
            ]
        elif kind in ("scorer", "selector", "policy"):
            if catalog and not rich and rng.random() < 0.15:
                request["catalog"] = inputs.catalog()
                ctx = inputs.ctx()
                if rng.random() < 0.3:
                    extra: list[JSON] = [
                        inputs.extra_candidate() for _ in range(rng.choice((1, 2)))
                    ]
                    as_object(ctx.setdefault("request", {}))["extra_candidates"] = extra
                request["ctx"] = ctx
            else:
                request["candidates"] = inputs.candidates(rich)
                if rich or rng.random() < 0.7:
                    request["ctx"] = inputs.ctx(rich)
            candidates = request.get("candidates")
            if kind == "selector" and isinstance(candidates, list) and (rich or rng.random() < 0.7):
                request["scores"] = inputs.scores(len(candidates))
        elif kind == "xform":
            request["candidate"] = inputs.candidate(rich)
            if rich or rng.random() < 0.8:
                request["request"] = inputs.call_request(rich)
            if rich or rng.random() < 0.7:
                request["ctx"] = inputs.ctx(rich)
        elif kind == "failplan":
            count = rng.choice((1, 3))
            request["cases"] = [self.params.value(ParamSort.FAIL_REASON) for _ in range(count)]
        return request

    def kind_of(self, sort: Sort) -> str | None:
        """A kind in focus for terms of ``sort``: the one that evaluates them, else
        ``encoding``, else none."""
        for kind in (sort.value.lower(), "encoding"):
            if kind in self.focus.kinds:
                return kind
        return None

    # -- the sweep ------------------------------------------------------------

    def _sweep_requests(self) -> Iterator[JSON]:
        yield from (r for r in _pinned_requests() if self.focus.admits(r))
        yield from self._member_sweep(top_level=True)
        yield from self._hazard_sweep()
        yield from self._observation_sweep()
        yield from self._requirement_sweep()
        yield from self._request_member_sweep()
        yield from self._composition_sweep()
        yield from self._parameter_sweep()
        yield from self._shape_sweep()
        yield from self._bounds_sweep()
        yield from self._member_sweep(top_level=False)

    def _rich(self, kind: str) -> dict[str, JSON]:
        self._fresh_inputs()
        sort = self.rng.choice(self.focus.sorts(kind))
        return self.request(kind, self.term(sort, 3), rich=True)

    def _member_sweep(self, top_level: bool) -> Iterator[JSON]:
        """Every input member, in turn, absent and of each wrong type; kinds take turns."""
        rounds = []
        # deeper members are many: absent, null, {} and [] each, one other wrong value
        variants = MEMBER_VARIANTS if top_level else MEMBER_VARIANTS[:4]
        for n, kind in enumerate(self.focus.kinds):
            request = self._rich(kind)
            if top_level:  # the members every kind has: in one kind's turn each
                common = [
                    m
                    for i, m in enumerate(("name", "kind", "term"))
                    if i % len(self.focus.kinds) == n
                ]
                paths: list[tuple[str | int, ...]] = [(k,) for k in (*KIND_MEMBERS[kind], *common)]
            else:
                paths = [p for p in _member_paths(request, 6) if len(p) > 1 and p[0] != "term"]
            rounds.append([(request, path) for path in paths])
        for turn in range(max((len(r) for r in rounds), default=0)):
            for batch in rounds:
                if turn < len(batch):
                    request, path = batch[turn]
                    extra = () if top_level else (self.rng.choice(MEMBER_VARIANTS[4:]),)
                    for variant in (*variants, *extra):
                        yield _with_member(request, path, variant)

    def _parameter_sweep(self) -> Iterator[JSON]:
        """Every parameter position of every operation at the edges of its sort."""
        for op, spec in SIGNATURE.items():
            if self.focus.ops and op not in self.focus.ops:
                continue
            kind = self.kind_of(spec.out)
            if kind is None:
                continue
            for i, sort in enumerate(spec.ins, start=1):
                if isinstance(sort, Sort):
                    continue
                self._fresh_inputs()
                base = self.node(op, 2)
                for edge in self.params.edges(ParamSort(sort)):
                    term = [*base[:i], copy.deepcopy(edge), *base[i + 1 :]]
                    yield self.request(kind, term)

    def _hazard_sweep(self) -> Iterator[JSON]:
        """Every Scorer operation over scorers that give NaN, ±inf and cancelling
        sums; every Selector operation over tied and non-finite scores, with and
        without a seed, alone and in a policy that scores a filtered population."""
        focus = self.focus
        for op, spec in SIGNATURE.items():
            if focus.ops and op not in focus.ops:
                continue
            positions = [i for i, s in enumerate(_positions(spec), start=1) if s is spec.out]
            if spec.out is Sort.SCORER and positions and "scorer" in focus.kinds:
                for hazard in HAZARD_SCORERS:
                    self._fresh_inputs(schema=False)
                    node = self.node(op, 2)
                    node[positions[0]] = copy.deepcopy(hazard)
                    yield {
                        **self.request("scorer", node, catalog=False),
                        "candidates": _hazard_candidates(),
                    }
            if spec.out is Sort.SELECTOR and "selector" in focus.kinds:
                for scores in HAZARD_SCORES:
                    for seed in (None, 0, 42, 2**31):
                        self._fresh_inputs(schema=False)
                        request = self.request("selector", self.node(op, 2), catalog=False)
                        request["candidates"] = _hazard_candidates()[: len(scores)]
                        request["scores"] = list(scores)
                        request["ctx"] = {} if seed is None else {"seed": seed}
                        yield request
            if spec.out is Sort.SELECTOR and "policy" in focus.kinds:
                for hazard in HAZARD_SCORERS:
                    self._fresh_inputs(schema=False)
                    term = self.node("policy", 2)
                    term[2], term[3] = ["normalize", copy.deepcopy(hazard)], self.node(op, 2)
                    term[1] = ["not", ["provider_eq", "p1"]]  # keeps some of them
                    yield {
                        **self.request("policy", term, catalog=False),
                        "candidates": _hazard_candidates(),
                    }

    def _observation_sweep(self) -> Iterator[JSON]:
        """Every operation with a parameter naming what it observes (a field, a
        tier, a family, a provider, a route, a capability), over candidates on
        every side of it: a Num field absent, just below, at and just above the
        operation's number; a Bool field true, false or of another type; a tier
        absent, each of the order, unknown; a capability of every truthiness…"""
        for op, spec in SIGNATURE.items():
            kind = self.kind_of(spec.out)
            if (self.focus.ops and op not in self.focus.ops) or kind is None:
                continue
            for i, sort in enumerate(spec.ins, start=1):
                if not isinstance(sort, ParamSort) or sort not in OBSERVED:
                    continue
                self._fresh_inputs(schema=False)
                relations = [j for j, p in enumerate(spec.ins, start=1) if p is ParamSort.REL]
                numbers = [j for j, p in enumerate(spec.ins, start=1) if p is ParamSort.NUM]
                threshold = self.rng.choice((0, 1, 2.5))
                for value, variants in OBSERVED[sort](self.params, threshold):
                    node = self.node(op, 2)
                    node[i] = value
                    for j in numbers:
                        node[j] = threshold
                    for rel in RELATIONS if relations else (None,):
                        if rel is not None:
                            node[relations[0]] = rel
                        yield self._over(kind, copy.deepcopy(node), variants)

    def _over(self, kind: str, term: JSON, variants: Sequence[Variant]) -> JSON:
        """A request of ``kind`` over one candidate per variant (as cases of a ``pred``
        request, each with its context; else as candidates sharing one context)."""
        pairs = []
        for n, vary in enumerate(variants, start=1):
            candidate: dict[str, JSON] = {"provider_id": f"p{n}", "model_family": "m1"}
            ctx: dict[str, JSON] = {}
            vary(candidate, ctx)
            pairs.append((candidate, ctx))
        request = self.request(kind, term, catalog=False)
        if kind == "pred":
            request["cases"] = [{"candidate": c, "ctx": ctx} for c, ctx in pairs]
        elif "candidates" in request:
            request["candidates"] = [c for c, _ in pairs]
            merged: dict[str, JSON] = {}
            for _, ctx in pairs:
                for table, entries in as_object(ctx.get("state", {})).items():
                    state = as_object(merged.setdefault("state", {}))
                    as_object(state.setdefault(table, {})).update(as_object(entries))
            request["ctx"] = merged
        elif "candidate" in request:
            request["candidate"] = pairs[0][0]
        return request

    def _requirement_sweep(self) -> Iterator[JSON]:
        """Each requirement of a call request alone, under every predicate without
        arguments, over candidates on both sides of it."""
        if "pred" not in self.focus.kinds:
            return
        for op, spec in SIGNATURE.items():
            if spec.out is not Sort.PRED or spec.ins or spec.variadic is not None:
                continue
            if self.focus.ops and op not in self.focus.ops:
                continue
            for key, value in REQUIREMENTS:
                request: dict[str, JSON] = {"requirements": {key: value}}
                if key == "model_family":
                    request["scope"] = "s1"
                self._fresh_inputs(schema=False)
                yield {
                    **self.request("pred", [op]),
                    "cases": [
                        {"candidate": dict(c), "ctx": {"request": copy.deepcopy(request)}}
                        for c in REQUIREMENT_CANDIDATES
                    ],
                }

    def _request_member_sweep(self) -> Iterator[JSON]:
        """Every operation whose parameter names a member of the call's request, over
        requests where that member is absent, below, between and above the
        operation's numbers (0.5, then 1.5) or of another type, with a seed."""
        for op, spec in SIGNATURE.items():
            kind = self.kind_of(spec.out)
            if (self.focus.ops and op not in self.focus.ops) or kind != "xform":
                continue
            for i, sort in enumerate(spec.ins, start=1):
                if sort is not ParamSort.PARAM_NAME:
                    continue
                self._fresh_inputs(schema=False)
                node = self.node(op, 2)
                numbers = iter((0.5, 1.5))
                for j, param in enumerate(spec.ins, start=1):
                    if param is ParamSort.NUM:
                        node[j] = next(numbers, 2.5)
                for value in (ABSENT, 0, 0.5, 1, 1.5, 2, "hot", True):
                    request = self.request(kind, copy.deepcopy(node))
                    request["request"] = {} if value is ABSENT else {as_string(node[i]): value}
                    request["ctx"] = {"seed": 42}
                    yield request

    def _composition_sweep(self) -> Iterator[JSON]:
        """Every variadic operation over two children of one operation that differ
        in their last parameter, in both orders (where the order of composition,
        or of a first failing reason, shows)."""
        for op, spec in SIGNATURE.items():
            if spec.variadic is None or (self.focus.ops and op not in self.focus.ops):
                continue
            kind = self.kind_of(spec.out)
            leaves = [
                o
                for o in ops_of(spec.variadic)
                if SIGNATURE[o].ins and not subterm_sorts(SIGNATURE[o])
            ]
            if kind is None or not leaves:
                continue
            self._fresh_inputs(schema=False)
            first = self.node(leaves[0], 1)
            second = list(first)
            last = SIGNATURE[leaves[0]].ins[-1]
            assert isinstance(last, ParamSort)
            for _ in range(8):  # a different value of the same sort
                second[-1] = self.params.value(last)
                if second[-1] != first[-1]:
                    break
            terms: tuple[JSON, ...] = ([op, first, second], [op, second, first])
            for term in terms:
                yield self.request(kind, copy.deepcopy(term))

    def _shape_sweep(self) -> Iterator[JSON]:
        """Every operation with one argument too few, one too many, one of the wrong sort."""
        for op, spec in SIGNATURE.items():
            if self.focus.ops and op not in self.focus.ops:
                continue
            kind = "reject" if "reject" in self.focus.kinds else self.focus.kinds[0]
            self._fresh_inputs(schema=False)
            node = self.node(op, 2)
            variants: list[JSON] = [
                node[:-1] if len(node) > 1 else [op, ["top"]],
                [*node, node[-1]],
            ]
            for i, sort in enumerate(_positions(spec), start=1):
                if isinstance(sort, Sort) and i < len(node):
                    other = self.rng.choice([s for s in Sort if s is not sort])
                    variants.append([*node[:i], self._any_term(other, 2), *node[i + 1 :]])
            for term in variants:
                yield self.request(kind, term)

    def _bounds_sweep(self) -> Iterator[JSON]:
        """Terms around the depth and size bounds, inputs around the JSON nesting bound."""
        kinds = self.focus.kinds
        for sort in Sort:
            chain_ops = [op for op in ops_of(sort) if sort in _positions(SIGNATURE[op])]
            wide_ops = [op for op in ops_of(sort) if SIGNATURE[op].variadic is not None]
            kind = self.kind_of(sort)
            if kind is None:
                continue
            for op in chain_ops[:1]:
                for depth in (MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1):
                    if not self.focus.ops or op in self.focus.ops:
                        yield self.request(kind, self._deep(op, depth))
            for op in wide_ops[:1]:
                for count in (MAX_NODES - 1, MAX_NODES, MAX_NODES + 1):
                    if not self.focus.ops or op in self.focus.ops:
                        yield self.request(kind, self._wide(op, count))
        for depth in (MAX_JSON_DEPTH - 1, MAX_JSON_DEPTH, MAX_JSON_DEPTH + 1):
            kind = self.rng.choice(kinds)
            request = self._rich(kind)
            nested: JSON = 1
            for _ in range(depth - 1):  # the request object itself is one level
                nested = [nested]
            yield {**request, "extra": nested}

    def _deep(self, op: str, depth: int) -> JSON:
        """A term ``depth`` levels deep: ``op`` nested in its own position of its sort."""
        spec = SIGNATURE[op]
        i = _positions(spec).index(spec.out) + 1
        term = self._any_term(spec.out, 1)
        for _ in range(depth - 1):
            node = self.node(op, 1) if spec.variadic is None else [op, term]
            node[i] = term
            term = node
        return term

    def _wide(self, op: str, nodes: int) -> JSON:
        """A term of ``nodes`` nodes: ``op`` over leaves of its sort."""
        spec = SIGNATURE[op]
        assert spec.variadic is not None
        leaves = [leaf for leaf in ops_of(spec.variadic) if not SIGNATURE[leaf].ins]
        children: list[JSON] = [[self.rng.choice(leaves)] for _ in range(nodes - 1)]
        return [op, *children]


#: Candidates some of which lack a latency and a price (observed as +inf), with
#: ties on provider and family, and a throughput spread over all of them.
HAZARD_CANDIDATES: Final[tuple[JSON, ...]] = (
    {"provider_id": "p1", "model_family": "m1", "tok_s": 40},
    {"provider_id": "p2", "model_family": "m1", "latency_ms": 100, "price_in": 2, "tok_s": 10},
    {"provider_id": "p1", "model_family": "m1", "price_in": 2, "tier": "partner", "tok_s": 5},
    {"provider_id": "p3", "model_family": "m2", "latency_ms": 100, "tok_s": 20},
    {"provider_id": "p2", "model_family": "m1", "latency_ms": 100, "price_in": 2, "tok_s": 10},
    {"provider_id": "p4", "model_family": "m2", "latency_ms": 50, "price_in": 1, "tok_s": 30},
)


def _hazard_candidates() -> list[JSON]:
    return copy.deepcopy(list(HAZARD_CANDIDATES))


#: Scorers whose values over those candidates are NaN, ±inf, or sums that
#: depend on their order (cancellation, overflow); the last is finite and spread,
#: so that a policy that scores the wrong population shows.
HAZARD_SCORERS: Final[tuple[JSON, ...]] = (
    ["add", ["field", "latency_ms"], ["neg", ["field", "latency_ms"]]],
    ["field", "price_in"],
    ["neg", ["field", "price_in"]],
    ["add", ["lit", 2**53], ["lit", 1], ["lit", -(2**53)]],
    ["add", ["lit", 1e308], ["lit", 1e308], ["lit", -1e308]],
    ["field", "tok_s"],
)
#: Selector scores: ties, NaNs among numbers, infinities, both zeros.
HAZARD_SCORES: Final[tuple[list[JSON], ...]] = (
    [1, 1, 1, 1, 1, 1],
    ["nan", 1, "-inf", "nan", "+inf", 1],
    [0, -0.0, 0, "nan", 2, 2],
    [3, 2, 1, 0, -1, -2],
)


def _positions(spec: OpSpec) -> tuple[AnySort, ...]:
    """The sort of each argument position (a variadic operation: its first)."""
    return (spec.variadic,) if spec.variadic is not None else spec.ins


def _with_member(request: JSON, path: tuple[str | int, ...], variant: JSON | Absent) -> JSON:
    """``request`` with the member at ``path`` set to ``variant`` (or removed)."""
    parent_path, key = path[:-1], path[-1]
    parent = member_at(request, parent_path)
    new_parent: JSON
    if isinstance(parent, dict) and isinstance(key, str):
        if variant is ABSENT:
            new_parent = {k: v for k, v in parent.items() if k != key}
        else:
            new_parent = {**parent, key: copy.deepcopy(variant)}
    elif isinstance(parent, list) and isinstance(key, int):
        if variant is ABSENT:
            new_parent = [v for i, v in enumerate(parent) if i != key]
        else:
            new_parent = [*parent[:key], copy.deepcopy(variant), *parent[key + 1 :]]
    else:
        raise ShapeError(f"no {key!r} in {shape_of(parent)}")
    return replace_at(request, parent_path, new_parent)


def _member_paths(value: JSON, depth: int) -> list[tuple[str | int, ...]]:
    """Paths of the object members and array elements of ``value``, ``depth`` levels down,
    the first element of each array only (its siblings are alike)."""
    paths: list[tuple[str | int, ...]] = []
    stack: list[tuple[JSON, tuple[str | int, ...]]] = [(value, ())]
    while stack:
        node, path = stack.pop()
        if len(path) >= depth:
            continue
        children: list[tuple[str | int, JSON]] = []
        if isinstance(node, dict):
            children = list(node.items())
        elif isinstance(node, list) and node:
            children = [(0, node[0])]
        for key, member in reversed(children):
            paths.append((*path, key))
            stack.append((member, (*path, key)))
    return sorted(paths, key=len)


#: How deep a golden request may nest to be mutated: the few deeper ones (the JSON
#: nesting bound's vectors, 500 levels and more) are past what the mutations'
#: copies can recurse through, and the sweep sends its own requests at the bounds.
CORPUS_DEPTH: Final = 100


def nesting(value: JSON) -> int:
    """How many arrays and objects ``value`` nests, at the deepest (iteratively)."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
        else:
            continue
        deepest = max(deepest, depth + 1)
    return deepest


@functools.cache
def _golden_lines() -> tuple[tuple[str, JSON, frozenset[str]], ...]:
    """The protocol lines of every golden vector definition nesting up to
    :data:`CORPUS_DEPTH`, each with its kind and the operations of its term
    (what :meth:`Focus.takes` reads), read, written and measured once per
    process (the definitions are the package's data; a fuzzing process that
    makes many generators, as the mutation report's does, built the same corpus
    for each).  Each generator decodes its own copy of a line
    (:func:`_golden_requests`)."""
    from .generate import all_definitions, request_line

    out = []
    for line in (request_line(d) for d in all_definitions()):
        request = native(line)
        if nesting(request) <= CORPUS_DEPTH:
            if isinstance(request, dict):
                kind, ops = request.get("kind"), frozenset(operations(request.get("term")))
                out.append((line, kind, ops))
            else:
                out.append((line, None, frozenset()))
    return tuple(out)


def _golden_requests(focus: Focus) -> list[JSON]:
    """The requests of every golden vector definition in ``focus`` (as
    :meth:`Focus.takes` decides), as plain values of their own (those nesting
    up to :data:`CORPUS_DEPTH`)."""
    return [native(line) for line, kind, ops in _golden_lines() if focus.takes(kind, ops)]


@functools.cache
def _pinned_lines() -> tuple[str, ...]:
    from .generate import definitions_in, request_line

    return tuple(request_line(d) for d in definitions_in("pinned.json"))


def _pinned_requests() -> list[JSON]:
    """The requests of chapter 8's vectors, each a fresh value (the stream sends them)."""
    return [native(line) for line in _pinned_lines()]
