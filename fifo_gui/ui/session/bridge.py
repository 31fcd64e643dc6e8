"""The one door from the worker threads into the GUI thread.

The bridge is a core listener. On a worker thread it appends the event to a
pending list under a lock and, only when the list was empty before, emits
`events_waiting`: one queued signal per batch, not per event (the shape of
Anki's `aqt/taskman.py`). On the GUI thread `drain` swaps the list out, feeds
the shown session's `Ledger`, and tells the window what changed.

The door is also the window's turn. While the window takes events in or
shows a frame it holds the door's lock (`turn()`), and a worker that reports
an event meanwhile waits at the door. A worker draining a backlog never waits
on its queue; without the turn it would share the interpreter lock with each
frame, stretching it to twice its length. With it, a frame is drawn at full
speed and the backlog drains at the pace the window can show.

The bridge outlives sessions: `show(session)` follows another one (New
session, a replay). Events of a session no longer shown are dropped, even
those a worker of the old scheduler reports later.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from typing import NamedTuple

from PySide6.QtCore import QMetaMethod, QObject, Qt, QTimer, Signal, SignalInstance

from fifo_gui.core.events import Event, TaskFailed, TaskFinished, TaskStarted
from fifo_gui.core.ledger import Ledger, Record
from fifo_gui.core.scheduler import FIFOScheduler
from fifo_gui.core.time_slice import TimeSlice
from fifo_gui.ui.session import pacing
from fifo_gui.ui.session.session import Session

CAUGHT_UP_EVENTS = 64  # the events `caught_up` lists: the narrator looks at the last 64


class Batch(NamedTuple):
    """Events the ledger has just taken in, in order, and the records they added.

    `earlier`: events it took in before these, counted but not listed (a
    replay's ledger restored from a checkpoint: `SchedulerBridge.caught_up`)."""

    events: tuple[Event, ...]
    added: tuple[Record, ...]
    earlier: int = 0


class SchedulerBridge(QObject):
    """Turns the shown session's events into its ledger's state and Qt signals.

    Signals:
        events_waiting(): emitted on the worker thread that reported an event
            into an empty pending list (or on the GUI thread, for an event the
            GUI thread caused). Connected, queued, to the GUI-thread drain.
        batch_applied(Batch): GUI thread. The ledger has taken in these events;
            the table and the log follow this one signal.
        task_started(TaskStarted), task_finished(TaskFinished),
        task_failed(TaskFailed): GUI thread, one per event, after
            `batch_applied`; emitted only while something is connected.
    """

    events_waiting = Signal()
    batch_applied = Signal(object)
    task_started = Signal(object)
    task_finished = Signal(object)
    task_failed = Signal(object)

    def __init__(
        self,
        scheduler: FIFOScheduler | None = None,
        ledger: Ledger | None = None,
        parent: QObject | None = None,
    ) -> None:
        """Follow `scheduler` into `ledger` (a new one if none is given)."""
        super().__init__(parent)
        # Held by a worker appending, by the GUI thread swapping the list out, and
        # by the GUI thread for a whole frame (`turn`): reentrant, as a frame
        # may take events in, and the GUI thread reports its own puts.
        self._lock = threading.RLock()
        self._pending: list[Event] = []  # filled by the workers, under the lock
        self._taken: list[Event] = []  # swapped out by the GUI thread, not yet ingested
        self._offset = 0  # how much of _taken is ingested
        self._per_event: dict[type, SignalInstance] = {
            TaskStarted: self.task_started,
            TaskFinished: self.task_finished,
            TaskFailed: self.task_failed,
        }
        # Every drain runs from this zero timer, so a drain is one timer among
        # Qt's others (a frame, a click's feedback) and waits its place. Run from
        # the events the workers post, one drain followed the next: a worker
        # reported again as soon as the last one ended, in the same pass of Qt's loop.
        self._drain_timer = QTimer(self)
        self._drain_timer.setSingleShot(True)
        self._drain_timer.setInterval(0)
        self._drain_timer.timeout.connect(self._drain_unless_held)
        self._held = False
        # The bridge lives on the GUI thread; the workers emit: queued, explicitly.
        self.events_waiting.connect(self._drain_timer.start, Qt.ConnectionType.QueuedConnection)
        self.session = Session(
            ledger if ledger is not None else Ledger(),
            scheduler,  # type: ignore[arg-type]
        )
        self.ledger = self.session.ledger
        self._source: Session | None = None  # whose events are taken: None after detach
        self._listener: object = None
        self._follow(self.session)

    def show(self, session: Session) -> None:
        """Follow `session` from now on: what the last one reported and was not
        taken in is dropped, and so is whatever its workers report later."""
        self.detach()
        self.session = session
        self.ledger = session.ledger
        self._follow(session)

    def _follow(self, session: Session) -> None:
        with self._lock:
            self._source = session
        if session.scheduler is not None:
            listener = partial(self._on_event, session)
            self._listener = listener
            session.scheduler.add_listener(listener)  # it hears the queue's setup first

    def _on_event(self, source: Session, event: Event) -> None:
        """The listener, on the thread that acted (a worker, or the GUI for a put)."""
        with self._lock:
            if source is not self._source:
                return  # a session no longer shown: its late events go nowhere
            self._pending.append(event)
            first = len(self._pending) == 1
        if first:
            self.events_waiting.emit()

    def feed(self, events: Sequence[Event]) -> None:
        """Events from a recording (replay), on the GUI thread: they take the
        workers' path, pending list and budgeted drain, so a replayed flood is
        ingested exactly as a live one."""
        if not events:
            return
        with self._lock:
            first = not self._pending
            self._pending += events
        if first:
            self.events_waiting.emit()

    @contextmanager
    def turn(self) -> Iterator[None]:
        """The window's turn, on the GUI thread: a worker reporting an event
        meanwhile waits until it ends. Hold it for a frame, never for a wait."""
        with self._lock:
            yield

    def hold(self, held: bool) -> None:
        """While `held`, the timer's drains wait: a frame's texts are set and
        its paint is due (`FrameClock`), which must show the events they were
        set from. An explicit `drain()` (a command's) still drains. Once the
        frame is painted, what waited is taken in at Qt's next pass, before
        the next frame (`FrameClock` counts its period from the paint)."""
        self._held = held
        if not held and self.backlog:
            self._drain_timer.start()

    def _drain_unless_held(self) -> None:
        if not self._held:
            self.drain()

    @property
    def backlog(self) -> int:
        """Events reported by the workers and not yet taken in by the GUI."""
        return len(self._taken) - self._offset + len(self._pending)

    def drain(self) -> None:
        """Take in what the workers reported, in batches, for at most
        `pacing.DRAIN_BUDGET_S`, in the window's turn; a backlog comes back at the next
        pass of the event loop, after paints, input and the other timers, so
        a flood never freezes the window."""
        with self.turn():
            self._take_in(TimeSlice(pacing.DRAIN_BUDGET_S))
        # Come back for the rest: what is left of this turn's, and what was
        # reported meanwhile (its signal may have been spent on an earlier turn).
        if self.backlog:
            self._drain_timer.start()

    def _take_in(self, turn: TimeSlice) -> None:
        listened = {kind: sig for kind, sig in self._per_event.items() if self._connected(sig)}
        while True:  # at least one batch per turn, however slow the machine
            if self._offset >= len(self._taken):
                self._taken, self._pending = self._pending, []
                self._offset = 0
                if not self._taken:
                    return
            batch = tuple(self._taken[self._offset : self._offset + pacing.EVENT_CHUNK])
            self._offset += len(batch)
            self._deliver(batch, listened)
            if not turn.more():
                return

    def _deliver(self, batch: tuple[Event, ...], listened: dict[type, SignalInstance]) -> None:
        added = self.session.take_in(batch)
        self.batch_applied.emit(Batch(batch, tuple(added)))
        if listened:
            for event in batch:
                signal = listened.get(type(event))
                if signal is not None:
                    signal.emit(event)

    def caught_up(self, events: Sequence[Event], upto: int, rows: Sequence[Record]) -> None:
        """The shown session's ledger holds the first `upto` of `events` already
        (a replay's, restored from a checkpoint; `rows`: the records they put).
        One `batch_applied` tells the table, the log and the narrator, as if it
        had taken them in now: it lists the last CAUGHT_UP_EVENTS (more than any
        view keeps of a batch) and counts the others."""
        listed = tuple(events[max(0, upto - CAUGHT_UP_EVENTS) : upto])
        self.batch_applied.emit(Batch(listed, tuple(rows), upto - len(listed)))

    def _connected(self, signal: SignalInstance) -> bool:
        return bool(self.isSignalConnected(QMetaMethod.fromSignal(signal)))

    def detach(self) -> None:
        """Stop listening (a new session, app exit). Late events are dropped silently."""
        scheduler = self.session.scheduler
        if scheduler is not None and self._listener is not None:
            scheduler.remove_listener(self._listener)  # type: ignore[arg-type]
        self._listener = None
        with self._lock:
            self._source = None  # nothing reported from now on is taken in
            self._pending = []
        self._taken, self._offset = [], 0
