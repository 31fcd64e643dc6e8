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
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fifo_gui.core import strict_json
from fifo_gui.core.demo_tasks import DEMO_TASKS, MAX_RACE_N, MAX_SECONDS
from fifo_gui.core.messages import QT_TRANSLATE_NOOP, CoreError, Message
from fifo_gui.core.recording import EVENT_TYPES, MAX_LINE
from fifo_gui.core.safe_files import (
    RefusedFileError,
    open_regular,
    read_regular,
    shown_name,
    shown_value,
    valid_utf8,
)
from fifo_gui.core.scheduler import MAX_WORKERS

UserTasks = Mapping[str, Callable[..., Any]]

VERSION = 2  # the version written; every version up to it is read
MAX_BYTES = 1_000_000
MAX_TASKS = 10_000
MAX_MAXSIZE = 100_000
MAX_CPU_N = 50_000_000
MAX_COUNT = 1_000_000  # no-op tasks in one burst entry (the window's burst maximum)
_TOP_KEYS = {
    "version",
    "title",
    "description",
    "workers",
    "maxsize",
    "discipline",
    "tasks",
    "expect",
}
DISCIPLINES = ("FIFO", "LIFO", "Priority")
_KIND_KEYS = {"sleep": {"name", "seconds"}, "fail": set(), "cpu": {"n"}, "noop": set()}
_V2_KIND_KEYS = {"race": {"n"}, "race_locked": {"n"}}
_EXPECT_KEYS = {"done", "failed", "cancelled"}
_V2_TASK_KEYS = {"count", "workers", "maxsize", "priority"}
_USER_KEYS = {"args", "kwargs"}
MAX_PRIORITY = 1_000_000
RECORDING = QT_TRANSLATE_NOOP(
    "CoreErrors", "this is a recording: open it with File ▸ Open recording (or --replay)"
)


class ScenarioError(CoreError, ValueError):
    """A scenario file that cannot be used, with the reason and where."""


@dataclass(frozen=True, slots=True)
class ScenarioTask:
    """One task of a scenario: a registry kind, its parameters, its arrival time."""

    kind: str
    at: float = 0.0
    name: str | None = None  # sleep
    seconds: float | None = None  # sleep
    n: int | None = None  # cpu
    count: int = 1  # noop: a burst of this many, put at once
    workers: int | None = None  # the settings in force from this arrival on, if they changed
    maxsize: int | None = None
    priority: float = 0  # under a priority queue: lower runs first
    args: tuple[Any, ...] = ()  # a user task's arguments (JSON values)
    kwargs: tuple[tuple[str, Any], ...] = ()

    def call(
        self,
        user_tasks: UserTasks | None = None,
    ) -> tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]:
        """The function, arguments and keyword arguments this task schedules."""
        if self.kind not in DEMO_TASKS:
            if user_tasks is None or self.kind not in user_tasks:
                raise ScenarioError(
                    QT_TRANSLATE_NOOP(
                        "CoreErrors", "the task kind {kind!r} needs its tasks file loaded"
                    ),
                    kind=self.kind,
                )
            return user_tasks[self.kind], self.args, dict(self.kwargs)
        func = DEMO_TASKS[self.kind]
        if self.kind == "sleep":
            return func, (self.name, self.seconds), {}
        if self.kind in ("cpu", "race", "race_locked") and self.n is not None:
            return func, (self.n,), {}
        return func, (), {}


@dataclass(frozen=True, slots=True)
class Scenario:
    """A parsed, checked scenario."""

    tasks: tuple[ScenarioTask, ...]
    workers: int = 1
    maxsize: int = 0
    title: str = ""
    description: str = ""
    expect: dict[str, int] = field(default_factory=dict)
    version: int = VERSION
    expect_lost: dict[str, int | str] = field(default_factory=dict)  # race kind: n or "some"
    discipline: str = "FIFO"  # the queue's order: FIFO, LIFO or Priority


