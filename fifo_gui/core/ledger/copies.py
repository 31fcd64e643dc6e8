"""A ledger's copies, for a replay's checkpoints: what may still change is
copied, the rest is shared (`Ledger`, store.py, is one; this is its part)."""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Generator, Iterable
from itertools import islice
from typing import TypeVar

from fifo_gui.core.ledger.depth import DepthSeries
from fifo_gui.core.ledger.order_check import FifoCheck
from fifo_gui.core.ledger.queue_order import QueueOrder
from fifo_gui.core.ledger.record import Record
from fifo_gui.core.ledger.tally import Tally
from fifo_gui.core.ledger.timeline import Timeline
from fifo_gui.core.states import QUEUED

L = TypeVar("L", bound="Copies")


class Copies:
    """`copy`, `copying` and `put_back` of a `Ledger`: its records in flight
    are copied, every other record is shared, as nothing changes it again,
    and what is bounded is copied."""

    # The ledger's own state, as store.py keeps it and says what each is.
    live: dict[int, Record]
    waiting: deque[Record]
    workers: dict[str, Record | None]
    recent: deque[Record]
    last_put: Record | None
    lanes: list[str]
    cancelled_waiting: list[int]
    producers_waiting: dict[str, float]
    _stops_held: dict[str, Record]
    _stops_queued: dict[int, Record]
    timeline: Timeline
    depth_series: DepthSeries
    tally: Tally
    check: FifoCheck
    order: QueueOrder | None

    def copy(self: L) -> L:
        """A ledger of its own at this instant, to go on from (a replay's
        checkpoint): the records in flight are copied, every other record is
        shared, as nothing changes it again; what is bounded is copied."""
        steps = self.copying(len(self.live) + len(self.waiting) + 1)
        while True:
            try:
                next(steps)
            except StopIteration as made:
                return made.value  # type: ignore[no-any-return]

    def copying(self: L, step: int, *, queued: bool = True) -> Generator[None, None, L]:
        """`copy()`, a part at a time: it yields after each `step` records it
        copies or places, and returns the copy. Nothing may change this ledger
        until it has returned (a replay's making of checkpoints pauses for it).

        `queued=False` leaves the queued records out of the copy (a checkpoint
        keeps where they are instead: a queued record is its put,
        `Record.as_put`); `put_back` puts them in again."""
        live: dict[int, Record] = {}
        in_flight = iter(self.live.items())
        for _ in range(0, len(self.live), step):
            for task_id, rec in islice(in_flight, step):
                if queued or rec.state is not QUEUED:
                    live[task_id] = rec.copy()
            yield
        # A STOP a worker holds is still to be said exited: it may still change.
        held = {id(rec): rec.copy() for rec in self._stops_held.values()}
        stops_held = {thread: held[id(rec)] for thread, rec in self._stops_held.items()}
        was_live = self.live

        def own(rec: Record) -> Record:
            """`rec`'s copy if it may still change, else `rec` itself: shared."""
            if was_live.get(rec.task_id) is rec:
                return live.get(rec.task_id, rec)  # a queued one left out: put back later
            return held.get(id(rec), rec)

        waiting: deque[Record] = deque()
        queue = iter(self.waiting if queued else ())
        for _ in range(0, len(self.waiting) if queued else 0, step):
            waiting.extend(map(own, islice(queue, step)))
            yield
        other = copy.copy(self)
        other.live, other._stops_held, other.waiting = live, stops_held, waiting
        other._stops_queued = {i: own(rec) for i, rec in self._stops_queued.items()}
        other.workers = {w: None if rec is None else own(rec) for w, rec in self.workers.items()}
        other.recent = deque(map(own, self.recent), self.recent.maxlen)
        other.last_put = None if self.last_put is None else own(self.last_put)
        other.lanes, other.cancelled_waiting = list(self.lanes), list(self.cancelled_waiting)
        other.producers_waiting = dict(self.producers_waiting)
        other.timeline, other.depth_series = self.timeline.copy(), self.depth_series.copy()
        other.tally, other.check = self.tally.copy(), self.check.copy()
        other.order = None if self.order is None else self.order.copy()
        return other

    def put_back(self, in_flight: Iterable[Record]) -> None:
        """After a copy that left the queued records out (`copying(queued=False)`):
        `in_flight` are its records in flight again, in their order, the queued
        ones records of their own, the others the copy's."""
        self.live = {rec.task_id: rec for rec in in_flight}
        self.waiting = deque(rec for rec in self.live.values() if rec.state is QUEUED)
        self._stops_queued = {i: self.live[i] for i in self._stops_queued}
        if self.last_put is not None:  # a queued one was left out
            self.last_put = self.live.get(self.last_put.task_id, self.last_put)
