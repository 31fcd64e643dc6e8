"""The main window: the controls, the task table, the teaching views, the status.

It lays the widgets out and wires them to the scheduler, the bridge and the
frame clock; the producer side (buttons, auto-producer, burst, scenarios) is
`Producers`'. It computes nothing itself.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QRect, Qt, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from fifo_gui.core import ClassroomScheduler
from fifo_gui.core.states import TaskState
from fifo_gui.core.stats import QueueStats
from fifo_gui.ui.actions import WindowActions, action_button, build_menus
from fifo_gui.ui.bridge import SchedulerBridge
from fifo_gui.ui.control_panel import ControlPanel
from fifo_gui.ui.dock_layout import (
    TableRoom,
    add_docks,
    fit_to_screen,
    is_small_screen,
    keep_on_screen,
    place_on_screen,
    tall_layout,
    titles_follow_font,
)
from fifo_gui.ui.event_log import EventLog
from fifo_gui.ui.file_commands import FileCommands
from fifo_gui.ui.first_steps import EmptyTableHint
from fifo_gui.ui.frame_clock import FrameClock
from fifo_gui.ui.labs_controls import Labs
from fifo_gui.ui.narrator import Narrator
from fifo_gui.ui.producers import Producers, task_name
from fifo_gui.ui.recording_commands import RecordingCommands
from fifo_gui.ui.scenario_banner import ScenarioBanner
from fifo_gui.ui.session_commands import SessionCommands
from fifo_gui.ui.settings import AppSettings
from fifo_gui.ui.table_columns import ColumnFit
from fifo_gui.ui.table_follow import TableFollower
from fifo_gui.ui.task_model import TaskTableModel
from fifo_gui.ui.theme import MAX_ZOOM, MIN_ZOOM, apply_theme
from fifo_gui.ui.views.depth_chart import DepthChart
from fifo_gui.ui.views.heartbeat import Heartbeat
from fifo_gui.ui.views.queue_lane import QueueLane
from fifo_gui.ui.views.stats_panel import StatsPanel
from fifo_gui.ui.views.timeline_view import TimelineView

# Paused has a colour of its own (Okabe-Ito sky blue), not Running's green.
PAUSED_LOOK = (
    "#56B4E9",
    "#000000",
    "paused: the workers take nothing new until Pause "
    "is pressed again (Step lets one item through)",
)
SHUTDOWN_TIMEOUT = 1.5  # seconds the window waits for workers when it closes

# Worker status: text and colours (Okabe-Ito, dark text on light, white on dark).
STATUS_LOOK = {
    "Idle": ("#E0E0E0", "#000000", "not started yet: press Start"),
    "Running": ("#009E73", "#FFFFFF", "blocked on tasks.get() when the queue is empty"),
    "Stopping": ("#E69F00", "#000000", "draining what is ahead of the STOP sentinel"),
    # Neutral: stopping is the plan, not an error (vermillion means Failed).
    "Stopped": ("#BDBDBD", "#000000", "the worker took STOP and exited"),
}


class MainWindow(QMainWindow):
    """The producer (this window, on MainThread), the FIFO queue, the worker(s)."""

    def __init__(
        self,
        scheduler: ClassroomScheduler | None = None,
        settings: AppSettings | None = None,
        *,
        fit_screen: bool = False,
    ) -> None:
        """`fit_screen=True` (the app) sizes a first start to the screen it is on
        and keeps the layout compact on a small screen."""
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowTitle("fifo_gui — a FIFO queue and its worker, live")
        self.scheduler = scheduler if scheduler is not None else ClassroomScheduler(verbose=False)
        self._settings = settings if settings is not None else AppSettings()
        self._fit_screen = fit_screen
        self._ever_started = False
        self._shut_down = False

        # The bridge feeds the one ledger; the table, the log, the teaching views
        # and the statistics read it, and repaint on the one frame clock.
        self.bridge = SchedulerBridge(self.scheduler, parent=self)
        self.ledger = ledger = self.bridge.ledger
        self.model = TaskTableModel(self, bridge=self.bridge)
        self.epoch = self.model.epoch
        self.stats = QueueStats(ledger)
        # Busy while tasks wait or run, while a scenario's arrivals are due, and
        # while the narrator holds a line back for the current one to be read.
        self.clock = FrameClock(
            lambda: (
                ledger.queued + ledger.running > 0
                or self.producers.playing
                or self.narrator.waiting
            ),
            self,
        )
        self.actions_ = WindowActions(self)  # every command of the window and its features
        self._status_look: tuple[object, ...] = ()  # what the worker status shows now
        self._replayed: Callable[[], tuple[str, int]] | None = None  # see show_replayed_workers
        self._build_ui()
        self.producers = Producers(
            self.scheduler, self.bridge, self.controls, self.actions_, self.log, self._refuse, self
        )
        self.menus = build_menus(self.menuBar(), self.actions_)  # by id: "file", "view"…
        self.addActions(self.actions_.all())  # shortcuts work wherever the focus is
        self._connect()
        self._restore_layout()
        self._refresh_status()
        self._build_views()
        self._connect_clock()
        self._connect_session()
        self.recording = RecordingCommands(self)  # record, replay, trace, predict (issue 17)
        self.labs = Labs(self)  # disciplines, Compare, the race panel, your tasks (issue 16)

    # -- building --------------------------------------------------------------

    def _build_ui(self) -> None:
        self.controls = ControlPanel(self.actions_, task_name(0))
        self.name_edit = self.controls.name_edit
        self.duration_spin = self.controls.duration_spin
        self.status_label = self.controls.status_label

        self.table = QTableView()
        self.table.setObjectName("taskTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self._fit_columns()
        self.table.setToolTip(
            "Every item put on the queue, in FIFO order. "
            "Double-click a failed task for its traceback."
        )

        self.log = EventLog(self.model.label_of, bridge=self.bridge, epoch=self.model.epoch)
        self.follower = TableFollower(self.table, self.model, self)

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self.controls)
        # -- the narrator and the scenario banner, just above the table (issue 15)
        # Whether a producer waits for room: the window's own, or a replay's reading of it.
        self.producer_blocked: Callable[[], bool] = lambda: self.producers.blocked
        self.narrator = Narrator(
            self.bridge, self.model.row_for_id, lambda: self.producer_blocked()
        )
        self.scenario_banner = ScenarioBanner(
            self.actions_.scenario_notes, self.actions_.scenario_cancel
        )
        self._narration_row = QHBoxLayout()
        self._narration_row.addWidget(self.narrator, 1)
        self.new_session_button = action_button(
            self.actions_.new_session, "newSessionButton", "New session"
        )
        self._narration_row.addWidget(self.new_session_button)
        layout.addLayout(self._narration_row)
        layout.addWidget(self.scenario_banner)
        # --
        layout.addWidget(self.table, 1)
        self.setCentralWidget(central)

        self.counts_label = QLabel()
        self.counts_label.setObjectName("countsLabel")
        self.statusBar().addPermanentWidget(self.counts_label)

    def _fit_columns(self) -> None:
        if not hasattr(self, "column_fit"):
            self.column_fit = ColumnFit(self.table)
        self.column_fit.fit()

    def _build_views(self) -> None:
        """The teaching views, each in a dock the teacher can move, hide or float,
        and the File menu's commands (they export the timeline)."""
        self.queue_lane = QueueLane(self.ledger, self.scheduler)
        self.timeline = TimelineView(self.ledger, self.epoch)
        self.depth_chart = DepthChart(self.stats, epoch=self.epoch)
        self.heartbeat = Heartbeat()
        self.stats_panel = StatsPanel(self.stats)
        area = Qt.DockWidgetArea
        self.docks, self.log_dock = add_docks(
            self,
            (
                ("Queue lane", self.queue_lane, area.TopDockWidgetArea),
                ("Timeline", self.timeline, area.BottomDockWidgetArea),
                ("Statistics", self.stats_panel, area.RightDockWidgetArea),
                ("Queue depth", self.depth_chart, area.RightDockWidgetArea),
                ("Main thread", self.heartbeat, area.RightDockWidgetArea),
            ),
            self.log,
        )
        self.files = FileCommands(
            self,
            self.model,
            self.log,
            self.timeline,
            self.producers.run_scenario,
            self.producers.session_scenario,
            self._settings,
        )
        a = self.actions_
        for action, slot in (
            (a.open, self.files.on_open),
            (a.save, self.files.on_save),
            (a.export_csv, self.files.on_export_csv),
            (a.export_json, self.files.on_export_json),
            (a.export_log, self.files.on_export_log),
            (a.export_window, self.files.on_export_window),
            (a.export_timeline, self.files.on_export_timeline),
        ):
            action.triggered.connect(slot)
        a.follow.toggled.connect(self.timeline.set_live)
        a.fit_timeline.triggered.connect(self.timeline.fit_whole_run)
        self.table_room = TableRoom(self, self.table, self.docks, self.log_dock)
        toggles = [dock.toggleViewAction() for dock in (*self.docks, self.log_dock)]
        self.menus["view"].insertActions(a.follow, toggles)
        self.menus["view"].insertSeparator(a.follow)
        state = self._settings.dock_state
        screen = self.screen() if self._fit_screen else None
        if state is not None:
            if not self.restoreState(state):
                tall_layout(self, self.docks, self.log_dock)  # a layout of another version
            if screen is not None and is_small_screen(screen.availableGeometry()):
                self._compact()  # the teacher's layout, on a laptop's width
        elif screen is not None:
            self.fit_to_screen(screen.availableGeometry())
        else:
            tall_layout(self, self.docks, self.log_dock)

    def restart_clock(self, epoch: float) -> None:
        """One clock: the table, the log, the timeline and the depth chart count
        seconds from `epoch` (a `time.monotonic()` value) from now on."""
        for view in (self, self.model, self.log, self.timeline, self.depth_chart):
            view.epoch = epoch

    def fit_to_screen(self, available: QRect) -> None:
        """A first start's layout for the screen (see `dock_layout.fit_to_screen`);
        on a laptop the control groups get thinner and the statistics narrower."""
        if fit_to_screen(self, self.docks, self.log_dock, available):
            self._compact()
        place_on_screen(self, available)

    def _compact(self) -> None:
        self.controls.compact(self.statusBar())
        self._compact_narration()

    def _connect(self) -> None:
        a = self.actions_
        for signal, slot in (
            (a.start.triggered, self._on_start),
            (a.stop.triggered, self._on_stop),
            (a.pause.toggled, self._on_pause_toggled),
            (a.step.triggered, self._on_step),
            (a.cancel.triggered, self._on_cancel),
            (a.clear.triggered, self._on_clear),
            (a.zoom_in.triggered, self._on_zoom_in),
            (a.zoom_out.triggered, self._on_zoom_out),
            (a.zoom_reset.triggered, self._on_zoom_reset),
            (a.full_screen.toggled, self._on_full_screen),
            (a.high_contrast.toggled, self._on_high_contrast),
            (a.shortcuts.triggered, self._on_shortcuts),
            (a.quit.triggered, self.close),
            (self.controls.workers_spin.valueChanged, self._on_workers_changed),
            (self.controls.maxsize_spin.valueChanged, self._on_maxsize_changed),
        ):
            signal.connect(slot)
        self.table.doubleClicked.connect(self._on_table_double_clicked)
        # Lay the rows out now, not on the view's own timer a turn later: that
        # took a second full repaint of the table after every insert.
        self.model.rowsInserted.connect(self.table.doItemsLayout)

    def _connect_clock(self) -> None:
        """What a frame shows, and what wakes the clock."""
        frame = self.clock.ticked
        frame.connect(self.model.show_changes)
        frame.connect(self.follower.on_frame)  # after the rows it follows are shown
        frame.connect(self.log.flush)
        frame.connect(self._on_frame)
        for view in (self.queue_lane, self.timeline, self.depth_chart, self.heartbeat):
            frame.connect(view.update)
        frame.connect(self.stats_panel.on_frame)
        self.clock.running_changed.connect(self._on_clock_running)
        # A batch wakes the clock: connected in `_connect_session`, after what must see it first.
        # Any command may change what the window shows: it wakes the clock.
        for action in self.actions_.all():
            action.triggered.connect(self.clock.poke)
        for spin in (self.controls.workers_spin, self.controls.maxsize_spin):
            spin.valueChanged.connect(self.clock.poke)

    def _connect_session(self) -> None:
        """New session, Stop now, Retry, the scenario banner, the narrator, first steps."""
        self.session_commands = SessionCommands(self)
        # The model and the log follow the bridge since they were made, and the
        # session's first event sets the clock (SessionCommands); the clock is
        # connected after them, so the frame a batch starts sees it all.
        self.bridge.batch_applied.connect(self.clock.poke)
        self.session_commands.session_reset.connect(self._on_session_reset)
        self.producers.before_scenario = self.session_commands.new_session
        self.actions_.stop_now.triggered.connect(self.follower.reveal_stop)  # its STOP row
        self.producers.scenario_opened.connect(self.scenario_banner.show_scenario)
        self.producers.scenario_opened.connect(self._on_scenario_opened)
        self.producers.scenario_opened.connect(self.narrator.on_scenario_opened)
        self.producers.scenario_closed.connect(self.scenario_banner.close_scenario)
        self.producers.scenario_progress.connect(self.scenario_banner.show_progress)
        self.clock.ticked.connect(self.narrator.on_frame)
        self.actions_.teaching_guide.triggered.connect(self._on_teaching_guide)
        self.first_steps = EmptyTableHint(self.table)

    def _compact_narration(self) -> None:
        """On a laptop the table needs the height: the narrator's line takes the
        normal text size (bold), New session the menu bar's free corner."""
        if self.menuBar().cornerWidget(Qt.Corner.TopRightCorner) is self.new_session_button:
            return
        self._narration_row.removeWidget(self.new_session_button)
        self.narrator.compact()
        self.menuBar().setCornerWidget(self.new_session_button, Qt.Corner.TopRightCorner)

    @Slot()
    def _on_session_reset(self) -> None:
        self._ever_started = False  # Idle again once the old session's workers have left
        self.timeline.restart()  # a replay enters through here too: it follows the replay
        self.actions_.follow.setChecked(True)
        self._status_look = ()
        self._refresh_status()

    @Slot(object)
    def _on_scenario_opened(self, scenario: object) -> None:
        title = getattr(scenario, "title", "") or "a scenario"
        self.statusBar().showMessage(
            f"New session with {title}: its tasks arrive when you press Start (F5).", 10000
        )

    @Slot()
    def _on_teaching_guide(self) -> None:
        from fifo_gui.ui.teaching_guide import TeachingGuide  # on demand: a faster start

        TeachingGuide(self).open()

    def _restore_layout(self) -> None:
        geometry = self._settings.geometry
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1500, 900)
        self._zoom = self._settings.zoom
        self.actions_.high_contrast.setChecked(self._settings.high_contrast)
        self._apply_theme()
        self.controls.workers_spin.setValue(self.scheduler.workers)
        self.controls.maxsize_spin.setValue(self.scheduler.tasks.maxsize)

    def _refuse(self, message: str) -> None:
        self.statusBar().showMessage(message, 6000)
        self.log.log_message(f"refused: {message}")

    # -- consumer ---------------------------------------------------------------

    def start_workers(self) -> None:
        """Start the worker(s), as the Start button does."""
        self._on_start()

    @Slot()
    def _on_start(self) -> None:
        if self.scheduler.start():
            self._ever_started = True
        if self.producers.begin_scenario():  # an open scenario plays from its first Start
            self.statusBar().showMessage("The scenario's tasks are arriving.", 4000)
        self._refresh_status()

    @Slot()
    def _on_stop(self) -> None:
        # Never blocks: STOP goes in even past maxsize; the worker reports its exit.
        self.scheduler.stop(wait=False)
        self.follower.reveal_stop()
        self.bridge.drain()
        self._refresh_status()

    @Slot(int)
    def _on_workers_changed(self, workers: int) -> None:
        if workers == self.scheduler.workers:
            return
        try:
            self.scheduler.set_workers(workers)
        except RuntimeError as exc:
            self.controls.workers_spin.setValue(self.scheduler.workers)
            self._refuse(str(exc))
            return
        self._refresh_status()

    @Slot(int)
    def _on_maxsize_changed(self, maxsize: int) -> None:
        if maxsize != self.scheduler.tasks.maxsize:
            self.scheduler.set_maxsize(maxsize)

    @Slot(bool)
    def _on_pause_toggled(self, paused: bool) -> None:
        if paused:
            self.scheduler.pause()
        else:
            self.scheduler.resume()
        self._refresh_status()

    @Slot()
    def _on_step(self) -> None:
        self.scheduler.step()

    def worker_state(self) -> str:
        """Idle, Running, Stopping or Stopped."""
        # After a new session, an old session's workers may still be on their way out.
        if not self._ever_started and not self.scheduler.running:
            return "Idle"
        if self.scheduler.stopping:
            return "Stopping"
        return "Running" if self.scheduler.running else "Stopped"

    @Slot()
    def _on_cancel(self) -> None:
        ids = {
            index.data(int(Qt.ItemDataRole.UserRole))
            for index in self.table.selectionModel().selectedRows()
        }
        rows = [
            row
            for task_id in sorted(ids)
            if (row := self.model.row_for_id(task_id)) is not None and not row.sentinel
        ]
        running = {row.task_id for row in rows if row.state is TaskState.RUNNING}
        cancelled = [row.task_id for row in rows if self.scheduler.cancel(row.task_id)]
        self.bridge.drain()
        stopped = sum(1 for task_id in cancelled if task_id in running)
        if cancelled:
            self.statusBar().showMessage(
                f"Cancelled {len(cancelled) - stopped} queued task(s); asked {stopped} running "
                "task(s) to stop (a demo task stops at once, plain code runs to its end).",
                6000,
            )
        else:
            self._refuse(
                "Select queued or running tasks to cancel: finished and STOP rows "
                "cannot be cancelled."
            )

    @Slot()
    def _on_clear(self) -> None:
        removed = self.model.clear_finished()
        self.statusBar().showMessage(f"Removed {removed} finished row(s) from the table.", 4000)

    # -- what the workers did ------------------------------------------------------

    @Slot()
    def _on_frame(self) -> None:
        """The status lines at each frame (the views and the table have their own slots)."""
        self._refresh_status()
        self.producers.refresh()
        self.queue_lane.producer_blocked = self.producer_blocked()
        if self.timeline.live != self.actions_.follow.isChecked():
            self.actions_.follow.setChecked(self.timeline.live)  # the user dragged it

    @Slot(bool)
    def _on_clock_running(self, running: bool) -> None:
        """The responsiveness meter measures while the clock runs; at rest the
        statistics show their final figures."""
        self.heartbeat.set_measuring(running)
        if not running:
            self.stats_panel.refresh()

    @Slot(QModelIndex)
    def _on_table_double_clicked(self, index: QModelIndex) -> None:
        row = self.model.row(index.row())
        if row.traceback:
            from fifo_gui.ui.traceback_dialog import TracebackDialog  # on demand: a faster start

            TracebackDialog(f"#{row.task_id} {row.label}", row.traceback, self).open()

    def _refresh_status(self) -> None:
        """The worker status and the counts. Runs every frame and after a
        click, so it only touches a widget when its text changes: a style sheet
        set again re-polishes the label even when it is the same one."""
        replayed = self._replayed
        if replayed is None:
            state = self.worker_state()
            shown = self._shown_state(state)
            look: tuple[object, ...] = (
                state,
                self.scheduler.paused,
                self.scheduler.workers,
                self.scheduler.running,
            )
        else:
            state, workers = replayed()
            shown = state  # a replay is never paused
            look = ("replay", state, workers)
        if look != self._status_look:
            self._status_look = look
            if replayed is None:
                self._show_worker_state(state)
            else:
                self._show_replayed_state(state, workers)
        m = self.model
        counts = (
            f"Queued {m.count(TaskState.QUEUED):,} · Running {m.count(TaskState.RUNNING):,} · "
            f"Done {m.count(TaskState.DONE):,} · Failed {m.count(TaskState.FAILED):,} · "
            f"Cancelled {m.count(TaskState.CANCELLED):,} · Worker: {shown}"
        )
        label = self.counts_label
        if counts != label.text():
            label.setText(counts)
            # Grow, never shrink: a width that followed the digits (Queued 987,
            # then 1012) relaid the status bar out and shifted it every frame.
            width = label.sizeHint().width()
            if width > label.minimumWidth():
                label.setMinimumWidth(width)

    def show_replayed_workers(self, state: Callable[[], tuple[str, int]] | None) -> None:
        """The status follows `state()`: a replay's (worker state, worker count); None: live."""
        self._replayed = state
        self._status_look = ()
        self._refresh_status()

    def _show_replayed_state(self, state: str, workers: int) -> None:
        """The recording's workers at the instant shown; the window's own stay off."""
        background, foreground, _ = STATUS_LOOK[state]
        who = "Worker" if workers == 1 else f"{workers} workers"
        self.status_label.setText(f"Replay · {who}: {state}")
        self.status_label.setToolTip(
            f"The recording's {who.lower()} at the instant shown: no worker runs in a replay"
        )
        self.status_label.setStyleSheet(f"background: {background}; color: {foreground};")

    def _shown_state(self, state: str) -> str:
        """The state as the window words it: Paused is a state of its own."""
        if not self.scheduler.paused:
            return state
        return "Paused" if state == "Running" else f"{state} · Paused"

    def _show_worker_state(self, state: str) -> None:
        background, foreground, hint = STATUS_LOOK[state]
        if self.scheduler.paused:
            background, foreground, hint = PAUSED_LOOK
        n = self.scheduler.workers
        who = "Worker" if n == 1 else f"{n} workers"
        self.status_label.setText(f"{who}: {self._shown_state(state)}")
        self.status_label.setToolTip(hint)
        self.status_label.setStyleSheet(f"background: {background}; color: {foreground};")
        running = self.scheduler.running
        self.actions_.start.setEnabled(not running)
        self.actions_.stop.setEnabled(running and state != "Stopping")
        self.actions_.step.setEnabled(self.scheduler.paused)
        self.controls.workers_spin.setEnabled(not running)
        self.controls.maxsize_spin.setEnabled(not running)

    # -- presentation ----------------------------------------------------------------

    def _apply_theme(self) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, self._zoom, self.actions_.high_contrast.isChecked())
        self.counts_label.setMinimumWidth(0)  # the next counts set it for the new size
        self._fit_columns()
        if isinstance(app, QApplication):
            titles_follow_font(self, app.font())
        screen = self.screen() if self._fit_screen and hasattr(self, "docks") else None
        if screen is not None:  # a bigger font must not push the window off the screen
            keep_on_screen(self, self.docks, self.log_dock, screen.availableGeometry())

    @property
    def zoom(self) -> int:
        """Points added to the base font size (View ▸ Zoom)."""
        return self._zoom

    def _set_zoom(self, zoom: int) -> None:
        self._zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        self._settings.zoom = self._zoom
        self._apply_theme()

    @Slot()
    def _on_zoom_in(self) -> None:
        self._set_zoom(self._zoom + 1)

    @Slot()
    def _on_zoom_out(self) -> None:
        self._set_zoom(self._zoom - 1)

    @Slot()
    def _on_zoom_reset(self) -> None:
        self._set_zoom(0)

    @Slot(bool)
    def _on_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    @Slot(bool)
    def _on_high_contrast(self, on: bool) -> None:
        self._settings.high_contrast = on
        self._apply_theme()

    @Slot()
    def _on_shortcuts(self) -> None:
        from fifo_gui.ui.shortcuts_dialog import ShortcutsDialog  # on demand: a faster start

        ShortcutsDialog(self.actions(), self).open()  # the window's and its helpers' actions

    # -- closing ------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        """Save the layout, stop the workers fast (never hang), then close."""
        self.shut_down()
        super().closeEvent(event)

    @Slot()
    def shut_down(self) -> None:
        """Save the layout and stop producers and workers, within ~2 s. Idempotent:
        runs on close and on QApplication.aboutToQuit, whichever comes first."""
        if self._shut_down:
            return
        self._shut_down = True
        self._settings.geometry = self.saveGeometry()
        self._settings.sync()
        self.clock.stop()
        self.heartbeat.stop()
        self._settings.dock_state = self.saveState()
        self.producers.stop_all()
        self.scheduler.shutdown(timeout=SHUTDOWN_TIMEOUT)
        self.bridge.drain()  # what the shutdown did, into a `--log` transcript too
        self.log.flush()
        self.recording.finish()  # the recording's last events, --trace-out, a replay's end
        self.bridge.detach()
