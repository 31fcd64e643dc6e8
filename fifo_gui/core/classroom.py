"""The classroom controls, on top of the lesson's `FIFOScheduler`.

A class needs more than the lesson's schedule/start/stop: a producer that never
waits (the window's thread), cancel and retry, pause and step, Stop now, and
STOP put past a full queue's bound. They live here (pause and step in
pause_step.py), so scheduler.py stays the lesson's solution. Where each task
is, the events say; the ledger keeps count.

Each task's fate is kept on the task (`Task.state`), as concurrent.futures
keeps it on a Future: a worker about to run a task and a cancel() race for it,
and `_move`, under the lock, lets exactly one of them win.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from typing import Any

from fifo_gui.core.cancel import (
    TaskCancelledError,
    current_token,
    listens_for_cancel,
    set_current_token,
)
from fifo_gui.core.events import (
    Event,
    ProducerWaiting,
    TaskCancelled,
    TaskFinished,
)
from fifo_gui.core.fifo_queue import FIFOQueue
from fifo_gui.core.interrupts import JOIN_SLICE, checkpoint, deferring_signals, join_all
from fifo_gui.core.limits import check_maxsize, check_priority, check_workers
from fifo_gui.core.messages import QT_TRANSLATE_NOOP, CoreRuntimeError, CoreValueError
from fifo_gui.core.pause_step import PauseAndStep
from fifo_gui.core.scheduler import FIFOScheduler
from fifo_gui.core.states import CANCELLED, DONE, FAILED, QUEUED, RUNNING, TaskState
from fifo_gui.core.task import Task, make_label, new_task

__all__ = ["ClassroomScheduler"]

RETRYABLE = 1000  # failed or cancelled tasks kept for retry(), the newest


class ClassroomScheduler(PauseAndStep, FIFOScheduler):
    """The lesson's scheduler with the teacher's controls.

    `queue_class` is the only thing `LIFOScheduler` and `PriorityScheduler`
    change (see disciplines.py); `use_queue` swaps it while nothing runs.
    """

    def __init__(self, workers: int = 1, maxsize: int = 0, *, verbose: bool = True) -> None:
        # What can still be cancelled (queued or running tasks), by id.
        self._tasks: dict[int, Task] = {}
        self._retryable: dict[int, Task] = {}  # the last RETRYABLE failed or cancelled
        self._closed = False
        self._producers_waiting: set[str] = set()  # as last reported (report_waiting)
        super().__init__(workers, maxsize, verbose=verbose)

    # -- producer side -----------------------------------------------------

    def schedule(self, func: Callable[..., Any], /, *args: Any, **kwargs: Any) -> int:
        """The lesson's `schedule`; a producer waiting for room holds up nobody else."""
        task = new_task(func, args, kwargs)
        self._put(task)
        return task.id

    def submit(
        self,
        func: Callable[..., Any],
        args: tuple[Any, ...] = (),
        kwargs: dict[str, Any] | None = None,
        *,
        block: bool = True,
        timeout: float | None = None,
        priority: float = 0,
        expected: float | None = None,
    ) -> int:
        """`schedule` with explicit arguments and the choice to wait.

        `block=False` or a `timeout` that runs out raise `queue.Full`, and
        nothing was queued. Bad arguments raise `TypeError` in the caller.
        `priority` orders a priority queue (lower first); others ignore it.
        `expected` is how many seconds the task should run, when the caller
        knows (the window's progress bar); the scheduler only passes it on.
        """
        if not isinstance(args, tuple):
            raise TypeError(f"args must be a tuple, not {type(args).__name__}")
        if kwargs is None:
            kwargs = {}
        elif not isinstance(kwargs, dict):
            raise TypeError(f"kwargs must be a dict, not {type(kwargs).__name__}")
        priority = check_priority(priority)
        task = new_task(func, args, kwargs, priority=priority, expected=expected)
        self._put(task, block, timeout)
        return task.id

    def schedule_nowait(self, func: Callable[..., Any], /, *args: Any, **kwargs: Any) -> int:
        """Like `schedule`, but raises `queue.Full` at once instead of waiting.

        A refused task changes nothing: no id, no event, nothing queued.
        """
        return self.submit(func, args, kwargs, block=False)

    @deferring_signals
    def schedule_many(
        self, count: int, func: Callable[..., Any], /, *args: Any, **kwargs: Any
    ) -> range:
        """Schedules `count` calls of `func(*args, **kwargs)` at once; returns their ids.

        A burst, for showing what a queue does under load. Never blocks: a
        bounded queue takes what fits, and the range is shorter (maybe empty).
        Each task still gets its own id and `TaskQueued` event, in FIFO order.
        """
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise ValueError(f"count must be an int >= 0, got {count!r}")
        if not callable(func):
            raise TypeError(f"schedule_many() needs a callable, not {type(func).__name__}")
        label = make_label(func, args, kwargs)
        with self._put_lock:
            self._check_open()
            if self.tasks.maxsize:
                count = min(count, max(0, self.tasks.maxsize - self.tasks.qsize()))
            first = self._next_id
            for _ in range(count):
                self._enqueue(Task(func, args, kwargs, label=label))
        return range(first, first + count)

    @deferring_signals
    def _put(self, task: Task, block: bool = True, timeout: float | None = None) -> None:
        """`queue.Queue.put`'s blocking, timeout and `queue.Full`, with the wait for
        room outside `_put_lock`: a producer blocked on a full queue never holds up
        another one (the window's thread must never wait), nor Stop. A put that
        waits as long as it takes says so (`ProducerWaiting`, by thread name).
        It waits in slices: Ctrl+C, kept while inside (core/interrupts.py), ends
        the wait between two."""
        deadline = None if timeout is None else time.monotonic() + timeout
        waiting_as: str | None = None  # the thread, once it said it waits
        try:
            while True:
                with self._put_lock:
                    self._check_open()
                    if self.tasks.has_room():  # seen under the lock: the put cannot block
                        self._enqueue(task)
                        return
                if not block:
                    raise queue.Full
                if timeout is None and waiting_as is None:
                    waiting_as = threading.current_thread().name
                    self.report_waiting(waiting_as, True)
                remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
                room = self.tasks.wait_for_room(
                    JOIN_SLICE if remaining is None else min(JOIN_SLICE, remaining)
                )
                checkpoint()
                if not room and deadline is not None and time.monotonic() >= deadline:
                    raise queue.Full
                # Room now, but another producer may take it first: look again.
        finally:
            if waiting_as is not None:
                self.report_waiting(waiting_as, False)

    def _enqueue(self, task: Task) -> None:
        """Report `task` queued and put it; the caller holds `_put_lock` and saw room."""
        self._report_queued(task)
        self.tasks.put(task)

    def _report_queued(self, task: Task | None) -> None:
        if task is not None:  # known before the put: a worker may take it at once
            # The caller holds _put_lock (stop_now, the one that walks _tasks, too),
            # and one dict assignment needs no other lock: the workers never wait here.
            self._tasks[self._next_id] = task  # the id super() is about to give it
        super()._report_queued(task)

    def report_waiting(self, producer: str, waiting: bool) -> None:
        """A producer that retries a full queue says whether it waits for room
        now; a change is an event, so every view knows it from the ledger."""
        with self._lock:
            if (producer in self._producers_waiting) == waiting:
                return
            (self._producers_waiting.add if waiting else self._producers_waiting.discard)(producer)
        thread = threading.current_thread().name
        self._emit(ProducerWaiting(time.monotonic(), thread, producer, waiting))

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError("the scheduler has been shut down")

    def cancel(self, task_id: int) -> bool:
        """Cancel a task: a queued one will not run; a running one that listens
        for its cancel token (`@cancellable`: the demo tasks) is asked to stop.

        False if the task is finished, unknown or a STOP, or running plain
        code: Python threads cannot be killed, so it runs to its end
        (`concurrent.futures.Future.cancel` says False there too).
        """
        with self._lock:
            task = self._tasks.get(task_id)
            if task is None:
                return False  # finished, or never queued
            if task.state == RUNNING:
                if not listens_for_cancel(task.func):
                    return False
                assert task.token is not None
                task.token.set()
                return True
            self._move(task, CANCELLED)  # the worker that reaches its item skips it
        self._emit(TaskCancelled(task_id, time.monotonic(), threading.current_thread().name))
        return True

    def retry(self, task_id: int) -> int:
        """Schedule a copy of a failed or cancelled task at the tail, as a new task.

        Never blocks: raises `queue.Full` on a full bounded queue, and
        `ValueError` for a task that did not fail or was not cancelled (or is
        older than the last RETRYABLE such tasks).
        """
        with self._lock:
            task = self._retryable.get(task_id)
        if task is None:
            raise CoreValueError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors",
                    "task ID {id} cannot be retried: only a failed or cancelled task can",
                ),
                id=task_id,
            )
        copy = Task(
            task.func,
            task.args,
            dict(task.kwargs),
            label=f"retry of ID {task_id}: {task.label}",
            expected=task.expected,
            priority=task.priority,
        )
        self._put(copy, block=False)
        return copy.id

    def _move(self, task: Task, state: TaskState) -> None:
        """Move `task` to `state`; the caller holds `_lock` and checked the move."""
        task.state = state
        if state != RUNNING:
            del self._tasks[task.id]
        if state in (FAILED, CANCELLED):
            self._retryable[task.id] = task
            if len(self._retryable) > RETRYABLE:
                del self._retryable[next(iter(self._retryable))]

    # -- setup -------------------------------------------------------------

    def set_workers(self, workers: int) -> None:
        """Change how many workers the next `start()` runs (refused while running)."""
        workers = check_workers(workers)
        with self._lock:
            if self._worker_threads:
                raise CoreRuntimeError(
                    QT_TRANSLATE_NOOP(
                        "CoreErrors", "stop the workers before changing how many there are"
                    )
                )
            self.workers = workers
        self._emit(self._setup())

    def set_maxsize(self, maxsize: int) -> None:
        """Bound the queue (0 = unbounded). Tasks already queued stay queued."""
        with self._put_lock:  # a producer that saw room must not lose it before its put
            self.tasks.set_maxsize(check_maxsize(maxsize))
        self._emit(self._setup())

    @property
    def discipline(self) -> str:
        """The queue's order: "FIFO", "LIFO" or "Priority"."""
        return self.tasks.discipline

    def use_queue(self, queue_class: type[FIFOQueue[Task]]) -> None:
        """Take items in another order from now on: an empty queue of `queue_class`
        (with the same maxsize) replaces `tasks`. Refused while workers run or
        anything waits on the queue."""
        with self._put_lock, self._lock:
            if self._worker_threads or self.tasks.qsize():
                raise CoreRuntimeError(
                    QT_TRANSLATE_NOOP(
                        "CoreErrors",
                        "stop the workers and empty the queue before changing its order",
                    )
                )
            paused = self.tasks.paused
            self.tasks = queue_class(self.tasks.maxsize)
            if paused:
                self.tasks.pause()
        self._emit(self._setup())

    # -- lifecycle -----------------------------------------------------------

    @property
    def stopping(self) -> bool:
        """True while STOP sentinels wait on the queue for running workers."""
        with self._lock:
            return bool(self._worker_threads) and bool(self._stop_ids)

    @deferring_signals
    def start(self) -> bool:
        """Starts the worker thread(s); False if they already run. Refused after shutdown."""
        self._check_open()
        return super().start()

    @deferring_signals
    def stop(self, wait: bool = True, timeout: float | None = None) -> None:
        """The lesson's stop, with STOP put past a full queue's bound (a Stop that
        waited for room behind the very workers it stops would never end), and
        only for workers that have none coming. `wait=True` resumes a paused
        queue first: a paused worker would never reach its STOP. `wait=False`
        leaves a pause alone (the class can step up to the STOP)."""
        with self._lock:
            inside = threading.current_thread() in self._worker_threads  # a task may call stop()
        if wait and not inside:
            self.resume()
        with self._put_lock:
            threads = self._add_stops()
        if not threads:
            if self.verbose:
                print("Worker is not running.")
            return
        if wait and not inside:
            join_all(threads, timeout)

    def _add_stops(self) -> list[threading.Thread]:
        """Put one STOP per running worker that has none coming, past the bound;
        return the workers. The caller holds `_put_lock`, so two Stops never both add them."""
        with self._lock:
            threads = list(self._worker_threads)
            missing = len(threads) - len(self._stop_ids)
        for _ in range(missing):
            self._report_queued(None)
            self.tasks.force_put(self._stop_signal)
        return threads

    @deferring_signals
    def stop_now(self) -> None:
        """The emergency stop: cancel everything queued, ask running tasks to stop,
        and put one STOP per worker at the (now empty) queue's head.

        Never blocks. Demo tasks end at once; plain code runs to its end first.
        """
        with self._put_lock:
            with self._lock:
                for task in self._tasks.values():
                    if task.token is not None:  # running
                        task.token.set()
            self.resume()
            self._empty_the_queue()
            self._add_stops()

    @deferring_signals
    def shutdown(self, timeout: float = 2.0) -> bool:
        """Stop for good, fast: for app exit. True if every worker exited in time.

        Refuses new tasks (a producer waiting for room gets `RuntimeError`),
        cancels everything still queued, tells running demo tasks to stop,
        resumes a pause, enqueues the sentinels and joins with `timeout`. Never
        hangs: workers are daemon threads, so one stuck in plain `time.sleep`
        cannot keep the process alive.
        """
        deadline = time.monotonic() + timeout
        with self._put_lock:
            self._closed = True
            self.tasks.close()
        self.stop_now()
        with self._lock:
            threads = list(self._worker_threads)
        return join_all(threads, max(0.0, deadline - time.monotonic()))

    @deferring_signals
    def join(self) -> None:
        """Wait until every item put is done (the lesson's `tasks.join()`), in
        slices: Ctrl+C, kept while inside (core/interrupts.py), ends the wait between two."""
        while not self.tasks.wait_done(JOIN_SLICE):
            checkpoint()

    def _empty_the_queue(self) -> None:
        """Cancel every queued task. The STOPs already queued stay (same ids), now
        at the head. The caller holds `_put_lock`: nothing new arrives meanwhile."""
        stops = 0
        while True:
            try:
                item = self.tasks.get_nowait()
            except queue.Empty:
                break
            self.tasks.task_done()
            if item is self._stop_signal:
                stops += 1
            else:
                self.cancel(item.id)
        for _ in range(stops):
            self.tasks.force_put(self._stop_signal)

    # -- consumer side -------------------------------------------------------

    def _worker_loop(self) -> None:
        set_current_token(threading.Event())  # what cancel() sets for this worker's task
        super()._worker_loop()

    def _begin(self, task: Task) -> bool:
        """Claim `task` for this worker: False if a cancel() claimed it first."""
        with self._lock:
            if task.state != QUEUED:
                return False
            self._move(task, RUNNING)
            task.token = current_token()
        return True

    def _end(self, task: Task, event: Event) -> None:
        """Book how `task` ended, then report it; a cancel request for it ends here."""
        if isinstance(event, TaskFinished):
            state = DONE
        else:
            state = CANCELLED if isinstance(event, TaskCancelled) else FAILED
        with self._lock:  # cancel() must never hit the next task by mistake
            self._move(task, state)
            if task.token is not None:
                if task.token.is_set():  # a cancel asked this task to stop: not the next
                    task.token.clear()
                task.token = None
        super()._end(task, event)

    def _failure(self, task: Task, exc: BaseException, worker: str, cpu: float) -> Event:
        if isinstance(exc, TaskCancelledError):  # it heard its cancel token
            return TaskCancelled(task.id, time.monotonic(), worker, cpu)
        return super()._failure(task, exc, worker, cpu)
