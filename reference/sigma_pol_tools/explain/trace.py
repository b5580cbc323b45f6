"""Tracing: one decision observed node by node (spec/13-trace-format.md; spec/06-semantics.md).

There is no second evaluator.  The tracing algebra is 𝔖 itself
(:func:`sigma_pol.semantics.algebra.reference_algebra`) with every carrier wrapped: the
wrapper calls the reference carrier, records ``(node id, inputs, result)`` and
returns that result unchanged.  Children are folded first, so a node's
reference interpretation receives its children already wrapped, and what it
does with them is visible: an ``and`` that stops at its first failing child
leaves no record for the children after it.

Node ids are the post-order positions in which :func:`sigma_pol.syntax.fold.fold`
interprets the nodes of the normal form (children left to right, bottom up).
Two more algebras over the same fold give every id its operation, parameters
and children (:func:`node_table`) and its place in the printed tree
(:func:`outline`), so the records can be laid back onto the tree.

The one thing a wrapper cannot see from outside is the inside of ``sample``;
its wrapper replays :func:`sigma_pol.semantics.algebra.sample_order` (the same
function 𝔖 calls) with an observer that records every draw.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import count
from typing import Any

from sigma_pol.normal.normal_form import Normal
from sigma_pol.semantics.algebra import rank_weights, reference_algebra, sample_order
from sigma_pol.semantics.carriers import (
    CustomRegistry,
    FailTable,
    Plan,
    Policy,
    PredFn,
    Scored,
    ScorerFn,
    SelectorFn,
    Verdict,
    XformFn,
    score_order_key,
)
from sigma_pol.semantics.customs import StandIn
from sigma_pol.semantics.decision_values import Candidate, Context, Request
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.fold import OpInterpretation, fold, uniform
from sigma_pol.syntax.signature import SIGNATURE, Sort
from sigma_pol.syntax.terms import ParamValue, Term
from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA, Schema

#: The five slots of ``policy``, in argument order.
SLOTS = ("filter", "scorer", "selector", "xform", "failplan")


@dataclass(frozen=True, slots=True)
class Node:
    """One node of the normal form: its id, operation, parameters and children ids."""

    id: int
    op: str
    sort: Sort
    params: tuple[ParamValue, ...]
    children: tuple[int, ...]


def _structure(nodes: list[Node]) -> OpInterpretation[int]:
    def interpret(node: Term, args: tuple[Any, ...]) -> int:
        kids: list[int] = []
        params: list[ParamValue] = []
        for value, original in zip(args, node.args, strict=True):
            if isinstance(original, Term):
                kids.append(value)
            else:
                params.append(value)
        nid = len(nodes)
        nodes.append(Node(nid, node.op, SIGNATURE[node.op].out, tuple(params), tuple(kids)))
        return nid

    return interpret


def node_table(term: Term) -> tuple[Node, ...]:
    """Every node of ``term`` indexed by its post-order id (the root is last)."""
    nodes: list[Node] = []
    fold(term, uniform(_structure(nodes)))
    return tuple(nodes)


def _rows(ids: Iterator[int]) -> OpInterpretation[list[tuple[int, int]]]:
    def interpret(node: Term, args: tuple[Any, ...]) -> list[tuple[int, int]]:
        # the children were folded first, so the next post-order id is this node's
        rows = [(next(ids), 0)]
        for value, original in zip(args, node.args, strict=True):
            if isinstance(original, Term):
                rows.extend((nid, depth + 1) for nid, depth in value)
        return rows

    return interpret


def subterms(term: Term) -> tuple[Term, ...]:
    """Every subterm of ``term`` indexed by its node's post-order id (the root is last)."""
    found: list[Term] = []

    def collect(node: Term, _args: tuple[Any, ...]) -> None:
        found.append(node)

    fold(term, uniform(collect))
    return tuple(found)


def outline(term: Term) -> tuple[tuple[int, int], ...]:
    """``(node id, depth)`` of every node in pre-order: the order a printed term reads."""
    return tuple(fold(term, uniform(_rows(count()))))


# ---------------------------------------------------------------------------
# records


@dataclass(frozen=True, slots=True)
class PredCall:
    node: int
    candidate: int
    verdict: Verdict


