"""Where each queued item stands in a LIFO or priority queue, and whether
the workers take and finish items in that queue's own order."""

from __future__ import annotations

import bisect
import copy
from collections.abc import Iterable, Iterator

from fifo_gui.core.events import (
    Event,
    SentinelTaken,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStopped,
)
from fifo_gui.core.ledger.order_check import FinishOrder
from fifo_gui.core.ledger.record import Record

COMPACT = 1024  # a lane drops the ids it has passed once this many have piled up


class _Lane:
    """Queued ids in arrival order, for `QueueOrder`. Ids arrive in increasing
    order, so appending keeps the list sorted; the item a worker takes next is
    at one end (FIFO: the front, LIFO: the back) and leaves in O(1). An id
    that leaves from the middle (a cancel, or two workers reporting out of
    order) goes on the short sorted `gone` list until an end reaches it."""

    __slots__ = ("gone", "ids", "start")

    def __init__(self) -> None:
        self.ids: list[int] = []
        self.start = 0  # ids before it have left from the front
        self.gone: list[int] = []

    def __len__(self) -> int:
        return len(self.ids) - self.start - len(self.gone)

    def copy(self) -> _Lane:
        other = _Lane()
        other.ids, other.start, other.gone = list(self.ids), self.start, list(self.gone)
        return other

    def remove(self, task_id: int) -> None:
        ids, gone = self.ids, self.gone
        if task_id == ids[self.start]:
            self.start += 1
            while gone and self.start < len(ids) and ids[self.start] == gone[0]:
                del gone[0]
                self.start += 1
            if self.start >= COMPACT and self.start * 2 >= len(ids):
                del ids[: self.start]
                self.start = 0
        elif task_id == ids[-1]:
            ids.pop()
            while gone and ids and ids[-1] == gone[-1]:
                gone.pop()
                ids.pop()
        else:
            bisect.insort(gone, task_id)

    def before(self, task_id: int) -> int:
        """How many queued ids are older than `task_id`."""
        return (
            bisect.bisect_left(self.ids, task_id, self.start)
            - self.start
            - bisect.bisect_left(self.gone, task_id)
        )

    def after(self, task_id: int) -> int:
        """How many queued ids are newer than `task_id`."""
        gone = self.gone
        return (
            len(self.ids)
            - bisect.bisect_right(self.ids, task_id, self.start)
            - (len(gone) - bisect.bisect_right(gone, task_id))
        )

    def oldest_first(self) -> Iterator[int]:
        ids, gone = self.ids, set(self.gone)
        return (ids[i] for i in range(self.start, len(ids)) if ids[i] not in gone)

    def newest_first(self) -> Iterator[int]:
        ids, gone = self.ids, set(self.gone)
        return (ids[i] for i in range(len(ids) - 1, self.start - 1, -1) if ids[i] not in gone)


class QueueOrder:
    """Where each queued item stands in a LIFO or priority queue (FIFO needs
    none of this: the ledger's `taken_upto` says it).

    A priority queue takes the lowest (priority, id) first: items of one
    priority leave in arrival order, so each priority has its own lane and a
    position is the sizes of the lanes ahead plus the place in its own. A LIFO
    queue is one lane read from the back. Every step costs O(log n) at most,
    so following a batch stays small per event however long the queue is.
    """

    def __init__(self, discipline: str) -> None:
        self.discipline = discipline
        self._lifo = discipline == "LIFO"
        self._lanes: dict[float, _Lane] = {}
        self._keys: list[float] = []  # the lanes' priorities, sorted
        self._where: dict[int, float] = {}  # queued id -> its lane's priority
        # The order judged against this queue's own discipline (`follow`).
        self.taken_in_order = True
        self.finishes = FinishOrder()  # by place in the take order, on their own times
        self._took: dict[int, int] = {}  # running id -> its place in the take order
        self._takes = 0

    def copy(self) -> QueueOrder:
        """An order of its own: its lanes and what it judged so far."""
        other = copy.copy(self)
        other._lanes = {key: lane.copy() for key, lane in self._lanes.items()}
        other._keys, other._where = list(self._keys), dict(self._where)
        other._took = dict(self._took)
        other.finishes = self.finishes.copy()
        return other

    @property
    def finished_in_order(self) -> bool:
        """Finished in the order they were taken, by their own finish times."""
        return self.finishes.in_order

    def settle(self, earliest: float | None) -> None:
        """No finish reported from now on ends before `earliest` (`FinishOrder.settle`)."""
        self.finishes.settle(earliest)

    @classmethod
    def of(cls, discipline: str, queued: Iterable[Record]) -> QueueOrder:
        """The order of a queue that holds `queued` (in arrival order) now."""
        order = cls(discipline)
        order.follow(
            TaskQueued(r.task_id, r.label, r.enqueued, r.producer, r.sentinel, None, r.priority)
            for r in queued
        )
        return order

    def follow(self, batch: Iterable[Event], workers: int = 1) -> None:
        """Take in a batch: arrivals join their lane, items that left leave it.

        A take is in the queue's order if the item was at most `workers` from
        the head: each worker may hold one older take not reported yet."""
        for event in batch:
            if isinstance(event, TaskQueued):
                key = 0.0 if self._lifo else event.priority
                lane = self._lanes.get(key)
                if lane is None:
                    lane = self._lanes[key] = _Lane()
                    bisect.insort(self._keys, key)
                lane.ids.append(event.task_id)
                self._where[event.task_id] = key
            elif isinstance(event, TaskStarted):
                place = self.position(event.task_id)
                if place is not None:
                    if place > workers:
                        self.taken_in_order = False
                    self._takes += 1
                    self._took[event.task_id] = self._takes
                self._leave(event.task_id)
            elif isinstance(event, (TaskFinished, TaskFailed)):
                took = self._took.pop(event.task_id, None)
                if took is not None:
                    self.finishes.finished(((event.time, took),))
            elif isinstance(event, TaskCancelled):
                self._took.pop(event.task_id, None)
                self._leave(event.task_id)
            elif isinstance(event, (WorkerStopped, SentinelTaken)):
                self._leave(event.sentinel_id)

    def _leave(self, task_id: int) -> None:
        key = self._where.pop(task_id, None)
        if key is None:
            return  # not queued here: already left, or an earlier session's
        lane = self._lanes[key]
        lane.remove(task_id)
        if not len(lane):
            del self._lanes[key]
            del self._keys[bisect.bisect_left(self._keys, key)]

    def position(self, task_id: int) -> int | None:
        """1 for the item a worker takes next; None if `task_id` is not queued."""
        key = self._where.get(task_id)
        if key is None:
            return None
        lane = self._lanes[key]
        if self._lifo:
            return lane.after(task_id) + 1
        ahead = sum(len(self._lanes[k]) for k in self._keys[: bisect.bisect_left(self._keys, key)])
        return ahead + lane.before(task_id) + 1

    def head(self) -> Iterator[int]:
        """Queued ids, next-to-run first."""
        if self._lifo:
            for lane in self._lanes.values():
                yield from lane.newest_first()
            return
        for key in list(self._keys):
            yield from self._lanes[key].oldest_first()
