"""A frame's costly views are drawn ahead, each in a pass of its own, and the
paint shows what they drew: no pass is long, and the screen is the same."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QImage, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from fifo_gui.core.states import TaskState
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.session.frame_clock import FrameClock, PaintAtFrames, lay_out_now
from fifo_gui.ui.views.frame_picture import FramePicture

WAIT_MS = 15_000


class Drawn(QWidget):
    """A view that draws the number of the frame it shows, and logs each drawing."""

    def __init__(self, log: list[str]) -> None:
        super().__init__()
        self.log, self.frame = log, 0
        self.picture = FramePicture(self, self.draw)
        self.resize(120, 40)

    def draw(self, p: QPainter) -> None:
        self.log.append(f"drawn {self.frame}")
        p.fillRect(self.rect(), "white")
        p.drawText(self.rect(), 0, f"frame {self.frame}")

    def paintEvent(self, event: QPaintEvent) -> None:
        self.log.append("paint")
        self.picture.paint(event)


def frame_clock(qtbot, widget: Drawn, busy: bool = False) -> FrameClock:  # type: ignore[no-untyped-def]
    """A frame clock that paints `widget` (shown, and past its first frame),
    ticking on while `busy` (tasks run)."""
    owner = QObject()
    qtbot.addWidget(widget)
    widget.move(300, 300)  # not under the pointer: no Enter to make a picture stale
    widget.show()
    qtbot.waitExposed(widget)
    clock = FrameClock(lambda: busy, parent=owner)
    paints = PaintAtFrames(clock)
    paints.watch(widget)
    clock.painted.connect(paints.paint)
    widget._owner = owner  # type: ignore[attr-defined]  # the clock lives with the widget
    # A first frame, after which the window's own first paints (showing,
    # activating) are over: the tests' frames are the next ones.
    with qtbot.waitSignal(clock.painted):
        clock.show_now()
    qtbot.waitUntil(lambda: widget.isActiveWindow())
    return clock


def on_screen(widget: Drawn) -> QImage:
    """What the last paint put on the screen (not a paint of its own, as `grab`)."""
    image = widget.screen().grabWindow(widget.winId()).toImage()
    return image.convertToFormat(QImage.Format.Format_RGB32)


def drawn_now(widget: Drawn) -> QImage:
    """The view drawn straight onto the screen now."""
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def test_each_step_has_a_pass_of_its_own_between_the_texts_and_the_paint(qtbot) -> None:
    log: list[str] = []
    widget = Drawn(log)
    served = QTimer()
    served.setSingleShot(True)
    served.setInterval(0)
    served.timeout.connect(lambda: log.append("timer"))
    clock = frame_clock(qtbot, widget)

    def set_texts() -> None:
        log.append("set")
        widget.update()
        served.start()  # came due during the frame: served between its passes

    clock.ticked.connect(set_texts)
    clock.painted.connect(lambda: log.append("painted"))
    steps_due: list[bool] = []
    clock.prepare_with(
        lambda: (log.append("step 1"), steps_due.append(clock.paint_due)),
        lambda: (log.append("step 2"), steps_due.append(clock.paint_due)),
    )
    log.clear()
    with qtbot.waitSignal(clock.painted):
        clock.show_now()
    assert log.index("set") < log.index("step 1") < log.index("step 2") < log.index("painted")
    assert log.index("timer") < log.index("painted")  # Qt served it before the paint
    assert steps_due == [True, True]  # Qt's own paint waits while the steps draw
    assert not clock.paint_due
    clock.stop()


def test_the_paint_shows_the_picture_drawn_ahead_and_draws_nothing(qtbot) -> None:
    log: list[str] = []
    widget = Drawn(log)
    clock = frame_clock(qtbot, widget)
    clock.prepare_with(widget.picture.prepare)
    clock.ticked.connect(widget.update)
    widget.frame = 7
    # Right after the frame's paint: the screen, and the view drawn straight then.
    seen: list[tuple[QImage, QImage]] = []
    clock.painted.connect(lambda: seen.append((on_screen(widget), drawn_now(widget))))
    log.clear()
    with qtbot.waitSignal(clock.painted):
        clock.show_now()
    assert log[:2] == ["drawn 7", "paint"]  # drawn in its step, only copied at the paint
    shown, straight = seen[0]
    assert shown == straight  # the same pixels as the view drawn at the paint
    clock.stop()


def test_a_picture_made_stale_before_the_paint_is_not_shown(qtbot) -> None:
    """The view changed between its step and the paint (here: a bigger font):
    the paint draws it as it is, never the picture of before."""
    log: list[str] = []
    widget = Drawn(log)
    bigger = widget.font()
    bigger.setPointSize(30)
    clock = frame_clock(qtbot, widget)
    clock.prepare_with(widget.picture.prepare, lambda: widget.setFont(bigger))
    clock.ticked.connect(widget.update)
    seen: list[tuple[QImage, QImage]] = []
    clock.painted.connect(lambda: seen.append((on_screen(widget), drawn_now(widget))))
    log.clear()
    with qtbot.waitSignal(clock.painted):
        clock.show_now()
    assert log[:3] == ["drawn 0", "paint", "drawn 0"]  # drawn ahead, then again at the paint
    shown, straight = seen[0]
    assert shown == straight


def test_the_window_draws_its_lane_timeline_and_depth_ahead(qtbot, window: MainWindow) -> None:
    """The real window's frames lay out what they changed, then draw its three
    costliest views ahead, and a running task's frames still show the instant:
    the truth oracle's views read what the ledger says (tests/ui/test_truth_oracle.py)."""
    views = window.views.drawn_ahead
    assert window.clock.steps == (lay_out_now, *(view.picture.prepare for view in views))
    window.start_workers()
    window.actions_.add_sleep.trigger()
    qtbot.waitUntil(lambda: window.model.count(TaskState.RUNNING) == 1, timeout=WAIT_MS)
    painted: list[bool] = []
    window.clock.painted.connect(lambda: painted.append(window.clock.paint_due))
    qtbot.waitUntil(lambda: len(painted) >= 3, timeout=WAIT_MS)
    assert not any(painted)  # Qt's own paint goes through at the frame's paint


def test_a_frame_whose_steps_outlast_the_period_is_painted_not_begun_again(qtbot) -> None:
    """Steps that take longer than a frame's period (a slow machine) delay the
    paint; the clock's next tick must not start the frame over, or nothing is
    ever painted while tasks run."""
    from fifo_gui.ui.session import pacing

    log: list[str] = []
    widget = Drawn(log)
    clock = frame_clock(qtbot, widget, busy=True)

    def slow_step() -> None:
        until = time.perf_counter() + 1.5 * pacing.FRAME_MS / 1000
        while time.perf_counter() < until:  # a step as slow as a loaded machine's
            pass

    clock.prepare_with(slow_step, slow_step)
    ticks: list[int] = []
    clock.ticked.connect(lambda: ticks.append(1))
    with qtbot.waitSignals([clock.painted] * 3, timeout=5_000):
        clock.show_now()
    assert len(ticks) <= 4  # one per frame (and one more set again at a paint at most)
    clock.stop()
