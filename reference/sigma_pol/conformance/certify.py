"""The certifier: replay the golden vectors against another implementation
(spec/07-conformance.md §7.5).

The implementation under test runs as a subprocess speaking the conformance
protocol on its standard input and output.  Every vector is sent without its
expectations (:func:`sigma_pol.conformance.generate.request_of`), one line at a
time; each answer is compared with :func:`sigma_pol.conformance.compare.mismatches`.
An answer that does not come within the timeout, or a process that exits, is a
failure of that vector; the process is then restarted for the rest, so one hang
does not hide every other result.  The report is the checklist: per operation
the passed and failed vectors, per failure the field and both values, the
operations the failing vector covers and the likely culprit among them.

A failing vector marks every operation it covers as failed, though usually
one of them is wrong.  :func:`likely_culprits` names the few operations that
explain every failure: greedily, the operation in the most failing vectors
not yet explained, ties going to the one with fewer passing vectors (an
operation that passes elsewhere is less suspect).  On the mutants of
:mod:`.mutants`, each wrong in one operation, it names exactly that operation
for 89 of 93; the other four are killed by one or two vectors only, which
also cover an operation with fewer passing vectors (tests/test_certify.py).
"""

from __future__ import annotations

import contextlib
import queue
import subprocess
import threading
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import IO, Any, Final

from ..core.admission import is_valid_unicode
from ..core.errors import InputError, SigmaPolError
from ..core.jsonio import read_json, write_json
from ..core.signature import SIGNATURE
from .compare import Mismatch, mismatches
from .generate import request_of

#: The row of vectors that exercise no operation (a malformed schema, say).
NO_OP: Final = "(no operation)"


@dataclass(frozen=True, slots=True)
class Result:
    name: str
    covers: tuple[str, ...]
    mismatches: tuple[Mismatch, ...]

    @property
    def passed(self) -> bool:
        return not self.mismatches


@dataclass
class Report:
    command: tuple[str, ...]
    results: list[Result] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return all(r.passed for r in self.results)

    def by_op(self) -> dict[str, tuple[list[str], list[str]]]:
        """For each operation in signature order: (passed vector names, failed ones)."""
        rows: dict[str, tuple[list[str], list[str]]] = {op: ([], []) for op in SIGNATURE}
        for result in self.results:
            for op in result.covers or (NO_OP,):
                passed, failed = rows.setdefault(op, ([], []))
                (passed if result.passed else failed).append(result.name)
        return rows

    def failing_ops(self) -> list[str]:
        return [op for op, (_p, failed) in self.by_op().items() if failed]

    def culprits(self) -> list[Culprit]:
        return likely_culprits(self.results)

    def to_json(self) -> dict[str, Any]:
        failures = [
            {
                "vector": r.name,
                "field": m.field,
                "want": m.want,
                "got": m.got,
                "covers": list(r.covers),
            }
            for r in self.results
            for m in r.mismatches
        ]
        return {
            "command": list(self.command),
            "vectors": len(self.results),
            "passed": sum(1 for r in self.results if r.passed),
            "failed": sum(1 for r in self.results if not r.passed),
            "ops": {
                op: {"passed": passed, "failed": failed}
                for op, (passed, failed) in self.by_op().items()
            },
            "failures": failures,
            "culprits": [
                {"op": c.op, "failed": c.failed, "passed": c.passed, "explains": list(c.explains)}
                for c in self.culprits()
            ],
            "ok": self.passed,
        }

    def render(self) -> str:
        """The human-readable checklist."""
        rows = self.by_op()
        width = max(len(op) for op in rows)
        lines = [f"certify: {' '.join(self.command)}", ""]
        for op, (passed, failed) in rows.items():
            total = len(passed) + len(failed)
            mark = "ok  " if not failed else "FAIL"
            line = f"{mark} {op:<{width}}  {len(passed):>3} / {total:<3} passed"
            if failed:
                line += "  failed: " + ", ".join(failed)
            lines.append(line)
        failing = [r for r in self.results if not r.passed]
        if failing:
            culprits = self.culprits()
            lines += ["", "failures:"]
            for r in failing:
                for m in r.mismatches:
                    lines.append(f"  {r.name}: {m.field}: want {_show(m.want)}, got {_show(m.got)}")
                suspects = [c.op for c in culprits if c.op in r.covers]
                if r.covers:
                    lines.append(
                        f"    covers {', '.join(r.covers)}; likely culprit: {', '.join(suspects)}"
                    )
            if culprits:
                lines += ["", "likely culprits (between them in every failing vector):"]
            for c in culprits:
                total = c.failed + c.passed
                lines.append(f"  {c.op:<{width}}  fails {c.failed} of its {total} vectors")
        passed_count = sum(1 for r in self.results if r.passed)
        conforming = sum(1 for op in SIGNATURE if not rows[op][1])
        lines += [
            "",
            f"{passed_count} / {len(self.results)} vectors passed; "
            f"{conforming} / {len(SIGNATURE)} operations conform",
        ]
        return "\n".join(lines)


