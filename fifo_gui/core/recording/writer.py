"""Writing a recording: events as lines of JSON, their times on the session
clock, each line one the reader accepts (texts shortened to MAX_TEXT)."""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from json.encoder import encode_basestring
from typing import IO, Any

from fifo_gui.core.events import Event, TaskFinished, TaskQueued, TaskStarted
from fifo_gui.core.recording.format import MAX_TEXT, VERSION, Setup

# The three events every task makes are written from templates (a flood
# makes millions of them); fields at their default values are left out, as
# `parse_line` fills them in. Every other event goes through `json.dumps`.
QUEUED = '{"v":1,"type":"TaskQueued","time":%.6f,"task_id":%d,"label":%s,"thread":%s}'
STARTED = '{"v":1,"type":"TaskStarted","time":%.6f,"task_id":%d,"thread":%s}'
FINISHED = '{"v":1,"type":"TaskFinished","time":%.6f,"task_id":%d,"thread":%s,"result":%s}'
FINISHED_CPU = FINISHED[:-1] + ',"cpu":%.6f}'  # with the CPU seconds its call used
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
        task_id, at, thread, result, cpu = fields
        if cpu is None:
            return FINISHED % (at - epoch, task_id, _text(thread), _text(result))
        return FINISHED_CPU % (at - epoch, task_id, _text(thread), _text(result), cpu)
    if kind is TaskQueued and tuple(fields[4:]) == QUEUED_DEFAULTS:
        task_id, label, at, thread = fields[:4]
        return QUEUED % (at - epoch, task_id, _text(label), _text(thread))
    event = kind._make(fields)
    values = {k: clip(v) if isinstance(v, str) else v for k, v in event._asdict().items()}
    values["time"] = round(event.time - epoch, 6)
    if isinstance(cpu := values.get("cpu"), float):  # to the microsecond, as the templates
        values["cpu"] = round(cpu, 6)
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
            if e[4] is None:
                add(FINISHED % (e[1] - epoch, e[0], thread, encode_basestring(e[3])))
            else:
                add(FINISHED_CPU % (e[1] - epoch, e[0], thread, encode_basestring(e[3]), e[4]))
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


def setup_to_line(setup: Setup) -> str:
    """The setup as the first line of a recording."""
    return json.dumps({"v": VERSION, "type": "Setup", **setup._asdict()}, separators=(",", ":"))
