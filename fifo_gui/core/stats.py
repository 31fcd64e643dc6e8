"""Live queue statistics, including Little's law, computed from the events.

Over the observation period T (first arrival → now):
  λ (arrival rate)      = arrivals / T
  L (mean in system)    = ∫ N(t) dt / T, N = tasks queued + running
  W (mean time in system) = mean of (left - arrived) over tasks that left
Little's law says L = λ·W for a system in steady state; the panel shows both
sides so the class can watch them meet. STOP sentinels are not tasks and are
left out of every figure.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from fifo_gui.core.events import (
    Event,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
)

THROUGHPUT_WINDOW = 10.0  # seconds
SAMPLES = 10_000  # recent waits/runs kept for mean and p95
DEPTH_POINTS = 4000
DEPTH_RESOLUTION = 0.02  # seconds: closer changes share one point of the depth series
BURST_ARRIVALS = 10  # this many arrivals ...
BURST_SECONDS = 0.5  # ... within this long is a burst


def p95(values: Sequence[float]) -> float | None:
    """The 95th percentile by nearest rank (None for no values)."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def mean(values: Sequence[float]) -> float | None:
    """The arithmetic mean (None for no values)."""
    return sum(values) / len(values) if values else None


@dataclass(frozen=True, slots=True)
class StatsSnapshot:
    """The figures at one moment. None where there is nothing to measure yet."""

    arrivals: int
    completed: int
    in_system: int
    throughput: float | None  # tasks/s over the last THROUGHPUT_WINDOW seconds
    mean_wait: float | None
    p95_wait: float | None
    mean_run: float | None
    p95_run: float | None
    arrival_rate: float | None  # λ
    mean_in_system: float | None  # L
    mean_time_in_system: float | None  # W
    started_in_fifo_order: bool
    finished_in_fifo_order: bool

    @property
    def littles_product(self) -> float | None:
        """λ·W, to set beside L."""
        if self.arrival_rate is None or self.mean_time_in_system is None:
            return None
        return self.arrival_rate * self.mean_time_in_system


@dataclass(frozen=True, slots=True)
class DepthPoint:
    """Queue length and running count from `time` on."""

    time: float
    queued: int
    running: int


@dataclass(frozen=True, slots=True)
class ChartMarker:
    """An event worth marking on the depth chart: "burst", "stop" or "failure"."""

    time: float
    kind: str


