"""The golden-vector definitions as data, installed as ``sigma_pol_tools.definitions``
(spec/07-conformance.md §Vectors; read by ``sigma_pol_tools.conformance.vectors.data``)."""
