"""A label for figures that change at every frame, painted by itself."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel


class LiveLine(QLabel):
    """One line of figures that change at every frame: the status bar's
    counts, the statistics. It asks for the room of the widest line it has
    shown (since the last font change): a width that followed the digits
    (Queued 987, then 1012) relaid the bar out and shifted it every frame.
    Asked, never required: its minimum is a few characters, so a long line (in
    Spanish, three workers, at zoom +4: 1,279 px) never makes the window wider
    than the screen; where the window is narrower it is cut with "…", whole in
    its tooltip. `text()` is the whole line, and its accessible name.

    It paints its line itself: a QLabel's own text, set at every frame of a
    flood, laid the window out again each time (the bench's backlog saw it
    in the heartbeat's p99)."""

    def __init__(self) -> None:
        super().__init__()
        self._whole = ""
        self._shown = ""  # the line as painted: whole, or cut with "…"
        self._room = 0  # the widest line shown, px: the width asked for

    def setText(self, text: str) -> None:
        self._whole = text
        width = self._advance(text) + self.width() - self._text_room()
        if width > self._room:
            self._room = width
            self.updateGeometry()
        self._fit()

    def text(self) -> str:
        return self._whole

    def sizeHint(self) -> QSize:
        return QSize(self._room, self._height())

    def minimumSizeHint(self) -> QSize:
        least = self.fontMetrics().horizontalAdvance("0000…")
        return QSize(least, self._height())

    def _height(self) -> int:
        margins = self.contentsMargins()
        return self.fontMetrics().height() + 2 * self.margin() + margins.top() + margins.bottom()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.drawFrame(painter)
        room = self.contentsRect().adjusted(self.margin(), 0, -self.margin(), 0)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(room, int(self.alignment()) | Qt.AlignmentFlag.AlignVCenter, self._shown)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):  # a zoom
            self._room = 0
            self.setText(self._whole)

    def _advance(self, text: str) -> int:
        return math.ceil(QFontMetricsF(self.font()).horizontalAdvance(text))

    def _text_room(self) -> int:
        return self.contentsRect().width() - 2 * self.margin()

    def _fit(self) -> None:
        room = self._text_room()
        shown = self._whole
        if self._advance(shown) > room:
            shown = self.fontMetrics().elidedText(shown, Qt.TextElideMode.ElideRight, room)
        if shown != self._shown:
            self._shown = shown
            self.setToolTip(self._whole if shown != self._whole else "")
            self.setAccessibleName(self._whole)  # what a screen reader says of it
            self.update()
