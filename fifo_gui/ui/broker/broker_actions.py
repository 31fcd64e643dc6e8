"""File ▸ Attach to an RQ queue… (its behaviour: `broker_commands.BrokerCommands`)."""

from __future__ import annotations

from fifo_gui.ui.commands.command import Actions, Command, In
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP


class BrokerActions(Actions):
    """Attaching to a queue in a broker, declared once."""

    attach = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Attach to an RQ queue…"),
        (),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Show an RQ queue on a Redis as its workers run it: the same table, lane and "
            "timeline, watched, not steered",
        ),
        (In("file", 1, 30),),
        "broker",
    )
    detach = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Detach from the RQ queue"),
        (),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Stop watching the RQ queue: the window is live again, empty; RQ's workers go on",
        ),
        (In("file", 1, 40),),
        "broker",
    )
    put_lesson = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Lesson's 4 tasks into RQ"),
        (),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Enqueue the lesson's four tasks into the RQ queue shown: its workers import "
            "them from fifo_gui",
        ),
        (In("tasks", 3, 10),),
        "broker",
    )
    start_rq_worker = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Start an RQ worker"),
        (),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Run RQ's own worker (rq worker) on the queue shown, as a process of its own",
        ),
        (In("worker", 2, 10),),
        "broker",
    )
    stop_rq_workers = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Stop RQ workers (warm)"),
        (),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Ask the RQ workers started here to stop: each finishes the job it runs, and the "
            "rest stay queued (no sentinel)",
        ),
        (In("worker", 2, 20),),
        "broker",
    )
    drain_rq = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Drain: RQ burst worker"),
        (),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Run an RQ worker with --burst: it takes every job queued and exits when the "
            "queue is empty, the lesson's sentinel in RQ's terms",
        ),
        (In("worker", 2, 30),),
        "broker",
    )
