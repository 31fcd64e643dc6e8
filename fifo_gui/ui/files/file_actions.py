"""The File menu's exports and Quit (their behaviour: `file_commands.FileCommands`;
Quit closes the window)."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from fifo_gui.ui.commands.command import Actions, Command, In
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP


class FileActions(Actions):
    """The File menu's exports and Quit (their behaviour, declared once."""

    export_csv = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Task table as &CSV…"),
        (),
        QT_TRANSLATE_NOOP("WindowActions", "Save every row of the table as CSV"),
        (In("file/export", 0, 10),),
        "files",
    )
    export_json = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Task table as &JSON…"),
        (),
        QT_TRANSLATE_NOOP("WindowActions", "Save every row of the table as JSON"),
        (In("file/export", 0, 20),),
        "files",
    )
    export_log = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Event &log as text…"),
        (),
        QT_TRANSLATE_NOOP("WindowActions", "Save the event log as a text file"),
        (In("file/export", 0, 30),),
        "files",
    )
    export_window = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Window as PNG…"),
        (),
        QT_TRANSLATE_NOOP("WindowActions", "Save a picture of the whole window"),
        (In("file/export", 0, 40),),
        "files",
    )
    export_timeline = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Timeline as PNG…"),
        (),
        QT_TRANSLATE_NOOP("WindowActions", "Save a picture of the timeline"),
        (In("file/export", 0, 50),),
        "files",
    )
    quit = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Quit"),
        (QKeySequence.StandardKey.Quit, "Ctrl+Q"),
        QT_TRANSLATE_NOOP("WindowActions", "Close the window and stop the workers"),
        (In("file", 2, 10),),
        "files",
    )
