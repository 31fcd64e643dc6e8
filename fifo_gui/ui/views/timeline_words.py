"""What the timeline says that counts nothing: its badge and a bar's tooltip.

(Its sentences with a count, "%n task(s) …", are `TimelineView`'s own:
lupdate marks a plural only in a class's `self.tr`.)
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from fifo_gui.core.ledger import Record
from fifo_gui.ui.views.palette import state_name
from fifo_gui.ui.window.actions import WindowActions, key_text
from fifo_gui.ui.words.numbers import number, seconds


def looking_back() -> str:
    """What it says while it stays where it was looked at."""
    return QCoreApplication.translate(
        "TimelineView", "looking back — double-click or {key} to follow"
    ).format(key=key_text(WindowActions.follow))


def live_badge(kind: str) -> str:
    """What it says while it follows the present (`kind`: a replay's, a check's,
    as the session names it: "RQ queue" stays "RQ"; "" live)."""
    if not kind:
        return QCoreApplication.translate("TimelineView", "● live")
    return QCoreApplication.translate("TimelineView", "● {kind}").format(kind=kind)


def describe(item: Record, epoch: float, now: float) -> str:
    """A bar's tooltip: what ran, where, when (session seconds, as in the
    table and the log), how long, and on how much CPU once it ended."""
    started = item.started if item.started is not None else item.enqueued
    end = item.finished if item.finished is not None else now
    return _when(item, epoch, started, end) + _cpu(item)


def _cpu(item: Record) -> str:
    """The CPU its call used, once known (`Record.cpu_share`): a thread waiting
    for the GIL ran on less."""
    share = item.cpu_share()
    if item.cpu is None or share is None:
        return ""
    return "\n" + QCoreApplication.translate(
        "TimelineView", "used {cpu} of CPU ({share} % of its run)"
    ).format(cpu=seconds(item.cpu), share=number(100 * share, 0))


def _when(item: Record, epoch: float, started: float, end: float) -> str:
    return QCoreApplication.translate(
        "TimelineView",
        "ID {id}: {task}\n{state} on {worker}\n"
        "queued at {queued}, started {started}, ended {ended}\n"
        "waited {waited}, ran {ran}",
    ).format(
        id=number(item.task_id),
        task=item.label,
        state=state_name(item.state),
        worker=item.worker,
        queued=seconds(item.enqueued - epoch),
        started=seconds(started - epoch),
        ended=seconds(end - epoch),
        waited=seconds(started - item.enqueued),
        ran=seconds(end - started),
    )
