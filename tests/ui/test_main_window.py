"""The monitoring window, driven by real clicks on the real widgets."""

from __future__ import annotations

import re
import threading

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication, QDoubleSpinBox, QLabel, QLineEdit

from fifo_gui.core.states import TaskState
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.table.task_model import Column
from fifo_gui.ui.table.traceback_dialog import TracebackDialog
from tests.ui.helpers import (
    WAIT_MS,
    add_quick_sleep,
    button,
    cell,
    click,
    on_screen,
    states,
    status_text,
    wait_status,
)


def test_lessons_four_tasks_run_in_fifo_order(qtbot, window: MainWindow) -> None:
    click(qtbot, window, "lessonButton")
    assert states(window) == ["Queued"] * 4
    assert [cell(window, r, Column.POSITION) for r in range(4)] == ["1", "2", "3", "4"]
    assert cell(window, 1, Column.TASK) == "sample_task(name='Task B', duration=1)"
    click(qtbot, window, "startButton")
    assert status_text(window) in ("Worker: busy", "Worker: in get()")  # Running: what it does
    qtbot.waitUntil(lambda: states(window) == ["Done", "Done", "Failed", "Done"], timeout=WAIT_MS)
    started = [float(cell(window, r, Column.STARTED)) for r in range(4)]
    assert started == sorted(started)
    assert cell(window, 2, Column.RESULT) == "ValueError: This task was meant to fail!"
    assert {cell(window, r, Column.WORKER) for r in range(4)} == {"worker-1"}
    counts = window.findChild(QLabel, "countsLabel")
    # The counts follow the window's frames (at most ~50 ms behind the table).
    qtbot.waitUntil(lambda: "Done 3" in counts.text(), timeout=WAIT_MS)
    assert "Failed 1" in counts.text() and "Queued 0" in counts.text()


def test_stop_shows_the_sentinel_and_the_worker_stops(qtbot, window: MainWindow) -> None:
    assert "Idle" in status_text(window)
    assert not button(window, "stopButton").isEnabled()
    click(qtbot, window, "startButton")
    gate = threading.Event()
    window.scheduler.schedule(gate.wait, 10)
    click(qtbot, window, "stopButton")
    assert "Stopping" in status_text(window)
    assert not button(window, "startButton").isEnabled()
    qtbot.waitUntil(lambda: window.model.rowCount() == 2)
    assert "STOP" in cell(window, 1, Column.TASK)
    gate.set()
    wait_status(qtbot, window, "Stopped")
    qtbot.waitUntil(lambda: states(window) == ["Done", "Consumed"])
    assert cell(window, 1, Column.WORKER) == "worker-1"
    assert button(window, "startButton").isEnabled()
    assert not window.scheduler.running


def test_task_added_while_stopping_waits_behind_the_sentinel(qtbot, window: MainWindow) -> None:
    gate = threading.Event()
    window.scheduler.schedule(gate.wait, 10)
    click(qtbot, window, "startButton")
    click(qtbot, window, "stopButton")
    add_quick_sleep(qtbot, window, "Late task")
    qtbot.waitUntil(lambda: window.model.rowCount() == 3)
    assert cell(window, 2, Column.TASK) == "sample_task('Late task', 0.0)"
    assert cell(window, 2, Column.POSITION) == "2"  # behind the STOP
    gate.set()
    wait_status(qtbot, window, "Stopped")
    qtbot.waitUntil(lambda: states(window)[:2] == ["Done", "Consumed"])
    assert states(window)[2] == "Queued" and cell(window, 2, Column.POSITION) == "1"
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: states(window)[2] == "Done", timeout=WAIT_MS)


def select_rows(window: MainWindow, rows: list[int]) -> None:
    selection = window.table.selectionModel()
    selection.clearSelection()
    for r in rows:
        selection.select(
            window.model.index(r, 0),
            QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
        )


def test_cancel_selected_queued_tasks(qtbot, window: MainWindow) -> None:
    for name in ("one", "two", "three"):
        add_quick_sleep(qtbot, window, name)
    qtbot.waitUntil(lambda: window.model.rowCount() == 3)
    select_rows(window, [0, 1])
    click(qtbot, window, "cancelButton")
    qtbot.waitUntil(lambda: states(window) == ["Cancelled", "Cancelled", "Queued"])
    assert cell(window, 2, Column.POSITION) == "1"
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: states(window) == ["Cancelled", "Cancelled", "Done"], timeout=WAIT_MS)
    select_rows(window, [2])  # finished: refused, nothing changes
    click(qtbot, window, "cancelButton")
    assert "cannot be cancelled" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: window.bridge.backlog == 0)
    assert window.ledger.cancelled == 2


