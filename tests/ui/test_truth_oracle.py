"""One instant, one truth: scripted runs in the real window, sampled at its
frames by the oracle (tests/ui/oracle.py), which compares what every view
says with the ledger at that instant. Any contradiction fails, with the
frame's time and both statements."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDoubleSpinBox

from fifo_gui.core import stats as stats_module
from fifo_gui.core.scenario import load_scenario, parse_scenario
from fifo_gui.core.states import TaskState
from fifo_gui.resources import resource_path
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.views.timeline_geometry import BarScale

from .helpers import WAIT_MS, add_quick_sleep, button, click, record_json, spin
from .oracle import Oracle
from .test_check_window import _check


def ended(window: MainWindow, tasks: int) -> bool:
    ledger = window.ledger
    return ledger.departures >= tasks and not ledger.in_system


def finish(qtbot, window: MainWindow, oracle: Oracle, tasks: int) -> None:
    """Wait for the run's end and its summary, then sample the window at rest."""
    qtbot.waitUntil(lambda: ended(window, tasks), timeout=60_000)  # a loaded machine's flood
    qtbot.waitUntil(lambda: window.narrator.text().startswith("All "), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not window.clock.running, timeout=WAIT_MS)
    oracle.settle()
    oracle.assert_true()


def test_the_lesson_is_told_as_it_runs_and_ends_with_its_summary(qtbot, window: MainWindow) -> None:
    oracle = Oracle(window)
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)  # the 4 tasks
    click(qtbot, window, "startButton")
    finish(qtbot, window, oracle, 4)
    line = window.narrator.text()
    assert line.startswith("All 4 tasks ended: 3 done, 1 failed; taken in FIFO order"), line


def test_three_workers_on_a_burst_are_never_told_waiting_while_they_run(
    qtbot, window: MainWindow
) -> None:
    spin(window, "workersSpin").setValue(3)
    oracle = Oracle(window)
    for n in range(12):
        add_quick_sleep(qtbot, window, f"T{n + 1}", 0.05 + 0.05 * (n % 4))
    click(qtbot, window, "startButton")
    finish(qtbot, window, oracle, 12)
    assert "finished out of order" in window.narrator.text() or "finished in" in (
        window.narrator.text()
    )


def test_a_scenarios_flood_is_counted_as_far_as_the_ledger_has_seen(
    qtbot, window: MainWindow
) -> None:
    # The banner read "22,750 of 100,000 arrived" beside a status bar and a
    # lane that had seen 22,700: the scenario's own tally, a slice ahead.
    text = '{"version": 2, "tasks": [{"kind": "noop", "count": 20000}]}'
    window.producers.run_scenario(parse_scenario(text))
    oracle = Oracle(window)
    click(qtbot, window, "startButton")
    finish(qtbot, window, oracle, 20_000)
    assert oracle.frames > 3


def test_a_flood_shows_its_worker_busy_and_the_timeline_covers_the_whole_run(
    qtbot, window: MainWindow
) -> None:
    oracle = Oracle(window)
    click(qtbot, window, "startButton")
    spin(window, "burstSpin").setValue(100_000)
    click(qtbot, window, "burstButton")
    qtbot.waitUntil(lambda: window.ledger.done >= 100_000, timeout=60_000)
    finish(qtbot, window, oracle, 100_000)
    assert oracle.frames > 10
    # Fit whole run: every stretch of the run's time is drawn on worker-1's lane.
    timeline = window.timeline
    timeline.fit_whole_run()
    image = timeline.grab().toImage()
    ledger = window.ledger
    first, last = ledger.bands[0].start, ledger.bands[-1].end
    top, height = BarScale.run_row(timeline.lane_rect("worker-1"))
    y = int(top + height / 2)
    x1, x2 = timeline.x_of(first - timeline.epoch), timeline.x_of(last - timeline.epoch)
    per_px = (last - first) / (x2 - x1)  # seconds a pixel column stands for

    # The latest runs are drawn one by one (the ledger still holds them): the
    # gaps between them are the worker's own, between two tasks.
    single = min((r.started for r in ledger.spans if r.worker == "worker-1"), default=last)

    def busy_at(x: int) -> bool:  # a band of worker-1 covers the whole column
        t = first + (x - x1) * per_px
        return t < single - per_px and any(
            b.start + per_px <= t <= b.end - per_px
            for b in ledger.bands
            if b.worker == "worker-1" and not b.runs  # a short stretch is drawn run by run
        )

    # Blank where the ledger has the worker busy: the 8-s hole of issue 34 was
    # bands clipped away. (Where it was idle, waiting for the burst's next
    # slice on a loaded machine, white is the truth.)
    right = min(int(x2), int(timeline.plot_rect().right())) - 2  # the plot's own edge
    blank = [
        x
        for x in range(int(x1) + 2, right, 2)
        if busy_at(x) and image.pixelColor(QPoint(x, y)) == QColor("white")
    ]
    covered = sum(1 for x in range(int(x1) + 2, right, 2) if busy_at(x))
    assert covered > 0 and not blank, f"{len(blank)} of {covered} busy columns drawn blank"


