"""The live picture of the queue that the teaching views draw.

Qt-free and fed by the same event batches as the table: which items wait on
the queue (in FIFO order), what each worker is doing, what just finished, and
the spans a timeline draws. Everything is bounded, so a flood of a million
tasks costs a fixed amount of memory.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import islice

from fifo_gui.core.events import (
    Event,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.states import TaskState

HISTORY = 5000  # finished spans the timeline keeps
RECENT = 8  # finished items the queue lane shows


@dataclass(slots=True)
class Item:
    """One queue item (task or STOP) as the views draw it. Times are monotonic."""

    task_id: int
    label: str
    sentinel: bool
    enqueued: float
    expected: float | None = None
    started: float | None = None
    finished: float | None = None
    worker: str = ""
    state: TaskState = TaskState.QUEUED


@dataclass(frozen=True, slots=True)
class Marker:
    """A moment worth a vertical line: Stop pressed, a worker exited."""

    time: float
    kind: str  # "stop" or "exit"
    worker: str = ""


class QueueMirror:
    """What is on the queue, in the workers' hands, and just done."""

    def __init__(self, history: int = HISTORY, recent: int = RECENT) -> None:
        self.waiting: OrderedDict[int, Item] = OrderedDict()  # head first
        self.workers: dict[str, Item | None] = {}  # alive workers: current item or None (blocked)
        self.lanes: list[str] = []  # every worker ever seen, in order: timeline lanes
        self.recent: deque[Item] = deque(maxlen=recent)
        self.spans: deque[Item] = deque(maxlen=history)  # finished items that ran
        self.markers: deque[Marker] = deque(maxlen=500)
        self.epoch: float | None = None  # time of the first event seen

    def apply(self, batch: Iterable[Event]) -> None:
        """Follow a batch of events."""
        for event in batch:
            if self.epoch is None:
                self.epoch = event.time
            if isinstance(event, TaskQueued):
                self._queued(event)
            elif isinstance(event, TaskStarted):
                self._started(event)
            elif isinstance(event, TaskFinished):
                self._ended(event.thread, event.time, TaskState.DONE)
            elif isinstance(event, TaskFailed):
                self._ended(event.thread, event.time, TaskState.FAILED)
            elif isinstance(event, TaskCancelled):
                self._cancelled(event)
            elif isinstance(event, WorkerStarted):
                self._worker_started(event.thread)
            else:
                self._worker_stopped(event)

    def head(self, count: int) -> list[Item]:
        """The first `count` waiting items, next-to-run first."""
        return list(islice(self.waiting.values(), count))

    def running(self) -> list[Item]:
        """Items the workers are running now."""
        return [item for item in self.workers.values() if item is not None]

    def _queued(self, event: TaskQueued) -> None:
        self.waiting[event.task_id] = Item(
            event.task_id, event.label, event.sentinel, event.time, event.expected
        )
        if event.sentinel:
            self.markers.append(Marker(event.time, "stop"))

    def _started(self, event: TaskStarted) -> None:
        item = self.waiting.pop(event.task_id, None)
        if item is None:
            return
        item.started, item.worker, item.state = event.time, event.thread, TaskState.RUNNING
        self._worker_started(event.thread)
        self.workers[event.thread] = item

    def _ended(self, worker: str, time: float, state: TaskState) -> None:
        item = self.workers.get(worker)
        if item is None:
            return
        item.finished, item.state = time, state
        self.workers[worker] = None
        self.recent.append(item)
        self.spans.append(item)

    def _cancelled(self, event: TaskCancelled) -> None:
        item = self.waiting.pop(event.task_id, None)
        if item is not None:
            item.finished, item.state = event.time, TaskState.CANCELLED
            self.recent.append(item)
            return
        current = self.workers.get(event.thread)  # stopped early by shutdown
        if current is not None and current.task_id == event.task_id:
            self._ended(event.thread, event.time, TaskState.CANCELLED)

    def _worker_started(self, name: str) -> None:
        if name not in self.workers:
            self.workers[name] = None
        if name not in self.lanes:
            self.lanes.append(name)

    def _worker_stopped(self, event: WorkerStopped) -> None:
        self.workers.pop(event.thread, None)
        item = self.waiting.pop(event.sentinel_id, None)
        if item is not None:
            item.started = item.finished = event.time
            item.worker, item.state = event.thread, TaskState.CONSUMED
            self.recent.append(item)
        self.markers.append(Marker(event.time, "exit", event.thread))
