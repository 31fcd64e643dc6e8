"""One FIFOScheduler of the student's, made and driven by the child: constructed,
its queue observed, started (its workers announced), and fed tasks, each call
into their code bounded."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any

from fifo_gui.check.bounded_call import Outcome, call, raised
from fifo_gui.check.observed_queue import observe
from fifo_gui.check.probe import Probe
from fifo_gui.core.events import QueueConfigured
from fifo_gui.core.fifo_queue import STANDARD_QUEUES

CALL_LIMIT = 2.0  # FIFOScheduler(), start(), each schedule()
DISCIPLINES = {"LifoQueue": "LIFO", "PriorityQueue": "Priority"}


class SchedulerRun:
    """The student's `cls`, made by `make`, with the worker threads its start() began."""

    def __init__(self, *, probe: Probe, cls: type[Any]) -> None:
        self.probe = probe
        self.cls = cls
        self.workers: list[threading.Thread] = []  # started by FIFOScheduler() or start()
        self.origin: dict[str, str] = {}  # a worker's name -> "FIFOScheduler()" / "start()"
        self.tasks: queue.Queue[Any] | None = None

    def phase(self, name: str, limit: float) -> None:
        """Say that the phase `name` begins, bounded by `limit` seconds."""
        self.probe.fact("Phase", name=name, limit=limit)

    def make(self, instance: int) -> Any:
        """A new FIFOScheduler, its queue observed and its workers started."""
        probe = self.probe
        self.phase(f"construct {instance}", CALL_LIMIT)
        probe.started.clear()
        made = call(self.cls, CALL_LIMIT, "check-construct")
        if not made.returned:
            why = made.error or f"did not return within {CALL_LIMIT:g} s"
            probe.fact("Unusable", reason=f"FIFOScheduler() {raised(why)}")
            probe.finish()
        scheduler = made.value
        tasks = getattr(scheduler, "tasks", None)
        if not isinstance(tasks, queue.Queue):
            found = "no tasks attribute" if tasks is None else f"a {type(tasks).__name__}"
            probe.fact(
                "Unusable",
                reason=f"FIFOScheduler().tasks is {found}, not a queue.Queue as in the lesson",
            )
            probe.finish()
        # A worker started by FIFOScheduler() itself is a worker too (it takes from
        # the queue): its get() is seen once the queue is observed (observed_queue.py).
        in_init = list(probe.started)
        observe(tasks, probe)
        self.tasks = tasks
        self.phase(f"start {instance}", CALL_LIMIT)
        probe.started.clear()
        started = call(scheduler.start, CALL_LIMIT, "check-start")
        in_start = list(probe.started)
        replaced = getattr(scheduler, "tasks", None)
        if replaced is not tasks and isinstance(replaced, queue.Queue):
            observe(replaced, probe)  # start() made the queue anew: that one is used
            self.tasks = replaced
        self.workers = in_init + in_start
        self.origin = {t.name: "FIFOScheduler()" for t in in_init}
        self.origin.update({t.name: "start()" for t in in_start})
        probe.fact(
            "Call",
            what="start",
            instance=instance,
            returned=started.returned,
            seconds=round(started.seconds, 6),
            error=started.error,
            threads=[t.name for t in self.workers],
            started_in=self.origin,
        )
        used = self.tasks
        discipline = DISCIPLINES.get(type(used).__mro__[1].__name__, "FIFO")
        workers = max(1, min(16, len(self.workers)))
        probe.event(
            QueueConfigured(
                probe.now(),
                "MainThread",
                discipline,
                used.maxsize,
                workers,
                STANDARD_QUEUES[discipline],
            )
        )
        for thread in self.workers:
            probe.announce(thread.name)
        self.watch_workers()  # one that ended before it was announced
        return scheduler

    def schedule(
        self, scheduler: Any, probe_name: str, func: Callable[..., Any], /, *a: Any, **k: Any
    ) -> Outcome:
        """Call `scheduler.schedule(task, *a, **k)` on a producer thread of ours, where
        `task` is the probe's task function running `func`: what that thread puts is
        the task known by `probe_name`."""
        probe = self.probe
        task = probe.task_function(probe_name, func)
        probe.producer = f"producer-{probe_name}"
        probe.scheduling[probe.producer] = probe_name
        outcome = call(lambda: scheduler.schedule(task, *a, **k), CALL_LIMIT, probe.producer)
        probe.fact(
            "Call",
            what="schedule",
            probe=probe_name,
            returned=outcome.returned,
            seconds=round(outcome.seconds, 6),
            error=outcome.error,
        )
        return outcome

    def watch_workers(self) -> None:
        """Report each worker thread that has ended and has not said so itself
        (their_threads.py has each report its own end as it happens)."""
        for thread in self.workers:
            if not thread.is_alive():
                self.probe.on_exit(thread.name)

    def alive(self) -> list[str]:
        """The names of the workers still running."""
        return [t.name for t in self.workers if t.is_alive()]

    def waiting(self) -> list[str]:
        """The workers waiting in a get() that blocks until an item comes."""
        return [t.name for t in self.workers if self.probe.waiting.get(t.ident or 0, 0) > 0]

    def settled(self) -> bool:
        """True when nothing more can happen by itself: the queue is empty and every
        worker still running waits in get() (only a put would wake one)."""
        alive = [t for t in self.workers if t.is_alive()]
        # _qsize(), the hook, not qsize(): no lock of theirs is taken here, where the
        # probe's own lock may be held (a take reports to the probe under their lock).
        empty = self.tasks is None or self.tasks._qsize() == 0
        return empty and all(self.probe.waiting.get(t.ident or 0, 0) > 0 for t in alive)
