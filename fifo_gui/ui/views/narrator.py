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

What each event's line says and while it is true is `event_lines`; the run's
story, from the ledger alone, is `story`: this widget picks and paces them.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtWidgets import QSizePolicy

from fifo_gui.core.events import Event
from fifo_gui.core.instant import standing_still, waiting_for_room
from fifo_gui.core.ledger import Record
from fifo_gui.ui.session.session import Session, ShowsSession
from fifo_gui.ui.views.event_lines import NOTABLE, QUIET, SENTINEL, Line, describe, weight
from fifo_gui.ui.views.story import flood_over_text, flood_span, story_text
from fifo_gui.ui.window.actions import WindowActions, key_text
from fifo_gui.ui.window.late import ANNOUNCE
from fifo_gui.ui.window.theme import larger_text
from fifo_gui.ui.window.word_line import WordLine
from fifo_gui.ui.words.numbers import agree

if TYPE_CHECKING:
    from fifo_gui.ui.session.bridge import Batch, SchedulerBridge

HOLD_S = 1.5  # a line stays at least this long (unless a weightier one comes): time to read it
FLOOD = 20  # tasks done per second from which the narrator sums up instead of telling each
FLOOD_SPAN_S = 0.3  # s of frames a rate is taken over: a flood is said within ~a third of a second
FLOOD_OVER_S = 0.5  # no task done for this long: the flood is over (said within ~a second)
KEEP = 64  # events of each frame the narrator looks at: the latest ones
LARGER = 4  # points above the window's text, at every zoom: read from the back row


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


