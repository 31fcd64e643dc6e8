"""Writing a scenario: a `Scenario` as the JSON text `parse_scenario` reads back
unchanged, and the entry that schedules again a demo task a session ran."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from fifo_gui.core.demo_tasks import DEMO_TASKS
from fifo_gui.core.scenario.model import VERSION, Scenario, ScenarioTask


def dump_scenario(scenario: Scenario) -> str:
    """The scenario as JSON text that `parse_scenario` reads back unchanged."""
    tasks = []
    for t in scenario.tasks:
        item: dict[str, Any] = {"kind": t.kind}
        if t.kind == "sleep":
            item |= {"name": t.name, "seconds": t.seconds}
        if t.kind in ("cpu", "race", "race_locked") and t.n is not None:
            item["n"] = t.n
        if t.args:
            item["args"] = list(t.args)
        if t.kwargs:
            item["kwargs"] = dict(t.kwargs)
        if t.priority:
            item["priority"] = t.priority
        if t.count != 1:
            item["count"] = t.count
        if t.at:
            item["at"] = round(t.at, 3)
        if t.workers is not None:
            item["workers"] = t.workers
        if t.maxsize is not None:
            item["maxsize"] = t.maxsize
        tasks.append(item)
    doc: dict[str, Any] = {
        "version": VERSION,
        "title": scenario.title,
        "description": scenario.description,
        "workers": scenario.workers,
        "maxsize": scenario.maxsize,
        "tasks": tasks,
    }
    if scenario.discipline != "FIFO":
        doc["discipline"] = scenario.discipline
    if scenario.engine is not None:
        doc["engine"] = scenario.engine
    if scenario.compare != "disciplines":
        doc["compare"] = scenario.compare
    if scenario.broker is not None:
        doc["broker"] = scenario.broker
    if scenario.expect or scenario.expect_lost:
        doc["expect"] = dict(scenario.expect)
        if scenario.expect_lost:
            doc["expect"]["lost"] = scenario.expect_lost
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def task_for_call(
    func: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], at: float
) -> ScenarioTask | None:
    """The scenario entry that schedules the same demo task, or None for other callables."""
    params = dict(kwargs)
    kind = next((k for k, f in DEMO_TASKS.items() if f is func), None)
    if kind == "sleep":
        names = ("name", "duration")
        params.update(zip(names, args, strict=False))
        return ScenarioTask(
            "sleep",
            at,
            name=str(params.get("name", "Task")),
            seconds=float(params.get("duration", 1.0)),
        )
    if kind == "cpu":
        n = args[0] if args else params.get("n")
        return ScenarioTask("cpu", at, n=n if isinstance(n, int) else None)
    if kind in ("fail", "noop"):
        return ScenarioTask(kind, at)
    return None
