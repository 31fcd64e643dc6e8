"""Predict, then reveal, as a class meets it in a replay and live (QA on a real
X server): the first step brings the queued items in, the line names the key
that reveals, stays one line high, and names items as the table does."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QApplication, QLabel

from fifo_gui.core.events import TaskStarted
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.consumer.predict import PredictPanel
from fifo_gui.ui.table.task_model import Column
from tests.ui.helpers import WAIT_MS, add_quick_sleep, click, record_scenario, select_row_of


def panel_of(window: MainWindow) -> PredictPanel:
    panel = window.findChild(QLabel, "predictPanel")
    assert isinstance(panel, PredictPanel)
    return panel


def next_event(qtbot, window: MainWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)


def test_the_question_is_said_to_a_screen_reader(qtbot, window: MainWindow, monkeypatch) -> None:
    said: list[str] = []

    def update(event: QAccessibleEvent) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            said.append(event.message())

    monkeypatch.setattr(QAccessible, "updateAccessibility", update)
    add_quick_sleep(qtbot, window, "A")
    qtbot.keyClick(window, Qt.Key.Key_F9)  # Predict on: the panel asks
    panel = panel_of(window)
    qtbot.waitUntil(lambda: panel.isVisible(), timeout=WAIT_MS)
    assert panel.full_text in said and "Predict" in panel.full_text
    assert panel.accessibleDescription() == panel.full_text


def test_the_first_step_of_a_replay_brings_in_the_queue_and_the_next_reveals(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    events = record_scenario("lesson", tmp_path / "lesson.jsonl")
    window.recording.open_recording(tmp_path / "lesson.jsonl")
    qtbot.keyClick(window, Qt.Key.Key_F9)
    predict, panel = window.recording.predict, panel_of(window)
    assert window.model.rowCount() == 0  # the replay's start: nothing to click yet
    # The first step shows what was queued before the first take, and reveals nothing.
    next_event(qtbot, window)
    qtbot.waitUntil(lambda: window.model.rowCount() == 4, timeout=WAIT_MS)
    assert "Predict" in panel.text() and predict.asked == 0
    assert all(window.model.row(r).started is None for r in range(4))
    # The class clicks the head; the next step reveals and scores it.
    first = next(e for e in events if isinstance(e, TaskStarted)).task_id
    select_row_of(qtbot, window, first)
    with qtbot.waitSignal(predict.revealed, timeout=WAIT_MS) as blocker:
        next_event(qtbot, window)
    assert blocker.args == [True] and predict.score == "1 of 1 right"
    assert "Task A (ID 1)" in panel.toolTip()


def test_in_a_replay_the_line_says_next_not_step(qtbot, window: MainWindow, tmp_path: Path) -> None:
    record_scenario("lesson", tmp_path / "lesson.jsonl")
    qtbot.keyClick(window, Qt.Key.Key_F9)  # live first: Step is the key
    panel = panel_of(window)
    assert "then Step (F7)" in panel.toolTip()
    window.recording.open_recording(tmp_path / "lesson.jsonl")  # predict stays on
    assert not window.actions_.step.isEnabled()
    assert "then Next (Alt+Right)" in panel.toolTip() and "Step" not in panel.toolTip()
    next_event(qtbot, window)
    next_event(qtbot, window)  # no guess: the line says how to make one, in the replay's words
    qtbot.waitUntil(lambda: "No guess" in panel.toolTip(), timeout=WAIT_MS)
    assert "Next (Alt+Right)" in panel.toolTip() and "Step" not in panel.toolTip()
    window.recording.actions.close_replay.trigger()
    assert "then Step (F7)" in panel.toolTip()


def test_a_wrong_guess_keeps_the_line_one_line_high(qtbot, window: MainWindow) -> None:
    panel = panel_of(window)
    for name in ("A", "B", "C"):
        add_quick_sleep(qtbot, window, name)
    qtbot.keyClick(window, Qt.Key.Key_F9)
    # Room for the question on one line, not for the longer wrong verdict.
    question = "Predict: click the row of the item a worker takes next, then Step (F7). Score: 0"
    window.resize(panel.fontMetrics().horizontalAdvance(question + " of 0 right.") + 80, 700)
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.rowCount() == 3 and panel.isVisible(), timeout=WAIT_MS)
    table_top = window.table.mapTo(window, window.table.rect().topLeft()).y()
    line_height = panel.height()
    select_row_of(qtbot, window, window.model.row(2).task_id)  # wrong: FIFO takes the head
    with qtbot.waitSignal(window.recording.predict.revealed, timeout=WAIT_MS) as blocker:
        qtbot.keyClick(window, Qt.Key.Key_F7)
    assert blocker.args == [False] and "Wrong" in panel.text()
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)  # the layouts settle
    assert panel.height() == line_height  # one line, as the question was
    assert window.table.mapTo(window, window.table.rect().topLeft()).y() == table_top
    # Cut with "…" where the line is too long; whole in the tooltip.
    assert panel.text().endswith("…") and panel.toolTip().startswith(panel.text()[:-1])


def test_a_wrong_guess_names_the_task_picked_not_its_place_in_the_queue(
    qtbot, window: MainWindow
) -> None:
    window.resize(1600, 700)
    for name in ("A", "B", "C"):
        add_quick_sleep(qtbot, window, name)
    qtbot.keyClick(window, Qt.Key.Key_F9)
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.model.rowCount() == 3, timeout=WAIT_MS)
    third = window.model.row(2).task_id
    assert window.model.index(2, Column.POSITION).data() == "3"  # the # column: its place
    select_row_of(qtbot, window, third)
    with qtbot.waitSignal(window.recording.predict.revealed, timeout=WAIT_MS):
        qtbot.keyClick(window, Qt.Key.Key_F7)
    line = panel_of(window).toolTip()
    assert f"you picked C (ID {third})" in line and "took A (ID " in line
    assert "#" not in line
