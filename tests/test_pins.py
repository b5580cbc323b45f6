"""Every golden vector names the pinned rules it relies on, and nothing else
(spec/07-conformance.md §7.3 ``pins``, spec/08-pinned.md).

A vector *relies on* a rule of chapter 8 when an implementation that follows
the reference everywhere except where that rule applies, and decides the other
way there, fails the vector.  For each rule this module builds such
**variants** (one, or two where "the other way" has two plausible senses) by
patching the few reference functions that implement the rule (the patches are
undone after each variant), replays every vector under them and compares the
answers with the vectors' expectations as the certifier does.  The vectors
some variant of a rule fails must be exactly the vectors whose ``pins`` name
the rule.

"The other way" is what upstream's Lua does there, or what a plausible port
would do: the other tie-break, NaN first, keys visited in reverse, Lua's
``tostring``, a ``null`` member kept, a missing request that fails, no
candidate validation, another ``custom`` registry, ``{}`` told from ``[]``.
A vector a variant cannot tell apart does not rely on the rule, whatever its
term looks like.
"""

from __future__ import annotations

import builtins
import json
import math
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pytest
import sigma_pol.encoding.encode as encoding
import sigma_pol.engine.machine as machine
import sigma_pol.engine.records as records
import sigma_pol.engine.run_inputs as run_inputs
import sigma_pol.normal.normal_form as normal_form
import sigma_pol.protocol.answer as protocol
import sigma_pol.request.given as request_inputs
import sigma_pol.semantics.algebra as algebra
import sigma_pol.semantics.decision_values as inputs
import sigma_pol.semantics.requirements as requirements
import sigma_pol.syntax.jsonio as jsonio
import sigma_pol.syntax.reading as reading
import sigma_pol.valid.admission as admission
from sigma_pol.semantics.carriers import CustomRegistry
from sigma_pol.syntax.errors import InputError
from sigma_pol.syntax.signature import ParamSort
from sigma_pol.syntax.vocabulary import Schema
from sigma_pol_tools.conformance.compare import mismatches
from sigma_pol_tools.conformance.generate import request_of, shipped_vectors
from sigma_pol_tools.conformance.schema import PINNED_RULES

SPEC_08 = Path(__file__).parent.parent / "spec" / "08-pinned.md"

Interp = Callable[..., Any]


def rule_operations() -> dict[str, list[str]]:
    """The operations each rule of chapter 8 is about: its ``*Operations*:`` line."""
    text = SPEC_08.read_text(encoding="utf-8")
    out: dict[str, list[str]] = {}
    for section in re.split(r"^### ", text, flags=re.MULTILINE)[1:]:
        head = re.match(r"`(pinned-[a-z0-9-]+)`", section)
        line = re.search(r"^\*Operations\*: (.*)\.$", section, flags=re.MULTILINE)
        if head and line:
            out[head.group(1)] = re.findall(r"`([a-z_]+)`", line.group(1))
    return out


def chapter_8_rules() -> list[str]:
    """The rule names of chapter 8: its headings of the form ### `pinned-…`."""
    text = SPEC_08.read_text(encoding="utf-8")
    return re.findall(r"^### `(pinned-[a-z0-9-]+)`$", text, flags=re.MULTILINE)


@dataclass(frozen=True)
class Variant:
    """An implementation that decides the other way where one rule applies."""

    rule: str
    patch: Callable[[pytest.MonkeyPatch], None] = lambda _mp: None
    #: reads a protocol line (the variants of how numbers are read replace it)
    read: Callable[[str], Any] = jsonio.read_json
    #: rewrites the term of a decoded request
    term: Callable[[Any], Any] = lambda term: term
    #: algebra entries replaced: op -> (the reference's entry -> the variant's)
    entries: Mapping[str, Callable[[Interp], Interp]] = field(default_factory=dict)

    def algebra(self) -> protocol.AlgebraFactory | None:
        if not self.entries:
            return None

        def build(schema: Schema, customs: CustomRegistry | None) -> dict[str, Interp]:
            built = algebra.reference_algebra(schema, customs)
            for op, change in self.entries.items():
                built[op] = change(built[op])
            return built

        return build

    def fails(self, vectors: list[dict[str, Any]]) -> set[str]:
        """The names of the vectors this variant answers differently from their expectation."""
        failed = set()
        with pytest.MonkeyPatch.context() as mp:
            self.patch(mp)
            for vector in vectors:
                if self._fails(vector):
                    failed.add(vector["name"])
        return failed

    def _fails(self, vector: dict[str, Any]) -> bool:
        try:
            request = self.read(request_of(vector))
        except InputError as e:
            got: Any = {"name": None, "error": str(e)}
        else:
            if isinstance(request, dict) and "term" in request:
                request = {**request, "term": self.term(request["term"])}
            try:
                got = jsonio.to_output(protocol.answer(request, self.algebra()))
            except Exception:  # a variant that crashes fails the vector
                return True
        return bool(mismatches(vector, got))


