"""Scenario files: a repeatable demonstration as JSON. Loaded safely.

Format (version 1)::

    {"version": 1,
     "title": "The lesson's example", "description": "...",
     "workers": 1, "maxsize": 0,
     "tasks": [{"kind": "sleep", "name": "Task A", "seconds": 2},
               {"kind": "fail", "at": 0.5},
               {"kind": "cpu", "n": 2000000},
               {"kind": "noop"}],
     "expect": {"done": 3, "failed": 1}}

`kind` is looked up in the demo-task registry and nowhere else: nothing in a
file is ever evaluated, imported or unpickled. `at` (seconds after the
scenario starts, default 0) times a task's arrival. `expect` documents the end
state a full run reaches. Every problem raises `ScenarioError` naming the
JSON path, e.g. `$.tasks[3].seconds`.

Version 2 (what File ▸ Save writes) adds three optional keys to a task:
`count` (a burst: that many no-op tasks at once, noop only), and `workers` and
`maxsize`, the settings in force from that arrival on (written where they
change). Version-1 files load as before. Both versions may name a student's
own functions when their file is loaded (`--tasks FILE.py`, Load your tasks):
`{"kind": "<function name>", "args": [...], "kwargs": {...}}`, JSON values
only. Version 2 also has:
- the race kinds, `{"kind": "race", "n": 2000}` and `"race_locked"`;
- `priority` on any task (lower runs first under a priority queue; default 0);
- `"expect": {"lost": {"race": "some", "race_locked": 0}}`: the updates each
  race counter should lose ("some" means at least one);
- `"discipline"`: the queue's order, "FIFO" (the default), "LIFO" or
  "Priority". Opening a scenario always sets it, so a scenario plays on the
  queue it was written for whatever the window used before.
- `"engine"` (any version; optional): what runs the workers' calls, "threads"
  (the lesson's, the default) or "processes" (a worker process each). A file
  that names no engine plays on the one the window or `--engine` chose.
- `"compare"` (any version; optional): what Labs ▸ Compare sets side by side,
  "disciplines" (the default: FIFO, LIFO and Priority) or "engines" (the same
  queue on threads, then on processes).
- `"broker"` (any version; optional): "rq" plays the scenario on the RQ queue
  the window (or `--console --attach`) is attached to: its tasks put at once,
  in order, with RQ's enqueue(), then `workers` RQ worker processes started.
  RQ's queue is a FIFO Redis list with no bound, run by RQ's workers, so such
  a file takes only the kinds sleep, fail, cpu and noop, with no `at`,
  `count` or per-task settings, and no maxsize, discipline, engine or compare.

model.py        `Scenario`, `ScenarioTask`, `ScenarioError`: a scenario as the app holds it
schema.py       what each version allows, in one place, and the validator
json_values.py  one JSON value checked, named by its path
loading.py      `load_scenario`, `parse_scenario`: a file, bounded and decoded
writing.py      `dump_scenario`, `task_for_call`: a scenario as JSON again
"""

from __future__ import annotations

from fifo_gui.core.scenario.loading import MAX_BYTES, load_scenario, parse_scenario
from fifo_gui.core.scenario.model import (
    VERSION,
    Scenario,
    ScenarioError,
    ScenarioTask,
    UserTasks,
)
from fifo_gui.core.scenario.schema import MAX_TASKS
from fifo_gui.core.scenario.writing import dump_scenario, task_for_call

__all__ = [
    "MAX_BYTES",
    "MAX_TASKS",
    "VERSION",
    "Scenario",
    "ScenarioError",
    "ScenarioTask",
    "UserTasks",
    "dump_scenario",
    "load_scenario",
    "parse_scenario",
    "task_for_call",
]
