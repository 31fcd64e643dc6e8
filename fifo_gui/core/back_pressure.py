"""Back-pressure read from a recording: when a producer waited for room.

A live window knows its producer is blocked in `put()`; a recording holds
only what happened. It still shows the signature of back-pressure: the queue
was full, and the next item went in right after a worker took one, because
`put()` returned as soon as `get()` made room. `blocked_spans` finds those
waits, from the moment the queue was full to that put, so a replay of a
bounded buffer shows the producer waiting (the recording cannot say when the
producer began to try: the span starts when the queue filled). The bound is
the recording's own where it says it (its `QueueConfigured` events).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from fifo_gui.core.events import (
    Event,
    QueueConfigured,
    SentinelTaken,
    TaskCancelled,
    TaskQueued,
    TaskStarted,
    WorkerStopped,
)

# Seconds: a put this soon after the take that made room was waiting for it. A
# thread blocked in put() returns at once; the window's own producers (its
# buttons, a scenario) try again at the window's next frame, 50 ms later.
RIGHT_AFTER = 0.1


def blocked_spans(events: Sequence[Event], maxsize: int = 0) -> list[tuple[float, float]]:
    """(from, to) times when a producer waited for room in a queue of `maxsize`
    (0: unbounded, never) until a `QueueConfigured` in `events` sets another."""
    spans: list[tuple[float, float]] = []
    if maxsize <= 0 and not any(type(e) is QueueConfigured and e.maxsize > 0 for e in events):
        return spans  # never bounded: nobody ever waited for room
    waiting: set[int] = set()  # ids in the queue, STOPs included (they take room too)
    full_since: float | None = None
    last_take = -1.0
    for event in events:
        if isinstance(event, TaskQueued):
            if full_since is not None and 0 <= event.time - last_take <= RIGHT_AFTER:
                spans.append((full_since, event.time))
            waiting.add(event.task_id)
            full_since = event.time if 0 < maxsize <= len(waiting) else None
        elif isinstance(event, TaskStarted):
            waiting.discard(event.task_id)
            last_take = event.time
        elif isinstance(event, (WorkerStopped, SentinelTaken)):
            waiting.discard(event.sentinel_id)
            last_take = event.time
        elif isinstance(event, TaskCancelled):
            waiting.discard(event.task_id)  # a queued task cancelled frees its room
        elif isinstance(event, QueueConfigured):
            maxsize = event.maxsize
            if not 0 < maxsize <= len(waiting):
                full_since = None  # a bigger bound (or none) let the producer in
            elif full_since is None:
                full_since = event.time  # a smaller bound: full from now
    return spans


def blocked_at(spans: Sequence[tuple[float, float]], time: float) -> bool:
    """True if `time` falls in one of `spans` (sorted, as `blocked_spans` gives them)."""
    i = bisect_right(spans, (time, float("inf"))) - 1
    return i >= 0 and spans[i][0] <= time < spans[i][1]
