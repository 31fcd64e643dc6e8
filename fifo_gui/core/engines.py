"""What runs the workers' calls: "threads" (the lesson's) or "processes".

A free-threaded CPython (no GIL) would run thread workers side by side; no
engine runs one yet, and `free_threaded_python` says whether one is on PATH,
so that the lab can say what it compares and why.

The names are the scenario format's (`scenario.model.ENGINES`). Worker
processes (`core/processes`) bring `multiprocessing`, `pickle` and
`subprocess` with them: a start whose engine is threads never imports them,
nor does opening a scenario that runs on threads (`check_crossing`).
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.late import Late
from fifo_gui.core.messages import QT_TRANSLATE_NOOP, Message

if TYPE_CHECKING:
    from fifo_gui.core.processes.scheduler import ProcessScheduler
    from fifo_gui.core.scenario import Scenario

PROCESS_SCHEDULER: Late[type[ProcessScheduler]] = Late(
    "fifo_gui.core.processes.scheduler",
    "ProcessScheduler",
    why="worker processes: multiprocessing and pickle, for a run that chose them",
)
PICKLED_CALL: Late[Callable[..., bytes]] = Late(
    "fifo_gui.core.processes.crossing",
    "pickled_call",
    why="what may cross to a worker process: pickle, for a scenario that runs on them",
)

ENGINES: dict[str, Late[type[ClassroomScheduler]]] = {
    "threads": Late("fifo_gui.core.classroom", "ClassroomScheduler", why="never: the lesson's"),
    "processes": PROCESS_SCHEDULER,
}


def scheduler_class(engine: str) -> type[ClassroomScheduler]:
    """The scheduler class of `engine` ("threads", "processes"), imported now if need be."""
    return ENGINES[engine].load()


def engine_of(scheduler: ClassroomScheduler | None) -> str:
    """The engine that runs `scheduler`'s calls ("threads" for none). A scheduler
    of worker processes exists only once their module was imported."""
    if PROCESS_SCHEDULER.loaded() and isinstance(scheduler, PROCESS_SCHEDULER.load()):
        return "processes"
    return "threads"


def check_crossing(
    scenario: Scenario,
    user_tasks: Mapping[str, Callable[..., Any]] | None = None,
    engine: str | None = None,
) -> None:
    """On worker processes (`engine`, else the scenario's), refuse the whole run
    with `CrossingError` if one of its tasks cannot reach a process; else nothing."""
    if (engine or scenario.engine) != "processes":
        return
    pickled_call = PICKLED_CALL.load()
    for kind in {task.kind: task for task in scenario.tasks}.values():
        pickled_call(*kind.call(user_tasks or {}))


# What a free-threaded CPython's executable is called, newest last.
FREE_THREADED = ("python3.13t", "python3.14t")


def free_threaded_python() -> str | None:
    """The path of the first free-threaded Python (`FREE_THREADED`) on PATH, or None."""
    for name in FREE_THREADED:
        found = shutil.which(name)
        if found is not None:
            return found
    return None


def free_threaded_note() -> Message:
    """What the lab says, in one sentence, about a free-threaded Python here."""
    found = free_threaded_python()
    if found is None:
        return Message(
            QT_TRANSLATE_NOOP(
                "CoreErrors",
                "No free-threaded Python was found on this computer (looked for {names} "
                "on PATH), so only threads and processes are compared.",
            ),
            names=", ".join(FREE_THREADED),
        )
    return Message(
        QT_TRANSLATE_NOOP(
            "CoreErrors",
            "A free-threaded Python was found ({path}), but this lab does not run it yet: "
            "only threads and processes are compared.",
        ),
        path=found,
    )
