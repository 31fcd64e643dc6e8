"""The race lab: race tasks (a shared counter without a lock, and with one) and
the race panel that counts their lost updates.

The panel's dock is made with the first race (it is not in the first frame)
and docks into the window it is given, as a tab beside the responsiveness
meter: it takes no room from the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtWidgets import QDockWidget, QMainWindow

from fifo_gui.core.demo_tasks import RACE_COUNTERS, race, race_locked
from fifo_gui.core.scenario import Scenario
from fifo_gui.ui.labs.lab_tasks import LabTasks
from fifo_gui.ui.layout.docks import DockedView, view_dock
from fifo_gui.ui.producer.control_panel import ControlPanel
from fifo_gui.ui.window.actions import RACE_N, WindowActions, action_button

if TYPE_CHECKING:
    from fifo_gui.ui.views.race_panel import RacePanel

BESIDE = "heartbeatDock"  # the race panel becomes a tab of this dock, where the layout put it


class RaceLab(QObject):
    """Add race / race_locked tasks, and the race panel (Labs ▸ Race counters).
    `group` holds the Race buttons: the window shows it while the panel is shown."""

    def __init__(
        self,
        tasks: LabTasks,
        actions: WindowActions,
        controls: ControlPanel,
        host: QMainWindow,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._tasks = tasks
        self._host = host
        self._toggle = actions.race_panel
        self._race: tuple[RacePanel, QDockWidget] | None = None  # made by the first race
        self.group = controls.add_group(
            "raceGroup",
            self.tr("Race"),
            self.tr("A shared counter updated by tasks without a lock, and with one"),
            action_button(actions.add_race, "addRaceButton", self.tr("Race")),
            action_button(actions.add_race_locked, "addRaceLockedButton", self.tr("Race locked")),
        )
        self.group.setVisible(False)  # in the strip while the race panel is shown
        actions.add_race.triggered.connect(self._adder(race))
        actions.add_race_locked.triggered.connect(self._adder(race_locked))
        actions.race_panel.toggled.connect(self._on_race_toggled)

    def _adder(self, func: Callable[..., Any]) -> Callable[[], None]:
        def add() -> None:
            self.add_race(func)

        return add

    def add_race(self, func: Callable[..., Any]) -> None:
        """Enqueue `func(RACE_N)` and show the race panel."""
        if self._tasks.submit(func, (RACE_N,)) is not None:
            self.show_race_panel()

    def _race_dock(self) -> tuple[RacePanel, QDockWidget]:
        """The race panel and its dock, made on first use, hidden until shown."""
        if self._race is None:
            from fifo_gui.ui.views.race_panel import RacePanel  # on demand: a faster start

            host = self._host
            panel = RacePanel()
            area = Qt.DockWidgetArea.RightDockWidgetArea
            dock = view_dock(host, DockedView(self.tr("Race counters"), panel, area, scrolls=True))
            dock.hide()
            dock.visibilityChanged.connect(self._on_race_visibility)
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

    def show_race_panel(self) -> None:
        """Show the race panel as a tab beside the responsiveness meter, wherever
        the layout put that."""
        dock = self.race_dock
        if dock.isHidden() and not dock.isFloating():
            beside = self._host.findChild(QDockWidget, BESIDE)
            if beside is not None and not beside.isHidden() and not beside.isFloating():
                self._host.tabifyDockWidget(beside, dock)
        dock.show()
        dock.raise_()

    def refresh(self) -> None:
        """The panel shows the counters as they are now (if it was made: else it
        shows them when it is)."""
        if self._race is not None:
            self._race[0].refresh()

    @Slot(object)
    def on_session_shown(self, session: object) -> None:
        """Another session is shown: its races count from 0."""
        for counter in RACE_COUNTERS.values():
            counter.reset()
        self.refresh()

    @Slot(object)
    def on_scenario_opened(self, scenario: object) -> None:
        """A scenario of race tasks shows the panel."""
        if isinstance(scenario, Scenario) and any(t.kind in RACE_COUNTERS for t in scenario.tasks):
            self.show_race_panel()

    @Slot(bool)
    def _on_race_toggled(self, shown: bool) -> None:
        self.group.setVisible(shown)  # the Race buttons, while the panel is shown
        if shown:
            self.show_race_panel()
        elif self._race is not None:
            self._race[1].hide()

    @Slot(bool)
    def _on_race_visibility(self, visible: bool) -> None:
        # A tab behind another reports invisible too: the toggle follows the dock itself.
        self._toggle.setChecked(not self.race_dock.isHidden())