def load_scenario(path: str | Path, user_tasks: UserTasks | None = None) -> Scenario:
    """Read and check a scenario file; raises `ScenarioError` and nothing else.

    `user_tasks` (a loaded tasks file) are kinds the file may name too."""
    name = shown_name(path)
    try:
        data = read_regular(path, MAX_BYTES)
    except RefusedFileError as exc:
        reason: object = exc
        if _starts_a_recording(_first_line(path)):  # a long recording is over the limit
            reason = Message(RECORDING)
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: {reason}"), file=name, reason=reason
        ) from None
    except OSError as exc:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: cannot read the file ({why})"),
            file=name,
            why=exc.strerror or exc,
        ) from None
    try:
        return parse_scenario(data, user_tasks)
    except ScenarioError as exc:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: {reason}"), file=name, reason=exc
        ) from None


def parse_scenario(data: bytes | str, user_tasks: UserTasks | None = None) -> Scenario:
    """Check scenario JSON given as bytes or text; raises `ScenarioError` only."""
    try:
        return _from_document(_decode(data), user_tasks or {})
    except ScenarioError:
        raise
    except RecursionError:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "the JSON is nested too deeply")
        ) from None
    except (ValueError, TypeError, OverflowError) as exc:  # a last safety net
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "not a usable scenario: {why}"), why=exc
        ) from None


def _decode(data: bytes | str) -> Any:
    if isinstance(data, bytes):
        if len(data) > MAX_BYTES:
            raise ScenarioError(
                QT_TRANSLATE_NOOP("CoreErrors", "more than {limit:,} bytes"), limit=MAX_BYTES
            )
        try:
            text = data.decode("utf-8-sig")  # a byte-order mark some editors write is skipped
        except UnicodeDecodeError as exc:
            raise ScenarioError(
                QT_TRANSLATE_NOOP("CoreErrors", "not UTF-8 text (bad byte at offset {offset})"),
                offset=exc.start,
            ) from None
    else:
        text = data
    try:
        return strict_json.loads(text)
    except strict_json.RefusedJsonError as exc:
        raise ScenarioError(exc.template, **exc.values) from None
    except json.JSONDecodeError as exc:
        if _starts_a_recording(text.partition("\n")[0]):  # "Extra data (line 2)" otherwise
            raise ScenarioError(RECORDING) from None
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "not valid JSON: {why} (line {line}, column {column})"),
            why=exc.msg,
            line=exc.lineno,
            column=exc.colno,
        ) from None


def _first_line(path: str | Path) -> str:
    """The first line of a file, at most a recording line long ("" if unreadable)."""
    try:
        with open_regular(path, 2**63 - 1) as stream:
            return stream.readline(MAX_LINE).decode("utf-8-sig", "replace")
    except (OSError, RefusedFileError):
        return ""


def _starts_a_recording(line: str) -> bool:
    """True for a recording's first line: its setup line, or (an older one) an event."""
    try:
        obj = json.loads(line)
    except (ValueError, RecursionError):
        return False
    if not isinstance(obj, dict) or "v" not in obj:
        return False
    kind = obj.get("type")
    return kind == "Setup" or (isinstance(kind, str) and kind in EVENT_TYPES)


def _from_document(doc: Any, user_tasks: UserTasks) -> Scenario:
    obj = _object(doc, "$")
    _known_keys(obj, _TOP_KEYS, "$")
    if "version" not in obj:
        raise ScenarioError(
            QT_TRANSLATE_NOOP(
                "CoreErrors", '$.version: missing; this format is {"version": 1, ...}'
            )
        )
    version = obj["version"]
    if isinstance(version, bool) or version not in range(1, VERSION + 1):
        raise ScenarioError(
            QT_TRANSLATE_NOOP(
                "CoreErrors",
                "$.version: version {version} is not supported "
                "(this app reads versions 1 to {newest})",
            ),
            version=shown_value(version),
            newest=VERSION,
        )
    if "tasks" not in obj:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "$.tasks: missing; give a list of tasks")
        )
    raw_tasks = obj["tasks"]
    if not isinstance(raw_tasks, list):
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "$.tasks: expected a list, got {type}"),
            type=_type(raw_tasks),
        )
    if len(raw_tasks) > MAX_TASKS:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "$.tasks: {count:,} tasks; the limit is {limit:,}"),
            count=len(raw_tasks),
            limit=MAX_TASKS,
        )
    return Scenario(
        tasks=tuple(
            _task(t, f"$.tasks[{i}]", version, user_tasks) for i, t in enumerate(raw_tasks)
        ),
        workers=_int(obj.get("workers", 1), "$.workers", 1, MAX_WORKERS),
        maxsize=_int(obj.get("maxsize", 0), "$.maxsize", 0, MAX_MAXSIZE),
        title=_str(obj.get("title", ""), "$.title", 200),
        description=_str(obj.get("description", ""), "$.description", 4000),
        expect=_expect(obj.get("expect", {}), "$.expect", version),
        expect_lost=_expect_lost(obj.get("expect", {}), "$.expect.lost", version),
        version=version,
        discipline=_discipline(obj.get("discipline", "FIFO")),
    )


