"""``sigma-pol explain --format text``: a trace for a terminal (spec/13-trace-format.md §13.3).

Reads only the trace document of :mod:`sigma_pol_tools.explain.report`.  The page is
88 columns wide unless told otherwise (``explain --width N``, else the
terminal's): the decision first, then the normal form in the text syntax, one
node a line after its number (``n5``), with each node's results beside it
(wrapped under the results column when they do not fit), the FailPlan slot as
its retry table (as ``diff`` prints it); then the table of candidates (a
candidate the selector left out says which node did: ``cut by top_k (n7)``),
the sampling draws, the change to the request and the FailPlan.  Candidates
are named by their input index, ``#0`` for the first, in every output.
Numbers are shown to six significant digits when their exact form is longer;
the JSON format keeps them exact.
Nothing else is cut: long lines and table cells wrap (:func:`fit`, :func:`table`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Final

from sigma_pol.syntax.jsonio import to_output
from sigma_pol.syntax.signature import SIGNATURE, Sort
from sigma_pol.syntax.terms import Arg, Term, param_from_json
from sigma_pol.text.printer import param_doc, text_of_number

WIDTH: Final = 88
GAP: Final = 2


def number(v: Any) -> str:
    """A score as a reader wants it: short, ``-`` when there is none."""
    if v is None:
        return "-"
    if v != v:
        return "nan"
    if v in (float("inf"), float("-inf")):
        return "+inf" if v > 0 else "-inf"
    exact = text_of_number(float(v))
    return exact if len(exact) <= 9 else f"{v:.6g}"


def value(v: Any) -> str:
    """A request value as JSON, keys sorted, with spaces after separators so it wraps."""
    return json.dumps(to_output(v), sort_keys=True, ensure_ascii=False, separators=(", ", ": "))


#: Where a token too long for its line is best broken: after one of these.
BREAKS: Final = "-_:/,."


def _piece(token: str, width: int) -> int:
    """How much of a too-long token goes on this line: up to its last break, else ``width``."""
    at = max(token.rfind(ch, 0, width) for ch in BREAKS)
    return at + 1 if at > 0 else width


def wrap(tokens: Sequence[str], width: int) -> list[str]:
    """Tokens joined by spaces into lines of at most ``width``; a longer token
    is broken over lines (after punctuation where it has some)."""
    lines: list[str] = []
    line = ""
    for token in tokens:
        while len(token) > width:
            if line:
                lines.append(line)
                line = ""
            cut = _piece(token, width)
            lines.append(token[:cut])
            token = token[cut:]
        if not line:
            line = token
        elif len(line) + 1 + len(token) <= width:
            line += " " + token
        else:
            lines.append(line)
            line = token
    if line or not lines:
        lines.append(line)
    return lines


def fit(line: str, width: int) -> list[str]:
    """A printed line of a term within ``width``: wrapped at spaces, each
    continuation two columns deeper than the line (a very deep line gives up
    some of its indentation rather than the width)."""
    if len(line) <= width:
        return [line]
    indent = min(len(line) - len(line.lstrip(" ")), width // 2)
    first, *rest = wrap(line.split(), width - indent - 2)
    return [" " * indent + first, *(" " * (indent + 2) + r for r in rest)]


def _who(indices: Sequence[int]) -> list[str]:
    return [f"#{i}" for i in indices]


# ---------------------------------------------------------------------------
# one node's results, as tokens


def _pred(result: dict[str, Any]) -> list[str]:
    holds: list[int] = []
    cut: list[int] = []
    fails: dict[str, list[int]] = {}
    for i, v in enumerate(result["verdicts"]):
        if v["status"] == "holds":
            holds.append(i)
        elif v["status"] == "fails":
            fails.setdefault(v["reason"], []).append(i)
        elif v["status"] == "short_circuit":
            cut.append(i)
    groups = []
    if holds:
        groups.append(["holds", *_who(holds)])
    for reason, who in fails.items():
        groups.append(["fails", *_who(who), f"({reason})"])
    if cut:
        groups.append(["skipped", *_who(cut)])
    return _joined(groups)


def _joined(groups: Sequence[Sequence[str]]) -> list[str]:
    tokens: list[str] = []
    for group in groups:
        if tokens:
            tokens[-1] += ";"
        tokens.extend(group)
    return tokens


def _scorer(result: dict[str, Any]) -> list[str]:
    scores = result["scores"]
    if scores is None:
        return ["not run"]
    tokens = [f"#{i}={number(v)}" for i, v in enumerate(scores) if v is not None]
    groups = [tokens or ["(no candidates)"]]
    if result.get("demoted"):
        groups.append(["demoted", *_who(result["demoted"])])
    return _joined(groups)


def _selector(node: dict[str, Any]) -> list[str]:
    result = node["result"]
    if result["output"] is None:
        return ["not run"]
    steps = result["steps"]
    order = [e["candidate"] for e in result["output"]]
    groups: list[list[str]] = [["order", *(_who(order) or ["(none)"])]]
    op = node["op"]
    if op == "argmax":
        groups.extend(["tie", "=".join(_who(tie)), "by input order"] for tie in steps["ties"])
    elif op == "chain":
        ranked = [f"#{p['candidate']}:{p['priority']}" for p in steps["priorities"]]
        groups.append(["priorities", *ranked] if ranked else ["nobody listed"])
        if steps["unlisted"]:
            groups.append(["unlisted", *_who(steps["unlisted"])])
    elif op == "top_k":
        groups = [["keeps", *_who(steps["kept"])]]
        if steps["cut"]:
            groups.append(["cuts", *_who(steps["cut"])])
    elif op == "sample":
        groups.append([f"{len(steps['draws'])} draws (below)"])
    return _joined(groups)


def _changes(changes: Sequence[dict[str, Any]]) -> list[str]:
    groups = []
    for change in changes:
        before = value(change["before"]).split(" ") if "before" in change else ["absent"]
        after = value(change["after"]).split(" ") if "after" in change else ["absent"]
        groups.append([f"{change['key']}:", *before, "->", *after])
    return _joined(groups) or ["no change"]


def _xform(result: dict[str, Any]) -> list[str]:
    # a command-line stand-in for a host's custom says so first
    stand_in = ["(stand-in:", f"{result['stand_in']})"] if "stand_in" in result else []
    if not result["applied"]:
        return [*stand_in, "not applied"]
    return [*stand_in, f"#{result['candidate']}:", *_changes(result["changes"])]


def node_tokens(node: dict[str, Any]) -> list[str]:
    """What one node did, as words to wrap beside it."""
    sort = node["sort"]
    if sort == "Pred":
        return _pred(node["result"])
    if sort == "Scorer":
        return _scorer(node["result"])
    if sort == "Selector":
        return _selector(node)
    if sort == "Xform":
        return _xform(node["result"])
    return []


# ---------------------------------------------------------------------------
# the page


def _split_params(node: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The node's parameters (text syntax) before its first subterm, and after it
    (``override`` writes its plan first, then the error kind and the action)."""
    ins = SIGNATURE[node["op"]].ins
    first = next((i for i, sort in enumerate(ins) if isinstance(sort, Sort)), len(ins))
    shown = [param_doc(param_from_json(p)).flat for p in node["params"]]
    return shown[:first], shown[first:]