@dataclass(frozen=True, slots=True)
class Culprit:
    """A likely wrong operation: the failing vectors it was chosen to explain
    (those no earlier culprit is in) and how many vectors covering it fail and pass."""

    op: str
    explains: tuple[str, ...]
    failed: int
    passed: int


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


def _show(value: Any) -> str:
    text = write_json(value) if not isinstance(value, str) else value
    return text if len(text) <= 300 else text[:297] + "..."


class _Server:
    """The implementation under test: one process, answer lines read by a thread."""

    def __init__(self, command: Sequence[str]) -> None:
        try:
            self.process = subprocess.Popen(
                list(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE
            )
        except OSError as e:
            raise InputError(command[0], e.strerror or "cannot start") from None
        self.lines: queue.Queue[bytes] = queue.Queue()
        self.sender: threading.Thread | None = None
        stdout = self.process.stdout
        assert stdout is not None
        threading.Thread(target=self._read, args=(stdout,), daemon=True).start()

    def _read(self, stdout: IO[bytes]) -> None:
        for line in stdout:
            self.lines.put(line)
        self.lines.put(b"")  # end of output

    def ask(self, line: str, timeout: float) -> str | Mismatch:
        """The answer line, or why there is none.

        The request is written by a thread: a process that stops reading its
        input fills the pipe, and a write from here would then block forever."""
        stdin = self.process.stdin
        assert stdin is not None
        deadline = time.monotonic() + timeout
        outcome: queue.Queue[bool] = queue.Queue()

        def send() -> None:
            try:
                stdin.write(line.encode("utf-8", "surrogatepass") + b"\n")
                stdin.flush()
            except OSError:
                outcome.put(False)
            else:
                outcome.put(True)

        self.sender = threading.Thread(target=send, daemon=True)
        self.sender.start()
        try:
            sent = outcome.get(timeout=timeout)
        except queue.Empty:
            sent = False
        if not sent:
            return Mismatch("answer", "an answer line", "the process stopped reading")
        try:
            raw = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            return Mismatch("answer", "an answer line", f"no answer within {timeout:g} s")
        if raw == b"":
            return Mismatch("answer", "an answer line", "the process exited")
        return raw.decode("utf-8", "replace")

    def stop(self, hung: bool = False) -> None:
        if hung:
            self.process.kill()
        # A write still blocked holds the pipe's lock; it ends with the pipe.
        writing = self.sender is not None and self.sender.is_alive()
        if self.process.stdin is not None and not writing:
            with contextlib.suppress(OSError):
                self.process.stdin.close()
        try:
            self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def check_answer(vector: Mapping[str, Any], line: str) -> list[Mismatch]:
    """How one answer line differs from the vector's expectation."""
    try:
        answer = read_json(line)
    except SigmaPolError as e:
        return [Mismatch("answer", "a JSON line", f"{e}")]
    out = mismatches(vector, answer)
    name = echoed_name(vector)
    if isinstance(answer, dict) and answer.get("name") != name:
        out.insert(0, Mismatch("name", name, answer.get("name")))
    return out


def echoed_name(vector: Mapping[str, Any]) -> str | None:
    """The ``name`` an answer to the vector's request echoes (spec/07 §7.1): the
    request's ``name`` if it is a string of valid Unicode, else ``null`` (also
    for a line that is not JSON)."""
    try:
        request = read_json(request_of(dict(vector)))
    except SigmaPolError:
        return None
    name = request.get("name") if isinstance(request, dict) else None
    return name if isinstance(name, str) and is_valid_unicode(name) else None


def certify(
    vectors: Sequence[Mapping[str, Any]],
    command: Sequence[str],
    timeout: float = 10.0,
    progress: Callable[[int, int, int], None] | None = None,
) -> Report:
    """Replay every vector against ``command``; ``progress(done, total, failed)``
    is called after each vector."""
    report = Report(tuple(command))
    server = _Server(command)
    failed = 0
    try:
        for done, vector in enumerate(vectors, start=1):
            got = server.ask(request_of(dict(vector)), timeout)
            if isinstance(got, Mismatch):
                problems = [got]
                server.stop(hung=True)
                server = _Server(command)
            else:
                problems = check_answer(vector, got)
            covers = tuple(str(op) for op in vector.get("covers", ()))
            report.results.append(Result(str(vector.get("name")), covers, tuple(problems)))
            failed += bool(problems)
            if progress is not None:
                progress(done, len(vectors), failed)
    finally:
        server.stop()
    return report


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
