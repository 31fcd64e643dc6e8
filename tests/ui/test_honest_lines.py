"""What the window says must be true now (QA on a real X server): the
narrator after a flood, the names of a LIFO or priority queue, the statistics
before anything started, the Labs selector in a replay, a bounded queue that
is not full."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QLabel

from fifo_gui.ui.main_window import MainWindow
from tests.ui.helpers import WAIT_MS, click, spin


def narration(window: MainWindow) -> str:
    label = window.findChild(QLabel, "narrationLabel")
    assert label is not None
    return label.text()


def test_the_narrator_says_when_a_flood_is_over_and_then_the_window_rests(
    qtbot, window: MainWindow
) -> None:
    click(qtbot, window, "startButton")
    spin(window, "burstSpin").setValue(100_000)
    click(qtbot, window, "burstButton")
    qtbot.waitUntil(lambda: "tasks done in the last second" in narration(window), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.ledger.completed == 100_000, timeout=WAIT_MS)
    # Within about a second of the last task the flood's end is said, with its count...
    qtbot.waitUntil(lambda: "The flood is over" in narration(window), timeout=1500)
    found = re.search(r"The flood is over: ([\d,]+) tasks done in [\d.]+ s", narration(window))
    assert found is not None, narration(window)
    assert 50_000 <= int(found.group(1).replace(",", "")) <= 100_000
    # ...and then nothing ticks: idle means idle.
    qtbot.waitUntil(lambda: not window.clock.running, timeout=1000)