def subterm(doc: dict[str, Any], top: int) -> Term:
    """The subterm of the normal form at node ``top``, rebuilt from the trace's
    nodes (ids are post-order: a node's children come before it)."""
    built: dict[int, Term] = {}
    for node in doc["nodes"][: top + 1]:
        children = iter(node["children"])
        params = iter(node["params"])
        args: list[Arg] = [
            built[next(children)] if isinstance(sort, Sort) else param_from_json(next(params))
            for sort in SIGNATURE[node["op"]].ins
        ]
        if SIGNATURE[node["op"]].variadic is not None:
            args = [built[c] for c in node["children"]]
        built[node["id"]] = Term(node["op"], tuple(args))
    return built[top]


def retry_table(doc: dict[str, Any], width: int = WIDTH) -> list[str]:
    """The FailPlan slot as ``diff`` and ``fmt --lower`` print it: a
    ``retry_table``, one line per error kind, when it reads back as the same
    normal form (chapter 12), else its ``override`` nodes."""
    from sigma_pol.text.printer import print_term  # loads lark: only when a page is drawn

    return print_term(subterm(doc, doc["slots"]["failplan"]), width).splitlines()


#: The column of node numbers before the tree (``n12`` and a space).
LABEL: Final = 5


def node_label(nid: int) -> str:
    """How a node's number is shown beside it, and wherever the node is named."""
    return f"n{nid}"


