"""Two different values that print alike are shown apart (spec/07 §7.5, §7.6;
issue 33): fuzz once printed ``differs: expect.error: reference $.is[1]:
undeclared field '\\ud800', server $.is[1]: undeclared field '\\ud800'``, a lone
surrogate (printed escaped) against the six characters ``\\ud800``.  Both
reports now add the two values with every character escaped and the first
differing character by code point.

The expectations are written by hand: in ``'\\ud800'`` (after ``$.is[1]:
undeclared field '``, 27 characters) the reference has U+D800, the server a
backslash, U+005C; JSON with ASCII escapes writes them ``\\ud800`` and
``\\\\ud800``.
"""

from __future__ import annotations

from sigma_pol_tools.conformance.certify import Report, Result
from sigma_pol_tools.conformance.compare import Mismatch, apart
from sigma_pol_tools.conformance.fuzz import Divergence, Exchange, FuzzReport, Group
from sigma_pol_tools.conformance.fuzz_report import render_report

SURROGATE = "$.is[1]: undeclared field '\ud800'"
SIX_CHARACTERS = "$.is[1]: undeclared field '\\ud800'"
SHOWN = "$.is[1]: undeclared field '\\ud800'"  # how either prints
APART = (
    "they print alike; escaped: {0} \"$.is[1]: undeclared field '\\ud800'\", "
    "{1} \"$.is[1]: undeclared field '\\\\ud800'\"; "
    "first difference at character 27: U+D800 vs U+005C '\\\\'"
)


def test_certify_shows_apart_what_prints_alike() -> None:
    m = Mismatch("expect.error", SURROGATE, SIX_CHARACTERS)
    report = Report(("srv",), [Result("v", ("is",), (m,))])
    text = " ".join(report.render().split())
    assert f"v: expect.error: want {SHOWN}, got {SHOWN} ({APART.format('want', 'got')})" in text
    assert APART.format("want", "got") in report.to_json()["outcomes"]["v"]["why"]


def test_fuzz_shows_apart_what_prints_alike() -> None:
    m = Mismatch("expect.error", SURROGATE, SIX_CHARACTERS)
    exchange = Exchange({"kind": "pred"}, "{}", {"name": None}, {"name": None}, (m,))
    report = FuzzReport(("srv",), 0, requests=1, diverged=1)
    report.groups[("is", m.field)] = Group("is", m.field, [Divergence(exchange, ("is",), (), 1)], 1)
    text = render_report(report)
    assert f"differs:   expect.error: reference {SHOWN}, server {SHOWN}" in text
    assert f"({APART.format('reference', 'server')})" in text


def test_values_that_print_differently_or_alike_by_type() -> None:
    assert apart("a", "b", "a", "b") == ""  # the shown texts tell them apart already
    # the string "1" and the number 1 print alike as certify shows values
    assert apart("1", 1, "1", "1") == 'they print alike; escaped: want "1", got 1'
    # a string cut short: no differing character, the lengths
    assert apart("ab", "a", "x", "x").endswith("one is the other cut (lengths 2 and 1)")
