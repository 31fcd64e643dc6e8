"""Help ▸ Keyboard shortcuts: every action that has one, in a table."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


class ShortcutsDialog(QDialog):
    """Lists `actions` that have a shortcut: key, command, what it does."""

    def __init__(self, actions: list[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle("Keyboard shortcuts")
        shown = [a for a in actions if not a.shortcut().isEmpty()]
        table = QTableWidget(len(shown), 3)
        table.setObjectName("shortcutsTable")
        table.setHorizontalHeaderLabels(["Key", "Command", "What it does"])
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, action in enumerate(shown):
            key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            for c, text in enumerate((key, action.text().replace("&", ""), action.statusTip())):
                table.setItem(r, c, QTableWidgetItem(text))
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        self.table = table
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        layout.addWidget(buttons)
        self.resize(980, 640)
