# ruff: noqa
"""A right answer whose start() makes the queue anew before it starts the
worker: what schedule() puts goes on that queue, and is seen there."""

import queue
import threading
from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass
class Task:
    func: Callable
    args: tuple = field(default_factory=tuple)
    kwargs: dict = field(default_factory=dict)


class FIFOScheduler:
    def __init__(self):
        self.tasks = queue.Queue()
        self._worker_thread = None
        self._stop_signal = object()

    def schedule(self, func: Callable, *args: Any, **kwargs: Any):
        self.tasks.put(Task(func, args, kwargs))

    def _worker_loop(self):
        print("Worker thread started.")
        while True:
            task = self.tasks.get()
            if task is self._stop_signal:
                break
            try:
                task.func(*task.args, **task.kwargs)
                print("Task succeeded.")
            except Exception as exc:
                print(f"Task failed: {exc!r}")
        print("Worker thread stopped.")

    def start(self):
        if self._worker_thread is not None:
            return
        self.tasks = queue.Queue()
        self._worker_thread = threading.Thread(target=self._worker_loop)
        self._worker_thread.start()

    def stop(self):
        if self._worker_thread is None:
            return
        self.tasks.put(self._stop_signal)
        self._worker_thread.join()
        self._worker_thread = None
