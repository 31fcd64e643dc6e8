"""The Your-tasks lab: a Python file of the student's own functions, loaded
(File ▸ Load your tasks…, or --tasks), offered in the Your tasks bar, and added
with literal arguments. The loaded functions go out through
`user_tasks_loaded`: File ▸ Open and the open scenario may name them.

The bar is made with the first file loaded: it is not in the first frame.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QMessageBox, QWidget

from fifo_gui.ui.labs.lab_tasks import LabTasks
from fifo_gui.ui.producer.control_panel import ControlPanel
from fifo_gui.ui.window.actions import WindowActions
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.core_errors import error_text

if TYPE_CHECKING:
    from fifo_gui.ui.producer.user_tasks_controls import UserTasksBar

UserTasks = Mapping[str, Callable[..., Any]]


class YourTasksLab(QObject):
    """Load your tasks…, the Your tasks bar and Add your task.

    Signals:
        user_tasks_loaded(dict): GUI thread. The loaded file's functions by name
            (a new dict each time): File ▸ Open and the open scenario may name them.
    """

    user_tasks_loaded = Signal(object)

    def __init__(
        self,
        tasks: LabTasks,
        notices: Notices,
        actions: WindowActions,
        controls: ControlPanel,
        dialog_parent: QWidget,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._tasks = tasks
        self._notices = notices
        self._actions = actions
        self._controls = controls
        self._dialog_parent = dialog_parent
        self.user_tasks: dict[str, Callable[..., Any]] = {}
        self.tasks_path: Path | None = None
        self.error_box: QMessageBox | None = None  # the last bad file's, for tests
        self._yours: UserTasksBar | None = None  # made by the first file loaded
        a = actions
        a.load_tasks.triggered.connect(self._on_load_tasks)
        a.user_task.triggered.connect(self._on_user_task_field)
        a.user_args.triggered.connect(self._on_user_args_field)
        a.add_user_task.triggered.connect(self.add_user_task)
        self.refresh()

    @property
    def user_tasks_bar(self) -> UserTasksBar:
        """The Your tasks group, at the end of the control strip (made when first
        asked for; hidden until a file is loaded)."""
        if self._yours is None:
            from fifo_gui.ui.producer.user_tasks_controls import (
                UserTasksBar,  # on demand: a faster start
            )

            a = self._actions
            yours = UserTasksBar(self._controls, a.user_task, a.user_args, a.add_user_task)
            self._yours = yours
            yours.args.returnPressed.connect(self.add_user_task)
            yours.group.setVisible(False)
        return self._yours

    def refresh(self) -> None:
        self._actions.add_user_task.setEnabled(bool(self.user_tasks))

    @Slot()
    def _on_user_task_field(self) -> None:
        if self._yours is not None:  # nothing to go to before a file is loaded
            self._yours.combo.setFocus(Qt.FocusReason.ShortcutFocusReason)

    @Slot()
    def _on_user_args_field(self) -> None:
        if self._yours is not None:
            self._yours.args.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self._yours.args.selectAll()

    @Slot()
    def add_user_task(self) -> None:
        """The chosen function of your file with the arguments field's literals."""
        from fifo_gui.ui.producer.user_tasks_controls import ArgumentsError, parse_arguments

        yours = self._yours
        func = self.user_tasks.get(yours.combo.currentText()) if yours is not None else None
        if yours is None or func is None:
            self._notices.refuse(self.tr("Load your tasks first: File ▸ Load your tasks…"))
            return
        try:
            args, kwargs = parse_arguments(yours.args.text())
        except ArgumentsError as exc:
            self._notices.refuse(self.tr("Arguments refused: {error}").format(error=exc))
            yours.args.setFocus()
            return
        self._tasks.submit(func, args, kwargs)

    @Slot()
    def _on_load_tasks(self) -> None:
        from fifo_gui.ui.producer.user_tasks_controls import (
            ask_tasks_file,  # on demand: a faster start
        )

        folder = str(self.tasks_path.parent) if self.tasks_path else ""
        path = ask_tasks_file(self._dialog_parent, folder)
        if path is not None:
            self.load_tasks(path)

    def load_tasks(self, path: Path, *, dialog: bool = True) -> bool:
        """Import `path` and offer its functions; on a bad file say why (a dialog)
        and keep what was loaded before."""
        from fifo_gui.core.user_tasks import UserTasksError, load_user_tasks

        try:
            tasks = load_user_tasks(path)
        except UserTasksError as exc:
            if dialog:
                box = QMessageBox(
                    QMessageBox.Icon.Critical,
                    self.tr("Cannot load your tasks"),
                    error_text(exc),
                    QMessageBox.StandardButton.Ok,
                    self._dialog_parent,
                )
                box.setObjectName("userTasksError")
                box.open()
                self.error_box = box
            self._notices.refuse(error_text(exc))
            return False
        self.set_user_tasks(tasks, path)
        return True

    def set_user_tasks(self, tasks: UserTasks, path: Path | None = None) -> None:
        """Offer `tasks` (a loaded file's functions) in the Your tasks selector."""
        from fifo_gui.ui.producer.user_tasks_controls import stop_now_plain

        self.user_tasks = dict(tasks)
        self.tasks_path = path
        yours = self.user_tasks_bar
        yours.combo.clear()
        yours.combo.addItems(list(self.user_tasks))
        yours.group.setVisible(True)
        names, count = ", ".join(self.user_tasks), len(self.user_tasks)
        if path is not None:
            log = self.tr("your tasks from {file}: {names}").format(file=path.name, names=names)
            said = self.tr(
                "Loaded %n task(s) from {file}: choose one in Your tasks. {stop_now}", "", count
            )
        else:
            log = self.tr("your tasks: {names}").format(names=names)
            said = self.tr("Loaded %n task(s): choose one in Your tasks. {stop_now}", "", count)
        self._notices.log(log)
        self._notices.say(
            said.format(file=path.name if path else "", stop_now=stop_now_plain()), 10000
        )
        self.refresh()
        self.user_tasks_loaded.emit(dict(self.user_tasks))
