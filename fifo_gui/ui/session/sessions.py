"""The session the window shows, and the one path by which another is shown."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from fifo_gui.ui.session.bridge import SchedulerBridge
from fifo_gui.ui.session.session import Session


class Sessions(QObject):
    """The session the window shows, and the one path by which another is shown.

    `show(session)` ends a live session that is no longer shown (its scheduler
    shuts down at once, never waiting), points the bridge at the new one, and
    tells every view through `shown`: New session, opening a replay, a replay
    going back and closing it all take this path.

    Signals:
        shown(Session): GUI thread. The views show this session from now on
            (empty: its ledger has taken nothing in yet, or a replay's start).
    """

    shown = Signal(object)

    def __init__(self, bridge: SchedulerBridge, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge

    @property
    def current(self) -> Session:
        """The session shown now."""
        return self.bridge.session

    def frame(self, begun: bool) -> None:
        """A frame of the window begins (every view of it reads the instant the
        current session takes now) or was painted (its clock runs on)."""
        if begun:
            self.current.begin_frame()
        else:
            self.current.end_frame()

    def show(self, session: Session) -> None:
        """Show `session` in every view; a live session it replaces ends now."""
        old = self.current
        old.end_frame()  # a frame begun on it ends with it
        while self.bridge.backlog:  # the old session's last events reach the log and a recording
            self.bridge.drain()
        self.bridge.show(session)
        if old.scheduler is not None and old.scheduler is not session.scheduler:
            old.scheduler.shutdown(timeout=0)  # its late events go nowhere (the bridge)
        self.bridge.drain()  # the queue's setup, which a new scheduler reports at once
        self.shown.emit(session)
