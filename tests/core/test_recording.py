"""Recordings (JSON Lines of every event) and the Chrome trace export."""

from __future__ import annotations

import gc
import io
import json
import math
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from fifo_gui.core.demo_tasks import failing_task
from fifo_gui.core.events import (
    QueueConfigured,
    QueuePaused,
    QueueStepped,
    TaskFailed,
    TaskQueued,
    TaskStarted,
    WorkerStopped,
)
from fifo_gui.core.recorder import Recorder
from fifo_gui.core.recording import (
    MAX_LINE,
    RecordedEvents,
    RecordingError,
    Setup,
    event_to_line,
    load_recording,
    parse_line,
    read_recording,
    setup_to_line,
    write_recording,
)
from fifo_gui.core.recording import reader as recording_reader
from fifo_gui.core.trace import trace_events
from tests.helpers import ROOT


def run_a_session(make_scheduler, workers: int = 2) -> tuple[list[Any], float]:  # type: ignore[no-untyped-def]
    scheduler, rec = make_scheduler(workers=workers)
    for i in range(6):
        scheduler.schedule(abs, -i)
    scheduler.schedule(failing_task)
    doomed = scheduler.schedule(abs, 99)
    scheduler.cancel(doomed)
    scheduler.start()
    scheduler.stop(timeout=5)
    epoch = rec.events[0].time
    return list(rec.events), epoch


def test_a_recording_reads_back_as_the_same_events(make_scheduler, tmp_path: Path) -> None:
    events, epoch = run_a_session(make_scheduler)
    path = tmp_path / "run.jsonl"
    recorder = Recorder(path, epoch)
    for event in events:
        recorder.record(event)
    recorder.close()
    assert recorder.count == len(events) and recorder.error is None
    back = read_recording(path)
    assert [type(e) for e in back] == [type(e) for e in events]
    for original, read in zip(events, back, strict=True):
        assert untimed(read) == untimed(original)
        assert math.isclose(read.time, original.time - epoch, abs_tol=1e-6)
    assert any(getattr(e, "cpu", None) is not None for e in back)  # the CPU seconds came back


def untimed(event: Any) -> Any:
    """`event` without its time, its CPU seconds to the microsecond (as written)."""
    if getattr(event, "cpu", None) is not None:
        event = event._replace(cpu=round(event.cpu, 6))
    return event._replace(time=0.0)


def test_the_recorder_writes_while_the_session_runs(make_scheduler, tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    scheduler, rec = make_scheduler()
    recorder = Recorder(path)
    scheduler.add_listener(recorder.record)
    scheduler.schedule(abs, 1)
    scheduler.start()
    scheduler.stop(timeout=5)
    recorder.close()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(rec.events) and all(json.loads(x)["v"] == 1 for x in lines)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"v": 1, "type": "TaskStarted", "time": 0.1', "line 1: the line is cut off"),
        ("not json\n", "line 1: not valid JSON"),
        ("[1, 2]\n", "line 1: expected a JSON object"),
        ('{"v": 2, "type": "TaskStarted"}\n', "line 1: version 2 is not supported"),
        ('{"v": 1, "type": "__import__"}\n', "line 1: unknown event type '__import__'"),
        (
            '{"v": 1, "type": "TaskStarted", "time": 0.1, "task_id": 1}\n',
            "line 1: TaskStarted: missing field 'thread'",
        ),
        (
            '{"v": 1, "type": "TaskStarted", "time": "soon", "task_id": 1, "thread": "w"}\n',
            "line 1: TaskStarted.time: expected a number",
        ),
        (
            '{"v": 1, "type": "TaskStarted", "time": NaN, "task_id": 1, "thread": "w"}\n',
            "line 1: NaN is not allowed",
        ),
        (
            '{"v": 1, "type": "TaskStarted", "time": 1e999, "task_id": 1, "thread": "w"}\n',
            "line 1: 1e999 is out of range",
        ),
        (
            '{"v": 1, "type": "TaskStarted", "time": 1, "task_id": ' + "9" * 5000 + "}\n",
            "line 1: integer with 5,000 digits is too long",
        ),
        (
            '{"v": 1, "type": "TaskStarted", "time": 1, "time": 2, "task_id": 1, "thread": "w"}\n',
            "line 1: duplicate key 'time'",
        ),
        ('{"v": 1, "type": "TaskStarted", "x": ' + "[" * 100_000 + "\n", "nested too deeply"),
        (
            '{"v": 1, "type": "TaskStarted", "time": 1, "task_id": 1, "thread": "w", "x": 1}\n',
            "line 1: TaskStarted: unknown field 'x'",
        ),
        ("", "holds no events"),
    ],
)
def test_a_bad_recording_names_the_line_and_the_problem(
    tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordingError, match=message) as info:
        read_recording(path)
    assert str(info.value).startswith("bad.jsonl: ")


