"""The narrator: one line in plain words saying what just happened that matters
for the lesson ("worker-1 took Task A (it waited 0.0 s)").

It keeps the last few events of each batch (a deque append, however many
events arrive) and, at the window's frames, says the one that matters most.
A line stays up long enough to be read unless something more important
happens; in a flood it sums up ("12,403 tasks done in the last second"), and
when no task has finished for half a second it says the flood is over, with
its count ("The flood is over: 10,000 tasks done within 0.2 s").
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Slot
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from fifo_gui.core.events import (
    Event,
    QueueConfigured,
    QueuePaused,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.ledger import Record
from fifo_gui.ui.actions import WindowActions, key_text
from fifo_gui.ui.notices import cut_at_word
from fifo_gui.ui.numbers import agree, number, seconds
from fifo_gui.ui.session import Session, ShowsSession
from fifo_gui.ui.theme import larger_text

if TYPE_CHECKING:
    from fifo_gui.ui.bridge import Batch, SchedulerBridge

HOLD_S = 1.5  # a line stays at least this long (unless a weightier one comes): time to read it
FLOOD = 20  # tasks done per second from which the narrator sums up instead of telling each
FLOOD_OVER_S = 0.5  # no task done for this long: the flood is over (said within ~a second)
KEEP = 64  # events of each frame the narrator looks at: the latest ones
LARGER = 4  # points above the window's text, at every zoom: read from the back row


def plural(text: str, n: int) -> str:
    """A plural message with a `{count}` placeholder (`tr("{count} event(s)", "", n)`)
    made to agree with `n` in English: with no translator Qt returns the source as
    written, "(s)" and all; a translation has its own forms. (`%n` messages: `agree`.)"""
    return text.replace("(s)", "" if n == 1 else "s")


def first_line() -> str:
    """The line before anything happened, naming this platform's keys."""
    add, start = key_text(WindowActions.add_sleep), key_text(WindowActions.start)
    return QCoreApplication.translate(
        "Narrator", "Nothing has happened yet: add a task ({add}), then press Start ({start})."
    ).format(add=add, start=start)


def scenario_line() -> str:
    return QCoreApplication.translate(
        "Narrator", "A scenario is open: press Start ({start}) to play it."
    ).format(start=key_text(WindowActions.start))


# How much a line matters: a weightier one replaces a line before its time is up.
QUIET, TASK, NOTABLE, SENTINEL = range(4)
_WEIGHTS: dict[type, int] = {
    TaskStarted: TASK,
    TaskFinished: QUIET,
    TaskFailed: NOTABLE,
    TaskCancelled: TASK,
    WorkerStopped: SENTINEL,
    WorkerStarted: TASK,
    QueueConfigured: QUIET,
}


def _weight(event: Event) -> int | None:
    """How much `event`'s line matters; None for an event not told (a step).
    Weighed before it is written: a frame weighs its events and writes one."""
    if isinstance(event, TaskQueued):
        return NOTABLE if event.sentinel else QUIET
    if isinstance(event, QueuePaused):
        return NOTABLE if event.paused else TASK
    return _WEIGHTS.get(type(event))


def _name(record: Record | None, task_id: int) -> str:
    """A task as the class knows it: a sleeping task's name, else
    `failing_task() (ID 3)` (the table's `#` is the place in line, not the ID)."""
    if record is None:
        return QCoreApplication.translate("Narrator", "task ID {id}").format(id=number(task_id))
    label = record.label
    if label.startswith("sample_task(") and "'" in label:
        return label.split("'")[1]
    return QCoreApplication.translate("Narrator", "{label} (ID {id})").format(
        label=label, id=number(task_id)
    )


