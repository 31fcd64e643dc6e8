"""Worker processes: the lesson's scheduler with each call run in a process.

`ENGINES` names what runs the workers' calls: "threads" (the lesson's) or
"processes" (this package). The queue, the worker loop, the events and the
views are the same for both.
"""

from __future__ import annotations

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.processes.crossing import CrossingError
from fifo_gui.core.processes.scheduler import ProcessScheduler

ENGINES: dict[str, type[ClassroomScheduler]] = {
    "threads": ClassroomScheduler,
    "processes": ProcessScheduler,
}


def engine_of(scheduler: ClassroomScheduler | None) -> str:
    """The engine that runs `scheduler`'s calls ("threads" for none)."""
    return "processes" if isinstance(scheduler, ProcessScheduler) else "threads"


__all__ = ["ENGINES", "CrossingError", "ProcessScheduler", "engine_of"]
