"""The labs in the window: queue disciplines, Compare, the race panel, your tasks.

One `Labs` object per main window builds its own actions, control-strip
segments, menus and dock, and wires them to the window's scheduler, ledger
and frame clock; the window only creates it. Nothing here changes what the
queue and the workers do except through the scheduler's public API.

What the first frame does not show is made on first use: the race panel's
dock with the first race, the Your tasks group with the first file loaded,
Compare's dialog with the first comparison.
"""

from __future__ import annotations

import queue
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDockWidget,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QToolBar,
)

from fifo_gui.core.demo_tasks import RACE_COUNTERS, race, race_locked
from fifo_gui.core.disciplines import QUEUE_CLASSES
from fifo_gui.core.scenario import Scenario, ScenarioError, load_scenario
from fifo_gui.resources import resource_path
from fifo_gui.ui.actions import RACE_N, ActionSet, action_button
from fifo_gui.ui.dock_layout import titles_follow_font

if TYPE_CHECKING:
    from fifo_gui.core.scenario_runner import RunResult
    from fifo_gui.ui.compare_dialog import CompareDialog, CompareRun
    from fifo_gui.ui.main_window import MainWindow
    from fifo_gui.ui.views.race_panel import RacePanel

UserTasks = Mapping[str, Callable[..., Any]]
DISCIPLINE_NAMES = tuple(QUEUE_CLASSES)  # FIFO, LIFO, Priority
MIN_PRIORITY, MAX_PRIORITY = -99, 99
STOP_NOW_PLAIN = (
    "Stop now cannot interrupt plain code: a function of yours that never "
    "returns stays Running until it returns (closing the window still exits)."
)


LabsActions = ActionSet  # the registry's share of the labs, by attribute
LABS_GROUPS = ("discipline", "labs", "user_tasks")  # the registry's groups of ours


class UserTasksBar(QToolBar):
    """The Your tasks group: a function of your loaded file, its arguments, Add."""

    def __init__(self, actions: LabsActions) -> None:
        super().__init__()
        a = actions
        self.setObjectName("userTasksBar")
        self.setMovable(False)
        self.combo = QComboBox()
        self.combo.setObjectName("userTaskCombo")
        self.combo.setToolTip(
            f"Your tasks: the functions of the loaded file ({a.user_task.shortcut().toString()})"
        )
        self.combo.setMinimumContentsLength(12)
        self.args = QLineEdit()
        self.args.setObjectName("userArgsEdit")
        self.args.setPlaceholderText("arguments, e.g. 2, b=3")
        self.args.setToolTip(
            "Arguments as Python literals: numbers, strings, True/False/"
            "None, lists, tuples, dicts; name=value for keywords "
            f"({a.user_args.shortcut().toString()}; Enter adds the task)"
        )
        self.args.setMinimumWidth(self.args.fontMetrics().horizontalAdvance("x" * 18))
        self.add_button = action_button(a.add_user_task, "addUserTaskButton", "Add")
        caption = QLabel("Your tasks")
        caption.setObjectName("segmentCaption")
        caption.setToolTip(
            "Functions of your own Python file (File ▸ Load your tasks…). " + STOP_NOW_PLAIN
        )
        for widget in (caption, self.combo, self.args, self.add_button):
            self.addWidget(widget)


