"""The consumer's commands: start, stop, pause and step the workers (their
behaviour: `worker_commands.WorkerCommands`)."""

from __future__ import annotations

from fifo_gui.ui.commands.command import Actions, Command, In
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP


class WorkerActions(Actions):
    """The consumer's commands, declared once."""

    start = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Start worker"),
        ("F5", "Ctrl+Return"),
        QT_TRANSLATE_NOOP("WindowActions", "Start the worker thread(s): they block on tasks.get()"),
        (In("worker", 0, 10),),
        "consumer",
        live_only=True,
    )
    stop = Command(
        QT_TRANSLATE_NOOP("WindowActions", "S&top worker"),
        ("Shift+F5", "Ctrl+."),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Enqueue the STOP sentinel: what is ahead of it still runs, then the worker exits",
        ),
        (In("worker", 0, 20),),
        "consumer",
        live_only=True,
    )
    pause = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Pause workers"),
        ("F6", "Ctrl+Shift+P"),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Hold the workers before they take the next item (a running task finishes)",
        ),
        (In("worker", 0, 40),),
        "consumer",
        checkable=True,
        live_only=True,
    )
    step = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Ste&p one"),
        ("F7", "Ctrl+Shift+T"),
        QT_TRANSLATE_NOOP(
            "WindowActions", "While paused: let exactly one item through to a worker"
        ),
        (In("worker", 0, 50),),
        "consumer",
        live_only=True,
    )
