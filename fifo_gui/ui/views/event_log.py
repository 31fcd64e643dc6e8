"""The event log: the lesson's prints, made visible, one line per event.

The window shows each line in the class's language (`EventLog.describe`); a
`--log` transcript keeps them in English (`describe`), a format tests and tools read.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from PySide6.QtCore import Slot
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from fifo_gui.core.events import (
    Event,
    ProducerWaiting,
    QueueConfigured,
    QueuePaused,
    QueueStepped,
    SentinelTaken,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
)
from fifo_gui.core.ledger import Ledger
from fifo_gui.core.safe_files import valid_utf8
from fifo_gui.ui.session.clock import format_since
from fifo_gui.ui.session.session import Session, ShowsSession
from fifo_gui.ui.window.theme import monospace_family, relative_font
from fifo_gui.ui.words.numbers import agree, number

if TYPE_CHECKING:
    from fifo_gui.ui.session.bridge import Batch, SchedulerBridge

MAX_LINES = 2000
LINES_PER_FRAME = 20  # in a flood, the last 20 events a frame: more than anyone reads


def describe(event: Event, label: str, ledger: Ledger | None = None) -> str:
    """What happened, in a few words (without time and thread), of the queue
    `ledger` keeps (what an idle worker waits in; a broker's, with no STOP)."""
    get = "get()" if ledger is None else ledger.get_call
    if isinstance(event, TaskQueued):
        return f"queued ID {event.task_id} {event.label}"
    if isinstance(event, TaskStarted):
        return f"started ID {event.task_id} {label}"
    if isinstance(event, TaskFinished):
        return f"done ID {event.task_id} {label} → {event.result}"
    if isinstance(event, TaskFailed):
        return f"failed ID {event.task_id} {event.error_type}: {event.message}"
    if isinstance(event, TaskCancelled):
        return f"cancelled ID {event.task_id} {label}"
    if isinstance(event, WorkerStarted):
        return f"worker started, blocked on {get}"
    if isinstance(event, QueueConfigured):
        if not event.workers:  # a broker's: its workers are processes the window does not start
            return f"queue set up: {event.queue}, {event.discipline}, workers are processes"
        bound = f"maxsize {event.maxsize}" if event.maxsize else "unbounded"
        who = "1 worker" if event.workers == 1 else f"{event.workers} workers"
        return f"queue set up: {event.discipline}, {bound}, {who}"
    if isinstance(event, QueuePaused):
        return "paused: no item leaves the queue" if event.paused else "resumed"
    if isinstance(event, QueueStepped):
        return "step: one item let out"
    if isinstance(event, ProducerWaiting):
        if event.waiting:
            return f"{event.producer} waits for room: the queue is full"
        return f"{event.producer} no longer waits for room"
    if isinstance(event, SentinelTaken):
        return f"took STOP ID {event.sentinel_id}"
    if not event.sentinel_id and ledger is not None and ledger.brokers_workers:
        return "exited"  # a broker has no sentinel: its shutdown, or a drain's end
    if not event.sentinel_id:
        return "exited without taking a STOP"
    return f"took STOP ID {event.sentinel_id} and exited"


def format_line(
    event: Event, label: str = "", epoch: float = 0.0, ledger: Ledger | None = None
) -> str:
    """`12.345 s [worker-1] failed ID 3 ValueError: ...`: seconds since the session
    began (`epoch`), the clock of the table and the timeline."""
    return f"{format_since(event.time, epoch)} [{event.thread}] {describe(event, label, ledger)}"


class EventLog(ShowsSession, QPlainTextEdit):
    """A read-only, bounded log of every event, newest at the bottom.

    With a `bridge`, it follows the bridge's batches; `flush()` (the window's
    frame) writes them. It shows its end and follows new lines, until the user
    scrolls up; scrolled back to the end, it follows again.
    """

    def __init__(
        self,
        label_of: Callable[[int], str] | None = None,
        parent: QWidget | None = None,
        bridge: SchedulerBridge | None = None,
        epoch: float | None = None,
    ) -> None:
        """`epoch`: when the session began (monotonic); times count from it
        (with a `bridge`: its session's)."""
        super().__init__(parent)
        if bridge is not None:
            self.session = bridge.session
        else:
            self.session = Session(epoch=time.monotonic() if epoch is None else epoch)
        self.following = True  # at the end, showing each new line
        self._moving = False  # the log itself moves the scroll bar
        self.verticalScrollBar().valueChanged.connect(self._on_scrolled)
        self.setObjectName("eventLog")
        relative_font(self, -1, bold=False, family=monospace_family())  # columns line up
        self.setReadOnly(True)
        self.setMaximumBlockCount(MAX_LINES)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setToolTip(
            self.tr(
                "Every event with its time and the thread that caused it: "
                "MainThread is the producer, worker-N the consumer(s)"
            )
        )
        self.setAccessibleName(self.tr("Event log"))
        self.setAccessibleDescription(self.toolTip())
        self._label_of = label_of if label_of is not None else (lambda task_id: "")
        self._transcript: TextIO | None = None
        self._pending: deque[Event] = deque(maxlen=LINES_PER_FRAME)
        self._arrived = 0  # events since the last flush, written or not
        if bridge is not None:
            bridge.batch_applied.connect(self._on_batch_applied)

    @Slot(object)
    def show_session(self, session: Session) -> None:
        """Another session: an empty log (what was pending goes to a `--log`
        transcript first)."""
        self.flush()
        self.clear()
        self.session = session

    def set_transcript(self, stream: TextIO | None) -> None:
        """Also write every line to `stream` (e.g. `--log FILE`), flushed as it goes."""
        self._transcript = stream

    @Slot(int)
    def _on_scrolled(self, value: int) -> None:
        if not self._moving:  # the user's scroll: follow again only at the end
            self.following = value >= self.verticalScrollBar().maximum()

    def scroll_to_end(self) -> None:
        """Show the newest line."""
        self._moving = True
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
        self._moving = False

    def showEvent(self, event: QShowEvent) -> None:
        """Shown at last (a tab raised, a dock opened): at its end, unless the
        user scrolled up to read."""
        super().showEvent(event)
        if self.following:
            self.scroll_to_end()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new height moves the end (a tab shown, then given its size): still at it."""
        super().resizeEvent(event)
        if self.following:
            self.scroll_to_end()

    def _write(self, text: str, transcript: str | None = None) -> None:
        """Show `text`; a `--log` transcript gets `transcript` (its English) if given."""
        text = valid_utf8(text)  # a lone surrogate (a file name that was not UTF-8) as its escape
        self._moving = True  # appending moves the bar; it is not the user's scroll
        self.appendPlainText(text)
        self._moving = False
        if self.following:
            self.scroll_to_end()
        if self._transcript is not None:
            try:
                english = text if transcript is None else valid_utf8(transcript)
                self._transcript.write(english + "\n")
                self._transcript.flush()
            except (OSError, ValueError):  # disk full, file closed: the window goes on
                self._transcript = None

    @Slot(object)
    def _on_batch_applied(self, batch: Batch) -> None:
        """Keep a batch for the next `flush`: in a flood only the last
        LINES_PER_FRAME of each frame are written, so the log's cost per event
        stays a deque append."""
        events = batch.events
        self._pending.extend(events)
        self._arrived += batch.earlier + len(events)

    @Slot()
    def flush(self) -> None:
        """Write what is pending."""
        if not self._arrived:
            return
        skipped = self._arrived - len(self._pending)
        shown, english = [], []
        if skipped:
            text = self.tr("… %n earlier event(s) not shown …", "", skipped)
            shown.append(agree(text, skipped))
            english.append(f"… {number(skipped)} earlier events not shown …")
        label_of = self._label_of
        transcript = self._transcript is not None
        for event in self._pending:
            task_id = getattr(event, "task_id", 0)
            label = label_of(task_id) if task_id else ""
            shown.append(self.format_line(event, label))
            if transcript:
                english.append(format_line(event, label, self.epoch, self._ledger))
        self._pending.clear()
        self._arrived = 0
        self._write("\n".join(shown), "\n".join(english) if transcript else None)

    def format_line(self, event: Event, label: str = "") -> str:
        """`format_line` in the class's language: what the window shows."""
        return (
            f"{format_since(event.time, self.epoch)} [{event.thread}] {self.describe(event, label)}"
        )

    def describe(self, event: Event, label: str) -> str:
        """`describe` in the class's language (the same words in English)."""
        if isinstance(event, TaskQueued):
            return self.tr("queued ID {id} {label}").format(id=event.task_id, label=event.label)
        if isinstance(event, TaskStarted):
            return self.tr("started ID {id} {label}").format(id=event.task_id, label=label)
        if isinstance(event, TaskFinished):
            return self.tr("done ID {id} {label} → {result}").format(
                id=event.task_id, label=label, result=event.result
            )
        if isinstance(event, TaskFailed):
            return self.tr("failed ID {id} {error}: {message}").format(
                id=event.task_id, error=event.error_type, message=event.message
            )
        if isinstance(event, TaskCancelled):
            return self.tr("cancelled ID {id} {label}").format(id=event.task_id, label=label)
        if isinstance(event, WorkerStarted):
            return self.tr("worker started, blocked on {get}").format(get=self._ledger.get_call)
        if isinstance(event, QueueConfigured):
            n = event.workers
            if not n:  # a broker's: its workers are processes the window does not start
                text = self.tr("queue set up: {queue}, {discipline}, workers are processes")
                return text.format(queue=event.queue, discipline=event.discipline)
            if event.maxsize:
                text = self.tr("queue set up: {discipline}, maxsize {maxsize}, %n worker(s)", "", n)
            else:
                text = self.tr("queue set up: {discipline}, unbounded, %n worker(s)", "", n)
            return agree(text, n).format(discipline=event.discipline, maxsize=event.maxsize)
        if isinstance(event, QueuePaused):
            if event.paused:
                return self.tr("paused: no item leaves the queue")
            return self.tr("resumed")
        if isinstance(event, QueueStepped):
            return self.tr("step: one item let out")
        if isinstance(event, ProducerWaiting):
            if event.waiting:
                text = self.tr("{producer} waits for room: the queue is full")
            else:
                text = self.tr("{producer} no longer waits for room")
            return text.format(producer=event.producer)
        if isinstance(event, SentinelTaken):
            return self.tr("took STOP ID {id}").format(id=event.sentinel_id)
        if not event.sentinel_id and self._ledger.brokers_workers:
            return self.tr("exited")  # a broker has no sentinel: its shutdown, or a drain's end
        if not event.sentinel_id:
            return self.tr("exited without taking a STOP")
        return self.tr("took STOP ID {id} and exited").format(id=event.sentinel_id)

    def log_message(self, text: str) -> None:
        """A line from the window itself (e.g. a refused action), after pending events."""
        self.flush()
        self._write(text)
