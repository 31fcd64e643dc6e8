"""How a lab puts a task on the queue: on the shown session's scheduler, never
blocking the GUI thread, with the priority field's priority, and a reason in
the status bar and the log when it does not go in."""

from __future__ import annotations

import queue
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.window.actions import WindowActions, key_text
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.core_errors import error_text
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP
from fifo_gui.ui.words.numbers import number

_REPLAY_REFUSAL = QT_TRANSLATE_NOOP(
    "LabTasks", "A replay shows the recording's queue: Close replay ({key}) first."
)


def replay_refusal() -> str:
    text = QCoreApplication.translate("LabTasks", _REPLAY_REFUSAL)
    return text.format(key=key_text(WindowActions.close_replay))


class LabTasks(QObject):
    """The labs' producer: `submit` puts one task on `sessions.current`'s queue.

    Signals:
        added(object, object, object): GUI thread. `func, args, kwargs` went on
            the queue (the window's session recorder keeps it for File ▸ Save).
    """

    added = Signal(object, object, object)

    def __init__(self, sessions: Sessions, notices: Notices, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sessions = sessions
        self._notices = notices
        self.priority = 0  # the priority field's (see DisciplineLab.priority_changed)

    @Slot(int)
    def set_priority(self, priority: int) -> None:
        self.priority = priority

    def submit(
        self,
        func: Callable[..., Any],
        args: tuple[Any, ...] = (),
        kwargs: dict[str, Any] | None = None,
    ) -> int | None:
        """Enqueue `func(*args, **kwargs)`; its id, or None (refused, and said why)."""
        kwargs = kwargs or {}
        # Read each time: New session and a replay show another session.
        scheduler = self._sessions.current.scheduler
        if scheduler is None:
            self._notices.refuse(replay_refusal())
            return None
        try:
            task_id = scheduler.submit(func, args, kwargs, block=False, priority=self.priority)
        except queue.Full:
            self._notices.refuse(
                self.tr("The queue is full (maxsize {maxsize}): the task was not added.").format(
                    maxsize=number(scheduler.tasks.maxsize)
                )
            )
            return None
        except (TypeError, ValueError, RuntimeError) as exc:
            text = self.tr("The task was not added: {error}")
            self._notices.refuse(text.format(error=error_text(exc)))  # a core error, translated
            return None
        finally:
            self._sessions.bridge.drain()  # show what the click did now, not at the next frame
        self.added.emit(func, args, kwargs)
        return task_id
