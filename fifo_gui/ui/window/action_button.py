"""A push button that stands for a command's QAction."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton, QWidget

from fifo_gui.ui.commands.command import Actions


def stand_in(actions: Actions, action: QAction) -> QAction | None:
    """The action of the command that stands for `action`'s on a broker's
    queue (`Command.stands_for`; None: none does)."""
    for command, made in actions.declared():
        if command.stands_for and actions.action(command.stands_for) is action:
            return made
    return None


def action_button(
    action: QAction,
    object_name: str,
    text: str | None = None,
    parent: QWidget | None = None,
    stand_in: QAction | None = None,
) -> QPushButton:
    """A push button that triggers `action` and follows its tooltip, enabled and checked
    state; `text` gives it a shorter caption than the menu's. `stand_in`: the
    command that stands for `action` on a broker's queue (`Command.stands_for`):
    while `action` is off and it is on, the button triggers it and shows its
    tooltip, as the key they share runs it."""
    button = QPushButton(text or action.text().replace("&", ""), parent)
    button.setObjectName(object_name)
    button.setCheckable(action.isCheckable())

    def acting() -> QAction:
        if stand_in is not None and stand_in.isEnabled() and not action.isEnabled():
            return stand_in
        return action

    def sync() -> None:
        shown = acting()
        button.setEnabled(shown.isEnabled())
        button.setToolTip(shown.toolTip())
        button.setChecked(action.isChecked())

    sync()
    action.changed.connect(sync)
    if stand_in is not None:
        stand_in.changed.connect(sync)
    button.clicked.connect(lambda: acting().trigger())
    return button
