# ruff: noqa
"""A right answer whose Task is a typing.NamedTuple: every check passes."""

import queue
import threading
from typing import Any, Callable, NamedTuple


class Task(NamedTuple):
    func: Callable
    args: tuple
    kwargs: dict


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
                print(f"{task.func.__name__} succeeded.")
            except Exception as exc:
                print(f"{task.func.__name__} failed: {exc}")
        print("Worker thread stopped.")

    def start(self):
        if self._worker_thread is not None:
            return
        self._worker_thread = threading.Thread(target=self._worker_loop)
        self._worker_thread.start()

    def stop(self):
        if self._worker_thread is None:
            return
        self.tasks.put(self._stop_signal)
        self._worker_thread.join()
        self._worker_thread = None
