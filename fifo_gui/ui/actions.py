"""The window's commands as QActions: one place for text, shortcut and tooltip.

Buttons and menus share the same QAction, so the shortcut shown in a tooltip
is the one that works, and disabling an action disables both.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton, QWidget


def make_action(parent: QObject, text: str, shortcut: str, tip: str) -> QAction:
    """An action whose tooltip names its shortcut, e.g. "Start the worker (F5)"."""
    action = QAction(text, parent)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
        native = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip} ({native})")
    else:
        action.setToolTip(tip)
    action.setStatusTip(tip)
    return action


@dataclass(frozen=True)
class WindowActions:
    """Every command of the main window."""

    add_sleep: QAction
    add_fail: QAction
    add_cpu: QAction
    add_lesson: QAction
    burst: QAction
    producer: QAction
    start: QAction
    stop: QAction
    pause: QAction
    step: QAction
    cancel: QAction
    clear: QAction
    new_session: QAction
    stop_now: QAction
    retry: QAction
    scenario_cancel: QAction
    scenario_notes: QAction
    open: QAction
    save: QAction
    export_csv: QAction
    export_json: QAction
    export_log: QAction
    export_window: QAction
    export_timeline: QAction
    follow: QAction
    fit_timeline: QAction
    zoom_in: QAction
    zoom_out: QAction
    zoom_reset: QAction
    full_screen: QAction
    high_contrast: QAction
    shortcuts: QAction
    teaching_guide: QAction
    quit: QAction

    @classmethod
    def create(cls, parent: QObject) -> WindowActions:
        """Build the actions with their shortcuts and tooltips."""
        actions = cls(
            add_sleep=make_action(
                parent,
                "Add &sleeping task",
                "Ctrl+1",
                "Enqueue the lesson's sample_task(name, duration): it sleeps",
            ),
            add_fail=make_action(
                parent,
                "Add &failing task",
                "Ctrl+2",
                "Enqueue the lesson's failing_task(): it raises ValueError",
            ),
            add_cpu=make_action(
                parent,
                "Add &CPU task",
                "Ctrl+3",
                "Enqueue cpu_task(): a busy loop that holds the GIL",
            ),
            add_lesson=make_action(
                parent,
                "&Lesson's 4 tasks",
                "Ctrl+L",
                "Enqueue the lesson's example: Task A 2 s, Task B 1 s, "
                "the failing task, Task C 1 s",
            ),
            burst=make_action(
                parent,
                "&Burst of no-op tasks",
                "Ctrl+B",
                "Put the chosen number of no-op tasks on the queue, as fast as "
                "the window can show them: the queue under load (again: stop)",
            ),
            producer=make_action(
                parent,
                "&Auto-produce",
                "Ctrl+P",
                "Start/stop a producer thread that calls schedule() at the "
                "chosen rate; on a full queue it blocks in put()",
            ),
            start=make_action(
                parent,
                "&Start worker",
                "F5",
                "Start the worker thread(s): they block on tasks.get()",
            ),
            stop=make_action(
                parent,
                "S&top worker",
                "Shift+F5",
                "Enqueue the STOP sentinel: what is ahead of it still runs, then the worker exits",
            ),
            pause=make_action(
                parent,
                "&Pause workers",
                "F6",
                "Hold the workers before they take the next item (a running task finishes)",
            ),
            step=make_action(
                parent, "Ste&p one", "F7", "While paused: let exactly one item through to a worker"
            ),
            cancel=make_action(
                parent,
                "&Cancel selected",
                "Delete",
                "Cancel the selected tasks: a queued one will not run, a "
                "running demo task stops at once",
            ),
            clear=make_action(
                parent,
                "Clear &finished",
                "Ctrl+K",
                "Remove finished rows from the table (the counts keep them)",
            ),
            new_session=make_action(
                parent,
                "&New session",
                "Ctrl+N",
                "Start afresh with the same settings: stop the workers, "
                "producers and scenario now, clear the table, figures and "
                "views",
            ),
            stop_now=make_action(
                parent,
                "Stop &now",
                "Ctrl+Shift+F5",
                "Emergency stop: cancel everything queued, interrupt running "
                "demo tasks, the workers exit (plain code cannot be "
                "interrupted: it runs to its end)",
            ),
            retry=make_action(
                parent,
                "&Retry selected",
                "Ctrl+R",
                "Put a copy of each selected failed or cancelled task at the "
                "tail of the queue, as a new task",
            ),
            scenario_cancel=make_action(
                parent,
                "Cancel the scenario's &arrivals",
                "Ctrl+Shift+X",
                "Stop the open scenario from adding its remaining tasks (what is queued stays)",
            ),
            scenario_notes=make_action(
                parent,
                "Scenario &notes",
                "Ctrl+I",
                "Show or hide the open scenario's title and what to notice, above the table",
            ),
            open=make_action(
                parent,
                "&Open scenario…",
                "Ctrl+O",
                "Load a scenario file: workers, maxsize and timed tasks",
            ),
            save=make_action(
                parent,
                "&Save scenario…",
                "Ctrl+S",
                "Save the tasks enqueued from this window as a scenario file",
            ),
            export_csv=make_action(
                parent, "Task table as &CSV…", "", "Save every row of the table as CSV"
            ),
            export_json=make_action(
                parent, "Task table as &JSON…", "", "Save every row of the table as JSON"
            ),
            export_log=make_action(
                parent, "Event &log as text…", "", "Save the event log as a text file"
            ),
            export_window=make_action(
                parent, "&Window as PNG…", "", "Save a picture of the whole window"
            ),
            export_timeline=make_action(
                parent, "&Timeline as PNG…", "", "Save a picture of the timeline"
            ),
            fit_timeline=make_action(
                parent,
                "Fit &whole run",
                "Shift+F8",
                "Timeline: zoom out to the whole session, from the first task to the last event",
            ),
            follow=make_action(
                parent,
                "&Follow live time",
                "F8",
                "Timeline follows the clock; untick to look back (drag to pan, wheel to zoom)",
            ),
            zoom_in=make_action(parent, "Zoom &in", "Ctrl++", "Bigger text everywhere"),
            zoom_out=make_action(parent, "Zoom &out", "Ctrl+-", "Smaller text everywhere"),
            zoom_reset=make_action(parent, "&Reset zoom", "Ctrl+0", "Text at its normal size"),
            full_screen=make_action(parent, "F&ull screen", "F11", "Fill the projector"),
            high_contrast=make_action(
                parent, "&High contrast", "Ctrl+Shift+H", "Black on white, bold text, heavy borders"
            ),
            shortcuts=make_action(
                parent, "&Keyboard shortcuts", "F1", "List every keyboard shortcut"
            ),
            teaching_guide=make_action(
                parent,
                "&Teaching guide",
                "Shift+F1",
                "The lesson plan: what to show with each scenario",
            ),
            quit=make_action(parent, "&Quit", "Ctrl+Q", "Close the window and stop the workers"),
        )
        for checkable in (
            actions.burst,
            actions.producer,
            actions.pause,
            actions.follow,
            actions.full_screen,
            actions.high_contrast,
            actions.scenario_notes,
        ):
            checkable.setCheckable(True)
        actions.follow.setChecked(True)  # the timeline follows the clock until told not to
        return actions

    def all(self) -> list[QAction]:
        """Every action, in declaration order (menus, shortcut list)."""
        return [getattr(self, f.name) for f in fields(self)]


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
