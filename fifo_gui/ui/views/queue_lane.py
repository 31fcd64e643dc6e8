"""The queue lane: producer → the FIFO queue → worker(s) → finished.

Tail at the producer (left), head at the workers (right): items enter on the
left and leave from the right, in order. An idle worker is drawn *blocked on
get()*, the lesson's point that it sleeps without polling.
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Slot
from PySide6.QtGui import QColor, QFontMetricsF, QHelpEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from fifo_gui.core.instant import (
    BUSY_WITHIN,
    Doing,
    doing,
    over_bound,
    producer_thread,
    worker_names,
)
from fifo_gui.core.ledger import Record
from fifo_gui.core.states import TaskState
from fifo_gui.ui.session.session import Session, ShowsSession
from fifo_gui.ui.views.drawing import INK, draw_box, elide, short_label, view_font
from fifo_gui.ui.views.palette import BLOCKED_TINT, state_colour, state_name
from fifo_gui.ui.views.spoken import Spoken, draw_focus, focusable
from fifo_gui.ui.words.numbers import agree, number
from fifo_gui.ui.words.queue_words import QUEUE_CLASS_NAMES

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
STOP_SCAN = 4096  # waiting items searched from the tail for the STOPs (Stop puts them last)
# The standard library's class for each discipline the ledger follows: the lane's heading.


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


def short_worker(name: str) -> str:
    """A worker's name for a short box: "w3" for "worker-3", "T1" for a
    student's "Thread-1 (_worker_loop)" (two of those elided both read
    "Threa…"); a name with no number stays as it is."""
    found = re.match(r"([A-Za-z])[\w ]*?-(\d+(?:_\d+)?)", name)
    return f"{found[1]}{found[2]}" if found else name


class QueueLane(ShowsSession, QWidget):
    """Draws the ledger's queue, workers and recent results."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # It paints every pixel (white first): Qt need not paint the window beneath.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        # paintEvent fills every pixel: Qt need not paint the dock behind it first.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setObjectName("queueLane")
        self.session = session
        self.setMinimumHeight(84)  # the boxes fit the height they get
        self.setMouseTracking(True)
        self._layout: LaneLayout | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setToolTip(
            self.tr(
                "The FIFO queue: the producer puts on the left (tail), "
                "workers get() from the right (head)"
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
        super().update(*args)

    # -- what it says ------------------------------------------------------------

    def _spoken_key(self) -> Hashable:
        """Everything `summary` reads, cheaply: equal keys, the same words."""
        ledger = self._ledger
        head = ledger.head(1) if ledger.queued else []
        return (
            ledger.discipline,
            ledger.maxsize,
            ledger.queued,
            ledger.stops_waiting,
            ledger.taken_upto,
            head[0].task_id if head else None,
            tuple((name, None if r is None else r.task_id) for name, r in ledger.workers.items()),
            tuple(doing(ledger, name, self.now()) for name in ledger.workers),
            ledger.worker_count,
            ledger.paused,
            self.producer_blocked,
            producer_thread(ledger),
        )

    def summary(self) -> str:
        """The lane in words, for a screen reader: "queue.Queue, 4 tasks waiting,
        head Task A (ID 1); worker-1 blocked on get()", FULL, where STOP is in line."""
        ledger = self._ledger
        name = QUEUE_CLASS_NAMES.get(ledger.discipline, "queue.Queue")
        if ledger.maxsize:
            name = self.tr("{queue} (maxsize {maxsize})").format(
                queue=name, maxsize=number(ledger.maxsize)
            )
        head = ledger.head(1) if ledger.queued else []
        if not head:
            parts = [self.tr("{queue}, empty").format(queue=name)]
        else:
            tasks = ledger.queued - ledger.stops_waiting
            parts = [
                agree(
                    self.tr("{queue}, %n task(s) waiting, head {task} (ID {id})", "", tasks), tasks
                ).format(queue=name, task=short_label(head[0]), id=number(head[0].task_id))
            ]
        if ledger.maxsize and ledger.queued >= ledger.maxsize:
            parts.append(
                self.tr("FULL: the producer waits in put() for room")
                if self.producer_blocked
                else self.tr("FULL")
            )
        if over_bound(ledger) and ledger.stops_waiting:
            parts.append(self.past_bound())
        parts.append(self.tr("the producer is {thread}").format(thread=producer_thread(ledger)))
        stop = self._first_stop()
        if stop is not None:
            if stop == 1:
                parts.append(self.tr("STOP at the head: the next worker to get() it exits"))
            else:
                parts.append(self.tr("STOP is number {place} in line").format(place=number(stop)))
        now = self.now()
        parts += [
            self._worker_words(name, ledger.workers.get(name), now) for name in worker_names(ledger)
        ]
        return "; ".join(parts)

    def past_bound(self) -> str:
        """Why a bounded queue holds more than its maxsize: STOP got in past the bound."""
        ledger = self._ledger
        return self.tr(
            "{queued} waiting of maxsize {maxsize}: STOP was put past the bound, so that "
            "Stop never waits for room (the lesson's stop() would block on a full queue)"
        ).format(queued=number(ledger.queued), maxsize=number(ledger.maxsize))

    def _first_stop(self) -> int | None:
        """The place in line of the STOP nearest the head (1: the next taken), if one waits."""
        ledger = self._ledger
        left = ledger.stops_waiting
        if not left:
            return None
        places = []
        for i, item in enumerate(reversed(ledger.waiting)):
            if i >= STOP_SCAN:
                break
            if item.sentinel and item.state is TaskState.QUEUED:
                place = ledger.queue_position(item)
                if place is not None:
                    places.append(place)
                left -= 1
                if not left:
                    break
        return min(places, default=None)

    def _worker_words(self, name: str, item: Record | None, now: float) -> str:
        """One worker in words, as `instant.doing` says it is at `now`."""
        state = doing(self._ledger, name, now)
        if state is Doing.RUNNING and item is not None:
            return self.tr("{worker} running {task} (ID {id})").format(
                worker=name, task=short_label(item), id=number(item.task_id)
            )
        if state is Doing.NOT_RUNNING:
            return self.tr("{worker} not running").format(worker=name)
        if state is Doing.PAUSED:
            return self.tr("{worker} paused: the queue lets nothing out").format(worker=name)
        if state is Doing.BUSY:
            return self.tr("{worker} busy: taking task after task").format(worker=name)
        return self.tr("{worker} blocked on get()").format(worker=name)

    def next_change(self, now: float) -> float | None:
        """When a busy worker's words turn to waiting with no new event (None: never)."""
        ledger = self._ledger
        ends = [
            band.end + BUSY_WITHIN
            for name in ledger.workers
            if doing(ledger, name, now) is Doing.BUSY
            and (band := ledger.latest_band(name)) is not None
        ]
        return min(ends, default=None)

    @property
    def producer_blocked(self) -> bool:
        """A producer waits for room on the full queue (live, or at the replay's instant)."""
        return self.session.producer_blocked()

    @property
    def maxsize(self) -> int:
        """The bound the lane draws (0: unbounded): the session's queue's."""
        return self._ledger.maxsize

    def sizeHint(self) -> QSize:
        return QSize(1200, 190)

    def _zoom(self) -> float:
        return max(1.0, self.font().pointSizeF() / BASE_POINTS)

    def layout_lane(self) -> LaneLayout:
        """Compute every rectangle for the current size and the ledger's state."""
        w, h = float(self.width()), float(self.height())
        k = self._zoom()
        top, bottom = max(MARGIN + 22 * k, self._title_height() + 4), h - MARGIN
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
        waiting = self._ledger.queued
        box_w = BOX_W * k
        if waiting:  # narrow the boxes, down to half, before hiding any behind "+N more"
            room_each = (queue_rect.width() - BOX_GAP) / waiting - BOX_GAP
            box_w = max(box_w / 2, min(box_w, room_each))
        # Narrowed boxes fit exactly: a rounding error must not count one less.
        fit = max(0, int((queue_rect.width() - BOX_GAP) / (box_w + BOX_GAP) + 1e-6))
        shown = self._ledger.head(fit if waiting <= fit else max(0, fit - 1))
        hidden = waiting - len(shown)
        # The boxes and, under the head's, its "head" label inside the queue:
        # on a short lane the boxes keep a line of text and the label goes.
        line = QFontMetricsF(view_font(self)).height()
        room = queue_rect.height() - 2 * BOX_GAP
        label_h = line if room - line >= line + 8 else 0.0
        box_h = max(1.0, min(70.0, room - label_h))
        box_y = queue_rect.top() + (queue_rect.height() - label_h - box_h) / 2
        boxes = []
        x = queue_rect.right() - BOX_GAP - box_w
        for item in shown:  # head first, at the right
            boxes.append((item, QRectF(x, box_y, box_w, box_h)))
            x -= box_w + BOX_GAP
        more = QRectF(x, box_y, box_w, box_h) if hidden else None

        ledger = self._ledger
        # While none is alive: those start() runs (a replay: the recording's).
        names = [(name, ledger.workers.get(name)) for name in worker_names(ledger)]
        workers = self._worker_boxes(names, QRectF(worker_x, top, worker_w, bottom - top))
        # One column, newest on top: it reads down in the order tasks finished.
        recent_items = list(self._ledger.recent)[::-1]
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

    def _worker_boxes(
        self, names: list[tuple[str, Record | None]], area: QRectF
    ) -> list[tuple[str, Record | None, QRectF]]:
        """One box per worker in `area`: stacked while each keeps a line of text
        and its progress strip, then in columns (worker-1 down the first)."""
        line = QFontMetricsF(view_font(self)).height() + 12
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

    def titles(self) -> list[str]:
        """The queue's heading, longest first: a narrow lane drops the class's
        name, then words; FULL is the last to go."""
        maxsize = self.maxsize
        waiting = self._ledger.queued
        full = maxsize and waiting >= maxsize
        if over_bound(self._ledger) and self._ledger.stops_waiting:
            state = self.tr("{waiting} waiting of maxsize {maxsize}: STOP put past the bound")
        elif full:
            state = self.tr("{waiting} waiting of maxsize {maxsize}  FULL")
        elif maxsize:
            state = self.tr("{waiting} waiting of maxsize {maxsize}")
        else:
            state = self.tr("{waiting} waiting (unbounded)")
        state = state.format(waiting=number(waiting), maxsize=number(maxsize))
        # The queue class the ledger follows (in a replay, the recording's).
        name = QUEUE_CLASS_NAMES.get(self._ledger.discipline, "queue.Queue")
        titles = [self.tr("{queue} — {state}").format(queue=name, state=state), state]
        counts = {"waiting": number(waiting), "maxsize": number(maxsize)}
        if over_bound(self._ledger) and self._ledger.stops_waiting:  # said however narrow
            titles += [
                self.tr("{waiting} of {maxsize}: STOP past the bound").format(**counts),
                self.tr("STOP past the bound"),
            ]
        elif full:
            titles += [self.tr("FULL · {waiting} of {maxsize}").format(**counts), self.tr("FULL")]
        elif maxsize:  # a 720p lane: the counts whole rather than "0 waiting of max…"
            titles.append(self.tr("{waiting} of {maxsize}").format(**counts))
        else:
            titles.append(self.tr("{waiting} waiting").format(**counts))
        return titles

    def heading(self, lay: LaneLayout | None = None) -> str:
        """The longest of `titles` that the queue's column holds whole."""
        width = (lay or self.layout_lane()).queue.width()
        advance = QFontMetricsF(view_font(self, -1, bold=True)).horizontalAdvance
        titles = self.titles()
        return next((t for t in titles if advance(t) <= width), titles[-1])

    def finished_titles(self, shown: int) -> list[str]:
        """The finished column's heading, longest first, for `shown` chips: while
        some finished tasks have no chip, it says how many finished ("+N" at least)."""
        finished = self._ledger.finished
        if finished <= shown:
            return [self.tr("Finished, newest first"), self.tr("Finished")]
        stops = self._ledger.count(TaskState.CONSUMED)
        if stops:  # STOP is no task: counted apart, as the status line counts tasks
            tasks, more = number(finished - stops), f"+{number(finished - shown)}"
            return [
                self.tr("{tasks} finished + {stops} STOP, newest first").format(
                    tasks=tasks, stops=number(stops)
                ),
                self.tr("{tasks} finished + {stops} STOP").format(tasks=tasks, stops=number(stops)),
                more,
            ]
        return [
            agree(self.tr("%n finished, newest first", "", finished), finished),
            agree(self.tr("%n finished", "", finished), finished),
            f"+{number(finished - shown)}",
        ]

    def finished_heading(self, lay: LaneLayout | None = None) -> str:
        """The longest of `finished_titles` that the finished column holds whole."""
        lay = lay or self.layout_lane()
        width = lay.recent[0][1].width() if lay.recent else 0.0
        advance = QFontMetricsF(view_font(self, -1, bold=True)).horizontalAdvance
        titles = self.finished_titles(len(lay.recent))
        return next((t for t in titles if advance(t) <= width), titles[-1])

    def _title_height(self) -> float:
        """The column headings' line, in their (zoomed) font."""
        return QFontMetricsF(view_font(self, -1, bold=True)).height() + 2

    def paintEvent(self, event: QPaintEvent) -> None:
        lay = self.layout_lane()
        title_h = self._title_height()
        p = QPainter(self)
        self._layout = lay
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("white"))
        p.setFont(view_font(self, -1, bold=True))
        p.setPen(INK)
        maxsize = self.maxsize
        waiting = self._ledger.queued
        full = maxsize and waiting >= maxsize
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

        p.setFont(view_font(self))
        self._draw_producer(p, lay.producer)
        p.setPen(QPen(QColor("#C00000") if full else INK, 3 if full else 2))
        p.setBrush(QColor("#F4F4F4"))
        p.drawRoundedRect(lay.queue, 8, 8)
        self._arrow(p, lay.producer.right() + 4, lay.queue.left() - 4, lay.queue.center().y())
        for item, rect in lay.boxes:
            draw_box(p, rect, item)
        if lay.more is not None:
            p.setPen(QPen(INK, 1, Qt.PenStyle.DashLine))
            p.setBrush(QColor("#EAEAEA"))
            p.drawRoundedRect(lay.more, 6, 6)
            p.setPen(INK)
            self._draw_more(p, lay.more, lay.hidden)
        if lay.head_label is not None:
            p.setPen(INK)
            p.drawText(lay.head_label, Qt.AlignmentFlag.AlignCenter, self.tr("head"))
        if lay.workers:
            self._arrow(
                p, lay.queue.right() + 4, lay.workers[0][2].left() - 4, lay.queue.center().y()
            )
        now = self.now()
        for name, current, rect in lay.workers:
            self._draw_worker(p, rect, name, current, now)
        for done, rect in lay.recent:
            caption = self.tr("{task} · {state}").format(
                task=done.label, state=state_name(done.state)
            )
            draw_box(p, rect, done, caption)
        draw_focus(p, self)
        p.end()

    @staticmethod
    def more_texts(hidden: int) -> list[str]:
        """The "+N more" chip's words, longest first; the number is never cut."""
        more = QCoreApplication.translate("QueueLane", "+{count}\nmore")
        return [more.format(count=number(hidden)), f"+{number(hidden)}"]

    def _draw_more(self, p: QPainter, rect: QRectF, hidden: int) -> None:
        """The chip's words, smaller if need be: "99,99 more" for 99,990 misled."""
        texts = self.more_texts(hidden)
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

    def _draw_producer(self, p: QPainter, rect: QRectF) -> None:
        blocked = self.producer_blocked
        thread = producer_thread(self._ledger)
        last = self._ledger.last_put
        call = "stop()" if last is not None and last.sentinel else "schedule()"
        # Yellow, not vermillion: a producer waiting for room has not failed.
        p.setPen(QPen(INK, 3) if blocked else QPen(INK, 2))
        p.setBrush(QColor(BLOCKED_TINT) if blocked else QColor("#E8F1FA"))
        p.drawRoundedRect(rect, 8, 8)
        p.setPen(INK)
        texts = (
            [
                self.tr("put() blocked:\nqueue full,\nwaiting\nfor room"),
                self.tr("put() blocked:\nqueue full"),
            ]
            if blocked
            else [
                f"{thread}\n{call}\n→ put()",
                f"{thread}\nput()",
                f"{short_worker(thread)}\nput()",
                "put()",
            ]
        )
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

    def worker_texts(self, name: str, item: Record | None, now: float) -> list[str]:
        """What a worker's box says, longest first: the box shows the first that
        fits (the last, elided), its tooltip the first. A short box names the
        worker short ("w3" for worker-3) before it drops the words."""
        brief = short_worker(name)
        if item is not None:
            short = short_label(item)
            return [
                self.tr("{worker}: ID {id} {task}").format(
                    worker=name, id=number(item.task_id), task=short
                ),
                self.tr("{worker}: {task}").format(worker=name, task=short),
                self.tr("{worker}: {task}").format(worker=brief, task=short),
                brief,
            ]
        state = doing(self._ledger, name, now)
        if state is Doing.NOT_RUNNING:
            return [
                self.tr("{worker}: not running").format(worker=name),
                self.tr("{worker}: not running").format(worker=brief),
                brief,  # named at any width: its state is in the tooltip and words
            ]
        if state is Doing.PAUSED:  # Pause holds even a worker waiting in get()
            texts = [
                self.tr("{worker}: paused: the queue lets nothing out (Step lets one)"),
                self.tr("{worker}: paused (Step lets one)"),
                self.tr("{worker}: paused"),
            ]
        elif state is Doing.BUSY:  # a flood: between two tasks
            texts = [self.tr("{worker}: busy — taking task after task"), self.tr("{worker}: busy")]
        else:
            texts = [
                self.tr("{worker}: blocked on get() — zzz"),
                self.tr("{worker}: get() zzz"),
                self.tr("{worker}: zzz"),
            ]
        named = [text.format(worker=name) for text in texts]
        return [*named, texts[-1].format(worker=brief), brief]

    def _draw_worker(
        self, p: QPainter, rect: QRectF, name: str, item: Record | None, now: float
    ) -> None:
        busy = doing(self._ledger, name, now) in (Doing.RUNNING, Doing.BUSY)
        p.setPen(QPen(state_colour(TaskState.RUNNING) if busy else INK, 2))
        p.setBrush(QColor("#FFF3DC") if busy else QColor("#F0F0F0"))
        p.drawRoundedRect(rect, 8, 8)
        p.setPen(INK)
        texts = self.worker_texts(name, item, now)
        metrics = QFontMetricsF(p.font())
        progress = item is not None and item.expected and item.started is not None
        tall = rect.height() >= 2 * metrics.height() + 16
        bar_h = (10.0 if tall else 4.0) if progress else 0.0
        inner = rect.adjusted(8, 2, -8, -2 - bar_h)
        text = next((t for t in texts if metrics.horizontalAdvance(t) <= inner.width()), None)
        p.drawText(
            inner,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            text if text is not None else elide(p, texts[-1], inner.width()),
        )
        if item is not None and item.expected and item.started is not None:
            # A strip along the box's foot, under the text, never over it.
            fraction = min(1.0, max(0.0, (now - item.started) / item.expected))
            bar = QRectF(inner.left(), inner.bottom() + 1, inner.width(), bar_h)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#E0E0E0"))
            p.drawRect(bar)
            p.setBrush(state_colour(TaskState.RUNNING))
            p.drawRect(QRectF(bar.left(), bar.top(), bar.width() * fraction, bar.height()))

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

    def _arrow(self, p: QPainter, x1: float, x2: float, y: float) -> None:
        if x2 - x1 < 8:
            return
        p.setPen(QPen(INK, 2))
        p.drawLine(QPointF(x1, y), QPointF(x2 - 6, y))
        p.setBrush(INK)
        p.drawPolygon(QPolygonF([QPointF(x2, y), QPointF(x2 - 8, y - 5), QPointF(x2 - 8, y + 5)]))
