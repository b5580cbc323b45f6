"""Reading a request's inputs (spec/07-conformance.md §7.1, spec/11-catalog.md
§11.4, spec/02-vocabulary.md §2.6): :mod:`.inputs`, the one reader of what a
decision is made on (the candidates or a catalog, the context, an Xform's
request, a selector's scores, the schema), for the protocol, the command line
and the decision API (``decide``) alike, each input a ``Given`` (its value and
its path); and
:mod:`.run_inputs`, the inputs of a run (spec/15-run.md §15.1, §15.9).

Imports from core, semantics, catalog and run; explain, conformance, authoring and
the command line import from it.
"""
