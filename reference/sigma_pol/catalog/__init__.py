"""Catalogs: providers and models as a document, flattened into candidates.

Chapter: spec/11-catalog.md.

Modules and their public names:

* :mod:`.document`: ``candidates_from_catalog`` (the catalog document and its checks);
* :mod:`.fields`: the catalog's typed fields and their candidate members.

Imports from :mod:`sigma_pol.core` and :mod:`sigma_pol.semantics`.
"""
