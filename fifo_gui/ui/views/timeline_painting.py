"""One paint of the timeline: the lanes, the time axis, the bars, the bands and the marks.

For each task a thin line for its wait in the queue (with a tick where it was
put on the queue) and a solid bar for its run, coloured by outcome; a failed
run carries a ✗. Where single runs are gone from the ledger, a worker's runs
back to back are one lighter band.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from fifo_gui.core.ledger import Band, Ledger, Record
from fifo_gui.core.states import TaskState
from fifo_gui.ui.views.drawing import GRID, INK, STOP_COLOUR, elide, short_label
from fifo_gui.ui.views.palette import state_colour
from fifo_gui.ui.views.timeline_geometry import (
    AXIS_H,
    LANE_LABEL_W,
    MIN_BAR,
    BarScale,
    axis_step,
    cross_rect,
    visible_items,
)
from fifo_gui.ui.words.numbers import number

FAILED_INK = state_colour(TaskState.FAILED)
WAIT_INK = QColor("#9A9A9A")


def draw_cross(p: QPainter, run: QRectF, ceiling: float) -> QRectF:
    """A failed run's ✗ (see `cross_rect`): a failure is found at a glance,
    however short. White on its own bar, vermillion above a thin one."""
    box = cross_rect(run, ceiling)
    inside = box.right() <= run.right()
    p.setPen(QPen(QColor("white") if inside else FAILED_INK, 2.5))
    p.drawLine(box.topLeft(), box.bottomRight())
    p.drawLine(box.topRight(), box.bottomLeft())
    return box


class ThinStrips:
    """The thin runs of each lane, one MIN_BAR-wide column each, drawn as
    strips: columns side by side with one outcome are one rectangle."""

    def __init__(self, p: QPainter, scale: BarScale) -> None:
        self._p, self._scale = p, scale
        # lane -> its open strip: lane, outcome, first and last column, left and right x
        self._open: dict[str, tuple[QRectF, TaskState, float, float, float, float]] = {}

    def cell(self, lane: QRectF, x: float) -> QRectF:
        """The bar of a thin run that started at pixel `x` in `lane`."""
        top, height = self._scale.run_row(lane)
        return QRectF(x, top, MIN_BAR, height)

    def add(self, worker: str, lane: QRectF, column: float, x: float, state: TaskState) -> None:
        """A thin run of `worker`'s that started at pixel `x`, in `column`: the
        strip it continues grows (runs come newest first, right to left), else
        it starts one."""
        strip = self._open.get(worker)
        if strip is not None:
            _, shown, first, last, left, right = strip
            if shown is state and first - 1 <= column <= last:
                self._open[worker] = (lane, state, min(first, column), last, min(left, x), right)
                return
            self._draw(strip)
        self._open[worker] = (lane, state, column, column, x, x + MIN_BAR)

    def reach(self, worker: str, x: float) -> None:
        """An older thin run in the column `worker`'s strip ends in, starting at
        pixel `x`: the strip reaches back to it."""
        strip = self._open.get(worker)
        if strip is not None and x < strip[4]:
            self._open[worker] = (*strip[:4], x, strip[5])

    def flush(self) -> None:
        """Draw the strips still open."""
        for strip in self._open.values():
            self._draw(strip)
        self._open.clear()

    def _draw(self, strip: tuple[QRectF, TaskState, float, float, float, float]) -> None:
        lane, state, _, _, left, right = strip
        bar = self.cell(lane, left)
        bar.setRight(max(right, left + MIN_BAR))
        self._p.setBrush(state_colour(state))
        self._p.setPen(QPen(QColor("white"), 1))  # a strip's edges, as a run's
        self._p.drawRect(bar)


class TimelinePainting:
    """Draws one frame of the timeline with `p`: `ledger` at `now`, the plot
    `plot` showing `span` seconds up to `right` (seconds since `epoch`), a
    lane per worker in `lanes`. `band_label(band, latest_apart)` words a band."""

    def __init__(
        self,
        *,
        p: QPainter,
        ledger: Ledger,
        now: float,
        epoch: float,
        plot: QRectF,
        right: float,
        span: float,
        lanes: dict[str, QRectF],
        band_label: Callable[[Band, bool], str],
    ) -> None:
        self._p, self._ledger, self._now, self._epoch = p, ledger, now, epoch
        self._plot, self._right, self._span = plot, right, span
        self._lanes, self._band_label = lanes, band_label
        self._scale = BarScale.across(plot, span, epoch + (right - span))

    def x_of(self, seconds: float) -> float:
        """The x pixel of a time given in seconds since epoch."""
        plot = self._plot
        return plot.left() + (seconds - (self._right - self._span)) / self._span * plot.width()

    def lane_names(self) -> None:
        """Each worker's name left of its lane, a line under the lane."""
        p, plot = self._p, self._plot
        for worker, lane in self._lanes.items():
            p.setPen(INK)
            p.drawText(
                QRectF(4, lane.top(), LANE_LABEL_W - 8, lane.height()),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                elide(p, worker, LANE_LABEL_W - 8),
            )
            p.setPen(QPen(GRID, 1))
            p.drawLine(QPointF(plot.left(), lane.bottom()), QPointF(plot.right(), lane.bottom()))

    def _ticks(self) -> tuple[list[float], float]:
        """The axis's times (seconds since the session began) and a label's width."""
        right, span = self._right, self._span
        label_w = QFontMetricsF(self._p.font()).horizontalAdvance("0000.00 s") + 12
        most = max(2.0, self._plot.width() / label_w)  # labels never overlap
        step = axis_step(span, most)
        t, ticks = (int((right - span) / step) + 1) * step, []
        while t <= right:
            ticks.append(t)
            t += step
        return ticks, label_w

    def grid(self) -> None:
        """A dotted line up the plot at each of the axis's times (under the bars)."""
        p, plot = self._p, self._plot
        p.setPen(QPen(GRID, 1, Qt.PenStyle.DotLine))
        for t in self._ticks()[0]:
            x = self.x_of(t)
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))

    def axis(self, top: float) -> None:
        """Seconds since the session began, labelled in a band from `top`: under
        the plot, or over the lanes at the bottom of the view's part in sight
        (lanes that scroll pass under it, as under a table's header)."""
        p, plot = self._p, self._plot
        band = QRectF(0, top - 1, plot.right() + 8, AXIS_H + 3)  # to the part's bottom
        p.fillRect(band, QColor("white"))
        if top < plot.bottom():  # over the lanes: a line says they go on beneath
            p.setPen(QPen(GRID, 1))
            p.drawLine(QPointF(plot.left(), band.top()), QPointF(plot.right(), band.top()))
        ticks, label_w = self._ticks()
        p.setPen(INK)
        for t in ticks:
            x = self.x_of(t)
            p.drawText(
                QRectF(x - label_w / 2, top, label_w, AXIS_H),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                f"{number(round(t, 2))} s",
            )

    def items(self) -> None:
        """Every visible bar. Runs shorter than a bar's least width (MIN_BAR)
        take one such column per lane, and a lane's columns side by side of one
        outcome are one strip: a flood of short tasks costs a few rectangles,
        not one each (each call into Qt waits for the interpreter lock)."""
        p, scale, now, lanes = self._p, self._scale, self._now, self._lanes
        filled: dict[str, float] = {}  # lane -> last column given a thin run
        crossed: dict[str, float] = {}  # lane -> last column given a ✗
        labels: list[tuple[Record, QRectF, float]] = []  # bars wide enough for a name, its end
        waited: dict[float, tuple[float, float]] = {}  # a row of wait lines -> its x span drawn
        strips = ThinStrips(p, scale)
        white = QPen(QColor("white"), 1)
        origin, px_per_s = scale.left_time, scale.px_per_s
        self._bands()
        thin = MIN_BAR / px_per_s  # seconds: a run shorter than this is a thin bar
        text_h = QFontMetricsF(p.font()).height() * 0.8  # a shorter bar goes unlabelled
        for item in visible_items(self._ledger, self._epoch + self._right - self._span):
            started, worker = item.started, item.worker
            if started is None:
                continue
            end = item.finished if item.finished is not None else now
            failed = item.state is TaskState.FAILED
            lane = lanes.get(worker)
            if lane is None:
                continue
            if end - started <= thin:  # one per MIN_BAR-wide column and lane: the bar's width
                x = (started - origin) * px_per_s
                column = x // MIN_BAR
                x += scale.left_px
                if filled.get(worker) != column:
                    filled[worker] = column
                    self._wait(scale.wait_line(item, lane, started), waited)
                    strips.add(worker, lane, column, x, item.state)
                else:
                    strips.reach(worker, x)
                    if not failed or crossed.get(worker) == column:
                        continue
                if failed:  # a failure among them still shows
                    crossed[worker] = column
                    draw_cross(p, strips.cell(lane, x), lane.top())
                continue
            wait, run = scale.bars(item, lane, now)
            self._wait(wait, waited)
            p.setBrush(state_colour(item.state))
            p.setPen(white)  # back-to-back runs stay distinguishable
            p.drawRect(run)
            right = run.right() - 2
            if failed:
                crossed[worker] = (started - origin) * px_per_s // MIN_BAR
                cross = draw_cross(p, run, lane.top())
                if cross.right() <= run.right():  # in the bar: the name ends before it
                    right = cross.left() - 2
            if run.width() > 40 and run.height() >= text_h:
                labels.append((item, run, right))
        strips.flush()
        self._names(labels)

    def _wait(self, wait: QRectF, waited: dict[float, tuple[float, float]]) -> None:
        """A wait line, and a tick where it was put on the queue, drawing only
        what the row's lines drawn so far (`waited`: the row's y -> the x span
        they cover) leave out: items put at once and taken one by one wait
        along the same line, and a flood of them paints it once, not once each."""
        left, right, top = wait.left(), wait.right(), wait.top()
        covered = waited.get(top)
        if right - left < 1 or (
            covered is not None
            and covered[0] <= left
            and right <= covered[1]
            and left // 1 == covered[0] // 1
        ):
            return  # nothing to wait on, or drawn already, its tick too
        p, row, height = self._p, top, wait.height()
        if covered is None or right < covered[0] or left > covered[1]:
            parts, tick = [wait], True  # apart from what is drawn: a span of its own
            waited[row] = (left, right)
        else:
            parts = []
            if left < covered[0]:
                parts.append(QRectF(left, top, covered[0] - left, height))
            if right > covered[1]:
                parts.append(QRectF(covered[1], top, right - covered[1], height))
            waited[row] = (min(left, covered[0]), max(right, covered[1]))
            tick = left // 1 != covered[0] // 1  # else put in the instant of one drawn
        if tick:  # where it was put on the queue: back-to-back waits stay apart
            parts.append(QRectF(left, top - 3, 2, height + 6))
        if parts:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(WAIT_INK)
            for part in parts:
                p.drawRect(part)

    def _names(self, labels: list[tuple[Record, QRectF, float]]) -> None:
        """The runs' names, each in its own bar, before its ✗ if it failed."""
        p = self._p
        for item, run, right in labels:
            left = run.left() + 4
            room = right - left
            if room < 12:
                continue
            p.setPen(QColor("white") if item.state is not TaskState.RUNNING else INK)
            p.drawText(
                QRectF(left, run.top(), room, run.height()),
                Qt.AlignmentFlag.AlignVCenter,
                elide(p, short_label(item), room),
            )

    def _bands(self) -> None:
        """Where single runs are gone from the spans (a flood outruns them in
        milliseconds), each worker's back-to-back runs as one lighter band."""
        p, scale, lanes = self._p, self._scale, self._lanes
        spans = self._ledger.spans
        cut = spans[0].started if spans and spans[0].started is not None else None
        left = scale.left_time
        fill = QColor(state_colour(TaskState.DONE))
        fill.setAlpha(150)
        p.setPen(Qt.PenStyle.NoPen)
        for band in self._ledger.bands:
            if band.runs:
                continue  # short: its runs are drawn one by one (visible_items)
            end = band.end if cut is None else min(band.end, cut)
            lane = lanes.get(band.worker)
            if lane is None or end <= band.start or end < left:
                continue
            x1, x2 = scale.x(band.start), scale.x(end)
            top, height = BarScale.run_row(lane)
            rect = QRectF(x1, top, max(MIN_BAR, x2 - x1), height)
            p.setBrush(fill)
            p.drawRect(rect)
            if rect.width() > 120:
                # The latest runs of the band are drawn one by one.
                what = self._band_label(band, end != band.end)
                p.setPen(INK)
                p.drawText(
                    rect.adjusted(6, 0, -4, 0),
                    Qt.AlignmentFlag.AlignVCenter,
                    elide(p, what, rect.width() - 10),
                )
                p.setPen(Qt.PenStyle.NoPen)

    def markers(self) -> None:
        """A dashed line where stop() was called, a bar where a worker exited."""
        p, plot = self._p, self._plot
        metrics = QFontMetricsF(p.font())
        for marker in self._ledger.markers:
            x = self.x_of(marker.time - self._epoch)
            if not plot.left() <= x <= plot.right():
                continue
            if marker.kind == "stop":
                p.setPen(QPen(STOP_COLOUR, 2, Qt.PenStyle.DashLine))
                p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
                p.setPen(STOP_COLOUR)
                text = QCoreApplication.translate("TimelineView", "stop() called")
                gap, baseline = 3.0, plot.bottom() - 4
            else:
                lane = self._lane_of(marker.worker)
                p.setPen(QPen(INK, 3))
                p.drawLine(QPointF(x, lane.top() + 4), QPointF(x, lane.bottom() - 4))
                text = QCoreApplication.translate("TimelineView", "exit")
                gap, baseline = 4.0, lane.top() + 16
            width = metrics.horizontalAdvance(text)
            # Right of the mark; left of it where the plot's edge would cut it
            # (Stop on an empty queue: the mark sits near the right edge).
            left = x + gap if x + gap + width <= plot.right() else x - gap - width
            p.drawText(QPointF(max(plot.left(), left), baseline), text)

    def _lane_of(self, worker: str) -> QRectF:
        """`worker`'s lane; the first lane for a worker that has none."""
        lane = self._lanes.get(worker)
        return lane if lane is not None else next(iter(self._lanes.values()))
