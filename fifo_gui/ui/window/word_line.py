"""A line of words that changes while the queue moves, cut at a word, painted by itself."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy

from fifo_gui.ui.window.notices import cut_at_word

# What changes a line's room in words: a zoom, a style sheet, its padding.
REFIT = (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.ContentsRectChange)


class WordLine(QLabel):
    """One line of words (the narrator's, the producer's status): where its
    room ends it is cut at a word with "…", whole in its tooltip (`tip` when
    it is not cut); `text()` is the whole line, `shown()` what it paints. A
    screen reader names it `name`, or by its whole line if none is given.

    It paints its line itself. QLabel's own `setText` has the window laid out
    again at every new line unless the label's size is fixed, and part of
    that layout runs in Python (the control strip's `FlowLayout`), where each
    call from Qt waits for a busy worker to let go of the interpreter lock:
    the narrator's lines of a backlog's drain stalled the GUI thread. Its
    size is one line of its font, as wide as it is given (it never
    widens the window); `sample` is what it asks for where there is room."""

    def __init__(self, sample: str, *, name: str | None = None, tip: str = "") -> None:
        super().__init__()
        self._sample, self._name, self._tip = sample, name, tip
        self._whole = ""  # the line as given
        self._painted = ""  # the line as painted: whole, or cut at a word
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setToolTip(tip)
        if name is not None:
            self.setAccessibleName(name)

    def setText(self, text: str) -> None:
        self._whole = text
        if self._name is None:
            self.setAccessibleName(text)  # heard whole, however much is shown
        self._fit()

    def text(self) -> str:
        return self._whole

    def shown(self) -> str:
        """The line as it is painted: whole, or cut at a word with "…"."""
        return self._painted

    def sizeHint(self) -> QSize:
        width = self.fontMetrics().horizontalAdvance(self._sample) + self._sides()
        return QSize(width, self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(40, self._height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.drawFrame(painter)  # and a style sheet's background
        # What Fusion's drawItemText does (no etched or dithered disabled text),
        # without asking for the style: PySide would build its class for it.
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self._room(), int(self.alignment()), self._painted)

    def _room(self) -> QRect:
        """Where the line goes, as QLabel puts its text: inside the margin and,
        in a frame (a style sheet's), half an "x" in from the frame's side."""
        margin = self.margin()
        room = self.contentsRect().adjusted(margin, margin, -margin, -margin)
        indent = self.indent()
        if indent < 0 and self.frameWidth():
            indent = self.fontMetrics().horizontalAdvance("x") // 2 - margin
        if indent > 0:
            if self.alignment() & Qt.AlignmentFlag.AlignRight:
                room.setRight(room.right() - indent)
            else:
                room.setLeft(room.left() + indent)
        return room

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in REFIT:
            self.updateGeometry()  # one line of the new font
            self._fit()

    def _sides(self) -> int:
        margins = self.contentsMargins()
        return margins.left() + margins.right() + 2 * self.margin()

    def _height(self) -> int:
        margins = self.contentsMargins()
        return self.fontMetrics().height() + margins.top() + margins.bottom() + 2 * self.margin()

    def _fit(self) -> None:
        room = self._room().width()
        shown = cut_at_word(self._whole, self.fontMetrics(), room) if room > 0 else self._whole
        self.setToolTip(self._whole if shown != self._whole else self._tip)
        if shown != self._painted:
            self._painted = shown
            self.update()
