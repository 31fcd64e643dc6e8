"""Worker processes: the lesson's tasks, refusals, and no child left behind."""

from __future__ import annotations

import multiprocessing
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from fifo_gui.core.demo_tasks import cpu_task, failing_task, noop, race, sample_task
from fifo_gui.core.events import (
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStopped,
)
from fifo_gui.core.ledger import Ledger, Record
from fifo_gui.core.messages import CrossingError
from fifo_gui.core.processes.scheduler import ProcessScheduler
from fifo_gui.core.processes.worker import ENDED
from fifo_gui.core.recorder import Recorder as FileRecorder
from fifo_gui.core.recording import load_recording
from fifo_gui.core.states import CANCELLED, DONE, FAILED
from fifo_gui.core.user_tasks import load_user_tasks
from tests.helpers import JOIN, ROOT, Recorder, ledger_of

START = 60.0  # seconds: a spawned Python on a loaded CI machine, generous


def in_process_table(pid: int) -> bool:
    """Whether `pid` is a process that has not ended (the platform's own way)."""
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.windll.kernel32
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
        kernel32.CloseHandle(handle)
        return code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    stat = Path(f"/proc/{pid}/stat")  # Linux: an orphan ended but not reaped yet is a zombie
    if stat.exists():
        return stat.read_text().rpartition(")")[2].split()[0] != "Z"
    return True


def gone(pids: list[int], timeout: float = JOIN) -> bool:
    """True once no process of `pids` is in the process table (waits up to `timeout`)."""
    deadline = time.monotonic() + timeout
    while any(in_process_table(pid) for pid in pids):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)  # polling another process's end: nothing to wait on here
    return True


def ended(ledger: Ledger) -> dict[int, Record]:
    """The ledger's ended items (tasks and STOPs), by id."""
    return {record.task_id: record for record in ledger.recent}


@pytest.fixture
def make_processes() -> Iterator[Callable[..., tuple[ProcessScheduler, Recorder]]]:
    made: list[ProcessScheduler] = []

    def make(**kwargs: int) -> tuple[ProcessScheduler, Recorder]:
        scheduler = ProcessScheduler(verbose=False, **kwargs)
        recorder = Recorder()
        scheduler.add_listener(recorder)
        made.append(scheduler)
        return scheduler, recorder

    yield make
    for scheduler in made:
        assert scheduler.shutdown(timeout=START)
        assert gone(scheduler.process_ids())
    assert multiprocessing.active_children() == []


def lesson(scheduler: ProcessScheduler) -> None:
    """The lesson's four calls, with shorter sleeps."""
    scheduler.schedule(sample_task, "Task A", 0.2)
    scheduler.schedule(sample_task, name="Task B", duration=0.1)
    scheduler.schedule(failing_task)
    scheduler.schedule(sample_task, "Task C", 0.1)


@pytest.mark.parametrize("workers", [1, 2])
def test_the_lessons_four_tasks_run_on_worker_processes(make_processes, workers: int) -> None:
    scheduler, rec = make_processes(workers=workers)
    scheduler.start()
    lesson(scheduler)
    scheduler.stop(timeout=START)
    assert not scheduler.running
    started = [e.task_id for e in rec.of(TaskStarted)]
    assert started == [1, 2, 3, 4]  # taken in FIFO order, whichever worker took each
    assert sorted(e.result for e in rec.of(TaskFinished)) == ["'Task A'", "'Task B'", "'Task C'"]
    (failed,) = rec.of(TaskFailed)
    assert (failed.task_id, failed.error_type) == (3, "ValueError")
    assert failed.message == "This task was meant to fail!"
    assert "in failing_task" in failed.traceback  # the child's own frames
    assert failed.traceback.endswith("ValueError: This task was meant to fail!\n")
    stops = [e.task_id for e in rec.of(TaskQueued) if e.sentinel]
    exits = rec.of(WorkerStopped)
    assert sorted(e.sentinel_id for e in exits) == stops  # each worker took one STOP
    assert {e.thread for e in exits} == {f"worker-{n}" for n in range(1, workers + 1)}
    pids = scheduler.process_ids()
    assert len(pids) == workers and os.getpid() not in pids
    assert gone(pids)  # the sentinel ended each worker, and with it its process
    ledger = ledger_of(rec.events)
    assert (ledger.done, ledger.failed, ledger.queued, ledger.running) == (3, 1, 0, 0)


