"""The text syntax on the command line: fmt, parse, decode, and text files for
check, encode, id and eval.

The commands run in this process (tests/inprocess.py: the same status,
standard output and error), but for the refusals, read from a pipe by a
``python -m sigma_pol_tools.cli`` process for each of six commands."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import sigma_pol as sigma_pol_process
from .inprocess import sigma_pol

TEXT = """# a filter with sugar
(all_of requirements (price_max {input: 5}))
"""


@pytest.fixture
def text_file(tmp_path: Path) -> Path:
    path = tmp_path / "filter.sigma"
    path.write_text(TEXT, encoding="utf-8")
    return path


def test_check_encode_and_id_read_text_files(text_file: Path) -> None:
    assert sigma_pol("check", str(text_file)).stdout == "Pred\n"
    encoding = 'sigma-pol/v2:(and (cmp "price_in" "le" 5) (meets_req))\n'
    assert sigma_pol("encode", str(text_file)).stdout == encoding
    json_id = sigma_pol("id", "-", stdin='["and", ["meets_req"], ["cmp", "price_in", "le", 5]]')
    assert sigma_pol("id", str(text_file)).stdout == json_id.stdout


def test_eval_reads_a_text_policy(tmp_path: Path) -> None:
    (tmp_path / "p.sigma").write_text("(policy top (field context) argmax id (retry_table))")
    (tmp_path / "c.json").write_text(
        '[{"provider_id": "a", "model_family": "m"},'
        ' {"provider_id": "b", "model_family": "m", "capabilities": {"context": 5}}]'
    )
    done = sigma_pol("eval", str(tmp_path / "p.sigma"), "--candidates", str(tmp_path / "c.json"))
    assert [e["provider"] for e in json.loads(done.stdout)["ordered"]] == ["b", "a"]


def test_fmt_keeps_comments_and_sugar_and_lower_prints_the_core_term(text_file: Path) -> None:
    assert sigma_pol("fmt", str(text_file)).stdout == TEXT
    lowered = "(and meets_req (cmp price_in le 5))\n"
    assert sigma_pol("fmt", "--lower", str(text_file)).stdout == lowered
    from_json = sigma_pol("fmt", "-", stdin='["and", ["meets_req"], ["cmp", "price_in", "le", 5]]')
    assert from_json.stdout == lowered
    narrow = sigma_pol("fmt", "--lower", str(text_file), "--width", "20")
    assert narrow.stdout == "(and\n  meets_req\n  (cmp price_in le 5))\n"
    narrow = sigma_pol("fmt", str(text_file), "--width", "20")
    assert (
        narrow.stdout
        == "# a filter with sugar\n(all_of\n  requirements\n  (price_max {\n    input: 5\n  }))\n"
    )


MESSY = "(all_of   requirements # keep\n   (price_max {input = 5,}))"
TIDY = "(all_of\n  requirements  # keep\n  (price_max {input: 5}))\n"


def test_fmt_check_exits_1_naming_the_first_line_that_differs(tmp_path: Path) -> None:
    tidy, messy = tmp_path / "tidy.sigma", tmp_path / "messy.sigma"
    tidy.write_text(TIDY, encoding="utf-8")
    messy.write_text(MESSY, encoding="utf-8")
    done = sigma_pol("fmt", "--check", str(tidy))
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    done = sigma_pol("fmt", "--check", str(tidy), str(messy))
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == (
        f"sigma-pol: {messy}:1: not formatted (sigma-pol fmt --write {messy} formats it)\n"
    )
    assert messy.read_text(encoding="utf-8") == MESSY


def test_fmt_write_rewrites_only_what_is_not_formatted(tmp_path: Path) -> None:
    tidy, messy = tmp_path / "tidy.sigma", tmp_path / "messy.sigma"
    tidy.write_text(TIDY, encoding="utf-8")
    messy.write_text(MESSY, encoding="utf-8")
    before = tidy.stat().st_mtime_ns
    done = sigma_pol("fmt", "-i", str(tidy), str(messy))
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    assert messy.read_text(encoding="utf-8") == TIDY
    assert tidy.stat().st_mtime_ns == before
    assert sigma_pol("fmt", "--check", str(messy)).returncode == 0


@pytest.mark.parametrize(
    ("args", "stdin", "message"),
    [
        (["--write", "-"], "(top)", "error: -: --write rewrites files in place"),
        (["--check", "-"], '["top"]', "error: -: this file is JSON, and --check and --write"),
        (["a.sigma", "b.sigma"], "", "error: fmt: give one file to print, or several with"),
        (["--check", "--write", "-"], "(top)", "not allowed with argument"),
    ],
)
def test_fmt_refuses_what_it_cannot_do(args: list[str], stdin: str, message: str) -> None:
    done = sigma_pol("fmt", *args, stdin=stdin)
    assert done.returncode == 2 and done.stdout == ""
    assert message in done.stderr and "Traceback" not in done.stderr


def test_fmt_refuses_a_syntax_error_printing_and_writing_nothing(tmp_path: Path) -> None:
    broken = tmp_path / "broken.sigma"
    # a term takes no commas: the first one, in column 19, is refused
    text = "# a comment\n(all_of requirements\n  (tier_in partner, marketplace))\n"
    broken.write_text(text, encoding="utf-8")
    for args in ([], ["--write"], ["--check"], ["--lower"]):
        done = sigma_pol("fmt", *args, str(broken))
        assert (done.returncode, done.stdout) == (2, "")
        assert done.stderr == (
            f"sigma-pol: error: {broken}:3:19: expected a value, a term or `)`, found `,`\n"
            "   3 |   (tier_in partner, marketplace))\n"
            "     |                   ^\n"
        )
        assert broken.read_text(encoding="utf-8") == text


def test_fmt_reads_without_admitting_and_lower_admits(tmp_path: Path) -> None:
    """A policy being written formats before it is admitted; --lower prints the
    term admission sees, so it needs an admitted one (and takes --schema)."""
    done = sigma_pol("fmt", "-", stdin="(tier_in partner tee)  # tee: a tier of my own\n")
    assert done.stdout == "(tier_in partner tee)  # tee: a tier of my own\n"
    done = sigma_pol("fmt", "--lower", "-", stdin="(tier_in partner tee)")
    assert done.returncode == 1 and "rejected: -:1:18: unknown tier 'tee'" in done.stderr
    schema = tmp_path / "schema.json"
    schema.write_text('{"tier_order": ["fallback", "partner", "tee"]}', encoding="utf-8")
    done = sigma_pol("fmt", "--lower", "--schema", str(schema), "-", stdin="(tier_in partner tee)")
    assert done.stdout == "(or (tier_eq partner) (tier_eq tee))\n"


@pytest.mark.parametrize("width", ["0", "-5", "19", "wide"])
def test_fmt_refuses_a_width_no_layout_can_use(text_file: Path, width: str) -> None:
    done = sigma_pol("fmt", str(text_file), "--width", width)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "--width: expected a whole number of columns >= 20" in done.stderr


def test_parse_prints_the_json_term(text_file: Path) -> None:
    done = sigma_pol("parse", str(text_file))
    assert json.loads(done.stdout) == ["and", ["meets_req"], ["cmp", "price_in", "le", 5]]


def test_decode_takes_the_encoding_or_stdin() -> None:
    encoding = 'sigma-pol/v2:(and (cmp "price_in" "le" 5) (meets_req))'
    want = ["and", ["cmp", "price_in", "le", 5], ["meets_req"]]
    assert json.loads(sigma_pol("decode", encoding).stdout) == want
    assert json.loads(sigma_pol("decode", "-", stdin=encoding + "\n").stdout) == want


@pytest.mark.parametrize(
    ("command", "stdin", "status", "message"),
    [
        ("check", "(and meets_req", 2, "error: -:1:1: this `(` is never closed\n"),
        ("fmt", "(cmp price_in le", 2, "error: -:1:1: this `(` is never closed"),
        ("parse", "(frob)", 1, "rejected: -:1:1: unknown op 'frob' (at $)\n   1 | (frob)\n"),
        ("encode", "sigma-pol/v3:(top)", 2, "error: -:1:1: this text is tagged sigma-pol/v3"),
        ("decode", "sigma-pol/v2:(top )", 2, "error: 1:18: not a canonical encoding"),
        ("id", "(" * 100_000, 2, "terms nest deeper than 64 levels here (the admission limit)"),
    ],
)
def test_refusals_name_the_line_and_column(
    command: str, stdin: str, status: int, message: str
) -> None:
    done = sigma_pol_process(command, "-", stdin=stdin)
    assert done.returncode == status
    assert message in done.stderr
    assert "Traceback" not in done.stderr


def test_help_lists_the_sugar() -> None:
    done = sigma_pol("fmt", "--help")
    assert "(tier_in t …) = (or (tier_eq t) …)" in done.stdout


def test_a_binary_file_is_refused_at_its_first_byte_that_is_not_utf8(tmp_path: Path) -> None:
    """Not a bracket error somewhere in the noise: the byte, where it is, and why."""
    binary = tmp_path / "image.sigma"
    binary.write_bytes(b"(top\x89PNG\r\n\x1a\n\x00\x00)]")
    for command in ("check", "fmt", "parse"):
        done = sigma_pol(command, str(binary))
        assert done.returncode == 2
        assert f"{binary}:1:5: byte 0x89 is not UTF-8" in done.stderr
        assert "Traceback" not in done.stderr
