"""The session a window records: the demo tasks it enqueued and when, so that
File ▸ Save can write them as a scenario that plays the lesson again."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from fifo_gui.core.scenario import MAX_TASKS, Scenario, ScenarioTask, task_for_call


class SessionRecorder:
    """Demo tasks in the order they were enqueued, each with its arrival time in
    seconds since the first one. Other callables are not recorded: a scenario
    file can only name the demo tasks."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._start: float | None = None
        self._tasks: list[ScenarioTask] = []

    def __len__(self) -> int:
        return len(self._tasks)

    def _since_start(self) -> float:
        now = self._clock()
        if self._start is None:
            self._start = now
        return round(now - self._start, 3)

    def record_call(self, func: Callable[..., Any], args: tuple[Any, ...],
                    kwargs: dict[str, Any]) -> None:
        """`func(*args, **kwargs)` was enqueued (ignored if it is not a demo task)."""
        task = task_for_call(func, args, kwargs, self._since_start())
        if task is not None:
            self._tasks.append(task)

    def record_task(self, task: ScenarioTask) -> None:
        """A scenario's task was enqueued: kept with the time it arrived here."""
        self._tasks.append(replace(task, at=self._since_start()))

    def record_burst(self, count: int) -> bool:
        """`count` no-op tasks were enqueued at once. False, and nothing kept, if
        the session would then hold more than a scenario file may (MAX_TASKS)."""
        if count > MAX_TASKS - len(self._tasks):
            return False
        self._tasks += [ScenarioTask("noop", at=self._since_start())] * count
        return True

    def scenario(self, workers: int, maxsize: int) -> Scenario | None:
        """The session as a scenario for `workers` and `maxsize`; None if nothing
        was recorded."""
        if not self._tasks:
            return None
        return Scenario(tasks=tuple(self._tasks), workers=workers, maxsize=maxsize,
                        title="Saved session",
                        description="Tasks enqueued from the fifo_gui window, with their "
                                    "arrival times.")
