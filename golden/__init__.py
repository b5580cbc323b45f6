"""The generated golden files, shipped with the package as ``sigma_pol_tools.golden``
(``sigma-pol certify`` reads ``sigma_pol_v2.json`` from here; ``sigma-pol golden``
writes them; tests/test_golden.py keeps them equal to a fresh generation)."""
