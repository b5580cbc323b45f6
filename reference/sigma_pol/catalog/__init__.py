"""Catalogs: providers and models as a document, flattened into candidates.

Chapter: spec/11-catalog.md.

Modules and their public names:

* :mod:`.document`: ``catalog_from_json``, ``call_candidates`` (the catalog document,
  its checks and flattening; :mod:`sigma_pol.request.given` reads it from a request);
* :mod:`.fields`: the catalog's typed fields and their candidate members.

Imports from :mod:`sigma_pol.syntax` and :mod:`sigma_pol.semantics`.
"""
