"""The teaching views: the geometry they compute, not merely that they exist."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter, QWheelEvent
from PySide6.QtWidgets import QApplication

from fifo_gui.core import ClassroomScheduler
from fifo_gui.core.events import (
    QueueConfigured,
    QueuePaused,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
)
from fifo_gui.core.ledger import Ledger
from fifo_gui.core.stats import MIN_PERIOD
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.views.drawing import view_font
from fifo_gui.ui.views.heartbeat import Heartbeat
from fifo_gui.ui.views.queue_lane import QueueLane
from fifo_gui.ui.views.stats_panel import StatsPanel
from fifo_gui.ui.views.timeline_geometry import cross_rect
from fifo_gui.ui.views.timeline_painting import draw_cross
from fifo_gui.ui.views.timeline_view import TimelineView


def q(task_id: int, t: float, sentinel: bool = False) -> TaskQueued:
    return TaskQueued(task_id, f"sample_task('T{task_id}', 1)", t, "MainThread", sentinel, 1.0)


def test_timeline_bar_spans_its_started_and_finished_times(qtbot) -> None:
    ledger = Ledger()
    ledger.apply(
        [
            WorkerStarted(100.0, "worker-1"),
            q(1, 100.0),
            TaskStarted(1, 102.0, "worker-1"),
            TaskFinished(1, 105.0, "worker-1", "None"),
        ]
    )
    view = TimelineView(Session(ledger, epoch=100.0, clock=lambda: 110.0))
    qtbot.addWidget(view)
    view.resize(1110, 200)  # plot is 1110 - 110 - 8 = 992 px for 10 s
    view.span = 10.0
    plot = view.plot_rect()
    px_per_s = plot.width() / 10.0
    wait, run = view.bar_rects(ledger.spans[0])
    assert run.left() == pytest.approx(plot.left() + 2 * px_per_s, abs=1)
    assert run.right() == pytest.approx(plot.left() + 5 * px_per_s, abs=1)
    assert wait.left() == pytest.approx(plot.left(), abs=1)
    assert wait.right() == pytest.approx(run.left(), abs=1)
    assert view.item_at(run.center()) is ledger.spans[0]
    assert "ran 3.000 s" in view.describe(ledger.spans[0])
    view.grab()  # paints without error


def wheel(widget: TimelineView, steps: int) -> None:
    pos = QPointF(300, 80)
    event = QWheelEvent(
        pos,
        widget.mapToGlobal(pos),
        QPoint(),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_timeline_zoom_pause_and_live(qtbot) -> None:
    view = TimelineView(Session(Ledger(), epoch=0.0, clock=lambda: 50.0))
    qtbot.addWidget(view)
    view.resize(800, 200)
    view.show()
    assert view.live and view.right_edge() == 50.0
    wheel(view, 1)
    assert view.span == pytest.approx(8.0)  # zoomed in
    wheel(view, -1)
    assert view.span == pytest.approx(10.0)
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=QPoint(300, 80))
    qtbot.mouseMove(view, QPoint(500, 80))  # drag the past into view
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=QPoint(500, 80))
    assert not view.live
    assert view.right_edge() < 50.0
    qtbot.mouseDClick(view, Qt.MouseButton.LeftButton, pos=QPoint(300, 80))
    assert view.live and view.right_edge() == 50.0


def test_timeline_keeps_the_runs_in_view_while_tasks_wait_after_stop(qtbot) -> None:
    """A task put on the queue a minute after Stop has no worker to take it:
    the timeline stays on the last runs rather than scroll them away."""
    from fifo_gui.core.events import WorkerStopped

    clock = [104.0]
    ledger = Ledger()
    ledger.apply(
        [
            WorkerStarted(100.0, "worker-1"),
            q(1, 100.0),
            TaskStarted(1, 100.5, "worker-1"),
            TaskFinished(1, 102.0, "worker-1", "None"),
            q(2, 103.0, sentinel=True),
            WorkerStopped(103.5, "worker-1", 2),
        ]
    )
    view = TimelineView(Session(ledger, epoch=100.0, clock=lambda: clock[0]))
    qtbot.addWidget(view)
    view.resize(800, 200)
    edge = view.right_edge()
    clock[0] = 165.0
    ledger.apply([q(3, 164.0)])  # queued, and no worker alive
    assert view.live and view.right_edge() == edge
    assert ledger.spans[0] in list(view.items_in_sight())
    ledger.apply([WorkerStarted(166.0, "worker-2")])  # Start: a worker will take it
    assert view.right_edge() == pytest.approx(65.0)  # the clock again


def test_queue_lane_boxes_follow_queue_order_head_at_the_right(qtbot) -> None:
    ledger = Ledger()
    ledger.apply([q(i, float(i)) for i in range(1, 6)] + [q(6, 6.0, sentinel=True)])
    ledger.apply([WorkerStarted(7.0, "worker-1"), TaskStarted(1, 7.0, "worker-1")])
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    lane.resize(1600, 190)
    layout = lane.layout_lane()
    assert [item.task_id for item, _ in layout.boxes] == [2, 3, 4, 5, 6]
    xs = [rect.left() for _, rect in layout.boxes]
    assert xs == sorted(xs, reverse=True)  # head rightmost, tail towards the producer
    assert layout.hidden == 0
    assert [(name, item.task_id if item else None) for name, item, _ in layout.workers] == [
        ("worker-1", 1)
    ]
    lane.resize(700, 190)  # too narrow for all: a "+N more" box at the tail
    small = lane.layout_lane()
    assert small.hidden == 5 - len(small.boxes) and small.more is not None
    assert [item.task_id for item, _ in small.boxes] == [2, 3, 4, 5, 6][: len(small.boxes)]
    lane.grab()


def test_a_laptops_narrow_lane_still_draws_the_items_at_the_head(qtbot) -> None:
    # 828 px is the lane on a 1366 px laptop: full-size worker and finished
    # columns left room for no item at all, only "+2 more".
    ledger = Ledger()
    ledger.apply([q(1, 1.0), q(2, 2.0)])
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    lane.resize(828, 160)
    layout = lane.layout_lane()
    assert [item.task_id for item, _ in layout.boxes] == [1, 2] and layout.more is None
    queue, (_, _, worker) = layout.queue, layout.workers[0]
    assert queue.right() < worker.left() and worker.right() <= 828


def test_a_full_bounded_buffer_shows_its_three_items_on_a_720p_lane(qtbot) -> None:
    # The lane's tab on a 1280x720 projector is ~760 px wide: full-size boxes
    # left room for one, so a FULL queue of 3 read "+3 more" and nothing else.
    ledger = Ledger()
    ledger.apply([QueueConfigured(0.0, "MainThread", "FIFO", 3, 1)])
    ledger.apply([q(1, 1.0), q(2, 2.0), q(3, 3.0)])
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    lane.resize(760, 150)
    layout = lane.layout_lane()
    assert [item.task_id for item, _ in layout.boxes] == [1, 2, 3] and layout.more is None
    assert all(layout.queue.contains(rect) for _, rect in layout.boxes)


@pytest.mark.parametrize("points", [13, 17, 21])  # zoom 0, +4, +8
def test_the_head_label_and_the_headings_fit_a_short_lane_at_every_zoom(qtbot, points) -> None:
    # At 1280x720 +4 the lane's tab is ~110 px tall: "head" was drawn under
    # the queue's outline and cut by the dock's edge.
    ledger = Ledger()
    ledger.apply([q(1, 1.0), q(2, 2.0)])
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    font = lane.font()
    font.setPointSize(points)
    lane.setFont(font)
    line = QFontMetricsF(view_font(lane)).height()
    for height in (110, 160):
        lane.resize(760, height)
        layout = lane.layout_lane()
        head = layout.boxes[0][1]
        assert head.height() >= line + 8  # a line of text in each box, first
        label = layout.head_label
        if label is not None:  # then "head", inside the queue's outline
            assert label.top() >= head.bottom() and label.height() >= line
            assert label.bottom() <= layout.queue.bottom() <= lane.height()
        heading = QFontMetricsF(view_font(lane, -1, bold=True)).height()
        assert layout.queue.top() >= 2 + heading  # the headings' line above the columns
    assert layout.head_label is not None  # a taller lane has room for it


def test_stats_panel_shows_the_core_figures(qtbot) -> None:
    ledger = Ledger()
    ledger.apply(
        [
            q(1, 0.0),
            TaskStarted(1, 0.0, "w1"),
            q(2, 1.0),
            TaskFinished(1, 2.0, "w1", "None"),
            TaskStarted(2, 2.0, "w2"),
            TaskFailed(2, 3.0, "w2", "ValueError", "x", ""),
        ]
    )
    panel = StatsPanel(Session(ledger, clock=lambda: 3.0))
    qtbot.addWidget(panel)
    panel.refresh()
    assert panel.values["little"].text() == "1.33 vs 1.33"
    assert panel.values["W"].text() == "2.000 s"
    assert panel.values["started_fifo"].text() == "yes"
    assert panel.values["finished_fifo"].text() == "yes"


@pytest.mark.parametrize("ended", [False, True], ids=["running", "over-within-the-period"])
def test_a_rate_shown_as_a_dash_says_why_in_its_tooltip(qtbot, ended: bool) -> None:
    """Throughput, λ and L are "—" while the run, from its first arrival, is
    shorter than MIN_PERIOD (the narrator may already give a flood's rate),
    and stay so for a run over sooner: each one's tooltip says so."""
    ledger = Ledger()
    ledger.apply([q(n, 0.0) for n in range(1, 4)] + [TaskStarted(1, 0.1, "w1")])
    if ended:  # every task left within 5 ms of the first arrival
        ledger.apply([TaskCancelled(2, 0.002, "MainThread"), TaskCancelled(3, 0.003, "MainThread")])
        ledger.apply([TaskFinished(1, 0.005, "w1", "None")])
    clock = [0.5]
    panel = StatsPanel(Session(ledger, clock=lambda: clock[0]))
    qtbot.addWidget(panel)
    panel.refresh()
    words = f"shorter than {MIN_PERIOD:g} s"
    for key in ("throughput", "arrival", "L"):
        assert panel.values[key].text() == "—"
        assert words in panel.values[key].toolTip() and words in panel.captions[key].toolTip()
    clock[0] = 30.0
    panel.refresh()
    for key in ("throughput", "arrival", "L"):
        assert (panel.values[key].text() == "—") == ended, key


def test_the_take_order_is_fifo_though_sixteen_workers_report_starts_out_of_order(
    qtbot,
) -> None:
    ledger = Ledger()
    ledger.apply([QueueConfigured(0.0, "MainThread", "FIFO", 0, 16)])
    ledger.apply([q(n, 0.0) for n in range(1, 5)])
    # worker-2 took 2 after worker-1 took 1, but was first to say so
    ledger.apply([TaskStarted(n, 1.0, f"w{n}") for n in (2, 1, 4, 3)])
    panel = StatsPanel(Session(ledger, clock=lambda: 2.0))
    qtbot.addWidget(panel)
    panel.refresh()
    assert panel.values["started_fifo"].text() == "yes"


def test_heartbeat_measures_the_gui_thread_and_rests_saying_so(qtbot) -> None:
    beat = Heartbeat()
    qtbot.addWidget(beat)
    assert not beat.measuring  # until the window's clock runs
    beat.set_measuring(True)
    qtbot.waitUntil(lambda: len(beat.lateness_ms) >= 5)
    assert all(late >= 0 for late in beat.lateness_ms)
    beat.set_measuring(False)
    assert not beat.measuring
    beat.resize(360, 120)
    beat.grab()  # paints the resting caption
    beat.stop()


def test_window_has_every_view_and_feeds_them(qtbot, window: MainWindow) -> None:
    for name in ("queueLane", "timelineView", "depthChart", "heartbeat", "statsPanel"):
        widget = window.findChild(type(window).__mro__[-3], name)
        assert widget is not None and widget.isVisible(), name
    gate_id = window.scheduler.schedule(int, "7")
    window.start_workers()
    qtbot.waitUntil(lambda: len(window.ledger.spans) == 1, timeout=5000)
    assert window.ledger.spans[0].task_id == gate_id
    qtbot.waitUntil(lambda: window.stats_panel.values["run"].text() != "— / —", timeout=5000)


def test_dock_layout_is_remembered(qtbot, make_window) -> None:
    first = make_window()
    first.docks.stats.hide()
    first.close()
    second = make_window()
    assert not second.docks.stats.isVisible() and second.docks.lane.isVisible()


def test_follow_live_action_pauses_the_timeline(window: MainWindow) -> None:
    window.actions_.follow.setChecked(False)
    assert not window.timeline.live
    window.actions_.follow.setChecked(True)
    assert window.timeline.live


def test_views_text_is_at_least_11_points(window: MainWindow) -> None:
    from fifo_gui.ui.views.drawing import VIEW_POINT_SIZE, view_font

    assert VIEW_POINT_SIZE >= 11
    assert view_font(window.timeline, -20).pointSize() >= 11
    assert view_font(window.timeline).pointSize() >= 11


def test_the_first_paint_shows_the_whole_window_views_and_all(qtbot) -> None:
    # Nothing is added a turn later: the first frame a class sees is complete.
    window = MainWindow(ClassroomScheduler(verbose=False))
    qtbot.addWidget(window)
    assert window.actions_.open.isEnabled()
    window.actions_.add_fail.trigger()
    window.show()
    qtbot.waitExposed(window)
    assert all(dock.isVisible() for dock in window.docks.views) and window.model.rowCount() == 1
    view_menu = next(m.menu() for m in window.menuBar().actions() if "View" in m.text())
    assert any("Timeline" in a.text() for a in view_menu.actions())
    window.actions_.follow.setChecked(False)
    assert not window.timeline.live
    window.close()


def test_timeline_draws_a_flood_beyond_its_spans_as_one_band(qtbot) -> None:
    ledger = Ledger(history=10)
    events: list = [WorkerStarted(100.0, "worker-1")]
    for i in range(1, 1001):  # 1,000 runs of 2 ms back to back, 101-103 s
        t = 101.0 + (i - 1) * 0.002
        events += [
            q(i, 100.5),
            TaskStarted(i, t, "worker-1"),
            TaskFinished(i, t + 0.002, "worker-1", "None"),
        ]
    ledger.apply(events)
    view = TimelineView(Session(ledger, epoch=100.0, clock=lambda: 104.0))
    qtbot.addWidget(view)
    view.resize(1110, 200)
    view.span = 10.0
    image = view.grab().toImage()
    lane = view.lane_rect("worker-1")
    for seconds in (1.2, 2.5):  # long gone from the 10 spans, still drawn
        colour = image.pixelColor(int(view.x_of(seconds)), int(lane.center().y()) - 6)
        assert colour.green() > colour.red() + 40, (seconds, colour.name())
    empty = image.pixelColor(int(view.x_of(3.5)), int(lane.center().y()) - 6)
    assert empty.name() == "#ffffff"  # after the last run: nothing


def test_timeline_keeps_the_lessons_runs_by_name_after_a_flood(qtbot) -> None:
    """The lesson's four tasks ran back to back, one failing; a flood then
    pushed them out of the spans. They are still drawn one by one: each bar
    by name with its tooltip, the failure with its ✗, not an unlabelled band."""
    ledger = Ledger(history=10)
    events: list = [WorkerStarted(100.0, "worker-1")]
    lesson = [(1, 101.0, 102.0), (2, 102.0, 103.0), (3, 103.0, 103.1), (4, 103.1, 104.1)]
    for task_id, began, ended in lesson:
        events += [q(task_id, 100.5), TaskStarted(task_id, began, "worker-1")]
        if task_id == 3:
            events.append(TaskFailed(task_id, ended, "worker-1", "ValueError", "no", "tb"))
        else:
            events.append(TaskFinished(task_id, ended, "worker-1", "None"))
    for i in range(5, 1005):  # then 1,000 no-ops of 1 ms back to back, 105-106 s
        t = 105.0 + (i - 5) * 0.001
        events += [q(i, 104.5), TaskStarted(i, t, "worker-1")]
        events.append(TaskFinished(i, t + 0.001, "worker-1", "None"))
    ledger.apply(events)
    assert all(rec.task_id > 4 for rec in ledger.spans)
    view = TimelineView(Session(ledger, epoch=100.0, clock=lambda: 107.0))
    qtbot.addWidget(view)
    view.resize(1110, 200)
    view.span = 10.0
    drawn = {rec.task_id: rec for rec in view.items_in_sight()}
    assert {1, 2, 3, 4} <= set(drawn)
    for task_id in (1, 2, 4):
        run = view.bar_rects(drawn[task_id])[1]
        assert view.item_at(run.center()) is drawn[task_id]
    image = view.grab().toImage()
    failed = view.bar_rects(drawn[3])[1]  # drawn as a failure, not in a band's green
    fill = image.pixelColor(int(failed.left()) + 2, int(failed.bottom()) - 2)
    assert fill.red() > fill.green() + 60, fill.name()


@pytest.mark.parametrize("workers", [3, 4])
def test_the_lane_keeps_every_workers_box_readable(qtbot, workers) -> None:
    # 1454 x 118 px is the lane above the table on a 1920x1080 projector.
    ledger = Ledger()
    names = [f"worker-{n}" for n in range(1, workers + 1)]
    ledger.apply([q(i, 1.0) for i in range(1, workers + 1)])
    ledger.apply([WorkerStarted(2.0, name) for name in names])
    ledger.apply([TaskStarted(i, 2.0, name) for i, name in enumerate(names, 1)])
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    lane.resize(1454, 118)
    boxes = [rect for _, _, rect in lane.layout_lane().workers]
    line = QFontMetricsF(view_font(lane)).height()
    assert all(rect.height() >= line + 8 for rect in boxes)
    for first, second in itertools.combinations(boxes, 2):
        assert not first.intersects(second)
    assert all(lane.rect().toRectF().contains(rect) for rect in boxes)
    lane.grab()


def test_a_paused_worker_says_the_queue_lets_nothing_out(qtbot) -> None:
    ledger = Ledger()
    ledger.apply([WorkerStarted(1.0, "worker-1"), q(1, 1.0)])
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    assert "blocked on get()" in lane.worker_texts("worker-1", None, 2.0)[0]
    ledger.apply([QueuePaused(1.5, "MainThread", True)])  # the lane reads the pause from the ledger
    text = lane.worker_texts("worker-1", None, 2.0)[0]
    assert "paused" in text and "Step" in text and "blocked" not in text
    ledger.apply([QueuePaused(1.8, "MainThread", False)])
    assert "blocked on get()" in lane.worker_texts("worker-1", None, 2.0)[0]


def test_timeline_lanes_never_overlap_with_three_workers(qtbot) -> None:
    ledger = Ledger()
    names = ["worker-1", "worker-2", "worker-3"]
    events: list[object] = [WorkerStarted(100.0, name) for name in names]
    for i in range(1, 10):
        events += [q(i, 100.0), TaskStarted(i, 100.0 + i, names[i % 3])]
        events += [TaskFinished(i, 100.5 + i, names[i % 3], "None")]
    ledger.apply(events)
    view = TimelineView(Session(ledger, epoch=100.0, clock=lambda: 110.0))
    qtbot.addWidget(view)
    view.resize(764, 120)  # the timeline's dock on a 1280x720 screen
    view.grab()  # a paint sees the three lanes: the view asks for the height they need
    view.resize(764, max(120, view.minimumHeight()))
    lanes = [view.lane_rect(name) for name in names]
    assert all(lane.height() >= view.lane_least() for lane in lanes)
    for item in ledger.spans:
        lane = view.lane_rect(item.worker)
        wait, run = view.bar_rects(item)
        assert lane.top() <= run.top() and wait.bottom() <= lane.bottom(), item


def test_a_failures_cross_is_drawn_in_its_own_bar_not_the_next(qtbot) -> None:
    """ "✗ Task C" read as Task C failing: the ✗ stays within the failed run."""
    ledger = Ledger()
    ledger.apply(
        [
            WorkerStarted(100.0, "worker-1"),
            q(1, 100.0),
            q(2, 100.0),
            TaskStarted(1, 101.0, "worker-1"),
            TaskFailed(1, 102.0, "worker-1", "ValueError", "boom", "Traceback ..."),
            TaskStarted(2, 102.0, "worker-1"),
            TaskFinished(2, 104.0, "worker-1", "None"),
        ]
    )
    view = TimelineView(Session(ledger, epoch=100.0, clock=lambda: 105.0))
    qtbot.addWidget(view)
    view.resize(1110, 200)
    failed, following = (next(s for s in ledger.spans if s.task_id == n) for n in (1, 2))
    image = QImage(view.size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    cross = draw_cross(painter, view.bar_rects(failed)[1], view.lane_rect("worker-1").top())
    painter.end()
    run = view.bar_rects(failed)[1]
    assert run.left() <= cross.left() and cross.right() <= run.right()
    assert cross.right() < view.bar_rects(following)[1].left()
    view.grab()


def test_a_thin_failed_runs_cross_stays_in_the_first_lane(qtbot) -> None:
    # A failure in the first lane, too short for a ✗ inside its bar: the ✗
    # above the bar was cut in half by the top of the plot.
    ledger = Ledger()
    ledger.apply(
        [
            WorkerStarted(100.0, "worker-1"),
            q(1, 100.0),
            TaskStarted(1, 101.0, "worker-1"),
            TaskFailed(1, 101.001, "worker-1", "ValueError", "boom", "Traceback ..."),
        ]
    )
    view = TimelineView(Session(ledger, epoch=100.0, clock=lambda: 105.0))
    qtbot.addWidget(view)
    view.resize(1110, 120)  # a short dock: the lanes at their least
    failed = ledger.spans[0]
    run = view.bar_rects(failed)[1]
    lane = view.lane_rect("worker-1")
    cross = cross_rect(run, lane.top())
    assert run.top() - cross.height() - 2 < view.plot_rect().top()  # above the bar: cut
    assert cross.top() >= view.plot_rect().top()  # inside the plot's clip
    assert cross.width() < run.width() + 20 and cross.center().x() == run.center().x()


def test_the_lane_writes_numbers_as_the_status_bar_does(qtbot) -> None:
    ledger = Ledger()
    ledger.apply([q(n, 1.0) for n in range(1, 100_001)])
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    assert lane.titles()[0] == "queue.Queue — 100,000 waiting (unbounded)"
    assert QueueLane.more_texts(99_990) == ["+99,990\nmore", "+99,990"]
    lane.resize(700, 150)
    lane.grab()  # the chip's number shrinks to fit rather than losing digits


def test_a_blocked_producer_is_not_painted_in_the_failed_colour() -> None:
    from fifo_gui.ui.producer.producer_status import BLOCKED
    from fifo_gui.ui.views.palette import BLOCKED_COLOUR, STATE_COLOURS

    assert BLOCKED.background == BLOCKED_COLOUR
    assert BLOCKED_COLOUR not in STATE_COLOURS.values()


def test_the_timeline_has_a_lane_per_worker_start_will_run(qtbot) -> None:
    # Before Start with three workers the lane showed w1, w2, w3 and the
    # timeline one lane, "worker-1".
    from fifo_gui.core.events import QueueConfigured
    from fifo_gui.ui.views.timeline_view import TimelineView

    ledger = Ledger()
    ledger.apply([QueueConfigured(0.0, "MainThread", "FIFO", 0, 3)])
    timeline = TimelineView(Session(ledger))
    qtbot.addWidget(timeline)
    assert timeline.lanes() == ["worker-1", "worker-2", "worker-3"]
    assert timeline.summary().startswith("3 worker lanes")
