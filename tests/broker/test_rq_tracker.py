"""What one look at RQ's records becomes: a worker is there before the job it
takes, whichever of the two reads came first (`Tracker.changes`)."""

from __future__ import annotations

import time

from fifo_gui.broker.jobs import JobReply, Tracker
from fifo_gui.core.events import (
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)

QUEUE = "lesson"


def stamp(wall: float) -> str:
    """A wall time as RQ writes it in a job's hash."""
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(wall)) + f".{int(wall % 1 * 1e6):06d}Z"


def started_job(job_id: str, worker: str, put: float, began: float) -> JobReply:
    """A job's hash as RQ leaves it once `worker` took it."""
    fields = ["started", QUEUE, stamp(put), stamp(began), "", worker, "sample_task('A', 1)"]
    return JobReply(job_id, [f.encode() for f in fields], None)


def test_a_worker_read_with_the_job_it_took_is_there_first() -> None:
    now = time.time()
    tracker = Tracker(QUEUE, "rq:queue:" + QUEUE, since=now - 10)
    alive = {"w1": (stamp(now - 5), "")}
    events = tracker.changes([started_job("j1", "w1", now - 3, now - 2)], alive)
    assert [type(e) for e in events] == [WorkerStarted, TaskQueued, TaskStarted]
    assert events[0].thread == "w1" and events[2].thread == "w1"
    assert tracker.changes([], alive) == []  # said once


def test_a_worker_seen_only_through_its_job_starts_and_then_leaves() -> None:
    """A worker that came and went between two looks of the registry is
    still there before its job, and the next look says it left."""
    now = time.time()
    tracker = Tracker(QUEUE, "rq:queue:" + QUEUE, since=now - 10)
    events = tracker.changes([started_job("j1", "w9", now - 3, now - 2)], None)
    assert [type(e) for e in events] == [TaskQueued, WorkerStarted, TaskStarted]
    assert events[1].time <= events[2].time and events[1].thread == "w9"
    (left,) = tracker.changes([], {})
    assert isinstance(left, WorkerStopped) and left.thread == "w9"


def ended_job(job_id: str, worker: str, put: float, began: float, ended: float) -> JobReply:
    """A job's hash as RQ leaves it once `worker` finished it."""
    fields = [
        "finished",
        QUEUE,
        stamp(put),
        stamp(began),
        stamp(ended),
        worker,
        "sample_task('A', 1)",
    ]
    return JobReply(job_id, [f.encode() for f in fields], None)


def test_a_worker_that_takes_its_last_job_and_leaves_in_one_look_starts_and_leaves_once() -> None:
    """A burst worker shown, whose last job and exit both come between two
    looks: its job ends, then it leaves, each said once (it was said twice)."""
    now = time.time()
    tracker = Tracker(QUEUE, "rq:queue:" + QUEUE, since=now - 10)
    tracker.changes([], {"w1": (stamp(now - 5), "")})  # w1 shown, waiting
    events = tracker.changes([ended_job("j1", "w1", now - 3, now - 2, now - 1)], {})
    assert [type(e) for e in events] == [TaskQueued, TaskStarted, TaskFinished, WorkerStopped]
    assert tracker.changes([], {}) == []  # and not again at the next look
