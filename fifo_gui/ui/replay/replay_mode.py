"""Replay mode: the window shows a recording's session instead of a live one.

Entering it (`ReplayMode.enter`) ends the live session and shows the
recording's (`ReplayController.restart`: a session with a ledger and no
scheduler); the replay bar joins the window. Every view reads that session
as it reads a live one — the queue's setup, the workers, the clock — and the
window turns off what acts on a live scheduler because the shown session is
not live. Paused, each step or scrub is a jump: the narrator says what
happened at the instant shown. Leaving it (`close`) asks for a new live
session (`closed`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QVBoxLayout, QWidget

from fifo_gui.core.events import Event
from fifo_gui.core.recording import Setup
from fifo_gui.ui.consumer.predict import PredictMode, is_take
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.views.narrator import Narrator
from fifo_gui.ui.window.actions import ActionSet, WindowActions, key_text
from fifo_gui.ui.window.late import REPLAY_BAR, REPLAY_CONTROLLER
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.numbers import agree, number

if TYPE_CHECKING:
    from fifo_gui.ui.replay.replay import ReplayController
    from fifo_gui.ui.replay.replay_bar import ReplayBar


class ReplayMode(QObject):
    """Enters and leaves replay mode; the replay bar's commands.

    Signals:
        entering(): GUI thread. A replay is about to replace the live session
            (connected directly: the live setup is remembered, producers stop).
        closed(): GUI thread. The replay was closed: a new live session is wanted.
        moved(): GUI thread. A jump applied events, or playing started or
            stopped: the table shows them now, the frame clock wakes.
    """

    entering = Signal()
    closed = Signal()
    moved = Signal()

    def __init__(
        self,
        sessions: Sessions,
        actions: ActionSet,
        predict: PredictMode,
        narrator: Narrator,
        notices: Notices,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._sessions = sessions
        self._a = actions
        # Where the replay bar goes while a replay is shown: the window places it.
        self.place = QWidget()
        self.place.setObjectName("replayBarPlace")
        self._place = QVBoxLayout(self.place)
        self._place.setContentsMargins(0, 0, 0, 0)
        self.place.hide()
        self._predict = predict
        self._narrator = narrator
        self._notices = notices
        self.replay: ReplayController | None = None
        self.bar: ReplayBar | None = None
        for signal, slot in (
            (actions.close_replay.triggered, self.close),
            (actions.replay_play.toggled, self._on_play_toggled),
            (actions.replay_prev.triggered, self._on_prev),
            (actions.replay_next.triggered, self._on_next),
            (actions.replay_start.triggered, self._on_to_start),
            (actions.replay_end.triggered, self._on_to_end),
        ):
            signal.connect(slot)
        for action in actions.in_group("replay"):
            action.setEnabled(False)

    def enter(
        self, events: Sequence[Event], path: Path, setup: Setup | None = None
    ) -> ReplayController:
        """Show the recording's session: `events` (times on the session clock)
        of a queue set up as `setup` says."""
        if self.replay is not None:
            self._leave()
        self.entering.emit()
        self.replay = replay = REPLAY_CONTROLLER.load()(self._sessions, events, path, setup, self)
        self.bar = REPLAY_BAR.load()(
            replay,
            self._a.replay_play,
            self._a.replay_prev,
            self._a.replay_next,
            self._a.close_replay,
            self._a.replay_faster,
            self._a.replay_slower,
        )
        self._place.addWidget(self.bar)
        self.place.show()  # now, not at the layout's next turn
        replay.playing_changed.connect(self._on_playing_changed)
        replay.jumped.connect(self.moved)
        replay.position_changed.connect(self._on_position_changed)
        replay.about_to_step.connect(self._predict.guess_now)
        for action in self._a.in_group("replay"):
            action.setEnabled(True)
        replay.restart()  # the recording's session is shown, ids as recorded
        replay.seek(0.0)
        n = len(events)
        text = self.tr("Replay of {file}: %n event(s) over {duration} s. Play with {key}.", "", n)
        self._notices.say(
            agree(text, n).format(
                file=path.name,
                duration=number(replay.duration, 3),
                key=key_text(WindowActions.replay_play),
            ),
            8000,
        )
        return replay

    @Slot()
    def close(self) -> None:
        """Leave replay mode: the window is live again, empty."""
        if self.replay is None:
            return
        self._leave()
        self.closed.emit()

    def _leave(self) -> None:
        replay, self.replay = self.replay, None
        if replay is not None:
            replay.close()
            replay.deleteLater()
        for action in self._a.in_group("replay"):
            action.setEnabled(False)
        if self.bar is not None:
            self.bar.detach()
            self._place.removeWidget(self.bar)
            self.bar.deleteLater()
            self.bar = None
            self.place.hide()

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
        self.moved.emit()
        if not playing:
            self._narrator.show_instant()  # the line it held back would describe the past

    @Slot(float)
    def _on_position_changed(self, seconds: float) -> None:
        if self.replay is not None and not self.replay.playing:
            self._narrator.show_instant()  # a step or a scrub: say where it landed

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
