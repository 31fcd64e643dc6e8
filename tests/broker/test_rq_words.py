"""Every word the window says of an RQ queue is true of RQ: the lane, the
table, the status bar, the narrator, the log and what a screen reader hears
name the queue's Redis list, RQ's enqueue() and BLPOP, and the RQ workers
that exist, by their names; never the lesson's queue.Queue, put() or get(),
nor a worker the window would start. Real redis-server, real `rq worker`s."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from fifo_gui.broker.workers import RQWorker, enqueue
from fifo_gui.core.demo_tasks import failing_task, sample_task
from fifo_gui.core.instant import worker_names
from fifo_gui.core.states import TaskState
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.views import lane_words
from tests.broker.conftest import WAIT, RedisServer
from tests.ui.oracle import Oracle

MS = int(WAIT * 1000)
# The lesson's in-process words, each false of a queue on Redis run by RQ's workers.
FALSE_OF_RQ = (
    *("queue.Queue", "schedule()", "put()", "get()", "MainThread", "worker-1", "redis"),
    "taking a STOP",  # RQ has no sentinel: a worker's exit after a shutdown is no fault
)


def said(window: MainWindow) -> dict[str, str]:
    """What the window says now, where it says it."""
    window.model.flush()
    window.log.flush()
    ledger, now = window.ledger, window.sessions.current.now()
    lane = window.queue_lane
    badge = window.findChild(QLabel, "workerStatusLabel")
    assert badge is not None
    words = {
        "lane heading": " / ".join(lane.titles()),
        "lane tooltip": lane.toolTip(),
        "producer box": " / ".join(lane_words.producer_texts(ledger)),
        "lane, spoken": lane.summary(),
        "narrator": window.narrator.text(),
        "status bar": window.counts_label.text(),
        "badge": badge.text(),
        "timeline, spoken": window.timeline.summary(),
        "depth chart, spoken": window.depth_chart.summary(),
        "statistics, spoken": window.stats_panel.summary(),
        "log": window.log.toPlainText(),
    }
    for name in worker_names(ledger):
        words[f"box of {name}"] = " / ".join(lane.worker_texts(name, ledger.workers.get(name), now))
    for row in range(window.model.rowCount()):
        words[f"row {row}"] = str(window.model.index(row, 2).data(3))  # the tooltip
    return words


def false_words(window: MainWindow) -> list[str]:
    return [
        f"{where}: {word!r} in {text!r}"
        for where, text in said(window).items()
        for word in FALSE_OF_RQ
        if word in text and not (where == "log" and word == "redis")  # the log's [thread]
    ]


def test_every_word_is_true_of_rq(
    window: MainWindow, qtbot: QtBot, redis_server: RedisServer
) -> None:
    oracle = Oracle(window)
    window.late.broker.get().attach(redis_server.url, "lesson")
    qtbot.waitUntil(lambda: not window.sessions.current.live, timeout=MS)
    a, ledger = window.actions_, window.ledger
    try:
        # Attached to an empty queue with no worker: nothing the window would start.
        qtbot.waitUntil(lambda: ledger.queue_name == "rq:queue:lesson", timeout=MS)
        assert worker_names(ledger) == []
        words = said(window)
        assert words["lane heading"].startswith("rq:queue:lesson — 0 waiting")
        assert words["producer box"].startswith("Queue.enqueue()\n→ RPUSH")
        assert "not running" not in words["lane, spoken"]
        assert "queue set up: rq:queue:lesson, FIFO, workers are processes" in words["log"]
        badge = "RQ queue · 0 workers: none yet"  # not "Idle": no worker came
        qtbot.waitUntil(lambda: said(window)["badge"] == badge, timeout=MS)
        assert false_words(window) == []
        panel = window.controls  # off, and true: any number of RQ's processes may come
        assert panel.workers_spin.text() == "any"
        assert panel.engine_combo.currentData() == "processes"
        assert "queue.Queue" not in panel.maxsize_spin.toolTip()

        a.put_lesson.trigger()
        qtbot.waitUntil(lambda: ledger.queued == 4, timeout=MS)
        assert "put by Queue.enqueue()" in said(window)["row 0"]
        waiting = "4 tasks waiting in the queue: no worker is on it"  # Start is not RQ's
        qtbot.waitUntil(lambda: said(window)["narrator"] == waiting, timeout=MS)
        assert false_words(window) == []

        a.start_rq_worker.trigger()
        a.start_rq_worker.trigger()
        names = sorted(worker.name for worker in window.late.broker.get().rq.workers)
        qtbot.waitUntil(lambda: ledger.done == 3 and ledger.failed == 1, timeout=MS)
        qtbot.waitUntil(lambda: sorted(ledger.workers) == names, timeout=MS)
        assert sorted(worker_names(ledger)) == names  # the lane shows RQ's workers, by name
        qtbot.waitUntil(lambda: "2 in BLPOP" in said(window)["badge"], timeout=MS)
        words = said(window)
        for name in names:
            assert f"{name} blocked on BLPOP" in words["lane, spoken"]
            assert words[f"box of {name}"].startswith(f"{name}: blocked on BLPOP")
        assert "2 workers: 0 busy, 2 in BLPOP" in words["badge"]
        assert false_words(window) == []

        a.stop_rq_workers.trigger()  # warm: both exit, and no placeholder takes their place
        qtbot.waitUntil(lambda: not ledger.workers, timeout=MS)
        qtbot.waitUntil(lambda: said(window)["badge"] == "RQ queue · 0 workers: Stopped")
        assert worker_names(ledger) == []
        assert "not running" not in said(window)["lane, spoken"]
        window.log.flush()
        assert all(f"[{name}] exited" in said(window)["log"] for name in names)
        assert false_words(window) == []
        oracle.settle()
        oracle.assert_true()
    finally:
        window.late.broker.get().rq.end_workers()


def test_cancel_and_retry_are_rqs_own_and_the_table_shows_what_redis_records(
    window: MainWindow, qtbot: QtBot, redis_server: RedisServer
) -> None:
    """Cancel on a queued job is RQ's Job.cancel(); Retry on a failed one is
    RQ's requeue, whose new run is a new task at the tail, a retry of the old."""
    a, model = window.actions_, window.model
    tips = (a.retry.toolTip(), a.cancel.toolTip())
    window.late.broker.get().attach(redis_server.url, "lesson")
    qtbot.waitUntil(lambda: not window.sessions.current.live, timeout=MS)
    assert a.cancel.isEnabled() and "Job.cancel()" in a.cancel.toolTip()
    assert a.retry.isEnabled() and "Job.requeue()" in a.retry.toolTip()
    calls = [(sample_task, ("A", 0), {}), (sample_task, ("B", 0), {}), (failing_task, (), {})]
    enqueue(redis_server.url, "lesson", calls)
    qtbot.waitUntil(lambda: window.ledger.queued == 3, timeout=MS)

    def state(task_id: int) -> TaskState | None:
        model.flush()
        row = model.row_for_id(task_id)
        return None if row is None else row.state

    assert state(2) is TaskState.QUEUED  # the table has its rows
    window.table.selectRow(1)  # B, queued: RQ cancels it, and Redis says so
    a.cancel.trigger()
    qtbot.waitUntil(lambda: state(2) is TaskState.CANCELLED, timeout=MS)
    assert state(1) is TaskState.QUEUED
    worker = RQWorker(redis_server.url, "lesson", "burst-1", burst=True)
    try:
        assert worker.wait(WAIT) == 0
        qtbot.waitUntil(lambda: state(3) is TaskState.FAILED, timeout=MS)
        assert state(1) is TaskState.DONE and state(2) is TaskState.CANCELLED
        window.table.selectRow(2)  # the failure: RQ requeues it, a new task at the tail
        a.retry.trigger()
        qtbot.waitUntil(lambda: state(4) is TaskState.QUEUED, timeout=MS)
        retried = model.row_for_id(4)
        assert retried is not None and retried.label == "retry of ID 3: failing_task()"
    finally:
        worker.end()
    a.detach.trigger()  # live again: they do what they say there
    assert (a.retry.toolTip(), a.cancel.toolTip()) == tips
    assert a.retry.isEnabled() and a.cancel.isEnabled()
    panel = window.controls  # the window's own queue again: its own settings
    assert (panel.workers_spin.text(), panel.engine_combo.currentData()) == ("1", "threads")
