"""One session at a time (issue 21): what New session, a replay, the quiz and a
scenario do to the session shown. Each test here failed before the window was
rebuilt on `Sessions`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from fifo_gui.core.events import TaskQueued, TaskStarted, WorkerStarted
from fifo_gui.core.ledger import Ledger
from fifo_gui.core.recording import Setup
from fifo_gui.core.scenario import load_scenario
from fifo_gui.core.states import TaskState
from fifo_gui.resources import resource_path
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.session.bridge import SchedulerBridge
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.table.task_model import Column
from tests.ui.helpers import WAIT_MS, add_quick_sleep, cell, click

JOIN = 2.0


def test_a_shown_session_drops_what_the_old_one_reports_later(qtbot) -> None:
    bridge = SchedulerBridge()
    sessions = Sessions(bridge)
    first, second = Session.new_live(), Session.new_live()
    sessions.show(first)
    old = first.scheduler
    assert old is not None
    sessions.show(second)  # the first ends: shut down, not listened to
    assert old.tasks.closed
    with qtbot.assertNotEmitted(bridge.batch_applied, wait=100):
        old._emit(WorkerStarted(0.0, "worker-9"))  # a late event of the old session
    assert second.ledger.lanes == [] and bridge.ledger is second.ledger
    assert second.scheduler is not None
    assert second.scheduler.shutdown(timeout=JOIN) and old.shutdown(timeout=JOIN)
    bridge.detach()


def test_ids_start_at_1_in_every_new_session(qtbot, window: MainWindow) -> None:
    add_quick_sleep(qtbot, window, "Task A")
    add_quick_sleep(qtbot, window, "Task B")
    old = window.scheduler
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.scheduler is not old
    add_quick_sleep(qtbot, window, "Task C")
    qtbot.waitUntil(lambda: window.model.rowCount() == 1, timeout=WAIT_MS)
    assert window.model.row(0).task_id == 1
    assert cell(window, 0, Column.POSITION) == "1"


def test_new_session_recovers_from_a_scheduler_that_was_shut_down(
    qtbot, window: MainWindow
) -> None:
    window.scheduler.shutdown(timeout=JOIN)  # what a task may do to the window's scheduler
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    add_quick_sleep(qtbot, window, "Task A")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.count(TaskState.DONE) == 1, timeout=WAIT_MS)
    assert "Running" in window.counts_label.text()  # the badge: "Worker: in get()"


def test_a_replay_numbers_the_line_from_1_whatever_the_ids(qtbot, window: MainWindow) -> None:
    events = [TaskQueued(400_000 + n, f"noop() {n}", 0.1 * n, "MainThread") for n in (1, 2, 3)]
    events.append(TaskStarted(400_001, 0.5, "worker-1"))
    window.recording.enter_replay(events, Path("high-ids.jsonl"), Setup())
    replay = window.recording.replay
    assert replay is not None
    replay.seek(0.35)  # all three queued, none taken
    assert [cell(window, r, Column.POSITION) for r in range(3)] == ["1", "2", "3"]
    replay.seek(replay.duration)
    assert [cell(window, r, Column.POSITION) for r in range(3)] == ["", "1", "2"]


def test_a_step_that_lets_nothing_out_is_not_kept_for_later(qtbot, window: MainWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_F9)  # predict: the workers pause
    assert window.ledger.paused
    add_quick_sleep(qtbot, window, "Task A")
    add_quick_sleep(qtbot, window, "Task B")
    for _ in range(2):  # no worker runs: nothing can leave
        window.actions_.step.trigger()
        assert window.statusBar().currentMessage().startswith("Step let nothing out")
    click(qtbot, window, "startButton")
    scheduler = window.scheduler
    qtbot.waitUntil(lambda: scheduler.tasks.getters == 1, timeout=WAIT_MS)
    assert scheduler.tasks.qsize() == 2  # the worker waits in get(): both still queued
    window.actions_.step.trigger()  # now one, and only one, leaves
    qtbot.waitUntil(lambda: window.model.count(TaskState.DONE) == 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: scheduler.tasks.getters == 1, timeout=WAIT_MS)
    assert window.model.count(TaskState.QUEUED) == 1


def test_leaving_predict_puts_the_pause_back_as_it_found_it(qtbot, window: MainWindow) -> None:
    pause, predict = window.actions_.pause, window.actions_.predict
    predict.trigger()
    assert pause.isChecked() and window.scheduler.paused
    predict.trigger()
    assert not pause.isChecked() and not window.scheduler.paused
    assert "take items freely again" in window.statusBar().currentMessage()
    pause.trigger()  # paused by the teacher before the quiz
    predict.trigger()
    predict.trigger()
    assert pause.isChecked() and window.scheduler.paused
    assert "stay paused" in window.statusBar().currentMessage()


def test_a_scenario_sets_its_own_queue_order(qtbot, window: MainWindow) -> None:
    assert window.labs.choose_discipline("LIFO")
    assert window.ledger.discipline == "LIFO"
    window.producers.run_scenario(load_scenario(resource_path("scenarios", "lesson.json")))
    assert window.scheduler.discipline == "FIFO" and window.ledger.discipline == "FIFO"
    assert "FIFO (queue.Queue)" in window.scenario_banner.title.text()


def test_replay_and_live_sessions_show_their_own_setup(qtbot, window: MainWindow) -> None:
    window.controls.maxsize_spin.setValue(7)
    events = [TaskQueued(1, "noop()", 0.1, "MainThread")]
    window.recording.enter_replay(events, Path("lifo.jsonl"), Setup("LIFO", 3, 2))
    assert (window.ledger.discipline, window.ledger.maxsize, window.ledger.worker_count) == (
        "LIFO",
        3,
        2,
    )
    assert window.controls.maxsize_spin.value() == 3 and not window.actions_.start.isEnabled()
    window.recording.close_replay()
    assert isinstance(window.ledger, Ledger) and window.ledger.maxsize == 7
    assert window.scheduler.tasks.maxsize == 7 and window.actions_.start.isEnabled()


def test_a_new_or_closed_replay_session_offers_only_what_it_can_do(
    qtbot, window: MainWindow
) -> None:
    a = window.actions_
    add_quick_sleep(qtbot, window, "Task A")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.count(TaskState.DONE) == 1, timeout=WAIT_MS)
    assert a.stop.isEnabled() and not a.start.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    # A fresh session: nothing runs, so only Start (not Stop, not Step) can be pressed.
    assert a.start.isEnabled() and not a.stop.isEnabled() and not a.step.isEnabled()
    window.recording.enter_replay([TaskQueued(1, "noop()", 0.1, "MainThread")], Path("r.jsonl"))
    assert not a.start.isEnabled() and not a.add_sleep.isEnabled()
    window.recording.close_replay()
    assert a.start.isEnabled() and not a.stop.isEnabled() and not a.step.isEnabled()
