"""Small painting helpers shared by the teaching views."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from fifo_gui.core.ledger import Record
from fifo_gui.core.states import TaskState
from fifo_gui.ui.views.palette import state_colour, state_tint

VIEW_POINT_SIZE = 11  # the smallest text any view draws: legible on a projector
INK = QColor("#1A1A1A")
GRID = QColor("#D0D0D0")
STOP_COLOUR = QColor("#CC79A7")


def view_font(widget: QWidget, delta: int = -2, bold: bool = False) -> QFont:
    """The widget's font `delta` points off (so it follows the zoom), never below
    VIEW_POINT_SIZE."""
    font = QFont(widget.font())
    font.setPointSize(max(font.pointSize() + delta, VIEW_POINT_SIZE))
    font.setBold(bold)
    return font


def elide(painter: QPainter, text: str, width: float) -> str:
    """`text` shortened with … to fit `width` pixels in the painter's font."""
    return QFontMetricsF(painter.font()).elidedText(text, Qt.TextElideMode.ElideRight, width)


def short_label(item: Record) -> str:
    """A box's caption: the STOP sign, a sleeping task's name, or the call."""
    if item.sentinel:
        return "STOP"
    label = item.label
    if label.startswith("sample_task(") and "'" in label:
        return label.split("'")[1]  # the task's name
    return label


def item_fill(item: Record) -> QColor:
    """The light fill for an item's box (strong colour for a STOP)."""
    if item.sentinel:
        return STOP_COLOUR
    return state_tint(item.state).color()


def draw_box(painter: QPainter, rect: QRectF, item: Record, caption: str | None = None) -> None:
    """A rounded box with a state-coloured border and the item's caption."""
    painter.setPen(QPen(state_colour(item.state) if not item.sentinel else INK, 2))
    painter.setBrush(item_fill(item))
    painter.drawRoundedRect(rect, 6, 6)
    painter.setPen(QColor("white") if item.sentinel else INK)
    text = caption if caption is not None else short_label(item)
    painter.drawText(
        rect.adjusted(4, 2, -4, -2),
        Qt.AlignmentFlag.AlignCenter,
        elide(painter, text, rect.width() - 8),
    )


def outcome_colour(state: TaskState) -> QColor:
    """The strong colour of a finished state (timeline bars, recent boxes)."""
    return state_colour(state)
