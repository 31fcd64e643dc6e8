"""The narrator's words, read straight from a ledger: the run's story and each
event's line, with no widget."""

from __future__ import annotations

from fifo_gui.core.events import TaskQueued, TaskStarted, WorkerStarted
from fifo_gui.core.ledger import Ledger
from fifo_gui.ui.views.event_lines import NOTABLE, QUIET, describe, weight
from fifo_gui.ui.views.story import story_text


def q(task_id: int, t: float, sentinel: bool = False) -> TaskQueued:
    label = "STOP" if sentinel else f"sample_task('T{task_id}', 1)"
    return TaskQueued(task_id, label, t, "MainThread", sentinel, None if sentinel else 1.0)


def test_nothing_happened_has_no_story() -> None:
    assert story_text(Ledger()) is None


def test_tasks_with_no_worker_say_to_press_start() -> None:
    ledger = Ledger()
    ledger.apply([q(1, 0.1), q(2, 0.2)])
    assert story_text(ledger) == "2 tasks waiting in the queue: no worker runs (press Start)"


def test_two_busy_workers_are_one_sentence() -> None:
    ledger = Ledger()
    ledger.apply([WorkerStarted(0.0, "worker-1"), WorkerStarted(0.0, "worker-2")])
    ledger.apply([q(1, 0.1), q(2, 0.2), TaskStarted(1, 0.3, "worker-1")])
    ledger.apply([TaskStarted(2, 0.3, "worker-2")])
    assert story_text(ledger) == "worker-1 runs T1; 1 other worker busy too"


def test_one_task_agrees_with_its_verb() -> None:
    ledger = Ledger()
    ledger.apply([q(1, 0.1)])
    assert story_text(ledger) == "1 task waiting in the queue: no worker runs (press Start)"


def test_a_running_worker_is_the_story() -> None:
    ledger = Ledger()
    ledger.apply([WorkerStarted(0.0, "worker-1"), q(1, 0.1), q(2, 0.2), q(3, 0.2)])
    ledger.apply([TaskStarted(1, 0.3, "worker-1")])
    assert story_text(ledger) == "worker-1 runs T1; 2 tasks waiting in the queue"


def test_a_stop_put_matters_more_than_a_task_put() -> None:
    assert weight(q(1, 0.1)) == QUIET
    assert weight(q(2, 0.2, sentinel=True)) == NOTABLE


def test_a_line_is_true_only_while_what_it_says_is() -> None:
    ledger = Ledger()
    ledger.apply([WorkerStarted(0.0, "worker-1"), q(1, 0.1)])
    started = TaskStarted(1, 0.3, "worker-1")
    ledger.apply([started])
    records = {1: ledger.workers["worker-1"]}
    line = describe(started, ledger=ledger, record_of=records.get, clock=lambda: 0.4)
    assert line is not None and line.text == "worker-1 took T1 (it waited 0.2 s)"
    assert line.holds()
