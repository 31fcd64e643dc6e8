"""The Labs menu's commands: the queue order, the priority, the race tasks,
Compare and your own tasks (their behaviour: `labs_controls.Labs` and `labs/`)."""

from __future__ import annotations

from fifo_gui.ui.commands.command import Actions, Command, In
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP
from fifo_gui.ui.words.numbers import number

RACE_N = 2000  # additions per race task added from the window, as in race-condition.json


def race_figures() -> dict[str, object]:
    """The race tips' figures: the call as written, the count in the locale's way."""
    return {"race_n": RACE_N, "race_count": number(RACE_N)}


class LabsActions(Actions):
    """The Labs menu's commands, declared once."""

    fifo = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&FIFO queue"),
        ("Ctrl+Alt+1",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Queue order: first in, first out (queue.Queue); while stopped and empty",
        ),
        (In("labs/order", 0, 10),),
        "discipline",
        checkable=True,
        checked=True,
        value="FIFO",
    )
    lifo = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&LIFO queue"),
        ("Ctrl+Alt+2",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Queue order: last in, first out (queue.LifoQueue): the newest "
            "task runs next; while stopped and empty",
        ),
        (In("labs/order", 0, 20),),
        "discipline",
        checkable=True,
        value="LIFO",
    )
    priority_queue = Command(
        QT_TRANSLATE_NOOP("WindowActions", "P&riority queue"),
        ("Ctrl+Alt+3",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Queue order: lowest priority number first (queue.PriorityQueue), "
            "ties in arrival order; while stopped and empty",
        ),
        (In("labs/order", 0, 30),),
        "discipline",
        checkable=True,
        value="Priority",
    )
    priority_field = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Priority &field"),
        ("Ctrl+Alt+P",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Go to the priority given to tasks added from the "
            "window (lower runs first in a Priority queue)",
        ),
        (In("labs", 0, 20),),
        "labs",
    )
    add_race = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Add &race task"),
        ("Ctrl+4",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Enqueue race({race_n}): adds 1 to a shared counter {race_count} times without a lock",
        ),
        (In("labs", 0, 30),),
        "labs",
        figures=race_figures,
    )
    add_race_locked = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Add race_&locked task"),
        ("Ctrl+5",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Enqueue race_locked({race_n}): the same additions under a threading.Lock",
        ),
        (In("labs", 0, 40),),
        "labs",
        figures=race_figures,
    )
    compare = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Compare…"),
        ("Ctrl+Shift+M",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Run the open scenario (or disciplines.json) in the background under FIFO, "
            "LIFO and Priority (a scenario of engines: on threads, then on processes); "
            "show the runs side by side",
        ),
        (In("labs", 0, 50),),
        "labs",
    )
    race_panel = Command(
        QT_TRANSLATE_NOOP("WindowActions", "R&ace counters"),
        ("Ctrl+Alt+R",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Show the race panel: each shared counter's expected, actual and lost updates",
        ),
        (In("labs", 0, 60),),
        "labs",
        checkable=True,
    )
    load_tasks = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Load &your tasks…"),
        ("Ctrl+Alt+Y",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Import a Python file of yours (this runs its code) and "
            "offer its public functions as tasks",
        ),
        (In("file", 1, 10), In("labs", 1, 10)),
        "user_tasks",
    )
    user_task = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Your &task selector"),
        ("Ctrl+T",),
        QT_TRANSLATE_NOOP(
            "WindowActions", "Go to the Your tasks selector: a function of your loaded file"
        ),
        (In("labs", 1, 20),),
        "user_tasks",
    )
    user_args = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Your task's ar&guments"),
        ("Ctrl+E",),
        QT_TRANSLATE_NOOP(
            "WindowActions", "Go to the arguments field: Python literals, e.g. 2, b=3"
        ),
        (In("labs", 1, 30),),
        "user_tasks",
    )
    add_user_task = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Add y&our task"),
        ("Ctrl+6",),
        QT_TRANSLATE_NOOP(
            "WindowActions", "Enqueue the chosen function of your file with the arguments given"
        ),
        (In("labs", 1, 40),),
        "user_tasks",
    )
