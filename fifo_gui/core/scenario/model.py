"""A scenario as the app holds it, checked: its tasks, its queue's settings,
what a full run should end with. Made by schema.py from a file; no file here."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from fifo_gui.core.demo_tasks import DEMO_TASKS
from fifo_gui.core.messages import QT_TRANSLATE_NOOP, CoreError

UserTasks = Mapping[str, Callable[..., Any]]

VERSION = 2  # the version written; every version up to it is read
DISCIPLINES = ("FIFO", "LIFO", "Priority")
ENGINES = ("threads", "processes")  # what runs the workers' calls (core/processes)
COMPARES = ("disciplines", "engines")  # what Labs ▸ Compare sets side by side
BROKERS = ("rq",)  # the brokers a scenario may play on (fifo_gui.broker)
BROKER_KINDS = ("sleep", "fail", "cpu", "noop")  # the demo kinds a broker's worker imports


class ScenarioError(CoreError, ValueError):
    """A scenario file that cannot be used, with the reason and where."""


@dataclass(frozen=True, slots=True)
class ScenarioTask:
    """One task of a scenario: a registry kind, its parameters, its arrival time."""

    kind: str
    at: float = 0.0
    name: str | None = None  # sleep
    seconds: float | None = None  # sleep
    n: int | None = None  # cpu
    count: int = 1  # noop: a burst of this many, put at once
    workers: int | None = None  # the settings in force from this arrival on, if they changed
    maxsize: int | None = None
    priority: float = 0  # under a priority queue: lower runs first
    args: tuple[Any, ...] = ()  # a user task's arguments (JSON values)
    kwargs: tuple[tuple[str, Any], ...] = ()

    def call(
        self,
        user_tasks: UserTasks | None = None,
    ) -> tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]:
        """The function, arguments and keyword arguments this task schedules."""
        if self.kind not in DEMO_TASKS:
            if user_tasks is None or self.kind not in user_tasks:
                raise ScenarioError(
                    QT_TRANSLATE_NOOP(
                        "CoreErrors", "the task kind {kind!r} needs its tasks file loaded"
                    ),
                    kind=self.kind,
                )
            return user_tasks[self.kind], self.args, dict(self.kwargs)
        func = DEMO_TASKS[self.kind]
        if self.kind == "sleep":
            return func, (self.name, self.seconds), {}
        if self.kind in ("cpu", "race", "race_locked") and self.n is not None:
            return func, (self.n,), {}
        return func, (), {}


@dataclass(frozen=True, slots=True)
class Scenario:
    """A parsed, checked scenario."""

    tasks: tuple[ScenarioTask, ...]
    workers: int = 1
    maxsize: int = 0
    title: str = ""
    description: str = ""
    expect: dict[str, int] = field(default_factory=dict)
    version: int = VERSION
    expect_lost: dict[str, int | str] = field(default_factory=dict)  # race kind: n or "some"
    discipline: str = "FIFO"  # the queue's order: FIFO, LIFO or Priority
    engine: str | None = None  # "threads" or "processes"; None: whichever the run chose
    compare: str = "disciplines"  # Compare runs it per discipline, or per engine
    broker: str | None = None  # "rq": it plays on the RQ queue attached; None: in-process
