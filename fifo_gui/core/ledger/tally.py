"""The statistics' projection: the running sums `QueueStats` computes from.

Tasks only: STOP sentinels are not tasks. The area under N(t) (tasks in the
system) is the sum of each task's time in the system so far, so it needs no
per-event integration: area(now) = sojourn_total + in_system * now - arrival_sum.
"""

from __future__ import annotations

import copy
from collections import deque

from fifo_gui.core.ledger.record import Record

SAMPLES = 2_000  # the latest waits and runs, for the p95 (a sort of them each frame)


class Tally:
    """Arrivals, departures, waits, runs and completions, as the events tell them."""

    def __init__(self) -> None:
        self.first_arrival: float | None = None
        self.arrivals = 0
        self.completed = 0  # ran and left (done or failed)
        self.departures = 0  # left, cancelled ones too
        self.sojourn_total = 0.0  # of tasks that left
        self.arrival_sum = 0.0  # of tasks still in the system, relative to first_arrival
        self.last_left: float | None = None  # when the latest task left the system
        self.waits: deque[float] = deque(maxlen=SAMPLES)  # the latest, for the p95
        self.runs: deque[float] = deque(maxlen=SAMPLES)
        self.wait_total, self.started_count = 0.0, 0  # every task's: the means
        self.run_total = 0.0  # over `completed` tasks
        # Completions per 0.1 s bucket: [bucket number, count]. Bounded however
        # fast tasks finish, unlike one timestamp per task.
        self.completions: deque[list[int]] = deque()

    def copy(self) -> Tally:
        """Sums of their own: the latest completion bucket is the only one
        that still counts up, so it is copied; the older ones are shared."""
        other = copy.copy(self)
        other.waits = deque(self.waits, SAMPLES)
        other.runs = deque(self.runs, SAMPLES)
        other.completions = deque(self.completions)
        if other.completions:
            other.completions[-1] = list(other.completions[-1])
        return other

    def arrived(self, tasks: list[Record]) -> None:
        """Tasks were put, in this order."""
        if not tasks:
            return
        if self.first_arrival is None:
            self.first_arrival = tasks[0].enqueued
        first, arrival_sum = self.first_arrival, self.arrival_sum
        for task in tasks:  # summed relative to the first arrival, for precision
            arrival_sum += task.enqueued - first
        self.arrival_sum = arrival_sum
        self.arrivals += len(tasks)

    def started(self, tasks: list[Record]) -> None:
        """Tasks were taken: each waited from its put to its start."""
        waits = [(task.started or 0.0) - task.enqueued for task in tasks]
        self.waits.extend(waits)
        self.wait_total += sum(waits)
        self.started_count += len(waits)

    def ran(self, tasks: list[Record]) -> None:
        """Tasks ran and left (done or failed), in the order they left."""
        if not tasks:
            return
        runs, completions = self.runs, self.completions
        first = self.first_arrival if self.first_arrival is not None else 0.0
        sojourn_total, arrival_sum, run_total = self.sojourn_total, self.arrival_sum, self.run_total
        bucket, in_bucket = (completions[-1][0], 0) if completions else (-1, 0)
        for task in tasks:
            end, enqueued = task.finished or 0.0, task.enqueued  # set: it ran
            run = end - (task.started or 0.0)
            runs.append(run)
            run_total += run
            sojourn_total += end - enqueued
            arrival_sum -= enqueued - first
            if int(end * 10) == bucket:
                in_bucket += 1
            else:
                if in_bucket:
                    self._count_completions(bucket, in_bucket)
                bucket, in_bucket = int(end * 10), 1
        self._count_completions(bucket, in_bucket)
        self.sojourn_total, self.arrival_sum, self.run_total = sojourn_total, arrival_sum, run_total
        self.completed += len(tasks)
        self.departures += len(tasks)
        self._left_at(end)  # the last to leave

    def cancelled(self, record: Record, time: float) -> None:
        """`record` left at `time` without running to its end (a STOP: no task)."""
        if record.sentinel or self.first_arrival is None:
            return
        self._left_at(time)
        self.departures += 1
        self.sojourn_total += time - record.enqueued
        self.arrival_sum -= record.enqueued - self.first_arrival

    def _left_at(self, time: float) -> None:
        if self.last_left is None or time > self.last_left:
            self.last_left = time

    def _count_completions(self, bucket: int, count: int) -> None:
        completions = self.completions
        if completions and completions[-1][0] == bucket:
            completions[-1][1] += count
        else:
            completions.append([bucket, count])
