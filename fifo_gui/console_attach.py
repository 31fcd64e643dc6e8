"""`fifo-gui --console --attach URL --queue NAME [--record FILE]`: watch an RQ
queue from the terminal, recording what it observes until Ctrl+C.

The recording is an ordinary one (it replays like any other): its clock
starts at the earliest moment the attach showed (a job put before it).
Nothing is written until the attach succeeded: a broker that is down, a bad
URL or a Redis that refuses notifications says one sentence and leaves no file.
"""

from __future__ import annotations

import secrets
import sys
import threading
import time
from collections.abc import Sequence

from fifo_gui.broker.connect import BrokerError
from fifo_gui.broker.source import RQSource
from fifo_gui.broker.workers import RQWorker, enqueue, scenario_calls
from fifo_gui.console import Console, use_terminal_language
from fifo_gui.core.echo import say
from fifo_gui.core.events import (
    Event,
    QueueConfigured,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    WorkerStopped,
)
from fifo_gui.core.recorder import Recorder
from fifo_gui.core.recording import Setup
from fifo_gui.core.scenario import Scenario, ScenarioError, load_scenario
from fifo_gui.core.scenario_runner import RunResult, expectations_met

ATTACH_WAIT = 30.0  # seconds the attach may take (a connect timeout is 3 s)


class Observed:
    """The source's listener: counts what it sees and hands it to a recording
    once there is one (what came before, the snapshot, is held until then)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._held: list[tuple[Event, ...]] = []
        self.recorder: Recorder | None = None
        self.queued = self.done = self.failed = self.left = 0  # left: workers seen leaving
        self.setup = Setup()  # as the source's latest QueueConfigured says

    def __call__(self, batch: Sequence[Event]) -> None:
        events = tuple(batch)
        with self._lock:
            for event in events:
                kind = type(event)
                if kind is TaskQueued:
                    self.queued += 1
                elif kind is TaskFinished:
                    self.done += 1
                elif kind is TaskFailed:
                    self.failed += 1
                elif kind is WorkerStopped:
                    self.left += 1
                elif isinstance(event, QueueConfigured):
                    self.setup = Setup.of(event)
            if self.recorder is not None:
                self.recorder.record_all(events)
            else:
                self._held.append(events)

    def record(self, path: str) -> Recorder:
        """Start recording to `path` (OSError if it cannot be written): what
        was held first, its clock at the earliest event held."""
        with self._lock:
            times = [e.time for batch in self._held for e in batch]
            epoch = min([time.monotonic(), *times])
            recorder = Recorder(path, epoch, self.setup)
            for batch in self._held:
                recorder.record_all(batch)
            self._held.clear()
            self.recorder = recorder
        return recorder


def run_attached(
    url: str, queue: str, record: str | None = None, scenario: str | None = None
) -> int:
    """Follow `queue` at `url` until Ctrl+C (or Redis goes away); exit 0, 1
    if Redis went away or the recording is incomplete, 2 if the attach failed
    or the recording cannot be written. With a scenario on a broker
    (`scenario`, a file), play it and stop once its workers drained the queue:
    exit 1 if its `expect` did not hold, 2 if the file cannot be used."""
    use_terminal_language()
    play: Scenario | None = None
    if scenario is not None:
        play = _broker_scenario(scenario)
        if play is None:
            return 2
    observed = Observed()
    source = RQSource(url, queue, observed)
    recorder: Recorder | None = None
    workers: list[RQWorker] = []
    status = 0
    try:
        source.start()
        error = source.wait_attached(ATTACH_WAIT)
        if error is not None or not source.alive:
            return _failed(error, 2)
        if record:
            try:
                recorder = observed.record(record)
            except OSError as exc:
                print(
                    Console.tr("fifo-gui: cannot write {file}: {why}").format(
                        file=record, why=exc.strerror
                    ),
                    file=sys.stderr,
                )
                return 2
        watching = Console.tr(
            "Watching the RQ queue {queue}: %n task(s) waiting or running. Press Ctrl+C to stop.",
            "",
            observed.queued,
        )
        say(watching.format(queue=queue))
        if play is not None:
            try:
                workers = _play(url, queue, play)
            except BrokerError as exc:
                return _failed(exc, 1)
        while not source.wait(0.5):  # short waits: Ctrl+C is handled between them
            if play is not None and _drained(workers, observed, len(play.tasks)):
                break
        if source.error is not None:
            status = _failed(source.error, 1)
        elif play is not None:
            status = _verdict(play, observed)
    except KeyboardInterrupt:  # Ctrl+C, SIGTERM, SIGHUP: the way a watch ends
        status = 0
    finally:
        for worker in workers:
            worker.end()  # warm: a job running finishes (killed after END_WAIT)
        source.close()
        if recorder is not None:
            recorder.close()
            if recorder.error is not None:
                print(
                    Console.tr("fifo-gui: the recording is incomplete: {why}").format(
                        why=recorder.error
                    ),
                    file=sys.stderr,
                )
                status = status or 1
    say(
        Console.tr("Seen on the queue: {queued} put, {done} done, {failed} failed.").format(
            queued=Console.num(observed.queued),
            done=Console.num(observed.done),
            failed=Console.num(observed.failed),
        )
    )
    return status


def _failed(error: BrokerError | None, status: int) -> int:
    if error is not None:
        print(f"fifo-gui: {error}", file=sys.stderr)
    return status


def _broker_scenario(path: str) -> Scenario | None:
    """The scenario on a broker in `path` (None, said why, if it is not one)."""
    try:
        scenario = load_scenario(path)
    except ScenarioError as exc:
        print(f"fifo-gui: cannot open scenario: {exc}", file=sys.stderr)
        return None
    if scenario.broker is None:
        print(
            Console.tr(
                'fifo-gui: with --attach, --scenario plays a scenario on a broker ("broker": '
                '"rq") only; run this one with --console --scenario alone.'
            ),
            file=sys.stderr,
        )
        return None
    return scenario


def _play(url: str, queue: str, scenario: Scenario) -> list[RQWorker]:
    """Put the scenario's tasks with RQ's enqueue(), in order, then start its
    workers with --burst: each drains the queue and exits (no sentinel)."""
    enqueue(url, queue, scenario_calls(scenario))
    workers = Console.tr("%n RQ burst worker(s)", "", scenario.workers)
    text = Console.tr(
        "Put %n task(s) with enqueue(); {workers} drain the queue and exit.",
        "",
        len(scenario.tasks),
    )
    say(text.format(workers=workers))
    stamp = secrets.token_hex(2)  # names unique on a shared Redis
    return [
        RQWorker(url, queue, f"rq-{i}-{stamp}", burst=True) for i in range(1, scenario.workers + 1)
    ]


def _drained(workers: list[RQWorker], observed: Observed, tasks: int) -> bool:
    """True once every burst worker exited, was seen leaving, and every task
    put was seen ended."""
    return (
        all(worker.process.poll() is not None for worker in workers)
        and observed.done + observed.failed >= tasks
        and observed.left >= len(workers)
    )


def _verdict(scenario: Scenario, observed: Observed) -> int:
    """Say whether the scenario's `expect` held: 0 if it did, 1 if not."""
    result = RunResult(observed.setup.discipline, "rq", done=observed.done, failed=observed.failed)
    missed = expectations_met(scenario, result)
    for line in missed:
        say(Console.tr("Expectation not met: {expectation}").format(expectation=line))
    if scenario.expect:
        say(
            Console.tr("Expectations: not all held.")
            if missed
            else Console.tr("Expectations: all held.")
        )
    return 1 if missed else 0
