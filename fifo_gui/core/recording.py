"""Recordings: every event of a session, one JSON object per line (JSON Lines).

    {"v": 1, "type": "TaskQueued", "time": 0.012, "task_id": 1, "label": "...", ...}

`time` is on the session clock (seconds since the recording began); the other
fields are the event's own (events.py). The first line may be the queue's
`Setup` (discipline, maxsize, workers), for a replay to show the same queue;
a recording may also hold the queue's own `QueueConfigured`, `QueuePaused`
and `QueueStepped` events (older ones do not, and still load).
recorder.py writes them while a session runs; `write_recording` writes a list
at once. `read_recording` (`load_recording`, with the setup) checks every line
and raises `RecordingError` naming the line and the problem;
nothing in a file is ever evaluated.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from json.encoder import encode_basestring
from pathlib import Path
from typing import IO, Any, NamedTuple

from fifo_gui.core.events import (
    Event,
    QueueConfigured,
    QueuePaused,
    QueueStepped,
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
        QueueConfigured,
        QueuePaused,
        QueueStepped,
    )
}
DISCIPLINES = ("FIFO", "LIFO", "Priority")
MAXSIZE = (0, 10**9)  # the bounds of a recorded maxsize ...
WORKERS = (1, 16)  # ... and number of workers


class RecordingError(ValueError):
    """A recording that cannot be read, with the line and the problem."""


# The three events every task makes are written from templates (a flood
# makes millions of them); fields at their default values are left out, as
# `parse_line` fills them in. Every other event goes through `json.dumps`.
QUEUED = '{"v":1,"type":"TaskQueued","time":%.6f,"task_id":%d,"label":%s,"thread":%s}'
STARTED = '{"v":1,"type":"TaskStarted","time":%.6f,"task_id":%d,"thread":%s}'
FINISHED = '{"v":1,"type":"TaskFinished","time":%.6f,"task_id":%d,"thread":%s,"result":%s}'
QUEUED_DEFAULTS = (False, None, 0)  # sentinel, expected, priority


def event_to_line(event: Event, epoch: float) -> str:
    """One event as a line of JSON, its time on the session clock."""
    return fields_to_line(type(event), event, epoch)


def fields_to_line(kind: type[Any], fields: Sequence[Any], epoch: float) -> str:
    """An event given as its type and its fields in order, as a line of JSON."""
    if kind is TaskStarted:
        task_id, at, thread = fields
        return STARTED % (at - epoch, task_id, _text(thread))
    if kind is TaskFinished:
        task_id, at, thread, result = fields
        return FINISHED % (at - epoch, task_id, _text(thread), _text(result))
    if kind is TaskQueued and tuple(fields[4:]) == QUEUED_DEFAULTS:
        task_id, label, at, thread = fields[:4]
        return QUEUED % (at - epoch, task_id, _text(label), _text(thread))
    event = kind._make(fields)
    values = event._asdict()
    values["time"] = round(event.time - epoch, 6)
    if kind is TaskQueued and math.isinf(event.priority):
        values["priority"] = None  # STOP's priority: JSON has no infinity
    return json.dumps(
        {"v": VERSION, "type": kind.__name__, **values},
        ensure_ascii=False,
        separators=(",", ":"),
    )


def _text(value: str) -> str:
    """A string as JSON text (the standard library's own encoder, in C)."""
    return encode_basestring(value)


def write_recording(events: Iterable[Event], stream: IO[str], epoch: float = 0.0) -> int:
    """Write `events` as JSON Lines at once; returns how many."""
    count = 0
    for event in events:
        stream.write(event_to_line(event, epoch) + "\n")
        count += 1
    return count


class Setup(NamedTuple):
    """How the session's queue was set up when the recording began: the first
    line of a recording, so that a replay shows the same queue."""

    discipline: str = "FIFO"  # "FIFO", "LIFO" or "Priority"
    maxsize: int = 0  # 0: unbounded
    workers: int = 1

    def configured(self, time: float = 0.0, thread: str = "MainThread") -> QueueConfigured:
        """The setup as the event a ledger takes it from (for a recording
        made before the queue reported its setup as events)."""
        return QueueConfigured(time, thread, self.discipline, self.maxsize, self.workers)


class Recording(NamedTuple):
    """A recording read back: its setup (None in a file without one) and events."""

    setup: Setup | None
    events: list[Event]


def setup_to_line(setup: Setup) -> str:
    """The setup as the first line of a recording."""
    return json.dumps({"v": VERSION, "type": "Setup", **setup._asdict()}, separators=(",", ":"))


def read_recording(path: str | Path) -> list[Event]:
    """Read and check a recording; its events with times on the session clock."""
    return load_recording(path).events


def load_recording(path: str | Path) -> Recording:
    """Read and check a recording: its setup and its events."""
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
    setup: Setup | None = None
    events: list[Event] = []
    with stream:
        number = 0
        try:
            for number, line in enumerate(stream, start=1):
                if not line.endswith("\n"):
                    raise RecordingError("the line is cut off (a truncated recording?)")
                obj = _object_from(line)
                if number == 1 and obj.get("type") == "Setup":
                    setup = setup_from(obj)
                else:
                    events.append(event_from(obj))
        except RecordingError as exc:
            if number == 1 and _is_scenario(path):
                raise RecordingError(
                    f"{path.name} is a scenario file, not a recording: "
                    "open it with File ▸ Open (Ctrl+O) or --scenario"
                ) from None
            raise RecordingError(f"{path.name}: line {number}: {exc}") from None
        except UnicodeDecodeError:
            raise RecordingError(f"{path.name}: line {number + 1}: not UTF-8 text") from None
    if not events:
        raise RecordingError(f"{path.name}: the recording holds no events")
    return Recording(setup, events)


def _is_scenario(path: Path) -> bool:
    """True for a scenario file (one JSON object with tasks) opened as a recording."""
    try:
        whole = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(whole, dict) and "tasks" in whole


def setup_from(obj: dict[str, Any]) -> Setup:
    """The checked setup a recording's first line holds."""
    unknown = sorted(set(obj) - {"v", "type", *Setup._fields})
    if unknown:
        raise RecordingError(f"Setup: unknown field {unknown[0]!r}")
    setup = Setup(**{k: v for k, v in obj.items() if k in Setup._fields})
    for name in Setup._fields:
        _checked("Setup", name, getattr(setup, name))
    return setup


def parse_line(line: str) -> Event:
    """One checked event from one line of a recording."""
    return event_from(_object_from(line))


def _object_from(line: str) -> dict[str, Any]:
    """One line as a JSON object of this version, or a RecordingError."""
    try:
        obj = _DECODER.decode(line)
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
    return obj


def event_from(obj: dict[str, Any]) -> Event:
    """The checked event a recording's line holds."""
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
_BOUNDED = {"maxsize": MAXSIZE, "workers": WORKERS}


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
    elif name == "discipline":
        if value not in DISCIPLINES:
            raise RecordingError(f"{where}: expected FIFO, LIFO or Priority, got {value!r}")
    elif name in _BOUNDED:
        low, high = _BOUNDED[name]
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise RecordingError(f"{where}: expected a whole number {low}-{high}, got {value!r}")
    elif name in ("sentinel", "paused"):
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


_DECODER = json.JSONDecoder(parse_constant=_refuse_constant)  # one for every line
