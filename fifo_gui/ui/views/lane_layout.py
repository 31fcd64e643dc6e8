"""Where the queue lane's boxes go: rectangles from the ledger and the lane's size.

Producer at the left, the queue (head at its right), the workers, then the
finished column. Computed for one paint, then drawn (and tested), from the
ledger alone: which items wait, which workers there are, what finished.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from fifo_gui.core.instant import worker_names
from fifo_gui.core.ledger import Ledger, Record

BOX_W = 96.0
QUEUE_LEAST = 3 * (BOX_W / 2 + 8.0) + 8.0  # two half-width boxes and a "+N", with gaps
BOX_GAP = 8.0
MARGIN = 10.0
PRODUCER_W = 120.0
WORKER_W = 240.0
RECENT_W = 200.0
FULL_WIDTH = 1200.0  # below it the worker and finished columns narrow, down to
NARROWEST = 0.7  # 70 %: a laptop's lane (~830 px) then has room for two items, not none
BASE_POINTS = 13.0  # the font size the sizes above are made for: they grow with the zoom


@dataclass(frozen=True)
class LaneLayout:
    """Where everything goes for one paint: computed, then drawn (and tested)."""

    producer: QRectF
    queue: QRectF  # the queue's outline
    boxes: list[tuple[Record, QRectF]]  # shown items, head first (rightmost first)
    hidden: int  # waiting items not drawn (a "+N" box at the tail)
    more: QRectF | None
    workers: list[tuple[str, Record | None, QRectF]]
    recent: list[tuple[Record, QRectF]]
    head_label: QRectF | None = None  # "head", under the head's box, where there is room


def lay_out_lane(
    ledger: Ledger,
    *,
    width: float,
    height: float,
    zoom: float,
    line_height: float,
    title_height: float,
) -> LaneLayout:
    """Every rectangle of a lane `width` by `height` showing `ledger`, its sizes
    grown by `zoom`, its text lines `line_height` high under headings `title_height`."""
    w, h, k = width, height, zoom
    top, bottom = max(MARGIN + 22 * k, title_height + 4), h - MARGIN
    producer = QRectF(MARGIN, top, PRODUCER_W * k, bottom - top)
    scale = max(NARROWEST, min(1.0, w / FULL_WIDTH)) * k
    worker_w, recent_w = WORKER_W * scale, RECENT_W * scale * 1.2
    # The queue keeps room for two boxes and a "+N" (and FULL above them):
    # the finished column gives way first, then the workers'.
    room = w - MARGIN - producer.right() - BOX_GAP * 11 - QUEUE_LEAST * k
    if worker_w + recent_w > room:
        recent_w = max(0.0, room - worker_w)
        if recent_w < RECENT_W * k * 0.6:  # too narrow to read: not drawn
            recent_w = 0.0
        worker_w = max(WORKER_W * k * 0.45, min(worker_w, room - recent_w))
    recent_x = w - MARGIN - recent_w
    worker_x = recent_x - BOX_GAP * 3 - worker_w
    queue_rect = QRectF(
        producer.right() + BOX_GAP * 4,
        top,
        max(0.0, worker_x - BOX_GAP * 4 - producer.right() - BOX_GAP * 4),
        bottom - top,
    )
    waiting = ledger.queued
    box_w = BOX_W * k
    if waiting:  # narrow the boxes, down to half, before hiding any behind "+N more"
        room_each = (queue_rect.width() - BOX_GAP) / waiting - BOX_GAP
        box_w = max(box_w / 2, min(box_w, room_each))
    # Narrowed boxes fit exactly: a rounding error must not count one less.
    fit = max(0, int((queue_rect.width() - BOX_GAP) / (box_w + BOX_GAP) + 1e-6))
    shown = ledger.head(fit if waiting <= fit else max(0, fit - 1))
    hidden = waiting - len(shown)
    # The boxes and, under the head's, its "head" label inside the queue:
    # on a short lane the boxes keep a line of text and the label goes.
    room = queue_rect.height() - 2 * BOX_GAP
    label_h = line_height if room - line_height >= line_height + 8 else 0.0
    box_h = max(1.0, min(70.0, room - label_h))
    box_y = queue_rect.top() + (queue_rect.height() - label_h - box_h) / 2
    boxes = []
    x = queue_rect.right() - BOX_GAP - box_w
    for item in shown:  # head first, at the right
        boxes.append((item, QRectF(x, box_y, box_w, box_h)))
        x -= box_w + BOX_GAP
    more = QRectF(x, box_y, box_w, box_h) if hidden else None

    # While none is alive: those start() runs (a replay: the recording's).
    names = [(name, ledger.workers.get(name)) for name in worker_names(ledger)]
    workers = worker_boxes(
        names, QRectF(worker_x, top, worker_w, bottom - top), line_height=line_height
    )
    # One column, newest on top: it reads down in the order tasks finished.
    recent_items = list(ledger.recent)[::-1]
    row_h = min(28.0 * k, (bottom - top) / 2 - 4)
    rows = max(1, int((bottom - top) // (row_h + 4)))
    recent = [
        (item, QRectF(recent_x, top + i * (row_h + 4), recent_w, row_h))
        for i, item in enumerate(recent_items[:rows] if recent_w else [])
    ]
    head_label = None
    if boxes and label_h:
        head = boxes[0][1]
        head_label = QRectF(head.left(), head.bottom(), head.width(), label_h)
    return LaneLayout(producer, queue_rect, boxes, hidden, more, workers, recent, head_label)


def worker_boxes(
    names: list[tuple[str, Record | None]], area: QRectF, *, line_height: float
) -> list[tuple[str, Record | None, QRectF]]:
    """One box per worker in `area`: stacked while each keeps a line of text
    and its progress strip, then in columns (worker-1 down the first)."""
    line = line_height + 12
    count = max(1, len(names))
    rows = max(1, min(count, int((area.height() + 4) // (line + 4))))
    columns = -(-count // rows)
    rows = -(-count // columns)
    width = (area.width() - BOX_GAP * (columns - 1)) / columns
    slot = area.height() / rows
    return [
        (
            name,
            item,
            QRectF(
                area.left() + (i // rows) * (width + BOX_GAP),
                area.top() + (i % rows) * slot + 2,
                width,
                slot - 4,
            ),
        )
        for i, (name, item) in enumerate(names)
    ]
