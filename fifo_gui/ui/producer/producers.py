"""The window's producer side: the buttons that add demo tasks, the auto-producer,
a burst, a scenario run, the line that says what each of them is doing, and the
session File ▸ Save writes. All on the GUI thread, and none of it blocks it.
"""

from __future__ import annotations

import queue
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtWidgets import QWidget

from fifo_gui.core import cpu_task, failing_task, sample_task
from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.demo_tasks import expected_seconds
from fifo_gui.core.producer import AutoProducer, TaskMix
from fifo_gui.core.recording import Setup
from fifo_gui.core.scenario import MAX_TASKS, Scenario, ScenarioTask
from fifo_gui.core.session import SessionRecorder
from fifo_gui.ui.producer.burst import Burst
from fifo_gui.ui.producer.control_panel import ControlPanel
from fifo_gui.ui.producer.producer_status import BLOCKED_LOOK, BUSY_LOOK
from fifo_gui.ui.producer.scenario_run import ScenarioRun
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.window.actions import WindowActions, key_text
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.core_errors import error_text
from fifo_gui.ui.words.numbers import number
from fifo_gui.ui.words.scenario_texts import scenario_text

Call = tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]


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
    if letters == name or not letters.isascii() or not letters.isalpha() or not letters.isupper():
        return None
    n = 0
    for ch in letters:
        n = n * 26 + ord(ch) - ord("A") + 1
    return n - 1


def call_name(call: Call) -> str:
    """A task as the table names it: a sleeping task's name, else `failing_task()`."""
    func, args, kwargs = call
    if func is sample_task:
        fallback = QCoreApplication.translate("Producers", "a sleeping task")
        return str(kwargs.get("name", args[0] if args else fallback))
    return f"{getattr(func, '__name__', 'task')}()"


