"""Whether the workers take and finish items in FIFO order (a LIFO or
priority queue is judged by its `QueueOrder`)."""

from __future__ import annotations

import copy
from bisect import bisect, bisect_left
from collections.abc import Iterable

from fifo_gui.core.ledger.record import Record

KEEP = 4096  # finishes a late report is judged against, at most


class FinishOrder:
    """Whether items finished in the order of their keys (a task's id, its
    place in the take order), by their own finish times, as the table shows
    them. A worker may report its finish after a newer item's (the other
    worker ran first between its end and its report): its time says which
    came first. So the finishes since the oldest item still running are kept,
    in time order; a new one is in order if it sorts between its neighbours."""

    def __init__(self) -> None:
        self.in_order = True
        self._ends: list[tuple[float, int]] = []  # (finish time, key), in time order

    def copy(self) -> FinishOrder:
        other = copy.copy(self)
        other._ends = list(self._ends)
        return other

    @property
    def kept(self) -> tuple[tuple[float, int], ...]:
        """The finishes (time, key) a finish reported next is judged against."""
        return tuple(self._ends)

    def finished(self, ends: Iterable[tuple[float, int]]) -> None:
        """Items finished: (their finish time, their key), in the order reported."""
        kept = self._ends
        last = kept[-1] if kept else None
        for end in ends:
            if last is None or end >= last:  # the usual case: the latest so far
                if last is not None and last[1] > end[1]:
                    self.in_order = False
                kept.append(end)
                last = end
                continue
            place = bisect(kept, end)
            if (place and kept[place - 1][1] > end[1]) or kept[place][1] < end[1]:
                self.in_order = False
            kept.insert(place, end)

    def settle(self, earliest: float | None) -> None:
        """No finish reported from now on ends before `earliest` (the oldest
        start among the items still running; None: none runs, and what starts
        later ends later): of what ended before it, only the latest is kept."""
        ends = self._ends
        cut = len(ends) - 1 if earliest is None else bisect_left(ends, (earliest,)) - 1
        cut = max(cut, len(ends) - KEEP)
        if cut > 0:
            del ends[:cut]


class FifoCheck:
    """Taken in FIFO order: judged by the take order, not by when each start
    was reported. A worker reports a start after get() returned, so with many
    workers an older item may be reported after a newer one; each such item is
    held by another worker that is not running a reported task, so only so
    many can be unreported while the order holds. More: one was skipped.

    `Ledger.apply` judges each take as it follows the batch (it knows who
    holds what); this keeps the verdicts and the count they are judged by."""

    def __init__(self) -> None:
        self.started_in_order = True
        self.unreported = 0  # items older than the newest taken, taken but not yet reported
        self.finishes = FinishOrder()  # by id: finished in FIFO order, oldest first

    @property
    def finished_in_order(self) -> bool:
        return self.finishes.in_order

    def copy(self) -> FifoCheck:
        """A check of its own (its verdicts, counts and the finishes it judges by)."""
        other = copy.copy(self)
        other.finishes = self.finishes.copy()
        return other

    def judge_afresh(self) -> None:
        """The queue's order was set again: judge what is taken from now on."""
        self.started_in_order, self.unreported = True, 0
        self.finishes = FinishOrder()

    def finished(self, records: list[Record], earliest: float | None) -> None:
        """`records` ran and left, reported in this order; `earliest`: see
        `FinishOrder.settle`."""
        ends = []
        for rec in records:
            assert rec.finished is not None  # it ran and left: its end is known
            ends.append((rec.finished, rec.task_id))
        self.finishes.finished(ends)
        self.finishes.settle(earliest)
