"""A producer's progress is told as far as the ledger has seen its puts."""

from __future__ import annotations

from PySide6.QtWidgets import QDoubleSpinBox

from fifo_gui.ui.producer.producer_status import auto_part
from fifo_gui.ui.producer.puts import Puts
from tests.ui.helpers import WAIT_MS, click


def test_a_producers_count_follows_the_last_put_the_ledger_saw() -> None:
    puts = Puts()
    puts.add(range(1, 51))  # a slice of 50
    puts.add(range(51, 52))  # then one at a time: one run
    puts.add(range(52, 53))
    puts.add(range(60, 110))  # another producer's tasks 53-59 fell between
    assert puts.count == 102
    assert puts.seen(None) == 0
    assert puts.seen(0) == 0
    assert puts.seen(25) == 25
    assert puts.seen(52) == 52
    assert puts.seen(57) == 52  # the other producer's task: none more of ours
    assert puts.seen(60) == 53
    assert puts.seen(1_000) == 102


def test_the_auto_producers_part_counts_what_the_ledger_has_seen() -> None:
    # "producing · N sent" was the producer thread's own tally, ahead of the
    # table's counts beside it; it is now the ledger's, as a burst's is.
    puts = Puts()
    for task_id in (3, 4, 9, 10, 11):  # tasks 5-8 were a button's
        puts.add(range(task_id, task_id + 1))
    assert auto_part(puts, None, waiting=False).text == "producing · 0 sent"
    assert auto_part(puts, 7, waiting=False).text == "producing · 2 sent"
    blocked = auto_part(puts, 10, waiting=True)
    assert blocked.text == "producer blocked (queue full) · 4 sent" and blocked.blocked


def test_the_auto_producers_status_follows_the_ledger(qtbot, window) -> None:
    window.findChild(QDoubleSpinBox, "producerRateSpin").setValue(100)
    window.findChild(QDoubleSpinBox, "producerMaxSpin").setValue(0.0)
    window.findChild(QDoubleSpinBox, "producerMinSpin").setValue(0.0)
    status = window.controls.producer_status
    click(qtbot, window, "producerToggle")
    puts = window.producers.auto_producer.puts
    for at_least in (3, 6, 9):
        qtbot.waitUntil(lambda n=at_least: window.ledger.arrivals >= n, timeout=WAIT_MS)
        window.producers.refresh()  # the ledger changes only in the GUI thread's turns
        assert status.text() == f"producing · {window.ledger.arrivals:,} sent"
        assert window.ledger.arrivals <= puts.count
    click(qtbot, window, "producerToggle")
