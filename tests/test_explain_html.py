"""`sigma-pol explain --format html`: one self-contained page with the tree and the grid."""

from __future__ import annotations

from html.parser import HTMLParser
from typing import Any

from sigma_pol.explain.html import render_html

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
