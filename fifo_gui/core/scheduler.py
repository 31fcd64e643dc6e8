"""The lesson's FIFO scheduler: a `queue.Queue`, worker thread(s) and a sentinel.

The producer (whoever calls `schedule`) puts `Task`s on `tasks`; each worker
blocks on `tasks.get()`, runs what it gets in FIFO order, and exits when it
takes a STOP sentinel. Everything that happens is reported to listeners as
events (see `events.py`), on the thread where it happens.
"""

from __future__ import annotations

import contextlib
import logging
import queue
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from fifo_gui.core.cancel import TaskCancelledError, set_current_token
from fifo_gui.core.demo_tasks import expected_seconds
from fifo_gui.core.events import (
    Event,
    Listener,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.fifo_queue import FIFOQueue
from fifo_gui.core.task import Task, make_label, safe_repr, safe_str

log = logging.getLogger(__name__)

MAX_WORKERS = 16
STOP_LABEL = "■ STOP (sentinel)"
# The per-task events are built with tuple.__new__: a NamedTuple's own __new__
# is a Python function around it, and costs about twice as much (~0.23 µs
# against ~0.12 for a TaskQueued, measured with timeit).
_new_event = tuple.__new__
BARE_LABELS = 64  # callables whose bare-call label a scheduler keeps (see schedule)
_DONE_BATCH = 256  # task_done() reported per this many items (see FIFOQueue.tasks_done)


@dataclass(frozen=True, slots=True)
class Counts:
    """How many tasks are where. submitted == queued + running + done + failed + cancelled."""

    submitted: int
    queued: int
    running: int
    done: int
    failed: int
    cancelled: int


def check_workers(workers: object) -> int:
    """`workers` as an int in 1..MAX_WORKERS, or a clear error."""
    if isinstance(workers, bool) or not isinstance(workers, int):
        raise TypeError(f"workers must be an int, not {type(workers).__name__}")
    if not 1 <= workers <= MAX_WORKERS:
        raise ValueError(f"workers must be between 1 and {MAX_WORKERS}, got {workers}")
    return workers


class FIFOScheduler:
    """A simple task scheduler that executes tasks in a First-In, First-Out order.

    `workers` threads consume one shared `queue.Queue` (`maxsize` 0 =
    unbounded). With `verbose=True` (the default, as in the lesson) the worker
    prints the lesson's messages; the window passes `verbose=False`.
    """

    def __init__(self, workers: int = 1, maxsize: int = 0, *, verbose: bool = True) -> None:
        if isinstance(maxsize, bool) or not isinstance(maxsize, int) or maxsize < 0:
            raise ValueError(f"maxsize must be an int >= 0 (0 = unbounded), got {maxsize!r}")
        self.workers = check_workers(workers)
        self.tasks: FIFOQueue[Task] = FIFOQueue(maxsize)
        # A sentinel value to signal the worker thread to stop. Each STOP item
        # on the queue is a Task whose func *is* this object, so every STOP has
        # its own id and row in the window, and nothing a user passes (None
        # included) can ever look like it.
        self._stop_signal = object()
        self.verbose = verbose
        self._listeners: tuple[Listener, ...] = ()
        self._bare_labels: dict[Callable[..., Any], str] = {}
        self._threads: list[threading.Thread] = []
        self._cancel = threading.Event()
        # Serialises id assignment + the queued event + put(), so ids, events
        # and queue order agree even with several producers.
        self._put_lock = threading.Lock()
        # Guards the rare bookkeeping (threads, sentinels, cancels), never the
        # per-task hot path.
        self._lock = threading.Lock()
        self._next_id = 1
        # Queued tasks not yet taken. Whoever pops a task first owns it:
        # dict.pop is atomic, so a worker and cancel() can race without a lock.
        self._pending: dict[int, Task] = {}
        self._sentinels_pending = 0
        self._cancelled = 0  # cancelled while queued (by cancel() or shutdown)
        self._tallies: list[_Tally] = []  # one per worker thread ever started
        self._closed = False
        # Pause/step: workers wait at this gate before taking the next item.
        self._gate = threading.Condition()
        self._paused = False
        self._held = False  # see hold()
        self._step_permits = 0
        if verbose:
            from fifo_gui.core.echo import print_event

            self.add_listener(print_event)

    # -- listeners ---------------------------------------------------------

    def add_listener(self, listener: Listener) -> None:
        """Call `listener(event)` for every event, on the thread that causes it."""
        with self._lock:
            self._listeners = (*self._listeners, listener)

    def remove_listener(self, listener: Listener) -> None:
        """Stop calling `listener`; events already being delivered may still reach it."""
        with self._lock:
            self._listeners = tuple(x for x in self._listeners if x != listener)

    def _emit(self, event: Event) -> None:
        # Written out again in the per-task paths (_put_locked, _run): that, and
        # reading the task's id once, took the worker from ~1.9 to ~1.2 µs a task.
        for listener in self._listeners:
            try:
                listener(event)
            except Exception:
                # A broken listener must not take the worker down with it.
                log.exception("listener %r failed on %r", listener, event)

    # -- producer side -----------------------------------------------------

    def schedule(self, func: Callable[..., Any], /, *args: Any, **kwargs: Any) -> int:
        """Schedules a function to be executed by the worker; returns the task's id.

        Blocks while a bounded queue is full, like `queue.Queue.put`. Raises
        `TypeError` here, in the caller, if `func` is not callable.
        """
        if self.tasks.maxsize or self._closed or not callable(func):
            return self.submit(func, args, kwargs)  # waits, or raises the clear error
        # An unbounded queue never waits: `submit`'s fast path, without the call
        # and the checks that *args and **kwargs already pass (~0.4 µs a task).
        if args or kwargs:
            task = Task(func, args, kwargs, 0, make_label(func, args, kwargs),
                        expected_seconds(func, args, kwargs))
        else:  # a bare call, a flood's common case: its label is kept
            try:
                label = self._bare_labels[func]
            except (KeyError, TypeError):
                label = self._keep_bare_label(func)
            task = Task(func, args, kwargs, 0, label, None)
        with self._put_lock:
            self._put_locked(task)
        return task.id

    def _keep_bare_label(self, func: Callable[..., Any]) -> str:
        """`name()` for a call without arguments, kept for this scheduler's first
        BARE_LABELS callables: a flood of the same one is not named again for
        every task (~0.2 µs, ~7 % of `schedule()`)."""
        label = make_label(func, (), {})
        if len(self._bare_labels) < BARE_LABELS:
            # An unhashable callable (a bound method of a list, ...) is not kept.
            with contextlib.suppress(TypeError):
                self._bare_labels[func] = label
        return label

    def schedule_nowait(self, func: Callable[..., Any], /, *args: Any, **kwargs: Any) -> int:
        """Like `schedule`, but raises `queue.Full` at once instead of waiting.

        A refused task changes nothing: no id, no event, nothing queued.
        """
        return self.submit(func, args, kwargs, block=False)

    def schedule_many(self, count: int, func: Callable[..., Any], /,
                      *args: Any, **kwargs: Any) -> range:
        """Schedules `count` calls of `func(*args, **kwargs)` at once; returns their ids.

        A burst, for showing what a queue does under load. Never blocks: a
        bounded queue takes what fits, and the range is shorter (maybe empty).
        Each task still gets its own id and `TaskQueued` event, in FIFO order.
        """
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise ValueError(f"count must be an int >= 0, got {count!r}")
        if not callable(func):
            raise TypeError(f"schedule_many() needs a callable, not {type(func).__name__}")
        if self._closed:
            raise RuntimeError("the scheduler has been shut down")
        label = make_label(func, args, kwargs)
        expected = expected_seconds(func, args, kwargs)
        thread = threading.current_thread().name
        with self._put_lock:
            tasks = self.tasks
            if tasks.maxsize:
                count = min(count, max(0, tasks.maxsize - tasks.qsize()))
            first = self._next_id
            self._next_id = first + count
            ids = range(first, first + count)
            batch = [Task(func, args, kwargs, task_id, label, expected) for task_id in ids]
            self._pending.update(zip(ids, batch, strict=True))
            # One time for all: they go on the queue together, at the end.
            now = time.monotonic()
            events = [_new_event(TaskQueued, (task_id, label, now, thread, False, expected))
                      for task_id in ids]
            for listener in self._listeners:
                for event in events:
                    try:
                        listener(event)
                    except Exception:
                        log.exception("listener %r failed on %r", listener, event)
            tasks.force_put_many(batch)
        return range(first, first + count)

    def submit(
        self,
        func: Callable[..., Any],
        args: tuple[Any, ...] = (),
        kwargs: dict[str, Any] | None = None,
        *,
        block: bool = True,
        timeout: float | None = None,
    ) -> int:
        """`schedule` with explicit arguments and the choice to wait.

        `block=False` or a `timeout` that runs out raise `queue.Full`, and
        nothing was queued. Bad arguments raise `TypeError` in the caller.
        """
        if not callable(func):
            raise TypeError(f"schedule() needs a callable, not {type(func).__name__}")
        if not isinstance(args, tuple):
            raise TypeError(f"args must be a tuple, not {type(args).__name__}")
        if kwargs is None:
            kwargs = {}
        elif not isinstance(kwargs, dict):
            raise TypeError(f"kwargs must be a dict, not {type(kwargs).__name__}")
        if self._closed:
            raise RuntimeError("the scheduler has been shut down")
        # Positional, not label=/expected=: keywords cost ~40 % of the Task's creation.
        task = Task(func, args, kwargs, 0, make_label(func, args, kwargs),
                    expected_seconds(func, args, kwargs))
        if self.tasks.maxsize:
            self._put_bounded(task, block, timeout)
        else:  # unbounded: never full, the fast path
            with self._put_lock:
                self._put_locked(task)
        return task.id

    def _put_bounded(self, task: Task, block: bool, timeout: float | None) -> None:
        """Wait for room, then put: waiting happens *outside* `_put_lock`.

        So the lock is only ever held for microseconds and the GUI thread,
        which never blocks, never waits behind a blocked producer either.
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            if block:
                remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
                if not self.tasks.wait_for_room(remaining):
                    raise queue.Full
            with self._put_lock:
                if not self.tasks.full():
                    self._put_locked(task)
                    return
            if not block:
                raise queue.Full
            # another producer took the room first: wait again

    def _put_locked(self, task: Task) -> None:
        """Give `task` an id, report it queued, put it: all three in queue order.

        The caller holds `_put_lock` and, on a bounded queue, has seen room:
        only producers add to the queue and they all hold the lock, so there
        is still room now (a STOP gets in regardless).
        """
        task_id = task.id = self._next_id
        self._next_id = task_id + 1
        sentinel = task.func is self._stop_signal
        if sentinel:
            with self._lock:
                self._sentinels_pending += 1
        else:
            self._pending[task_id] = task
        # The event goes out before the put, so no worker can report a task
        # started that nobody has seen queued. (_emit inlined: the hot path.)
        event = _new_event(TaskQueued, (task_id, task.label, time.monotonic(),
                                        threading.current_thread().name, sentinel, task.expected))
        for listener in self._listeners:
            try:
                listener(event)
            except Exception:
                log.exception("listener %r failed on %r", listener, event)
        self.tasks.force_put(task)

    def _stop_task(self) -> Task:
        return Task(cast("Callable[..., Any]", self._stop_signal), label=STOP_LABEL)

    def cancel(self, task_id: int) -> bool:
        """Cancel a task that has not started yet; False if it is too late (or unknown)."""
        if self._pending.pop(task_id, None) is None:
            return False  # a worker took it first, or it never was queued
        with self._lock:
            self._cancelled += 1
        # The item stays on the queue; the worker that reaches it skips it.
        self._emit(TaskCancelled(task_id, time.monotonic(), threading.current_thread().name))
        return True

    # -- lifecycle -----------------------------------------------------------

    @property
    def running(self) -> bool:
        """True while any worker thread is alive (including while stopping)."""
        with self._lock:
            return bool(self._threads)

    @property
    def stopping(self) -> bool:
        """True while STOP sentinels wait on the queue for running workers."""
        with self._lock:
            return bool(self._threads) and self._sentinels_pending > 0

    def set_workers(self, workers: int) -> None:
        """Change how many workers the next `start()` runs (refused while running)."""
        workers = check_workers(workers)
        with self._lock:
            if self._threads:
                raise RuntimeError("stop the workers before changing how many there are")
            self.workers = workers

    def set_maxsize(self, maxsize: int) -> None:
        """Bound the queue (0 = unbounded). Tasks already queued stay queued."""
        if isinstance(maxsize, bool) or not isinstance(maxsize, int) or maxsize < 0:
            raise ValueError(f"maxsize must be an int >= 0 (0 = unbounded), got {maxsize!r}")
        self.tasks.set_maxsize(maxsize)

    @property
    def paused(self) -> bool:
        """True while workers are held before taking their next item."""
        return self._paused

    def pause(self) -> None:
        """Hold the workers before they take the next item; running tasks finish."""
        with self._gate:
            self._paused = True
            self._step_permits = 0

    def resume(self) -> None:
        """Let the workers take items freely again."""
        with self._gate:
            self._paused = False
            self._gate.notify_all()

    def step(self) -> None:
        """While paused, let exactly one more item through to a worker."""
        with self._gate:
            if self._paused:
                self._step_permits += 1
                self._gate.notify()

    def hold(self) -> None:
        """Workers wait before taking their next item until `release()`; a
        running task finishes, and a worker already waiting in `get()` takes
        the item it was waiting for. Not a pause: for a caller that needs the GIL to
        itself for a moment. The window holds the workers while it paints: Qt
        calls the Python table model hundreds of times a frame, and with a busy
        worker each call could wait up to the GIL's switch interval (a 3 ms
        frame took 200 ms with a million tasks queued)."""
        self._held = True  # a plain store: workers read it once per item

    def release(self) -> None:
        """End a `hold()`."""
        with self._gate:
            self._held = False
            self._gate.notify_all()

    def _pass_gate(self) -> None:
        with self._gate:
            while self._held or (self._paused and not self._step_permits):
                self._gate.wait()
            if self._paused:
                self._step_permits -= 1

    def start(self) -> bool:
        """Starts the worker thread(s); False (and harmless) if they already run."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the scheduler has been shut down")
            if self._threads:
                already = True
            else:
                already = False
                self._cancel.clear()
                self._threads = [
                    threading.Thread(
                        target=self._worker_loop, name=f"worker-{n}", daemon=True
                    )
                    for n in range(1, self.workers + 1)
                ]
                threads = list(self._threads)
        if already:
            if self.verbose:
                print("Worker is already running.")
            return False
        for thread in threads:
            thread.start()
        return True

    def stop(self, wait: bool = True, timeout: float | None = None) -> None:
        """Stops the worker thread(s) gracefully: one sentinel per running worker.

        Everything queued ahead of the sentinels still runs. `wait=True` (the
        lesson's behaviour) joins the workers, for at most `timeout` seconds;
        `wait=False` returns at once and each worker reports `WorkerStopped`.
        Tasks scheduled after `stop()` wait on the queue for the next `start()`.
        """
        with self._put_lock:  # two concurrent stop() calls must not both add sentinels
            with self._lock:
                threads = list(self._threads)
                missing = len(threads) - self._sentinels_pending
            for _ in range(max(0, missing)):
                self._put_locked(self._stop_task())
        if not threads:
            if self.verbose:
                print("Worker is not running.")
            return
        if wait and threading.current_thread() not in threads:  # a task may call stop()
            self._join(threads, timeout)

    def shutdown(self, timeout: float = 2.0) -> bool:
        """Stop for good, fast: for app exit. True if every worker exited in time.

        Cancels everything still queued, tells running demo tasks to stop
        (cancel token), enqueues the sentinels and joins with `timeout`. Never
        hangs: workers are daemon threads, so one stuck in plain `time.sleep`
        cannot keep the process alive.
        """
        deadline = time.monotonic() + timeout
        with self._lock:
            self._closed = True
            threads = list(self._threads)
        self._cancel.set()
        self._drain_queue()
        self.resume()
        self.release()
        for _ in range(len(threads)):
            with self._lock:
                self._sentinels_pending += 1
            self.tasks.force_put(self._stop_task())
        return self._join(threads, max(0.0, deadline - time.monotonic()))

    def _drain_queue(self) -> None:
        while True:
            try:
                task = self.tasks.get_nowait()
            except queue.Empty:
                return
            self.tasks.task_done()
            if task.func is self._stop_signal:
                with self._lock:
                    self._sentinels_pending -= 1
            else:
                self.cancel(task.id)

    def _join(self, threads: list[threading.Thread], timeout: float | None) -> bool:
        deadline = None if timeout is None else time.monotonic() + timeout
        for thread in threads:
            remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
            thread.join(remaining)
        return not any(t.is_alive() for t in threads)

    def counts(self) -> Counts:
        """Where every submitted task is.

        Read without stopping the workers, so a task moving between two
        places at that instant may be missed; exact whenever the workers are
        idle, stopped or paused.
        """
        with self._lock:
            tallies = list(self._tallies)
            cancelled = self._cancelled
        queued = len(self._pending)
        running = sum(1 for t in tallies if t.current)
        done = sum(t.done for t in tallies)
        failed = sum(t.failed for t in tallies)
        cancelled += sum(t.cancelled for t in tallies)
        return Counts(
            submitted=queued + running + done + failed + cancelled,
            queued=queued, running=running, done=done, failed=failed, cancelled=cancelled,
        )

    # -- consumer side -------------------------------------------------------

    def _worker_loop(self) -> None:
        """The main loop for the worker thread."""
        me = threading.current_thread()
        name = me.name
        tally = _Tally()
        with self._lock:
            self._tallies.append(tally)
        set_current_token(self._cancel)
        self._emit(WorkerStarted(time.monotonic(), name))
        sentinel_id = 0
        took_sentinel = False
        tasks = self.tasks
        waiting = tasks.queue  # the deque inside: len() is a safe peek, no lock
        take = tasks.take
        undone = 0  # items taken but not yet reported with task_done
        try:
            while True:
                if self._paused or self._held:  # two reads per item when free to go
                    self._pass_gate()
                task = take()  # sleeps in get() until there is an item: no polling
                undone += 1
                if task.func is self._stop_signal:
                    sentinel_id, took_sentinel = task.id, True
                    break
                self._run(task, name, tally)
                # Report done in batches, and at once when the queue looks
                # empty, so tasks.join() still returns as soon as all is done.
                if undone >= _DONE_BATCH or not waiting:
                    tasks.tasks_done(undone)
                    undone = 0
        finally:
            tasks.tasks_done(undone)
            with self._lock:
                self._sentinels_pending -= took_sentinel
                if me in self._threads:
                    self._threads.remove(me)
            self._emit(WorkerStopped(time.monotonic(), name, sentinel_id))

    def _run(self, task: Task, name: str, tally: _Tally) -> None:
        task_id = task.id
        tally.current = task_id  # before the pop: never counted in neither place
        if self._pending.pop(task_id, None) is None:
            tally.current = 0
            return  # cancelled while it waited; already reported
        event: Event = _new_event(TaskStarted, (task_id, time.monotonic(), name))
        for listener in self._listeners:  # _emit, inlined: the hot path
            try:
                listener(event)
            except Exception:
                log.exception("listener %r failed on %r", listener, event)
        try:
            result = task.func(*task.args, **task.kwargs)
        except TaskCancelledError:
            tally.cancelled += 1
            event = TaskCancelled(task_id, time.monotonic(), name)
        except BaseException as exc:  # SystemExit and KeyboardInterrupt from a task too
            tally.failed += 1
            event = TaskFailed(
                task_id, time.monotonic(), name,
                type(exc).__name__, safe_str(exc), _format_traceback(exc),
            )
        else:
            tally.done += 1
            event = _new_event(TaskFinished, (task_id, time.monotonic(), name,
                                              "None" if result is None else safe_repr(result)))
            del result  # free a big result now, not when the next task ends
        tally.current = 0
        for listener in self._listeners:
            try:
                listener(event)
            except Exception:
                log.exception("listener %r failed on %r", listener, event)


class _Tally:
    """One worker's counts. Only its own worker writes them, so no lock is needed."""

    __slots__ = ("cancelled", "current", "done", "failed")

    def __init__(self) -> None:
        self.current = 0  # id of the task running now, 0 if none
        self.done = 0
        self.failed = 0
        self.cancelled = 0


def _format_traceback(exc: BaseException) -> str:
    try:
        return "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    except BaseException:
        return f"{type(exc).__name__}: {safe_str(exc)}\n(traceback could not be formatted)"
