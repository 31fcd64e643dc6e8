"""The broker source against a real Redis and real RQ workers: what RQ
records becomes the events the scheduler emits, in order, with the workers'
own timestamps."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from fifo_gui.broker import BrokerError
from fifo_gui.broker.source import RQSource
from fifo_gui.broker.workers import RQWorker, enqueue, lesson_calls
from fifo_gui.core.demo_tasks import failing_task, sample_task
from fifo_gui.core.events import (
    QueueConfigured,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.ledger import Ledger
from tests.broker.conftest import WAIT, Events, RedisServer

QUEUE = "lesson"


@pytest.fixture
def workers(tmp_path: Path) -> Iterator[list[RQWorker]]:
    """The RQ workers a test starts (append them): each ended at the end."""
    started: list[RQWorker] = []
    yield started
    for worker in started:
        worker.end()


@contextmanager
def _attached(
    url: str, events: Events, errors: list[BrokerError] | None = None
) -> Iterator[RQSource]:
    source = RQSource(url, QUEUE, events, None if errors is None else errors.append)
    source.start()
    try:
        assert source.wait_attached(WAIT) is None
        yield source
    finally:
        source.close()
        assert not source.alive


@pytest.fixture
def attach(redis_server: RedisServer) -> Iterator[tuple[RQSource, Events]]:
    """A source attached to the test's queue; closed at the end."""
    events = Events()
    source = RQSource(redis_server.url, QUEUE, events)
    source.start()
    try:
        assert source.wait_attached(WAIT) is None
        yield source, events
    finally:
        source.close()


def _ended(events: Events, count: int) -> bool:
    return len(events.of(TaskFinished)) + len(events.of(TaskFailed)) >= count


def test_the_lesson_on_two_rq_workers(
    redis_server: RedisServer,
    attach: tuple[RQSource, Events],
    workers: list[RQWorker],
    tmp_path: Path,
) -> None:
    _source, events = attach
    enqueue(redis_server.url, QUEUE, lesson_calls())
    events.wait_for(lambda e: len(e.of(TaskQueued)) == 4)
    for n in (1, 2):
        workers.append(
            RQWorker(redis_server.url, QUEUE, f"rq-worker-{n}", log=tmp_path / f"w{n}.log")
        )
    events.wait_for(lambda e: _ended(e, 4))
    queued = events.of(TaskQueued)
    assert [q.label for q in queued] == [
        "sample_task('Task A', 2)",
        "sample_task(duration=1, name='Task B')",  # RQ's description sorts keywords
        "failing_task()",
        "sample_task('Task C', 1)",
    ]
    assert [q.task_id for q in queued] == [1, 2, 3, 4]
    assert [q.expected for q in queued] == [2.0, 1.0, None, 1.0]
    started = events.of(TaskStarted)
    assert sorted(s.task_id for s in started) == [1, 2, 3, 4]
    # Two idle workers take jobs 1 and 2 microseconds apart and each stamps its
    # start after the take: the stamps may come in either order (a CI run saw
    # [2, 1, 3, 4]). The ledger judges the take as the views show it.
    ledger = Ledger()
    ledger.apply(list(events.events))
    assert ledger.started_in_order, "taken in FIFO order"
    assert {s.thread for s in started} == {"rq-worker-1", "rq-worker-2"}
    (failed,) = events.of(TaskFailed)
    assert failed.task_id == 3
    assert (failed.error_type, failed.message) == ("ValueError", "This task was meant to fail!")
    assert "Traceback" in failed.traceback and "failing_task" in failed.traceback
    # The failure did not stop its worker: both are still there, and a task started after it.
    assert events.of(WorkerStopped) == []
    times = [e.time for e in events.events]
    assert times == sorted(times), "the stream never goes back in time"
    # The workers' own times: Task A ran its 2 s.
    finish = {f.task_id: f.time for f in events.of(TaskFinished)}
    start = {s.task_id: s.time for s in started}
    assert 1.9 <= finish[1] - start[1] < 2 + WAIT
    # What each returned, as the table shows a local task's: its repr.
    results = {f.task_id: f.result for f in events.of(TaskFinished)}
    assert results == {1: "'Task A'", 2: "'Task B'", 4: "'Task C'"}
    names = {w.thread for w in events.of(WorkerStarted)}
    assert names == {"rq-worker-1", "rq-worker-2"}
    # RQ's queue as it is: its Redis list, RPUSH and BLPOP; the window starts no worker.
    (setup,) = events.of(QueueConfigured)
    assert (setup.workers, setup.queue, setup.put, setup.get) == (
        0,
        f"rq:queue:{QUEUE}",
        "RPUSH",
        "BLPOP",
    )
    assert {q.thread for q in events.of(TaskQueued)} == {"Queue.enqueue()"}


