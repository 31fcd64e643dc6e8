"""`TimeSlice`: how long one turn of work on the GUI thread may go on."""

from __future__ import annotations

import time


class TimeSlice:
    """Up to `seconds` of work, a step at a time: `more()` (asked after each
    step) is True while a next step as long as the last one still ends in
    time. A turn so never runs a step past its end because it began just
    before it; the first step always runs, however slow the machine."""

    def __init__(self, seconds: float) -> None:
        self._last = time.perf_counter()
        self._end = self._last + seconds

    def more(self) -> bool:
        """Whether another step fits in what is left of the slice."""
        now = time.perf_counter()
        step, self._last = now - self._last, now
        return now + step < self._end
