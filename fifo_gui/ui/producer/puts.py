"""The ids one producer put, so that its count is said as far as the ledger has seen."""

from __future__ import annotations

import threading
from bisect import bisect_right


class Puts:
    """The ids a producer (a burst, a scenario, the auto-producer) put, in put
    order. The window tells its progress as the ledger knows it: a producer's
    own tally ran hundreds of tasks ahead of the counts beside it in a flood.

    Thread-safe: the auto-producer adds on its own thread while the window
    reads (a lock around each; a few per frame and per put)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.count = 0  # tasks put
        self._runs: list[range] = []  # runs of consecutive ids (they rise)
        self._starts: list[int] = []  # the first id of each run
        self._before: list[int] = []  # how many of the producer's tasks came before each

    def add(self, ids: range) -> None:
        """`ids` were put, in order, after every id added before."""
        if not ids:
            return
        with self._lock:
            last = self._runs[-1] if self._runs else None
            if last is not None and last.stop == ids.start:
                self._runs[-1] = range(last.start, ids.stop)  # one task at a time: one run
            else:
                self._runs.append(ids)
                self._starts.append(ids.start)
                self._before.append(self.count)
            self.count += len(ids)

    def seen(self, last_put_id: int | None) -> int:
        """How many of them a ledger that has seen task `last_put_id` put shows
        queued (None: it has seen none put). Other producers' tasks may fall
        between the runs."""
        if last_put_id is None:
            return 0
        with self._lock:
            at = bisect_right(self._starts, last_put_id) - 1
            if at < 0:
                return 0
            ids = self._runs[at]
            return self._before[at] + min(len(ids), last_put_id - ids.start + 1)
