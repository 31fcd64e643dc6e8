"""The session's commands: a new session, stop now, and what the table's
selection allows (their behaviour: `session_commands.SessionCommands`)."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from fifo_gui.ui.commands.command import Actions, Command, In
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP


class SessionActions(Actions):
    """The session's commands, declared once."""

    cancel = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Cancel selected"),
        (QKeySequence.StandardKey.Delete, "Ctrl+Backspace"),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Cancel the selected tasks: a queued one will not run, a running demo task stops "
            "at once, plain code runs to its end",
        ),
        (In("tasks", 1, 10),),
        "table",
    )  # on where the session can be steered: SessionCommands
    clear = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Clear &finished"),
        ("Ctrl+K",),
        QT_TRANSLATE_NOOP(
            "WindowActions", "Remove finished rows from the table (the counts keep them)"
        ),
        (In("tasks", 1, 30),),
        "table",
        live_only=True,
    )
    new_session = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&New session"),
        (QKeySequence.StandardKey.New,),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Start afresh with the same settings: stop the workers, "
            "producers and scenario now, clear the table, figures and views",
        ),
        (In("file", 0, 10),),
        "session",
        live_only=True,
    )
    stop_now = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Stop &now"),
        ("Ctrl+Shift+F5", "Ctrl+Shift+K"),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Emergency stop: cancel everything queued, interrupt running "
            "demo tasks, the workers exit (plain code cannot be "
            "interrupted: it runs to its end)",
        ),
        (In("worker", 0, 30),),
        "consumer",
        live_only=True,
    )
    retry = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Retry selected"),
        ("Ctrl+R",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Put a copy of each selected failed or cancelled task at the "
            "tail of the queue, as a new task",
        ),
        (In("tasks", 1, 20),),
        "table",
    )  # on where the session can be steered: SessionCommands
