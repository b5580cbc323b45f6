"""A host's own ``custom`` transforms (spec/06-semantics.md §custom, spec/07-conformance.md
§7.1 and §7.4): any Sym is checked, encoded, identified, formatted and diffed; only
evaluation consults the registry, and the command line can stand in for the host.

Expected encodings are written by hand from chapter 5: ``seq`` keeps its order,
every string parameter is quoted, an integral number is written without a fraction.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from sigma_pol.protocol.answer import answer
from sigma_pol.semantics.customs import custom_paths
from sigma_pol.valid.admission import admit

from .conftest import run_main

#: a host's policy: its own transform, then a parameter
POLICY = """\
(policy
  (and meets_req (not (is breaker_open)))
  (field tok_s)
  argmax
  (seq (custom acme:strip_pii) (set_param temperature 0))
  (always {action: next_candidate}))
"""
POLICY_ENCODING = (
    'sigma-pol/v2:(policy (and (meets_req) (not (is "breaker_open"))) (field "tok_s") (argmax)'
    ' (seq (custom "acme:strip_pii") (set_param "temperature" 0))'
    ' (always {"action":"next_candidate"}))'
)
XFORM = ["seq", ["custom", "acme:strip_pii"], ["set_param", "temperature", 0]]
XFORM_ENCODING = 'sigma-pol/v2:(seq (custom "acme:strip_pii") (set_param "temperature" 0))'
CANDS = [
    {"provider_id": "acme", "model_family": "gpt", "tok_s": 80},
    {"provider_id": "dune", "model_family": "claude", "tok_s": 150},
]
CTX = {"request": {"temperature": 0.7, "user": "ann"}, "state": {"breakers": {"dune": True}}}


@pytest.fixture
def files(tmp_path: Path) -> dict[str, str]:
    paths = {
        "policy": tmp_path / "host.sigma",
        "json": tmp_path / "host.json",
        "candidates": tmp_path / "c.json",
        "ctx": tmp_path / "ctx.json",
    }
    paths["policy"].write_text(POLICY)
    paths["json"].write_text(json.dumps(admit_json(POLICY)))
    paths["candidates"].write_text(json.dumps(CANDS))
    paths["ctx"].write_text(json.dumps(CTX))
    return {k: str(v) for k, v in paths.items()}


def admit_json(text: str) -> object:
    from sigma_pol.syntax.json_form import term_to_json
    from sigma_pol.text.parse import parse

    return term_to_json(parse(text))


# ---------------------------------------------------------------------------
# no registry: check, encode, id, fmt, diff


@pytest.mark.parametrize("which", ["policy", "json"])
def test_check_encode_id_never_consult_the_registry(
    files: dict[str, str], which: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_main(["check", files[which]], capsys) == (0, "Policy\n", "")
    assert run_main(["encode", files[which]], capsys) == (0, POLICY_ENCODING + "\n", "")
    identity = hashlib.sha256(POLICY_ENCODING.encode()).hexdigest()
    assert run_main(["id", files[which]], capsys) == (0, identity + "\n", "")


def test_a_namespaced_name_is_bare_in_the_text_syntax(
    files: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    from sigma_pol.text.parse import parse

    assert parse("(custom acme:strip_pii)").args == ("acme:strip_pii",)
    assert parse('(custom "test:stamp_provider")') == parse("(custom test:stamp_provider)")
    status, out, _ = run_main(["fmt", files["json"]], capsys)
    assert status == 0 and "(seq (custom acme:strip_pii) (set_param temperature 0))" in out


def test_a_key_joined_to_its_value_is_refused_with_a_hint() -> None:
    from sigma_pol.syntax.errors import InputError
    from sigma_pol.text.parse import parse

    with pytest.raises(InputError) as refused:
        parse("(always {action:abort})")
    assert refused.value.where == "1:22"
    assert "(action:abort is one name; a key and its value: action: abort)" in refused.value.why
    # a value that cannot continue a name still reads without a space
    assert parse('(always {action:"abort"})') == parse("(always {action: abort})")


def test_diff_without_inputs_compares_host_policies(
    files: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run_main(["diff", files["policy"], files["json"]], capsys)
    assert status == 0 and "same identity" in out


def test_custom_paths_name_each_custom_as_admission_would() -> None:
    # by hand: the xform slot is argument 4 of policy; in it, seq's argument 1
    # holds the custom, and when's argument 2 holds the other
    term = admit(
        [
            "policy",
            ["top"],
            ["zero"],
            ["argmax"],
            ["seq", ["custom", "a:x"], ["when", ["top"], ["custom", "b:y"]]],
            ["always", {"action": "abort"}],
        ]
    ).term
    assert custom_paths(term) == [
        ("$.policy[4].seq[1]", "a:x"),
        ("$.policy[4].seq[2].when[2]", "b:y"),
    ]
    assert custom_paths(admit(["custom", "z"]).term) == [("$", "z")]


# ---------------------------------------------------------------------------
# the protocol: only the kinds that evaluate consult the registry


def test_an_encoding_request_never_consults_the_registry() -> None:
    got = answer({"name": "n", "kind": "encoding", "term": XFORM})
    assert got["expect"]["encoding"] == XFORM_ENCODING
    assert got["expect"]["sort"] == "Xform"
    assert answer({"kind": "reject", "term": XFORM})["expect"]["rejected"] is False


@pytest.mark.parametrize(
    ("kind", "inputs"),
    [
        ("xform", {"term": XFORM, "candidate": CANDS[0]}),
        # never applied (the Pred never holds), yet folded: still an error
        ("xform", {"term": ["when", ["bot"], XFORM], "candidate": CANDS[0]}),
        # plan never runs the xform slot, yet the whole policy is folded
        ("policy", {"term": admit_json(POLICY), "candidates": CANDS}),
    ],
)
def test_a_request_that_evaluates_names_the_unregistered_custom(
    kind: str, inputs: dict[str, object]
) -> None:
    assert answer({"name": "n", "kind": kind, **inputs}) == {
        "name": "n",
        "error": "custom 'acme:strip_pii': not registered in this host's registry",
    }


# ---------------------------------------------------------------------------
# eval and explain: an input error at the custom's place, or a stand-in


def test_eval_refuses_an_unregistered_custom_at_its_place(
    files: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["eval", files["policy"], "--candidates", files["candidates"]]
    status, out, err = run_main(args, capsys)
    assert (status, out) == (2, "")
    assert err.startswith(
        f"sigma-pol: error: {files['policy']}:5:8: custom 'acme:strip_pii': not registered in "
        "this host's registry; to evaluate with a stand-in, give --custom acme:strip_pii=identity"
        " (at $.policy[4].seq[1])\n"
        "   5 |   (seq (custom acme:strip_pii) (set_param temperature 0))\n"
        "     |        ^\n"
    )
    status, _, err = run_main(["eval", files["json"], "--candidates", files["candidates"]], capsys)
    assert status == 2
    assert f"error: {files['json']}:$.policy[4].seq[1]: custom 'acme:strip_pii'" in err


@pytest.mark.parametrize(
    ("stand_in", "transformed"),
    [
        # by hand: the stand-in, then set_param temperature 0 on the context's request
        ("identity", {"temperature": 0, "user": "ann"}),
        ("drop:user", {"temperature": 0}),
    ],
)
def test_eval_with_a_stand_in(
    files: dict[str, str],
    stand_in: str,
    transformed: dict[str, object],
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["eval", files["policy"], "--candidates", files["candidates"], "--ctx", files["ctx"]]
    status, out, _ = run_main([*args, "--custom", f"acme:strip_pii={stand_in}"], capsys)
    report = json.loads(out)
    assert status == 0
    assert report["request"] == transformed
    assert report["stand_ins"] == {"acme:strip_pii": stand_in}
    assert report["encoding"] == POLICY_ENCODING


def test_explain_marks_the_stand_in(
    files: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["explain", files["policy"], "--candidates", files["candidates"], "--ctx", files["ctx"]]
    status, out, _ = run_main([*args, "--custom", "acme:strip_pii=drop:user"], capsys)
    assert status == 0
    lines = out.splitlines()
    at = next(k for k, x in enumerate(lines) if "(custom acme:strip_pii)" in x)
    # the results, wrapped under their column when they do not fit beside the node
    more = [x for x in lines[at + 1 : at + 3] if x.startswith(" " * 20)]
    line = " ".join([lines[at], *more])
    assert line.split(")", 1)[1].split() == [
        "(stand-in:",
        "drop:user)",
        "#0:",
        "user:",
        '"ann"',
        "->",
        "absent",
    ]
    status, out, _ = run_main(
        [*args, "--custom", "acme:strip_pii=identity", "--format", "json"], capsys
    )
    node = next(n for n in json.loads(out)["nodes"] if n["op"] == "custom")
    assert node["result"] == {
        "applied": True,
        "candidate": 0,
        "changes": [],
        "stand_in": "identity",
    }
    # without --custom, explain refuses as eval does
    status, _, err = run_main(args, capsys)
    assert status == 2 and f"{files['policy']}:5:8: custom 'acme:strip_pii'" in err


def test_diff_with_inputs_evaluates_and_takes_stand_ins(
    files: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["diff", files["policy"], files["json"], "--candidates", files["candidates"]]
    status, _, err = run_main(args, capsys)
    assert status == 2 and f"{files['policy']}:5:8: custom 'acme:strip_pii': not registered" in err
    status, out, _ = run_main([*args, "--custom", "acme:strip_pii=identity"], capsys)
    assert status == 0 and "unchanged: #0 #1" in out


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ("acme:strip_pii", "--custom acme:strip_pii: expected NAME=identity or NAME=drop:KEY"),
        ("acme:strip_pii=upper", "a stand-in is identity or drop:KEY, got 'upper'"),
        ("acme:strip_pii=drop:", "a stand-in is identity or drop:KEY, got 'drop:'"),
        ("test:stamp_provider=identity", "test:stamp_provider is registered; a stand-in cannot"),
    ],
)
def test_a_bad_stand_in_is_refused(
    files: dict[str, str], given: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["eval", files["policy"], "--candidates", files["candidates"], "--custom", given]
    status, _, err = run_main(args, capsys)
    assert status == 2 and message in err


def test_a_name_stood_in_for_twice_is_refused(
    files: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    twice = ["--custom", "acme:strip_pii=identity", "--custom", "acme:strip_pii=drop:user"]
    status, _, err = run_main(
        ["eval", files["policy"], "--candidates", files["candidates"], *twice], capsys
    )
    assert status == 2 and "acme:strip_pii already has a stand-in" in err
