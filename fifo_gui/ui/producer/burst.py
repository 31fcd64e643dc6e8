"""A burst of no-op tasks: what a queue does under load, fed without freezing.

The GUI thread is the producer here, so it puts the burst in slices of a few
milliseconds, one slice per turn of the event loop: the window paints and
answers between slices. While the window still has a backlog of events to
show, or running workers have a long queue ahead of them, the burst waits a
turn rather than pile up more; on a full bounded queue it waits for room,
never blocking. With the workers stopped, it fills the queue.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.demo_tasks import noop
from fifo_gui.core.time_slice import TimeSlice
from fifo_gui.ui.producer.puts import Puts

# How the GUI thread puts a flood, here and in a scenario's run (scenario_run.py):
SLICE_S = 0.002  # GUI time one slice may take
CHUNK = 50  # tasks per schedule_many call: each put may wait for a busy worker
BACKLOG_LIMIT = 30_000  # events the window may have waiting before the burst pauses
QUEUE_LIMIT = 20_000  # tasks on the queue, while workers run, before the burst pauses
PAUSE_MS = 5  # wait while the window catches up
ROOM_MS = 20  # wait while a bounded queue is full
PRODUCER = "burst"  # how it names itself when it waits for room


class Burst(QObject):
    """Puts `count` no-op tasks on the queue, a slice per event-loop turn.

    Signals:
        finished(): every task is queued, or the burst was cancelled.
    """

    finished = Signal()

    def __init__(
        self,
        scheduler: ClassroomScheduler,
        count: int,
        backlog: Callable[[], int],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if count < 1:
            raise ValueError(f"a burst needs at least one task, got {count}")
        self._scheduler = scheduler
        self._backlog = backlog
        self.count = count
        self.puts = Puts()  # the ids it put: its count as far as the ledger has seen
        self.active = False
        self.waiting_for_room = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._feed)

    @property
    def queued(self) -> int:
        """Tasks it put on the queue."""
        return self.puts.count

    def putting(self, last_put_id: int | None) -> bool:
        """Whether it puts at the instant a ledger that has seen task
        `last_put_id` put shows: it is active, or that ledger has not seen
        every task it put yet (the ledger runs behind it in a flood)."""
        return self.active or self.puts.seen(last_put_id) < self.queued

    @property
    def remaining(self) -> int:
        """Tasks not yet on the queue."""
        return self.count - self.queued

    def begin(self) -> None:
        """Put the first slice now: the click shows at once."""
        self.active = True
        self._feed()

    def cancel(self) -> None:
        """Put nothing more; what is queued stays queued."""
        if self.active:
            self._timer.stop()
            self._end()

    def _should_wait(self) -> bool:
        """True while the window has a backlog of events to show, or running
        workers have a long queue ahead of them: "as fast as they take them".
        (A million tasks piled up in front of a running worker would only cost
        memory: a task, a record and events each.)"""
        scheduler = self._scheduler
        return self._backlog() >= BACKLOG_LIMIT or (
            scheduler.running and scheduler.tasks.qsize() >= QUEUE_LIMIT
        )

    @Slot()
    def _feed(self) -> None:
        if self._should_wait():
            self._timer.start(PAUSE_MS)
            return
        turn = TimeSlice(SLICE_S)
        schedule_many, count = self._scheduler.schedule_many, self.count
        waiting = False
        while self.queued < count:
            want = min(CHUNK, count - self.queued)
            try:
                ids = schedule_many(want, noop)
            except RuntimeError:  # the scheduler was shut down (the app is closing)
                self._end()
                return
            self.puts.add(ids)
            if len(ids) < want:
                waiting = True
                break
            if not turn.more():
                break
        self._wait_for_room(waiting)
        if self.queued >= count:
            self._end()
            return
        self._timer.start(ROOM_MS if self.waiting_for_room else 0)

    def _end(self) -> None:
        self.active = False
        self._wait_for_room(False)
        self.finished.emit()

    def _wait_for_room(self, waiting: bool) -> None:
        self.waiting_for_room = waiting
        self._scheduler.report_waiting(PRODUCER, waiting)
