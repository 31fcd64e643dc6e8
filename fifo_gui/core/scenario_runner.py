"""Run a scenario without a window: for `fifo-gui --console --scenario FILE`,
notebooks, Compare, and tests.

The calling thread is the producer: it sleeps until each task's arrival time
and schedules it (waiting for room on a bounded queue, as a producer does),
then stops the workers and waits for them. What happened is read from the
scheduler's events, like the window reads them.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.demo_tasks import RACE_COUNTERS, expected_seconds
from fifo_gui.core.disciplines import DISCIPLINES
from fifo_gui.core.engines import PROCESS_SCHEDULER, check_crossing
from fifo_gui.core.events import (
    Event,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
)
from fifo_gui.core.scenario import Scenario
from fifo_gui.core.scenario.model import ENGINES
from fifo_gui.core.stats import mean, p95


@dataclass
class RaceResult:
    """One shared counter after a run."""

    name: str
    expected: int
    actual: int

    @property
    def lost(self) -> int:
        return self.expected - self.actual


@dataclass
class RunResult:
    """What one run of a scenario did."""

    discipline: str
    engine: str = "threads"  # what ran the workers' calls: "threads" or "processes"
    done: int = 0
    failed: int = 0
    cancelled: int = 0
    waits: list[float] = field(default_factory=list)  # seconds queued, per started task
    start_order: list[int] = field(default_factory=list)  # task ids, in the order they started
    races: dict[str, RaceResult] = field(default_factory=dict)
    runs: list[float] = field(default_factory=list)  # seconds each task ran, start to end
    cpus: list[float | None] = field(default_factory=list)  # its call's CPU seconds, as `runs`
    first_start: float | None = None
    last_end: float | None = None

    @property
    def mean_run(self) -> float | None:
        return mean(self.runs)

    @property
    def mean_cpu(self) -> float | None:
        """The mean CPU seconds a task's call used (None: none was measured)."""
        return mean([cpu for cpu in self.cpus if cpu is not None])

    @property
    def cpu_share(self) -> float | None:
        """The tasks' CPU seconds over their run seconds, where both are known:
        1.0 when each ran on a CPU of its own, 0.5 when threads took turns for the GIL."""
        known = [
            (cpu, run) for cpu, run in zip(self.cpus, self.runs, strict=True) if cpu is not None
        ]
        ran = sum(run for _, run in known)
        return sum(cpu for cpu, _ in known) / ran if ran > 0 else None

    @property
    def wall(self) -> float | None:
        """Seconds from the first task's start to the last one's end: what
        threads and processes are compared by (a process's start-up is not in it)."""
        if self.first_start is None or self.last_end is None:
            return None
        return self.last_end - self.first_start

    @property
    def mean_wait(self) -> float | None:
        return mean(self.waits)

    @property
    def p95_wait(self) -> float | None:
        return p95(self.waits)

    @property
    def max_wait(self) -> float | None:
        return max(self.waits, default=None)


class _Collector:
    """A listener that keeps what a RunResult needs (called on several threads)."""

    def __init__(self, result: RunResult) -> None:
        self.result = result
        self._queued: dict[int, float] = {}
        self._started: dict[int, float] = {}
        self._lock = threading.Lock()

    def __call__(self, event: Event) -> None:
        r = self.result
        with self._lock:
            if isinstance(event, TaskQueued):
                if not event.sentinel:
                    self._queued[event.task_id] = event.time
            elif isinstance(event, TaskStarted):
                r.waits.append(event.time - self._queued[event.task_id])
                r.start_order.append(event.task_id)
                self._started[event.task_id] = event.time
                if r.first_start is None:
                    r.first_start = event.time
            elif isinstance(event, (TaskFinished, TaskFailed, TaskCancelled)):
                if isinstance(event, TaskFinished):
                    r.done += 1
                elif isinstance(event, TaskFailed):
                    r.failed += 1
                else:
                    r.cancelled += 1
                began = self._started.pop(event.task_id, None)
                if began is not None:
                    r.runs.append(event.time - began)
                    r.cpus.append(event.cpu)
                    r.last_end = event.time


