"""`sigma-pol explain`: the traced decision is plan's, and every node's results are right."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from sigma_pol.normal.normal_form import canonical
from sigma_pol.semantics.algebra import rank_weights
from sigma_pol.semantics.carriers import Plan
from sigma_pol.semantics.compiler import compile_term
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.semantics.decision_values import Context, candidates_from_json, context_from_json
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.jsonio import read_json, write_json
from sigma_pol.syntax.signature import Sort
from sigma_pol.text.parse import parse, read_json_term
from sigma_pol.valid.admission import admit
from sigma_pol_tools.cli import main
from sigma_pol_tools.explain.plain_text import (
    CANDIDATE_HEADER,
    WIDTH,
    fit,
    render_text,
    table,
    tree_lines,
)
from sigma_pol_tools.explain.report import trace_report
from sigma_pol_tools.explain.trace import node_table, outline, trace_normal

from tests.strategies import candidates, contexts, terms

from .conftest import upstream_vectors

GOLDEN = Path(__file__).parent.parent / "golden" / "sigma_pol_v2.json"

CANDS = [
    {"provider_id": "p1", "model_family": "m1", "tier": "partner", "price_in": 3.0},
    {"provider_id": "p2", "model_family": "m1", "tier": "marketplace", "price_in": 9.0},
    {"provider_id": "p3", "model_family": "m2", "tier": "fallback", "price_in": 1.0},
    {"provider_id": "p4", "model_family": "m2", "tier": "marketplace", "price_in": 5.0},
]


def decision(plan: Plan) -> Any:
    """A plan as comparable data (NaN scores as text, so that NaN equals NaN)."""
    return (
        [
            (e.candidate["provider_id"], e.candidate["model_family"], repr(e.score), e.position)
            for e in plan.ordered
        ],
        [(r.provider, r.model, r.reason) for r in plan.rejected],
    )


def traced(
    policy: Any, cands: list[dict[str, Any]], ctx: dict[str, Any] | None = None
) -> dict[str, Any]:
    term = read_json_term(policy) if isinstance(policy, str) else policy
    trace = trace_normal(
        canonical(admit(term).term),
        candidates_from_json(cands, "$"),
        context_from_json(ctx or {}, "$"),
        customs=CONFORMANCE_REGISTRY,
    )
    return trace_report(trace)


def pol(
    filter_: str = "top",
    scorer: str = "zero",
    selector: str = "argmax",
    xform: str = "id",
    failplan: str = "(always {action: next_candidate})",
) -> str:
    """A policy in the text syntax, slots not given at their plainest."""
    return f"(policy {filter_} {scorer} {selector} {xform} {failplan})"


def node(doc: dict[str, Any], text: str) -> dict[str, Any]:
    (found,) = [n for n in doc["nodes"] if n["text"] == text]
    return found


def statuses(n: dict[str, Any]) -> list[str]:
    return [v.get("reason", v["status"]) for v in n["result"]["verdicts"]]


# ---------------------------------------------------------------------------
# the traced decision is the reference decision


def assert_traced_like_plan(term: Any, cands: Any, ctx_json: Any, schema: Any = None) -> None:
    from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA, schema_from_json

    sch = DEFAULT_SCHEMA if schema is None else schema_from_json(schema, "$.schema")
    cs = candidates_from_json(cands, "$", sch)
    ctx: Context = context_from_json(ctx_json or {}, "$")
    plan = compile_term(term, sch, CONFORMANCE_REGISTRY).carrier.plan(cs, ctx)
    trace = trace_normal(canonical(admit(term, sch).term), cs, ctx, None, sch, CONFORMANCE_REGISTRY)
    assert decision(trace.plan) == decision(plan)
    doc = trace_report(trace)
    ranks = [r["rank"] for r in doc["table"]]
    assert sorted(r for r in ranks if r is not None) == list(range(1, len(plan.ordered) + 1))
    assert read_json(write_json(doc)) is not None
    assert all(len(line) <= WIDTH for line in render_text(doc).split("\n"))
    # the tree column is the normal form in the text syntax: it reads back as that term
    printed = "\n".join(text for _, text, _ in tree_lines(doc))
    assert parse(printed, sch) == trace.normal.term


@settings(max_examples=40)
@given(terms(Sort.POLICY, max_depth=4), candidates, contexts)
def test_traced_decision_equals_plan(term: Any, cands: Any, ctx: Any) -> None:
    assert_traced_like_plan(term, cands, ctx)


@pytest.mark.parametrize(
    "vector", [v for v in upstream_vectors() if v["kind"] == "policy"], ids=lambda v: v["name"]
)
def test_upstream_policy_vectors(vector: dict[str, Any]) -> None:
    doc = traced(vector["term"], vector["candidates"], vector["ctx"])
    assert doc["encoding"] == vector["expect"]["encoding"]
    ordered = doc["decision"]["ordered"]
    assert [e["provider"] for e in ordered] == vector["expect"]["ordered"]
    assert [e["score"] for e in ordered] == vector["expect"]["scores"]
    assert_traced_like_plan(vector["term"], vector["candidates"], vector["ctx"])


def golden_policy_vectors() -> list[dict[str, Any]]:
    # golden/ is committed: a missing file is a failure here, never a skip
    doc = read_json(GOLDEN.read_text(encoding="utf-8"))
    assert isinstance(doc, dict)
    # those giving their candidates (not a catalog) whose term is admitted
    return [
        v
        for v in doc["vectors"]
        if v["kind"] == "policy"
        and "candidates" in v
        and v.get("expect", {}).get("rejected") is not True
    ]


def test_golden_policy_vectors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    vectors = golden_policy_vectors()
    decided = [v for v in vectors if "ordered" in v.get("expect", {})]
    assert decided
    for v in decided:
        assert_traced_like_plan(v["term"], v["candidates"], v.get("ctx"), v.get("schema"))
    # the rest are refused inputs: explain refuses them as eval does, naming file and path
    for v in vectors:
        if v in decided:
            continue
        given = ("term", "candidates", "ctx", *(("schema",) if "schema" in v else ()))
        files = {name: tmp_path / f"{name}.json" for name in given}
        for name, path in files.items():
            path.write_text(json.dumps(v.get(name, {})))
        args = ["explain", *(f"--{n}={p}" if n != "term" else str(p) for n, p in files.items())]
        with pytest.raises(SystemExit) as stop:
            main(args)
        assert stop.value.code == 2
        if v["input_error"].startswith("custom '"):  # named at its place in the term's file
            assert f"{files['term']}:$.policy[" in capsys.readouterr().err
            continue
        # `$.candidates[1].x` of the request is `$[1].x` of the candidates' file
        found = re.fullmatch(r"\$\.(\w+)(\S*): (.*)", v["input_error"])
        assert found is not None
        member, path, why = found.groups()
        assert f"{files[member]}:${path}: {why}" in capsys.readouterr().err


# ---------------------------------------------------------------------------
# per-node results


def test_and_records_where_it_stopped() -> None:
    doc = traced(pol("(and (min_tier marketplace) (cmp price_in le 5))"), CANDS)
    # the normal form orders the children of `and` by encoding: cmp runs first
    assert [n["text"] for n in doc["nodes"]][:3] == [
        "cmp price_in le 5",
        "min_tier marketplace",
        "and",
    ]
    first, second = node(doc, "cmp price_in le 5"), node(doc, "min_tier marketplace")
    assert statuses(first) == ["holds", "cmp:price_in:le", "holds", "holds"]
    # p2 failed the first check: the second never ran for it
    assert statuses(second) == ["holds", "short_circuit", "min_tier", "holds"]
    assert statuses(node(doc, "and")) == ["holds", "cmp:price_in:le", "min_tier", "holds"]
    assert [r["reason"] for r in doc["table"]] == [None, "cmp:price_in:le", "min_tier", None]


def test_or_stops_at_the_first_child_that_holds() -> None:
    doc = traced(pol("(or (provider_eq p1) (family_eq m2))"), CANDS)
    assert statuses(node(doc, "family_eq m2")) == ["model_family", "model_family", "holds", "holds"]
    assert statuses(node(doc, "provider_eq p1")) == [
        "holds",
        "provider_id",
        "short_circuit",
        "short_circuit",
    ]
    assert statuses(node(doc, "or")) == ["holds", "or", "holds", "holds"]


def test_scores_before_and_after_normalize_and_gate_demotions() -> None:
    doc = traced(pol(scorer="(gate (tier_eq marketplace) (normalize (field price_in)))"), CANDS)
    norm = node(doc, "normalize")["result"]
    assert norm["before"] == [3.0, 9.0, 1.0, 5.0]
    assert norm["scores"] == [0.25, 1.0, 0.0, 0.5]
    gate = node(doc, "gate")["result"]
    assert gate["demoted"] == [0, 2]
    assert gate["scores"] == [0.0, 1.0, 0.0, 0.5]
    assert [r["rank"] for r in doc["table"]] == [3, 1, 4, 2]


def test_argmax_ties_are_broken_by_input_order() -> None:
    doc = traced(pol(scorer="(lit 1)"), CANDS[:3])
    steps = node(doc, "argmax")["result"]["steps"]
    assert steps == {"ties": [[0, 1, 2]]}


def test_sample_steps() -> None:
    doc = traced(pol(scorer="(field price_in)", selector="(sample 1)"), CANDS, {"seed": 7})
    steps = node(doc, "sample 1")["result"]["steps"]
    assert steps["pool"] == [1, 3, 0, 2]  # by score, descending
    assert steps["weights"] == rank_weights(4, 1.0)
    assert steps["seed"] == 7
    draws = steps["draws"]
    order = [e["candidate"] for e in doc["decision"]["ordered"]]
    assert [d["pick"] for d in draws] == order
    first = draws[0]
    assert first["total"] == sum(rank_weights(4, 1.0))
    assert first["r"] == first["draw"] * first["total"]
    assert first["running"][-1] == first["total"]
    # each pick is the first entry whose running sum reaches r
    remaining = list(steps["pool"])
    for d in draws:
        index = next(i for i, s in enumerate(d["running"]) if s >= d["r"])
        assert remaining.pop(index) == d["pick"]


def test_sample_zero_weight_tail_is_taken_in_order() -> None:
    doc = traced(pol(scorer="(field price_in)", selector="(sample 0)"), CANDS, {"seed": 7})
    draws = node(doc, "sample 0")["result"]["steps"]["draws"]
    assert [d["pick"] for d in draws] == [1, 3, 0, 2]
    assert [d["running"] for d in draws] == [[1.0], [], [], []]


def test_chain_priorities_and_top_k_cut() -> None:
    chain = "(chain [{provider: p3, model: m2}, {provider: p1, model: m1}])"
    doc = traced(pol(selector=f"(top_k 1 {chain})"), CANDS)
    (selector,) = [n for n in doc["nodes"] if n["op"] == "chain"]
    steps = selector["result"]["steps"]
    # p1 is listed (priority 2) although top_k asked the chain for its first entry only
    assert steps["priorities"] == [{"candidate": 2, "priority": 1}, {"candidate": 0, "priority": 2}]
    assert steps["unlisted"] == [1, 3]
    assert [e["candidate"] for e in selector["result"]["output"]] == [2]
    assert node(doc, "top_k 1")["result"]["steps"] == {"k": 1, "kept": [2], "cut": [0, 1, 3]}


def test_xform_steps_and_failplan_table() -> None:
    policy = """(policy top (field price_in) argmax
        (seq (set_param temperature 0.5) (when (provider_eq p9) (set_param top_p 1)))
        (override (always {action: abort}) auth_error {action: disable_provider}))"""
    doc = traced(policy, CANDS, {"request": {"temperature": 1}})
    assert node(doc, "set_param temperature 0.5")["result"] == {
        "applied": True,
        "candidate": 1,
        "changes": [{"key": "temperature", "before": 1.0, "after": 0.5}],
    }
    assert node(doc, "set_param top_p 1")["result"]["applied"] is False
    assert statuses(node(doc, "provider_eq p9")) == [
        "not_evaluated",
        "provider_id",
        "not_evaluated",
        "not_evaluated",
    ]
    assert doc["mutation"]["source"] == "ctx"
    assert doc["mutation"]["after"] == {"temperature": 0.5}
    assert doc["failplan"] == [
        {"kind": "auth_error", "action": {"action": "disable_provider"}},
        {"kind": "unknown", "action": {"action": "abort"}},
    ]


def test_node_table_and_outline_agree_with_the_fold_order() -> None:
    term = compile_term(read_json_term(pol("(and (is has_tee) (not bot))"))).normal.term
    nodes = node_table(term)
    rows = outline(term)
    assert sorted(nid for nid, _ in rows) == [n.id for n in nodes]
    assert rows[0] == (nodes[-1].id, 0)  # pre-order starts at the root, post-order ends there
    assert [(nodes[nid].op, depth) for nid, depth in rows][:3] == [
        ("policy", 0),
        ("is", 1),
        ("zero", 1),
    ]
    assert [n.op for n in nodes][:2] == ["is", "zero"]  # not(bot) is top, the unit of and


def test_only_policies_are_explained() -> None:
    with pytest.raises(InputError, match="explain needs a Policy term, got a Pred term"):
        traced(["top"], CANDS)


# ---------------------------------------------------------------------------
# the text page


def test_text_page_shows_tree_results_and_table() -> None:
    policy = pol("(and (min_tier marketplace) (cmp price_in le 5))", "(neg (field price_in))")
    text = render_text(traced(policy, CANDS))
    lines = text.split("\n")
    assert all(len(line) <= WIDTH for line in lines)
    assert "decision: #0 p1/m1, #3 p4/m2; rejected #1 (cmp:price_in:le) #2 (min_tier)" in lines
    # each tree line starts with its node's number, n0 for the first folded
    (tree,) = [line for line in lines if line.startswith("n1       (min_tier marketplace))")]
    assert tree.endswith("holds #0 #3; fails #2 (min_tier); skipped #1")
    assert any(
        line.split() == ["#1", "p2", "m1", "rejected", "cmp:price_in:le", "-", "-"]
        for line in lines
    )


def test_text_page_wraps_long_results_within_88_columns() -> None:
    many = [{"provider_id": f"provider-{i:02d}", "model_family": "m"} for i in range(40)]
    doc = traced(pol("(is has_tee)", "(field price_in)", "(sample 0.5)"), many, {"seed": 1})
    lines = render_text(doc).split("\n")
    assert all(len(line) <= WIDTH for line in lines)
    assert sum("#39" in line for line in lines) >= 2


def column_cells(lines: list[str], header: list[str]) -> list[list[str]]:
    """Read a rendered table back: each row's cells, a wrapped cell's pieces joined."""
    starts = [lines[0].index(h) for h in header]
    rows: list[list[str]] = []
    for line in lines[1:]:
        pieces = [line[a:b].strip() for a, b in zip(starts, [*starts[1:], None], strict=True)]
        if pieces[0]:
            rows.append(pieces)
        else:  # a continuation line of the row above
            rows[-1] = [cell + more for cell, more in zip(rows[-1], pieces, strict=True)]
    return rows


def test_tables_fit_88_columns_and_cut_nothing() -> None:
    long_names = [
        {
            "provider_id": f"provider-with-a-rather-long-name-{i}",
            "model_family": f"model-family-with-a-long-name-{i}",
            "tier": "marketplace",
        }
        for i in range(3)
    ]
    rows = [
        [f"#{i}", c["provider_id"], c["model_family"], "missing_capability:vision_and_audio"]
        for i, c in enumerate(long_names)
    ]
    header = ["#", "provider", "model", "reason"]
    lines = table(header, rows)
    assert all(len(line) <= WIDTH for line in lines)
    assert column_cells(lines, header) == rows
    # the page as a whole: the full names are all there, every line in 88 columns
    page = render_text(traced(pol("(has_cap vision)"), long_names)).split("\n")
    assert all(len(line) <= WIDTH for line in page)
    (at,) = [k for k, line in enumerate(page) if line.split()[:2] == ["#", "provider"]]
    cells = column_cells(page[at : at + 7], list(CANDIDATE_HEADER))
    assert [c[1] for c in cells] == [c["provider_id"] for c in long_names]
    assert {c[4] for c in cells} == {"missing_capability:vision"}


def test_long_lines_of_the_tree_wrap_at_spaces() -> None:
    action = "{action: retry_same, attempts: 2, backoff_ms: [200, 600, 1800, 5400], "
    action += "then_action: next_candidate}"
    failplan = f"(override (always {{action: abort}}) network_error {action})"
    page = render_text(traced(pol(failplan=failplan), CANDS)).split("\n")
    assert all(len(line) <= WIDTH for line in page)
    # the FailPlan is its retry table, as diff prints it; a long action goes on
    # over the next lines between its members, under its first
    (at,) = [k for k, line in enumerate(page) if line.startswith("n5     (retry_table {")]
    assert page[at + 1] == "         network_error: {action: retry_same, attempts: 2,"
    assert page[at + 2] == "                         backoff_ms: [200, 600, 1800, 5400],"
    assert " ".join(" ".join(page[at + 1 : at + 4]).split()) == f"network_error: {action}"
    assert page[at + 4].split() == ["unknown:", "{action:", "abort}"]
    narrow = render_text(traced(pol(failplan=failplan), CANDS), 60).split("\n")
    assert all(len(line) <= 60 for line in narrow) and max(map(len, narrow)) > 50
    assert fit("  " * 40 + "(cmp price_in le 3)", 37) == [
        " " * 18 + "(cmp price_in le",
        " " * 20 + "3)",
    ]


# ---------------------------------------------------------------------------
# the command


@pytest.fixture
def files(tmp_path: Path) -> dict[str, str]:
    paths = {
        "policy": tmp_path / "p.pol",
        "candidates": tmp_path / "c.json",
        "ctx": tmp_path / "x.json",
        "request": tmp_path / "r.json",
    }
    paths["policy"].write_text(
        "(policy (min_tier marketplace) (field price_in) (sample 2)"
        " (set_param max_tokens 100) (always {action: abort}))"
    )
    paths["candidates"].write_text(json.dumps(CANDS))
    paths["ctx"].write_text('{"seed": 3}')
    paths["request"].write_text('{"max_tokens": 10}')
    return {k: str(v) for k, v in paths.items()}


def explain(files: dict[str, str], *extra: str) -> list[str]:
    return [
        "explain",
        files["policy"],
        "--candidates",
        files["candidates"],
        "--ctx",
        files["ctx"],
        *extra,
    ]


def test_explain_json_is_the_trace_document(
    files: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(explain(files, "--format", "json", "--request", files["request"])) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["format"] == "sigma-pol-trace/1"
    assert doc["mutation"]["source"] == "request"
    assert doc["mutation"]["changes"] == [{"key": "max_tokens", "before": 10, "after": 100}]
    plan = compile_term(read_json_term(Path(files["policy"]).read_text())).carrier.plan(
        candidates_from_json(CANDS, "$"), context_from_json({"seed": 3}, "$")
    )
    assert [e["provider"] for e in doc["decision"]["ordered"]] == [
        e.candidate["provider_id"] for e in plan.ordered
    ]


def test_explain_text_is_the_default(
    files: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(explain(files)) == 0
    out = capsys.readouterr().out
    assert "sampling (sample 2, node n2), seed 3" in out
    assert out.startswith("sigma-pol/v2  identity ")
    # into a pipe or a file: 88 columns, whatever the window
    assert max(len(line) for line in out.splitlines()) <= 88


def test_explain_width_sets_the_text_pages_width(
    files: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    """`--width 60` lays the page out in 60 columns, the tree in its first
    half (the results column at 32 = 30 + the gap of 2); `--width 140` gives
    the tree its longest line (`n7   (policy` … well below 70) and no more.
    Plant: ignore args.width in commands/explain.py and the 60 fails."""
    columns = {}
    for width in (60, 140):
        assert main(explain(files, "--width", str(width))) == 0
        lines = capsys.readouterr().out.splitlines()
        assert max(len(line) for line in lines) <= width
        (head,) = [line for line in lines if line.startswith("node normal form")]
        columns[width] = head.index("results per candidate")
    assert columns[60] == 32 and 32 < columns[140] < 72
    with pytest.raises(SystemExit):
        main(explain(files, "--width", "12"))
    assert "12 columns is too narrow" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"candidates": "/nonexistent.json"}, "error: /nonexistent.json: No such file"),
        ({"policy_text": "(min_tier marketplace)"}, "p.pol:$: explain needs a Policy term, got a"),
        ({"candidates_text": '[{"provider_id": 1}]'}, "$[0].provider_id: expected a string"),
        ({"ctx_text": '{"seed": "x"}'}, "$.seed: expected a number"),
    ],
)
def test_explain_refusals(
    files: dict[str, str],
    change: dict[str, str],
    message: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    for key, text in change.items():
        if key.endswith("_text"):
            Path(files[key.removesuffix("_text")]).write_text(text)
        else:
            files[key] = text
    with pytest.raises(SystemExit) as stop:
        main(explain(files))
    assert stop.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("fmt", ["text", "json", "html"])
@pytest.mark.parametrize("seed", [0, 1, 2**31 - 1])
def test_every_format_renders(
    files: dict[str, str], fmt: str, seed: int, capsys: pytest.CaptureFixture[str]
) -> None:
    Path(files["ctx"]).write_text(json.dumps({"seed": seed}))
    assert main(explain(files, "--format", fmt)) == 0
    assert capsys.readouterr().out


SPEC = Path(__file__).parent.parent / "spec" / "13-trace-format.md"
#: members whose values are user data (requests, actions, parameters), not the format's
USER_DATA = {"before", "after", "action", "params"}


def member_names(value: Any) -> set[str]:
    names: set[str] = set()
    todo = [value]
    while todo:
        v = todo.pop()
        if isinstance(v, dict):
            names |= v.keys()
            todo.extend(item for key, item in v.items() if key not in USER_DATA)
        elif isinstance(v, list):
            todo.extend(v)
    return names


def test_every_member_of_the_trace_is_documented() -> None:
    policy = pol(
        "(and (min_tier marketplace) (or (is has_tee) (cmp price_in le 5)))",
        "(gate (not (is no_log)) (normalize (field price_in)))",
        "(top_k 3 (sample 0.5))",
        "(seq (when top (set_param temperature 0.2)) (inject_seed seed))",
        "(override (always {action: abort}) auth_error {action: disable_provider})",
    )
    docs = [
        traced(policy, CANDS, {"seed": 9, "request": {"temperature": 1}}),
        traced(pol(selector="(chain [{provider: p1, model: m1}])"), CANDS),
    ]
    spans = re.findall(r"`([^`]+)`", SPEC.read_text(encoding="utf-8"))
    documented = {word for span in spans for word in re.findall(r"\w+", span)}
    assert {n for doc in docs for n in member_names(doc)} - documented == set()


EXAMPLES = Path(__file__).parent.parent / "examples"
#: candidates every example can decide on: tiers, prices, latencies, a TEE and a context
EXAMPLE_CANDS = [
    {
        "provider_id": p,
        "model_family": m,
        "tier": tier,
        "price_in": price,
        "latency_ms": latency,
        "capabilities": {"context": context},
    }
    for p, m, tier, price, latency, context in [
        ("acme", "gpt", "partner", 3, 400, 128000),
        ("bolt", "claude", "marketplace", 1, 900, 200000),
        ("antseed", "llama", "fallback", 0.5, 300, 8000),
        ("tee-1", "gpt", "tee", 4, 700, 128000),
    ]
]


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.sigma")), ids=lambda p: p.stem)
@pytest.mark.parametrize("seed", [None, 1, 2**40])
def test_examples_are_explained(path: Path, seed: int | None) -> None:
    schema_path = path.with_suffix(".schema.json")
    schema = json.loads(schema_path.read_text()) if schema_path.exists() else None
    ctx = {"request": {"temperature": 0.7}} | ({} if seed is None else {"seed": seed})
    term = read_json_term(path.read_text(encoding="utf-8"))
    assert_traced_like_plan(term, EXAMPLE_CANDS, ctx, schema)
