"""The certifier: replay the golden vectors against another implementation
(spec/07-conformance.md §7.5).

The implementation under test runs as a :class:`~.server.Server` speaking the
conformance protocol on its standard input and output.  Every vector is sent
without its expectations (:func:`sigma_pol_tools.conformance.generate.request_of`),
one line at a time; each answer is compared with
:func:`sigma_pol_tools.conformance.compare.mismatches`.  An answer that does not come
within the timeout, or a process that exits, is a failure of that vector (with
the exit status and the end of standard error); the process is then restarted
for the rest, so one hang does not hide every other result.

The run stops early, raising :class:`~.server.ServerUnusable`, when a report
would mean nothing: the server cannot start (:mod:`.server`), or its answers
are out of step with the requests (:class:`OutOfStep`: an answer named after
another vector, typically because a banner line on standard output shifted
every answer by one).

The report is the checklist: per operation the passed and failed vectors
(``untested`` when no vector covers it), per failure the field and both
values, the operations the failing vector covers and the likely culprit among
them, and the failures grouped by the pinned rules (chapter 8) their vectors
depend on.

A failing vector marks every operation it covers as failed, though usually
one of them is wrong.  :func:`likely_culprits` names the few operations that
explain every failure: greedily, the operation in the most failing vectors
not yet explained, ties going to the one with fewer passing vectors (an
operation that passes elsewhere is less suspect).  On the mutants of the
checkout's ``mutation.mutants``, each wrong in one operation, it names exactly
that operation for 94 of 96; the other two are killed by two or three vectors
only, which also cover an operation with fewer passing vectors
(tests/test_certify.py).
"""

from __future__ import annotations

import difflib
import textwrap
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass, field, replace
from typing import Final

from sigma_pol.syntax.errors import InputError, SigmaPolError
from sigma_pol.syntax.jsonio import is_valid_unicode, read_json, write_json
from sigma_pol.syntax.signature import SIGNATURE, VERSION
from sigma_pol.syntax.terms import JSON

from .claims import HELLO, Claim, claim_of_hello, claim_text, grouped, place
from .compare import Mismatch, apart, mismatches
from .generate import request_of, vectors_from_json
from .report_format import CertifyReport, Failure, Outcome
from .schema import vectors_schema
from .schema_check import first_problem
from .server import BadLine, NoAnswer, Server, ServerUnusable, cut
from .vectors.vector import Vector, annotation

#: The row of vectors that exercise no operation (a malformed schema, say).
NO_OP: Final = "(no operation)"
#: How much of an answer line that is not JSON a failure shows.
SHOWN_LINE: Final = 200


@dataclass(frozen=True, slots=True)
class Result:
    name: str
    covers: tuple[str, ...]
    mismatches: tuple[Mismatch, ...]
    #: The protocol line sent, the vector's note, and the pinned rules it depends on.
    request: str = ""
    note: str = ""
    pins: tuple[str, ...] = ()
    kind: str = ""

    @property
    def passed(self) -> bool:
        return not self.mismatches


@dataclass(frozen=True, slots=True)
class Skipped:
    """A vector not sent: outside the claim (``outcome`` ``"not claimed"``, ``why``
    names what is not claimed) or relying on a waived rule (``"waived"``, ``why``
    the rule and the reason given)."""

    name: str
    kind: str
    covers: tuple[str, ...]
    pins: tuple[str, ...]
    outcome: str
    why: str


