"""The responsiveness meter: how late a 10 ms GUI-thread timer fires.

If the main thread were blocked (a `join()`, a `put()` on a full queue, a task
run on the GUI thread), the timer would fire late and the bars would spike.
They stay low: the main thread is free while tasks run in the background.
It measures while the window's frame clock runs (tasks queued or running) and
rests, saying so, while all is idle: a 10 ms timer would keep the CPU awake.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from fifo_gui.ui.views.drawing import GRID, INK, elide, view_font
from fifo_gui.ui.views.spoken import Spoken, draw_focus, focusable
from fifo_gui.ui.words.numbers import number

INTERVAL_MS = 10
SAMPLES = 400  # ~4 s of beats
SCALE_MS = 100.0  # full height
LATE_MS = (20.0, 50.0)  # the bars turn orange, then vermillion: the words say the same


class Heartbeat(QWidget):
    """Measures and draws the GUI thread's timer lateness, live."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # It paints every pixel (white first): Qt need not paint the window beneath.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        # paintEvent fills every pixel: Qt need not paint the dock behind it first.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setObjectName("heartbeat")
        self.lateness_ms: deque[float] = deque(maxlen=SAMPLES)
        self._last = time.perf_counter()
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self._on_beat)
        self.setMinimumSize(260, 90)
        self.setToolTip(
            self.tr(
                "How late a 10 ms timer on the main (GUI) thread fires. "
                "Low bars: the window never waits for the worker. "
                "It rests while nothing is queued or running."
            )
        )
        focusable(self, self.tr("Main thread's responsiveness"))
        self.spoken = Spoken(self, self._spoken_key, self.summary)
        self.spoken.refresh()

    def update(self, *args: Any) -> None:
        """Repaint (the frame clock's slot): what a screen reader hears follows what is drawn."""
        self.spoken.refresh()
        super().update(*args)

    def level(self) -> int:
        """How late the worst beat in sight was: 0 under 20 ms, 1 under 50 ms, 2 beyond."""
        worst = max(self.lateness_ms, default=0.0)
        return sum(worst >= limit for limit in LATE_MS)

    def _spoken_key(self) -> Hashable:
        return (self.measuring, self.level() if self.measuring else 0)

    def summary(self) -> str:
        """The meter in words, for a screen reader: by the bars' colours, not each beat."""
        if not self.measuring:
            return self.tr("idle — not measuring (nothing queued or running)")
        return (
            self.tr("the main thread answers within 20 ms: the window never waits for a worker"),
            self.tr("the main thread answered up to 50 ms late"),
            self.tr("the main thread was held up more than 50 ms: the window froze"),
        )[self.level()]

    def sizeHint(self) -> QSize:
        return QSize(360, 120)

    @Slot()
    def _on_beat(self) -> None:
        now = time.perf_counter()
        self.lateness_ms.append(max(0.0, (now - self._last) * 1000 - INTERVAL_MS))
        self._last = now

    @property
    def measuring(self) -> bool:
        """True while the meter samples."""
        return self._timer.isActive()

    @Slot(bool)
    def set_measuring(self, on: bool) -> None:
        """Sample (True) or rest (False); the drawing says which."""
        if on == self._timer.isActive():
            return
        if on:
            self._last = time.perf_counter()  # the rest is not lateness
            self._timer.start()
        else:
            self._timer.stop()
        self.update()

    def stop(self) -> None:
        """Stop measuring (window closing)."""
        self.set_measuring(False)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor("white"))
        p.setFont(view_font(self))
        plot = QRectF(8, 26, max(1.0, self.width() - 16), max(1.0, self.height() - 34))
        samples = list(self.lateness_ms)
        current = samples[-1] if samples else 0.0
        worst = max(samples, default=0.0)
        p.setPen(INK)
        caption = (
            self.tr("GUI thread lateness: now {now} ms · max {worst} ms").format(
                now=number(current, 0), worst=number(worst, 0)
            )
            if self.measuring
            else self.tr("idle — not measuring (nothing queued or running)")
        )
        p.drawText(
            QRectF(8, 2, plot.width(), 22),
            Qt.AlignmentFlag.AlignLeft,
            elide(p, caption, plot.width()),
        )
        p.setPen(QPen(GRID, 1))
        p.drawRect(plot)
        y20 = plot.bottom() - 20 / SCALE_MS * plot.height()
        p.setPen(QPen(GRID, 1, Qt.PenStyle.DashLine))
        p.drawLine(int(plot.left()), int(y20), int(plot.right()), int(y20))
        p.setPen(INK)
        p.drawText(QRectF(plot.left() + 4, y20 - 20, 80, 18), Qt.AlignmentFlag.AlignLeft, "20 ms")
        width = plot.width() / SAMPLES
        for i, late in enumerate(samples):
            height = min(1.0, late / SCALE_MS) * plot.height()
            colour = "#009E73" if late < 20 else "#E69F00" if late < 50 else "#D55E00"
            p.fillRect(
                QRectF(plot.left() + i * width, plot.bottom() - height, max(1.0, width), height),
                QColor(colour),
            )
        draw_focus(p, self)
        p.end()
