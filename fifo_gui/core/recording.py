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
nothing in a file is ever evaluated. It reads on whatever thread calls it (the
window: a thread of its own), a chunk at a time, and keeps each event once,
compactly: a text that recurs (a label, a thread's name) is one string shared
by every event that says it; what a replay looks up (`RecordedEvents`) is made
there too.
"""

from __future__ import annotations

import gc
import json
import math
from array import array
from collections.abc import Iterable, Iterator, Sequence
from itertools import accumulate
from json.encoder import encode_basestring
from pathlib import Path
from typing import IO, Any, BinaryIO, NamedTuple

from fifo_gui.core import strict_json
from fifo_gui.core.back_pressure import blocked_spans
from fifo_gui.core.events import (
    Event,
    QueueConfigured,
    QueuePaused,
    QueueStepped,
    SentinelTaken,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.messages import QT_TRANSLATE_NOOP, CoreError, Message
from fifo_gui.core.safe_files import (
    RefusedFileError,
    open_regular,
    read_regular,
    shown_name,
    shown_value,
)

VERSION = 1
MAX_BYTES = 512 * 1024 * 1024
MAX_TEXT = 100_000  # characters of one text field (tracebacks are bounded well below)
MAX_LINE = 8 * MAX_TEXT  # bytes of one line: a few text fields, some escaped
MAX_TIME = 1_000_000.0  # seconds (11.6 days): the replay slider counts ms in a C int
MAX_ID = 10**9  # a task's id
MAX_NUMBER = 1e15  # a priority or an expected duration
MAX_SCENARIO_BYTES = 1_000_000  # read to tell a scenario opened as a recording
CHUNK = 1 << 20  # bytes read at a time
CUT = QT_TRANSLATE_NOOP("CoreErrors", "the line is cut off (a truncated recording?)")
BOM = b"\xef\xbb\xbf"  # a UTF-8 byte order mark some editors write first
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
        SentinelTaken,
        QueueConfigured,
        QueuePaused,
        QueueStepped,
    )
}
DISCIPLINES = ("FIFO", "LIFO", "Priority")
MAXSIZE = (0, 10**9)  # the bounds of a recorded maxsize ...
WORKERS = (1, 16)  # ... and number of workers


class RecordingError(CoreError, ValueError):
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
    values = {k: clip(v) if isinstance(v, str) else v for k, v in event._asdict().items()}
    values["time"] = round(event.time - epoch, 6)
    if kind is TaskQueued and math.isinf(event.priority):
        values["priority"] = None  # STOP's priority: JSON has no infinity
    return json.dumps(
        {"v": VERSION, "type": kind.__name__, **values},
        ensure_ascii=False,
        separators=(",", ":"),
    )


def lines_of(events: Iterable[Event], epoch: float) -> list[str]:
    """Events as lines of JSON (no newlines), their times on the session clock.

    The recorder's loop, in a flood: the three events every task makes are
    formatted here without a call per event, and a label or a thread's name
    (the same few again and again) is escaped once per call."""
    texts: dict[str, str] = {}  # label or thread name -> its JSON text, shortened
    lines: list[str] = []
    add = lines.append
    e: Any  # one of the event tuples: its fields by position, as the templates take them
    for e in events:
        kind = type(e)
        if kind is TaskStarted:
            thread = texts.get(e[2]) or texts.setdefault(e[2], _text(e[2]))
            add(STARTED % (e[1] - epoch, e[0], thread))
        elif kind is TaskFinished:  # the result is a repr the scheduler already shortened
            thread = texts.get(e[2]) or texts.setdefault(e[2], _text(e[2]))
            add(FINISHED % (e[1] - epoch, e[0], thread, encode_basestring(e[3])))
        elif kind is TaskQueued and e[4] is False and e[5] is None and e[6] == 0:
            label = texts.get(e[1]) or texts.setdefault(e[1], _text(e[1]))
            thread = texts.get(e[3]) or texts.setdefault(e[3], _text(e[3]))
            add(QUEUED % (e[2] - epoch, e[0], label, thread))
        else:
            add(fields_to_line(kind, e, epoch))
    return lines


def _text(value: str) -> str:
    """A string as JSON text (the standard library's own encoder, in C),
    shortened to what the reader accepts."""
    return encode_basestring(value if len(value) <= MAX_TEXT else clip(value))


def clip(text: str) -> str:
    """`text` shortened to MAX_TEXT characters (a 200,000-character exception
    name, a thread's name), as the scheduler shortens messages."""
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"


def write_recording(events: Iterable[Event], stream: IO[str], epoch: float = 0.0) -> int:
    """Write `events` as JSON Lines at once; returns how many."""
    lines = lines_of(events, epoch)
    stream.writelines(line + "\n" for line in lines)
    return len(lines)


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


class RecordedEvents(list[Event]):
    """A recording's events, and what a replay looks up in them, made where
    they are read (a thread of its own in the window: for a million tasks this
    is seconds of work the GUI thread must not do).

    `ends[i]`: the latest time among events 0..i (threads report in the order
    they act, so a time can be a hair before the one above it: a replay
    bisects on this running maximum). `blocked`: when a producer waited for
    room (`back_pressure.blocked_spans`) in a queue first bounded at `maxsize`.
    """

    def __init__(self, events: Iterable[Event] = (), maxsize: int = 0) -> None:
        super().__init__(events)
        self.maxsize = maxsize
        self.ends = array("d", accumulate((e.time for e in self), max))
        self.blocked = blocked_spans(self, maxsize)


class Recording(NamedTuple):
    """A recording read back: its setup (None in a file without one) and events.

    `cut` says which last line was cut off (a full disk, a crash), if one
    was: the lines before it are read and replayed."""

    setup: Setup | None
    events: list[Event]  # a RecordedEvents, from load_recording
    cut: str | None = None


def setup_to_line(setup: Setup) -> str:
    """The setup as the first line of a recording."""
    return json.dumps({"v": VERSION, "type": "Setup", **setup._asdict()}, separators=(",", ":"))


def read_recording(path: str | Path) -> list[Event]:
    """Read and check a recording; its events with times on the session clock."""
    return load_recording(path).events


def load_recording(path: str | Path) -> Recording:
    """Read and check a recording: its setup and its events."""
    name = shown_name(path)
    try:
        stream = open_regular(path, MAX_BYTES)
    except RefusedFileError as exc:
        raise RecordingError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: {reason}"), file=name, reason=exc
        ) from None
    except OSError as exc:
        raise RecordingError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: cannot read the file ({why})"),
            file=name,
            why=exc.strerror or exc,
        ) from None
    setup: Setup | None = None
    events: list[Event] = []
    texts: dict[str, str] = {}  # each text read -> the one string every event shares
    cut: str | None = None
    with stream:
        number = 0
        blank = 0  # the first of the blank lines read since the last event: fine at the end
        try:
            for raw in _lines(stream):
                number += 1
                if number == 1 and raw.startswith(BOM):
                    raw = raw[len(BOM) :]
                if not raw.strip() and number > 1:  # whitespace, as an editor leaves at the end
                    blank = blank or number
                    continue
                if blank:
                    number, blank = blank, 0
                    raise RecordingError(
                        QT_TRANSLATE_NOOP("CoreErrors", "a blank line before more events")
                    )
                if len(raw) > MAX_LINE:
                    raise RecordingError(
                        QT_TRANSLATE_NOOP("CoreErrors", "the line is longer than {limit:,} bytes"),
                        limit=MAX_LINE,
                    )
                if not raw.endswith(b"\n"):  # the last line, cut by a full disk or a crash?
                    try:
                        obj = _object_from(raw)
                    except RecordingError:
                        if not events:
                            raise RecordingError(CUT) from None
                        cut = Message(
                            QT_TRANSLATE_NOOP(
                                "CoreErrors",
                                "{file}: line {line} is cut off (a full disk? a crash?); "
                                "the {lines:,} lines before it are replayed",
                            ),
                            file=name,
                            line=number,
                            lines=number - 1,
                        )
                        break
                else:
                    obj = _object_from(raw)
                if number == 1 and obj.get("type") == "Setup":
                    setup = setup_from(obj)
                else:
                    events.append(event_from(obj, texts))
        except RecordingError as exc:
            if number == 1 and _is_scenario(path):
                raise RecordingError(
                    QT_TRANSLATE_NOOP(
                        "CoreErrors",
                        "{file} is a scenario file, not a recording: "
                        "open it with File ▸ Open (Ctrl+O) or --scenario",
                    ),
                    file=name,
                ) from None
            raise RecordingError(
                QT_TRANSLATE_NOOP("CoreErrors", "{file}: line {line}: {reason}"),
                file=name,
                line=number,
                reason=exc,
            ) from None
        except OSError as exc:
            raise RecordingError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors", "{file}: line {line}: cannot read the file ({why})"
                ),
                file=name,
                line=number,
                why=exc.strerror or exc,
            ) from None
        except MemoryError:
            raise RecordingError(
                QT_TRANSLATE_NOOP("CoreErrors", "{file}: line {line}: too big to read"),
                file=name,
                line=number,
            ) from None
    if not events:
        raise RecordingError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: the recording holds no events"), file=name
        )
    texts.clear()
    recorded = RecordedEvents(events, setup.maxsize if setup else 0)
    events.clear()
    return Recording(setup, recorded, cut)


