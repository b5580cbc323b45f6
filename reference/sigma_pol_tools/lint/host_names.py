"""Names beyond the signature that lint checks against (spec/14-lint.md §14.3).

The signature leaves error kinds, capability flags and request parameter names
open (any string is admitted); a host, not the term, gives them meaning.  The
lists here are the ones upstream's code and configuration use (genlayerlabs/
llm-policy at 74512eb): a name outside them is admitted, and lint only asks
whether it was meant.  The context members are the ones the semantics reads
(spec/02-vocabulary.md §Inputs); anything else in a context is read by nothing.
"""

from __future__ import annotations

from typing import Final

from sigma_pol.semantics.requirements import NEED_TO_CAPABILITY

#: The error kinds a host classifies a failed call as: the keys of upstream's
#: ``balanced`` retry table (config.example.lua), ``bad_response`` (named with
#: the provider-fault kinds in llm_policy.lua) and ``unknown``, the fallback
#: (genvm/dispatch.lua's ``classify_status``).
ERROR_KINDS: Final = (
    "auth_error",
    "bad_request",
    "bad_response",
    "content_filter",
    "context_overflow",
    "model_unavailable",
    "network_error",
    "payment_required",
    "rate_limit",
    "server_error",
    "timeout",
    "unknown",
)

#: The capability flags a candidate carries in ``capabilities``: ``context`` and
#: the flag of each need (spec/06-semantics.md §meets_req).
CAPABILITIES: Final = tuple(sorted({"context", *NEED_TO_CAPABILITY.values()}))

#: The Num fields whose lower values are better (a price, a latency): a Scorer
#: that rises with one, under a Selector that prefers high scores, prefers the worst.
COST_FIELDS: Final = ("latency_ms", "price_in", "price_out")

#: The ``then_action`` values upstream's engine tells apart once retry_same's
#: attempts are spent (llm_policy.lua, handle_response): abort, and the rest,
#: which all move to the next candidate.
THEN_ACTIONS: Final = ("abort", "next_candidate")

#: The request parameters upstream's transforms are written for
#: (llm_policy/mutate.lua: "temperature/top_p/seed/max_tokens").
PARAMETERS: Final = ("max_tokens", "seed", "temperature", "top_p")

#: Numeric knobs of an Action record that upstream's host reads beside the core
#: keys (config.example.lua's ``mark_unavailable_ms``).
ACTION_KNOBS: Final = ("mark_unavailable_ms",)

#: The members of a context, of its ``state`` and of its request's
#: ``requirements`` that evaluation reads; and the values of ``privacy`` and
#: ``needs`` that mean something (spec/06-semantics.md §meets_req).
CONTEXT_MEMBERS: Final = ("now_ms", "request", "seed", "state")
STATE_MEMBERS: Final = ("breakers", "credits", "disabled", "ema")
REQUIREMENT_MEMBERS: Final = (
    "min_context",
    "min_quality",
    "min_tok_s",
    "model_family",
    "needs",
    "privacy",
    "tier",
)
PRIVACY_VALUES: Final = ("no_log", "tee_required")
NEEDS: Final = tuple(sorted(NEED_TO_CAPABILITY))

#: The members of a candidate something reads: chapter 2's (§2.6 Candidates),
#: the run's pricing and base request (chapter 15 §15.4, §15.6).  A member near
#: one of these and not one itself is most likely a misspelling of it; any
#: other is a host's own and is not warned about.
CANDIDATE_MEMBERS: Final = (
    "api_kind",
    "auth",
    "auth_env",
    "aws_region",
    "base_url",
    "capabilities",
    "has_tee",
    "latency_ms",
    "model_family",
    "no_log",
    "offer",
    "price_in",
    "price_multiplier",
    "price_out",
    "provider_id",
    "quality_hint",
    "raw_price_in",
    "raw_price_out",
    "scope",
    "served_model_id",
    "success_rate",
    "tier",
    "tok_s",
)

#: The members of a request something reads (chapter 2 §Request, chapter 11's
#: extra_candidates, chapter 15's base request), and the parameters transforms
#: are written for; as for candidates, only a near miss is warned about.
REQUEST_MEMBERS: Final = tuple(
    sorted(
        {
            "_filters",
            "extra_candidates",
            "images",
            "messages",
            "prompt",
            "requirements",
            "response_format",
            "scope",
            "timeout_ms",
            "tools",
            *PARAMETERS,
        }
    )
)