def test_clear_finished_removes_only_finished_rows(qtbot, window: MainWindow) -> None:
    add_quick_sleep(qtbot, window, "quick")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: states(window) == ["Done"], timeout=WAIT_MS)
    click(qtbot, window, "stopButton")
    wait_status(qtbot, window, "Stopped")
    add_quick_sleep(qtbot, window, "waiting")
    qtbot.waitUntil(lambda: window.model.rowCount() == 3)
    click(qtbot, window, "clearButton")
    assert states(window) == ["Queued"]
    assert window.model.count(TaskState.DONE) == 1  # the counts keep what was cleared


def test_failed_row_shows_its_traceback(qtbot, window: MainWindow) -> None:
    click(qtbot, window, "addFailButton")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: on_screen(window, 0, Column.STATE) == "Failed", timeout=WAIT_MS)
    tip = on_screen(window, 0, Column.RESULT, Qt.ItemDataRole.ToolTipRole)
    assert "Traceback" in tip and "ValueError: This task was meant to fail!" in tip
    rect = window.table.visualRect(window.model.index(0, Column.TASK))
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    dialog = window.findChild(TracebackDialog)
    assert dialog is not None and dialog.isVisible()
    assert "failing_task" in dialog.windowTitle()
    dialog.close()


def test_event_log_names_time_thread_and_event(qtbot, window: MainWindow) -> None:
    click(qtbot, window, "addFailButton")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: "failed ID 1" in window.log.toPlainText(), timeout=WAIT_MS)
    lines = window.log.toPlainText().splitlines()
    stamp = r"\d+\.\d{3} s"  # seconds since the session began, as in the table
    queued = rf"{stamp} \[MainThread\] queued ID 1 failing_task\(\)"
    assert any(re.fullmatch(queued, x) for x in lines)
    assert any(
        re.fullmatch(
            rf"{stamp} \[worker-1\] failed ID 1 ValueError: This task was meant to fail!", x
        )
        for x in lines
    )


def test_every_state_has_text_colour_and_icon(qtbot, window: MainWindow) -> None:
    from fifo_gui.ui.views.palette import state_icon, state_tint

    tints = {state_tint(s).color().name() for s in TaskState}
    icons = {state_icon(s).pixmap(32, 32).toImage().bits().tobytes() for s in TaskState}
    assert len(tints) == len(TaskState) == len(icons)


def test_a_selected_rows_state_icon_stands_out_from_the_selection(
    qtbot, window: MainWindow
) -> None:
    # The selection's blue is the queued state's own: its clock vanished on a selected row.
    from PySide6.QtGui import QIcon, QImage, QPainter

    from fifo_gui.ui.views.palette import state_icon

    highlight = window.table.palette().highlight().color()

    def on_highlight(state: TaskState, mode: QIcon.Mode) -> int:
        """How many of the icon's 32x32 pixels differ from the selection's blue."""
        image = QImage(32, 32, QImage.Format.Format_RGB32)
        image.fill(highlight)
        painter = QPainter(image)
        painter.drawPixmap(0, 0, state_icon(state).pixmap(32, 32, mode))
        painter.end()
        far = 0
        for y in range(32):
            for x in range(32):
                pixel = image.pixelColor(x, y)
                channels = zip(pixel.getRgb()[:3], highlight.getRgb()[:3], strict=True)
                far += sum(abs(a - b) for a, b in channels) > 200
        return far

    assert on_highlight(TaskState.QUEUED, QIcon.Mode.Normal) < 20  # how it was
    for state in TaskState:
        assert on_highlight(state, QIcon.Mode.Selected) >= 60, state
    # And the table draws it so: a queued row, selected, shows a white clock.
    window.scheduler.schedule(abs, -1)
    qtbot.waitUntil(lambda: window.model.rowCount() == 1, timeout=WAIT_MS)
    table = window.table
    table.setFocus()
    table.selectRow(0)
    cell = table.visualRect(window.model.index(0, Column.STATE))
    image = table.viewport().grab(cell).toImage()
    icon = table.style().pixelMetric(table.style().PixelMetric.PM_SmallIconSize, None, table)
    white = sum(
        image.pixelColor(x, y).lightness() > 240
        for y in range(image.height())
        for x in range(min(image.width(), icon + 4))  # the icon, left of the word
    )
    assert white >= 30