def closure_task() -> Callable[[], int]:
    def inner() -> int:
        return 1

    return inner


@pytest.mark.parametrize(
    ("call", "words"),
    [
        ((lambda: 1,), "A lambda cannot run in a worker process"),
        ((closure_task(),), "inner is defined inside another function"),
        ((sample_task, threading.Lock(), 1), "The arguments of sample_task cannot be sent"),
        ((race, 10), "race adds to a counter in the window's memory"),
    ],
    ids=["lambda", "closure", "argument", "shared memory"],
)
def test_what_cannot_cross_is_refused_before_anything_is_queued(
    make_processes, call: tuple[object, ...], words: str
) -> None:
    scheduler, rec = make_processes()
    func, *args = call
    with pytest.raises(CrossingError, match=words) as refused:
        scheduler.schedule(func, *args)  # type: ignore[arg-type]
    assert str(refused.value).count(". ") == 0 and str(refused.value).endswith(".")
    with pytest.raises(CrossingError, match=words):
        scheduler.schedule_many(3, func, *args)  # type: ignore[arg-type]
    assert rec.of(TaskQueued) == [] and scheduler.tasks.qsize() == 0
    assert scheduler.schedule(noop) == 1  # no id was used up


def test_a_function_from_a_file_loaded_by_hand_is_refused(make_processes, tmp_path: Path) -> None:
    path = tmp_path / "mine.py"
    path.write_text("def shout(text):\n    return text.upper()\n", encoding="utf-8")
    shout = load_user_tasks(path)["shout"]
    scheduler, rec = make_processes()
    with pytest.raises(CrossingError, match="which a worker process cannot import"):
        scheduler.schedule(shout, "hi")
    assert rec.of(TaskQueued) == []


def test_closing_mid_task_leaves_no_child_even_for_a_task_that_never_returns(
    make_processes,
) -> None:
    scheduler, rec = make_processes(workers=2)
    scheduler.start()
    scheduler.schedule(time.sleep, 3600)  # plain code: it never looks at a cancel token
    scheduler.schedule(sample_task, "long", 3600)
    scheduler.schedule(sample_task, "queued", 1)
    rec.wait_for(lambda events: sum(isinstance(e, TaskStarted) for e in events) == 2, START)
    pids = scheduler.process_ids()
    assert all(in_process_table(pid) for pid in pids)
    began = time.monotonic()
    assert scheduler.shutdown(timeout=JOIN)
    assert time.monotonic() - began < JOIN
    assert gone(pids, timeout=0) and multiprocessing.active_children() == []
    ledger = ledger_of(rec.events)
    assert [ended(ledger)[i].state for i in (1, 2, 3)] == [CANCELLED] * 3
    assert len(rec.of(WorkerStopped)) == 2


def test_cancel_stops_a_cancellable_task_and_its_process_goes_on(make_processes) -> None:
    scheduler, rec = make_processes()
    scheduler.start()
    first = scheduler.schedule(sample_task, "long", 3600)
    rec.wait_for(lambda events: any(isinstance(e, TaskStarted) for e in events), START)
    assert scheduler.cancel(first)
    second = scheduler.schedule(cpu_task, 1000)
    rec.wait_for(lambda events: any(isinstance(e, TaskFinished) for e in events))
    assert [e.task_id for e in rec.of(TaskCancelled)] == [first]
    assert [e.task_id for e in rec.of(TaskFinished)] == [second]
    assert len(scheduler.process_ids()) == 1  # the task stopped itself: nobody was killed


