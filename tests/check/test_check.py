"""The checker on answers of our own: each wrong one fails exactly the check it
breaks; the files that cannot be checked say why in one line (no Qt here)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from fifo_gui.check import CHECKS
from fifo_gui.check.runner import CheckProcess, check_file
from fifo_gui.core.ledger import Ledger, Record
from fifo_gui.core.recording import EVENT_TYPES, event_from
from fifo_gui.core.states import TaskState

ANSWERS = Path(__file__).resolve().parent / "answers"
SKELETON = Path(__file__).resolve().parents[2] / "resources" / "exercise" / "fifo_scheduler.py"

FAILS = {
    "right": set(),
    "no_sentinel_check": {"stop-returns"},
    "no_break": {"stop-returns"},
    "no_try_except": {"survives-failure"},
    # It survives the lesson's ValueError, not another Exception.
    "catches_value_error": {"survives-failure"},
    "busy_wait": {"no-busy-wait"},
    "get_timeout": {"no-busy-wait"},
    "loses_kwargs": {"passes-arguments"},
    # LIFO takes the stop signal, put last, before the task queued ahead of it.
    "lifo": {"fifo-order", "stop-drains"},
    "stop_no_join": {"stop-returns"},
    "stop_drops": {"stop-drains"},
    "schedule_waits": {"runs-in-background"},
    # Its worker dies of task_done() once B has run: C, the idle wait, D and stop fail.
    "task_done_twice": {
        "fifo-order",
        "passes-arguments",
        "stop-drains",
        "stop-returns",
        "no-busy-wait",
    },
    # Right answers in other styles: the checker watches what their code does
    # (puts, gets, the calls of its own task functions), never the item's shape.
    "items_partial": set(),
    "items_namedtuple": set(),
    "items_dataclass": set(),
    "items_tuple": set(),
    "items_dict": set(),
    "items_lambda": set(),
    # Two workers (one started in __init__, one in start()) and one STOP: which
    # worker takes it is a race, and either way one worker never stops.
    "two_workers_one_stop": {"stop-returns"},
    # It starts itself in __init__; the start() called next finds it running.
    "starts_itself": set(),
    # Its start() makes self.tasks anew: the queue observed is the one used.
    "start_replaces_queue": set(),
}


@pytest.mark.parametrize("name", sorted(FAILS))
def test_each_answer_fails_exactly_what_it_breaks(name: str) -> None:
    report = check_file(ANSWERS / f"{name}.py")
    assert report.unusable == ""
    assert [v.check for v in report.verdicts] == list(CHECKS)
    failed = {v.check for v in report.verdicts if not v.passed}
    assert failed == FAILS[name], [v.line() for v in report.verdicts]
    assert report.exit_code == (1 if FAILS[name] else 0)
    for verdict in report.verdicts:
        assert verdict.line().startswith(("PASS ", "FAIL "))
        assert verdict.evidence


def test_the_evidence_names_what_went_wrong() -> None:
    lines = {v.check: v.evidence for v in check_file(ANSWERS / "no_try_except.py").verdicts}
    assert "died at task" in lines["survives-failure"]
    assert "ValueError" in lines["survives-failure"]
    assert "never ran" in lines["survives-failure"]
    report = check_file(ANSWERS / "catches_value_error.py")
    survives = next(v for v in report.verdicts if v.check == "survives-failure")
    assert "failing_task() raised ValueError and the worker went on" in survives.evidence
    assert "died at task 9, another_failing_task(): RuntimeError" in survives.evidence
    assert "task 10 never ran" in survives.evidence
    assert survives.task_id == 9
    lines = {v.check: v.evidence for v in check_file(ANSWERS / "loses_kwargs.py").verdicts}
    assert "keyword arguments were lost" in lines["passes-arguments"]
    lines = {v.check: v.evidence for v in check_file(ANSWERS / "busy_wait.py").verdicts}
    assert "get_nowait()" in lines["no-busy-wait"]
    # It checks the sentinel and goes on: asked whether it checked, the student looks
    # at the wrong line (a teacher's walk); what is missing is the way out.
    lines = {v.check: v.evidence for v in check_file(ANSWERS / "no_break.py").verdicts}
    assert "break out when it takes the sentinel" in lines["stop-returns"]


def test_a_worker_that_died_is_named_with_its_exception() -> None:
    report = check_file(ANSWERS / "task_done_twice.py")
    death = (
        "died at task 3, sample_task(name='Task B', duration=1): "
        "ValueError: task_done() called too many times"
    )
    for verdict in report.verdicts:
        assert (death in verdict.evidence) is not verdict.passed, verdict.line()


def test_the_skeleton_fails_every_check() -> None:
    report = check_file(SKELETON)
    assert report.unusable == ""
    assert not any(v.passed for v in report.verdicts), [v.line() for v in report.verdicts]


@pytest.mark.parametrize(
    ("name", "content", "why"),
    [
        ("missing.py", None, "no such file"),
        ("notes.txt", "hello", "not Python"),
        ("binary.py", b"\xff\xfe\x00junk", "not Python"),
        ("broken.py", "def f(:\n    pass\n", "syntax error at line 1"),
        (
            "latin1.py",
            b"# caf\xe9\nx = 1\n",
            "not Python (not UTF-8 text: line 1, column 6 (byte 0xE9); save it as UTF-8, "
            "or name its encoding in a coding line)",
        ),
        (
            "notepad_unicode.py",
            "\ufeffx = 1\r\n".encode("utf-16-le"),
            "not Python (saved as UTF-16, which Python cannot run: save it as UTF-8)",
        ),
        ("klingon.py", b"# -*- coding: klingon -*-\nx = 1\n", "unknown encoding: klingon"),
        ("ascii.py", b"# coding: ascii\nx = 'caf\xe9'\n", "its coding line says ascii"),
        ("nul.py", b"x = 1\0\n", "holds a NUL byte"),
        ("no_class.py", "class Scheduler:\n    pass\n", "no FIFOScheduler class"),
        ("raises.py", "raise RuntimeError('no')\n", "raised RuntimeError: no"),
        (
            "exits.py",
            "import sys\nsys.exit(3)\n",
            "raised SystemExit (sys.exit() was called with 3)",
        ),
        ("exits_none.py", "import sys\nsys.exit()\n", "raised SystemExit (sys.exit() was called)"),
        ("hangs.py", "while True:\n    pass\n", "did not finish within 3 s"),
    ],
)
def test_what_cannot_be_checked_says_why(
    tmp_path: Path, name: str, content: str | bytes | None, why: str
) -> None:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content, encoding="utf-8")
    began = time.monotonic()
    report = check_file(path)
    assert why in report.unusable
    assert "\n" not in report.unusable and "Traceback" not in report.unusable
    assert report.exit_code == 2
    assert time.monotonic() - began < 6


def _saved_by_notepad(text: str) -> bytes:
    """Windows Notepad's "UTF-8 with BOM": a byte order mark, CRLF line ends."""
    return "\ufeff".encode() + text.replace("\n", "\r\n").encode("utf-8")


