"""Replay: a recording is a session of its own, fed through the path live events take.

The replay's session has a ledger and no scheduler; its clock's "now" is the
replay's position. The recorded events go into the bridge
(`SchedulerBridge.feed`), which feeds that ledger and tells the table, the
log, the narrator and the views, as it does for the workers' events; no
worker runs. Times in a recording are on the session clock (seconds from 0),
and so is the replay's session: its epoch is 0 and its "now" the replay's
position, so the table shows the recorded times and the events are replayed
as they were read, never copied (a million tasks are three million events).
What it looks up in them (`RecordedEvents`) is made where they were read, off
the GUI thread. The queue's setup (the recording's first line) is the
session's first event, so the views show the recorded queue.

Going forward applies the events up to the new position. A jump (a scrub, a
step) that goes back, or forward further than the checkpoints' spacing and
past one, starts from the ledger's checkpoint before its target: the recording
is applied once more, a few milliseconds a turn of Qt's loop, in the batches
a jump applies, keeping a copy of the ledger every 2,500 events or so
(`core/ledger/checkpoints.py`). The jump shows a copy of that copy as a
fresh session (the one path New session takes), tells the views what it
holds (`SchedulerBridge.caught_up`: the table gets its rows, the log and the
narrator its latest events) and applies the events from there. So a jump
applies at most one checkpoint's worth of events and shows exactly what
applying every event up to there shows. Until the checkpoints are made (a
second or so for 100k tasks), a jump starts from the latest one made, or
from the start. Playing uses a timer only while it plays, and making the
checkpoints only until they are made: then a paused replay is idle.
"""

from __future__ import annotations

import gc
import time
from bisect import bisect_right
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from fifo_gui.core.events import Event, TaskQueued, taken_id
from fifo_gui.core.ledger import Ledger
from fifo_gui.core.ledger.checkpoints import Checkpoint, Checkpoints, jump_windows
from fifo_gui.core.recording import RecordedEvents, Setup
from fifo_gui.ui.session import pacing
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.window.actions import WindowActions, key_text
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP


def replay_hint() -> str:
    """The empty table's words in a replay, naming this platform's keys."""
    play, step = key_text(WindowActions.replay_play), key_text(WindowActions.replay_next)
    return QCoreApplication.translate(
        "ReplayController",
        "Replay: nothing has happened yet at this instant.\n\n"
        "Play: {play}\n"
        "Next event: {step}\n"
        "Drag the slider above to any instant.",
    ).format(play=play, step=step)


def replay_first_line() -> str:
    play, step = key_text(WindowActions.replay_play), key_text(WindowActions.replay_next)
    return QCoreApplication.translate(
        "ReplayController", "Replay, at its start: play it ({play}) or step ({step})."
    ).format(play=play, step=step)


# Translated where a session is made (restart).
REPLAY_TIP = QT_TRANSLATE_NOOP(
    "ReplayController", "The recording's workers at the instant shown: no worker runs in a replay"
)
SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
TICK_MS = 20  # how often a playing replay moves on; the frame clock paints


