"""The lesson on a broker: put the demo tasks on the RQ queue shown, and run
RQ's own workers as child processes (fifo_gui.broker.workers).

Start runs `rq worker`; Stop is RQ's warm shutdown (the job running
finishes, the rest stay queued); Drain runs a `--burst` worker, which empties
the queue and exits: the lesson's sentinel in RQ's terms. Putting the tasks
talks to Redis, so it runs on a thread of its own: the GUI thread never waits
for a broker.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot

from fifo_gui.broker import BrokerError
from fifo_gui.broker.connect import lost
from fifo_gui.broker.workers import (
    Call,
    RQWorker,
    cancel_jobs,
    enqueue,
    lesson_calls,
    requeue_jobs,
    scenario_calls,
)
from fifo_gui.core.scenario import Scenario
from fifo_gui.ui.broker.broker_actions import BrokerActions
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.core_errors import error_text
from fifo_gui.ui.words.numbers import agree

END_WAIT = 10.0  # seconds `end_workers` waits for a worker's job to finish


class RQControls(QObject):
    """The commands that act on the RQ queue shown (`set_target`), enabled only then.

    Signals:
        put_failed(object): a putting or asking thread. `(target, BrokerError)`:
            what stopped it; queued to the GUI thread.
        put_done(object): a putting thread. `(target, workers)`: every call is on
            the queue; that many workers are to start now; queued to the GUI thread.
        refused(object): an asking thread. `(target, why)`: why RQ refused to
            cancel or requeue some jobs; queued to the GUI thread.
    Each carries the queue `(url, queue)` it was about: said only while it is shown.
    """

    put_failed = Signal(object)
    put_done = Signal(object)
    refused = Signal(object)

    def __init__(
        self,
        actions: BrokerActions,
        notices: Notices,
        job_of: Callable[[int], str | None],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._actions, self._notices = actions, notices
        self._job_of = job_of  # the RQ job a task shown is a run of
        self._target: tuple[str, str] | None = None  # (url, queue)
        self.workers: list[RQWorker] = []
        self._started = 0
        self.put_failed.connect(self._on_put_failed)
        self.put_done.connect(self._on_put_done)
        self.refused.connect(self._on_refused)
        actions.put_lesson.triggered.connect(self.put_lesson)
        actions.start_rq_worker.triggered.connect(self.start_worker)
        actions.stop_rq_workers.triggered.connect(self.stop_workers)
        actions.drain_rq.triggered.connect(self.drain)
        self.set_target(None)

    def set_target(self, target: tuple[str, str] | None) -> None:
        """Act on the queue `(url, queue)` from now on (None: no broker is shown)."""
        self._target = target
        for action in (
            self._actions.put_lesson,
            self._actions.start_rq_worker,
            self._actions.stop_rq_workers,
            self._actions.drain_rq,
        ):
            action.setEnabled(target is not None)

    @property
    def running_workers(self) -> list[RQWorker]:
        """The RQ workers started here that run and were not asked to stop."""
        return [worker for worker in self.workers if worker.running and not worker.stopping]

    @property
    def target(self) -> tuple[str, str] | None:
        """The queue `(url, queue)` acted on (None: no broker is shown)."""
        return self._target

    @Slot()
    def put_lesson(self) -> None:
        """The lesson's four tasks onto the queue, from a thread of its own."""
        self.put(lesson_calls(), workers=0)

    def play(self, scenario: Scenario) -> None:
        """A scenario on the broker: its tasks put, in order, then its workers started."""
        self.put(scenario_calls(scenario), workers=scenario.workers)

    def put(self, calls: list[Call], workers: int) -> None:
        """`calls` onto the queue from a thread of its own; then `workers` RQ workers."""
        if self._target is not None:
            url, queue = self._target
            threading.Thread(
                target=self._put, args=(url, queue, calls, workers), daemon=True
            ).start()

    def _put(self, url: str, queue: str, calls: list[Call], workers: int) -> None:
        target = (url, queue)
        try:
            enqueue(url, queue, calls)
        except BrokerError as exc:
            self.put_failed.emit((target, exc))
        except Exception as exc:  # a Redis that went away meanwhile
            self.put_failed.emit((target, lost(url.rpartition("@")[2], exc)))
        else:
            self.put_done.emit((target, workers))

    @Slot(object)
    def _on_put_done(self, done: tuple[tuple[str, str], int]) -> None:
        target, workers = done
        if target == self._target:  # else detached meanwhile: no worker for a queue not shown
            for _ in range(workers):
                self.start_worker()

    @Slot(object)
    def _on_put_failed(self, failed: tuple[tuple[str, str], BrokerError]) -> None:
        target, error = failed
        if target == self._target:  # else it is of a queue no longer shown
            self._notices.refuse(error_text(error))

    # -- Cancel and Retry on the queue shown: RQ's own (the session's `Steer`) --------

    def tips(self) -> tuple[str, str]:
        """What Cancel and Retry do on an RQ queue."""
        return (
            self.tr(
                "Cancel the selected queued jobs with RQ's Job.cancel(): they leave the "
                "queue, and RQ records them cancelled (a running job runs to its end)"
            ),
            self.tr(
                "Requeue the selected failed jobs with RQ's Job.requeue(): the same job "
                "runs again, shown as a new task at the tail"
            ),
        )

    def cancel(self, task_ids: list[int]) -> None:
        """RQ's Job.cancel() on the jobs of the queued tasks `task_ids`."""
        self._ask(task_ids, cancel_jobs, self.tr("Select queued tasks to cancel."))

    def retry(self, task_ids: list[int]) -> None:
        """RQ's Job.requeue() on the jobs of the failed tasks `task_ids`."""
        self._ask(task_ids, requeue_jobs, self.tr("Select failed tasks to retry."))

    def _ask(
        self, task_ids: list[int], act: Callable[[str, list[str]], list[str]], none: str
    ) -> None:
        jobs = [job for job in map(self._job_of, task_ids) if job is not None]
        if self._target is None or not jobs:
            self._notices.refuse(none)
            return
        threading.Thread(target=self._act, args=(act, self._target, jobs), daemon=True).start()
        asked = self.tr(
            "Asked RQ about %n job(s): the table shows what Redis records.", "", len(jobs)
        )
        self._notices.say(agree(asked, len(jobs)))

    def _act(
        self,
        act: Callable[[str, list[str]], list[str]],
        target: tuple[str, str],
        jobs: list[str],
    ) -> None:
        url = target[0]
        try:
            refused = act(url, jobs)
        except BrokerError as exc:
            self.put_failed.emit((target, exc))
            return
        except Exception as exc:  # a Redis that went away meanwhile
            self.put_failed.emit((target, lost(url.rpartition("@")[2], exc)))
            return
        if refused:
            self.refused.emit((target, "; ".join(refused)))

    @Slot(object)
    def _on_refused(self, refused: tuple[tuple[str, str], str]) -> None:
        target, why = refused
        if target == self._target:
            self._notices.refuse(self.tr("RQ refused: {why}").format(why=why))

    def _worker(self, burst: bool) -> RQWorker | None:
        if self._target is None:
            return None
        url, queue = self._target
        self._started += 1
        name = f"rq-{self._started}-{secrets.token_hex(2)}"  # unique on a shared Redis
        worker = RQWorker(url, queue, name, burst=burst)
        self.workers.append(worker)
        return worker

    @Slot()
    def start_worker(self) -> None:
        """Start RQ's worker on the queue, as a child process."""
        worker = self._worker(burst=False)
        if worker is not None:
            self._notices.say(
                self.tr("Started the RQ worker {name}: a process of its own.").format(
                    name=worker.name
                )
            )

    @Slot()
    def drain(self) -> None:
        """A burst worker: it empties the queue, then exits."""
        worker = self._worker(burst=True)
        if worker is not None:
            self._notices.say(
                self.tr("{name} drains the queue: it exits once the queue is empty.").format(
                    name=worker.name
                )
            )

    @Slot()
    def stop_workers(self) -> None:
        """Warm shutdown of every RQ worker started here. A worker started
        elsewhere (a terminal, another machine) goes on: what is queued stays
        for it, so the sentence says whose workers stop, and no more."""
        running = self.running_workers
        if not running and any(worker.running for worker in self.workers):
            self._notices.refuse(  # asked again, RQ would kill the jobs they run
                self.tr(
                    "The RQ workers started here are stopping already: each finishes "
                    "the job it runs."
                )
            )
            return
        if not running:
            self._notices.refuse(
                self.tr(
                    "No RQ worker started here is running: nothing to stop (workers "
                    "started elsewhere are stopped where they run)."
                )
            )
            return
        for worker in running:
            worker.stop()
        count = len(running)
        self._notices.say(
            agree(
                self.tr(
                    "Warm shutdown of %n RQ worker(s) started here: each finishes the job "
                    "it runs and exits; what is queued stays, for any worker still on the queue.",
                    "",
                    count,
                ),
                count,
            )
        )

    def end_workers(self, timeout: float = END_WAIT) -> None:
        """Stop the workers started here and wait for them (killed after `timeout`)."""
        workers, self.workers = self.workers, []
        for worker in workers:
            worker.stop()
        for worker in workers:
            worker.end(timeout)

    def release(self) -> None:
        """No broker is shown any more: the commands off, the workers started
        here asked to stop (warm: never waited for on the GUI thread)."""
        self.set_target(None)
        for worker in self.workers:
            worker.stop()
