"""What the window imports on first use, and why: the one list of it.

A first start shows the live queue: the table, the views, the producer's and
the workers' controls. Every command is declared with the others
(`actions.py`) and made before the first paint, with its text, keys,
tooltip, menu place and accessible name; only the code behind the commands
below waits, and is imported on the GUI thread the first time it is used
(README, Performance: What a start leaves for later), then runs at once. Each entry is a `Late`
(`core/late.py`): a module, a name in it, and why it waits. The core's two,
worker processes and what may cross to them, are `core/engines.py`'s and are
listed here too.

`LateFeature` is the mechanism for a feature that owns commands: the window
makes Check your scheduler and Attach to an RQ queue this way
(`app/late_features.py`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtGui import QAction

from fifo_gui.core.engines import PICKLED_CALL, PROCESS_SCHEDULER
from fifo_gui.core.late import Late

if TYPE_CHECKING:
    from fifo_gui.ui.broker.broker_commands import BrokerCommands
    from fifo_gui.ui.help.shortcuts_dialog import ShortcutsDialog
    from fifo_gui.ui.help.teaching_guide import TeachingGuide
    from fifo_gui.ui.labs.compare_dialog import CompareDialog, CompareRun
    from fifo_gui.ui.replay.replay import ReplayController
    from fifo_gui.ui.replay.replay_bar import ReplayBar
    from fifo_gui.ui.table.traceback_dialog import TracebackDialog

# Typed where it is made (ui/app/late_features.py): named here, even for the
# type checker, it would tie this list to the check's own imports, which lead
# back here (the check hands its run to the replays, which load late).
CHECK: Late[type[Any]] = Late(
    "fifo_gui.ui.check.check_commands",
    "CheckCommands",
    why="File ▸ Check your scheduler: the checker's child process, its report, the verdicts",
)
BROKER: Late[type[BrokerCommands]] = Late(
    "fifo_gui.ui.broker.broker_commands",
    "BrokerCommands",
    why="File ▸ Attach to an RQ queue: the broker's source, its RQ workers",
)
REPLAY_CONTROLLER: Late[type[ReplayController]] = Late(
    "fifo_gui.ui.replay.replay",
    "ReplayController",
    why="File ▸ Open recording, --replay: a recording played back, step by step",
)
REPLAY_BAR: Late[type[ReplayBar]] = Late(
    "fifo_gui.ui.replay.replay_bar", "ReplayBar", why="the replay's bar, shown with a replay"
)
TABLE_TO_CSV: Late[Callable[..., int]] = Late(
    "fifo_gui.ui.files.export", "table_to_csv", why="File ▸ Export ▸ the table as CSV"
)
TABLE_TO_JSON: Late[Callable[..., int]] = Late(
    "fifo_gui.ui.files.export", "table_to_json", why="File ▸ Export ▸ the table as JSON"
)
COMPARE_RUN: Late[type[CompareRun]] = Late(
    "fifo_gui.ui.labs.compare_dialog", "CompareRun", why="Labs ▸ Compare: its runs and results"
)
COMPARE_DIALOG: Late[type[CompareDialog]] = Late(
    "fifo_gui.ui.labs.compare_dialog", "CompareDialog", why="Labs ▸ Compare: its results"
)
SHORTCUTS_DIALOG: Late[type[ShortcutsDialog]] = Late(
    "fifo_gui.ui.help.shortcuts_dialog", "ShortcutsDialog", why="Help ▸ Keyboard shortcuts"
)
TEACHING_GUIDE: Late[type[TeachingGuide]] = Late(
    "fifo_gui.ui.help.teaching_guide", "TeachingGuide", why="Help ▸ Teaching guide"
)
ANNOUNCE: Late[Callable[..., None]] = Late(
    "fifo_gui.ui.views.announce",
    "announce",
    why="a line said to a screen reader: Qt's accessibility events, from the first news",
)
TRACEBACK_DIALOG: Late[type[TracebackDialog]] = Late(
    "fifo_gui.ui.table.traceback_dialog",
    "TracebackDialog",
    why="a failed task's traceback, on a double click",
)

# Every late name, for a reader and for the test that a first paint imports none.
LATE: tuple[Late[Any], ...] = (
    PROCESS_SCHEDULER,
    PICKLED_CALL,
    CHECK,
    BROKER,
    REPLAY_CONTROLLER,
    REPLAY_BAR,
    TABLE_TO_CSV,
    TABLE_TO_JSON,
    COMPARE_RUN,
    COMPARE_DIALOG,
    SHORTCUTS_DIALOG,
    TEACHING_GUIDE,
    TRACEBACK_DIALOG,
    ANNOUNCE,
)

F = TypeVar("F")
Handler = Callable[[F], Callable[[], object]]  # the feature's slot for one of its commands


class LateFeature(Generic[F]):
    """A feature made by `make` the first time it is used. Each command in
    `wakes` calls its handler on the feature, made first if need be; the slot
    keeps the place among the command's slots that the feature's own had."""

    def __init__(self, make: Callable[[], F], wakes: Mapping[QAction, Handler[F]]) -> None:
        self._make = make
        self._feature: F | None = None
        for action, handler in wakes.items():
            action.triggered.connect(partial(self._run, handler))

    def get(self) -> F:
        """The feature, made now if it was not yet."""
        if self._feature is None:
            self._feature = self._make()
        return self._feature

    def made(self) -> F | None:
        """The feature if it was made (None: nobody used it yet)."""
        return self._feature

    def _run(self, handler: Handler[F], _checked: bool = False) -> None:
        handler(self.get())()
