"""`sigma-pol explain --format html`: one self-contained page with the tree and the grid."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import pytest
from sigma_pol.normal.normal_form import canonical
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.semantics.decision_values import candidates_from_json, context_from_json
from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA
from sigma_pol.text.parse import parse
from sigma_pol_tools.explain.html import render_html
from sigma_pol_tools.explain.report import trace_report
from sigma_pol_tools.explain.trace import trace_normal

from .test_explain import CANDS, pol, traced

VOID = {"meta", "br", "hr", "img", "link", "input", "col", "wbr", "source", "area", "base"}
URL_ATTRS = {"src", "href", "action", "data", "poster", "srcset", "formaction", "cite"}


class Page(HTMLParser):
    """Collects what the tests look at, and checks that every element is closed."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.errors: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []
        self.details_depth = 0
        self.max_details_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag not in VOID:
            self.open.append(tag)
        if tag == "details":
            self.details_depth += 1
            self.max_details_depth = max(self.max_details_depth, self.details_depth)

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.open[-1:] or 'nothing'}")
            return
        self.open.pop()
        if tag == "details":
            self.details_depth -= 1

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parsed(doc: dict[str, Any]) -> Page:
    page = Page()
    page.feed(render_html(doc))
    page.close()
    assert page.errors == [] and page.open == []
    return page


POLICY = pol(
    "(and (min_tier marketplace) (cmp price_in le 5))",
    "(normalize (field price_in))",
    "(sample 0.5)",
    "(set_param temperature 0.2)",
)


def test_page_is_self_contained() -> None:
    page = parsed(traced(POLICY, CANDS, {"seed": 5}))
    for tag, attrs in page.tags:
        assert tag not in ("script", "link", "img", "iframe", "object", "embed"), tag
        for name, value in attrs.items():
            # the one kind of link: a node's rule, to its section of chapter 6,
            # relative to the checkout (it requests nothing until followed)
            if tag == "a" and name == "href":
                assert re.fullmatch(r"spec/06-semantics\.md#[a-z_]+", value or ""), value
                continue
            assert name not in URL_ATTRS, (tag, name, value)
            assert "http:" not in (value or "") and "https:" not in (value or "")
    style = "".join(page.text)
    assert "url(" not in style and "@import" not in style


def test_page_shows_the_tree_with_collapsible_nodes() -> None:
    doc = traced(POLICY, CANDS, {"seed": 5})
    page = parsed(doc)
    details = [attrs for tag, attrs in page.tags if tag == "details"]
    assert sorted(int(a["data-node"] or "") for a in details) == [n["id"] for n in doc["nodes"]]
    assert page.max_details_depth == 1 + max(r["depth"] for r in doc["preorder"])
    assert sum(tag == "summary" for tag, _ in page.tags) == len(doc["nodes"])


def test_page_has_a_column_per_candidate_and_the_sampling_steps() -> None:
    doc = traced(POLICY, CANDS, {"seed": 5})
    page = parsed(doc)
    columns = [
        attrs
        for tag, attrs in page.tags
        if tag == "th" and "candidate" in (attrs.get("class") or "").split()
    ]
    assert len(columns) == len(CANDS)
    tables = {attrs.get("class") for tag, attrs in page.tags if tag == "table"}
    assert {"grid", "candidates", "weights", "draws", "request", "failplan"} <= tables
    sections = [attrs.get("id") for tag, attrs in page.tags if tag == "section"]
    assert sections == ["decision", "tree", "grid", "candidates", "sampling", "request", "failplan"]
    text = "".join(page.text)
    assert "fails: min_tier" in text and "skipped" in text


def test_text_is_escaped() -> None:
    hostile = [{"provider_id": "<script>alert(1)</script>", "model_family": 'm"&'}]
    page = parsed(traced(pol('(provider_eq "<b>")'), hostile))
    assert not any(tag in ("script", "b") for tag, _ in page.tags)
    assert "<script>alert(1)</script>" in "".join(page.text)


# ---------------------------------------------------------------------------
# a real policy with ten candidates, rendered in a real browser (issue 22, item 6)

TEN = [
    {
        "provider_id": f"provider-{name}",
        "model_family": f"family-{name}-large",
        "tier": tier,
        "price_in": price,
        "capabilities": {"context": 8000.0 * (i + 1)},
    }
    for i, (name, tier, price) in enumerate(
        [
            ("acme", "partner", 3.0),
            ("bolt", "marketplace", 9.0),
            ("cirrus", "fallback", 1.0),
            ("delta", "marketplace", 5.0),
            ("echo", "partner", 2.5),
            ("fjord", "marketplace", 7.0),
            ("gamma", "partner", 4.0),
            ("helix", "marketplace", 6.5),
            ("ion", "fallback", 0.5),
            ("juno", "partner", 8.0),
        ]
    )
]
#: Breakers open for two providers: `(is breaker_open)` holds for them and fails
#: for the eight others, which the `not` above it keeps.
STATE = {"seed": 7, "state": {"breakers": {"provider-bolt": True, "provider-juno": True}}}
REAL = pol(
    "(and (not (is breaker_open)) (min_tier marketplace) (cmp price_in le 8))",
    "(add (scale 0.7 (neg (normalize (field price_in)))) (scale 0.3 (normalize (field context))))",
    "(top_k 5 argmax)",
    "(seq (filter_text [NFKC, RmZeroWidth, NormalizeWS]) (set_param temperature 0.2)"
    " (clamp_param top_p 0 1) (jitter temperature 0.1))",
)


