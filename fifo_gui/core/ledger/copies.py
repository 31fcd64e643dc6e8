"""A ledger's copies: what may still change is copied, the rest is shared
(`Ledger`, store.py, is one; this is its part). A replay's checkpoint keeps
such a copy without its queued records: a queued record is its put and
nothing more (`Record.as_put`), so the checkpoint keeps its place instead."""

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
    """`copy`, `copying` and `put_back` of a `Ledger`: its running records are
    copied, its queued ones made afresh, every finished record shared (nothing
    changes it again), and what is bounded copied."""

    # The ledger's state, as store.py keeps it and says what each is.
    live: dict[int, Record]
    waiting: deque[Record]
    workers: dict[str, Record | None]
    recent: deque[Record]
    last_put: Record | None
    lanes: list[str]
    cancelled_waiting: list[int]
    producers_waiting: dict[str, float]
    held_stops: dict[str, Record]
    queued_stops: dict[int, Record]
    timeline: Timeline
    depth_series: DepthSeries
    tally: Tally
    check: FifoCheck
    order: QueueOrder | None

    def copy(self: L) -> L:
        """A ledger of its own at this instant, to go on from."""
        other = self.kept()
        other.put_back(other.live.get(i) or rec.as_put(rec.ranked) for i, rec in self.live.items())
        return other

    def kept(self: L) -> L:
        """`copying` at once: a copy without its queued records."""
        steps = self.copying(len(self.live) + 1)
        while True:
            try:
                next(steps)
            except StopIteration as made:
                return made.value  # type: ignore[no-any-return]

    def copying(self: L, step: int) -> Generator[None, None, L]:
        """A copy without its queued records, a part at a time (a replay's
        checkpoint keeps where they are instead; `put_back` puts them in): it
        yields after each `step` records in flight and returns the copy.
        Nothing may change this ledger until it has returned (a replay's
        making of checkpoints pauses for it)."""
        live: dict[int, Record] = {}
        in_flight = iter(self.live.items())
        for _ in range(0, len(self.live), step):
            for task_id, rec in islice(in_flight, step):
                if rec.state is not QUEUED:
                    live[task_id] = rec.copy()
            yield
        # A STOP a worker holds is still to be said exited: it may still change.
        held = {id(rec): rec.copy() for rec in self.held_stops.values()}
        was_live = self.live

        def own(rec: Record) -> Record:
            """`rec`'s copy if it may still change, else `rec` itself: shared (a
            queued one too, until `put_back` puts its own in)."""
            if was_live.get(rec.task_id) is rec:
                return live.get(rec.task_id, rec)
            return held.get(id(rec), rec)

        other = copy.copy(self)
        other.live, other.waiting, other.queued_stops = live, deque(), dict(self.queued_stops)
        other.held_stops = {thread: held[id(rec)] for thread, rec in self.held_stops.items()}
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
        """Complete a copy made by `copying`: `in_flight` are its records in
        flight, in their order, the queued ones records of their own."""
        self.live = {rec.task_id: rec for rec in in_flight}
        self.waiting = deque(rec for rec in self.live.values() if rec.state is QUEUED)
        self.queued_stops = {i: self.live[i] for i in self.queued_stops}
        if self.last_put is not None:  # a queued one was shared until now
            self.last_put = self.live.get(self.last_put.task_id, self.last_put)
