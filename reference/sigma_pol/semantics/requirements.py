"""``meets_req``: the request's requirements block, step by step (spec/06-semantics.md §meets_req).

In upstream's code order; the first failing step is the reason:

1. each *need*, in code-point order (pinned: upstream iterates a Lua set),
   where the needs are ``requirements.needs`` plus ``vision`` for a non-empty
   ``images`` array, ``tools`` for a non-empty ``tools`` array and
   ``json_mode`` for ``response_format.type == "json_object"``; a need with a
   capability flag (``tools``, ``vision``, ``json_mode``, ``seed``) fails as
   ``missing_capability:<need>`` unless the flag is truthy; other needs are
   ignored;
2. ``min_context``: ``capabilities.context`` (0 when absent) below it;
3. ``model_family``: the candidate's family differs;
4. ``tier``: the candidate's own ``tier`` differs (an absent tier differs
   from every tier: no ``fallback`` default here, unlike ``tier_eq``);
5. ``privacy == "tee_required"`` and ``has_tee`` not truthy → ``tee_required``;
6. ``privacy == "no_log"`` and neither ``no_log`` nor ``has_tee`` → ``no_log``;
7. ``min_quality``: ``quality_hint`` (0 when absent) below it (erratum: still
   checked by upstream's code although its prose says v2 removed it);
8. ``min_tok_s``: the candidate's ``tok_s`` (0 when absent) below it (erratum:
   upstream's prose says the state EMA).
"""

from __future__ import annotations

from typing import Any, Final

from ..syntax.lua import truthy
from .decision_values import Candidate, Context

NEED_TO_CAPABILITY: Final = {
    "tools": "supports_tools",
    "vision": "supports_vision",
    "json_mode": "supports_json_mode",
    "seed": "supports_seed",
}


def derived_needs(request: dict[str, Any]) -> list[str]:
    """The set of needs of a request, in code-point order."""
    needs = set(request.get("requirements", {}).get("needs", []))
    images, tools = request.get("images"), request.get("tools")
    if isinstance(images, list) and images:
        needs.add("vision")
    if isinstance(tools, list) and tools:
        needs.add("tools")
    response_format = request.get("response_format")
    if isinstance(response_format, dict) and response_format.get("type") == "json_object":
        needs.add("json_mode")
    return sorted(needs)


def _below(value: Any, floor: Any) -> bool:
    return floor is not None and (value if value is not None else 0.0) < floor


def meets_requirements(c: Candidate, ctx: Context) -> str | None:
    request = ctx.request
    req = request.get("requirements", {})
    caps = c.get("capabilities", {})
    for need in derived_needs(request):
        flag = NEED_TO_CAPABILITY.get(need)
        if flag is not None and not truthy(caps.get(flag)):
            return "missing_capability:" + need
    if _below(caps.get("context"), req.get("min_context")):
        return "min_context"
    family = req.get("model_family")
    if family is not None and c["model_family"] != family:
        return "model_family"
    tier = req.get("tier")
    if tier is not None and c.get("tier") != tier:
        return "tier"
    privacy = req.get("privacy")
    if privacy == "tee_required" and not truthy(c.get("has_tee")):
        return "tee_required"
    if privacy == "no_log" and not (truthy(c.get("no_log")) or truthy(c.get("has_tee"))):
        return "no_log"
    if _below(c.get("quality_hint"), req.get("min_quality")):
        return "min_quality"
    if _below(c.get("tok_s"), req.get("min_tok_s")):
        return "min_tok_s"
    return None
