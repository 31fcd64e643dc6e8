"""What is true at one instant: the facts the window says, as functions of
`(ledger, now)`.

The queue lane, the worker badge, the narrator and the spoken descriptions
ask here what a worker is doing and whether the run is over, so that no view
decides it on its own, at its own moment, and none can contradict another.
Qt-free. (The window's test oracle does not read these: it judges the views
from the ledger's records themselves.)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from fifo_gui.core.ledger import Ledger, Record

BUSY_WITHIN = 0.25  # s: a flood's worker that finished a task this recently is between two
FLOOD_RATE = 20.0  # tasks/s on one worker from which its runs are a flood


class Doing(Enum):
    """What a worker is doing at one instant."""

    RUNNING = "running"  # it holds an item: a task it runs
    BUSY = "busy"  # between two tasks of a flood: it takes task after task
    WAITING = "waiting"  # blocked in tasks.get(): nothing for it to take
    PAUSED = "paused"  # alive, holding nothing, and the queue lets nothing out
    NOT_RUNNING = "not running"  # not started yet, or exited


def between_tasks(ledger: Ledger, worker: str, now: float) -> bool:
    """True if `worker`, holding no task, is between two: it finished one
    within BUSY_WITHIN of `now` and either tasks wait for it, or it has been
    taking them back to back at a flood's rate (FLOOD_RATE a second, over
    BUSY_WITHIN at least). A flood's worker holds no task at most frames
    (each takes microseconds), yet it does not rest in get()."""
    band = ledger.latest_band(worker)
    if band is None or now - band.end > BUSY_WITHIN:
        return False
    if tasks_waiting(ledger):
        return True
    span = max(band.end - band.start, BUSY_WITHIN)  # a few quick runs are not yet a flood
    return band.count >= FLOOD_RATE * span


def doing(ledger: Ledger, worker: str, now: float) -> Doing:
    """What `worker` does at `now`, as far as the ledger has seen."""
    if worker not in ledger.workers:
        return Doing.NOT_RUNNING
    if ledger.workers[worker] is not None:
        return Doing.RUNNING
    if ledger.paused:
        return Doing.PAUSED
    if between_tasks(ledger, worker, now):
        return Doing.BUSY
    return Doing.WAITING


def worker_names(ledger: Ledger) -> list[str]:
    """The workers a view shows: those alive, else those start() would run."""
    return list(ledger.workers) or [f"worker-{n}" for n in range(1, ledger.worker_count + 1)]


@dataclass(frozen=True)
class Workers:
    """How many workers do what, at one instant."""

    running: int  # hold a task (or take task after task in a flood)
    waiting: int  # blocked in get()
    paused: int
    alive: int


def workers_at(ledger: Ledger, now: float) -> Workers:
    """The workers counted by what they do at `now`."""
    counts = dict.fromkeys(Doing, 0)
    for name in ledger.workers:
        counts[doing(ledger, name, now)] += 1
    return Workers(
        running=counts[Doing.RUNNING] + counts[Doing.BUSY],
        waiting=counts[Doing.WAITING],
        paused=counts[Doing.PAUSED],
        alive=len(ledger.workers),
    )


def tasks_waiting(ledger: Ledger) -> int:
    """Tasks on the queue now (STOP sentinels are not tasks)."""
    return ledger.queued - ledger.stops_waiting


def run_over(ledger: Ledger) -> bool:
    """True once tasks have arrived and none is queued or running: every
    worker waits, is paused or has exited. (A STOP still waiting with no
    worker to take it is not a task.)"""
    return ledger.arrivals > 0 and ledger.in_system == 0


def standing_still(ledger: Ledger) -> bool:
    """True once nothing changes until someone acts: the run is over, or tasks
    wait and no worker will take them (none runs; none is alive, or the queue
    is paused): the tasks a STOP left behind it, say."""
    if run_over(ledger):
        return True
    stuck = not ledger.workers or ledger.paused
    return ledger.running == 0 and tasks_waiting(ledger) > 0 and stuck


def queue_full(ledger: Ledger) -> bool:
    """The queue is bounded and holds as many items as its bound (or more: a
    STOP goes past it), so a put() now would wait."""
    return bool(ledger.maxsize) and ledger.queued >= ledger.maxsize


def waiting_for_room(ledger: Ledger) -> tuple[str, ...]:
    """Who waits for room on the full queue, by name (none: nobody): each
    producer that reported waiting, while the queue is still full. The instant
    a worker frees a slot nobody waits for room any more (the producer is
    about to put), though its report that it put comes later."""
    return tuple(sorted(ledger.producers_waiting)) if queue_full(ledger) else ()


def over_bound(ledger: Ledger) -> int:
    """How many items the queue holds past its maxsize (0: none, or unbounded).
    Only STOP is ever put past the bound: Stop must never block the window."""
    if not ledger.maxsize:
        return 0
    return max(0, ledger.queued - ledger.maxsize)


def producer_thread(ledger: Ledger) -> str:
    """The thread that put the latest item, a task or a STOP (none was put
    yet: the producer the queue's setup names, the window's clicks' MainThread)."""
    last: Record | None = ledger.last_put
    return ledger.producer if last is None else last.producer