def test_stop_now_ends_a_plain_task_with_its_process_and_a_new_one_runs_on(
    make_processes,
) -> None:
    scheduler, rec = make_processes()
    scheduler.start()
    scheduler.schedule(time.sleep, 3600)
    rec.wait_for(lambda events: any(isinstance(e, TaskStarted) for e in events), START)
    (first,) = scheduler.process_ids()
    scheduler.stop_now()
    rec.wait_for(lambda events: any(isinstance(e, WorkerStopped) for e in events))
    assert [e.task_id for e in rec.of(TaskCancelled)] == [1]
    assert gone([first])
    scheduler.start()
    scheduler.schedule(abs, -5)
    scheduler.stop(timeout=START)
    assert [e.result for e in rec.of(TaskFinished)] == ["5"]
    assert len(scheduler.process_ids()) == 2


def test_a_task_that_ends_its_process_fails_and_the_next_runs_in_a_new_one(
    make_processes,
) -> None:
    scheduler, rec = make_processes()
    scheduler.start()
    scheduler.schedule(os._exit, 3)
    scheduler.schedule(abs, -2)
    scheduler.stop(timeout=START)
    (failed,) = rec.of(TaskFailed)
    assert failed.error_type == ENDED and "exit code 3" in failed.message
    assert [e.result for e in rec.of(TaskFinished)] == ["2"]
    assert len(scheduler.process_ids()) == 2


def test_a_recording_made_on_processes_replays(make_processes, tmp_path: Path) -> None:
    path = tmp_path / "processes.jsonl"
    scheduler, rec = make_processes(workers=2)
    recorder = FileRecorder(path)
    scheduler.add_listener(recorder.record)
    scheduler.start()
    lesson(scheduler)
    scheduler.stop(timeout=START)
    recorder.close()
    assert recorder.error is None
    replayed = ledger_of(load_recording(path).events)
    live = ledger_of(rec.events)
    assert (replayed.done, replayed.failed) == (3, 1)
    for task_id in range(1, 7):
        a, b = ended(replayed)[task_id], ended(live)[task_id]
        assert (a.label, a.state, a.worker, a.result, a.traceback) == (
            b.label,
            b.state,
            b.worker,
            b.result,
            b.traceback,
        )
    assert ended(replayed)[3].state == FAILED and ended(replayed)[1].state == DONE


def test_a_killed_app_leaves_no_worker_process(tmp_path: Path) -> None:
    """SIGKILL (or a crash) gives no chance to clean up: the child sees its pipe
    close and ends itself, even in the middle of a task that never returns."""
    if sys.platform == "win32":
        pytest.skip("SIGKILL is POSIX; Windows ends a job's processes itself")
    code = (
        "import time\n"
        "from fifo_gui.core.processes.scheduler import ProcessScheduler\n"
        "from tests.helpers import Recorder\n"
        "from fifo_gui.core.events import TaskStarted\n"
        "if __name__ == '__main__':\n"
        "    s = ProcessScheduler(verbose=False)\n"
        "    rec = Recorder()\n"
        "    s.add_listener(rec)\n"
        "    s.start()\n"
        "    s.schedule(time.sleep, 3600)\n"
        "    rec.wait_for(lambda ev: any(isinstance(e, TaskStarted) for e in ev), 60)\n"
        "    print(s.process_ids()[0], flush=True)\n"
        "    time.sleep(3600)\n"
    )
    script = tmp_path / "app.py"
    script.write_text(code, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    app = subprocess.Popen(
        [sys.executable, str(script)], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT
    )
    try:
        assert app.stdout is not None
        child = int(app.stdout.readline())
        assert in_process_table(child)
        app.kill()
        app.wait(JOIN)
        assert gone([child], timeout=START)
    finally:
        app.kill()
        app.wait(JOIN)
        if app.stdout is not None:
            app.stdout.close()
