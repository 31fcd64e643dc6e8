"""The queue lane's words, read straight from a ledger: no widget, no paint."""

from __future__ import annotations

from fifo_gui.core.events import (
    QueueConfigured,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
)
from fifo_gui.core.ledger import Ledger
from fifo_gui.ui.views.lane_spoken import first_stop, lane_summary
from fifo_gui.ui.views.lane_words import (
    finished_caption,
    finished_titles,
    more_texts,
    named_alike,
    queue_titles,
    short_worker,
    worker_texts,
)


def q(task_id: int, t: float, sentinel: bool = False) -> TaskQueued:
    label = "STOP" if sentinel else f"sample_task('T{task_id}', 1)"
    return TaskQueued(task_id, label, t, "MainThread", sentinel, None if sentinel else 1.0)


def test_a_worker_is_named_short_by_its_letter_and_number() -> None:
    assert short_worker("worker-3") == "w3"
    assert short_worker("Thread-1 (_worker_loop)") == "T1"
    assert short_worker("MainThread") == "MainThread"


def test_a_full_queue_says_full_at_every_width() -> None:
    ledger = Ledger()
    ledger.apply([QueueConfigured(0.0, "MainThread", "FIFO", 2, 1), q(1, 0.1), q(2, 0.2)])
    titles = queue_titles(ledger)
    assert titles[0] == "queue.Queue — 2 waiting of maxsize 2  FULL"
    assert titles[-1] == "FULL"


def test_the_more_chip_never_cuts_its_number() -> None:
    assert more_texts(12345) == ["+12,345\nmore", "+12,345"]


def test_the_finished_heading_counts_only_when_chips_are_missing() -> None:
    assert finished_titles(Ledger(), 0) == ["Finished, newest first", "Finished"]


def test_a_running_worker_box_names_its_task_then_shortens() -> None:
    ledger = Ledger()
    ledger.apply([WorkerStarted(0.0, "worker-1"), q(1, 0.1), TaskStarted(1, 0.2, "worker-1")])
    item = ledger.workers["worker-1"]
    assert worker_texts(ledger, "worker-1", item, 0.3) == [
        "worker-1: ID 1 T1",
        "worker-1: T1",
        "w1: T1",
        "w1\nT1",  # a narrow box: its task under its name
        "w1",
    ]


def test_the_description_says_where_stop_waits() -> None:
    ledger = Ledger()
    ledger.apply([WorkerStarted(0.0, "worker-1"), q(1, 0.1), q(2, 0.2, sentinel=True)])
    assert first_stop(ledger) == 2
    said = lane_summary(ledger, 0.3)
    assert said.startswith("queue.Queue, 1 task waiting, head T1 (ID 1)")
    assert "STOP is number 2 in line" in said


def test_a_stop_behind_thousands_of_items_gone_is_still_said() -> None:
    # LIFO: task 1 and a STOP wait while 5,000 items are put and taken at once
    # above them. The lane looked for STOPs among the last 4,096 places of the
    # ledger's line, items gone included, and said none waited.
    ledger = Ledger()
    ledger.apply([QueueConfigured(0.0, "MainThread", "LIFO", 0, 1), WorkerStarted(0.0, "w1")])
    ledger.apply([q(1, 0.0), q(2, 0.0, sentinel=True)])
    for i in range(3, 5003):
        t = i / 1000
        ledger.apply([q(i, t), TaskStarted(i, t, "w1"), TaskFinished(i, t, "w1", "None")])
    assert len(ledger.waiting) > 4096  # the items gone are still in its line
    assert first_stop(ledger) == 1  # LIFO: the STOP, put last of the two, goes next
    assert "STOP at the head" in lane_summary(ledger, 6.0)


def test_the_workers_are_named_one_way_in_a_frame() -> None:
    """If one box is too narrow for "worker-3: …", every box says "wN"."""
    boxes = [
        ("worker-1", ["worker-1: T9", "w1: T9", "w1"]),
        ("worker-2", ["worker-2: sample_task('T10', 1.0)", "w2: sample_task('T10', 1.0)", "w2"]),
    ]
    roomy = named_alike(boxes, lambda name, text: True)
    assert [texts[0] for texts in roomy] == ["worker-1: T9", "worker-2: sample_task('T10', 1.0)"]
    narrow = named_alike(boxes, lambda name, text: len(text) <= 14)
    assert narrow == [["w1: T9", "w1"], ["w2: sample_task('T10', 1.0)", "w2"]]


def test_a_finished_box_says_how_it_ended_first() -> None:
    """A narrow box cuts the label, not the state ("sample_task('P19', 0.43) · D…"),
    and names the task as the queue's boxes do (at 1366x768 "Done · sample_tas…")."""
    ledger = Ledger()
    ledger.apply([TaskQueued(1, "sample_task('P19', 0.43)", 0.1, "MainThread")])
    ledger.apply([TaskStarted(1, 0.2, "worker-1"), TaskFinished(1, 0.6, "worker-1", "None")])
    (record,) = ledger.recent
    assert finished_caption(record) == "Done · P19"
