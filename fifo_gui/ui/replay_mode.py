"""Replay mode: the window shows a recording instead of its own scheduler.

Entering it (`ReplayMode.enter`) is a New session, then: the bridge stops
listening to the window's scheduler (a plain task of the live session that
ends later must not land on the recording's ids), the ledger forgets the live
session's ids, the producer and worker controls go off, the replay bar joins
the window, and every view reads the replay's position as its "now". What the
window would take from its own idle scheduler comes from the recording: the
worker status and the queue lane's workers. Paused, each step or scrub is a
jump: the narrator says what happened at the instant shown. Leaving it
(`close`) puts everything back; the window is live again, empty.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QSpinBox, QVBoxLayout

from fifo_gui.core.back_pressure import blocked_at, blocked_spans
from fifo_gui.core.events import Event, TaskCancelled, TaskQueued
from fifo_gui.core.ledger import Ledger
from fifo_gui.core.recording import Setup
from fifo_gui.ui.narrator import FIRST_LINE
from fifo_gui.ui.predict import PredictMode
from fifo_gui.ui.replay import ReplayController, is_take
from fifo_gui.ui.replay_bar import ReplayBar

if TYPE_CHECKING:
    from fifo_gui.ui.main_window import MainWindow
    from fifo_gui.ui.recording_commands import RecordingActions

# The window's commands that produce or consume: off in a replay, where no worker runs.
LIVE_ONLY = (
    "add_sleep",
    "add_fail",
    "add_cpu",
    "add_lesson",
    "burst",
    "producer",
    "start",
    "stop",
    "stop_now",
    "pause",
    "step",
    "cancel",
    "retry",
    "clear",
    "new_session",
    "scenario_cancel",
    "open",
    "save",
)


def _show(spin: QSpinBox, value: int) -> None:
    """Show `value` in `spin` without acting on it (it would set the live queue up)."""
    spin.blockSignals(True)
    spin.setValue(value)
    spin.blockSignals(False)


NOT_A_WORKER = (TaskQueued, TaskCancelled)  # the producer's events (and a cancel's)
REPLAY_FIRST_LINE = "Replay, at its start: play it (Ctrl+Space) or step (Alt+Right)."
REPLAY_HINT = (
    "Replay: nothing has happened yet at this instant.\n\n"
    "Play: Ctrl+Space\n"
    "Next event: Alt+Right\n"
    "Drag the slider above to any instant."
)


class Clocked(Protocol):
    """A view that reads the time from its `now` (the table, the views, the narrator)."""

    now: Callable[[], float]


def recorded_workers(events: Sequence[Event]) -> list[str]:
    """The workers a recording shows, in the order they first act."""
    return list(dict.fromkeys([e.thread for e in events if not isinstance(e, NOT_A_WORKER)]))


def recorded_state(ledger: Ledger) -> str:
    """The recorded workers' state at the instant shown, in the live status's words."""
    if not ledger.lanes:
        return "Idle"
    if not ledger.workers:
        return "Stopped"
    return "Stopping" if ledger.stops_waiting else "Running"


class ReplayMode(QObject):
    """Enters and leaves replay mode in one window; the replay bar's commands."""

    def __init__(
        self,
        window: MainWindow,
        actions: RecordingActions,
        central: QVBoxLayout,
        predict: PredictMode,
    ) -> None:
        super().__init__(window)
        self._w = window
        self._a = actions
        self._central = central
        self._predict = predict
        self.replay: ReplayController | None = None
        self.bar: ReplayBar | None = None
        self.workers: list[str] = []  # the recording's
        self._live_last_id = 0
        self._spins: list[tuple[QSpinBox, int]] = []  # the window's own values, put back
        self._producer_blocked: Callable[[], bool] = lambda: False  # the window's, while replaying
        self._title = window.windowTitle()
        # What replay mode replaced, to put back.
        self._enabled: dict[str, bool] = {}
        self._nows: list[tuple[Clocked, Callable[[], float]]] = []
        self._busy: Callable[[], bool] | None = None
        for signal, slot in (
            (actions.close_replay.triggered, self.close),
            (actions.replay_play.toggled, self._on_play_toggled),
            (actions.replay_prev.triggered, self._on_prev),
            (actions.replay_next.triggered, self._on_next),
            (actions.replay_start.triggered, self._on_to_start),
            (actions.replay_end.triggered, self._on_to_end),
        ):
            signal.connect(slot)
        for action in actions.replay_only():
            action.setEnabled(False)

    def enter(
        self, events: Sequence[Event], path: Path, setup: Setup | None = None
    ) -> ReplayController:
        """The window in replay mode over `events` (times on the session clock);
        the queue drawn as `setup` says (None: as the window's own is set up)."""
        w, a = self._w, self._a
        if self.replay is not None:
            self.close()
        session = getattr(w, "session_commands", None)
        if session is not None:
            session.new_session()  # the workers stop, every view clears
        w.bridge.pause_listening()
        self._live_last_id = w.ledger.last_id  # the live session's ids go on from here
        self.replay = replay = ReplayController(w, events, path)
        self.workers = recorded_workers(replay.events)
        self.bar = ReplayBar(
            replay,
            a.replay_play,
            a.replay_prev,
            a.replay_next,
            a.close_replay,
            a.replay_faster,
            a.replay_slower,
        )
        self._central.insertWidget(0, self.bar)
        self.bar.show()  # now, not at the layout's next turn
        replay.playing_changed.connect(self._on_playing_changed)
        replay.position_changed.connect(self._on_position_changed)
        replay.about_to_step.connect(self._predict.guess_now)
        self._enabled = {}
        for name in LIVE_ONLY:
            action = getattr(w.actions_, name, None)
            if isinstance(action, QAction):
                self._enabled[name] = action.isEnabled()
                action.setEnabled(False)
        w.controls.setEnabled(False)
        a.record.setEnabled(False)
        for action in a.replay_only():
            action.setEnabled(True)
        # The views' "now" is the replay's position; the frame clock runs while
        # the replay plays, else it rests (paused, the narrator holds no line back).
        views: tuple[Clocked, ...] = (
            w.model,
            w.timeline,
            w.stats_panel,
            w.depth_chart,
            w.narrator,
            w.queue_lane,
        )
        self._nows = [(view, view.now) for view in views]
        for view in views:
            view.now = replay.now
        self._busy = w.clock.set_busy_check(lambda: replay.playing)
        w.queue_lane.show_workers(self.workers)
        w.show_replayed_workers(self._recorded_state)
        self._producer_blocked = w.producer_blocked
        self._spins = [(spin, spin.value()) for spin in self._setup_spins()]
        if setup is not None:  # the recording's queue: its order, its bound, its waits
            w.ledger.set_discipline(setup.discipline)
            w.queue_lane.show_maxsize(setup.maxsize)
            for spin, value in zip(
                self._setup_spins(), (setup.workers, setup.maxsize), strict=True
            ):
                _show(spin, value)
            spans = blocked_spans(replay.events, setup.maxsize)
            w.producer_blocked = lambda: blocked_at(spans, replay.now())
        else:
            w.producer_blocked = lambda: False  # the window's own producers are idle
        w.narrator.first_line = REPLAY_FIRST_LINE
        w.first_steps.set_text(REPLAY_HINT)
        w.timeline.live_badge = "● replay"
        w.setWindowTitle(f"Replay — {path.name} — fifo_gui")
        w.statusBar().showMessage(
            f"Replay of {path.name}: {len(events):,} events over "
            f"{replay.duration:.3f} s. Play with Ctrl+Space.",
            8000,
        )
        replay.restart()  # the ledger forgets the live session's ids: the recording's start at 1
        replay.seek(0.0)
        return replay

    @Slot()
    def close(self) -> None:
        """Leave replay mode: the window is live again, empty."""
        replay, w, a = self.replay, self._w, self._a
        if replay is None:
            return
        replay.close()
        replay.restart()
        w.ledger.reset(upto=self._live_last_id)  # the live ids again: a new task is #1 in line
        w.bridge.resume_listening()
        for view, now in self._nows:
            view.now = now
        self._nows = []
        if self._busy is not None:
            w.clock.set_busy_check(self._busy)
        for name, enabled in self._enabled.items():
            getattr(w.actions_, name).setEnabled(enabled)
        w.controls.setEnabled(True)
        a.record.setEnabled(True)
        for action in a.replay_only():
            action.setEnabled(False)
        if self.bar is not None:
            self.bar.detach()
            self._central.removeWidget(self.bar)
            self.bar.deleteLater()
        self.replay = self.bar = None
        self.workers = []
        w.setWindowTitle(self._title)
        w.queue_lane.show_workers(None)
        w.queue_lane.show_maxsize(None)
        for spin, value in self._spins:
            _show(spin, value)
        w.producer_blocked = self._producer_blocked
        w.ledger.set_discipline(w.scheduler.discipline)
        w.show_replayed_workers(None)
        w.narrator.first_line = FIRST_LINE
        w.first_steps.set_text(None)
        w.timeline.live_badge = "● live"
        session = getattr(w, "session_commands", None)
        if session is not None:
            session.new_session()

    def _setup_spins(self) -> tuple[QSpinBox, QSpinBox]:
        """The (disabled) workers and maxsize boxes: a replay shows the recording's."""
        return self._w.controls.workers_spin, self._w.controls.maxsize_spin

    def _recorded_state(self) -> tuple[str, int]:
        """The status's (state, worker count) at the instant shown."""
        return recorded_state(self._w.ledger), max(1, len(self.workers))

    @Slot(bool)
    def _on_play_toggled(self, play: bool) -> None:
        if self.replay is None:
            return
        if play:
            self.replay.play()
        else:
            self.replay.pause()

    @Slot(bool)
    def _on_playing_changed(self, playing: bool) -> None:
        self._a.replay_play.blockSignals(True)
        self._a.replay_play.setChecked(playing)
        self._a.replay_play.blockSignals(False)
        if not playing:
            self._w.narrator.show_instant()  # the line it held back would describe the past

    @Slot(float)
    def _on_position_changed(self, seconds: float) -> None:
        if self.replay is not None and not self.replay.playing:
            self._w.narrator.show_instant()  # a step or a scrub: say where it landed

    @Slot()
    def _on_prev(self) -> None:
        if self.replay is not None:
            self.replay.step_back()

    @Slot()
    def _on_next(self) -> None:
        if self.replay is not None:
            self.replay.step_forward(is_take if self._predict.on else None)

    @Slot()
    def _on_to_start(self) -> None:
        if self.replay is not None:
            self.replay.seek(0.0)

    @Slot()
    def _on_to_end(self) -> None:
        if self.replay is not None:
            self.replay.seek(self.replay.duration)
