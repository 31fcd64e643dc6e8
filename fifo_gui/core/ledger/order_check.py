"""Whether the workers take and finish items in FIFO order (a LIFO or
priority queue is judged by its `QueueOrder`)."""

from __future__ import annotations

import copy

from fifo_gui.core.ledger.record import Record


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
        self.finished_in_order = True
        self.last_finished = 0  # the id of the newest item to finish

    def copy(self) -> FifoCheck:
        """A check of its own (its verdicts and counts)."""
        return copy.copy(self)

    def judge_afresh(self) -> None:
        """The queue's order was set again: judge what is taken from now on."""
        self.started_in_order, self.finished_in_order, self.unreported = True, True, 0

    def finished(self, records: list[Record]) -> None:
        """`records` ran and left, in this order: in FIFO order, oldest first."""
        last, in_order = self.last_finished, self.finished_in_order
        for rec in records:
            if rec.task_id < last:
                in_order = False
            else:
                last = rec.task_id
        self.last_finished, self.finished_in_order = last, in_order
