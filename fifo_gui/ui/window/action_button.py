"""A push button that stands for a command's QAction."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton, QWidget


def action_button(
    action: QAction, object_name: str, text: str | None = None, parent: QWidget | None = None
) -> QPushButton:
    """A push button that triggers `action` and follows its tooltip, enabled and checked
    state; `text` gives it a shorter caption than the menu's."""
    button = QPushButton(text or action.text().replace("&", ""), parent)
    button.setObjectName(object_name)
    button.setCheckable(action.isCheckable())

    def sync() -> None:
        button.setEnabled(action.isEnabled())
        button.setToolTip(action.toolTip())
        button.setChecked(action.isChecked())

    sync()
    action.changed.connect(sync)
    button.clicked.connect(action.trigger)
    return button