def test_ranks_are_labelled_and_rejected_candidates_are_in_the_decision() -> None:
    doc = traced(REAL, TEN, STATE)
    page = parsed(doc)
    text = "".join(page.text)
    # ranks: the selector's cells say what their number is
    assert "rank 1" in text and "rank 5" in text
    # the decision lists the ordered ones, then every rejected one with its reason
    rejected = doc["decision"]["rejected"]
    assert {r["provider"] for r in rejected} >= {"provider-bolt", "provider-cirrus"}
    section = render_html(doc).split('<section id="decision">')[1].split("</section>")[0]
    for r in rejected:
        assert f"#{r['candidate']} {r['provider']}/{r['model']}: " in section
        assert r["reason"] in section


def test_a_verdict_under_not_is_shown_as_inner() -> None:
    """`(is breaker_open)` fails for the eight healthy candidates: under `not`
    that is shown as inner, never in the red of a failing check."""
    doc = traced(REAL, TEN, STATE)
    html = render_html(doc)
    assert '<span class="inner">inner fails: is:breaker_open</span>' in html
    assert '<td class="inner" title="inner holds">inner holds</td>' in html
    assert 'class="fails">fails: is:breaker_open<' not in html
    # the not itself says what counts: it fails for the two with open breakers
    assert html.count('class="fails" title="fails: not">fails: not</td>') == 2


#: What the page measures once it has loaded: the page's own width against the
#: window's, the widest element outside a box that scrolls, the grid's box, its
#: first column's position, and the tallest grid cell against a line's height.
MEASURE = """{
  window: window.innerWidth,
  page: document.documentElement.scrollWidth,
  widest: Math.max(...[...document.body.querySelectorAll('*')]
    .filter(e => !e.closest('.scroll') || e.classList.contains('scroll'))
    .map(e => e.getBoundingClientRect().right)),
  grid_box: (document.querySelector('#grid .scroll') || document.querySelector('#grid table'))
    .getBoundingClientRect().right,
  grid_inner: document.querySelector('#grid table').scrollWidth,
  sticky: getComputedStyle(document.querySelector('table.grid td.tree')).position,
  tallest_cell: Math.max(...[...document.querySelectorAll('table.grid td')]
    .map(e => e.getBoundingClientRect().height)),
  line: parseFloat(getComputedStyle(document.querySelector('table.grid td')).lineHeight)
        || 20
}"""


def test_ten_candidates_read_in_a_1280_pixel_window() -> None:
    from .browser import measure

    html = render_html(traced(REAL, TEN, STATE))
    seen = measure(html, MEASURE, 1280, 900)
    assert seen["window"] == 1280
    # no horizontal overflow of the page: nothing outside a scrolling box
    # reaches past the window's right edge
    assert seen["page"] <= seen["window"], seen
    assert seen["widest"] <= seen["window"], seen
    assert seen["grid_box"] <= seen["window"], seen
    # the grid scrolls within its box, its first column fixed
    assert seen["sticky"] == "sticky"
    # one line a cell: no seq cell wraps into a tall block
    assert seen["tallest_cell"] < 2 * seen["line"] + 8, seen


# ---------------------------------------------------------------------------
# the design's two policies with ten candidates: the winner in view (issue 33)


def design_doc(name: str) -> dict[str, Any]:
    """subzero or greybox (with its schema, for the tier tee) deciding over ten
    candidates whose winner stands late in the input: subzero's score is led by
    0.4 · context, unnormalized, so the largest context wins (#8, 400 000, by
    hand); greybox keeps partner and tee and draws with the seed, whatever it
    picks is read off the decision."""

    from .test_examples import EXAMPLES, schema_of

    schema = schema_of(name)
    assert name != "greybox" or schema != DEFAULT_SCHEMA
    cands = [
        {
            "provider_id": f"provider-{word}",
            "model_family": f"family-{word}-large-context-edition",
            "tier": "tee" if i % 3 == 0 else "partner" if i % 3 == 1 else "marketplace",
            "price_in": 1.0 + i,
            "latency_ms": 300.0 + 40 * i,
            "capabilities": {"context": 400000.0 if i == 8 else 32000.0 * (i + 1)},
        }
        for i, word in enumerate(
            ["acme", "bolt", "cirrus", "delta", "echo", "fjord", "gamma", "helix", "ion", "juno"]
        )
    ]
    text = (EXAMPLES / f"{name}.sigma").read_text(encoding="utf-8")
    term = parse(text, schema)
    trace = trace_normal(
        canonical(term),
        candidates_from_json(cands, "$", schema),
        context_from_json({"seed": 11}, "$"),
        None,
        schema,
        CONFORMANCE_REGISTRY,
    )
    return trace_report(trace)