class Narrator(ShowsSession, WordLine):
    """One large line; `on_frame()` (the window's frame clock) updates it.
    A line longer than the window is cut at a word, whole in the tooltip
    (`WordLine`: a new line never lays the window out again)."""

    def __init__(
        self,
        bridge: SchedulerBridge,
        record_of: Callable[[int], Record | None],
    ) -> None:
        # A live region: named once; each new line is its description, announced.
        super().__init__(
            first_line(),
            name=QCoreApplication.translate("Narrator", "Narrator"),
            tip=QCoreApplication.translate(
                "Narrator", "The narrator: what just happened that matters, in plain words"
            ),
        )
        self.setObjectName("narrationLabel")
        WordLine.setText(self, first_line())  # said by nobody: nothing happened yet
        self.setAccessibleDescription(first_line())
        larger_text(self, LARGER)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.session: Session = bridge.session
        self._record_of = record_of
        self._events: deque[Event] = deque(maxlen=KEEP)
        self._latest: Event | None = None  # the last event taken in: what `show_instant` says
        self._done: deque[tuple[float, int]] = deque()  # (time, tasks completed) per frame
        self._done_at = 0.0  # when the count of tasks done last went up
        self._completed: int | None = None  # the count at the last frame (None: a new instant)
        self._still = (0.0, 0)  # (time, tasks completed) at the last frame none was done
        self._flood: tuple[float, int] | None = None  # (time, tasks done) where a flood began
        self._was_blocked = False
        self._shown = Line(first_line(), QUIET)
        self._shown_at = -HOLD_S
        self._waiting: Line | None = None  # a line that waits for the hold to end
        bridge.batch_applied.connect(self._on_batch_applied)

    def setText(self, text: str) -> None:
        """Show `text` and have a screen reader say it (the narrator is a live region)."""
        super().setText(text)
        self.setAccessibleDescription(text)
        ANNOUNCE.load()(self, text, described=True)

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
        self._completed = None
        self._flood = None
        self._was_blocked = False
        self._waiting = None
        self._show(Line(self.first_line, QUIET), -HOLD_S)

    @Slot(bool)
    def on_clock_running(self, running: bool) -> None:
        """The frame clock came to rest (False): the rate's frames start again
        at its next frame (the time at rest is no flood's). Frames may stand
        half a second apart in a flood (a costly frame waits longer), so a gap
        between two does not say it; whether tasks were done since the last
        frame is the count's to say (`_completed`), not the frames'."""
        if not running:
            self._done.clear()

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
        self._completed = None  # a jump's count moved, not by tasks done now
        self._flood = None
        self._waiting = None
        self._show(line, self.now())

    @Slot(str)
    def on_refused(self, text: str) -> None:
        """A command changed nothing (`Notices.refused`), or something went
        wrong (`Notices.warned`): say why now, over the last success. It is
        the latest news: what waited to be said is older; a new event's line
        waits the hold before it replaces it."""
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

    def next_change(self, now: float) -> float | None:
        """When its line changes with no new event (session time; None: it
        holds): a line that waits, once the one shown was read; a flood's last
        line, once no task was done for FLOOD_OVER_S; the run's story, once
        the line shown was read (the run stands still) or at once (the line
        shown is no longer true). At rest the window's clock sleeps until
        then: no frame is drawn while nothing is due."""
        if self.session.paused:
            return None  # a paused replay's instant stands still: nothing comes due
        read_at = self._shown_at + HOLD_S
        due = []
        if self._waiting is not None:
            due.append(read_at)
        if self._flood is not None:
            due.append(self._done_at + FLOOD_OVER_S)
        story = self._story()
        if story is not None and story.text != self.text():
            if not self._shown.holds():
                due.append(now)
            elif self._shown.about_run and standing_still(self._ledger):
                due.append(read_at)
        return min(due) if due else None

    @Slot()
    def on_frame(self) -> None:
        """Pick this frame's line and show it when the current one was read, or
        at once if the current one is no longer true. A paused replay's line
        is its instant's (`show_instant`): what was fed before the pause and
        taken in after it moves that instant, and no hold ends while its
        clock stands still."""
        if self.session.paused:
            if self._events:
                self.show_instant()
            return
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
        blocked = self._producer_waits()
        newly_blocked = blocked and not self._was_blocked
        self._was_blocked = blocked
        done = self._done  # emptied when the clock rests: the rate's count starts again
        completed = self._ledger.completed
        if self._completed is not None and completed != self._completed:
            self._done_at = now  # tasks were done since the last frame (a rest is not one)
        else:
            self._still = (now, completed)  # a flood that begins begins after this
        self._completed = completed
        done.append((now, completed))
        while len(done) > 2 and now - done[1][0] >= 1.0:
            done.popleft()
        events, self._events = list(self._events), deque(maxlen=KEEP)
        best: Line | None = None
        for event in reversed(events):  # the latest of equal weight wins
            weighs = weight(event)
            if weighs is None or (best is not None and weighs <= best.weight):
                continue
            line = self._describe(event)
            if line is not None and line.holds():  # what is no longer true is not said
                best = line
        span = now - done[0][0]
        per_second = round((done[-1][1] - done[0][1]) / span) if span >= FLOOD_SPAN_S else 0
        # A flood goes on while tasks are done (one within FLOOD_OVER_S); the
        # rate over the last second outlasts it, and must not start one again.
        flooding = now - self._done_at < FLOOD_OVER_S
        if self._flood is not None and not flooding:
            over = self._flood_over(completed)  # said once, whatever is shown now
            if best is None or best.weight <= over.weight:
                best = over
        elif per_second >= FLOOD and flooding and (best is None or best.weight < NOTABLE):
            # A rate over the last second or so of frames ("done in the last second"
            # read 34,269 after 0.9 s with 31,484 done in all). Notable: it replaces
            # at once the line about one task, which a flood leaves behind in a frame.
            done_text = self.tr("Flood: %n task(s) a second", "", per_second)
            best = Line(agree(done_text, per_second), NOTABLE, self._flooding, topic="flood")
            if self._flood is None:
                self._flood = self._still
        if newly_blocked and (best is None or best.weight < SENTINEL):
            best = Line(
                self.tr("The queue is full: {producer} waits for room").format(
                    producer=", ".join(waiting_for_room(self._ledger))
                ),
                NOTABLE,
                self._producer_waits,
            )
        return best

    def _producer_waits(self) -> bool:
        """A producer waits for room on the full queue (a fact in the ledger)."""
        return bool(waiting_for_room(self._ledger))

    def _flooding(self) -> bool:
        """True while tasks are still done at a flood's pace (one within FLOOD_OVER_S)."""
        return self.now() - self._done_at < FLOOD_OVER_S

    def _story(self) -> Line | None:
        """The run as it stands, in one line (`story.story_text`), true for as
        long as it is shown. None before anything happened."""
        text = story_text(self._ledger)
        if text is None:
            return None
        return Line(text, QUIET, lambda: story_text(self._ledger) == text)

    def _flood_over(self, completed: int) -> Line:
        """The flood's last line: how many tasks it did, and in what time."""
        assert self._flood is not None
        began, before = self._flood
        self._flood = None
        tasks = completed - before
        # an upper bound: see story.flood_span
        span = flood_span(self._ledger, tasks, self._done_at - began)
        # The news of the moment: it replaces what is shown at once, as a STOP does,
        # so the run's summary is never held back behind lines about its past.
        return Line(flood_over_text(self._ledger, tasks=tasks, span=span), SENTINEL)

    def _describe(self, event: Event) -> Line | None:
        """The line for `event`; None for an event not told (a step)."""
        return describe(event, ledger=self._ledger, record_of=self._record_of, clock=self.now)
