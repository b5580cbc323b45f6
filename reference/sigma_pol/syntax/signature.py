"""The signature Σ_pol of ``sigma-pol/v2``, as data (spec/01-terms-and-sorts.md).

Every operation is one row of :data:`SIGNATURE`: the sorts of its inputs, the
sort it produces, and the equational declarations (associative, commutative,
unit, absorbing element) that drive normalization.  Admission, the normal form,
the encoder and the generated signature table all read this table; none of them
keeps a per-operation list of its own.

The table is append-only within a major version: adding a row keeps the version
tag (every existing term encodes as before), removing or retyping one is a major
bump that rotates every identity (spec/10-versioning.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Final

VERSION: Final = "sigma-pol/v2"


class Sort(StrEnum):
    """Operational sorts: positions of these sorts hold subterms."""

    PRED = "Pred"
    SCORER = "Scorer"
    SELECTOR = "Selector"
    XFORM = "Xform"
    FAILPLAN = "FailPlan"
    POLICY = "Policy"


class ParamSort(StrEnum):
    """Parameter sorts: positions of these sorts hold values carried inline."""

    NUM = "Num"
    COUNT = "Count"
    REL = "Rel"
    NUM_FIELD = "NumField"
    BOOL_FIELD = "BoolField"
    TIER = "Tier"
    FAMILY = "Family"
    PROVIDER = "Provider"
    SERVED_BY = "ServedBy"
    CAPABILITY = "Capability"
    PARAM_NAME = "ParamName"
    SCALAR = "Scalar"
    SYM = "Sym"
    PROVENANCE = "Provenance"
    FAIL_REASON = "FailReason"
    ACTION = "Action"
    RECIPE = "Recipe"
    CHAIN = "Chain"


AnySort = Sort | ParamSort

PARAM_SORT_MEANING: Final = MappingProxyType(
    {
        ParamSort.NUM: "finite IEEE-754 double",
        ParamSort.COUNT: "positive integer (>= 1), e.g. top_k's k",
        ParamSort.REL: "one of lt, le, eq, ne, ge, gt",
        ParamSort.NUM_FIELD: "name of a declared field of sort Num",
        ParamSort.BOOL_FIELD: "name of a declared field of sort Bool",
        ParamSort.TIER: "tier name present in the schema's tier order",
        ParamSort.FAMILY: "model-family name (open namespace, string)",
        ParamSort.PROVIDER: "provider id (open namespace, string)",
        ParamSort.SERVED_BY: "executed-route id: marketplace peer, or provider (string)",
        ParamSort.CAPABILITY: "capability name (open namespace, string)",
        ParamSort.PARAM_NAME: "request parameter name (string)",
        ParamSort.SCALAR: "finite number, string or boolean",
        ParamSort.SYM: "host-registered extension name (string)",
        ParamSort.PROVENANCE: "claim source name (string); used by no v2 operation",
        ParamSort.FAIL_REASON: "error kind (string)",
        ParamSort.ACTION: "flat record over the closed action vocabulary",
        ParamSort.RECIPE: "array of filter-directive steps (strings or flat records)",
        ParamSort.CHAIN: "array of {provider, model} records",
    }
)

#: The string-valued parameter sorts whose only rule is "a string".
OPEN_STRING_SORTS: Final = frozenset(
    {
        ParamSort.FAMILY,
        ParamSort.PROVIDER,
        ParamSort.SERVED_BY,
        ParamSort.CAPABILITY,
        ParamSort.PARAM_NAME,
        ParamSort.SYM,
        ParamSort.PROVENANCE,
        ParamSort.FAIL_REASON,
    }
)

#: The relations of ``cmp``, in the order the spec lists them.
RELATIONS: Final = ("lt", "le", "eq", "ne", "ge", "gt")

#: The closed action vocabulary of FailPlan records (spec/06-semantics.md §FailPlan).
ACTIONS: Final = (
    "retry_same",
    "next_candidate",
    "next_provider_same_model",
    "disable_provider",
    "abort",
)

#: Keys of an Action record with a typed meaning; any other key is a numeric knob.
ACTION_CORE_KEYS: Final = ("action", "attempts", "backoff_ms", "then_action", "open_breaker_ms")

#: The closed key set of a Chain entry.
CHAIN_KEYS: Final = ("provider", "provider_id", "model", "model_family")


@dataclass(frozen=True, slots=True)
class OpSpec:
    """One row of the signature.

    A *fixed* operation has ``ins`` (one sort per argument position).  A
    *variadic* operation has ``variadic`` (the sort of every argument, at least
    one) and the equational flags: ``assoc`` (nested same-op children flatten),
    ``comm`` (children are sorted by canonical encoding), ``unit`` (the nullary
    op dropped from the children and produced for an empty list) and
    ``absorb`` (the nullary op that collapses the whole node).
    """

    name: str
    out: Sort
    ins: tuple[AnySort, ...] = ()
    variadic: Sort | None = None
    assoc: bool = False
    comm: bool = False
    unit: str | None = None
    absorb: str | None = None
    doc: str = ""

    @property
    def is_variadic(self) -> bool:
        return self.variadic is not None

    @property
    def arity(self) -> int | None:
        """Number of arguments of a fixed operation; ``None`` when variadic."""
        return None if self.variadic is not None else len(self.ins)


P, SC, SE, X, FP = Sort.PRED, Sort.SCORER, Sort.SELECTOR, Sort.XFORM, Sort.FAILPLAN
PS = ParamSort


def _fixed(name: str, out: Sort, *ins: AnySort, doc: str = "") -> OpSpec:
    return OpSpec(name=name, out=out, ins=tuple(ins), doc=doc)


def _ac(name: str, sort: Sort, unit: str, absorb: str | None, doc: str) -> OpSpec:
    return OpSpec(
        name=name, out=sort, variadic=sort, assoc=True, comm=True, unit=unit, absorb=absorb, doc=doc
    )


_ROWS: Final = (
    # Pred: boolean algebra over candidate observations
    _fixed("top", P, doc="always holds"),
    _fixed("bot", P, doc="never holds (reason `bot`)"),
    _ac("and", P, unit="top", absorb="bot", doc="conjunction; first failing child's reason"),
    _ac("or", P, unit="bot", absorb="top", doc="disjunction (reason `or`)"),
    _fixed("not", P, P, doc="negation (reason `not`)"),
    _fixed("meets_req", P, doc="the request's whole requirements block"),
    _fixed("scope_matches", P, doc="candidate scope is global or the request's"),
    _fixed("is", P, PS.BOOL_FIELD, doc="a Bool field observed true (reason `is:<field>`)"),
    _fixed("cmp", P, PS.NUM_FIELD, PS.REL, PS.NUM, doc="field REL number (`cmp:<field>:<rel>`)"),
    _fixed("tier_eq", P, PS.TIER, doc="candidate tier equals (reason `tier`)"),
    _fixed("min_tier", P, PS.TIER, doc="candidate tier at least (reason `min_tier`)"),
    _fixed("family_eq", P, PS.FAMILY, doc="model family equals (reason `model_family`)"),
    _fixed("provider_eq", P, PS.PROVIDER, doc="provider id equals (reason `provider_id`)"),
    _fixed("served_by_eq", P, PS.SERVED_BY, doc="executed route equals (reason `served_by`)"),
    _fixed("has_cap", P, PS.CAPABILITY, doc="capability flag truthy (`missing_capability:<cap>`)"),
    # Scorer: population-relative score vectors
    _fixed("zero", SC, doc="0 for every candidate"),
    _ac("add", SC, unit="zero", absorb=None, doc="pointwise sum, children in normal-form order"),
    _fixed("scale", SC, PS.NUM, SC, doc="pointwise w·s"),
    _fixed("gate", SC, P, SC, doc="s where the Pred holds, 0 elsewhere (demote, not drop)"),
    _fixed("neg", SC, SC, doc="pointwise 1 - s"),
    _fixed("normalize", SC, SC, doc="min-max over the population, endpoints pinned"),
    _fixed("clamp", SC, PS.NUM, PS.NUM, SC, doc="pointwise clamp(s, lo, hi)"),
    _fixed("field", SC, PS.NUM_FIELD, doc="the observed Num field"),
    _fixed("lit", SC, PS.NUM, doc="a constant"),
    # Selector: scored population -> ordering (the seed enters here)
    _fixed("argmax", SE, doc="score descending, input order on ties"),
    _fixed("ordered", SE, doc="input order"),
    _fixed("sample", SE, PS.NUM, doc="rank-geometric seeded sampling without replacement"),
    _fixed("chain", SE, PS.CHAIN, doc="priority whitelist of (provider, model)"),
    _fixed("top_k", SE, PS.COUNT, SE, doc="the first k of the inner ordering"),
    # Xform: monoid of request transforms
    _fixed("id", X, doc="the request unchanged"),
    OpSpec(name="seq", out=X, variadic=X, assoc=True, unit="id", doc="left-to-right composition"),
    _fixed("set_param", X, PS.PARAM_NAME, PS.SCALAR, doc='set a parameter ("from_ctx": seed)'),
    _fixed("inject_seed", X, PS.PARAM_NAME, doc="set a parameter to the context seed"),
    _fixed("clamp_param", X, PS.PARAM_NAME, PS.NUM, PS.NUM, doc="clamp a numeric parameter"),
    _fixed("jitter", X, PS.PARAM_NAME, PS.NUM, doc="seeded ± jitter, salted per parameter"),
    _fixed("filter_text", X, PS.RECIPE, doc="attach a seeded text-filter directive"),
    _fixed("filter_image", X, PS.RECIPE, doc="attach a seeded image-filter directive"),
    _fixed("custom", X, PS.SYM, doc="a host-registered transform"),
    _fixed("when", X, P, X, doc="the transform when the Pred holds for the candidate"),
    # FailPlan: finite function FailReason -> Action
    _fixed("always", FP, PS.ACTION, doc="every error kind gets this action (the base)"),
    _fixed("override", FP, FP, PS.FAIL_REASON, PS.ACTION, doc="one error kind gets this action"),
    # Policy: the single constructor
    _fixed(
        "policy", Sort.POLICY, P, SC, SE, X, FP, doc="filter, scorer, selector, xform, failplan"
    ),
)

#: op name -> row, in the order the spec presents them.
SIGNATURE: Final[MappingProxyType[str, OpSpec]] = MappingProxyType({r.name: r for r in _ROWS})
