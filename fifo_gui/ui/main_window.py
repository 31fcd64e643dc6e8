"""The main window: producer controls, the task table, the event log, the status.

It wires widgets to the scheduler and the bridge; it computes nothing itself.
"""

from __future__ import annotations

import queue
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, QTimer, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QDoubleSpinBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from fifo_gui.core import FIFOScheduler, cpu_task, failing_task, sample_task
from fifo_gui.core.demo_tasks import MAX_SECONDS
from fifo_gui.core.events import Event
from fifo_gui.core.mirror import QueueMirror
from fifo_gui.core.states import TaskState
from fifo_gui.core.stats import QueueStats
from fifo_gui.ui.actions import WindowActions, action_button
from fifo_gui.ui.bridge import SchedulerBridge
from fifo_gui.ui.depth_chart import DepthChart
from fifo_gui.ui.event_log import EventLog
from fifo_gui.ui.heartbeat import Heartbeat
from fifo_gui.ui.queue_lane import QueueLane
from fifo_gui.ui.settings import AppSettings
from fifo_gui.ui.stats_panel import StatsPanel
from fifo_gui.ui.task_model import Column, TaskTableModel
from fifo_gui.ui.timeline_view import TimelineView
from fifo_gui.ui.traceback_dialog import TracebackDialog

Call = tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]
LIVE_REFRESH_MS = 250
VIEW_REFRESH_MS = 50  # the teaching views repaint at 20 frames a second
STATS_EVERY = 10  # ... and the statistics every 10th frame
SHUTDOWN_TIMEOUT = 1.5  # seconds the window waits for workers when it closes

# Worker status: text and colours (Okabe-Ito, dark text on light, white on dark).
STATUS_LOOK = {
    "Idle": ("#E0E0E0", "#000000", "not started yet: press Start"),
    "Running": ("#009E73", "#FFFFFF", "blocked on tasks.get() when the queue is empty"),
    "Stopping": ("#E69F00", "#000000", "draining what is ahead of the STOP sentinel"),
    "Stopped": ("#D55E00", "#FFFFFF", "the worker took STOP and exited"),
}


