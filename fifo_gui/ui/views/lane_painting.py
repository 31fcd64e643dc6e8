"""Painting the queue lane's parts: the producer, the "+N more" chip, a worker's
box with its progress strip, the arrows between them.

Each part is handed its rectangle and its words (longest first) and draws the
first that fits; what to say is decided in `lane_words`, where in `lane_layout`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPolygonF

from fifo_gui.core.ledger import Record
from fifo_gui.core.states import TaskState
from fifo_gui.ui.views.drawing import INK, elide
from fifo_gui.ui.views.palette import BLOCKED_TINT, state_colour

FULL_INK = QColor("#C00000")  # the queue's outline when it is full
WORKER_ALIGN = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft  # a worker box's words


def draw_queue(p: QPainter, rect: QRectF, *, full: bool) -> None:
    """The queue's outline, heavier and red while it is full."""
    p.setPen(QPen(FULL_INK if full else INK, 3 if full else 2))
    p.setBrush(QColor("#F4F4F4"))
    p.drawRoundedRect(rect, 8, 8)


def draw_more(p: QPainter, rect: QRectF, texts: list[str]) -> None:
    """The dashed "+N more" chip, its words smaller if need be: "99,99 more"
    for 99,990 misled."""
    p.setPen(QPen(INK, 1, Qt.PenStyle.DashLine))
    p.setBrush(QColor("#EAEAEA"))
    p.drawRoundedRect(rect, 6, 6)
    p.setPen(INK)
    metrics = p.fontMetrics()
    room = rect.adjusted(2, 2, -2, -2)
    for text in texts:
        size = metrics.boundingRect(room.toRect(), Qt.AlignmentFlag.AlignCenter, text)
        if size.width() <= room.width() and size.height() <= room.height():
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            return
    font = p.font()
    wide = metrics.horizontalAdvance(texts[-1]) or 1
    font.setPointSizeF(max(5.0, font.pointSizeF() * room.width() / wide))
    p.save()
    p.setFont(font)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, texts[-1])
    p.restore()


def draw_producer(p: QPainter, rect: QRectF, texts: list[str], *, blocked: bool) -> None:
    """The producer's box with the longest of `texts` it holds whole."""
    # Yellow, not vermillion: a producer waiting for room has not failed.
    p.setPen(QPen(INK, 3) if blocked else QPen(INK, 2))
    p.setBrush(QColor(BLOCKED_TINT) if blocked else QColor("#E8F1FA"))
    p.drawRoundedRect(rect, 8, 8)
    p.setPen(INK)
    # The longest that the box holds whole: a short lane (a laptop, a big zoom) says less.
    metrics = p.fontMetrics()
    inner = rect.adjusted(4, 2, -4, -2)
    fits = (
        t
        for t in texts
        if (box := metrics.boundingRect(inner.toRect(), Qt.AlignmentFlag.AlignCenter, t))
        and box.height() <= inner.height()
        and box.width() <= inner.width()
    )
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, next(fits, texts[-1]))


def draw_worker(
    p: QPainter,
    rect: QRectF,
    texts: list[str],
    *,
    item: Record | None,
    working: bool,
    now: float,
) -> None:
    """A worker's box: the longest of `texts` that fits (the last, elided) and,
    while it runs `item` with an expected time, how far along it is at `now`."""
    p.setPen(QPen(state_colour(TaskState.RUNNING) if working else INK, 2))
    p.setBrush(QColor("#FFF3DC") if working else QColor("#F0F0F0"))
    p.drawRoundedRect(rect, 8, 8)
    p.setPen(INK)
    inner, bar_h = _worker_inner(p, rect, item)
    text = next((t for t in texts if _holds(p, inner, t)), None)
    if text is None:
        text = elide(p, texts[-1], inner.width())
    p.drawText(inner, WORKER_ALIGN, text)
    if item is not None and item.expected and item.started is not None:
        # A strip along the box's foot, under the text, never over it.
        fraction = min(1.0, max(0.0, (now - item.started) / item.expected))
        bar = QRectF(inner.left(), inner.bottom() + 1, inner.width(), bar_h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#E0E0E0"))
        p.drawRect(bar)
        p.setBrush(state_colour(TaskState.RUNNING))
        p.drawRect(QRectF(bar.left(), bar.top(), bar.width() * fraction, bar.height()))


def _worker_inner(p: QPainter, rect: QRectF, item: Record | None) -> tuple[QRectF, float]:
    """Where a worker box's words go, and the height of its progress strip."""
    metrics = QFontMetricsF(p.font())
    progress = item is not None and item.expected and item.started is not None
    tall = rect.height() >= 2 * metrics.height() + 16
    bar_h = (10.0 if tall else 4.0) if progress else 0.0
    return rect.adjusted(8, 2, -8, -2 - bar_h), bar_h


def worker_fits(p: QPainter, rect: QRectF, text: str, item: Record | None) -> bool:
    """Whether `text` fits whole in the worker box `rect` (drawn with `p`'s font)."""
    inner, _ = _worker_inner(p, rect, item)
    return _holds(p, inner, text)


def _holds(p: QPainter, inner: QRectF, text: str) -> bool:
    """Whether `text`, each of its lines whole, fits in a worker box's `inner` room."""
    box = QFontMetricsF(p.font()).boundingRect(inner, WORKER_ALIGN, text)
    return box.width() <= inner.width() and box.height() <= inner.height()


def draw_arrow(p: QPainter, x1: float, x2: float, y: float) -> None:
    """An arrow from `x1` to `x2` at height `y`; none where there is no room."""
    if x2 - x1 < 8:
        return
    p.setPen(QPen(INK, 2))
    p.drawLine(QPointF(x1, y), QPointF(x2 - 6, y))
    p.setBrush(INK)
    p.drawPolygon(QPolygonF([QPointF(x2, y), QPointF(x2 - 8, y - 5), QPointF(x2 - 8, y + 5)]))
