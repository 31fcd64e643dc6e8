"""Recording a session as it runs: events in, JSON Lines out (recording.py's format).

Formatting an event as JSON costs most of a microsecond of Python, and a
flood makes hundreds of thousands a second; done in this process it would
take the GIL from the workers and the window. So the work is split:

1. events come in through `record` (a scheduler listener: a list's own
   `append`, no lock, since only the writer thread takes from the list) or
   `record_all` (a batch: the window hands over each batch its bridge took
   in, packed at once, so the events are not kept alive until the writer
   runs). Packing is one pickle of the batch's fields in a flat list and its
   kinds in a byte string: nothing is built per event;
2. the writer thread, twice a second, sends the packed batches down a pipe;
3. the formatting process (`python -m fifo_gui.core.recorder`, this file)
   turns them into lines and writes and flushes them, on a core of its own
   and at a lower priority than the app.

A crash of the app loses at most the last half second: the formatting process
writes everything it was sent and exits when its input closes.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from itertools import chain
from pathlib import Path
from typing import IO, Any

from fifo_gui.core.events import Event, Listener
from fifo_gui.core.recording import EVENT_TYPES, Setup, fields_to_line, setup_to_line

FLUSH_EVERY = 0.5  # seconds between the writer thread's sends
SLICE = 4096  # events packed in one go by the writer thread
PROTOCOL = pickle.HIGHEST_PROTOCOL
KINDS: tuple[type[Any], ...] = tuple(EVENT_TYPES.values())  # an event's kind is its index here
KIND_OF = {cls: index for index, cls in enumerate(KINDS)}


class Recorder:
    """Writes every event given to `record` (or `record_all`; use one of the
    two) to the file at `path` as JSON Lines, after the `setup` line if given.

    Opening the file raises `OSError` here, at once. `close()` writes what is
    left and waits for the formatting process; `error` says what went wrong
    if that process could not write.
    """

    def __init__(
        self, path: str | Path, epoch: float | None = None, setup: Setup | None = None
    ) -> None:
        self.epoch = time.monotonic() if epoch is None else epoch
        self.count = 0  # events packed for the formatting process
        self.error: str | None = None
        self._events: list[Event] = []  # from `record`, packed by the writer thread
        self._packed: list[bytes] = []  # batches ready to send
        self.record: Listener = self._events.append
        with open(path, "wb") as file:  # the formatting process writes to it as its stdout
            if setup is not None:
                file.write((setup_to_line(setup) + "\n").encode("utf-8"))
                file.flush()
            self._process = subprocess.Popen(
                [sys.executable, "-m", "fifo_gui.core.recorder"],
                stdin=subprocess.PIPE,
                stdout=file,
                stderr=subprocess.PIPE,
                env=_child_environment(),
            )
        assert self._process.stdin is not None
        self._pipe: IO[bytes] = self._process.stdin
        self._closing = threading.Event()
        self._writer = threading.Thread(target=self._write_loop, name="recorder", daemon=True)
        self._writer.start()

    def record_all(self, events: Sequence[Event]) -> None:
        """Record a batch of events, in order."""
        if events:
            self._packed.append(pack(self.epoch, events))
            self.count += len(events)

    def _write_loop(self) -> None:
        while not self._closing.wait(FLUSH_EVERY):
            self._send()
        self._send()

    def _send(self) -> None:
        events = self._events
        while events:  # in slices, so that no one call holds the GIL for long
            batch = events[:SLICE]
            del events[: len(batch)]
            self.record_all(batch)
        packed = self._packed[: len(self._packed)]
        del self._packed[: len(packed)]
        if not packed or self.error is not None:
            return
        try:  # one write: the thread waits for the pipe without the GIL, and takes it once
            self._pipe.write(b"".join(packed))
            self._pipe.flush()
        except OSError:
            self.error = "the process writing the file stopped"

    def close(self, timeout: float = 10.0) -> None:
        """Write everything recorded so far; wait for the file to be complete."""
        self._closing.set()
        self._writer.join(timeout)
        try:  # closes the pipe; the formatting process writes the rest and exits
            _, stderr = self._process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self._process.kill()
            _, stderr = self._process.communicate()
        status = self._process.returncode
        if status != 0:
            lines = stderr.decode("utf-8", "replace").strip().splitlines()
            if lines:
                detail = lines[-1]
            elif status < 0:
                detail = f"it was stopped (signal {-status})"
            else:
                detail = f"it exited with status {status}"
            self.error = f"the process writing the file failed: {detail}"


def pack(epoch: float, events: Sequence[Event]) -> bytes:
    """A batch of events as one pickle: (epoch, kinds, every field in order)."""
    kinds = bytes(map(KIND_OF.__getitem__, map(type, events)))
    return pickle.dumps((epoch, kinds, list(chain.from_iterable(events))), PROTOCOL)


def _child_environment() -> dict[str, str]:
    """This environment, with this process's import path: the formatting
    process finds fifo_gui wherever this one found it."""
    return {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}


def format_batches(source: IO[bytes], sink: IO[str]) -> int:
    """The formatting process: batches from `source` as lines on `sink`; how many."""
    sizes = [len(cls._fields) for cls in KINDS]
    written = 0
    while True:
        try:
            epoch, kinds, fields = pickle.load(source)
        except (EOFError, pickle.UnpicklingError):  # the app closed (or died mid-batch)
            return written
        lines = []
        at = 0
        for kind in kinds:
            size = sizes[kind]
            lines.append(fields_to_line(KINDS[kind], fields[at : at + size], epoch))
            at += size
        lines.append("")
        sink.write("\n".join(lines))
        sink.flush()
        written += len(kinds)


if __name__ == "__main__":
    if hasattr(os, "nice"):
        os.nice(19)
    with open(sys.stdout.fileno(), "w", encoding="utf-8", newline="\n", closefd=False) as out:
        format_batches(sys.stdin.buffer, out)
