"""Your tasks: the Your tasks bar, the arguments field's parser, and the load
dialog's warning (imported when first used: a faster start).

Arguments are Python literals only, parsed as a call's argument list with
`ast`: `2, b=3` gives `(2,), {"b": 3}`. A name, a call or an expression is
refused with a message that says which argument is wrong: the field never
runs code (the tasks file does, and the window says so before loading it).
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QLineEdit,
    QMessageBox,
    QWidget,
)

from fifo_gui.ui.producer.control_panel import ControlPanel
from fifo_gui.ui.window.actions import action_button
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP

CONTEXT = "UserTasksBar"  # the translations' context for this module's texts

RUNS_CODE = QT_TRANSLATE_NOOP(
    "UserTasksBar",
    "Loading a tasks file runs its Python code on this computer, as "
    "python FILE.py would. Load only files you wrote or trust.\n\n"
    "Each public top-level function (a def whose name does not start with _) "
    "becomes a task you can add from the Your tasks selector.",
)

STOP_NOW_PLAIN = QT_TRANSLATE_NOOP(
    "UserTasksBar",
    "Stop now cannot interrupt plain code: a function of yours that never "
    "returns stays Running until it returns (closing the window still exits).",
)


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def stop_now_plain() -> str:
    """STOP_NOW_PLAIN in the window's language."""
    return _tr(STOP_NOW_PLAIN)


class UserTasksBar:
    """The Your tasks group of the strip: a function of your loaded file, its
    arguments, Add. `user_task` and `user_args` are the actions that go to its
    two fields (their tooltips name the keys); `add` is Add your task."""

    def __init__(
        self, controls: ControlPanel, user_task: QAction, user_args: QAction, add: QAction
    ) -> None:
        self.combo = QComboBox()
        self.combo.setObjectName("userTaskCombo")
        self.combo.setToolTip(
            QCoreApplication.translate(
                "UserTasksBar", "Your tasks: the functions of the loaded file ({key})"
            ).format(key=user_task.shortcut().toString())
        )
        self.combo.setAccessibleName(QCoreApplication.translate("UserTasksBar", "Your task"))
        self.combo.setAccessibleDescription(self.combo.toolTip())
        self.combo.setMinimumContentsLength(12)
        self.args = QLineEdit()
        self.args.setObjectName("userArgsEdit")
        self.args.setPlaceholderText(
            QCoreApplication.translate("UserTasksBar", "arguments, e.g. 2, b=3")
        )
        self.args.setToolTip(
            QCoreApplication.translate(
                "UserTasksBar",
                "Arguments as Python literals: numbers, strings, True/False/"
                "None, lists, tuples, dicts; name=value for keywords "
                "({key}; Enter adds the task)",
            ).format(key=user_args.shortcut().toString())
        )
        self.args.setAccessibleName(QCoreApplication.translate("UserTasksBar", "Arguments"))
        self.args.setAccessibleDescription(self.args.toolTip())
        self.args.setMinimumWidth(self.args.fontMetrics().horizontalAdvance("x" * 18))
        self.add_button = action_button(
            add, "addUserTaskButton", QCoreApplication.translate("UserTasksBar", "Add")
        )
        self.group = controls.add_group(
            "userTasksGroup",
            QCoreApplication.translate("UserTasksBar", "Your tasks"),
            QCoreApplication.translate(
                "UserTasksBar",
                "Functions of your own Python file (File ▸ Load your tasks…). {stop_now}",
            ).format(stop_now=stop_now_plain()),
            self.combo,
            self.args,
            self.add_button,
        )


class ArgumentsError(ValueError):
    """Text in the arguments field that is not a list of Python literals."""


def parse_arguments(text: str) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """`2, "x", b=3` -> `((2, "x"), {"b": 3})`; anything but literals raises
    `ArgumentsError` with one line naming the problem."""
    text = text.strip()
    if not text:
        return (), {}
    try:
        tree = ast.parse(f"f({text}\n)", mode="eval")
    except SyntaxError as exc:
        raise ArgumentsError(
            QCoreApplication.translate(
                "UserTasksBar", "not an argument list ({reason}): write e.g. 2, 'x', b=3"
            ).format(reason=exc.msg)
        ) from None
    call = tree.body
    if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name) or call.func.id != "f":
        raise ArgumentsError(
            QCoreApplication.translate(
                "UserTasksBar", "not an argument list: write e.g. 2, 'x', b=3"
            )
        )
    args: list[Any] = []
    for n, node in enumerate(call.args, start=1):
        if isinstance(node, ast.Starred):
            raise ArgumentsError(
                QCoreApplication.translate(
                    "UserTasksBar", "argument {n}: *unpacking is not a literal"
                ).format(n=n)
            )
        args.append(_literal(node, position=n))
    kwargs: dict[str, Any] = {}
    for keyword in call.keywords:
        if keyword.arg is None:
            raise ArgumentsError(
                QCoreApplication.translate("UserTasksBar", "**unpacking is not a literal")
            )
        if keyword.arg in kwargs:  # Python refuses f(b=2, b=3) too
            raise ArgumentsError(
                QCoreApplication.translate(
                    "UserTasksBar", "{keyword}= is given twice: give each keyword once"
                ).format(keyword=keyword.arg)
            )
        kwargs[keyword.arg] = _literal(keyword.value, keyword=keyword.arg)
    return tuple(args), kwargs


def _literal(node: ast.expr, *, position: int = 0, keyword: str | None = None) -> Any:
    """The value of `node`, the argument at `position` (from 1) or `keyword=`."""
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        source = ast.unparse(node)[:40]
        if keyword is None:
            text = QCoreApplication.translate(
                "UserTasksBar",
                "argument {n}: {source} is not a Python literal (only numbers, strings, "
                "True/False/None, and tuples, lists, dicts and sets of them)",
            ).format(n=position, source=source)
        else:
            text = QCoreApplication.translate(
                "UserTasksBar",
                "argument {keyword}=: {source} is not a Python literal (only numbers, "
                "strings, True/False/None, and tuples, lists, dicts and sets of them)",
            ).format(keyword=keyword, source=source)
        raise ArgumentsError(text) from None


def ask_tasks_file(parent: QWidget, folder: str = "") -> Path | None:
    """Say plainly that loading runs the file's code; then ask for the file."""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("UserTasksBar", "Load your tasks"),
        _tr(RUNS_CODE),
        QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setObjectName("loadTasksWarning")
    choose = box.addButton(
        QCoreApplication.translate("UserTasksBar", "Choose a file to run…"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    box.exec()
    if box.clickedButton() is not choose:
        return None
    path, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("UserTasksBar", "Load your tasks (runs the file's code)"),
        folder,
        QCoreApplication.translate("UserTasksBar", "Python files (*.py);;All files (*)"),
    )
    return Path(path) if path else None
