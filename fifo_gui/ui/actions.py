"""The window's commands as QActions: one place for text, shortcut and tooltip.

Buttons and menus share the same QAction, so the shortcut shown in a tooltip
is the one that works, and disabling an action disables both.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton, QWidget


def make_action(parent: QObject, text: str, shortcut: str, tip: str) -> QAction:
    """An action whose tooltip names its shortcut, e.g. "Start the worker (F5)"."""
    action = QAction(text, parent)
    action.setShortcut(QKeySequence(shortcut))
    native = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    action.setToolTip(f"{tip} ({native})")
    action.setStatusTip(tip)
    return action


@dataclass(frozen=True)
class WindowActions:
    """Every command of the main window."""

    add_sleep: QAction
    add_fail: QAction
    add_cpu: QAction
    add_lesson: QAction
    start: QAction
    stop: QAction
    cancel: QAction
    clear: QAction
    follow: QAction
    quit: QAction

    @classmethod
    def create(cls, parent: QObject) -> WindowActions:
        """Build the actions with their shortcuts and tooltips."""
        actions = cls(
            add_sleep=make_action(parent, "Add &sleeping task", "Ctrl+1",
                                  "Enqueue the lesson's sample_task(name, duration): it sleeps"),
            add_fail=make_action(parent, "Add &failing task", "Ctrl+2",
                                 "Enqueue the lesson's failing_task(): it raises ValueError"),
            add_cpu=make_action(parent, "Add &CPU task", "Ctrl+3",
                                "Enqueue cpu_task(): a busy loop that holds the GIL"),
            add_lesson=make_action(parent, "&Lesson's 4 tasks", "Ctrl+L",
                                   "Enqueue the lesson's example: Task A 2 s, Task B 1 s, "
                                   "the failing task, Task C 1 s"),
            start=make_action(parent, "&Start worker", "F5",
                              "Start the worker thread(s): they block on tasks.get()"),
            stop=make_action(parent, "S&top worker", "Shift+F5",
                             "Enqueue the STOP sentinel: what is ahead of it still runs, "
                             "then the worker exits"),
            cancel=make_action(parent, "&Cancel selected", "Delete",
                               "Cancel the selected tasks that are still queued"),
            clear=make_action(parent, "Clear &finished", "Ctrl+K",
                              "Remove finished rows from the table (the counts keep them)"),
            follow=make_action(parent, "&Follow live time", "F8",
                               "Timeline follows the clock; untick to look back "
                               "(drag to pan, wheel to zoom)"),
            quit=make_action(parent, "&Quit", "Ctrl+Q", "Close the window and stop the workers"),
        )
        actions.follow.setCheckable(True)  # the timeline follows the clock until told not to
        actions.follow.setChecked(True)
        return actions


def action_button(action: QAction, object_name: str, parent: QWidget | None = None) -> QPushButton:
    """A push button that triggers `action` and follows its text, tooltip and enabled state."""
    button = QPushButton(action.text().replace("&", ""), parent)
    button.setObjectName(object_name)

    def sync() -> None:
        button.setEnabled(action.isEnabled())
        button.setToolTip(action.toolTip())

    sync()
    action.changed.connect(sync)
    button.clicked.connect(action.trigger)
    return button