# ---------------------------------------------------------------------------
# orders


def _nan_first(entry: Any) -> tuple[int, float, int]:
    s = entry.score
    return (0, 0.0, entry.position) if s != s else (1, -s, entry.position)


def _chain_ties_reversed(base: Interp) -> Interp:
    def interp(node: Any, args: Any) -> Any:
        select = base(node, args)

        def reordered(scored: Any, ctx: Any, limit: int | None) -> Any:
            ordering = select(scored, ctx, None)
            return sorted(ordering, key=lambda e: (-e.score, -e.position))[:limit]

        return reordered

    return interp


def _needs_reversed(mp: pytest.MonkeyPatch) -> None:
    original = requirements.derived_needs
    mp.setattr(requirements, "derived_needs", lambda request: original(request)[::-1])


def _admission_keys_reversed(mp: pytest.MonkeyPatch) -> None:
    def reversed_sorted(items: Any, reverse: bool = False) -> list[Any]:
        return builtins.sorted(items, reverse=not reverse)

    mp.setattr(admission, "sorted", reversed_sorted, raising=False)


# ---------------------------------------------------------------------------
# numbers


def _reader(
    parse_int: Callable[[str], float], parse_float: Callable[[str], float]
) -> Callable[[str], Any]:
    def read(text: str) -> Any:
        jsonio._check_depth(text)
        try:
            return json.loads(text, parse_int=parse_int, parse_float=parse_float)
        except ValueError as e:
            raise InputError("1:1", f"invalid JSON: {e}") from None

    return read


def _other_side(digits: str) -> float:
    """An integer literal read as the double on the other side of its exact value."""
    near = float(digits)
    if not math.isfinite(near) or int(near) == int(digits):
        return near
    return math.nextafter(near, math.inf if int(digits) > int(near) else -math.inf)


def _finite_only(parse: Callable[[str], float]) -> Callable[[str], float]:
    def read(literal: str) -> float:
        value = parse(literal)
        if not math.isfinite(value):
            raise ValueError(f"{literal} is beyond the double range")
        return value

    return read


def _non_finite_as_null(mp: pytest.MonkeyPatch) -> None:
    original = jsonio._number
    mp.setattr(jsonio, "_number", lambda v: original(v) if math.isfinite(v) else None)
    mp.setattr(request_inputs, "_NON_FINITE", {})


def _signed_zero(mp: pytest.MonkeyPatch) -> None:
    """-0 kept as admitted (spec/03 §3.9.7 turns it into +0), written ``-0`` and
    not a zero weight for ``scale``: the other side of the rule."""
    read_param = admission.param_from_json

    def keeping_the_sign(value: Any) -> Any:
        if isinstance(value, float) and value == 0:
            return value
        return read_param(value)

    mp.setattr(admission, "param_from_json", keeping_the_sign)
    encode = encoding.encode_number

    def encode_signed(v: float) -> str:
        return "-0" if v == 0 and math.copysign(1.0, v) < 0 else encode(v)

    scale = normal_form.NORMALIZING_ALGEBRA["scale"]

    def scale_signed(node: Any, args: Any) -> Any:
        w, _s = args
        if w == 0 and math.copysign(1.0, w) < 0:
            return normal_form._node("scale", args)
        return scale(node, args)

    mp.setattr(encoding, "encode_number", encode_signed)
    mp.setattr(
        normal_form,
        "NORMALIZING_ALGEBRA",
        {**normal_form.NORMALIZING_ALGEBRA, "scale": scale_signed},
    )


# ---------------------------------------------------------------------------
# values Lua cannot hold


