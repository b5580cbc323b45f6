"""The example policies (examples/*.sigma): identities pinned, and the two
reference policies of the design behave as designed (subzero converges,
greybox diverges reproducibly)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sigma_pol.encoding.encode import identity_of_encoding
from sigma_pol.normal.normal_form import canonical
from sigma_pol.semantics.compiler import compile_term
from sigma_pol.semantics.decision_values import candidates_from_json, context_from_json
from sigma_pol.syntax.json_form import term_to_json
from sigma_pol.syntax.terms import Term
from sigma_pol.syntax.vocabulary import DEFAULT_SCHEMA, Schema, schema_from_json
from sigma_pol.text.parse import parse, print_term

from .inprocess import sigma_pol as in_process

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

#: sha256 of the canonical encoding of each example's normal form.  A change
#: here is a change of what the example means (or of the encoding): never
#: update one without saying why in the commit.
IDENTITIES = {
    "cheapest-of-families": "b3e07cd083e295064bf94c51bfb1c721fca8743d54d5780600f884ee23cd8659",
    "design-example": "8563581c6a6308d6e7b47d87e37ee908d96c77f106334d9f6b5a324e8f7df9d9",
    "genvm-chain": "418a27e0662b87d9f7ed01cec741b0c041170429dfd469494c893f11fde12ccb",
    "greybox": "32dd3541fac709a7ca97d9363dea481dcd09b1792b5766aceb47064bc1121976",
    "no-antseed": "9bd511fd60f010a5ed9bc687570fe6a5cbfbdcba799236539e155e7e448d3581",
    "subzero": "d61fdb57e825c2f2103c4e03acc8cd236edd486db4a9d33fa528816b2391b80d",
}


def schema_file(name: str) -> Path | None:
    path = EXAMPLES / f"{name}.schema.json"
    return path if path.exists() else None


def schema_of(name: str) -> Schema:
    path = schema_file(name)
    return DEFAULT_SCHEMA if path is None else schema_from_json(json.loads(path.read_text()))


def example(name: str) -> Term:
    return parse((EXAMPLES / f"{name}.sigma").read_text(encoding="utf-8"), schema_of(name))


def test_every_example_has_a_pinned_identity() -> None:
    assert sorted(p.stem for p in EXAMPLES.glob("*.sigma")) == sorted(IDENTITIES)


@pytest.mark.parametrize("name", sorted(IDENTITIES))
def test_identity(name: str) -> None:
    assert identity_of_encoding(canonical(example(name)).encoding) == IDENTITIES[name]


@pytest.mark.parametrize("name", sorted(IDENTITIES))
def test_identity_through_the_command_line(name: str) -> None:
    schema = schema_file(name)
    # in this process (tests/inprocess.py); tests/test_cli.py runs id in a process
    args = ["id", str(EXAMPLES / f"{name}.sigma")]
    done = in_process(*args, *([] if schema is None else ["--schema", str(schema)]))
    assert (done.returncode, done.stdout) == (0, IDENTITIES[name] + "\n"), done.stderr


@pytest.mark.parametrize("name", sorted(IDENTITIES))
def test_examples_are_readable_and_print_back(name: str) -> None:
    text = (EXAMPLES / f"{name}.sigma").read_text(encoding="utf-8")
    assert max(len(line) for line in text.splitlines()) <= 88
    term = example(name)
    assert parse(print_term(term), schema_of(name)) == term


def test_greybox_needs_its_schema_for_the_tee_tier() -> None:
    with pytest.raises(Exception, match="unknown tier 'tee'"):
        parse((EXAMPLES / "greybox.sigma").read_text(encoding="utf-8"))


# ---------------------------------------------------------------------------
# converge and diverge

CANDIDATES = [
    {
        "provider_id": f"p{i}",
        "model_family": "m",
        "tier": "partner" if i % 2 else "tee",
        "price_in": 1.0 + i,
        "latency_ms": 100.0 + 37 * (i % 3),
        "capabilities": {"context": 8000.0 * (1 + i % 4)},
    }
    for i in range(8)
]


def first_choices(name: str, seeds: range) -> list[str]:
    schema = schema_of(name)
    policy = compile_term(term_to_json(example(name)), schema).carrier
    candidates = candidates_from_json(CANDIDATES, "$", schema)  # type: ignore[arg-type]
    return [
        policy.plan(candidates, context_from_json({"seed": seed}, "$"))
        .ordered[0]
        .candidate["provider_id"]
        for seed in seeds
    ]


def test_subzero_converges_whatever_the_seed() -> None:
    assert len(set(first_choices("subzero", range(1, 41)))) == 1


def test_greybox_diverges_with_the_seed_and_replays_each_seed() -> None:
    seeds = range(1, 41)
    choices = first_choices("greybox", seeds)
    assert len(set(choices)) >= 3
    assert first_choices("greybox", seeds) == choices
