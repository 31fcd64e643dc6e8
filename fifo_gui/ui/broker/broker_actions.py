"""File ▸ Attach to an RQ queue… (its behaviour: `broker_commands.BrokerCommands`).

Attached, the lesson's keys do on RQ's queue what they do on the lesson's:
Ctrl+L puts the four tasks, F5 starts a worker, Shift+F5 stops (warm). The
commands that stand for them (`stands_for`) have their keys; the lesson's are
off while a broker's queue is shown, these are on only then, so a key always
has one command to run. The lesson's buttons run them then too (`action_button`)."""

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
        ("Ctrl+L",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Enqueue the lesson's four tasks into the RQ queue shown: its workers import "
            "them from fifo_gui",
        ),
        (In("tasks", 3, 10),),
        "broker",
        stands_for="add_lesson",
    )
    start_rq_worker = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Start an RQ worker"),
        ("F5", "Ctrl+Return"),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Run RQ's own worker (rq worker) on the queue shown, as a process of its own",
        ),
        (In("worker", 2, 10),),
        "broker",
        stands_for="start",
    )
    stop_rq_workers = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Stop RQ workers (warm)"),
        ("Shift+F5", "Ctrl+."),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Ask the RQ workers started here to stop: each finishes the job it runs, and the "
            "rest stay queued (no sentinel)",
        ),
        (In("worker", 2, 20),),
        "broker",
        stands_for="stop",
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
