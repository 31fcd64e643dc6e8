"""A status message never runs into the counts: it is cut at a word, whole in
its tooltip and in what the window reads back."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QStatusBar

from fifo_gui.ui.notices import WordStatusBar


def test_a_long_message_is_cut_at_a_word_and_kept_whole(qtbot) -> None:
    bar = WordStatusBar()
    qtbot.addWidget(bar)
    counts = QLabel("Queued 3 · Running 0 · Done 0 · Failed 0 · Cancelled 0 · Worker: Idle")
    bar.addPermanentWidget(counts)
    bar.resize(700, 30)
    bar.show()
    qtbot.waitExposed(bar)
    text = "Task C not added: the queue is full now (maxsize 3); the first 3 went in."
    bar.showMessage(text, 5000)
    shown = QStatusBar.currentMessage(bar)  # what Qt draws
    assert shown.endswith("…") and text.startswith(shown[:-1].rstrip())
    assert bar.fontMetrics().horizontalAdvance(shown) <= 700 - counts.width()
    assert bar.currentMessage() == text and bar.toolTip() == text
    bar.showMessage("Saved.", 5000)  # a short one is shown as it is
    assert QStatusBar.currentMessage(bar) == "Saved." == bar.currentMessage()
    assert bar.toolTip() == ""
