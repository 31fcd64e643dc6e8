"""The producer's buttons: a sleeping task named from the name field, a failing
task, a CPU task, the lesson's four. Each click puts with a put that never
blocks the GUI thread; what a full queue refused is named.

The texts keep the translations' context "Producers".
"""

from __future__ import annotations

import queue
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QDoubleSpinBox, QLineEdit

from fifo_gui.core import cpu_task, failing_task, sample_task
from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.demo_tasks import expected_seconds
from fifo_gui.core.session import SessionRecorder
from fifo_gui.ui.session.bridge import SchedulerBridge
from fifo_gui.ui.window.actions import WindowActions
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.numbers import number

Call = tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]


def task_name(n: int) -> str:
    """Default names: Task A ... Task Z, Task AA, Task AB, ..."""
    letters = ""
    n += 1
    while n:
        n, rest = divmod(n - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return f"Task {letters}"


def task_number(name: str) -> int | None:
    """The inverse of `task_name`: 0 for "Task A", None for other names."""
    letters = name.removeprefix("Task ")
    if letters == name or not letters.isascii() or not letters.isalpha() or not letters.isupper():
        return None
    n = 0
    for ch in letters:
        n = n * 26 + ord(ch) - ord("A") + 1
    return n - 1


def call_name(call: Call) -> str:
    """A task as the table names it: a sleeping task's name, else `failing_task()`."""
    func, args, kwargs = call
    if func is sample_task:
        fallback = QCoreApplication.translate("Producers", "a sleeping task")
        return str(kwargs.get("name", args[0] if args else fallback))
    return f"{getattr(func, '__name__', 'task')}()"


class TaskButtons(QObject):
    """Add sleeping, Add failing, Add CPU and the lesson's 4 tasks, on the
    shown session's `scheduler`, each recorded by `recorder` for File ▸ Save.
    `name_edit` names the next sleeping task (Return adds it) and goes on
    after each; `duration_spin` says how long it sleeps."""

    def __init__(
        self,
        *,
        scheduler: Callable[[], ClassroomScheduler],
        bridge: SchedulerBridge,
        recorder: SessionRecorder,
        actions: WindowActions,
        notices: Notices,
        name_edit: QLineEdit,
        duration_spin: QDoubleSpinBox,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._scheduler = scheduler
        self._bridge = bridge
        self._recorder = recorder
        self._refuse = notices.refuse
        self._name_edit = name_edit
        self._duration_spin = duration_spin
        self.priority: float = 0  # of the tasks the buttons add (the Labs' priority field)
        self._names_used = 0
        for signal, slot in (
            (actions.add_sleep.triggered, self.add_sleep),
            (actions.add_fail.triggered, self.add_fail),
            (actions.add_cpu.triggered, self.add_cpu),
            (actions.add_lesson.triggered, self.add_lesson),
            (name_edit.returnPressed, self.add_sleep),
        ):
            signal.connect(slot)

    def restart_names(self) -> None:
        """A new session: the name field starts again from Task A."""
        self._names_used = 0
        self._name_edit.setText(task_name(0))

    def _submit(self, calls: Sequence[Call]) -> int:
        """Enqueue `calls` in order, each with a put that never blocks the GUI
        thread (a click on a full bounded queue is refused, as `put_nowait`
        would); how many went in. What did not fit is named."""
        added = 0
        try:
            for func, args, kwargs in calls:
                expected = expected_seconds(func, args, kwargs)
                self._scheduler().submit(
                    func, args, kwargs, block=False, priority=self.priority, expected=expected
                )
                self._recorder.record_call(func, args, kwargs)
                added += 1
        except queue.Full:
            self._refuse(self._not_added(calls, added))
        finally:
            self._bridge.drain()  # show what the click did now, not at the next tick
        return added

    def _not_added(self, calls: Sequence[Call], added: int) -> str:
        """Why the rest of a click's tasks are not on the queue, naming them."""
        tasks = self._scheduler().tasks
        self._bridge.drain()  # the ledger as of now
        # The table shows cancelled items Cancelled; the lane does not count them.
        cancelled = max(0, tasks.qsize() - self._bridge.ledger.queued)
        left = ", ".join(call_name(call) for call in calls[added:])
        if added == 0 and cancelled:
            text = QCoreApplication.translate(
                "Producers",
                "The queue is full (maxsize {maxsize}; %n cancelled item(s) keep their "
                "places until a worker takes them): nothing was added.",
                "",
                cancelled,
            )
        elif added == 0:
            text = QCoreApplication.translate(
                "Producers", "The queue is full (maxsize {maxsize}): nothing was added."
            )
        elif cancelled:
            text = QCoreApplication.translate(
                "Producers",
                "{tasks} not added: the queue is full now (maxsize {maxsize}; %n cancelled "
                "item(s) keep their places until a worker takes them); the first {added} went in.",
                "",
                cancelled,
            )
        else:
            text = QCoreApplication.translate(
                "Producers",
                "{tasks} not added: the queue is full now (maxsize {maxsize}); "
                "the first {added} went in.",
            )
        return text.format(maxsize=number(tasks.maxsize), tasks=left, added=number(added))

    @Slot()
    def add_sleep(self) -> None:
        """A sleeping task named from the name field, for the duration chosen."""
        name_edit = self._name_edit
        name = name_edit.text().strip()
        if not name:
            self._refuse(
                QCoreApplication.translate("Producers", "Give the sleeping task a name first.")
            )
            name_edit.setFocus()
            return
        if self._submit([(sample_task, (name, self._duration_spin.value()), {})]):
            # Continue the sequence from a typed "Task D"; otherwise just advance.
            number = task_number(name)
            self._names_used = self._names_used + 1 if number is None else number + 1
            name_edit.setText(task_name(self._names_used))

    @Slot()
    def add_fail(self) -> None:
        self._submit([(failing_task, (), {})])

    @Slot()
    def add_cpu(self) -> None:
        self._submit([(cpu_task, (), {})])

    @Slot()
    def add_lesson(self) -> None:
        """The lesson's own example: Task A (2 s), Task B (1 s), a failure, Task C."""
        lesson: list[Call] = [
            (sample_task, ("Task A", 2), {}),
            (sample_task, (), {"name": "Task B", "duration": 1}),
            (failing_task, (), {}),
            (sample_task, ("Task C", 1), {}),
        ]
        # The name field goes on after the lesson's sleeping tasks that went in
        # (Task C, if it did not fit: the next one to add by hand).
        after = (0, 1, 2, 2, 3)[self._submit(lesson)]
        if self._names_used < after:
            self._names_used = after
            self._name_edit.setText(task_name(after))
