"""The fuzzer reads its own JSON values by their shape: a term node is an array
whose head is an operation name, a path steps into objects by member name and
into arrays by index, a table of the context is keyed by a provider id that is a
string.  Where a value is not of that shape the fuzzer says so (a ShapeError,
a TypeError) or, for a term, sees no node there; it never reads a string's
characters as array elements or writes a member name that is not a string.
"""

from __future__ import annotations

import pytest
from sigma_pol.syntax.signature import Sort
from sigma_pol.syntax.terms import JSON
from sigma_pol_tools.conformance.fuzz_values import as_array, as_object, as_string, observed
from sigma_pol_tools.conformance.minimize import minimize
from sigma_pol_tools.conformance.term_walk import ShapeError, child, member_at, nodes, replace_at


def node_paths(term: JSON) -> list[tuple[tuple[str | int, ...], Sort]]:
    return [(node.path, node.sort) for node in nodes(term)]


def test_an_array_headed_by_an_array_or_an_object_is_no_node() -> None:
    # ["not", P]: the root is a Pred node; its argument is an array whose head is an
    # array (then an object), unhashable, so not an operation name: no node there.
    assert node_paths(["not", [["top"]]]) == [((), Sort.PRED)]
    assert node_paths(["not", [{"a": 1}]]) == [((), Sort.PRED)]
    assert node_paths(["not", ["not", ["top"]]]) == [
        ((), Sort.PRED),
        ((1,), Sort.PRED),
        ((1, 1), Sort.PRED),
    ]


def test_minimizing_a_request_whose_term_holds_an_array_headed_array() -> None:
    # The near misses of the stream write such terms (an operation name replaced by
    # ["and"]); a divergence on one is minimized.  With every variant diverging the
    # greedy search first drops the one member it may drop (cases), then replaces
    # the root, a Pred node, by the smallest Pred term, ["top"]; nothing is smaller.
    request = {"name": "x", "kind": "pred", "term": ["not", [["and"], ["top"]]], "cases": []}
    assert minimize(request, lambda _r: True, 50) == {"name": "x", "kind": "pred", "term": ["top"]}


def test_a_path_steps_into_objects_by_name_and_arrays_by_index() -> None:
    value = {"a": [10, {"b": "xy"}]}
    assert member_at(value, ("a", 1, "b")) == "xy"
    assert child([5, 6], 1) == 6
    with pytest.raises(ShapeError, match="no 0 in a string"):
        member_at(value, ("a", 1, "b", 0))  # not the string's first character
    with pytest.raises(ShapeError, match="no 'b' in an array"):
        child([1], "b")
    with pytest.raises(ShapeError, match="no 0 in an object"):
        child({"0": 1}, 0)


def test_replacing_at_a_path_keeps_objects_keyed_by_names() -> None:
    assert replace_at({"a": [1, 2]}, ("a", 0), 9) == {"a": [9, 2]}
    with pytest.raises(ShapeError, match="no 0 in an object"):
        replace_at({"a": 1}, (0,), 2)  # not {"a": 1, 0: 2}
    with pytest.raises(ShapeError, match="no 'x' in an array"):
        replace_at([1], ("x",), 2)


def test_an_observed_table_is_keyed_by_a_string_provider_id() -> None:
    candidate: dict[str, JSON] = {"provider_id": "p1", "model_family": "m1"}
    ctx: dict[str, JSON] = {}
    observed("credits", 5)(candidate, ctx)
    assert ctx == {"state": {"credits": {"p1": 5}}}
    with pytest.raises(ShapeError, match="the int 7 where a string belongs"):
        observed("credits", 5)({"provider_id": 7}, {})  # not {"state": {"credits": {7: 5}}}
    with pytest.raises(ShapeError, match="an array where an object belongs"):
        observed("context", 8000)({"provider_id": "p1", "capabilities": []}, {})


def test_the_shape_readers() -> None:
    assert as_object({"a": 1}) == {"a": 1}
    assert as_array([1]) == [1]
    assert as_string("s") == "s"
    with pytest.raises(ShapeError, match="the NoneType None where an object belongs"):
        as_object(None)
    with pytest.raises(ShapeError, match="an object where an array belongs"):
        as_array({})
    with pytest.raises(ShapeError, match="the bool True where a string belongs"):
        as_string(True)
    assert issubclass(ShapeError, TypeError)  # what indexing the wrong shape raised
