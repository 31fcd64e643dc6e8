"""The queue lane: producer → the FIFO queue → worker(s) → finished.

Tail at the producer (left), head at the workers (right): items enter on the
left and leave from the right, in order. An idle worker is drawn *blocked on
get()*, the lesson's point that it sleeps without polling.

The widget composes, each part a function of (ledger, now): where the boxes
go (`lane_layout`), what they say (`lane_words`), how they are drawn
(`lane_painting`) and what a screen reader hears (`lane_spoken`).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Slot
from PySide6.QtGui import QColor, QFontMetricsF, QHelpEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from fifo_gui.core.instant import queue_full, waiting_for_room
from fifo_gui.core.ledger import Record
from fifo_gui.ui.session.session import Session, ShowsSession
from fifo_gui.ui.views import lane_words
from fifo_gui.ui.views.drawing import INK, draw_box, elide, view_font
from fifo_gui.ui.views.frame_picture import FramePicture
from fifo_gui.ui.views.lane_layout import BASE_POINTS, LaneLayout, lay_out_lane
from fifo_gui.ui.views.lane_painting import (
    draw_arrow,
    draw_more,
    draw_producer,
    draw_queue,
    draw_worker,
    worker_fits,
)
from fifo_gui.ui.views.lane_spoken import lane_summary, spoken_key
from fifo_gui.ui.views.palette import state_name
from fifo_gui.ui.views.spoken import Spoken, draw_focus, focusable
from fifo_gui.ui.words.numbers import number


class QueueLane(ShowsSession, QWidget):
    """Draws the ledger's queue, workers and recent results."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picture = FramePicture(self, self._draw)  # drawn ahead of a frame's paint
        # paintEvent fills every pixel (white first): Qt need not paint the dock behind it.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setObjectName("queueLane")
        self.session = session
        self.setMinimumHeight(84)  # the boxes fit the height they get
        self.setMouseTracking(True)
        self._layout: LaneLayout | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setToolTip(
            self.tr(
                "The queue: the producer puts items on the left (tail); "
                "workers take them from the right (head)"
            )
        )
        focusable(self, self.tr("Queue lane"))
        self.spoken = Spoken(self, self._spoken_key, self.summary)
        self.spoken.refresh()

    @Slot(object)
    def show_session(self, session: Session) -> None:
        """Draw `session` from now on."""
        self.session = session
        self.spoken.forget()
        self.update()

    def update(self, *args: Any) -> None:
        """Repaint (the frame clock's slot): what a screen reader hears follows what is drawn."""
        self.spoken.refresh()
        self.picture.drop()
        super().update(*args)

    # -- what it says ------------------------------------------------------------

    def _spoken_key(self) -> Hashable:
        """Everything `summary` reads, cheaply: equal keys, the same words."""
        return spoken_key(self._ledger, self.now())

    def summary(self) -> str:
        """The lane in words, for a screen reader: "queue.Queue, 4 tasks waiting,
        head Task A (ID 1); worker-1 blocked on get()", FULL, where STOP is in line."""
        return lane_summary(self._ledger, self.now())

    def next_change(self, now: float) -> float | None:
        """When a busy worker's words turn to waiting with no new event (None: never)."""
        return lane_words.next_change(self._ledger, now)

    @property
    def maxsize(self) -> int:
        """The bound the lane draws (0: unbounded): the session's queue's."""
        return self._ledger.maxsize

    def titles(self) -> list[str]:
        """The queue's heading, longest first (`lane_words.queue_titles`)."""
        return lane_words.queue_titles(self._ledger)

    def finished_titles(self, shown: int) -> list[str]:
        """The finished column's heading, longest first, for `shown` chips."""
        return lane_words.finished_titles(self._ledger, shown)

    def worker_texts(self, name: str, item: Record | None, now: float) -> list[str]:
        """What a worker's box says, longest first (`lane_words.worker_texts`)."""
        return lane_words.worker_texts(self._ledger, name, item, now)

    @staticmethod
    def more_texts(hidden: int) -> list[str]:
        """The "+N more" chip's words, longest first; the number is never cut."""
        return lane_words.more_texts(hidden)

    def heading(self, lay: LaneLayout | None = None) -> str:
        """The longest of `titles` that the queue's column holds whole."""
        width = (lay or self.layout_lane()).queue.width()
        advance = QFontMetricsF(view_font(self, -1, bold=True)).horizontalAdvance
        titles = self.titles()
        return next((t for t in titles if advance(t) <= width), titles[-1])

    def finished_heading(self, lay: LaneLayout | None = None) -> str:
        """The longest of `finished_titles` that the finished column holds whole."""
        lay = lay or self.layout_lane()
        width = lay.recent[0][1].width() if lay.recent else 0.0
        advance = QFontMetricsF(view_font(self, -1, bold=True)).horizontalAdvance
        titles = self.finished_titles(len(lay.recent))
        return next((t for t in titles if advance(t) <= width), titles[-1])

    # -- where it goes -----------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(1200, 190)

    def layout_lane(self) -> LaneLayout:
        """Compute every rectangle for the current size and the ledger's state."""
        return lay_out_lane(
            self._ledger,
            width=float(self.width()),
            height=float(self.height()),
            zoom=max(1.0, self.font().pointSizeF() / BASE_POINTS),
            line_height=QFontMetricsF(view_font(self)).height(),
            title_height=self._title_height(),
        )

    def _title_height(self) -> float:
        """The column headings' line, in their (zoomed) font."""
        return QFontMetricsF(view_font(self, -1, bold=True)).height() + 2

    # -- how it is drawn ---------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        self.picture.paint(event)

    def _draw(self, p: QPainter) -> None:
        """The view, drawn with `p` (on the view, or on its picture)."""
        lay = self.layout_lane()
        self._layout = lay
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("white"))
        self._draw_headings(p, lay)
        p.setFont(view_font(self))
        ledger = self._ledger
        draw_producer(
            p,
            lay.producer,
            lane_words.producer_texts(ledger),
            blocked=bool(waiting_for_room(ledger)),
        )
        draw_queue(p, lay.queue, full=queue_full(ledger))
        draw_arrow(p, lay.producer.right() + 4, lay.queue.left() - 4, lay.queue.center().y())
        for item, rect in lay.boxes:
            draw_box(p, rect, item)
        if lay.more is not None:
            draw_more(p, lay.more, self.more_texts(lay.hidden))
        if lay.head_label is not None:
            p.setPen(INK)
            p.drawText(lay.head_label, Qt.AlignmentFlag.AlignCenter, self.tr("head"))
        if lay.workers:
            draw_arrow(
                p, lay.queue.right() + 4, lay.workers[0][2].left() - 4, lay.queue.center().y()
            )
        now = self.now()
        boxes = {name: (item, rect) for name, item, rect in lay.workers}
        captions = lane_words.named_alike(
            [(name, self.worker_texts(name, item, now)) for name, item, _ in lay.workers],
            lambda name, text: worker_fits(p, boxes[name][1], text, boxes[name][0]),
        )
        for (name, current, rect), texts in zip(lay.workers, captions, strict=True):
            working = lane_words.is_working(ledger, name, now)
            draw_worker(p, rect, texts, item=current, working=working, now=now)
        for done, rect in lay.recent:
            draw_box(p, rect, done, lane_words.finished_caption(done))
        draw_focus(p, self)

    def _draw_headings(self, p: QPainter, lay: LaneLayout) -> None:
        """Each column's heading along the top, in the bold heading font."""
        title_h = self._title_height()
        p.setFont(view_font(self, -1, bold=True))
        p.setPen(INK)
        p.drawText(
            QRectF(lay.queue.left(), 2, lay.queue.width(), title_h),
            Qt.AlignmentFlag.AlignCenter,
            elide(p, self.heading(lay), lay.queue.width()),
        )
        p.drawText(
            QRectF(lay.producer.left(), 2, lay.producer.width(), title_h),
            Qt.AlignmentFlag.AlignCenter,
            self.tr("Producer"),
        )
        if lay.workers:
            first, last = lay.workers[0][2], lay.workers[-1][2]
            width = last.right() - first.left()
            p.drawText(
                QRectF(first.left(), 2, width, title_h),
                Qt.AlignmentFlag.AlignCenter,
                elide(p, self.tr("Consumer(s)"), width),
            )
        if lay.recent:
            p.drawText(
                QRectF(lay.recent[0][1].left(), 2, lay.recent[0][1].width(), title_h),
                Qt.AlignmentFlag.AlignLeft,
                elide(p, self.finished_heading(lay), lay.recent[0][1].width()),
            )

    def event(self, event: QEvent) -> bool:
        """A worker box's or a finished chip's tooltip: the whole text, however
        narrow the box."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            lay = self._layout
            for name, current, rect in lay.workers if lay is not None else []:
                if rect.contains(QPointF(event.pos())):
                    text = self.worker_texts(name, current, self.now())[0]
                    if current is not None:
                        text = self.tr("{worker}: ID {id} {task}").format(
                            worker=name, id=number(current.task_id), task=current.label
                        )
                    QToolTip.showText(event.globalPos(), text, self)
                    return True
            for done, rect in lay.recent if lay is not None else []:
                if rect.contains(QPointF(event.pos())):
                    text = self.tr("ID {id}: {task}\n{state} on {worker}").format(
                        id=number(done.task_id),
                        task=done.label,
                        state=state_name(done.state),
                        worker=done.worker,
                    )
                    QToolTip.showText(event.globalPos(), text, self)
                    return True
        return super().event(event)
