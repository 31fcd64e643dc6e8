"""The window's producer side: the buttons that add demo tasks, the auto-producer,
a burst, a scenario run, the line that says what each of them is doing, and the
session File ▸ Save writes. All on the GUI thread, and none of it blocks it.
"""

from __future__ import annotations

import queue
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QWidget

from fifo_gui.core import FIFOScheduler, cpu_task, failing_task, sample_task
from fifo_gui.core.producer import AutoProducer, TaskMix
from fifo_gui.core.scenario import MAX_TASKS, Scenario
from fifo_gui.core.session import SessionRecorder
from fifo_gui.ui.actions import WindowActions
from fifo_gui.ui.bridge import SchedulerBridge
from fifo_gui.ui.burst import Burst
from fifo_gui.ui.control_panel import ControlPanel
from fifo_gui.ui.event_log import EventLog
from fifo_gui.ui.scenario_run import ScenarioRun

Call = tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]
# The status line's looks: green while producing, vermillion while blocked.
BUSY_LOOK = "background: #009E73; color: white; padding: 2px 6px;"
BLOCKED_LOOK = "background: #D55E00; color: white; font-weight: bold; padding: 2px 6px;"


def task_name(n: int) -> str:
    """Default names: Task A ... Task Z, Task AA, Task AB, ..."""
    letters = ""
    n += 1
    while n:
        n, rest = divmod(n - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return f"Task {letters}"


def task_number(name: str) -> int | None:
    """The inverse of `task_name`: 0 for "Task A", None for other names."""
    letters = name.removeprefix("Task ")
    if letters == name or not letters.isascii() or not letters.isalpha() \
            or not letters.isupper():
        return None
    n = 0
    for ch in letters:
        n = n * 26 + ord(ch) - ord("A") + 1
    return n - 1


class Producers(QObject):
    """Everything that puts tasks on the window's queue.

    `refuse(message)` tells the user why a click changed nothing; `dialog_parent`
    parents the message boxes.
    """

    def __init__(self, scheduler: FIFOScheduler, bridge: SchedulerBridge,
                 controls: ControlPanel, actions: WindowActions, log: EventLog,
                 refuse: Callable[[str], None], dialog_parent: QWidget) -> None:
        super().__init__(dialog_parent)
        self.scheduler = scheduler
        self._bridge = bridge
        self._controls = controls
        self._actions = actions
        self._log = log
        self._refuse = refuse
        self._dialog_parent = dialog_parent
        self.auto: AutoProducer | None = None
        self.burst: Burst | None = None
        self.scenario_run: ScenarioRun | None = None
        self.session = SessionRecorder()
        self.blocked = False  # a producer waits for room on a full queue
        self._names_used = 0
        a = actions
        for signal, slot in ((a.add_sleep.triggered, self.add_sleep),
                             (a.add_fail.triggered, self.add_fail),
                             (a.add_cpu.triggered, self.add_cpu),
                             (a.add_lesson.triggered, self.add_lesson),
                             (a.burst.toggled, self._on_burst_toggled),
                             (a.producer.toggled, self._on_auto_toggled),
                             (controls.name_edit.returnPressed, self.add_sleep)):
            signal.connect(slot)

    # -- the buttons --------------------------------------------------------------

    def _submit(self, calls: Sequence[Call]) -> bool:
        """Enqueue all of `calls` or none of them; never blocks the GUI thread."""
        tasks = self.scheduler.tasks
        if tasks.maxsize and tasks.qsize() + len(calls) > tasks.maxsize:
            self._refuse(f"The queue is full (maxsize {tasks.maxsize}): nothing was added.")
            return False
        try:
            for func, args, kwargs in calls:
                self.scheduler.schedule_nowait(func, *args, **kwargs)
                self.session.record_call(func, args, kwargs)
        except queue.Full:  # another producer filled it first
            self._refuse("The queue is full: the task was not added.")
            return False
        finally:
            self._bridge.drain()  # show what the click did now, not at the next tick
        return True

    @Slot()
    def add_sleep(self) -> None:
        """A sleeping task named from the name field, for the duration chosen."""
        name_edit = self._controls.name_edit
        name = name_edit.text().strip()
        if not name:
            self._refuse("Give the sleeping task a name first.")
            name_edit.setFocus()
            return
        if self._submit([(sample_task, (name, self._controls.duration_spin.value()), {})]):
            # Continue the sequence from a typed "Task D"; otherwise just advance.
            number = task_number(name)
            self._names_used = self._names_used + 1 if number is None else number + 1
            name_edit.setText(task_name(self._names_used))

    @Slot()
    def add_fail(self) -> None:
        self._submit([(failing_task, (), {})])

    @Slot()
    def add_cpu(self) -> None:
        self._submit([(cpu_task, (), {})])

    @Slot()
    def add_lesson(self) -> None:
        """The lesson's own example: Task A (2 s), Task B (1 s), a failure, Task C."""
        lesson: list[Call] = [
            (sample_task, ("Task A", 2), {}),
            (sample_task, (), {"name": "Task B", "duration": 1}),
            (failing_task, (), {}),
            (sample_task, ("Task C", 1), {}),
        ]
        if self._submit(lesson) and self._names_used < 3:
            self._names_used = 3
            self._controls.name_edit.setText(task_name(3))

    # -- scenarios ------------------------------------------------------------------

    def run_scenario(self, scenario: Scenario) -> bool:
        """Set workers and maxsize from `scenario` and play its tasks; False if refused."""
        if self.scheduler.running:
            from fifo_gui.ui.file_commands import show_error

            show_error(self._dialog_parent, "Stop the workers first",
                       "A scenario sets the number of workers and the queue's maxsize: "
                       "stop the workers, then open it again.")
            return False
        if self.scenario_run is not None:
            self.scenario_run.cancel()
        self._controls.workers_spin.setValue(scenario.workers)
        self._controls.maxsize_spin.setValue(scenario.maxsize)
        self._log.log_message(f"scenario: {scenario.title or 'untitled'} "
                              f"({len(scenario.tasks)} tasks, {scenario.workers} worker(s), "
                              f"maxsize {scenario.maxsize or 'unbounded'})")
        self.scenario_run = ScenarioRun(scenario, self.scheduler, self.session.record_task,
                                        self)
        self.scenario_run.begin()
        self._bridge.drain()
        return True

    def session_scenario(self) -> Scenario | None:
        """The demo tasks enqueued from this window so far, as a scenario (None if none)."""
        return self.session.scenario(self.scheduler.workers, self.scheduler.tasks.maxsize)

    # -- the burst ------------------------------------------------------------------

    @Slot(bool)
    def _on_burst_toggled(self, on: bool) -> None:
        burst = self.burst
        if not on:
            if burst is not None and burst.active:
                burst.cancel()  # finished() tidies up
            return
        if burst is not None and burst.active:
            return
        count = self._controls.burst_spin.value()
        self._log.log_message(f"burst: {count:,} no-op tasks, as fast as the window shows them")
        bridge = self._bridge
        self.burst = Burst(self.scheduler, count, lambda: bridge.backlog, self)
        self.burst.finished.connect(self._on_burst_finished)
        self.burst.begin()
        self.refresh()

    @Slot()
    def _on_burst_finished(self) -> None:
        burst = self.burst
        if burst is None:
            return
        if burst.queued < burst.count:
            self._log.log_message(f"burst stopped: {burst.queued:,} of {burst.count:,} queued")
        if not self.session.record_burst(burst.queued):
            self._log.log_message(f"File ▸ Save keeps at most {MAX_TASKS:,} tasks: this burst "
                                  f"of {burst.queued:,} will not be in a saved session")
        self._actions.burst.setChecked(False)
        self.refresh()

    # -- the auto-producer ------------------------------------------------------------

    @Slot(bool)
    def _on_auto_toggled(self, on: bool) -> None:
        if not on:
            if self.auto is not None:
                self.auto.stop(timeout=0.5)  # it waits in 50 ms slices: prompt
                self.auto = None
            self.refresh()
            return
        c = self._controls
        try:
            mix = TaskMix(c.min_spin.value(), c.max_spin.value(), c.fail_spin.value() / 100,
                          c.seed_spin.value())
            self.auto = AutoProducer(self.scheduler, c.rate_spin.value(), mix)
        except ValueError as exc:
            self._actions.producer.setChecked(False)
            self._refuse(str(exc))
            return
        self.auto.start()
        self.refresh()

    # -- status and closing -------------------------------------------------------------

    def refresh(self) -> None:
        """The status line: what the auto-producer, a scenario and a burst are doing."""
        parts: list[str] = []
        look = ""
        auto = self.auto
        if auto is not None:
            if auto.blocked:
                parts.append(f"producer blocked (queue full) · {auto.produced} sent")
            else:
                parts.append(f"producing · {auto.produced} sent")
            look = BLOCKED_LOOK if auto.blocked else BUSY_LOOK
        run = self.scenario_run
        scenario_waits = run is not None and run.waiting_for_room
        if run is not None and scenario_waits:
            parts.append(f"scenario blocked (queue full), waiting for room · "
                         f"{run.remaining} to go")
            look = BLOCKED_LOOK
        burst = self.burst
        burst_waits = burst is not None and burst.active and burst.waiting_for_room
        if burst is not None and burst.active:
            if burst_waits:
                parts.append(f"burst blocked (queue full) · {burst.remaining:,} to go")
                look = BLOCKED_LOOK
            else:
                parts.append(f"burst · {burst.queued:,} of {burst.count:,} queued")
                look = look or BUSY_LOOK
        self.blocked = bool(auto and auto.blocked) or scenario_waits or burst_waits
        text = " · ".join(parts) or "producer off"
        status = self._controls.producer_status
        if status.text() != text:
            status.setText(text)
        if status.styleSheet() != look:  # set again, it would re-polish the label
            status.setStyleSheet(look)

    def stop_all(self) -> None:
        """Stop the scenario run, the burst and the auto-producer (within ~0.5 s)."""
        if self.scenario_run is not None:
            self.scenario_run.cancel()
        if self.burst is not None:
            self.burst.cancel()
        if self.auto is not None:
            self.auto.stop(timeout=0.5)
