"""What the painted views say to a screen reader: a name, and a live description
that follows what they draw, rebuilt only when that changes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from fifo_gui.core.events import QueueConfigured, TaskQueued, TaskStarted, WorkerStarted
from fifo_gui.core.ledger import Ledger
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.views.queue_lane import QueueLane
from fifo_gui.ui.views.race_panel import RacePanel
from fifo_gui.ui.words.numbers import agree
from tests.ui.helpers import click


def q(task_id: int, name: str, sentinel: bool = False) -> TaskQueued:
    label = "STOP" if sentinel else f"sample_task('{name}', 1)"
    return TaskQueued(task_id, label, float(task_id), "MainThread", sentinel, 1.0)


def lane_of(ledger: Ledger, qtbot) -> QueueLane:
    lane = QueueLane(Session(ledger, epoch=0.0, clock=lambda: 10.0))
    qtbot.addWidget(lane)
    return lane


def test_the_lane_names_what_waits_after_the_lessons_four_tasks(qtbot, window: MainWindow) -> None:
    click(qtbot, window, "lessonButton")  # no workers started
    lane = window.queue_lane
    qtbot.waitUntil(lambda: "4 tasks waiting" in lane.accessibleDescription())
    said = lane.accessibleDescription()
    assert said.startswith("queue.Queue, 4 tasks waiting, head Task A (ID 1)")
    assert "worker-1" in said  # and what the worker does (not started yet)
    assert lane.accessibleName() == "Queue lane"


def test_every_painted_view_and_the_table_has_a_name_and_takes_focus(window: MainWindow) -> None:
    names = {
        "queueLane": "Queue lane",
        "timelineView": "Timeline",
        "depthChart": "Queue depth",
        "heartbeat": "Main thread's responsiveness",
        "statsPanel": "Statistics",
        "taskTable": "Tasks, in queue order",
    }
    for object_name, name in names.items():
        view = window.findChild(QWidget, object_name)
        assert view is not None, object_name
        assert view.accessibleName() == name
        assert view.accessibleDescription(), object_name  # says what it shows
        assert view.focusPolicy() & Qt.FocusPolicy.TabFocus, object_name
    race = RacePanel()
    assert race.accessibleName() == "Race counters"
    assert "(race): expected " in race.accessibleDescription()  # each counter, in words
    race.deleteLater()


def test_a_full_bounded_queue_says_full_and_where_stop_is(qtbot) -> None:
    ledger = Ledger()
    ledger.apply([QueueConfigured(0.0, "MainThread", "FIFO", 3, 1), q(1, "Task A"), q(2, "Task B")])
    lane = lane_of(ledger, qtbot)
    assert "FULL" not in lane.accessibleDescription()
    assert "queue.Queue (maxsize 3), 2 tasks waiting" in lane.accessibleDescription()
    ledger.apply([q(3, "", sentinel=True)])
    lane.update()  # the frame clock's slot
    said = lane.accessibleDescription()
    assert "FULL" in said
    assert "STOP is number 3 in line" in said
    ledger.apply([WorkerStarted(4.0, "worker-1"), TaskStarted(1, 4.0, "worker-1")])
    lane.update()
    said = lane.accessibleDescription()
    assert "FULL" not in said  # one taken: room again
    assert "head Task B (ID 2)" in said
    assert "worker-1 running Task A (ID 1)" in said


def test_the_description_is_not_rebuilt_while_nothing_changes(qtbot) -> None:
    ledger = Ledger()
    ledger.apply([q(1, "Task A")])
    lane = lane_of(ledger, qtbot)
    built = lane.spoken.described
    for _ in range(20):  # frames with nothing new: no new words, none built
        lane.update()
    assert lane.spoken.described == built
    ledger.apply([q(2, "Task B")])
    lane.update()
    assert lane.spoken.described == built + 1
    assert "2 tasks waiting" in lane.accessibleDescription()


def test_plurals_agree_in_english_and_numbers_are_grouped() -> None:
    assert agree("1 task(s) waiting", 1) == "1 task waiting"
    assert agree("100000 task(s) waiting", 100_000) == "100,000 tasks waiting"
