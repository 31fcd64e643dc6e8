# ruff: noqa
"""A right answer that puts a lambda wrapping the call: every check passes."""

import queue
import threading
from typing import Any, Callable


class FIFOScheduler:
    def __init__(self):
        self.tasks = queue.Queue()
        self._worker_thread = None
        self._stop_signal = object()

    def schedule(self, func: Callable, *args: Any, **kwargs: Any):
        self.tasks.put(lambda: func(*args, **kwargs))

    def _worker_loop(self):
        print("Worker thread started.")
        while True:
            run = self.tasks.get()
            if run is self._stop_signal:
                break
            try:
                run()
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
        self.tasks.put(self._stop_signal)
        self._worker_thread.join()
        self._worker_thread = None