def test_warm_shutdown_leaves_the_rest_queued_and_drain_empties_it(
    redis_server: RedisServer, attach: tuple[RQSource, Events], workers: list[RQWorker]
) -> None:
    _source, events = attach
    enqueue(
        redis_server.url,
        QUEUE,
        [(sample_task, (f"T{n}", d), {}) for n, d in ((1, 3), (2, 0), (3, 0))],
    )
    worker = RQWorker(redis_server.url, QUEUE, "warm")
    workers.append(worker)
    events.wait_for(lambda e: len(e.of(TaskStarted)) >= 1)
    worker.stop()  # warm: the job running finishes, the rest stay queued
    time.sleep(1.2)  # RQ takes a second SIGTERM past 1 s for a cold shutdown: a kill
    worker.stop()  # asked again (Stop twice, or Stop then Detach): still warm
    assert worker.wait(WAIT) is not None
    events.wait_for(lambda e: any(w.thread == "warm" for w in e.of(WorkerStopped)))
    assert [f.task_id for f in events.of(TaskFinished)] == [1]
    said = events.events  # its last job's end is said before it leaves
    assert next(i for i, e in enumerate(said) if isinstance(e, TaskFinished)) < next(
        i for i, e in enumerate(said) if isinstance(e, WorkerStopped)
    )
    assert len(events.of(TaskStarted)) == 1
    drain = RQWorker(redis_server.url, QUEUE, "drain", burst=True)
    workers.append(drain)
    assert drain.wait(WAIT) == 0, "a burst worker drains the queue and exits by itself"
    events.wait_for(lambda e: any(w.thread == "drain" for w in e.of(WorkerStopped)))
    events.wait_for(lambda e: len(e.of(TaskFinished)) == 3)
    assert [s.task_id for s in events.of(TaskStarted)] == [1, 2, 3]
    stops = events.of(WorkerStopped)
    last_finish = max(f.time for f in events.of(TaskFinished))
    assert next(w for w in stops if w.thread == "drain").time >= last_finish


def test_attach_after_jobs_exist_reads_a_snapshot(
    redis_server: RedisServer, workers: list[RQWorker]
) -> None:
    """Jobs already queued and one already running are shown at attach, in order."""
    enqueue(redis_server.url, QUEUE, [(sample_task, ("long", 5), {})])
    worker = RQWorker(redis_server.url, QUEUE, "early")
    workers.append(worker)
    watcher = Events()  # a first source only to learn that the worker took the job
    with _attached(redis_server.url, watcher):
        watcher.wait_for(lambda e: len(e.of(TaskStarted)) == 1)
    enqueue(redis_server.url, QUEUE, [(sample_task, (f"W{n}", 0), {}) for n in (1, 2)])
    events = Events()
    with _attached(redis_server.url, events):
        first = list(events.events)
        # In the order it happened: the job put, the worker started, the job taken.
        kinds = [type(e).__name__ for e in first if not isinstance(e, QueueConfigured)]
        assert kinds[:3] == ["TaskQueued", "WorkerStarted", "TaskStarted"]
        assert first[0] == events.of(QueueConfigured)[0], "what the queue is, said first"
        queued = [e for e in first if isinstance(e, TaskQueued)]
        assert [q.label for q in queued] == [
            "sample_task('long', 5)",
            "sample_task('W1', 0)",
            "sample_task('W2', 0)",
        ]
        assert [s.task_id for s in first if isinstance(s, TaskStarted)] == [1]
        events.wait_for(lambda e: len(e.of(TaskFinished)) == 3)
        assert [s.task_id for s in events.of(TaskStarted)] == [1, 2, 3]


def test_a_bad_url_says_so_in_one_sentence() -> None:
    errors: list[BrokerError] = []
    source = RQSource("http://localhost:6379/0", QUEUE, Events(), errors.append)
    source.start()
    error = source.wait_attached(WAIT)
    source.close()
    assert error is not None and errors == [error]
    assert str(error).startswith("http://localhost:6379/0 is not a Redis URL")
    assert str(error).count(". ") == 0


def test_no_redis_there_says_so(redis_server: RedisServer) -> None:
    redis_server.stop()
    source = RQSource(redis_server.url, QUEUE, Events())
    source.start()
    error = source.wait_attached(WAIT)
    source.close()
    assert error is not None
    assert str(error).startswith(f"No Redis answers at 127.0.0.1:{redis_server.port}/0")


