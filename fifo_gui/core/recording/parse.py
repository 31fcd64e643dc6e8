"""One line of a recording, checked: read by the one strict JSON reader, of
this version, every field of the expected type and within its bounds. Nothing
in a line is ever evaluated."""

from __future__ import annotations

import json
import math
from typing import Any, TypeVar

from fifo_gui.core import strict_json
from fifo_gui.core.events import Event, QueueConfigured
from fifo_gui.core.fifo_queue import STANDARD_QUEUES
from fifo_gui.core.messages import QT_TRANSLATE_NOOP
from fifo_gui.core.recording.format import (
    DISCIPLINES,
    EVENT_TYPES,
    MAX_ID,
    MAX_NUMBER,
    MAX_TEXT,
    MAX_TIME,
    MAXSIZE,
    VERSION,
    WORKERS,
    RecordingError,
    Setup,
)
from fifo_gui.core.safe_files import shown_value

Named = TypeVar("Named", Setup, QueueConfigured)


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
    return _named(setup, obj)


def _named(setup: Named, obj: dict[str, Any]) -> Named:
    """A setup written before a queue said what it is: the lesson's queue of its discipline."""
    if "queue" in obj:
        return setup
    return setup._replace(queue=STANDARD_QUEUES[setup.discipline])


def parse_line(line: str) -> Event:
    """One checked event from one line of a recording."""
    return event_from(object_from(line))


def object_from(line: str | bytes) -> dict[str, Any]:
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
    event = cls(*values)
    return _named(event, obj) if cls is QueueConfigured else event  # type: ignore[no-any-return]


_EXPECTED = {kind: frozenset(cls._fields) | {"v", "type"} for kind, cls in EVENT_TYPES.items()}


_INTS = {"task_id", "sentinel_id"}
_FLOATS = {"time"}
_TEXTS = {
    *("label", "thread", "result", "error_type", "message", "traceback", "producer"),
    *("queue", "put", "get"),
}
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
    elif name in ("sentinel", "paused", "waiting"):
        if not isinstance(value, bool):
            raise RecordingError(
                QT_TRANSLATE_NOOP("CoreErrors", "{where}: expected true or false, got {value}"),
                where=f"{kind}.{name}",
                value=shown_value(value),
            )
    elif name in ("expected", "priority", "cpu"):  # cpu: absent or null in older recordings
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
