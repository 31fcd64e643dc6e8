"""A recording's ledger every few thousand events: a replay reaches any
instant from the checkpoint before it, applying at most one checkpoint's
worth of events, never the whole recording again.

`Checkpoints.make` applies the recording once, a slice of time at a turn (the
window's GUI thread makes them between its other work: a thread of its own
would hold the interpreter lock the window's every call into Python waits
for), in the very batches a replay's jump applies (`jump_windows`: one per
DEPTH_RESOLUTION of session time, at most `chunk` events each), and keeps a
copy of its ledger (`Ledger.copying`) at the end of a batch every `every` events
or more (for a long recording, 1/MOST of it). A copy holds what may still
change (the running records) and what is bounded (the projections); every
finished record is shared, as nothing changes it again, and of a queued one
only its place among the rows is kept: a queued record is its put, nothing
more (`Record.as_put`). So a checkpoint's size is what was running then, and
a number per record queued; checkpoints are spaced at least 1/SPREAD as many
events apart as there were records in flight, so all of them together keep
at most SPREAD numbers per event. The records put are kept once, in order,
for all of them (`rows`: what a table shows).

Restoring is copying again (`restore`): the checkpoint itself is never applied to.
"""

from __future__ import annotations

import gc
from array import array
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from fifo_gui.core.events import Event
from fifo_gui.core.ledger.depth import DEPTH_RESOLUTION
from fifo_gui.core.ledger.record import Record
from fifo_gui.core.ledger.store import Ledger
from fifo_gui.core.time_slice import TimeSlice

EVERY = 2_500  # events between checkpoints, at least: a jump applies no more than about this
MOST = 500  # checkpoints of a long recording, at most: further apart, within memory
SPREAD = 4  # records in flight at a checkpoint per event to the next one, at most
COPY_STEP = 2_000  # records a checkpoint's copy takes on between two turns of the making


def jump_windows(ends: Sequence[float], start: int, stop: int) -> Iterator[int]:
    """Where the batches of a jump from event `start` to event `stop` end: one
    per DEPTH_RESOLUTION of session time (`ends`: the running maximum of the
    events' times), as live batches come, so the depth chart keeps its shape."""
    while start < stop:
        start = min(stop, bisect_right(ends, ends[start] + DEPTH_RESOLUTION, start))
        yield start


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """The ledger after the first `at` events; `rows` records had been put."""

    at: int
    # Its queued records left out, so it tells nothing whole (its counts and
    # order still name them): only `Checkpoints.restore` reads it, never applies to it.
    ledger: Ledger
    rows: int
    flying: array[int]  # each record in flight, in the ledger's order: its place among the rows
    held: dict[int, int]  # each STOP a worker holds: task id -> its place among the rows


class Checkpoints:
    """The checkpoints of one recording, made by `make` a slice at a time and
    read by `before` and `rows` as they come."""

    def __init__(
        self,
        events: Sequence[Event],
        ends: Sequence[float],
        first: Sequence[Event] = (),
        chunk: int = 1024,
        every: int = EVERY,
    ) -> None:
        """`first`: applied before the events (the recorded queue's setup);
        `chunk`: the most events one batch applies (the bridge's)."""
        self.events, self.ends = events, ends
        self.every = max(every, len(events) // MOST)
        self._first, self._chunk = tuple(first), chunk
        self.records: list[Record] = []  # every item put, in order: the finished ones shared
        self._points: list[Checkpoint] = []
        self._indexes: list[int] = []  # parallel to _points: bisect finds one
        self._steps: Iterator[None] | None = self._making()
        self.applied = 0  # events applied so far in the making

    @property
    def done(self) -> bool:
        """Every checkpoint is made."""
        return self._steps is None

    def fresh(self) -> Ledger:
        """A ledger before the first event: the recorded queue, nothing happened yet."""
        ledger = Ledger()
        if self._first:
            ledger.apply(self._first)
        return ledger

    def __len__(self) -> int:
        return len(self._indexes)

    @property
    def indexes(self) -> list[int]:
        """Where the checkpoints made so far are, in events applied."""
        return self._indexes[:]

    def before(self, target: int) -> Checkpoint | None:
        """The latest checkpoint made so far at or before event `target` (None: none)."""
        i = bisect_right(self._indexes, target)
        return self._points[i - 1] if i else None

    def restore(self, point: Checkpoint) -> tuple[Ledger, list[Record]]:
        """A ledger of its own at `point`, and the records put up to it, in
        order, those in flight as that ledger holds them."""
        ledger = point.ledger.kept()  # its running records, copies of their own
        rows, running = self.records[: point.rows], ledger.live
        ranked = ledger.discipline == "Priority"
        in_flight = []
        for place in point.flying:
            rec = running.get(rows[place].task_id) or rows[place].as_put(ranked)
            in_flight.append(rec)
            rows[place] = rec
        ledger.put_back(in_flight)
        for stop in ledger.held_stops.values():
            rows[point.held[stop.task_id]] = stop
        return ledger, rows

    def make(self, seconds: float) -> bool:
        """Go on making checkpoints for about `seconds` (a batch at least);
        True once every one is made."""
        turn = TimeSlice(seconds)
        while self._steps is not None:
            if next(self._steps, StopIteration) is StopIteration:
                self._steps = None
            elif not turn.more():
                break
        return self._steps is None

    def make_all(self) -> None:
        """Make every checkpoint now."""
        self.make(float("inf"))

    def _making(self) -> Iterator[None]:
        """Apply the recording, a batch a step, keeping a checkpoint every
        `every` events or more (no fewer than 1/SPREAD of the records in flight at it)."""
        ledger, events, records, chunk = self.fresh(), self.events, self.records, self._chunk
        places: dict[int, int] = {}  # put since the last checkpoint, or in flight at it
        index = last = 0
        for end in jump_windows(self.ends, 0, len(events)):
            for at in range(index, end, chunk):
                for rec in ledger.apply(events[at : min(end, at + chunk)]):
                    places[rec.task_id] = len(records)
                    records.append(rec)
                self.applied = min(end, at + chunk)
                yield
            index = end
            if index - last >= max(self.every, len(ledger.live) // SPREAD) and index < len(events):
                places = {r.task_id: places[r.task_id] for r in ledger.in_flight()}
                flying = array("q", (places[task_id] for task_id in ledger.live))
                held = {i: place for i, place in places.items() if i not in ledger.live}
                kept = yield from ledger.copying(COPY_STEP)  # a part a turn
                self._points.append(Checkpoint(index, kept, len(records), flying, held))
                self._indexes.append(index)
                last = index
                # What the making keeps (a million records) leaves the cycle
                # collector's scans, as the window's frames move every object out.
                gc.freeze()
                yield
