"""The depth chart's projection: queue length over time, and its markers."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from fifo_gui.core.ledger.record import Record

DEPTH_POINTS = 4000
DEPTH_RESOLUTION = 0.02  # seconds: closer changes share one point of the depth series
BURST_ARRIVALS = 10  # this many arrivals ...
BURST_SECONDS = 0.5  # ... within this long is a burst
CHART_MARKERS = 500  # markers the depth chart keeps


@dataclass(frozen=True, slots=True)
class ChartMarker:
    """An event worth marking on the depth chart: "burst", "stop" or "failure"."""

    time: float
    kind: str


@dataclass(frozen=True, slots=True)
class DepthPoint:
    """Queue length (every item on it, STOP too, as `qsize()` counts and
    `maxsize` bounds) and running count from `time` on."""

    time: float
    queued: int
    running: int


class DepthSeries:
    """Tasks queued and running over time (`points`), bounded in a flood, and
    the bursts, Stops and failures marked on the chart (`markers`)."""

    def __init__(self) -> None:
        self.points: deque[DepthPoint] = deque(maxlen=DEPTH_POINTS)
        self.markers: deque[ChartMarker] = deque(maxlen=CHART_MARKERS)
        self._recent_arrivals: deque[float] = deque(maxlen=BURST_ARRIVALS)
        self._in_burst = False

    def copy(self) -> DepthSeries:
        """A series of its own (its points and markers never change: shared)."""
        other = DepthSeries()
        other.points.extend(self.points)
        other.markers.extend(self.markers)
        other._recent_arrivals.extend(self._recent_arrivals)
        other._in_burst = self._in_burst
        return other

    def arrived(self, tasks: list[Record]) -> None:
        """Tasks were put, in this order: mark the start of each burst."""
        arrivals, in_burst = self._recent_arrivals, self._in_burst
        for task in tasks:
            time = task.enqueued
            arrivals.append(time)
            fast = len(arrivals) == BURST_ARRIVALS and time - arrivals[0] <= BURST_SECONDS
            if fast and not in_burst:  # one marker per burst, at its start
                self.markers.append(ChartMarker(arrivals[0], "burst"))
            in_burst = fast
        self._in_burst = in_burst

    def mark(self, time: float, kind: str) -> None:
        """A "stop" or "failure" at `time`."""
        self.markers.append(ChartMarker(time, kind))

    def changed(self, time: float, queued: int, running: int) -> None:
        """From `time` on, `queued` items wait and `running` run. A batch that
        changed neither (a worker came or went) adds no point: the chart's
        last change stays the last change."""
        points = self.points
        if points and (points[-1].queued, points[-1].running) == (queued, running):
            return
        if len(points) > 1 and time - points[-1].time < DEPTH_RESOLUTION:
            points[-1] = DepthPoint(points[-1].time, queued, running)
        else:
            points.append(DepthPoint(time, queued, running))