def test_buttons_have_tooltips_with_shortcuts_and_menu_entries(window: MainWindow) -> None:
    menu_actions = {a for m in window.menuBar().actions() for a in m.menu().actions()}
    a = window.actions_
    for name, action in [
        ("addSleepButton", a.add_sleep),
        ("addFailButton", a.add_fail),
        ("addCpuButton", a.add_cpu),
        ("lessonButton", a.add_lesson),
        ("startButton", a.start),
        ("stopButton", a.stop),
        ("cancelButton", a.cancel),
        ("clearButton", a.clear),
    ]:
        keys = ", ".join(k.toString() for k in action.shortcuts())
        assert keys and f"({keys})" in button(window, name).toolTip(), name
        assert action in menu_actions, name
    for child in ("taskNameEdit", "durationSpin", "eventLog", "taskTable"):
        assert window.findChild(QApplication.instance().__class__.__mro__[-2], child) is not None


def test_keyboard_shortcut_enqueues(qtbot, window: MainWindow) -> None:
    window.activateWindow()
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.model.rowCount() == 1)
    assert cell(window, 0, Column.TASK) == "failing_task()"


def test_empty_name_is_refused_and_changes_nothing(qtbot, window: MainWindow) -> None:
    add_quick_sleep(qtbot, window, "   ")
    assert "name" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: window.bridge.backlog == 0)
    assert window.ledger.arrivals == 0


def test_duration_spin_cannot_go_negative_or_past_an_hour(window: MainWindow) -> None:
    spin = window.findChild(QDoubleSpinBox, "durationSpin")
    spin.setValue(-5)
    assert spin.value() == 0
    spin.setValue(1e9)
    assert spin.value() == 3600


def test_names_advance(qtbot, window: MainWindow) -> None:
    edit = window.findChild(QLineEdit, "taskNameEdit")
    assert edit.text() == "Task A"
    click(qtbot, window, "addSleepButton")
    assert edit.text() == "Task B"


def test_full_bounded_queue_refuses_without_blocking(qtbot, make_window) -> None:
    window = make_window(maxsize=2)
    click(qtbot, window, "lessonButton")  # 4 > 2: what fits goes in, the rest is named
    qtbot.waitUntil(lambda: window.bridge.backlog == 0)
    assert window.ledger.arrivals == 2
    said = window.statusBar().currentMessage()
    assert said.startswith("failing_task(), Task C not added: the queue is full now"), said
    click(qtbot, window, "addFailButton")
    assert window.statusBar().currentMessage().startswith("The queue is full (maxsize 2)")
    qtbot.waitUntil(lambda: window.bridge.backlog == 0)
    assert window.ledger.arrivals == 2


def test_every_slot_runs_in_the_main_thread(qtbot, window: MainWindow) -> None:
    seen: list[bool] = []
    main = threading.main_thread()
    b = window.bridge
    for signal in (
        b.batch_applied,
        b.task_started,
        b.task_finished,
        b.task_failed,
        window.clock.ticked,
    ):
        signal.connect(lambda *_: seen.append(threading.current_thread() is main))
    add_quick_sleep(qtbot, window, "x")
    click(qtbot, window, "addFailButton")
    add_quick_sleep(qtbot, window, "y")
    select_rows(window, [2])
    qtbot.waitUntil(lambda: window.model.rowCount() == 3)
    click(qtbot, window, "cancelButton")
    with qtbot.waitSignal(b.task_failed, timeout=WAIT_MS):
        click(qtbot, window, "startButton")
    click(qtbot, window, "stopButton")
    wait_status(qtbot, window, "Stopped")
    assert len(seen) > 8 and all(seen)


def test_geometry_is_remembered(qtbot, make_window) -> None:
    # The offscreen screen is 800x800: stay inside it (height) so nothing is clamped.
    first = make_window()
    first.resize(first.minimumSizeHint().width(), 611)
    size = (first.width(), first.height())
    first.close()
    second = make_window()
    assert (second.width(), second.height()) == size


def test_the_counts_show_a_click_at_once_and_a_flood_at_the_frames(
    qtbot, window: MainWindow
) -> None:
    from fifo_gui.core.demo_tasks import noop

    qtbot.waitUntil(lambda: not window.clock.running)  # at rest: nothing queued
    counts = window.findChild(QLabel, "countsLabel")
    click(qtbot, window, "addFailButton")
    assert "Queued 1 " in counts.text()  # at once, no frame needed
    for _ in range(3):  # batch after batch, the event loop never turning
        window.scheduler.schedule(noop)
        window.bridge.drain()
    assert window.model.count(TaskState.QUEUED) == 4  # the ledger has them all...
    assert "Queued 1 " in counts.text()  # ...the status bar waits for the frame
    with qtbot.waitSignal(window.clock.ticked):
        pass
    assert "Queued 4 " in counts.text()