class Producers(QObject):
    """Everything that puts tasks on the window's queue.

    It puts on the shown session's scheduler (never in a replay: the window
    turns these commands off there). `notices` tells the user why a click
    changed nothing; `dialog_parent` parents the message boxes.

    Signals:
        session_wanted(Setup): GUI thread. A scenario opens in a new session set
            up as this says (connected, directly, to New session).
        scenario_opened(Scenario): GUI thread. A scenario is open (it plays from Start).
        scenario_closed(): GUI thread. No scenario is open any more (a new session).
        scenario_progress(str): GUI thread. The open scenario's line changed
            ("scenario: 7 of 20 arrived, next in 0.5 s"); the banner shows it too.
    """

    session_wanted = Signal(object)
    scenario_opened = Signal(object)
    scenario_closed = Signal()
    scenario_progress = Signal(str)

    def __init__(
        self,
        *,
        sessions: Sessions,
        controls: ControlPanel,
        actions: WindowActions,
        notices: Notices,
        dialog_parent: QWidget,
    ) -> None:
        super().__init__(dialog_parent)
        self._sessions = sessions
        self._bridge = sessions.bridge
        self._controls = controls
        self._actions = actions
        self._notices = notices
        self._log = notices
        self._refuse = notices.refuse
        self._dialog_parent = dialog_parent
        self.auto: AutoProducer | None = None
        self.burst: Burst | None = None
        self.scenario_run: ScenarioRun | None = None
        self.session = SessionRecorder(
            settings=lambda: (self.scheduler.workers, self.scheduler.tasks.maxsize)
        )
        self.blocked = False  # a producer waits for room on a full queue
        self.user_tasks: dict[str, Callable[..., Any]] = {}  # a loaded tasks file's
        self._scenario_line = ""
        self.priority: float = 0  # of the tasks the buttons add (the Labs' priority field)
        self._names_used = 0
        self._burst_began = 0.0
        a = actions
        for signal, slot in (
            (a.add_sleep.triggered, self.add_sleep),
            (a.add_fail.triggered, self.add_fail),
            (a.add_cpu.triggered, self.add_cpu),
            (a.add_lesson.triggered, self.add_lesson),
            (a.burst.toggled, self._on_burst_toggled),
            (a.producer.toggled, self._on_auto_toggled),
            (a.scenario_cancel.triggered, self.cancel_scenario),
            (controls.name_edit.returnPressed, self.add_sleep),
        ):
            signal.connect(slot)

    @property
    def scheduler(self) -> ClassroomScheduler:
        """The shown session's scheduler (these commands are off in a replay)."""
        scheduler = self._sessions.current.scheduler
        if scheduler is None:
            raise RuntimeError("a replay has no scheduler to put tasks on")
        return scheduler

    @Slot(int)
    def set_priority(self, priority: int) -> None:
        """The priority the buttons give their tasks (the Labs' priority field)."""
        self.priority = priority

    @Slot(object)
    def set_user_tasks(self, tasks: Mapping[str, Callable[..., Any]]) -> None:
        """A tasks file's functions: the open scenario and the next ones may name them."""
        self.user_tasks = dict(tasks)
        if self.scenario_run is not None:
            self.scenario_run.user_tasks = self.user_tasks

    def is_blocked(self) -> bool:
        """A producer of this window waits for room on a full queue."""
        return self.blocked

    @Slot(object)
    def show_session(self, session: Session) -> None:
        """A new live session: nothing recorded, no scenario open, names from Task A."""
        if session.live:
            self.reset()

    # -- the buttons --------------------------------------------------------------

    def _submit(self, calls: Sequence[Call]) -> int:
        """Enqueue `calls` in order, each with a put that never blocks the GUI
        thread (a click on a full bounded queue is refused, as `put_nowait`
        would); how many went in. What did not fit is named."""
        added = 0
        try:
            for func, args, kwargs in calls:
                expected = expected_seconds(func, args, kwargs)
                self.scheduler.submit(
                    func, args, kwargs, block=False, priority=self.priority, expected=expected
                )
                self.session.record_call(func, args, kwargs)
                added += 1
        except queue.Full:
            self._refuse(self._not_added(calls, added))
        finally:
            self._bridge.drain()  # show what the click did now, not at the next tick
        return added

    def _not_added(self, calls: Sequence[Call], added: int) -> str:
        """Why the rest of a click's tasks are not on the queue, naming them."""
        tasks = self.scheduler.tasks
        self._bridge.drain()  # the ledger as of now
        # The table shows cancelled items Cancelled; the lane does not count them.
        cancelled = max(0, tasks.qsize() - self._bridge.ledger.queued)
        left = ", ".join(call_name(call) for call in calls[added:])
        if added == 0 and cancelled:
            text = self.tr(
                "The queue is full (maxsize {maxsize}; %n cancelled item(s) keep their "
                "places until a worker takes them): nothing was added.",
                "",
                cancelled,
            )
        elif added == 0:
            text = self.tr("The queue is full (maxsize {maxsize}): nothing was added.")
        elif cancelled:
            text = self.tr(
                "{tasks} not added: the queue is full now (maxsize {maxsize}; %n cancelled "
                "item(s) keep their places until a worker takes them); the first {added} went in.",
                "",
                cancelled,
            )
        else:
            text = self.tr(
                "{tasks} not added: the queue is full now (maxsize {maxsize}); "
                "the first {added} went in."
            )
        return text.format(maxsize=number(tasks.maxsize), tasks=left, added=number(added))

    @Slot()
    def add_sleep(self) -> None:
        """A sleeping task named from the name field, for the duration chosen."""
        name_edit = self._controls.name_edit
        name = name_edit.text().strip()
        if not name:
            self._refuse(self.tr("Give the sleeping task a name first."))
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
        # The name field goes on after the lesson's sleeping tasks that went in
        # (Task C, if it did not fit: the next one to add by hand).
        after = (0, 1, 2, 2, 3)[self._submit(lesson)]
        if self._names_used < after:
            self._names_used = after
            self._controls.name_edit.setText(task_name(after))

    # -- scenarios ------------------------------------------------------------------

    def run_scenario(self, scenario: Scenario) -> bool:
        """Open `scenario` in a new session set up as it says (workers, maxsize,
        queue order); its tasks arrive from the next Start (`begin_scenario`)."""
        self.session_wanted.emit(Setup(scenario.discipline, scenario.maxsize, scenario.workers))
        self._open(scenario)
        return True

    def _open(self, scenario: Scenario) -> None:
        self.close_scenario()
        self._log.log(
            self.tr(
                "scenario: {title} ({tasks} tasks, {discipline} queue, {workers} worker(s), "
                "maxsize {maxsize}); its tasks arrive from Start"
            ).format(
                title=scenario_text(scenario.title) or self.tr("untitled"),
                tasks=number(sum(t.count for t in scenario.tasks)),
                discipline=scenario.discipline,
                workers=number(scenario.workers),
                maxsize=number(scenario.maxsize) if scenario.maxsize else self.tr("unbounded"),
            )
        )
        self.scenario_run = ScenarioRun(
            scenario,
            self.scheduler,
            self._on_scenario_task,
            self,
            apply_settings=self._apply_settings,
        )
        self.scenario_run.user_tasks = self.user_tasks  # a scenario may name your functions
        self.scenario_run.finished.connect(self._on_scenario_finished)
        self._actions.scenario_cancel.setEnabled(True)
        self.scenario_opened.emit(scenario)
        self._notices.say(
            self.tr(
                "New session with {title} on a {discipline} queue: its tasks arrive "
                "when you press Start ({key})."
            ).format(
                title=scenario_text(scenario.title) or self.tr("a scenario"),
                discipline=scenario.discipline,
                key=key_text(WindowActions.start),
            ),
            10000,
        )
        self.refresh()

    @Slot()
    def on_workers_started(self) -> None:
        """Start was pressed: an open scenario plays from its first Start."""
        if self.begin_scenario():
            # Said as what happened, true for as long as it is shown ("are
            # arriving" stayed up after the last one had arrived).
            self._notices.say(self.tr("The scenario began."), 4000)

    def begin_scenario(self) -> bool:
        """The workers started: an open scenario's arrivals begin (once). True if they did."""
        run = self.scenario_run
        if run is None or run.started or run.cancelled:
            return False
        self._log.log(self.tr("scenario: the arrivals begin"))
        run.begin()
        self._bridge.drain()
        self.refresh()
        return True

    @property
    def playing(self) -> bool:
        """True while an open scenario's arrivals are due: its line counts down."""
        run = self.scenario_run
        return run is not None and run.playing

    @Slot()
    def cancel_scenario(self) -> None:
        """Put none of the open scenario's remaining tasks (what is queued stays)."""
        run = self.scenario_run
        if run is None or run.cancelled or (run.started and not run.playing):
            return
        left = run.total - run.submitted
        run.cancel()
        self._log.log(
            self.tr("scenario: the remaining {left} arrivals were cancelled").format(
                left=number(left)
            )
        )
        self._actions.scenario_cancel.setEnabled(False)
        self.refresh()

    def close_scenario(self) -> None:
        """No scenario is open any more (its remaining arrivals are cancelled)."""
        run = self.scenario_run
        if run is None:
            return
        run.cancel()
        self.scenario_run = None
        self._actions.scenario_cancel.setEnabled(False)
        self.scenario_closed.emit()

    def _on_scenario_task(self, task: ScenarioTask, began: float) -> None:
        self.session.record_task(task, began)

    def _apply_settings(self, workers: int | None, maxsize: int | None) -> None:
        """A saved session's arrival changes maxsize (and workers, if they are stopped)."""
        scheduler = self.scheduler
        if maxsize is not None:
            scheduler.set_maxsize(maxsize)
        if workers is not None and workers != scheduler.workers:
            if scheduler.running:
                self._log.log(
                    self.tr(
                        "scenario: %n worker(s) from here on; "
                        "the workers run, so they stay as they are",
                        "",
                        workers,
                    )
                )
            else:
                scheduler.set_workers(workers)

    @Slot()
    def _on_scenario_finished(self) -> None:
        self._actions.scenario_cancel.setEnabled(False)
        self.refresh()

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
        self._burst_began = time.monotonic()
        self._log.log(
            self.tr("burst: {count} no-op tasks, as fast as the window shows them").format(
                count=number(count)
            )
        )
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
            self._log.log(
                self.tr("burst stopped: {queued} of {count} queued").format(
                    queued=number(burst.queued), count=number(burst.count)
                )
            )
        if not self.session.record_burst(burst.queued, self._burst_began):
            self._log.log(
                self.tr(
                    "File ▸ Save keeps at most {most} tasks: this burst "
                    "of {queued} will not be in a saved session"
                ).format(most=number(MAX_TASKS), queued=number(burst.queued))
            )
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
            mix = TaskMix(
                c.min_spin.value(),
                c.max_spin.value(),
                c.fail_spin.value() / 100,
                c.seed_spin.value(),
            )
            self.auto = AutoProducer(
                self.scheduler, c.rate_spin.value(), mix, on_submitted=self._on_auto_submitted
            )
        except ValueError as exc:
            self._actions.producer.setChecked(False)
            self._refuse(error_text(exc))
            return
        self.auto.start()
        self.refresh()

    def _on_auto_submitted(self, func: Callable[..., Any], args: tuple[Any, ...]) -> None:
        """On the producer thread: the recorder is thread-safe."""
        self.session.record_call(func, args, {})

    # -- status and closing -------------------------------------------------------------

    def refresh(self) -> None:
        """The status line: what the auto-producer, a scenario and a burst are doing."""
        parts: list[str] = []
        look = ""
        auto = self.auto
        if auto is not None:
            sent = number(auto.produced)
            if auto.blocked:
                parts.append(
                    self.tr("producer blocked (queue full) · {sent} sent").format(sent=sent)
                )
            else:
                parts.append(self.tr("producing · {sent} sent").format(sent=sent))
            look = BLOCKED_LOOK if auto.blocked else BUSY_LOOK
        run = self.scenario_run
        scenario_waits = run is not None and run.waiting_for_room
        if run is not None:
            counts = {"submitted": number(run.submitted), "total": number(run.total)}
            next_in = run.next_in()
            if scenario_waits:
                text = self.tr(
                    "scenario blocked (queue full), waiting for room · "
                    "{submitted} of {total} arrived"
                )
                parts.append(text.format(**counts))
                look = BLOCKED_LOOK
            elif not run.started and not run.cancelled:
                start = key_text(WindowActions.start)
                text = self.tr("scenario: {total} tasks arrive from Start ({key})")
                parts.append(text.format(key=start, **counts))
            elif next_in is not None:
                text = self.tr("scenario: {submitted} of {total} arrived, next in {seconds} s")
                parts.append(text.format(seconds=number(next_in, 1), **counts))
                look = look or BUSY_LOOK
            elif run.cancelled:
                text = self.tr("scenario cancelled: {submitted} of {total} arrived")
                parts.append(text.format(**counts))
            else:
                parts.append(self.tr("scenario: all {total} arrived").format(**counts))
        line = parts[-1] if run is not None and parts else ""
        if line != self._scenario_line:
            self._scenario_line = line
            self.scenario_progress.emit(line)
        burst = self.burst
        burst_waits = burst is not None and burst.active and burst.waiting_for_room
        if burst is not None and burst.active:
            # As far as the ledger has seen, like the counts beside it: the
            # burst's own tally ran 300-550 tasks ahead of them in a flood.
            put = self._bridge.ledger.last_put
            queued = burst.queued_up_to(put.task_id) if put is not None else 0
            if burst_waits:
                text = self.tr("burst blocked (queue full) · {remaining} to go")
                parts.append(text.format(remaining=number(burst.count - queued)))
                look = BLOCKED_LOOK
            else:
                text = self.tr("burst · {queued} of {count} queued")
                parts.append(text.format(queued=number(queued), count=number(burst.count)))
                look = look or BUSY_LOOK
        self.blocked = bool(auto and auto.blocked) or scenario_waits or burst_waits
        # A replay or a check is not this window's producing: their producer is
        # the lane's, and "producer off" beside it read as a contradiction.
        live = self._sessions.current.live
        text = " · ".join(parts) or (self.tr("producer off") if live else "")
        self._controls.producer_status.show_line(text, look)

    def stop_producing(self) -> None:
        """New session, Stop now: the scenario, the burst and the auto-producer
        put nothing more (the burst and the auto-producer buttons pop out)."""
        self.cancel_scenario()
        self._actions.burst.setChecked(False)
        self._actions.producer.setChecked(False)

    def reset(self) -> None:
        """A new session: nothing recorded, no scenario open, names from Task A."""
        self.close_scenario()
        self.session.clear()
        self._names_used = 0
        self._controls.name_edit.setText(task_name(0))
        self.refresh()

    def stop_all(self) -> None:
        """Stop the scenario run, the burst and the auto-producer (within ~0.5 s)."""
        if self.scenario_run is not None:
            self.scenario_run.cancel()
        if self.burst is not None:
            self.burst.cancel()
        if self.auto is not None:
            self.auto.stop(timeout=0.5)
