"""A status message never runs into the counts, and the narrator's line never
runs off the window: each is cut at a word, whole in its tooltip and in what
the window (and a screen reader) reads back."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QStatusBar

from fifo_gui.ui.window.notices import WordStatusBar, cut_at_word


def bar_beside(qtbot, counts_text: str, width: int) -> tuple[WordStatusBar, QLabel]:
    """A status bar `width` px wide, on screen, with counts beside its message."""
    bar = WordStatusBar()
    qtbot.addWidget(bar)
    counts = QLabel(counts_text)
    bar.addPermanentWidget(counts)
    bar.resize(width, 30)
    bar.show()
    qtbot.waitExposed(bar)
    return bar, counts


def test_a_long_message_is_cut_at_a_word_and_kept_whole(qtbot) -> None:
    bar, counts = bar_beside(
        qtbot, "Queued 3 · Running 0 · Done 0 · Failed 0 · Cancelled 0 · Worker: Idle", 700
    )
    text = "Task C not added: the queue is full now (maxsize 3); the first 3 went in."
    bar.showMessage(text, 5000)
    shown = QStatusBar.currentMessage(bar)  # what Qt draws
    assert shown.endswith("…") and text.startswith(shown[:-1].rstrip())
    assert bar.fontMetrics().horizontalAdvance(shown) <= 700 - counts.width()
    assert bar.currentMessage() == text and bar.toolTip() == text
    bar.showMessage("Saved.", 5000)  # a short one is shown as it is
    assert QStatusBar.currentMessage(bar) == "Saved." == bar.currentMessage()
    assert bar.toolTip() == ""


def test_a_long_narrator_line_is_cut_at_a_word_and_kept_whole(qtbot, window) -> None:
    narrator = window.narrator
    window.resize(900, 700)
    window.show()
    qtbot.waitExposed(window)
    line = (
        "Arguments refused: argument 1: os.system('ls') is not a Python literal "
        "(only numbers, strings, True/False/None, and tuples, lists, dicts and sets of them)"
    )
    narrator.setText(line)
    shown = narrator.shown()  # what the label paints
    assert shown.endswith("…") and line.startswith(shown[:-1].rstrip())
    assert narrator.fontMetrics().horizontalAdvance(shown) <= narrator.contentsRect().width()
    assert narrator.text() == line and narrator.toolTip() == line
    assert narrator.accessibleDescription() == line  # a screen reader hears it whole
    window.resize(1400, 700)  # more room: more of the line
    qtbot.waitUntil(lambda: len(narrator.shown()) > len(shown))


def test_a_message_is_cut_again_when_the_counts_beside_it_grow(qtbot) -> None:
    # "The queue is now LIFO: the next tQueued 4": the counts grew after the
    # message was cut for the room it had, and it ran under them.
    bar, counts = bar_beside(qtbot, "Queued 0", 900)
    text = "The queue is now LIFO: the next task a worker takes is the newest one put."
    bar.showMessage(text, 5000)
    assert QStatusBar.currentMessage(bar) == text  # room for it whole
    counts.setText("Queued 4 · Running 0 · Done 0 · Failed 0 · Cancelled 0 · Worker: Idle")
    qtbot.waitUntil(lambda: QStatusBar.currentMessage(bar) != text)
    shown = QStatusBar.currentMessage(bar)
    assert shown.endswith("…") and text.startswith(shown[:-1].rstrip())
    assert bar.fontMetrics().horizontalAdvance(shown) <= 900 - counts.width()
    assert bar.currentMessage() == text


def test_the_producers_status_beside_the_counts_is_cut_at_a_word(qtbot, window) -> None:
    # A laptop's status bar holds the producer's status left of the counts; at
    # 1280x720 +4 in Spanish it read "escenario: 4 tareas llegan des", clipped
    # mid-word by the counts, with nothing saying there was more.
    window.compact()  # a laptop's: the status in the status bar
    status = window.controls.producer_status
    text = "scenario: 4 tasks arrive from Start (F5) · auto-producer · 12 sent"
    status.setText(text)
    window.resize(700, 500)
    qtbot.waitUntil(lambda: 0 < status.width() < status.fontMetrics().horizontalAdvance(text))
    shown = status.shown()  # what the label paints
    assert shown.endswith("…") and text.startswith(shown[:-1].rstrip(" ·"))
    assert status.fontMetrics().horizontalAdvance(shown) <= status.contentsRect().width()
    assert status.text() == text and status.toolTip() == text  # whole where it is read back
    window.resize(1900, 500)
    qtbot.waitUntil(lambda: status.shown() == text)
    assert not status.toolTip()


def test_a_part_and_an_aside_are_kept_whole_or_left_out(qtbot) -> None:
    # At 1920x1080 zoom +4 the strip read "scenario waits for room (queue…",
    # and "scenario waits for room (queue full) · 7…" (7 of what?).
    label = QLabel()
    qtbot.addWidget(label)
    metrics = label.fontMetrics()
    text = "scenario waits for room (queue full) · 6 of 8 arrived"
    for shorter in ("scenario waits for room (queue full) · 6 of…", "… · 6…"):
        room = metrics.horizontalAdvance(shorter)
        room = max(room, metrics.horizontalAdvance("scenario waits for room (queue full)…"))
        assert cut_at_word(text, metrics, room) == "scenario waits for room (queue full)…"
    room = metrics.horizontalAdvance("scenario waits for room (queue…")
    assert cut_at_word(text, metrics, room) == "scenario waits for room…"
    one_part = "Task C not added: the queue is full now (maxsize 3); the first 3 went in."
    room = metrics.horizontalAdvance("Task C not added: the queue is full now (maxsize…")
    assert cut_at_word(one_part, metrics, room) == "Task C not added: the queue is full now…"
    call = "P1 · task('a · b', 2) · 3 of 4 arrived"  # a " · " inside a task's arguments
    room = metrics.horizontalAdvance("P1 · task('a…")
    assert cut_at_word(call, metrics, room) == "P1…"
    smiley = "done :) (queue full) now"  # a ")" before any "(" closes nothing
    room = metrics.horizontalAdvance("done :) (queue…")
    assert cut_at_word(smiley, metrics, room) == "done :)…"
