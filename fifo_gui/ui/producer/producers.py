"""The window's producer side, put together: the buttons, a scenario, a burst
and the auto-producer, the session File ▸ Save writes, and the status line
that says what they are doing. All on the GUI thread, and none of it blocks it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QWidget

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.instant import waiting_for_room
from fifo_gui.core.producer import PRODUCER as AUTO
from fifo_gui.core.producer import AutoProducer
from fifo_gui.core.scenario import Scenario
from fifo_gui.core.session import SessionRecorder
from fifo_gui.ui.producer.auto_producer_command import AutoProducerCommand
from fifo_gui.ui.producer.burst import PRODUCER as BURST
from fifo_gui.ui.producer.burst import Burst
from fifo_gui.ui.producer.burst_command import BurstCommand
from fifo_gui.ui.producer.control_panel import ControlPanel
from fifo_gui.ui.producer.producer_status import (
    Part,
    auto_part,
    burst_part,
    look_of,
    scenario_part,
)
from fifo_gui.ui.producer.scenario_player import ScenarioPlayer
from fifo_gui.ui.producer.scenario_run import PRODUCER as SCENARIO
from fifo_gui.ui.producer.scenario_run import ScenarioRun
from fifo_gui.ui.producer.task_buttons import TaskButtons, task_name
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.window.actions import WindowActions
from fifo_gui.ui.window.notices import Notices

__all__ = ["Producers", "task_name"]


class Producers(QObject):
    """Everything that puts tasks on the window's queue.

    It puts on the shown session's scheduler (never in a replay: the window
    turns these commands off there). `controls` holds the fields the commands
    read and the status line; `notices` tells the user why a click changed
    nothing; `dialog_parent` parents the message boxes.

    Signals:
        session_wanted(Setup, object): GUI thread. A scenario opens in a new
            session set up as this says, on its engine (None: the live one's)
            (connected, directly, to New session).
        scenario_opened(Scenario): GUI thread. A scenario is open (it plays from Start).
        scenario_closed(): GUI thread. No scenario is open any more (a new session).
        scenario_progress(str): GUI thread. The open scenario's line changed
            ("scenario: 7 of 20 arrived, next in 0.5 s"); the banner shows it too.
    """

    session_wanted = Signal(object, object)
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
        self._actions = actions
        self._status = controls.producer_status
        self.session = SessionRecorder(
            settings=lambda: (self._scheduler().workers, self._scheduler().tasks.maxsize)
        )
        self._scenario_line = ""
        a, n, put_on = actions, notices, self._scheduler
        self.buttons = TaskButtons(
            scheduler=put_on,
            bridge=self._bridge,
            recorder=self.session,
            actions=a,
            notices=n,
            name_edit=controls.name_edit,
            duration_spin=controls.duration_spin,
            parent=self,
        )
        self.scenarios = ScenarioPlayer(
            scheduler=put_on,
            bridge=self._bridge,
            recorder=self.session,
            actions=a,
            notices=n,
            parent=self,
        )
        self.bursts = BurstCommand(
            scheduler=put_on,
            bridge=self._bridge,
            recorder=self.session,
            actions=a,
            notices=n,
            count_spin=controls.burst_spin,
            parent=self,
        )
        self.auto_producer = AutoProducerCommand(
            scheduler=put_on,
            recorder=self.session,
            actions=a,
            notices=n,
            rate_spin=controls.rate_spin,
            min_spin=controls.min_spin,
            max_spin=controls.max_spin,
            fail_spin=controls.fail_spin,
            seed_spin=controls.seed_spin,
            parent=self,
        )
        s = self.scenarios
        for signal, slot in (
            (s.session_wanted, self.session_wanted),
            (s.opened, self.scenario_opened),
            (s.closed, self.scenario_closed),
            (s.changed, self.refresh),
            (self.bursts.changed, self.refresh),
            (self.auto_producer.changed, self.refresh),
        ):
            signal.connect(slot)

    def _scheduler(self) -> ClassroomScheduler:
        """The shown session's scheduler (these commands are off in a replay)."""
        scheduler = self._sessions.current.scheduler
        if scheduler is None:
            raise RuntimeError("a replay has no scheduler to put tasks on")
        return scheduler

    @property
    def auto(self) -> AutoProducer | None:
        """The auto-producer, while its button is in."""
        return self.auto_producer.auto

    @property
    def burst(self) -> Burst | None:
        """The latest burst (`active` while it puts)."""
        return self.bursts.burst

    @property
    def scenario_run(self) -> ScenarioRun | None:
        """The open scenario's run, if one is open."""
        return self.scenarios.run

    @property
    def playing(self) -> bool:
        """True while an open scenario's arrivals are due: its line counts down."""
        return self.scenarios.playing

    @Slot(int)
    def set_priority(self, priority: int) -> None:
        """The priority the buttons give their tasks (the Labs' priority field)."""
        self.buttons.priority = priority

    @Slot(object)
    def set_user_tasks(self, tasks: Mapping[str, Callable[..., Any]]) -> None:
        """A tasks file's functions: the open scenario and the next ones may name them."""
        self.scenarios.set_user_tasks(tasks)

    @Slot(object)
    def show_session(self, session: Session) -> None:
        """A new live session: nothing recorded, no scenario open, names from Task A."""
        if session.live:
            self.reset()

    def run_scenario(self, scenario: Scenario) -> bool:
        """Open `scenario` in a new session set up as it says (workers, maxsize,
        queue order); its tasks arrive from the next Start."""
        self.scenarios.open(scenario)
        return True

    @Slot()
    def on_workers_started(self) -> None:
        """Start was pressed: an open scenario plays from its first Start."""
        self.scenarios.on_workers_started()

    def session_scenario(self) -> Scenario | None:
        """The demo tasks enqueued from this window so far, as a scenario (None if none)."""
        scheduler = self._scheduler()
        return self.session.scenario(scheduler.workers, scheduler.tasks.maxsize)

    @Slot()
    def refresh(self) -> None:
        """The status line: what the auto-producer, a scenario and a burst are doing."""
        parts: list[Part] = []
        ledger = self._bridge.ledger
        waiting = waiting_for_room(ledger)  # who waits for room: a fact
        last_id = ledger.last_put.task_id if ledger.last_put is not None else None
        if self.auto is not None:
            parts.append(auto_part(self.auto_producer.puts, last_id, AUTO in waiting))
        run = self.scenario_run
        line = ""
        if run is not None:
            parts.append(scenario_part(run, last_id, SCENARIO in waiting))
            line = parts[-1].text
        if line != self._scenario_line:
            self._scenario_line = line
            self.scenario_progress.emit(line)
        burst = self.burst
        if burst is not None and burst.putting(last_id):  # at the instant shown
            parts.append(burst_part(burst, last_id, BURST in waiting))
        # A replay or a check is not this window's producing: their producer is
        # the lane's, and "producer off" beside it read as a contradiction.
        live = self._sessions.current.live
        text = " · ".join(part.text for part in parts) or (self.tr("producer off") if live else "")
        self._status.show_line(text, look_of(parts))

    def stop_producing(self) -> None:
        """New session, Stop now: the scenario, the burst and the auto-producer
        put nothing more (the burst and the auto-producer buttons pop out)."""
        self.scenarios.cancel()
        self._actions.burst.setChecked(False)
        self._actions.producer.setChecked(False)

    def reset(self) -> None:
        """A new session: nothing recorded, no scenario open, names from Task A."""
        self.scenarios.close()
        self.session.clear()
        self.buttons.restart_names()
        self.refresh()

    def stop_all(self) -> None:
        """Stop the scenario run, the burst and the auto-producer (within ~0.5 s)."""
        if self.scenario_run is not None:
            self.scenario_run.cancel()
        if self.burst is not None:
            self.burst.cancel()
        if self.auto is not None:
            self.auto.stop(timeout=0.5)
