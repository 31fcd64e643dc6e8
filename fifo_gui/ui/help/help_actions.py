"""The Help menu's commands (their behaviour: `help_commands.HelpCommands`)."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from fifo_gui.ui.commands.command import Actions, Command, In
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP


class HelpActions(Actions):
    """The Help menu's commands (their behaviour, declared once."""

    shortcuts = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Keyboard shortcuts"),
        (QKeySequence.StandardKey.HelpContents, "Ctrl+/"),
        QT_TRANSLATE_NOOP("WindowActions", "List every keyboard shortcut"),
        (In("help", 0, 10),),
        "help",
    )
    teaching_guide = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Teaching guide"),
        ("Shift+F1", "Ctrl+Shift+G"),
        QT_TRANSLATE_NOOP("WindowActions", "The lesson plan: what to show with each scenario"),
        (In("help", 0, 20),),
        "help",
    )
