"""Conformance: the protocol, the golden vectors, certification and the fuzzer.

Chapters: spec/07-conformance.md, spec/08-pinned.md (the pinned choices the
vectors fix), spec/10-versioning.md (append-only regeneration).

Modules and their public names:

* :mod:`.protocol`: ``answer`` (one request in, one answer out: what ``serve`` speaks);
* :mod:`.generate`: ``golden_vectors``, ``all_definitions`` (expectations of the
  definitions, the files of ``golden/``);
* :mod:`.vectors`: ``Definition``, the reader of ``golden/definitions`` and the families;
* :mod:`.checklist`, :mod:`.schema`: ``golden/CHECKLIST.md`` and the vector schema;
  :mod:`.schema_check`: ``first_problem``, a vector file checked against that schema;
* :mod:`.server`: ``Server``, ``NoAnswer``, ``BadLine``, ``ServerUnusable``: another
  implementation's server as a child process, one request line at a time;
* :mod:`.claims`: ``Claim``, ``claim_of_hello``, ``needs``, ``place``: what a server
  claims (its ``hello`` answer and the user's flags) and which vectors lie inside;
* :mod:`.certify`, :mod:`.compare`: replaying vectors against another implementation;
  :mod:`.side_by_side`: several implementations' reports as one table;
* :mod:`.fuzz`: ``fuzz`` (differential testing of a server against ``answer``), with
  :mod:`.fuzz_gen` and :mod:`.fuzz_values` (the seeded requests, no hypothesis),
  :mod:`.minimize`, :mod:`.fuzz_pins`, :mod:`.fuzz_report`, :mod:`.fuzz_process`;

Imports from every subpackage but :mod:`sigma_pol_tools.explain`.  The mutants (one-operation
variations of 𝔖, to measure the vectors) are not here: they live in the checkout's
``mutation`` package, with the tests that use them.
"""