def tree_lines(doc: dict[str, Any], width: int = WIDTH) -> list[tuple[str, str, list[str]]]:
    """``(node label, printed line, results)`` for every node in reading order,
    as the text syntax writes the normal form: a node with arguments opens a
    parenthesis, closed after its last subterm (and any parameters that follow
    it).  The FailPlan slot is written as its retry table, one line per kind,
    as ``diff`` prints it, not as the ``override`` nodes it folds to."""
    nodes = doc["nodes"]
    out: list[tuple[str, str, list[str]]] = []
    open_nodes: list[tuple[int, list[str]]] = []  # (depth, trailing parameters)
    failplan = doc["slots"]["failplan"]

    def close_to(depth: int) -> None:
        while open_nodes and open_nodes[-1][0] >= depth:
            at, trailing = open_nodes.pop()
            if trailing:
                out.append(("", "  " * (at + 1) + " ".join(trailing), []))
            label, text, tokens = out[-1]
            out[-1] = (label, text + ")", tokens)

    for row in doc["preorder"]:
        node, depth = nodes[row["node"]], row["depth"]
        if node["slot"] == "failplan" and node["id"] != failplan:
            continue  # written by the retry table of its slot
        close_to(depth)
        if node["id"] == failplan:
            first, *rest = retry_table(doc, max(width - LABEL - 2 * depth, 40))
            out.append((node_label(node["id"]), "  " * depth + first, []))
            out.extend(("", "  " * depth + line, []) for line in rest)
            continue
        leading, trailing = _split_params(node)
        bare = not node["params"] and not node["children"]
        head = " ".join([node["op"], *leading])
        text = "  " * depth + (head if bare else "(" + head)
        out.append((node_label(node["id"]), text, node_tokens(node)))
        if not bare:
            open_nodes.append((depth, trailing))
    close_to(0)
    return out


