"""File menu commands: open and save scenarios, export the table, log and pictures.

Errors never raise into Qt and never block: they open a window-modal message
box and change nothing. Every file is written whole or not at all
(`core/outputs.py`): a failed write leaves the old file as it was. Save, record
and export dialogs start in the folder used last, else the user's Documents;
Open starts in the folder used last, else the lesson's scenarios (Ctrl+O is how
a class finds them). The app's own folder is never remembered as the one used
last.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Slot
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from fifo_gui.core.outputs import write_text, written_beside
from fifo_gui.core.safe_files import NotAFileError, check_output
from fifo_gui.core.scenario import (
    Scenario,
    ScenarioError,
    UserTasks,
    dump_scenario,
    load_scenario,
)
from fifo_gui.resources import resource_path, resources_dir
from fifo_gui.ui.table.task_model import TaskTableModel
from fifo_gui.ui.views.event_log import EventLog
from fifo_gui.ui.views.timeline_view import TimelineView
from fifo_gui.ui.window.actions import WindowActions
from fifo_gui.ui.window.late import TABLE_TO_CSV, TABLE_TO_JSON
from fifo_gui.ui.window.settings import AppSettings
from fifo_gui.ui.words.core_errors import error_text
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP
from fifo_gui.ui.words.numbers import agree

# A scenario file holds what arrived and when; these presses are not in its format.
SAVE_LEAVES_OUT = QT_TRANSLATE_NOOP("FileCommands", "Stop presses and cancels are not saved")


def show_error(parent: QWidget, title: str, text: str) -> QMessageBox:
    """A window-modal error box that does not block the event loop."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("errorDialog")
    box.open()
    return box


def _in_app(folder: Path) -> bool:
    """True for the app's resources or a folder inside them (read-only when installed)."""
    try:
        return folder.resolve().is_relative_to(resources_dir().resolve())
    except OSError:
        return False


