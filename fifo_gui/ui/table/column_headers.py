"""The task table's columns, in order, and their titles and tips.

The English titles and tips are marked for lupdate (str(): PySide types the
mark as object); `header_text` and the model translate them where they are
shown, in the translations' context "TaskTableModel".
"""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication


class Column(IntEnum):
    """The table's columns, in order."""

    POSITION = 0
    ID = 1
    TASK = 2
    STATE = 3
    WORKER = 4
    ENQUEUED = 5
    STARTED = 6
    FINISHED = 7
    WAIT = 8
    RUN = 9
    CPU = 10
    RESULT = 11


COLUMNS = len(Column)
# The columns of numbers and times: right-aligned.
NUMERIC = tuple(
    int(c)
    for c in (
        Column.POSITION,
        Column.ID,
        Column.ENQUEUED,
        Column.STARTED,
        Column.FINISHED,
        Column.WAIT,
        Column.RUN,
        Column.CPU,
    )
)

HEADERS = {
    Column.POSITION: "#",
    Column.ID: str(QT_TRANSLATE_NOOP("TaskTableModel", "ID")),
    Column.TASK: str(QT_TRANSLATE_NOOP("TaskTableModel", "Task")),
    Column.STATE: str(QT_TRANSLATE_NOOP("TaskTableModel", "State")),
    Column.WORKER: str(QT_TRANSLATE_NOOP("TaskTableModel", "Worker")),
    Column.ENQUEUED: str(QT_TRANSLATE_NOOP("TaskTableModel", "Enqueued")),
    Column.STARTED: str(QT_TRANSLATE_NOOP("TaskTableModel", "Started")),
    Column.FINISHED: str(QT_TRANSLATE_NOOP("TaskTableModel", "Finished")),
    Column.WAIT: str(QT_TRANSLATE_NOOP("TaskTableModel", "Wait")),
    Column.RUN: str(QT_TRANSLATE_NOOP("TaskTableModel", "Run")),
    Column.CPU: str(QT_TRANSLATE_NOOP("TaskTableModel", "CPU")),
    Column.RESULT: str(QT_TRANSLATE_NOOP("TaskTableModel", "Result / Error")),
}
HEADER_TIPS = {
    Column.POSITION: str(
        QT_TRANSLATE_NOOP(
            "TaskTableModel", "Place in the queue while waiting: 1 = the next item a worker takes"
        )
    ),
    Column.ID: str(
        QT_TRANSLATE_NOOP(
            "TaskTableModel", "Task id, in the order the producer put it on the queue"
        )
    ),
    Column.ENQUEUED: str(
        QT_TRANSLATE_NOOP(
            "TaskTableModel",
            "When the producer put it on the queue, in seconds since the session began",
        )
    ),
    Column.STARTED: str(
        QT_TRANSLATE_NOOP(
            "TaskTableModel",
            "When a worker took it off the queue, in seconds since the session began",
        )
    ),
    Column.FINISHED: str(
        QT_TRANSLATE_NOOP("TaskTableModel", "When it finished, in seconds since the session began")
    ),
    Column.WAIT: str(
        QT_TRANSLATE_NOOP("TaskTableModel", "Time spent waiting in the queue (enqueued → started)")
    ),
    Column.RUN: str(QT_TRANSLATE_NOOP("TaskTableModel", "Time spent running (started → finished)")),
    Column.CPU: str(
        QT_TRANSLATE_NOOP(
            "TaskTableModel",
            "The CPU time its call used, as a share of its run, once it ended: 100 % while "
            "it computed all along, less while it waited (for the GIL on a thread, or asleep). "
            "Empty for a run under 0.05 s: too short for the CPU clock to tell",
        )
    ),
}

# A task queued in a priority queue leads its Task cell with its priority
# ("P1 · sample_task(...)"): the class sees why the queue takes 4, 1, 3, 2, 5.
# Rows queued before the queue took items by priority have none to show.
PRIORITY_HEADER = str(QT_TRANSLATE_NOOP("TaskTableModel", "P · Task"))
PRIORITY_TIP = str(
    QT_TRANSLATE_NOOP(
        "TaskTableModel", "P: the task's priority. A priority queue takes the lowest P first."
    )
)


def header_text(column: Column) -> str:
    """`column`'s title in the window's language."""
    return QCoreApplication.translate("TaskTableModel", HEADERS[column])


def header_words(column: Column, *, priority: bool) -> tuple[str, str | None]:
    """`column`'s title and tip (None: it has none) in the window's language;
    `priority`: the queue orders by priority, and the Task column says P."""
    title, tip = HEADERS[column], HEADER_TIPS.get(column)
    if column == Column.TASK and priority:
        title, tip = PRIORITY_HEADER, PRIORITY_TIP
    translate = QCoreApplication.translate
    shown_tip = None if tip is None else translate("TaskTableModel", tip)
    return translate("TaskTableModel", title), shown_tip
