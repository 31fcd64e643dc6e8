"""Help ▸ Keyboard shortcuts: every command of the registry, once, with its keys,
in a compact table a filter narrows as you type."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, Slot
from PySide6.QtGui import QAction, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fifo_gui.ui.commands.keys import key_cell, typed_keys
from fifo_gui.ui.words.numbers import number

# The table's columns as the model holds them; on screen Command comes first.
KEYS, COMMAND, WHAT = range(3)


class ShortcutsDialog(QDialog):
    """Lists each of `actions` once: command, its keys (blank: menu only), what it does.

    Typing in the filter field (focused on open) hides the rows that do not
    match every word typed, in the command, its keys or what it does; Down
    or Enter goes to the table, Esc closes.
    """

    def __init__(self, actions: list[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        shown = list(dict.fromkeys(actions))  # once each, in the registry's order
        self.filter = QLineEdit()
        self.filter.setObjectName("shortcutsFilter")
        self.filter.setAccessibleName(self.tr("Filter shortcuts"))
        self.filter.setPlaceholderText(self.tr("Type a command, a key or a word to filter"))
        self.filter.setClearButtonEnabled(True)
        self.count = QLabel()
        self.count.setObjectName("shortcutsCount")
        self.table = table = QTableWidget(len(shown), 3)
        table.setObjectName("shortcutsTable")
        table.setAccessibleName(self.tr("Keyboard shortcuts"))
        table.setHorizontalHeaderLabels(
            [self.tr("Key"), self.tr("Command"), self.tr("What it does")]
        )
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setTabKeyNavigation(False)  # Tab leaves the table for Close, as in any form
        table.setAlternatingRowColors(True)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._haystacks: list[str] = []
        self._texts: list[tuple[str, str, str]] = []  # each row's cells, by column
        for r, action in enumerate(shown):
            keys = typed_keys(action)
            texts = (key_cell(action), action.text().replace("&", ""), action.statusTip())
            self._texts.append(texts)
            for c, text in enumerate(texts):
                table.setItem(r, c, QTableWidgetItem(text))
            portable = " ".join(k.toString() for k in keys)  # "ctrl+n" finds ⌘N on a Mac too
            self._haystacks.append(" ".join((*texts, portable)).casefold())
        header = table.horizontalHeader()
        header.moveSection(COMMAND, 0)  # what a person looks for first, then its keys
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # set by _fit_columns
        # One line a row where there is room; where there is not, a description
        # wraps, and the keys go one to a line beside it (more room for the words).
        table.setWordWrap(True)
        table.setTextElideMode(Qt.TextElideMode.ElideNone)
        table.verticalHeader().setMinimumSectionSize(1)  # a row as tall as its lines
        table.viewport().installEventFilter(self)  # its width is what the columns share
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:  # Enter in the filter goes to the table, not Close
            close.setAutoDefault(False)
            close.setDefault(False)
        top = QHBoxLayout()
        top.addWidget(self.filter, 1)
        top.addWidget(self.count)
        self._layout = layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(table)
        layout.addWidget(buttons)
        self.setTabOrder(self.filter, table)
        self.filter.textChanged.connect(self._on_filter_changed)
        self.filter.returnPressed.connect(self._to_table)
        self.filter.installEventFilter(self)
        self._on_filter_changed("")
        self.resize(self._table_size(parent))

    def visible_rows(self) -> list[int]:
        """The rows the filter lets through, in order."""
        return [r for r in range(self.table.rowCount()) if not self.table.isRowHidden(r)]

    @Slot(str)
    def _on_filter_changed(self, text: str) -> None:
        words = text.casefold().split()
        for r, haystack in enumerate(self._haystacks):
            self.table.setRowHidden(r, not all(w in haystack for w in words))
        shown, total = len(self.visible_rows()), self.table.rowCount()
        if not words:
            said = self.tr("{total} commands").format(total=number(total))
        elif shown:
            said = self.tr("{shown} of {total} commands").format(
                shown=number(shown), total=number(total)
            )
        else:
            said = self.tr("No command matches “{text}”").format(text=text.strip())
        self.count.setText(said)
        self.table.setAccessibleDescription(said)

    @Slot()
    def _to_table(self) -> None:
        rows = self.visible_rows()
        if rows:
            self.table.setCurrentCell(rows[0], COMMAND)
            self.table.setFocus(Qt.FocusReason.TabFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        down = isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Down
        if watched is self.filter and event.type() == QEvent.Type.KeyPress and down:
            self._to_table()
            return True
        return super().eventFilter(watched, event)

    def _fit_columns(self) -> None:
        """Command and keys as wide as their words; what it does takes the rest.
        When that rest would be narrow (a big zoom, a small screen) the keys go
        one to a line and a long command wraps, so a description takes fewer lines."""
        table = self.table
        room = table.viewport().width()
        command, keys, what = (self._content_width(c) for c in (COMMAND, KEYS, WHAT))
        one_key = max(
            self._widest_key(), table.horizontalHeader().sectionSizeFromContents(KEYS).width()
        )
        narrow = 60 * table.fontMetrics().averageCharWidth()  # a description's line, at least
        if room - command - keys < min(what, narrow):  # keys and commands may wrap too
            keys = min(keys, one_key)
            command = min(command, room // 4)
        table.setColumnWidth(COMMAND, command)
        table.setColumnWidth(KEYS, keys)
        table.setColumnWidth(WHAT, max(room - command - keys, 0))
        # Not resizeRowsToContents: it takes the hidden header's padded height (1.6 lines).
        metrics = table.fontMetrics()
        for r in range(table.rowCount()):
            lines = (
                metrics.boundingRect(  # wrapped within the cell's margins: never cut
                    QRect(0, 0, max(table.columnWidth(c) - 8, 1), 100_000),
                    Qt.TextFlag.TextWordWrap,
                    text,
                ).height()
                for c, text in enumerate(self._texts[r])
            )
            table.setRowHeight(r, max(table.sizeHintForRow(r), *lines) + 4)

    def _content_width(self, column: int) -> int:
        table = self.table
        header = table.horizontalHeader().sectionSizeFromContents(column).width()
        return max(table.sizeHintForColumn(column), header)

    def _widest_key(self) -> int:
        """The widest single key ("Ctrl+Shift+Space"), with the cell's margins."""
        metrics = self.table.fontMetrics()
        widest = max(
            (metrics.horizontalAdvance(k + ",") for t in self._texts for k in t[KEYS].split(", ")),
            default=0,
        )
        return widest + 16

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.filter.setFocus(Qt.FocusReason.OtherFocusReason)  # type to filter at once

    def _table_size(self, parent: QWidget | None) -> QSize:
        """Room for every row on one line where the screen has it, within 90 % of
        the screen (a smaller screen wraps descriptions and scrolls)."""
        table = self.table
        header = table.horizontalHeader()
        width = sum(  # measured from the contents: before it is shown, a column has no width yet
            max(table.sizeHintForColumn(c), header.sectionSizeFromContents(c).width())
            for c in range(table.columnCount())
        )
        rows = sum(table.sizeHintForRow(r) for r in range(table.rowCount()))
        margins = self._layout.contentsMargins()
        extra = margins.left() + margins.right()
        chrome = self.filter.sizeHint().height() + 3 * self.fontMetrics().height() + 40
        frame = 2 * table.frameWidth() + 4
        want = QSize(
            width + frame + extra + table.verticalScrollBar().sizeHint().width(),
            header.sizeHint().height() + rows + frame + chrome,
        )
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        return want.boundedTo(screen.size() * 0.9)
