"""Help ▸ Keyboard shortcuts: every command of the registry, once, with its keys."""

from __future__ import annotations

from PySide6.QtCore import QSize
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
    """Lists each of `actions` once: its keys (blank: menu only), command, what it does."""

    def __init__(self, actions: list[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        shown = list(dict.fromkeys(actions))  # once each, in the registry's order
        table = QTableWidget(len(shown), 3)
        table.setObjectName("shortcutsTable")
        table.setAccessibleName(self.tr("Keyboard shortcuts"))
        table.setHorizontalHeaderLabels(
            [self.tr("Key"), self.tr("Command"), self.tr("What it does")]
        )
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, action in enumerate(shown):
            key = ", ".join(
                k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()
            )
            for c, text in enumerate((key, action.text().replace("&", ""), action.statusTip())):
                table.setItem(r, c, QTableWidgetItem(text))
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        # On a screen too narrow for a description, it wraps rather than being cut.
        table.setWordWrap(True)
        header.sectionResized.connect(table.resizeRowsToContents)
        table.resizeRowsToContents()
        self.table = table
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        layout.addWidget(buttons)
        self.resize(self._whole_table_size(parent))

    def _whole_table_size(self, parent: QWidget | None) -> QSize:
        """Big enough for every row and column at the current zoom, within the
        screen (a smaller screen scrolls, it never cuts a row in half)."""
        table = self.table
        header = table.horizontalHeader()
        width = sum(  # measured from the contents: before it is shown, a column has no width yet
            max(table.sizeHintForColumn(c), header.sectionSizeFromContents(c).width())
            for c in range(table.columnCount())
        )
        height = table.horizontalHeader().height() + sum(
            table.rowHeight(r) for r in range(table.rowCount())
        )
        frame = 2 * table.frameWidth() + 4
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        extra_w = (margins.left() + margins.right()) if margins is not None else 24
        extra_h = (margins.top() + margins.bottom()) if margins is not None else 24
        want = QSize(
            width + frame + extra_w + table.verticalScrollBar().sizeHint().width(),
            height + frame + extra_h + 60,
        )
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        return want.boundedTo(screen.size() * 0.9)
