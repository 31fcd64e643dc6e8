"""A line said to a screen reader: the window's one use of Qt's accessibility
events (the narrator's news, the predict panel's question and verdict).

Imported on the first announcement (`window/late.py`, `ANNOUNCE`): nothing is
said before the first paint, and PySide builds Qt's accessibility classes,
some 200 enum members, only when a module names them.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, text: str, *, described: bool = False) -> None:
    """Have a screen reader say `text` for `widget`, a live region; `described`:
    `text` is also its new accessible description, and is reported as such."""
    if described:
        QAccessible.updateAccessibility(
            QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged)
        )
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))
