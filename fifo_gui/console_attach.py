"""`fifo-gui --console --attach URL --queue NAME [--record FILE]`: watch an RQ
queue from the terminal, recording what it observes until Ctrl+C.

The recording is an ordinary one (it replays like any other): its clock
starts at the earliest moment the attach showed (a job put before it).
Nothing is written until the attach succeeded: a broker that is down, a bad
URL or a Redis that refuses notifications says one sentence and leaves no file.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Sequence

from fifo_gui.broker.connect import BrokerError
from fifo_gui.broker.source import RQSource
from fifo_gui.console import Console, use_terminal_language
from fifo_gui.core.echo import say
from fifo_gui.core.events import Event, QueueConfigured, TaskFailed, TaskFinished, TaskQueued
from fifo_gui.core.recorder import Recorder
from fifo_gui.core.recording import Setup

ATTACH_WAIT = 30.0  # seconds the attach may take (a connect timeout is 3 s)


class Observed:
    """The source's listener: counts what it sees and hands it to a recording
    once there is one (what came before, the snapshot, is held until then)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._held: list[tuple[Event, ...]] = []
        self.recorder: Recorder | None = None
        self.queued = self.done = self.failed = 0
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


def run_attached(url: str, queue: str, record: str | None = None) -> int:
    """Follow `queue` at `url` until Ctrl+C (or Redis goes away); exit 0, 1
    if Redis went away or the recording is incomplete, 2 if the attach failed
    or the recording cannot be written."""
    use_terminal_language()
    observed = Observed()
    source = RQSource(url, queue, observed)
    recorder: Recorder | None = None
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
        while not source.wait(0.5):  # short waits: Ctrl+C is handled between them
            pass
        if source.error is not None:
            status = _failed(source.error, 1)
    except KeyboardInterrupt:  # Ctrl+C, SIGTERM, SIGHUP: the way a watch ends
        status = 0
    finally:
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
