"""The Qt-free core: the lesson's FIFO scheduler, its events and demo tasks.

Stdlib only: this package must never import Qt (a test checks it).
"""

from __future__ import annotations

from fifo_gui.core.cancel import TaskCancelledError, cancellable, cancellable_sleep
from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.demo_tasks import DEMO_TASKS, cpu_task, failing_task, noop, sample_task
from fifo_gui.core.disciplines import LIFOScheduler, PriorityScheduler
from fifo_gui.core.events import (
    Event,
    Listener,
    SentinelTaken,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.scheduler import MAX_WORKERS, STOP_LABEL, FIFOScheduler
from fifo_gui.core.states import TaskState
from fifo_gui.core.task import Task

__all__ = [
    "DEMO_TASKS",
    "MAX_WORKERS",
    "STOP_LABEL",
    "ClassroomScheduler",
    "Event",
    "FIFOScheduler",
    "LIFOScheduler",
    "Listener",
    "PriorityScheduler",
    "SentinelTaken",
    "Task",
    "TaskCancelled",
    "TaskCancelledError",
    "TaskFailed",
    "TaskFinished",
    "TaskQueued",
    "TaskStarted",
    "TaskState",
    "WorkerStarted",
    "WorkerStopped",
    "cancellable",
    "cancellable_sleep",
    "cpu_task",
    "failing_task",
    "noop",
    "sample_task",
]