def task_name(n: int) -> str:
    """Default names: Task A ... Task Z, Task AA, Task AB, ..."""
    letters = ""
    n += 1
    while n:
        n, rest = divmod(n - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return f"Task {letters}"


class MainWindow(QMainWindow):
    """The producer (this window, on MainThread), the FIFO queue, the worker(s)."""

    def __init__(self, scheduler: FIFOScheduler | None = None,
                 settings: AppSettings | None = None) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowTitle("fifo_gui — a FIFO queue and its worker, live")
        self.scheduler = scheduler if scheduler is not None else FIFOScheduler(verbose=False)
        self._settings = settings if settings is not None else AppSettings()
        self._ever_started = False
        self._names_used = 0

        self.bridge = SchedulerBridge(self.scheduler, self)
        self.model = TaskTableModel(self)
        self.epoch = self.model.epoch
        self.mirror = QueueMirror()
        self.stats = QueueStats()
        self.actions_ = WindowActions.create(self)
        self._frames = 0
        self._build_ui()
        self._build_views()
        self._build_menus()
        self._connect()
        self._restore_layout()
        self._refresh_status()

    # -- building --------------------------------------------------------------

    def _build_ui(self) -> None:
        a = self.actions_
        self.name_edit = QLineEdit(task_name(0))
        self.name_edit.setObjectName("taskNameEdit")
        self.name_edit.setToolTip("Name of the next sleeping task (advances after each one)")
        self.name_edit.setMaxLength(40)
        self.duration_spin = QDoubleSpinBox()
        self.duration_spin.setObjectName("durationSpin")
        self.duration_spin.setRange(0.0, MAX_SECONDS)
        self.duration_spin.setDecimals(1)
        self.duration_spin.setSingleStep(0.5)
        self.duration_spin.setValue(2.0)
        self.duration_spin.setSuffix(" s")
        self.duration_spin.setToolTip("How long the sleeping task sleeps, 0 to 3600 seconds")

        producer = QGroupBox(
            "Producer — this window, MainThread: schedule() puts tasks on the queue"
        )
        row = QHBoxLayout(producer)
        row.addWidget(QLabel("Name:"))
        row.addWidget(self.name_edit)
        row.addWidget(QLabel("Duration:"))
        row.addWidget(self.duration_spin)
        for action, name in ((a.add_sleep, "addSleepButton"), (a.add_fail, "addFailButton"),
                             (a.add_cpu, "addCpuButton"), (a.add_lesson, "lessonButton")):
            row.addWidget(action_button(action, name))
        row.addStretch(1)

        consumer = QGroupBox("Consumer — worker thread(s): tasks.get() takes them in FIFO order")
        row2 = QHBoxLayout(consumer)
        row2.addWidget(action_button(a.start, "startButton"))
        row2.addWidget(action_button(a.stop, "stopButton"))
        self.status_label = QLabel()
        self.status_label.setObjectName("workerStatusLabel")
        row2.addWidget(self.status_label)
        row2.addStretch(1)
        row2.addWidget(action_button(a.cancel, "cancelButton"))
        row2.addWidget(action_button(a.clear, "clearButton"))

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
        # Widths from the font, not from the contents: measuring 100,000 rows
        # (ResizeToContents) would freeze the window.
        samples = {Column.POSITION: "000", Column.ID: "0000",
                   Column.TASK: "sample_task('Task A', 2.0)XX", Column.STATE: "XX Cancelled",
                   Column.WORKER: "worker-10",
                   Column.ENQUEUED: "Enqueued", Column.STARTED: "0000.000",
                   Column.FINISHED: "Finished", Column.WAIT: "000.000 s", Column.RUN: "000.000 s"}
        metrics = self.table.fontMetrics()
        for column, sample in samples.items():
            self.table.setColumnWidth(column, metrics.horizontalAdvance(sample) + 28)
        self.table.setToolTip("Every item put on the queue, in FIFO order. "
                              "Double-click a failed task for its traceback.")

        self.log = EventLog()
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.log)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(producer)
        layout.addWidget(consumer)
        layout.addWidget(self.splitter, 1)
        self.setCentralWidget(central)

        self.counts_label = QLabel()
        self.counts_label.setObjectName("countsLabel")
        self.statusBar().addPermanentWidget(self.counts_label)

    def _build_views(self) -> None:
        """The teaching views, each in a dock the teacher can move, hide or float."""
        self.queue_lane = QueueLane(self.mirror, self.scheduler)
        self.timeline = TimelineView(self.mirror, self.epoch)
        self.depth_chart = DepthChart(self.stats)
        self.heartbeat = Heartbeat()
        self.stats_panel = StatsPanel(self.stats)
        self.docks: list[QDockWidget] = []
        for title, widget, area in (
            ("Queue lane", self.queue_lane, Qt.DockWidgetArea.TopDockWidgetArea),
            ("Timeline — one lane per worker", self.timeline,
             Qt.DockWidgetArea.BottomDockWidgetArea),
            ("Statistics", self.stats_panel, Qt.DockWidgetArea.RightDockWidgetArea),
            ("Queue depth over time", self.depth_chart, Qt.DockWidgetArea.RightDockWidgetArea),
            ("Responsiveness of the main thread", self.heartbeat,
             Qt.DockWidgetArea.RightDockWidgetArea),
        ):
            dock = QDockWidget(title, self)
            dock.setObjectName(widget.objectName() + "Dock")
            dock.setWidget(widget)
            self.addDockWidget(area, dock)
            self.docks.append(dock)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.setCorner(Qt.Corner.TopRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self._view_timer = QTimer(self)
        self._view_timer.setInterval(VIEW_REFRESH_MS)
        self._view_timer.timeout.connect(self._on_view_frame)
        self._view_timer.start()

    def _build_menus(self) -> None:
        a = self.actions_
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addAction(a.quit)
        tasks = bar.addMenu("&Tasks")
        for action in (a.add_sleep, a.add_fail, a.add_cpu, a.add_lesson):
            tasks.addAction(action)
        tasks.addSeparator()
        tasks.addAction(a.cancel)
        tasks.addAction(a.clear)
        worker = bar.addMenu("&Worker")
        worker.addAction(a.start)
        worker.addAction(a.stop)
        view = bar.addMenu("&View")
        for dock in self.docks:
            view.addAction(dock.toggleViewAction())
        view.addSeparator()
        view.addAction(a.follow)
        for action in (a.add_sleep, a.add_fail, a.add_cpu, a.add_lesson, a.start, a.stop,
                       a.cancel, a.clear, a.quit):
            self.addAction(action)  # shortcuts work wherever the focus is

    def _connect(self) -> None:
        a = self.actions_
        a.add_sleep.triggered.connect(self._on_add_sleep)
        a.add_fail.triggered.connect(self._on_add_fail)
        a.add_cpu.triggered.connect(self._on_add_cpu)
        a.add_lesson.triggered.connect(self._on_add_lesson)
        a.start.triggered.connect(self._on_start)
        a.stop.triggered.connect(self._on_stop)
        a.cancel.triggered.connect(self._on_cancel)
        a.clear.triggered.connect(self._on_clear)
        a.quit.triggered.connect(self.close)
        a.follow.toggled.connect(self.timeline.set_live)
        self.name_edit.returnPressed.connect(self._on_add_sleep)
        self.bridge.events_batched.connect(self._on_events_batched)
        self.table.doubleClicked.connect(self._on_table_double_clicked)
        self._live_timer = QTimer(self)
        self._live_timer.setInterval(LIVE_REFRESH_MS)
        self._live_timer.timeout.connect(self._on_live_tick)
        self._live_timer.start()

    def _restore_layout(self) -> None:
        geometry = self._settings.geometry
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1500, 900)
        splitter = self._settings.splitter
        if splitter is None or not self.splitter.restoreState(splitter):
            self.splitter.setSizes([560, 200])
        state = self._settings.dock_state
        if state is not None:
            self.restoreState(state)

    # -- producer ---------------------------------------------------------------

    def _submit(self, calls: Sequence[Call]) -> bool:
        """Enqueue all of `calls` or none of them; never blocks the GUI thread."""
        tasks = self.scheduler.tasks
        if tasks.maxsize and tasks.qsize() + len(calls) > tasks.maxsize:
            self._refuse(f"The queue is full (maxsize {tasks.maxsize}): nothing was added.")
            return False
        try:
            for func, args, kwargs in calls:
                self.scheduler.schedule_nowait(func, *args, **kwargs)
        except queue.Full:  # another producer filled it first
            self._refuse("The queue is full: the task was not added.")
            return False
        finally:
            self.bridge.drain()  # show what the click did now, not at the next tick
        return True

    def _refuse(self, message: str) -> None:
        self.statusBar().showMessage(message, 6000)
        self.log.log_message(f"refused: {message}")

    @Slot()
    def _on_add_sleep(self) -> None:
        name = self.name_edit.text().strip()
        if not name:
            self._refuse("Give the sleeping task a name first.")
            self.name_edit.setFocus()
            return
        if self._submit([(sample_task, (name, self.duration_spin.value()), {})]):
            self._names_used += 1
            self.name_edit.setText(task_name(self._names_used))

    @Slot()
    def _on_add_fail(self) -> None:
        self._submit([(failing_task, (), {})])

    @Slot()
    def _on_add_cpu(self) -> None:
        self._submit([(cpu_task, (), {})])

    @Slot()
    def _on_add_lesson(self) -> None:
        lesson: list[Call] = [
            (sample_task, ("Task A", 2), {}),
            (sample_task, (), {"name": "Task B", "duration": 1}),
            (failing_task, (), {}),
            (sample_task, ("Task C", 1), {}),
        ]
        if self._submit(lesson) and self._names_used < 3:
            self._names_used = 3
            self.name_edit.setText(task_name(3))

    # -- consumer ---------------------------------------------------------------

    def start_workers(self) -> None:
        """Start the worker(s), as the Start button does."""
        self._on_start()

    @Slot()
    def _on_start(self) -> None:
        if self.scheduler.start():
            self._ever_started = True
        self._refresh_status()

    @Slot()
    def _on_stop(self) -> None:
        tasks = self.scheduler.tasks
        needed = self.scheduler.workers
        if tasks.maxsize and tasks.qsize() + needed > tasks.maxsize:
            self._refuse("The queue is full: no room for the STOP sentinel yet.")
            return
        self.scheduler.stop(wait=False)  # the worker reports its own exit
        self.bridge.drain()
        self._refresh_status()

    def worker_state(self) -> str:
        """Idle, Running, Stopping or Stopped."""
        if not self._ever_started:
            return "Idle"
        if self.scheduler.stopping:
            return "Stopping"
        return "Running" if self.scheduler.running else "Stopped"

    @Slot()
    def _on_cancel(self) -> None:
        ids = {index.data(int(Qt.ItemDataRole.UserRole))
               for index in self.table.selectionModel().selectedRows()}
        cancelled = sum(
            1 for task_id in sorted(ids)
            if (row := self.model.row_for_id(task_id)) is not None
            and not row.sentinel and self.scheduler.cancel(task_id)
        )
        self.bridge.drain()
        if cancelled:
            self.statusBar().showMessage(f"Cancelled {cancelled} queued task(s).", 4000)
        else:
            self._refuse("Select queued tasks to cancel: running, finished and STOP rows "
                         "cannot be cancelled.")

    @Slot()
    def _on_clear(self) -> None:
        removed = self.model.clear_finished()
        self.statusBar().showMessage(f"Removed {removed} finished row(s) from the table.", 4000)

    # -- what the workers did ------------------------------------------------------

    @Slot(object)
    def _on_events_batched(self, batch: tuple[Event, ...]) -> None:
        self.model.apply(batch)
        self.mirror.apply(batch)
        self.stats.apply(batch)
        self.log.add_events(batch)
        self._refresh_status()

    @Slot()
    def _on_view_frame(self) -> None:
        for view in (self.queue_lane, self.timeline, self.depth_chart, self.heartbeat):
            if view.isVisible():
                view.update()
        self._frames += 1
        if self._frames % STATS_EVERY == 0 and self.stats_panel.isVisible():
            self.stats_panel.refresh()
        if self.timeline.live != self.actions_.follow.isChecked():
            self.actions_.follow.setChecked(self.timeline.live)  # the user dragged it

    @Slot()
    def _on_live_tick(self) -> None:
        if self.model.count(TaskState.QUEUED) or self.model.count(TaskState.RUNNING):
            self.model.refresh_live_columns()

    @Slot(QModelIndex)
    def _on_table_double_clicked(self, index: QModelIndex) -> None:
        row = self.model.row(index.row())
        if row.traceback:
            TracebackDialog(f"#{row.task_id} {row.label}", row.traceback, self).open()

    def _refresh_status(self) -> None:
        state = self.worker_state()
        background, foreground, hint = STATUS_LOOK[state]
        self.status_label.setText(f"Worker: {state}")
        self.status_label.setToolTip(hint)
        self.status_label.setStyleSheet(f"background: {background}; color: {foreground};")
        running = self.scheduler.running
        self.actions_.start.setEnabled(not running)
        self.actions_.stop.setEnabled(running and state != "Stopping")
        m = self.model
        self.counts_label.setText(
            f"Queued {m.count(TaskState.QUEUED)} · Running {m.count(TaskState.RUNNING)} · "
            f"Done {m.count(TaskState.DONE)} · Failed {m.count(TaskState.FAILED)} · "
            f"Cancelled {m.count(TaskState.CANCELLED)} · Worker: {state}"
        )

    # -- closing ------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        """Save the layout, stop the workers fast (never hang), then close."""
        self._settings.geometry = self.saveGeometry()
        self._settings.splitter = self.splitter.saveState()
        self._settings.dock_state = self.saveState()
        self._settings.sync()
        self._live_timer.stop()
        self._view_timer.stop()
        self.heartbeat.stop()
        self.scheduler.shutdown(timeout=SHUTDOWN_TIMEOUT)
        self.bridge.detach()
        super().closeEvent(event)

