"""The session recorder: what File ▸ Save writes, without a window."""

from __future__ import annotations

from fifo_gui.core import cpu_task, failing_task, sample_task
from fifo_gui.core.scenario import MAX_TASKS, ScenarioTask, dump_scenario, parse_scenario
from fifo_gui.core.session import SessionRecorder


class FakeClock:
    def __init__(self, start: float) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now


def test_demo_calls_are_kept_in_order_with_times_since_the_first() -> None:
    clock = FakeClock(100.0)
    session = SessionRecorder(clock)
    session.record_call(sample_task, ("Task A", 2.0), {})
    clock.now = 101.25
    session.record_call(failing_task, (), {})
    clock.now = 103.5
    session.record_call(cpu_task, (), {"n": 1000})
    scenario = session.scenario(workers=2, maxsize=5)
    assert scenario is not None
    assert [(t.kind, t.at) for t in scenario.tasks] == [
        ("sleep", 0.0),
        ("fail", 1.25),
        ("cpu", 3.5),
    ]
    assert scenario.tasks[0].name == "Task A" and scenario.tasks[0].seconds == 2.0
    assert (scenario.workers, scenario.maxsize) == (2, 5)


def test_other_callables_are_not_recorded_and_an_empty_session_is_none() -> None:
    session = SessionRecorder(FakeClock(0.0))
    session.record_call(print, ("hello",), {})
    assert len(session) == 0
    assert session.scenario(workers=1, maxsize=0) is None


def test_a_scenario_task_keeps_its_kind_and_takes_the_time_it_arrived_here() -> None:
    clock = FakeClock(50.0)
    session = SessionRecorder(clock)
    session.record_call(failing_task, (), {})
    clock.now = 52.0
    session.record_task(ScenarioTask("sleep", at=9.0, name="Task Z", seconds=0.5))
    scenario = session.scenario(workers=1, maxsize=0)
    assert scenario is not None
    last = scenario.tasks[-1]
    assert (last.kind, last.at, last.name, last.seconds) == ("sleep", 2.0, "Task Z", 0.5)


def test_a_burst_is_one_entry_with_its_count_at_the_time_it_began() -> None:
    clock = FakeClock(10.0)
    session = SessionRecorder(clock)
    session.record_call(failing_task, (), {})
    clock.now = 14.0
    assert session.record_burst(250_000, began=11.0)  # recorded when it ended
    scenario = session.scenario(workers=1, maxsize=0)
    assert scenario is not None
    assert [(t.kind, t.at, t.count) for t in scenario.tasks] == [
        ("fail", 0.0, 1),
        ("noop", 1.0, 250_000),
    ]


def test_a_full_session_keeps_no_more_entries_than_a_file_may_hold() -> None:
    session = SessionRecorder(FakeClock(0.0))
    for _ in range(MAX_TASKS):
        session.record_call(failing_task, (), {})
    assert not session.record_burst(5)
    assert len(session) == MAX_TASKS
    session.clear()
    assert len(session) == 0 and session.scenario(1, 0) is None


def test_settings_in_force_start_the_scenario_and_mark_where_they_changed() -> None:
    clock = FakeClock(0.0)
    settings = [(1, 0)]
    session = SessionRecorder(clock, settings=lambda: settings[0])
    session.record_call(failing_task, (), {})
    clock.now = 1.0
    settings[0] = (3, 5)
    session.record_call(failing_task, (), {})
    clock.now = 2.0
    session.record_call(failing_task, (), {})
    scenario = session.scenario(workers=9, maxsize=9)
    assert scenario is not None and (scenario.workers, scenario.maxsize) == (1, 0)
    assert [(t.workers, t.maxsize) for t in scenario.tasks] == [(None, None), (3, 5), (None, None)]
    assert parse_scenario(dump_scenario(scenario)) == scenario


def test_a_saved_session_reads_back_as_the_same_scenario() -> None:
    clock = FakeClock(0.0)
    session = SessionRecorder(clock)
    session.record_call(sample_task, (), {"name": "Task B", "duration": 1})
    clock.now = 0.5
    assert session.record_burst(3)
    scenario = session.scenario(workers=3, maxsize=10)
    assert scenario is not None
    assert parse_scenario(dump_scenario(scenario)) == scenario


def test_a_retry_is_kept_as_a_copy_of_the_task_it_retries() -> None:
    clock = FakeClock(0.0)
    session = SessionRecorder(clock)
    session.record_call(sample_task, ("Task A", 2.0), {})
    session.record_call(failing_task, (), {})
    clock.now = 4.0
    assert session.record_retry("failing_task()")
    clock.now = 5.0
    assert session.record_retry("retry of #3: failing_task()")  # a retry retried
    assert not session.record_retry("print('hello')")  # never recorded: nothing to copy
    scenario = session.scenario(workers=1, maxsize=0)
    assert scenario is not None
    assert [(t.kind, t.at) for t in scenario.tasks] == [
        ("sleep", 0.0),
        ("fail", 0.0),
        ("fail", 4.0),
        ("fail", 5.0),
    ]
    session.clear()
    assert not session.record_retry("failing_task()")  # a new session
