"""What the window says must be true now (QA on a real X server): the
narrator after a flood, the names of a LIFO or priority queue, the statistics
before anything started, the Labs selector in a replay, a bounded queue that
is not full."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit

from fifo_gui.core.disciplines import LIFOScheduler
from fifo_gui.core.scenario import load_scenario
from fifo_gui.core.stats import THROUGHPUT_WINDOW
from fifo_gui.resources import resource_path
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.replay.replay import replay_first_line
from fifo_gui.ui.table.first_steps import hint
from fifo_gui.ui.table.task_model import Column
from fifo_gui.ui.views.narrator import HOLD_S, first_line, scenario_line
from fifo_gui.ui.window.actions import WindowActions, key_text
from tests.ui.helpers import WAIT_MS, add_quick_sleep, click, record_json, spin


def narration(window: MainWindow) -> str:
    label = window.findChild(QLabel, "narrationLabel")
    assert label is not None
    return label.text()


def test_the_narrator_says_when_a_flood_is_over_and_then_the_window_rests(
    qtbot, window: MainWindow
) -> None:
    click(qtbot, window, "startButton")
    spin(window, "burstSpin").setValue(100_000)
    click(qtbot, window, "burstButton")
    qtbot.waitUntil(lambda: "tasks a second" in narration(window), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.ledger.completed == 100_000, timeout=WAIT_MS)
    # The flood's end is said (about a second after its last task), with its count...
    qtbot.waitUntil(lambda: "The flood is over" in narration(window), timeout=WAIT_MS)
    found = re.search(r"The flood is over: ([\d,]+) tasks done within [\d.]+ s", narration(window))
    assert found is not None, narration(window)
    assert 50_000 <= int(found.group(1).replace(",", "")) <= 100_000
    # ...then, once read, the run's summary, and nothing ticks: idle means idle
    # once every figure has stopped changing: the throughput over the last 10 s
    # ages a 0.1 s bucket at a time (one single shot each) until the last task's
    # end leaves its window. (Counted from there, not from the run's start: on a
    # loaded machine a frame took longer than the 0.1 s between two shots.)
    summary = "All 100,000 tasks done; taken in FIFO order"
    qtbot.waitUntil(lambda: narration(window).startswith(summary), timeout=WAIT_MS)
    last = window.ledger.last_left
    assert last is not None
    aged = last + THROUGHPUT_WINDOW + 0.2  # the last bucket has left the window
    now = window.sessions.current.now
    qtbot.waitUntil(lambda: now() >= aged, timeout=int((aged - now()) * 1000) + 1000)
    qtbot.waitUntil(lambda: not window.clock.running, timeout=2000)
    qtbot.wait(300)  # and it stays at rest: nothing comes due any more
    assert not window.clock.running and window.clock.sleeping_until is None


def test_two_floods_with_a_rest_between_are_two_floods(qtbot, window: MainWindow) -> None:
    # "The flood is over: 20,000 tasks done within 3.4 s" after two bursts of
    # 10,000 three seconds apart: the clock's rest between them read as tasks
    # done just then, so the first flood never ended.
    click(qtbot, window, "startButton")
    spin(window, "burstSpin").setValue(50_000)  # long enough to be said a flood
    said: list[str] = []

    def over(done: int) -> bool:
        line = narration(window)
        if not said or said[-1] != line:
            said.append(line)
        return window.ledger.completed == done and "The flood is over" in line

    for done in (50_000, 100_000):
        click(qtbot, window, "burstButton")
        qtbot.waitUntil(lambda done=done: over(done), timeout=WAIT_MS)
        assert re.match(r"The flood is over: 50,000 tasks done within [\d.]+ s", said[-1]), said
        qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)  # it rests


def test_a_flood_is_said_and_its_end_too_when_the_frames_stand_far_apart(
    qtbot, window: MainWindow
) -> None:
    """Costly frames come up to half a second apart (`pacing.FRAME_MAX_MS`):
    the narrator took a gap over 0.5 s between two for a clock at rest and
    started its count again at every frame, so a flood was never said, its
    end neither, and the clock woke for it again and again."""
    import time

    clock = window.clock

    def costly() -> None:  # 60 ms of the GUI thread's CPU a frame: 0.56 s apart
        began = time.thread_time()
        while time.thread_time() - began < 0.06:
            pass

    clock.prepare_with(*clock.steps, costly)
    click(qtbot, window, "startButton")
    spin(window, "burstSpin").setValue(200_000)
    click(qtbot, window, "burstButton")
    qtbot.waitUntil(lambda: "tasks a second" in narration(window), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.ledger.completed == 200_000, timeout=WAIT_MS * 2)
    qtbot.waitUntil(lambda: "The flood is over" in narration(window), timeout=WAIT_MS)


def test_the_flood_rate_is_the_rate_now_not_the_first_one(qtbot, window: MainWindow) -> None:
    # "Flood: 43,528 tasks a second" stood from 0.3 s to 1.5 s while the
    # statistics' rate moved: the same statement, its figure as of now.
    click(qtbot, window, "startButton")
    spin(window, "burstSpin").setValue(100_000)
    click(qtbot, window, "burstButton")
    qtbot.waitUntil(lambda: "tasks a second" in narration(window), timeout=WAIT_MS)
    said = {narration(window)}
    began = window.sessions.current.now()

    def renewed() -> bool:
        said.add(narration(window))
        return len({line for line in said if "tasks a second" in line}) > 1

    qtbot.waitUntil(renewed, timeout=WAIT_MS)
    assert window.sessions.current.now() - began < HOLD_S  # not held for a reading's time
    qtbot.waitUntil(lambda: window.ledger.completed == 100_000, timeout=WAIT_MS)


def test_tasks_left_behind_the_stop_are_said_once_no_worker_will_take_them(
    qtbot, window: MainWindow
) -> None:
    # Tasks put after Stop sat Queued behind the consumed STOP, the worker gone,
    # while the narrator went on about the last put, 8 s old and still "true".
    scheduler = window.scheduler
    click(qtbot, window, "startButton")
    scheduler.schedule(abs, -1)
    click(qtbot, window, "stopButton")
    scheduler.schedule(abs, -2)
    scheduler.schedule(abs, -3)
    qtbot.waitUntil(lambda: not scheduler.running, timeout=WAIT_MS)
    expected = "2 tasks waiting in the queue: no worker runs (press Start)"
    qtbot.waitUntil(lambda: narration(window) == expected, timeout=HOLD_S * 1000 + WAIT_MS)


@pytest.mark.parametrize(
    ("action", "name"),
    [
        ("fifo", "queue.Queue"),
        ("lifo", "queue.LifoQueue"),
        ("priority_queue", "queue.PriorityQueue"),
    ],
)
def test_the_queue_lane_names_the_queue_class(
    qtbot, window: MainWindow, action: str, name: str
) -> None:
    getattr(window.labs.actions, action).trigger()  # Labs ▸ Queue order
    assert window.queue_lane.titles()[0] == f"{name} — 0 waiting (unbounded)"


def stat(window: MainWindow, key: str) -> str:
    return window.stats_panel.values[key].text()


def test_the_order_figures_wait_for_something_to_start(qtbot, window: MainWindow) -> None:
    window.labs.actions.lifo.trigger()
    window.stats_panel.refresh()
    assert stat(window, "started_fifo") == "—" and stat(window, "finished_fifo") == "—"
    for name in ("A", "B"):
        add_quick_sleep(qtbot, window, name)
    window.stats_panel.refresh()
    assert stat(window, "started_fifo") == "—"  # queued, not started: nothing to judge yet
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.ledger.completed == 2, timeout=WAIT_MS)
    window.stats_panel.refresh()
    # B went first: LIFO's own order, judged against LIFO (the caption names it)
    assert stat(window, "started_fifo") == "yes — LIFO: newest first"
    assert stat(window, "finished_fifo") == "yes"  # one worker: finished as taken


QUICK_LIFO = json.dumps(
    {
        "version": 2,
        "workers": 1,
        "tasks": [{"kind": "sleep", "name": f"T{n}", "seconds": 0.01} for n in range(4)],
    }
)


def test_in_a_replay_the_labs_selector_shows_the_recordings_queue(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "lifo.jsonl"
    record_json(QUICK_LIFO, path, LIFOScheduler)
    window.labs.actions.priority_queue.trigger()  # the window's own queue: Priority
    combo = window.findChild(QComboBox, "disciplineCombo")
    assert combo is not None and combo.currentText() == "Priority"
    assert window.recording.open_recording(path)
    qtbot.waitUntil(lambda: combo.currentText() == "LIFO", timeout=WAIT_MS)
    assert not combo.isEnabled() and "Close replay" in combo.toolTip()
    assert window.labs.actions.lifo.isChecked()
    assert not window.labs.actions.fifo.isEnabled()  # the replay's queue is not the window's
    assert window.queue_lane.titles()[0].startswith("queue.LifoQueue")
    window.recording.actions.close_replay.trigger()
    qtbot.waitUntil(lambda: combo.currentText() == "Priority", timeout=WAIT_MS)
    assert combo.isEnabled() and window.labs.actions.priority_queue.isChecked()
    assert window.scheduler.discipline == "Priority"


def test_the_lessons_tasks_on_an_empty_bounded_queue_add_what_fits_and_name_the_rest(
    qtbot, window: MainWindow
) -> None:
    # The bounded-buffer scenario's maxsize 3, carried over by New session.
    window.producers.run_scenario(load_scenario(resource_path("scenarios", "bounded-buffer.json")))
    click(qtbot, window, "newSessionButton")
    assert window.scheduler.tasks.maxsize == 3 and window.scheduler.tasks.qsize() == 0
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.model.rowCount() == 3, timeout=WAIT_MS)
    said = window.statusBar().currentMessage()
    assert "nothing was added" not in said
    assert said.startswith("Task C not added: the queue is full now (maxsize 3)"), said
    assert window.scheduler.tasks.qsize() == 3  # true: it is full now
    assert [window.model.row(r).label for r in range(3)] == [
        "sample_task('Task A', 2)",
        "sample_task(name='Task B', duration=1)",
        "failing_task()",
    ]
    assert window.findChild(QLineEdit, "taskNameEdit").text() == "Task C"  # the one to add next


def test_a_full_message_names_cancelled_items_that_still_hold_places(
    qtbot, window: MainWindow
) -> None:
    spin(window, "maxsizeSpin").setValue(1)
    add_quick_sleep(qtbot, window, "A")
    qtbot.waitUntil(lambda: window.model.rowCount() == 1, timeout=WAIT_MS)
    rect = window.table.visualRect(window.model.index(0, Column.TASK))
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.keyClick(window.table, Qt.Key.Key_Delete)  # Cancel selected: it stays on the queue
    qtbot.waitUntil(lambda: window.ledger.queued == 0, timeout=WAIT_MS)
    assert window.scheduler.tasks.qsize() == 1
    click(qtbot, window, "addFailButton")
    said = window.statusBar().currentMessage()
    assert said.startswith("The queue is full (maxsize 1; 1 cancelled item(s) keep their places")


def test_sentences_name_the_keys_the_action_registry_gives_them(qtbot, monkeypatch) -> None:
    """A Mac shows ⌘1, not Ctrl+1: keys come from the registry, written natively."""
    monkeypatch.setattr(WindowActions.start, "keys", ("Ctrl+Return",))
    monkeypatch.setattr(WindowActions.replay_next, "keys", ("Alt+Down",))
    native = QKeySequence("Ctrl+Return").toString(QKeySequence.SequenceFormat.NativeText)
    assert key_text(WindowActions.start) == native
    add = QKeySequence("Ctrl+1").toString(QKeySequence.SequenceFormat.NativeText)
    assert (
        first_line()
        == f"Nothing has happened yet: add a task ({add}), then press Start ({native})."
    )
    assert f"({native}) to play it" in scenario_line()
    assert (
        "step (" + QKeySequence("Alt+Down").toString(QKeySequence.SequenceFormat.NativeText)
        in replay_first_line()
    )
    assert f"Start the worker: {native}" in hint()


def test_the_narrator_calls_a_task_by_its_id_not_by_the_place_column(
    qtbot, window: MainWindow
) -> None:
    click(qtbot, window, "addFailButton")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: "failed with ValueError" in narration(window), timeout=WAIT_MS)
    assert narration(window).startswith("failing_task() (ID 1) failed")
    assert "#" not in narration(window)


def test_the_empty_table_does_not_ask_for_a_scenario_while_one_is_open(
    qtbot, window: MainWindow
) -> None:
    label = window.first_steps.label
    assert "Ctrl+O" in label.text() or "⌘O" in label.text()
    window.producers.run_scenario(load_scenario(resource_path("scenarios", "bounded-buffer.json")))
    qtbot.waitUntil(lambda: "scenario's tasks arrive" in label.text())
    assert "open a lesson scenario" not in label.text()
    window.producers.stop_all()
    window.actions_.scenario_cancel.trigger()
    window.actions_.new_session.trigger()  # no scenario any more: the first steps again
    qtbot.waitUntil(lambda: "open a lesson scenario" in label.text())


def test_the_empty_table_does_not_ask_to_start_workers_that_run(qtbot, window: MainWindow) -> None:
    # "Start the worker: F5" stood over the empty table after Start, its button greyed.
    shown = window.findChild(QLabel, "firstStepsHint")
    assert shown is not None and "Start the worker" in shown.text()
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: "waits in tasks.get()" in shown.text(), timeout=WAIT_MS)
    assert "Start the worker" not in shown.text()
    window.scheduler.stop()  # the worker takes STOP and exits: Start is the step again
    qtbot.waitUntil(lambda: not window.scheduler.running, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.model.rowCount() == 1, timeout=WAIT_MS)  # the STOP's row
    window.model.clear_finished()
    assert "Start the worker" in shown.text()
