"""The window's commands: one registry of QActions, each declared once, as data.

A `Command` says the text, the keys, the tooltip, whether it is checkable, the
menus it sits in (a menu id, a section and an order: napari's
`_qt/_qapp_model/qactions` shape) and the control group it belongs to.
`WindowActions(parent)`, made once per window, makes every QAction, by
attribute (`actions.start`); a feature takes its own with `feature(group, …)`;
`build_menus` makes the whole menu bar from the declarations.

Buttons and menus share the same QAction, so the shortcut shown in a tooltip
is the one that works, and disabling an action disables both.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple, overload

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QPushButton, QWidget

from fifo_gui.ui.i18n import QT_TRANSLATE_NOOP
from fifo_gui.ui.numbers import number

RACE_N = 2000  # additions per race task added from the window, as in race-condition.json


Key = str | QKeySequence.StandardKey  # a StandardKey: the platform's own keys ("Cmd+?")

# What macOS takes for itself (Qt writes Cmd as Ctrl, the Control key as Meta):
# Spotlight, minimise, hide, hide others, switch windows, screenshots, the Dock,
# the Finder's search, log out, lock, force quit, the emoji picker.
MAC_SYSTEM_KEYS = frozenset(
    {
        "Ctrl+Space", "Ctrl+Alt+Space", "Ctrl+M", "Ctrl+Alt+M", "Ctrl+H", "Ctrl+Alt+H",
        "Ctrl+Tab", "Ctrl+`", "Ctrl+Shift+3", "Ctrl+Shift+4", "Ctrl+Shift+5",
        "Ctrl+Alt+D", "Ctrl+Shift+Q", "Ctrl+Meta+Q", "Ctrl+Alt+Esc", "Ctrl+Meta+Space",
    }
)  # fmt: skip


def key_sequences(keys: Sequence[Key]) -> list[QKeySequence]:
    """The key sequences `keys` stand for on this platform, once each, in order
    (a StandardKey may be several, or none: Windows has no Quit key)."""
    found: dict[str, QKeySequence] = {}
    for key in keys:
        if isinstance(key, QKeySequence.StandardKey):
            sequences = QKeySequence.keyBindings(key)
        else:
            sequences = [QKeySequence(key)] if key else []
        for sequence in sequences:
            if not sequence.isEmpty():
                found.setdefault(sequence.toString(), sequence)
    return list(found.values())


def key_text(command: Command) -> str:
    """The key a sentence names for `command`, as this platform writes it:
    "F5" here, "⌘1" on a Mac. Sentences read it here, never spell it out."""
    sequences = key_sequences(command.keys)
    return sequences[0].toString(QKeySequence.SequenceFormat.NativeText) if sequences else ""


def translate(text: str) -> str:
    """A registry string (a command's text or tip, a menu's title) in the window's language."""
    return QCoreApplication.translate("WindowActions", text)


def make_action(parent: QObject, text: str, shortcut: Key | Sequence[Key], tip: str) -> QAction:
    """An action whose tooltip names its (first) shortcut, e.g. "Start the worker (F5)"."""
    action = QAction(text, parent)
    keys = [shortcut] if isinstance(shortcut, (str, QKeySequence.StandardKey)) else shortcut
    sequences = key_sequences(keys)
    if sequences:
        action.setShortcuts(sequences)
        native = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        tooltip = QCoreApplication.translate("WindowActions", "{tip} ({key})")
        action.setToolTip(tooltip.format(tip=tip, key=native))
    else:
        action.setToolTip(tip)
    action.setStatusTip(tip)
    return action


class In(NamedTuple):
    """A place in a menu: sections are parted by separators, `order` sorts within one."""

    menu: str
    section: int = 0
    order: int = 0


class Menu(NamedTuple):
    """A menu: its title and, for a submenu, its place in the parent menu."""

    title: str
    place: In | None = None  # None: on the menu bar, in the order of MENUS


# Every menu, parents before their submenus; the menu bar's in this order.
MENUS: dict[str, Menu] = {
    "file": Menu(QT_TRANSLATE_NOOP("WindowActions", "&File")),
    "file/export": Menu(QT_TRANSLATE_NOOP("WindowActions", "&Export"), In("file", 0, 70)),
    "tasks": Menu(QT_TRANSLATE_NOOP("WindowActions", "&Tasks")),
    "worker": Menu(QT_TRANSLATE_NOOP("WindowActions", "&Worker")),
    "replay": Menu(QT_TRANSLATE_NOOP("WindowActions", "&Replay")),
    # the docks' toggles join before Follow (MainWindow)
    "view": Menu(QT_TRANSLATE_NOOP("WindowActions", "&View")),
    "view/language": Menu(QT_TRANSLATE_NOOP("WindowActions", "&Language"), In("view", 1, 10)),
    "labs": Menu(QT_TRANSLATE_NOOP("WindowActions", "L&abs")),
    "labs/order": Menu(QT_TRANSLATE_NOOP("WindowActions", "&Queue order"), In("labs", 0, 10)),
    "help": Menu(QT_TRANSLATE_NOOP("WindowActions", "&Help")),
}

