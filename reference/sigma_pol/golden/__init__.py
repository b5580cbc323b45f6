"""Golden vectors: the generator, the checklist, the schema, the certifier and the
mutation report (spec/07-conformance.md).

A golden vector is a conformance-protocol request (:mod:`sigma_pol.protocol`)
together with the answer the reference gives it.  The definitions live in the
``defs_*`` modules, grouped by sort; :mod:`.generate` computes their
expectations and writes ``golden/``; :mod:`.certify` replays them against
another implementation; :mod:`.mutants` measures how well they tell the
reference from one-operation variations of it.
"""