def test_stop_on_a_full_bounded_queue_says_why_it_holds_more_than_maxsize(
    qtbot, window: MainWindow
) -> None:
    spin(window, "maxsizeSpin").setValue(3)
    oracle = Oracle(window)
    for n in range(3):
        add_quick_sleep(qtbot, window, f"T{n + 1}", 0.4)
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.ledger.running == 1, timeout=WAIT_MS)
    add_quick_sleep(qtbot, window, "T4", 0.4)  # full again: 3 waiting of maxsize 3
    click(qtbot, window, "stopButton")  # STOP goes in past the bound
    qtbot.waitUntil(lambda: window.ledger.queued == 4, timeout=WAIT_MS)
    oracle.sample()
    assert "past the bound" in window.queue_lane.titles()[0]
    qtbot.waitUntil(lambda: not window.ledger.workers, timeout=WAIT_MS)
    finish(qtbot, window, oracle, 4)


@pytest.mark.parametrize("discipline", ["FIFO", "LIFO"])
def test_the_lane_says_where_stop_waits_in_the_queue_in_use(
    qtbot, window: MainWindow, discipline: str
) -> None:
    if discipline == "LIFO":
        window.labs.actions.lifo.trigger()
    oracle = Oracle(window)
    for n in range(3):
        add_quick_sleep(qtbot, window, f"T{n + 1}", 0.5)
    click(qtbot, window, "startButton")
    qtbot.waitUntil(lambda: window.ledger.running == 1, timeout=WAIT_MS)
    click(qtbot, window, "stopButton")  # put last: FIFO takes it third, LIFO next
    qtbot.waitUntil(lambda: window.ledger.stops_waiting == 1, timeout=WAIT_MS)
    oracle.sample()
    said = window.queue_lane.summary()
    assert ("STOP at the head" in said) == (discipline == "LIFO"), said
    oracle.assert_true()


@pytest.mark.parametrize("discipline", ["LIFO", "Priority"])
def test_the_order_is_judged_by_the_queue_in_use(
    qtbot, window: MainWindow, discipline: str
) -> None:
    actions = window.labs.actions
    (actions.lifo if discipline == "LIFO" else actions.priority_queue).trigger()
    oracle = Oracle(window)
    for n, priority in enumerate((5, 1, 3, 2)):
        window.labs.discipline.priority_spin.setValue(priority)
        add_quick_sleep(qtbot, window, f"T{n + 1}", 0.02)
    click(qtbot, window, "startButton")
    finish(qtbot, window, oracle, 4)
    word = "LIFO" if discipline == "LIFO" else "priority"
    caption = window.stats_panel.captions["started_fifo"].text()
    assert caption == f"Taken in {word} order"
    assert window.stats_panel.values["started_fifo"].text().startswith("yes")