def test_notifications_lost_mid_run_lose_nothing(
    redis_server: RedisServer, attach: tuple[RQSource, Events], workers: list[RQWorker]
) -> None:
    """The notification connection is killed and the server stops sending
    them: the reconcile with RQ's registries still shows every job's life."""
    from redis import Redis

    _, events = attach
    connection = Redis.from_url(redis_server.url)
    try:
        connection.client_kill_filter(_type="pubsub")
        connection.config_set("notify-keyspace-events", "")
        enqueue(redis_server.url, QUEUE, [(sample_task, (f"N{n}", 0), {}) for n in range(1, 6)])
        workers.append(RQWorker(redis_server.url, QUEUE, "lone", burst=True))
        events.wait_for(lambda e: len(e.of(TaskFinished)) == 5)
        events.wait_for(lambda e: any(w.thread == "lone" for w in e.of(WorkerStopped)))
    finally:
        connection.close()
    assert [q.task_id for q in events.of(TaskQueued)] == [1, 2, 3, 4, 5]
    assert [s.task_id for s in events.of(TaskStarted)] == [1, 2, 3, 4, 5]


def test_redis_stopped_mid_run_is_one_sentence_and_keeps_what_was_seen(
    redis_server: RedisServer,
) -> None:
    events, errors = Events(), []
    source = RQSource(redis_server.url, QUEUE, events, errors.append)
    source.start()
    try:
        assert source.wait_attached(WAIT) is None
        enqueue(redis_server.url, QUEUE, [(sample_task, ("kept", 1), {})])
        events.wait_for(lambda e: len(e.of(TaskQueued)) == 1)
        redis_server.stop()
        assert source.wait(WAIT), "the source ends when Redis goes away"
    finally:
        source.close()
    assert len(errors) == 1 and source.error is errors[0]
    # Not "start it, or check the host and port": it answered there a moment ago.
    where = f"127.0.0.1:{redis_server.port}/0"
    assert str(errors[0]).startswith(f"Redis at {where} stopped answering (")
    assert str(errors[0]).endswith(").")  # what a window shows of it is the window's to say
    assert [q.label for q in events.of(TaskQueued)] == ["sample_task('kept', 1)"]


def test_records_rq_does_not_explain_stop_the_source_with_a_sentence(
    redis_server: RedisServer,
) -> None:
    """A key of the queue's name that is not RQ's list: said, never a silent stop."""
    from redis import Redis

    connection = Redis.from_url(redis_server.url)
    try:
        connection.set("rq:queue:odd", "not a list")
    finally:
        connection.close()
    source = RQSource(redis_server.url, "odd", Events())
    source.start()
    error = source.wait_attached(WAIT)
    source.close()
    assert error is not None
    text = str(error)
    assert text.startswith("Following the RQ queue stopped on an unexpected error: ResponseError")
    assert "WRONGTYPE" in text and text.count("\n") == 0


def test_a_worker_born_before_the_attach_is_there_from_the_attach_on(
    redis_server: RedisServer, workers: list[RQWorker]
) -> None:
    """The session's clock starts at the attach: a worker born long before
    does not stretch it back to its birth."""
    workers.append(RQWorker(redis_server.url, QUEUE, "old-timer"))
    watcher = Events()  # a first source only to learn that the worker registered
    with _attached(redis_server.url, watcher):
        watcher.wait_for(lambda e: len(e.of(WorkerStarted)) == 1)
    born = watcher.of(WorkerStarted)[0].time
    events = Events()
    with _attached(redis_server.url, events):
        (setup,) = events.of(QueueConfigured)
        (started,) = events.of(WorkerStarted)
        assert started.thread == "old-timer" and started.time == setup.time > born


def test_a_requeued_job_is_a_new_task_a_retry_of_the_one_that_failed(
    redis_server: RedisServer, attach: tuple[RQSource, Events], workers: list[RQWorker]
) -> None:
    """RQ's requeue keeps the job's id; the views show its new run as the
    lesson's Retry does: a new task at the tail, labelled a retry of the old."""
    from rq.job import Job

    from fifo_gui.broker.connect import connect

    _source, events = attach
    (job_id,) = enqueue(redis_server.url, QUEUE, [(failing_task, (), {})])
    workers.append(RQWorker(redis_server.url, QUEUE, "first", burst=True))
    events.wait_for(lambda e: len(e.of(TaskFailed)) == 1)
    assert workers[0].wait(WAIT) == 0  # drained: it takes nothing more
    connection = connect(redis_server.url)
    try:
        Job.fetch(job_id, connection=connection).requeue()
    finally:
        connection.close()
    events.wait_for(lambda e: len(e.of(TaskQueued)) == 2)
    workers.append(RQWorker(redis_server.url, QUEUE, "second", burst=True))
    events.wait_for(lambda e: len(e.of(TaskFailed)) == 2)
    first, again = events.of(TaskQueued)
    assert (first.task_id, again.task_id) == (1, 2)
    assert again.label == "retry of ID 1: failing_task()"
    assert [(f.task_id, f.thread) for f in events.of(TaskFailed)] == [(1, "first"), (2, "second")]
    assert [s.task_id for s in events.of(TaskStarted)] == [1, 2]


