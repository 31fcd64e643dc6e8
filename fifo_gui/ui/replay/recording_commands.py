"""Record, replay, export a trace, predict: the window's commands for issue 17.

- Record session… (and `--record FILE`): a `Recorder` listens to the
  scheduler from now on; times are on the window's clock (the table's
  "seconds since the session began"), so a replay shows the same times.
- Export ▸ Trace (and `--trace-out FILE`, which application.py writes when
  the window closes), whole or not at all (`core/outputs.py`):
  the Chrome Trace Event format. Live, it is built from the table's rows (what
  the window keeps: at most the table's history, without the rows Clear
  finished removed); in a replay, from the recording's events up to the
  instant shown.
- Open recording… (and `--replay FILE`): read and checked on a thread of
  its own (`background_load.py`), then the window in replay mode
  (`replay_mode.py` enters and leaves it; `replay.py`, `replay_bar.py`): no
  worker runs, the producer and worker controls are off, a banner and the
  title say "Replay".
- Predict (`predict.py`): before each Step the class guesses the next item.

Errors never raise into Qt: a window-modal message, and nothing changes.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QTableView,
    QWidget,
)

from fifo_gui.core.events import (
    Event,
)
from fifo_gui.core.outputs import write_text
from fifo_gui.core.recording import Recording, RecordingError, Setup, load_recording
from fifo_gui.core.safe_files import shown_name
from fifo_gui.core.trace import dump_trace, trace_events, trace_records
from fifo_gui.ui.consumer.predict import PredictMode, PredictPanel
from fifo_gui.ui.files.background_load import BackgroundLoad
from fifo_gui.ui.files.file_commands import FileCommands, show_error
from fifo_gui.ui.replay.replay_mode import ReplayMode
from fifo_gui.ui.session.bridge import Batch
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.table.task_model import TaskTableModel
from fifo_gui.ui.views.narrator import Narrator
from fifo_gui.ui.window.actions import WindowActions
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.core_errors import error_text
from fifo_gui.ui.words.numbers import agree

if TYPE_CHECKING:
    from fifo_gui.core.recorder import Recorder
    from fifo_gui.ui.replay.replay import ReplayController

RECORDING_STYLE = "background: #D55E00; color: #FFFFFF; font-weight: bold; padding: 0 6px;"

RECORDING_GROUPS = ("recording", "replay", "predict")  # the registry's groups of ours


class RecordingCommands(QObject):
    """Record, Export ▸ Trace, Open recording (replay) and Predict for one window.

    It records the shown live session (a New session closes the recording:
    the next session's ids start at 1 again) and shows a replay as a session
    of its own (`ReplayMode`). `dialog_parent` parents its dialogs. The window
    places what it hands over: `record_label` (in the status bar), the
    `predict_panel` and the replay bar's place (`mode.place`) above the table.
    """

    def __init__(
        self,
        *,
        sessions: Sessions,
        actions: WindowActions,
        table: QTableView,
        model: TaskTableModel,
        narrator: Narrator,
        notices: Notices,
        files: FileCommands,
        dialog_parent: QWidget,
    ) -> None:
        super().__init__(dialog_parent)
        self._sessions = sessions
        self._model = model
        self._notices = notices
        self._files = files
        self._parent = dialog_parent
        self.actions = a = actions.feature(*RECORDING_GROUPS)
        self.recorder: Recorder | None = None
        self.record_path: Path | None = None
        self._reading: Path | None = None  # a recording read on a thread of its own
        self.incomplete: str | None = None  # why a recording lost events, if one did
        self._said_incomplete = False

        self.record_label = QLabel()
        self.record_label.setObjectName("recordingLabel")
        self.record_label.setStyleSheet(RECORDING_STYLE)
        self.record_label.hide()

        self.predict_panel = PredictPanel()
        self.predict = PredictMode(
            self.predict_panel, sessions, table, model, actions.pause, notices, self
        )
        self.mode = ReplayMode(sessions, a, self.predict, narrator, notices, self)

        for signal, slot in (
            (a.record.triggered, self._on_record),
            (a.open_recording.triggered, self._on_open_recording),
            (a.export_trace.triggered, self._on_export_trace),
            (a.predict.toggled, self._on_predict_toggled),
            (actions.stop.triggered, self._on_live_stop),
            (sessions.shown, self._on_session_shown),
        ):
            signal.connect(slot)

    @Slot(object)
    def _on_session_shown(self, session: Session) -> None:
        """A recording holds one session: another one shown closes it."""
        if self.recording:
            self.stop_recording()

    # -- recording ---------------------------------------------------------------------

    @property
    def recording(self) -> bool:
        """True while a recorder listens."""
        return self.recorder is not None

    def start_recording(self, path: str | Path) -> bool:
        """Write every event from now on to `path`; False (and a message) if it cannot."""
        path = Path(path)
        self.stop_recording()
        from fifo_gui.core.recorder import Recorder  # not needed at start-up

        self._sessions.bridge.drain()  # the ledger knows the queue's setup of now
        try:
            session = self._sessions.current
            self.recorder = Recorder(path, session.fix_clock(), session.setup())
        except OSError as exc:
            show_error(
                self._parent,
                self.tr("Cannot record"),
                self.tr("Could not write {path}: {why}").format(path=path, why=exc.strerror or exc),
            )
            self._sync_record_action()
            return False
        self.record_path = path
        # The bridge already gathers every event on the GUI thread: the
        # recording takes its batches, which costs the workers nothing more.
        self._sessions.bridge.batch_applied.connect(self._record_batch)
        self.record_label.setText(self.tr("● Recording to {file}").format(file=path.name))
        self.record_label.setToolTip(
            self.tr("Recording to {path} (File ▸ Record session… to stop)").format(path=path)
        )
        self.record_label.setAccessibleName(self.tr("Recording"))
        self.record_label.setAccessibleDescription(self.record_label.toolTip())
        self.record_label.show()
        self._notices.say(self.tr("Recording to {path}").format(path=path))
        self._notices.log(self.tr("recording to {path}").format(path=path))
        self._sync_record_action()
        return True

    def stop_recording(self) -> int:
        """Stop and close the recording; how many events it holds."""
        recorder = self.recorder
        if recorder is None:
            return 0
        bridge = self._sessions.bridge
        self.recorder = None  # a batch the drain below brings goes in, then no more
        bridge.batch_applied.disconnect(self._record_batch)
        recorder.close()
        self.record_label.hide()
        if recorder.error is not None:
            self.incomplete = self.tr("{path} may be missing events: {why}").format(
                path=self.record_path, why=recorder.error
            )
            show_error(self._parent, self.tr("Recording incomplete"), self.incomplete)
        n = recorder.count
        message = agree(self.tr("Recorded %n event(s) to {path}", "", n), n).format(
            path=self.record_path
        )
        self._notices.say(message)
        self._notices.log(message)
        self._sync_record_action()
        return recorder.count

    @Slot(object)
    def _record_batch(self, batch: Batch) -> None:
        recorder = self.recorder
        if recorder is None:
            return
        if recorder.error is not None:  # the file cannot grow: say so now, not at Stop
            # At the next turn: stopping takes in what is left (drain), which
            # would call this slot again from inside itself.
            QTimer.singleShot(0, self, self.stop_recording)
            return
        recorder.record_all(batch.events)

    def _sync_record_action(self) -> None:
        self.actions.record.blockSignals(True)
        self.actions.record.setChecked(self.recording)
        self.actions.record.blockSignals(False)

    @Slot()
    def _on_record(self) -> None:
        if self.recording:
            self.stop_recording()
            return
        path = self._files.ask_save(
            self.tr("Record the session"), "session.jsonl", self._recordings_filter()
        )
        if path is None:
            self._sync_record_action()
            return
        self.start_recording(path)

    # -- trace -------------------------------------------------------------------------

    def trace_text(self) -> str:
        """The session as a Chrome trace: a replay's events up to the instant shown
        (its pauses and steps too), else the table's rows as the ledger keeps them."""
        if self.replay is not None:
            return dump_trace(
                trace_events(self.replay.events[: self.replay.index], self.replay.epoch)
            )
        model = self._model
        self._sessions.bridge.drain()
        model.flush()
        rows = [model.row(r) for r in range(model.rowCount())]
        return dump_trace(trace_records(rows, model.epoch))

    def export_trace(self, path: str | Path) -> bool:
        """Write the trace to `path`, whole; False (and a message, the old file
        as it was) if it cannot."""
        path = Path(path)
        try:
            write_text(path, self.trace_text())
        except OSError as exc:
            show_error(
                self._parent,
                self.tr("Export failed"),
                self.tr("Could not write {path}: {why}").format(path=path, why=exc.strerror or exc),
            )
            return False
        message = self.tr(
            "Saved a trace to {path}: open it in ui.perfetto.dev or chrome://tracing"
        ).format(path=path)
        self._notices.say(message, 8000)
        self._notices.log(message)
        return True

    @Slot()
    def _on_export_trace(self) -> None:
        path = self._files.ask_save(
            self.tr("Export a trace"), "session-trace.json", self.tr("Chrome traces (*.json)")
        )
        if path is not None:
            self.export_trace(path)

    @Slot()
    def finish(self) -> None:
        """The window closes: close the recording, end a replay. Idempotent.
        A recording that lost events is said on stderr too: the window is
        closing, its message would go unseen (and the exit is 1)."""
        self.stop_recording()
        if self.incomplete is not None and not self._said_incomplete:
            self._said_incomplete = True
            print(
                self.tr("fifo-gui: the recording is incomplete: {why}").format(why=self.incomplete),
                file=sys.stderr,
            )
        if self.replay is not None:
            self.replay.close()

    # -- replay ------------------------------------------------------------------------

    @Slot()
    def _on_open_recording(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self._parent,
            self.tr("Open recording"),
            str(self._files.folder()),
            self._recordings_filter(),
        )
        if path:
            self._files.remember(Path(path))
            self.read_recording(path)

    def read_recording(self, path: str | Path) -> BackgroundLoad | None:
        """File ▸ Open recording: read and check the recording at `path` on a
        thread of its own (the window goes on), then replay it; a bad file gets
        one message and nothing changes. None if another one is being read."""
        path = Path(path)
        if self._reading is not None:
            self._notices.refuse(
                self.tr("Still reading {file}: wait a moment.").format(
                    file=shown_name(self._reading)
                )
            )
            return None
        load = BackgroundLoad(partial(load_recording, path))
        load.loaded.connect(self._on_recording_read)
        load.failed.connect(self._on_recording_refused)
        self._reading = path
        self._notices.say(self.tr("Reading {file}…").format(file=shown_name(path)))
        load.start()
        return load

    @Slot(object)
    def _on_recording_read(self, recording: Recording) -> None:
        path, self._reading = self._reading, None
        if path is not None:
            self._replay(recording, path)

    @Slot(object)
    def _on_recording_refused(self, error: Exception) -> None:
        path, self._reading = self._reading, None
        if isinstance(error, RecordingError):
            text = error_text(error)
        elif isinstance(error, MemoryError):
            text = self.tr("{file}: too big to read").format(file=shown_name(path or ""))
        else:
            text = self.tr("{file}: cannot be read ({error})").format(
                file=shown_name(path or ""), error=type(error).__name__
            )
        show_error(self._parent, self.tr("Cannot open recording"), text)

    def open_recording(self, path: str | Path) -> bool:
        """Read the recording at `path` here and now, then replay it (scripts and
        tests; the window's Open reads off the GUI thread: `read_recording`);
        a bad file gets one message, nothing else."""
        try:
            recording = load_recording(path)
        except RecordingError as exc:
            show_error(self._parent, self.tr("Cannot open recording"), error_text(exc))
            return False
        self._replay(recording, Path(path))
        return True

    def _replay(self, recording: Recording, path: Path) -> None:
        self.enter_replay(recording.events, path, recording.setup)
        if recording.cut is not None:  # the good lines replay; the cut one is named
            self._notices.say(error_text(recording.cut))
            self._notices.log(error_text(recording.cut))

    @property
    def replay(self) -> ReplayController | None:
        """The replay shown, or None (live)."""
        return self.mode.replay

    def enter_replay(
        self, events: Sequence[Event], path: Path, setup: Setup | None = None
    ) -> ReplayController:
        """The window in replay mode over `events` (replay_mode.py), showing the
        queue as `setup` says; a recording stops first."""
        if self.replay is not None:
            self.mode.close()
        self.stop_recording()
        return self.mode.enter(events, path, setup)

    @Slot()
    def close_replay(self) -> None:
        """Leave replay mode: the window is live again, empty."""
        self.mode.close()

    def _recordings_filter(self) -> str:
        """The Open and Record dialogs' file types."""
        return self.tr("Recordings (*.jsonl);;All files (*)")

    # -- predict -----------------------------------------------------------------------

    @Slot(bool)
    def _on_predict_toggled(self, on: bool) -> None:
        if on and self.replay is not None:
            self.replay.pause()
        self.predict.set_on(on)

    @Slot()
    def _on_live_stop(self) -> None:
        if self._sessions.current.live:
            self.predict.ask_stop()