def _lines(stream: BinaryIO) -> Iterator[bytes]:
    """The lines of `stream` as `readline(MAX_LINE + 1)` gives them (a line
    longer than MAX_LINE is cut there; the last one may lack its newline),
    read a chunk at a time: a thread reading a line at a time lets go of the
    interpreter lock at every read and takes it straight back, and the GUI
    thread waiting for it could wait seconds."""
    rest = b""
    while chunk := stream.read(CHUNK):
        *lines, rest = (rest + chunk).split(b"\n")
        for line in lines:
            yield line + b"\n"
        # The events read so far (millions, in no cycle) leave the cycle
        # collector's generations, as the window's frames move every object
        # out (ui/collector.py): else its full collections, holding the lock,
        # walk them all, longer and longer as the file goes on.
        gc.freeze()
        if len(rest) > MAX_LINE:
            yield rest[: MAX_LINE + 1]
            return
    if rest:
        yield rest


def _is_scenario(path: str | Path) -> bool:
    """True for a scenario file (one JSON object with tasks) opened as a recording."""
    try:
        whole = json.loads(read_regular(path, MAX_SCENARIO_BYTES).decode("utf-8-sig"))
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(whole, dict) and "tasks" in whole


def setup_from(obj: dict[str, Any]) -> Setup:
    """The checked setup a recording's first line holds."""
    unknown = sorted(set(obj) - {"v", "type", *Setup._fields})
    if unknown:
        raise RecordingError(
            QT_TRANSLATE_NOOP("CoreErrors", "{kind}: unknown field {field}"),
            kind="Setup",
            field=shown_value(unknown[0]),
        )
    setup = Setup(**{k: v for k, v in obj.items() if k in Setup._fields})
    for name in Setup._fields:
        _checked("Setup", name, getattr(setup, name))
    return setup


