"""The labs of one window, composed: queue disciplines, races, Compare, your tasks.

Each lab lives in a module of its own (fifo_gui/ui/labs/) and takes only the
collaborators it needs; `Labs` makes them, puts the Labs group at the end of
the control strip, wires them to one another and forwards what they say to
the window. It never sees the main window: the window connects the signals
and slots below in its `_connect_signals`. Nothing here changes what the
queue and the workers do except through the scheduler's public API.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QComboBox, QDockWidget, QMainWindow, QMessageBox

from fifo_gui.ui.labs.compare_lab import CompareLab
from fifo_gui.ui.labs.discipline_lab import DisciplineLab
from fifo_gui.ui.labs.lab_tasks import LabTasks
from fifo_gui.ui.labs.race_lab import RaceLab
from fifo_gui.ui.labs.your_tasks_lab import UserTasks, YourTasksLab
from fifo_gui.ui.producer.control_panel import ControlPanel
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.window.actions import ActionSet, WindowActions
from fifo_gui.ui.window.notices import Notices

if TYPE_CHECKING:
    from fifo_gui.ui.labs.compare_dialog import CompareDialog, CompareRun
    from fifo_gui.ui.producer.user_tasks_controls import UserTasksBar
    from fifo_gui.ui.views.race_panel import RacePanel

LABS_GROUPS = ("discipline", "labs", "user_tasks")  # the registry's groups of the labs


class Labs(QObject):
    """The window's labs (see the module docstring).

    Signals:
        priority_changed(int): GUI thread. The priority field's value: the
            producers' buttons give it to their tasks too.
        task_added(object, object, object): GUI thread. A lab put `func, args,
            kwargs` on the queue (the session File ▸ Save writes keeps it).
        user_tasks_loaded(dict): GUI thread. A tasks file's functions by name:
            File ▸ Open and the open scenario may name them.
    """

    priority_changed = Signal(int)
    task_added = Signal(object, object, object)
    user_tasks_loaded = Signal(object)

    def __init__(
        self,
        *,
        sessions: Sessions,
        notices: Notices,
        actions: WindowActions,
        controls: ControlPanel,
        host: QMainWindow,
    ) -> None:
        """`host` is the window the race panel docks into and dialogs open over."""
        super().__init__(host)
        self.actions: ActionSet = actions.feature(*LABS_GROUPS)
        self.tasks = LabTasks(sessions, notices, self)
        self.discipline = DisciplineLab(sessions, notices, actions, self)
        self.race = RaceLab(self.tasks, actions, controls, host, self)
        self.compare = CompareLab(notices, actions, host, self)
        self.your_tasks = YourTasksLab(self.tasks, notices, actions, controls, host, self)
        for signal, slot in (
            (self.discipline.priority_changed, self.tasks.set_priority),
            (self.discipline.priority_changed, self.priority_changed),
            (self.tasks.added, self.task_added),
            (self.your_tasks.user_tasks_loaded, self.compare.set_user_tasks),
            (self.your_tasks.user_tasks_loaded, self.user_tasks_loaded),
            (self.compare.ended, self.race.refresh),
        ):
            signal.connect(slot)
        controls.add_group(
            "queueOrderGroup",
            self.tr("Queue order"),
            self.tr("The queue's discipline: FIFO, LIFO or Priority (Labs ▸ Queue order)"),
            self.discipline.combo,
            self.discipline.priority_spin,  # shown for a Priority queue
        )

    # -- what the window connects ---------------------------------------------------

    @Slot()
    def on_frame(self) -> None:
        """A frame of the window's clock: the selector and the race panel follow."""
        self.discipline.refresh()
        self.race.refresh()

    @Slot(object)
    def on_session_shown(self, session: object) -> None:
        """Another session is shown (New session, a replay): its order, counters from 0."""
        self.race.on_session_shown(session)
        self.discipline.refresh()

    @Slot(object)
    def on_scenario_opened(self, scenario: object) -> None:
        """Compare runs the open scenario; a race scenario shows the race panel."""
        self.compare.on_scenario_opened(scenario)
        self.race.on_scenario_opened(scenario)

    @Slot()
    def on_scenario_closed(self) -> None:
        self.compare.on_scenario_closed()

    # -- the names tests, the command line and scripts use ----------------------------

    @property
    def discipline_combo(self) -> QComboBox:
        return self.discipline.combo

    def choose_discipline(self, name: str) -> bool:
        """Make the live queue take items in `name`'s order; False if refused."""
        return self.discipline.choose(name)

    def refresh(self) -> None:
        self.discipline.refresh()
        self.compare.refresh()
        self.your_tasks.refresh()

    @property
    def race_panel(self) -> RacePanel:
        return self.race.race_panel

    @property
    def race_dock(self) -> QDockWidget:
        return self.race.race_dock

    def show_race_panel(self) -> None:
        self.race.show_race_panel()

    @property
    def compare_run(self) -> CompareRun | None:
        return self.compare.compare_run

    @property
    def compare_dialog(self) -> CompareDialog | None:
        return self.compare.compare_dialog

    def start_compare(self) -> None:
        self.compare.start_compare()

    @property
    def user_tasks(self) -> dict[str, Callable[..., Any]]:
        return self.your_tasks.user_tasks

    @property
    def user_tasks_bar(self) -> UserTasksBar:
        return self.your_tasks.user_tasks_bar

    @property
    def error_box(self) -> QMessageBox | None:
        return self.your_tasks.error_box

    def load_tasks(self, path: Path, *, dialog: bool = True) -> bool:
        return self.your_tasks.load_tasks(path, dialog=dialog)

    def set_user_tasks(self, tasks: UserTasks, path: Path | None = None) -> None:
        """Offer `tasks` (e.g. --tasks FILE.py, loaded by the command line)."""
        self.your_tasks.set_user_tasks(tasks, path)
