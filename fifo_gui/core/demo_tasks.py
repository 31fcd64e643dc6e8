"""The demo tasks the window and scenario files can enqueue, by kind.

`sample_task` and `failing_task` are the lesson's, with one change: the sleep
waits on the worker's cancel token so closing the app never hangs.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from fifo_gui.core.cancel import cancellable, cancellable_sleep, check_cancelled
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


@cancellable
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


@cancellable
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


class RaceCounter:
    """A counter several workers add to, and what it should read.

    `expected` grows by n when a race task finishes its n additions (or by
    what it did when cancelled); `value` is what the additions left. With
    no race task running, `lost` is the number of updates that vanished.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.value = 0
        self.expected = 0
        self.running = 0
        self.lock = threading.Lock()  # race_locked's: one read-modify-write at a time
        self._books = threading.Lock()  # guards expected and running, never value

    @property
    def lost(self) -> int:
        """Updates that vanished: expected minus what the counter reads."""
        return self.expected - self.value

    def reset(self) -> None:
        """Back to zero (a new session). Race tasks still running keep adding."""
        with self._books:
            self.value = self.expected = 0

    def restore(self, value: int, expected: int) -> None:
        """Put back figures read earlier (Compare's runs borrow the counters)."""
        with self._books:
            self.value, self.expected = value, expected

    def _began(self) -> None:
        with self._books:
            self.running += 1

    def _ended(self, added: int) -> None:
        with self._books:
            self.running -= 1
            self.expected += added


RACE_COUNTERS: Mapping[str, RaceCounter] = MappingProxyType(
    {"race": RaceCounter("unsafe (race)"), "race_locked": RaceCounter("locked (race_locked)")}
)
MAX_RACE_N = 1_000_000


def _check_n(n: object) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_RACE_N:
        raise ValueError(f"n must be a whole number from 1 to {MAX_RACE_N:,}, got {n!r}")
    return n


@cancellable
def race(n: int = 2000) -> int:
    """Add 1 to a shared counter n times, unsafely: read, let another thread
    run, write back. Two workers doing this lose each other's updates."""
    counter = RACE_COUNTERS["race"]
    n = _check_n(n)
    counter._began()
    done = 0
    try:
        for done in range(1, n + 1):
            value = counter.value
            time.sleep(0)  # gives up the GIL between the read and the write
            counter.value = value + 1
            if done % 500 == 0:
                check_cancelled()
    finally:
        counter._ended(done)
    return counter.value


@cancellable
def race_locked(n: int = 2000) -> int:
    """The same additions under a `threading.Lock`: none is ever lost."""
    counter = RACE_COUNTERS["race_locked"]
    n = _check_n(n)
    counter._began()
    done = 0
    try:
        for done in range(1, n + 1):
            with counter.lock:
                value = counter.value
                time.sleep(0)  # the same pause, but nobody else can write meanwhile
                counter.value = value + 1
            if done % 500 == 0:
                check_cancelled()
    finally:
        counter._ended(done)
    return counter.value


DEMO_TASKS: Mapping[str, Callable[..., Any]] = MappingProxyType(
    {
        "sleep": sample_task,
        "fail": failing_task,
        "cpu": cpu_task,
        "noop": noop,
        "race": race,
        "race_locked": race_locked,
    }
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
