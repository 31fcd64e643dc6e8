"""The classroom's scheduler with its workers' calls run in worker processes.

Everything the lesson's worker does stays in the parent, in the same loop:
each worker thread takes the next item from the real queue (FIFO, LIFO or
priority; pause and step hold it as before), checks for the sentinel with
`is`, reports and books. Only the call itself goes to the worker process the
thread owns, so the queue, the events, their clock (the parent's), Stop,
cancel, retry and every view stay the same. What changes is what a class can
see: CPU-bound tasks on N processes run side by side, where N threads share
one interpreter lock.
"""

from __future__ import annotations

import pickle
import threading
import time
from collections.abc import Callable
from typing import Any

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.events import TaskCancelled, TaskFailed, TaskFinished, TaskStarted
from fifo_gui.core.interrupts import join_all
from fifo_gui.core.processes.child import CANCELLED, DONE, Answer
from fifo_gui.core.processes.crossing import pickled_call
from fifo_gui.core.processes.worker import WorkerProcess
from fifo_gui.core.task import SUMMARY_LIMIT, Task, format_traceback, safe_str


class ProcessScheduler(ClassroomScheduler):
    """`ClassroomScheduler` whose worker threads each run their tasks in a
    worker process of their own (started with the worker, ended with it).

    A call whose function or arguments cannot reach a worker process is
    refused by `schedule` and its kin (`CrossingError`, a `ValueError`).
    Stop now and `shutdown` ask running tasks to stop; a process whose task
    does not stop within `GRACE` seconds is ended (a thread cannot be).
    """

    def __init__(self, workers: int = 1, maxsize: int = 0, *, verbose: bool = True) -> None:
        self._processes: dict[str, WorkerProcess] = {}  # by worker thread name
        self._pids: list[int] = []
        super().__init__(workers, maxsize, verbose=verbose)

    def process_ids(self) -> list[int]:
        """The ids of every worker process this scheduler started, running or ended."""
        with self._lock:
            return list(self._pids)

    # -- producer side: only what can cross is queued -----------------------

    def _put(self, task: Task, block: bool = True, timeout: float | None = None) -> None:
        pickled_call(task.func, task.args, task.kwargs)  # refused here, before an id
        super()._put(task, block, timeout)

    def schedule_many(
        self, count: int, func: Callable[..., Any], /, *args: Any, **kwargs: Any
    ) -> range:
        """`ClassroomScheduler.schedule_many`, refused whole if the call cannot cross."""
        if callable(func):
            pickled_call(func, args, kwargs)
        return super().schedule_many(count, func, *args, **kwargs)

    # -- consumer side: the lesson's loop, with each call sent to a process --

    def _worker_loop(self) -> None:
        name = threading.current_thread().name
        # Ready before the first get(): tasks wait in the queue, where the class sees them.
        self._start_process(name).wait_ready()
        try:
            super()._worker_loop()
        finally:
            with self._lock:
                process = self._processes.pop(name)
            process.close()  # its pipe closed: the process ends, or is ended

    def _start_process(self, name: str) -> WorkerProcess:
        process = WorkerProcess(f"{name}-process")
        with self._lock:
            self._processes[name] = process
            if process.pid is not None:
                self._pids.append(process.pid)
        return process

    def _run(self, task: Task, name: str) -> None:
        """`FIFOScheduler._run`, with the call made in this worker's process."""
        if not self._begin(task):
            return
        self._emit(TaskStarted(task.id, time.monotonic(), name))
        answer = self._call(task, name)
        now = time.monotonic()
        # The child's CPU seconds for the call come last (None: its process died).
        if answer[0] == DONE:
            self._end(task, TaskFinished(task.id, now, name, answer[1], answer[2]))
        elif answer[0] == CANCELLED:
            self._end(task, TaskCancelled(task.id, now, name, answer[1]))
        else:
            self._end(task, TaskFailed(task.id, now, name, *answer[1:5]))

    def _call(self, task: Task, name: str) -> Answer:
        """Run `task` in worker `name`'s process (a new one if the last one died)."""
        with self._lock:
            process = self._processes[name]
        if not process.alive:
            process.close(0)
            process = self._start_process(name)
            process.wait_ready()
        try:
            call = pickle.dumps((task.func, task.args, task.kwargs), pickle.HIGHEST_PROTOCOL)
        except Exception as exc:  # its arguments changed since it was queued
            text = safe_str(exc, SUMMARY_LIMIT)
            return ("failed", type(exc).__name__, text, format_traceback(exc), None)
        assert task.token is not None  # the classroom gave it its worker's token
        return process.run(task.id, call, task.token)

    # -- closing -------------------------------------------------------------

    def shutdown(self, timeout: float = 2.0) -> bool:
        """`ClassroomScheduler.shutdown`; processes still running a task when
        `timeout` runs out are ended, and their worker threads reap them."""
        deadline = time.monotonic() + timeout
        if super().shutdown(timeout):
            return True
        with self._lock:
            processes = list(self._processes.values())
            threads = list(self._worker_threads)
        for process in processes:
            process.process.kill()
        return join_all(threads, max(0.0, deadline - time.monotonic()))
