"""Help ▸ Keyboard shortcuts and Teaching guide, and a failed task's traceback
on a double-click: dialogs imported on first use (`window/late.py`)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, Slot
from PySide6.QtWidgets import QTableView, QWidget

from fifo_gui.ui.help.help_actions import HelpActions
from fifo_gui.ui.table.task_model import TaskTableModel
from fifo_gui.ui.window.late import SHORTCUTS_DIALOG, TEACHING_GUIDE, TRACEBACK_DIALOG


class HelpCommands(QObject):
    """The window's dialogs that only show something: they change nothing."""

    def __init__(
        self, *, actions: HelpActions, table: QTableView, model: TaskTableModel, parent: QWidget
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._model = model
        actions.shortcuts.triggered.connect(self.show_shortcuts)
        actions.teaching_guide.triggered.connect(self.show_teaching_guide)
        table.doubleClicked.connect(self._on_double_clicked)

    @Slot()
    def show_shortcuts(self) -> None:
        SHORTCUTS_DIALOG.load()(self._parent.actions(), self._parent).open()

    @Slot()
    def show_teaching_guide(self) -> None:
        TEACHING_GUIDE.load()(parent=self._parent).open()

    @Slot(QModelIndex)
    def _on_double_clicked(self, index: QModelIndex) -> None:
        row = self._model.row(index.row())
        if row.traceback:
            TRACEBACK_DIALOG.load()(
                f"ID {row.task_id}: {row.label}", row.traceback, self._parent
            ).open()
