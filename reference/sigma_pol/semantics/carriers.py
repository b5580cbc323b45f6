"""The carriers of the six sorts (spec/06-semantics.md §6.1): what a term of
each sort means, as Python values.

Both 𝔖 (:mod:`.algebra`, which builds them) and the policy layer (:mod:`.policy`,
which compiles and runs them) use these types; keeping them here lets the
imports run one way, algebra -> carriers <- policy.

* Pred: ``(candidate, ctx) -> None`` when it holds, else the reason string;
* Scorer: ``(population, ctx) -> [score]``, one double per candidate;
* Selector: ``(scored, ctx, limit) -> ordering``;
* Xform: ``(request, candidate, ctx) -> request'``;
* FailPlan: the retry table ``{error kind: Action}`` with the base under ``unknown``;
* Policy: :class:`Policy`, the five slots interpreted.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from ..syntax.terms import ParamValue, Record
from .decision_values import Candidate, Context, Request

Verdict = str | None
PredFn = Callable[[Candidate, Context], Verdict]
ScorerFn = Callable[[Sequence[Candidate], Context], list[float]]
XformFn = Callable[[Request, Candidate, Context], Request]
FailTable = Mapping[str, ParamValue]
CustomRegistry = Mapping[str, XformFn]


@dataclass(frozen=True, slots=True)
class Scored:
    """One entry of an ordering: the candidate, its score, its input position."""

    candidate: Candidate
    score: float
    position: int
    #: set by ``chain``: the candidate's 1-based priority in the chain
    chain_priority: int | None = None


SelectorFn = Callable[[list[Scored], Context, int | None], list[Scored]]

DEFAULT_ACTION: Final[ParamValue] = Record({"action": "next_candidate"})


def score_order_key(entry: Scored) -> tuple[int, float, int]:
    """Score descending, input order on ties; NaN after every number (pinned)."""
    s = entry.score
    return (1, 0.0, entry.position) if s != s else (0, -s, entry.position)


def classify(table: FailTable, error_kind: str) -> ParamValue:
    """The action for an error kind: its own entry, else ``unknown``, else the default."""
    action = table.get(error_kind)
    if action is None:
        action = table.get("unknown", DEFAULT_ACTION)
    return action


@dataclass(frozen=True, slots=True)
class Rejection:
    provider: str
    model: str
    reason: str


@dataclass(frozen=True, slots=True)
class Plan:
    ordered: list[Scored]
    rejected: list[Rejection]


@dataclass(frozen=True, slots=True)
class Policy:
    """The carrier of sort Policy: the five slots, interpreted."""

    filter: PredFn
    scorer: ScorerFn
    selector: SelectorFn
    xform: XformFn
    failplan: FailTable

    def plan(self, candidates: Sequence[Candidate], ctx: Context) -> Plan:
        survivors: list[Candidate] = []
        rejected: list[Rejection] = []
        for cand in candidates:
            why = self.filter(cand, ctx)
            if why is None:
                survivors.append(cand)
            else:
                rejected.append(Rejection(cand["provider_id"], cand["model_family"], why))
        scores = self.scorer(survivors, ctx)
        scored = [Scored(c, s, i) for i, (c, s) in enumerate(zip(survivors, scores, strict=True))]
        return Plan(self.selector(scored, ctx, None), rejected)

    def mutate(self, request: Request, candidate: Candidate, ctx: Context) -> Request:
        return self.xform(request, candidate, ctx)

    def classify(self, error_kind: str) -> ParamValue:
        return classify(self.failplan, error_kind)


def build_policy(
    pred: PredFn, scorer: ScorerFn, selector: SelectorFn, xform: XformFn, failplan: FailTable
) -> Policy:
    return Policy(pred, scorer, selector, xform, failplan)
