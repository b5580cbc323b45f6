"""What an implementation claims to answer, and which vectors fall inside the
claim (spec/07-conformance.md §7.5 "Claims").

A server may answer the request ``{"name": "hello", "kind": "hello"}`` with

    {"name": "hello",
     "implementation": {"name": …, "version": …, "language": …},
     "claims": {"kinds": […], "ops": […], "catalogs": bool, "schemas": bool},
     "waives": {"<pinned rule>": "<why>"}}

Every member but ``name`` may be left out: an absent ``claims`` member claims
everything of its kind (every kind, every operation, catalogs, schemas), an
absent ``waives`` waives nothing.  A server that answers ``hello`` with an
error, or with no ``hello`` answer at all, claims everything.  A malformed
``hello`` answer is refused (:class:`~..core.errors.InputError` at its path).

The user states or narrows the same on the command line (:meth:`Claim.narrowed`):
the claim run is the intersection, the waivers the union.

A vector is inside a claim when its kind is claimed, every operation it
**needs** is (:func:`needs`), and it gives a ``catalog`` or a ``schema`` only
if those are claimed.  It is **waived** when it pins (``pins``) a rule the
claim waives.  :func:`place` says which, and why.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from sigma_pol.protocol.answer import KINDS
from sigma_pol.syntax.errors import InputError, SigmaPolError
from sigma_pol.syntax.jsonio import is_valid_unicode, read_json
from sigma_pol.syntax.signature import SIGNATURE
from sigma_pol.syntax.terms import JSON

from .report_format import ClaimRow, ImplementationRow
from .schema import PINNED_RULES
from .term_walk import Descent, operations

#: The request that asks a server for its claims.
HELLO: Final = '{"kind":"hello","name":"hello"}'


@dataclass(frozen=True, slots=True)
class Implementation:
    """Who answered ``hello``: its name, version and language (``""`` when not said)."""

    name: str = ""
    version: str = ""
    language: str = ""

    def label(self) -> str:
        words = [self.name or "(unnamed)", self.version]
        text = " ".join(w for w in words if w)
        return f"{text} ({self.language})" if self.language else text

    def to_json(self) -> ImplementationRow:
        return {"name": self.name, "version": self.version, "language": self.language}


@dataclass(frozen=True)
class Claim:
    """The kinds, operations, catalogs and schemas an implementation answers,
    and the pinned rules it decides otherwise (rule -> why)."""

    kinds: tuple[str, ...] = KINDS
    ops: tuple[str, ...] = tuple(SIGNATURE)
    catalogs: bool = True
    schemas: bool = True
    waives: Mapping[str, str] = field(default_factory=dict)
    implementation: Implementation | None = None
    #: how the claim was learnt (``hello`` answered, not understood, …) and
    #: which flags narrowed it
    source: str = ""
    #: whether the server answers ``encoding``, ``fingerprint`` and ``identity``;
    #: false: a decisions-only claim, those members not compared (:data:`IDENTITY_MEMBERS`)
    identities: bool = True

    @property
    def not_compared(self) -> tuple[str, ...]:
        """The answer members a server making this claim is not asked for."""
        return () if self.identities else IDENTITY_MEMBERS

    @property
    def everything(self) -> bool:
        return (
            set(self.kinds) == set(KINDS)
            and set(self.ops) == set(SIGNATURE)
            and self.catalogs
            and self.schemas
            and self.identities
        )

    def narrowed(
        self,
        kinds: Sequence[str] = (),
        ops: Sequence[str] = (),
        no_catalogs: bool = False,
        no_schemas: bool = False,
        waive: Iterable[tuple[str, str]] = (),
        no_identities: bool = False,
    ) -> Claim:
        """The claim with the user's flags applied: ``kinds`` and ``ops`` (when
        given) intersect it, ``waive`` adds rules (rule, why); its ``source``
        then names the flags (the header says where the claim came from)."""
        waives = dict(self.waives)
        waive = list(waive)
        for rule, why in waive:
            waives.setdefault(rule, why)
        flags = [
            flag
            for flag, given in (
                ("--kinds", bool(kinds)),
                ("--ops", bool(ops)),
                ("--no-catalogs", no_catalogs),
                ("--no-schemas", no_schemas),
                ("--no-identities", no_identities),
                ("--waive", bool(waive)),
            )
            if given
        ]
        return Claim(
            tuple(k for k in self.kinds if not kinds or k in kinds),
            tuple(op for op in self.ops if not ops or op in ops),
            self.catalogs and not no_catalogs,
            self.schemas and not no_schemas,
            dict(sorted(waives.items())),
            self.implementation,
            _source(self.source, flags),
            self.identities and not no_identities,
        )

    def to_json(self) -> ClaimRow:
        return {
            "kinds": list(self.kinds),
            "ops": list(self.ops),
            "catalogs": self.catalogs,
            "schemas": self.schemas,
            "identities": self.identities,
        }


#: The members of an admitted answer that name the term rather than decide
#: with it (chapter 5); a decisions-only claim leaves them out.
IDENTITY_MEMBERS: Final = ("encoding", "fingerprint", "identity")
#: How :func:`claim_of_hello` says that ``hello`` gave the claim.
FROM_HELLO: Final = "claims from hello"


def _source(source: str, flags: Sequence[str]) -> str:
    """Where a claim came from, once the command line's ``flags`` narrowed it:
    ``claims from hello, narrowed by --ops``, or, when ``hello`` claimed
    nothing in particular, ``claim from the flags --ops (hello answered with
    an error: …)``."""
    if not flags:
        return source
    given = ", ".join(flags)
    if source == FROM_HELLO:
        return f"{FROM_HELLO}, narrowed by {given}"
    return f"claim from the flags {given}" + (f" ({source})" if source else "")


# ---------------------------------------------------------------------------
# the hello answer


def names(given: object, known: Sequence[str], where: str, what: str) -> tuple[str, ...]:
    """A list of known names (in ``known``'s order), or :class:`InputError` at
    ``where`` for one that is not (with the closest known name)."""
    if not isinstance(given, list):
        raise InputError(where, f"expected an array of {what} names")
    for i, name in enumerate(given):
        if not isinstance(name, str):
            raise InputError(f"{where}[{i}]", f"expected a {what} name")
        check_name(name, known, f"{where}[{i}]", what)
    return tuple(k for k in known if k in given)


def check_name(
    name: str, known: Sequence[str], where: str, what: str, list_known: bool = False
) -> None:
    """Nothing when ``name`` is known, else :class:`InputError` at ``where`` with
    the closest known name (or, with ``list_known``, every known name)."""
    if name in known:
        return
    close = difflib.get_close_matches(name, list(known), n=1) if is_valid_unicode(name) else []
    hint = f" (did you mean '{close[0]}'?)" if close else ""
    if not close and list_known:
        hint = f" (one of {', '.join(known)})"
    shown = name.encode("utf-8", "backslashreplace").decode("utf-8")
    raise InputError(where, f"unknown {what} '{shown}'{hint}")


def names_given(
    values: Sequence[str] | None, known: Sequence[str], option: str, what: str
) -> list[str]:
    """The comma-separated names given to a repeatable command-line ``option``
    (``--ops and,or --ops not``), each checked against ``known``."""
    given = [n.strip() for value in values or () for n in value.split(",") if n.strip()]
    for name in given:
        check_name(name, known, option, what, list_known=True)
    return given


def waivers_given(given: Sequence[str] | None) -> list[tuple[str, str]]:
    """The waivers of ``--waive RULE[=WHY]`` options: each a pinned rule
    (spec/08) and why, ``waived on the command line`` when no reason is given."""
    waive = []
    for one in given or ():
        rule, _eq, why = one.partition("=")
        check_name(rule, PINNED_RULES, "--waive", "pinned rule")
        waive.append((rule, why or "waived on the command line"))
    return waive


def _text(value: JSON, where: str) -> str:
    if not isinstance(value, str) or not is_valid_unicode(value):
        raise InputError(where, "expected a string")
    return value


def claim_of_hello(answer: JSON) -> Claim:
    """The claim a decoded ``hello`` answer makes (an error answer: everything);
    :class:`InputError` at the answer's JSON path when it is malformed."""
    if not isinstance(answer, dict):
        raise InputError("$", "expected an object")
    if "error" in answer:
        return Claim(source="hello answered with an error: every kind and operation claimed")
    implementation = None
    if "implementation" in answer:
        who = answer["implementation"]
        if not isinstance(who, dict):
            raise InputError("$.implementation", "expected an object {name, version, language}")
        parts = [
            _text(who[key], f"$.implementation.{key}") if key in who else ""
            for key in ("name", "version", "language")
        ]
        implementation = Implementation(*parts)
    claims = answer.get("claims", {})
    if not isinstance(claims, dict):
        raise InputError(
            "$.claims", "expected an object {kinds, ops, catalogs, schemas, identities}"
        )
    for key in claims:
        if key not in ("kinds", "ops", "catalogs", "schemas", "identities"):
            raise InputError(f"$.claims.{key}", "unexpected member")
    kinds = names(claims["kinds"], KINDS, "$.claims.kinds", "kind") if "kinds" in claims else KINDS
    ops = (
        names(claims["ops"], tuple(SIGNATURE), "$.claims.ops", "operation")
        if "ops" in claims
        else tuple(SIGNATURE)
    )
    flags = []
    for key in ("catalogs", "schemas", "identities"):
        value = claims.get(key, True)
        if not isinstance(value, bool):
            raise InputError(f"$.claims.{key}", "expected true or false")
        flags.append(value)
    waives_json = answer.get("waives", {})
    if waives_json == []:
        waives_json = {}
    if not isinstance(waives_json, dict):
        raise InputError("$.waives", 'expected an object {"<pinned rule>": "<why>"}')
    waives = {}
    for rule, why in sorted(waives_json.items()):
        check_name(rule, PINNED_RULES, f"$.waives.{rule}", "pinned rule")
        waives[rule] = _text(why, f"$.waives.{rule}")
    return Claim(kinds, ops, flags[0], flags[1], waives, implementation, FROM_HELLO, flags[2])


# ---------------------------------------------------------------------------
# vectors inside a claim


def _request(vector: Mapping[str, JSON]) -> Mapping[str, JSON]:
    """The request a vector sends, as far as it can be read (a ``line`` that is
    not JSON, or not an object, sends nothing a claim is about)."""
    line = vector.get("line")
    if not isinstance(line, str):
        return vector
    try:
        request = read_json(line)
    except SigmaPolError:
        return {}
    return request if isinstance(request, dict) else {}


def needs(vector: Mapping[str, JSON]) -> tuple[str, ...]:
    """The operations a server needs to answer the vector, in signature order:
    those it ``covers`` and every operation its term holds.  So a vector whose
    term is refused needs every operation named in it: a server that does not
    implement one of them refuses the term with ``unknown op`` instead.  Every
    array headed by an operation's name counts, anywhere in the term (an array
    of parameters that happens to start with one too, which can only make a
    vector need more)."""
    found = set(operations(_request(vector).get("term"), Descent.ANYWHERE))
    covers = vector.get("covers")
    if isinstance(covers, list):
        found |= {op for op in covers if isinstance(op, str)}
    return tuple(op for op in SIGNATURE if op in found)


@dataclass(frozen=True, slots=True)
class Place:
    """Where a vector stands against a claim: ``outcome`` is ``"claimed"``,
    ``"not claimed"`` or ``"waived"``; ``why`` says what is not claimed, or
    which rule is waived and why."""

    outcome: str
    why: str = ""
    rule: str = ""


def place(vector: Mapping[str, JSON], claim: Claim) -> Place:
    kind = vector.get("kind")
    request = _request(vector)
    if isinstance(kind, str) and kind in KINDS and kind not in claim.kinds:
        return Place("not claimed", f"kind {kind}")
    missing = [op for op in needs(vector) if op not in claim.ops]
    if missing:
        return Place(
            "not claimed", f"operation{'s' if len(missing) > 1 else ''} {', '.join(missing)}"
        )
    if not claim.catalogs and "catalog" in request:
        return Place("not claimed", "catalogs")
    if not claim.schemas and request.get("schema") is not None:
        return Place("not claimed", "schemas")
    pins = vector.get("pins")
    for rule in pins if isinstance(pins, list) else ():
        if isinstance(rule, str) and rule in claim.waives:
            return Place("waived", f"{rule}: {claim.waives[rule]}", rule)
    return Place("claimed")


def claim_text(claim: Claim) -> str:
    """The claim in words: kinds, operations, catalogs and schemas when not
    claimed, waivers (``kinds all; operations all 42; waived none``)."""
    kinds = "all" if set(claim.kinds) == set(KINDS) else ", ".join(claim.kinds) or "none"
    ops = (
        f"all {len(SIGNATURE)}"
        if set(claim.ops) == set(SIGNATURE)
        else ", ".join(claim.ops) or "none"
    )
    text = f"kinds {kinds}; operations {ops}"
    if not claim.catalogs:
        text += "; no catalogs"
    if not claim.schemas:
        text += "; no schemas"
    if not claim.identities:
        text += "; decisions only"
    return text + f"; waived {', '.join(claim.waives) or 'none'}"


def grouped(why: Mapping[str, int]) -> list[str]:
    """Counts of what is not claimed (:attr:`Place.why` -> how many) grouped by
    what is needed: kinds, operations (the unclaimed ones, in signature order),
    catalogs, schemas: ``["215 of kinds policy, scorer", "69 needing
    operations zero, add"]``."""
    kinds: dict[str, int] = {}
    ops: set[str] = set()
    by_ops = 0
    other: dict[str, int] = {}
    for text, n in why.items():
        what, _sp, rest = text.partition(" ")
        if what == "kind":
            kinds[rest] = kinds.get(rest, 0) + n
        elif what.startswith("operation"):
            by_ops += n
            ops.update(rest.split(", "))
        else:
            other[text] = other.get(text, 0) + n
    out = []
    if kinds:
        out.append(f"{sum(kinds.values())} of kinds {', '.join(sorted(kinds))}")
    if by_ops:
        out.append(f"{by_ops} needing operations {', '.join(op for op in SIGNATURE if op in ops)}")
    out += [f"{n} using {text}" for text, n in sorted(other.items())]
    return out
