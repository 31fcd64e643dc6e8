"""The lesson's console messages, as a listener: what `verbose=True` prints."""

from __future__ import annotations

import sys

from fifo_gui.core.events import (
    Event,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    WorkerStarted,
    WorkerStopped,
)


class Echo:
    """Prints the worker's side of the story, as the lesson's `_worker_loop` does;
    one per scheduler (a listener). It keeps each queued task's label until the
    task ends, so a success line says what ran and what it gave back."""

    def __init__(self) -> None:
        self._labels: dict[int, str] = {}  # queued and not ended yet

    def __call__(self, event: Event) -> None:
        if isinstance(event, TaskQueued):
            if not event.sentinel:
                self._labels[event.task_id] = event.label
        elif isinstance(event, WorkerStarted):
            say("Worker thread started.")
        elif isinstance(event, WorkerStopped):
            say("Worker thread stopped.")
        elif isinstance(event, TaskFinished):
            label = self._labels.pop(event.task_id, "")
            say(success_line(event.task_id, label, event.result))
        elif isinstance(event, TaskFailed):
            self._labels.pop(event.task_id, None)
            say(f"Task ID {event.task_id} failed: {event.error_type}: {event.message}")
        elif isinstance(event, TaskCancelled):
            self._labels.pop(event.task_id, None)
            say(f"Task ID {event.task_id} was cancelled.")


def success_line(task_id: int, label: str, result: str) -> str:
    """The lesson's line, with the call and its result when there is one:
    "Task #1 completed successfully: shout('hi') → 'HI'" (None: the lesson's own)."""
    line = f"Task ID {task_id} completed successfully"
    if result == "None":
        return line + "."
    return f"{line}: {label} → {result}" if label else f"{line}: returned {result}"


def say(line: str) -> None:
    """Print one line in one write, so lines from two threads never splice."""
    # One write per line: print() writes the text and the newline separately,
    # and another thread's line can land in between.
    out = sys.stdout
    if out is None:  # a GUI launcher on Windows has no console
        return
    try:
        out.write(line + "\n")
    except UnicodeEncodeError:  # a console that cannot show "→" or a name: its escape
        encoding = getattr(out, "encoding", None) or "ascii"
        out.write((line + "\n").encode(encoding, "backslashreplace").decode(encoding))
    out.flush()
