"""Reading a request's inputs (spec/07-conformance.md §7.1, spec/11-catalog.md
§11.4, spec/02-vocabulary.md §2.6): :mod:`.inputs`, the one reader of what a
decision is made on, for the protocol and the command line alike.

Imports from core, semantics and catalog; explain, conformance, authoring and
the command line import from it.
"""