def test_the_producer_box_names_the_auto_producers_thread(qtbot, window: MainWindow) -> None:
    window.findChild(QDoubleSpinBox, "producerRateSpin").setValue(40)
    window.findChild(QDoubleSpinBox, "producerMaxSpin").setValue(0.0)
    window.findChild(QDoubleSpinBox, "producerMinSpin").setValue(0.0)
    oracle = Oracle(window)
    click(qtbot, window, "startButton")
    click(qtbot, window, "producerToggle")
    qtbot.waitUntil(lambda: window.ledger.done >= 8, timeout=WAIT_MS)
    click(qtbot, window, "producerToggle")
    assert "the producer is MainThread" not in window.queue_lane.summary()
    finish(qtbot, window, oracle, window.ledger.arrivals)


def test_the_producer_box_names_who_put_the_stop(qtbot, window: MainWindow) -> None:
    # In a checked run the box named the student's producer thread while the
    # log said the checker's thread had just put STOP: a STOP is an item put too.
    window.findChild(QDoubleSpinBox, "producerRateSpin").setValue(40)
    window.findChild(QDoubleSpinBox, "producerMaxSpin").setValue(0.0)
    window.findChild(QDoubleSpinBox, "producerMinSpin").setValue(0.0)
    oracle = Oracle(window)
    click(qtbot, window, "startButton")
    click(qtbot, window, "producerToggle")
    qtbot.waitUntil(lambda: window.ledger.done >= 4, timeout=WAIT_MS)
    click(qtbot, window, "producerToggle")
    assert "the producer is MainThread" not in window.queue_lane.summary()
    click(qtbot, window, "stopButton")  # the window's thread puts STOP
    qtbot.waitUntil(lambda: "the producer is MainThread" in window.queue_lane.summary())
    oracle.assert_true()


def test_a_banner_names_the_queue_in_use(qtbot, window: MainWindow) -> None:
    window.producers.run_scenario(load_scenario(resource_path("scenarios", "lesson.json")))
    oracle = Oracle(window)
    with qtbot.waitSignal(window.clock.painted):  # the frame that shows it
        window.labs.actions.lifo.trigger()  # stopped and empty: the order may change
    assert "queue.LifoQueue" in window.scenario_banner.title.text()
    oracle.assert_true()


def test_throughput_reads_zero_once_its_window_passed_without_a_ticking_clock(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(stats_module, "THROUGHPUT_WINDOW", 5.0)
    oracle = Oracle(window)
    for n in range(4):
        add_quick_sleep(qtbot, window, f"T{n + 1}", 0.4)
    click(qtbot, window, "startButton")
    finish(qtbot, window, oracle, 4)
    value = window.stats_panel.values["throughput"]
    assert value.text() != "0.00 tasks/s"
    qtbot.waitUntil(lambda: value.text() == "0.00 tasks/s", timeout=WAIT_MS)
    qtbot.waitUntil(
        lambda: not window.clock.running and window.clock.sleeping_until is None,
        timeout=WAIT_MS,
    )  # then idle: nothing left to age, no timer set


def test_a_checked_answer_without_break_is_shown_as_it_ran(qtbot, window: MainWindow) -> None:
    """Its worker took STOP and went on waiting: the STOP is taken, the worker
    is still there, and nothing on screen says it exited."""
    oracle = Oracle(window)
    _check(window, qtbot, "no_sentinel_check.py")
    stop = next(r for r in window.ledger.recent if r.sentinel)
    assert stop.state is TaskState.CONSUMED and stop.worker in window.ledger.workers
    window.clock.show_now()
    line = window.narrator.text()
    assert "reached the head" not in line and " exited" not in line.replace("not exited", "")
    oracle.assert_true()


def test_a_replay_scrubbed_back_and_forth_says_only_what_is_true_there(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "burst.jsonl"
    tasks = [{"kind": "sleep", "name": f"T{n}", "seconds": 0.05 * (n % 3)} for n in range(9)]
    record_json(json.dumps({"version": 2, "workers": 3, "tasks": tasks}), path)
    assert window.recording.open_recording(path)
    oracle = Oracle(window)
    replay = window.recording.replay
    length = replay.duration
    for fraction in (0.9, 0.2, 1.0, 0.5, 0.0, 0.7, 1.0):
        with qtbot.waitSignal(window.clock.ticked, timeout=WAIT_MS):  # the jump's frame
            replay.seek(length * fraction)
    oracle.assert_true()
    assert button(window, "startButton") is not None
