"""What runs inside a worker process: take a call from the pipe, run it, answer.

The parent's worker loop (scheduler.py) stays the lesson's: it takes each item
from the real queue, checks for the sentinel and reports. Only the call is
sent here, on the calls pipe, which the main thread reads and answers. A
watcher thread reads the control pipe: it sets the cancel token when the
parent asks the running task to stop, and ends the process if the parent goes
away mid-task (so no worker process outlives the app, even one whose task
never returns).

Started with "spawn" on every platform: this module and whatever a task calls
must be importable here, as on Windows and macOS.
"""

from __future__ import annotations

import os
import pickle
import signal
import threading
import time
from multiprocessing.connection import Connection
from typing import Any

from fifo_gui.core.cancel import TaskCancelledError, set_current_token
from fifo_gui.core.task import SUMMARY_LIMIT, format_traceback, safe_repr, safe_str

# What the parent sends: a call (its id, then the pickled call) on the calls
# pipe; the id of a task to cancel on the control pipe.
ID_BYTES = 8

# What the child answers: a tuple of plain values, led by one of these.
DONE = "done"  # (DONE, result's repr, CPU seconds)
FAILED = "failed"  # (FAILED, error type, message, traceback, CPU seconds)
CANCELLED = "cancelled"  # (CANCELLED, CPU seconds)
READY = "ready"  # (READY,): sent once, when the process can take its first call

Answer = tuple[Any, ...]


def call_message(task_id: int, call: bytes) -> bytes:
    """The bytes that ask the child to run the pickled `(func, args, kwargs)`."""
    return task_id.to_bytes(ID_BYTES, "big") + call


def cancel_message(task_id: int) -> bytes:
    """The bytes that ask the child to stop task `task_id`, if it still runs it."""
    return task_id.to_bytes(ID_BYTES, "big")


def serve(calls: Connection, control: Connection, answers: Connection) -> None:
    """The worker process's main: run each call sent on `calls`, in order, and
    answer on `answers`; return when the parent closes `calls`. Cancels come on
    `control`, whose end also says that the parent has gone."""
    # Ctrl+C in a terminal reaches every process of its group: the parent decides.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    token = threading.Event()
    set_current_token(token)  # what cancellable demo tasks wait on, as on a thread
    child = _Child(control, token)
    threading.Thread(target=child.watch, name="watcher", daemon=True).start()
    answers.send((READY,))
    while True:
        try:
            data = calls.recv_bytes()
        except (EOFError, OSError):  # the parent closed the pipe: Stop, or it has gone
            return
        answer = child.run(int.from_bytes(data[:ID_BYTES], "big"), data[ID_BYTES:])
        if answer is None:  # the parent went away before the call began
            return
        try:
            answers.send(answer)
        except OSError:  # the parent closed its end: nobody is listening any more
            return


class _Child:
    """The state the main thread and the watcher thread share: the task running now."""

    def __init__(self, control: Connection, token: threading.Event) -> None:
        self.control = control
        self.token = token
        self._lock = threading.Lock()
        self._running: int | None = None  # the id of the task being run
        self._closed = False  # the parent has gone: run nothing more

    def watch(self) -> None:
        """The watcher thread: acts on cancels; ends the process mid-task when
        the parent goes (its end of the control pipe closes)."""
        while True:
            try:
                task_id = int.from_bytes(self.control.recv_bytes(), "big")
            except (EOFError, OSError):
                with self._lock:
                    self._closed = True
                    busy = self._running is not None
                if busy:  # the parent is gone, or gave up on this task: end it now
                    os._exit(1)
                return
            with self._lock:
                if self._running == task_id:  # a late cancel must not hit the next task
                    self.token.set()

    def run(self, task_id: int, call: bytes) -> Answer | None:
        """Unpickle and run one call; what it returned or raised, as plain values
        (None, and nothing run, once the parent has gone)."""
        with self._lock:
            if self._closed:
                return None
            self._running = task_id
            self.token.clear()
        began = time.process_time()
        try:
            func, args, kwargs = pickle.loads(call)  # a task's module is imported here
            result = func(*args, **kwargs)
        except TaskCancelledError:
            answer: Answer = (CANCELLED, time.process_time() - began)
        except BaseException as exc:  # SystemExit and KeyboardInterrupt from a task too
            answer = (
                FAILED,
                type(exc).__name__[:SUMMARY_LIMIT],
                safe_str(exc, SUMMARY_LIMIT),
                format_traceback(exc),
                time.process_time() - began,
            )
        else:
            answer = (DONE, safe_repr(result), time.process_time() - began)
            del result
        with self._lock:
            self._running = None
        return answer
