"""Play a scenario's tasks into the queue at their `at` times, from the GUI thread.

A scenario is opened first and plays from `begin()` (the window calls it at
the first Start after opening): the class sees the arrivals happen. A task
whose time has come goes in with a non-blocking put; if the queue is full it
waits (and everything after it, to keep FIFO order) and tries again shortly.
Nothing is dropped and the GUI thread never blocks. The timer runs only while
arrivals are due: one single shot at the next arrival's time.
"""

from __future__ import annotations

import queue
import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.demo_tasks import expected_seconds, noop
from fifo_gui.core.scenario import Scenario, ScenarioTask, UserTasks
from fifo_gui.core.time_slice import TimeSlice
from fifo_gui.ui.producer.burst import CHUNK, SLICE_S  # a scenario's flood is put as a burst is
from fifo_gui.ui.producer.puts import Puts

ROOM_MS = 20  # how soon a full queue is tried again
PRODUCER = "scenario"  # how it names itself when it waits for room

Submitted = Callable[[ScenarioTask, float], None]  # (what went in, when it began to)
Settings = Callable[[int | None, int | None], None]  # (workers, maxsize) from an arrival on


class ScenarioRun(QObject):
    """Feeds one scenario's tasks to the scheduler on time, once begun.

    Signals:
        finished(): GUI thread. Every task is on the queue, or the rest was cancelled.
    """

    finished = Signal()

    def __init__(
        self,
        scenario: Scenario,
        scheduler: ClassroomScheduler,
        on_submitted: Submitted | None = None,
        parent: QObject | None = None,
        apply_settings: Settings | None = None,
    ) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self._scheduler = scheduler
        self._on_submitted = on_submitted
        self._apply_settings = apply_settings
        self.user_tasks: UserTasks | None = None  # a loaded tasks file's functions, by name
        # Stable sort: tasks with the same `at` keep their order in the file.
        self._pending = deque(sorted(scenario.tasks, key=lambda t: t.at))
        self.total = sum(t.count for t in scenario.tasks)
        self.puts = Puts()  # the ids it put: its count as far as the ledger has seen
        self._in_entry = 0  # tasks of the head entry already queued (a burst, bit by bit)
        self._entry_began = 0.0
        self.waiting_for_room = False
        self.started = False
        self.cancelled = False
        self._began = time.monotonic()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_tick)

    @property
    def submitted(self) -> int:
        """Tasks on the queue (a burst entry counts each of its tasks)."""
        return self.puts.count

    @property
    def remaining(self) -> int:
        """Tasks not yet on the queue."""
        return self.total - self.submitted if self._pending else 0

    @property
    def playing(self) -> bool:
        """True from `begin()` until every task is on the queue or the rest is cancelled."""
        return self.started and bool(self._pending)

    def next_in(self) -> float | None:
        """Seconds until the next arrival is due (0 if overdue), None if none is."""
        if not self.playing:
            return None
        return max(0.0, self._pending[0].at - (time.monotonic() - self._began))

    def begin(self) -> None:
        """Start the clock (once); tasks at 0 go in at once."""
        if self.started or self.cancelled:
            return
        self.started = True
        self._began = time.monotonic()
        self._on_tick()

    def cancel(self) -> None:
        """Put nothing more (what is already queued stays)."""
        self._timer.stop()
        was_active = bool(self._pending)
        self._pending.clear()
        self.cancelled = True
        self._wait_for_room(False)
        if was_active and self.started:
            self.finished.emit()

    def _wait_for_room(self, waiting: bool) -> None:
        self.waiting_for_room = waiting
        self._scheduler.report_waiting(PRODUCER, waiting)

    @Slot()
    def _on_tick(self) -> None:
        turn = TimeSlice(SLICE_S)
        elapsed = time.monotonic() - self._began
        while self._pending and self._pending[0].at <= elapsed:
            task = self._pending[0]
            if self._in_entry == 0:
                self._entry_began = time.monotonic()
                if self._apply_settings is not None and (
                    task.workers is not None or task.maxsize is not None
                ):
                    self._apply_settings(task.workers, task.maxsize)
            if not self._put(task):
                self._wait_for_room(True)
                self._timer.start(ROOM_MS)
                return
            self._wait_for_room(False)
            if self._in_entry < task.count:
                self._timer.start(0)  # the rest of a burst at the next turn
                return
            self._pending.popleft()
            self._in_entry = 0
            if self._on_submitted is not None:
                self._on_submitted(task, self._entry_began)
            if not turn.more():
                self._timer.start(0)
                return
        if self._pending:
            self._timer.start(max(0, round((self._pending[0].at - elapsed) * 1000)))
            return
        self.finished.emit()

    def _put(self, task: ScenarioTask) -> bool:
        """Put (more of) the head entry; False if the queue was full."""
        if task.count == 1:
            func, args, kwargs = task.call(self.user_tasks)
            try:
                task_id = self._scheduler.submit(
                    func,
                    args,
                    kwargs,
                    block=False,
                    priority=task.priority,
                    expected=expected_seconds(func, args, kwargs),
                )
            except queue.Full:
                return False
            self._in_entry = 1
            self.puts.add(range(task_id, task_id + 1))
            return True
        want = min(CHUNK, task.count - self._in_entry)
        ids = self._scheduler.schedule_many(want, noop)
        self._in_entry += len(ids)
        self.puts.add(ids)
        return len(ids) == want
