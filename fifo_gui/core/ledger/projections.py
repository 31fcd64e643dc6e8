"""The projections a `Ledger` keeps up to date, and the names the views
read them by (`spans`, `depth`, `arrivals` ...): read-only, one source each."""

from __future__ import annotations

from collections import deque

from fifo_gui.core.ledger.depth import ChartMarker, DepthPoint, DepthSeries
from fifo_gui.core.ledger.order_check import FifoCheck
from fifo_gui.core.ledger.queue_order import QueueOrder
from fifo_gui.core.ledger.record import Record
from fifo_gui.core.ledger.tally import Tally
from fifo_gui.core.ledger.timeline import Band, Marker, Timeline


class Projections:
    """The timeline (`timeline`), the depth chart (`depth_series`), the
    statistics' sums (`tally`), the FIFO order check (`check`) and, for a
    LIFO or priority queue, its order (`order`; None: FIFO)."""

    def __init__(self, history: int) -> None:
        self.timeline = Timeline(history)
        self.depth_series = DepthSeries()
        self.tally = Tally()
        self.check = FifoCheck()
        self.order: QueueOrder | None = None  # set by `Ledger.set_discipline`

    @property
    def started_in_order(self) -> bool:
        """Taken in the queue's own order (FIFO, LIFO or priority) so far."""
        return self.check.started_in_order if self.order is None else self.order.taken_in_order

    @property
    def finished_in_order(self) -> bool:
        """Finished in the order they were taken so far."""
        if self.order is None:
            return self.check.finished_in_order
        return self.order.finished_in_order

    @property
    def unreported(self) -> int:
        """Items older than the newest taken that a worker took but has not reported."""
        return self.check.unreported

    def latest_band(self, worker: str) -> Band | None:
        """`worker`'s latest stretch of runs back to back (None: it ran none)."""
        return self.timeline.latest_band(worker)

    @property
    def spans(self) -> deque[Record]:
        """The latest finished items that ran (`Timeline.spans`)."""
        return self.timeline.spans

    @property
    def bands(self) -> deque[Band]:
        """Each worker's stretches of runs back to back (`Timeline.bands`)."""
        return self.timeline.bands

    @property
    def markers(self) -> deque[Marker]:
        """Stops and exits, for the timeline."""
        return self.timeline.markers

    @property
    def depth(self) -> deque[DepthPoint]:
        """Tasks queued and running over time (`DepthSeries.points`)."""
        return self.depth_series.points

    @property
    def chart_markers(self) -> deque[ChartMarker]:
        """Bursts, Stops and failures, for the depth chart."""
        return self.depth_series.markers

    @property
    def first_arrival(self) -> float | None:
        """When the first task was put (None: none yet)."""
        return self.tally.first_arrival

    @property
    def arrivals(self) -> int:
        """Tasks put so far."""
        return self.tally.arrivals

    @property
    def completed(self) -> int:
        """Tasks that ran and left (done or failed)."""
        return self.tally.completed

    @property
    def departures(self) -> int:
        """Tasks that left the system, cancelled ones too."""
        return self.tally.departures

    @property
    def last_left(self) -> float | None:
        """When the latest task left the system (None: none yet)."""
        return self.tally.last_left

    @property
    def sojourn_total(self) -> float:
        """The time in the system of the tasks that left, summed."""
        return self.tally.sojourn_total

    @property
    def arrival_sum(self) -> float:
        """The arrival times of the tasks in the system, from the first arrival, summed."""
        return self.tally.arrival_sum

    @property
    def waits(self) -> deque[float]:
        """Recent tasks' waits, put to start."""
        return self.tally.waits

    @property
    def runs(self) -> deque[float]:
        """Recent tasks' runs, start to end."""
        return self.tally.runs

    @property
    def completions(self) -> deque[list[int]]:
        """Completions per 0.1 s bucket: [bucket number, count]."""
        return self.tally.completions
