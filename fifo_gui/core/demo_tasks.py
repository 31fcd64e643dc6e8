"""The demo tasks the window and scenario files can enqueue, by kind.

`sample_task` and `failing_task` are the lesson's, with one change: the sleep
waits on the worker's cancel token so closing the app never hangs.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from fifo_gui.core.cancel import cancellable_sleep, check_cancelled
from fifo_gui.core.echo import say

MAX_SECONDS = min(3600.0, threading.TIMEOUT_MAX)


def check_seconds(seconds: object) -> float:
    """`seconds` as a float in [0, MAX_SECONDS], or a clear `ValueError`/`TypeError`."""
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        raise TypeError(f"duration must be a number of seconds, not {type(seconds).__name__}")
    value = float(seconds)
    if not math.isfinite(value) or value < 0 or value > MAX_SECONDS:
        raise ValueError(f"duration must be between 0 and {MAX_SECONDS:g} seconds, got {seconds!r}")
    return value


def sample_task(name: str, duration: float) -> str:
    """A simple task that prints a message and sleeps (the lesson's)."""
    say(f"Starting task: '{name}' (will run for {duration}s)")
    cancellable_sleep(check_seconds(duration))
    say(f"Finished task: '{name}'")
    return name


def failing_task() -> None:
    """A task that is designed to fail (the lesson's)."""
    say("Starting failing task...")
    raise ValueError("This task was meant to fail!")


def cpu_task(n: int = 2_000_000) -> int:
    """A CPU-bound task: the sum of the first `n` squares, the slow way.

    It holds the GIL while it computes, which is what the class should see.
    """
    total = 0
    for start in range(0, n, 100_000):
        check_cancelled()
        total += sum(i * i for i in range(start, min(start + 100_000, n)))
    return total


def noop() -> None:
    """Does nothing: for measuring the queue itself."""


DEMO_TASKS: Mapping[str, Callable[..., Any]] = MappingProxyType(
    {"sleep": sample_task, "fail": failing_task, "cpu": cpu_task, "noop": noop}
)


def expected_seconds(
    func: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
) -> float | None:
    """How long a call should run, when we can know it: a sleeping task's duration.

    A sleeping task with a bad duration (negative, NaN, infinite, too long, not
    a number) raises `ValueError`/`TypeError` here, so `schedule()` refuses it in
    the caller instead of failing later in the worker.
    """
    if func is not sample_task:
        return None
    if "duration" in kwargs:
        return check_seconds(kwargs["duration"])
    if len(args) > 1:
        return check_seconds(args[1])
    return None  # a missing argument: the call itself will say so