def _discipline(value: Any) -> str:
    if value not in DISCIPLINES:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "$.discipline: expected one of {names}, got {value}"),
            names=", ".join(map(repr, DISCIPLINES)),
            value=shown_value(value),
        )
    return str(value)


def _task(
    raw: Any, where: str, version: int = VERSION, user_tasks: UserTasks | None = None
) -> ScenarioTask:
    obj = _object(raw, where)
    kinds = {**_KIND_KEYS, **(_V2_KIND_KEYS if version >= 2 else {})}
    if "kind" not in obj:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}.kind: missing; one of {kinds}"),
            where=where,
            kinds=", ".join(sorted(kinds)),
        )
    kind = obj["kind"]
    # A loaded tasks file's functions are kinds in every version: a version-1
    # file names them as a version-2 one does.
    if isinstance(kind, str) and kind not in kinds and user_tasks and kind in user_tasks:
        return _user_task(obj, where, kind, version)
    if not isinstance(kind, str) or kind not in kinds:
        shown = kind if isinstance(kind, str) else str(_type(kind))
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
    extra = _V2_TASK_KEYS if version >= 2 else set()
    _known_keys(obj, kinds[kind] | {"kind", "at"} | extra, where)
    at = _number(obj.get("at", 0.0), f"{where}.at", 0.0, MAX_SECONDS)
    settings = _settings(obj, where)
    if "count" in obj and kind != "noop":
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}.count: only a noop task can be a burst"),
            where=where,
        )
    if kind in _V2_KIND_KEYS:
        n = obj.get("n")
        return ScenarioTask(
            kind, at, n=None if n is None else _int(n, f"{where}.n", 1, MAX_RACE_N), **settings
        )
    if kind == "sleep":
        return ScenarioTask(
            kind,
            at,
            name=_str(obj.get("name", "Task"), f"{where}.name", 40) or "Task",
            seconds=_number(obj.get("seconds", 1.0), f"{where}.seconds", 0.0, MAX_SECONDS),
            **settings,
        )
    if kind == "cpu":
        n = obj.get("n")
        return ScenarioTask(
            kind, at, n=None if n is None else _int(n, f"{where}.n", 1, MAX_CPU_N), **settings
        )
    if "count" in obj:
        return ScenarioTask(
            kind, at, count=_int(obj["count"], f"{where}.count", 1, MAX_COUNT), **settings
        )
    return ScenarioTask(kind, at, **settings)


def _user_task(obj: dict[str, Any], where: str, kind: str, version: int) -> ScenarioTask:
    """A task that calls a function of the loaded tasks file, with JSON arguments."""
    extra = _V2_TASK_KEYS - {"count"} if version >= 2 else set()
    _known_keys(obj, _USER_KEYS | extra | {"kind", "at"}, where)
    args = obj.get("args", [])
    if not isinstance(args, list):
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}.args: expected a list, got {type}"),
            where=where,
            type=_type(args),
        )
    kwargs = _object(obj.get("kwargs", {}), f"{where}.kwargs")
    return ScenarioTask(
        kind,
        _number(obj.get("at", 0.0), f"{where}.at", 0.0, MAX_SECONDS),
        args=tuple(args),
        kwargs=tuple(kwargs.items()),
        **_settings(obj, where),
    )


