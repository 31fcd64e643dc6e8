"""The lesson's console messages, as a listener: what `verbose=True` prints."""

from __future__ import annotations

import sys

from fifo_gui.core.events import (
    Event,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    WorkerStarted,
    WorkerStopped,
)


def print_event(event: Event) -> None:
    """Print the worker's side of the story, as the lesson's `_worker_loop` does."""
    if isinstance(event, WorkerStarted):
        say("Worker thread started.")
    elif isinstance(event, WorkerStopped):
        say("Worker thread stopped.")
    elif isinstance(event, TaskFinished):
        say(f"Task #{event.task_id} completed successfully.")
    elif isinstance(event, TaskFailed):
        say(f"Task #{event.task_id} failed: {event.error_type}: {event.message}")
    elif isinstance(event, TaskCancelled):
        say(f"Task #{event.task_id} was cancelled.")


def say(line: str) -> None:
    """Print one line in one write, so lines from two threads never splice."""
    # One write per line: print() writes the text and the newline separately,
    # and another thread's line can land in between.
    out = sys.stdout
    if out is None:  # a GUI launcher on Windows has no console
        return
    out.write(line + "\n")
    out.flush()
