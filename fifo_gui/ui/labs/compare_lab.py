"""The Compare lab: the open scenario (or the shipped disciplines.json) under
FIFO, LIFO and Priority, in the background; a dialog shows the waits side by
side. A scenario that compares engines ("Threads or processes?") runs on
threads, then on processes, and the dialog shows their times. The run and the
dialog are made on first use."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QMessageBox, QWidget

from fifo_gui.core.scenario import Scenario, ScenarioError, load_scenario
from fifo_gui.resources import resource_path
from fifo_gui.ui.window.actions import WindowActions
from fifo_gui.ui.window.late import COMPARE_DIALOG, COMPARE_RUN
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.core_errors import error_text
from fifo_gui.ui.words.scenario_texts import scenario_text

if TYPE_CHECKING:
    from fifo_gui.core.scenario_runner import RunResult
    from fifo_gui.ui.labs.compare_dialog import CompareDialog, CompareRun


class CompareLab(QObject):
    """Labs ▸ Compare (the scenario banner has its button).

    Signals:
        ended(): GUI thread. A comparison is over, done or failed (`compare()`
            put the race counters back as they were: the race panel shows them).
    """

    ended = Signal()

    def __init__(
        self,
        notices: Notices,
        actions: WindowActions,
        dialog_parent: QWidget,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._notices = notices
        self._dialog_parent = dialog_parent
        self._action = actions.compare
        self.scenario: Scenario | None = None  # the open scenario (None: disciplines.json)
        self.user_tasks: Mapping[str, Callable[..., Any]] = {}  # a scenario may name them
        self.compare_run: CompareRun | None = None
        self.compare_dialog: CompareDialog | None = None
        self.last_compare: list[RunResult] = []
        actions.compare.triggered.connect(self.start_compare)

    @Slot(object)
    def on_scenario_opened(self, scenario: object) -> None:
        if isinstance(scenario, Scenario):
            self.scenario = scenario

    @Slot()
    def on_scenario_closed(self) -> None:
        self.scenario = None

    @Slot(object)
    def set_user_tasks(self, tasks: Mapping[str, Callable[..., Any]]) -> None:
        self.user_tasks = dict(tasks)

    def compare_scenario(self) -> Scenario | None:
        """The open scenario, else the shipped disciplines.json (None: it cannot be read)."""
        if self.scenario is not None:
            return self.scenario
        try:
            return load_scenario(resource_path("scenarios", "disciplines.json"))
        except ScenarioError as exc:
            self._notices.refuse(self.tr("Cannot compare: {error}").format(error=error_text(exc)))
            return None

    def refresh(self) -> None:
        self._action.setEnabled(self.compare_run is None)

    @Slot()
    def start_compare(self) -> None:
        """Run the scenario under each discipline on a thread; the dialog follows."""
        if self.compare_run is not None:
            self._notices.refuse(self.tr("Compare is already running."))
            return
        scenario = self.compare_scenario()
        if scenario is None:
            return
        run = self.compare_run = COMPARE_RUN.load()(scenario, self.user_tasks, self)
        run.finished.connect(self._on_compare_finished)
        run.failed.connect(self._on_compare_failed)
        title = scenario_text(scenario.title) or self.tr("the scenario")
        if scenario.compare == "engines":
            said = self.tr("Comparing threads and processes on {title} in the background…")
            logged = self.tr("compare: {title}, once on threads, then once on processes")
        else:
            said = self.tr("Comparing FIFO, LIFO and Priority on {title} in the background…")
            logged = self.tr("compare: {title}, once per queue discipline")
        self._notices.say(said.format(title=title), 30000)
        self._notices.log(logged.format(title=title))
        run.start()
        self.refresh()

    @Slot(object)
    def _on_compare_finished(self, results: list[RunResult]) -> None:
        run, self.compare_run = self.compare_run, None
        self.last_compare = results
        self.refresh()
        self.ended.emit()
        scenario = run.scenario if run is not None else None
        title = scenario_text(scenario.title if scenario else "") or self.tr("the scenario")
        self._notices.say(self.tr("Compare done."), 4000)
        engines = scenario is not None and scenario.compare == "engines"
        dialog = self.compare_dialog = COMPARE_DIALOG.load()(
            title, results, self._dialog_parent, engines=engines
        )
        dialog.open()

    @Slot(str)
    def _on_compare_failed(self, message: str) -> None:
        self.compare_run = None
        self.refresh()
        self.ended.emit()
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            self.tr("Compare failed"),
            message,
            QMessageBox.StandardButton.Ok,
            self._dialog_parent,
        )
        box.setObjectName("compareFailed")
        box.open()
        self.error_box = box
