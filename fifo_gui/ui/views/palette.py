"""How each state looks: an Okabe-Ito colour (colour-blind safe), a tint, an icon.

Colour is never alone: the state is always written out and has its own icon shape.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from fifo_gui.core.states import TaskState

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon, QPixmap

STATE_COLOURS: dict[TaskState, str] = {
    TaskState.QUEUED: "#0072B2",  # blue
    TaskState.RUNNING: "#E69F00",  # orange
    TaskState.DONE: "#009E73",  # bluish green
    TaskState.FAILED: "#D55E00",  # vermillion
    TaskState.CANCELLED: "#7F7F7F",  # grey
    TaskState.CONSUMED: "#CC79A7",  # reddish purple
}


# Each state as the window names it, translated at use (`state_name`); str():
# PySide's stubs type QT_TRANSLATE_NOOP's result as object.
STATE_NAMES: dict[TaskState, str] = {
    TaskState.QUEUED: str(QT_TRANSLATE_NOOP("TaskState", "Queued")),
    TaskState.RUNNING: str(QT_TRANSLATE_NOOP("TaskState", "Running")),
    TaskState.DONE: str(QT_TRANSLATE_NOOP("TaskState", "Done")),
    TaskState.FAILED: str(QT_TRANSLATE_NOOP("TaskState", "Failed")),
    TaskState.CANCELLED: str(QT_TRANSLATE_NOOP("TaskState", "Cancelled")),
    TaskState.CONSUMED: str(QT_TRANSLATE_NOOP("TaskState", "Consumed")),
}


def state_name(state: TaskState) -> str:
    """The state in the window's language: "Done", "Hecha"."""
    return QCoreApplication.translate("TaskState", STATE_NAMES[state])


# A producer blocked on a full queue: Okabe-Ito yellow, no state's colour
# (vermillion is Failed alone). With black text: yellow is too light for white.
BLOCKED_COLOUR = "#F0E442"
BLOCKED_TINT = "#FAF6C2"


def state_colour(state: TaskState) -> QColor:
    """The state's strong colour (icons, bars)."""
    return QColor(STATE_COLOURS[state])


@cache
def state_tint(state: TaskState) -> QBrush:
    """A light background for the state's cell: dark text on it stays readable."""
    strong = state_colour(state)
    white = QColor("white")
    mix = 0.28
    return QBrush(
        QColor(
            round(strong.red() * mix + white.red() * (1 - mix)),
            round(strong.green() * mix + white.green() * (1 - mix)),
            round(strong.blue() * mix + white.blue() * (1 - mix)),
        )
    )


@cache
def state_icon(state: TaskState, size: int = 64) -> QIcon:
    """A distinct shape per state: ring, play, tick, cross, dash, stop octagon.
    On a selected row (Qt's Selected mode) the shape is white: the selection's
    blue is the queued state's own, and hid its clock."""
    from PySide6.QtGui import QIcon  # on demand: the first row's, not the start's

    icon = QIcon(_state_pixmap(state, size, state_colour(state)))
    icon.addPixmap(_state_pixmap(state, size, QColor("white")), QIcon.Mode.Selected)
    return icon


def _state_pixmap(state: TaskState, size: int, colour: QColor) -> QPixmap:
    from PySide6.QtGui import QPixmap

    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = float(size)
    pen = QPen(
        colour, s * 0.14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
    )
    if state is TaskState.QUEUED:  # a clock face: waiting
        p.setPen(pen)
        p.drawEllipse(QRectF(s * 0.12, s * 0.12, s * 0.76, s * 0.76))
        p.drawPolyline(
            QPolygonF(
                [QPointF(s * 0.5, s * 0.28), QPointF(s * 0.5, s * 0.5), QPointF(s * 0.66, s * 0.6)]
            )
        )
    elif state is TaskState.RUNNING:  # play
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPolygon(
            QPolygonF(
                [QPointF(s * 0.2, s * 0.1), QPointF(s * 0.9, s * 0.5), QPointF(s * 0.2, s * 0.9)]
            )
        )
    elif state is TaskState.DONE:  # tick
        p.setPen(pen)
        p.drawPolyline(
            QPolygonF(
                [
                    QPointF(s * 0.14, s * 0.52),
                    QPointF(s * 0.4, s * 0.78),
                    QPointF(s * 0.88, s * 0.22),
                ]
            )
        )
    elif state is TaskState.FAILED:  # cross
        p.setPen(pen)
        p.drawLine(QPointF(s * 0.2, s * 0.2), QPointF(s * 0.8, s * 0.8))
        p.drawLine(QPointF(s * 0.8, s * 0.2), QPointF(s * 0.2, s * 0.8))
    elif state is TaskState.CANCELLED:  # no-entry: ring with a bar
        p.setPen(pen)
        p.drawEllipse(QRectF(s * 0.12, s * 0.12, s * 0.76, s * 0.76))
        p.drawLine(QPointF(s * 0.3, s * 0.5), QPointF(s * 0.7, s * 0.5))
    else:  # CONSUMED: a stop octagon, its bar cut out (the cell shows through)
        path = QPainterPath()
        k = s * 0.29
        pts = [(k, 0), (s - k, 0), (s, k), (s, s - k), (s - k, s), (k, s), (0, s - k), (0, k)]
        path.addPolygon(
            QPolygonF([QPointF(x * 0.9 + s * 0.05, y * 0.9 + s * 0.05) for x, y in pts])
        )
        path.closeSubpath()
        p.fillPath(path, colour)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
        p.fillRect(QRectF(s * 0.25, s * 0.44, s * 0.5, s * 0.12), Qt.GlobalColor.transparent)
    p.end()
    return pixmap
