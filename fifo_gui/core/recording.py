"""Recordings: every event of a session, one JSON object per line (JSON Lines).

    {"v": 1, "type": "TaskQueued", "time": 0.012, "task_id": 1, "label": "...", ...}

`time` is on the session clock (seconds since the recording began); the other
fields are the event's own (events.py). A `Recorder` is a scheduler listener:
it only appends to a list on the worker's thread, and a writer thread of its
own writes and flushes about twice a second, so recording never slows the
workers and a crash loses at most the last second. `read_recording` checks
every line and raises `RecordingError` naming the line and the problem;
nothing in a file is ever evaluated.
"""

from __future__ import annotations

import json
import math
import threading
import time
from collections.abc import Iterable
from json.encoder import encode_basestring
from pathlib import Path
from typing import IO, Any

from fifo_gui.core.events import (
    Event,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)

VERSION = 1
MAX_BYTES = 512 * 1024 * 1024
MAX_TEXT = 100_000  # characters of one text field (tracebacks are bounded well below)
FLUSH_EVERY = 0.5  # seconds between the writer thread's writes
EVENT_TYPES: dict[str, type[Any]] = {
    cls.__name__: cls
    for cls in (
        TaskQueued,
        TaskStarted,
        TaskFinished,
        TaskFailed,
        TaskCancelled,
        WorkerStarted,
        WorkerStopped,
    )
}


class RecordingError(ValueError):
    """A recording that cannot be read, with the line and the problem."""


def event_to_line(event: Event, epoch: float) -> str:
    """One event as a line of JSON, its time on the session clock.

    The three events of every task are written from templates (a flood makes
    millions); the rare ones go through `json.dumps`. Both give the same JSON.
    """
    at = round(event.time - epoch, 6)
    if isinstance(event, TaskStarted):
        return (
            f'{{"v":1,"type":"TaskStarted","time":{at!r},"task_id":{event.task_id},'
            f'"thread":{_text(event.thread)}}}'
        )
    if isinstance(event, TaskFinished):
        return (
            f'{{"v":1,"type":"TaskFinished","time":{at!r},"task_id":{event.task_id},'
            f'"thread":{_text(event.thread)},"result":{_text(event.result)}}}'
        )
    if (
        isinstance(event, TaskQueued)
        and not event.sentinel
        and event.expected is None
        and event.priority == 0
    ):
        return (
            f'{{"v":1,"type":"TaskQueued","time":{at!r},"task_id":{event.task_id},'
            f'"label":{_text(event.label)},"thread":{_text(event.thread)},'
            f'"sentinel":false,"expected":null,"priority":0}}'
        )
    fields = event._asdict()
    fields["time"] = round(fields["time"] - epoch, 6)
    if isinstance(event, TaskQueued) and math.isinf(event.priority):
        fields["priority"] = None  # STOP's priority: JSON has no infinity
    return json.dumps(
        {"v": VERSION, "type": type(event).__name__, **fields},
        ensure_ascii=False,
        separators=(",", ":"),
    )


def _text(value: str) -> str:
    """A string as JSON text (the standard library's own encoder, in C)."""
    return encode_basestring(value)


class Recorder:
    """A scheduler listener that writes every event to `stream` as JSON Lines.

    `close()` writes what is left and stops the writer thread (it does not
    close the stream).
    """

    def __init__(self, stream: IO[str], epoch: float | None = None) -> None:
        self.epoch = time.monotonic() if epoch is None else epoch
        self.count = 0
        self._stream = stream
        self._pending: list[Event] = []
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._writer = threading.Thread(target=self._write_loop, name="recorder", daemon=True)
        self._writer.start()

    def __call__(self, event: Event) -> None:
        with self._lock:
            self._pending.append(event)

    def _write_loop(self) -> None:
        while not self._closing.wait(FLUSH_EVERY):
            self._write_pending()
        self._write_pending()

    def _write_pending(self) -> None:
        with self._lock:
            batch, self._pending = self._pending, []
        if batch:
            epoch = self.epoch
            self._stream.write("".join(event_to_line(e, epoch) + "\n" for e in batch))
            self._stream.flush()
            self.count += len(batch)

    def close(self, timeout: float = 5.0) -> None:
        """Write everything recorded so far and stop the writer thread."""
        self._closing.set()
        self._writer.join(timeout)