class Narrator(ShowsSession, QLabel):
    """One large line; `on_frame()` (the window's frame clock) updates it."""

    def __init__(
        self,
        bridge: SchedulerBridge,
        record_of: Callable[[int], Record | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(first_line(), parent)
        self._whole = first_line()
        self.setObjectName("narrationLabel")
        self._tip = self.tr("The narrator: what just happened that matters, in plain words")
        self.setToolTip(self._tip)
        # A live region: named once; each new line is its description, announced.
        self.setAccessibleName(self.tr("Narrator"))
        self.setAccessibleDescription(self.text())
        larger_text(self, LARGER)
        # A long line must not widen the window: it is cut at the window's edge.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(40)
        self.session: Session = bridge.session
        self._record_of = record_of
        self._events: deque[Event] = deque(maxlen=KEEP)
        self._latest: Event | None = None  # the last event taken in: what `show_instant` says
        self._done: deque[tuple[float, int]] = deque()  # (time, tasks completed) per frame
        self._done_at = 0.0  # when the count of tasks done last went up
        self._flood: tuple[float, int] | None = None  # (time, tasks done) where a flood began
        self._was_blocked = False
        self._shown_at = -HOLD_S
        self._shown_weight = QUIET
        self._waiting: tuple[str, int] | None = None  # a line that waits for the hold to end
        bridge.batch_applied.connect(self._on_batch_applied)

    def setText(self, text: str) -> None:
        """Show `text` and have a screen reader say it (the narrator is a live region).
        A line longer than the window is cut at a word, whole in the tooltip."""
        self._whole = text
        self._fit()
        self.setAccessibleDescription(text)
        QAccessible.updateAccessibility(
            QAccessibleEvent(self, QAccessible.Event.DescriptionChanged)
        )
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))

    def text(self) -> str:
        """The whole line (the label may show it cut at a word)."""
        return self._whole

    def _fit(self) -> None:
        room = self.contentsRect().width()
        shown = cut_at_word(self._whole, self.fontMetrics(), room) if room > 0 else self._whole
        super().setText(shown)
        self.setToolTip(self._whole if shown != self._whole else self._tip)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the zoom: the room in words changed
            self._fit()

    @Slot(object)
    def _on_batch_applied(self, batch: Batch) -> None:
        self._events.extend(batch.events)
        if batch.events:
            self._latest = batch.events[-1]

    @property
    def first_line(self) -> str:
        """What it says before anything happens: live, how to begin; a replay, how to play."""
        return self.session.first_line or first_line()

    @Slot(object)
    def show_session(self, session: Session) -> None:
        """Another session: its first line."""
        self.session = session
        self.reset()

    def reset(self) -> None:
        """A new session: the first line again."""
        self._events.clear()
        self._latest = None
        self._done.clear()
        self._flood = None
        self._was_blocked = False
        self._waiting = None
        self._shown_weight = QUIET
        self._shown_at = -HOLD_S
        self.setText(self.first_line)

    def show_instant(self) -> None:
        """A jump (a paused replay's step or scrub): say the last event now, without the hold."""
        line = None if self._latest is None else self._describe(self._latest)
        text, weight = line if line is not None else (self.first_line, QUIET)
        self._events.clear()  # told: the next frame does not pick among them again
        self._done.clear()
        self._flood = None
        self._waiting = None
        self._shown_at, self._shown_weight = self.now(), weight
        if text != self.text():
            self.setText(text)

    @Slot(str)
    def on_refused(self, text: str) -> None:
        """A command changed nothing (`Notices.refused`): say why now, over the
        last success. It is the latest news: what waited to be said is older;
        a new event's line waits the hold before it replaces it."""
        self._events.clear()
        self._waiting = None
        self._shown_at, self._shown_weight = self.now(), NOTABLE
        if text != self.text():
            self.setText(text)

    @Slot(object)
    def on_scenario_opened(self, scenario: object) -> None:
        """A scenario waits for Start (it opened in a new session): say how to play it."""
        self.reset()
        self.setText(scenario_line())

    @property
    def waiting(self) -> bool:
        """True while a line waits for the current one to be read, or a flood's
        sum is up and its end is still to be said: the window's frame clock
        keeps going until it is (no timer of its own; then it rests)."""
        return self._waiting is not None or self._flood is not None

    @Slot()
    def on_frame(self) -> None:
        """Pick this frame's line and show it, or keep it until the current one was read."""
        now = self.now()
        line = self._pick(now)
        if line is not None and (self._waiting is None or line[1] >= self._waiting[1]):
            self._waiting = line
        if self._waiting is None:
            return
        text, weight = self._waiting
        if weight > self._shown_weight or now - self._shown_at >= HOLD_S:
            self._waiting = None
            self._shown_at, self._shown_weight = now, weight
            if text != self.text():
                self.setText(text)

    def _pick(self, now: float) -> tuple[str, int] | None:
        """The line that matters most among this frame's events, or None."""
        blocked = self.session.producer_blocked()
        newly_blocked = blocked and not self._was_blocked
        self._was_blocked = blocked
        done = self._done
        if done and now - done[-1][0] > 0.5:
            done.clear()  # the clock rested: the count starts again
        completed = self._ledger.completed
        if not done or completed != done[-1][1]:
            self._done_at = now
        done.append((now, completed))
        while len(done) > 2 and now - done[1][0] >= 1.0:
            done.popleft()
        events, self._events = list(self._events), deque(maxlen=KEEP)
        best: tuple[str, int] | None = None
        weightiest: tuple[Event, int] | None = None
        for event in reversed(events):  # the latest of equal weight wins
            weight = _weight(event)
            if weight is not None and (weightiest is None or weight > weightiest[1]):
                weightiest = event, weight
        if weightiest is not None:
            best = self._text(weightiest[0]), weightiest[1]
        span = now - done[0][0]
        per_second = round((done[-1][1] - done[0][1]) / span) if span >= 0.9 else 0
        if per_second >= FLOOD and (best is None or best[1] < NOTABLE):
            done_text = self.tr("%n task(s) done in the last second", "", per_second)
            best = (agree(done_text, per_second), TASK)
            if self._flood is None:
                self._flood = done[0]
        elif self._flood is not None and now - self._done_at >= FLOOD_OVER_S:
            over = self._flood_over(completed)
            if best is None or best[1] < NOTABLE:
                best = over
        if newly_blocked and (best is None or best[1] < SENTINEL):
            best = (self.tr("the queue is full: the producer waits for room"), NOTABLE)
        return best

    def _flood_over(self, completed: int) -> tuple[str, int]:
        """The flood's last line: how many tasks it did, and in what time."""
        assert self._flood is not None
        began, before = self._flood
        self._flood = None
        tasks = completed - before
        span = self._flood_span(tasks, self._done_at - began)
        # an upper bound: see _flood_span
        left = self._ledger.in_system  # paused or stopped workers: the rest waits
        if left:
            text = self.tr(
                "The flood stopped: %n task(s) done within {time}; {left} not done yet",
                "",
                tasks,
            )
        else:
            text = self.tr("The flood is over: %n task(s) done within {time}", "", tasks)
        # agree() first: the numbers formatted into it are not the count
        line = agree(text, tasks).format(time=seconds(span, 1), left=number(left))
        return line, NOTABLE

    def _flood_span(self, count: int, shown_in: float) -> float:
        """The seconds the workers took for the flood's last `count` tasks, on the
        tasks' own times, rounded up to the ledger's 0.1 s buckets: the window
        may show a flood later and slower than it ran (10,000 no-ops: 0.07 s
        run, 1.1 s shown). `shown_in` if the buckets no longer reach back."""
        buckets = self._ledger.completions
        seen = 0
        for bucket, done in reversed(buckets):
            seen += done
            if seen >= count:
                return (buckets[-1][0] - bucket + 1) / 10
        return shown_in

    def _describe(self, event: Event) -> tuple[str, int] | None:
        """The line for `event` and its weight; None for an event not told (a step)."""
        weight = _weight(event)
        return None if weight is None else (self._text(event), weight)

    def _text(self, event: Event) -> str:
        if isinstance(event, TaskStarted):
            record = self._record_of(event.task_id)
            task = _name(record, event.task_id)
            if record is None:
                return self.tr("{worker} took {task}").format(worker=event.thread, task=task)
            wait = seconds(event.time - record.enqueued, 1)
            took = self.tr("{worker} took {task} (it waited {wait})")
            return took.format(worker=event.thread, task=task, wait=wait)
        if isinstance(event, TaskFinished):
            name = _name(self._record_of(event.task_id), event.task_id)
            return self.tr("{worker} finished {task}").format(worker=event.thread, task=name)
        if isinstance(event, TaskQueued):
            if event.sentinel:
                return self.tr(
                    "{worker} put STOP on the queue: what is ahead of it still runs"
                ).format(worker=event.thread)
            put = self.tr("{worker} put {task} on the queue")
            return put.format(worker=event.thread, task=event.label)
        if isinstance(event, TaskFailed):
            name = _name(self._record_of(event.task_id), event.task_id)
            failed = self.tr("{task} failed with {error}; the worker goes on")
            return failed.format(task=name, error=event.error_type)
        if isinstance(event, TaskCancelled):
            name = _name(self._record_of(event.task_id), event.task_id)
            return self.tr("{task} was cancelled").format(task=name)
        if isinstance(event, WorkerStopped):
            if event.sentinel_id:
                reached = self.tr("STOP reached the head: {worker} exited")
                return reached.format(worker=event.thread)
            return self.tr("{worker} exited").format(worker=event.thread)
        if isinstance(event, WorkerStarted):
            started = self.tr("{worker} started: it waits in tasks.get()")
            return started.format(worker=event.thread)
        if isinstance(event, QueueConfigured):
            n = event.workers
            if event.maxsize:
                text = self.tr("The queue: {discipline}, maxsize {maxsize}, %n worker(s)", "", n)
            else:
                text = self.tr("The queue: {discipline}, unbounded, %n worker(s)", "", n)
            return agree(text, n).format(discipline=event.discipline, maxsize=number(event.maxsize))
        assert isinstance(event, QueuePaused), event
        if event.paused:
            return self.tr("Paused: no worker takes an item until Step or Pause again")
        return self.tr("Resumed: the workers take items again")