@dataclass
class Report:
    command: tuple[str, ...]
    results: list[Result] = field(default_factory=list)
    #: The reference's package version, and the vector file's name (``None``: the
    #: reference's own vectors) and version; the command fills them in.
    reference: str = ""
    vectors_file: str | None = None
    vectors_version: str = ""
    #: What the server claims (with the user's flags applied), and the vectors
    #: not sent because they are outside it or rely on a waived rule.
    claim: Claim = field(default_factory=Claim)
    skipped: list[Skipped] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        """Whether the implementation conforms on its claim: every vector run
        passed, and at least one ran."""
        return bool(self.results) and all(r.passed for r in self.results)

    def not_claimed(self) -> list[Skipped]:
        return [v for v in self.skipped if v.outcome == "not claimed"]

    def waived(self) -> dict[str, list[str]]:
        """Per waived rule, the vectors not run because they rely on it."""
        rows: dict[str, list[str]] = {rule: [] for rule in self.claim.waives}
        for v in self.skipped:
            if v.outcome == "waived":
                rows[v.why.partition(":")[0]].append(v.name)
        return rows

    def by_op(self) -> dict[str, tuple[list[str], list[str]]]:
        """For each claimed operation in signature order: (passed vector names,
        failed ones blamed on it).  A failing vector is blamed on the likely
        culprits it covers (:meth:`blamed`), not on every operation it covers."""
        return {op: (passed, failed) for op, (passed, failed, _e) in self.op_rows().items()}

    def op_rows(self) -> dict[str, tuple[list[str], list[str], list[str]]]:
        """:meth:`by_op` with, third, the failing vectors covering the operation
        that are blamed on another one."""
        rows: dict[str, tuple[list[str], list[str], list[str]]] = {
            op: ([], [], []) for op in SIGNATURE if op in self.claim.ops
        }
        blamed = self.blamed()
        for result in self.results:
            for op in result.covers or (NO_OP,):
                passed, failed, elsewhere = rows.setdefault(op, ([], [], []))
                if result.passed:
                    passed.append(result.name)
                elif op in blamed.get(result.name, (op,)):
                    failed.append(result.name)
                else:
                    elsewhere.append(result.name)
        return rows

    def blamed(self) -> dict[str, tuple[str, ...]]:
        """Per failing vector, the operations it is blamed on: the likely culprits
        it covers.  None when no failing vector got an answer to compare (every
        operation a failing vector covers is then as suspect as another)."""
        if self._nothing_compared():
            return {}
        culprits = [c.op for c in self.culprits()]
        return {
            r.name: tuple(op for op in culprits if op in r.covers)
            for r in self.results
            if not r.passed and r.covers
        }

    def untested(self) -> list[str]:
        """The claimed operations no vector of the run covers: neither conforming nor failing."""
        return [
            op
            for op, (passed, failed, elsewhere) in self.op_rows().items()
            if not passed and not failed and not elsewhere and op != NO_OP
        ]

    def by_kind(self) -> dict[str, tuple[list[str], list[str]]]:
        """For each claimed kind: (passed vector names, failed ones)."""
        rows: dict[str, tuple[list[str], list[str]]] = {k: ([], []) for k in self.claim.kinds}
        for result in self.results:
            passed, failed = rows.setdefault(result.kind, ([], []))
            (passed if result.passed else failed).append(result.name)
        return rows

    def failing_ops(self) -> list[str]:
        return [op for op, (_p, failed) in self.by_op().items() if failed]

    def by_pin(self) -> dict[str, tuple[list[str], list[str]]]:
        """For each pinned rule a vector depends on, sorted: (passed names, failed names)."""
        rows: dict[str, tuple[list[str], list[str]]] = {}
        for result in self.results:
            for pin in result.pins:
                passed, failed = rows.setdefault(pin, ([], []))
                (passed if result.passed else failed).append(result.name)
        return dict(sorted(rows.items()))

    def culprits(self) -> list[Culprit]:
        return likely_culprits(self.results)

    def to_json(self) -> CertifyReport:
        """The ``--json`` report (§7.5; its type and reader: :mod:`.report_format`)."""
        who = self.claim.implementation
        failures: list[Failure] = [
            {
                "vector": r.name,
                "field": m.field,
                "want": m.want,
                "got": m.got,
                "covers": list(r.covers),
                "pins": list(r.pins),
                "note": r.note,
                "request": r.request,
            }
            for r in self.results
            for m in r.mismatches
        ]
        return {
            "command": list(self.command),
            "reference": self.reference,
            "specification": VERSION,
            "vectors_file": self.vectors_file,
            "vectors_version": self.vectors_version,
            "vectors": len(self.results),
            "passed": sum(1 for r in self.results if r.passed),
            "failed": sum(1 for r in self.results if not r.passed),
            "ops": {
                op: {"passed": passed, "failed": failed, "elsewhere": elsewhere}
                for op, (passed, failed, elsewhere) in self.op_rows().items()
            },
            "untested": self.untested(),
            "pins": {
                pin: {"passed": passed, "failed": failed}
                for pin, (passed, failed) in self.by_pin().items()
            },
            "failures": failures,
            "culprits": [
                {"op": c.op, "failed": c.failed, "passed": c.passed, "explains": list(c.explains)}
                for c in self.culprits()
            ],
            "implementation": None if who is None else who.to_json(),
            "claim": self.claim.to_json(),
            "claim_source": self.claim.source,
            "waived": {
                rule: {"why": self.claim.waives[rule], "vectors": names}
                for rule, names in self.waived().items()
            },
            "not_claimed": [{"vector": v.name, "why": v.why} for v in self.not_claimed()],
            "outcomes": self.outcomes(),
            "summary": self.summary(),
            "ok": self.passed,
        }

    def outcomes(self) -> dict[str, Outcome]:
        """Every vector of the file (or of ``--only``) by name: its kind, the
        operations it covers, its pins, and ``outcome`` (``pass``, ``fail``,
        ``not claimed``, ``waived``) with ``why`` for the last three."""
        out: dict[str, Outcome] = {}
        for r in self.results:
            why = "; ".join(_difference(m) for m in r.mismatches)
            out[r.name] = {
                "kind": r.kind,
                "covers": list(r.covers),
                "pins": list(r.pins),
                "outcome": "pass" if r.passed else "fail",
                "why": why,
            }
        for v in self.skipped:
            out[v.name] = {
                "kind": v.kind,
                "covers": list(v.covers),
                "pins": list(v.pins),
                "outcome": v.outcome,
                "why": v.why,
            }
        return out

    def header(self) -> list[str]:
        source = self.vectors_file or "the reference's own"
        lines = [
            f"certify: {' '.join(self.command)}",
            f"reference: sigma-pol {self.reference} (specification {VERSION}); "
            f"vectors: {source} ({self.vectors_version}), {len(self.results)} run",
        ]
        who = self.claim.implementation
        if who is not None:
            lines.append(f"implementation: {who.label()}")
        lines += _wrapped(
            f"claim: {self.claim_text()}" + (f"; {self.claim.source}" if self.claim.source else "")
        )
        if self.claim.not_compared:
            lines += _wrapped(
                "not compared (a decisions-only claim): the answers' "
                + ", ".join(self.claim.not_compared)
            )
        return lines

    def claim_text(self) -> str:
        return claim_text(self.claim)

    def render(self, verbose: bool = False) -> str:
        """The human-readable checklist; ``verbose`` adds each failing vector's
        request line and note."""
        rows = self.op_rows()
        blamed = self.blamed()
        width = max(len(op) for op in rows)
        lines = [*self.header(), ""]
        for op, (passed, failed, elsewhere) in rows.items():
            total = len(passed) + len(failed) + len(elsewhere)
            if not total:
                continue  # listed once below
            mark = "ok  " if not failed else "FAIL"
            line = f"{mark} {op:<{width}}  {len(passed):>3} / {total:<3} passed"
            if failed:
                line += "  failed: " + ", ".join(failed)
            if elsewhere:
                others = sorted({o for n in elsewhere for o in blamed[n]}, key=_signature_order)
                line += f"  ({len(elsewhere)} failing, blamed on {', '.join(others)})"
            lines.append(line)
        untested = self.untested()
        if untested:
            lines += textwrap.wrap(
                f"untested (no vector of this run covers them): {', '.join(untested)}",
                width=88,
                subsequent_indent="  ",
                break_on_hyphens=False,
            )
        lines += self._skipped_lines(verbose)
        failing = [r for r in self.results if not r.passed]
        if failing:
            lines += ["", "failures:", *self._failures(failing, verbose)]
            lines += self._culprit_lines(width)
            lines += self._pin_lines(failing)
        counts, verdict = self.summary().split("\n")
        lines += ["", *_wrapped(counts), *_wrapped(verdict)]
        return "\n".join(lines)

    def _skipped_lines(self, verbose: bool) -> list[str]:
        lines: list[str] = []
        not_claimed = self.not_claimed()
        if not_claimed:
            lines += _wrapped(
                f"not claimed (not sent): {len(not_claimed)} vectors; "
                + "; ".join(grouped(Counter(v.why for v in not_claimed)))
            )
            if verbose:
                lines += [f"  {v.name}: needs {v.why}" for v in not_claimed]
        for rule, names in self.waived().items():
            why = self.claim.waives[rule]
            lines += _wrapped(f"waived (not sent): {rule} ({why}): {len(names)} vectors")
            if verbose and names:
                lines += _wrapped("  " + ", ".join(names))
        return ["", *lines] if lines else []

    def _nothing_compared(self) -> bool:
        """Whether every failure is the lack of a usable answer (then the
        operations the vectors cover are no more suspect than any other)."""
        return all(m.field == "answer" for r in self.results for m in r.mismatches)

    def _failures(self, failing: Sequence[Result], verbose: bool) -> Iterable[str]:
        culprits = [] if self._nothing_compared() else self.culprits()
        for r in failing:
            for m in r.mismatches:
                yield f"  {r.name}: {_difference(m)}"
            suspects = [c.op for c in culprits if c.op in r.covers]
            if suspects:
                yield f"    covers {', '.join(r.covers)}; likely culprit: {', '.join(suspects)}"
            elif r.covers:
                yield f"    covers {', '.join(r.covers)}"
            if r.pins:
                yield f"    depends on pinned rule(s): {', '.join(r.pins)}"
            if verbose:
                if r.note:
                    yield f"    note: {r.note}"
                yield f"    request: {r.request}"

    def _culprit_lines(self, width: int) -> list[str]:
        culprits = self.culprits()
        if self._nothing_compared():
            return ["", "no likely culprit: no failing vector got an answer to compare"]
        if not culprits:
            return []
        lines = ["", "likely culprits (between them in every failing vector):"]
        for c in culprits:
            total = c.failed + c.passed
            lines.append(f"  {c.op:<{width}}  fails {c.failed} of its {total} vectors")
        return lines

    def _pin_lines(self, failing: Sequence[Result]) -> list[str]:
        pins = self.by_pin()
        if not pins:
            return []
        lines = ["", "failures by pinned rule (spec chapter 8):"]
        width = max(len(pin) for pin in pins)
        for pin, (passed, failed) in pins.items():
            total = len(passed) + len(failed)
            lines.append(f"  {pin:<{width}}  {len(failed)} of its {total} vectors fail")
        unpinned = sum(1 for r in failing if not r.pins)
        if unpinned:
            lines.append(f"  {unpinned} failing vector(s) depend on no pinned rule")
        else:
            lines.append("  every failing vector depends on a pinned rule: the differences are")
            lines.append("  only where chapter 8 pins a choice upstream leaves open")
        return lines

    def summary(self) -> str:
        """Two lines: the counts, and the verdict on the claim (its untested
        operations named apart: an operation no vector covers is not certified)."""
        rows = self.by_op()
        claimed = [op for op in SIGNATURE if op in rows]
        passed_count = sum(1 for r in self.results if r.passed)
        conforming = sum(1 for op in claimed if rows[op][0] and not rows[op][1])
        never = self.untested()
        untested = len(never)
        text = (
            f"{passed_count} / {len(self.results)} vectors passed; "
            f"{conforming} / {len(claimed)} operations conform"
        )
        text += f", {untested} untested" if untested else ""
        skipped = [f"{len(self.not_claimed())} vectors not claimed"] if self.not_claimed() else []
        waived = sum(len(v) for v in self.waived().values())
        skipped += [f"{waived} waived"] if self.claim.waives else []
        text += f" ({', '.join(skipped)})" if skipped else ""
        failed = len(self.results) - passed_count
        if not self.results:
            verdict = "nothing certified: no vector of the claim ran"
        elif failed:
            verdict = (
                f"does not conform on its claim: {failed} of its {len(self.results)} vectors fail"
            )
        else:
            tested = replace(self.claim, ops=tuple(op for op in self.claim.ops if op not in never))
            verdict = f"conforms on its claim: {claim_text(tested)}"
            if never:
                verdict += f"; untested, so not certified: {', '.join(never)}"
        return text + "\n" + verdict


