"""Play a scenario's tasks into the queue at their `at` times, from the GUI thread.

A task whose time has come goes in with a non-blocking put; if the queue is
full it waits (and everything after it, to keep FIFO order) until the next
tick. Nothing is dropped and the GUI thread never blocks.
"""

from __future__ import annotations

import queue
import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from fifo_gui.core.scenario import Scenario, ScenarioTask
from fifo_gui.core.scheduler import FIFOScheduler

TICK_MS = 20


class ScenarioRun(QObject):
    """Feeds one scenario's tasks to the scheduler on time.

    Signals:
        finished(): every task of the scenario is on the queue.
    """

    finished = Signal()

    def __init__(self, scenario: Scenario, scheduler: FIFOScheduler,
                 on_submitted: Callable[[ScenarioTask], None] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self._scheduler = scheduler
        self._on_submitted = on_submitted
        # Stable sort: tasks with the same `at` keep their order in the file.
        self._pending = deque(sorted(scenario.tasks, key=lambda t: t.at))
        self.submitted = 0
        self.waiting_for_room = False
        self._began = time.monotonic()
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._on_tick)

    @property
    def remaining(self) -> int:
        """Tasks not yet on the queue."""
        return len(self._pending)

    def begin(self) -> None:
        """Start the clock; tasks at 0 go in at once."""
        self._began = time.monotonic()
        self._on_tick()
        if self._pending:
            self._timer.start()

    def cancel(self) -> None:
        """Stop feeding (what is already queued stays)."""
        self._timer.stop()
        self._pending.clear()

    @Slot()
    def _on_tick(self) -> None:
        elapsed = time.monotonic() - self._began
        while self._pending and self._pending[0].at <= elapsed:
            task = self._pending[0]
            func, args = task.call()
            try:
                self._scheduler.submit(func, args, block=False)
            except queue.Full:
                self.waiting_for_room = True
                return
            self.waiting_for_room = False
            self._pending.popleft()
            self.submitted += 1
            if self._on_submitted is not None:
                self._on_submitted(task)
        if not self._pending:
            self._timer.stop()
            self.finished.emit()
