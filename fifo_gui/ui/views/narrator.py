"""The narrator: one line in plain words saying what just happened that matters
for the lesson ("worker-1 took Task A (it waited 0.0 s)").

It keeps the last few events of each batch (a deque append, however many
events arrive) and, at the window's frames, says the one that matters most.
Every line carries the condition under which it is still true ("worker-1
took Task A" while worker-1 runs Task A): a line that stopped being true is
replaced at once, never held; a true one stays up long enough to be read
unless something more important happens. In a flood it sums up ("12,403
tasks a second"), and when no task has finished for half a
second it says the flood is over, with its count ("The flood is over: 10,000
tasks done within 0.2 s"). Once the run is over (nothing queued or running)
it says so in one line with the figures: "All 20 tasks ended: 20 done,
0 failed; taken in FIFO order, finished out of order".
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
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
    SentinelTaken,
    TaskCancelled,
    TaskFailed,
    TaskFinished,
    TaskQueued,
    TaskStarted,
    WorkerStarted,
    WorkerStopped,
)
from fifo_gui.core.instant import Doing, doing, run_over, standing_still, tasks_waiting
from fifo_gui.core.ledger import QUEUED, RUNNING, Record
from fifo_gui.ui.session.session import Session, ShowsSession
from fifo_gui.ui.window.actions import WindowActions, key_text
from fifo_gui.ui.window.notices import cut_at_word
from fifo_gui.ui.window.theme import larger_text
from fifo_gui.ui.words.numbers import agree, number, seconds
from fifo_gui.ui.words.queue_words import order_word

if TYPE_CHECKING:
    from fifo_gui.ui.session.bridge import Batch, SchedulerBridge

HOLD_S = 1.5  # a line stays at least this long (unless a weightier one comes): time to read it
FLOOD = 20  # tasks done per second from which the narrator sums up instead of telling each
FLOOD_SPAN_S = 0.3  # s of frames a rate is taken over: a flood is said within ~a third of a second
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
    SentinelTaken: SENTINEL,
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


def _always() -> bool:
    return True


@dataclass(frozen=True)
class Line:
    """A line to say, how much it matters, and while it is true. A line about
    the run gives way to the run's summary once the run is over and it was
    read; a refusal (why a command changed nothing) is not about the run. A
    line on the `topic` of the one shown (a flood's rate) replaces it at once:
    the same statement with its figure as of now, not a new one to be read."""

    text: str
    weight: int
    holds: Callable[[], bool] = _always
    about_run: bool = True
    topic: str = ""


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
        self._shown = Line(first_line(), QUIET)
        self._shown_at = -HOLD_S
        self._waiting: Line | None = None  # a line that waits for the hold to end
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
        self._show(Line(self.first_line, QUIET), -HOLD_S)

    def _show(self, line: Line, at: float) -> None:
        self._shown, self._shown_at = line, at
        if line.text != self.text():
            self.setText(line.text)

    def show_instant(self) -> None:
        """A jump (a paused replay's step or scrub): say the last event now, without
        the hold, if its line is true at the instant shown; else the run's story."""
        line = None if self._latest is None else self._describe(self._latest)
        if line is None or not line.holds():
            line = self._story() or Line(self.first_line, QUIET)
        self._events.clear()  # told: the next frame does not pick among them again
        self._done.clear()
        self._flood = None
        self._waiting = None
        self._show(line, self.now())

    @Slot(str)
    def on_refused(self, text: str) -> None:
        """A command changed nothing (`Notices.refused`): say why now, over the
        last success. It is the latest news: what waited to be said is older;
        a new event's line waits the hold before it replaces it."""
        self._events.clear()
        self._waiting = None
        self._show(Line(text, NOTABLE, about_run=False), self.now())

    @Slot(str)
    def on_advice(self, text: str) -> None:
        """A hint for the teacher (`Notices.advised`): said now, and the next
        event of the run says its own line over it."""
        self._show(Line(text, QUIET, about_run=False), self.now())

    @Slot(object)
    def on_scenario_opened(self, scenario: object) -> None:
        """A scenario waits for Start (it opened in a new session): say how to play it."""
        self.reset()
        self._show(Line(scenario_line(), QUIET), -HOLD_S)

    @property
    def waiting(self) -> bool:
        """True while a line waits for the current one to be read, a flood's
        sum is up and its end is still to be said, or the run is over and its
        summary is still to be said: the window's frame clock keeps going
        until it is (no timer of its own; then it rests)."""
        if not self.session.live and not self.session.moving():
            return False  # a paused replay's instant stands still: nothing comes due
        if self._waiting is not None or self._flood is not None:
            return True
        story = self._story()
        if story is None or story.text == self.text():
            return False
        return (standing_still(self._ledger) and self._shown.about_run) or not self._shown.holds()

    @Slot()
    def on_frame(self) -> None:
        """Pick this frame's line and show it when the current one was read, or
        at once if the current one is no longer true."""
        now = self.now()
        line = self._pick(now)
        waiting = self._waiting
        if line is not None and (waiting is None or line.weight >= waiting.weight):
            waiting = line
        if waiting is not None and not waiting.holds():
            waiting = None  # it became false before its turn: never said
        shown = self._shown
        read = now - self._shown_at >= HOLD_S
        renewed = waiting is not None and waiting.topic != "" and waiting.topic == shown.topic
        if waiting is not None and (
            waiting.weight > shown.weight or read or not shown.holds() or renewed
        ):
            self._waiting = None
            self._show(waiting, now)
            return
        self._waiting = waiting
        if shown.holds() and not (read and shown.about_run and standing_still(self._ledger)):
            return
        # The line shown is no longer true (or the run stands still and it was
        # read: over, or tasks wait that no worker will take): the run's story now.
        story = self._story()
        if story is not None and story.text != shown.text:
            self._show(story, now)

    def _pick(self, now: float) -> Line | None:
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
        best: Line | None = None
        for event in reversed(events):  # the latest of equal weight wins
            weight = _weight(event)
            if weight is None or (best is not None and weight <= best.weight):
                continue
            line = self._describe(event)
            if line is not None and line.holds():  # what is no longer true is not said
                best = line
        span = now - done[0][0]
        per_second = round((done[-1][1] - done[0][1]) / span) if span >= FLOOD_SPAN_S else 0
        if per_second >= FLOOD and (best is None or best.weight < NOTABLE):
            # A rate over the last second or so of frames ("done in the last second"
            # read 34,269 after 0.9 s with 31,484 done in all). Notable: it replaces
            # at once the line about one task, which a flood leaves behind in a frame.
            done_text = self.tr("Flood: %n task(s) a second", "", per_second)
            best = Line(agree(done_text, per_second), NOTABLE, self._flooding, topic="flood")
            if self._flood is None:
                self._flood = done[0]
        elif self._flood is not None and now - self._done_at >= FLOOD_OVER_S:
            over = self._flood_over(completed)
            if best is None or best.weight < NOTABLE:
                best = over
        if newly_blocked and (best is None or best.weight < SENTINEL):
            best = Line(
                self.tr("the queue is full: the producer waits for room"),
                NOTABLE,
                self.session.producer_blocked,
            )
        return best

    def _flooding(self) -> bool:
        """True while tasks are still done at a flood's pace (one within FLOOD_OVER_S)."""
        return self.now() - self._done_at < FLOOD_OVER_S

    def _story(self) -> Line | None:
        """The run as it stands, in one line, true for as long as it is shown:
        the summary once the run is over, who waits for what when nothing
        runs, what the workers run otherwise. None before anything happened."""
        text = self._story_text()
        if text is None:
            return None
        return Line(text, QUIET, lambda: self._story_text() == text)

    def _story_text(self) -> str | None:
        ledger = self._ledger
        if run_over(ledger):
            return self._summary()
        waiting = tasks_waiting(ledger)
        running = ledger.running_records()
        if running:
            first = running[0]
            runs = self.tr("{worker} runs {task}").format(
                worker=first.worker, task=_name(first, first.task_id)
            )
            if len(running) > 1:
                others = len(running) - 1
                runs = agree(
                    self.tr("{runs} and %n other worker(s) run a task", "", others), others
                )
                runs = runs.format(
                    runs=self.tr("{worker} runs {task}").format(
                        worker=first.worker, task=_name(first, first.task_id)
                    )
                )
            if not waiting:
                return runs
            text = agree(self.tr("{runs}; %n task(s) wait in the queue", "", waiting), waiting)
            return text.format(runs=runs)
        if not waiting:
            return None
        if not ledger.workers:
            text = self.tr(
                "%n task(s) wait in the queue: no worker runs (press Start)", "", waiting
            )
            return agree(text, waiting)
        if ledger.paused:
            text = self.tr("Paused: %n task(s) wait in the queue; Step lets one out", "", waiting)
            return agree(text, waiting)
        return None  # a worker is about to take one: the next event tells it

    def _summary(self) -> str:
        """The run's end in one line with its figures."""
        ledger = self._ledger
        ended = ledger.departures  # tasks that left: done, failed or cancelled (no STOP)
        cancelled = ended - ledger.completed
        taken = (
            self.tr("taken in {order} order")
            if ledger.started_in_order
            else self.tr("not taken in {order} order")
        ).format(order=order_word(ledger.discipline))
        finished = (
            self.tr("finished in order")
            if ledger.finished_in_order
            else self.tr("finished out of order")
        )
        if cancelled:
            text = self.tr(
                "All %n task(s) ended: {done} done, {failed} failed, {cancelled} cancelled; "
                "{taken}, {finished}",
                "",
                ended,
            )
        else:
            text = self.tr(
                "All %n task(s) ended: {done} done, {failed} failed; {taken}, {finished}",
                "",
                ended,
            )
        return agree(text, ended).format(
            done=number(ledger.done),
            failed=number(ledger.failed),
            cancelled=number(cancelled),
            taken=taken,
            finished=finished,
        )

    def _flood_over(self, completed: int) -> Line:
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
        return Line(line, NOTABLE)

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

    def _describe(self, event: Event) -> Line | None:
        """The line for `event`; None for an event not told (a step)."""
        weight = _weight(event)
        if weight is None:
            return None
        return Line(self._text(event), weight, self._holds(event))

    def _holds(self, event: Event) -> Callable[[], bool]:
        """While `event`'s line is true: "worker-1 took Task A" while it runs
        Task A, "worker-1 started: it waits in tasks.get()" while it waits."""
        ledger = self._ledger
        record = self._record_of
        if isinstance(event, TaskStarted):
            task_id, worker = event.task_id, event.thread

            def running() -> bool:
                rec = record(task_id)
                return rec is not None and rec.state is RUNNING and rec.worker == worker

            return running
        if isinstance(event, TaskQueued):
            task_id = event.task_id

            def queued() -> bool:
                rec = record(task_id)
                return rec is not None and rec.state is QUEUED

            return queued
        if isinstance(event, TaskFinished):
            worker = event.thread
            return lambda: ledger.workers.get(worker) is None  # took nothing since
        if isinstance(event, WorkerStarted):
            worker = event.thread
            return lambda: doing(ledger, worker, self.now()) is Doing.WAITING
        if isinstance(event, WorkerStopped):
            worker = event.thread
            return lambda: worker not in ledger.workers
        if isinstance(event, SentinelTaken):
            worker = event.thread
            return lambda: worker in ledger.workers and ledger.workers[worker] is None
        if isinstance(event, QueuePaused):
            paused = event.paused
            return lambda: ledger.paused == paused
        if isinstance(event, QueueConfigured):
            setup = (event.discipline, event.maxsize, event.workers)
            return lambda: (ledger.discipline, ledger.maxsize, ledger.worker_count) == setup
        return _always  # a failure, a cancel: what happened stays true

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
        if isinstance(event, SentinelTaken):
            took = self.tr("{worker} took STOP (ID {id}) and has not exited")
            return took.format(worker=event.thread, id=number(event.sentinel_id))
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
