"""Queue length and running tasks over time, with markers for bursts, Stop and failures."""

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
MARKER_LOOK = {"burst": ("#0072B2", "burst"), "stop": (STOP_COLOUR.name(), "STOP"),
               "failure": (state_colour(TaskState.FAILED).name(), "✗")}


class DepthChart(QWidget):
    """Step lines of the queue length (blue) and the running count (orange)."""

    def __init__(self, stats: QueueStats, parent: QWidget | None = None,
                 now: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        # paintEvent fills every pixel: Qt need not paint the dock behind it first.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setObjectName("depthChart")
        self._stats = stats
        self._now = now
        self.setMinimumSize(260, 140)
        self.setToolTip("Blue: tasks waiting on the queue. Orange: tasks running. "
                        f"The last {WINDOW:g} seconds.")

    def sizeHint(self) -> QSize:
        return QSize(360, 200)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("white"))
        p.setFont(view_font(self))
        plot = QRectF(44, 24, max(1.0, self.width() - 54), max(1.0, self.height() - 50))
        now = self._now()
        left = now - WINDOW
        points = [pt for pt in self._stats.depth if pt.time >= left]
        before = [pt for pt in self._stats.depth if pt.time < left][-1:]
        series = before + points
        top = max([1] + [max(pt.queued, pt.running) for pt in series])

        def x_of(t: float) -> float:
            return plot.left() + (max(t, left) - left) / WINDOW * plot.width()

        def y_of(v: float) -> float:
            return plot.bottom() - v / top * plot.height()

        p.setPen(QPen(GRID, 1))
        p.drawRect(plot)
        p.setPen(INK)
        p.drawText(QRectF(0, plot.top() - 8, 40, 16), Qt.AlignmentFlag.AlignRight, str(top))
        p.drawText(QRectF(0, plot.bottom() - 8, 40, 16), Qt.AlignmentFlag.AlignRight, "0")
        p.drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), 20),
                   Qt.AlignmentFlag.AlignLeft, f"-{WINDOW:g} s")
        p.drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), 20),
                   Qt.AlignmentFlag.AlignRight, "now")
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
        metrics = p.fontMetrics()
        taken = [(plot.left(), plot.left() + 100 + metrics.horizontalAdvance("■ running"))]
        for marker in reversed(shown):
            colour, text = MARKER_LOOK[marker.kind]
            x, width = x_of(marker.time), metrics.horizontalAdvance(text)
            tx = x + 2 if x + 2 + width <= self.width() - 2 else x - 2 - width
            if any(tx < right + 4 and tx + width + 4 > left_x for left_x, right in taken):
                continue
            taken.append((tx, tx + width))
            p.setPen(QColor(colour))
            p.drawText(QPointF(tx, plot.top() - 6), text)
        legend = QRectF(plot.left(), 2, plot.width(), 20)
        p.setPen(QColor("#0072B2"))
        p.drawText(legend, Qt.AlignmentFlag.AlignLeft, "■ queued")
        p.setPen(QColor("#B07A00"))
        p.drawText(legend.adjusted(100, 0, 0, 0), Qt.AlignmentFlag.AlignLeft, "■ running")
        p.end()
