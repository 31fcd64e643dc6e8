"""Live queue statistics, including Little's law, computed from the events.

Over the observation period T (first arrival → now; once no task is queued
or running, first arrival → the last departure, so that an idle window's
figures hold still and stay true):
  λ (arrival rate)      = arrivals / T
  L (mean in system)    = ∫ N(t) dt / T, N = tasks queued + running
  W (mean time in system) = mean of (left - arrived) over tasks that left
λ, L and throughput wait for MIN_PERIOD of observation: over a few
milliseconds they would measure a click, not the queue. (Taken over a second
while the period is shorter, λ would no longer meet L in Little's law.)
Little's law says L = λ·W for a system in steady state; the panel shows both
sides so the class can watch them meet. STOP sentinels are not tasks and are
left out of every figure.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass

from fifo_gui.core.ledger import ChartMarker, DepthPoint, Ledger

__all__ = ["ChartMarker", "DepthPoint", "QueueStats", "StatsSnapshot", "mean", "p95"]

THROUGHPUT_WINDOW = 10.0  # seconds
MIN_PERIOD = 1.0  # s of observation before λ, L and throughput are shown (4 tasks in 4 ms: 1,000/s)


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
    discipline: str = "FIFO"  # the order the queue takes items in

    @property
    def littles_product(self) -> float | None:
        """λ·W, to set beside L."""
        if self.arrival_rate is None or self.mean_time_in_system is None:
            return None
        return self.arrival_rate * self.mean_time_in_system


class QueueStats:
    """Figures from the shared `Ledger`; `snapshot(now)` computes them."""

    def __init__(self, ledger: Ledger | None = None) -> None:
        """Read `ledger` (the window's shared one), or keep a ledger of its own."""
        self.ledger = ledger if ledger is not None else Ledger()

    @property
    def depth(self) -> deque[DepthPoint]:
        """Queue length and running count over time, one point per batch the
        ledger takes in (closer ones share a point): bounded in a flood."""
        return self.ledger.depth

    @property
    def markers(self) -> deque[ChartMarker]:
        """Bursts, Stops and failures, for the depth chart."""
        return self.ledger.chart_markers

    def _rated(self) -> bool:
        """Whether the throughput is shown and has completions to age."""
        led = self.ledger
        if not led.completions or led.first_arrival is None:
            return False
        ended = None if led.in_system else led.last_left
        # Too short a run for a rate: it reads "—", and stays so. (Shown a second
        # after the first arrival instead, it would fall frame by frame for nine
        # seconds after one no-op: the window would not be idle.)
        return ended is None or ended - led.first_arrival >= MIN_PERIOD

    def settling(self, now: float) -> bool:
        """True while the throughput changes from instant to instant with no
        event: its window reaches back before the first arrival, and grows."""
        first = self.ledger.first_arrival
        return self._rated() and first is not None and now < first + THROUGHPUT_WINDOW

    def next_change(self) -> float | None:
        """When the throughput next changes with no new event, once it has
        settled: its oldest 0.1 s bucket leaves the window (None: nothing to age)."""
        if not self._rated():
            return None
        return self.ledger.completions[0][0] / 10 + THROUGHPUT_WINDOW + 0.001

    def snapshot(self, now: float) -> StatsSnapshot:
        """The figures as of `now` (a `time.monotonic()` value)."""
        led = self.ledger
        completions = led.completions
        oldest = (now - THROUGHPUT_WINDOW) * 10  # in 0.1 s buckets
        while completions and completions[0][0] < oldest:
            completions.popleft()
        first = led.first_arrival
        in_system = led.in_system
        throughput: float | None = None
        arrival_rate: float | None = None
        mean_in_system: float | None = None
        if first is not None:
            end = now if in_system or led.last_left is None else min(now, led.last_left)
            elapsed = end - first
            if elapsed >= MIN_PERIOD:
                # Each task's time in the system so far, summed: the area under N(t).
                area = led.sojourn_total + in_system * elapsed - led.arrival_sum
                recent = sum(count for _, count in completions)
                # The last 10 s of the clock, not of the run: after the run it falls.
                throughput = recent / min(THROUGHPUT_WINDOW, now - first)
                arrival_rate = led.arrivals / elapsed
                mean_in_system = max(0.0, area) / elapsed
        tally = led.tally
        return StatsSnapshot(
            arrivals=led.arrivals,
            completed=led.completed,
            in_system=in_system,
            throughput=throughput,
            mean_wait=tally.wait_total / tally.started_count if tally.started_count else None,
            p95_wait=p95(led.waits),
            mean_run=tally.run_total / led.completed if led.completed else None,
            p95_run=p95(led.runs),
            arrival_rate=arrival_rate,
            mean_in_system=mean_in_system,
            mean_time_in_system=(led.sojourn_total / led.departures if led.departures else None),
            started_in_fifo_order=led.started_in_order,
            finished_in_fifo_order=led.finished_in_order,
            discipline=led.discipline,
        )
