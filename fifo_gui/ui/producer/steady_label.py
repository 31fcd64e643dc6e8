"""A status label that never reflows the strip it sits in when its words change."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QLabel

from fifo_gui.ui.window.word_line import REFIT


class SteadyLabel(QLabel):
    """A status label (the workers' badge) with room for `sample`, or for the
    widest of the texts it will show (`reserve`), in the current font: a
    changing word does not reflow the strip.

    It holds a fixed size, that room (or its text, if wider): Qt lays a
    widget's parent out again at each new text unless the widget's size is
    fixed, and the strip's layout runs in Python, where each call from Qt
    waits for a busy worker to let go of the interpreter (Start, the badge
    saying "Running", stalled the window). A line whose room is what
    the window gives it is a `WordLine` instead."""

    def __init__(self, sample: str) -> None:
        super().__init__()
        self._samples: tuple[str, ...] = (sample,)
        self._hold()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._hold()

    def reserve(self, samples: Sequence[str]) -> None:
        """Keep room for the widest of `samples`: every text it will show now
        (the badge: each state, for the workers set), so none moves the strip."""
        if tuple(samples) != self._samples:
            self._samples = tuple(samples)
            self._hold()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in REFIT:  # a zoom, a style sheet
            self._hold()

    def _hold(self) -> None:
        size = self.sizeHint()
        if self.minimumSize() != size or self.maximumSize() != size:
            self.setFixedSize(size)

    def sizeHint(self) -> QSize:
        # Measured here, not by QLabel: its hint never falls below the label's
        # minimum size, so the fixed size of a bigger zoom would stay after it.
        margins = self.contentsMargins()
        metrics = self.fontMetrics()
        sides = margins.left() + margins.right() + 2 * self.margin()
        room = max(metrics.horizontalAdvance(s) for s in self._samples) + sides + 16
        text = metrics.horizontalAdvance(self.text()) + sides + 16  # the room's slack too
        height = metrics.height() + margins.top() + margins.bottom() + 2 * self.margin()
        return QSize(max(text, room), height)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()
