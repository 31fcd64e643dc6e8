"""What runs the workers' calls: "threads" (the lesson's) or "processes".

The names are the scenario format's (`scenario.model.ENGINES`). Worker
processes (`core/processes`) bring `multiprocessing`, `pickle` and
`subprocess` with them: a start whose engine is threads never imports them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.late import Late

if TYPE_CHECKING:
    from fifo_gui.core.processes.scheduler import ProcessScheduler

PROCESS_SCHEDULER: Late[type[ProcessScheduler]] = Late(
    "fifo_gui.core.processes.scheduler",
    "ProcessScheduler",
    why="worker processes: multiprocessing and pickle, for a run that chose them",
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
