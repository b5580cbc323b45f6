"""``sigma-pol lint`` (spec/14-lint.md): one test per warning, the examples
lint clean, the command's places, fixes and exit statuses.

Every expected path below is read off the term by hand: ``$.and[2]`` is the
second argument of the root ``and`` (the operation is element 0).
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from hypothesis import given
from sigma_pol.normal.normal_form import canonical
from sigma_pol.semantics.decision_values import Context, State
from sigma_pol.syntax.terms import JSON
from sigma_pol.text.parse import parse
from sigma_pol.valid.admission import admit
from sigma_pol_tools.cli import main
from sigma_pol_tools.lint.host_names import CONTEXT_MEMBERS, STATE_MEMBERS
from sigma_pol_tools.lint.lint_rules import CODES, Finding, lint_context, lint_term

from tests.strategies import terms

from .test_examples import EXAMPLES, schema_of

ABORT = {"action": "abort"}
NEXT = {"action": "next_candidate"}
PRICE = ["field", "price_in"]


#: Every policy below but the one that tests it reads neither breaker_open nor
#: disabled, so that warning is left out of what the others expect.
HEALTH = "no-health-filter"


def warnings(term: JSON, health: bool = False) -> list[tuple[str, str]]:
    """(code, path) of each warning about an admitted JSON term (``no-health-filter``
    only when ``health``)."""
    found = [(f.code, f.path) for f in lint_term(admit(term).term)]
    return [w for w in found if health or w[0] != HEALTH]


HEALTHY = ["and", ["not", ["is", "breaker_open"]], ["not", ["is", "disabled"]]]


#: One term per warning code, and the warnings it must give (code, path).
CASES: list[tuple[str, JSON, list[tuple[str, str]]]] = [
    # top is the unit of and: argument 2
    ("unit-child", ["and", ["meets_req"], ["top"]], [("unit-child", "$.and[2]")]),
    # id is the unit of seq, zero of add: the units of every variadic op count
    ("unit-child", ["seq", ["id"], ["custom", "x"]], [("unit-child", "$.seq[1]")]),
    # operand 3, (and q p), is (and p q) in normal form: the same as operand 1
    (
        "duplicate-child",
        [
            "or",
            ["and", ["meets_req"], ["is", "no_log"]],
            ["is", "has_tee"],
            ["and", ["is", "no_log"], ["meets_req"]],
        ],
        [("duplicate-child", "$.or[3]")],
    ),
    # flattened: the meets_req inside the nested and repeats operand 1
    (
        "duplicate-child",
        ["and", ["meets_req"], ["and", ["is", "no_log"], ["meets_req"]]],
        [("duplicate-child", "$.and[2].and[2]")],
    ),
    ("constant-pred", ["and", ["meets_req"], ["bot"]], [("constant-pred", "$.and[2]")]),
    ("constant-pred", ["or", ["top"], ["meets_req"]], [("constant-pred", "$.or[1]")]),
    ("constant-pred", ["gate", ["bot"], PRICE], [("constant-pred", "$.gate[1]")]),
    ("constant-pred", ["when", ["top"], ["id"]], [("constant-pred", "$.when[1]")]),
    ("constant-pred", ["not", ["bot"]], [("constant-pred", "$")]),
    ("double-negation", ["not", ["not", ["meets_req"]]], [("double-negation", "$")]),
    ("double-normalize", ["normalize", ["normalize", PRICE]], [("double-normalize", "$")]),
    # lit 1 + neg (scale 2 (lit 3)) is the same number for every candidate
    (
        "normalize-constant",
        ["neg", ["normalize", ["add", ["lit", 1], ["neg", ["scale", 2, ["lit", 3]]]]]],
        [("normalize-constant", "$.neg[1]")],
    ),
    ("scale-zero", ["add", PRICE, ["scale", 0, PRICE]], [("scale-zero", "$.add[2]")]),
    ("clamp-inverted", ["clamp", 1, 0.5, PRICE], [("clamp-inverted", "$")]),
    ("clamp-inverted", ["clamp_param", "top_p", 1, 0], [("clamp-inverted", "$")]),
    (
        "unknown-error-kind",
        ["override", ["always", NEXT], "auth_eror", ABORT],
        [("unknown-error-kind", "$.override[2]")],
    ),
    # the inner rate_limit override (argument 1 of the outer) is hidden
    (
        "shadowed-override",
        ["override", ["override", ["always", NEXT], "rate_limit", ABORT], "rate_limit", NEXT],
        [("shadowed-override", "$.override[1]")],
    ),
    (
        "unknown-action-key",
        ["always", {"action": "retry_same", "atempts": 2}],
        [("unknown-action-key", "$.always[1].atempts")],
    ),
    ("unknown-capability", ["has_cap", "supports_tool"], [("unknown-capability", "$.has_cap[1]")]),
    (
        "unknown-parameter",
        ["jitter", "temprature", 0.1],
        [("unknown-parameter", "$.jitter[1]")],
    ),
    # a need's name misspelt: near `vision` (the need), not only the flags
    ("unknown-capability", ["has_cap", "vison"], [("unknown-capability", "$.has_cap[1]")]),
    # argmax of the price itself: the Scorer is argument 2 of the policy
    (
        "maximized-cost",
        ["policy", ["meets_req"], PRICE, ["argmax"], ["id"], ["always", NEXT]],
        [("maximized-cost", "$.policy[2]")],
    ),
    # neg turns price_in around (1 - s: no warning); scale -2 of neg turns latency
    # back, so it rises; top_k prefers what its inner argmax prefers
    (
        "maximized-cost",
        [
            "policy",
            ["meets_req"],
            [
                "add",
                ["neg", ["normalize", PRICE]],
                ["scale", -2, ["neg", ["field", "latency_ms"]]],
                ["gate", ["meets_req"], ["field", "price_out"]],
            ],
            ["top_k", 2, ["sample", 1]],
            ["id"],
            ["always", NEXT],
        ],
        [
            ("maximized-cost", "$.policy[2].add[2].scale[2].neg[1]"),
            ("maximized-cost", "$.policy[2].add[3].gate[2]"),
        ],
    ),
    (
        "then-action-ignored",
        ["always", {"action": "retry_same", "attempts": 2, "then_action": "retry_same"}],
        [("then-action-ignored", "$.always[1].then_action")],
    ),
    (
        "attempts-not-count",
        ["override", ["always", NEXT], "timeout", {"action": "retry_same", "attempts": 2.5}],
        [("attempts-not-count", "$.override[3].attempts")],
    ),
    (
        "negative-backoff",
        ["always", {"action": "retry_same", "attempts": 2, "backoff_ms": [500, -5]}],
        [("negative-backoff", "$.always[1].backoff_ms")],
    ),
    ("sample-negative", ["sample", -1], [("sample-negative", "$.sample[1]")]),
    ("negative-jitter", ["jitter", "temperature", -0.3], [("negative-jitter", "$.jitter[2]")]),
    # erratum E14: any open_breaker_ms opens the breaker; 30000 reads as a duration
    (
        "breaker-not-duration",
        ["always", {"action": "next_candidate", "open_breaker_ms": 30000}],
        [("breaker-not-duration", "$.always[1].open_breaker_ms")],
    ),
    # 0 opens it too (Lua's 0 is true)
    (
        "breaker-not-duration",
        ["override", ["always", NEXT], "rate_limit", {"action": "abort", "open_breaker_ms": 0}],
        [("breaker-not-duration", "$.override[3].open_breaker_ms")],
    ),
    # greybox as designed: the filter reads neither field, the scorer neither
    (
        HEALTH,
        ["policy", ["meets_req"], ["zero"], ["argmax"], ["id"], ["always", NEXT]],
        [(HEALTH, "$.policy[1]")],
    ),
    # disabled read by a gate in the scorer (demoted), breaker_open nowhere
    (
        HEALTH,
        [
            "policy",
            ["meets_req"],
            ["gate", ["not", ["is", "disabled"]], ["neg", PRICE]],
            ["ordered"],
            ["id"],
            ["always", NEXT],
        ],
        [(HEALTH, "$.policy[1]")],
    ),
    # issue 33: a misspelt text filter; an image filter in a text recipe
    (
        "unknown-directive",
        ["filter_text", ["NFKC", "RmZeroWidht"]],
        [("unknown-directive", "$.filter_text[1]")],
    ),
    (
        "unknown-directive",
        ["filter_text", [{"GaussianNoise": 0.05}]],
        [("unknown-directive", "$.filter_text[1]")],
    ),
    # a parameter for NFKC, none for GaussianNoise, two filters in one step
    (
        "directive-shape",
        ["seq", ["filter_text", [{"NFKC": 1}]], ["filter_image", ["GaussianNoise"]]],
        [
            ("directive-shape", "$.seq[1].filter_text[1]"),
            ("directive-shape", "$.seq[2].filter_image[1]"),
        ],
    ),
    (
        "directive-shape",
        ["filter_image", [{"GaussianNoise": 0.05, "JpegRecompress": 0.8}]],
        [("directive-shape", "$.filter_image[1]")],
    ),
]

CONTEXT_CASES: list[tuple[str, JSON, list[tuple[str, str]]]] = [
    ("unread-context-member", {"sate": {}}, [("unread-context-member", "$.sate")]),
    (
        "unread-context-member",
        {"state": {"breaker": {}}, "request": {"requirements": {"min_contxt": 1}}},
        [
            ("unread-context-member", "$.state.breaker"),
            ("unread-context-member", "$.request.requirements.min_contxt"),
        ],
    ),
    (
        "ignored-context-value",
        {"request": {"requirements": {"privacy": "nolog", "needs": ["tools", "visoin"]}}},
        [
            ("ignored-context-value", "$.request.requirements.privacy"),
            ("ignored-context-value", "$.request.requirements.needs[1]"),
        ],
    ),
]


@pytest.mark.parametrize(("code", "term", "expected"), CASES, ids=[c[0] for c in CASES])
def test_each_warning_is_given_at_its_place(
    code: str, term: JSON, expected: list[tuple[str, str]]
) -> None:
    assert warnings(term, health=code == HEALTH) == expected


@pytest.mark.parametrize(
    ("code", "ctx", "expected"), CONTEXT_CASES, ids=[c[0] for c in CONTEXT_CASES]
)
def test_each_context_warning_is_given_at_its_place(
    code: str, ctx: JSON, expected: list[tuple[str, str]]
) -> None:
    assert [(f.code, f.path) for f in lint_context(ctx)] == expected


def test_every_code_has_a_case() -> None:
    assert {c[0] for c in CASES + CONTEXT_CASES} == set(CODES)


@pytest.mark.parametrize(
    ("term", "fix"),
    [
        (["override", ["always", NEXT], "auth_eror", ABORT], "did you mean 'auth_error'?"),
        (["has_cap", "supports_tool"], "did you mean 'supports_tools'?"),
        (["jitter", "temprature", 0.1], "did you mean 'temperature'?"),
        (["always", {"action": "abort", "atempts": 2}], "did you mean 'attempts'?"),
        (["clamp", 1, 0.5, PRICE], "swap them: lo 0.5, hi 1"),
        (
            ["has_cap", "vison"],
            "did you mean 'vision'? (has_cap supports_vision reads the flag the need reads)",
        ),
        (["jitter", "temperature", -0.3], "write 0.3"),
        (["always", {"action": "retry_same", "attempts": 2.5}], "write attempts: 2"),
        (["always", {"action": "retry_same", "attempts": 0}], "write attempts: 1"),
        (
            ["always", {"action": "retry_same", "then_action": "disable_provider"}],
            "write then_action: next_candidate (what it does), or abort",
        ),
    ],
)
def test_the_fix_says_what_to_write(term: JSON, fix: str) -> None:
    (finding,) = lint_term(admit(term).term)
    assert finding.fix == fix


def test_a_far_name_in_an_open_namespace_is_a_hosts_own() -> None:
    # not within a third of its length of any known name: no warning
    assert warnings(["has_cap", "speaks_klingon"]) == []
    assert warnings(["set_param", "user", "router"]) == []


@pytest.mark.parametrize(
    "term",
    [
        # the cost falls as the score rises, or the selector reads no score
        ["policy", ["meets_req"], ["neg", PRICE], ["argmax"], ["id"], ["always", NEXT]],
        ["policy", ["meets_req"], ["scale", -1, PRICE], ["argmax"], ["id"], ["always", NEXT]],
        ["policy", ["meets_req"], PRICE, ["ordered"], ["id"], ["always", NEXT]],
        ["policy", ["meets_req"], ["field", "tok_s"], ["argmax"], ["id"], ["always", NEXT]],
        # then_action abort and next_candidate are what the engine tells apart
        ["always", {"action": "retry_same", "attempts": 3, "then_action": "abort"}],
        ["always", {"action": "retry_same", "attempts": 1, "backoff_ms": [0, 500]}],
        ["sample", 0],
        ["jitter", "temperature", 0],
        ["has_cap", "supports_vision"],
    ],
)
def test_what_reads_as_written_gives_none_of_the_new_warnings(term: JSON) -> None:
    assert warnings(term) == []
    assert warnings(["always", {"action": "abort", "mark_unavailable_ms": 5, "my_knob": 1}]) == []
    # an error kind is different: a host reports a closed set, so any other warns
    assert [c for c, _ in warnings(["override", ["always", NEXT], "flood", ABORT])] == [
        "unknown-error-kind"
    ]


def test_the_context_vocabulary_is_what_the_semantics_reads() -> None:
    assert sorted(f.name for f in dataclasses.fields(Context)) == list(CONTEXT_MEMBERS)
    assert sorted(f.name for f in dataclasses.fields(State)) == list(STATE_MEMBERS)


@pytest.mark.parametrize("name", sorted(p.stem for p in EXAMPLES.glob("*.sigma")))
def test_every_example_lints_as_expected(name: str) -> None:
    """The design's two policies are transcribed as designed, and lint says
    what the design gets wrong (issue 33): subzero's open_breaker_ms read as
    durations (erratum E14), greybox and the examples built from upstream's
    genvm and marketplace profiles read no breaker."""
    text = (EXAMPLES / f"{name}.sigma").read_text(encoding="utf-8")
    codes = [f.code for f in lint_term(parse(text, schema_of(name)), schema_of(name))]
    assert codes == EXAMPLE_WARNINGS.get(name, [])


#: What lint says about each example (none: nothing).
EXAMPLE_WARNINGS = {
    "subzero": ["breaker-not-duration", "breaker-not-duration"],
    "greybox": [HEALTH],
    "cheapest-of-families": [HEALTH],
    "genvm-chain": [HEALTH],
    "no-antseed": [HEALTH],
}


#: What the normal form removes, so a normal form never has it (chapter 4).
REMOVED_BY_THE_NORMAL_FORM = {
    "unit-child",
    "double-negation",
    "double-normalize",
    "scale-zero",
    "shadowed-override",
}


@given(terms())
def test_a_normal_form_has_nothing_the_normal_form_removes(term: JSON) -> None:
    normal = canonical(admit(term).term).term
    assert {f.code for f in lint_term(normal)} & REMOVED_BY_THE_NORMAL_FORM == set()


# ---------------------------------------------------------------------------
# the command


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as exited:
        assert isinstance(exited.code, int)
        status = exited.code
    captured = capsys.readouterr()
    return status, captured.out, captured.err


SUSPICIOUS = """\
(policy
  (and meets_req top breaker_closed)
  (normalize (lit 1))
  argmax identity (retry_table))
