"""The golden-vector definitions (spec/07-conformance.md §Vectors): ``Definition``
(:mod:`.vector`), shared fixtures (:mod:`.fixtures`) and one ``defs_*`` module per
group (upstream's 15, by sort, combined, catalog, admission, pinned)."""
