"""The states a queue item can be in: one vocabulary for the core and the window."""

from __future__ import annotations

from enum import Enum


class TaskState(str, Enum):
    """Where a task (or a STOP sentinel) is in its life. The value is the word a
    CSV export writes; the window shows each state in its own words (`state_name`)."""

    QUEUED = "Queued"
    RUNNING = "Running"
    DONE = "Done"
    FAILED = "Failed"
    CANCELLED = "Cancelled"
    CONSUMED = "Consumed"  # a STOP sentinel a worker has taken

    @property
    def finished(self) -> bool:
        """True once nothing more will happen to the item."""
        return self not in (TaskState.QUEUED, TaskState.RUNNING)


# The states by name, for code that reads them per task: a module global is
# found faster than an Enum class's attribute.
QUEUED, RUNNING, DONE, FAILED, CANCELLED, CONSUMED = TaskState
