"""Reading a recording file: a chunk at a time on whatever thread calls it,
each line checked (parse.py), a cut-off last line forgiven, every problem a
`RecordingError` naming the file and the line. Each text is kept once, shared
by every event that says it, and what a replay looks up is made here too."""

from __future__ import annotations

import gc
import json
from array import array
from collections.abc import Iterable, Iterator
from itertools import accumulate
from pathlib import Path
from typing import BinaryIO, NamedTuple

from fifo_gui.core.events import Event
from fifo_gui.core.messages import QT_TRANSLATE_NOOP, Message
from fifo_gui.core.recording.format import MAX_BYTES, MAX_LINE, RecordingError, Setup
from fifo_gui.core.recording.parse import event_from, object_from, setup_from
from fifo_gui.core.safe_files import (
    RefusedFileError,
    open_regular,
    read_regular,
    shown_name,
    unicode_text,
)

MAX_SCENARIO_BYTES = 1_000_000  # read to tell a scenario opened as a recording
CHUNK = 1 << 20  # bytes read at a time
CUT = QT_TRANSLATE_NOOP("CoreErrors", "the line is cut off (a truncated recording?)")
BOM = b"\xef\xbb\xbf"  # a UTF-8 byte order mark some editors write first


class RecordedEvents(list[Event]):
    """A recording's events, and what a replay looks up in them, made where
    they are read (a thread of its own in the window: for a million tasks this
    is seconds of work the GUI thread must not do).

    `ends[i]`: the latest time among events 0..i (threads report in the order
    they act, so a time can be a hair before the one above it: a replay
    bisects on this running maximum). When a producer waited for room is in
    the events themselves (`ProducerWaiting`).
    """

    def __init__(self, events: Iterable[Event] = ()) -> None:
        super().__init__(events)
        self.ends = array("d", accumulate((e.time for e in self), max))


class Recording(NamedTuple):
    """A recording read back: its setup (None in a file without one) and events.

    `cut` says which last line was cut off (a full disk, a crash), if one
    was: the lines before it are read and replayed."""

    setup: Setup | None
    events: list[Event]  # a RecordedEvents, from load_recording
    cut: str | None = None


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
                        obj = object_from(raw)
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
                    obj = object_from(raw)
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
    recorded = RecordedEvents(events)
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
    try:  # a guess at what the file is, never what is read: plain json will do
        whole = json.loads(unicode_text(read_regular(path, MAX_SCENARIO_BYTES)))
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(whole, dict) and "tasks" in whole