"""


def test_the_command_places_each_warning_with_a_caret_and_a_fix(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    term = tmp_path / "p.sigma"
    term.write_text(SUSPICIOUS, encoding="utf-8")
    status, out, _ = run(capsys, "lint", str(term))
    assert status == 0  # warnings alone do not fail without --strict
    # top: line 2, column 18; (normalize …): line 3, column 3
    assert out == (
        f"{term}:2:18: unit-child: top in and changes nothing: the normal form drops it "
        "(at $.policy[1].and[2])\n"
        "   2 |   (and meets_req top breaker_closed)\n"
        "     |                  ^\n"
        "  fix: remove top\n"
        f"{term}:3:3: normalize-constant: normalize of a scorer that is the same for every "
        "candidate gives every candidate 0 (one distinct value) (at $.policy[2])\n"
        "   3 |   (normalize (lit 1))\n"
        "     |   ^\n"
        "  fix: normalize a scorer that varies by candidate, like field price_in, "
        "or drop normalize\n"
        "2 warning(s) in 1 file(s)\n"
    )


def test_strict_fails_on_a_warning_and_passes_a_clean_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    term = tmp_path / "p.sigma"
    term.write_text(SUSPICIOUS, encoding="utf-8")
    assert run(capsys, "lint", "--strict", str(term))[0] == 1
    clean = str(EXAMPLES / "design-example.sigma")
    assert run(capsys, "lint", "--strict", clean)[:2] == (0, "0 warning(s) in 1 file(s)\n")


def test_a_misspelt_filter_is_named_with_its_step_under_the_caret(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 33: `(filter_text ["NFKC" "RmZeroWidht"])` passed check and lint
    without a word.  The caret is on the step (column 29 of line 2, counted by
    hand), the fix names RmZeroWidth.  Plant: empty the text registry in
    authoring/directives.py and NFKC is warned too."""
    term = tmp_path / "p.sigma"
    term.write_text(
        "(policy (and meets_req breaker_closed) zero argmax\n"
        '  (seq (filter_text ["NFKC" "RmZeroWidht"]) (filter_image [{GaussianNoise: 0.05}]))\n'
        "  (always {action: abort}))\n",
        encoding="utf-8",
    )
    status, out, _ = run(capsys, "lint", str(term))
    assert status == 0
    assert out.startswith(
        f"{term}:2:29: unknown-directive: Recipe[2]: 'RmZeroWidht' is not a text filter of the "
        "registry (sigma-pol-directives/1) (at $.policy[4].seq[1].filter_text[1])\n"
    )
    assert "  fix: did you mean 'RmZeroWidth'?\n" in out
    assert out.endswith("1 warning(s) in 1 file(s)\n")


