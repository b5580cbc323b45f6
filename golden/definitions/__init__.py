"""The golden-vector definitions as data, installed as ``sigma_pol.definitions``
(spec/07-conformance.md §Vectors; read by ``sigma_pol.conformance.vectors.data``)."""
