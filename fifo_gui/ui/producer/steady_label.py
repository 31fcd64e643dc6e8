"""A status label that never reflows the strip it sits in when its words change."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy

from fifo_gui.ui.window.notices import cut_at_word

CHANGE_FONT, CHANGE_STYLE = QEvent.Type.FontChange, QEvent.Type.StyleChange
CHANGE_MARGINS = QEvent.Type.ContentsRectChange  # a style sheet's padding


class SteadyLabel(QLabel):
    """A status label with room for `sample` in the current font, so that a
    changing word does not reflow the strip; `cut`: a longer text is cut at a
    word with "…" rather than widening the window (the tooltip has it whole).

    One that is not cut holds a fixed size, that room (or its text, if wider):
    Qt lays a widget's parent out again at each new text unless the widget's
    size is fixed, and the strip's layout runs in Python, where each call from
    Qt waits for a busy worker to let go of the interpreter (Start, the badge
    saying "Running", cost the window some 30 ms)."""

    def __init__(self, sample: str, *, cut: bool) -> None:
        super().__init__()
        self._samples: tuple[str, ...] = (sample,)
        self._cut = cut
        self._whole = ""  # the text as given: `text()`; a cut one shows less
        if cut:
            self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        else:
            self._hold()

    def setText(self, text: str) -> None:
        self._whole = text
        if self._cut:
            self._fit()
        else:
            super().setText(text)
            self._hold()

    def text(self) -> str:
        return self._whole

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._cut:
            self._fit()

    def _fit(self) -> None:
        """A cut label: as many words as its width holds, then "…", whole in its tooltip."""
        room = self.contentsRect().width() - 2 * self.margin()
        shown = cut_at_word(self._whole, self.fontMetrics(), room)
        self.setToolTip(self._whole if shown != self._whole else "")
        if shown != super().text():
            super().setText(shown)

    def reserve(self, samples: Sequence[str]) -> None:
        """Keep room for the widest of `samples`: every text it will show now
        (the badge: each state, for the workers set), so none moves the strip."""
        if tuple(samples) != self._samples:
            self._samples = tuple(samples)
            self._hold()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (CHANGE_FONT, CHANGE_STYLE, CHANGE_MARGINS):  # a zoom, a style sheet
            if self._cut:
                self._fit()
            else:
                self._hold()

    def _hold(self) -> None:
        if self._cut:
            return
        size = self.sizeHint()
        if self.minimumSize() != size or self.maximumSize() != size:
            self.setFixedSize(size)

    def sizeHint(self) -> QSize:
        margins = self.contentsMargins()
        metrics = self.fontMetrics()
        sides = margins.left() + margins.right() + 2 * self.margin()
        room = max(metrics.horizontalAdvance(s) for s in self._samples) + sides + 16
        if self._cut:
            return QSize(room, super().sizeHint().height())
        # Measured here, not by QLabel: its hint never falls below the label's
        # minimum size, so the fixed size of a bigger zoom would stay after it.
        text = metrics.horizontalAdvance(self.text()) + sides + 16  # the room's slack too
        height = metrics.height() + margins.top() + margins.bottom() + 2 * self.margin()
        return QSize(max(text, room), height)

    def minimumSizeHint(self) -> QSize:
        if not self._cut:
            return self.sizeHint()
        return QSize(40, super().minimumSizeHint().height())
