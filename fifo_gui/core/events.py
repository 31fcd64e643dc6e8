"""The lifecycle events a scheduler reports to its listeners.

Each event is an immutable record stamped with `time.monotonic()` and the name
of the thread that caused it. They are `NamedTuple`s: immutable, so one event
can be handed from a worker to the window as it is, and cheap to make, since
the worker makes two for every task. An event that ends a task carries the
CPU seconds its call used (`cpu`): measured with `time.thread_time()` on a
worker thread, `time.process_time()` in a worker process, None where nobody
measured it (a broker's jobs, an older recording). Set against the task's run
(started to finished) it shows the GIL: a thread that waits for the lock runs
long on little CPU. Listeners are called on the thread that
caused the event (the producer for `TaskQueued`, a worker for the rest): they
must be quick and must not touch GUI objects. The three `Queue...` events say
how the queue is set up (a new listener hears `QueueConfigured` at once), so
that a view reads its configuration from the same stream as the tasks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple


class TaskQueued(NamedTuple):
    """A task (or a STOP sentinel, `sentinel=True`) was put on the queue."""

    task_id: int
    label: str
    time: float
    thread: str
    sentinel: bool = False
    expected: float | None = None  # seconds it should run, when known (sleep tasks)
    priority: float = 0  # what a PriorityScheduler orders by (lower first)


class TaskStarted(NamedTuple):
    """A worker took the task off the queue and called it."""

    task_id: int
    time: float
    thread: str


class TaskFinished(NamedTuple):
    """The task returned; `result` is a short, safe repr of what it returned."""

    task_id: int
    time: float
    thread: str
    result: str
    cpu: float | None = None  # CPU seconds the call used; None: not measured


class TaskFailed(NamedTuple):
    """The task raised; the worker caught it and goes on."""

    task_id: int
    time: float
    thread: str
    error_type: str
    message: str
    traceback: str
    cpu: float | None = None  # CPU seconds the call used before it raised


class TaskCancelled(NamedTuple):
    """The task will not run (or stopped early at a cooperative cancel)."""

    task_id: int
    time: float
    thread: str
    cpu: float | None = None  # CPU seconds it used before it stopped (None: never ran)


class WorkerStarted(NamedTuple):
    """A worker thread began its loop and is about to block on `get()`."""

    time: float
    thread: str


class WorkerStopped(NamedTuple):
    """A worker took a STOP sentinel (`sentinel_id`) off the queue and exited
    (0: it ended without one)."""

    time: float
    thread: str
    sentinel_id: int


class SentinelTaken(NamedTuple):
    """A worker took a STOP sentinel off the queue and has not exited (yet).

    The lesson's worker exits at once, so the core reports its take and exit
    as one `WorkerStopped`. A student's answer may take STOP and go on
    waiting in get(): a checked run reports the take here, and the exit, if
    it comes, as a `WorkerStopped` with the same `sentinel_id`."""

    time: float
    thread: str
    sentinel_id: int


class QueueConfigured(NamedTuple):
    """The queue's setup: its order, its bound, how many workers start() runs,
    and what the queue is, as its own code names it (the views say these words,
    never their own): the lesson's `queue.Queue`, or RQ's list `rq:queue:NAME`
    on Redis, which `Queue.enqueue()` fills with RPUSH and workers empty with BLPOP."""

    time: float
    thread: str
    discipline: str  # "FIFO", "LIFO" or "Priority"
    maxsize: int
    workers: int  # 0: the window starts none (a broker's workers are processes of their own)
    queue: str = "queue.Queue"  # what holds the items
    put: str = "schedule() → put()"  # how a task gets in: the calls, outermost first
    get: str = "get()"  # what an idle worker waits in
    producer: str = "MainThread"  # who puts while no item says: the window's clicks


class QueuePaused(NamedTuple):
    """The queue was paused (paused=True) or resumed (False)."""

    time: float
    thread: str
    paused: bool


class QueueStepped(NamedTuple):
    """While paused, a step let one item out to a waiting worker."""

    time: float
    thread: str


class ProducerWaiting(NamedTuple):
    """A producer waits for room on the full queue (`waiting=True`), or no
    longer does (False: its item went in, or it stopped trying). `producer`
    names it: "auto-producer", "scenario", "burst"."""

    time: float
    thread: str
    producer: str
    waiting: bool


Event = (
    TaskQueued
    | TaskStarted
    | TaskFinished
    | TaskFailed
    | TaskCancelled
    | WorkerStarted
    | WorkerStopped
    | SentinelTaken
    | QueueConfigured
    | QueuePaused
    | QueueStepped
    | ProducerWaiting
)
# The events that say how the queue is set up, not what it holds.
SETUP_EVENTS = (QueueConfigured, QueuePaused, QueueStepped)
Listener = Callable[[Event], None]


def taken_id(event: Event) -> int | None:
    """The id of the item a worker took (a task's, or the STOP's); None for
    an event that is no take."""
    if isinstance(event, TaskStarted):
        return event.task_id
    if isinstance(event, (WorkerStopped, SentinelTaken)):
        return event.sentinel_id
    return None