def test_a_stop_with_infinite_priority_round_trips(tmp_path: Path) -> None:
    stop = TaskQueued(3, "■ STOP (sentinel)", 1.5, "MainThread", True, None, math.inf)
    path = tmp_path / "stop.jsonl"
    path.write_text(event_to_line(stop, 1.0) + "\n", encoding="utf-8")
    (back,) = read_recording(path)
    assert back == stop._replace(time=0.5)


# -- Chrome trace ----------------------------------------------------------------

REQUIRED = {
    "X": {"name", "ph", "ts", "dur", "pid", "tid"},
    "b": {"name", "cat", "ph", "ts", "pid", "id"},
    "e": {"name", "cat", "ph", "ts", "pid", "id"},
    "i": {"name", "ph", "ts", "pid", "tid", "s"},
    "M": {"name", "ph", "pid", "args"},
}


def validate(trace: dict[str, Any]) -> None:
    """The Trace Event Format's JSON Object Format, field by field."""
    assert set(trace) <= {"traceEvents", "displayTimeUnit", "otherData"}
    assert trace.get("displayTimeUnit", "ms") in ("ms", "ns")
    json.dumps(trace, allow_nan=False)  # plain JSON: no NaN or Infinity
    opened: dict[tuple[str, int], int] = {}
    for event in trace["traceEvents"]:
        ph = event["ph"]
        assert ph in REQUIRED, event
        assert REQUIRED[ph] <= set(event), event
        assert isinstance(event["pid"], int) and isinstance(event.get("tid", 0), int)
        if ph != "M":
            assert isinstance(event["ts"], (int, float)) and event["ts"] >= 0
        if ph == "X":
            assert event["dur"] >= 0
        if ph == "i":
            assert event["s"] in ("g", "p", "t")
        if ph == "M":
            assert event["name"] in ("process_name", "thread_name") and "name" in event["args"]
        if ph in "be":
            key = (event["cat"], event["id"])
            opened[key] = opened.get(key, 0) + (1 if ph == "b" else -1)
            assert opened[key] in (0, 1)
    assert all(v == 0 for v in opened.values()), "an async slice was never closed"


def test_the_trace_has_one_complete_event_per_run_and_validates(make_scheduler) -> None:
    events, epoch = run_a_session(make_scheduler)
    trace = trace_events(events, epoch)
    validate(trace)
    runs = [e for e in trace["traceEvents"] if e["ph"] == "X"]
    assert len(runs) == 7  # 6 done + 1 failed; the cancelled one never ran
    names = {e["args"]["name"] for e in trace["traceEvents"] if e["name"] == "thread_name"}
    assert {"worker-1", "worker-2"} <= names
    instants = [e["name"] for e in trace["traceEvents"] if e["ph"] == "i"]
    assert sum("failed" in n for n in instants) == len(
        [e for e in events if isinstance(e, TaskFailed)]
    )
    assert sum("exited" in n for n in instants) == len(
        [e for e in events if isinstance(e, WorkerStopped)]
    )
    assert sum(n.startswith("Stop") for n in instants) == 2


def test_write_recording_writes_a_list_of_events(make_scheduler) -> None:
    events, epoch = run_a_session(make_scheduler, workers=1)
    stream = io.StringIO()
    assert write_recording(events, stream, epoch) == len(events)


def test_record_all_takes_batches_in_order(make_scheduler, tmp_path: Path) -> None:
    events, epoch = run_a_session(make_scheduler)
    path = tmp_path / "batches.jsonl"
    recorder = Recorder(path, epoch)
    recorder.record_all(events[:3])
    recorder.record_all(events[3:])
    recorder.close()
    assert recorder.error is None
    assert [untimed(e) for e in read_recording(path)] == [untimed(e) for e in events]


