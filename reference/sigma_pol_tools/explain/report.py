"""The trace as a document: per-node results, the decision and the steps
(spec/13-trace-format.md).

:func:`trace_report` lays the records of a :class:`~sigma_pol_tools.explain.trace.Trace`
back onto the tree of the normal form.  The result is plain JSON data (the
format ``sigma-pol-trace/1``, documented in spec/13-trace-format.md); the text
and HTML renderings of ``sigma-pol explain`` read only this document, so
whatever they show, a tool can read too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from sigma_pol.encoding.encode import identity_of_encoding
from sigma_pol.semantics.carriers import Verdict
from sigma_pol.syntax.signature import VERSION, Sort
from sigma_pol.syntax.terms import ParamValue, param_to_json
from sigma_pol.text.printer import param_doc

from .trace import SLOTS, Entry, Node, SelectorCall, Trace, outline

FORMAT: Final = "sigma-pol-trace/1"


def node_head(node: Node) -> str:
    """``op`` and its parameters as the text syntax writes them (no parentheses)."""
    return " ".join([node.op, *(param_doc(p).flat for p in node.params)])


def parents(nodes: Sequence[Node]) -> dict[int, int]:
    return {child: n.id for n in nodes for child in n.children}


def slots_of(nodes: Sequence[Node]) -> dict[int, str | None]:
    """Which slot of the policy each node belongs to (the root: ``None``)."""
    parent = parents(nodes)
    root = nodes[-1].id
    slot: dict[int, str | None] = {root: None}
    for n in reversed(nodes[:-1]):  # parents have larger ids than their children
        up = parent[n.id]
        slot[n.id] = SLOTS[nodes[root].children.index(n.id)] if up == root else slot[up]
    return slot


# ---------------------------------------------------------------------------
# per-node results


def _entries(entries: Sequence[Entry]) -> list[dict[str, Any]]:
    return [{"candidate": e.candidate, "score": e.score} for e in entries]


def _number(value: ParamValue) -> float:
    assert isinstance(value, float)
    return value


def _same_score(a: float, b: float) -> bool:
    return a == b or (a != a and b != b)


def _ties(result: Sequence[Entry]) -> list[list[int]]:
    """Runs of equal scores in an argmax ordering: each was broken by input order."""
    runs: list[list[Entry]] = []
    for e in result:
        if runs and _same_score(runs[-1][-1].score, e.score):
            runs[-1].append(e)
        else:
            runs.append([e])
    return [[e.candidate for e in run] for run in runs if len(run) > 1]


def _selector_steps(node: Node, call: SelectorCall) -> dict[str, Any]:
    kept = [e.candidate for e in call.result]
    if node.op == "argmax":
        return {"ties": _ties(call.result)}
    if node.op == "chain":
        listed = call.listed or ()
        on_chain = {e.candidate for e in listed}
        return {
            "priorities": [
                {"candidate": e.candidate, "priority": e.chain_priority} for e in listed
            ],
            "unlisted": [e.candidate for e in call.given if e.candidate not in on_chain],
        }
    if node.op == "top_k":
        return {
            "k": int(_number(node.params[0])),
            "kept": kept,
            "cut": [e.candidate for e in call.given if e.candidate not in kept],
        }
    if node.op == "sample":
        steps = call.sample
        assert steps is not None
        return {
            "temperature": _number(node.params[0]),
            "seed": steps.seed,
            "pool": list(steps.pool),
            "weights": list(steps.weights),
            "draws": [
                {
                    "draw": d.draw,
                    "r": d.r,
                    "total": d.total,
                    "running": list(d.running),
                    "pick": d.pick,
                }
                for d in steps.draws
            ],
        }
    return {}


def _changes(before: dict[str, Any], after: dict[str, Any]) -> list[dict[str, Any]]:
    changes = []
    for key in sorted(before.keys() | after.keys()):
        if key in before and key in after and before[key] == after[key]:
            continue
        change: dict[str, Any] = {"key": key}
        if key in before:
            change["before"] = before[key]
        if key in after:
            change["after"] = after[key]
        changes.append(change)
    return changes


def _status(verdict: Verdict) -> dict[str, Any]:
    return {"status": "holds"} if verdict is None else {"status": "fails", "reason": verdict}


class _Results:
    """The records of a trace, grouped by node."""

    def __init__(self, trace: Trace) -> None:
        rec = trace.recorder
        self.count = len(trace.candidates)
        self.parent = parents(trace.nodes)
        self.verdicts: dict[int, dict[int, Verdict]] = {}
        for p in rec.preds:
            self.verdicts.setdefault(p.node, {})[p.candidate] = p.verdict
        self.scores = {s.node: s for s in rec.scorers}
        self.selections = {s.node: s for s in rec.selectors}
        self.xforms = {x.node: x for x in rec.xforms}
        self.failplans = rec.failplans
        self.nodes = trace.nodes
        self.stand_ins = trace.stand_ins

    def pred(self, node: Node) -> dict[str, Any]:
        own = self.verdicts.get(node.id, {})
        up = self.parent.get(node.id)
        above = self.verdicts.get(up, {}) if up is not None else {}
        out = []
        for i in range(self.count):
            if i in own:
                out.append(_status(own[i]))
            elif i in above:  # the parent (an and/or) ran for i and stopped before this child
                out.append({"status": "short_circuit"})
            else:
                out.append({"status": "not_evaluated"})
        return {"verdicts": out}

    def vector(self, nid: int) -> list[float | None] | None:
        call = self.scores.get(nid)
        if call is None:
            return None
        out: list[float | None] = [None] * self.count
        for i, v in zip(call.population, call.scores, strict=True):
            out[i] = v
        return out

    def scorer(self, node: Node) -> dict[str, Any]:
        result: dict[str, Any] = {"scores": self.vector(node.id)}
        if node.op == "normalize":
            result["before"] = self.vector(node.children[0])
        if node.op == "gate":
            call = self.scores.get(node.id)
            gate = self.verdicts.get(node.children[0], {})
            population = call.population if call is not None else ()
            result["demoted"] = [i for i in population if gate.get(i) is not None]
        return result

    def selector(self, node: Node) -> dict[str, Any]:
        call = self.selections.get(node.id)
        if call is None:
            return {"input": None, "limit": None, "output": None, "steps": None}
        return {
            "input": _entries(call.given),
            "limit": call.limit,
            "output": _entries(call.result),
            "steps": _selector_steps(node, call),
        }

    def xform(self, node: Node) -> dict[str, Any]:
        call = self.xforms.get(node.id)
        result: dict[str, Any] = (
            {"applied": False, "candidate": None, "changes": []}
            if call is None
            else {
                "applied": True,
                "candidate": call.candidate,
                "changes": _changes(call.before, call.after),
            }
        )
        if node.op == "custom" and str(node.params[0]) in self.stand_ins:
            result["stand_in"] = self.stand_ins[str(node.params[0])]
        return result

    def failplan(self, node: Node) -> dict[str, Any]:
        table = self.failplans[node.id]
        return {"table": [{"kind": k, "action": param_to_json(table[k])} for k in sorted(table)]}

    def of(self, node: Node) -> dict[str, Any]:
        if node.sort is Sort.PRED:
            return self.pred(node)
        if node.sort is Sort.SCORER:
            return self.scorer(node)
        if node.sort is Sort.SELECTOR:
            return self.selector(node)
        if node.sort is Sort.XFORM:
            return self.xform(node)
        if node.sort is Sort.FAILPLAN:
            return self.failplan(node)
        return {}


# ---------------------------------------------------------------------------
# the document


def _candidates_table(trace: Trace, results: _Results) -> list[dict[str, Any]]:
    filter_verdicts = results.verdicts.get(trace.slot("filter").id, {})
    scores = results.vector(trace.slot("scorer").id) or [None] * results.count
    ranks = {trace.recorder.of(e.candidate): r for r, e in enumerate(trace.plan.ordered, 1)}
    rows = []
    for i, c in enumerate(trace.candidates):
        why = filter_verdicts[i]
        rows.append(
            {
                "candidate": i,
                "provider": c["provider_id"],
                "model": c["model_family"],
                "verdict": "kept" if why is None else "rejected",
                "reason": why,
                "score": scores[i],
                "rank": ranks.get(i),
            }
        )
    return rows


def trace_report(trace: Trace) -> dict[str, Any]:
    """The whole trace as the documented JSON data (format ``sigma-pol-trace/1``)."""
    results = _Results(trace)
    slot = slots_of(trace.nodes)
    parent = results.parent
    rec = trace.recorder
    encoding = trace.normal.encoding
    rows = _candidates_table(trace, results)
    rejected = [row for row in rows if row["verdict"] == "rejected"]
    assert [r["reason"] for r in rejected] == [r.reason for r in trace.plan.rejected]
    failplan = results.failplan(trace.slot("failplan"))
    # the xform slot ran once, for the first-ranked candidate, or not at all
    mutation = results.xforms.get(trace.slot("xform").id)
    return {
        "format": FORMAT,
        "version": VERSION,
        "encoding": encoding,
        "identity": identity_of_encoding(encoding),
        "seed": trace.ctx.seed,
        "candidates": [
            {"candidate": i, "provider": c["provider_id"], "model": c["model_family"]}
            for i, c in enumerate(trace.candidates)
        ],
        "root": trace.root.id,
        "preorder": [{"node": nid, "depth": depth} for nid, depth in outline(trace.normal.term)],
        "slots": {name: trace.slot(name).id for name in SLOTS},
        "nodes": [
            {
                "id": n.id,
                "op": n.op,
                "sort": n.sort.value,
                "params": [param_to_json(p) for p in n.params],
                "children": list(n.children),
                "parent": parent.get(n.id),
                "slot": slot[n.id],
                "text": node_head(n),
                "result": results.of(n),
            }
            for n in trace.nodes
        ],
        "decision": {
            "ordered": [
                {
                    "candidate": rec.of(e.candidate),
                    "provider": e.candidate["provider_id"],
                    "model": e.candidate["model_family"],
                    "score": e.score,
                }
                for e in trace.plan.ordered
            ],
            "rejected": [
                {k: row[k] for k in ("candidate", "provider", "model", "reason")}
                for row in rejected
            ],
        },
        "table": rows,
        "mutation": None
        if mutation is None
        else {
            "candidate": mutation.candidate,
            "source": trace.request_source,
            "before": mutation.before,
            "after": mutation.after,
            "changes": _changes(mutation.before, mutation.after),
        },
        "failplan": failplan["table"],
    }
