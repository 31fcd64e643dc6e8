"""The child's lines (child.py), indexed for the checks verdicts.py makes: what
each of the checker's tasks is shown as, and what was seen of each."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

FIRST_TASKS = ("start 1", "tasks")  # the phases in which the first tasks run

# What the child scheduled, as the evidence and the window show it.
SHOWN = {
    "hold": "hold()",
    "A": "sample_task('Task A', 2)",
    "B": "sample_task(name='Task B', duration=1)",
    "C": "sample_task('Task C', duration=1)",
    "D": "slow_task('Task D')",
    "E": "sample_task('Task E')",
    "fail": "failing_task()",
    "fail2": "another_failing_task()",
    "after": "sample_task('Task after')",
}


class Observations:
    """The child's lines, indexed for the checks."""

    def __init__(self, lines: Iterable[dict[str, Any]]) -> None:
        self.lines = list(lines)
        self.calls: dict[str, dict[str, Any]] = {}  # "schedule hold", "start 1", "stop"
        self.put: dict[str, int] = {}  # probe -> task id
        self.probe_of: dict[int, str] = {}  # task id -> probe
        self.invoked: dict[str, dict[str, Any]] = {}  # probe -> its first call
        self.failed: dict[int, dict[str, Any]] = {}
        self.facts: dict[str, dict[str, Any]] = {}  # the last of each kind
        self.died: list[dict[str, Any]] = []
        self.took_sentinel: list[dict[str, Any]] = []  # the takes of a STOP
        self.went_on: list[dict[str, Any]] = []  # a thread asked get() again after a STOP
        self.taken: dict[int, int] = {}  # task id -> its place in the queue's order of takes
        self.ended: set[str] = set()  # the worker threads seen to end
        self.stops_put: list[dict[str, Any]] = []  # the puts of a STOP (TaskQueued)
        self.phase = ""
        for obj in self.lines:
            kind = obj.get("type")
            if kind == "Call":
                what = obj.get("what", "")
                key = f"{what} {obj.get('probe') or obj.get('instance') or ''}".strip()
                self.calls[key] = obj
            elif kind == "Put" and obj.get("probe"):
                self.put.setdefault(obj["probe"], obj["task_id"])
                self.probe_of[obj["task_id"]] = obj["probe"]
            elif kind == "Invoked":
                self.invoked.setdefault(obj.get("probe", ""), obj)
            elif kind == "TaskFailed":
                self.failed[obj["task_id"]] = obj
            elif kind == "Died":
                self.died.append({**obj, "phase": self.phase})
            elif kind == "Took" and obj.get("sentinel"):
                self.took_sentinel.append(obj)
            elif kind == "Took":
                self.taken.setdefault(obj["task_id"], len(self.taken))
            elif kind == "WentOn":
                self.went_on.append(obj)
            elif kind == "Ended":
                self.ended.add(obj.get("thread", ""))
            elif kind == "TaskQueued" and obj.get("sentinel"):
                self.stops_put.append(obj)
            elif kind == "Phase":
                self.phase = obj.get("name", "")
            if isinstance(kind, str):
                self.facts[kind] = obj

    def start_order(self, probes: list[str]) -> list[str]:
        """`probes` in the order the queue gave them out (the child reports takes
        under the queue's lock, so racing workers cannot blur it); one never
        taken through get() by when it was called."""
        return sorted(
            probes,
            key=lambda p: (self.taken.get(self.put[p], len(self.taken)), self.invoked[p]["time"]),
        )

    def task(self, probe: str) -> str:
        """'task 3, sample_task(...)' for a probe that was put, else its call."""
        if probe in self.put:
            return f"task {self.put[probe]}, {SHOWN[probe]}"
        return SHOWN[probe]

    def deaths(self, *phases: str) -> list[dict[str, Any]]:
        """The threads of theirs that died of an exception during `phases`."""
        return [d for d in self.died if d["phase"] in phases]

    def death(self, died: dict[str, Any]) -> str:
        """'the worker thread T died at task 9, f(): RuntimeError: why', as it was seen."""
        at = died.get("task_id")
        probe = self.probe_of.get(at) if isinstance(at, int) else None
        where = f" at task {at}" if isinstance(at, int) else ""
        where += f", {SHOWN[probe]}" if probe in SHOWN else " (STOP)" if where else ""
        message = f": {died['message']}" if died.get("message") else ""
        return f"the worker thread {died['thread']} died{where}: {died['error_type']}{message}"

    def why_not(self, *phases: str) -> str:
        """': <the first death in `phases`>', or '' if no thread of theirs died then."""
        dead = self.deaths(*phases)
        return f": {self.death(dead[0])}" if dead else ""

    def nothing_put(self, probe: str) -> str:
        call = self.calls.get(f"schedule {probe}")
        if call is not None and not call.get("returned"):
            why = call.get("error") or "it did not return"
            return f"schedule({SHOWN[probe]}) failed: {why}"
        return f"schedule({SHOWN[probe]}) put nothing on self.tasks"
