"""Idle means idle: one frame clock, running only while something happens."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QWidget

from fifo_gui.core.states import TaskState
from fifo_gui.ui.app.main_window import MainWindow

WAIT_MS = 15_000


def active_timers(window: MainWindow) -> list[str]:
    """The QTimers in the window's object tree that are running now."""
    return [
        f"{t.parent().__class__.__name__} {t.interval()} ms"
        for t in window.findChildren(QTimer)
        if t.isActive()
    ]


def said_all(window: MainWindow) -> bool:
    """The clock rests and the narrator has said all it had to (its lines wait
    for the last one to be read with the clock at rest: one single shot each)."""
    now = window.sessions.current.now()
    return not window.clock.running and window.narrator.next_change(now) is None


def test_an_idle_window_runs_no_timer_and_wakes_for_a_task(qtbot, window: MainWindow) -> None:
    window.start_workers()  # one worker, blocked in get(): idle too
    window.actions_.add_fail.trigger()
    qtbot.waitUntil(lambda: window.model.count(TaskState.FAILED) == 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: said_all(window), timeout=WAIT_MS)
    assert window.scheduler.running
    qtbot.waitUntil(lambda: active_timers(window) == [], timeout=WAIT_MS)
    assert not window.heartbeat.measuring  # it rests, and its drawing says so

    with qtbot.waitSignal(window.clock.ticked):  # a frame at once for the click
        window.actions_.add_fail.trigger()
    assert window.clock.running
    qtbot.waitUntil(lambda: window.model.count(TaskState.FAILED) == 2, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: said_all(window), timeout=WAIT_MS)
    # Two tasks a second or more apart make a throughput, which ages: the one
    # timer left is the clock's single shot at the moment that figure changes.
    due = window.stats_panel.next_change()
    timers = active_timers(window)
    if due is None:
        assert timers == []
    else:
        left = window.clock.sleeping_until
        assert len(timers) == 1 and timers[0].startswith("FrameClock") and left is not None
        # About then (a loaded machine moves it by a frame or two): not 20 times a second.
        assert abs(left / 1000 - (due - window.sessions.current.now())) < 0.5


def test_the_clock_runs_while_a_task_is_queued_and_the_meter_measures(
    qtbot, window: MainWindow
) -> None:
    window.actions_.add_sleep.trigger()  # queued, no worker started: its wait grows
    for _ in range(3):  # frame after frame, although no event comes
        with qtbot.waitSignal(window.clock.ticked, timeout=WAIT_MS):
            pass
    assert window.clock.running and window.heartbeat.measuring
    qtbot.waitUntil(lambda: len(window.heartbeat.lateness_ms) >= 3, timeout=WAIT_MS)
    window.table.selectRow(0)
    window.actions_.cancel.trigger()
    qtbot.waitUntil(lambda: said_all(window), timeout=WAIT_MS)
    window.statusBar().clearMessage()  # "Cancelled 1 ..." would clear itself, once
    qtbot.waitUntil(lambda: active_timers(window) == [], timeout=WAIT_MS)
    assert not window.heartbeat.measuring


def test_a_frame_shows_the_table_and_every_view(qtbot, window: MainWindow) -> None:
    shown = window.stats_panel.values["run"]  # the rates wait for a second of it
    window.start_workers()
    window.scheduler.schedule(abs, -3)
    qtbot.waitUntil(
        lambda: window.model.rowCount() == 1 and window.model.count(TaskState.DONE) == 1,
        timeout=WAIT_MS,
    )
    qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)
    assert window.model.index(0, 3).data() == TaskState.DONE.value
    assert shown.text() != "—"  # at rest, the statistics show the final figures


