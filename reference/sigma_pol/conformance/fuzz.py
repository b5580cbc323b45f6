"""The differential fuzzer: generated requests answered by the reference and by a
server, compared member by member (spec/07-conformance.md §7.6).

Each request of the seeded stream (:mod:`.fuzz_gen`) is written as one
protocol line, answered in this process by :func:`.protocol.answer` and sent
to the server under test; the two answers are compared as the certifier
compares an answer with a vector (:func:`.compare.mismatches`, the names
too).  A request on which they differ is a **divergence**: it is minimized
(:mod:`.minimize`) while they still differ in the same member, and filed in a
group named by that member and by the operations the minimal request needs
(for a term the reference refuses, the operation its error names).
A few divergences per kind and member are minimized; later ones only count.

The server is anything with ``ask(line) -> line`` (:class:`Server`): a child
process in practice (:mod:`.fuzz_process`), a variation of the reference in
this process for the mutation report (:class:`InProcessServer`).  A server
that exits or hangs is restarted and the request counts as a divergence in
the member ``answer``; one that cannot start, dies again at once, dies on
many requests in a row or answers a line that is not JSON is **unusable**
(:class:`ServerUnusable`).
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final, Protocol

from ..core.errors import InputError
from ..core.jsonio import read_json, to_output, write_json
from ..core.terms import JSON
from .claims import HELLO, Claim, claim_of_hello, place
from .compare import Mismatch, mismatches
from .fuzz_gen import Focus, RequestGenerator
from .fuzz_pins import pins_of
from .fuzz_run import minimize_run, with_runs
from .generate import covers
from .minimize import DEFAULT_TRIES, minimize, needed_ops
from .protocol import AlgebraFactory, answer

#: Requests per run when neither a count nor a time is given.
DEFAULT_COUNT: Final = 2000
#: Minimized divergences per (kind, member) and per run; later ones are counted in
#: the group of the last one of their kind and member, or filed as found.
MINIMIZED_PER_SIGNATURE: Final = 2
MINIMIZED_PER_RUN: Final = 24
#: Requests in a row on which the server dies before it counts as unusable.
DEATHS_IN_A_ROW: Final = 10
#: What the server is asked first, and after each restart, to see that it answers.
PROBE: Final = '{"kind":"encoding","name":"fuzz-probe","term":["top"]}'
#: Generated requests in a row outside the claim after which the run ends.
MAX_SKIPPED_IN_A_ROW: Final = 5000


class ServerUnusable(Exception):
    """The server cannot be used: why, and what it left (exit status, standard error)."""

    def __init__(self, why: str, status: int | None = None, stderr: str = "") -> None:
        super().__init__(why)
        self.why = why
        self.status = status
        self.stderr = stderr


class Server(Protocol):
    """A server under test.  ``ask`` raises :class:`ServerUnusable` when no answer
    line comes (the server is then stopped); ``stop`` ends it and returns its exit
    status and the tail of its standard error."""

    def ask(self, line: str) -> str: ...

    def stop(self) -> tuple[int | None, str]: ...


StartServer = Callable[[], Server]


class InProcessServer:
    """A server computed in this process by :func:`.protocol.answer` under an
    algebra (a mutant's, say).  An exception is a death, as a crash would be."""

    def __init__(self, algebra: AlgebraFactory | None = None) -> None:
        self.algebra = algebra

    def ask(self, line: str) -> str:
        try:
            request = read_json(line)
        except InputError as e:
            return write_json({"name": None, "error": str(e)})
        try:
            return write_json(answer(request, algebra=self.algebra))
        except Exception as e:  # a variation that raises has died on this request
            raise ServerUnusable(f"raised {type(e).__name__}: {e}") from None

    def stop(self) -> tuple[int | None, str]:
        return None, ""


def request_line(request: JSON) -> str:
    """The protocol line of a request: raw UTF-8, or escapes when a string holds a
    lone surrogate (no UTF-8 can); ``NaN`` and ``Infinity`` for non-finite floats."""
    line = json.dumps(request, ensure_ascii=False, separators=(",", ":"))
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(request, separators=(",", ":"))
    return line


#: The member a reference answer carries when the reference itself failed.
REFERENCE_FAILED: Final = "reference_failed"


def reference_answer(line: str) -> dict[str, JSON]:
    """The reference's answer to a protocol line, decoded (as ``serve`` writes it).

    A bug of the reference (an exception no input check raised) is an answer
    marked ``reference_failed``: a finding that :func:`differences` reports
    against every server, minimized like a divergence, never a crash of fuzz."""
    try:
        request = read_json(line)
    except InputError as e:
        return {"name": None, "error": str(e)}
    try:
        out: dict[str, JSON] = to_output(answer(request))
    except Exception as e:  # the reference's own bug, reported as a finding
        name = request.get("name") if isinstance(request, dict) else None
        said = f"{type(e).__name__}: {str(e)[:200]!r}"
        why = f"internal error ({said}) of the reference; please report it"
        return {"name": name, "error": f"$: {why}", REFERENCE_FAILED: True}
    return out


def differences(request: JSON, reference: dict[str, JSON], got: JSON) -> list[Mismatch]:
    """How the server's answer differs from the reference's (chapter 7 §7.1)."""
    if reference.get(REFERENCE_FAILED):
        return [Mismatch("reference", "an answer of the reference", reference["error"])]
    kind = request.get("kind") if isinstance(request, dict) else None
    expectation: dict[str, JSON] = {"kind": kind}
    if "error" in reference:
        expectation["input_error"] = reference["error"]
        if "at" in reference:  # the place of the error is compared (spec/07 §7.1)
            expectation["input_error_at"] = reference["at"]
    else:
        expectation["expect"] = reference["expect"]
        if "cases" in reference:
            expectation["cases"] = reference["cases"]
    out = mismatches(expectation, got)
    if isinstance(got, dict) and got.get("name") != reference.get("name"):
        out.insert(0, Mismatch("name", reference.get("name"), got.get("name")))
    return out


@dataclass(frozen=True)
class Exchange:
    """One request, the reference's answer, the server's decoded answer (``None``
    when it ``died``: exited, hung or stopped reading; the first difference,
    in the member ``answer``, then says how)."""

    request: JSON
    line: str
    reference: dict[str, JSON]
    server: JSON
    differences: tuple[Mismatch, ...]
    died: bool = False

    def shown_server(self) -> JSON:
        """What the server answered, or why it gave no answer."""
        if self.died:
            why: JSON = self.differences[0].got
            return why
        return self.server


class Session:
    """The server under test, restarted when it dies."""

    def __init__(self, start: StartServer) -> None:
        self._start = start
        self.server = self._started()
        self.restarts = 0

    def _started(self) -> Server:
        server = self._start()
        try:
            self._decoded(server, server.ask(PROBE))
        except ServerUnusable as e:
            raise ServerUnusable(
                f"no answer to a first request: {e.why}", e.status, e.stderr
            ) from e
        return server

    @staticmethod
    def _decoded(server: Server, raw: str) -> JSON:
        try:
            return read_json(raw)
        except InputError:
            status, stderr = server.stop()
            shown = raw if len(raw) <= 200 else raw[:197] + "..."
            why = f"answered a line that is not JSON: {shown!r}"
            raise ServerUnusable(why, status, stderr) from None

    def exchange(self, request: JSON) -> Exchange:
        line = request_line(request)
        reference = reference_answer(line)
        try:
            raw = self.server.ask(line)
        except ServerUnusable as e:
            self.restarts += 1
            self.server = self._started()
            died = Mismatch("answer", "an answer line", e.why)
            return Exchange(request, line, reference, None, (died,), died=True)
        got = self._decoded(self.server, raw)
        return Exchange(request, line, reference, got, tuple(differences(request, reference, got)))

    def stop(self) -> tuple[int | None, str]:
        return self.server.stop()

    def hello(self) -> Claim:
        """What the server claims (spec/07 §7.5 "Claims"): its answer to ``hello``;
        everything when it answers with an error, not at all, or not JSON (the
        first request then decides whether it is usable)."""
        try:
            raw = self.server.ask(HELLO)
        except ServerUnusable as e:
            self.restarts += 1
            self.server = self._started()
            return Claim(source=f"no answer to hello ({e.why}): everything claimed")
        try:
            answer = read_json(raw)
        except InputError:
            return Claim(source="hello not understood: everything claimed")
        if not isinstance(answer, dict) or answer.get("name") != "hello":
            return Claim(source="hello not understood: everything claimed")
        try:
            return claim_of_hello(answer)
        except InputError as e:
            status, stderr = self.server.stop()
            why = f"its answer to hello is malformed: {e.where}: {e.why}"
            raise ServerUnusable(why, status, stderr) from None


@dataclass(frozen=True)
class Divergence:
    """A minimal diverging request: its exchange, the operations it needs, the
    pinned rules it touches, and the number of the request that first showed it."""

    exchange: Exchange
    ops: tuple[str, ...]
    pins: tuple[str, ...]
    found_at: int

    @property
    def member(self) -> str:
        """The answer member that differs (the first, when several do)."""
        return self.exchange.differences[0].field


@dataclass
class Group:
    """Divergences needing the same operations and differing in the same member."""

    label: str
    member: str
    minimal: list[Divergence] = field(default_factory=list)
    count: int = 0


@dataclass
class FuzzReport:
    command: tuple[str, ...]
    seed: int
    requests: int = 0
    seconds: float = 0.0
    diverged: int = 0
    groups: dict[tuple[str, str], Group] = field(default_factory=dict)
    unusable: ServerUnusable | None = None
    #: What the server claims; the generated requests outside it (not sent) by
    #: what is not claimed; the divergences on a waived rule (not filed) by rule.
    claim: Claim = field(default_factory=Claim)
    not_claimed: Counter[str] = field(default_factory=Counter)
    waived: Counter[str] = field(default_factory=Counter)

    @property
    def divergences(self) -> list[Divergence]:
        return [d for g in self.groups.values() for d in g.minimal]


@dataclass(frozen=True)
class Options:
    seed: int = 0
    count: int | None = DEFAULT_COUNT
    seconds: float | None = None
    focus: Focus = field(default_factory=Focus)
    #: stop at the first divergence (the mutation report needs no more)
    first_only: bool = False
    tries: int = DEFAULT_TRIES
    #: ask the server for its claim first, and narrow it (the user's flags)
    hello: bool = True
    narrow: Callable[[Claim], Claim] = lambda claim: claim


def fuzz(
    start: StartServer,
    options: Options,
    command: tuple[str, ...] = (),
    progress: Callable[[FuzzReport], None] | None = None,
) -> FuzzReport:
    """Run the stream of ``options.seed`` against the server ``start`` starts."""
    report = FuzzReport(command, options.seed)
    began = time.monotonic()
    deadline = None if options.seconds is None else began + options.seconds
    minimized: Counter[tuple[str, str]] = Counter()
    latest: dict[tuple[str, str], Group] = {}
    try:
        session = Session(start)
        report.claim = options.narrow(session.hello() if options.hello else Claim())
    except ServerUnusable as e:
        report.unusable = e
        return report
    claim = report.claim
    focus = options.focus
    kinds = [k for k in focus.kinds if k in claim.kinds]
    if not kinds:
        session.stop()
        report.unusable = ServerUnusable(
            f"the server claims none of the kinds to send ({', '.join(focus.kinds)})"
        )
        return report
    generator = with_runs(RequestGenerator(options.seed, Focus(kinds, focus.ops)), options.seed)
    skipped_in_a_row = 0
    deaths = 0
    try:
        while (options.count is None or report.requests < options.count) and (
            deadline is None or time.monotonic() < deadline
        ):
            request = generator.next()
            outside = place(request, claim) if isinstance(request, dict) else None
            if outside is not None and outside.outcome == "not claimed":
                report.not_claimed[outside.why] += 1
                skipped_in_a_row += 1
                if skipped_in_a_row > MAX_SKIPPED_IN_A_ROW:
                    break  # the stream has little left inside the claim
                continue
            skipped_in_a_row = 0
            exchange = session.exchange(request)
            report.requests += 1
            deaths = deaths + 1 if exchange.died else 0
            if deaths >= DEATHS_IN_A_ROW:
                status, stderr = session.stop()
                why = f"died on {deaths} requests in a row, the last: {exchange.line[:200]}"
                raise ServerUnusable(why, status, stderr)
            waived = _waived(exchange, claim)
            if waived:
                report.waived[waived] += 1
            elif exchange.differences:
                report.diverged += 1
                kind = exchange.request.get("kind") if isinstance(exchange.request, dict) else None
                signature = (str(kind), exchange.differences[0].field)
                known = latest.get(signature)
                allowed = (
                    minimized[signature] < MINIMIZED_PER_SIGNATURE
                    and sum(minimized.values()) < MINIMIZED_PER_RUN
                )
                if known is not None and not allowed:
                    known.count += 1
                elif allowed:
                    minimized[signature] += 1
                    divergence = _minimal(session, exchange, report.requests, options.tries, claim)
                    latest[signature] = _file(report, divergence, str(kind))
                else:  # past the run's minimizations: filed as found
                    pins = pins_of(exchange.request, exchange.reference, exchange.differences)
                    divergence = Divergence(exchange, (), pins, report.requests)
                    latest[signature] = _file(report, divergence, str(kind))
                if options.first_only:
                    break
            report.seconds = time.monotonic() - began
            if progress is not None:
                progress(report)
    except ServerUnusable as e:
        report.unusable = e
    finally:
        session.stop()
        report.seconds = time.monotonic() - began
    return report


def _waived(exchange: Exchange, claim: Claim) -> str:
    """The waived rule a divergence touches (``""``: none, or no divergence)."""
    if not exchange.differences or not claim.waives:
        return ""
    pins = pins_of(exchange.request, exchange.reference, exchange.differences)
    return next((rule for rule in pins if rule in claim.waives), "")


def _minimal(
    session: Session, found: Exchange, number: int, tries: int, claim: Claim | None = None
) -> Divergence:
    member = found.differences[0].field

    def diverges(request: JSON) -> bool:
        if (
            claim is not None
            and isinstance(request, dict)
            and place(request, claim).outcome == "not claimed"
        ):
            return False  # a smaller request the server does not claim to answer
        exchange = session.exchange(request)
        if claim is not None and _waived(exchange, claim):
            return False
        return any(m.field == member for m in exchange.differences)

    is_run = isinstance(found.request, dict) and found.request.get("kind") == "run"
    smallest = (minimize_run if is_run else minimize)(found.request, diverges, tries)
    exchange = session.exchange(smallest)
    if not any(m.field == member for m in exchange.differences):
        exchange = found  # a server that does not answer alike twice: keep what was seen
    expect = exchange.reference.get("expect")
    if isinstance(expect, dict) and expect.get("rejected") is True:
        ops = tuple(covers(read_json(exchange.line)))  # the operation the refusal names
    else:
        ops = needed_ops(exchange.request, diverges)
    pins = pins_of(exchange.request, exchange.reference, exchange.differences)
    return Divergence(exchange, ops, pins, number)


def _file(report: FuzzReport, divergence: Divergence, kind: str) -> Group:
    label = ", ".join(divergence.ops) if divergence.ops else f"{kind} request"
    key = (label, divergence.member)
    group = report.groups.setdefault(key, Group(label, divergence.member))
    if all(d.exchange.line != divergence.exchange.line for d in group.minimal):
        group.minimal.append(divergence)
    group.count += 1
    return group
