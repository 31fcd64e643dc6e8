"""Show the core's monotonic timestamps as wall-clock times (HH:MM:SS.mmm)."""

from __future__ import annotations

import time

# One offset for the whole run, so every time shown comes from the same
# monotonic clock and two events keep their true order and distance.
_OFFSET = time.time() - time.monotonic()


def format_clock(monotonic: float) -> str:
    """`12:00:01.234` for a `time.monotonic()` value."""
    wall = monotonic + _OFFSET
    millis = int((wall % 1) * 1000)
    return time.strftime("%H:%M:%S", time.localtime(wall)) + f".{millis:03d}"
