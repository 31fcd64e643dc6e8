"""One clock for the whole window: seconds since the session began.

The table, the timeline, the depth chart and the event log all show the
core's monotonic timestamps this way, from the same epoch (the table model's),
so a line in the log can be found on the timeline and in the table.
"""

from __future__ import annotations

from fifo_gui.ui.words.numbers import seconds


def since(monotonic: float, epoch: float) -> float:
    """Seconds from `epoch` to `monotonic` (both `time.monotonic()` values)."""
    return monotonic - epoch


def format_since(monotonic: float, epoch: float) -> str:
    """`12.345 s` for a `time.monotonic()` value, `epoch` being the session's start."""
    return seconds(since(monotonic, epoch))
