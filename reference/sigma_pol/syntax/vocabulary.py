"""The observation vocabulary: fields, their sorts, sources and defaults; tiers
(spec/02-vocabulary.md).

A policy never reads a candidate directly; it observes named fields.  The core
fields are fixed; a host declares more with a schema (``{"fields": {name:
{"sort", "default"}}, "tier_order": [...]}``).  A term that observes an
undeclared field, or a field of the wrong sort, is refused at admission.
How each core field is read off a candidate and context lives with the
semantics (:mod:`sigma_pol.semantics.observe`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final, Literal

from .errors import InputError
from .jsonio import LONE_SURROGATE, is_valid_unicode
from .lua import is_json_number
from .reading import as_object
from .suggest import did_you_mean
from .terms import JSON

FieldSort = Literal["Num", "Bool"]


@dataclass(frozen=True, slots=True)
class FieldDecl:
    sort: FieldSort
    default: float | bool
    source: str
    doc: str = ""


INF = math.inf

CORE_FIELDS: Final[Mapping[str, FieldDecl]] = MappingProxyType(
    {
        "price_in": FieldDecl("Num", INF, "candidate, else state EMA", "input price"),
        "price_out": FieldDecl("Num", INF, "candidate, else state EMA", "output price"),
        "latency_ms": FieldDecl("Num", INF, "candidate", "host-measured latency"),
        "tok_s": FieldDecl("Num", 0.0, "candidate", "host-measured throughput"),
        "success_rate": FieldDecl("Num", 1.0, "candidate", "host-measured reliability"),
        "credits": FieldDecl("Num", 0.0, "state.credits by provider", "free credits"),
        "context": FieldDecl("Num", 0.0, "candidate capabilities.context", "context window"),
        "has_tee": FieldDecl("Bool", False, "candidate", "runs in a TEE"),
        "no_log": FieldDecl("Bool", False, "candidate", "does not log prompts"),
        "breaker_open": FieldDecl("Bool", False, "state.breakers by provider", "breaker open"),
        "disabled": FieldDecl("Bool", False, "state.disabled by provider", "provider disabled"),
    }
)

DEFAULT_TIER_ORDER: Final = ("fallback", "marketplace", "partner")

#: The kinds of filter a schema's ``directives`` declares, and the shapes of a
#: filter's parameter (spec/14-lint.md §14.5).
DIRECTIVE_KINDS: Final = ("image", "text")
DirectiveShape = Literal["none", "number", "pair"]
DIRECTIVE_SHAPES: Final[tuple[DirectiveShape, ...]] = ("none", "number", "pair")


@dataclass(frozen=True)
class Schema:
    """Declared fields (core and extensions) and the tier order, lowest first."""

    extensions: Mapping[str, FieldDecl] = field(default_factory=dict)
    tier_order: tuple[str, ...] = DEFAULT_TIER_ORDER
    #: filter names a host applies beyond the registry, by kind (``text``,
    #: ``image``) then name: the shape of the parameter (spec/14-lint.md §14.5);
    #: read by lint only, never by evaluation
    directives: Mapping[str, Mapping[str, DirectiveShape]] = field(default_factory=dict)

    def decl(self, name: str) -> FieldDecl | None:
        core = CORE_FIELDS.get(name)
        return core if core is not None else self.extensions.get(name)

    def tier_rank(self, tier: str) -> int | None:
        """1-based rank of a tier in the order; ``None`` for an unknown tier."""
        try:
            return self.tier_order.index(tier) + 1
        except ValueError:
            return None

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {
            "fields": {
                name: {"sort": d.sort, "default": d.default}
                for name, d in sorted(self.extensions.items())
            },
            "tier_order": list(self.tier_order),
        }
        if self.directives:
            out["directives"] = {
                kind: {name: shape for name, shape in sorted(names.items())}
                for kind, names in sorted(self.directives.items())
            }
        return out


DEFAULT_SCHEMA: Final = Schema()


_SCHEMA_KEYS: Final = ("directives", "fields", "tier_order")
_DECLARATION_KEYS: Final = ("sort", "default", "source")
_SORTS: Final = ("Num", "Bool")


def _sort_hint(decl: JSON) -> str | None:
    """Why a declaration has no sort Num or Bool, when it is a near miss
    (spec/03-admission.md §3.10)."""
    if not isinstance(decl, dict):
        return 'a declaration is an object like {"sort": "Num", "default": 0}'
    sort = decl.get("sort")
    if isinstance(sort, str):
        return did_you_mean(sort, _SORTS)
    misspelt = [key for key in sorted(decl) if did_you_mean(key, ("sort",))]
    return f"did you mean 'sort' for the key '{misspelt[0]}'?" if misspelt else None


def schema_from_json(value: JSON, where: str = "$.schema") -> Schema:
    """Validate a schema object; ``[]`` stands for the empty object."""
    if value is None or value == []:
        return DEFAULT_SCHEMA
    if not isinstance(value, dict):
        raise InputError(where, "a schema is an object with `fields` and `tier_order`")
    for key in sorted(value):
        if key not in _SCHEMA_KEYS:
            hint = did_you_mean(key, _SCHEMA_KEYS) or (
                "a schema's keys are directives, fields and tier_order"
            )
            raise InputError(f"{where}.{key}", "unknown schema key", hint)
    # the members in code-point order: directives, fields, tier_order (spec/02 §2.2)
    directives = _directives(value.get("directives", {}), f"{where}.directives")
    extensions: dict[str, FieldDecl] = {}
    # the one exception to "read as given": `[]` is no declarations (rule 5 of §2.6)
    fields_json = as_object(
        value.get("fields", {}), f"{where}.fields", "expected an object of field declarations"
    )
    for name in sorted(fields_json):
        here = f"{where}.fields.{name}"
        if not is_valid_unicode(name):
            raise InputError(f"{where}.fields", LONE_SURROGATE)
        decl = fields_json[name]
        if name in CORE_FIELDS:
            raise InputError(here, f"cannot override core field '{name}'")
        if not isinstance(decl, dict) or decl.get("sort") not in _SORTS:
            why = f"extension '{name}' must declare sort Num or Bool"
            raise InputError(here, why, _sort_hint(decl))
        for key in sorted(decl):
            if key not in _DECLARATION_KEYS:
                hint = did_you_mean(key, _DECLARATION_KEYS) or "a declaration's keys are " + (
                    ", ".join(_DECLARATION_KEYS)
                )
                raise InputError(f"{here}.{key}", "unknown declaration key", hint)
        sort: FieldSort = "Num" if decl["sort"] == "Num" else "Bool"
        default = decl.get("default")
        if sort == "Num":
            if not is_json_number(default) or not math.isfinite(float(default)):
                raise InputError(here, f"extension '{name}' needs a numeric default")
            default_value: float | bool = float(default)
        else:
            if not isinstance(default, bool):
                raise InputError(here, f"extension '{name}' needs a boolean default")
            default_value = default
        source = decl.get("source", "candidate")
        if not isinstance(source, str):
            raise InputError(f"{here}.source", "expected a string")
        if not is_valid_unicode(source):
            raise InputError(f"{here}.source", LONE_SURROGATE)
        extensions[name] = FieldDecl(sort, default_value, source)
    tiers = value.get("tier_order", list(DEFAULT_TIER_ORDER))
    if tiers == {}:
        tiers = []  # the empty order, as `fields` may be `[]` (spec/02 §2.2)
    if not isinstance(tiers, list) or not all(isinstance(t, str) for t in tiers):
        raise InputError(f"{where}.tier_order", "expected an array of tier names")
    for i, tier in enumerate(tiers):
        if isinstance(tier, str) and not is_valid_unicode(tier):
            raise InputError(f"{where}.tier_order[{i}]", LONE_SURROGATE)
        if tier in tiers[:i]:
            raise InputError(f"{where}.tier_order[{i}]", f"tier '{tier}' listed twice")
    return Schema(MappingProxyType(extensions), tuple(tiers), directives)  # type: ignore[arg-type]


def _directives(value: JSON, where: str) -> Mapping[str, Mapping[str, DirectiveShape]]:
    """A schema's ``directives``: ``{"text"|"image": {name: shape}}`` (spec/02 §2.2)."""
    if value == [] or value == {}:
        return MappingProxyType({})
    if not isinstance(value, dict):
        raise InputError(where, 'expected an object like {"text": {"NAME": "none"}}')
    out: dict[str, Mapping[str, DirectiveShape]] = {}
    for kind in sorted(value):
        names = value[kind]
        if kind not in DIRECTIVE_KINDS:
            hint = did_you_mean(kind, DIRECTIVE_KINDS) or "the kinds are image and text"
            raise InputError(f"{where}.{kind}", "unknown directive kind", hint)
        names = as_object(names, f"{where}.{kind}", "expected an object of filter names")
        shapes: dict[str, DirectiveShape] = {}
        for name in sorted(names):
            shape = names[name]
            if not is_valid_unicode(name):
                raise InputError(f"{where}.{kind}", LONE_SURROGATE)
            if shape not in DIRECTIVE_SHAPES:
                raise InputError(
                    f"{where}.{kind}.{name}",
                    "expected a parameter shape: none, number or pair",
                    did_you_mean(shape, DIRECTIVE_SHAPES) if isinstance(shape, str) else None,
                )
            shapes[name] = shape
        out[kind] = MappingProxyType(shapes)
    return MappingProxyType(out)