class ReplayController(QObject):
    """Plays, pauses, scrubs and steps a recording, shown through `sessions`.

    Signals:
        position_changed(float): GUI thread. The replay is at this many seconds.
        playing_changed(bool): GUI thread. It started (True) or stopped playing.
        about_to_step(): GUI thread. A step is about to apply its event(s), up
            to the one it steps to (predict mode takes the class's guess now); not
            emitted by a step that only brings in the item a take will take.
        jumped(): GUI thread. A scrub or a step applied its events: show them now.
    """

    position_changed = Signal(float)
    playing_changed = Signal(bool)
    about_to_step = Signal()
    jumped = Signal()

    def __init__(
        self,
        sessions: Sessions,
        events: Sequence[Event],
        path: Path,
        setup: Setup | None = None,
        parent: QObject | None = None,
    ) -> None:
        """Replay `events` (times on the session clock) of a queue set up as
        `setup` says (None: an old recording without its setup line)."""
        super().__init__(parent)
        self._sessions = sessions
        self.path = path
        self.epoch = 0.0  # the session clock's: events keep their recorded times
        # Made where the file was read (load_recording); events from elsewhere, here.
        self.events = events if isinstance(events, RecordedEvents) else RecordedEvents(events)
        self._ends = self.events.ends  # bisect on the running maximum of the times
        # The queue as it was when the recording began: where every pass starts.
        first = () if setup is None else (setup.configured(self.epoch),)
        self.checkpoints = Checkpoints(self.events, self._ends, first, pacing.EVENT_CHUNK)
        # Made a slice at a turn of Qt's loop, between its other work, until all are made.
        self._making = QTimer(self)
        self._making.setInterval(0)
        self._making.timeout.connect(self._on_making)
        self._making.start()
        # The events (kept unchanged until the replay closes, never part of a
        # cycle) leave the cycle collector's scans at the window's next frame,
        # as every object does (ui/collector.py).
        self.duration = self._ends[-1] if self._ends else 0.0
        self.index = 0  # events applied so far
        self.position = 0.0  # seconds on the session clock
        self.speed = 1.0
        self._anchor = (0.0, 0.0)  # (position, perf_counter) when play began
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._on_tick)

    def close(self) -> None:
        """The replay is over: stop, and so does the making of its checkpoints."""
        self.pause()
        self._making.stop()

    @Slot()
    def _on_making(self) -> None:
        if self.checkpoints.make(pacing.CHECKPOINT_BUDGET_S):
            self._making.stop()

    # -- its session's clock --------------------------------------------------------

    def now(self) -> float:
        """The views' "now": the replay's position on the monotonic clock."""
        return self.epoch + self.position

    @property
    def playing(self) -> bool:
        """True while the replay plays."""
        return self._timer.isActive()

    @property
    def at_end(self) -> bool:
        """Every event is applied."""
        return self.index >= len(self.events)

    # -- moving ------------------------------------------------------------------------

    def play(self) -> None:
        """Play from here (from the start again if at the end)."""
        if self.playing:
            return
        if self.at_end:
            self.seek(0.0)
        self._anchor = (self.position, time.perf_counter())
        self._timer.start()
        self.playing_changed.emit(True)

    def pause(self) -> None:
        """Stop playing; the views stay at this instant."""
        if not self.playing:
            return
        self._timer.stop()
        self.playing_changed.emit(False)

    def set_speed(self, speed: float) -> None:
        """0.25x to 8x; a playing replay goes on from where it is."""
        self.speed = speed
        self._anchor = (self.position, time.perf_counter())

    @Slot()
    def _on_tick(self) -> None:
        began_at, began = self._anchor
        target = min(self.duration, began_at + (time.perf_counter() - began) * self.speed)
        # While playing, the events go through the bridge's budgeted drain,
        # like a live flood: the window stays responsive at any speed.
        self._feed_to(bisect_right(self._ends, target))
        self._set_position(target)
        if target >= self.duration:
            self.pause()

    def seek(self, seconds: float) -> None:
        """Show the session at `seconds` (0 is before the first event), backwards too."""
        seconds = max(0.0, min(self.duration, seconds))
        target = 0 if seconds <= 0 else bisect_right(self._ends, seconds)
        self._go_to(target, seconds)
        if self.playing:
            self._anchor = (seconds, time.perf_counter())

    def step_forward(self, until: Callable[[Event], bool] | None = None) -> Event | None:
        """Apply the next event (or every event up to the next one `until`
        accepts); the event it stopped at, or None at the end.

        A step to a take whose item is queued within the step stops just before
        the take: the item is in the table first (predict mode: the class can
        click it), and the next step takes it."""
        if self.at_end:
            return None
        self.pause()
        stop = self.index
        if until is not None:
            while stop < len(self.events) - 1 and not until(self.events[stop]):
                stop += 1
            if self._queued_within(stop):
                self._go_to(stop, self._ends[stop - 1])
                return self.events[stop - 1]
        self.about_to_step.emit()
        self._go_to(stop + 1, self._ends[stop])
        return self.events[stop]

    def _queued_within(self, stop: int) -> bool:
        """True if event `stop` takes an item queued by an event not yet applied."""
        item = taken_id(self.events[stop])
        if item is None:
            return False
        return any(
            type(event) is TaskQueued and event.task_id == item
            for event in self.events[self.index : stop]
        )

    def step_back(self) -> None:
        """Undo the last event applied: the views as they were just before it."""
        if self.index == 0:
            return
        self.pause()
        target = self.index - 1
        self._go_to(target, self._ends[target - 1] if target else 0.0)

    def next_event(self) -> Event | None:
        """The event a step would apply next."""
        return None if self.at_end else self.events[self.index]

    # -- applying ----------------------------------------------------------------------

    def _go_to(self, target: int, seconds: float) -> None:
        """Exactly the first `target` events applied, now, shown at `seconds`
        (a scrub, a step), applying at most one checkpoint's worth of events:
        back, or forward further than `Checkpoints.every` past a checkpoint,
        it starts from the checkpoint before `target`. The position
        moves first: the frame the jump asks for shows that instant; who
        follows the position hears of it last, with the events applied."""
        point = self.checkpoints.before(target)
        # Forward, a short way (a step), the events are applied from here:
        # restoring the checkpoint ahead would cost more than applying them.
        far = target - self.index > self.checkpoints.every
        bridge = self._sessions.bridge
        # A jump makes up to a record per task at once (a checkpoint's copy,
        # then the events after it), and none is part of a cycle: the cycle
        # collector, which would otherwise run every few hundred records over
        # all of them (a 1M replay's millions: a long freeze), waits until it is done,
        # and what it made then leaves the collector's scans, as what a frame
        # made does (ui/session/collector.py).
        collecting = gc.isenabled()
        gc.disable()
        try:
            if target < self.index or (far and point is not None and point.at > self.index):
                self._restore(point)
            self.position = seconds
            # The batches the checkpoints were made in: one per DEPTH_RESOLUTION of
            # session time, as live batches come (the ledger keeps a depth point per batch).
            for end in jump_windows(self._ends, self.index, target):
                self._feed_to(end)
                while bridge.backlog:
                    bridge.drain()
        finally:
            gc.freeze()
            if collecting:
                gc.enable()
        self.jumped.emit()
        self.position_changed.emit(seconds)

    def _feed_to(self, target: int) -> None:
        if target > self.index:
            self._sessions.bridge.feed(self.events[self.index : target])
            self.index = target

    def restart(self) -> None:
        """A fresh session of this recording is shown, as New session shows one:
        no event applied."""
        self._restore(None)

    def _restore(self, point: Checkpoint | None) -> None:
        """A fresh session at `point` (None: the start) is shown, its ledger a
        copy of the checkpoint's; the views hear of what it holds."""
        if point is None:
            self._show(self.checkpoints.fresh())
            self.index = 0
            return
        ledger, rows = self.checkpoints.restore(point)
        self._show(ledger)
        self._sessions.bridge.caught_up(self.events, point.at, rows)
        self.index = point.at

    def _show(self, ledger: Ledger) -> None:
        self._sessions.show(
            Session(
                ledger,
                epoch=self.epoch,
                clock=self.now,
                name=self.path.name,
                playing=lambda: self.playing,
                kind=self.tr("Replay"),
                first_line=replay_first_line(),
                empty_hint=replay_hint(),
                status_tip=QCoreApplication.translate("ReplayController", REPLAY_TIP),
            )
        )

    def _set_position(self, seconds: float) -> None:
        self.position = seconds
        self.position_changed.emit(seconds)
