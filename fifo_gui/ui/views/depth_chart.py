"""Queue length and running tasks over time, with markers for bursts, Stop and failures.

x is seconds since the session began, as in the table, the timeline and the
log: the last WINDOW seconds (all of them while the session is younger).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from fifo_gui.core.states import TaskState
from fifo_gui.core.stats import QueueStats
from fifo_gui.ui.views.drawing import GRID, INK, STOP_COLOUR, view_font
from fifo_gui.ui.views.palette import state_colour

WINDOW = 30.0  # seconds shown
MIN_WINDOW = 0.5  # s: a session younger than this is drawn this wide
MARKER_LOOK = {
    "burst": ("#0072B2", "burst"),
    "stop": (STOP_COLOUR.name(), "STOP"),
    "failure": (state_colour(TaskState.FAILED).name(), "✗"),
}


class DepthChart(QWidget):
    """Step lines of the queue length (blue) and the running count (orange)."""

    def __init__(
        self,
        stats: QueueStats,
        parent: QWidget | None = None,
        now: Callable[[], float] = time.monotonic,
        epoch: float | None = None,
    ) -> None:
        """`epoch`: when the session began (monotonic); the x axis counts from it."""
        super().__init__(parent)
        # paintEvent fills every pixel: Qt need not paint the dock behind it first.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setObjectName("depthChart")
        self._stats = stats
        self.now = now  # the clock it reads (a replay sets its own)
        self.epoch = now() if epoch is None else epoch
        self.setMinimumSize(200, 120)
        self.setToolTip(
            "Blue: tasks waiting on the queue. Orange: tasks running. "
            f"The last {WINDOW:g} seconds, in seconds since the session began."
        )

    def sizeHint(self) -> QSize:
        return QSize(360, 200)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("white"))
        p.setFont(view_font(self))
        metrics = p.fontMetrics()
        line = metrics.height()
        now = self.now()
        left = max(now - WINDOW, self.epoch)  # never before the session began
        span = max(now - left, MIN_WINDOW)
        points = [pt for pt in self._stats.depth if pt.time >= left]
        before = [pt for pt in self._stats.depth if pt.time < left][-1:]
        series = before + points
        top = max([1] + [max(pt.queued, pt.running) for pt in series])
        # Room for the widest axis label in this font: never clipped ("100,000").
        label_w = metrics.horizontalAdvance(f"{top:,}") + 8
        plot = QRectF(
            label_w + 4,
            line + 10,
            max(1.0, self.width() - label_w - 14),
            max(1.0, self.height() - 2 * line - 16),
        )

        def x_of(t: float) -> float:
            return plot.left() + (max(t, left) - left) / span * plot.width()

        def y_of(v: float) -> float:
            return plot.bottom() - v / top * plot.height()

        p.setPen(QPen(GRID, 1))
        p.drawRect(plot)
        p.setPen(INK)
        right_align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        p.drawText(QRectF(0, plot.top() - line / 2, label_w, line), right_align, f"{top:,}")
        p.drawText(QRectF(0, plot.bottom() - line / 2, label_w, line), right_align, "0")
        axis = QRectF(plot.left(), plot.bottom() + 2, plot.width(), line + 2)
        p.drawText(axis, Qt.AlignmentFlag.AlignLeft, f"{left - self.epoch:,.0f} s")
        p.drawText(axis, Qt.AlignmentFlag.AlignRight, f"{now - self.epoch:,.0f} s (now)")
        for attr, colour in (("queued", "#0072B2"), ("running", "#E69F00")):
            if not series:
                break
            path = QPainterPath()
            path.moveTo(x_of(series[0].time), y_of(getattr(series[0], attr)))
            for a, b in pairwise(series):
                path.lineTo(x_of(b.time), y_of(getattr(a, attr)))
                path.lineTo(x_of(b.time), y_of(getattr(b, attr)))
            path.lineTo(plot.right(), y_of(getattr(series[-1], attr)))
            p.setPen(QPen(QColor(colour), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
        shown = [m for m in self._stats.markers if m.time >= left]
        for marker in shown:
            p.setPen(QPen(QColor(MARKER_LOOK[marker.kind][0]), 1, Qt.PenStyle.DashLine))
            x = x_of(marker.time)
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        # Labels newest first, right of their line (left of it at the right
        # edge); one that would overlap a label already drawn, or the legend,
        # is left out: markers close in time share a few pixels.
        queued_w = metrics.horizontalAdvance("■ queued") + 16
        taken = [(plot.left(), plot.left() + queued_w + metrics.horizontalAdvance("■ running"))]
        for marker in reversed(shown):
            colour, text = MARKER_LOOK[marker.kind]
            x, width = x_of(marker.time), metrics.horizontalAdvance(text)
            tx = x + 2 if x + 2 + width <= self.width() - 2 else x - 2 - width
            if any(tx < right + 4 and tx + width + 4 > left_x for left_x, right in taken):
                continue
            taken.append((tx, tx + width))
            p.setPen(QColor(colour))
            p.drawText(QPointF(tx, plot.top() - 6), text)
        legend = QRectF(plot.left(), 2, plot.width(), line + 2)
        p.setPen(QColor("#0072B2"))
        p.drawText(legend, Qt.AlignmentFlag.AlignLeft, "■ queued")
        p.setPen(QColor("#B07A00"))
        p.drawText(legend.adjusted(queued_w, 0, 0, 0), Qt.AlignmentFlag.AlignLeft, "■ running")
        p.end()
