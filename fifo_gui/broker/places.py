"""`Places`: where the source last saw a queue's jobs — the queue's Redis
list in order, and RQ's started registry — and which jobs one glance says
have moved since. Pure bookkeeping, no I/O (the source reads Redis).

While jobs move, the source does not hear each write to each job: RQ makes
eight a job, and hearing them all costs a busy queue about as much as a
worker's share of a core. It glances at where the jobs are instead, once a
tick, in one transaction: the list's length, its head and its last `TAIL`
ids, and the started registry. Jobs leave the list at its head and join it
at its tail (RQ's FIFO), so a glance says which left (taken by a worker)
and which joined; the registry says which began and which ended. A move a
glance cannot follow (a job put at the front, one removed from the middle,
more new ones than the tail shows) asks for the whole list instead.

`EndedCursor`: where a glance reads one of RQ's ended registries from, so
each entry is taken in once, not once a glance.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from typing import NamedTuple

TAIL = 16  # ids read from the list's tail at each glance: the new ones, mostly


class Glance(NamedTuple):
    """One transaction's look at a queue: its list's length, its first id
    (None: empty), its last `TAIL` ids in order, and the jobs in RQ's
    started registry."""

    length: int
    head: str | None
    tail: Sequence[str]
    started: set[str]


class Places:
    """The queue's list in order and the started registry's jobs, as last seen."""

    def __init__(self, queued: Iterable[str] = (), started: Iterable[str] = ()) -> None:
        self.queued: deque[str] = deque(queued)
        self._in_queue = set(self.queued)
        self.started = set(started)

    def holds(self, job_id: str, shown_started: bool) -> bool:
        """Whether the job's place at the last look says no more than is
        shown of it: on the list, or started and shown started. (A forking
        RQ worker puts a job in the started registry before its work horse
        writes "started" to the job's hash; read in between, it is not
        held, and is read again.)"""
        return job_id in self._in_queue or (shown_started and job_id in self.started)

    def moved(self, glance: Glance) -> set[str] | None:
        """The jobs that changed place since the last look: taken from the
        list's head, new at its tail, started or ended. None, the places
        left as they were, when the list changed in a way the glance cannot
        follow: then `reset` with the whole list."""
        taken = 0  # jobs left of the head now: taken by workers, in order
        if glance.head is None:
            taken = len(self.queued)
        elif glance.head in self._in_queue:
            while self.queued[taken] != glance.head:
                taken += 1
        else:
            taken = len(self.queued)  # all taken, and the head is a new one
        staying = len(self.queued) - taken
        joined = glance.length - staying
        tail = glance.tail
        if joined < 0 or joined > len(tail) or (joined == len(tail) and staying):
            return None  # removed from the middle, or more joined than the tail shows
        if joined and glance.head is not None and staying == 0 and tail[-joined] != glance.head:
            return None
        if staying and len(tail) > joined and tail[len(tail) - joined - 1] != self.queued[-1]:
            return None  # the tail is not ours: put at the front, or reordered
        left = [self.queued.popleft() for _ in range(taken)]
        self._in_queue.difference_update(left)
        new = tail[len(tail) - joined :] if joined else []
        self.queued.extend(new)
        self._in_queue.update(new)
        changed = self.started ^ glance.started
        self.started = set(glance.started)
        return changed.union(left, new)

    def reset(self, queued: Sequence[str], started: Iterable[str]) -> set[str]:
        """After a read of the whole list: the places are `queued` and
        `started`; the jobs that changed place since the last look."""
        was = self._in_queue | self.started
        self.queued = deque(queued)
        self._in_queue = set(queued)
        self.started = set(started)
        return was ^ (self._in_queue | self.started)


class EndedCursor:
    """Where the next glance reads an ended registry (finished, failed,
    cancelled) from, and which of its entries from there on are not new.

    RQ scores an ended entry by its expiry in whole seconds: a newer end
    scores as high as the highest seen, or higher, and entries of one
    score come by name, not in the order they ended. So a glance reads every entry from the highest
    score it has seen (`score`), and of those, the ones the glance before
    it read are not new: in a flood, a second's ends are read at every
    glance of that second, and taken in at the first."""

    def __init__(self) -> None:
        self.score = float("-inf")
        self._read: set[bytes] = set()  # what the last look read, from `score` on

    def seen_all(self, entries: Iterable[bytes], top: float | None) -> None:
        """A look at the whole registry (`entries`, its highest score `top`;
        None: empty): each of them taken in."""
        self._read = set(entries)
        self.score = float("-inf") if top is None else top

    def new(self, entries: Iterable[bytes], top: float | None) -> list[bytes]:
        """Of a glance's `entries` (those from `score` on; the registry's
        highest score `top`), those the last look did not read; the next
        glance reads from `top`."""
        entries = list(entries)
        read, self._read = self._read, set(entries)
        if top is not None:
            self.score = max(self.score, top)
        return [entry for entry in entries if entry not in read]
