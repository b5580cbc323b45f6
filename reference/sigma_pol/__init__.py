"""sigma_pol: the reference interpreter of Σ_pol (``sigma-pol/v2``).

The pipeline is ``admit -> canonical (normalize + encode) -> evaluate``; each
step is a module named after the spec chapter it implements (see spec/).
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

#: The package's version (pyproject.toml reads it from here); the language's
#: version is :data:`VERSION` (``sigma-pol/v2``), which this package implements.
__version__: Final = "0.1.0"

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
