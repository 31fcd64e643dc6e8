"""Check your scheduler, and the exercise to fill in (their behaviour:
`check_commands.CheckCommands`)."""

from __future__ import annotations

from fifo_gui.ui.commands.command import Actions, Command, In
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP


class CheckActions(Actions):
    """Check your scheduler, and the exercise to fill in (their behaviour, declared once."""

    check = Command(
        QT_TRANSLATE_NOOP("WindowActions", "C&heck your scheduler…"),
        ("Ctrl+Alt+K",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Run a student's FIFOScheduler (this runs its code, in a process of its own), "
            "show it in the window and say which of the lesson's checks pass",
        ),
        (In("file", 1, 20),),
        "check",
    )
    exercise = Command(
        QT_TRANSLATE_NOOP("WindowActions", "The &exercise: a scheduler to fill in"),
        (),
        QT_TRANSLATE_NOOP(
            "WindowActions", "Show the lesson's FIFOScheduler skeleton to fill in, and save a copy"
        ),
        (In("help", 0, 30),),
        "check",
    )
