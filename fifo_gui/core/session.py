"""The session a window records: everything it enqueued and when, so that
File ▸ Save can write it as a scenario that plays the lesson again."""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from fifo_gui.core.scenario import (
    MAX_TASKS,
    Scenario,
    ScenarioError,
    ScenarioTask,
    task_for_call,
)
from fifo_gui.core.task import make_label

Settings = tuple[int, int]  # (workers, maxsize) in force
# What `FIFOScheduler.retry` puts before a label ("#3" in recordings made before "ID 3").
_RETRY_OF = re.compile(r"^(?:retry of (?:#|ID )\d+: )+")


class SessionRecorder:
    """Demo tasks in the order they were enqueued, each with the time it arrived
    and the workers/maxsize in force then. Other callables are not recorded: a
    scenario file can only name the demo tasks. A burst is one entry with a count.
    A retry is an entry of its own, a copy of the task it retries (found by
    the label the scheduler gave that task: the same call, the same label).

    Thread-safe: the auto-producer records from its own thread.
    """

    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        settings: Callable[[], Settings] | None = None,
    ) -> None:
        self._clock = clock
        self._settings = settings
        self._lock = threading.Lock()
        self._entries: list[tuple[float, ScenarioTask, Settings | None]] = []
        self._by_label: dict[str, ScenarioTask] = {}  # what a retry of that label puts

    def __len__(self) -> int:
        return len(self._entries)

    def clear(self) -> None:
        """Forget everything (a new session)."""
        with self._lock:
            self._entries = []
            self._by_label = {}

    def _add(self, task: ScenarioTask, at: float | None = None) -> bool:
        settings = None if self._settings is None else self._settings()
        entry = (self._clock() if at is None else at, task, settings)
        label = _label(task)
        with self._lock:
            if len(self._entries) >= MAX_TASKS:
                return False
            self._entries.append(entry)
            if label is not None:
                self._by_label[label] = replace(task, count=1)
        return True

    def record_retry(self, label: str, at: float | None = None) -> bool:
        """The task labelled `label` (a table row's) was retried: its copy is
        kept like any arrival. False if that task was not recorded (not a demo
        task, or from before this session)."""
        with self._lock:
            task = self._by_label.get(_RETRY_OF.sub("", label))
        return task is not None and self._add(task, at)

    def record_call(
        self, func: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> None:
        """`func(*args, **kwargs)` was enqueued (ignored if it is not a demo task)."""
        task = task_for_call(func, args, kwargs, 0.0)
        if task is not None:
            self._add(task)

    def record_task(self, task: ScenarioTask, at: float | None = None) -> None:
        """A scenario's task (or burst entry) was enqueued: kept with the time it
        arrived here (`at`, a `clock` value; now if None)."""
        self._add(replace(task, at=0.0, workers=None, maxsize=None), at)

    def record_burst(self, count: int, began: float | None = None) -> bool:
        """`count` no-op tasks were enqueued, as one burst that began at `began`
        (a `clock` value; now if None). False, and nothing kept, if the session
        already holds as many entries as a scenario file may (MAX_TASKS)."""
        if count < 1:
            return True
        return self._add(ScenarioTask("noop", count=count), began)

    def scenario(self, workers: int, maxsize: int) -> Scenario | None:
        """The session as a scenario; None if nothing was recorded. Arrival times
        count from the first arrival; the scenario starts with the settings in
        force then (`workers`/`maxsize` if unknown) and each entry where they
        changed says so."""
        with self._lock:
            entries = sorted(self._entries, key=lambda e: e[0])  # stable
        if not entries:
            return None
        start = entries[0][0]
        known = (workers, maxsize)
        first = entries[0][2] or known
        tasks = []
        in_force = first
        for at, task, settings in entries:
            now = settings or known
            changed = now != in_force
            in_force = now
            tasks.append(
                replace(
                    task,
                    at=round(at - start, 3),
                    workers=now[0] if changed else None,
                    maxsize=now[1] if changed else None,
                )
            )
        return Scenario(
            tasks=tuple(tasks),
            workers=first[0],
            maxsize=first[1],
            title="Saved session",
            description="Everything enqueued from the fifo_gui window in one "
            "session, with its arrival times.",
        )


def _label(task: ScenarioTask) -> str | None:
    """The label the scheduler gives the call `task` makes (None for a kind it cannot call here)."""
    try:
        func, args, kwargs = task.call()
    except ScenarioError:
        return None
    return make_label(func, args, kwargs)