def _settings(obj: dict[str, Any], where: str) -> dict[str, Any]:
    """A version-2 task's `workers`, `maxsize` and `priority`, where given."""
    settings: dict[str, Any] = {}
    if "priority" in obj:
        settings["priority"] = _number(
            obj["priority"], f"{where}.priority", -MAX_PRIORITY, MAX_PRIORITY
        )
    if "workers" in obj:
        settings["workers"] = _int(obj["workers"], f"{where}.workers", 1, MAX_WORKERS)
    if "maxsize" in obj:
        settings["maxsize"] = _int(obj["maxsize"], f"{where}.maxsize", 0, MAX_MAXSIZE)
    return settings


def _expect(raw: Any, where: str, version: int = VERSION) -> dict[str, int]:
    obj = _object(raw, where)
    _known_keys(obj, _EXPECT_KEYS | ({"lost"} if version >= 2 else set()), where)
    return {k: _int(v, f"{where}.{k}", 0, MAX_TASKS) for k, v in obj.items() if k != "lost"}


def _expect_lost(raw: Any, where: str, version: int) -> dict[str, int | str]:
    if version < 2 or not isinstance(raw, dict) or "lost" not in raw:
        return {}
    obj = _object(raw["lost"], where)
    _known_keys(obj, set(_V2_KIND_KEYS), where)
    lost: dict[str, int | str] = {}
    for kind, rule in obj.items():
        lost[kind] = "some" if rule == "some" else _int(rule, f"{where}.{kind}", 0, 2**62)
    return lost


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}: expected an object, got {type}"),
            where=where,
            type=_type(value),
        )
    return value


def _known_keys(obj: dict[str, Any], allowed: set[str], where: str) -> None:
    unknown = sorted(set(obj) - allowed)
    if unknown:
        if not allowed:
            raise ScenarioError(
                QT_TRANSLATE_NOOP("CoreErrors", "{where}: unknown key {key}; allowed: none"),
                where=where,
                key=shown_value(unknown[0]),
            )
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}: unknown key {key}; allowed: {keys}"),
            where=where,
            key=shown_value(unknown[0]),
            keys=", ".join(sorted(allowed)),
        )


def _int(value: Any, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}: expected a whole number, got {type}"),
            where=where,
            type=_type(value),
        )
    if not low <= value <= high:
        raise ScenarioError(
            QT_TRANSLATE_NOOP(
                "CoreErrors", "{where}: must be between {low} and {high}, got {value}"
            ),
            where=where,
            low=low,
            high=high,
            value=value,
        )
    return value


def _number(value: Any, where: str, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}: expected a number of seconds, got {type}"),
            where=where,
            type=_type(value),
        )
    if not low <= value <= high:
        raise ScenarioError(
            QT_TRANSLATE_NOOP(
                "CoreErrors", "{where}: must be between {low:g} and {high:g}, got {value:g}"
            ),
            where=where,
            low=low,
            high=high,
            value=value,
        )
    return float(value)


def _str(value: object, where: str, limit: int) -> str:
    if not isinstance(value, str):
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}: expected text, got {type}"),
            where=where,
            type=_type(value),
        )
    if len(value) > limit:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}: longer than {limit} characters"),
            where=where,
            limit=limit,
        )
    return valid_utf8(value)  # a lone surrogate ("\\udce9") shown as its escape: printable


def _type(value: Any) -> str:
    """What a JSON value is, in words (a `Message`: the window translates it)."""
    names = {
        dict: QT_TRANSLATE_NOOP("CoreErrors", "an object"),
        list: QT_TRANSLATE_NOOP("CoreErrors", "a list"),
        str: QT_TRANSLATE_NOOP("CoreErrors", "text"),
        bool: QT_TRANSLATE_NOOP("CoreErrors", "true/false"),
        int: QT_TRANSLATE_NOOP("CoreErrors", "a number"),
        float: QT_TRANSLATE_NOOP("CoreErrors", "a number"),
        type(None): "null",
    }
    name = names.get(type(value))
    return Message(name) if name is not None else type(value).__name__


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
