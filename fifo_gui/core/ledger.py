"""One record per queue item and the running totals, fed by event batches.

The table, the queue lane, the timeline and the statistics all read from one
`Ledger`. It ingests each batch in a single pass that touches each event once:
one source of truth for every fact, and the GUI thread's work per event stays
small and fixed however many tasks there are. Qt-free, so the core's tests cover it.
"""

from __future__ import annotations

import bisect
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import islice
from typing import Any

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

QUEUED, RUNNING, DONE, FAILED, CANCELLED, CONSUMED = TaskState


class Record:
    """One queue item (task or STOP): the table's row, the lane's box, the
    timeline's bar. Times are `time.monotonic()` values."""

    __slots__ = (
        "enqueued", "error", "expected", "finished", "label", "priority", "producer",
        "result", "sentinel", "started", "state", "task_id", "traceback", "worker",
    )

    def __init__(self, event: TaskQueued) -> None:
        (self.task_id, self.label, self.enqueued, self.producer, self.sentinel,
         self.expected, self.priority) = event
        self.state = QUEUED
        self.worker = ""
        self.started: float | None = None
        self.finished: float | None = None
        self.result = ""
        self.error = ""
        self.traceback = ""


class Band:
    """A worker's stretch of runs back to back. The timeline draws it where the
    single runs are gone from `spans`: a flood outruns those in milliseconds."""

    __slots__ = ("count", "end", "failed", "start", "worker")

    def __init__(self, worker: str, start: float, end: float) -> None:
        self.worker = worker
        self.start = start
        self.end = end
        self.count = 1
        self.failed = 0


@dataclass(frozen=True, slots=True)
class Marker:
    """A moment worth a vertical line on the timeline: Stop pressed, a worker exited."""

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


class Ledger:
    """Every queue item's record while it is in flight, the bounded recent past,
    and the totals the statistics need (STOP sentinels are not tasks there)."""

    def __init__(self, history: int = HISTORY, recent: int = RECENT) -> None:
        self._sizes = (history, recent)
        # Ids up to this one belong to an earlier session (see `reset`): their
        # late events are ignored.
        self.ignore_upto = 0
        self.last_id = 0  # the newest item's id: where a new session begins
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
        self.started_in_order = True
        self.finished_in_order = True
        self._last_started = 0
        self._last_finished = 0
        self._recent_arrivals: deque[float] = deque(maxlen=BURST_ARRIVALS)
        self._in_burst = False
        self.depth: deque[DepthPoint] = deque(maxlen=DEPTH_POINTS)
        self.chart_markers: deque[ChartMarker] = deque(maxlen=MARKERS)

    def reset(self) -> None:
        """Forget everything, for a new session: every figure, record, lane and
        marker starts again. Events that still arrive for the items seen so far
        (a plain task that ends later, a worker that takes its STOP later) are
        ignored: those items belong to the old session."""
        last = self.last_id
        Ledger.__init__(self, *self._sizes)  # one list of fields: __init__'s
        self.ignore_upto = self.last_id = self.taken_upto = last
        self._last_started = self._last_finished = last

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
        return list(islice((r for r in self.waiting if r.state is QUEUED), count))

    def running_records(self) -> list[Record]:
        """Items the workers are running now."""
        return [r for r in self.workers.values() if r is not None]

    def queue_position(self, record: Record) -> int | None:
        """1 for the next item a worker will take; None unless it is waiting."""
        if record.state is not QUEUED:
            return None
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
        added: list[Record] = []
        live, workers = self.live, self.workers
        waits, runs, spans, recent = self.waits, self.runs, self.spans, self.recent
        append_waiting, completions = self.waiting.append, self.completions
        bands, open_bands = self.bands, self._open_bands
        queued, running, done = self.queued, self.running, self.done
        taken_upto, last_started, last_finished = (
            self.taken_upto, self._last_started, self._last_finished)
        arrival_sum, sojourn_total = self.arrival_sum, self.sojourn_total
        # Arrival times are summed relative to the first one, for precision.
        first = self.first_arrival if self.first_arrival is not None else 0.0
        completed = 0
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
                if task_id > taken_upto:
                    taken_upto = task_id
                    if self.cancelled_waiting:
                        self._take(task_id)
                rec = live.get(task_id)
                if rec is None or rec.state is not QUEUED:
                    continue
                rec.state, rec.started, rec.worker = RUNNING, last_time, thread
                queued -= 1
                running += 1
                if thread not in workers:
                    self._worker_started(thread)
                workers[thread] = rec
                waits.append(last_time - rec.enqueued)
                if task_id < last_started:
                    self.started_in_order = False
                else:
                    last_started = task_id
            elif kind is TaskQueued:
                rec = Record(event)  # type: ignore[arg-type]
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
                runs.append(last_time - started)
                spans.append(rec)
                band = open_bands.get(thread)
                if band is not None and started - band.end <= BAND_GAP:  # type: ignore[operator]
                    band.end = last_time
                    band.count += 1
                else:
                    open_bands[thread] = band = Band(thread, started, last_time)  # type: ignore[arg-type]
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
                last_time = event.time
        if in_bucket:
            self._count_completions(bucket, in_bucket)
        self.queued, self.running, self.done = queued, running, done
        self.taken_upto, self._last_started, self._last_finished = (
            taken_upto, last_started, last_finished)
        self.arrival_sum, self.sojourn_total = arrival_sum, sojourn_total
        self.completed += completed
        self.departures += completed
        waiting = self.waiting
        while waiting and waiting[0].state is not QUEUED:
            waiting.popleft()
        if last_time is not None:
            self._record_depth(last_time)
        if added:
            self.last_id = added[-1].task_id
        return added

    def _rare(self, event: Event) -> None:
        """A failure, a cancel, or a worker's start or exit."""
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
            rec.error = (f"{event.error_type}: {event.message}" if event.message
                         else event.error_type)
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
        if isinstance(event, WorkerStopped):
            self.workers.pop(event.thread, None)
            if 0 < event.sentinel_id <= self.ignore_upto:
                return  # a worker of an earlier session took its STOP
            self.markers.append(Marker(event.time, "exit", event.thread))
            task_id = event.sentinel_id
            if task_id > self.taken_upto:
                self.taken_upto = task_id
                self._take(task_id)
            rec = self.live.pop(task_id, None)
            if rec is None:
                return
            rec.state, rec.worker, rec.started = CONSUMED, event.thread, event.time
            rec.finished = event.time
            rec.result = f"{event.thread} took it and exited"
            self.queued -= 1
            self.stops_waiting -= 1
            self.consumed += 1
            self.recent.append(rec)
            return
        raise TypeError(f"not an event: {event!r}")

    # -- the rarer steps, out of the loop ------------------------------------

    def _take(self, task_id: int) -> None:
        """Items up to `task_id` have left the queue: forget their cancels."""
        del self.cancelled_waiting[:bisect.bisect_right(self.cancelled_waiting, task_id)]

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
            band.end = time
            band.count += 1
        else:
            self._open_bands[rec.worker] = band = Band(rec.worker, started, time)
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
