# ruff: noqa
"""A right answer whose items are plain tuples (func, args, kwargs) and whose
stop signal is None: every check passes."""

import queue
import threading
from typing import Any, Callable


class FIFOScheduler:
    def __init__(self):
        self.tasks = queue.Queue()
        self._worker_thread = None

    def schedule(self, func: Callable, *args: Any, **kwargs: Any):
        self.tasks.put((func, args, kwargs))

    def _worker_loop(self):
        print("Worker thread started.")
        while True:
            item = self.tasks.get()
            if item is None:  # stop() puts None
                break
            func, args, kwargs = item
            try:
                func(*args, **kwargs)
                print("Task succeeded.")
            except Exception as exc:
                print(f"Task failed: {exc!r}")
        print("Worker thread stopped.")

    def start(self):
        if self._worker_thread is not None:
            return
        self._worker_thread = threading.Thread(target=self._worker_loop)
        self._worker_thread.start()

    def stop(self):
        if self._worker_thread is None:
            return
        self.tasks.put(None)
        self._worker_thread.join()
        self._worker_thread = None
