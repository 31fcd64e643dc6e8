"""The views tell the story after the fact (issue 14): the timeline keeps the
session, one clock everywhere, the table and the log follow the action, colours
mean one thing, the small things a teacher hits."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QFontMetricsF, QMouseEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QSlider, QToolButton, QWidget

from fifo_gui.core.events import (
    Event,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.ledger import Ledger
from fifo_gui.core.states import TaskState
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.consumer.worker_commands import STATUS_LOOK
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.table.task_model import Column
from fifo_gui.ui.views.drawing import view_font
from fifo_gui.ui.views.stats_panel import StatsPanel
from fifo_gui.ui.views.timeline_follow import SPAN
from fifo_gui.ui.views.timeline_view import TimelineView
from tests.ui.helpers import (
    WAIT_MS,
    cell,
    click,
    on_screen,
    record_scenario,
    spin,
    states,
    status_text,
)


def q(task_id: int, t: float) -> TaskQueued:
    return TaskQueued(task_id, f"sample_task('T{task_id}', 1)", t, "MainThread", False, 1.0)


def two_runs_far_apart() -> Ledger:
    ledger = Ledger()
    ledger.apply(
        [
            WorkerStarted(100.0, "worker-1"),
            q(1, 100.0),
            TaskStarted(1, 101.0, "worker-1"),
            TaskFinished(1, 102.0, "worker-1", "None"),
            q(2, 160.0),
            TaskStarted(2, 160.0, "worker-1"),
            TaskFailed(2, 161.0, "worker-1", "ValueError", "no", "Traceback ..."),
        ]
    )
    return ledger


def timeline(qtbot, ledger: Ledger, now: float) -> TimelineView:
    view = TimelineView(Session(ledger, epoch=100.0, clock=lambda: now))
    qtbot.addWidget(view)
    view.resize(1110, 220)
    return view


def test_after_the_run_the_live_timeline_stops_at_the_last_event(qtbot) -> None:
    # Nothing queued or running: a long idle stretch must not scroll the runs away.
    view = timeline(qtbot, two_runs_far_apart(), now=900.0)
    plot = view.plot_rect()
    _, run = view.bar_rects(view._ledger.spans[-1])
    assert plot.left() <= run.left() <= plot.right()


def test_fit_whole_run_shows_every_run_of_the_session(qtbot, window: MainWindow) -> None:
    view = timeline(qtbot, two_runs_far_apart(), now=900.0)
    view.fit_whole_run()
    assert not view.live
    plot = view.plot_rect()
    for item in view._ledger.spans:
        wait, run = view.bar_rects(item)
        assert plot.left() <= wait.left() and run.right() <= plot.right(), item.task_id
    # The window's command: a QAction with a shortcut, in the View menu and the list.
    action = window.actions_.fit_timeline
    assert not action.shortcut().isEmpty() and "Shift+F8" in action.toolTip()
    view_menu = next(m.menu() for m in window.menuBar().actions() if "View" in m.text())
    assert action in view_menu.actions()


def test_a_flood_of_tiny_runs_paints_as_one_strip_and_its_waits_as_one_line(qtbot) -> None:
    """1,000 jobs put at once, each run a millisecond, back to back on one
    worker: every column from the first run to the last shows a run (a
    strip, not a bar each), and the wait below them reads as one line."""
    events: list[Event] = [WorkerStarted(100.0, "worker-1")]
    events += [q(n, 100.0) for n in range(1, 1001)]
    for n in range(1, 1001):
        at = 100.0 + n * 0.002
        events += [TaskStarted(n, at, "worker-1"), TaskFinished(n, at + 0.001, "worker-1", "")]
    ledger = Ledger()
    ledger.apply(events)
    view = timeline(qtbot, ledger, now=102.5)
    view.span = 3.0
    image = view.grab().toImage()
    first, last = ledger.spans[0], ledger.spans[-1]
    _, run = view.bar_rects(first)
    y = int(run.center().y())
    left, right = int(run.left()) + 2, int(view.bar_rects(last)[1].right()) - 2
    colours = {image.pixelColor(x, y).name() for x in range(left, right)}
    assert "#ffffff" not in colours, "a column of the flood shows no run"
    wait, _ = view.bar_rects(last)
    row = {
        image.pixelColor(x, int(wait.center().y())).name()
        for x in range(int(wait.left()) + 3, int(wait.right()) - 1)
    }
    assert len(row) == 1 and "#ffffff" not in row, "the jobs' wait is one line"


def test_a_failed_run_gets_a_cross_and_a_tiny_run_a_visible_mark(qtbot) -> None:
    ledger = Ledger()
    ledger.apply(
        [
            WorkerStarted(100.0, "worker-1"),
            q(1, 100.0),
            TaskStarted(1, 101.0, "worker-1"),
            TaskFinished(1, 101.000001, "worker-1", "None"),  # a microsecond
            q(2, 100.0),
            TaskStarted(2, 105.0, "worker-1"),
            TaskFailed(2, 105.000001, "worker-1", "ValueError", "no", "tb"),
        ]
    )
    view = timeline(qtbot, ledger, now=110.0)
    view.span = 3600.0  # far less than a pixel each
    view.fit_whole_run()
    image = view.grab().toImage()
    tiny, failed = ledger.spans
    _, run = view.bar_rects(tiny)
    assert run.width() >= 3
    colour = image.pixelColor(int(run.center().x()), int(run.center().y()))
    assert colour.name() != "#ffffff"
    _, run = view.bar_rects(failed)
    above_run = [  # a thin bar's ✗ sits above it, on its own column
        image.pixelColor(int(run.center().x()), y).name()
        for y in range(int(run.top()) - 20, int(run.top()))
    ]
    assert any(c.startswith("#d") or c.startswith("#c") for c in above_run), above_run


def test_looking_back_is_said_above_the_lanes_not_on_the_bars(qtbot) -> None:
    view = timeline(qtbot, two_runs_far_apart(), now=200.0)
    view.set_live(False)
    plot = view.plot_rect()
    assert plot.top() >= view.fontMetrics().height()  # the strip the badge is written in


def test_one_clock_the_log_line_and_the_table_cell_agree(qtbot, window: MainWindow) -> None:
    click(qtbot, window, "addFailButton")
    window.clock.poke()
    qtbot.waitUntil(lambda: "queued ID 1" in window.log.toPlainText(), timeout=WAIT_MS)
    line = next(x for x in window.log.toPlainText().splitlines() if "queued ID 1" in x)
    stamp = re.match(r"([\d,]+\.\d{3}) s ", line)
    assert stamp is not None, line
    assert stamp.group(1) == cell(window, 0, Column.ENQUEUED)
    assert window.timeline.epoch == window.model.epoch == window.depth_chart.epoch


def test_the_event_log_opens_at_its_end_and_follows_until_scrolled_up(
    qtbot, window: MainWindow
) -> None:
    log = window.log
    for n in range(300):
        log.log_message(f"line {n}")
    bar = log.verticalScrollBar()
    window.docks.log.raise_()
    qtbot.waitUntil(lambda: log.isVisible())
    assert bar.value() == bar.maximum() > 0
    bar.setValue(0)  # the user scrolls up to read
    log.log_message("a new line")
    assert bar.value() == 0 and not log.following
    bar.setValue(bar.maximum())  # back at the end: it follows again
    log.log_message("another")
    assert bar.value() == bar.maximum() and log.following


def add_many(window: MainWindow, count: int) -> None:
    window.scheduler.pause()  # nothing runs until Step: the rows stay put
    for _ in range(count):
        window.actions_.add_fail.trigger()
    window.clock.poke()


def step_one(qtbot, window: MainWindow) -> None:
    """Step once a worker waits in get(), as a class does: a step is never
    banked, so one pressed while the worker still runs lets nothing out."""
    tasks = window.scheduler.tasks
    qtbot.waitUntil(lambda: tasks.getters > tasks.steps, timeout=WAIT_MS)
    with qtbot.waitSignal(window.workers.stepped, timeout=WAIT_MS) as blocker:
        window.actions_.step.trigger()
    assert blocker.args == [True], "the step let nothing out"


def test_the_table_follows_the_head_unless_the_user_scrolled_away(
    qtbot, window: MainWindow
) -> None:
    window.resize(1000, 600)  # the views go into tabs: the table keeps its rows
    add_many(window, 80)
    click(qtbot, window, "startButton")
    for _ in range(50):  # 50 taken one by one: the head moves down past the view
        step_one(qtbot, window)
    qtbot.waitUntil(
        lambda: window.model.count(window.model.row(0).state.__class__("Failed")) == 50,
        timeout=WAIT_MS,
    )
    table = window.table
    qtbot.waitUntil(
        lambda: table.rowAt(0) <= 50 <= table.rowAt(table.viewport().height() - 1), timeout=WAIT_MS
    )
    table.verticalScrollBar().setValue(0)  # the user looks at the first rows
    assert not window.follower.following
    step_one(qtbot, window)
    qtbot.waitUntil(lambda: states(window).count("Failed") == 51, timeout=WAIT_MS)
    window.follower.on_frame()
    assert table.rowAt(0) == 0  # left where the user put it


def test_after_stop_the_stop_row_comes_into_view(qtbot, window: MainWindow) -> None:
    window.resize(1000, 600)
    add_many(window, 80)
    click(qtbot, window, "startButton")
    click(qtbot, window, "stopButton")
    table = window.table
    last = 80  # the STOP row, behind the 80 tasks
    qtbot.waitUntil(lambda: window.model.rowCount() == 81, timeout=WAIT_MS)
    qtbot.waitUntil(
        lambda: table.rowAt(table.viewport().height() - 1) in (-1, last) and table.rowAt(0) > 0,
        timeout=WAIT_MS,
    )
    assert window.model.row(last).sentinel


def test_paused_and_stopped_have_their_own_colours_and_words(qtbot, window: MainWindow) -> None:
    assert STATUS_LOOK["Stopped"][0] != "#D55E00"  # vermillion is Failed's
    click(qtbot, window, "pauseButton")
    click(qtbot, window, "startButton")
    assert status_text(window).endswith("Paused")
    assert "Worker: Paused" in window.counts_label.text()
    label = window.findChild(QLabel, "workerStatusLabel")
    assert label is not None and "#56B4E9" in label.styleSheet()


def test_littles_law_gets_a_note_while_the_backlog_has_not_drained(qtbot) -> None:
    ledger = Ledger()
    # Ten tasks arrive at once, one has left, nine still wait: L is far from λ·W.
    events: list = [WorkerStarted(100.0, "worker-1")] + [q(i, 100.0) for i in range(1, 11)]
    events += [TaskStarted(1, 100.0, "worker-1"), TaskFinished(1, 101.0, "worker-1", "None")]
    ledger.apply(events)
    panel = StatsPanel(Session(ledger, clock=lambda: 110.0))
    qtbot.addWidget(panel)
    snapshot = panel.refresh()
    assert snapshot.in_system == 9
    assert not panel.little_note.isHidden()
    assert "drain" in panel.values["little"].toolTip()


def test_csv_times_are_numbers_with_units_in_the_header(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    click(qtbot, window, "addFailButton")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: states(window) == ["Failed"], timeout=WAIT_MS)
    path = tmp_path / "t.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.actions_.export_csv.trigger()
    header, row = list(csv.reader(path.read_text(encoding="utf-8").splitlines()))[:2]
    assert "Wait (s)" in header and "Enqueued (s since session start)" in header
    for name in ("Wait (s)", "Run (s)", "CPU (s)", "Enqueued (s since session start)"):
        float(row[header.index(name)])  # a number, no " s"
    assert float(row[header.index("CPU (s)")]) <= float(row[header.index("Run (s)")]) + 1e-3


def test_the_traceback_tooltip_is_monospace(qtbot, window: MainWindow) -> None:
    click(qtbot, window, "addFailButton")
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: on_screen(window, 0, Column.STATE) == "Failed", timeout=WAIT_MS)
    tip = on_screen(window, 0, Column.TASK, Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("<pre") and "monospace" in tip and "ValueError" in tip


def test_the_shortcuts_dialog_shows_every_row(qtbot, window: MainWindow) -> None:
    from fifo_gui.ui.help.shortcuts_dialog import ShortcutsDialog

    dialog = ShortcutsDialog(window.actions_.all(), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    assert any("Fit whole run" in table.item(r, 1).text() for r in range(table.rowCount()))
    last = table.rowCount() - 1
    rows_end = table.rowViewportPosition(last) + table.rowHeight(last)
    screen = dialog.screen().availableGeometry()
    # Every row in view, unless the screen is too short for them all (then the
    # dialog takes the screen's height and scrolls; offscreen it is 800 px).
    assert (
        rows_end <= table.viewport().height() or dialog.height() >= int(screen.height() * 0.9) - 1
    )


def test_the_auto_producer_settings_fold_away_and_keep_their_names(
    qtbot, window: MainWindow
) -> None:
    toggle = window.findChild(QToolButton, "producerSettingsButton")
    assert toggle is not None
    settings = window.controls.auto_settings
    assert settings.isHidden()
    qtbot.mouseClick(toggle, Qt.MouseButton.LeftButton)
    assert settings.isVisible()
    for name in (
        "producerRateSpin",
        "producerMinSpin",
        "producerMaxSpin",
        "producerFailSpin",
        "producerSeedSpin",
    ):
        found = window.controls.findChild(QWidget, name)
        assert found is not None and found.isVisible(), name


@pytest.mark.parametrize("size", [(1000, 600)])
def test_the_window_can_shrink_beside_the_lesson_code(
    qtbot, window: MainWindow, size: tuple[int, int]
) -> None:
    hint = window.minimumSizeHint()
    assert hint.width() <= size[0] and hint.height() <= size[1], hint


def test_the_lane_reads_finished_chips_newest_first_in_one_column(qtbot) -> None:
    from fifo_gui.ui.views.queue_lane import QueueLane

    ledger = Ledger()
    events: list = [WorkerStarted(100.0, "worker-1")]
    for i in range(1, 4):
        events += [
            q(i, 100.0),
            TaskStarted(i, 100.0 + i, "worker-1"),
            TaskFinished(i, 100.5 + i, "worker-1", "None"),
        ]
    ledger.apply(events)
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    lane.resize(1400, 220)
    recent = lane.layout_lane().recent
    assert [item.task_id for item, _ in recent] == [3, 2, 1]
    assert len({rect.left() for _, rect in recent}) == 1
    assert [rect.top() for _, rect in recent] == sorted(rect.top() for _, rect in recent)


def test_a_worker_between_two_tasks_of_a_flood_is_drawn_busy(qtbot) -> None:
    from fifo_gui.ui.views.queue_lane import QueueLane

    ledger = Ledger()
    events: list = [
        WorkerStarted(100.0, "worker-1"),
        q(1, 100.0),
        q(2, 100.0),
        TaskStarted(1, 100.0, "worker-1"),
        TaskFinished(1, 100.001, "worker-1", ""),
    ]
    ledger.apply(events)
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    assert "busy" in lane.worker_texts("worker-1", None, 100.05)[0]  # more waiting: not blocked
    ledger.apply([TaskStarted(2, 100.05, "worker-1"), TaskFinished(2, 100.06, "worker-1", "")])
    # queue empty, two quick runs are no flood: it waits on get()
    assert "zzz" in lane.worker_texts("worker-1", None, 100.07)[0]
    runs = [(TaskStarted(i, 100.06 + i / 1000, "worker-1"), i) for i in range(3, 20)]
    for started, i in runs:  # a flood: task after task, each taken as soon as it is put
        ledger.apply([q(i, started.time), started])
        ledger.apply([TaskFinished(i, started.time + 0.0005, "worker-1", "")])
    assert "busy" in lane.worker_texts("worker-1", None, 100.09)[0]  # between two of a flood
    assert "zzz" in lane.worker_texts("worker-1", None, 100.5)[0]  # the flood went by


def wholly_visible(table, row: int) -> bool:
    top = table.rowViewportPosition(row)
    return top >= 0 and top + table.rowHeight(row) <= table.viewport().height()


def test_the_followed_head_row_is_never_cut_by_the_tables_edge(qtbot, window: MainWindow) -> None:
    window.resize(1000, 600)
    add_many(window, 80)
    click(qtbot, window, "startButton")
    table = window.table
    for taken in range(1, 40):  # the head walks down the table, one step a frame
        step_one(qtbot, window)
        qtbot.waitUntil(lambda n=taken: states(window).count("Failed") == n, timeout=WAIT_MS)
        qtbot.waitUntil(lambda n=taken: wholly_visible(table, n), timeout=WAIT_MS)


def test_after_stop_now_the_stop_row_comes_into_view_whole(qtbot, window: MainWindow) -> None:
    window.resize(1000, 600)
    add_many(window, 80)
    click(qtbot, window, "startButton")
    window.actions_.stop_now.trigger()
    table = window.table
    qtbot.waitUntil(lambda: window.model.rowCount() == 81, timeout=WAIT_MS)
    assert window.model.row(80).sentinel
    qtbot.waitUntil(lambda: wholly_visible(table, 80), timeout=WAIT_MS)
    assert wholly_visible(table, 79)  # the row above it, not cut either


def test_a_shorter_table_still_shows_the_followed_row_whole(qtbot, window: MainWindow) -> None:
    window.resize(1200, 1000)
    add_many(window, 80)
    click(qtbot, window, "startButton")
    table = window.table
    qtbot.waitUntil(lambda: window.model.rowCount() == 80, timeout=WAIT_MS)
    rows = table.viewport().height() // table.rowHeight(0)
    assert rows >= 6
    for _ in range(rows - 2):  # the head near the table's foot
        step_one(qtbot, window)
    qtbot.waitUntil(lambda: states(window).count("Failed") == rows - 2, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: wholly_visible(table, rows - 2), timeout=WAIT_MS)
    window.clock.stop()  # as when the window is idle: no frames come
    window.resize(1200, 1000 - 3 * table.rowHeight(0) - table.rowHeight(0) // 2)
    qtbot.waitUntil(lambda: wholly_visible(table, rows - 2), timeout=WAIT_MS)


def test_after_a_burst_the_table_ends_at_its_last_rows(qtbot, window: MainWindow) -> None:
    window.resize(1000, 600)
    spin(window, "burstSpin").setValue(10_000)
    click(qtbot, window, "startButton")
    click(qtbot, window, "burstButton")
    qtbot.waitUntil(lambda: window.model.count(TaskState.DONE) == 10_000, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.model.rowCount() == 10_000, timeout=WAIT_MS)
    table = window.table
    qtbot.waitUntil(lambda: wholly_visible(table, 9_999), timeout=WAIT_MS)
    table.verticalScrollBar().setValue(0)  # the user looks back at the first rows
    assert not window.follower.following
    window.follower.on_frame()
    assert table.rowAt(0) == 0  # left where the user put it


def test_a_replay_ends_at_its_last_rows_after_a_scrub_and_after_play(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    record_scenario("burst", tmp_path / "burst.jsonl")  # 20 tasks and 3 STOPs
    window.resize(1000, 600)
    assert window.recording.open_recording(tmp_path / "burst.jsonl")
    table, model = window.table, window.model
    slider = window.findChild(QSlider, "replaySlider")
    assert slider is not None
    slider.setValue(slider.maximum())  # a scrub to the end
    assert model.rowCount() == 23
    qtbot.waitUntil(lambda: wholly_visible(table, 22), timeout=WAIT_MS)
    slider.setValue(0)
    replay = window.recording.replay
    assert replay is not None
    replay.set_speed(8.0)
    qtbot.mouseClick(window.findChild(QToolButton, "replayPlayButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: replay.at_end and not replay.playing, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: wholly_visible(table, 22), timeout=WAIT_MS)


def ink_columns(view: TimelineView, top: float, bottom: float, ink) -> list[int]:
    """The columns of the plot where a pixel between `top` and `bottom` is `ink`."""
    image = view.grab().toImage()
    plot = view.plot_rect()
    return [
        x
        for x in range(int(plot.left()), image.width())
        if any(ink(image.pixelColor(x, y)) for y in range(int(top), int(bottom) + 1))
    ]


def test_stop_and_exit_on_an_empty_queue_are_labelled_inside_the_timeline(qtbot) -> None:
    ledger = Ledger()
    ledger.apply(
        [
            WorkerStarted(100.0, "worker-1"),
            TaskQueued(1, "STOP", 130.0, "MainThread", True),  # Stop, 30 s into the session
            WorkerStopped(130.001, "worker-1", 1),
        ]
    )
    view = timeline(qtbot, ledger, now=200.0)
    view.resize(500, 220)  # a laptop's dock: the marks sit 5 % of the span from the edge
    plot = view.plot_rect()
    x = view.x_of(30.0)
    assert plot.right() - 40 < x < plot.right()
    metrics = QFontMetricsF(view_font(view))
    for text, baseline, ink in (
        ("stop() called", plot.bottom() - 4, lambda c: c.red() - c.green() > 40),  # pink
        ("exit", view.lane_rect("worker-1").top() + 16, lambda c: c.value() < 90),  # ink
    ):
        columns = [
            c
            for c in ink_columns(view, baseline - metrics.ascent(), baseline, ink)
            if abs(c - x) > 3  # not the mark's line
        ]
        assert columns and columns[-1] <= plot.right(), text
        drawn = columns[-1] - columns[0] + 1
        assert drawn >= 0.8 * metrics.horizontalAdvance(text), (text, drawn)


def test_the_follow_command_says_at_once_when_the_timeline_stops_following(
    qtbot, window: MainWindow
) -> None:
    """Fit whole run and a drag stop the following: View ▸ Follow says so as it
    happens, told by the timeline, not a frame later by a window that polls it."""
    window.scheduler.schedule(abs, 1)
    qtbot.waitUntil(lambda: window.ledger.queued == 1)
    window.clock.stop()  # no frame runs: only the timeline's own word moves the command
    view, left = window.timeline, Qt.MouseButton.LeftButton
    start = view.plot_rect().center()
    qtbot.mousePress(view, left, pos=start.toPoint())
    moved = QMouseEvent(
        QEvent.Type.MouseMove,
        start + QPointF(40, 0),
        view.mapToGlobal(start),
        left,
        left,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view, moved)  # a drag looks back
    qtbot.mouseRelease(view, left, pos=start.toPoint())
    assert not view.live and not window.actions_.follow.isChecked()
    qtbot.mouseDClick(view, left, pos=start.toPoint())  # a double click follows again
    assert view.live and window.actions_.follow.isChecked()


def test_a_replay_follows_its_clock_after_a_live_look_back(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    record_scenario("lesson", tmp_path / "lesson.jsonl")
    window.timeline.span = 600.0  # the user zoomed out and looked back
    window.actions_.follow.setChecked(False)
    assert not window.timeline.live
    assert window.recording.open_recording(tmp_path / "lesson.jsonl")
    assert window.timeline.live and window.actions_.follow.isChecked()
    assert window.timeline.span == SPAN