@dataclass(frozen=True, slots=True)
class Culprit:
    """A likely wrong operation: the failing vectors it was chosen to explain
    (those no earlier culprit is in) and how many vectors covering it fail and pass."""

    op: str
    explains: tuple[str, ...]
    failed: int
    passed: int


def _signature_order(op: str) -> int:
    return list(SIGNATURE).index(op) if op in SIGNATURE else len(SIGNATURE)


def likely_culprits(results: Sequence[Result]) -> list[Culprit]:
    """The fewest operations that between them appear in every failing vector
    (that covers any), chosen greedily: the operation in most of the failing
    vectors left, then the one with fewer passing vectors, then signature order."""
    passing = Counter(op for r in results if r.passed for op in r.covers)
    failing = Counter(op for r in results if not r.passed for op in r.covers)
    order = {op: i for i, op in enumerate(SIGNATURE)}
    left = [r for r in results if not r.passed and r.covers]
    out = []
    while left:
        counts = Counter(op for r in left for op in r.covers)
        op = min(counts, key=lambda o: (-counts[o], passing[o], order.get(o, len(order)), o))
        explains = tuple(r.name for r in left if op in r.covers)
        out.append(Culprit(op, explains, failing[op], passing[op]))
        left = [r for r in left if op not in r.covers]
    return out


