"""Controls a teacher can trust (issue 15), driven through real clicks: New
session, Stop now, cancelling a running task, Retry, scenarios that play in
the open, the banner, a saved session that replays, the narrator, first steps."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMenu

from fifo_gui.core.scenario import load_scenario
from fifo_gui.core.states import TaskState
from fifo_gui.core.stats import QueueStats
from fifo_gui.resources import resource_path
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.help.shortcuts_dialog import ShortcutsDialog
from fifo_gui.ui.help.teaching_guide import TeachingGuide
from fifo_gui.ui.table.task_model import Column
from tests.ui.helpers import (
    WAIT_MS,
    add_quick_sleep,
    button,
    cell,
    click,
    spin,
    states,
    status_text,
    wait_status,
)


def label(window: MainWindow, name: str) -> QLabel:
    found = window.findChild(QLabel, name)
    assert found is not None, name
    return found


def write_scenario(path: Path, tasks: list[dict[str, object]], **top: object) -> Path:
    path.write_text(json.dumps({"version": 1, "tasks": tasks, **top}), encoding="utf-8")
    return path


def test_new_session_clears_everything_and_ignores_the_old_sessions_late_events(
    qtbot, window: MainWindow
) -> None:
    spin(window, "workersSpin").setValue(3)
    release = threading.Event()
    window.scheduler.schedule(release.wait, 30)  # plain code: only its end stops it
    click(qtbot, window, "lessonButton")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.count(TaskState.FAILED) == 1, timeout=WAIT_MS)
    assert len(window.ledger.lanes) == 3
    old_epoch = window.model.epoch
    click(qtbot, window, "newSessionButton")
    m = window.model
    assert m.epoch > old_epoch  # the session clock starts again
    assert m.rowCount() == 0
    assert all(m.count(state) == 0 for state in TaskState)
    assert "Queued 0 · Running 0 · Done 0 · Failed 0 · Cancelled 0" in window.counts_label.text()
    assert window.ledger.lanes == [] and not window.ledger.depth
    assert QueueStats(window.ledger).snapshot(time.monotonic()).arrivals == 0
    assert "new session" in window.log.toPlainText()
    assert "failed #" not in window.log.toPlainText()
    # The old session's plain task ends later, on its own: the new session has
    # its own scheduler, not started yet, and hears nothing of the old one.
    assert "Idle" in status_text(window)
    release.set()
    wait_status(qtbot, window, "Idle")
    assert m.rowCount() == 0 and m.count(TaskState.DONE) == 0
    # Same settings, fewer workers now: the timeline has one lane per worker.
    spin(window, "workersSpin").setValue(1)
    add_quick_sleep(qtbot, window, "Fresh")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: states(window) == ["Done"], timeout=WAIT_MS)
    assert window.ledger.lanes == ["worker-1"]
    assert cell(window, 0, Column.POSITION) == ""
    # One clock for every view, restarted by New session.
    assert window.timeline.epoch == window.depth_chart.epoch == window.log.epoch == m.epoch


def test_stop_now_interrupts_an_hour_long_task_and_the_worker_stops(
    qtbot, window: MainWindow
) -> None:
    add_quick_sleep(qtbot, window, "Hour", 3600)
    add_quick_sleep(qtbot, window, "Waiting", 1)
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: states(window)[0] == "Running", timeout=WAIT_MS)
    assert "cannot be interrupted" in button(window, "stopNowButton").toolTip()
    click(qtbot, window, "stopNowButton")
    qtbot.waitUntil(lambda: "Stopped" in status_text(window), timeout=2000)  # the promise
    assert states(window)[:2] == ["Cancelled", "Cancelled"]
    assert states(window)[2] == "Consumed"  # the STOP, at the head


def test_delete_on_a_running_sleeping_task_cancels_it(qtbot, window: MainWindow) -> None:
    add_quick_sleep(qtbot, window, "Long", 3600)
    add_quick_sleep(qtbot, window, "Next")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: states(window)[0] == "Running", timeout=WAIT_MS)
    window.table.setFocus()
    window.table.selectRow(0)
    qtbot.keyClick(window.table, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: states(window) == ["Cancelled", "Done"], timeout=WAIT_MS)
    assert "asked 1 running task(s) to stop" in window.statusBar().currentMessage()


def test_cancel_on_running_plain_code_says_it_runs_to_its_end(qtbot, window: MainWindow) -> None:
    release = threading.Event()
    window.scheduler.schedule(release.wait, 30)  # plain code: cancel() cannot stop it
    add_quick_sleep(qtbot, window, "Next")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: states(window)[0] == "Running", timeout=WAIT_MS)
    window.table.selectRow(0)
    click(qtbot, window, "cancelButton")
    message = window.statusBar().currentMessage()
    assert "plain code" in message and "run to their end" in message, message
    assert "asked" not in message  # nothing was asked: it would not hear
    release.set()
    qtbot.waitUntil(lambda: states(window)[:2] == ["Done", "Done"], timeout=WAIT_MS)


def test_retry_puts_a_copy_at_the_tail_and_it_runs(qtbot, window: MainWindow) -> None:
    add_quick_sleep(qtbot, window, "Again")
    window.table.selectRow(0)
    click(qtbot, window, "cancelButton")  # cancelled while queued
    click(qtbot, window, "addFailButton")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: states(window) == ["Cancelled", "Failed"], timeout=WAIT_MS)
    window.table.selectRow(0)
    click(qtbot, window, "retryButton")
    qtbot.waitUntil(lambda: states(window) == ["Cancelled", "Failed", "Done"], timeout=WAIT_MS)
    assert cell(window, 2, Column.TASK).startswith("retry of ID 1: sample_task('Again'")
    # A failed row's context menu offers Retry too.
    rect = window.table.visualRect(window.model.index(1, Column.TASK))
    menu = window.session_commands.context_menu(rect.center())
    assert isinstance(menu, QMenu) and window.actions_.retry in menu.actions()
    assert window.actions_.retry.isEnabled()
    window.actions_.retry.trigger()
    menu.close()
    qtbot.waitUntil(
        lambda: states(window)[-1] == "Failed" and len(states(window)) == 4, timeout=WAIT_MS
    )
    assert cell(window, 3, Column.TASK) == "retry of ID 2: failing_task()"


def test_a_scenario_plays_from_start_in_the_open_and_can_be_cancelled(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    click(qtbot, window, "addFailButton")  # the old session: gone when the scenario opens
    tasks: list[dict[str, object]] = [{"kind": "noop", "at": 0.5 * i} for i in range(20)]
    path = write_scenario(
        tmp_path / "slow.json",
        tasks,
        title="Slow arrivals",
        description="Watch them come one by one.",
    )
    assert window.files.open_path(path)
    assert window.model.rowCount() == 0
    qtbot.waitUntil(lambda: window.bridge.backlog == 0)
    assert window.ledger.queued - window.ledger.stops_waiting == 0
    assert "New session" in window.statusBar().currentMessage()
    status = label(window, "producerStatusLabel")
    assert "20 tasks arrive from Start" in status.text()
    banner = window.scenario_banner
    # The title, and the queue the scenario runs on (FIFO: it names none).
    assert banner.isVisible() and banner.title.text() == "Slow arrivals · FIFO (queue.Queue)"
    assert banner.description.text() == "Watch them come one by one."
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.rowCount() >= 2, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "of 20 arrived, next in" in status.text(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "of 20 arrived" in banner.progress.text(), timeout=WAIT_MS)
    assert banner.progress.isVisible()  # shown where the class looks, whatever the layout
    click(qtbot, window, "scenarioCancelButton")
    arrived = window.producers.scenario_run.submitted  # type: ignore[union-attr]
    assert arrived < 20 and "scenario cancelled" in status.text()
    assert not button(window, "scenarioCancelButton").isEnabled()
    qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)  # nothing more comes
    assert window.model.rowCount() == arrived
    assert banner.isVisible()  # the scenario is still open
    window.actions_.scenario_notes.trigger()  # Ctrl+I, the same as the banner's close
    assert not banner.isVisible()
    window.actions_.scenario_notes.trigger()
    assert banner.isVisible()
    click(qtbot, window, "newSessionButton")  # the scenario is closed with the session
    assert not banner.isVisible() and status.text() == "producer off"


def test_stop_now_cancels_a_scenarios_arrivals(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = write_scenario(
        tmp_path / "s.json", [{"kind": "noop", "at": 0.0}, {"kind": "noop", "at": 600.0}]
    )
    assert window.files.open_path(path)
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.count(TaskState.DONE) == 1, timeout=WAIT_MS)
    click(qtbot, window, "stopNowButton")
    wait_status(qtbot, window, "Stopped")
    assert window.producers.scenario_run is not None
    assert not window.producers.playing and window.producers.scenario_run.cancelled


def test_a_saved_session_replays_the_same_tasks_in_order_at_the_same_times(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    spin(window, "maxsizeSpin").setValue(50)
    t0 = time.monotonic()
    add_quick_sleep(qtbot, window, "First", 0.1)
    qtbot.waitUntil(lambda: time.monotonic() - t0 > 0.3)  # a gap worth keeping
    click(qtbot, window, "addFailButton")
    spin(window, "burstSpin").setValue(3)
    click(qtbot, window, "burstButton")
    qtbot.waitUntil(lambda: not button(window, "burstButton").isChecked(), timeout=WAIT_MS)
    window.controls.rate_spin.setValue(20)
    window.controls.min_spin.setValue(0.0)
    window.controls.max_spin.setValue(0.1)
    click(qtbot, window, "producerToggle")
    qtbot.waitUntil(lambda: window.model.rowCount() >= 9, timeout=WAIT_MS)
    click(qtbot, window, "producerToggle")
    window.bridge.drain()
    window.model.flush()

    def arrivals() -> list[tuple[str, float]]:
        rows = [window.model.row(r) for r in range(window.model.rowCount())]
        return [(r.label, r.enqueued - rows[0].enqueued) for r in rows]

    before = arrivals()
    target = tmp_path / "session.json"
    monkeypatch.setattr(
        "fifo_gui.ui.files.file_commands.QFileDialog.getSaveFileName",
        lambda *args, **kwargs: (str(target), ""),
    )
    window.actions_.save.trigger()
    saved = load_scenario(target)
    assert saved.version == 2 and saved.maxsize == 50
    assert [t.count for t in saved.tasks if t.kind == "noop"] == [3]  # one entry
    assert window.files.open_path(target)
    assert window.model.rowCount() == 0
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.rowCount() == len(before), timeout=WAIT_MS)
    after = arrivals()
    assert [lab for lab, _ in after] == [lab for lab, _ in before]
    for (lab, was), (_, now) in zip(before, after, strict=True):
        assert abs(now - was) <= 0.05, (lab, was, now)


def test_the_narrator_says_when_a_worker_takes_stop(qtbot, window: MainWindow) -> None:
    narration = label(window, "narrationLabel")
    assert "Ctrl+1" in narration.text()
    click(qtbot, window, "startButton")
    add_quick_sleep(qtbot, window, "Task A", 0.5)  # said while it runs: then it is true
    qtbot.waitUntil(
        lambda: narration.text().startswith("worker-1 took Task A (it waited "), timeout=WAIT_MS
    )
    click(qtbot, window, "stopButton")
    qtbot.waitUntil(
        lambda: narration.text() == "STOP reached the head: worker-1 exited", timeout=WAIT_MS
    )


def test_first_steps_the_guide_and_every_new_shortcut(qtbot, window: MainWindow) -> None:
    hint = label(window, "firstStepsHint")
    assert hint.isVisible() and "Ctrl+1" in hint.text() and "Ctrl+O" in hint.text()
    click(qtbot, window, "addFailButton")
    window.clock.poke()
    qtbot.waitUntil(lambda: not hint.isVisible(), timeout=WAIT_MS)
    window.actions_.teaching_guide.trigger()
    guide = window.findChild(TeachingGuide)
    assert guide is not None and guide.isVisible()
    text = guide.browser.toPlainText()
    assert "Teaching with fifo_gui" in text and "The bounded buffer" in text
    guide.close()
    window.actions_.shortcuts.trigger()
    dialog = window.findChild(ShortcutsDialog)
    assert dialog is not None
    keys = {
        key
        for r in range(dialog.table.rowCount())
        for key in dialog.table.item(r, 0).text().split(", ")
    }
    assert {"Ctrl+N", "Ctrl+Shift+F5", "Ctrl+R", "Ctrl+Shift+X", "Ctrl+I", "Shift+F1"} <= keys
    dialog.close()
    for name, key in (
        ("newSessionButton", "Ctrl+N"),
        ("stopNowButton", "Ctrl+Shift+F5"),
        ("retryButton", "Ctrl+R"),
        ("scenarioCancelButton", "Ctrl+Shift+X"),
    ):
        assert f"({key}" in button(window, name).toolTip(), name  # its first key


def test_opening_a_scenario_while_workers_run_stops_them_and_opens_it_then(
    qtbot, window: MainWindow
) -> None:
    add_quick_sleep(qtbot, window, "Hour", 3600)
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: states(window) == ["Running"], timeout=WAIT_MS)
    assert window.files.open_path(resource_path("scenarios", "burst.json"))
    qtbot.waitUntil(lambda: window.scenario_banner.isVisible(), timeout=WAIT_MS)
    assert not window.scheduler.running and window.scheduler.workers == 3
    assert window.model.rowCount() == 0 and "Idle" in status_text(window)
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.rowCount() == 20, timeout=WAIT_MS)


def test_save_dialogs_start_in_documents_then_in_the_folder_used_last(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    asked: list[str] = []
    target = tmp_path / "picked" / "t.csv"
    target.parent.mkdir()

    def ask(parent, caption: str, start: str, filters: str) -> tuple[str, str]:
        asked.append(start)
        return str(target), ""

    monkeypatch.setattr("fifo_gui.ui.files.file_commands.QFileDialog.getSaveFileName", ask)
    window.actions_.export_csv.trigger()
    window.actions_.export_json.trigger()
    first, second = (Path(a).parent for a in asked)
    assert first != target.parent  # Documents (or home), not wherever the app runs
    assert second == target.parent


def test_the_narrator_sums_up_a_flood(qtbot, window: MainWindow) -> None:
    narration = label(window, "narrationLabel")
    click(qtbot, window, "startButton")
    spin(window, "burstSpin").setValue(200_000)
    click(qtbot, window, "burstButton")
    qtbot.waitUntil(lambda: "tasks a second" in narration.text(), timeout=WAIT_MS)
    if button(window, "burstButton").isChecked():
        click(qtbot, window, "burstButton")  # stop the rest


def test_the_old_sessions_late_events_stay_out_of_the_new_log_and_narrator(
    qtbot, window: MainWindow
) -> None:
    release = threading.Event()
    window.scheduler.schedule(release.wait, 30)  # plain code: it ends after New session
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: states(window) == ["Running"], timeout=WAIT_MS)
    click(qtbot, window, "newSessionButton")
    release.set()  # the old task ends, its worker takes its STOP and exits
    wait_status(qtbot, window, "Idle")
    qtbot.waitUntil(lambda: not window.scheduler.running, timeout=WAIT_MS)
    window.bridge.drain()
    window.log.flush()
    window.narrator.on_frame()
    log = window.log.toPlainText()
    assert "new session" in log
    assert "took STOP" not in log and "done ID 1" not in log and "-0.0" not in log
    assert "exited" not in label(window, "narrationLabel").text()
    assert window.model.rowCount() == 0


def test_a_session_begins_with_its_first_event_not_when_the_window_opened(
    qtbot, window: MainWindow
) -> None:
    for session in range(2):
        began = time.monotonic()
        qtbot.waitUntil(lambda b=began: time.monotonic() - b > 0.3)  # the class reads the notes
        add_quick_sleep(qtbot, window, f"First {session}")
        first = window.model.row(0).enqueued
        assert cell(window, 0, Column.ENQUEUED) == "0.000"
        epochs = {window.model.epoch, window.timeline.epoch, window.log.epoch}
        assert epochs == {first} and window.depth_chart.epoch == first
        window.log.flush()
        assert "0.000 s [MainThread] queued ID " in window.log.toPlainText()
        add_quick_sleep(qtbot, window, "Second")  # a later event leaves the clock alone
        assert window.model.epoch == first
        click(qtbot, window, "newSessionButton")


def test_save_keeps_a_retry_and_says_what_a_scenario_leaves_out(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    click(qtbot, window, "lessonButton")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.count(TaskState.DONE) == 3, timeout=WAIT_MS)
    click(qtbot, window, "stopButton")
    wait_status(qtbot, window, "Stopped")
    failed = states(window).index("Failed")
    window.table.selectRow(failed)
    click(qtbot, window, "retryButton")
    qtbot.waitUntil(lambda: states(window)[-1] == "Queued", timeout=WAIT_MS)
    target = tmp_path / "session.json"
    captions: list[str] = []

    def ask(parent, caption: str, *args: object) -> tuple[str, str]:
        captions.append(caption)
        return str(target), ""

    monkeypatch.setattr("fifo_gui.ui.files.file_commands.QFileDialog.getSaveFileName", ask)
    window.actions_.save.trigger()
    saved = load_scenario(target)
    assert [t.kind for t in saved.tasks] == ["sleep", "sleep", "fail", "sleep", "fail"]
    said = "Stop presses and cancels are not saved"
    assert said in captions[0] and said in window.statusBar().currentMessage()


def test_with_a_scenario_open_the_narrator_says_to_press_start(qtbot, window: MainWindow) -> None:
    narration = label(window, "narrationLabel")
    assert window.files.open_path(resource_path("scenarios", "lesson.json"))
    window.clock.poke()
    assert narration.text() == "A scenario is open: press Start (F5) to play it."
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: "took" in narration.text(), timeout=WAIT_MS)
    click(qtbot, window, "newSessionButton")
    assert "add a task (Ctrl+1)" in narration.text()
