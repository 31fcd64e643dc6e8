"""A dialog showing a failed task's traceback, selectable and copyable."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget


class TracebackDialog(QDialog):
    """Shows `traceback` for the task named in `title`."""

    def __init__(self, title: str, traceback: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tracebackDialog")
        self.setWindowTitle(f"Traceback — {title}")
        text = QPlainTextEdit(traceback)
        text.setObjectName("tracebackText")
        text.setReadOnly(True)
        text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)
        self.resize(900, 420)
