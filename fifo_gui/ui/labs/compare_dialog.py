"""Compare: one scenario under FIFO, LIFO and Priority, side by side (or, for
a scenario that compares engines, on threads and on processes).

`CompareRun` plays the scenario through the core's `compare()` on a thread of
its own (it sleeps through the scenario's arrivals three times over): the
window stays responsive, and the result comes back as a queued signal.
`CompareDialog` shows the figures in a table a class can check by hand.
"""

from __future__ import annotations

import html
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fifo_gui.core.engines import free_threaded_note
from fifo_gui.core.scenario import Scenario
from fifo_gui.core.scenario_runner import RunResult, compare
from fifo_gui.ui.words import numbers
from fifo_gui.ui.words.core_errors import error_text

HEADERS = (
    QT_TRANSLATE_NOOP("CompareDialog", "Queue"),
    QT_TRANSLATE_NOOP("CompareDialog", "Done"),
    QT_TRANSLATE_NOOP("CompareDialog", "Mean wait"),
    QT_TRANSLATE_NOOP("CompareDialog", "p95 wait"),
    QT_TRANSLATE_NOOP("CompareDialog", "Max wait"),
    QT_TRANSLATE_NOOP("CompareDialog", "Start order"),
)
ENGINE_HEADERS = (
    QT_TRANSLATE_NOOP("CompareDialog", "Workers run as"),
    QT_TRANSLATE_NOOP("CompareDialog", "Done"),
    QT_TRANSLATE_NOOP("CompareDialog", "Wall time"),
    QT_TRANSLATE_NOOP("CompareDialog", "Mean run per task"),
    QT_TRANSLATE_NOOP("CompareDialog", "Mean CPU per task"),
    QT_TRANSLATE_NOOP("CompareDialog", "CPU share"),
    QT_TRANSLATE_NOOP("CompareDialog", "Tasks running at once"),
)
ENGINE_NAMES = {
    "threads": QT_TRANSLATE_NOOP("CompareDialog", "threads"),
    "processes": QT_TRANSLATE_NOOP("CompareDialog", "processes"),
}
ORDER_SHOWN = 30  # arrival numbers the start-order column lists before "…"


def seconds(value: float | None) -> str:
    """A wait as the dialog shows it: 3 decimals, "—" when nothing started."""
    return "—" if value is None else numbers.seconds(value, 3)


def start_order(result: RunResult) -> str:
    """The order tasks started, as arrival numbers (1 = the first task queued):
    each run's ids differ, arrival numbers compare across runs."""
    if not result.start_order:
        return "—"
    first = min(result.start_order)
    shown = [numbers.number(i - first + 1) for i in result.start_order[:ORDER_SHOWN]]
    more = " …" if len(result.start_order) > ORDER_SHOWN else ""
    return " ".join(shown) + more


def row_texts(result: RunResult) -> list[str]:
    """One row of the table, in HEADERS' order."""
    return [
        result.discipline,
        numbers.number(result.done),
        seconds(result.mean_wait),
        seconds(result.p95_wait),
        seconds(result.max_wait),
        start_order(result),
    ]


def at_once(result: RunResult) -> str:
    """How many tasks ran at once on average: their run times added up, over
    the wall time (2.0: two bars side by side all along)."""
    wall = result.wall
    if not wall or not result.runs:
        return "—"
    return numbers.number(sum(result.runs) / wall, 1)


def cpu_share(result: RunResult) -> str:
    """The tasks' CPU seconds over their run seconds, as a percentage: about
    50 % for two threads taking turns for the GIL, 100 % for a process on a core."""
    share = result.cpu_share
    return "—" if share is None else f"{numbers.number(100 * share, 0)} %"


def engine_row_texts(result: RunResult) -> list[str]:
    """One row of the engines' table, in ENGINE_HEADERS' order."""
    engine = str(ENGINE_NAMES.get(result.engine, result.engine))
    return [
        QCoreApplication.translate("CompareDialog", engine),
        numbers.number(result.done),
        seconds(result.wall),
        seconds(result.mean_run),
        seconds(result.mean_cpu),
        cpu_share(result),
        at_once(result),
    ]


