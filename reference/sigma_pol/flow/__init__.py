"""Σ_flow (``sigma-flow/v1``), the composition IR over Σ_pol (spec/16-flow.md).

A flow is a DAG with one ``input`` node, ``llm`` nodes that each carry a Σ_pol
Policy, a system prompt, ordered ``inputs`` and an optional ``template``, and
one ``output`` node.  Modules, after the chapter's concerns:

* :mod:`.admission`: the flow signature, its JSON form and admission (§16.2);
* :mod:`.labeling`: the normal form as a canonical labeling (§16.3);
* :mod:`.encoding`: the encoding, fingerprint and identity (§16.4);
* :mod:`.assembly`: a node's user message from its inputs' answers (§16.6);
* :mod:`.run`: the schedule and the flow run, over given answers or over Σ_pol
  runs of chapter 15 (§16.5, §16.7).

The only names it takes from the Σ_pol interpreter are the admission of a
Policy, its normal form and encoding, the fingerprint's lanes, the run machine
and its input readers.
"""