class FileCommands(QObject):
    """The File menu's slots, for one main window."""

    def __init__(
        self,
        *,
        window: QMainWindow,
        model: TaskTableModel,
        log: EventLog,
        timeline: TimelineView,
        window_picture: Callable[[], QPixmap],
        run_scenario: Callable[[Scenario], bool],
        session: Callable[[], Scenario | None],
        settings: AppSettings | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._model = model
        self._log = log
        self._timeline = timeline
        self._window_picture = window_picture  # the window showing one instant
        self._run_scenario = run_scenario
        self._session = session
        self._settings = settings
        # Your tasks (Labs), if a file is loaded: a scenario may name its functions.
        self.user_tasks: UserTasks | None = None

    def connect_actions(self, actions: WindowActions) -> None:
        """File ▸ Open, Save and Export trigger these commands."""
        for action, slot in (
            (actions.open, self.on_open),
            (actions.save, self.on_save),
            (actions.export_csv, self.on_export_csv),
            (actions.export_json, self.on_export_json),
            (actions.export_log, self.on_export_log),
            (actions.export_window, self.on_export_window),
            (actions.export_timeline, self.on_export_timeline),
        ):
            action.triggered.connect(slot)

    @Slot(object)
    def set_user_tasks(self, tasks: UserTasks) -> None:
        """A tasks file's functions: a scenario opened from now on may name them."""
        self.user_tasks = dict(tasks)

    def folder(self, fallback: Path | None = None) -> Path:
        """Where a dialog starts: the folder used last, else `fallback`, else Documents."""
        last = self._settings.last_folder if self._settings is not None else ""
        if last and Path(last).is_dir() and not _in_app(Path(last)):
            return Path(last)
        if fallback is not None:
            return fallback
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        return Path(documents) if documents and Path(documents).is_dir() else Path.home()

    def remember(self, path: Path) -> None:
        """`path`'s folder is where the next dialog starts, unless it is the app's own
        (a shipped scenario opened: Record and Save still start in the user's folder)."""
        if self._settings is not None and not _in_app(path.parent):
            self._settings.last_folder = str(path.parent)

    def ask_save(self, caption: str, name: str, filters: str) -> Path | None:
        """A file to write, from the Save dialog; None if cancelled, or refused
        with a message (a named pipe would block the window for ever)."""
        path, _ = QFileDialog.getSaveFileName(
            self._window, caption, str(self.folder() / name), filters
        )
        if not path:
            return None
        self.remember(Path(path))
        try:
            check_output(path)
        except NotAFileError as exc:
            show_error(
                self._window,
                self.tr("Cannot write"),
                self.tr("Could not write {path}: {why}").format(
                    path=path, why=error_text(exc.strerror)
                ),
            )
            return None
        except OSError:
            pass  # the write itself says why (a missing folder, a full disk), as before
        return Path(path)

    def _done(self, message: str) -> None:
        self._window.statusBar().showMessage(message, 6000)
        self._log.log_message(message)

    def open_path(self, path: Path) -> bool:
        """Load and run a scenario file; a bad file gets one error dialog, nothing else."""
        try:
            scenario = load_scenario(path, user_tasks=self.user_tasks)
        except ScenarioError as exc:
            show_error(self._window, self.tr("Cannot open scenario"), error_text(exc))
            return False
        return self._run_scenario(scenario)

    @Slot()
    def on_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self._window,
            self.tr("Open scenario"),
            str(self.folder(resource_path("scenarios"))),
            self.tr("Scenario files (*.json);;All files (*)"),
        )
        if path:
            self.remember(Path(path))
            self.open_path(Path(path))

    @Slot()
    def on_save(self) -> None:
        scenario = self._session()
        if scenario is None:
            self._window.statusBar().showMessage(
                self.tr("Nothing to save yet: enqueue some demo tasks first."), 6000
            )
            return
        # A scenario holds arrivals only: say so where the teacher saves it.
        leaves_out = QCoreApplication.translate("FileCommands", SAVE_LEAVES_OUT)
        path = self.ask_save(
            self.tr("Save scenario — {leaves_out}").format(leaves_out=leaves_out),
            "session.json",
            self.tr("Scenario files (*.json)"),
        )
        if path is not None:
            n = len(scenario.tasks)
            saved = self.tr(
                "Saved %n arrival(s) (retries too) as a scenario to {path}; {leaves_out}.",
                "",
                n,
            )
            self._write(
                path,
                lambda p: write_text(p, dump_scenario(scenario)),
                agree(saved, n).format(path=path, leaves_out=leaves_out),
            )

    @Slot()
    def on_export_csv(self) -> None:
        path = self.ask_save(
            self.tr("Export the task table"), "tasks.csv", self.tr("CSV files (*.csv)")
        )
        if path is not None:
            self._write(
                path, lambda p: TABLE_TO_CSV.load()(self._model, p), self._exported_rows(path)
            )

    @Slot()
    def on_export_json(self) -> None:
        path = self.ask_save(
            self.tr("Export the task table"), "tasks.json", self.tr("JSON files (*.json)")
        )
        if path is not None:
            self._write(
                path, lambda p: TABLE_TO_JSON.load()(self._model, p), self._exported_rows(path)
            )

    def _exported_rows(self, path: Path) -> str:
        n = self._model.rowCount()
        text = self.tr("Exported %n row(s) to {path}", "", n)
        return agree(text, n).format(path=path)

    @Slot()
    def on_export_log(self) -> None:
        path = self.ask_save(
            self.tr("Export the event log"), "events.txt", self.tr("Text files (*.txt)")
        )
        if path is not None:
            self._log.flush()
            text = self._log.toPlainText() + "\n"
            self._write(
                path,
                lambda p: write_text(p, text),
                self.tr("Exported the event log to {path}").format(path=path),
            )

    @Slot()
    def on_export_window(self) -> None:
        self._export_picture(self._window_picture, "window.png")

    @Slot()
    def on_export_timeline(self) -> None:
        self._export_picture(self._timeline.whole_picture, "timeline.png")

    def _export_picture(self, picture_now: Callable[[], QPixmap], name: str) -> None:
        path = self.ask_save(self.tr("Export a picture"), name, self.tr("PNG images (*.png)"))
        if path is None:
            return
        picture = picture_now()

        def save(target: Path) -> None:
            with written_beside(target) as part:
                if not picture.save(str(part), "PNG"):
                    raise OSError  # Qt does not say why

        self._write(path, save, self.tr("Saved a picture to {path}").format(path=path))

    def _write(self, path: Path, write: Callable[[Path], object], message: str) -> None:
        try:
            write(path)
        except OSError as exc:
            why = exc.strerror or str(exc)
            show_error(
                self._window,
                self.tr("Export failed"),
                self.tr("Could not write {path}: {why}").format(path=path, why=why)
                if why
                else self.tr("Could not write {path}.").format(path=path),
            )
            return
        self._done(message)
