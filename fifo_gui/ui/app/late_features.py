"""The window's two late features: Check your scheduler and Attach to an RQ
queue, made on first use (`window/late.py` says what loads late and why).

Their commands exist from the start. `LateFeatures` makes each feature with
the narrow collaborators it needs, and connects what the window wants of it,
on the first trigger of one of its commands or when a caller asks for it
(`--check FILE`, `--attach`, a test: `late.check.get()`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow, QTableView

from fifo_gui.core.scenario import Scenario
from fifo_gui.ui.broker.attach_offer import offer_attach
from fifo_gui.ui.producer.producers import Producers
from fifo_gui.ui.producer.scenario_banner import ScenarioBanner
from fifo_gui.ui.replay.recording_commands import RecordingCommands
from fifo_gui.ui.session.frame_clock import FrameClock
from fifo_gui.ui.session.session_commands import SessionCommands
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.table.task_model import TaskTableModel
from fifo_gui.ui.window.actions import WindowActions
from fifo_gui.ui.window.late import BROKER, CHECK, LateFeature
from fifo_gui.ui.window.notices import Notices

if TYPE_CHECKING:
    from fifo_gui.ui.broker.broker_commands import BrokerCommands
    from fifo_gui.ui.check.check_commands import CheckCommands


class LateFeatures:
    """The window's late features, each with its collaborators and connections."""

    def __init__(
        self,
        *,
        sessions: Sessions,
        actions: WindowActions,
        notices: Notices,
        session_commands: SessionCommands,
        recording: RecordingCommands,
        producers: Producers,
        clock: FrameClock,
        table: QTableView,
        model: TaskTableModel,
        banner: ScenarioBanner,
        parent: QMainWindow,
    ) -> None:
        self._sessions, self._actions, self._notices = sessions, actions, notices
        self._banner = banner
        self._session_commands, self._producers = session_commands, producers
        self._recording = recording
        self._clock, self._table, self._model, self._parent = clock, table, model, parent
        a = actions
        self.check: LateFeature[CheckCommands] = LateFeature(
            self._make_check,
            {a.check: lambda c: c.choose_and_check, a.exercise: lambda c: c.show_exercise},
        )
        offer_attach(a)  # what the broker's commands say and allow before it is made
        self.broker: LateFeature[BrokerCommands] = LateFeature(
            self._make_broker, {a.attach: lambda b: b.choose_and_attach}
        )

    def _make_check(self) -> CheckCommands:
        a = self._actions
        made: type[CheckCommands] = CHECK.load()
        check = made(
            sessions=self._sessions,
            notices=self._notices,
            session_commands=self._session_commands,
            recording=self._recording,
            table=self._table,
            model=self._model,
            parent=self._parent,
        )
        check.ended.connect(self._clock.show_now)
        check.entering.connect(self._producers.reset)  # a check shows only the check
        check.quiz_wanted.connect(a.predict.setChecked)
        return check

    def _make_broker(self) -> BrokerCommands:
        broker: BrokerCommands = BROKER.load()(
            sessions=self._sessions,
            actions=self._actions,
            notices=self._notices,
            session_commands=self._session_commands,
            banner=self._banner,
            parent=self._parent,
        )
        broker.lost.connect(self._clock.show_now)  # the queue as last seen, at once
        return broker

    def open_scenario(self, scenario: Scenario) -> bool:
        """Where a scenario plays, in one place: on the RQ queue attached if
        it names a broker (the broker says what is needed if none is), else
        in a new session of the window's own queue. True if it opened."""
        if scenario.broker is not None:
            return self.broker.get().play(scenario)
        return self._producers.run_scenario(scenario)

    def shut_down(self) -> None:
        """The window closes: a student's process ends, a broker is no longer
        followed (its workers stop). A feature never made has nothing to end."""
        for feature in (self.check.made(), self.broker.made()):
            if feature is not None:
                feature.shut_down()