def test_a_job_cancelled_in_rq_is_shown_cancelled(
    redis_server: RedisServer, attach: tuple[RQSource, Events]
) -> None:
    """RQ's Job.cancel() on a queued job: Redis records it cancelled, and so do the views."""
    from rq.job import Job

    from fifo_gui.broker.connect import connect

    _source, events = attach
    ids = enqueue(redis_server.url, QUEUE, [(sample_task, (n, 0), {}) for n in ("A", "B")])
    events.wait_for(lambda e: len(e.of(TaskQueued)) == 2)
    connection = connect(redis_server.url)
    try:
        Job.fetch(ids[1], connection=connection).cancel()
    finally:
        connection.close()
    events.wait_for(lambda e: len(e.of(TaskCancelled)) == 1)
    assert [c.task_id for c in events.of(TaskCancelled)] == [2]
    assert events.of(TaskStarted) == []


def test_a_moving_queue_is_followed_by_glances_and_a_still_one_by_notifications(
    redis_server: RedisServer, attach: tuple[RQSource, Events], workers: list[RQWorker]
) -> None:
    """While jobs move the source hears no notification (it glances at the
    queue's places); every job is still shown in order, and once the queue
    stands still the source listens again."""
    from redis import Redis

    from fifo_gui.core.demo_tasks import noop

    _, events = attach
    count = 2000
    connection = Redis.from_url(redis_server.url)

    def listening() -> int:  # an RQ worker listens too: to its own channel, not a pattern
        return sum(int(client["psub"]) for client in connection.client_list(_type="pubsub"))

    try:
        assert listening() == 1
        enqueue(redis_server.url, QUEUE, [(noop, (), {}) for _ in range(count)])
        workers.append(
            RQWorker(
                redis_server.url, QUEUE, "busy", burst=True, worker_class="rq.worker.SimpleWorker"
            )
        )
        # While the jobs move (put, then taken) no notification is listened to.
        events.wait_for(lambda e: listening() == 0 and len(e.of(TaskFinished)) < count)
        events.wait_for(lambda e: len(e.of(TaskFinished)) == count)
        deadline = time.monotonic() + WAIT
        while listening() == 0 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert listening() == 1, "a still queue is listened to again"
    finally:
        connection.close()
    every = list(range(1, count + 1))
    assert [q.task_id for q in events.of(TaskQueued)] == every
    assert [s.task_id for s in events.of(TaskStarted)] == every
    assert [f.task_id for f in events.of(TaskFinished)] == every


def test_jobs_that_came_and_went_unheard_are_found_by_a_glance(
    redis_server: RedisServer, attach: tuple[RQSource, Events], monkeypatch: pytest.MonkeyPatch
) -> None:
    """No notification comes (the server stopped sending them), and twenty
    jobs are put, run and ended between two glances: the next reads what the
    ended registries took since the last one, with no full comparison, and
    the jobs are shown in the order they were put."""
    from redis import Redis
    from rq import Queue, SimpleWorker

    from fifo_gui.broker import source as source_module
    from fifo_gui.core.demo_tasks import noop

    monkeypatch.setattr(source_module, "FULL_EVERY", 10**9)  # only a glance may find them
    _, events = attach

    class InTestWorker(SimpleWorker):
        """RQ's worker, run here, without its listener for remote commands
        (kill, stop a job), which this test sends none of: RQ runs it on a
        thread that waits up to 60 s for a message once unsubscribed."""

        def subscribe(self) -> None:
            pass

    connection = Redis.from_url(redis_server.url)
    try:
        connection.config_set("notify-keyspace-events", "")
        connection.client_kill_filter(_type="pubsub")
        queue = Queue(QUEUE, connection=connection)
        for _ in range(20):
            queue.enqueue(noop)
        InTestWorker([queue], connection=connection, name="in-test").work(burst=True)
        events.wait_for(lambda e: len(e.of(TaskFinished)) == 20)
    finally:
        connection.close()
    assert [f.task_id for f in events.of(TaskFinished)] == list(range(1, 21))
    assert [q.task_id for q in events.of(TaskQueued)] == list(range(1, 21))
