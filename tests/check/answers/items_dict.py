# ruff: noqa
"""A right answer whose items are dicts {"func", "args", "kwargs"} and whose
stop signal is the string "STOP": every check passes."""

import queue
import threading
from typing import Any, Callable

STOP = "STOP"


class FIFOScheduler:
    def __init__(self):
        self.tasks = queue.Queue()
        self._worker_thread = None

    def schedule(self, func: Callable, *args: Any, **kwargs: Any):
        self.tasks.put({"func": func, "args": args, "kwargs": kwargs})

    def _worker_loop(self):
        print("Worker thread started.")
        while True:
            task = self.tasks.get()
            if task == STOP:
                break
            try:
                task["func"](*task["args"], **task["kwargs"])
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
        self.tasks.put(STOP)
        self._worker_thread.join()
        self._worker_thread = None
