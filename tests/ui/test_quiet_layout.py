"""A line that changes at every frame lays nothing out again, and what a frame
does change is laid out in the frame's own turn, before its views draw ahead.

Qt lays a label's parent out again at each `QLabel.setText` unless the label's
size is fixed; part of the window's layout runs in Python, where each call
from Qt waits for a busy worker to let go of the interpreter lock."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from fifo_gui.ui.producer.producer_status import BLOCKED, BUSY, PLAIN, ProducerStatus
from fifo_gui.ui.session.frame_clock import FrameClock, lay_out_now
from fifo_gui.ui.window.word_line import WordLine

LINES = (
    "Flood: 21,140 tasks a second",
    "Flood: 38,989 tasks a second, and the queue grows: 12,000 waiting",
    "worker-1 took task 5",
)


class LayoutRequests(QObject):
    """Counts the layout requests `widget` receives."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def strip_with(qtbot, label: QLabel) -> tuple[QWidget, LayoutRequests]:
    """`label` above another widget in a shown window 400 px wide, laid out."""
    window = QWidget()
    qtbot.addWidget(window)
    column = QVBoxLayout(window)
    column.addWidget(label)
    column.addWidget(QLabel("the table"))
    window.resize(400, 120)
    window.show()
    qtbot.waitExposed(window)
    requests = LayoutRequests(window)
    qtbot.wait(50)  # what showing it asked for is done
    requests.count = 0
    return window, requests


def show_lines(qtbot, label: QLabel) -> None:
    for line in LINES:
        label.setText(line)
        qtbot.wait(20)  # Qt's loop turns: a posted layout request is delivered


def test_a_word_line_changing_lays_nothing_out_again(qtbot) -> None:
    line = WordLine("burst · 100,000 of 100,000 queued")
    window, requests = strip_with(qtbot, line)
    show_lines(qtbot, line)
    assert requests.count == 0
    assert line.text() == LINES[-1] == line.shown()
    window.close()


def test_a_plain_label_changing_lays_its_window_out_each_time(qtbot) -> None:
    """The measure above can fail: QLabel's own setText asks for a layout."""
    label = QLabel()
    window, requests = strip_with(qtbot, label)
    show_lines(qtbot, label)
    assert requests.count >= len(LINES)
    window.close()


def test_a_word_line_is_cut_at_a_word_and_heard_whole(qtbot) -> None:
    line = WordLine("sample")
    window, _ = strip_with(qtbot, line)
    long = LINES[1] + ", and more words than 400 px hold at this size of font"
    line.setText(long)
    shown = line.shown()
    assert shown.endswith("…") and long.startswith(shown[:-1].rstrip(" ,"))
    assert line.fontMetrics().horizontalAdvance(shown) <= line.contentsRect().width()
    assert line.toolTip() == long and line.accessibleName() == long
    window.resize(1800, 120)
    qtbot.waitUntil(lambda: line.shown() == long)
    assert line.toolTip() == ""


def test_a_named_word_line_keeps_its_name(qtbot) -> None:
    """The narrator: named once; its lines are what it says, not what it is."""
    line = WordLine("sample", name="Narrator", tip="what just happened")
    window, _ = strip_with(qtbot, line)
    line.setText(LINES[0])
    assert line.accessibleName() == "Narrator" and line.toolTip() == "what just happened"
    window.close()


def test_the_producer_status_changes_its_look_without_a_layout(qtbot) -> None:
    """A burst begins (green), a full queue blocks it (yellow), it ends
    (plain): the strip keeps its place, and each look is painted."""
    status = ProducerStatus()
    window, requests = strip_with(qtbot, status)
    box = status.sizeHint(), status.minimumSizeHint()
    for text, look in (
        ("burst · 512 of 10,000 queued", BUSY),
        ("burst waits for room (queue full) · 9,000 to go", BLOCKED),
        ("producer off", PLAIN),
        ("burst · 9,999 of 10,000 queued", BUSY),
    ):
        status.show_line(text, look)
        qtbot.wait(20)  # Qt's loop turns: a posted layout request is delivered
        assert (status.sizeHint(), status.minimumSizeHint()) == box
        middle = status.grab().toImage().pixelColor(3, status.height() // 2)
        assert middle == (
            QColor(look.background) if look.background else status.palette().window().color()
        )
    assert requests.count == 0
    window.close()


def test_a_frame_lays_out_what_it_changed_before_its_views_draw_ahead(qtbot) -> None:
    """A frame widens a box; the view beside it, drawn ahead in the next
    step, already has its new place and size."""
    window = QWidget()
    qtbot.addWidget(window)
    row = QHBoxLayout(window)
    box, view = QLabel("box"), QLabel("view")
    box.setFixedWidth(50)
    row.addWidget(box)
    row.addWidget(view)
    window.resize(600, 100)
    window.show()
    qtbot.waitExposed(window)
    before = view.geometry()
    seen = []
    clock = FrameClock(busy=lambda: False)
    clock.ticked.connect(lambda: box.setFixedWidth(300))
    clock.prepare_with(lay_out_now, lambda: seen.append(view.geometry()))
    with qtbot.waitSignal(clock.painted):
        clock.show_now()
    clock.stop()
    assert seen and seen[0].left() > before.left() + 200 and seen[0].width() < before.width()
