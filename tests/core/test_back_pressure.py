"""Back-pressure read from a recording (a replay's producer 'put() blocked')."""

from __future__ import annotations

from fifo_gui.core.back_pressure import blocked_at, blocked_spans
from fifo_gui.core.events import (
    Event,
    QueueConfigured,
    TaskCancelled,
    TaskQueued,
    TaskStarted,
    WorkerStopped,
)


def put(task_id: int, at: float, sentinel: bool = False) -> TaskQueued:
    return TaskQueued(task_id, f"T{task_id}", at, "MainThread", sentinel)


def take(task_id: int, at: float) -> TaskStarted:
    return TaskStarted(task_id, at, "worker-1")


# maxsize 2, one worker. 1 runs; 2 and 3 fill the queue at 0.3; the producer's
# next put (4) comes 10 ms after 2 is taken at 1.0: it was waiting. 5 arrives
# long after 3 is taken: nobody waited. The STOP takes room like any item.
EVENTS: list[Event] = [
    put(1, 0.0),
    take(1, 0.0),
    put(2, 0.2),
    put(3, 0.3),
    take(2, 1.0),
    put(4, 1.01),
    take(3, 2.0),
    put(5, 3.0),
    take(4, 3.0),
    put(6, 3.1, sentinel=True),
    take(5, 4.0),
    WorkerStopped(5.0, "worker-1", 6),
]


def test_a_put_right_after_a_take_into_a_full_queue_was_waiting() -> None:
    assert blocked_spans(EVENTS, 2) == [(0.3, 1.01)]


def test_an_unbounded_queue_never_blocks() -> None:
    assert blocked_spans(EVENTS, 0) == []


def test_a_cancelled_waiting_task_frees_its_room() -> None:
    events = [put(1, 0.0), put(2, 0.1), TaskCancelled(2, 0.5, "MainThread"), put(3, 0.52)]
    assert blocked_spans(events, 2) == []  # room came from the cancel, not a take


def bound(maxsize: int, at: float) -> QueueConfigured:
    return QueueConfigured(at, "MainThread", "FIFO", maxsize, 1)


def test_the_recordings_own_bound_is_followed() -> None:
    """A recording that says its maxsize needs none from the caller; a change
    of bound mid-way is followed."""
    assert blocked_spans([bound(2, 0.0), *EVENTS]) == [(0.3, 1.01)]
    assert blocked_spans([bound(0, 0.0), *EVENTS], 2) == []
    # Unbounded until 0.35: 2 and 3 are queued when the bound of 2 makes it full.
    assert blocked_spans([*EVENTS[:4], bound(2, 0.35), *EVENTS[4:]]) == [(0.35, 1.01)]
    # A bound of 3 from 0.5: the queue was no longer full, 4 did not wait.
    assert blocked_spans([*EVENTS[:4], bound(3, 0.5), *EVENTS[4:]], 2) == []


def test_blocked_at_reads_the_spans() -> None:
    spans = [(0.3, 1.01), (2.0, 2.5)]
    assert [blocked_at(spans, t) for t in (0.0, 0.3, 0.9, 1.01, 2.2, 3.0)] == [
        False,
        True,
        True,
        False,
        True,
        False,
    ]
