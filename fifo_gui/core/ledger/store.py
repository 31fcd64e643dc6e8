"""The ledger: one record per queue item, fed by event batches, and the
projections that keep what each view draws up to date.

The table, the queue lane, the timeline and the statistics all read from one
`Ledger`. It ingests each batch in a single pass that touches each event once
and moves each record through its states; the records that arrived, started
and left are handed on, a list at a time, to the projections: the timeline
(`Timeline`), the depth chart (`DepthSeries`), the statistics' sums (`Tally`)
and the FIFO order check (`FifoCheck`). So the GUI thread's work per event
stays small and fixed however many tasks there are. Qt-free, so the core's
tests cover it.
"""

from __future__ import annotations

import bisect
from collections import deque
from collections.abc import Iterable
from itertools import islice
from typing import Any

from fifo_gui.core.events import (
    SETUP_EVENTS,
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
    WorkerStopped,
)
from fifo_gui.core.ledger.copies import Copies
from fifo_gui.core.ledger.projections import Projections
from fifo_gui.core.ledger.queue_order import QueueOrder
from fifo_gui.core.ledger.record import Record
from fifo_gui.core.ledger.timeline import HISTORY
from fifo_gui.core.states import CANCELLED, CONSUMED, DONE, FAILED, QUEUED, RUNNING, TaskState

RECENT = 8  # finished items the queue lane shows
UNMOVED = (*SETUP_EVENTS, ProducerWaiting)  # not a change of the queue's depth


