"""The line client of a conformance server (reference/sigma_pol_tools/conformance/server.py,
spec/07 §7.5): answers, each way of giving none, when a server is unusable, and
what it keeps of standard error.  The servers are one-line shell or Python
programs, so each case costs a process start, not a vector run."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from sigma_pol_tools.conformance.server import (
    MAX_LINE,
    START_ATTEMPTS,
    STDERR_LINES,
    STDERR_WIDTH,
    BadLine,
    NoAnswer,
    Server,
    ServerUnusable,
    cut,
    read_line,
)

from .inprocess import ANSWER_WAIT

#: Echoes each line; exits with status 5 (after saying so) on a line `die`.
ECHO_OR_DIE = (
    "import sys\n"
    "for line in sys.stdin:\n"
    "    if line.strip() == 'die':\n"
    "        sys.stderr.write('asked to die\\n'); sys.exit(5)\n"
    "    print(line.strip(), flush=True)\n"
)


def test_an_answer_is_the_line_without_its_end() -> None:
    with Server(["cat"], timeout=ANSWER_WAIT) as server:
        assert server.ask('{"name":"a"}') == '{"name":"a"}'
        # A lone surrogate goes out as its three bytes; bytes that are not UTF-8
        # coming back are no answer line, shown escaped, and the process lives on.
        with pytest.raises(BadLine) as info:
            server.ask("é \ud800")
        assert info.value.why == (
            'an answer line that is not valid UTF-8: byte 3 (0xed) in "é \\xed\\xa0\\x80"'
        )
        assert server.ask("b\r") == "b"  # a CR before the LF is part of the line end
        assert (server.started, server.answered) == (1, 3)


def test_an_over_long_line_is_read_and_dropped_not_kept() -> None:
    script = "import sys\nfor line in sys.stdin:\n    print('x' * (20 << 20) if line == 'big\\n' else line, end='' if line != 'big\\n' else '\\n', flush=True)\n"
    with Server([sys.executable, "-c", script], timeout=ANSWER_WAIT) as server:
        with pytest.raises(BadLine) as info:
            server.ask("big")
        assert info.value.why.startswith(
            f"an answer line of {(20 << 20) + 1} bytes, longer than the {MAX_LINE} bytes read"
        )
        assert server.ask("after") == "after"


def test_read_line_keeps_at_most_the_limit() -> None:
    stream = io.BytesIO(b"abcdefgh\nij\nklm")
    assert read_line(stream, 4) == (b"abcd", 9)
    assert read_line(stream, 4) == (b"ij\n", 3)
    assert read_line(stream, 4) == (b"klm", 3)
    assert read_line(stream, 4) == (b"", 0)


def test_a_process_that_exits_gives_its_status_and_stderr_then_a_fresh_one_starts() -> None:
    with Server([sys.executable, "-c", ECHO_OR_DIE], timeout=ANSWER_WAIT) as server:
        assert server.ask("one") == "one"
        with pytest.raises(NoAnswer) as info:
            server.ask("die")
        assert info.value.why == "the process exited"
        assert info.value.status == 5
        assert info.value.stderr_tail == ("asked to die",)
        assert info.value.describe() == (
            "the process exited (exit status 5); its standard error ends: asked to die"
        )
        assert server.exit_status == 5
        assert server.ask("two") == "two"
        assert server.started == 2


def test_deaths_after_an_answer_never_make_the_server_unusable() -> None:
    with Server([sys.executable, "-c", ECHO_OR_DIE], timeout=ANSWER_WAIT) as server:
        assert server.ask("one") == "one"
        for _ in range(START_ATTEMPTS + 2):
            with pytest.raises(NoAnswer):
                server.ask("die")
        assert server.ask("still") == "still"


def test_a_server_that_exits_at_start_up_is_unusable_after_three_processes(
    tmp_path: Path,
) -> None:
    starts = tmp_path / "starts"
    command = ["sh", "-c", f"echo x >> {starts}; echo boom >&2; echo bang >&2; exit 3"]
    with Server(command, timeout=ANSWER_WAIT) as server:
        for _ in range(START_ATTEMPTS - 1):
            with pytest.raises(NoAnswer) as info:
                server.ask("{}")
            assert info.value.status == 3
        with pytest.raises(ServerUnusable) as unusable:
            server.ask("{}")
    assert unusable.value.status == 3
    assert unusable.value.stderr_tail == ("boom", "bang")
    assert "the server cannot start: 3 processes in a row" in unusable.value.describe()
    assert starts.read_text().count("x") == START_ATTEMPTS


def test_a_server_that_never_answers_times_out_and_is_killed() -> None:
    with Server(["sleep", "60"], timeout=0.3) as server:
        with pytest.raises(NoAnswer) as info:
            server.ask("{}")
        assert info.value.why == "no answer within 0.3 s"
        assert info.value.status is None  # killed: no exit status of its own


def test_a_server_that_stops_reading_does_not_block_the_writer() -> None:
    with Server(["sleep", "60"], timeout=0.3) as server:
        with pytest.raises(NoAnswer) as info:
            server.ask("x" * 4_000_000)  # more than any pipe buffer
        assert info.value.why == "the process stopped reading its input"


def test_a_command_that_does_not_exist_is_unusable_at_once() -> None:
    with pytest.raises(ServerUnusable) as info:
        Server(["/nonexistent/server"]).start()
    assert info.value.why == "cannot start /nonexistent/server: No such file or directory"


def test_only_the_end_of_stderr_is_kept_and_long_lines_are_cut() -> None:
    noisy = (
        "import sys\n"
        f"for i in range({STDERR_LINES + 5}): sys.stderr.write(f'line {{i}}\\n')\n"
        f"sys.stderr.write('y' * {STDERR_WIDTH + 50} + '\\n')\n"
        "sys.exit(2)\n"
    )
    with (
        Server([sys.executable, "-c", noisy], timeout=ANSWER_WAIT) as server,
        pytest.raises(NoAnswer) as info,
    ):
        server.ask("{}")
    tail = info.value.stderr_tail
    assert len(tail) == STDERR_LINES
    assert tail[0] == f"line {6}"
    assert tail[-1] == "y" * STDERR_WIDTH + "… (50 more characters)"


def test_cut_says_how_much_it_left_out() -> None:
    assert cut("abc", 3) == "abc"
    assert cut("abcdef", 3) == "abc… (3 more characters)"