def test_a_recorder_on_a_path_it_cannot_write_raises_at_once(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        Recorder(tmp_path / "no-such-folder" / "run.jsonl")


CRASH = """
import os, signal, sys, time
from fifo_gui.core.events import TaskStarted
from fifo_gui.core.recorder import Recorder
recorder = Recorder(sys.argv[1], epoch=0.0)
for i in range(1000):
    recorder.record(TaskStarted(i, 1.0, "worker-1"))
time.sleep(1.2)  # longer than the writer's half second
os.kill(os.getpid(), signal.SIGKILL)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_crash_loses_at_most_the_last_half_second(tmp_path: Path) -> None:
    path = tmp_path / "crash.jsonl"
    app = subprocess.run([sys.executable, "-c", CRASH, str(path)], timeout=30, check=False)
    assert app.returncode == -signal.SIGKILL
    # The recorder's thread wrote what came in before the kill.
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and len(_lines(path)) < 1000:
        time.sleep(0.05)
    assert len(read_recording(path)) == 1000


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines(keepends=True) if path.exists() else []


def test_the_setup_line_comes_first_and_reads_back(tmp_path: Path) -> None:
    path = tmp_path / "setup.jsonl"
    setup = Setup("Priority", 3, 2, "queue.PriorityQueue")
    recorder = Recorder(path, 0.0, setup)
    recorder.record(TaskStarted(1, 0.5, "worker-1"))
    recorder.close()
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert json.loads(first) == {
        "v": 1,
        "type": "Setup",
        "discipline": "Priority",
        "maxsize": 3,
        "workers": 2,
        "queue": "queue.PriorityQueue",
        "put": "schedule() → put()",
        "get": "get()",
        "producer": "MainThread",
    }
    recording = load_recording(path)
    assert recording.setup == setup
    assert recording.events == [TaskStarted(1, 0.5, "worker-1")]


def test_a_setup_written_before_queues_said_what_they_are_names_the_lessons(
    tmp_path: Path,
) -> None:
    """A recording of before: its queue is the standard library's of its discipline."""
    path = tmp_path / "old.jsonl"
    setup = '{"v":1,"type":"Setup","discipline":"LIFO","maxsize":0,"workers":1}'
    queue = '{"v":1,"type":"QueueConfigured","time":0.5,"thread":"MainThread",'
    queue += '"discipline":"Priority","maxsize":0,"workers":2}'
    path.write_text(f"{setup}\n{queue}\n", encoding="utf-8")
    recording = load_recording(path)
    assert recording.setup == Setup("LIFO", 0, 1, "queue.LifoQueue")
    assert recording.events == [
        QueueConfigured(0.5, "MainThread", "Priority", 0, 2, "queue.PriorityQueue")
    ]


def test_an_rq_session_is_recorded_as_what_it_is(tmp_path: Path) -> None:
    """A broker's setup (no worker the window starts, RQ's list, RPUSH, BLPOP)
    reads back as it was written."""
    path = tmp_path / "rq.jsonl"
    said = QueueConfigured(
        0.5, "redis", "FIFO", 0, 0, "rq:queue:q", "RPUSH", "BLPOP", "Queue.enqueue()"
    )
    recorder = Recorder(path, 0.0, Setup.of(said))
    recorder.record(said)
    recorder.close()
    recording = load_recording(path)
    assert recording.setup == Setup.of(said) and recording.events == [said]


def test_a_recording_without_a_setup_line_reads_as_before(tmp_path: Path) -> None:
    path = tmp_path / "plain.jsonl"
    path.write_text(event_to_line(TaskStarted(1, 0.5, "w"), 0.0) + "\n", encoding="utf-8")
    assert load_recording(path).setup is None


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ('"discipline":"Random","maxsize":0,"workers":1', "Setup.discipline: expected FIFO"),
        ('"discipline":"FIFO","maxsize":-1,"workers":1', "Setup.maxsize: expected a whole"),
        ('"discipline":"FIFO","maxsize":0,"workers":99', "Setup.workers: expected a whole"),
        ('"discipline":"FIFO","maxsize":0,"workers":true', "Setup.workers: expected a whole"),
        ('"discipline":"FIFO","colour":"red"', "Setup: unknown field 'colour'"),
    ],
)
def test_a_bad_setup_line_is_named(tmp_path: Path, setup: str, message: str) -> None:
    path = tmp_path / "bad-setup.jsonl"
    started = event_to_line(TaskStarted(1, 0.5, "w"), 0.0)
    path.write_text(f'{{"v":1,"type":"Setup",{setup}}}\n{started}\n', encoding="utf-8")
    with pytest.raises(RecordingError, match=f"line 1: {message}"):
        load_recording(path)