def _tree(doc: dict[str, Any], page: int) -> list[str]:
    lines = [(label.ljust(LABEL) + text, tokens) for label, text, tokens in tree_lines(doc, page)]
    # the tree takes half the page (44 columns of 88), its results the rest
    column = min(page // 2, max(len(text) for text, _ in lines))
    width = max(page - column - GAP, 20)
    out = ["node normal form".ljust(column + GAP) + "results per candidate"]
    for text, tokens in lines:
        results = wrap(tokens, width) if tokens else []
        if len(text) > column:
            out.extend(fit(text, page))
            out.extend(" " * (column + GAP) + r for r in results)
            continue
        first, *rest = results or [""]
        out.append((text.ljust(column + GAP) + first).rstrip())
        out.extend(" " * (column + GAP) + r for r in rest)
    return out


#: The narrowest a table column is squeezed to when the table is too wide.
NARROWEST: Final = 6


def table(header: Sequence[str], rows: Sequence[Sequence[str]], width: int = WIDTH) -> list[str]:
    """Columns as wide as their widest cell, indented and spaced by two, within ``width``.

    When that is too wide the widest column gives way, one character at a time;
    a cell wider than its column goes on over the next lines (at spaces where it
    can), so a long name or reason is never cut short.
    """
    grid = [list(header), *(list(row) for row in rows)]
    widths = [max(len(row[i]) for row in grid) for i in range(len(header))]
    room = width - GAP * len(widths)
    while sum(widths) > room:
        widest = max(range(len(widths)), key=widths.__getitem__)
        if widths[widest] <= NARROWEST:
            break
        widths[widest] -= 1
    out = []
    for row in grid:
        cells = [wrap(cell.split(" "), w) for cell, w in zip(row, widths, strict=True)]
        for k in range(max(len(c) for c in cells)):
            parts = [
                (c[k] if k < len(c) else "").ljust(w) for c, w in zip(cells, widths, strict=True)
            ]
            out.append((" " * GAP + (" " * GAP).join(parts)).rstrip())
    return out


#: The columns of the candidates' table (the diff's table shares them).
CANDIDATE_HEADER: Final = ("#", "provider", "model", "verdict", "reason", "score", "rank")


def unranked(doc: dict[str, Any], candidate: int) -> str:
    """Why a candidate the filter kept has no rank: the selector node that left
    it out (``cut by top_k (n7)``, ``not on the chain (n6)``)."""
    for node in doc["nodes"]:
        steps = node["result"].get("steps") if node["sort"] == "Selector" else None
        if not steps:
            continue
        if node["op"] == "top_k" and candidate in steps["cut"]:
            return f"cut by top_k ({node_label(node['id'])})"
        if node["op"] == "chain" and candidate in steps["unlisted"]:
            return f"not on the chain ({node_label(node['id'])})"
    return "not selected"


def rank_cell(doc: dict[str, Any], row: dict[str, Any]) -> str:
    """A table row's rank: its number, ``-`` when rejected, else why it has none."""
    if row["rank"] is not None:
        return str(row["rank"])
    return "-" if row["verdict"] == "rejected" else unranked(doc, row["candidate"])


def candidate_rows(doc: dict[str, Any]) -> list[list[str]]:
    """The trace's table as cells under :data:`CANDIDATE_HEADER`."""
    return [
        [
            f"#{r['candidate']}",
            r["provider"],
            r["model"],
            r["verdict"],
            r["reason"] or "",
            number(r["score"]),
            rank_cell(doc, r),
        ]
        for r in doc["table"]
    ]


def _candidates(doc: dict[str, Any], page: int) -> list[str]:
    return table(CANDIDATE_HEADER, candidate_rows(doc), page)


def _decision(doc: dict[str, Any], page: int) -> list[str]:
    ordered = doc["decision"]["ordered"]
    names = [f"#{e['candidate']} {e['provider']}/{e['model']}" for e in ordered]
    tokens = ["decision:", *(", ".join(names).split(" ") if names else ["no candidate"])]
    rejected = doc["decision"]["rejected"]
    if rejected:
        tokens[-1] += ";"
        tokens += ["rejected", *(f"#{r['candidate']} ({r['reason']})" for r in rejected)]
    return wrap(tokens, page)


def _sampling(doc: dict[str, Any], page: int) -> list[str]:
    out = []
    for node in doc["nodes"]:
        if node["op"] != "sample" or node["result"]["steps"] is None:
            continue
        steps = node["result"]["steps"]
        label = node_label(node["id"])
        out += ["", f"sampling ({node['text']}, node {label}), seed {number(steps['seed'])}"]
        pool = [f"#{c}:{number(w)}" for c, w in zip(steps["pool"], steps["weights"], strict=True)]
        out += wrap(["  rank", "weights", *pool], page)
        rows = [
            [
                str(k),
                number(d["draw"]),
                number(d["r"]),
                number(d["total"]),
                f"#{d['pick']}",
                " ".join(number(s) for s in d["running"]) or "(zero-weight tail: in order)",
            ]
            for k, d in enumerate(steps["draws"], 1)
        ]
        header = ["draw", "prng u", "r=u*total", "total", "pick", "running sums"]
        out += table(header, rows, page)
    return out


def _mutation(doc: dict[str, Any], page: int) -> list[str]:
    mutation = doc["mutation"]
    if mutation is None:
        return []
    title = f"request for #{mutation['candidate']} (from {mutation['source']})"
    lines = ["", title]
    for change in mutation["changes"] or [None]:
        words = _changes([change] if change else [])
        lines += ["  " + line for line in wrap(words, page - 2)]
    return lines


def _failplan(doc: dict[str, Any], page: int) -> list[str]:
    rows = [[entry["kind"], value(entry["action"])] for entry in doc["failplan"]]
    title = "failplan (error kind -> action; other kinds use unknown)"
    return ["", title, *table(["kind", "action"], rows, page)]


#: The narrowest page ``--width`` lays out.
NARROWEST_PAGE: Final = 40


def render_text(doc: dict[str, Any], width: int = WIDTH) -> str:
    """The whole page; every line at most ``width`` columns (88 by default;
    ``explain --width N``, else the terminal's).  Nodes are numbered ``n0``…,
    candidates ``#0``…, each number the same in every output of a decision."""
    page = max(width, NARROWEST_PAGE)
    seed = "none" if doc["seed"] is None else number(doc["seed"])
    head = [
        *wrap([doc["version"], "", "identity", doc["identity"]], page),
        *wrap(
            f"seed {seed}; candidates are named by input index, #0 first; nodes n0, n1, …".split(),
            page,
        ),
        *_decision(doc, page),
        "",
    ]
    lines = head + _tree(doc, page) + ["", "candidates"] + _candidates(doc, page)
    lines += _sampling(doc, page) + _mutation(doc, page) + _failplan(doc, page)
    return "\n".join(lines)