def _saved_as_latin1(text: str) -> bytes:
    """Latin-1, as a PEP 263 coding line says, with accents in a comment and a string."""
    text = text.replace('"Task succeeded."', '"Tâche réussie."')
    return ("# -*- coding: latin-1 -*-\n# Planificador más sencillo\n" + text).encode("latin-1")


@pytest.mark.parametrize("save", [_saved_by_notepad, _saved_as_latin1])
def test_a_file_is_read_as_python_reads_it(tmp_path: Path, save: Callable[[str], bytes]) -> None:
    path = tmp_path / "answer.py"
    path.write_bytes(save((ANSWERS / "right.py").read_text(encoding="utf-8")))
    report = check_file(path)
    assert report.unusable == ""
    assert report.passed, [v.line() for v in report.verdicts]


def test_a_hard_exit_at_import_cannot_be_checked(tmp_path: Path) -> None:
    path = tmp_path / "kills.py"
    path.write_text("import os\nos._exit(7)\n", encoding="utf-8")
    report = check_file(path)
    assert report.exit_code == 2
    assert "exit status 7" in report.unusable


def test_the_time_limit_kills_the_child_and_what_it_started(tmp_path: Path) -> None:
    marker = tmp_path / "grandchild.pid"
    path = tmp_path / "spawns.py"
    path.write_text(
        "import subprocess, sys, time\n"
        "p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
        f"open({str(marker)!r}, 'w').write(str(p.pid))\n"
        "class FIFOScheduler:\n"
        "    def __init__(self):\n"
        "        time.sleep(60)\n",
        encoding="utf-8",
    )
    process = CheckProcess(path, limit=1.0)
    began = time.monotonic()
    process.start()
    code = process.wait(10)
    assert time.monotonic() - began < 5
    assert code is not None
    report = process.report(code)
    assert report.exit_code == 2
    assert "time limit" in report.unusable
    if os.name == "posix":
        pid = int(marker.read_text())
        deadline = time.monotonic() + 3
        while _alive(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not _alive(pid)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie still answers: it is gone when its state says so
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split()[2] == "Z")


