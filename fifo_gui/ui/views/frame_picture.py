"""A painted view's picture, drawn ahead in a pass of its own and shown at the paint.

A frame's paint draws every view at once, and nothing else runs on the GUI
thread meanwhile: not a click, not a timer. The views that cost most to draw
(the queue lane, the timeline, the queue depth) draw the frame's instant into
a picture in a pass of their own (`FrameClock.prepare_with`); the paint then
only copies it. The instant cannot move in between: the frame holds the
events back from its first pass to its paint.

A picture is shown only for the paint it was drawn for, of the part of the
view it covers, at the screen's pixel ratio, and only if nothing reached the
view since (a resize, a scroll, the mouse, focus, a new session): otherwise
the view is drawn at the paint, as it would be without one.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QImage, QPaintDevice, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QWidget


class FramePicture(QObject):
    """`view`'s drawing (`draw(painter)`, the body of its paint), made ahead by
    `prepare` and shown by `paint`, which the view's `paintEvent` calls."""

    def __init__(self, view: QWidget, draw: Callable[[QPainter], None]) -> None:
        super().__init__(view)
        self._view, self._draw = view, draw
        self._image: QImage | None = None  # kept from frame to frame: same size, same buffer
        self._covers: QRect | None = None  # the part of the view drawn ahead, until shown
        view.installEventFilter(self)

    def prepare(self) -> None:
        """Draw the part of the view in sight now, for the coming paint."""
        view = self._view
        self._covers = None
        rect = view.visibleRegion().boundingRect()
        if not view.isVisible() or rect.isEmpty():
            return  # a hidden dock or a folded tab: nothing to show
        ratio = view.devicePixelRatioF()
        width, height = round(rect.width() * ratio), round(rect.height() * ratio)
        image = self._image
        if image is None or image.width() != width or image.height() != height:
            image = self._image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        image.fill(Qt.GlobalColor.transparent)
        p = view_painter(view, image)
        p.translate(-rect.topLeft())
        self._draw(p)
        p.end()
        self._covers = rect

    def drop(self) -> None:
        """What was drawn ahead is stale: the paint draws the view itself."""
        self._covers = None

    def paint(self, event: QPaintEvent) -> None:
        """The view's paint: the picture drawn for it, or the view drawn now."""
        view, covers = self._view, self._covers
        self._covers = None  # shown once: a later paint is of a later instant
        p = QPainter(view)
        image = self._image
        if (
            covers is not None
            and image is not None
            and covers.contains(event.rect())
            and image.devicePixelRatio() == view.devicePixelRatioF()
        ):
            p.drawImage(covers.topLeft(), image)
        else:
            self._draw(p)
        p.end()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Anything but a paint (or the request for one) that reaches the view
        makes the picture stale."""
        if event.type() not in _PAINTING:
            self._covers = None
        return False


# The events that ask for or make a paint: they change nothing a picture shows.
_PAINTING = (QEvent.Type.Paint, QEvent.Type.UpdateRequest, QEvent.Type.UpdateLater)


def view_painter(view: QWidget, device: QPaintDevice) -> QPainter:
    """A painter on `device` that starts as a painter on `view` does: its
    font, its ink, its direction (a picture of the view drawn off screen)."""
    p = QPainter(device)
    p.setFont(view.font())
    p.setPen(view.palette().color(QPalette.ColorRole.WindowText))
    p.setLayoutDirection(view.layoutDirection())
    return p
