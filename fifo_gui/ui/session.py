"""A session: what the window shows, as one object.

A session is a ledger (every view reads it, configuration included), the clock
it is read against (`epoch`, where 0 s falls, and `now`), and where its events
come from: a live `ClassroomScheduler`, or nothing (a replay's recording, or
another process, feeds the bridge). New session makes a fresh one, so ids
start at 1; a replay is another session, shown by the same views.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.disciplines import QUEUE_CLASSES
from fifo_gui.core.ledger import Ledger
from fifo_gui.core.recording import Setup

if TYPE_CHECKING:
    from fifo_gui.ui.bridge import SchedulerBridge


@dataclass(eq=False)
class Session:
    """One run the window shows: its ledger, its clock and its scheduler (None: fed from
    a recording). `epoch` moves once, to the session's first event (see SessionCommands)."""

    ledger: Ledger = field(default_factory=Ledger)
    scheduler: ClassroomScheduler | None = None
    epoch: float = field(default_factory=time.monotonic)
    now: Callable[[], float] = time.monotonic
    # A producer waits for room on the full queue: the window's producers say so
    # live, a recording's events at the instant a replay shows.
    producer_blocked: Callable[[], bool] = lambda: False
    name: str = ""  # what the window's title calls a replay: its file's name
    # True while what it shows moves on its own (the frame clock runs): None
    # for a live session, where that is while tasks wait or run.
    playing: Callable[[], bool] | None = None

    @property
    def live(self) -> bool:
        """True when a scheduler of this window runs it (not a replay)."""
        return self.scheduler is not None

    def moving(self) -> bool:
        """True while the views must repaint on their own: live, while tasks
        wait or run; a replay, while it plays (paused, it is idle)."""
        if self.playing is not None:
            return self.playing()
        return self.ledger.queued + self.ledger.running > 0

    def setup(self) -> Setup:
        """How this session's queue is set up, as its ledger knows it."""
        ledger = self.ledger
        return Setup(ledger.discipline, ledger.maxsize, ledger.worker_count)

    @classmethod
    def new_live(cls, workers: int = 1, maxsize: int = 0, discipline: str = "FIFO") -> Session:
        """A fresh live session: a new scheduler (ids from 1) set up as asked."""
        scheduler = ClassroomScheduler(workers, maxsize, verbose=False)
        if discipline != scheduler.discipline:
            scheduler.use_queue(QUEUE_CLASSES[discipline])
        return cls(scheduler=scheduler)


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

    def show(self, session: Session) -> None:
        """Show `session` in every view; a live session it replaces ends now."""
        old = self.current
        while self.bridge.backlog:  # the old session's last events reach the log and a recording
            self.bridge.drain()
        self.bridge.show(session)
        if old.scheduler is not None and old.scheduler is not session.scheduler:
            old.scheduler.shutdown(timeout=0)  # its late events go nowhere (the bridge)
        self.bridge.drain()  # the queue's setup, which a new scheduler reports at once
        self.shown.emit(session)
