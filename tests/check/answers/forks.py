# ruff: noqa
"""A right answer whose start() also forks a process that outlives it (POSIX):
the fork holds the checker's pipe open. It is judged within the checker's time
limits, and the fork is ended with the check."""

import os
import queue
import threading
import time
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
        while True:
            task = self.tasks.get()
            if task is self._stop_signal:
                break
            try:
                task.func(*task.args, **task.kwargs)
            except Exception as exc:
                print(f"Task failed: {exc!r}")

    def start(self):
        if self._worker_thread is not None:
            return
        if os.fork() == 0:  # a process of its own, that sleeps on
            time.sleep(60)
            os._exit(0)
        self._worker_thread = threading.Thread(target=self._worker_loop)
        self._worker_thread.start()

    def stop(self):
        if self._worker_thread is None:
            return
        self.tasks.put(self._stop_signal)
        self._worker_thread.join()
        self._worker_thread = None
