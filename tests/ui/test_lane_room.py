"""The queue lane on a narrow dock at a big zoom (a 720p projector at +4):
the queue keeps room for its boxes and "+N", never a sliver under the workers."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetricsF

from fifo_gui.core.events import (
    QueueConfigured,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.ledger import Ledger
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.views.drawing import view_font
from fifo_gui.ui.views.lane_layout import QUEUE_LEAST
from fifo_gui.ui.views.queue_lane import QueueLane
from tests.ui.test_story_views import q


@pytest.mark.parametrize("points", [13, 17])
def test_a_narrow_lane_keeps_room_for_the_queue(qtbot, points: int) -> None:
    ledger = Ledger()
    ledger.apply([QueueConfigured(0.0, "MainThread", "FIFO", 3, 1), WorkerStarted(0.0, "worker-1")])
    ledger.apply([q(i, 0.1) for i in range(1, 7)])  # more than the lane can show
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    font = QFont(lane.font())
    font.setPointSize(points)
    lane.setFont(font)
    lane.resize(700, 130)  # the lane's tab beside the statistics, at 1280x720
    lay = lane.layout_lane()
    k = points / 13
    assert lay.queue.width() >= QUEUE_LEAST * k - 1
    assert lay.queue.left() > lay.producer.right()
    assert lay.more is not None and lay.queue.contains(lay.more)
    assert all(lay.queue.contains(rect) for _, rect in lay.boxes) and len(lay.boxes) >= 2
    assert lay.workers and lay.workers[0][2].left() >= lay.queue.right()
    assert "FULL" in lane.heading(lay)


@pytest.mark.parametrize(("maxsize", "short"), [(3, "0 of 3"), (0, "0 waiting")])
def test_a_narrow_lane_writes_its_counts_whole(qtbot, maxsize: int, short: str) -> None:
    # At 1280x720 the heading read "0 waiting of max…": cut in the middle of a word.
    ledger = Ledger()
    ledger.apply([QueueConfigured(0.0, "MainThread", "FIFO", maxsize, 1)])
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    lane.resize(560, 130)
    lay = lane.layout_lane()
    assert lane.heading(lay) == short


def test_boxes_narrowed_to_the_queue_all_show(qtbot) -> None:
    # At 1366x768 +4 a full queue of 3 showed one box and "+2": the boxes had
    # been narrowed to fit exactly, and a rounding error counted room for two.
    ledger = Ledger()
    ledger.apply([QueueConfigured(0.0, "MainThread", "FIFO", 3, 1)])
    ledger.apply([q(i, 0.1) for i in range(1, 4)])
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    font = QFont(lane.font())
    font.setPointSize(17)
    lane.setFont(font)
    for width in range(800, 1000, 3):
        lane.resize(width, 130)
        lay = lane.layout_lane()
        assert lay.more is None and len(lay.boxes) == 3, width


@pytest.mark.parametrize("width", [760, 1000, 1280, 1600])
@pytest.mark.parametrize("height", [84, 112, 190])
def test_the_finished_column_says_how_many_when_its_chips_do_not_all_fit(
    qtbot, width: int, height: int
) -> None:
    # At 1280x720 +4 (projector view) the column showed 2 of the lesson's 4
    # chips under "Finished, newest first": nothing said two more had finished.
    ledger = Ledger()
    ledger.apply([WorkerStarted(0.0, "worker-1")])
    ledger.apply([q(i, 0.1) for i in range(1, 5)])
    for i in range(1, 5):
        ledger.apply([TaskStarted(i, i, "worker-1"), TaskFinished(i, i + 0.5, "worker-1", "x")])
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    font = QFont(lane.font())
    font.setPointSize(17)  # zoom +4
    lane.setFont(font)
    lane.resize(width, height)
    lay = lane.layout_lane()
    if not lay.recent:
        return  # no finished column at this width
    heading = lane.finished_heading(lay)
    advance = QFontMetricsF(view_font(lane, -1, bold=True)).horizontalAdvance
    assert advance(heading) <= lay.recent[0][1].width(), heading  # whole, never cut
    if len(lay.recent) < 4:
        assert "4" in heading or f"+{4 - len(lay.recent)}" in heading, heading
    else:
        assert heading == "Finished, newest first"
    lane.grab()


def test_a_worker_is_named_at_any_width_running_or_not(qtbot) -> None:
    # At 1366x768 +4 in Spanish the box read "no está en marcha" with no name,
    # and a student's two threads both read "Threa…" in the check at 720p.
    ledger = Ledger()
    ledger.apply([QueueConfigured(0.0, "MainThread", "FIFO", 0, 1)])
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    assert lane.worker_texts("worker-1", None, 0.0)[-1] == "w1"  # not started yet
    ledger.apply(
        [
            WorkerStarted(0.0, "Thread-1 (_worker_loop)"),
            WorkerStarted(0.0, "Thread-2 (_worker_loop)"),
        ]
    )
    shortest = {lane.worker_texts(name, None, 0.0)[-1] for name in ledger.workers}
    assert shortest == {"T1", "T2"}


def test_the_finished_heading_counts_tasks_as_the_status_line_does(qtbot) -> None:
    # "6 finished, newest first" beside "Done 5": the count took the STOP in.
    ledger = Ledger()
    ledger.apply([QueueConfigured(0.0, "MainThread", "FIFO", 0, 1), WorkerStarted(0.0, "worker-1")])
    events = []
    for i in range(1, 6):
        events += [
            q(i, 0.1),
            TaskStarted(i, 0.1 * i, "worker-1"),
            TaskFinished(i, 0.1 * i + 0.05, "worker-1", ""),
        ]
    ledger.apply(events)
    stop = TaskQueued(6, "STOP", 1.0, "MainThread", True)
    ledger.apply([stop, WorkerStopped(1.1, "worker-1", 6)])
    assert (ledger.done, ledger.finished) == (5, 6)  # the STOP consumed: finished, no task
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    titles = lane.finished_titles(shown=2)
    assert titles[0] == "5 finished + 1 STOP, newest first"
    assert titles[-2:] == ["5 finished", "+4"]  # a narrow lane: the tasks' count, then "+N"


def test_a_narrow_worker_box_puts_its_task_under_its_name(qtbot) -> None:
    # At 1280x720 three workers' boxes read "w1", "w2", "w3": which task each
    # ran, only the table said. Two short lines fit where "w1: T9" does not.
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter, QPixmap

    from fifo_gui.ui.views.lane_painting import worker_fits

    ledger = Ledger()
    ledger.apply([QueueConfigured(0.0, "MainThread", "FIFO", 0, 1), WorkerStarted(0.0, "worker-1")])
    ledger.apply([q(9, 0.1), TaskStarted(9, 0.2, "worker-1")])
    lane = QueueLane(Session(ledger))
    qtbot.addWidget(lane)
    running = ledger.running_records()[0]
    texts = lane.worker_texts("worker-1", running, 0.3)
    assert texts[-2:] == ["w1\nT9", "w1"]
    pixmap = QPixmap(200, 200)
    p = QPainter(pixmap)
    try:
        p.setFont(view_font(lane))
        metrics = QFontMetricsF(p.font())
        width = metrics.horizontalAdvance("w1: T") + 16  # "w1: T9" does not fit
        box = QRectF(0, 0, width, 2 * metrics.lineSpacing() + 16)  # and a progress strip
        assert not worker_fits(p, box, "w1: T9", running)
        assert worker_fits(p, box, "w1\nT9", running)
        assert not worker_fits(p, QRectF(0, 0, width, metrics.height() + 8), "w1\nT9", running)
    finally:
        p.end()
