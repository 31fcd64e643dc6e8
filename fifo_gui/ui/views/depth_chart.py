"""Queue length and running tasks over time, with markers for bursts, Stop and failures.

x is seconds since the session began, as in the table, the timeline and the
log: the last WINDOW seconds (all of them while the session is younger).
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Hashable, Sequence
from itertools import islice, pairwise
from operator import attrgetter
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, QSize, Qt, Slot
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from fifo_gui.core.states import TaskState
from fifo_gui.core.stats import QueueStats
from fifo_gui.ui.session.session import Session, ShowsSession
from fifo_gui.ui.views.drawing import GRID, INK, STOP_COLOUR, view_font
from fifo_gui.ui.views.frame_picture import FramePicture
from fifo_gui.ui.views.palette import state_colour
from fifo_gui.ui.views.spoken import Spoken, draw_focus, focusable
from fifo_gui.ui.words.numbers import agree, number

WINDOW = 30.0  # seconds shown
MIN_WINDOW = 0.5  # s: a session younger than this is drawn this wide
PIECE = 16  # segments a step line is stroked in at a time (see stroke_steps)
# Each marker's colour and word (translated at use: "STOP" and "✗" are the same in any language).
MARKER_LOOK = {
    "burst": ("#0072B2", str(QT_TRANSLATE_NOOP("DepthChart", "burst"))),
    "stop": (STOP_COLOUR.name(), "STOP"),
    "failure": (state_colour(TaskState.FAILED).name(), "✗"),
}


def step_vertices(
    xs: Sequence[float], values: Sequence[int], right: float
) -> list[tuple[float, int]]:
    """The corners of a step line (each value held from its x to the next one's,
    the last to `right`), as (x, value). Where several changes fall in one pixel
    column, one vertical from the least to the most of their values stands for
    them: what drawing each would show at the widget's resolution, in at most
    four corners a column, however many points there are."""
    held = values[0]
    corners = [(xs[0], held)]
    column = -1  # the pixel column whose changes are being merged
    x = 0.0
    enter = low = high = held

    def close() -> None:  # the merged column's corners
        corners.append((x, enter))
        if low == high:
            corners.append((x, held))
        else:
            corners.extend(((x, low), (x, high), (x, held)))

    for at, value in zip(xs, values, strict=True):
        if value == held:
            continue  # no change: the horizontal goes on
        if int(at) != column:
            if column >= 0:
                close()
            column, x, enter, low, high = int(at), at, held, value, value
        else:
            low, high = min(low, value), max(high, value)
        held = value
    if column >= 0:
        close()
    corners.append((right, held))
    return corners


def _cut(
    ax: float, ay: float, bx: float, by: float, clear: float, upright: bool
) -> tuple[float, float] | None:
    """Where a stroke may end and the next begin on the segment a-b: a whole
    pixel on a level (or, if `upright`, an upright) segment, `clear` of its
    ends; None: nowhere. On a level run half a pen clear of the lines at its
    ends no pixel changes; elsewhere a few anti-aliased edge pixels do."""
    if ay == by:
        low, high, along = min(ax, bx), max(ax, bx), True
    elif ax == bx and upright:
        low, high, along = min(ay, by), max(ay, by), False
    else:
        return None
    at = math.ceil(high - clear) - 1
    if at <= low + clear:
        return None
    return (at, ay) if along else (ax, at)


def stroke_steps(
    p: QPainter, corners: Sequence[tuple[float, float]], colour: QColor, width: float
) -> None:
    """Draw the polyline through `corners` (x, y) as one stroke of a `width` pen
    with square caps would, in pieces of about PIECE segments: the rasterizer's
    cost for one stroke grows much faster than its length, for short ones in
    proportion. A piece ends inside a level run, at a whole pixel, with a flat
    cap that the next piece's starts against: the same pixels (steps too dense
    for that are cut where they can, see `_cut`). The two ends get their square
    caps as half a width more line."""
    half = width / 2
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    p.setPen(pen)
    points = [pt for i, pt in enumerate(corners) if i == 0 or pt != corners[i - 1]]
    if len(points) < 2:
        return
    for end, inner in ((0, 1), (-1, -2)):  # a square cap: the line goes on by half a width
        (x, y), (x1, y1) = points[end], points[inner]
        more = half / math.hypot(x - x1, y - y1)
        points[end] = (x + (x - x1) * more, y + (y - y1) * more)
    piece = [points[0]]
    for (ax, ay), (bx, by) in pairwise(points):
        # Dense steps may leave no such room: a long piece ends where it can.
        exact = len(piece) < 4 * PIECE
        cut = _cut(ax, ay, bx, by, half if exact else 0.0, not exact)
        if len(piece) > PIECE and cut is not None:
            piece.append(cut)
            p.drawPolyline(QPolygonF([QPointF(x, y) for x, y in piece]))
            piece = [cut]
        piece.append((bx, by))
    p.drawPolyline(QPolygonF([QPointF(x, y) for x, y in piece]))


class DepthChart(ShowsSession, QWidget):
    """Step lines of the queue length (blue) and the running count (orange)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        """The x axis counts seconds from the session's `epoch`."""
        super().__init__(parent)
        self.picture = FramePicture(self, self._draw)  # drawn ahead of a frame's paint
        # It paints every pixel (white first): Qt need not paint the window beneath.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        # paintEvent fills every pixel: Qt need not paint the dock behind it first.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setObjectName("depthChart")
        self.show_session(session)
        self.setMinimumSize(200, 84)  # as short as the queue lane beside it, on a laptop
        self.setToolTip(
            self.tr(
                "Blue: tasks waiting on the queue. Orange: tasks running. "
                "The last {seconds} seconds, in seconds since the session began."
            ).format(seconds=number(WINDOW))
        )
        focusable(self, self.tr("Queue depth"))
        self.spoken = Spoken(self, self._spoken_key, self.summary)
        self.spoken.refresh()

    @Slot(object)
    def show_session(self, session: Session) -> None:
        """Chart `session` from now on."""
        self.session = session
        self._stats = QueueStats(session.ledger)
        if hasattr(self, "spoken"):  # not while __init__ shows the first session
            self.spoken.forget()
        self.update()

    def update(self, *args: Any) -> None:
        """Repaint (the frame clock's slot): what a screen reader hears follows what is drawn."""
        if hasattr(self, "spoken"):
            self.spoken.refresh()
        self.picture.drop()
        super().update(*args)

    def _spoken_key(self) -> Hashable:
        ledger = self._ledger
        return (ledger.queued, ledger.running, ledger.maxsize)

    def summary(self) -> str:
        """The chart's present in words, for a screen reader: the two lines' ends."""
        ledger = self._ledger
        waiting, running = ledger.queued, ledger.running  # the queue's items: STOP too
        parts = [
            agree(self.tr("now %n item(s) on the queue", "", waiting), waiting),
            agree(self.tr("%n task(s) running", "", running), running),
            self.tr("the last {seconds} seconds").format(seconds=number(WINDOW)),
        ]
        if ledger.maxsize:
            parts.insert(1, self.tr("maxsize {maxsize}").format(maxsize=number(ledger.maxsize)))
        return "; ".join(parts)

    def sizeHint(self) -> QSize:
        return QSize(360, 200)

    def _right_end(self) -> tuple[float, bool]:
        """The chart's right edge and whether it is the last change rather than
        now: a window at rest draws no frames while its session's clock runs
        on (live, or a broker's), so its edge is the last change (true at any
        instant), never a "now" that would go stale."""
        now = self.now()
        depth = self._stats.depth
        if self.session.real_time and not self.session.moving() and depth:
            return min(now, depth[-1].time), True
        return now, False

    def paintEvent(self, event: QPaintEvent) -> None:
        self.picture.paint(event)

    def _draw(self, p: QPainter) -> None:
        """The view, drawn with `p` (on the view, or on its picture)."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("white"))
        p.setFont(view_font(self))
        metrics = p.fontMetrics()
        line = metrics.height()
        now, resting = self._right_end()
        left = max(now - WINDOW, self.epoch)  # never before the session began
        span = max(now - left, MIN_WINDOW)
        # The points from the last one before `left` on: found by bisection, not a scan.
        depth = self._stats.depth
        first = bisect.bisect_left(depth, left, key=attrgetter("time"))
        series = list(islice(depth, max(0, first - 1), None))
        times = [pt.time for pt in series]
        lines: dict[str, list[int]] = {
            attr: list(map(attrgetter(attr), series)) for attr in ("queued", "running")
        }
        top = max([1, *(max(values) for values in lines.values() if values)])
        # Room for the widest axis label in this font: never clipped ("100,000").
        label_w = metrics.horizontalAdvance(f"{number(top)}") + 8
        plot = QRectF(
            label_w + 4,
            line + 10,
            max(1.0, self.width() - label_w - 14),
            max(1.0, self.height() - 2 * line - 16),
        )

        def x_of(t: float) -> float:
            return plot.left() + (max(t, left) - left) / span * plot.width()

        per_second = plot.width() / span
        xs = [plot.left() + (t - left) * per_second for t in times]
        if xs:
            xs[0] = max(xs[0], plot.left())  # the point before the window starts at its edge

        p.setPen(QPen(GRID, 1))
        p.drawRect(plot)
        p.setPen(INK)
        right_align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        p.drawText(QRectF(0, plot.top() - line / 2, label_w, line), right_align, f"{number(top)}")
        p.drawText(QRectF(0, plot.bottom() - line / 2, label_w, line), right_align, "0")
        # A session younger than MIN_WINDOW ends short of the right edge: its
        # lines stop at its instant, and the instant's label stands under it.
        end_x = x_of(now)
        start = f"{number(left - self.epoch, 0)} s"
        end = (
            self.tr("{seconds} s (last change)") if resting else self.tr("{seconds} s (now)")
        ).format(seconds=number(now - self.epoch, 0))
        axis_y = plot.bottom() + 2 + metrics.ascent()
        p.drawText(QPointF(plot.left(), axis_y), start)
        after_start = plot.left() + metrics.horizontalAdvance(start) + 8
        p.drawText(QPointF(max(end_x - metrics.horizontalAdvance(end), after_start), axis_y), end)
        for attr, colour in (("queued", "#0072B2"), ("running", "#E69F00")):
            if not series:
                break
            corners = step_vertices(xs, lines[attr], max(end_x, xs[-1]))
            bottom, per_unit = plot.bottom(), plot.height() / top
            points = [(x, bottom - value * per_unit) for x, value in corners]
            stroke_steps(p, points, QColor(colour), 3)
        shown = [m for m in self._stats.markers if m.time >= left]
        for marker in shown:
            p.setPen(QPen(QColor(MARKER_LOOK[marker.kind][0]), 1, Qt.PenStyle.DashLine))
            x = x_of(marker.time)
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        # Labels newest first, right of their line (left of it at the right
        # edge); one that would overlap a label already drawn, or the legend,
        # is left out: markers close in time share a few pixels.
        queued, running = self.tr("■ queued"), self.tr("■ running")
        queued_w = metrics.horizontalAdvance(queued) + 16
        taken = [(plot.left(), plot.left() + queued_w + metrics.horizontalAdvance(running))]
        for marker in reversed(shown):
            colour, text = MARKER_LOOK[marker.kind]
            text = QCoreApplication.translate("DepthChart", text)
            x, width = x_of(marker.time), metrics.horizontalAdvance(text)
            tx = x + 2 if x + 2 + width <= self.width() - 2 else x - 2 - width
            if any(tx < right + 4 and tx + width + 4 > left_x for left_x, right in taken):
                continue
            taken.append((tx, tx + width))
            p.setPen(QColor(colour))
            p.drawText(QPointF(tx, plot.top() - 6), text)
        legend = QRectF(plot.left(), 2, plot.width(), line + 2)
        p.setPen(QColor("#0072B2"))
        p.drawText(legend, Qt.AlignmentFlag.AlignLeft, queued)
        p.setPen(QColor("#B07A00"))
        p.drawText(legend.adjusted(queued_w, 0, 0, 0), Qt.AlignmentFlag.AlignLeft, running)
        draw_focus(p, self)
