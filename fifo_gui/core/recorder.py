"""Recording a session as it runs: events in, JSON Lines out (core/recording/format.py).

One thread of its own does the work. Events come in through `record` (a
scheduler listener: a list's own `append`, no lock) or `record_all` (the
window hands over each batch its bridge took in); every `FLUSH_EVERY`
seconds the recorder's thread turns what came in into lines and writes them
with the file's own `write`, so a crash of the app loses at most the last
moments, and `close()` returns within `CLOSE_WAIT` whatever the file does.

A file that stops taking writes (a hung disk, a pipe nobody reads) or a disk
that cannot keep up stops the recording with an `error`; the session goes on.
(It replaced a formatting child process, which hung close() when its file
stalled and broke in a frozen app; scripts/bench measures the recorded flood
against the rate without recording.)
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Sequence
from pathlib import Path

from fifo_gui.core.events import Event, Listener
from fifo_gui.core.recording import Setup, lines_of, setup_to_line
from fifo_gui.core.safe_files import utf8 as encode  # valid UTF-8: a lone surrogate escaped

FLUSH_EVERY = 0.25  # seconds between the recorder thread's writes
CLOSE_WAIT = 2.5  # seconds `close()` waits at most for the file to take the rest
STALL = 5.0  # seconds one write may take before the recording stops
MAX_BACKLOG = 2_000_000  # events waiting to be written before the recording stops
SLICE = 4096  # events turned into lines and written in one go


def open_for_writing(path: str | Path) -> int:
    """A descriptor for writing `path` (created or emptied). A named pipe
    nobody reads fails at once (ENXIO) instead of blocking here."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0)
    nonblock = getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags | nonblock, 0o666)
    if nonblock:
        os.set_blocking(fd, True)  # writes wait on the recorder's thread, never here
    return fd


def write_all(fd: int, data: bytes) -> None:
    """Write every byte (os.write may take part of them)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


class Recorder:
    """Writes every event given to `record` (or `record_all`; use one of the
    two) to the file at `path` as JSON Lines, after the `setup` line if given.

    Opening the file (and writing the setup line) raises `OSError` here, at
    once. `error` says why the recording stopped, if it did; `count` is how
    many events were handed in.
    """

    def __init__(
        self, path: str | Path, epoch: float | None = None, setup: Setup | None = None
    ) -> None:
        self.path = str(path)
        self.epoch = time.monotonic() if epoch is None else epoch
        self.count = 0  # events handed in by record_all (record's are counted as written)
        self.written = 0  # events written to the file
        self.error: str | None = None
        self._events: list[Event] = []  # from `record`
        self._batches: list[Sequence[Event]] = []  # from `record_all`
        self.record: Listener = self._events.append
        self._busy_since: float | None = None  # when the write under way began
        self._fd = open_for_writing(path)
        try:
            if setup is not None:
                write_all(self._fd, encode(setup_to_line(setup) + "\n"))
        except OSError as exc:
            os.close(self._fd)
            raise OSError(exc.errno, exc.strerror, self.path) from None
        self._closing = threading.Event()
        self._writer = threading.Thread(target=self._write_loop, name="recorder", daemon=True)
        self._writer.start()

    def record_all(self, events: Sequence[Event]) -> None:
        """Record a batch of events, in order (kept as given: pass a tuple)."""
        if not events or self.error is not None:
            return
        self._batches.append(events)
        self.count += len(events)
        busy = self._busy_since
        if busy is not None and time.monotonic() - busy > STALL:
            self._stop(f"the file took no writes for {STALL:g} s")
        elif self.count - self.written > MAX_BACKLOG:
            self._stop("the disk did not keep up with the events")

    def _stop(self, why: str) -> None:
        self.error = f"the recording stopped: {why}"
        self._batches.clear()
        self._events.clear()

    def _write_loop(self) -> None:
        try:
            while not self._closing.wait(FLUSH_EVERY):
                self._write_waiting()
            self._write_waiting()
        except OSError as exc:
            self.error = f"cannot write {self.path}: {exc.strerror or exc}"
        finally:
            self._busy_since = None
            os.close(self._fd)

    def _write_waiting(self) -> None:
        events = self._events
        if events:  # taken from the front: the listener appends at the back meanwhile
            taken = events[: len(events)]
            del events[: len(taken)]
            self.count += len(taken)
            self._write(taken)
        batches = self._batches[: len(self._batches)]
        del self._batches[: len(batches)]
        for at in range(0, len(batches), 8):  # about SLICE events at a time
            group = batches[at : at + 8]
            self._write([e for batch in group for e in batch])

    def _write(self, events: Sequence[Event]) -> None:
        epoch = self.epoch
        for at in range(0, len(events), SLICE):
            if self.error is not None:
                return
            chunk = events[at : at + SLICE]
            lines = lines_of(chunk, epoch)
            lines.append("")
            self._busy_since = time.monotonic()
            write_all(self._fd, encode("\n".join(lines)))
            self._busy_since = None
            self.written += len(chunk)

    def close(self, timeout: float = CLOSE_WAIT) -> None:
        """Write what is left, waiting at most `timeout` seconds for the file
        (not at all after a stall): a file that does not take it is left to
        the recorder's thread, and `error` says the recording is incomplete."""
        self._closing.set()
        self._writer.join(0.0 if self.error is not None else timeout)
        if self._writer.is_alive() and self.error is None:
            self.error = f"the file took no more writes within {timeout:g} s"