def _show(value: JSON) -> str:
    """A value from a vector or an answer on one printable line (lone surrogates
    escaped), cut after 300 characters."""
    text = write_json(value) if not isinstance(value, str) else value
    return cut(text, 300)


def _difference(m: Mismatch) -> str:
    """One differing field: both values, and where they differ when they print
    alike (:func:`.compare.apart`)."""
    want, got = _show(m.want), _show(m.got)
    alike = apart(m.want, m.got, want, got)
    return f"{m.field}: want {want}, got {got}" + (f" ({alike})" if alike else "")


def _wrapped(text: str) -> list[str]:
    return textwrap.wrap(text, width=88, subsequent_indent="  ", break_on_hyphens=False)


# ---------------------------------------------------------------------------
# the vector file and the subset to run


def vector_file(doc: JSON) -> tuple[str, list[Vector]]:
    """The version and vectors of a decoded vector file, after checking it
    against the vector schema (spec/07 §7.3): :class:`InputError` at the JSON
    path of the first problem otherwise."""
    problem = first_problem(vectors_schema(), doc)
    if problem is not None:
        raise InputError(*problem)
    return vectors_from_json(doc)


def select(vectors: Sequence[Vector], wanted: Sequence[str]) -> list[Vector]:
    """The vectors named in ``wanted``, or covering an operation named there, in
    file order; :class:`InputError` for a name that is neither."""
    names = {str(v.get("name")) for v in vectors}
    covered = {op for v in vectors for op in annotation(v, "covers")}
    for word in wanted:
        if word in names or word in covered:
            continue
        if word in SIGNATURE:
            raise InputError("--only", f"no vector covers the operation {word!r}")
        close = difflib.get_close_matches(word, sorted(names | set(SIGNATURE)), n=3)
        hint = f" (did you mean {', '.join(repr(c) for c in close)}?)" if close else ""
        raise InputError("--only", f"no vector or operation named {word!r}{hint}")
    chosen = set(wanted)
    return [
        v
        for v in vectors
        if str(v.get("name")) in chosen or chosen.intersection(annotation(v, "covers"))
    ]