def test_a_schema_extends_the_directive_registry(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A host's own filter, declared by the schema's directives as its fields
    are declared: no warning with the schema, one without."""
    term = tmp_path / "p.sigma"
    term.write_text(
        "(policy (and meets_req breaker_closed) zero argmax (filter_image [{Blur: 2}])"
        " (always {action: abort}))\n",
        encoding="utf-8",
    )
    schema = tmp_path / "s.json"
    schema.write_text(json.dumps({"directives": {"image": {"Blur": "number"}}}))
    assert run(capsys, "lint", str(term))[1].endswith("1 warning(s) in 1 file(s)\n")
    assert run(capsys, "lint", str(term), "--schema", str(schema))[:2] == (
        0,
        "0 warning(s) in 1 file(s)\n",
    )
    schema.write_text(json.dumps({"directives": {"image": {"Blur": "numbr"}}}))
    status, _, err = run(capsys, "lint", str(term), "--schema", str(schema))
    assert status == 2
    assert "$.directives.image.Blur: expected a parameter shape: none, number or pair" in err
    assert "did you mean 'number'?" in err


def test_a_json_file_is_placed_by_line_and_column(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    term = tmp_path / "p.json"
    term.write_text('["and",\n  ["meets_req"],\n  ["top"]]\n', encoding="utf-8")
    status, out, _ = run(capsys, "lint", str(term))
    assert status == 0
    assert out.startswith(f"{term}:3:3: unit-child: ")  # ["top"] starts line 3, column 3


def test_several_files_and_a_context_in_one_call(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one, two, ctx = tmp_path / "1.sigma", tmp_path / "2.json", tmp_path / "ctx.json"
    one.write_text("(not (not meets_req))", encoding="utf-8")
    two.write_text(json.dumps(["scale", 0, PRICE]), encoding="utf-8")
    ctx.write_text('{"sate": {}}', encoding="utf-8")
    status, out, _ = run(capsys, "lint", str(one), str(two), "--ctx", str(ctx))
    assert status == 0
    places = [line.split(": ")[0] for line in out.splitlines() if line.startswith(str(tmp_path))]
    assert places == [f"{one}:1:1", f"{two}:1:1", f"{ctx}:$.sate"]
    assert out.endswith("3 warning(s) in 3 file(s)\n")


def test_an_unreadable_or_inadmissible_file_exits_2_after_linting_the_others(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad, good = tmp_path / "bad.sigma", tmp_path / "good.sigma"
    bad.write_text("(normalise (field price_in))", encoding="utf-8")
    good.write_text("(and meets_req top)", encoding="utf-8")
    status, out, err = run(capsys, "lint", str(bad), str(tmp_path / "absent.sigma"), str(good))
    assert status == 2
    assert "unit-child" in out
    assert f"rejected: {bad}:1:1: unknown op 'normalise'" in err
    assert "hint: did you mean 'normalize'?" in err
    assert f"error: {tmp_path / 'absent.sigma'}: No such file" in err
    # the refused files are counted as refused, not as linted clean
    assert out.splitlines()[-1] == "1 warning(s) in 1 file(s), 2 refused (not linted)"


def test_two_refused_files_are_not_counted_as_linted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.sigma"
    bad.write_text("(and meets_req", encoding="utf-8")
    status, out, _err = run(capsys, "lint", str(bad), str(tmp_path / "absent.sigma"))
    assert status == 2
    assert out == "0 warning(s) in 0 file(s), 2 refused (not linted)\n"


def test_findings_are_plain_values() -> None:
    (finding,) = lint_term(admit(["not", ["not", ["meets_req"]]]).term)
    assert finding == Finding(
        "double-negation",
        "not of not is the pred inside: the normal form removes both",
        "write the inner pred alone",
        "$",
    )


def test_a_warning_in_a_sugar_record_is_placed_at_its_member(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`(jitter {temperature: -0.3})` lowers to `(jitter temperature -0.3)`
    placed at the key, its amount at the value: column 31 of line 2 (and an
    Action's key in a retry table at that key: column 47 of line 3)."""
    path = tmp_path / "p.sigma"
    path.write_text(
        "(policy meets_req zero argmax\n"
        "  (pipe (jitter {temperature: -0.3}))\n"
        "  (retry_table {timeout: {action: retry_same, attempts: 2.5}}))\n",
        encoding="utf-8",
    )
    status, out, _err = run(capsys, "lint", str(path))
    assert status == 0
    assert f"{path}:2:31: negative-jitter:" in out
    assert f"{path}:3:47: attempts-not-count:" in out


def test_the_directive_registry_is_the_table_of_chapter_14() -> None:
    """spec/14 §14.5 is the normative list; authoring/directives.py transcribes
    it.  Plant: add a name to either and this fails."""
    from sigma_pol_tools.lint.directives import REGISTRY, VERSION

    chapter = (Path(__file__).parent.parent / "spec" / "14-lint.md").read_text(encoding="utf-8")
    section = chapter.split("## 14.5 The directive registry", 1)[1]
    assert section.startswith(f" `{VERSION}`")
    rows = [
        [cell.strip().strip("`") for cell in line.strip("|").split("|")][:3]
        for line in section.splitlines()
        if line.startswith(("| text", "| image"))
    ]
    assert sorted(rows) == sorted(
        [kind, name, shape] for kind, names in REGISTRY.items() for name, shape in names.items()
    )
