"""Idle means idle: one frame clock, running only while something happens."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QWidget

from fifo_gui.core.states import TaskState
from fifo_gui.ui.frame_clock import ViewPainter
from fifo_gui.ui.main_window import MainWindow

WAIT_MS = 15_000


def active_timers(window: MainWindow) -> list[str]:
    """The QTimers in the window's object tree that are running now."""
    return [
        f"{t.parent().__class__.__name__} {t.interval()} ms"
        for t in window.findChildren(QTimer)
        if t.isActive()
    ]


def test_an_idle_window_runs_no_timer_and_wakes_for_a_task(qtbot, window: MainWindow) -> None:
    window.start_workers()  # one worker, blocked in get(): idle too
    window.actions_.add_fail.trigger()
    qtbot.waitUntil(lambda: window.model.count(TaskState.FAILED) == 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)
    assert window.scheduler.running
    assert active_timers(window) == []
    assert not window.heartbeat.measuring  # it rests, and its drawing says so

    with qtbot.waitSignal(window.clock.ticked):  # a frame at once for the click
        window.actions_.add_fail.trigger()
    assert window.clock.running
    qtbot.waitUntil(lambda: window.model.count(TaskState.FAILED) == 2, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)
    # Two tasks a second or more apart make a throughput, which ages: the one
    # timer left is the clock's single shot at the moment that figure changes.
    due = window.stats_panel.next_change()
    timers = active_timers(window)
    if due is None:
        assert timers == []
    else:
        left = window.clock.sleeping_until
        assert len(timers) == 1 and timers[0].startswith("FrameClock") and left is not None
        assert abs(left / 1000 - (due - window.sessions.current.now())) < 0.2


def test_the_clock_runs_while_a_task_is_queued_and_the_meter_measures(
    qtbot, window: MainWindow
) -> None:
    window.actions_.add_sleep.trigger()  # queued, no worker started: its wait grows
    for _ in range(3):  # frame after frame, although no event comes
        with qtbot.waitSignal(window.clock.ticked, timeout=WAIT_MS):
            pass
    assert window.clock.running and window.heartbeat.measuring
    qtbot.waitUntil(lambda: len(window.heartbeat.lateness_ms) >= 3, timeout=WAIT_MS)
    window.table.selectRow(0)
    window.actions_.cancel.trigger()
    qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)
    window.statusBar().clearMessage()  # "Cancelled 1 ..." would clear itself, once
    assert active_timers(window) == []
    assert not window.heartbeat.measuring


def test_a_frame_shows_the_table_and_every_view(qtbot, window: MainWindow) -> None:
    shown = window.stats_panel.values["run"]  # the rates wait for a second of it
    window.start_workers()
    window.scheduler.schedule(abs, -3)
    qtbot.waitUntil(
        lambda: window.model.rowCount() == 1 and window.model.count(TaskState.DONE) == 1,
        timeout=WAIT_MS,
    )
    qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)
    assert window.model.index(0, 3).data() == TaskState.DONE.value
    assert shown.text() != "—"  # at rest, the statistics show the final figures


class Drawn(QWidget):
    """A view that notes each paint, and whether the window's turn was held."""

    def __init__(self, name: str, log: list[str], held: list[bool]) -> None:
        super().__init__()
        self.name, self.log, self.held = name, log, held
        self.resize(60, 40)

    def paintEvent(self, event: QPaintEvent) -> None:
        self.log.append(self.name if self.held else f"{self.name} outside the turn")


def test_the_views_are_painted_after_a_frame_one_per_pass_in_the_turn(qtbot) -> None:
    log: list[str] = []
    held: list[bool] = []

    @contextmanager
    def turn() -> Iterator[None]:
        held.append(True)
        yield
        held.pop()

    views = [Drawn(name, log, held) for name in ("lane", "timeline", "chart")]
    for view in views:
        qtbot.addWidget(view)
        view.show()
        qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: len(log) >= 3)  # the first paints, Qt's own
    painter = ViewPainter(views, turn)
    log.clear()
    beat = QTimer()
    beat.setInterval(0)
    beat.timeout.connect(lambda: log.append("timer"))
    painter.on_frame()
    painter.on_frame()  # a second frame before the first was painted: no view twice
    beat.start()
    qtbot.waitUntil(lambda: "chart" in log)
    beat.stop()
    views_painted = [entry for entry in log if entry != "timer"]
    assert views_painted == ["lane", "timeline", "chart"]
    assert log.index("timer") < log.index("chart")  # served between the views


def test_a_frame_is_one_instant_every_view_reads_the_status_lines_events(
    qtbot, window: MainWindow
) -> None:
    # In a flood the status line said "Queued 0 · Done 20,400" while the lane,
    # painted a pass later after another drain, said "494 waiting".
    from fifo_gui.ui.numbers import number

    lane = window.queue_lane
    disagreements: list[str] = []
    paints = [0]
    painted = lane.paintEvent

    def paint(event: QPaintEvent) -> None:
        paints[0] += 1
        done = f"Done {number(window.ledger.done)} "
        if window.clock.running and done not in window.counts_label.text():
            disagreements.append(f"{done.strip()} / {window.counts_label.text()}")
        painted(event)

    lane.paintEvent = paint  # type: ignore[method-assign]
    window.start_workers()
    window.controls.burst_spin.setValue(20_000)
    window.actions_.burst.trigger()
    qtbot.waitUntil(lambda: window.ledger.done == 20_000, timeout=WAIT_MS * 4)
    assert paints[0] > 5 and not disagreements