# ---------------------------------------------------------------------------
# the run


class OutOfStep(ServerUnusable):
    """An answer named after another vector: answers and requests no longer pair up."""


def check_answer(
    vector: Mapping[str, JSON], line: str, not_compared: Sequence[str] = ()
) -> list[Mismatch]:
    """How one answer line differs from the vector's expectation (the members
    of ``expect`` in ``not_compared`` left out: a decisions-only claim)."""
    try:
        answer = read_json(line)
    except SigmaPolError as e:
        return [Mismatch("answer", "a JSON line", f"{cut(line, SHOWN_LINE)!r} ({e})")]
    out = mismatches(vector, answer, not_compared)
    if isinstance(answer, dict) and not {"expect", "error"} & answer.keys():
        members = ", ".join(sorted(answer)) or "none"
        out.append(Mismatch("answer", "an expect or an error member", f"members: {members}"))
    name = echoed_name(vector)
    if isinstance(answer, dict) and answer.get("name") != name:
        out.insert(0, Mismatch("name", name, answer.get("name")))
    return out


def _answer_name(line: str) -> str | None:
    try:
        answer = read_json(line)
    except SigmaPolError:
        return None
    name = answer.get("name") if isinstance(answer, dict) else None
    return name if isinstance(name, str) else None


def out_of_step(
    index: int,
    vectors: Sequence[Mapping[str, JSON]],
    line: str,
    stray: str | None,
    hello: bool = False,
) -> OutOfStep | None:
    """An :class:`OutOfStep` when the answer to ``vectors[index]`` is named
    after another vector of the run, or after ``hello`` when it was sent first
    (``stray``: an earlier unmatched line)."""
    got = _answer_name(line)
    want = vectors[index].get("name")
    if got is None or got == want:
        return None
    other = next((i for i, v in enumerate(vectors) if v.get("name") == got), None)
    if other is None and hello and got == "hello":
        other = -1
    if other is None:
        return None
    when = "an earlier" if other < index else "a later"
    after = "the hello request" if other < 0 else f"{when} vector (#{other + 1})"
    why = (
        f"the answers are out of step with the requests: the answer to vector "
        f"#{index + 1} {want!r} is named {got!r}, after {after}; "
        f"stopped after {index + 1} vectors, no report"
    )
    if other < index:
        hint = (
            "the server printed something besides its answers on standard output "
            "(a banner before its first answer, or a log line?); every non-empty "
            "request line gets exactly one answer line, and nothing else goes there"
        )
        if stray is not None:
            hint += f". The first line that answered nothing: {stray}"
    else:
        hint = "the server skipped an answer, or echoes a name other than the request's"
    return OutOfStep(why, hint=hint)