def test_a_frame_is_painted_whole_in_one_pass_one_instant(qtbot, window: MainWindow) -> None:
    # In a flood a screenshot showed the status line at "Queued 304" and the
    # lane at "138 waiting": the views were painted one per pass of Qt's loop
    # after the status line, so the screen held two instants at once.
    from fifo_gui.ui.words.numbers import number

    window.resize(1600, 1000)
    seen: dict[str, int] = {}  # view -> the Done count it was painted with, this frame

    def watch(view: QWidget) -> None:
        painted = view.paintEvent

        def paint(event: QPaintEvent) -> None:
            seen[view.objectName() or type(view).__name__] = window.ledger.done
            painted(event)

        view.paintEvent = paint  # type: ignore[method-assign]

    def in_sight() -> list[QWidget]:
        return [view for view in window.views.painted if not view.visibleRegion().isEmpty()]

    qtbot.waitUntil(lambda: len(in_sight()) >= 3)  # lane, timeline, depth chart at least
    shown = in_sight()
    for view in shown:
        watch(view)
    torn: list[str] = []
    frames = [0]

    def frame_ended() -> None:  # after the frame's paint
        frames[0] += 1
        status = f"Done {number(window.ledger.done)} "
        if status not in window.counts_label.text():
            torn.append(f"status line {window.counts_label.text()!r} at {status}")
        names = [view.objectName() or type(view).__name__ for view in shown]
        late = {name: seen.get(name) for name in names if seen.get(name) != window.ledger.done}
        if late:
            torn.append(f"at Done {window.ledger.done}: views painted at {late}")
        seen.clear()

    window.clock.painted.connect(frame_ended)
    window.start_workers()
    # A burst of 60,000 gives a dozen frames or more on an idle machine; on a
    # loaded one the frames give way to what else runs (they are timed on the
    # wall clock), so bursts follow until the frames are enough to judge.
    window.controls.burst_spin.setValue(60_000)
    bursts = 0
    while frames[0] <= 5 and bursts < 5:
        window.actions_.burst.trigger()
        bursts += 1
        put = 60_000 * bursts
        qtbot.waitUntil(lambda put=put: window.ledger.done == put, timeout=WAIT_MS * 4)
    window.clock.painted.disconnect(frame_ended)
    assert frames[0] > 5
    assert not torn, torn[:3]


def test_what_waited_during_a_frame_is_served_before_its_paint(qtbot) -> None:
    """A frame sets its texts, then lets Qt serve a click or a timer, then
    paints everything at once: Qt's own paint of the window waits for it."""
    from PySide6.QtCore import QObject

    from fifo_gui.ui.session.frame_clock import FrameClock, PaintAtFrames

    order: list[str] = []
    held: list[bool] = []

    class Painted(QWidget):
        def paintEvent(self, event: QPaintEvent) -> None:
            order.append("painted")

    widget = Painted()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    owner = QObject()
    clock = FrameClock(lambda: False, parent=owner, hold=held.append)
    paints = PaintAtFrames(clock)
    paints.watch(widget)
    clock.painted.connect(paints.paint)
    served = QTimer(owner)
    served.setSingleShot(True)
    served.setInterval(0)
    served.timeout.connect(lambda: order.append("timer"))

    def set_texts() -> None:
        order.append("set")
        widget.update()  # Qt posts its paint at once: it waits for the frame's
        served.start()  # a timer that came due during the frame

    clock.ticked.connect(set_texts)
    order.clear()
    with qtbot.waitSignal(clock.painted):
        clock.show_now()
    qtbot.waitUntil(lambda: "painted" in order)
    assert order[:3] == ["set", "timer", "painted"]
    assert held[:2] == [True, False]  # the events wait from the texts to the paint
    clock.stop()


def test_a_frame_shows_one_instant_from_its_first_pass_to_its_paint(
    qtbot, window: MainWindow
) -> None:
    """Every view of a frame reads the same instant: the statistics set at its
    first pass and the lane painted at its second agree, however long Qt took
    in between; between frames, the session's clock runs on."""
    session = window.sessions.current
    seen: list[tuple[str, float]] = []
    window.clock.ticked.connect(lambda: seen.append(("set", session.now())))
    window.clock.painted.connect(lambda: seen.append(("painted", session.now())))
    window.actions_.add_sleep.trigger()  # queued, no worker: its wait grows frame by frame
    qtbot.waitUntil(lambda: sum(kind == "painted" for kind, _ in seen) >= 4, timeout=WAIT_MS)
    frames = [
        (seen[i - 1][1], at)
        for i, (kind, at) in enumerate(seen)
        if kind == "painted" and i and seen[i - 1][0] == "set"
    ]
    assert len(frames) >= 3
    assert all(set_at == painted_at for set_at, painted_at in frames)
    instants = [at for _, at in frames]
    assert instants == sorted(instants) and len(set(instants)) == len(instants)
    assert session.now() > instants[-1]  # between frames: the clock
    window.table.selectRow(0)
    window.actions_.cancel.trigger()


