"""The timeline's projection: finished runs, busy bands and markers."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from fifo_gui.core.ledger.record import Record
from fifo_gui.core.states import FAILED

HISTORY = 2000  # finished spans the timeline keeps
MARKERS = 500
BANDS = 2000  # busy bands the timeline keeps
BAND_GAP = 0.05  # seconds: runs this close on one worker share a busy band
BAND_RUNS = 16  # runs a band keeps, to be drawn one by one (a longer one: as a band)


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

    def copy(self) -> Band:
        """A band of its own: a worker's open band goes on growing, its copy not."""
        other = Band.__new__(Band)
        other.worker, other.start, other.end = self.worker, self.start, self.end
        other.count, other.failed, other.runs = self.count, self.failed, list(self.runs)
        return other


@dataclass(frozen=True, slots=True)
class Marker:
    """A moment worth a vertical line on the timeline: stop() called, a worker exited."""

    time: float
    kind: str  # "stop" or "exit"
    worker: str = ""


class Timeline:
    """What the timeline draws: the latest runs (`spans`), each worker's
    stretches of runs (`bands`) and the moments worth a line (`markers`)."""

    def __init__(self, history: int = HISTORY) -> None:
        self.spans: deque[Record] = deque(maxlen=history)  # finished items that ran
        self.bands: deque[Band] = deque(maxlen=BANDS)
        self.markers: deque[Marker] = deque(maxlen=MARKERS)
        self._open_bands: dict[str, Band] = {}  # each worker's latest band

    def copy(self) -> Timeline:
        """A timeline of its own: the finished runs and the closed bands are
        shared (they never change again), each worker's open band is copied."""
        other = Timeline(self.spans.maxlen or HISTORY)
        other.spans.extend(self.spans)
        opened = {id(band): band.copy() for band in self._open_bands.values()}
        other.bands.extend(opened.get(id(band), band) for band in self.bands)
        other.markers.extend(self.markers)
        other._open_bands = {worker: opened[id(band)] for worker, band in self._open_bands.items()}
        return other

    def latest_band(self, worker: str) -> Band | None:
        """`worker`'s latest stretch of runs back to back (None: it ran none)."""
        return self._open_bands.get(worker)

    def ran(self, records: list[Record]) -> None:
        """`records` ran and left (done or failed), in the order they left."""
        self.spans.extend(records)
        open_bands, bands = self._open_bands, self.bands
        for rec in records:
            started, end = rec.started or 0.0, rec.finished or 0.0  # both set: it ran
            band = open_bands.get(rec.worker)
            if band is not None and started - band.end <= BAND_GAP:
                band.end = end
                band.count += 1
                if band.runs:  # the runs are kept for a short stretch only
                    if band.count <= BAND_RUNS:
                        band.runs.append(rec)
                    else:
                        band.runs = []
            else:
                open_bands[rec.worker] = band = Band(rec, started, end)
                bands.append(band)
            if rec.state is FAILED:
                band.failed += 1

    def stopped_early(self, record: Record) -> None:
        """A running item stopped at a cooperative cancel: its run is drawn, cut short."""
        self.spans.append(record)

    def mark(self, time: float, kind: str, worker: str = "") -> None:
        """A line at `time`: "stop" (a STOP put) or "exit" (`worker` exited)."""
        self.markers.append(Marker(time, kind, worker))
