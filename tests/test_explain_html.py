"""`sigma-pol explain --format html`: one self-contained page with the tree and the grid."""

from __future__ import annotations

from html.parser import HTMLParser
from typing import Any

from sigma_pol_tools.explain.html import render_html

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
        attrs for tag, attrs in page.tags if tag == "th" and attrs.get("class") == "candidate"
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
