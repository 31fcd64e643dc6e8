"""What each version of the scenario format allows, in one place, and the
validator that turns a decoded document into a checked `Scenario`.

A version's `Rules` say which task kinds it has and which keys a task, a
user's task and `expect` may hold; the validator reads them and never asks
which version it is checking. A loaded tasks file's functions are kinds in
every version."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fifo_gui.core.demo_tasks import MAX_RACE_N, MAX_SECONDS
from fifo_gui.core.messages import QT_TRANSLATE_NOOP
from fifo_gui.core.safe_files import shown_value
from fifo_gui.core.scenario.json_values import (
    json_object,
    known_keys,
    number,
    text,
    type_in_words,
    whole_number,
)
from fifo_gui.core.scenario.model import (
    BROKER_KINDS,
    BROKERS,
    COMPARES,
    DISCIPLINES,
    ENGINES,
    VERSION,
    Scenario,
    ScenarioError,
    ScenarioTask,
    UserTasks,
)
from fifo_gui.core.scheduler import MAX_WORKERS

MAX_TASKS = 10_000
MAX_MAXSIZE = 100_000
MAX_CPU_N = 50_000_000
MAX_COUNT = 1_000_000  # no-op tasks in one burst entry (the window's burst maximum)
MAX_PRIORITY = 1_000_000
TOP_KEYS = frozenset(
    {
        "version",
        "title",
        "description",
        "workers",
        "maxsize",
        "discipline",
        "engine",
        "compare",
        "broker",
        "tasks",
        "expect",
    }
)
RACE_KINDS = frozenset({"race", "race_locked"})


@dataclass(frozen=True, slots=True)
class Rules:
    """What one version of the format allows."""

    kinds: dict[str, frozenset[str]]  # a demo kind -> its keys besides kind and at
    task_keys: frozenset[str]  # keys every demo task may add
    user_task_keys: frozenset[str]  # keys a user's task takes besides kind and at
    expect_keys: frozenset[str]
    lost_kinds: frozenset[str]  # the kinds `expect.lost` may name ("lost" in expect_keys)


V1 = Rules(
    kinds={
        "sleep": frozenset({"name", "seconds"}),
        "fail": frozenset(),
        "cpu": frozenset({"n"}),
        "noop": frozenset(),
    },
    task_keys=frozenset(),
    user_task_keys=frozenset({"args", "kwargs"}),
    expect_keys=frozenset({"done", "failed", "cancelled"}),
    lost_kinds=frozenset(),
)
V2 = Rules(  # what File ▸ Save writes: races, bursts, settings and priorities on the way
    kinds={**V1.kinds, **{kind: frozenset({"n"}) for kind in RACE_KINDS}},
    task_keys=frozenset({"count", "workers", "maxsize", "priority"}),
    user_task_keys=V1.user_task_keys | {"workers", "maxsize", "priority"},
    expect_keys=V1.expect_keys | {"lost"},
    lost_kinds=RACE_KINDS,
)
RULES = {1: V1, 2: V2}  # every version read; VERSION, the newest, is written


def scenario_from(doc: Any, user_tasks: UserTasks) -> Scenario:
    """The checked scenario a decoded JSON document describes."""
    obj = json_object(doc, "$")
    known_keys(obj, TOP_KEYS, "$")
    version = _version(obj)
    rules = RULES[version]
    if "tasks" not in obj:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "$.tasks: missing; give a list of tasks")
        )
    raw_tasks = obj["tasks"]
    if not isinstance(raw_tasks, list):
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "$.tasks: expected a list, got {type}"),
            type=type_in_words(raw_tasks),
        )
    if len(raw_tasks) > MAX_TASKS:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "$.tasks: {count:,} tasks; the limit is {limit:,}"),
            count=len(raw_tasks),
            limit=MAX_TASKS,
        )
    tasks = tuple(_task(t, f"$.tasks[{i}]", rules, user_tasks) for i, t in enumerate(raw_tasks))
    workers = whole_number(obj.get("workers", 1), "$.workers", 1, MAX_WORKERS)
    maxsize = whole_number(obj.get("maxsize", 0), "$.maxsize", 0, MAX_MAXSIZE)
    title = text(obj.get("title", ""), "$.title", 200)
    description = text(obj.get("description", ""), "$.description", 4000)
    expect, expect_lost = _expect(obj.get("expect", {}), "$.expect", rules)
    scenario = Scenario(
        tasks=tasks,
        workers=workers,
        maxsize=maxsize,
        title=title,
        description=description,
        expect=expect,
        expect_lost=expect_lost,
        version=version,
        discipline=_choice("discipline", obj.get("discipline", "FIFO")),
        engine=_choice("engine", obj["engine"]) if "engine" in obj else None,
        compare=_choice("compare", obj.get("compare", "disciplines")),
        broker=_choice("broker", obj["broker"]) if "broker" in obj else None,
    )
    if scenario.broker is not None:
        _on_a_broker(obj, scenario)
    return scenario


def _version(obj: dict[str, Any]) -> int:
    if "version" not in obj:
        raise ScenarioError(
            QT_TRANSLATE_NOOP(
                "CoreErrors", '$.version: missing; this format is {"version": 1, ...}'
            )
        )
    version = obj["version"]
    if isinstance(version, bool) or not isinstance(version, (int, float)) or version not in RULES:
        raise ScenarioError(
            QT_TRANSLATE_NOOP(
                "CoreErrors",
                "$.version: version {version} is not supported "
                "(this app reads versions 1 to {newest})",
            ),
            version=shown_value(version),
            newest=VERSION,
        )
    return int(version)


# The top-level keys that take one of a few names: the names, and the message
# (translated where it is shown) for a value that is none of them.
CHOICES: dict[str, tuple[tuple[str, ...], str]] = {
    "discipline": (
        DISCIPLINES,
        QT_TRANSLATE_NOOP("CoreErrors", "$.discipline: expected one of {names}, got {value}"),
    ),
    "engine": (
        ENGINES,
        QT_TRANSLATE_NOOP("CoreErrors", "$.engine: expected one of {names}, got {value}"),
    ),
    "compare": (
        COMPARES,
        QT_TRANSLATE_NOOP("CoreErrors", "$.compare: expected one of {names}, got {value}"),
    ),
    "broker": (
        BROKERS,
        QT_TRANSLATE_NOOP("CoreErrors", "$.broker: expected one of {names}, got {value}"),
    ),
}


def _choice(key: str, value: Any) -> str:
    """`value` of the top-level `key` if it is one of the names `key` takes."""
    names, message = CHOICES[key]
    if value not in names:
        raise ScenarioError(message, names=", ".join(map(repr, names)), value=shown_value(value))
    return str(value)


def _on_a_broker(obj: dict[str, Any], scenario: Scenario) -> None:
    """A scenario on a broker plays as RQ runs a queue: a FIFO Redis list with
    no bound, run by RQ's worker processes, its tasks put at once, in order,
    each a demo task the workers import from fifo_gui."""
    allowed = {"maxsize": 0, "discipline": "FIFO"}  # what RQ's queue is; no engine, no compare
    for key in ("maxsize", "discipline", "engine", "compare"):
        if key in obj and (key not in allowed or obj[key] != allowed[key]):
            raise ScenarioError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors",
                    "$.{key}: a scenario on a broker plays on RQ's queue, a FIFO Redis list "
                    "with no bound run by RQ's worker processes; leave {key} out",
                ),
                key=key,
            )
    for i, task in enumerate(scenario.tasks):
        if task.kind not in BROKER_KINDS or task != ScenarioTask(
            task.kind, name=task.name, seconds=task.seconds, n=task.n
        ):
            raise ScenarioError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors",
                    "$.tasks[{index}]: a scenario on a broker puts its tasks at once, in "
                    "order: one of {kinds}, with no at, count, priority, workers or maxsize",
                ),
                index=i,
                kinds=", ".join(BROKER_KINDS),
            )


def _task(raw: Any, where: str, rules: Rules, user_tasks: UserTasks) -> ScenarioTask:
    obj = json_object(raw, where)
    kinds = rules.kinds
    if "kind" not in obj:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}.kind: missing; one of {kinds}"),
            where=where,
            kinds=", ".join(sorted(kinds)),
        )
    kind = obj["kind"]
    if isinstance(kind, str) and kind not in kinds and kind in user_tasks:
        return _user_task(obj, where, kind, rules)
    if not isinstance(kind, str) or kind not in kinds:
        shown = kind if isinstance(kind, str) else str(type_in_words(kind))
        template = (
            QT_TRANSLATE_NOOP(
                "CoreErrors", "{where}.kind: unknown kind {kind}; expected one of {kinds}"
            )
            if user_tasks
            else QT_TRANSLATE_NOOP(
                "CoreErrors",
                "{where}.kind: unknown kind {kind}; expected one of {kinds} "
                "(or a function of a tasks file loaded with --tasks)",
            )
        )
        raise ScenarioError(
            template, where=where, kind=shown_value(shown), kinds=", ".join(sorted(kinds))
        )
    known_keys(obj, kinds[kind] | {"kind", "at"} | rules.task_keys, where)
    at = number(obj.get("at", 0.0), f"{where}.at", 0.0, MAX_SECONDS)
    settings = _settings(obj, where)
    if "count" in obj and kind != "noop":
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}.count: only a noop task can be a burst"),
            where=where,
        )
    if kind in RACE_KINDS:
        n = obj.get("n")
        n = None if n is None else whole_number(n, f"{where}.n", 1, MAX_RACE_N)
        return ScenarioTask(kind, at, n=n, **settings)
    if kind == "sleep":
        return ScenarioTask(
            kind,
            at,
            name=text(obj.get("name", "Task"), f"{where}.name", 40) or "Task",
            seconds=number(obj.get("seconds", 1.0), f"{where}.seconds", 0.0, MAX_SECONDS),
            **settings,
        )
    if kind == "cpu":
        n = obj.get("n")
        n = None if n is None else whole_number(n, f"{where}.n", 1, MAX_CPU_N)
        return ScenarioTask(kind, at, n=n, **settings)
    if "count" in obj:
        count = whole_number(obj["count"], f"{where}.count", 1, MAX_COUNT)
        return ScenarioTask(kind, at, count=count, **settings)
    return ScenarioTask(kind, at, **settings)


def _user_task(obj: dict[str, Any], where: str, kind: str, rules: Rules) -> ScenarioTask:
    """A task that calls a function of the loaded tasks file, with JSON arguments."""
    known_keys(obj, rules.user_task_keys | {"kind", "at"}, where)
    args = obj.get("args", [])
    if not isinstance(args, list):
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}.args: expected a list, got {type}"),
            where=where,
            type=type_in_words(args),
        )
    kwargs = json_object(obj.get("kwargs", {}), f"{where}.kwargs")
    return ScenarioTask(
        kind,
        number(obj.get("at", 0.0), f"{where}.at", 0.0, MAX_SECONDS),
        args=tuple(args),
        kwargs=tuple(kwargs.items()),
        **_settings(obj, where),
    )


def _settings(obj: dict[str, Any], where: str) -> dict[str, Any]:
    """A task's `workers`, `maxsize` and `priority`, where given (its rules let them be)."""
    settings: dict[str, Any] = {}
    if "priority" in obj:
        settings["priority"] = number(
            obj["priority"], f"{where}.priority", -MAX_PRIORITY, MAX_PRIORITY
        )
    if "workers" in obj:
        settings["workers"] = whole_number(obj["workers"], f"{where}.workers", 1, MAX_WORKERS)
    if "maxsize" in obj:
        settings["maxsize"] = whole_number(obj["maxsize"], f"{where}.maxsize", 0, MAX_MAXSIZE)
    return settings


def _expect(raw: Any, where: str, rules: Rules) -> tuple[dict[str, int], dict[str, int | str]]:
    """The end state a full run reaches, and the updates each race counter loses."""
    obj = json_object(raw, where)
    known_keys(obj, rules.expect_keys, where)
    counts = {
        k: whole_number(v, f"{where}.{k}", 0, MAX_TASKS) for k, v in obj.items() if k != "lost"
    }
    if "lost" not in obj:
        return counts, {}
    lost_obj = json_object(obj["lost"], f"{where}.lost")
    known_keys(lost_obj, rules.lost_kinds, f"{where}.lost")
    lost: dict[str, int | str] = {}
    for kind, rule in lost_obj.items():
        lost[kind] = (
            "some" if rule == "some" else whole_number(rule, f"{where}.lost.{kind}", 0, 2**62)
        )
    return counts, lost