def echoed_name(vector: Mapping[str, JSON]) -> str | None:
    """The ``name`` an answer to the vector's request echoes (spec/07 §7.1): the
    request's ``name`` if it is a string of valid Unicode, else ``null`` (also
    for a line that is not JSON)."""
    try:
        request = read_json(request_of(dict(vector)))
    except SigmaPolError:
        return None
    name = request.get("name") if isinstance(request, dict) else None
    return name if isinstance(name, str) and is_valid_unicode(name) else None


def _quoted(line: str) -> str:
    """An answer line (valid UTF-8) as a message shows it: cut, quoted, escaped."""
    return repr(cut(line, SHOWN_LINE))


def ask_hello(server: Server) -> tuple[Claim, str | None]:
    """Ask the server who it is and what it claims (spec/07 §7.5 "Claims"); the
    claim, and the answer line when it was not an answer to ``hello`` (a
    banner, say: the first line that answered nothing).  A server that answers
    with an error, or gives no usable answer, claims everything; a malformed
    ``hello`` answer makes the server unusable."""
    try:
        line = server.ask(HELLO)
    except NoAnswer as e:
        return Claim(source=f"no answer to hello ({e.describe()}): everything claimed"), None
    except BadLine as e:
        return Claim(source=f"hello not understood ({e.why}): everything claimed"), f"'{e.shown}'"
    try:
        answer = read_json(line)
    except SigmaPolError:
        return Claim(source="hello not understood: everything claimed"), _quoted(line)
    if not isinstance(answer, dict) or answer.get("name") != "hello":
        return Claim(source="hello not understood: everything claimed"), _quoted(line)
    if not {"error", "claims", "implementation", "waives"} & answer.keys():
        return Claim(source="hello not understood: everything claimed"), _quoted(line)
    try:
        return claim_of_hello(answer), None
    except InputError as e:
        raise ServerUnusable(
            f"the server's answer to hello is malformed: {e.where}: {e.why}",
            hint="answer hello as spec/07 §7.5 says, or with an error to claim everything",
        ) from None


def partition(
    vectors: Sequence[Mapping[str, JSON]], claim: Claim
) -> tuple[list[Mapping[str, JSON]], list[Skipped]]:
    """The vectors inside the claim, in order, and those not sent (not claimed, waived)."""
    run: list[Mapping[str, JSON]] = []
    skipped: list[Skipped] = []
    for vector in vectors:
        where = place(vector, claim)
        if where.outcome == "claimed":
            run.append(vector)
        else:
            r = _result(vector, "", [])
            skipped.append(Skipped(r.name, r.kind, r.covers, r.pins, where.outcome, where.why))
    return run, skipped


