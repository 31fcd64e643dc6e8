# ruff: noqa
"""A right answer whose items are a frozen dataclass with fields of its own
naming (fn, params, options): every check passes."""

import queue
import threading
from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass(frozen=True, slots=True)
class Job:
    fn: Callable
    params: tuple = ()
    options: dict = field(default_factory=dict)

    def run(self):
        return self.fn(*self.params, **self.options)


class FIFOScheduler:
    def __init__(self):
        self.tasks = queue.Queue()
        self._worker_thread = None
        self._stop_signal = object()

    def schedule(self, func: Callable, *args: Any, **kwargs: Any):
        self.tasks.put(Job(func, args, kwargs))

    def _worker_loop(self):
        print("Worker thread started.")
        while True:
            job = self.tasks.get()
            if job is self._stop_signal:
                break
            try:
                job.run()
                print("Job done.")
            except Exception as exc:
                print(f"Job failed: {exc!r}")
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
