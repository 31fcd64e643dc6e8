"""One record per queue item and the running totals, fed by event batches.

The table, the queue lane, the timeline and the statistics all read from one
`Ledger`. It ingests each batch in a single pass that touches each event once:
one source of truth for every fact, and the GUI thread's work per event stays
small and fixed however many tasks there are. Qt-free, so the core's tests cover it.
"""

from __future__ import annotations

import bisect
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from typing import Any

from fifo_gui.core.events import (
    Event,
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
from fifo_gui.core.states import TaskState

HISTORY = 2000  # finished spans the timeline keeps
RECENT = 8  # finished items the queue lane shows
SAMPLES = 10_000  # recent waits/runs kept for mean and p95
DEPTH_POINTS = 4000
DEPTH_RESOLUTION = 0.02  # seconds: closer changes share one point of the depth series
BURST_ARRIVALS = 10  # this many arrivals ...
BURST_SECONDS = 0.5  # ... within this long is a burst
MARKERS = 500
BANDS = 2000  # busy bands the timeline keeps
BAND_GAP = 0.05  # seconds: runs this close on one worker share a busy band
BAND_RUNS = 16  # runs a band keeps, to be drawn one by one (a longer one: as a band)

SETUP_EVENTS = (QueueConfigured, QueuePaused, QueueStepped)  # not a change of depth
QUEUED, RUNNING, DONE, FAILED, CANCELLED, CONSUMED = TaskState
COMPACT = 1024  # a lane drops the ids it has passed once this many have piled up


class Record:
    """One queue item (task or STOP): the table's row, the lane's box, the
    timeline's bar. Times are `time.monotonic()` values."""

    __slots__ = (
        "enqueued",
        "error",
        "expected",
        "finished",
        "label",
        "priority",
        "producer",
        "ranked",
        "result",
        "sentinel",
        "started",
        "state",
        "task_id",
        "traceback",
        "worker",
    )

    def __init__(self, event: TaskQueued) -> None:
        (
            self.task_id,
            self.label,
            self.enqueued,
            self.producer,
            self.sentinel,
            self.expected,
            self.priority,
        ) = event
        self.state = QUEUED
        self.ranked = False  # queued while the queue took items by priority (`Ledger`)
        self.worker = ""
        self.started: float | None = None
        self.finished: float | None = None
        self.result = ""
        self.error = ""
        self.traceback = ""


class Band:
    """A worker's stretch of runs back to back. The timeline draws it where the
    single runs are gone from `spans`: a flood outruns those in milliseconds.
    A short stretch (at most BAND_RUNS) keeps its runs, so that the lesson's
    tasks are still drawn by name, a failure with its ✗, after a flood."""

    __slots__ = ("count", "end", "failed", "runs", "start", "worker")

    def __init__(self, first: Record, start: float, end: float) -> None:
        self.worker = first.worker
        self.start = start
        self.end = end
        self.count = 1
        self.failed = 0
        self.runs: list[Record] = [first]  # emptied once the stretch is longer

    def extend(self, run: Record, end: float) -> None:
        """`run` ended at `end`, right after the band's last one."""
        self.end = end
        self.count += 1
        if self.count <= BAND_RUNS:
            self.runs.append(run)
        elif self.runs:
            self.runs = []


@dataclass(frozen=True, slots=True)
class Marker:
    """A moment worth a vertical line on the timeline: stop() called, a worker exited."""

    time: float
    kind: str  # "stop" or "exit"
    worker: str = ""


@dataclass(frozen=True, slots=True)
class ChartMarker:
    """An event worth marking on the depth chart: "burst", "stop" or "failure"."""

    time: float
    kind: str


@dataclass(frozen=True, slots=True)
class DepthPoint:
    """Queue length and running count from `time` on."""

    time: float
    queued: int
    running: int


class _Lane:
    """Queued ids in arrival order, for `QueueOrder`. Ids arrive in increasing
    order, so appending keeps the list sorted; the item a worker takes next is
    at one end (FIFO: the front, LIFO: the back) and leaves in O(1). An id
    that leaves from the middle (a cancel, or two workers reporting out of
    order) goes on the short sorted `gone` list until an end reaches it."""

    __slots__ = ("gone", "ids", "start")

    def __init__(self) -> None:
        self.ids: list[int] = []
        self.start = 0  # ids before it have left from the front
        self.gone: list[int] = []

    def __len__(self) -> int:
        return len(self.ids) - self.start - len(self.gone)

    def remove(self, task_id: int) -> None:
        ids, gone = self.ids, self.gone
        if task_id == ids[self.start]:
            self.start += 1
            while gone and self.start < len(ids) and ids[self.start] == gone[0]:
                del gone[0]
                self.start += 1
            if self.start >= COMPACT and self.start * 2 >= len(ids):
                del ids[: self.start]
                self.start = 0
        elif task_id == ids[-1]:
            ids.pop()
            while gone and ids and ids[-1] == gone[-1]:
                gone.pop()
                ids.pop()
        else:
            bisect.insort(gone, task_id)

    def before(self, task_id: int) -> int:
        """How many queued ids are older than `task_id`."""
        return (
            bisect.bisect_left(self.ids, task_id, self.start)
            - self.start
            - bisect.bisect_left(self.gone, task_id)
        )

    def after(self, task_id: int) -> int:
        """How many queued ids are newer than `task_id`."""
        gone = self.gone
        return (
            len(self.ids)
            - bisect.bisect_right(self.ids, task_id, self.start)
            - (len(gone) - bisect.bisect_right(gone, task_id))
        )

    def oldest_first(self) -> Iterator[int]:
        ids, gone = self.ids, set(self.gone)
        return (ids[i] for i in range(self.start, len(ids)) if ids[i] not in gone)

    def newest_first(self) -> Iterator[int]:
        ids, gone = self.ids, set(self.gone)
        return (ids[i] for i in range(len(ids) - 1, self.start - 1, -1) if ids[i] not in gone)


class QueueOrder:
    """Where each queued item stands in a LIFO or priority queue (FIFO needs
    none of this: the ledger's `taken_upto` says it).

    A priority queue takes the lowest (priority, id) first: items of one
    priority leave in arrival order, so each priority has its own lane and a
    position is the sizes of the lanes ahead plus the place in its own. A LIFO
    queue is one lane read from the back. Every step costs O(log n) at most,
    so following a batch stays small per event however long the queue is.
    """

    def __init__(self, discipline: str) -> None:
        self.discipline = discipline
        self._lifo = discipline == "LIFO"
        self._lanes: dict[float, _Lane] = {}
        self._keys: list[float] = []  # the lanes' priorities, sorted
        self._where: dict[int, float] = {}  # queued id -> its lane's priority
        # The order judged against this queue's own discipline (`follow`).
        self.taken_in_order = True
        self.finished_in_order = True
        self._took: dict[int, int] = {}  # running id -> its place in the take order
        self._takes = 0
        self._last_finished = 0  # the take-order place of the latest task to finish

    @classmethod
    def of(cls, discipline: str, queued: Iterable[Record]) -> QueueOrder:
        """The order of a queue that holds `queued` (in arrival order) now."""
        order = cls(discipline)
        order.follow(
            TaskQueued(r.task_id, r.label, r.enqueued, r.producer, r.sentinel, None, r.priority)
            for r in queued
        )
        return order

    def follow(self, batch: Iterable[Event], workers: int = 1) -> None:
        """Take in a batch: arrivals join their lane, items that left leave it.

        A take is in the queue's order if the item was at most `workers` from
        the head: each worker may hold one older take not reported yet."""
        for event in batch:
            kind = type(event)
            if kind is TaskQueued:
                key = 0.0 if self._lifo else event.priority  # type: ignore[union-attr]
                lane = self._lanes.get(key)
                if lane is None:
                    lane = self._lanes[key] = _Lane()
                    bisect.insort(self._keys, key)
                lane.ids.append(event.task_id)  # type: ignore[union-attr]
                self._where[event.task_id] = key  # type: ignore[union-attr]
            elif kind is TaskStarted:
                place = self.position(event.task_id)  # type: ignore[union-attr]
                if place is not None:
                    if place > workers:
                        self.taken_in_order = False
                    self._takes += 1
                    self._took[event.task_id] = self._takes  # type: ignore[union-attr]
                self._leave(event.task_id)  # type: ignore[union-attr]
            elif kind is TaskFinished or kind is TaskFailed:
                took = self._took.pop(event.task_id, None)  # type: ignore[union-attr]
                if took is not None:
                    if took < self._last_finished:
                        self.finished_in_order = False
                    self._last_finished = max(self._last_finished, took)
            elif kind is TaskCancelled:
                self._took.pop(event.task_id, None)  # type: ignore[union-attr]
                self._leave(event.task_id)  # type: ignore[union-attr]
            elif kind is WorkerStopped or kind is SentinelTaken:
                self._leave(event.sentinel_id)  # type: ignore[union-attr]

    def _leave(self, task_id: int) -> None:
        key = self._where.pop(task_id, None)
        if key is None:
            return  # not queued here: already left, or an earlier session's
        lane = self._lanes[key]
        lane.remove(task_id)
        if not len(lane):
            del self._lanes[key]
            del self._keys[bisect.bisect_left(self._keys, key)]

    def position(self, task_id: int) -> int | None:
        """1 for the item a worker takes next; None if `task_id` is not queued."""
        key = self._where.get(task_id)
        if key is None:
            return None
        lane = self._lanes[key]
        if self._lifo:
            return lane.after(task_id) + 1
        ahead = sum(len(self._lanes[k]) for k in self._keys[: bisect.bisect_left(self._keys, key)])
        return ahead + lane.before(task_id) + 1

    def head(self) -> Iterator[int]:
        """Queued ids, next-to-run first."""
        if self._lifo:
            for lane in self._lanes.values():
                yield from lane.newest_first()
            return
        for key in list(self._keys):
            yield from self._lanes[key].oldest_first()


class Ledger:
    """Every queue item's record while it is in flight, the bounded recent past,
    the totals the statistics need (STOP sentinels are not tasks there), and
    the queue's setup as its `Queue...` events tell it: `discipline`,
    `maxsize`, `worker_count`, `paused` and `steps`."""

    def __init__(self, history: int = HISTORY, recent: int = RECENT) -> None:
        self.first_id = 0  # the first item's id (0: none yet); a replay's need not be 1
        self.live: dict[int, Record] = {}  # queued or running, by id
        # Queued records in FIFO order. Records that left are dropped from the
        # head after each batch; the few cancelled ones behind it wait their turn.
        self.waiting: deque[Record] = deque()
        self.workers: dict[str, Record | None] = {}  # alive workers: current item or None
        self.lanes: list[str] = []  # every worker ever seen, in order: timeline lanes
        self.recent: deque[Record] = deque(maxlen=recent)
        self.spans: deque[Record] = deque(maxlen=history)  # finished items that ran
        self.markers: deque[Marker] = deque(maxlen=MARKERS)
        self.bands: deque[Band] = deque(maxlen=BANDS)
        self._open_bands: dict[str, Band] = {}  # each worker's latest band
        self._stops_held: dict[str, Record] = {}  # a STOP taken by a worker that went on
        # How many records (tasks and STOPs) are in each state now.
        self.queued = self.running = self.done = self.failed = 0
        self.cancelled = self.consumed = 0
        self.stops_waiting = 0
        # For the table's `#` column: the queue is FIFO, so the items workers have
        # taken are exactly those up to the highest id taken; cancelled items
        # still physically on the queue do not count as waiting.
        self.taken_upto = 0
        self.cancelled_waiting: list[int] = []
        # Statistics (tasks only). The area under N(t) is the sum of each task's
        # time in the system so far, so it needs no per-event integration:
        # area(now) = sojourn_total + in_system * now - arrival_sum.
        self.first_arrival: float | None = None
        self.arrivals = 0
        self.completed = 0
        self.departures = 0
        self.sojourn_total = 0.0
        self.arrival_sum = 0.0  # of tasks still in the system, relative to first_arrival
        self.waits: deque[float] = deque(maxlen=SAMPLES)
        self.runs: deque[float] = deque(maxlen=SAMPLES)
        # Completions per 0.1 s bucket: [bucket number, count]. Bounded however
        # fast tasks finish, unlike one timestamp per task.
        self.completions: deque[list[int]] = deque()
        # Taken in FIFO order: judged by the take order, not by when each start
        # was reported. A worker reports a start after get() returned, so with
        # many workers an older item may be reported after a newer one; each such
        # item is held by another worker that is not running a reported task, so
        # only so many can be unreported while the order holds. More: one was skipped.
        self.started_in_order = True
        self.unreported = 0  # items older than `taken_upto` taken but not yet reported
        self.finished_in_order = True
        self._last_finished = 0
        self.last_put: Record | None = None  # the latest task put (its producer: who puts)
        self.last_left: float | None = None  # when the latest task left the system
        self._recent_arrivals: deque[float] = deque(maxlen=BURST_ARRIVALS)
        self._in_burst = False
        self.depth: deque[DepthPoint] = deque(maxlen=DEPTH_POINTS)
        self.chart_markers: deque[ChartMarker] = deque(maxlen=MARKERS)
        # The queue's setup, from QueueConfigured / QueuePaused / QueueStepped.
        self.discipline = "FIFO"  # the order workers take items in: FIFO, LIFO or Priority
        self.maxsize = 0  # 0: unbounded
        self.worker_count = 1  # how many workers start() runs (`workers`: those alive now)
        self.paused = False
        self.steps = 0  # items a step let out while paused
        # The order of a LIFO or priority queue (see `set_discipline`); None: FIFO.
        self.order: QueueOrder | None = None
        self._reorder = False  # a QueueConfigured changed the discipline in this batch

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
        # The order judged from here on is the new queue's.
        self.started_in_order, self.finished_in_order, self.unreported = True, True, 0

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

    def latest_band(self, worker: str) -> Band | None:
        """`worker`'s latest stretch of runs back to back (None: it ran none)."""
        return self._open_bands.get(worker)

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

    def apply(self, batch: Iterable[Event]) -> list[Record]:
        """Follow a batch of events, in order, in one pass; return the new records.

        The common steps (queued, started, finished) are written out inline
        with the state in local variables: this loop runs three times per task
        on the GUI thread, so each step is kept to a few statements. The rare
        steps call out.
        """
        if self.order is not None:
            batch = batch if isinstance(batch, (tuple, list)) else tuple(batch)
            self.order.follow(batch, max(self.worker_count, len(self.workers)))
        added: list[Record] = []
        live, workers = self.live, self.workers
        waits, runs, spans, recent = self.waits, self.runs, self.spans, self.recent
        append_waiting, completions = self.waiting.append, self.completions
        bands, open_bands = self.bands, self._open_bands
        queued, running, done = self.queued, self.running, self.done
        taken_upto, last_finished = self.taken_upto, self._last_finished
        arrival_sum, sojourn_total = self.arrival_sum, self.sojourn_total
        # Arrival times are summed relative to the first one, for precision.
        first = self.first_arrival if self.first_arrival is not None else 0.0
        first_id = self.first_id
        completed = 0
        last_put, left = self.last_put, None
        bucket, in_bucket = (completions[-1][0], 0) if completions else (-1, 0)
        # Events are unpacked positionally (cheaper than attribute access);
        # each branch knows its event's fields.
        task_id: Any
        thread: Any
        result: Any
        last_time: Any = None
        for event in batch:
            kind = type(event)
            if kind is TaskStarted:
                task_id, last_time, thread = event  # type: ignore[misc]
                rec = live.get(task_id)
                if task_id > taken_upto:
                    # The items between were taken by other workers, or skipped.
                    self.unreported += task_id - taken_upto - 1
                    taken_upto = task_id
                    if self.cancelled_waiting:
                        self.unreported -= self._take(task_id)
                    # A worker running a reported task holds no unreported one.
                    busy = running - (workers.get(thread) is not None)
                    seen = len(workers) + (thread not in workers)
                    if self.unreported + busy >= max(self.worker_count, seen):
                        self.started_in_order = False
                elif rec is not None and rec.state is QUEUED:
                    self.unreported -= 1  # an older take, reported late
                if rec is None or rec.state is not QUEUED:
                    continue
                rec.state, rec.started, rec.worker = RUNNING, last_time, thread
                queued -= 1
                running += 1
                if thread not in workers:
                    self._worker_started(thread)
                workers[thread] = rec
                waits.append(last_time - rec.enqueued)
            elif kind is TaskQueued:
                rec = Record(event)  # type: ignore[arg-type]
                rec.ranked = self.discipline == "Priority"  # its priority decided its turn
                if not first_id:  # the first item: if nothing was taken yet, the
                    first_id = rec.task_id  # ids before it are not in line (a replay's
                    if not taken_upto:  # first id need not be 1)
                        taken_upto = first_id - 1
                added.append(rec)
                live[rec.task_id] = rec
                append_waiting(rec)
                queued += 1
                last_time = rec.enqueued
                if rec.sentinel:
                    self.stops_waiting += 1
                    self.markers.append(Marker(last_time, "stop"))
                    self.chart_markers.append(ChartMarker(last_time, "stop"))
                else:
                    if self.first_arrival is None:
                        first = self.first_arrival = last_time
                    arrival_sum += last_time - first
                    self._arrive(last_time)
                    last_put = rec
                continue
            elif kind is TaskFinished:
                task_id, last_time, thread, result = event  # type: ignore[misc]
                rec = live.get(task_id)
                if rec is None or rec.state is not RUNNING:
                    continue
                del live[task_id]
                rec.finished, rec.result, rec.state = last_time, result, DONE
                running -= 1
                done += 1
                # It ran and left: free its worker, count it, time it.
                if workers.get(thread) is rec:
                    workers[thread] = None
                enqueued = rec.enqueued
                started = rec.started  # set: the record is running
                sojourn_total += last_time - enqueued
                arrival_sum -= enqueued - first
                left = last_time
                runs.append(last_time - started)
                spans.append(rec)
                band = open_bands.get(thread)
                if band is not None and started - band.end <= BAND_GAP:  # type: ignore[operator]
                    band.end = last_time  # Band.extend, inline
                    band.count += 1
                    if band.runs:
                        if band.count <= BAND_RUNS:
                            band.runs.append(rec)
                        else:
                            band.runs = []
                else:
                    open_bands[thread] = band = Band(rec, started, last_time)  # type: ignore[arg-type]
                    bands.append(band)
                recent.append(rec)
                completed += 1
                if int(last_time * 10) == bucket:
                    in_bucket += 1
                else:
                    if in_bucket:
                        self._count_completions(bucket, in_bucket)
                    bucket, in_bucket = int(last_time * 10), 1
                if task_id < last_finished:
                    self.finished_in_order = False
                else:
                    last_finished = task_id
            else:
                # The rare steps use the totals, so store them first.
                if in_bucket:
                    self._count_completions(bucket, in_bucket)
                    in_bucket = 0
                self.queued, self.running = queued, running
                self.arrival_sum, self.sojourn_total = arrival_sum, sojourn_total
                self.taken_upto, self._last_finished = taken_upto, last_finished
                self._rare(event)
                queued, running = self.queued, self.running
                arrival_sum, sojourn_total = self.arrival_sum, self.sojourn_total
                taken_upto, last_finished = self.taken_upto, self._last_finished
                if kind not in SETUP_EVENTS:  # the queue's depth did not change
                    last_time = event.time
        if in_bucket:
            self._count_completions(bucket, in_bucket)
        self.last_put = last_put
        if left is not None and (self.last_left is None or left > self.last_left):
            self.last_left = left
        self.first_id = first_id
        self.queued, self.running, self.done = queued, running, done
        self.taken_upto, self._last_finished = taken_upto, last_finished
        if self._reorder:  # the order followed the batch as it was; place what is queued now
            self._reorder = False
            self.set_discipline(self.discipline)
        if self.order is not None:  # judged against the queue's own order, not FIFO's
            self.started_in_order = self.order.taken_in_order
            self.finished_in_order = self.order.finished_in_order
        self.arrival_sum, self.sojourn_total = arrival_sum, sojourn_total
        self.completed += completed
        self.departures += completed
        waiting = self.waiting
        while waiting and waiting[0].state is not QUEUED:
            waiting.popleft()
        if last_time is not None:
            self._record_depth(last_time)
        return added

    def _rare(self, event: Event) -> None:
        """A failure, a cancel, a worker's start or exit, or the queue's setup."""
        if isinstance(event, WorkerStarted):
            if event.thread not in self.workers:
                self._worker_started(event.thread)
            return
        if isinstance(event, TaskFailed):
            rec = self.live.get(event.task_id)
            if rec is None or rec.state is not RUNNING:
                return
            self.chart_markers.append(ChartMarker(event.time, "failure"))
            del self.live[event.task_id]
            rec.finished, rec.state, rec.traceback = event.time, FAILED, event.traceback
            rec.error = (
                f"{event.error_type}: {event.message}" if event.message else event.error_type
            )
            self.running -= 1
            self.failed += 1
            self._ran(rec, event.time)
            self.runs.append(event.time - rec.started)  # type: ignore[operator]
            self.spans.append(rec)
            self.recent.append(rec)
            return
        if isinstance(event, TaskCancelled):
            rec = self.live.pop(event.task_id, None)
            if rec is None:
                return
            if rec.state is QUEUED:
                self.queued -= 1
                self.stops_waiting -= rec.sentinel
                if event.task_id > self.taken_upto:
                    bisect.insort(self.cancelled_waiting, event.task_id)
                else:  # a worker had taken it; the cancel came first
                    self.unreported -= 1
                rec.result = "cancelled before it started"
            else:  # stopped early at a cooperative cancel (shutdown)
                self.running -= 1
                if self.workers.get(rec.worker) is rec:
                    self.workers[rec.worker] = None
                self.spans.append(rec)
                rec.result = "cancelled"
            rec.finished, rec.state = event.time, CANCELLED
            self.cancelled += 1
            self._leave(rec, event.time)
            self.recent.append(rec)
            return
        if isinstance(event, (WorkerStopped, SentinelTaken)):
            self._took_stop(event)
            return
        if isinstance(event, QueueConfigured):
            self.maxsize, self.worker_count = event.maxsize, event.workers
            if event.discipline != self.discipline:
                self.discipline = event.discipline
                self._reorder = True  # at the end of the batch (`apply`)
            return
        if isinstance(event, QueuePaused):
            self.paused = event.paused
            return
        if isinstance(event, QueueStepped):
            self.steps += 1
            return
        raise TypeError(f"not an event: {event!r}")

    # -- the rarer steps, out of the loop ------------------------------------

    def _took_stop(self, event: WorkerStopped | SentinelTaken) -> None:
        """A worker took a STOP: it exited (`WorkerStopped`), or it goes on
        (`SentinelTaken`: a checked answer's worker may; its exit, if it
        comes, is a `WorkerStopped` for the same STOP)."""
        exited = isinstance(event, WorkerStopped)
        thread, task_id = event.thread, event.sentinel_id
        if exited:
            self.workers.pop(thread, None)
            self.markers.append(Marker(event.time, "exit", thread))
            held = self._stops_held.pop(thread, None)
            if held is not None and held.task_id == task_id:
                held.result = f"{thread} took it and exited"
        elif thread not in self.workers:
            self._worker_started(thread)
        else:
            self.workers[thread] = None  # it holds no task: it waits in get() again
        rec = self.live.pop(task_id, None)
        if task_id > self.taken_upto:
            self.unreported += task_id - self.taken_upto - 1 - self._take(task_id)
            self.taken_upto = task_id
        elif rec is not None and rec.state is QUEUED:
            self.unreported -= 1  # an older take, reported late
        if rec is None:
            return
        rec.state, rec.worker, rec.started = CONSUMED, thread, event.time
        rec.finished = event.time
        rec.result = f"{thread} took it and exited" if exited else f"{thread} took it"
        if not exited:
            self._stops_held[thread] = rec
        self.queued -= 1
        self.stops_waiting -= 1
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

    def _arrive(self, time: float) -> None:
        """Count an arrival and spot a burst (the sum of arrival times is the caller's)."""
        self.arrivals += 1
        arrivals = self._recent_arrivals
        arrivals.append(time)
        fast = len(arrivals) == BURST_ARRIVALS and time - arrivals[0] <= BURST_SECONDS
        if fast and not self._in_burst:  # one marker per burst, at its start
            self.chart_markers.append(ChartMarker(arrivals[0], "burst"))
        self._in_burst = fast

    def _leave(self, rec: Record, time: float) -> None:
        if rec.sentinel or self.first_arrival is None:
            return
        if self.last_left is None or time > self.last_left:
            self.last_left = time
        self.departures += 1
        self.sojourn_total += time - rec.enqueued
        self.arrival_sum -= rec.enqueued - self.first_arrival

    def _ran(self, rec: Record, time: float) -> None:
        """A task that ran has left (the rare path: a failure; `apply` inlines
        this for a task that finished): its worker is free, it is completed."""
        if self.workers.get(rec.worker) is rec:
            self.workers[rec.worker] = None
        self._leave(rec, time)
        self.completed += 1
        self._count_completions(int(time * 10), 1)
        band = self._open_bands.get(rec.worker)
        started = rec.started if rec.started is not None else time
        if band is not None and started - band.end <= BAND_GAP:
            band.extend(rec, time)
        else:
            self._open_bands[rec.worker] = band = Band(rec, started, time)
            self.bands.append(band)
        band.failed += 1
        if rec.task_id < self._last_finished:
            self.finished_in_order = False
        else:
            self._last_finished = rec.task_id

    def _count_completions(self, bucket: int, count: int) -> None:
        completions = self.completions
        if completions and completions[-1][0] == bucket:
            completions[-1][1] += count
        else:
            completions.append([bucket, count])

    def _record_depth(self, time: float) -> None:
        depth = self.depth
        point = DepthPoint(time, self.queued - self.stops_waiting, self.running)
        if len(depth) > 1 and time - depth[-1].time < DEPTH_RESOLUTION:
            depth[-1] = DepthPoint(depth[-1].time, point.queued, point.running)
        else:
            depth.append(point)