def run_scenario(
    scenario: Scenario,
    scheduler_class: type[ClassroomScheduler] = ClassroomScheduler,
    *,
    workers: int | None = None,
    user_tasks: Mapping[str, Callable[..., Any]] | None = None,
    verbose: bool = False,
    listener: Callable[[Event], None] | None = None,
    sleep: Callable[[float], None] = time.sleep,
    engine: str | None = None,
) -> RunResult:
    """Play `scenario` on a new scheduler of `scheduler_class` and wait for the end:
    every task done, then Stop.

    `engine` ("threads" or "processes") runs the workers' calls, as `workers`
    wins over the scenario's own; threads, the lesson's, are the default.
    `listener`, if given, hears every event too (a recording, say).
    """
    check_crossing(scenario, user_tasks, engine)
    for counter in RACE_COUNTERS.values():
        counter.reset()
    workers = workers or scenario.workers
    if (engine or scenario.engine) == "processes":  # as RunResult.engine says
        scheduler: ClassroomScheduler = PROCESS_SCHEDULER.load()(
            workers, scenario.maxsize, verbose=verbose
        )
        scheduler.use_queue(scheduler_class.queue_class)  # the same queue, its calls in processes
    else:
        scheduler = scheduler_class(workers, scenario.maxsize, verbose=verbose)
    result = RunResult(scheduler.discipline, (engine or scenario.engine) or "threads")
    scheduler.add_listener(_Collector(result))
    if listener is not None:
        scheduler.add_listener(listener)
    scheduler.start()
    try:
        began = time.monotonic()
        for task in sorted(scenario.tasks, key=lambda t: t.at):
            delay = began + task.at - time.monotonic()
            if delay > 0:
                sleep(delay)
            func, args, kwargs = task.call(user_tasks or {})
            expected = expected_seconds(func, args, kwargs)
            for _ in range(task.count):
                scheduler.submit(func, args, kwargs, priority=task.priority, expected=expected)
        # Wait until every task is done, then stop: in a LIFO queue a STOP put
        # while tasks wait would be taken first, and the rest never run.
        scheduler.join()  # the lesson's tasks.join(), which Ctrl+C leaves whole
        scheduler.stop()
    except BaseException:
        scheduler.shutdown(timeout=2.0)
        raise
    result.races = {
        kind: RaceResult(c.name, c.expected, c.value)
        for kind, c in RACE_COUNTERS.items()
        if any(t.kind == kind for t in scenario.tasks)
    }
    return result


def compare(
    scenario: Scenario,
    *,
    workers: int | None = None,
    user_tasks: Mapping[str, Callable[..., Any]] | None = None,
    engine: str | None = None,
) -> list[RunResult]:
    """Run `scenario` once per queue discipline (FIFO, LIFO, Priority), in turn;
    a scenario that compares engines (`"compare": "engines"`) once on threads,
    then once on processes, on its own queue. What the tasks print goes where
    they print it (the terminal): this may run on a thread of the window's, and
    must not change the process's stdout.

    Each run counts races on the shared counters from zero; when the runs are
    over, the counters get back the figures they had (the window's session's).
    """
    saved = [(c, c.value, c.expected) for c in RACE_COUNTERS.values()]
    try:
        if scenario.compare == "engines":
            cls = DISCIPLINES[scenario.discipline]
            return [
                run_scenario(scenario, cls, workers=workers, user_tasks=user_tasks, engine=each)
                for each in ENGINES
            ]
        return [
            run_scenario(scenario, cls, workers=workers, user_tasks=user_tasks, engine=engine)
            for cls in DISCIPLINES.values()
        ]
    finally:
        for counter, value, expected in saved:
            counter.restore(value, expected)


def expectations_met(scenario: Scenario, result: RunResult) -> list[str]:
    """What `scenario.expect` asks that `result` does not give (empty: all held)."""
    missed = []
    for key in ("done", "failed", "cancelled"):
        if key in scenario.expect and getattr(result, key) != scenario.expect[key]:
            missed.append(f"expected {key} = {scenario.expect[key]}, got {getattr(result, key)}")
    for kind, rule in scenario.expect_lost.items():
        race = result.races.get(kind)
        lost = race.lost if race is not None else 0
        if rule == "some" and lost <= 0:
            missed.append(f"expected {kind} to lose updates, it lost none")
        elif isinstance(rule, int) and lost != rule:
            missed.append(f"expected {kind} to lose {rule} updates, it lost {lost:,}")
    return missed
