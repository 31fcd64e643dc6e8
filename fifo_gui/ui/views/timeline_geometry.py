"""The timeline's geometry: seconds to pixels, where a bar and its ✗ go, the
axis's step, and which records are in sight."""

from __future__ import annotations

import math
from collections.abc import Iterator

from PySide6.QtCore import QRectF

from fifo_gui.core.ledger import Ledger, Record

LANE_LABEL_W = 110.0
AXIS_H = 26.0
MAX_SPAN = 86400.0  # seconds: the widest zoom, and how far back a record can be in sight
MIN_BAR = 4.0  # pixels: a run shorter than a pixel still shows
CROSS_MAX = 16.0  # px: the biggest ✗
WAIT_ROOM = 17.0  # px below a run bar for the staggered wait lines
# Seconds between the axis's labels: the first of these that fits.
AXIS_STEPS = (0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800)
AXIS_HOURS = (3600, 7200, 21600)  # and of an hour or more
AXIS_STEP_MOST = 43200.0  # seconds: the widest step, whatever the span


def axis_step(span: float, most: float) -> float:
    """Seconds between two labels of the axis: no more than `most` labels
    across `span` seconds (labels never overlap)."""
    return next((s for s in (*AXIS_STEPS, *AXIS_HOURS) if span / s <= most), AXIS_STEP_MOST)


def cross_rect(run: QRectF, ceiling: float) -> QRectF:
    """Where a failed run's ✗ goes: inside its own bar, at its end, when the bar
    has room; else just above the bar, but not above `ceiling` (its lane's
    top: the first lane's ✗ was cut in half by the plot's edge). Never on the
    next run: "✗ Task C" read as Task C failing."""
    size = max(8.0, min(CROSS_MAX, run.height() * 0.6))
    if run.width() >= size + 8:
        return QRectF(run.right() - size - 4, run.center().y() - size / 2, size, size)
    return QRectF(run.center().x() - size / 2, max(ceiling, run.top() - size - 2), size, size)


class BarScale:
    """Seconds to pixels for one paint: computed once, used for every bar."""

    __slots__ = ("left_px", "left_time", "px_per_s")

    def __init__(self, *, left_px: float, px_per_s: float, left_time: float) -> None:
        self.left_px = left_px
        self.px_per_s = px_per_s
        self.left_time = left_time  # monotonic time at the plot's left edge

    @classmethod
    def across(cls, plot: QRectF, span: float, left_time: float) -> BarScale:
        """`span` seconds across `plot`, monotonic time `left_time` at its left edge."""
        return cls(left_px=plot.left(), px_per_s=plot.width() / span, left_time=left_time)

    def x(self, t: float) -> float:
        """The x pixel of monotonic time `t`."""
        return self.left_px + (t - self.left_time) * self.px_per_s

    @staticmethod
    def run_row(lane: QRectF) -> tuple[float, float]:
        """(top, height) of the run bars in `lane`: the waits below them stay
        inside the lane (WAIT_ROOM), so neighbouring lanes never overlap."""
        run_h = max(4.0, min(34.0, lane.height() * 0.5, lane.height() - WAIT_ROOM - 4))
        top = lane.top() + (lane.height() - run_h - WAIT_ROOM) / 2
        return top, run_h

    def bars(self, item: Record, lane: QRectF, now: float) -> tuple[QRectF, QRectF]:
        """(wait bar, run bar) of `item` in `lane`."""
        end = item.finished if item.finished is not None else now
        started = item.started if item.started is not None else end
        x1, x2 = self.x(started), self.x(end)
        run_top, run_h = self.run_row(lane)
        return (
            self.wait_line(item, lane, started),
            QRectF(x1, run_top, max(MIN_BAR, x2 - x1), run_h),
        )

    def wait_line(self, item: Record, lane: QRectF, started: float) -> QRectF:
        """`item`'s wait in `lane`, from its put to `started`. Waits overlap
        other tasks' runs in the same lane, so they go below the run bars,
        staggered so neighbours stay apart."""
        run_top, run_h = self.run_row(lane)
        x0, x1 = self.x(item.enqueued), self.x(started)
        return QRectF(x0, run_top + run_h + 4 + (item.task_id % 3) * 5, max(0.0, x1 - x0), 3)


def visible_items(ledger: Ledger, left: float) -> Iterator[Record]:
    """The records that may be in sight right of monotonic time `left`: the
    finished runs, the running ones, and the runs a short band keeps."""
    spans = ledger.spans
    for item in reversed(spans):
        if item.finished is not None and item.finished < left:
            if item.enqueued < left - MAX_SPAN:
                break  # spans are in finishing order: older ones are off-screen too
            continue
        yield item
    yield from ledger.running_records()
    # Runs gone from the spans that a short band keeps (the lesson's tasks
    # before a flood): drawn by name, a failure with its ✗, as before.
    oldest = spans[0].finished if spans and spans[0].finished is not None else math.inf
    for band in reversed(ledger.bands):
        if band.end < left - MAX_SPAN:
            break
        for run in band.runs:
            if run.finished is not None and left <= run.finished < oldest:
                yield run