def frames_costing(
    qtbot, cost: float, ticks: int, kept_waiting: bool = False
) -> tuple[list[float], list[float]]:
    """A busy clock (it never rests) whose frames each take `cost` s of the GUI
    thread's CPU (`kept_waiting`: of its time, the thread off the core, as
    when other processes hold every core), run to its `ticks`-th tick: the
    times of its paints and ticks."""
    import time

    from PySide6.QtCore import QObject

    from fifo_gui.ui.session.frame_clock import FrameClock

    owner = QObject()
    clock = FrameClock(lambda: True, parent=owner)

    def draw_ahead() -> None:  # a view's picture that takes `cost` of the thread's time
        if kept_waiting:
            time.sleep(cost)
            return
        began = time.thread_time()
        while time.thread_time() - began < cost:
            pass

    clock.prepare_with(draw_ahead)
    seen: list[tuple[str, float]] = []
    clock.ticked.connect(lambda: seen.append(("ticked", time.monotonic())))
    clock.painted.connect(lambda: seen.append(("painted", time.monotonic())))
    clock.show_now()
    qtbot.waitUntil(lambda: [kind for kind, _ in seen].count("ticked") >= ticks, timeout=10_000)
    clock.stop()
    painted = [at for kind, at in seen if kind == "painted"]
    return painted, [at for kind, at in seen if kind == "ticked"]


def test_a_costly_frame_puts_the_next_one_further_off(qtbot) -> None:
    """Frames take at most `FRAME_SHARE` of the GUI thread's time: after a
    frame whose passes took 30 ms of its CPU, the next comes no sooner than
    30 ms / FRAME_SHARE after its paint, however busy the session is."""
    from fifo_gui.ui.session import pacing

    cost = 0.03
    painted, ticked = frames_costing(qtbot, cost, 3)
    period = cost / pacing.FRAME_SHARE
    assert period > pacing.FRAME_MS / 1000  # the share, not the frame rate, sets it here
    for paint, tick in zip(painted, ticked[1:], strict=False):
        assert tick - paint >= 0.9 * period  # Qt's coarse timers may fire 5 % early


def test_a_frame_kept_off_the_core_counts_in_full(qtbot) -> None:
    """A frame's passes are timed on the wall clock: 30 ms the GUI thread
    spent waiting for a core (the workers of a broker on the same machine
    hold them) put the next frame as far off as 30 ms of its own CPU would;
    the frames give way to what they watch."""
    from fifo_gui.ui.session import pacing

    cost = 0.03
    painted, ticked = frames_costing(qtbot, cost, 3, kept_waiting=True)
    for paint, tick in zip(painted, ticked[1:], strict=False):
        assert tick - paint >= 0.9 * cost / pacing.FRAME_SHARE


def test_a_very_costly_frame_still_leaves_two_frames_a_second(qtbot) -> None:
    """A frame that took 200 ms of the GUI thread's CPU (a collection, a
    replay's long jump) would put the next 2 s off at the share:
    `FRAME_MAX_MS` caps it."""
    from fifo_gui.ui.session import pacing

    painted, ticked = frames_costing(qtbot, 0.2, 2)
    assert 0.2 / pacing.FRAME_SHARE > 1.5 > pacing.FRAME_MAX_MS / 1000
    assert 0.9 * pacing.FRAME_MAX_MS / 1000 <= ticked[1] - painted[0] < 1.5
