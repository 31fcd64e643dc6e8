"""The bounds of a scheduler's setup, checked where a caller passes them."""

from __future__ import annotations

import math

MAX_WORKERS = 16


def check_workers(workers: object) -> int:
    """`workers` as an int in 1..MAX_WORKERS, or a clear error."""
    if isinstance(workers, bool) or not isinstance(workers, int):
        raise TypeError(f"workers must be an int, not {type(workers).__name__}")
    if not 1 <= workers <= MAX_WORKERS:
        raise ValueError(f"workers must be between 1 and {MAX_WORKERS}, got {workers}")
    return workers


def check_maxsize(maxsize: object) -> int:
    """`maxsize` as an int >= 0 (0 = unbounded), or a clear error."""
    if isinstance(maxsize, bool) or not isinstance(maxsize, int) or maxsize < 0:
        raise ValueError(f"maxsize must be an int >= 0 (0 = unbounded), got {maxsize!r}")
    return maxsize


def check_priority(priority: object) -> float:
    """`priority` as a finite number, or a clear error."""
    if (
        isinstance(priority, bool)
        or not isinstance(priority, (int, float))
        or not math.isfinite(priority)
    ):
        raise ValueError(f"priority must be a finite number, got {priority!r}")
    return priority