#: Where the winner's column of the grid stands, and the chosen line, against
#: the window, once the page has loaded.
WINNER = """{
  window: window.innerWidth,
  height: window.innerHeight,
  page: document.documentElement.scrollWidth,
  column: (c => ({left: c.left, right: c.right}))(
    document.querySelector('table.grid th[data-candidate="WINNER"]').getBoundingClientRect()),
  chosen: document.querySelector('p.winner').getBoundingClientRect().top
}"""


@pytest.mark.parametrize("name", ["subzero", "greybox"])
def test_the_winner_is_in_view_at_1280_pixels(name: str) -> None:
    """The winner's column of the per-candidate grid lies inside the 1280-pixel
    window as the page opens, and the chosen candidate is the first thing the
    decision says (issue 33: subzero's winner was off-screen, greybox's cut off
    even at 1920).  Plant: the grid's columns in input order and the body
    capped at 72em, as before: the winner's column starts past the window."""
    from .browser import measure

    doc = design_doc(name)
    winner = doc["decision"]["ordered"][0]["candidate"]
    if name == "subzero":
        assert winner == 8
    assert winner >= 3  # late in the input: in input order it would be far right
    html = render_html(doc)
    seen = measure(html, WINNER.replace("WINNER", str(winner)), 1280, 900)
    assert seen["window"] == 1280
    assert seen["page"] <= seen["window"], seen
    assert seen["column"]["left"] >= 0 and seen["column"]["right"] <= seen["window"], seen
    assert 0 <= seen["chosen"] < seen["height"] / 3, seen


def test_the_failplan_is_a_table_in_every_view() -> None:
    """subzero's retry table: in the tree as diff prints it, one entry per kind
    (nine: its eleven kinds less timeout and content_filter, whose action is
    unknown's, which the normal form drops), in the FailPlan section as a
    table; never the override staircase (eight overrides and the always: no
    node of the slot but its root has a details of its own)."""
    doc = design_doc("subzero")
    html = render_html(doc)
    retry = html.split('<pre class="retry">', 1)[1].split("</pre>", 1)[0]
    assert retry.startswith("(retry_table {")
    assert sum(1 for line in retry.splitlines() if re.match(r"  \w+: +\{action:", line)) == 9
    inside = [n["id"] for n in doc["nodes"] if n["slot"] == "failplan"]
    assert len(inside) == 9
    assert [i for i in inside if f'data-node="{i}"' in html] == [doc["slots"]["failplan"]]
    assert html.count("<tr><td>") >= 9


def test_nodes_name_their_rule_and_number_and_a_cut_candidate_says_by_what() -> None:
    """Each node's summary shows its number (as the sampling block names it)
    and its D- rule linked to its section of chapter 6; a candidate the filter
    kept and top_k cut reads `cut by top_k (n…)`, not rank `-`.  REAL keeps
    six of TEN (bolt and juno: breaker open; cirrus and ion: fallback, below
    marketplace), and top_k 5 cuts one of the six, in the candidates' table.
    Plant: rank `-` for every unranked row (text.rank_cell) and the count is 0."""
    doc = traced(REAL, TEN, STATE)
    html = render_html(doc)
    top_k = next(n for n in doc["nodes"] if n["op"] == "top_k")
    assert len(top_k["result"]["steps"]["cut"]) == 1
    assert html.count(f"<td>cut by top_k (n{top_k['id']})</td>") == 1
    for n in doc["nodes"]:
        if n["slot"] == "failplan" and n["id"] != doc["slots"]["failplan"]:
            continue
        summary = html.split(f'data-node="{n["id"]}"><summary>', 1)[1].split("</summary>", 1)[0]
        assert f'<span class="nid">n{n["id"]}</span>' in summary
        assert f'href="spec/06-semantics.md#{n["op"]}">D-{n["op"]}</a>' in summary


def test_every_rule_link_names_a_section_of_chapter_6() -> None:
    """A link to `#op` lands on chapter 6's heading for op (GitHub's anchor of
    "### `op`" is the op itself)."""
    from sigma_pol.syntax.signature import SIGNATURE

    from .test_examples import EXAMPLES

    chapter = (EXAMPLES.parent / "spec" / "06-semantics.md").read_text(encoding="utf-8")
    headings = set(re.findall(r"^### `(\w+)`$", chapter, re.M))
    assert set(SIGNATURE) <= headings