class QueueStats:
    """Ingests event batches; `snapshot(now)` gives the figures."""

    def __init__(self) -> None:
        self._arrived: dict[int, float] = {}  # tasks in the system: id → arrival time
        self._arrivals = 0
        self._departures = 0
        self._completed = 0
        self._first: float | None = None
        self._queued = 0
        self._running = 0
        self._area = 0.0  # ∫ N(t) dt up to _last_change
        self._last_change = 0.0
        self._sojourn_total = 0.0
        self._started: dict[int, float] = {}
        self._waits: deque[float] = deque(maxlen=SAMPLES)
        self._runs: deque[float] = deque(maxlen=SAMPLES)
        # Completions per 0.1 s bucket: [bucket start, count]. Bounded however
        # fast tasks finish, unlike one timestamp per task.
        self._completions: deque[list[float]] = deque()
        self._last_started = 0
        self._last_finished = 0
        self._started_fifo = True
        self._finished_fifo = True
        self._recent_arrivals: deque[float] = deque(maxlen=BURST_ARRIVALS)
        self._in_burst = False
        self.depth: deque[DepthPoint] = deque(maxlen=DEPTH_POINTS)
        self.markers: deque[ChartMarker] = deque(maxlen=500)

    def apply(self, batch: Iterable[Event]) -> None:
        """Follow a batch of events, in order. The depth series gets one point per
        batch (the GUI drains ~30 a second): plenty for a chart, bounded in a flood."""
        last_time = None
        for event in batch:
            last_time = event.time
            if isinstance(event, TaskQueued):
                if event.sentinel:
                    self.markers.append(ChartMarker(event.time, "stop"))
                else:
                    self._arrive(event.task_id, event.time)
            elif isinstance(event, TaskStarted):
                self._start(event.task_id, event.time)
            elif isinstance(event, (TaskFinished, TaskFailed)):
                if isinstance(event, TaskFailed):
                    self.markers.append(ChartMarker(event.time, "failure"))
                self._finish(event.task_id, event.time)
            elif isinstance(event, TaskCancelled):
                self._cancel(event.task_id, event.time)
        if last_time is not None:
            self._record_depth(last_time)

    def _advance(self, time: float) -> None:
        if time > self._last_change:
            self._area += (self._queued + self._running) * (time - self._last_change)
            self._last_change = time

    def _record_depth(self, time: float) -> None:
        if self.depth and time - self.depth[-1].time < DEPTH_RESOLUTION and len(self.depth) > 1:
            self.depth[-1] = DepthPoint(self.depth[-1].time, self._queued, self._running)
        else:
            self.depth.append(DepthPoint(time, self._queued, self._running))

    def _arrive(self, task_id: int, time: float) -> None:
        if self._first is None:
            self._first = self._last_change = time
        self._advance(time)
        self._arrivals += 1
        self._queued += 1
        self._arrived[task_id] = time
        self._recent_arrivals.append(time)
        fast = (len(self._recent_arrivals) == BURST_ARRIVALS
                and time - self._recent_arrivals[0] <= BURST_SECONDS)
        if fast and not self._in_burst:  # one marker per burst, at its start
            self.markers.append(ChartMarker(self._recent_arrivals[0], "burst"))
        self._in_burst = fast

    def _start(self, task_id: int, time: float) -> None:
        arrived = self._arrived.get(task_id)
        if arrived is None:
            return
        self._advance(time)
        self._queued -= 1
        self._running += 1
        self._started[task_id] = time
        self._waits.append(time - arrived)
        if task_id < self._last_started:
            self._started_fifo = False
        self._last_started = max(self._last_started, task_id)

    def _leave(self, task_id: int, time: float) -> None:
        arrived = self._arrived.pop(task_id)
        self._departures += 1
        self._sojourn_total += time - arrived

    def _finish(self, task_id: int, time: float) -> None:
        started = self._started.pop(task_id, None)
        if started is None or task_id not in self._arrived:
            return
        self._advance(time)
        self._running -= 1
        self._leave(task_id, time)
        self._completed += 1
        self._runs.append(time - started)
        bucket = math.floor(time * 10) / 10
        if self._completions and self._completions[-1][0] == bucket:
            self._completions[-1][1] += 1
        else:
            self._completions.append([bucket, 1])
        if task_id < self._last_finished:
            self._finished_fifo = False
        self._last_finished = max(self._last_finished, task_id)

    def _cancel(self, task_id: int, time: float) -> None:
        if task_id not in self._arrived:
            return
        self._advance(time)
        if self._started.pop(task_id, None) is None:
            self._queued -= 1
        else:
            self._running -= 1
        self._leave(task_id, time)

    def snapshot(self, now: float) -> StatsSnapshot:
        """The figures as of `now` (a `time.monotonic()` value)."""
        completions = self._completions
        while completions and completions[0][0] < now - THROUGHPUT_WINDOW:
            completions.popleft()
        elapsed = None if self._first is None else now - self._first
        in_system = self._queued + self._running
        throughput: float | None = None
        arrival_rate: float | None = None
        mean_in_system: float | None = None
        if elapsed is not None and elapsed > 0:
            area = self._area + in_system * max(0.0, now - self._last_change)
            recent = sum(count for _, count in completions)
            throughput = recent / min(THROUGHPUT_WINDOW, elapsed)
            arrival_rate = self._arrivals / elapsed
            mean_in_system = area / elapsed
        return StatsSnapshot(
            arrivals=self._arrivals,
            completed=self._completed,
            in_system=in_system,
            throughput=throughput,
            mean_wait=mean(self._waits),
            p95_wait=p95(self._waits),
            mean_run=mean(self._runs),
            p95_run=p95(self._runs),
            arrival_rate=arrival_rate,
            mean_in_system=mean_in_system,
            mean_time_in_system=(self._sojourn_total / self._departures
                                 if self._departures else None),
            started_in_fifo_order=self._started_fifo,
            finished_in_fifo_order=self._finished_fifo,
        )
