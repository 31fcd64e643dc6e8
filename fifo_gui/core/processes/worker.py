"""One worker process, as its worker thread in the parent holds it.

Three one-way pipes (calls and cancels in, answers out): a `multiprocessing` `Pipe` costs
tens of microseconds a message, where a `multiprocessing.Queue` adds a feeder
thread and a backlog under a flood. The parent's worker thread is the only one
that sends, waits and reaps, so no two threads ever wait on one process.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import threading
import time
from multiprocessing.connection import wait
from typing import Final

from fifo_gui.core.processes.child import (
    CANCELLED,
    FAILED,
    READY,
    Answer,
    call_message,
    cancel_message,
    serve,
)

# One start method everywhere: what Windows and macOS do, so what works here works there.
START_METHOD: Final = "spawn"
POLL = 0.05  # seconds between looks at the cancel token while a task runs
GRACE = 0.5  # seconds a task asked to stop has before its process is ended
READY_WAIT = 30.0  # seconds a new process has to import what it needs, on a busy machine
REAP = 2.0  # seconds to wait for a process to go once it was told to (or killed)
ENDED = "WorkerProcessEnded"  # the error type of a task whose process died under it


class WorkerProcess:
    """A child process that runs the calls one worker thread sends it, in order."""

    def __init__(self, name: str) -> None:
        context = multiprocessing.get_context(START_METHOD)
        calls_out, self._calls = context.Pipe(duplex=False)
        control_out, self._control = context.Pipe(duplex=False)
        self._answers, answers_in = context.Pipe(duplex=False)
        self.process = context.Process(
            target=serve, args=(calls_out, control_out, answers_in), name=name, daemon=True
        )
        self.process.start()
        for end in (calls_out, control_out, answers_in):  # the child's: the parent keeps its own
            end.close()

    def wait_ready(self) -> bool:
        """Wait until the process can take its first call (it started Python and
        imported the core), so its start-up is not counted in a task's time.
        False if it ended or took longer than READY_WAIT seconds."""
        if not wait([self._answers, self.process.sentinel], READY_WAIT):
            return False
        try:
            return bool(self._answers.recv() == (READY,))
        except (EOFError, OSError):
            return False

    @property
    def pid(self) -> int | None:
        """The process's id (None if it never started)."""
        return self.process.pid

    @property
    def alive(self) -> bool:
        """True while the process runs."""
        return self.process.exitcode is None

    def run(self, task_id: int, call: bytes, token: threading.Event) -> Answer:
        """Send the pickled call and wait for its answer. A task asked to stop
        (`token` set) that has not stopped GRACE seconds later is ended with
        its process: unlike a thread, a process can be."""
        try:
            self._calls.send_bytes(call_message(task_id, call))
        except OSError:  # the process ended while it waited for work
            return self._ended(asked=False)
        asked: float | None = None
        while True:
            try:  # a process that died closes its end: poll says ready, recv says EOF
                ready = self._answers.poll(POLL)
                if ready:
                    answer: Answer = self._answers.recv()
                    return answer
            except (EOFError, OSError):  # asked to stop (or closing): ended, as asked
                return self._ended(asked is not None or token.is_set())
            if token.is_set():
                if asked is None:
                    asked = time.monotonic()
                    with contextlib.suppress(OSError):  # it ended: the next look sees it
                        self._control.send_bytes(cancel_message(task_id))
                elif time.monotonic() - asked >= GRACE:
                    self.process.kill()
                    return self._ended(asked=True)

    def _ended(self, asked: bool) -> Answer:
        """The answer for a task whose process died under it (killed when it
        was `asked` to stop: cancelled)."""
        self.process.join(REAP)
        if asked:
            return (CANCELLED, None)
        code = self.process.exitcode
        message = f"the worker process ended with exit code {code} while it ran this task"
        return (FAILED, ENDED, message, f"{ENDED}: {message}\n", None)

    def close(self, timeout: float = REAP) -> None:
        """Close the pipes, which ends the child's loop; a process still there
        after `timeout` seconds is killed. Never waits longer than that and REAP."""
        self._calls.close()
        self._control.close()
        self.process.join(timeout)
        if self.process.exitcode is None:
            self.process.kill()
            self.process.join(REAP)
        self._answers.close()
