"""The window's commands: one registry that collects what each feature declares.

Each feature declares its own commands beside its behaviour, as an `Actions`
subclass (`worker_actions.WorkerActions` beside `worker_commands.py`…); the
mechanism (a `Command`, its keys, its QAction, the menu bar) lives in
`fifo_gui.ui.commands`. `WindowActions(parent)`, made once per window, makes
every QAction, by attribute (`actions.start`); `build_menus` makes the whole
menu bar from the declarations.

Buttons and menus share the same QAction, so the shortcut shown in a tooltip
is the one that works, and disabling an action disables both.
"""

from __future__ import annotations

from fifo_gui.ui.broker.broker_actions import BrokerActions
from fifo_gui.ui.check.check_actions import CheckActions
from fifo_gui.ui.commands.command import Actions, ActionSet, Command, In, key_text
from fifo_gui.ui.commands.keys import Key, key_sequences, make_action
from fifo_gui.ui.commands.menus import MENUS, Menu, build_menus
from fifo_gui.ui.consumer.worker_actions import WorkerActions
from fifo_gui.ui.files.file_actions import FileActions
from fifo_gui.ui.help.help_actions import HelpActions
from fifo_gui.ui.labs.labs_actions import RACE_N, LabsActions
from fifo_gui.ui.producer.producer_actions import ProducerActions
from fifo_gui.ui.producer.scenario_actions import ScenarioActions
from fifo_gui.ui.replay.recording_actions import RecordingActions
from fifo_gui.ui.session.session_actions import SessionActions
from fifo_gui.ui.window.action_button import action_button, stand_in
from fifo_gui.ui.window.view_actions import ViewActions

__all__ = [
    "GROUPS",
    "MENUS",
    "RACE_N",
    "ActionSet",
    "Actions",
    "Command",
    "In",
    "Key",
    "Menu",
    "WindowActions",
    "action_button",
    "build_menus",
    "key_sequences",
    "key_text",
    "make_action",
    "stand_in",
]

# The control groups (a segment of the control strip, a bar, a feature).
GROUPS = (
    "producer",  # Add sleeping/failing/CPU, Lesson's 4 tasks
    "auto",  # the auto-producer
    "consumer",  # Start, Stop, Stop now, Pause, Step
    "table",  # Burst, Cancel, Retry, Clear finished
    "session",  # New session, beside the narrator
    "scenario",  # the scenario banner's commands, Open/Save scenario
    "files",  # exports, Quit
    "view",
    "help",
    "recording",  # Record, Open recording, Export ▸ Trace
    "replay",  # the replay bar's commands: only in a replay
    "predict",
    "discipline",  # Labs ▸ Queue order: one of them checked
    "labs",  # the Labs segment: priority, races, Compare, the race panel
    "user_tasks",  # Your tasks
    "check",  # Check your scheduler, the exercise (CheckCommands)
    "broker",  # Attach to an RQ queue (BrokerCommands)
    "language",  # View ▸ Language: one of them checked (Presentation)
)


class WindowActions(
    ProducerActions,
    WorkerActions,
    SessionActions,
    ScenarioActions,
    FileActions,
    ViewActions,
    HelpActions,
    RecordingActions,
    LabsActions,
    CheckActions,
    BrokerActions,
):
    """Every command of the main window, each declared once by its feature, made
    once per window; in this order in the shortcut list."""