@dataclass(frozen=True, slots=True)
class ScorerCall:
    node: int
    population: tuple[int, ...]
    scores: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of an ordering, by candidate input index."""

    candidate: int
    score: float
    chain_priority: int | None = None


@dataclass(frozen=True, slots=True)
class Draw:
    """One sampling draw: the PRNG value, ``r = draw · total``, the running sums, the pick."""

    draw: float
    r: float
    total: float
    running: tuple[float, ...]
    pick: int


@dataclass(frozen=True, slots=True)
class SampleSteps:
    seed: float
    pool: tuple[int, ...]
    weights: tuple[float, ...]
    draws: tuple[Draw, ...]


@dataclass(frozen=True, slots=True)
class SelectorCall:
    node: int
    given: tuple[Entry, ...]
    limit: int | None
    result: tuple[Entry, ...]
    sample: SampleSteps | None = None
    #: ``chain``: every listed candidate with its priority, even past ``limit``
    listed: tuple[Entry, ...] | None = None


@dataclass(frozen=True, slots=True)
class XformCall:
    node: int
    candidate: int
    before: Request
    after: Request


@dataclass
class Recorder:
    """Collects the records of one traced evaluation, in the order they happen."""

    #: ``id()`` of each candidate object -> its input index (the objects are ours)
    index: dict[int, int]
    preds: list[PredCall] = field(default_factory=list)
    scorers: list[ScorerCall] = field(default_factory=list)
    selectors: list[SelectorCall] = field(default_factory=list)
    xforms: list[XformCall] = field(default_factory=list)
    failplans: dict[int, FailTable] = field(default_factory=dict)

    def of(self, candidate: Candidate) -> int:
        return self.index[id(candidate)]

    def entries(self, ordering: Sequence[Scored]) -> tuple[Entry, ...]:
        return tuple(Entry(self.of(e.candidate), e.score, e.chain_priority) for e in ordering)


# ---------------------------------------------------------------------------
# the tracing algebra

Wrapper = Callable[[Recorder, int, Term, Any], Any]


def _pred(rec: Recorder, nid: int, _node: Term, inner: PredFn) -> PredFn:
    def holds(c: Candidate, ctx: Context) -> Verdict:
        verdict = inner(c, ctx)
        rec.preds.append(PredCall(nid, rec.of(c), verdict))
        return verdict

    return holds


def _scorer(rec: Recorder, nid: int, _node: Term, inner: ScorerFn) -> ScorerFn:
    def score(pop: Sequence[Candidate], ctx: Context) -> list[float]:
        values = inner(pop, ctx)
        rec.scorers.append(ScorerCall(nid, tuple(rec.of(c) for c in pop), tuple(values)))
        return values

    return score


def _sample_steps(
    rec: Recorder,
    temp: float,
    scored: list[Scored],
    ctx: Context,
    limit: int | None,
    ordering: list[Scored],
) -> SampleSteps:
    """The draws of ``sample``: the reference's own pool, weights and sampler, observed.

    The replay must pick what 𝔖 picked (``ordering``); if ``sample`` ever
    changed without this replay, the assertion says so rather than a wrong trace.
    """
    pool = sorted(scored, key=score_order_key)
    weights = rank_weights(len(pool), temp)
    seed = ctx.seed if ctx.seed is not None else 0.0
    draws: list[Draw] = []

    def observe(u: float, r: float, total: float, running: tuple[float, ...], pick: Scored) -> None:
        draws.append(Draw(u, r, total, running, rec.of(pick.candidate)))

    replayed = sample_order(pool, weights, seed, limit, observe)
    assert [e.position for e in replayed] == [e.position for e in ordering]
    return SampleSteps(seed, tuple(rec.of(e.candidate) for e in pool), tuple(weights), tuple(draws))


def _selector(rec: Recorder, nid: int, node: Term, inner: SelectorFn) -> SelectorFn:
    def select(scored: list[Scored], ctx: Context, limit: int | None) -> list[Scored]:
        ordering = inner(scored, ctx, limit)
        steps, listed = None, None
        if node.op == "sample":
            temp = node.args[0]
            assert isinstance(temp, float)
            steps = _sample_steps(rec, temp, scored, ctx, limit, ordering)
        if node.op == "chain":
            # asked again without the limit (a pure function): who was listed, not just kept
            listed = rec.entries(inner(scored, ctx, None))
        given, result = rec.entries(scored), rec.entries(ordering)
        rec.selectors.append(SelectorCall(nid, given, limit, result, steps, listed))
        return ordering

    return select


def _xform(rec: Recorder, nid: int, _node: Term, inner: XformFn) -> XformFn:
    def run(req: Request, c: Candidate, ctx: Context) -> Request:
        out = inner(req, c, ctx)
        rec.xforms.append(XformCall(nid, rec.of(c), req, out))
        return out

    return run


def _failplan(rec: Recorder, nid: int, _node: Term, table: FailTable) -> FailTable:
    rec.failplans[nid] = table
    return table


def _policy(_rec: Recorder, _nid: int, _node: Term, policy: Policy) -> Policy:
    return policy


_WRAPPERS: dict[Sort, Wrapper] = {
    Sort.PRED: _pred,
    Sort.SCORER: _scorer,
    Sort.SELECTOR: _selector,
    Sort.XFORM: _xform,
    Sort.FAILPLAN: _failplan,
    Sort.POLICY: _policy,
}


def tracing_algebra(
    recorder: Recorder, schema: Schema = DEFAULT_SCHEMA, customs: CustomRegistry | None = None
) -> dict[str, OpInterpretation[Any]]:
    """𝔖 with every carrier recording into ``recorder``; fold it over one term, once."""
    reference = reference_algebra(schema, customs)
    ids = count()

    def traced(op: str) -> OpInterpretation[Any]:
        interpret, wrap = reference[op], _WRAPPERS[SIGNATURE[op].out]

        def run(node: Term, args: tuple[Any, ...]) -> Any:
            nid = next(ids)
            return wrap(recorder, nid, node, interpret(node, args))

        return run

    return {op: traced(op) for op in SIGNATURE}


# ---------------------------------------------------------------------------
# one traced decision


@dataclass(frozen=True, slots=True)
class Trace:
    """Everything observed while deciding once: the tree, the records, the decision."""

    normal: Normal
    nodes: tuple[Node, ...]
    candidates: tuple[Candidate, ...]
    ctx: Context
    plan: Plan
    recorder: Recorder
    #: where the request the Xform changed came from: ``"request"`` (given) or ``"ctx"``
    request_source: str
    #: the ``custom`` names evaluated with a command-line stand-in: name -> its label
    stand_ins: Mapping[str, str] = field(default_factory=dict)

    @property
    def root(self) -> Node:
        return self.nodes[-1]

    def slot(self, name: str) -> Node:
        return self.nodes[self.root.children[SLOTS.index(name)]]


def _recorded(candidates: Sequence[Candidate]) -> tuple[tuple[Candidate, ...], Recorder]:
    """Shallow copies of the candidates, each one object the records name by
    its input index, and the recorder that names them so."""
    own = tuple(dict(c) for c in candidates)
    return own, Recorder({id(c): i for i, c in enumerate(own)})


def trace_normal(
    normal: Normal,
    candidates: Sequence[Candidate],
    ctx: Context,
    request: Request | None = None,
    schema: Schema = DEFAULT_SCHEMA,
    customs: CustomRegistry | None = None,
    where: str = "$",
) -> Trace:
    """Decide with the normal form of a policy, recording every node.

    The candidates are shallow-copied so that each is one object the records
    can name by its input index.  The Xform runs on the first-ranked candidate
    with ``request``, or with the context's request when none is given; the
    record of the xform slot's node is that mutation.  A term of another sort
    is refused as an input error at ``where``.
    """
    if normal.term.op != "policy":
        sort = SIGNATURE[normal.term.op].out
        raise InputError(where, f"explain needs a Policy term, got a {sort} term")
    own, recorder = _recorded(candidates)
    policy: Policy = fold(normal.term, tracing_algebra(recorder, schema, customs))
    plan = policy.plan(own, ctx)
    source, before = ("request", request) if request is not None else ("ctx", ctx.request)
    if plan.ordered:
        policy.mutate(before, plan.ordered[0].candidate, ctx)
    nodes = node_table(normal.term)
    stand_ins = _stand_ins(nodes, customs or {})
    return Trace(normal, nodes, own, ctx, plan, recorder, source, stand_ins)


def _stand_ins(nodes: Sequence[Node], customs: CustomRegistry) -> dict[str, str]:
    names = {str(n.params[0]) for n in nodes if n.op == "custom"}
    return {
        name: fn.label
        for name, fn in sorted(customs.items())
        if name in names and isinstance(fn, StandIn)
    }


def failing_checks(
    nodes: Sequence[Node], preds: Sequence[PredCall], top: int, candidate: int
) -> tuple[int, ...]:
    """The deepest failing checks below the Pred node ``top`` for one candidate,
    read off the records ``preds``: the failing nodes, reached from ``top``
    through failing nodes, none of whose children failed, in reading order.

    They say what upstream's bare reasons do not: an ``or`` fails (reason
    ``or``) because each of its children failed, and those are named (or their
    own deepest failures); a failing ``and`` leads to its one failing child; a
    ``not`` fails because its child held, so the ``not`` itself is the deepest
    failing check.  Nothing is evaluated again.
    """
    failed = {(p.node, p.candidate) for p in preds if p.verdict is not None}
    found: list[int] = []
    todo = [top] if (top, candidate) in failed else []
    while todo:
        nid = todo.pop()
        below = [k for k in nodes[nid].children if (k, candidate) in failed]
        if below:
            todo.extend(reversed(below))
        else:
            found.append(nid)
    return tuple(found)


@dataclass(frozen=True, slots=True)
class PredTrace:
    """A Pred's normal form decided for each candidate, with every node's records."""

    nodes: tuple[Node, ...]
    verdicts: tuple[Verdict, ...]
    recorder: Recorder


def trace_pred(
    normal: Normal,
    candidates: Sequence[Candidate],
    ctx: Context,
    schema: Schema = DEFAULT_SCHEMA,
    customs: CustomRegistry | None = None,
) -> PredTrace:
    """Decide a Pred (the normal form of one) for every candidate, recording every node."""
    own, recorder = _recorded(candidates)
    pred: PredFn = fold(normal.term, tracing_algebra(recorder, schema, customs))
    verdicts = tuple(pred(c, ctx) for c in own)
    return PredTrace(node_table(normal.term), verdicts, recorder)
