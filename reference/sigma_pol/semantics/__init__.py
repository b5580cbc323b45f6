"""The meaning of terms: 𝔖 and the policies it builds.

Chapters: spec/02-vocabulary.md (fields a candidate carries, needs),
spec/06-semantics.md.

Modules and their public names:

* :mod:`.carriers`: what each sort means (``PredFn``, ``ScorerFn``, ``SelectorFn``,
  ``XformFn``, ``FailTable``, ``Scored``, ``Policy``, ``Plan``, ``Rejection``, ``classify``);
* :mod:`.algebra`: ``reference_algebra`` (𝔖), ``sample_order``, ``rank_weights``,
  ``UnregisteredCustom``;
* :mod:`.compiler`: ``normalize_term`` (no registry: a ``Normal``), ``interpret``
  (the registry consulted), ``compile_term`` (both), ``Compiled``, ``evaluate``,
  ``constrain``;
* :mod:`.decision_values`: candidates, context and request read from JSON;
* :mod:`.observe`: reading a field of a candidate or the context;
* :mod:`.requirements`: ``meets_requirements`` (needs against capabilities);
* :mod:`.customs`: ``CONFORMANCE_REGISTRY`` (the two ``test:`` transforms),
  ``custom_paths``, the command line's ``StandIn``;
* :mod:`.prng`: ``Minstd``, ``substream_seed`` (upstream's generator).

Imports only from :mod:`sigma_pol.syntax`.
"""
