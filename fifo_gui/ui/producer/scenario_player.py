"""A scenario in the window: opened in a new session set up as it says, its
tasks arriving from the next Start, cancelled or closed on request.

`ScenarioRun` puts the tasks on time; this opens it, begins it, says so in
the event log and the status bar, and keeps Cancel scenario enabled while it
means something. The texts keep the translations' context "Producers".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.engines import check_crossing, engine_of
from fifo_gui.core.fifo_queue import STANDARD_QUEUES
from fifo_gui.core.messages import CrossingError
from fifo_gui.core.recording import Setup
from fifo_gui.core.scenario import Scenario, ScenarioTask
from fifo_gui.core.session import SessionRecorder
from fifo_gui.ui.producer.scenario_run import ScenarioRun
from fifo_gui.ui.session.bridge import SchedulerBridge
from fifo_gui.ui.window.actions import WindowActions, key_text
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.core_errors import error_text
from fifo_gui.ui.words.numbers import number
from fifo_gui.ui.words.scenario_texts import scenario_text


class ScenarioPlayer(QObject):
    """Opens scenarios on the shown session's `scheduler` and plays them from Start.

    Signals:
        session_wanted(Setup, object): GUI thread. A scenario opens in a new
            session set up as this says, on its engine (None: the live one's)
            (connected, directly, to New session).
        opened(Scenario): GUI thread. A scenario is open (it plays from Start).
        closed(): GUI thread. No scenario is open any more (a new session).
        changed(): GUI thread. The open scenario began, was cancelled or finished.
    """

    session_wanted = Signal(object, object)
    opened = Signal(object)
    closed = Signal()
    changed = Signal()

    def __init__(
        self,
        *,
        scheduler: Callable[[], ClassroomScheduler],
        bridge: SchedulerBridge,
        recorder: SessionRecorder,
        actions: WindowActions,
        notices: Notices,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._scheduler = scheduler
        self._bridge = bridge
        self._recorder = recorder
        self._cancel_action = actions.scenario_cancel
        self._notices = notices
        self.run: ScenarioRun | None = None
        self.user_tasks: dict[str, Callable[..., Any]] = {}  # a loaded tasks file's
        actions.scenario_cancel.triggered.connect(self.cancel)

    def set_user_tasks(self, tasks: Mapping[str, Callable[..., Any]]) -> None:
        """A tasks file's functions: the open scenario and the next ones may name them."""
        self.user_tasks = dict(tasks)
        if self.run is not None:
            self.run.user_tasks = self.user_tasks

    def open(self, scenario: Scenario) -> None:
        """Open `scenario` in a new session set up as it says (workers, maxsize,
        queue order); its tasks arrive from the next Start (`begin`)."""
        setup = Setup(
            scenario.discipline,
            scenario.maxsize,
            scenario.workers,
            STANDARD_QUEUES[scenario.discipline],
        )
        self.session_wanted.emit(setup, scenario.engine)
        self.close()
        try:  # on worker processes, every task must reach one: all, or none is put
            check_crossing(scenario, self.user_tasks, engine_of(self._scheduler()))
        except CrossingError as exc:
            self._notices.refuse(error_text(exc))
            return
        title = scenario_text(scenario.title)
        maxsize = number(scenario.maxsize) if scenario.maxsize else ""
        self._notices.log(
            QCoreApplication.translate(
                "Producers",
                "scenario: {title} ({tasks} tasks, {discipline} queue, {workers} worker(s), "
                "maxsize {maxsize}); its tasks arrive from Start",
            ).format(
                title=title or QCoreApplication.translate("Producers", "untitled"),
                tasks=number(sum(t.count for t in scenario.tasks)),
                discipline=scenario.discipline,
                workers=number(scenario.workers),
                maxsize=maxsize or QCoreApplication.translate("Producers", "unbounded"),
            )
        )
        self.run = ScenarioRun(
            scenario,
            self._scheduler(),
            self._on_task,
            self,
            apply_settings=self._apply_settings,
        )
        self.run.user_tasks = self.user_tasks  # a scenario may name your functions
        self.run.finished.connect(self._on_finished)
        self._cancel_action.setEnabled(True)
        self.opened.emit(scenario)
        self._notices.say(
            QCoreApplication.translate(
                "Producers",
                "New session with {title} on a {discipline} queue: its tasks arrive "
                "when you press Start ({key}).",
            ).format(
                title=title or QCoreApplication.translate("Producers", "a scenario"),
                discipline=scenario.discipline,
                key=key_text(WindowActions.start),
            ),
            10000,
        )
        self.changed.emit()

    @Slot()
    def on_workers_started(self) -> None:
        """Start was pressed: an open scenario plays from its first Start."""
        if self.begin():
            # Said as what happened, true for as long as it is shown ("are
            # arriving" stayed up after the last one had arrived).
            self._notices.say(QCoreApplication.translate("Producers", "The scenario began."), 4000)

    def begin(self) -> bool:
        """The workers started: an open scenario's arrivals begin (once). True if they did."""
        run = self.run
        if run is None or run.started or run.cancelled:
            return False
        self._notices.log(QCoreApplication.translate("Producers", "scenario: the arrivals begin"))
        run.begin()
        self._bridge.drain()
        self.changed.emit()
        return True

    @property
    def playing(self) -> bool:
        """True while an open scenario's arrivals are due: its line counts down."""
        run = self.run
        return run is not None and run.playing

    @Slot()
    def cancel(self) -> None:
        """Put none of the open scenario's remaining tasks (what is queued stays)."""
        run = self.run
        if run is None or run.cancelled or (run.started and not run.playing):
            return
        left = run.total - run.submitted
        run.cancel()
        self._notices.log(
            QCoreApplication.translate(
                "Producers", "scenario: the remaining {left} arrivals were cancelled"
            ).format(left=number(left))
        )
        self._cancel_action.setEnabled(False)
        self.changed.emit()

    def close(self) -> None:
        """No scenario is open any more (its remaining arrivals are cancelled)."""
        run = self.run
        if run is None:
            return
        run.cancel()
        self.run = None
        self._cancel_action.setEnabled(False)
        self.closed.emit()

    def _on_task(self, task: ScenarioTask, began: float) -> None:
        self._recorder.record_task(task, began)

    def _apply_settings(self, workers: int | None, maxsize: int | None) -> None:
        """A saved session's arrival changes maxsize (and workers, if they are stopped)."""
        scheduler = self._scheduler()
        if maxsize is not None:
            scheduler.set_maxsize(maxsize)
        if workers is not None and workers != scheduler.workers:
            if scheduler.running:
                self._notices.log(
                    QCoreApplication.translate(
                        "Producers",
                        "scenario: %n worker(s) from here on; "
                        "the workers run, so they stay as they are",
                        "",
                        workers,
                    )
                )
            else:
                scheduler.set_workers(workers)

    @Slot()
    def _on_finished(self) -> None:
        self._cancel_action.setEnabled(False)
        self.changed.emit()
