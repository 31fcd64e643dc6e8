"""The lesson's scheduler: FIFO order, failures, stop/start, cancel, shutdown."""

from __future__ import annotations

import ast
import queue
import threading
import time
from pathlib import Path

import pytest

from fifo_gui.core import ClassroomScheduler, FIFOScheduler, Task, TaskCancelled, sample_task
from fifo_gui.core import scheduler as scheduler_module
from fifo_gui.core.cancel import cancellable, cancellable_sleep
from fifo_gui.core.events import (
    QueueConfigured,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from tests.helpers import JOIN, Recorder, ledger_of


def finished_ids(rec: Recorder) -> list[int]:
    return [e.task_id for e in rec.events if isinstance(e, (TaskFinished, TaskFailed))]


def test_task_is_the_lessons_dataclass() -> None:
    def f(a: int, b: int = 0) -> int:
        return a + b

    task = Task(f)
    assert (task.args, task.kwargs) == ((), {})
    assert Task(f, (1,), {"b": 2}).func(1, b=2) == 3


def test_schedule_returns_ids_and_the_queue_is_a_real_queue(make_scheduler) -> None:
    scheduler, _ = make_scheduler()
    assert isinstance(scheduler.tasks, queue.Queue)
    ids = [scheduler.schedule(print, i) for i in range(3)]
    assert ids == [1, 2, 3]
    assert scheduler.tasks.qsize() == 3


def test_start_order_is_enqueue_order_over_10000_tasks(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    ran: list[int] = []
    for i in range(10_000):
        scheduler.schedule(ran.append, i)
    scheduler.start()
    scheduler.stop(timeout=JOIN)
    assert ran == list(range(10_000))
    started = [e.task_id for e in rec.of(TaskStarted)]
    assert started == sorted(started) and len(started) == 10_000


def test_keyword_arguments_named_like_parameters_reach_the_task(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    got: list[dict[str, object]] = []

    def task(**kwargs: object) -> None:
        got.append(kwargs)

    scheduler.schedule(task, name="Task B", func="f", self="s", duration=1)
    scheduler.start()
    scheduler.stop(timeout=JOIN)
    assert got == [{"name": "Task B", "func": "f", "self": "s", "duration": 1}]
    label = rec.of(TaskQueued)[0].label
    assert label.endswith("(name='Task B', func='f', self='s', duration=1)")


def test_label_reads_like_the_lessons_call(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    scheduler.schedule(sample_task, "Task A", 2)
    assert rec.of(TaskQueued)[0].label == "sample_task('Task A', 2)"


class Unhashable(list):  # type: ignore[type-arg]
    def run(self) -> None:
        pass


def test_bare_calls_are_labelled(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    scheduler.schedule(sample_task)  # no arguments: no duration to know yet
    scheduler.schedule(Unhashable().run)
    scheduler.schedule(lambda: None)
    labels = [(e.label, e.expected) for e in rec.of(TaskQueued)]
    assert labels == [("sample_task()", None), ("Unhashable.run()", None), ("<lambda>()", None)]


@pytest.mark.parametrize("bad", [42, None, "print"])
def test_non_callable_is_refused_in_the_caller(make_scheduler, bad: object) -> None:
    scheduler, rec = make_scheduler()
    before = list(rec.events)  # the setup it heard when it joined
    with pytest.raises(TypeError, match="callable"):
        scheduler.schedule(bad)  # type: ignore[arg-type]
    assert scheduler.tasks.qsize() == 0 and rec.events == before


class CustomBaseError(BaseException):
    pass


class BadStrError(Exception):
    def __str__(self) -> str:
        raise RuntimeError("no str for you")


class BadRepr:
    def __repr__(self) -> str:
        raise RuntimeError("no repr for you")


def raiser(exc: BaseException) -> None:
    raise exc


@pytest.mark.parametrize(
    ("exc", "type_name"),
    [
        (ValueError("This task was meant to fail!"), "ValueError"),
        (SystemExit(3), "SystemExit"),
        (KeyboardInterrupt(), "KeyboardInterrupt"),
        (CustomBaseError("custom"), "CustomBaseError"),
        (BadStrError(), "BadStrError"),
    ],
)
def test_worker_survives_anything_a_task_raises(make_scheduler, exc, type_name) -> None:
    scheduler, rec = make_scheduler()
    scheduler.schedule(raiser, exc)
    scheduler.schedule(lambda: "after")
    scheduler.start()
    scheduler.stop(timeout=JOIN)
    failed = rec.of(TaskFailed)
    assert [f.error_type for f in failed] == [type_name]
    assert type_name in failed[0].traceback
    assert [f.result for f in rec.of(TaskFinished)] == ["'after'"]
    ledger = ledger_of(rec.events)
    assert (ledger.done, ledger.failed, ledger.arrivals) == (1, 1, 2)


def test_result_whose_repr_raises_is_reported(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    scheduler.schedule(BadRepr)
    scheduler.start()
    scheduler.stop(timeout=JOIN)
    assert "BadRepr" in rec.of(TaskFinished)[0].result  # reprlib names the object instead


def test_none_arguments_and_results_never_stop_the_worker(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    scheduler.schedule(lambda x: None, None)
    scheduler.schedule(lambda: None)
    scheduler.start()
    scheduler.stop(timeout=JOIN)
    assert [e.result for e in rec.of(TaskFinished)] == ["None", "None"]
    assert len(rec.of(WorkerStopped)) == 1


def test_failing_task_does_not_stop_the_worker(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    for _ in range(3):
        scheduler.schedule(raiser, ValueError("boom"))
        scheduler.schedule(int, "7")
    scheduler.start()
    scheduler.stop(timeout=JOIN)
    assert finished_ids(rec) == [1, 2, 3, 4, 5, 6]


def test_stop_twice_stop_before_start_start_twice(make_scheduler, capsys) -> None:
    scheduler, rec = make_scheduler(verbose=True)
    scheduler.stop()
    assert "Worker is not running." in capsys.readouterr().out
    assert scheduler.start() is True
    assert scheduler.start() is False
    assert "Worker is already running." in capsys.readouterr().out
    scheduler.stop(timeout=JOIN)
    scheduler.stop(timeout=JOIN)
    assert len(rec.of(WorkerStarted)) == 1 and len(rec.of(WorkerStopped)) == 1
    assert not scheduler.running


def test_stop_without_wait_twice_enqueues_one_sentinel_per_worker(make_scheduler) -> None:
    scheduler, rec = make_scheduler(workers=3)
    gate = threading.Event()
    scheduler.schedule(gate.wait, JOIN)
    scheduler.start()
    scheduler.stop(wait=False)
    scheduler.stop(wait=False)
    assert sum(1 for e in rec.of(TaskQueued) if e.sentinel) == 3
    assert scheduler.stopping
    gate.set()
    rec.wait_for(lambda ev: sum(isinstance(e, WorkerStopped) for e in ev) == 3)
    assert sorted(e.sentinel_id for e in rec.of(WorkerStopped)) == [2, 3, 4]


def test_stop_with_10000_pending_runs_them_all(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    scheduler.start()
    for i in range(10_000):
        scheduler.schedule(abs, i)
    scheduler.stop(timeout=JOIN * 4)
    assert ledger_of(rec.events).done == 10_000


def test_stop_from_inside_a_task_does_not_deadlock(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    scheduler.schedule(scheduler.stop)
    scheduler.schedule(abs, -1)
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, WorkerStopped) for e in ev))
    assert ledger_of(rec.events).done == 2


def test_schedule_from_inside_a_task(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    scheduler.schedule(lambda: scheduler.schedule(abs, -5))
    scheduler.start()
    rec.wait_for(lambda ev: len([e for e in ev if isinstance(e, TaskFinished)]) == 2)
    scheduler.stop(timeout=JOIN)
    assert rec.of(TaskFinished)[1].result == "5"


def test_tasks_queued_behind_the_sentinel_wait_for_the_next_start(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    gate = threading.Event()
    first = scheduler.schedule(gate.wait, JOIN)
    scheduler.start()
    scheduler.stop(wait=False)
    late = scheduler.schedule(abs, -2)
    gate.set()
    rec.wait_for(lambda ev: any(isinstance(e, WorkerStopped) for e in ev))
    assert finished_ids(rec) == [first]
    ledger = ledger_of(rec.events)
    assert ledger.queued - ledger.stops_waiting == 1
    scheduler.start()
    scheduler.stop(timeout=JOIN)
    assert finished_ids(rec) == [first, late]


def test_several_workers_all_exit_on_stop(make_scheduler) -> None:
    scheduler, rec = make_scheduler(workers=4)
    for i in range(100):
        scheduler.schedule(abs, i)
    scheduler.start()
    names = {t.name for t in threading.enumerate() if t.name.startswith("worker-")}
    assert names == {"worker-1", "worker-2", "worker-3", "worker-4"}
    scheduler.stop(timeout=JOIN)
    assert len(rec.of(WorkerStopped)) == 4
    assert not any(t.name.startswith("worker-") for t in threading.enumerate())
    assert ledger_of(rec.events).done == 100


def test_cancel_a_queued_task(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    ran: list[int] = []
    keep = scheduler.schedule(ran.append, 1)
    drop = scheduler.schedule(ran.append, 2)
    assert scheduler.cancel(drop) is True
    assert scheduler.cancel(drop) is False
    assert scheduler.cancel(999) is False
    scheduler.start()
    scheduler.stop(timeout=JOIN)
    assert ran == [1]
    assert [e.task_id for e in rec.of(TaskCancelled)] == [drop]
    assert scheduler.cancel(keep) is False  # too late: it ran
    c = ledger_of(rec.events)
    assert (c.arrivals, c.done, c.cancelled, c.queued - c.stops_waiting) == (2, 1, 1, 0)


def test_cancel_a_running_plain_task_is_refused_and_it_runs_to_its_end(make_scheduler) -> None:
    # concurrent.futures' Future.cancel(): False for what is running and cannot be stopped.
    scheduler, rec = make_scheduler()
    gate = threading.Event()
    tid = scheduler.schedule(gate.wait, JOIN)
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, TaskStarted) for e in ev))
    assert scheduler.cancel(tid) is False
    assert ledger_of(rec.events).running == 1
    gate.set()
    scheduler.stop(timeout=JOIN)
    assert [e.task_id for e in rec.of(TaskFinished)] == [tid]
    assert not rec.of(TaskCancelled)


def test_a_plain_function_marked_cancellable_can_be_cancelled_running(make_scheduler) -> None:
    scheduler, rec = make_scheduler()

    @cancellable
    def listens() -> None:
        cancellable_sleep(JOIN)

    tid = scheduler.schedule(listens)
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, TaskStarted) for e in ev))
    assert scheduler.cancel(tid) is True
    rec.wait_for(lambda ev: any(isinstance(e, TaskCancelled) for e in ev))
    scheduler.stop(timeout=JOIN)
    assert [e.task_id for e in rec.of(TaskCancelled)] == [tid]


def test_shutdown_during_a_60s_sleep_task_is_prompt(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    scheduler.schedule(sample_task, "long", 60)
    scheduler.schedule(sample_task, "never", 60)
    scheduler.start()
    rec.wait_for(lambda ev: any(isinstance(e, TaskStarted) for e in ev))
    began = time.monotonic()
    assert scheduler.shutdown(timeout=2.0) is True
    assert time.monotonic() - began < 2.0
    c = ledger_of(rec.events)
    assert (c.cancelled, c.running, c.queued - c.stops_waiting) == (2, 0, 0)
    with pytest.raises(RuntimeError, match="shut down"):
        scheduler.schedule(abs, 1)


def test_bounded_queue_refuses_without_blocking_and_changes_nothing(make_scheduler) -> None:
    scheduler, rec = make_scheduler(maxsize=2)
    scheduler.schedule_nowait(abs, 1)
    scheduler.schedule_nowait(abs, 2)
    with pytest.raises(queue.Full):
        scheduler.schedule_nowait(abs, 3)
    assert scheduler.tasks.qsize() == 2 and len(rec.of(TaskQueued)) == 2
    assert ledger_of(rec.events).arrivals == 2
    scheduler.start()
    scheduler.stop(timeout=JOIN)
    assert scheduler.schedule_nowait(abs, 4) == 4  # 1-2 tasks, 3 the STOP: the refusal spent no id


@pytest.mark.parametrize("workers", [0, -1, 10_000, True, 2.5])
def test_bad_worker_counts_are_refused(workers: object) -> None:
    with pytest.raises((ValueError, TypeError), match="workers"):
        FIFOScheduler(workers=workers)  # type: ignore[arg-type]


def test_every_task_is_accounted_for(make_scheduler) -> None:
    scheduler, rec = make_scheduler(workers=2)
    for i in range(50):
        scheduler.schedule(raiser if i % 5 == 0 else abs, ValueError(i) if i % 5 == 0 else i)
    for tid in range(40, 51):
        scheduler.cancel(tid)
    scheduler.start()
    scheduler.stop(timeout=JOIN)
    c = ledger_of(rec.events)
    queued = c.queued - c.stops_waiting
    assert c.arrivals == 50 == c.done + c.failed + c.cancelled + queued + c.running
    assert (c.failed, c.cancelled) == (8, 11)


def test_schedule_many_is_a_burst_of_ordinary_tasks(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    scheduler.start()  # the worker is already blocked in get(): one wake-up must do
    rec.wait_for(lambda events: any(isinstance(e, WorkerStarted) for e in events))
    ran: list[int] = []
    ids = scheduler.schedule_many(500, ran.append, 7)
    assert ids == range(1, 501)
    assert scheduler.schedule(ran.append, 8) == 501  # ids go on from the burst
    scheduler.stop(timeout=JOIN)
    assert ran == [7] * 500 + [8]
    queued = rec.of(TaskQueued)
    assert [e.task_id for e in queued][:500] == list(ids)
    assert {e.label for e in queued[:500]} == {"list.append(7)"}
    assert [e.task_id for e in rec.of(TaskStarted)] == [*ids, 501]
    assert ledger_of(rec.events).done == 501


def test_schedule_many_takes_what_fits_in_a_bounded_queue_and_never_blocks(make_scheduler) -> None:
    scheduler, rec = make_scheduler(maxsize=3)
    scheduler.schedule(print)
    assert scheduler.schedule_many(10, print) == range(2, 4)
    assert scheduler.schedule_many(10, print) == range(4, 4)  # full: nothing, at once
    assert scheduler.tasks.qsize() == 3 and len(rec.of(TaskQueued)) == 3


@pytest.mark.parametrize(
    ("count", "func", "error"),
    [
        (-1, print, ValueError),
        (True, print, ValueError),
        (2.0, print, ValueError),
        (3, "print", TypeError),
    ],
)
def test_schedule_many_refuses_bad_arguments_and_changes_nothing(
    make_scheduler, count: object, func: object, error: type[Exception]
) -> None:
    scheduler, rec = make_scheduler()
    before = list(rec.events)
    with pytest.raises(error):
        scheduler.schedule_many(count, func)  # type: ignore[arg-type]
    assert scheduler.tasks.qsize() == 0 and rec.events == before
    assert scheduler.schedule(print) == 1


# -- the lesson's class on its own, and the classroom's split ---------------------


def test_the_lessons_schedule_is_a_real_blocking_put() -> None:
    scheduler = FIFOScheduler(maxsize=1, verbose=False)
    scheduler.schedule(abs, 1)
    returned = threading.Event()
    producer = threading.Thread(target=lambda: (scheduler.schedule(abs, 2), returned.set()))
    producer.start()
    assert not returned.wait(0.1)  # blocked in tasks.put() on the full queue
    scheduler.start()
    assert returned.wait(JOIN)
    producer.join(JOIN)
    scheduler.stop(timeout=JOIN)
    assert not producer.is_alive() and not scheduler.running


def test_add_listener_first_hears_the_setup_it_joins() -> None:
    from fifo_gui.core.disciplines import QUEUE_CLASSES

    scheduler = ClassroomScheduler(workers=3, maxsize=4, verbose=False)
    rec = Recorder()
    scheduler.add_listener(rec)
    scheduler.set_workers(2)
    scheduler.set_maxsize(0)
    scheduler.use_queue(QUEUE_CLASSES["LIFO"])
    setups = [(e.discipline, e.maxsize, e.workers) for e in rec.of(QueueConfigured)]
    assert isinstance(rec.events[0], QueueConfigured)
    assert setups == [("FIFO", 4, 3), ("FIFO", 4, 2), ("FIFO", 0, 2), ("LIFO", 0, 2)]


def test_the_lessons_printer_ignores_setup_events(capsys) -> None:
    scheduler = ClassroomScheduler()  # verbose: prints the lesson's lines
    scheduler.set_maxsize(3)
    scheduler.pause()
    scheduler.resume()
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize("round_", range(20))
def test_a_worker_and_cancel_race_for_a_task_and_exactly_one_wins(
    make_scheduler, round_: int
) -> None:
    scheduler, rec = make_scheduler()
    go = threading.Event()
    task_id = scheduler.schedule(abs, -1)
    outcome: list[bool] = []
    canceller = threading.Thread(
        target=lambda: (go.wait(JOIN), outcome.append(scheduler.cancel(task_id)))
    )
    canceller.start()
    scheduler.start()
    go.set()
    canceller.join(JOIN)
    assert not canceller.is_alive()
    scheduler.stop(timeout=JOIN)
    started = [e for e in rec.of(TaskStarted) if e.task_id == task_id]
    cancelled = [e for e in rec.of(TaskCancelled) if e.task_id == task_id]
    c = ledger_of(rec.events)
    if started:  # the worker claimed it: a cancel may only ask the running task
        assert cancelled == [] and c.done == 1
    else:  # the cancel claimed it: it never ran
        assert outcome == [True] and len(cancelled) == 1 and c.cancelled == 1
    assert c.arrivals == 1 and c.queued - c.stops_waiting == c.running == 0


def test_an_exception_class_with_a_huge_name_is_shortened_at_the_source(make_scheduler) -> None:
    scheduler, rec = make_scheduler()
    huge = type("E" * 200_000, (Exception,), {})

    def raises() -> None:
        raise huge("boom")

    scheduler.start()
    scheduler.schedule(raises)
    scheduler.stop(timeout=JOIN)
    failed = [e for e in rec.events if isinstance(e, TaskFailed)]
    assert len(failed) == 1 and failed[0].error_type == "E" * 200


def _method(name: str) -> ast.FunctionDef:
    source = Path(scheduler_module.__file__).read_text(encoding="utf-8")
    (cls,) = [n for n in ast.parse(source).body if isinstance(n, ast.ClassDef)]
    (found,) = [n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == name]
    return found


def _calls(node: ast.AST) -> set[str]:
    return {ast.unparse(n) for n in ast.walk(node) if isinstance(n, ast.Call)}


def test_scheduler_py_is_the_lessons_answer_in_its_shape() -> None:
    """A student reads scheduler.py beside the lesson: short, and its three
    methods do what the lesson's exercise asks, in the lesson's words."""
    source = Path(scheduler_module.__file__).read_text(encoding="utf-8")
    assert len(source.splitlines()) <= 200
    init = _method("__init__")
    assert any(ast.unparse(n) == "self._stop_signal = object()" for n in ast.walk(init))
    # schedule creates the Task and puts it on self.tasks itself.
    assert "self.tasks.put(task)" in _calls(_method("schedule"))
    # The loop compares the task itself with the sentinel.
    loop = _method("_worker_loop")
    compares = {ast.unparse(n) for n in ast.walk(loop) if isinstance(n, ast.Compare)}
    assert "task is self._stop_signal" in compares
    assert "self.tasks.get()" in _calls(loop)
    # stop puts one sentinel per worker and joins.
    stop = _method("stop")
    loops = [n for n in ast.walk(stop) if isinstance(n, ast.For)]
    assert any("self.tasks.put(self._stop_signal)" in _calls(n) for n in loops)
    assert "join_all(threads, timeout)" in _calls(stop)


def test_the_sentinel_on_the_queue_is_the_bare_object() -> None:
    scheduler = FIFOScheduler(verbose=False)
    scheduler.start()
    scheduler.tasks.pause()  # hold the worker: look at what stop() puts
    scheduler.stop(wait=False)
    assert list(scheduler.tasks.queue) == [scheduler._stop_signal]
    scheduler.tasks.resume()
    scheduler.stop(timeout=5)
    assert not scheduler.running
