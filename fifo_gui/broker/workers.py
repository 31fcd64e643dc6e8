"""RQ workers as child processes, and putting the demo tasks on an RQ queue.

A worker is RQ's own `rq worker`, run by this Python (`-m rq.cli`), so it
imports the demo tasks from `fifo_gui` as the app does. Its two ways to end
are RQ's: `stop()` is the warm shutdown (SIGTERM: the job running finishes,
the rest stay queued) and a worker started with `burst=True` drains the
queue and exits, the lesson's sentinel in RQ's terms. RQ's default worker
forks a child per job, which needs Linux or macOS; elsewhere `SimpleWorker`
runs each job in the worker's own process.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from fifo_gui.broker.connect import connect

if TYPE_CHECKING:
    from fifo_gui.core.scenario import Scenario

Call = tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]

END_WAIT = 10.0  # seconds a worker may take to finish its job and exit before it is killed


def default_worker_class() -> str:
    """The RQ worker class this system runs: forking where `os.fork` exists."""
    return "rq.worker.Worker" if hasattr(os, "fork") else "rq.worker.SimpleWorker"


class RQWorker:
    """One `rq worker` child process on `queue` at `url`, named `name`, of
    RQ's `worker_class` (by its dotted name; this system's default if None)."""

    def __init__(
        self,
        url: str,
        queue: str,
        name: str,
        burst: bool = False,
        log: Path | None = None,
        worker_class: str | None = None,
    ) -> None:
        self.name = name
        command = [
            sys.executable,
            "-m",
            "rq.cli",
            "worker",
            "--url",
            url,
            "--name",
            name,
            "--worker-class",
            worker_class or default_worker_class(),
            "--quiet",
        ]
        if burst:
            command.append("--burst")
        self._log: IO[bytes] | None = open(log, "ab") if log else None  # noqa: SIM115
        self._asked = False  # asked to stop: never twice (a cold shutdown)
        self.process = subprocess.Popen(
            [*command, queue],
            stdin=subprocess.DEVNULL,
            stdout=self._log or subprocess.DEVNULL,
            stderr=subprocess.STDOUT if self._log else subprocess.DEVNULL,
        )

    @property
    def running(self) -> bool:
        """True while its process runs (a burst worker exits once the queue is empty)."""
        return self.process.poll() is None

    @property
    def stopping(self) -> bool:
        """True once it was asked to stop (`stop`): it may still finish its job."""
        return self._asked

    def stop(self) -> None:
        """Warm shutdown: the job running finishes, what waits stays queued.
        Asked once only: RQ takes a second SIGTERM for a cold shutdown, which
        kills the job running. (Windows sends no SIGTERM to another process:
        there it ends at once.)"""
        if self.running and not self._asked:
            self._asked = True
            self.process.send_signal(signal.SIGTERM)

    def wait(self, timeout: float = END_WAIT) -> int | None:
        """Wait up to `timeout` s for the worker to exit; its exit status
        (None: it is still running)."""
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            return None

    def end(self, timeout: float = END_WAIT) -> None:
        """Stop the worker and wait for it; kill it if it does not exit in time."""
        self.stop()
        if self.wait(timeout) is None:
            self.process.kill()
            self.process.wait(timeout)
        if self._log is not None:
            self._log.close()
            self._log = None


def enqueue(url: str, queue: str, calls: list[Call]) -> list[str]:
    """Put each `(func, args, kwargs)` on the RQ queue, in order; the jobs' ids."""
    from rq import Queue

    connection = connect(url)
    try:
        rq_queue = Queue(queue, connection=connection)
        return [rq_queue.enqueue(func, *args, **kwargs).id for func, args, kwargs in calls]
    finally:
        connection.close()


def cancel_jobs(url: str, job_ids: list[str]) -> list[str]:
    """RQ's `Job.cancel()` on each job (a queued one leaves the queue, and RQ
    records it cancelled); the reasons RQ gave for those it refused."""
    from rq.job import Job

    return _each(url, job_ids, lambda job: Job.cancel(job))


def requeue_jobs(url: str, job_ids: list[str]) -> list[str]:
    """RQ's `Job.requeue()` on each failed job (back at the tail, the same
    id); the reasons RQ gave for those it refused."""
    from rq.job import Job

    return _each(url, job_ids, lambda job: Job.requeue(job))


def _each(url: str, job_ids: list[str], act: Callable[[Any], object]) -> list[str]:
    from rq.exceptions import InvalidJobOperation, NoSuchJobError
    from rq.job import Job

    connection = connect(url)
    refused: list[str] = []
    try:
        for job_id in job_ids:
            try:
                act(Job.fetch(job_id, connection=connection))
            except (InvalidJobOperation, NoSuchJobError) as exc:
                refused.append(f"{job_id}: {exc}")
    finally:
        connection.close()
    return refused


def lesson_calls() -> list[Call]:
    """The lesson's four tasks, as its example schedules them."""
    from fifo_gui.core.demo_tasks import failing_task, sample_task

    return [
        (sample_task, ("Task A", 2), {}),
        (sample_task, (), {"name": "Task B", "duration": 1}),
        (failing_task, (), {}),
        (sample_task, ("Task C", 1), {}),
    ]


def scenario_calls(scenario: Scenario) -> list[Call]:
    """A scenario's tasks as the calls put on a broker's queue, in order (its
    schema allows there only the demo kinds a worker imports from fifo_gui)."""
    return [task.call() for task in scenario.tasks]
