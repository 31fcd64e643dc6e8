"""The main window: it composes the features, lays them out and wires them.

It computes nothing and is handed to nobody: each feature gets the narrow
collaborators it needs and talks back through signals, and every connection
is made in `_connect_signals`. One session is shown at a time (`Sessions`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QVBoxLayout, QWidget

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.ledger import Ledger
from fifo_gui.ui.app.late_features import LateFeatures
from fifo_gui.ui.consumer.engine_choice import EngineChoice
from fifo_gui.ui.consumer.worker_commands import WorkerCommands
from fifo_gui.ui.files.file_commands import FileCommands
from fifo_gui.ui.help.help_commands import HelpCommands
from fifo_gui.ui.labs.labs_controls import Labs
from fifo_gui.ui.layout.projector_view import LessonLine, ProjectorView, StripFold
from fifo_gui.ui.layout.screen_fit import fit_to_screen, restore_docks
from fifo_gui.ui.layout.table_room import TableRoom
from fifo_gui.ui.layout.teaching_views import TeachingViews
from fifo_gui.ui.layout.window_placement import place_on_screen
from fifo_gui.ui.producer.control_panel import ControlPanel
from fifo_gui.ui.producer.producers import Producers, task_name
from fifo_gui.ui.producer.scenario_banner import ScenarioBanner
from fifo_gui.ui.replay.recording_commands import RecordingCommands
from fifo_gui.ui.session.bridge import SchedulerBridge
from fifo_gui.ui.session.collector import Collector
from fifo_gui.ui.session.frame_clock import FrameClock, PaintAtFrames, grab_shown, lay_out_now
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.session.session_commands import SessionCommands
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.table.first_steps import EmptyTableHint
from fifo_gui.ui.table.table_columns import ColumnFit, task_table
from fifo_gui.ui.table.table_follow import TableFollower
from fifo_gui.ui.table.task_model import TaskTableModel
from fifo_gui.ui.views.event_log import EventLog
from fifo_gui.ui.views.live_line import LiveLine
from fifo_gui.ui.views.narrator import Narrator
from fifo_gui.ui.window.actions import WindowActions, action_button, build_menus
from fifo_gui.ui.window.notices import Notices, WordStatusBar
from fifo_gui.ui.window.presentation import Presentation
from fifo_gui.ui.window.settings import AppSettings
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP

# Ends with the display name: Qt adds it only to a title that does not.
TITLE = QT_TRANSLATE_NOOP("MainWindow", "A FIFO queue and its worker, live — fifo_gui")
SHUTDOWN_TIMEOUT = 1.5  # seconds the window waits for workers when it closes


class MainWindow(QMainWindow):
    """The producer (this window, on MainThread), the FIFO queue, the worker(s).

    Signals:
        resized(): GUI thread. The window's size changed (what watches it
            connects here: an event filter would run Python for every event).
    """

    resized = Signal()

    def __init__(
        self,
        scheduler: ClassroomScheduler | None = None,
        settings: AppSettings | None = None,
        *,
        fit_screen: bool = False,
    ) -> None:
        """`fit_screen=True` (the app): a first start fits its screen, compact on a laptop."""
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowTitle(QCoreApplication.translate("MainWindow", TITLE))
        self.setStatusBar(WordStatusBar())  # a long message is cut at a word, not at the counts
        self._settings = settings if settings is not None else AppSettings()
        self._fit_screen = fit_screen
        self._shut_down = False
        first = Session(scheduler=scheduler or ClassroomScheduler(verbose=False))
        self.bridge = SchedulerBridge(parent=self)
        self.sessions = Sessions(self.bridge, self)
        self.sessions.show(first)
        self.actions_ = a = WindowActions(self)  # every command of the window and its features
        self.controls = ControlPanel(actions=a, first_name=task_name(0))
        self.lesson_line = LessonLine(a)  # projector view's one line of the lesson's commands
        self.model = TaskTableModel(self, bridge=self.bridge)
        self.table = task_table(self.model)
        self.column_fit = ColumnFit(self.table, self.model)
        self.log = EventLog(self.model.label_of, bridge=self.bridge)
        self.notices = Notices(self.statusBar(), self.log)
        self.producers = Producers(
            sessions=self.sessions,
            controls=self.controls,
            actions=a,
            notices=self.notices,
            dialog_parent=self,
        )
        self.narrator = Narrator(self.bridge, self.model.row_for_id)
        self.scenario_banner = ScenarioBanner(a.scenario_notes, a.scenario_cancel, a.compare)
        self.new_session_button = action_button(
            a.new_session, "newSessionButton", self.tr("New session")
        )
        self._lay_out()
        self.views = v = TeachingViews(first, self, self.log)
        self.queue_lane, self.timeline, self.depth_chart = v.queue_lane, v.timeline, v.depth_chart
        self.heartbeat, self.stats_panel, self.docks = v.heartbeat, v.stats_panel, v.docks
        # The strip's fold into the lesson line: projector view's, and the room's last step.
        self.strip_fold = StripFold(self.controls, self.lesson_line, self)
        # The banner folds, then the views go into tabs, then the strip folds.
        self.table_room = TableRoom(
            window=self,
            window_resized=self.resized,
            table=self.table,
            docks=self.docks,
            banner=self.scenario_banner,
            strip=self.strip_fold,
            screen=self._available,
        )
        s, n = self.sessions, self.notices
        self.workers = WorkerCommands(
            sessions=s,
            actions=a,
            controls=self.controls,
            counts_label=self.counts_label,
            notices=n,
            parent=self,
        )
        self.session_commands = SessionCommands(
            sessions=s,
            producers=self.producers,
            table=self.table,
            model=self.model,
            actions=a,
            notices=n,
            parent=self,
        )
        self.engine = EngineChoice(s, self.session_commands, self.controls, self._settings, n)
        self.files = FileCommands(
            window=self,
            model=self.model,
            log=self.log,
            timeline=self.timeline,
            window_picture=lambda: grab_shown(self, self.clock),
            run_scenario=lambda scenario: self.late.open_scenario(scenario),
            session=self.producers.session_scenario,
            settings=self._settings,
        )
        self.files.connect_actions(a)
        self.clock = FrameClock(
            self._busy,
            self.bridge.turn,
            self,
            self._next_change,
            self.bridge.hold,
            self.sessions.frame,
        )
        self.collector = Collector(self)
        self.follower = TableFollower(self.table, self.model, self)
        self.first_steps = EmptyTableHint(self.table, self.model)
        self.presentation = Presentation(self, a, self._settings)
        self.projector = ProjectorView(
            self,
            a,
            self.strip_fold,
            self.docks,
            self.table,
            self._settings,
            self.notices,
        )
        self.menus = build_menus(self.menuBar(), a)  # by id: "file", "view"…
        self.addActions(a.all())  # shortcuts work wherever the focus is
        self.recording = RecordingCommands(
            sessions=s,
            actions=a,
            table=self.table,
            model=self.model,
            narrator=self.narrator,
            notices=n,
            files=self.files,
            dialog_parent=self,
        )
        # What the recording hands over: above the table, the replay bar's place
        # and the predict panel; in the status bar, the recording's badge.
        self._central.insertWidget(0, self.recording.predict_panel)
        self._central.insertWidget(0, self.recording.mode.place)
        self.statusBar().addPermanentWidget(self.recording.record_label)
        self.help = HelpCommands(actions=a, table=self.table, model=self.model, parent=self)
        self.late = LateFeatures(  # Check your scheduler, Attach to an RQ queue: on first use
            sessions=s,
            actions=a,
            notices=n,
            session_commands=self.session_commands,
            recording=self.recording,
            producers=self.producers,
            clock=self.clock,
            table=self.table,
            model=self.model,
            banner=self.scenario_banner,
            parent=self,
        )
        self.labs = Labs(sessions=s, notices=n, actions=a, controls=self.controls, host=self)
        self._connect_signals()
        self._restore_layout()

    # -- the session shown ---------------------------------------------------------

    @property
    def scheduler(self) -> ClassroomScheduler:
        """The live session's scheduler (a replay has none: this is then an error)."""
        scheduler = self.sessions.current.scheduler
        if scheduler is None:
            raise RuntimeError("a replay is shown: it has no scheduler")
        return scheduler

    @property
    def ledger(self) -> Ledger:
        """The ledger every view reads: the shown session's."""
        return self.sessions.current.ledger

    def start_workers(self) -> None:
        """Start the worker(s), as the Start button does."""
        self.workers.start()

    def _busy(self) -> bool:
        """The frame clock runs while the session moves, a scenario's arrivals
        are due, or a real-time session's throughput settles (`QueueStats.settling`)."""
        session = self.sessions.current
        settling = session.real_time and self.stats_panel.settling()
        return session.moving() or self.producers.playing or settling

    def _next_change(self) -> float | None:
        """Seconds until what the window says changes with no new event: the
        throughput ages, a flood's worker comes to rest in get(), the narrator's
        line was read. A replay's or a check's instant stands still: None."""
        session = self.sessions.current
        if not session.real_time:
            return None
        now = session.clock()  # the time now, not the last frame's
        lane, narrator = self.queue_lane, self.narrator
        times = (self.stats_panel.next_change(), lane.next_change(now), narrator.next_change(now))
        due = [t for t in times if t is not None]
        return max(0.0, min(due) - now) if due else None

    # -- layout -----------------------------------------------------------------------

    def _lay_out(self) -> None:
        central = QWidget()
        self._central = layout = QVBoxLayout(central)
        layout.addWidget(self.lesson_line)
        layout.addWidget(self.controls)
        self._narration_row = QHBoxLayout()
        self._narration_row.addWidget(self.narrator, 1)
        self._narration_row.addWidget(self.new_session_button)
        layout.addLayout(self._narration_row)
        layout.addWidget(self.scenario_banner)
        layout.addWidget(self.table, 1)
        self.setCentralWidget(central)
        self.counts_label = LiveLine()
        self.counts_label.setObjectName("countsLabel")
        self.statusBar().addPermanentWidget(self.counts_label)

    def _restore_layout(self) -> None:
        geometry = self._settings.geometry
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1500, 900)
        self.presentation.apply()
        self.workers.refresh()
        follow = self.actions_.follow
        toggles = [dock.toggleViewAction() for dock in self.docks.all()]
        self.menus["view"].insertActions(follow, toggles)
        self.menus["view"].insertSeparator(follow)
        available = self.screen().availableGeometry() if self._fit_screen else None
        saved = (self._settings.dock_state, self._settings.room_dock_state)
        fit = restore_docks(self, self.docks, saved, available)
        if fit.small:
            self.compact()  # a laptop's width
        self.table_room.keep(fit.kept)  # what a bigger window gives back
        self.projector.restore()

    def fit_to_screen(self, available: QRect) -> None:
        """A first start's layout for the screen (see `screen_fit.fit_to_screen`),
        the window sized for it; on a laptop the control groups get thinner and
        the statistics narrower. The room starts from this arrangement."""
        fit = fit_to_screen(self, self.docks, available)
        if fit.small:
            self.compact()
        place_on_screen(self, available)
        self.table_room.keep(fit.kept)

    @Slot()
    def lay_out_for_screen(self) -> None:
        """View ▸ Lay out for this screen: the views and the window as a first
        start makes them on the window's screen, then the steps the room needs."""
        self.fit_to_screen(self.screen().availableGeometry())
        self.table_room.refit()

    def compact(self) -> None:
        """A laptop: the producer's status at the left of the status bar, where
        it has the room to say everything (hidden while a message is drawn over
        it), New session in the corner."""
        bar, status = self.statusBar(), self.controls.producer_status
        if status.parent() is not bar:
            bar.addWidget(status, 1)
            status.hide_under_message(bar.currentMessage())
            bar.messageChanged.connect(status.hide_under_message)
        if self.menuBar().cornerWidget(Qt.Corner.TopRightCorner) is self.new_session_button:
            return
        self._narration_row.removeWidget(self.new_session_button)
        self.menuBar().setCornerWidget(self.new_session_button, Qt.Corner.TopRightCorner)

    @Slot()
    def _on_theme_applied(self) -> None:
        self.projector.offer(self.presentation.zoom)
        self.column_fit.fit()
        self.table_room.refit()  # a bigger font must not take the rows or leave the screen

    def _available(self) -> QRect | None:
        """The screen's room the window keeps inside (None: a size asked for, in a test)."""
        return self.screen().availableGeometry() if self._fit_screen else None

    # -- wiring -----------------------------------------------------------------------

    def _connect_signals(self) -> None:
        """Every connection between the features, in one place."""
        a, shown = self.actions_, self.sessions.shown
        followers = (self.model, self.log, self.narrator, self.producers, *self.views.following)
        for follower in followers:
            shown.connect(follower.show_session)
        shown.connect(self._on_session_shown)
        shown.connect(self.workers.show_session)  # after: what only a live session allows
        self.producers.session_wanted.connect(self.session_commands.open_session)
        mode, predict = self.recording.mode, self.recording.predict
        mode.entering.connect(self.session_commands.leave_live)
        mode.closed.connect(self.session_commands.new_session)
        mode.moved.connect(self.model.flush)
        mode.moved.connect(self.clock.poke)
        self.workers.stepped.connect(predict.on_live_step)
        self.session_commands.session_reset.connect(predict.reset_score)
        for signal, slot in (
            (a.stop_now.triggered, self.follower.reveal_stop),  # its STOP row
            (a.stop.triggered, self.follower.reveal_stop),
            (a.follow.toggled, self.timeline.set_live),
            (self.timeline.following_changed, a.follow.setChecked),
            (a.fit_timeline.triggered, self.timeline.fit_whole_run),
            (a.lay_out_for_screen.triggered, self.lay_out_for_screen),
            (a.projector_view.toggled, self.column_fit.fit),  # the clock columns' width
            (a.quit.triggered, self.close),
            (self.workers.started, self.producers.on_workers_started),
            # Lay the rows out now, not on the view's own timer a turn later.
            (self.model.rowsInserted, self.table.doItemsLayout),
            (self.presentation.theme_applied, self._on_theme_applied),
            (self.producers.scenario_opened, self.scenario_banner.show_scenario),
            (self.producers.scenario_opened, self.narrator.on_scenario_opened),
            (self.producers.scenario_opened, self.first_steps.on_scenario_opened),
            (self.producers.scenario_closed, self.first_steps.on_scenario_closed),
            (self.producers.scenario_closed, self.scenario_banner.close_scenario),
            (self.producers.scenario_progress, self.scenario_banner.show_progress),
            (shown, self.labs.on_session_shown),
            (self.producers.scenario_opened, self.labs.on_scenario_opened),
            (self.producers.scenario_closed, self.labs.on_scenario_closed),
            (self.labs.priority_changed, self.producers.set_priority),
            (self.labs.task_added, self.producers.session.record_call),
            (self.labs.user_tasks_loaded, self.files.set_user_tasks),
            (self.labs.user_tasks_loaded, self.producers.set_user_tasks),
            (self.notices.refused, self.narrator.on_refused),  # said where the class looks
            (self.notices.warned, self.narrator.on_refused),  # as a refusal is: over the last news
            (self.notices.advised, self.narrator.on_advice),  # and where the teacher does
        ):
            signal.connect(slot)
        # What a frame shows (the table first: the follower follows its rows).
        for slot in (
            *(self.model.show_changes, self.follower.on_frame, self.model.refresh),
            *(self.log.flush, self._on_frame, self.first_steps.on_frame),
            self.views.on_frame,
            *(self.stats_panel.on_frame, self.narrator.on_frame, self.labs.on_frame),
            self.collector.on_frame,
        ):
            self.clock.ticked.connect(slot)
        # Laid out, drawn ahead, then painted whole: one instant on screen.
        pictures = (view.picture.prepare for view in self.views.drawn_ahead)
        self.clock.prepare_with(lay_out_now, *pictures)
        paints = PaintAtFrames(self.clock)
        paints.watch(self, *self.docks.all())
        self.clock.painted.connect(paints.paint)
        self.clock.running_changed.connect(self.views.on_clock_running)
        self.clock.running_changed.connect(self.collector.on_clock_running)
        self.clock.running_changed.connect(self.narrator.on_clock_running)
        # What wakes the clock: a batch (after the views took it in), a command, a new session.
        self.bridge.batch_applied.connect(self.clock.poke)
        shown.connect(self.clock.poke)
        for action in a.all():
            action.triggered.connect(self.clock.show_now)

    @Slot(object)
    def _on_session_shown(self, session: Session) -> None:
        live = session.live
        for action in self.actions_.live_only():
            action.setEnabled(live)
        self.controls.show_live(live)
        self.first_steps.show_session(session)
        if live:
            self.setWindowTitle(QCoreApplication.translate("MainWindow", TITLE))
        else:
            title = self.tr("{kind} — {name} — fifo_gui")
            self.setWindowTitle(title.format(kind=session.kind, name=session.name))

    @Slot()
    def _on_frame(self) -> None:
        """The status lines at each frame (the views and the table have their own slots)."""
        self.workers.refresh()
        self.producers.refresh()
        self.scenario_banner.show_queue(self.ledger.discipline, self.ledger.queue_name)

    # -- closing ------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()

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
        self._settings.dock_state = self.projector.layout_to_keep()
        self._settings.room_dock_state = self.table_room.kept_state()
        self._settings.sync()
        self.clock.stop()
        self.collector.release()
        self.heartbeat.stop()
        self.producers.stop_all()
        scheduler = self.sessions.current.scheduler
        if scheduler is not None:
            scheduler.shutdown(timeout=SHUTDOWN_TIMEOUT)
        self.bridge.drain()  # what the shutdown did, into a `--log` transcript too
        self.log.flush()
        self.recording.finish()  # the recording's last events, a replay's end
        self.bridge.detach()
        self.late.shut_down()  # a student's process ends with the window; a broker's workers stop
