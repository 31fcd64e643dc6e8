"""A session in the Chrome Trace Event format, for Perfetto or chrome://tracing.

One JSON object with `traceEvents` (the format's "JSON Object Format"):
- a complete event (`"ph": "X"`) per task run, on its worker's track;
- the wait in the queue as an async slice (`"ph": "b"` / `"e"`) on a track
  of its own, since waits overlap;
- instant events (`"ph": "i"`) for Stop (a STOP queued), failures,
  workers exiting and the queue's setup, pauses and steps;
- metadata (`"ph": "M"`) naming the process and each worker's track.
Times (`ts`, `dur`) are microseconds since the session began.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

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
from fifo_gui.core.ledger.record import Record
from fifo_gui.core.safe_files import valid_utf8
from fifo_gui.core.states import CANCELLED, DONE, FAILED

PID = 1
PRODUCER_TID = 0


def _us(seconds: float, epoch: float) -> float:
    return round((seconds - epoch) * 1e6, 3)


def trace_events(events: Iterable[Event], epoch: float = 0.0) -> dict[str, Any]:
    """The trace of `events` (times on any clock; `epoch` is the session's start)."""
    out: list[dict[str, Any]] = []
    tids: dict[str, int] = {}
    labels: dict[int, str] = {}
    queued_at: dict[int, float] = {}
    started: dict[int, tuple[float, str]] = {}

    def tid(thread: str) -> int:
        if thread not in tids:
            tids[thread] = len(tids) + 1
        return tids[thread]

    def run(task_id: int, end: float, worker: str, outcome: str, extra: dict[str, Any]) -> None:
        begin = started.pop(task_id, None)
        if begin is None:  # cancelled while queued: it never ran
            return
        out.append(
            {
                "name": labels.get(task_id, f"ID {task_id}"),
                "cat": "task",
                "ph": "X",
                "ts": _us(begin[0], epoch),
                "dur": round((end - begin[0]) * 1e6, 3),
                "pid": PID,
                "tid": tid(worker),
                "args": {"id": task_id, "outcome": outcome, **extra},
            }
        )

    def queue_instant(name: str, at: float) -> None:
        out.append(
            {
                "name": name,
                "cat": "queue",
                "ph": "i",
                "s": "g",
                "ts": _us(at, epoch),
                "pid": PID,
                "tid": PRODUCER_TID,
            }
        )

    for event in events:
        if isinstance(event, TaskQueued):
            labels[event.task_id] = event.label
            if event.sentinel:
                out.append(
                    {
                        "name": f"Stop: STOP ID {event.task_id} queued",
                        "cat": "stop",
                        "ph": "i",
                        "s": "g",
                        "ts": _us(event.time, epoch),
                        "pid": PID,
                        "tid": PRODUCER_TID,
                    }
                )
            else:
                queued_at[event.task_id] = event.time
                out.append(
                    {
                        "name": event.label,
                        "cat": "wait",
                        "ph": "b",
                        "id": event.task_id,
                        "ts": _us(event.time, epoch),
                        "pid": PID,
                        "tid": PRODUCER_TID,
                    }
                )
        elif isinstance(event, TaskStarted):
            started[event.task_id] = (event.time, event.thread)
            _end_wait(out, queued_at, labels, event.task_id, event.time, epoch)
        elif isinstance(event, TaskFinished):
            run(event.task_id, event.time, event.thread, "done", {"result": event.result})
        elif isinstance(event, TaskFailed):
            run(
                event.task_id,
                event.time,
                event.thread,
                "failed",
                {"error": f"{event.error_type}: {event.message}"},
            )
            out.append(
                {
                    "name": f"ID {event.task_id} failed: {event.error_type}",
                    "cat": "failure",
                    "ph": "i",
                    "s": "t",
                    "ts": _us(event.time, epoch),
                    "pid": PID,
                    "tid": tid(event.thread),
                }
            )
        elif isinstance(event, TaskCancelled):
            if event.task_id in started:
                run(event.task_id, event.time, event.thread, "cancelled", {})
            else:
                _end_wait(out, queued_at, labels, event.task_id, event.time, epoch)
        elif isinstance(event, WorkerStarted):
            tid(event.thread)
        elif isinstance(event, QueueConfigured):
            bound = f"maxsize {event.maxsize}" if event.maxsize else "unbounded"
            queue_instant(
                f"Queue: {event.discipline}, {bound}, {event.workers} worker(s)", event.time
            )
        elif isinstance(event, QueuePaused):
            queue_instant("Paused" if event.paused else "Resumed", event.time)
        elif isinstance(event, QueueStepped):
            queue_instant("Step: one item let out", event.time)
        elif isinstance(event, (WorkerStopped, SentinelTaken)):
            took = f"took STOP ID {event.sentinel_id}"
            out.append(
                {
                    "name": (
                        f"{event.thread} exited ({took})"
                        if isinstance(event, WorkerStopped)
                        else f"{event.thread} {took} and went on"
                    ),
                    "cat": "worker",
                    "ph": "i",
                    "s": "t",
                    "ts": _us(event.time, epoch),
                    "pid": PID,
                    "tid": tid(event.thread),
                }
            )
    return {"traceEvents": _metadata(tids) + out, "displayTimeUnit": "ms"}


def _metadata(tids: dict[str, int]) -> list[dict[str, Any]]:
    """The process's name and each track's: the producer's, then each worker's."""
    names = {PRODUCER_TID: "producer / queue wait"} | {n: name for name, n in tids.items()}
    return [
        {
            "name": "process_name",
            "ph": "M",
            "pid": PID,
            "tid": PRODUCER_TID,
            "args": {"name": "fifo_gui session"},
        }
    ] + [
        {"name": "thread_name", "ph": "M", "pid": PID, "tid": number, "args": {"name": name}}
        for number, name in names.items()
    ]


def _end_wait(
    out: list[dict[str, Any]],
    queued_at: dict[int, float],
    labels: dict[int, str],
    task_id: int,
    time: float,
    epoch: float,
) -> None:
    if queued_at.pop(task_id, None) is not None:
        out.append(
            {
                "name": labels.get(task_id, f"ID {task_id}"),
                "cat": "wait",
                "ph": "e",
                "id": task_id,
                "ts": _us(time, epoch),
                "pid": PID,
                "tid": PRODUCER_TID,
            }
        )


def trace_records(records: Iterable[Record], epoch: float = 0.0) -> dict[str, Any]:
    """The trace of a ledger's records (the table's rows): each task's wait and
    run, each STOP queued and taken, each failure. What the records do not keep
    (pauses, steps, the queue's setup) a trace of the events has."""
    out: list[dict[str, Any]] = []
    tids: dict[str, int] = {}

    def tid(thread: str) -> int:
        return tids.setdefault(thread, len(tids) + 1)

    def instant(name: str, cat: str, at: float, thread_id: int, scope: str) -> None:
        out.append(
            {"name": name, "cat": cat, "ph": "i", "s": scope, "ts": _us(at, epoch)}
            | {"pid": PID, "tid": thread_id}
        )

    def wait(ph: str, rec: Record, at: float) -> None:
        out.append(
            {"name": rec.label, "cat": "wait", "ph": ph, "id": rec.task_id, "ts": _us(at, epoch)}
            | {"pid": PID, "tid": PRODUCER_TID}
        )

    for rec in sorted(records, key=lambda r: r.task_id):
        if rec.sentinel:
            instant(f"Stop: STOP ID {rec.task_id} queued", "stop", rec.enqueued, PRODUCER_TID, "g")
            if rec.started is not None:
                name = f"STOP ID {rec.task_id}: {rec.result}"  # "worker-1 took it and exited"
                instant(name, "worker", rec.started, tid(rec.worker), "t")
            continue
        wait("b", rec, rec.enqueued)
        left = rec.started if rec.started is not None else rec.finished
        if left is not None:
            wait("e", rec, left)
        if rec.started is None or rec.finished is None:
            continue  # still queued, cancelled while queued, or running
        outcome = {DONE: "done", FAILED: "failed", CANCELLED: "cancelled"}[rec.state]
        extra = {"result": rec.result} if rec.state is DONE else {}
        if rec.state is FAILED:
            extra = {"error": rec.error}
            name = f"ID {rec.task_id} failed: {rec.error.partition(': ')[0]}"
            instant(name, "failure", rec.finished, tid(rec.worker), "t")
        out.append(
            {"name": rec.label, "cat": "task", "ph": "X", "ts": _us(rec.started, epoch)}
            | {"dur": round((rec.finished - rec.started) * 1e6, 3), "pid": PID}
            | {"tid": tid(rec.worker), "args": {"id": rec.task_id, "outcome": outcome, **extra}}
        )
    out.sort(key=lambda e: e["ts"])  # stable: a task's wait begins before it ends
    return {"traceEvents": _metadata(tids) + out, "displayTimeUnit": "ms"}


def dump_trace(trace: dict[str, Any]) -> str:
    """A trace (`trace_events`, `trace_records`) as JSON text, valid UTF-8: a
    lone surrogate (a file name that was not UTF-8) is written as its JSON escape."""
    return valid_utf8(json.dumps(trace, ensure_ascii=False))
