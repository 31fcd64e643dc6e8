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
from fifo_gui.core.safe_files import valid_utf8

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
    metadata: list[dict[str, Any]] = [
        {
            "name": "process_name",
            "ph": "M",
            "pid": PID,
            "tid": PRODUCER_TID,
            "args": {"name": "fifo_gui session"},
        },
        {
            "name": "thread_name",
            "ph": "M",
            "pid": PID,
            "tid": PRODUCER_TID,
            "args": {"name": "producer / queue wait"},
        },
    ]
    metadata += [
        {"name": "thread_name", "ph": "M", "pid": PID, "tid": number, "args": {"name": name}}
        for name, number in tids.items()
    ]
    return {"traceEvents": metadata + out, "displayTimeUnit": "ms"}


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


def dump_trace(events: Iterable[Event], epoch: float = 0.0) -> str:
    """The trace as JSON text, valid UTF-8: a lone surrogate (a file name
    that was not UTF-8) is written as its JSON escape."""
    text = json.dumps(trace_events(events, epoch), ensure_ascii=False)
    return valid_utf8(text)
