"""A producer's progress is told as far as the ledger has seen its puts."""

from __future__ import annotations

from fifo_gui.ui.producer.puts import Puts


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
