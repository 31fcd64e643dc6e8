"""Plain helpers shared by the test folders: constants and functions, no Qt, no fixtures.

Fixtures live in the conftest.py that covers every folder using them; helpers that
drive widgets live in tests/ui/helpers.py. No test module imports another.
"""

from __future__ import annotations

import os
import random
import threading
from collections.abc import Callable, Iterable
from pathlib import Path

from fifo_gui.core.events import (
    Event,
    ProducerWaiting,
    QueueConfigured,
    QueuePaused,
    QueueStepped,
    SentinelTaken,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.ledger import Band, Ledger, Record

ROOT = Path(__file__).resolve().parents[1]
JOIN = 5.0  # seconds: generous, only reached when something is broken


def repeat_count(default: int = 20) -> int:
    """How often a `slow` test repeats its case: CI keeps the default, FIFO_GUI_REPEAT lowers it."""
    count = int(os.environ.get("FIFO_GUI_REPEAT", str(default)))
    if count < 1:
        raise ValueError(f"FIFO_GUI_REPEAT must be at least 1, not {count}")
    return count


def ledger_of(events: Iterable[Event]) -> Ledger:
    """The ledger the app builds from `events`: where every task is, as they tell it.

    Its `queued` counts STOP sentinels too (`stops_waiting` of them); `arrivals`
    counts tasks put, STOPs aside.
    """
    ledger = Ledger()
    ledger.apply(tuple(events))  # a snapshot: workers may still be reporting
    return ledger


class Recorder:
    """A listener that keeps every event, and lets a test wait for one."""

    def __init__(self) -> None:
        self.events: list[Event] = []
        self._cond = threading.Condition()

    def __call__(self, event: Event) -> None:
        with self._cond:
            self.events.append(event)
            self._cond.notify_all()

    def of(self, kind: type) -> list[Event]:
        with self._cond:
            return [e for e in self.events if isinstance(e, kind)]

    def wait_for(self, predicate: Callable[[list[Event]], bool], timeout: float = JOIN) -> None:
        with self._cond:
            assert self._cond.wait_for(lambda: predicate(self.events), timeout), self.events


def random_run(seed: int, tasks: int = 400, workers: int = 3) -> list[Event]:
    """A made-up run's events, all kinds of them: puts (STOPs, priorities),
    takes and ends on several workers (a failure, a cancel, a late report),
    pauses, steps, a producer waiting, a change of discipline, workers exiting
    or going on after a STOP. Not a real queue's run: a ledger's workout."""
    rng = random.Random(seed)
    events: list[Event] = []
    now, next_id = 0.0, 1
    queued: list[int] = []
    running: dict[str, int] = {}
    names = [f"worker-{n + 1}" for n in range(workers)]

    def tick() -> float:
        nonlocal now
        now += rng.choice((0.0, 0.0005, 0.002, 0.01, 0.05))
        return now

    for name in names:
        events.append(WorkerStarted(tick(), name))
    while next_id <= tasks or queued or running:
        roll = rng.random()
        if next_id <= tasks and roll < 0.4:
            stop = rng.random() < 0.03
            label = "STOP" if stop else f"t{next_id}()"
            priority = float(rng.choice((0, 1, 2)))
            events.append(TaskQueued(next_id, label, tick(), "MainThread", stop, None, priority))
            queued.append(next_id)
            next_id += 1
        elif queued and roll < 0.7:
            free = [n for n in names if n not in running]
            if not free:
                continue
            worker = rng.choice(free)
            task_id = queued.pop(rng.randrange(len(queued)) if rng.random() < 0.1 else 0)
            if task_id % 97 == 0:  # a STOP-like take: the worker goes on
                events.append(SentinelTaken(tick(), worker, task_id))
            else:
                events.append(TaskStarted(task_id, tick(), worker))
                running[worker] = task_id
        elif running and roll < 0.95:
            worker = rng.choice(sorted(running))
            task_id = running.pop(worker)
            if rng.random() < 0.05:
                events.append(TaskFailed(task_id, tick(), worker, "ValueError", "no", "tb"))
            elif rng.random() < 0.03:
                events.append(TaskCancelled(task_id, tick(), worker))
            else:
                events.append(TaskFinished(task_id, tick(), worker, repr(task_id)))
        elif queued and roll < 0.96:
            events.append(TaskCancelled(queued.pop(), tick(), "MainThread"))
        elif roll < 0.97:
            events.append(QueuePaused(tick(), "MainThread", rng.random() < 0.5))
        elif roll < 0.975:
            events.append(QueueStepped(tick(), "MainThread"))
        elif roll < 0.98:
            events.append(ProducerWaiting(tick(), "MainThread", "burst", rng.random() < 0.5))
        elif roll < 0.982:
            discipline = rng.choice(("FIFO", "LIFO", "Priority"))
            events.append(QueueConfigured(tick(), "MainThread", discipline, 0, workers))
    events.append(WorkerStopped(tick(), names[0], 97 if tasks >= 97 else 0))
    return events


def record_facts(rec: Record) -> tuple[object, ...]:
    """Every field of a record, as a tuple."""
    return tuple(getattr(rec, name) for name in Record.__slots__)


def ledger_facts(ledger: Ledger) -> dict[str, object]:
    """What a ledger says, every view's reading of it, as plain values: two
    ledgers that tell the same facts compare equal."""

    def ids(records: Iterable[Record]) -> list[int]:
        return [r.task_id for r in records]

    def band(b: Band | None) -> object:
        return None if b is None else (b.worker, b.start, b.end, b.count, b.failed, ids(b.runs))

    facts: dict[str, object] = {
        name: getattr(ledger, name)
        for name in [
            "first_id",
            "queued",
            "running",
            "done",
            "failed",
            "cancelled",
            "consumed",
            "stops_waiting",
            "taken_upto",
            "cancelled_waiting",
            "discipline",
            "maxsize",
            "worker_count",
            "paused",
            "steps",
            "producers_waiting",
            "lanes",
            "in_system",
            "finished",
            "started_in_order",
            "finished_in_order",
            "unreported",
            "first_arrival",
            "arrivals",
            "completed",
            "departures",
            "last_left",
            "sojourn_total",
            "arrival_sum",
        ]
    }
    tally = ledger.tally
    facts |= {
        "live": {i: record_facts(r) for i, r in ledger.live.items()},
        "head": ids(ledger.head(10**9)),
        "queued_stops": ids(ledger.queued_stops.values()),
        "held_stops": {w: record_facts(r) for w, r in ledger.held_stops.items()},
        "positions": {i: ledger.queue_position(r) for i, r in ledger.live.items()},
        "workers": {w: None if r is None else r.task_id for w, r in ledger.workers.items()},
        "recent": [record_facts(r) for r in ledger.recent],
        "last_put": None if ledger.last_put is None else record_facts(ledger.last_put),
        "spans": [record_facts(r) for r in ledger.spans],
        "bands": [band(b) for b in ledger.bands],
        "latest_bands": {w: band(ledger.latest_band(w)) for w in ledger.lanes},
        "markers": list(ledger.markers),
        "depth": list(ledger.depth),
        "chart_markers": list(ledger.chart_markers),
        "waits": list(ledger.waits),
        "runs": list(ledger.runs),
        "completions": [list(c) for c in ledger.completions],
        "means": (tally.wait_total, tally.started_count, tally.run_total),
        "finishes": ledger.check.finishes.kept,
    }
    return facts
