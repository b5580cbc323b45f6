"""sigma_pol: the reference interpreter of Σ_pol (``sigma-pol/v2``), and its whole Python API.

The names below are the API; each is a thin door into the module that
implements its chapter (spec/README.md lists them)::

    policy = sigma_pol.compile(term_json)                  # admit, normalize, fold into 𝔖
    plan = sigma_pol.decide(policy, candidates, ctx)       # plan.ordered, plan.rejected
    request = sigma_pol.mutate(policy, request, plan.ordered[0].candidate, ctx)
    action = sigma_pol.classify(policy, "rate_limit")
    outcome = sigma_pol.engine(policy, candidates, ctx, responses)   # the attempt machine

    admitted = sigma_pol.admit(term_json)                  # .term, .sort (chapter 3)
    sigma_pol.normalize(admitted.term)                     # the normal form (chapter 4)
    sigma_pol.encode(admitted.term), sigma_pol.identity(admitted.term)   # chapter 5
    sigma_pol.decode("sigma-pol/v2:(…)")                   # an encoding back to its term

JSON inputs are read as the conformance protocol reads them (spec/07 §7.1), so
a refusal names the same path (``$.candidates[1].price_in``): bad input raises
:class:`AdmissionError` (a refused term) or :class:`InputError` (malformed
candidates, context…), both :class:`SigmaPolError`, never a traceback.
"""

from __future__ import annotations

from typing import Final

from .encoding.encode import identity_of_encoding
from .engine.machine import Outcome
from .engine.machine import run as run_machine
from .engine.run_inputs import run_inputs_of_request
from .normal.normal_form import canonical, normalize
from .request.given import Given, read_candidate_array, read_context, read_request
from .semantics.carriers import CustomRegistry, Plan, Policy
from .semantics.compiler import compile_term
from .semantics.decision_values import Candidate, Request
from .syntax.errors import AdmissionError, InputError, SigmaPolError
from .syntax.signature import VERSION, Sort
from .syntax.terms import JSON, ParamValue, Term
from .syntax.vocabulary import DEFAULT_SCHEMA, Schema
from .valid.admission import Admitted, admit

#: The package's version (pyproject.toml reads it from here); the language's
#: version is :data:`VERSION` (``sigma-pol/v2``), which this package implements.
__version__: Final = "0.1.0"

__all__ = [
    "DEFAULT_SCHEMA",
    "VERSION",
    "AdmissionError",
    "Admitted",
    "Candidate",
    "InputError",
    "Outcome",
    "Plan",
    "Policy",
    "Schema",
    "SigmaPolError",
    "Sort",
    "Term",
    "admit",
    "classify",
    "compile",
    "decide",
    "decode",
    "encode",
    "identity",
    "mutate",
    "normalize",
    "run",
]


def encode(term: Term) -> str:
    """The canonical encoding of ``term``'s normal form, version-prefixed (spec/05)."""
    return canonical(term).encoding


def identity(term: Term) -> str:
    """The identity of ``term``: sha256 (hex) of :func:`encode` (spec/05)."""
    return identity_of_encoding(encode(term))


def decode(encoding: str, schema: Schema = DEFAULT_SCHEMA) -> Term:
    """The term a canonical encoding encodes (the version tag optional); a text
    that is not byte for byte an encoding is refused where it first differs."""
    # the text reader loads lark: only when a text is read, not at ``import sigma_pol``
    from .encoding.decode import decode as decode_text

    return decode_text(encoding, schema)


def compile(
    term: JSON, schema: Schema = DEFAULT_SCHEMA, customs: CustomRegistry | None = None
) -> Policy:
    """A policy term (JSON) admitted, normalized and folded into 𝔖: its ``plan``,
    ``mutate`` and ``classify`` (spec/06-semantics.md §Policy).  ``customs``
    registers the ``custom`` transforms the term names.

    A term of another sort is an :class:`InputError` at ``$``."""
    compiled = compile_term(term, schema, customs)
    if compiled.sort is not Sort.POLICY:
        raise InputError("$", f"a Policy term is needed, got {compiled.sort}")
    return compiled.policy()


def decide(
    policy: Policy, candidates: JSON, ctx: JSON = None, schema: Schema = DEFAULT_SCHEMA
) -> Plan:
    """One decision: ``candidates`` and ``ctx`` (JSON, ``None`` for ``{}``) read
    and validated as the protocol reads them (spec/02-vocabulary.md §2.6), then
    planned: the survivors ordered with their scores, the rejected with their
    reasons.  The schema is the one the policy was compiled with."""
    pool = read_candidate_array(Given(candidates, "$.candidates"), schema)
    context = read_context(None if ctx is None else Given(ctx, "$.ctx"))
    return policy.plan(pool, context)


def mutate(policy: Policy, request: JSON, candidate: Candidate, ctx: JSON = None) -> Request:
    """The policy's Xform applied to ``request`` (JSON) for the chosen
    ``candidate`` (one of a plan's), as spec/06 §6.7 gives it."""
    read = read_request(Given(request, "$.request"))
    return policy.mutate(
        read, candidate, read_context(None if ctx is None else Given(ctx, "$.ctx"))
    )


def classify(policy: Policy, error_kind: str) -> ParamValue:
    """The action the policy's FailPlan gives an error of ``error_kind`` (spec/06 §6.8)."""
    return policy.classify(error_kind)


def run(
    policy: Policy,
    candidates: JSON,
    ctx: JSON,
    responses: JSON,
    runtime: JSON = None,
    engine: JSON = None,
    schema: Schema = DEFAULT_SCHEMA,
) -> Outcome:
    """One run of the attempt machine (spec/15-run.md): the pool, the call's
    context, the host's ``runtime`` and ``engine`` parameters (``None``: upstream's
    defaults) and the script of ``responses``, read as a protocol ``run`` request."""
    given: dict[str, JSON] = {"candidates": candidates, "ctx": ctx, "responses": responses}
    if runtime is not None:
        given["runtime"] = runtime
    if engine is not None:
        given["engine"] = engine
    inputs = run_inputs_of_request(given, schema)
    return run_machine(
        policy, inputs.candidates, inputs.ctx, inputs.runtime, inputs.engine, inputs.responses
    )