def parse_line(line: str) -> Event:
    """One checked event from one line of a recording."""
    return event_from(_object_from(line))


def _object_from(line: str | bytes) -> dict[str, Any]:
    """One line as a JSON object of this version, or a RecordingError."""
    if isinstance(line, bytes):
        try:
            line = line.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordingError(
                QT_TRANSLATE_NOOP("CoreErrors", "not UTF-8 text (byte {byte})"), byte=exc.start + 1
            ) from None
    try:
        obj = strict_json.loads(line)
    except strict_json.RefusedJsonError as exc:
        raise RecordingError(exc.template, **exc.values) from None
    except json.JSONDecodeError as exc:
        raise RecordingError(
            QT_TRANSLATE_NOOP("CoreErrors", "not valid JSON ({why}, column {column})"),
            why=exc.msg,
            column=exc.colno,
        ) from None
    if not isinstance(obj, dict):
        raise RecordingError(QT_TRANSLATE_NOOP("CoreErrors", "expected a JSON object"))
    if obj.get("v") != VERSION:
        raise RecordingError(
            QT_TRANSLATE_NOOP(
                "CoreErrors", "version {version} is not supported (this app reads version {reads})"
            ),
            version=shown_value(obj.get("v")),
            reads=VERSION,
        )
    return obj


