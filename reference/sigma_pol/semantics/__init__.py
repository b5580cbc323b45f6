"""The meaning of terms: 𝔖 and the policies it builds.

Chapters: spec/02-vocabulary.md (fields a candidate carries, needs),
spec/06-semantics.md.

Modules and their public names:

* :mod:`.carriers`: what each sort means (``PredFn``, ``ScorerFn``, ``SelectorFn``,
  ``XformFn``, ``FailTable``, ``Scored``, ``Policy``, ``Plan``, ``Rejection``, ``classify``);
* :mod:`.algebra`: ``reference_algebra`` (𝔖), ``sample_order``, ``rank_weights``;
* :mod:`.policy`: ``compile_term``, ``Compiled``, ``evaluate``, ``constrain``;
* :mod:`.inputs`: candidates, context and request read from JSON;
* :mod:`.observe`: reading a field of a candidate or the context;
* :mod:`.requirements`: ``meets_requirements`` (needs against capabilities);
* :mod:`.customs`: ``CONFORMANCE_REGISTRY`` (the two ``test:`` transforms);
* :mod:`.prng`: ``Minstd``, ``substream_seed`` (upstream's generator).

Imports only from :mod:`sigma_pol.core`.
"""
