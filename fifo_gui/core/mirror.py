"""The live picture of the queue that the teaching views draw.

Which items wait on the queue (in FIFO order), what each worker is doing, what
just finished, and the spans a timeline draws: a read-only face of the shared
`Ledger`. Everything is bounded, so a flood of a million tasks costs a fixed
amount of memory.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from fifo_gui.core.events import Event
from fifo_gui.core.ledger import HISTORY, RECENT, Band, Ledger, Marker, Record

Item = Record  # what the views call a box or a bar
__all__ = ["Band", "Item", "Marker", "QueueMirror"]


class QueueMirror:
    """What is on the queue, in the workers' hands, and just done."""

    def __init__(self, ledger: Ledger | None = None, *, history: int = HISTORY,
                 recent: int = RECENT) -> None:
        """Read `ledger` (the window's shared one), or keep a ledger of its own."""
        self.ledger = ledger if ledger is not None else Ledger(history, recent)

    def apply(self, batch: Iterable[Event]) -> None:
        """Follow a batch of events (into the ledger)."""
        self.ledger.apply(batch)

    @property
    def waiting_count(self) -> int:
        """Items (tasks and STOPs) on the queue now."""
        return self.ledger.queued

    def head(self, count: int) -> list[Item]:
        """The first `count` waiting items, next-to-run first."""
        return self.ledger.head(count)

    def running(self) -> list[Item]:
        """Items the workers are running now."""
        return self.ledger.running_records()

    @property
    def workers(self) -> dict[str, Item | None]:
        """Alive workers: the item each runs, or None while it waits on get()."""
        return self.ledger.workers

    @property
    def lanes(self) -> list[str]:
        """Every worker ever seen, in order: the timeline's lanes."""
        return self.ledger.lanes

    @property
    def recent(self) -> deque[Item]:
        """The last few items that left the queue's story (finished, cancelled, consumed)."""
        return self.ledger.recent

    @property
    def spans(self) -> deque[Item]:
        """Finished items that ran, oldest first, bounded."""
        return self.ledger.spans

    @property
    def bands(self) -> deque[Band]:
        """Each worker's stretches of back-to-back runs, oldest first, bounded."""
        return self.ledger.bands

    @property
    def markers(self) -> deque[Marker]:
        """Stop pressed, workers exited."""
        return self.ledger.markers
