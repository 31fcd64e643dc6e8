"""The producer's commands: the Tasks menu's add-task commands, the burst and
the auto-producer (their behaviour: `producers.Producers`)."""

from __future__ import annotations

from fifo_gui.ui.commands.command import Actions, Command, In
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP


class ProducerActions(Actions):
    """The producer's commands, declared once."""

    add_sleep = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Add &sleeping task"),
        ("Ctrl+1",),
        QT_TRANSLATE_NOOP(
            "WindowActions", "Enqueue the lesson's sample_task(name, duration): it sleeps"
        ),
        (In("tasks", 0, 10),),
        "producer",
        live_only=True,
    )
    add_fail = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Add &failing task"),
        ("Ctrl+2",),
        QT_TRANSLATE_NOOP(
            "WindowActions", "Enqueue the lesson's failing_task(): it raises ValueError"
        ),
        (In("tasks", 0, 20),),
        "producer",
        live_only=True,
    )
    add_cpu = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Add &CPU task"),
        ("Ctrl+3",),
        QT_TRANSLATE_NOOP("WindowActions", "Enqueue cpu_task(): a busy loop that holds the GIL"),
        (In("tasks", 0, 30),),
        "producer",
        live_only=True,
    )
    add_lesson = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Lesson's 4 tasks"),
        ("Ctrl+L",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Enqueue the lesson's example: Task A 2 s, Task B 1 s, the failing task, Task C 1 s",
        ),
        (In("tasks", 0, 40),),
        "producer",
        live_only=True,
    )
    burst = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Burst of no-op tasks"),
        ("Ctrl+B",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Put the chosen number of no-op tasks on the queue, as fast as "
            "the window can show them: the queue under load (again: stop)",
        ),
        (In("tasks", 0, 50),),
        "table",
        checkable=True,
        live_only=True,
    )
    producer = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Auto-produce"),
        ("Ctrl+P",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Start/stop a producer thread that calls schedule() at the "
            "chosen rate; on a full queue it blocks in put()",
        ),
        (In("tasks", 0, 60),),
        "auto",
        checkable=True,
        live_only=True,
    )