class Ledger(Copies, Projections):
    """Every queue item's record while it is in flight, the bounded recent past,
    the counts of each state, each waiting item's place in the queue's
    discipline, and the queue's setup as its `Queue...` events tell it:
    `discipline`, `maxsize`, `worker_count`, what the queue is and how items
    go in and out (`queue_name`, `put_call`, `get_call`, `producer`), `paused`
    and `steps`.

    What the timeline, the depth chart and the statistics read is kept by
    the projections (`Projections`), from the records the store hands on."""

    def __init__(self, history: int = HISTORY, recent: int = RECENT) -> None:
        self.first_id = 0  # the first item's id (0: none yet); a replay's need not be 1
        self.live: dict[int, Record] = {}  # queued or running, by id
        # Queued records in FIFO order. Records that left are dropped from the
        # head after each batch; the few cancelled ones behind it wait their turn.
        self.waiting: deque[Record] = deque()
        self.workers: dict[str, Record | None] = {}  # alive workers: current item or None
        self.lanes: list[str] = []  # every worker ever seen, in order: timeline lanes
        self.recent: deque[Record] = deque(maxlen=recent)
        # A STOP taken by a worker that went on, by worker: its exit is still to be said.
        self.held_stops: dict[str, Record] = {}
        # How many records (tasks and STOPs) are in each state now.
        self.queued = self.running = self.done = self.failed = 0
        self.cancelled = self.consumed = 0
        self.queued_stops: dict[int, Record] = {}  # the STOPs waiting, by id, in put order
        # For the table's `#` column: the queue is FIFO, so the items workers have
        # taken are exactly those up to the highest id taken; cancelled items
        # still physically on the queue do not count as waiting.
        self.taken_upto = 0
        self.cancelled_waiting: list[int] = []
        self.last_put: Record | None = None  # the latest item put, a STOP too (who puts)
        # The queue's setup, from QueueConfigured / QueuePaused / QueueStepped.
        self.discipline = "FIFO"  # the order workers take items in: FIFO, LIFO or Priority
        self.maxsize = 0  # 0: unbounded
        self.worker_count = 1  # how many workers start() runs (`workers`: those alive now)
        self.queue_name = "queue.Queue"  # what holds the items, as its code names it
        self.put_call = "schedule() → put()"  # how a task gets in, outermost call first
        self.get_call = "get()"  # what an idle worker waits in
        self.producer = "MainThread"  # who puts while no item says (`instant.producer_thread`)
        self.paused = False
        self.steps = 0  # items a step let out while paused
        self.producers_waiting: dict[str, float] = {}  # producer -> since when, for room
        self._reorder = False  # a QueueConfigured changed the discipline in this batch
        super().__init__(history)

    def set_discipline(self, discipline: str) -> None:
        """Follow a queue that takes items in `discipline`'s order from now on
        (what a QueueConfigured with a new discipline does). The items queued
        now are placed in that order, and the take and finish orders are
        judged afresh. (A live queue changes its order only when empty:
        `ClassroomScheduler.use_queue`.)"""
        self.discipline = discipline
        queued = sorted(
            (r for r in self.live.values() if r.state is QUEUED), key=lambda r: r.task_id
        )
        for record in queued:  # their priority decides their turn from now on, or no longer
            record.ranked = discipline == "Priority"
        self.order = None if discipline == "FIFO" else QueueOrder.of(discipline, queued)
        self.check.judge_afresh()

    def in_flight(self) -> list[Record]:
        """The records that may still change: queued, running, and a STOP
        held by a worker that went on (`held_stops`)."""
        return [*self.live.values(), *self.held_stops.values()]

    @property
    def brokers_workers(self) -> bool:
        """A broker's queue: its setup starts no workers (`worker_count` 0); its
        workers are processes of their own that stop by a shutdown, not a STOP."""
        return self.worker_count == 0

    @property
    def stops_waiting(self) -> int:
        """How many STOP sentinels wait on the queue (`queued` counts them too)."""
        return len(self.queued_stops)

    # -- what the views read --------------------------------------------------

    @property
    def in_system(self) -> int:
        """Tasks queued or running (STOPs left out)."""
        return self.queued - self.stops_waiting + self.running

    @property
    def finished(self) -> int:
        """Records that will not change again: done, failed, cancelled, consumed."""
        return self.done + self.failed + self.cancelled + self.consumed

    def count(self, state: TaskState) -> int:
        """How many records (tasks and STOPs) are in `state` now."""
        return int(getattr(self, state.name.lower()))

    def head(self, count: int) -> list[Record]:
        """The first `count` waiting items, next-to-run first."""
        if self.order is not None:
            live = self.live
            return list(
                islice(
                    (
                        r
                        for i in self.order.head()
                        if (r := live.get(i)) is not None and r.state is QUEUED
                    ),
                    count,
                )
            )
        return list(islice((r for r in self.waiting if r.state is QUEUED), count))

    def running_records(self) -> list[Record]:
        """Items the workers are running now."""
        return [r for r in self.workers.values() if r is not None]

    def queue_position(self, record: Record) -> int | None:
        """1 for the next item a worker will take; None unless it is waiting."""
        if record.state is not QUEUED:
            return None
        if self.order is not None:
            return self.order.position(record.task_id)
        ahead = bisect.bisect_left(self.cancelled_waiting, record.task_id)
        position = record.task_id - self.taken_upto - ahead
        return position if position > 0 else None

    # -- following the events -------------------------------------------------

    def apply(self, batch: Iterable[Event]) -> list[Record]:
        """Follow a batch of events, in order, in one pass; return the new records.

        The common steps (queued, started, finished) are written out inline
        with the state in local variables: this loop runs three times per task
        on the GUI thread, so each step is kept to a few statements. The
        records they change are handed to the projections a list at a time
        (`_project`): at the end, and before each rare step, which calls out.
        """
        if self.order is not None:
            batch = batch if isinstance(batch, (tuple, list)) else tuple(batch)
            self.order.follow(batch, max(self.worker_count, len(self.workers)))
        added: list[Record] = []
        arrived_from = 0  # added[arrived_from:]: tasks not handed on yet
        started: list[Record] = []
        ended: list[Record] = []  # ran and left
        start, end = started.append, ended.append
        live, workers, check = self.live, self.workers, self.check
        append_waiting = self.waiting.append
        queued, running, done = self.queued, self.running, self.done
        taken_upto, first_id = self.taken_upto, self.first_id
        # Events are unpacked positionally (cheaper than attribute access);
        # each branch knows its event's fields.
        event: Any
        last_time: Any = None
        for event in batch:
            kind = type(event)
            if kind is TaskStarted:
                task_id, last_time, thread = event
                rec = live.get(task_id)
                if task_id > taken_upto:
                    # FifoCheck's take judgement, inline: it needs who holds what now.
                    # The items between were taken by other workers, or skipped.
                    check.unreported += task_id - taken_upto - 1
                    taken_upto = task_id
                    if self.cancelled_waiting:
                        check.unreported -= self._take(task_id)
                    # A worker running a reported task holds no unreported one.
                    busy = running - (workers.get(thread) is not None)
                    seen = len(workers) + (thread not in workers)
                    if check.unreported + busy >= max(self.worker_count, seen):
                        check.started_in_order = False
                elif rec is not None and rec.state is QUEUED:
                    check.unreported -= 1  # an older take, reported late
                if rec is None or rec.state is not QUEUED:
                    continue
                rec.state, rec.started, rec.worker = RUNNING, last_time, thread
                if rec.sentinel:  # a STOP run as a task (a checked answer's may): not waiting
                    self.queued_stops.pop(task_id, None)
                queued -= 1
                running += 1
                if thread not in workers:
                    self._worker_started(thread)
                workers[thread] = rec
                start(rec)
            elif kind is TaskQueued:
                rec = Record(event)
                rec.ranked = self.discipline == "Priority"  # its priority decided its turn
                if not first_id:  # the first item: if nothing was taken yet, the
                    first_id = rec.task_id  # ids before it are not in line (a replay's
                    if not taken_upto:  # first id need not be 1)
                        taken_upto = first_id - 1
                live[rec.task_id] = rec
                append_waiting(rec)
                queued += 1
                last_time = rec.enqueued
                if rec.sentinel:  # a STOP is not a task: the tasks before it go on first
                    self._project(added[arrived_from:], started, ended)
                    added.append(rec)
                    arrived_from = len(added)
                    self._stop_put(rec)
                else:
                    added.append(rec)
            elif kind is TaskFinished:
                task_id, last_time, thread, result, cpu = event
                rec = live.get(task_id)
                if rec is None or rec.state is not RUNNING:
                    continue
                del live[task_id]
                rec.finished, rec.result, rec.state, rec.cpu = last_time, result, DONE, cpu
                running -= 1
                done += 1
                if workers.get(thread) is rec:  # its worker is free
                    workers[thread] = None
                end(rec)
            else:
                # The rare steps use the counts and the projections: bring them up to date.
                self._project(added[arrived_from:], started, ended)
                arrived_from = len(added)
                self.queued, self.running, self.taken_upto = queued, running, taken_upto
                self._rare(event)
                queued, running, taken_upto = self.queued, self.running, self.taken_upto
                if kind not in UNMOVED:
                    last_time = event.time
        self._project(added[arrived_from:], started, ended)
        self.first_id = first_id
        self.queued, self.running, self.done = queued, running, done
        self.taken_upto = taken_upto
        if self._reorder:  # the order followed the batch as it was; place what is queued now
            self._reorder = False
            self.set_discipline(self.discipline)
        waiting = self.waiting
        while waiting and waiting[0].state is not QUEUED:
            waiting.popleft()
        if last_time is not None:
            self.depth_series.changed(last_time, self.queued, self.running)  # items: STOP too
        return added

    def _project(self, arrived: list[Record], started: list[Record], ended: list[Record]) -> None:
        """Hand the tasks that arrived, started and ran (in that order) to the
        projections, and empty `started` and `ended` for what follows."""
        if arrived:
            self.tally.arrived(arrived)
            self.depth_series.arrived(arrived)
            self.last_put = arrived[-1]
        if started:
            self.tally.started(started)
            started.clear()
        if ended:
            self.timeline.ran(ended)
            self.tally.ran(ended)
            earliest = self._earliest_end()
            self.check.finished(ended, earliest)
            if self.order is not None:
                self.order.settle(earliest)
            self.recent.extend(ended)
            ended.clear()

    def _earliest_end(self) -> float | None:
        """The earliest a finish not reported yet can have ended: the oldest
        start among the tasks running (None: none runs; minus infinity while
        a worker holds a take it has not reported, whose start is not known)."""
        if self.check.unreported:
            return float("-inf")
        starts = [r.started for r in self.workers.values() if r and r.started is not None]
        return min(starts) if starts else None

    def _rare(self, event: Event) -> None:
        """A failure, a cancel, a worker's start or exit, or the queue's setup."""
        if isinstance(event, WorkerStarted):
            if event.thread not in self.workers:
                self._worker_started(event.thread)
        elif isinstance(event, TaskFailed):
            self._failed(event)
        elif isinstance(event, TaskCancelled):
            self._cancelled(event)
        elif isinstance(event, (WorkerStopped, SentinelTaken)):
            self._took_stop(event)
        elif isinstance(event, QueueConfigured):
            self.maxsize, self.worker_count = event.maxsize, event.workers
            self.queue_name, self.put_call, self.get_call = event.queue, event.put, event.get
            self.producer = event.producer
            if event.discipline != self.discipline:
                self.discipline = event.discipline
                self._reorder = True  # at the end of the batch (`apply`)
        elif isinstance(event, QueuePaused):
            self.paused = event.paused
        elif isinstance(event, QueueStepped):
            self.steps += 1
        elif isinstance(event, ProducerWaiting):
            if event.waiting:
                self.producers_waiting[event.producer] = event.time
            else:
                self.producers_waiting.pop(event.producer, None)
        else:
            raise TypeError(f"not an event: {event!r}")

    # -- the rarer steps, out of the loop ------------------------------------

    def _stop_put(self, rec: Record) -> None:
        """A STOP sentinel was put: a line on the timeline and on the depth chart."""
        self.queued_stops[rec.task_id] = rec
        self.last_put = rec
        self.timeline.mark(rec.enqueued, "stop")
        self.depth_series.mark(rec.enqueued, "stop")

    def _failed(self, event: TaskFailed) -> None:
        rec = self.live.get(event.task_id)
        if rec is None or rec.state is not RUNNING:
            return
        self.depth_series.mark(event.time, "failure")
        del self.live[event.task_id]
        rec.finished, rec.state, rec.traceback = event.time, FAILED, event.traceback
        rec.cpu = event.cpu
        rec.error = f"{event.error_type}: {event.message}" if event.message else event.error_type
        self.running -= 1
        self.failed += 1
        if self.workers.get(rec.worker) is rec:
            self.workers[rec.worker] = None
        self._project([], [], [rec])  # it ran and left, as a task that finished does

    def _cancelled(self, event: TaskCancelled) -> None:
        rec = self.live.pop(event.task_id, None)
        if rec is None:
            return
        if rec.state is QUEUED:
            self.queued -= 1
            self.queued_stops.pop(event.task_id, None)
            if event.task_id > self.taken_upto:
                bisect.insort(self.cancelled_waiting, event.task_id)
            else:  # a worker had taken it; the cancel came first
                self.check.unreported -= 1
            rec.result = "cancelled before it started"
        else:  # stopped early at a cooperative cancel (shutdown)
            self.running -= 1
            if self.workers.get(rec.worker) is rec:
                self.workers[rec.worker] = None
            self.timeline.stopped_early(rec)
            rec.result, rec.cpu = "cancelled", event.cpu
        rec.finished, rec.state = event.time, CANCELLED
        self.cancelled += 1
        self.tally.cancelled(rec, event.time)
        self.recent.append(rec)

    def _took_stop(self, event: WorkerStopped | SentinelTaken) -> None:
        """A worker took a STOP: it exited (`WorkerStopped`), or it goes on
        (`SentinelTaken`: a checked answer's worker may; its exit, if it
        comes, is a `WorkerStopped` for the same STOP)."""
        exited = isinstance(event, WorkerStopped)
        thread, task_id = event.thread, event.sentinel_id
        if exited:
            self.workers.pop(thread, None)
            self.timeline.mark(event.time, "exit", thread)
            held = self.held_stops.pop(thread, None)
            if held is not None and held.task_id == task_id:
                held.result = f"{thread} took it and exited"
        elif thread not in self.workers:
            self._worker_started(thread)
        else:
            self.workers[thread] = None  # it holds no task: it waits in get() again
        rec = self.live.pop(task_id, None)
        if task_id > self.taken_upto:
            self.check.unreported += task_id - self.taken_upto - 1 - self._take(task_id)
            self.taken_upto = task_id
        elif rec is not None and rec.state is QUEUED:
            self.check.unreported -= 1  # an older take, reported late
        if rec is None:
            return
        rec.state, rec.worker, rec.started = CONSUMED, thread, event.time
        rec.finished = event.time
        rec.result = f"{thread} took it and exited" if exited else f"{thread} took it"
        if not exited:
            self.held_stops[thread] = rec
        self.queued -= 1
        self.queued_stops.pop(task_id, None)
        self.consumed += 1
        self.recent.append(rec)

    def _take(self, task_id: int) -> int:
        """Items up to `task_id` have left the queue: forget their cancels
        (returns how many: they were not taken by a worker)."""
        gone = bisect.bisect_right(self.cancelled_waiting, task_id)
        del self.cancelled_waiting[:gone]
        return gone

    def _worker_started(self, name: str) -> None:
        self.workers[name] = None
        if name not in self.lanes:
            self.lanes.append(name)
