"""Replay mode shows the recording, not the window's own idle scheduler: the
end state, the statistics, the lane's workers, the worker status and the
narrator follow the instant shown (issue 17's QA findings)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSlider, QToolButton

from fifo_gui.core.events import (
    Event,
    QueueConfigured,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.states import TaskState
from fifo_gui.ui.app.main_window import MainWindow
from tests.ui.helpers import (
    WAIT_MS,
    add_quick_sleep,
    click,
    finished_count,
    record_scenario,
    status_text,
)


def live_session_first(qtbot, window: MainWindow, tasks: int = 6) -> None:
    """Run `tasks` quick tasks live: the ledger's ids go past the recording's."""
    for n in range(tasks):
        add_quick_sleep(qtbot, window, f"live {n}")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: finished_count(window) == tasks, timeout=WAIT_MS)


def play_to_the_end(qtbot, window: MainWindow) -> None:
    """Play at 8x with the bar's button until the last event."""
    replay = window.recording.replay
    assert replay is not None
    replay.set_speed(8.0)
    qtbot.mouseClick(window.findChild(QToolButton, "replayPlayButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: replay.at_end and not replay.playing, timeout=WAIT_MS)


def stat(window: MainWindow, key: str) -> str:
    label = window.findChild(QLabel, f"stat_{key}")
    assert label is not None
    return label.text()


def worker_names(events: list[Event]) -> list[str]:
    kinds = (WorkerStarted, TaskStarted, WorkerStopped)
    return list(dict.fromkeys(e.thread for e in events if isinstance(e, kinds)))


def test_stop_rows_are_consumed_at_the_end_after_a_live_session(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    events = record_scenario("burst", tmp_path / "burst.jsonl")
    stops = [e.task_id for e in events if isinstance(e, TaskQueued) and e.sentinel]
    assert len(stops) == 3
    live_session_first(qtbot, window, tasks=max(stops))
    assert window.recording.open_recording(tmp_path / "burst.jsonl")
    play_to_the_end(qtbot, window)
    model = window.model
    qtbot.waitUntil(lambda: model.rowCount() == len(stops) + 20, timeout=WAIT_MS)
    shown = {model.row(r).task_id: model.row(r).state for r in range(model.rowCount())}
    assert [shown[i] for i in stops] == [TaskState.CONSUMED] * 3
    assert window.ledger.count(TaskState.QUEUED) == 0


def test_started_in_fifo_order_says_yes_after_a_live_session(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    record_scenario("lesson", tmp_path / "lesson.jsonl")
    live_session_first(qtbot, window)
    assert window.recording.open_recording(tmp_path / "lesson.jsonl")
    play_to_the_end(qtbot, window)
    qtbot.waitUntil(lambda: stat(window, "started_fifo").startswith("yes"), timeout=WAIT_MS)
    assert stat(window, "finished_fifo").startswith("yes")
    window.recording.replay.seek(0.0)  # restarting the replay keeps it right
    window.recording.replay.seek(window.recording.replay.duration)
    qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)
    assert stat(window, "started_fifo").startswith("yes")


def test_the_lane_draws_the_recordings_workers(qtbot, window: MainWindow, tmp_path: Path) -> None:
    events = record_scenario("burst", tmp_path / "burst.jsonl")
    recorded = worker_names(events)
    assert len(recorded) == 3
    window.controls.workers_spin.setValue(5)  # the window's own, idle scheduler
    assert window.recording.open_recording(tmp_path / "burst.jsonl")
    lane = window.queue_lane
    assert [name for name, _, _ in lane.layout_lane().workers] == recorded  # before any starts
    replay = window.recording.replay
    replay.seek(replay.duration / 2)
    assert [name for name, _, _ in lane.layout_lane().workers] == recorded
    replay.seek(replay.duration)  # every worker took its STOP and exited
    assert [name for name, _, _ in lane.layout_lane().workers] == recorded
    window.recording.close_replay()  # live again: the window's own count
    assert len(lane.layout_lane().workers) == 5


def test_the_status_shows_the_recorded_workers_state(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    events = open_lesson(window, tmp_path)
    replay = window.recording.replay
    counts = window.counts_label
    qtbot.waitUntil(lambda: "Worker: Idle" in counts.text(), timeout=WAIT_MS)
    a_runs = next(e for e in events if isinstance(e, TaskStarted)).time
    scrub_into_run(window, a_runs)  # Task A sleeps for 2 s
    qtbot.waitUntil(lambda: "Worker: Running" in counts.text(), timeout=WAIT_MS)
    assert "Running 1" in counts.text()
    assert status_text(window) == "Replay · Worker: busy"  # Task A runs at that instant
    stop_put = next(e for e in events if isinstance(e, TaskQueued) and e.sentinel).time
    replay.seek(stop_put)  # the STOP waits at the head for the worker
    qtbot.waitUntil(lambda: "Worker: Stopping" in counts.text(), timeout=WAIT_MS)
    qtbot.keyClick(window, Qt.Key.Key_End, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: "Worker: Stopped" in counts.text(), timeout=WAIT_MS)
    assert "Stopped" in status_text(window)
    assert not window.actions_.start.isEnabled()  # no worker may run in a replay
    window.recording.close_replay()
    qtbot.waitUntil(lambda: "Worker: Idle" in counts.text(), timeout=WAIT_MS)
    assert "Replay" not in status_text(window) and window.actions_.start.isEnabled()


def said(event: Event) -> str:
    """What the narrator says for a lesson event (part of the line)."""
    if isinstance(event, TaskQueued):
        return "put STOP on the queue" if event.sentinel else f"put {event.label} on the queue"
    name = {1: "Task A", 2: "Task B", 3: "failing_task() (ID 3)", 4: "Task C"}
    if isinstance(event, TaskStarted):
        return f"{event.thread} took {name[event.task_id]}"
    if isinstance(event, TaskFinished):
        return f"{event.thread} finished {name[event.task_id]}"
    if isinstance(event, TaskFailed):
        return f"{name[event.task_id]} failed with ValueError"
    if isinstance(event, WorkerStopped):
        return f"STOP reached the head: {event.thread} exited"
    if isinstance(event, QueueConfigured):
        return f"The queue: {event.discipline}"
    assert isinstance(event, WorkerStarted)
    return f"{event.thread} started"


def open_lesson(window: MainWindow, tmp_path: Path) -> list[Event]:
    """The lesson, recorded and opened as a replay: its events."""
    events = record_scenario("lesson", tmp_path / "lesson.jsonl")
    assert window.recording.open_recording(tmp_path / "lesson.jsonl")
    return events


def scrub_into_run(window: MainWindow, started: float) -> None:
    """Drag the replay's slider half a second into a run that started at `started`."""
    slider = window.findChild(QSlider, "replaySlider")
    slider.setValue(round((started + 0.5) * 1000))


def test_the_narrator_describes_the_instant_shown_after_a_jump(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    events = open_lesson(window, tmp_path)
    replay = window.recording.replay
    narrator = window.narrator

    def shows(event: Event) -> None:
        qtbot.waitUntil(lambda: said(event) in narrator.text(), timeout=WAIT_MS)
        # Paused, no line waits for the hold: the frame clock comes to rest.
        qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)
        now = window.sessions.current.now()
        assert said(event) in narrator.text() and narrator.next_change(now) is None

    # Step forward one event at a time: each step's line, however little
    # recorded time passed since the last one.
    for event in events:
        qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
        shows(event)
    # And back: the line is the last event still applied.
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
        shows(events[replay.index - 1])
    # Scrub back into Task B's run, then play on and pause within Task C's run.
    b_started = next(e for e in events if isinstance(e, TaskStarted) and e.task_id == 2)
    scrub_into_run(window, b_started.time)
    assert replay.index == events.index(b_started) + 1
    shows(b_started)
    c_started = next(e for e in events if isinstance(e, TaskStarted) and e.task_id == 4)
    replay.set_speed(8.0)
    replay.play()
    qtbot.waitUntil(lambda: replay.index > events.index(c_started), timeout=WAIT_MS)
    replay.pause()
    shows(events[replay.index - 1])


def test_a_pause_before_the_events_fed_are_taken_in_says_the_last_of_them(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    # Playing, the replay feeds events to the bridge, which takes them in at a
    # later pass of Qt's loop (after a frame under way). Paused in between, the
    # narrator said the last event taken in before the pause and kept it: at 8x
    # the failure of task 3 and the take of Task C come together, and the take
    # waited behind the heavier failure line for a hold that never ends while
    # the replay's clock stands still.
    events = open_lesson(window, tmp_path)
    replay = window.recording.replay
    b_started = next(e for e in events if isinstance(e, TaskStarted) and e.task_id == 2)
    c_started = next(e for e in events if isinstance(e, TaskStarted) and e.task_id == 4)
    scrub_into_run(window, b_started.time)
    waiting: list[int] = []  # the bridge's backlog at the pause

    def pause_once_c_is_fed(_seconds: float) -> None:
        if replay.playing and replay.index > events.index(c_started):
            replay.pause()
            waiting.append(window.bridge.backlog)

    replay.position_changed.connect(pause_once_c_is_fed)
    replay.set_speed(8.0)
    replay.play()
    qtbot.waitUntil(lambda: bool(waiting), timeout=WAIT_MS)
    assert waiting[0] > 0  # fed, not yet taken in: the case under test
    last = events[replay.index - 1]
    qtbot.waitUntil(lambda: said(last) in window.narrator.text(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)
    assert said(last) in window.narrator.text()


def test_in_a_replay_the_strip_s_buttons_are_their_commands_and_its_fields_off(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    """A replay steers nothing: every field of the control strip is off, and
    each button is on exactly when the command it clicks is (the menus say
    the same); live again, the fields are on."""
    from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QPushButton

    open_lesson(window, tmp_path)
    controls = window.controls
    by_text = {a.text().replace("&", ""): a for a in window.actions_.all()}
    fields = [*controls.findChildren(QAbstractSpinBox), *controls.findChildren(QLineEdit)]
    assert fields and not any(field.isEnabled() for field in fields)
    start = controls.findChild(QPushButton, "startButton")
    assert start is not None and not start.isEnabled()
    buttons = controls.findChildren(QPushButton)
    on = [b.objectName() for b in buttons if b.isEnabled() and b.isVisibleTo(controls)]
    for name in on:  # a button on in a replay clicks a command that is on
        button = controls.findChild(QPushButton, name)
        assert button is not None
        assert any(a.isEnabled() and a.toolTip() == button.toolTip() for a in by_text.values())
    window.recording.close_replay()
    assert all(field.isEnabled() for field in fields) and start.isEnabled()


def test_a_row_s_menu_in_a_replay_leaves_cancel_and_retry_off(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    """The table's context menu sets Cancel and Retry for its row while open;
    closed, they are what the session shown allows: off in a replay (their
    keys and the strip's buttons with them)."""
    from PySide6.QtWidgets import QPushButton

    open_lesson(window, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_End, Qt.KeyboardModifier.AltModifier)  # every row put
    qtbot.waitUntil(lambda: window.model.rowCount() > 0, timeout=WAIT_MS)
    table = window.table
    menu = window.session_commands.context_menu(table.visualRect(window.model.index(0, 1)).center())
    assert menu is not None
    menu.popup(table.viewport().mapToGlobal(table.rect().center()))
    qtbot.waitUntil(menu.isVisible, timeout=WAIT_MS)
    menu.close()
    a = window.actions_
    assert not a.cancel.isEnabled() and not a.retry.isEnabled()
    retry = window.controls.findChild(QPushButton, "retryButton")
    assert retry is not None and not retry.isEnabled()