# The control groups (a segment of the control strip, a bar, a feature).
GROUPS = (
    "producer",  # Add sleeping/failing/CPU, Lesson's 4 tasks
    "auto",  # the auto-producer
    "consumer",  # Start, Stop, Stop now, Pause, Step
    "table",  # Burst, Cancel, Retry, Clear finished
    "session",  # New session, beside the narrator
    "scenario",  # the scenario banner's commands, Open/Save scenario
    "files",  # exports, Quit
    "view",
    "help",
    "recording",  # Record, Open recording, Export ▸ Trace
    "replay",  # the replay bar's commands: only in a replay
    "predict",
    "discipline",  # Labs ▸ Queue order: one of them checked
    "labs",  # the Labs segment: priority, races, Compare, the race panel
    "user_tasks",  # Your tasks
    "check",  # Check your scheduler, the exercise (CheckCommands)
    "language",  # View ▸ Language: one of them checked (Presentation)
)


@dataclass
class Command:
    """One command, declared as a class attribute of `WindowActions`; on an
    instance the attribute is the command's QAction."""

    text: str
    keys: tuple[Key, ...]  # the first is the one tooltips name; () for none;
    # a command with an F-key has another key too (Mac laptops need fn for F-keys)
    tip: str
    menus: tuple[In, ...]  # () only for a command deliberately in no menu
    group: str
    checkable: bool = False
    checked: bool = False
    value: str = ""  # what a checkable in an exclusive group stands for ("FIFO")
    live_only: bool = False  # acts on a live session's scheduler: off in a replay
    name: str = field(default="", init=False)

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> Command: ...
    @overload
    def __get__(self, obj: Actions, owner: type | None = None) -> QAction: ...
    def __get__(self, obj: Actions | None, owner: type | None = None) -> Command | QAction:
        return self if obj is None else obj.action(self.name)

    def translated_text(self) -> str:
        """The menu text in the window's language ("&Iniciar trabajador")."""
        return translate(self.text)

    def translated_tip(self) -> str:
        """The tip in the window's language, its figures written in the locale's way."""
        return translate(self.tip).format(race_n=RACE_N, race_count=number(RACE_N))

    def make(self, parent: QObject) -> QAction:
        """The QAction, in the window's language, with its shortcuts and a tooltip
        that names the first."""
        action = make_action(parent, self.translated_text(), self.keys, self.translated_tip())
        action.setCheckable(self.checkable)
        action.setChecked(self.checked)
        return action


class Actions:
    """QActions by name, with the commands that declared them (the registry and
    a feature's share of it)."""

    def __init__(self, made: dict[str, tuple[Command, QAction]]) -> None:
        self._made = made

    def action(self, name: str) -> QAction:
        """The action called `name` (`start`, `lifo`…)."""
        return self._made[name][1]

    def all(self) -> list[QAction]:
        """Every action, in declaration order (the shortcut list's order)."""
        return [action for _, action in self._made.values()]

    def in_group(self, group: str) -> list[QAction]:
        """The actions of one control group (see GROUPS)."""
        return [action for command, action in self._made.values() if command.group == group]

    def live_only(self) -> list[QAction]:
        """The actions that act on a live session: off while a replay is shown."""
        return [action for command, action in self._made.values() if command.live_only]

    def replay_only(self) -> list[QAction]:
        """The actions that only mean something in a replay."""
        return self.in_group("replay")

    def disciplines(self) -> dict[str, QAction]:
        """Labs ▸ Queue order's actions by discipline name ("FIFO", "LIFO", "Priority")."""
        return {c.value: a for c, a in self._made.values() if c.group == "discipline"}

    def languages(self) -> dict[str, QAction]:
        """View ▸ Language's actions by setting ("system", "en", "es")."""
        return {c.value: a for c, a in self._made.values() if c.group == "language"}


class ActionSet(Actions):
    """A feature's actions by attribute (`labs.actions.lifo`): a view of the registry."""

    def __getattr__(self, name: str) -> QAction:
        made: dict[str, tuple[Command, QAction]] = self.__dict__.get("_made", {})
        if name not in made:
            raise AttributeError(name)
        return made[name][1]


