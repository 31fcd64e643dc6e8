"""A dialog showing a failed task's traceback, selectable and copyable."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget

from fifo_gui.ui.window.theme import monospace_family


class TracebackDialog(QDialog):
    """Shows `traceback` for the task named in `title`."""

    def __init__(self, title: str, traceback: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tracebackDialog")
        self.setWindowTitle(self.tr("Traceback — {task}").format(task=title))
        text = QPlainTextEdit(traceback)
        text.setObjectName("tracebackText")
        text.setAccessibleName(self.tr("Traceback"))
        text.setReadOnly(True)
        text.setFont(monospace(text))
        self.text = text
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)
        self.resize(900, 420)


def monospace(widget: QWidget) -> QFont:
    """`widget`'s font in the system's fixed-width family, its size left unset:
    it follows the application font, so the window's zoom (the system's fixed
    font has a size of its own, 12 px here, whatever the zoom)."""
    font = QFont()
    font.setFamilies([monospace_family()])
    font.setStyleHint(QFont.StyleHint.Monospace)
    return font
