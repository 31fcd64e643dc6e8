"""Your turn: a FIFO task scheduler on a queue.Queue (the lesson's exercise).

Fill in `schedule` and `_worker_loop`; `start` and `stop` are given. Then check
your answer:

    fifo-gui --console --check fifo_scheduler.py   # the verdicts in the terminal
    fifo-gui --check fifo_scheduler.py             # watch your worker in the window

The checker runs this file in a process of its own and reports, for each of
the lesson's rules, PASS or FAIL with what it saw.
"""

import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Task:
    """One piece of work: a function and the arguments to call it with."""

    func: Callable
    args: tuple = field(default_factory=tuple)
    kwargs: dict = field(default_factory=dict)


class FIFOScheduler:
    """Runs scheduled tasks one after another, first in first out, on a worker thread."""

    def __init__(self):
        self.tasks = queue.Queue()  # the pending tasks, oldest first
        self._worker_thread = None
        # Put on the queue by stop(): when the worker takes it, it leaves its loop.
        self._stop_signal = object()

    def schedule(self, func: Callable, *args: Any, **kwargs: Any):
        """Queue `func(*args, **kwargs)` to run later, on the worker; return at once.

        This is the producer side: it must not wait for the task to run.
        """
        # 1. Make a Task holding func, args and kwargs.
        # 2. Put it on self.tasks.
        pass  # your code here

    def _worker_loop(self):
        """The consumer side: take tasks off the queue, oldest first, and run them."""
        print("Worker thread started.")
        while True:
            # 1. Take the next task with self.tasks.get(): it waits, asleep, until
            #    there is one (no polling, no get_nowait).
            # 2. If it is self._stop_signal, leave the loop.
            # 3. Otherwise call task.func(*task.args, **task.kwargs) inside
            #    try/except, so that a task that raises does not end the worker;
            #    print whether it succeeded or failed.
            break  # replace this line with your code
        print("Worker thread stopped.")

    def start(self):
        """Start the worker thread (once)."""
        if self._worker_thread is not None:
            print("Worker is already running.")
            return
        self._worker_thread = threading.Thread(target=self._worker_loop)
        self._worker_thread.start()

    def stop(self):
        """Let the worker finish what is queued, then end it and wait for it."""
        if self._worker_thread is None:
            print("Worker is not running.")
            return
        self.tasks.put(self._stop_signal)  # behind every task already queued
        self._worker_thread.join()
        self._worker_thread = None


def sample_task(name: str, duration: int):
    """A task that says what it does and sleeps."""
    print(f"Starting task: '{name}' (will run for {duration}s)")
    time.sleep(duration)
    print(f"Finished task: '{name}'")


def failing_task():
    """A task that raises, to show the worker carries on."""
    print("Starting failing task...")
    raise ValueError("This task was meant to fail!")


if __name__ == "__main__":
    scheduler = FIFOScheduler()
    scheduler.start()
    print("Scheduling tasks...")
    scheduler.schedule(sample_task, "Task A", 2)
    scheduler.schedule(sample_task, name="Task B", duration=1)
    scheduler.schedule(failing_task)
    scheduler.schedule(sample_task, "Task C", 1)
    print("Main thread is free while tasks run in the background.")
    time.sleep(6)
    print("Stopping scheduler...")
    scheduler.stop()
    print("Scheduler stopped.")
