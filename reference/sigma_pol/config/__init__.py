"""The configuration a host writes and the call it serves (spec/17-configuration.md).

Upstream's engine is configured by one document (``config.example.lua``, read by
``M.init``): providers and models (chapter 11), profiles with ``extends``, named
retry policies, ``defaults`` for the engine's parameters, ``fields`` and
``tier_order`` (the schema, chapter 2), a ``policy_envelope``; beside it a metrics
seed and the host's hooks.  A call's contract picks a profile or brings its own
``policy_ir``; the call runs through chapter 15's machine.

Modules and their public names:

* :mod:`.document`: ``Config``, ``Defaults``, ``config_from_json`` (validation, C-Doc-*);
* :mod:`.inheritance`: ``resolve``, ``resolve_all``, ``merge_member`` (C-Extends-*);
* :mod:`.lowering`: ``lower_profile`` and its parts (C-Lower-*);
* :mod:`.call`: ``call_policy``, ``lowered``, ``pool``, ``read_contract``,
  ``execute``, ``served_to_json`` (C-Call-*, C-Pool-*, C-Price-Enrich);
* :mod:`.discovery`: ``Host``, ``host_from_json``, ``marketplace``,
  ``ranking_prices`` (C-Price-*, C-Discover-*, C-Offer-*);
* :mod:`.metrics`: ``seed``, ``update``, ``credits_of`` (C-Metrics-*);
* :mod:`.runtime`: ``ConfigRuntime``, ``config_runtime_from_json``, ``dump``,
  ``restore`` (C-Dump, C-Restore-*);
* :mod:`.status`: ``provider_status`` (C-Status-*);
* :mod:`.lifecycle`: ``register``, ``unregister``, ``redefine`` (L-*, the
  reference's own extension).
"""

from .call import Served, call_policy, execute, lowered, read_contract, served_to_json
from .config_document import Config, config_from_json
from .discovery import Host, host_from_json
from .metrics import seed, update
from .runtime import ConfigRuntime, config_runtime_from_json, dump, restore
from .status import provider_status

#: Every rule of chapter 17, in the chapter's order.
RULES = (
    "C-Doc",
    "C-Doc-Provider",
    "C-Doc-Model",
    "C-Doc-Profile",
    "C-Doc-Envelope",
    "C-Defaults",
    "C-Extends-Root",
    "C-Extends-Merge",
    "C-Extends-Mixed",
    "C-Extends-Cycle",
    "C-Lower-Profile",
    "C-Lower-Filter-Default",
    "C-Lower-Filter-Atom",
    "C-Lower-Filter-Order",
    "C-Lower-Filter-In",
    "C-Lower-Filter-Price",
    "C-Lower-Filter-List",
    "C-Lower-Scorer",
    "C-Lower-Selector-Sample",
    "C-Lower-Selector-Chain",
    "C-Lower-Selector-TopK",
    "C-Lower-Selector-Argmax",
    "C-Lower-Mutate-Identity",
    "C-Lower-Mutate-Map",
    "C-Lower-Mutate-List",
    "C-Lower-Retry",
    "C-Lower-FailPlan",
    "C-Call",
    "C-Call-Profile",
    "C-Call-Unknown-Profile",
    "C-Call-Policy-IR",
    "C-Call-Envelope",
    "C-Call-Profile-IR",
    "C-Call-State",
    "C-Call-Chosen",
    "C-Pool-Matrix",
    "C-Pool-Extra",
    "C-Price-Enrich",
    "C-Price-Rank",
    "C-Price-Host",
    "C-Discover-No-Hook",
    "C-Discover-Fresh",
    "C-Discover-Fetch",
    "C-Discover-Failed",
    "C-Offer-Candidate",
    "C-Offer-Expiry",
    "C-Metrics-Seed",
    "C-Metrics-Key",
    "C-Metrics-Update",
    "C-Status",
    "C-Status-Roster",
    "C-Status-Breaker",
    "C-Status-Disable",
    "C-Status-Legacy",
    "C-Status-Models",
    "C-Status-Available",
    "C-Status-Pure",
    "C-Dump",
    "C-Restore-Legacy",
    "L-Classes",
    "L-Register",
    "L-Unregister",
    "L-Redefine",
    "L-Clear",
)

__all__ = [
    "RULES",
    "Config",
    "ConfigRuntime",
    "Host",
    "Served",
    "call_policy",
    "config_from_json",
    "config_runtime_from_json",
    "dump",
    "execute",
    "host_from_json",
    "lowered",
    "provider_status",
    "read_contract",
    "restore",
    "seed",
    "served_to_json",
    "update",
]
