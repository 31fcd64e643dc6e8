"""A scenario's commands: open and save one, its notes above the table, cancel
its arrivals (their behaviour: `file_commands`, `scenario_banner`, `producers`)."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from fifo_gui.ui.commands.command import Actions, Command, In
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP


class ScenarioActions(Actions):
    """A scenario's commands, declared once."""

    scenario_cancel = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Cancel the scenario's &arrivals"),
        ("Ctrl+Shift+X",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Stop the open scenario from adding its remaining tasks (what is queued stays)",
        ),
        (In("tasks", 2, 10),),
        "scenario",
        live_only=True,
    )
    scenario_notes = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Scenario &notes"),
        ("Ctrl+I",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Show or hide the open scenario's title and what to notice, above the table",
        ),
        (In("view", 0, 10),),
        "scenario",
        checkable=True,
    )
    open = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Open scenario…"),
        (QKeySequence.StandardKey.Open,),
        QT_TRANSLATE_NOOP(
            "WindowActions", "Load a scenario file: workers, maxsize and timed tasks"
        ),
        (In("file", 0, 20),),
        "scenario",
    )  # on in any session: it opens a new one, or plays on the RQ queue attached
    save = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Save scenario…"),
        (QKeySequence.StandardKey.Save,),
        QT_TRANSLATE_NOOP(
            "WindowActions", "Save the tasks enqueued from this window as a scenario file"
        ),
        (In("file", 0, 30),),
        "scenario",
        live_only=True,
    )
