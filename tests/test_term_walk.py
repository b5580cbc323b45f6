"""The tools' one walk over JSON-form terms (spec/01-terms-and-sorts.md §1.5):
nodes in pre-order with their paths, how far each descent enters, the
operations listed, a member replaced at a path.  The expectations are derived
by hand from the term below, position by position (the signature's rows:
``and`` variadic Pred, ``not`` Pred → Pred, ``tier_eq`` a Tier parameter →
Pred, ``always`` an Action parameter → FailPlan)."""

from __future__ import annotations

from sigma_pol.syntax.signature import Sort
from sigma_pol.syntax.terms import JSON
from sigma_pol_tools.conformance.term_walk import Descent, nodes, operations, replace_at

#: (1,) a Pred node and (1, 1) its Pred argument; (2,) a node whose parameter is an
#: array headed by an operation name; (3,) an array headed by an array (no node);
#: (4,) a FailPlan node where a Pred belongs, an object holding a node inside.
TERM: JSON = [
    "and",
    ["not", ["top"]],
    ["tier_eq", ["bot"]],
    [["or"], ["top"]],
    ["always", {"x": ["top"]}],
]


def _walked(term: JSON, sort: Sort | None, descent: Descent) -> list[tuple[object, ...]]:
    return [(n.path, n.op, n.sort) for n in nodes(term, sort, descent)]


def test_sorted_nodes_in_pre_order() -> None:
    # and: the root; not, then its argument top, before tier_eq (pre-order, left to
    # right); tier_eq's only position is a parameter: not entered; (3,) is no node;
    # (4,) always is a FailPlan where the and's Pred belongs: not a node here.
    assert _walked(TERM, None, Descent.SORTED) == [
        ((), "and", Sort.PRED),
        ((1,), "not", Sort.PRED),
        ((1, 1), "top", Sort.PRED),
        ((2,), "tier_eq", Sort.PRED),
    ]
    # a root not of the sort asked is no node, and nothing under it is entered
    assert _walked(TERM, Sort.FAILPLAN, Descent.SORTED) == []


def test_arguments_enter_every_argument_of_a_node() -> None:
    # as SORTED, plus the parameter ["bot"] at (2, 1) and the FailPlan node at (4,);
    # not the non-node array (3,) nor the object inside always
    walked = list(nodes(TERM, None, Descent.ARGUMENTS))
    assert [n.path for n in walked] == [(), (1,), (1, 1), (2,), (2, 1), (4,)]
    assert [n.sort for n in walked] == [*[Sort.PRED] * 5, Sort.FAILPLAN]
    assert operations(TERM) == ["and", "not", "top", "tier_eq", "bot", "always"]


def test_anywhere_enters_non_node_arrays_and_objects() -> None:
    # (3,) is entered from its head: ["or"] at (3, 0), then ["top"] at (3, 1); the
    # object of always by member name
    assert [n.path for n in nodes(TERM, None, Descent.ANYWHERE)] == [
        (),
        (1,),
        (1, 1),
        (2,),
        (2, 1),
        (3, 0),
        (3, 1),
        (4,),
        (4, 1, "x"),
    ]
    assert operations(TERM, Descent.ANYWHERE) == [
        *("and", "not", "top", "tier_eq", "bot", "or", "top", "always", "top")
    ]


def test_a_node_is_the_array_at_its_path() -> None:
    (node,) = [n for n in nodes(TERM) if n.path == (1, 1)]
    assert node.array == ["top"]
    assert node.array is TERM[1][1]


def test_replacing_at_a_path_copies_the_path_and_shares_the_rest() -> None:
    new = replace_at(TERM, (1, 1), ["bot"])
    assert new == [
        "and",
        ["not", ["bot"]],
        ["tier_eq", ["bot"]],
        [["or"], ["top"]],
        ["always", {"x": ["top"]}],
    ]
    assert TERM[1] == ["not", ["top"]]  # the term given is unchanged
    assert new[2] is TERM[2]  # off the path: shared
    assert replace_at(TERM, (4, 1, "x"), "y") == [*TERM[:4], ["always", {"x": "y"}]]
    assert replace_at(TERM, (), ["top"]) == ["top"]


def test_a_term_deeper_than_python_recursion() -> None:
    # 5 000 nots around a top: 5 001 nodes, the deepest at a path of 5 000 ones
    depth = 5000
    term: JSON = ["top"]
    for _ in range(depth):
        term = ["not", term]
    walked = list(nodes(term))
    assert len(walked) == depth + 1
    assert walked[-1].path == (1,) * depth and walked[-1].op == "top"
    bottom = replace_at(term, (1,) * depth, ["bot"])
    assert operations(bottom)[-1] == "bot"