class WindowActions(Actions):
    """Every command of the main window, declared once (made once per window)."""

    # -- the producer --------------------------------------------------------------
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
    # -- the consumer --------------------------------------------------------------
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
    cancel = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Cancel selected"),
        (QKeySequence.StandardKey.Delete, "Ctrl+Backspace"),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Cancel the selected tasks: a queued one will not run, a running demo task stops "
            "at once, plain code runs to its end",
        ),
        (In("tasks", 1, 10),),
        "table",
        live_only=True,
    )
    clear = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Clear &finished"),
        ("Ctrl+K",),
        QT_TRANSLATE_NOOP(
            "WindowActions", "Remove finished rows from the table (the counts keep them)"
        ),
        (In("tasks", 1, 30),),
        "table",
        live_only=True,
    )
    new_session = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&New session"),
        (QKeySequence.StandardKey.New,),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Start afresh with the same settings: stop the workers, "
            "producers and scenario now, clear the table, figures and views",
        ),
        (In("file", 0, 10),),
        "session",
        live_only=True,
    )
    stop_now = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Stop &now"),
        ("Ctrl+Shift+F5", "Ctrl+Shift+K"),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Emergency stop: cancel everything queued, interrupt running "
            "demo tasks, the workers exit (plain code cannot be "
            "interrupted: it runs to its end)",
        ),
        (In("worker", 0, 30),),
        "consumer",
        live_only=True,
    )
    retry = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Retry selected"),
        ("Ctrl+R",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Put a copy of each selected failed or cancelled task at the "
            "tail of the queue, as a new task",
        ),
        (In("tasks", 1, 20),),
        "table",
        live_only=True,
    )
    # -- scenarios and files -------------------------------------------------------
    scenario_cancel = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Cancel the scenario's &arrivals"),
        ("Ctrl+Shift+X",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Stop the open scenario from adding its remaining tasks (what is queued stays)",
        ),
        (In("tasks", 2, 10),),
        "scenario",
        live_only=True,
    )
    scenario_notes = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Scenario &notes"),
        ("Ctrl+I",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Show or hide the open scenario's title and what to notice, above the table",
        ),
        (In("view", 0, 10),),
        "scenario",
        checkable=True,
    )
    open = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Open scenario…"),
        (QKeySequence.StandardKey.Open,),
        QT_TRANSLATE_NOOP(
            "WindowActions", "Load a scenario file: workers, maxsize and timed tasks"
        ),
        (In("file", 0, 20),),
        "scenario",
        live_only=True,
    )
    save = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Save scenario…"),
        (QKeySequence.StandardKey.Save,),
        QT_TRANSLATE_NOOP(
            "WindowActions", "Save the tasks enqueued from this window as a scenario file"
        ),
        (In("file", 0, 30),),
        "scenario",
        live_only=True,
    )
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
    # -- the view ------------------------------------------------------------------
    follow = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Follow live time"),
        ("F8", "Ctrl+Shift+L"),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Timeline follows the clock; untick to look back (drag to pan, wheel to zoom)",
        ),
        (In("view", 0, 20),),
        "view",
        checkable=True,
        checked=True,  # the timeline follows the clock until told not to
    )
    fit_timeline = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Fit &whole run"),
        ("Shift+F8", "Ctrl+Shift+A"),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Timeline: zoom out to the whole session, from the first task to the last event",
        ),
        (In("view", 0, 30),),
        "view",
    )
    zoom_in = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Zoom &in"),
        (QKeySequence.StandardKey.ZoomIn, "Ctrl+="),
        QT_TRANSLATE_NOOP("WindowActions", "Bigger text everywhere"),
        (In("view", 0, 40),),
        "view",
    )
    zoom_out = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Zoom &out"),
        (QKeySequence.StandardKey.ZoomOut,),
        QT_TRANSLATE_NOOP("WindowActions", "Smaller text everywhere"),
        (In("view", 0, 50),),
        "view",
    )
    zoom_reset = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Reset zoom"),
        ("Ctrl+0",),
        QT_TRANSLATE_NOOP("WindowActions", "Text at its normal size"),
        (In("view", 0, 60),),
        "view",
    )
    lay_out_for_screen = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Lay out for this &screen"),
        (),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Put the views where a first start puts them on this screen, "
            "and size the window for it (after a laptop, on the projector)",
        ),
        (In("view", 0, 65),),
        "view",
    )
    full_screen = Command(
        QT_TRANSLATE_NOOP("WindowActions", "F&ull screen"),
        # The platform's key first (⌃⌘F on a Mac, F11 on Windows and KDE; none on
        # GNOME or openbox), F11 wherever the system leaves it free (a Mac's shows the
        # desktop), and a key without fn for laptops.
        (
            QKeySequence.StandardKey.FullScreen,
            "" if sys.platform == "darwin" else "F11",
            "Ctrl+Shift+F",
        ),
        QT_TRANSLATE_NOOP("WindowActions", "Fill the projector"),
        (In("view", 0, 70),),
        "view",
        checkable=True,
    )
    projector_view = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Projector view"),
        ("Ctrl+Shift+J",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "The lesson fills the screen: the table and the queue lane, the lesson's "
            "commands in one line; the other controls under More, the other views in "
            "the View menu",
        ),
        (In("view", 0, 75),),
        "view",
        checkable=True,
    )
    high_contrast = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&High contrast"),
        ("Ctrl+Shift+H",),
        QT_TRANSLATE_NOOP("WindowActions", "Black on white, bold text, heavy borders"),
        (In("view", 0, 80),),
        "view",
        checkable=True,
    )
    # View ▸ Language: English and Español are written in their own language, untranslated.
    language_system = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&System language"),
        (),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Speak the computer's language where fifo_gui has it, "
            "else English (from the next start)",
        ),
        (In("view/language", 0, 10),),
        "language",
        checkable=True,
        checked=True,
        value="system",
    )
    language_en = Command(
        "E&nglish",
        (),
        QT_TRANSLATE_NOOP("WindowActions", "The window in English (from the next start)"),
        (In("view/language", 0, 20),),
        "language",
        checkable=True,
        value="en",
    )
    language_es = Command(
        "&Español",
        (),
        QT_TRANSLATE_NOOP("WindowActions", "The window in Spanish (from the next start)"),
        (In("view/language", 0, 30),),
        "language",
        checkable=True,
        value="es",
    )
    # -- help and quit -------------------------------------------------------------
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
    quit = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Quit"),
        (QKeySequence.StandardKey.Quit, "Ctrl+Q"),
        QT_TRANSLATE_NOOP("WindowActions", "Close the window and stop the workers"),
        (In("file", 2, 10),),
        "files",
    )
    # -- recording, replay, trace, predict (RecordingCommands) ---------------------
    record = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Record session…"),
        ("Ctrl+Shift+R",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Start/stop writing every event of the session to a file "
            "(JSON Lines), to replay or share later",
        ),
        (In("file", 0, 50),),
        "recording",
        checkable=True,
        live_only=True,
    )
    open_recording = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Open &recording…"),
        ("Ctrl+Shift+O",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Replay a recorded session in this window: no worker "
            "runs; play, pause, scrub and step through it",
        ),
        (In("file", 0, 40),),
        "recording",
    )
    export_trace = Command(
        QT_TRANSLATE_NOOP("WindowActions", "T&race (Perfetto/Chrome)…"),
        ("Ctrl+Shift+E",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Save the session as a Chrome trace: open it in ui.perfetto.dev or chrome://tracing",
        ),
        (In("file/export", 0, 60),),
        "recording",
    )
    close_replay = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Close replay"),
        ("Ctrl+Shift+W",),
        QT_TRANSLATE_NOOP("WindowActions", "Leave the replay: the window is live again, empty"),
        (In("file", 0, 60), In("replay", 1, 20)),
        "replay",
    )
    replay_play = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Play/pause replay"),
        ("Ctrl+Shift+Space",),
        QT_TRANSLATE_NOOP("WindowActions", "Play the recording at the chosen speed, or pause it"),
        (In("replay", 0, 10),),
        "replay",
        checkable=True,
    )
    replay_prev = Command(
        QT_TRANSLATE_NOOP("WindowActions", "◀ Pre&vious event"),
        ("Alt+Left",),
        QT_TRANSLATE_NOOP("WindowActions", "Step the replay back one event"),
        (In("replay", 0, 20),),
        "replay",
    )
    replay_next = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Ne&xt event ▶"),
        ("Alt+Right",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Step the replay on one event (in predict mode: to the next item a worker takes)",
        ),
        (In("replay", 0, 30),),
        "replay",
    )
    replay_faster = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Faster replay"),
        ("Ctrl+]",),
        QT_TRANSLATE_NOOP("WindowActions", "Replay faster (up to 8x)"),
        (In("replay", 0, 40),),
        "replay",
    )
    replay_slower = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Slower replay"),
        ("Ctrl+[",),
        QT_TRANSLATE_NOOP("WindowActions", "Replay slower (down to 0.25x)"),
        (In("replay", 0, 50),),
        "replay",
    )
    replay_start = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Replay to the s&tart"),
        ("Alt+Home",),
        QT_TRANSLATE_NOOP("WindowActions", "Scrub the replay back to the start: an empty queue"),
        (In("replay", 0, 60),),
        "replay",
    )
    replay_end = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Replay to the &end"),
        ("Alt+End",),
        QT_TRANSLATE_NOOP("WindowActions", "Scrub the replay to the end: the final state"),
        (In("replay", 0, 70),),
        "replay",
    )
    predict = Command(
        QT_TRANSLATE_NOOP("WindowActions", "Pre&dict, then reveal"),
        ("F9", "Ctrl+Shift+D"),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Quiz mode: the workers pause; before each Step, click the row "
            "of the item a worker takes next; Step reveals and scores",
        ),
        (In("worker", 1, 10), In("replay", 1, 10)),
        "predict",
        checkable=True,
    )
    # -- the labs (Labs) -----------------------------------------------------------
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
    )
    compare = Command(
        QT_TRANSLATE_NOOP("WindowActions", "&Compare disciplines…"),
        ("Ctrl+Shift+M",),
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "Run the open scenario (or disciplines.json) under FIFO, "
            "LIFO and Priority in the background; show the waits side by side",
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
    # -- check your scheduler (CheckCommands) ---------------------------------------
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

    def __init__(self, parent: QObject) -> None:
        made: dict[str, tuple[Command, QAction]] = {}
        exclusive: dict[str, QActionGroup] = {}
        for command in self.commands():
            action = command.make(parent)
            if command.value:  # one of a group of which one is checked
                if command.group not in exclusive:
                    exclusive[command.group] = QActionGroup(parent)
                exclusive[command.group].addAction(action)
            made[command.name] = (command, action)
        super().__init__(made)

    @classmethod
    def commands(cls) -> list[Command]:
        """Every declaration, in order."""
        return [c for c in vars(cls).values() if isinstance(c, Command)]

    def feature(self, *groups: str) -> ActionSet:
        """The actions of these groups, by attribute: what one feature owns."""
        return ActionSet({n: (c, a) for n, (c, a) in self._made.items() if c.group in groups})

    def command(self, action: QAction) -> Command | None:
        """The declaration of `action` (None: not one of the registry's)."""
        return next((c for c, a in self._made.values() if a is action), None)


def _object_name(menu_id: str) -> str:
    """ "file/export" -> "fileExportMenu"."""
    first, *rest = menu_id.split("/")
    return first + "".join(part.capitalize() for part in rest) + "Menu"


def build_menus(bar: QMenuBar, actions: WindowActions) -> dict[str, QMenu]:
    """The whole menu bar from the declarations; the menus by id ("file", "view")."""
    menus: dict[str, QMenu] = {}
    entries: dict[str, list[tuple[int, int, QAction]]] = {menu_id: [] for menu_id in MENUS}
    for menu_id, spec in MENUS.items():
        menu = QMenu(translate(spec.title), bar if spec.place is None else menus[spec.place.menu])
        menu.setObjectName(_object_name(menu_id))
        menus[menu_id] = menu
        if spec.place is None:
            bar.addMenu(menu)
        else:
            entries[spec.place.menu].append(
                (spec.place.section, spec.place.order, menu.menuAction())
            )
    for command in actions.commands():
        for place in command.menus:
            entries[place.menu].append((place.section, place.order, actions.action(command.name)))
    for menu_id, items in entries.items():
        section: int | None = None
        for item_section, _, action in sorted(items, key=lambda item: item[:2]):
            if section is not None and item_section != section:
                menus[menu_id].addSeparator()
            section = item_section
            menus[menu_id].addAction(action)
    return menus


def action_button(
    action: QAction, object_name: str, text: str | None = None, parent: QWidget | None = None
) -> QPushButton:
    """A push button that triggers `action` and follows its tooltip, enabled and checked
    state; `text` gives it a shorter caption than the menu's."""
    button = QPushButton(text or action.text().replace("&", ""), parent)
    button.setObjectName(object_name)
    button.setCheckable(action.isCheckable())

    def sync() -> None:
        button.setEnabled(action.isEnabled())
        button.setToolTip(action.toolTip())
        button.setChecked(action.isChecked())

    sync()
    action.changed.connect(sync)
    button.clicked.connect(action.trigger)
    return button