def write_recording(events: Iterable[Event], stream: IO[str], epoch: float = 0.0) -> int:
    """Write `events` as JSON Lines at once; returns how many."""
    count = 0
    for event in events:
        stream.write(event_to_line(event, epoch) + "\n")
        count += 1
    return count


def read_recording(path: str | Path) -> list[Event]:
    """Read and check a recording; its events with times on the session clock."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise RecordingError(
                f"{path.name}: the file is {size:,} bytes; the limit is {MAX_BYTES:,}"
            )
        stream = path.open("r", encoding="utf-8", newline="")
    except OSError as exc:
        raise RecordingError(f"{path.name}: cannot read the file ({exc.strerror or exc})") from None
    events: list[Event] = []
    with stream:
        number = 0
        try:
            for number, line in enumerate(stream, start=1):  # noqa: B007 - named in errors
                if not line.endswith("\n"):
                    raise RecordingError("the line is cut off (a truncated recording?)")
                events.append(parse_line(line))
        except RecordingError as exc:
            raise RecordingError(f"{path.name}: line {number}: {exc}") from None
        except UnicodeDecodeError:
            raise RecordingError(f"{path.name}: line {number + 1}: not UTF-8 text") from None
    if not events:
        raise RecordingError(f"{path.name}: the recording holds no events")
    return events


def parse_line(line: str) -> Event:
    """One checked event from one line of a recording."""
    try:
        obj = json.loads(line, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise RecordingError(f"not valid JSON ({exc.msg}, column {exc.colno})") from None
    except RecursionError:
        raise RecordingError("the JSON is nested too deeply") from None
    if not isinstance(obj, dict):
        raise RecordingError("expected a JSON object")
    if obj.get("v") != VERSION:
        raise RecordingError(
            f"version {obj.get('v')!r} is not supported (this app reads version {VERSION})"
        )
    kind = obj.get("type")
    if not isinstance(kind, str) or kind not in EVENT_TYPES:
        raise RecordingError(f"unknown event type {kind!r}")
    cls = EVENT_TYPES[kind]
    expected = set(cls._fields) | {"v", "type"}
    unknown = sorted(set(obj) - expected)
    if unknown:
        raise RecordingError(f"{kind}: unknown field {unknown[0]!r}")
    values = []
    for name in cls._fields:
        if name not in obj:
            if name in cls._field_defaults:
                values.append(cls._field_defaults[name])
                continue
            raise RecordingError(f"{kind}: missing field {name!r}")
        values.append(_checked(kind, name, obj[name]))
    return cls(*values)  # type: ignore[no-any-return]


_INTS = {"task_id", "sentinel_id"}
_FLOATS = {"time"}
_TEXTS = {"label", "thread", "result", "error_type", "message", "traceback"}


def _checked(kind: str, name: str, value: Any) -> Any:
    where = f"{kind}.{name}"
    if name in _INTS:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise RecordingError(f"{where}: expected a whole number >= 0, got {value!r}")
    elif name in _FLOATS:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise RecordingError(f"{where}: expected a number of seconds, got {value!r}")
        value = float(value)
    elif name in _TEXTS:
        if not isinstance(value, str):
            raise RecordingError(f"{where}: expected text, got {type(value).__name__}")
        if len(value) > MAX_TEXT:
            raise RecordingError(f"{where}: longer than {MAX_TEXT:,} characters")
    elif name == "sentinel":
        if not isinstance(value, bool):
            raise RecordingError(f"{where}: expected true or false, got {value!r}")
    elif name == "expected":
        if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))):
            raise RecordingError(f"{where}: expected a number or null, got {value!r}")
    elif name == "priority":
        if value is None:
            return math.inf
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise RecordingError(f"{where}: expected a number or null, got {value!r}")
    return value


def _refuse_constant(name: str) -> Any:
    raise RecordingError(f"{name} is not allowed: use a finite number")
