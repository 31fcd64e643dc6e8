"""The shipped scenario "From one process to a broker": the lesson's four
tasks on two RQ workers, played on the RQ queue attached, in the window and in
the terminal; opened while not attached it says what is needed and changes
nothing. Real redis-server, real `rq worker` child processes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from fifo_gui.core.events import TaskFailed, TaskQueued, TaskStarted, WorkerStopped
from fifo_gui.core.recording import load_recording
from fifo_gui.core.states import TaskState
from fifo_gui.resources import resource_path
from fifo_gui.ui.app.main_window import MainWindow
from tests.broker.conftest import WAIT, RedisServer
from tests.helpers import ROOT, ledger_of

MS = int(WAIT * 1000)
BROKER = resource_path("scenarios", "broker.json")
NEEDED = (
    "From one process to a broker plays on an RQ queue: attach to one first "
    "(File ▸ Attach to an RQ queue…), then open it again."
)


def test_opened_while_not_attached_it_says_what_is_needed(window: MainWindow) -> None:
    shown = window.sessions.current
    assert not window.files.open_path(BROKER)
    assert window.notices.current == NEEDED
    assert window.sessions.current is shown and window.ledger.queued == 0
    assert window.late.broker.get().source is None
    assert window.scenario_banner.isHidden()


def test_the_scenario_plays_on_the_rq_queue_attached(
    window: MainWindow, qtbot: QtBot, redis_server: RedisServer
) -> None:
    broker = window.late.broker.get()
    broker.attach(redis_server.url, "lesson")
    qtbot.waitUntil(lambda: broker.rq.target is not None, timeout=MS)
    try:
        session = window.sessions.current
        assert window.actions_.open.isEnabled()  # File ▸ Open scenario…, while attached
        assert window.files.open_path(BROKER)
        assert window.sessions.current is session  # played on the queue shown, no new session
        ledger = window.ledger
        qtbot.waitUntil(lambda: ledger.done == 3 and ledger.failed == 1, timeout=MS)
        names = sorted(worker.name for worker in broker.rq.workers)
        assert len(names) == 2 and sorted(ledger.lanes) == names
        window.model.flush()
        rows = [window.model.row_for_id(task_id) for task_id in (1, 2, 3, 4)]
        starts = {row.task_id: row.started for row in rows if row is not None and row.started}
        _taken_in_order(sorted(starts, key=lambda task_id: starts[task_id]))
        failed = window.model.row_for_id(3)
        assert failed is not None and failed.state is TaskState.FAILED
        assert "This task was meant to fail!" in failed.traceback
        last = window.model.row_for_id(4)  # the worker that failed it took the next job
        assert last is not None and last.state is TaskState.DONE
        banner = window.scenario_banner
        assert not banner.isHidden() and "From one process to a broker" in banner.title.text()
        assert "there is no sentinel" in banner.description.text()
        # Opening it set no order: RQ's queue is a Redis list, FIFO whatever was before.
        assert banner.title.toolTip().startswith("This scenario runs on the broker's queue (")
        assert "set the queue's order" not in banner.title.toolTip()
        buttons = [
            banner.findChild(QPushButton, n) for n in ("compareButton", "scenarioCancelButton")
        ]
        assert all(b is not None and b.isHidden() for b in buttons)  # a broker's: no local run
        window.log.flush()
        assert (
            "scenario: From one process to a broker on the RQ queue lesson: 4 tasks put with "
            "enqueue(), then 2 RQ workers started, each a process of its own"
        ) in window.log.toPlainText()
        window.actions_.stop_rq_workers.trigger()  # warm: nothing runs, so both exit
        qtbot.waitUntil(lambda: not ledger.workers, timeout=MS)
        window.actions_.detach.trigger()
        assert window.scenario_banner.isHidden()
    finally:
        broker.rq.end_workers()


def _taken_in_order(started: list[int]) -> None:
    """Two idle workers take jobs 1 and 2 in FIFO order (BLPOP), but each writes
    its own start time after the take: the two may be a hair apart either way.
    The failure, a second later, is taken third and Task C fourth."""
    assert len(started) == 4 and {started[0], started[1]} == {1, 2} and started[2:] == [3, 4]


def _console(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LANG": "C", "LC_ALL": "C", "LANGUAGE": ""}
    return subprocess.run(
        [sys.executable, "-m", "fifo_gui", "--console", *args],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=2 * WAIT,
    )


def test_the_console_plays_it_on_the_queue_and_records_it(
    redis_server: RedisServer, tmp_path: Path, window: MainWindow, qtbot: QtBot
) -> None:
    record = tmp_path / "broker.jsonl"
    args = ("--attach", redis_server.url, "--queue", "lesson", "--scenario", str(BROKER))
    proc = _console(*args, "--record", str(record))
    assert (proc.returncode, proc.stderr) == (0, "")
    lines = proc.stdout.splitlines()
    assert "Put 4 tasks with enqueue(); 2 RQ burst workers drain the queue and exit." in lines
    assert lines[-2:] == ["Expectations: all held.", "Seen on the queue: 4 put, 3 done, 1 failed."]
    recording = load_recording(record)
    assert len([e for e in recording.events if isinstance(e, TaskQueued)]) == 4
    started = [e.task_id for e in recording.events if isinstance(e, TaskStarted)]
    assert sorted(started[:2]) == [1, 2] and started[2:] == [3, 4]  # see _taken_in_order
    (failed,) = [e for e in recording.events if isinstance(e, TaskFailed)]
    assert "This task was meant to fail!" in failed.traceback
    assert len([e for e in recording.events if isinstance(e, WorkerStopped)]) == 2
    ledger = ledger_of(recording.events)
    assert (ledger.done, ledger.failed, ledger.queued, ledger.running) == (3, 1, 0, 0)
    assert len(ledger.lanes) == 2
    # Replayed in the window: its Consumer group says what ran it, RQ's processes.
    window.recording.enter_replay(recording.events, record, recording.setup)
    panel = window.controls
    qtbot.waitUntil(lambda: panel.engine_combo.currentData() == "processes", timeout=MS)
    assert panel.workers_spin.text() == "any"


def test_without_attach_the_console_says_what_is_needed(tmp_path: Path) -> None:
    proc = _console("--scenario", str(BROKER))
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr == (
        "fifo-gui: From one process to a broker plays on an RQ queue: "
        "add --attach redis://HOST:PORT/DB --queue NAME.\n"
    )


def test_attach_plays_only_a_scenario_on_a_broker(redis_server: RedisServer) -> None:
    lesson = resource_path("scenarios", "lesson.json")
    proc = _console("--attach", redis_server.url, "--scenario", str(lesson))
    assert proc.returncode == 2
    assert 'plays a scenario on a broker ("broker": "rq") only' in proc.stderr