class Labs(QObject):
    """The labs of one main window (see the module docstring)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._w = window
        self._refuse = window._refuse  # the status bar and the log say why
        self.actions = a = window.actions_.feature(*LABS_GROUPS)
        self.user_tasks: dict[str, Callable[..., Any]] = {}
        self.tasks_path: Path | None = None
        self.compare_run: CompareRun | None = None
        self.compare_dialog: CompareDialog | None = None
        self.last_compare: list[RunResult] = []
        self._race: tuple[RacePanel, QDockWidget] | None = None  # made by the first race
        self._yours: UserTasksBar | None = None  # made by the first file loaded
        self._build_controls()
        self.menu = window.menus["labs"]
        for signal, slot in (
            (self.discipline_combo.activated, self._on_combo_activated),
            (a.fifo.triggered, lambda: self.choose_discipline("FIFO")),
            (a.lifo.triggered, lambda: self.choose_discipline("LIFO")),
            (a.priority_queue.triggered, lambda: self.choose_discipline("Priority")),
            (a.priority_field.triggered, self._focus(lambda: self.priority_spin)),
            (a.add_race.triggered, lambda: self.add_race(race)),
            (a.add_race_locked.triggered, lambda: self.add_race(race_locked)),
            (a.compare.triggered, self.start_compare),
            (a.load_tasks.triggered, self._on_load_tasks),
            # Your tasks' fields: none until a file is loaded.
            (a.user_task.triggered, self._focus(lambda: getattr(self._yours, "combo", None))),
            (a.user_args.triggered, self._focus(lambda: getattr(self._yours, "args", None))),
            (a.add_user_task.triggered, self.add_user_task),
            (self.priority_spin.valueChanged, self._on_priority_changed),
            (a.race_panel.toggled, self._on_race_toggled),
        ):
            signal.connect(slot)
        window.clock.ticked.connect(self._on_frame)
        window.session_commands.session_reset.connect(self._on_session_reset)
        window.producers.scenario_opened.connect(self._on_scenario_opened)
        self.refresh()

    # -- building ---------------------------------------------------------------

    def _build_controls(self) -> None:
        a = self.actions
        combo = self.discipline_combo = QComboBox()
        combo.setObjectName("disciplineCombo")
        combo.addItems(list(DISCIPLINE_NAMES))
        spin = self.priority_spin = QSpinBox()
        spin.setObjectName("prioritySpin")
        spin.setRange(MIN_PRIORITY, MAX_PRIORITY)
        spin.setPrefix("priority ")
        spin.setToolTip(
            "Priority of the tasks added from the window: in a Priority queue "
            "lower runs first, equal ones in arrival order; FIFO and LIFO "
            f"ignore it ({a.priority_field.shortcut().toString()} to go here)"
        )
        self.compare_button = action_button(a.compare, "compareButton", "Compare")
        labs = QToolBar()
        labs.setObjectName("labsBar")
        labs.setMovable(False)
        caption = QLabel("Labs")
        caption.setObjectName("segmentCaption")
        caption.setToolTip("Queue disciplines, a race condition, Compare")
        for widget in (
            caption,
            combo,
            spin,
            action_button(a.add_race, "addRaceButton", "Race"),
            action_button(a.add_race_locked, "addRaceLockedButton", "Race locked"),
            self.compare_button,
        ):
            labs.addWidget(widget)
        # The control strip is a flow of segments: ours join at its end.
        self._w.controls._flow.addWidget(labs)
        self._w.controls.updateGeometry()

    @property
    def user_tasks_bar(self) -> UserTasksBar:
        """The Your tasks group, at the end of the control strip (made when first asked
        for: the first file loaded shows it)."""
        if self._yours is None:
            yours = self._yours = UserTasksBar(self.actions)
            yours.args.returnPressed.connect(self.add_user_task)
            yours.setVisible(False)  # until a file is loaded
            self._w.controls._flow.addWidget(yours)
            self._w.controls.updateGeometry()
        return self._yours

    def _race_dock(self) -> tuple[RacePanel, QDockWidget]:
        """The race panel and its dock, made on first use: hidden until a race is
        on, when it joins the views the layout (dock_layout) placed."""
        if self._race is None:
            from fifo_gui.ui.views.race_panel import RacePanel  # on demand: a faster start

            w = self._w
            panel = RacePanel()
            dock = QDockWidget("Race counters", w)
            dock.setObjectName("racePanelDock")
            dock.setWidget(panel)
            w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            dock.hide()
            app = QApplication.instance()
            if isinstance(app, QApplication):
                titles_follow_font(w, app.font())  # its title in the zoomed font too
            dock.visibilityChanged.connect(self._on_race_visibility)
            w.clock.ticked.connect(panel.refresh)
            self._race = panel, dock
        return self._race

    @property
    def race_panel(self) -> RacePanel:
        """Each shared counter's expected, actual and lost updates."""
        return self._race_dock()[0]

    @property
    def race_dock(self) -> QDockWidget:
        """The race panel's dock."""
        return self._race_dock()[1]

    @staticmethod
    def _focus(
        target: Callable[[], QComboBox | QSpinBox | QLineEdit | None],
    ) -> Callable[[], None]:
        """A slot that gives `target()` the focus (None: there is nothing to focus yet)."""

        def focus() -> None:
            widget = target()
            if widget is None:
                return
            widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
            if isinstance(widget, QLineEdit):
                widget.selectAll()

        return focus

    # -- what changes with the state -----------------------------------------------

    def shown_discipline(self) -> str:
        """The order the selector shows: the window's queue's; in a replay, the
        recording's (the ledger follows it while the replay is open)."""
        w = self._w
        if getattr(w.recording, "replay", None) is not None:
            return w.ledger.discipline
        return w.scheduler.discipline

    def discipline_refusal(self) -> str:
        """Why the queue's order cannot change now ("" if it can)."""
        w = self._w
        if getattr(w.recording, "replay", None) is not None:
            return "A replay shows the recording's queue: Close replay (Ctrl+Shift+W) first."
        if w.scheduler.running:
            return "Stop the workers first: the order changes only while they are stopped."
        waiting = max(w.scheduler.tasks.qsize(), w.ledger.queued)
        if waiting:
            return (
                f"Empty the queue first ({waiting} waiting: Start them, or Stop now / "
                "New session): a queue cannot reorder what it holds."
            )
        return ""

    def refresh(self) -> None:
        """Enable what can be used now and say why the rest cannot."""
        refusal = self.discipline_refusal()
        combo = self.discipline_combo
        current = self.shown_discipline()
        if combo.currentText() != current:
            combo.setCurrentText(current)
            self.actions.disciplines()[current].setChecked(True)
        # Its own flag, not isEnabled(): a replay also disables the whole strip.
        if combo.testAttribute(Qt.WidgetAttribute.WA_ForceDisabled) != bool(refusal):
            combo.setEnabled(not refusal)
        tip = "Queue order: FIFO, LIFO or Priority (Ctrl+Alt+1/2/3). " + (
            f"Disabled: {refusal}"
            if refusal
            else "Changes while the workers are stopped and the queue is empty."
        )
        if combo.toolTip() != tip:
            combo.setToolTip(tip)
        for action in self.actions.disciplines().values():
            action.setEnabled(not refusal)
        self.actions.add_user_task.setEnabled(bool(self.user_tasks))
        self.actions.compare.setEnabled(self.compare_run is None)

    @Slot()
    def _on_frame(self) -> None:
        self.refresh()

    @Slot(int)
    def _on_combo_activated(self, index: int) -> None:
        self.choose_discipline(self.discipline_combo.itemText(index))

    def choose_discipline(self, name: str) -> bool:
        """Make the window's queue take items in `name`'s order; False if refused."""
        w = self._w
        if name == w.scheduler.discipline:
            self.refresh()
            return True
        w.bridge.drain()  # the ledger must know the queue is empty
        refusal = self.discipline_refusal()
        if not refusal:
            try:
                w.scheduler.use_queue(QUEUE_CLASSES[name])
            except RuntimeError as exc:
                refusal = str(exc)
        if refusal:
            self._refuse(refusal)
            self.refresh()
            return False
        w.ledger.set_discipline(name)
        w.queue_lane.setToolTip(
            f"The {name} queue: the producer puts on the left, workers get() from the right; "
            "the boxes stand in the order a worker will take them"
        )
        w.log.log_message(f"queue order: {name} ({type(w.scheduler.tasks).__name__})")
        w.statusBar().showMessage(
            f"The queue is now {name}: the next tasks run in {name} order.", 6000
        )
        self.refresh()
        w.stats_panel.refresh()
        return True

    @Slot(int)
    def _on_priority_changed(self, priority: int) -> None:
        # The producer's own buttons (sleeping, failing, CPU, lesson) use it too.
        self._w.producers.priority = priority

    # -- adding tasks -------------------------------------------------------------------

    def submit(
        self,
        func: Callable[..., Any],
        args: tuple[Any, ...] = (),
        kwargs: dict[str, Any] | None = None,
    ) -> int | None:
        """Enqueue one task with the priority field's priority; never blocks."""
        w = self._w
        try:
            task_id = w.scheduler.submit(
                func, args, kwargs or {}, block=False, priority=self.priority_spin.value()
            )
        except queue.Full:
            self._refuse(
                f"The queue is full (maxsize {w.scheduler.tasks.maxsize}): the task was not added."
            )
            return None
        except (TypeError, ValueError, RuntimeError) as exc:
            self._refuse(f"The task was not added: {exc}")
            return None
        finally:
            w.bridge.drain()
        w.producers.session.record_call(func, args, kwargs or {})
        return task_id

    def add_race(self, func: Callable[..., Any]) -> None:
        if self.submit(func, (RACE_N,)) is not None:
            self.show_race_panel()

    def show_race_panel(self) -> None:
        """Show the race panel as a tab beside the responsiveness meter, wherever
        the layout put that: it takes no room from the table."""
        w, dock = self._w, self.race_dock
        if dock.isHidden() and not dock.isFloating():
            heartbeat = next((d for d in w.docks if d.widget() is w.heartbeat), None)
            if heartbeat is not None and not heartbeat.isHidden() and not heartbeat.isFloating():
                w.tabifyDockWidget(heartbeat, dock)
        dock.show()
        dock.raise_()

    @Slot(bool)
    def _on_race_toggled(self, shown: bool) -> None:
        if shown:
            self.show_race_panel()
        elif self._race is not None:
            self.race_dock.hide()

    @Slot(bool)
    def _on_race_visibility(self, visible: bool) -> None:
        # A tab behind another reports invisible too: the toggle follows the dock itself.
        self.actions.race_panel.setChecked(not self.race_dock.isHidden())

    @Slot()
    def add_user_task(self) -> None:
        """The chosen function of your file with the arguments field's literals."""
        from fifo_gui.ui.user_tasks_controls import ArgumentsError, parse_arguments

        yours = self._yours
        func = self.user_tasks.get(yours.combo.currentText()) if yours is not None else None
        if yours is None or func is None:
            self._refuse("Load your tasks first: File ▸ Load your tasks…")
            return
        try:
            args, kwargs = parse_arguments(yours.args.text())
        except ArgumentsError as exc:
            self._refuse(f"Arguments refused: {exc}")
            yours.args.setFocus()
            return
        self.submit(func, args, kwargs)

    # -- your tasks ----------------------------------------------------------------------

    @Slot()
    def _on_load_tasks(self) -> None:
        from fifo_gui.ui.user_tasks_controls import ask_tasks_file  # on demand: a faster start

        folder = str(self.tasks_path.parent) if self.tasks_path else ""
        path = ask_tasks_file(self._w, folder)
        if path is not None:
            self.load_tasks(path)

    def load_tasks(self, path: Path, *, dialog: bool = True) -> bool:
        """Import `path` and offer its functions; on a bad file say why (a dialog)
        and keep what was loaded before."""
        from fifo_gui.core.user_tasks import UserTasksError, load_user_tasks

        try:
            tasks = load_user_tasks(path)
        except UserTasksError as exc:
            if dialog:
                box = QMessageBox(
                    QMessageBox.Icon.Critical,
                    "Cannot load your tasks",
                    str(exc),
                    QMessageBox.StandardButton.Ok,
                    self._w,
                )
                box.setObjectName("userTasksError")
                box.open()
                self.error_box = box
            self._refuse(str(exc))
            return False
        self.set_user_tasks(tasks, path)
        return True

    def set_user_tasks(self, tasks: UserTasks, path: Path | None = None) -> None:
        """Offer `tasks` (a loaded file's functions) in the Your tasks selector."""
        self.user_tasks = dict(tasks)
        self.tasks_path = path
        yours = self.user_tasks_bar
        yours.combo.clear()
        yours.combo.addItems(list(self.user_tasks))
        yours.setVisible(True)
        self._w.files.user_tasks = self.user_tasks  # File ▸ Open may name them
        run = self._w.producers.scenario_run
        if run is not None:
            run.user_tasks = self.user_tasks
        where = f" from {path.name}" if path else ""
        self._w.log.log_message(f"your tasks{where}: " + ", ".join(self.user_tasks))
        self._w.statusBar().showMessage(
            f"Loaded {len(self.user_tasks)} task(s){where}: choose one in Your tasks. "
            + STOP_NOW_PLAIN,
            10000,
        )
        self.refresh()

    # -- sessions and scenarios ------------------------------------------------------------

    @Slot()
    def _on_session_reset(self) -> None:
        for counter in RACE_COUNTERS.values():
            counter.reset()
        self._refresh_race_panel()

    def _refresh_race_panel(self) -> None:
        if self._race is not None:  # else it shows the counters when it is made
            self.race_panel.refresh()

    @Slot(object)
    def _on_scenario_opened(self, scenario: object) -> None:
        run = self._w.producers.scenario_run
        if run is not None and self.user_tasks:
            run.user_tasks = self.user_tasks  # a scenario may name your functions
        if isinstance(scenario, Scenario) and any(t.kind in RACE_COUNTERS for t in scenario.tasks):
            self.show_race_panel()

    # -- Compare -----------------------------------------------------------------------------

    def compare_scenario(self) -> Scenario | None:
        """The open scenario, else the shipped disciplines.json."""
        run = self._w.producers.scenario_run
        if run is not None:
            return run.scenario
        try:
            return load_scenario(resource_path("scenarios", "disciplines.json"))
        except ScenarioError as exc:
            self._refuse(f"Cannot compare: {exc}")
            return None

    @Slot()
    def start_compare(self) -> None:
        """Run the scenario under each discipline on a thread; the dialog follows."""
        if self.compare_run is not None:
            self._refuse("Compare is already running.")
            return
        scenario = self.compare_scenario()
        if scenario is None:
            return
        from fifo_gui.ui.compare_dialog import CompareRun  # on demand: a faster start

        run = self.compare_run = CompareRun(scenario, self.user_tasks, self)
        run.finished.connect(self._on_compare_finished)
        run.failed.connect(self._on_compare_failed)
        title = scenario.title or "the scenario"
        self._w.statusBar().showMessage(
            f"Comparing FIFO, LIFO and Priority on {title} in the background…", 30000
        )
        self._w.log.log_message(f"compare: {title}, once per queue discipline")
        run.start()
        self.refresh()

    @Slot(object)
    def _on_compare_finished(self, results: list[RunResult]) -> None:
        run, self.compare_run = self.compare_run, None
        self.last_compare = results
        self.refresh()
        self._refresh_race_panel()  # compare() put the session's race figures back
        title = (run.scenario.title if run is not None else "") or "the scenario"
        self._w.statusBar().showMessage("Compare done.", 4000)
        from fifo_gui.ui.compare_dialog import CompareDialog

        dialog = self.compare_dialog = CompareDialog(title, results, self._w)
        dialog.open()

    @Slot(str)
    def _on_compare_failed(self, message: str) -> None:
        self.compare_run = None
        self.refresh()
        self._refresh_race_panel()
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            "Compare failed",
            message,
            QMessageBox.StandardButton.Ok,
            self._w,
        )
        box.open()
