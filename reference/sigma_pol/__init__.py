"""sigma_pol: the reference interpreter of Σ_pol (``sigma-pol/v2``).

The pipeline is ``admit -> canonical (normalize + encode) -> evaluate``; each
step is a module named after the spec chapter it implements (see spec/).  The
decision API (README § Using it from Python)::

    policy = sigma_pol.compile_policy(term_json)          # admit, normalize, fold into 𝔖
    plan = sigma_pol.decide(policy, candidates, ctx)      # plan.ordered, plan.rejected
    request = policy.mutate(request, plan.ordered[0].candidate, ctx)
    action = policy.classify("rate_limit")
"""

from typing import Final

from .core.admission import Admitted, admit, check
from .core.encoding import encode, fingerprint_of_encoding, identity_of_encoding
from .core.errors import AdmissionError, InputError, SigmaPolError
from .core.fold import fold
from .core.normal_form import Normal, canonical, normalize
from .core.signature import SIGNATURE, VERSION, ParamSort, Sort
from .core.terms import Record, Term
from .core.vocabulary import DEFAULT_SCHEMA, Schema, schema_from_json
from .request.inputs import decide
from .semantics.carriers import Plan, Policy, Rejection, Scored
from .semantics.inputs import candidates_from_json, context_from_json, request_from_json
from .semantics.policy import Compiled, compile_policy, compile_term, evaluate

#: The package's version (pyproject.toml reads it from here); the language's
#: version is :data:`VERSION` (``sigma-pol/v2``), which this package implements.
__version__: Final = "0.1.0"

__all__ = [
    "DEFAULT_SCHEMA",
    "SIGNATURE",
    "VERSION",
    "AdmissionError",
    "Admitted",
    "Compiled",
    "InputError",
    "Normal",
    "ParamSort",
    "Plan",
    "Policy",
    "Record",
    "Rejection",
    "Schema",
    "Scored",
    "SigmaPolError",
    "Sort",
    "Term",
    "admit",
    "candidates_from_json",
    "canonical",
    "check",
    "compile_policy",
    "compile_term",
    "context_from_json",
    "decide",
    "encode",
    "evaluate",
    "fingerprint_of_encoding",
    "fold",
    "identity_of_encoding",
    "normalize",
    "request_from_json",
    "schema_from_json",
]