def certify(
    vectors: Sequence[Mapping[str, JSON]],
    command: Sequence[str],
    timeout: float = 10.0,
    progress: Callable[[int, int, int], None] | None = None,
    narrow: Callable[[Claim], Claim] = lambda claim: claim,
    hello: bool = True,
    jobs: int = 1,
) -> Report:
    """Replay the vectors inside the server's claim against ``command``: the
    claim is its answer to ``hello`` (unless ``hello`` is false: everything)
    passed through ``narrow`` (the user's flags); ``progress(done, total,
    failed)`` is called after each vector.  With ``jobs`` above 1 the vectors
    are split over that many processes of the command by position (vector
    ``i`` to process ``i % jobs``, the first the one asked ``hello``) and their
    results read back in file order, so the report is the one a single process
    gives a server whose answers depend on the request alone.  Raises
    :class:`ServerUnusable` (or its :class:`OutOfStep`) when the run cannot
    give a meaningful report."""
    report = Report(tuple(command))
    with ExitStack() as stack:
        # every process started at once: the others start up while the first answers hello
        servers = [stack.enter_context(Server(command, timeout)) for _ in range(max(jobs, 1))]
        for one in servers:
            one.start()
        server = servers[0]
        claim, stray = ask_hello(server) if hello else (Claim(), None)
        report.claim = narrow(claim)
        chosen, report.skipped = partition(vectors, report.claim)
        del servers[max(len(chosen), 1) :]  # no process without a vector (closed on exit)
        counts = [0, 0]  # done, failed
        lock = threading.Lock()

        def tick(passed: bool) -> None:
            with lock:
                counts[0] += 1
                counts[1] += not passed
                if progress is not None:
                    progress(counts[0], len(chosen), counts[1])

        n = len(servers)

        def share(k: int) -> list[Result]:
            first = k == 0
            return _replayed(
                servers[k], chosen[k::n], stray if first else None, hello and first, report, tick
            )

        if n == 1:
            shares = [share(0)]
        else:
            with ThreadPoolExecutor(n) as pool:
                shares = list(pool.map(share, range(n)))
        report.results = [shares[i % n][i // n] for i in range(len(chosen))]
    return report


def _replayed(
    server: Server,
    chosen: Sequence[Mapping[str, JSON]],
    stray: str | None,
    hello: bool,
    report: Report,
    tick: Callable[[bool], None],
) -> list[Result]:
    """The vectors ``chosen`` sent to one server in order, each answer checked
    (``stray``: the first line that answered nothing so far; ``hello``: whether
    this server was asked ``hello``)."""
    results = []
    for done, vector in enumerate(chosen, start=1):
        request = request_of(dict(vector))
        try:
            line = server.ask(request)
        except NoAnswer as e:
            problems = [Mismatch("answer", "an answer line", e.describe())]
        except BadLine as e:
            problems = [Mismatch("answer", "an answer line", e.why)]
        else:
            shifted = out_of_step(done - 1, chosen, line, stray, hello)
            if shifted is not None:
                raise shifted
            problems = check_answer(vector, line, report.claim.not_compared)
            if problems and stray is None and _answer_name(line) != vector.get("name"):
                stray = _quoted(line)
        results.append(_result(vector, request, problems))
        tick(not problems)
    return results


def _result(vector: Mapping[str, JSON], request: str, problems: list[Mismatch]) -> Result:
    def strings(key: str) -> tuple[str, ...]:
        value = vector.get(key, ())
        return tuple(str(x) for x in value) if isinstance(value, list) else ()

    note = vector.get("note")
    return Result(
        str(vector.get("name")),
        strings("covers"),
        tuple(problems),
        request,
        note if isinstance(note, str) else "",
        strings("pins"),
        str(vector.get("kind")),
    )


def progress_printer(
    write: Callable[[str], None], every: float = 1.0
) -> Callable[[int, int, int], None]:
    """A progress callback printing one line at most every ``every`` seconds,
    starting after the first ``every`` seconds (short runs print nothing)."""
    start = time.monotonic()
    last = [start]

    def show(done: int, total: int, failed: int) -> None:
        now = time.monotonic()
        if now - last[0] >= every or (done == total and now - start >= every):
            last[0] = now
            write(f"certify: {done} / {total} vectors, {failed} failed")

    return show