def test_a_setup_line_anywhere_but_first_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "late-setup.jsonl"
    started = event_to_line(TaskStarted(1, 0.5, "w"), 0.0)
    path.write_text(f'{started}\n{{"v":1,"type":"Setup"}}\n', encoding="utf-8")
    with pytest.raises(RecordingError, match="line 2: unknown event type 'Setup'"):
        load_recording(path)


def test_a_scenario_file_opened_as_a_recording_is_named_as_such() -> None:
    with pytest.raises(RecordingError, match="is a scenario file, not a recording"):
        load_recording(ROOT / "resources" / "scenarios" / "lesson.json")


QUEUE_EVENTS = [
    QueueConfigured(1.25, "MainThread", "LIFO", 3, 2),
    QueuePaused(1.5, "MainThread", True),
    QueueStepped(1.75, "MainThread"),
    QueuePaused(2.0, "MainThread", False),
    QueueConfigured(2.25, "MainThread", "Priority", 0, 16),
]


def test_the_queue_events_round_trip(tmp_path: Path) -> None:
    """Written at once and through the recorder's formatting process alike."""
    at_once = tmp_path / "at-once.jsonl"
    with at_once.open("w", encoding="utf-8") as stream:
        write_recording(QUEUE_EVENTS, stream, epoch=1.0)
    recorded = tmp_path / "recorded.jsonl"
    recorder = Recorder(recorded, epoch=1.0)
    recorder.record_all(QUEUE_EVENTS)
    recorder.close()
    assert recorder.error is None
    expected = [e._replace(time=e.time - 1.0) for e in QUEUE_EVENTS]
    assert read_recording(at_once) == expected
    assert read_recording(recorded) == expected


def test_a_recording_of_the_queue_events_is_read_back_with_its_setup(tmp_path: Path) -> None:
    path = tmp_path / "setup-and-events.jsonl"
    recorder = Recorder(path, 0.0, Setup("LIFO", 3, 2))
    recorder.record_all([QUEUE_EVENTS[0], TaskStarted(1, 0.5, "worker-1")])
    recorder.close()
    recording = load_recording(path)
    assert recording.setup == Setup("LIFO", 3, 2)
    assert recording.setup.configured(1.25) == QUEUE_EVENTS[0]
    assert recording.events == [QUEUE_EVENTS[0], TaskStarted(1, 0.5, "worker-1")]


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        (
            '"type":"QueueConfigured","discipline":"Random","maxsize":0,"workers":1',
            "QueueConfigured.discipline: expected FIFO, LIFO or Priority, got 'Random'",
        ),
        (
            '"type":"QueueConfigured","discipline":"FIFO","maxsize":-1,"workers":1',
            "QueueConfigured.maxsize: expected a whole number 0-1000000000, got -1",
        ),
        (
            '"type":"QueueConfigured","discipline":"FIFO","maxsize":1e3,"workers":1',
            "QueueConfigured.maxsize: expected a whole number",
        ),
        (
            '"type":"QueueConfigured","discipline":"FIFO","maxsize":0,"workers":17',
            "QueueConfigured.workers: expected a whole number 0-16, got 17",
        ),
        (
            '"type":"QueueConfigured","discipline":"FIFO","maxsize":0,"workers":true',
            "QueueConfigured.workers: expected a whole number 0-16, got True",
        ),
        ('"type":"QueueConfigured","discipline":"FIFO","maxsize":0', "missing field 'workers'"),
        ('"type":"QueuePaused","paused":1', "QueuePaused.paused: expected true or false, got 1"),
        ('"type":"QueuePaused"', "QueuePaused: missing field 'paused'"),
        ('"type":"QueueStepped","paused":true', "QueueStepped: unknown field 'paused'"),
        ('"type":"QueueStepped","thread":7', "QueueStepped.thread: expected text, got int"),
        ('"type":"QueueStepped","time":1', "duplicate key 'time'"),
    ],
)
def test_a_bad_queue_event_is_named_with_its_line(
    tmp_path: Path, fields: str, message: str
) -> None:
    path = tmp_path / "bad-queue.jsonl"
    started = event_to_line(TaskStarted(1, 0.5, "w"), 0.0)
    thread = "" if '"thread"' in fields else '"thread":"MainThread",'
    line = '{"v":1,"time":0.75,' + thread + fields + "}"
    path.write_text(f"{started}\n{line}\n", encoding="utf-8")
    with pytest.raises(RecordingError) as info:
        load_recording(path)
    assert str(info.value).startswith("bad-queue.jsonl: line 2: ")
    assert message in str(info.value)


