"""The shipped scenarios' titles and notes, for translation.

A scenario file is JSON, which lupdate cannot read: its title and notes are
listed here once, as they are in `resources/scenarios/`, so each language
can say them (a test keeps this list and the files the same). A scenario of
the user's own is shown as written."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP

CONTEXT = "Scenarios"

SHIPPED = (
    QT_TRANSLATE_NOOP("Scenarios", "The bounded buffer"),
    QT_TRANSLATE_NOOP(
        "Scenarios",
        "maxsize 3, one worker, 1 s tasks arriving every 0.25 s: the queue fills, and the "
        "producer has to wait for room (back-pressure). Nothing is lost: every task gets in "
        "once there is room.",
    ),
    QT_TRANSLATE_NOOP("Scenarios", "A burst for three workers"),
    QT_TRANSLATE_NOOP(
        "Scenarios",
        "20 sleeping tasks of mixed lengths arrive at once; three workers share the queue. "
        "They start in FIFO order but finish out of it.",
    ),
    QT_TRANSLATE_NOOP("Scenarios", "Queue disciplines on the same workload"),
    QT_TRANSLATE_NOOP(
        "Scenarios",
        "One worker, 12 tasks of 0.15 s arriving every 0.1 s: work arrives faster than it is "
        "done, so a backlog builds. Every third task is urgent (priority 1, the others 5). "
        "Run it under FIFO, LIFO and Priority (Compare): FIFO serves in arrival order and "
        "every wait grows a little; LIFO serves the newest first, so the first tasks wait "
        "until the very end (starvation); Priority serves the urgent tasks at once and makes "
        "the others wait longer.",
    ),
    QT_TRANSLATE_NOOP("Scenarios", "From one process to a broker"),
    QT_TRANSLATE_NOOP(
        "Scenarios",
        "The lesson's four tasks put on an RQ queue in Redis, and two RQ workers started "
        "for them. The same: "
        "the workers take the jobs in FIFO order, and the failing task is reported with its "
        "traceback without stopping its worker. Not the same: each worker is a process of "
        "its own, maybe on another machine; Redis keeps the queue; and there is no "
        "sentinel. Stop RQ workers is a warm shutdown (each finishes the job it runs, the "
        "rest stay queued); Drain runs a --burst worker, which empties the queue and exits.",
    ),
    QT_TRANSLATE_NOOP("Scenarios", "Failure-heavy run"),
    QT_TRANSLATE_NOOP(
        "Scenarios",
        "Half the tasks raise ValueError, one every 0.3 s, on two workers. Each failure is "
        "reported (red, with its traceback) and the worker takes the next task every time.",
    ),
    QT_TRANSLATE_NOOP("Scenarios", "The lesson's example"),
    QT_TRANSLATE_NOOP(
        "Scenarios",
        "Task A (2 s), Task B (1 s), the failing task, Task C (1 s) on one worker. Watch "
        "FIFO order, and the failure not stopping the worker.",
    ),
    QT_TRANSLATE_NOOP("Scenarios", "A race condition you can see"),
    QT_TRANSLATE_NOOP(
        "Scenarios",
        "Four workers, each running tasks that add 1 to a shared counter 2,000 times. race "
        "reads the counter, lets another thread run, then writes back: two workers read the "
        "same value and one update is lost. race_locked does the same under a "
        "threading.Lock, so only one worker at a time is between its read and its write. "
        "Watch the race panel: the locked counter is exact, the unsafe one loses updates.",
    ),
    QT_TRANSLATE_NOOP("Scenarios", "Threads or processes?"),
    QT_TRANSLATE_NOOP(
        "Scenarios",
        "Eight CPU-bound tasks on two workers. Run it on threads, then on processes (the "
        "Consumer group's threads/processes choice, or --engine). On threads the two "
        "workers take turns holding Python's interpreter lock (the GIL): two bars overlap"
        " on the timeline, but each runs at half speed, and the whole takes as long as on"
        " one worker. On processes each worker has an interpreter of its own: the bars "
        "are short and the wall time halves on two cores. Each bar's tooltip and the "
        "table's CPU column say why: a thread computes for about half its run (50 %), a "
        "process with a core of its own for all of it (100 %). Labs ▸ Compare runs it both "
        "ways and sets the times side by side.",
    ),
)


def scenario_text(text: str) -> str:
    """A shipped scenario's title or notes in the window's language (any other
    text as it is)."""
    return QCoreApplication.translate(CONTEXT, text) if text else text
