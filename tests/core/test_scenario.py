"""Scenario files: the format, the shipped ones, and every kind of bad file."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fifo_gui.core.demo_tasks import failing_task, sample_task
from fifo_gui.core.scenario import (
    MAX_BYTES,
    Scenario,
    ScenarioError,
    ScenarioTask,
    dump_scenario,
    load_scenario,
    parse_scenario,
)
from fifo_gui.resources import resource_path

SHIPPED = sorted(resource_path("scenarios").glob("*.json"))


def doc(**changes: object) -> str:
    base: dict[str, object] = {"version": 1, "tasks": [{"kind": "noop"}]}
    base.update(changes)
    return json.dumps(base)


def test_the_shipped_scenarios_load() -> None:
    assert {p.stem for p in SHIPPED} == {
        "lesson",
        "burst",
        "bounded-buffer",
        "failure-heavy",
        "disciplines",
        "race-condition",
        "threads-or-processes",
        "broker",
    }
    for path in SHIPPED:
        scenario = load_scenario(path)
        assert scenario.tasks and scenario.title and scenario.expect


def test_the_lesson_scenario_is_the_lessons_example() -> None:
    s = load_scenario(resource_path("scenarios", "lesson.json"))
    assert [t.call() for t in s.tasks] == [
        (sample_task, ("Task A", 2.0), {}),
        (sample_task, ("Task B", 1.0), {}),
        (failing_task, (), {}),
        (sample_task, ("Task C", 1.0), {}),
    ]
    assert (s.workers, s.maxsize, s.expect) == (1, 0, {"done": 3, "failed": 1})


def test_dump_and_parse_round_trip() -> None:
    scenario = Scenario(
        tasks=(
            ScenarioTask("sleep", 0.5, name="A", seconds=1.5),
            ScenarioTask("cpu", n=10),
            ScenarioTask("fail"),
            ScenarioTask("noop", 2.0),
        ),
        workers=3,
        maxsize=4,
        title="t",
        description="d",
        expect={"done": 3, "failed": 1},
    )
    assert parse_scenario(dump_scenario(scenario)) == scenario


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json", "not valid JSON"),
        ("[]", "$: expected an object"),
        (doc(version=3), "$.version: version 3 is not supported"),
        ('{"tasks": []}', "$.version: missing"),
        ('{"version": 1}', "$.tasks: missing"),
        (doc(tasks={}), "$.tasks: expected a list"),
        (doc(workers="3"), "$.workers: expected a whole number"),
        (doc(workers=0), "$.workers: must be between 1 and 16"),
        (doc(workers=10_000), "$.workers: must be between 1 and 16"),
        (doc(maxsize=-1), "$.maxsize: must be between"),
        (doc(colour="red"), "$: unknown key 'colour'"),
        (doc(tasks=[{"kind": "sleep", "seconds": -1}]), "$.tasks[0].seconds: must be between"),
        (doc(tasks=[{"kind": "sleep", "seconds": "2"}]), "$.tasks[0].seconds: expected a number"),
        (doc(tasks=[{"kind": "sleep", "seconds": 1e6}]), "$.tasks[0].seconds: must be between"),
        (doc(tasks=[{"kind": "noop"}, {"seconds": 1}]), "$.tasks[1].kind: missing"),
        (doc(tasks=[{"kind": "fail", "seconds": 1}]), "$.tasks[0]: unknown key 'seconds'"),
        (doc(tasks=[{"kind": "noop", "at": -2}]), "$.tasks[0].at: must be between"),
        (doc(tasks=[{"kind": "cpu", "n": 1.5}]), "$.tasks[0].n: expected a whole number"),
        ('{"version": 1, "tasks": [{"kind": "sleep", "seconds": NaN}]}', "NaN is not allowed"),
        ('{"version": 1, "tasks": [], "workers": Infinity}', "Infinity is not allowed"),
        ('{"version": 1, "tasks": [], "maxsize": 1e999}', "out of range"),
        ('{"version": 1, "version": 1, "tasks": []}', "duplicate key 'version'"),
        ('{"version": 1, "tasks": [], "workers": ' + "9" * 5000 + "}", "5,000 digits"),
        ("[" * 10_000 + "]" * 10_000, "nested too deeply"),
    ],
)
def test_bad_documents_get_one_clear_error(text: str, message: str) -> None:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(text)
    assert message in str(info.value)


@pytest.mark.parametrize(
    "kind",
    [
        "__import__('os')",
        "os.system",
        "fifo_gui.core.demo_tasks.noop",
        "__class__",
        "eval",
        "SLEEP",
        "",
        42,
        None,
    ],
)
def test_only_registry_kinds_are_accepted(kind: object) -> None:
    with pytest.raises(ScenarioError, match=r"\$\.tasks\[0\]\.kind: unknown kind"):
        parse_scenario(doc(tasks=[{"kind": kind}]))


def test_file_problems(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="cannot read the file"):
        load_scenario(tmp_path / "missing.json")
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_BYTES + 1))
    with pytest.raises(ScenarioError, match="limit is 1,000,000"):
        load_scenario(big)
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + doc().encode())
    assert load_scenario(bom) == parse_scenario(doc())  # a byte-order mark is skipped
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'{"version": 1, "title": "caf\xe9", "tasks": []}')
    with pytest.raises(ScenarioError, match="not UTF-8"):
        load_scenario(latin)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(ScenarioError, match=r"folder\.json: not a regular file \(a folder\)"):
        load_scenario(folder)


@settings(max_examples=1000, deadline=None)
@given(st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_fuzzed_bytes_raise_only_scenario_error(data: bytes) -> None:
    with contextlib.suppress(ScenarioError):  # anything else fails the test
        parse_scenario(data)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


task_dicts = st.dictionaries(
    st.sampled_from(["kind", "at", "name", "seconds", "n", "x"]),
    json_values | st.sampled_from(["sleep", "fail", "cpu", "noop"]),
)


@settings(max_examples=1000, deadline=None)
@given(
    st.fixed_dictionaries(
        {"version": st.just(1)},
        optional={
            "tasks": st.lists(task_dicts, max_size=4),
            "workers": json_values,
            "maxsize": json_values,
            "title": json_values,
            "expect": json_values,
        },
    )
)
def test_fuzzed_documents_raise_only_scenario_error(document: dict[str, object]) -> None:
    with contextlib.suppress(ScenarioError):
        parse_scenario(json.dumps(document))


def test_version_2_reads_bursts_and_settings_and_version_1_refuses_them() -> None:
    v2 = (
        '{"version": 2, "tasks": [{"kind": "noop", "count": 5000, "at": 1.5},'
        ' {"kind": "fail", "workers": 3, "maxsize": 4}]}'
    )
    scenario = parse_scenario(v2)
    assert [(t.kind, t.count, t.at, t.workers, t.maxsize) for t in scenario.tasks] == [
        ("noop", 5000, 1.5, None, None),
        ("fail", 1, 0.0, 3, 4),
    ]
    assert parse_scenario(dump_scenario(scenario)) == scenario
    with pytest.raises(ScenarioError, match=r"\$.tasks\[0\]: unknown key 'count'"):
        parse_scenario(v2.replace('"version": 2', '"version": 1'))
    for kind in ("fail", "sleep", "cpu", "race"):  # sleep, cpu, race once took it silently
        with pytest.raises(ScenarioError, match="only a noop task can be a burst"):
            parse_scenario(f'{{"version": 2, "tasks": [{{"kind": "{kind}", "count": 2}}]}}')


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"tasks": [{"kind": "race", "n": 5}]}, r"\$.tasks\[0\].kind: unknown kind 'race'"),
        ({"tasks": [{"kind": "noop", "priority": 1}]}, r"\$.tasks\[0\]: unknown key 'priority'"),
        ({"expect": {"lost": {"race": "some"}}}, r"\$.expect: unknown key 'lost'"),
        ({"version": "2"}, r"\$.version: version '2' is not supported"),
        ({"version": [2]}, r"\$.version: version \[2\] is not supported"),
    ],
)
def test_version_1_refuses_what_only_version_2_has(
    changes: dict[str, object], message: str
) -> None:
    with pytest.raises(ScenarioError, match=message):
        parse_scenario(doc(**changes))
    if changes.keys() != {"version"}:
        assert parse_scenario(doc(version=2, **changes)).version == 2


def test_expect_lost_names_only_the_race_kinds() -> None:
    lost = {"race": "some", "race_locked": 0}
    scenario = parse_scenario(doc(version=2, expect={"done": 1, "lost": lost}))
    assert (scenario.expect, scenario.expect_lost) == ({"done": 1}, lost)
    with pytest.raises(ScenarioError, match=r"\$.expect.lost: unknown key 'noop'"):
        parse_scenario(doc(version=2, expect={"lost": {"noop": 1}}))
    with pytest.raises(ScenarioError, match=r"\$.expect.lost.race: expected a whole number"):
        parse_scenario(doc(version=2, expect={"lost": {"race": "many"}}))


def test_a_version_1_file_may_name_a_loaded_function() -> None:
    """A tasks file loaded (--tasks, Load your tasks): its functions are kinds in version 1 too."""

    def shout(text: str) -> str:
        return text.upper()

    text = doc(tasks=[{"kind": "shout", "args": ["hi"]}, {"kind": "noop"}])
    with pytest.raises(ScenarioError, match=r"unknown kind 'shout'.*--tasks"):
        parse_scenario(text)
    scenario = parse_scenario(text, {"shout": shout})
    assert scenario.tasks[0].call({"shout": shout}) == (shout, ("hi",), {})
    with pytest.raises(ScenarioError, match=r"tasks\[0\]: unknown key 'priority'"):
        parse_scenario(doc(tasks=[{"kind": "shout", "priority": 1}]), {"shout": shout})
    with pytest.raises(ScenarioError, match=r"tasks\[0\]: unknown key 'count'"):
        parse_scenario(doc(version=2, tasks=[{"kind": "shout", "count": 3}]), {"shout": shout})


def test_a_recording_opened_as_a_scenario_is_named_for_what_it_is(tmp_path: Path) -> None:
    from fifo_gui.core.events import TaskFinished, TaskQueued, TaskStarted
    from fifo_gui.core.recording import Setup, setup_to_line, write_recording

    events = [TaskQueued(1, "noop()", 0.0, "MainThread"), TaskStarted(1, 0.1, "worker-1")]
    events.append(TaskFinished(1, 0.2, "worker-1", "None"))
    hint = "this is a recording: open it with File ▸ Open recording (or --replay)"
    with_setup = tmp_path / "run.jsonl"
    with with_setup.open("w", encoding="utf-8") as stream:
        stream.write(setup_to_line(Setup()) + "\n")
        write_recording(events, stream)
    older = tmp_path / "old.jsonl"  # no setup line: an event first
    with older.open("w", encoding="utf-8") as stream:
        write_recording(events, stream)
    big = tmp_path / "big.jsonl"  # over the scenario limit
    with big.open("w", encoding="utf-8") as stream:
        stream.write(setup_to_line(Setup()) + "\n")
        write_recording(events * (MAX_BYTES // 150), stream)
    for path in (with_setup, older, big):
        with pytest.raises(ScenarioError) as info:
            load_scenario(path)
        assert str(info.value) == f"{path.name}: {hint}"
    lines = tmp_path / "lines.json"  # JSON Lines that are no recording: the JSON error
    lines.write_text('{"v": 1}\n{"v": 2}\n', encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"Extra data \(line 2"):
        load_scenario(lines)


def test_a_scenario_says_what_compare_sets_side_by_side() -> None:
    plain = parse_scenario('{"version": 2, "tasks": [{"kind": "noop"}]}')
    assert plain.compare == "disciplines"  # FIFO, LIFO and Priority
    engines = parse_scenario('{"version": 2, "compare": "engines", "tasks": [{"kind": "noop"}]}')
    assert engines.compare == "engines"
    assert parse_scenario(dump_scenario(engines)) == engines
    assert '"compare"' not in dump_scenario(plain)  # the default is not written
    with pytest.raises(ScenarioError, match=r"\$.compare: expected one of 'disciplines', "):
        parse_scenario('{"version": 2, "compare": "GIL", "tasks": [{"kind": "noop"}]}')
    shipped = load_scenario(resource_path("scenarios", "threads-or-processes.json"))
    assert shipped.compare == "engines"


def test_the_broker_scenario_is_the_lessons_tasks_on_two_rq_workers() -> None:
    s = load_scenario(resource_path("scenarios", "broker.json"))
    lesson = load_scenario(resource_path("scenarios", "lesson.json"))
    assert (s.broker, s.workers, s.expect) == ("rq", 2, lesson.expect)
    assert [t.call() for t in s.tasks] == [t.call() for t in lesson.tasks]
    assert parse_scenario(dump_scenario(s)).broker == "rq"


@pytest.mark.parametrize(
    ("changes", "where"),
    [
        ({"broker": "celery"}, "$.broker: expected one of 'rq', got"),
        ({"maxsize": 3}, "$.maxsize: a scenario on a broker plays on RQ's queue"),
        ({"discipline": "LIFO", "version": 2}, "$.discipline: a scenario on a broker"),
        ({"engine": "processes"}, "$.engine: a scenario on a broker"),
        ({"tasks": [{"kind": "noop"}, {"kind": "fail", "at": 1}]}, "$.tasks[1]: a scenario on"),
        ({"tasks": [{"kind": "race"}], "version": 2}, "$.tasks[0]: a scenario on a broker"),
    ],
)
def test_a_scenario_on_a_broker_takes_what_rq_runs(changes: dict[str, object], where: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(doc(**{"broker": "rq", **changes}))
    assert str(caught.value).startswith(where)
