"""Recordings: every event of a session, one JSON object per line (JSON Lines).

    {"v": 1, "type": "TaskQueued", "time": 0.012, "task_id": 1, "label": "...", ...}

`time` is on the session clock (seconds since the recording began); the other
fields are the event's own (events.py). The first line may be the queue's
`Setup` (discipline, maxsize, workers), for a replay to show the same queue;
a recording may also hold the queue's own `QueueConfigured`, `QueuePaused`
and `QueueStepped` events (older ones do not, and still load).
core/recorder.py writes them while a session runs; `write_recording` writes a
list at once. `read_recording` (`load_recording`, with the setup) checks every
line and raises `RecordingError` naming the line and the problem; nothing in a
file is ever evaluated.

format.py  the version, the limits, the event types, `Setup`, `RecordingError`
writer.py  events as lines of JSON
parse.py   one line, checked (through core/strict_json.py) into an event or a setup
reader.py  a file, a chunk at a time, into a `Recording` a replay looks things up in
"""

from __future__ import annotations

from fifo_gui.core.recording.format import (
    EVENT_TYPES,
    MAX_BYTES,
    MAX_LINE,
    MAX_TEXT,
    VERSION,
    RecordingError,
    Setup,
)
from fifo_gui.core.recording.parse import event_from, parse_line, setup_from
from fifo_gui.core.recording.reader import (
    RecordedEvents,
    Recording,
    load_recording,
    read_recording,
)
from fifo_gui.core.recording.writer import (
    clip,
    event_to_line,
    fields_to_line,
    lines_of,
    setup_to_line,
    write_recording,
)

__all__ = [
    "EVENT_TYPES",
    "MAX_BYTES",
    "MAX_LINE",
    "MAX_TEXT",
    "VERSION",
    "RecordedEvents",
    "Recording",
    "RecordingError",
    "Setup",
    "clip",
    "event_from",
    "event_to_line",
    "fields_to_line",
    "lines_of",
    "load_recording",
    "parse_line",
    "read_recording",
    "setup_from",
    "setup_to_line",
    "write_recording",
]