def event_from(obj: dict[str, Any], texts: dict[str, str] | None = None) -> Event:
    """The checked event a recording's line holds. `texts`, if given, maps
    each text already read to its string: an equal one is shared, not kept twice."""
    kind = obj.get("type")
    if not isinstance(kind, str) or kind not in EVENT_TYPES:
        raise RecordingError(
            QT_TRANSLATE_NOOP("CoreErrors", "unknown event type {kind}"), kind=shown_value(kind)
        )
    cls = EVENT_TYPES[kind]
    if not obj.keys() <= _EXPECTED[kind]:
        raise RecordingError(
            QT_TRANSLATE_NOOP("CoreErrors", "{kind}: unknown field {field}"),
            kind=kind,
            field=shown_value(sorted(obj.keys() - _EXPECTED[kind])[0]),
        )
    values = []
    defaults = cls._field_defaults
    for name in cls._fields:
        if name not in obj:
            if name in defaults:
                values.append(defaults[name])
                continue
            raise RecordingError(
                QT_TRANSLATE_NOOP("CoreErrors", "{kind}: missing field {field!r}"),
                kind=kind,
                field=name,
            )
        value = _checked(kind, name, obj[name])
        if texts is not None and name in _TEXTS:
            value = texts.setdefault(value, value)
        values.append(value)
    return cls(*values)  # type: ignore[no-any-return]


_EXPECTED = {kind: frozenset(cls._fields) | {"v", "type"} for kind, cls in EVENT_TYPES.items()}


_INTS = {"task_id", "sentinel_id"}
_FLOATS = {"time"}
_TEXTS = {"label", "thread", "result", "error_type", "message", "traceback"}
_BOUNDED = {"maxsize": MAXSIZE, "workers": WORKERS}


def _checked(kind: str, name: str, value: Any) -> Any:
    if name in _INTS:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_ID:
            raise RecordingError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors", "{where}: expected a whole number 0-{high:,}, got {value}"
                ),
                where=f"{kind}.{name}",
                high=MAX_ID,
                value=shown_value(value),
            )
    elif name in _FLOATS:
        if not _is_number(value, MAX_TIME):
            raise RecordingError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors",
                    "{where}: expected a number of seconds within ±{bound:,.0f}, got {value}",
                ),
                where=f"{kind}.{name}",
                bound=MAX_TIME,
                value=shown_value(value),
            )
        value = float(value)
    elif name in _TEXTS:
        if not isinstance(value, str):
            raise RecordingError(
                QT_TRANSLATE_NOOP("CoreErrors", "{where}: expected text, got {type}"),
                where=f"{kind}.{name}",
                type=type(value).__name__,
            )
        if len(value) > MAX_TEXT:
            raise RecordingError(
                QT_TRANSLATE_NOOP("CoreErrors", "{where}: longer than {limit:,} characters"),
                where=f"{kind}.{name}",
                limit=MAX_TEXT,
            )
    elif name == "discipline":
        if value not in DISCIPLINES:
            raise RecordingError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors", "{where}: expected FIFO, LIFO or Priority, got {value}"
                ),
                where=f"{kind}.{name}",
                value=shown_value(value),
            )
    elif name in _BOUNDED:
        low, high = _BOUNDED[name]
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise RecordingError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors", "{where}: expected a whole number {low}-{high}, got {value}"
                ),
                where=f"{kind}.{name}",
                low=low,
                high=high,
                value=shown_value(value),
            )
    elif name in ("sentinel", "paused"):
        if not isinstance(value, bool):
            raise RecordingError(
                QT_TRANSLATE_NOOP("CoreErrors", "{where}: expected true or false, got {value}"),
                where=f"{kind}.{name}",
                value=shown_value(value),
            )
    elif name in ("expected", "priority"):
        if value is None:
            return math.inf if name == "priority" else None
        if not _is_number(value, MAX_NUMBER):
            raise RecordingError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors",
                    "{where}: expected a number within ±{bound:g} or null, got {value}",
                ),
                where=f"{kind}.{name}",
                bound=MAX_NUMBER,
                value=shown_value(value),
            )
    return value


def _is_number(value: Any, bound: float) -> bool:
    """A finite int or float within ±bound (a 400-digit int is refused before
    float() would overflow)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return -bound <= value <= bound  # False for NaN; ints compare exactly