def _nulls_dropped(value: Any, top: bool = True) -> Any:
    """A term as a Lua decoder leaves it: null members and elements are nil (gone)."""
    if isinstance(value, list):
        return [_nulls_dropped(x, False) for x in value if x is not None]
    if isinstance(value, dict):
        return {k: _nulls_dropped(x, False) for k, x in value.items() if x is not None}
    return value


def _empty_object_told_from_array(mp: pytest.MonkeyPatch) -> None:
    """A JSON-faithful host: ``{}`` is an empty record, ``[]`` an empty array."""

    def strict_object(value: Any, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise InputError(where, "expected an object")
        return value

    def strict_array(value: Any, where: str, read: Callable[[Any, str], Any]) -> list[Any]:
        if not isinstance(value, list):
            raise InputError(where, "expected an array of candidates")
        return [read(c, f"{where}[{i}]") for i, c in enumerate(value)]

    checked_request = inputs._checked_request

    def strict_request(request: dict[str, Any], where: str) -> dict[str, Any]:
        requirements = request.get("requirements")
        if isinstance(requirements, dict) and requirements.get("needs") == {}:
            raise InputError(f"{where}.requirements.needs", "expected an array of strings")
        return checked_request(request, where)

    schema_from_json = request_inputs.schema_from_json

    def strict_schema(value: Any, where: str = "$.schema") -> Schema:
        if value == [] or (
            isinstance(value, dict) and (value.get("fields") == [] or value.get("tier_order") == {})
        ):
            raise InputError(where, "{} and [] differ")
        return schema_from_json(value, where)

    rules = {
        ParamSort.RECIPE: _refusing(dict, "Recipe must be an array", admission._recipe),
        ParamSort.CHAIN: _refusing(dict, "Chain must be an array", admission._chain),
        ParamSort.ACTION: _strict_action,
    }
    arguments = {
        op: tuple((want, rule and rules.get(want, rule)) for want, rule in args)
        for op, args in admission._ARGUMENTS.items()
    }
    mp.setattr(inputs, "as_object", strict_object)
    mp.setattr(inputs, "candidate_array", strict_array)
    mp.setattr(inputs, "_checked_request", strict_request)
    mp.setattr(request_inputs, "schema_from_json", strict_schema)
    for module in (protocol, request_inputs):
        mp.setattr(module, "as_array", lambda value: value)
    mp.setattr(admission, "_ARGUMENTS", arguments)


def _refusing(kind: type, why: str, rule: Interp) -> Interp:
    return lambda v, schema: why if isinstance(v, kind) else rule(v, schema)


def _strict_action(v: Any, schema: Schema) -> str | None:
    if isinstance(v, list):
        return "Action must be a record"
    if isinstance(v, dict) and v.get("backoff_ms") == {}:
        return "Action.backoff_ms must be a number or array"
    why: str | None = admission._action(v, schema)
    return why


def _lone_surrogates_accepted(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(admission, "is_valid_unicode", lambda _s: True)
    mp.setattr(reading, "is_valid_unicode", lambda _s: True)


# ---------------------------------------------------------------------------
# messages


def _lua_tostring(mp: pytest.MonkeyPatch) -> None:
    describe = admission.describe

    def tostring(v: object) -> str:
        if isinstance(v, list | dict):
            return "table: 0x5581c0ffee00"
        if v is None:
            return "nil"
        if isinstance(v, float) and math.isfinite(v):
            text = "%.14g" % v  # noqa: UP031 (Lua's number format)
            return text + ".0" if re.fullmatch(r"-?\d+", text) else text
        return describe(v)

    mp.setattr(admission, "describe", tostring)


# ---------------------------------------------------------------------------
# inputs


def _has_null(value: Any) -> bool:
    if isinstance(value, dict):
        return any(_has_null(x) for x in value.values())
    if isinstance(value, list):
        return any(_has_null(x) for x in value)
    return value is None


def _nulls_read_otherwise(mp: pytest.MonkeyPatch) -> None:
    """A host for which a null member is a value (a JSON-faithful port) and a null
    element a hole (Lua): the variant refuses every input that holds a null,
    wherever the reading rules read one (chapter 2's inputs, a run's records)."""
    plain = reading.read_input

    def refusing(value: Any, where: str) -> Any:
        if _has_null(value):
            raise InputError(where, "a null member or element")
        return plain(value, where)

    for module in (inputs, records, run_inputs):
        mp.setattr(module, "read_input", refusing)


class _NoRequest(dict[str, Any]):
    """The request of a context that has none (Lua's nil)."""


def _missing_request_fails(mp: pytest.MonkeyPatch) -> None:
    context = protocol.read_context

    def read_context(ctx_given: Any) -> Any:
        ctx = context(ctx_given)
        value = ctx_given.value if ctx_given is not None else {}
        given = value if isinstance(value, dict) else {}
        return replace(ctx, request=_NoRequest()) if given.get("request") is None else ctx

    xform = protocol.HANDLERS["xform"]

    def xform_needing_request(compiled: Any, request: dict[str, Any], schema: Schema) -> Any:
        if request.get("request") is None:
            raise InputError("$.request", "attempt to index a nil value")
        return xform(compiled, request, schema)

    mp.setattr(protocol, "read_context", read_context)
    mp.setitem(protocol.HANDLERS, "xform", xform_needing_request)


def _indexes_request(base: Interp) -> Interp:
    def interp(node: Any, args: Any) -> Any:
        pred = base(node, args)

        def holds(candidate: Any, ctx: Any) -> Any:
            if isinstance(ctx.request, _NoRequest):
                raise RuntimeError("attempt to index a nil value (field 'request')")
            return pred(candidate, ctx)

        return holds

    return interp


def _candidates_unchecked(mp: pytest.MonkeyPatch) -> None:
    """Upstream: candidates are read (an empty table is an empty table) but never checked."""

    def unchecked(value: Any, where: str, _schema: Schema | None = None) -> Any:
        read = reading.read_input(value, where)
        if isinstance(read, dict):
            for member in ("capabilities", "offer"):
                if read.get(member) == []:
                    read[member] = {}
        return {} if read == [] else read

    def unchecked_array(value: Any, where: str, _schema: Schema | None = None) -> Any:
        return inputs.candidate_array(value, where, unchecked)

    mp.setattr(request_inputs, "candidate_from_json", unchecked)
    mp.setattr(request_inputs, "candidates_from_json", unchecked_array)


def _needs_read_as_upstream(mp: pytest.MonkeyPatch) -> None:
    """Upstream's ``derive_needs``: a ``needs`` that is not an array is no needs,
    and an element that names no need is skipped (here: every non-string)."""
    original = inputs._checked_request

    def lenient(request: dict[str, Any], where: str) -> dict[str, Any]:
        req = request.get("requirements")
        if isinstance(req, dict) and "needs" in req:
            needs = req["needs"]
            kept = [n for n in needs if isinstance(n, str)] if isinstance(needs, list) else []
            request = {**request, "requirements": {**req, "needs": kept}}
        return original(request, where)

    mp.setattr(inputs, "_checked_request", lenient)


def _later_rank_wins(mp: pytest.MonkeyPatch) -> None:
    schema_from_json = request_inputs.schema_from_json

    def lua_ranks(value: Any, where: str = "$.schema") -> Schema:
        tiers = value.get("tier_order") if isinstance(value, dict) else None
        if isinstance(tiers, list):
            kept = [t for i, t in enumerate(tiers) if t not in tiers[i + 1 :]]
            value = {**value, "tier_order": kept}
        return schema_from_json(value, where)

    mp.setattr(request_inputs, "schema_from_json", lua_ranks)


# ---------------------------------------------------------------------------
# the environment


class _AnyName(Mapping[str, Any]):
    """A host registry with every symbol registered, each as the identity."""

    def __getitem__(self, sym: str) -> Any:
        return lambda request, _candidate, _ctx: request

    def __iter__(self) -> Iterator[str]:
        return iter(())

    def __len__(self) -> int:
        return 0

    def __bool__(self) -> bool:
        return True  # the algebra reads `customs or {}`: an empty-looking registry is none


# ---------------------------------------------------------------------------
# the run (spec/08 §8.8)


def _contract_keeps_its_seed(mp: pytest.MonkeyPatch) -> None:
    """The call context's seed seeds the policy, the contract keeps its own."""
    mp.setattr(machine, "contract_of", lambda request, seed: (dict(request), seed))


def _message_bytes_replaced(mp: pytest.MonkeyPatch) -> None:
    """300 bytes cut as they fall, a cut character replaced (what a lenient decoder does)."""
    mp.setattr(
        machine,
        "truncate_message",
        lambda message: message.encode("utf-8")[:300].decode("utf-8", errors="replace"),
    )


def _registry(registry: Mapping[str, Any]) -> Callable[[pytest.MonkeyPatch], None]:
    return lambda mp: mp.setattr(protocol, "CONFORMANCE_REGISTRY", registry)


VARIANTS: tuple[Variant, ...] = (
    Variant(
        "pinned-nan-score-order",
        patch=lambda mp: mp.setattr(algebra, "score_order_key", _nan_first),
    ),
    Variant("pinned-chain-equal-priority", entries={"chain": _chain_ties_reversed}),
    Variant("pinned-needs-order", patch=_needs_reversed),
    Variant("pinned-action-extra-key-order", patch=_admission_keys_reversed),
    Variant("pinned-integer-beyond-2-53", read=_reader(_other_side, float)),
    Variant(
        "pinned-non-finite-json-literal",
        read=_reader(_finite_only(float), _finite_only(float)),
    ),
    Variant("pinned-non-finite-json", patch=_non_finite_as_null),
    Variant("pinned-minus-zero", patch=_signed_zero),
    Variant("pinned-null-parameter", term=lambda t: t if t is None else _nulls_dropped(t)),
    Variant("pinned-empty-object-is-array", patch=_empty_object_told_from_array),
    Variant("pinned-lone-surrogate", patch=_lone_surrogates_accepted),
    Variant("pinned-message-values", patch=_lua_tostring),
    Variant("pinned-null-member-absent", patch=_nulls_read_otherwise),
    Variant(
        "pinned-absent-request",
        patch=_missing_request_fails,
        entries={"meets_req": _indexes_request, "scope_matches": _indexes_request},
    ),
    Variant("pinned-candidate-validation", patch=_candidates_unchecked),
    Variant("pinned-requirements-validation", patch=_needs_read_as_upstream),
    Variant("pinned-tier-order-duplicates", patch=_later_rank_wins),
    # a registry that means something else, and a host that registered nothing
    Variant("pinned-custom-registry", patch=_registry(_AnyName())),
    Variant("pinned-custom-registry", patch=_registry({})),
    Variant("pinned-run-seed", patch=_contract_keeps_its_seed),
    Variant("pinned-run-message-bytes", patch=_message_bytes_replaced),
)


@pytest.fixture(scope="module")
def vectors() -> list[dict[str, Any]]:
    return shipped_vectors()[1]


def test_the_operations_rules_name_are_operations() -> None:
    from sigma_pol.syntax.signature import SIGNATURE

    named = rule_operations()
    assert named["pinned-nan-score-order"] == ["argmax", "sample"]
    assert all(op in SIGNATURE for ops in named.values() for op in ops)
    assert set(named) <= set(chapter_8_rules())


def test_every_rule_of_chapter_8_has_a_variant() -> None:
    assert sorted({v.rule for v in VARIANTS}) == sorted(chapter_8_rules())


def test_the_vector_schema_admits_the_pins_of_chapter_8() -> None:
    assert sorted(PINNED_RULES) == sorted(chapter_8_rules())


def test_every_pin_names_a_rule_of_chapter_8(vectors: list[dict[str, Any]]) -> None:
    rules = set(chapter_8_rules())
    for vector in vectors:
        pins = vector.get("pins", [])
        assert pins == sorted(set(pins)), vector["name"]
        assert set(pins) <= rules, (vector["name"], set(pins) - rules)


@pytest.mark.parametrize("rule", sorted({v.rule for v in VARIANTS}))
def test_pins_name_exactly_the_vectors_the_rule_decides(
    rule: str, vectors: list[dict[str, Any]]
) -> None:
    failed = set().union(*(v.fails(vectors) for v in VARIANTS if v.rule == rule))
    pinned = {v["name"] for v in vectors if rule in v.get("pins", ())}
    assert rule in failed, "no variant fails the rule's own vector"
    # Every operation the rule is about is caught: a vector relying on it covers it.
    by_name = {v["name"]: v for v in vectors}
    caught = {op for name in failed & pinned for op in by_name[name]["covers"]}
    missed = set(rule_operations().get(rule, ())) - caught
    assert missed == set(), f"no vector relying on the rule covers {sorted(missed)}"
    assert failed - pinned == set(), "these vectors rely on the rule without naming it"
    assert pinned - failed == set(), "these vectors name the rule without relying on it"
