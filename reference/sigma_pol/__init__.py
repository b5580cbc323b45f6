"""sigma_pol: the reference interpreter of Σ_pol (``sigma-pol/v2``).

The pipeline is ``admit -> canonical (normalize + encode) -> evaluate``; each
step is a module named after the spec chapter it implements (see spec/).
"""

from .admission import Admitted, admit, check
from .encoding import encode, fingerprint_of_encoding, identity_of_encoding
from .errors import AdmissionError, InputError, SigmaPolError
from .fold import fold
from .normal_form import Normal, canonical, normalize
from .signature import SIGNATURE, VERSION, ParamSort, Sort
from .terms import Record, Term
from .vocabulary import DEFAULT_SCHEMA, Schema, schema_from_json

__all__ = [
    "DEFAULT_SCHEMA",
    "SIGNATURE",
    "VERSION",
    "AdmissionError",
    "Admitted",
    "InputError",
    "Normal",
    "ParamSort",
    "Record",
    "Schema",
    "SigmaPolError",
    "Sort",
    "Term",
    "admit",
    "canonical",
    "check",
    "encode",
    "fingerprint_of_encoding",
    "fold",
    "identity_of_encoding",
    "normalize",
    "schema_from_json",
]