def test_the_trace_marks_the_queues_setup_pauses_and_steps() -> None:
    trace = trace_events(QUEUE_EVENTS, epoch=1.0)
    validate(trace)
    marks = [(e["name"], e["ts"]) for e in trace["traceEvents"] if e.get("cat") == "queue"]
    assert marks == [
        ("Queue: LIFO, maxsize 3, 2 worker(s)", 250_000.0),
        ("Paused", 500_000.0),
        ("Step: one item let out", 750_000.0),
        ("Resumed", 1_000_000.0),
        ("Queue: Priority, unbounded, 16 worker(s)", 1_250_000.0),
    ]


def _lines_of_a_session() -> list[str]:
    events = [
        TaskQueued(1, "noop()", 0.25, "MainThread"),
        TaskStarted(1, 0.5, "worker-1"),
        TaskQueued(2, "noop()", 0.55, "MainThread"),  # right after the take made room
        TaskStarted(2, 0.54, "worker-1"),  # a hair before the one above: threads race
        WorkerStopped(1.0, "worker-1", 3),
    ]
    return [event_to_line(e, 0.0) for e in events]


@pytest.mark.parametrize("chunk", [1, 7, 64, 1 << 20])
def test_a_recording_reads_the_same_whatever_the_chunk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, chunk: int
) -> None:
    """Read a chunk at a time (lines cut across chunks), it is the same recording."""
    path = tmp_path / "run.jsonl"
    lines = _lines_of_a_session()
    path.write_text("\n".join(lines) + "\n\n", encoding="utf-8")  # a blank line at the end
    monkeypatch.setattr(recording_reader, "CHUNK", chunk)
    assert load_recording(path).events == [parse_line(x) for x in lines]
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(lines)[:-5], encoding="utf-8")
    recording = load_recording(cut)
    assert len(recording.events) == len(lines) - 1
    assert recording.cut is not None and "line 5 is cut off" in recording.cut


@pytest.mark.parametrize("chunk", [7, 1 << 20])
def test_a_line_longer_than_the_limit_is_refused_across_chunks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, chunk: int
) -> None:
    path = tmp_path / "long.jsonl"
    first = _lines_of_a_session()[0]
    path.write_bytes(f"{first}\n".encode() + b"x" * (MAX_LINE + 10) + b"\n")
    monkeypatch.setattr(recording_reader, "CHUNK", chunk)
    with pytest.raises(RecordingError, match="line 2: the line is longer than"):
        load_recording(path)


def test_a_recording_is_read_with_what_a_replay_looks_up(tmp_path: Path) -> None:
    """One string per text however many events say it, and the running maximum
    of the times, made where the file is read."""
    path = tmp_path / "run.jsonl"
    path.write_text(
        setup_to_line(Setup("FIFO", 1, 2)) + "\n" + "\n".join(_lines_of_a_session()) + "\n",
        encoding="utf-8",
    )
    events = load_recording(path).events
    assert isinstance(events, RecordedEvents)
    assert events[0].label is events[2].label and events[0].thread is events[2].thread
    assert events[1].thread is events[3].thread is events[4].thread
    assert list(events.ends) == [0.25, 0.5, 0.55, 0.55, 1.0]
    assert list(RecordedEvents(list(events)).ends) == list(events.ends)


def test_the_events_read_leave_the_cycle_collectors_scans(tmp_path: Path) -> None:
    """Millions of events in no cycle: a full collection must not walk them all
    on the reading thread, again and again as the file goes on."""
    path = tmp_path / "run.jsonl"
    path.write_text("\n".join(_lines_of_a_session()) + "\n", encoding="utf-8")
    gc.unfreeze()
    try:
        events = load_recording(path).events
        assert gc.get_freeze_count() >= len(events)
    finally:
        gc.unfreeze()