class CompareRun(QObject):
    """`compare(scenario)` on a daemon thread.

    Signals:
        finished(list[RunResult]): GUI thread (queued). The three runs, FIFO first.
        failed(str): GUI thread (queued). The runs raised: the reason in one line.
    """

    finished = Signal(object)
    failed = Signal(str)

    def __init__(
        self,
        scenario: Scenario,
        user_tasks: Mapping[str, Callable[..., Any]] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self._user_tasks = user_tasks
        # Daemon: a window closed mid-compare must not wait for its sleeps.
        self._thread = threading.Thread(target=self._main, name="compare", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def join(self, timeout: float) -> bool:
        """Wait at most `timeout` seconds; True if the runs are over."""
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _main(self) -> None:
        try:
            results = compare(self.scenario, user_tasks=self._user_tasks)
        except Exception as exc:  # a user task's bad arguments, say: reported, not raised
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        self.finished.emit(results)


class CompareDialog(QDialog):
    """The runs in one table, one row each: the disciplines' waits and start
    order, or (`engines`) each engine's wall time and run times."""

    def __init__(
        self,
        title: str,
        results: Sequence[RunResult],
        parent: QWidget | None = None,
        *,
        engines: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("compareDialog")
        self.results = list(results)
        headers: tuple[object, ...]
        after = ""  # what the intro says after its own words
        if engines:
            self.setWindowTitle(
                self.tr("Compare threads and processes — {title}").format(title=title)
            )
            said = self.tr(
                "<b>{title}</b>: the same tasks on the same queue, run by worker threads, "
                "then by worker processes. Wall time = from the first task's start to the "
                "last one's end; CPU share = the tasks' CPU time ÷ their run. Threads share "
                "one interpreter and take turns holding its lock (the GIL) while they run "
                "Python code; each process has an interpreter of its own. So a thread that "
                "waits for the GIL runs long on little CPU (on two threads, about half), while "
                "a process with a core of its own uses CPU for all of its run."
            )
            # A third way, without the GIL: whether this computer has one, in one sentence.
            after = " " + html.escape(error_text(free_threaded_note()))
            headers, texts, name = ENGINE_HEADERS, engine_row_texts, self.tr("Engines compared")
        else:
            self.setWindowTitle(self.tr("Compare queue disciplines — {title}").format(title=title))
            said = self.tr(
                "<b>{title}</b>: the same tasks, at the same times, on a real queue of each "
                "kind. Wait = time from put() to a worker's get(). Start order lists the tasks "
                "by arrival number (1 = queued first): FIFO keeps it, LIFO serves the newest "
                "first, Priority the lowest priority number first."
            )
            headers, texts, name = HEADERS, row_texts, self.tr("Queue disciplines compared")
        intro = QLabel(said.format(title=title) + after)
        intro.setObjectName("compareIntro")
        intro.setWordWrap(True)
        table = QTableWidget(len(self.results), len(headers))
        table.setObjectName("compareTable")
        table.setAccessibleName(name)
        table.setHorizontalHeaderLabels(
            [QCoreApplication.translate("CompareDialog", str(text)) for text in headers]
        )
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, result in enumerate(self.results):
            for c, text in enumerate(texts(result)):
                table.setItem(r, c, QTableWidgetItem(text))
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        table.setCurrentCell(-1, -1)  # no cell looks picked out
        # Every row in sight at every zoom, never one cut in half: one line each
        # (the start order wrapped in its first, narrow width made rows 109 px
        # tall at +4, and the Close button sat on the last one).
        table.setWordWrap(False)
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        scroll = table.horizontalScrollBar().sizeHint().height()  # if a narrow screen needs it
        table.setMinimumHeight(header.sizeHint().height() + rows + 2 * table.frameWidth() + scroll)
        self.table = table
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(table)
        layout.addWidget(buttons)
        # Every column whole: the engines' seven titles are wider than 1100 px.
        margins = layout.contentsMargins()
        wide = header.length() + 2 * table.frameWidth() + margins.left() + margins.right()
        self.resize(max(1100, wide + table.verticalScrollBar().sizeHint().width()), 300)

    def cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""
