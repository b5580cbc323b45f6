"""``sigma-pol demo``: one policy through the whole pipeline, explained in plain text
(spec/07-conformance.md §7.4)."""

from __future__ import annotations

from sigma_pol.encoding.encode import fingerprint_of_encoding, identity_of_encoding
from sigma_pol.semantics.compiler import compile_term
from sigma_pol.semantics.customs import CONFORMANCE_REGISTRY
from sigma_pol.semantics.decision_values import (
    candidates_from_json,
    context_from_json,
    request_from_json,
)
from sigma_pol.syntax.jsonio import write_json
from sigma_pol.syntax.terms import JSON, param_to_json

#: The complete policy of the spec's chapter on terms: keep candidates that meet
#: the request, whose breaker is closed and whose output price is at most 25;
#: prefer cheap input and a large context; take the best; normalize the text
#: and clamp the temperature; on an auth error disable the provider.
POLICY: JSON = [
    "policy",
    ["and", ["meets_req"], ["not", ["is", "breaker_open"]], ["cmp", "price_out", "le", 25]],
    [
        "add",
        ["scale", 0.7, ["neg", ["normalize", ["field", "price_in"]]]],
        ["scale", 0.3, ["normalize", ["field", "context"]]],
    ],
    ["argmax"],
    ["seq", ["filter_text", ["NFKC"]], ["clamp_param", "temperature", 0, 1]],
    [
        "override",
        ["always", {"action": "next_candidate"}],
        "auth_error",
        {"action": "disable_provider"},
    ],
]

CANDIDATES: JSON = [
    {
        "provider_id": "alpha",
        "model_family": "m-large",
        "tier": "partner",
        "price_in": 3,
        "price_out": 15,
        "capabilities": {"context": 200000},
    },
    {
        "provider_id": "beta",
        "model_family": "m-small",
        "tier": "marketplace",
        "price_in": 0.5,
        "price_out": 2,
        "capabilities": {"context": 32000},
    },
    {
        "provider_id": "gamma",
        "model_family": "m-large",
        "tier": "partner",
        "price_in": 2,
        "price_out": 40,
        "capabilities": {"context": 200000},
    },
    {
        "provider_id": "delta",
        "model_family": "m-mid",
        "tier": "fallback",
        "price_in": 1,
        "price_out": 5,
        "capabilities": {"context": 128000},
    },
]

CTX: JSON = {
    "request": {"requirements": {"min_context": 16000}},
    "state": {"breakers": {"delta": True}},
    "seed": 7,
}

REQUEST: JSON = {"temperature": 1.4, "messages": [{"role": "user", "content": "hello"}]}


def _number(v: float) -> str:
    """A number for people: its shortest form that reads back as the same double
    (``0.3``), never the encoding's 17 digits (``0.29999999999999999``)."""
    from sigma_pol.text.printer import text_of_number

    return text_of_number(v)


def run_demo() -> str:
    from sigma_pol.text.printer import print_term

    compiled = compile_term(POLICY, customs=CONFORMANCE_REGISTRY)
    encoding = compiled.normal.encoding
    candidates = candidates_from_json(CANDIDATES, "$.candidates")
    ctx = context_from_json(CTX, "$.ctx")
    plan = compiled.policy().plan(candidates, ctx)
    lines: list[str] = [
        "the policy, in the text syntax (spec/12), its normal form:",
        *("  " + line for line in print_term(compiled.normal.term).splitlines()),
        "admitted with sort " + compiled.sort.value,
        "",
        "canonical encoding (spec/05: the normal form written one way only; numbers as",
        "%.17g, so 0.3 is written 0.29999999999999999, the double nearest to 0.3):",
        "  " + encoding,
        "identity    " + identity_of_encoding(encoding),
        "  sha256 of the encoding: two terms with the same normal form have the same",
        "  identity, whatever their order or sugar (sigma-pol id FILE prints it)",
        "fingerprint " + fingerprint_of_encoding(encoding),
        "  upstream's cheap cache key (two 31-bit hashes of the encoding), not an identity",
        "",
        "plan over 4 candidates (context: min_context 16000, delta's breaker open):",
    ]
    for rank, e in enumerate(plan.ordered, start=1):
        lines.append(f"  {rank}. {e.candidate['provider_id']:<6} score {_number(e.score)}")
    for r in plan.rejected:
        lines.append(f"  rejected {r.provider:<6} reason {r.reason}")
    if plan.ordered:
        chosen = plan.ordered[0].candidate
        request = compiled.policy().mutate(request_from_json(REQUEST, "$.request"), chosen, ctx)
        lines.append("request sent to " + chosen["provider_id"] + ": " + write_json(request))
    table = compiled.policy()
    for kind in ("auth_error", "rate_limit"):
        lines.append(f"on {kind}: " + write_json(param_to_json(table.classify(kind))))
    lines += [
        "",
        "next: docs/tutorial.md writes, checks, explains and runs a policy step by step;",
        "sigma-pol explain POLICY --candidates F --ctx F shows how a decision was made.",
    ]
    return "\n".join(lines)
