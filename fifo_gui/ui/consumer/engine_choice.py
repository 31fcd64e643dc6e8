"""Threads or processes: what runs the live session's workers' calls.

The choice is the window's (remembered between runs) and a session's: a
session is one scheduler, and its engine is the class of that scheduler. So
a change while nothing waits or runs makes a new live session on the other
engine, with the same setup; while tasks wait or run it is refused, as a
change of the queue's order is. A replay shows no choice (the combo is off).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot

from fifo_gui.ui.producer.control_panel import ControlPanel
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.session.session_commands import SessionCommands
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.window.settings import AppSettings


class EngineChoice(QObject):
    """The Consumer group's engine combo over the shown session."""

    def __init__(
        self,
        sessions: Sessions,
        session_commands: SessionCommands,
        controls: ControlPanel,
        settings: AppSettings,
        notices: Notices,
    ) -> None:
        super().__init__(session_commands)  # lives as long as the commands it uses
        self._sessions = sessions
        self._session_commands = session_commands
        self._combo = combo = controls.engine_combo
        self._settings = settings
        self._notices = notices
        combo.activated.connect(self._on_activated)
        sessions.shown.connect(self.show_session)  # the combo follows whatever is shown
        sessions.bridge.batch_applied.connect(self._on_batch_applied)  # ... and its setup
        self.show_session(sessions.current)

    @Slot(object)
    def show_session(self, session: Session) -> None:
        """Show `session`'s engine; only a live session's can be changed."""
        self._show(session.engine)
        self._combo.setEnabled(session.live)

    @Slot(object)
    def _on_batch_applied(self, _batch: object) -> None:
        """The session's setup may have come in its events (a broker's, a
        replay's): show its engine (a no-op when it is shown already)."""
        self._show(self._sessions.current.engine)

    def _show(self, engine: str) -> None:
        index = self._combo.findData(engine)
        if index != self._combo.currentIndex():
            self._combo.blockSignals(True)
            self._combo.setCurrentIndex(index)
            self._combo.blockSignals(False)

    @Slot(int)
    def _on_activated(self, index: int) -> None:
        engine = str(self._combo.itemData(index))
        session = self._sessions.current
        if engine == session.engine or session.scheduler is None:
            self._show(session.engine)
            return
        self._sessions.bridge.drain()  # the ledger knows what the workers did up to now
        ledger = session.ledger
        if session.scheduler.running or ledger.queued or ledger.running:
            self._show(session.engine)
            self._notices.refuse(
                self.tr(
                    "Stop the workers and let the queue empty before changing "
                    "whether the workers are threads or processes."
                )
            )
            return
        self._settings.engine = engine
        self._session_commands.open_session(None, engine)
        if engine == "processes":
            said = self.tr("New session: each worker runs its tasks in a process of its own.")
        else:
            said = self.tr("New session: the workers are threads of this process again.")
        self._notices.say(said)