def test_the_checker_imports_no_qt() -> None:
    code = (
        "import sys, fifo_gui.check.runner, fifo_gui.check.child; "
        "sys.exit('PySide6' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def _ledger_of(name: str) -> tuple[dict[int, Record], list[dict[str, object]]]:
    """The child's lines for an answer, and its events followed by a Ledger: every record."""
    process = CheckProcess(ANSWERS / f"{name}.py")
    process.start()
    try:
        assert process.wait(30) is not None
    finally:
        process.kill()
    events = [event_from(o) for o in process.lines if o.get("type") in EVENT_TYPES]
    records = {r.task_id: r for r in Ledger().apply(events)}
    return records, process.lines


def test_every_get_is_a_take_whoever_calls_it() -> None:
    records, lines = _ledger_of("stop_drops")
    # Their stop() empties the queue with get_nowait(): task 6 left it, taken by
    # the thread that ran stop(), and was never called.
    took = [o for o in lines if o["type"] == "Took" and o["task_id"] == 6]
    assert [o["thread"] for o in took] == ["check-stop"]
    assert records[6].state is TaskState.CANCELLED and records[6].worker == "check-stop"
    assert not any(r.state is TaskState.QUEUED for r in records.values())


def test_a_stop_taken_and_ignored_is_a_take() -> None:
    records, lines = _ledger_of("no_sentinel_check")
    stops = [o for o in lines if o["type"] == "Took" and o["sentinel"]]
    # 7 after tasks 1-6; 11 after the failure phase's three tasks (8-10).
    assert [o["task_id"] for o in stops] == [7, 11]
    went_on = [(o["thread"], o["task_id"]) for o in lines if o["type"] == "WentOn"]
    assert went_on == [(o["thread"], o["task_id"]) for o in stops]
    # Taken, not exited: no event says it exited.
    assert not any(o["type"] == "WorkerStopped" for o in lines)
    assert records[7].sentinel


@pytest.mark.parametrize("name", ["items_dict", "items_tuple", "items_lambda"])
def test_the_stop_is_what_stop_put_whatever_it_is(name: str) -> None:
    records, lines = _ledger_of(name)
    # "STOP", None, an object(): each put by one of our stop() calls, taken by a worker.
    stops = [o for o in lines if o["type"] == "TaskQueued" and o.get("sentinel")]
    assert [o["thread"] for o in stops] == ["check-stop", "check-stop-2"]
    tasks = [o for o in lines if o["type"] == "TaskQueued" and not o.get("sentinel")]
    assert all(o["thread"].startswith("producer-") for o in tasks)
    invoked = {o["probe"]: o for o in lines if o["type"] == "Invoked"}
    assert invoked["B"]["kwargs"] == {"name": "'Task B'", "duration": "1"}
    assert invoked["B"]["task_id"] == 3 and records[3].state is TaskState.DONE
    assert not invoked["B"]["thread"].startswith(("producer-", "check-"))
    assert all(records[o["task_id"]].sentinel for o in stops)
