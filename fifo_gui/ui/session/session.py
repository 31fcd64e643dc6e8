"""A session: what the window shows, as one object.

A session is a ledger (every view reads it, configuration included), the clock
it is read against (`epoch`, where 0 s falls, and `now`), and where its events
come from: a live `ClassroomScheduler`, or nothing (a replay's recording, or
another process, feeds the bridge). New session makes a fresh one, so ids
start at 1; a replay is another session, shown by the same views.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from fifo_gui.core.classroom import ClassroomScheduler
from fifo_gui.core.disciplines import QUEUE_CLASSES
from fifo_gui.core.engines import engine_of, scheduler_class
from fifo_gui.core.events import SETUP_EVENTS, Event
from fifo_gui.core.ledger import Ledger, Record
from fifo_gui.core.recording import Setup


class Steer(Protocol):
    """Cancel and Retry on a session whose tasks another system runs: each
    asks that system, never waits for it, and the session's events show what
    it did."""

    def tips(self) -> tuple[str, str]:
        """What Cancel and Retry do here: their tooltips (translated)."""
        ...

    def cancel(self, task_ids: list[int]) -> None:
        """Ask that the queued tasks `task_ids` not run."""
        ...

    def retry(self, task_ids: list[int]) -> None:
        """Ask that the failed tasks `task_ids` run again, at the tail."""
        ...


@dataclass(eq=False)
class Session:
    """One run the window shows: its ledger, its clock and its scheduler (None: fed from
    a recording).

    A live session begins with its first event (a task put, a worker started),
    not when the window opened or New session was pressed: `epoch` moves once,
    to that event's time, so the first task reads 0 s and the timeline has no
    blank stretch before it. A recording fixes the clock where it is
    (`fix_clock`): its times count from it. A replay keeps its recording's."""

    ledger: Ledger = field(default_factory=Ledger)
    scheduler: ClassroomScheduler | None = None
    epoch: float = field(default_factory=time.monotonic)
    clock_fixed: bool = False  # True once `epoch` stays where it is
    clock: Callable[[], float] = time.monotonic  # `now` between frames (a replay's position)
    name: str = ""  # the file it comes from (a replay's, a checked answer's)
    # What the window calls a session that no scheduler of its own runs, and
    # what it says of it: the kind ("Replay", "Check"), the narrator's first
    # line, the hint over the empty table, the worker status's tooltip: all
    # shown as they are, so whoever makes the session passes them translated.
    kind: str = ""
    first_line: str = ""
    empty_hint: str = ""
    status_tip: str = ""
    # What Cancel and Retry ask of a session no scheduler of the window runs
    # (a broker's: RQ's own cancel and requeue); None: they are off in it.
    steer: Steer | None = None
    # True while what it shows moves on its own (the frame clock runs): None
    # for a live session, where that is while tasks wait or run.
    playing: Callable[[], bool] | None = None

    _frame: float | None = field(default=None, repr=False)  # the instant a frame shows

    def now(self) -> float:
        """The instant shown: during a frame, from its first pass to its paint,
        the frame's own (`begin_frame`), so every view of it, the table's cells
        and the spoken words read one instant; between frames, the clock."""
        return self.clock() if self._frame is None else self._frame

    def begin_frame(self) -> None:
        """A frame begins: what it shows is of this instant, until `end_frame`."""
        self._frame = self.clock()

    def end_frame(self) -> None:
        """The frame was painted: `now` reads the clock again."""
        self._frame = None

    def end(self, kind: str, empty_hint: str | None = None, status_tip: str | None = None) -> None:
        """What ran it, or watched it, has ended (a checked answer's process, a
        broker nobody can follow any more): its clock stops here and plays no
        more, nothing steers it, and it is called `kind` ("Check, as it ended");
        the views say what was true at this instant from now on. `empty_hint`
        and `status_tip` replace words that said it goes on."""
        stopped = self.clock()
        self.clock = lambda: stopped
        self.playing = _stands_still
        self.steer = None
        self.kind = kind
        if empty_hint is not None:
            self.empty_hint = empty_hint
        if status_tip is not None:
            self.status_tip = status_tip

    @property
    def live(self) -> bool:
        """True when a scheduler of this window runs it (not a replay)."""
        return self.scheduler is not None

    @property
    def real_time(self) -> bool:
        """True when its instant is the wall clock's, event or no event: a
        session run as it happens, by this window's scheduler or by another
        system (a broker's). A replay's and a check's instant moves only while
        they play (`playing`)."""
        return self.playing is None

    @property
    def paused(self) -> bool:
        """True for a replay (or a check) that does not play: its instant stands
        still, and moves only when the window moves it (a step, a scrub, the
        events fed before the pause)."""
        return self.playing is not None and not self.playing()

    def moving(self) -> bool:
        """True while the views must repaint on their own: live, while tasks
        wait or run; a replay, while it plays (paused, it is idle)."""
        if self.playing is not None:
            return self.playing()
        return self.ledger.queued + self.ledger.running > 0

    def take_in(self, batch: Sequence[Event]) -> list[Record]:
        """Follow a batch of events: the ledger takes them in (its new records
        are returned), and a live session's first event starts its clock."""
        if self.live and not self.clock_fixed:
            first = next((e for e in batch if not isinstance(e, SETUP_EVENTS)), None)
            if first is not None:
                self.epoch, self.clock_fixed = first.time, True
        return self.ledger.apply(batch)

    def fix_clock(self) -> float:
        """Keep `epoch` where it is from now on, and return it."""
        self.clock_fixed = True
        return self.epoch

    def setup(self) -> Setup:
        """How this session's queue is set up, as its ledger knows it."""
        ledger = self.ledger
        return Setup(
            ledger.discipline,
            ledger.maxsize,
            ledger.worker_count,
            ledger.queue_name,
            ledger.put_call,
            ledger.get_call,
            ledger.producer,
        )

    @property
    def engine(self) -> str:
        """What runs its workers' calls: "threads" or "processes". A queue whose
        setup starts no worker (a broker's, live or replayed) is run by
        processes that come on their own: RQ's; any other replay: "threads"."""
        if self.scheduler is None and not self.ledger.worker_count:
            return "processes"
        return engine_of(self.scheduler)

    @classmethod
    def new_live(
        cls, workers: int = 1, maxsize: int = 0, discipline: str = "FIFO", engine: str = "threads"
    ) -> Session:
        """A fresh live session: a new scheduler (ids from 1) set up as asked."""
        scheduler = scheduler_class(engine)(workers, maxsize, verbose=False)
        if discipline != scheduler.discipline:
            scheduler.use_queue(QUEUE_CLASSES[discipline])
        return cls(scheduler=scheduler)


class ShowsSession:
    """What a view of one session reads: its ledger and its clock (a mixin)."""

    session: Session

    @property
    def _ledger(self) -> Ledger:
        return self.session.ledger

    @property
    def epoch(self) -> float:
        """Where 0 s falls: the session's first event (a replay: the recording's)."""
        return self.session.epoch

    def now(self) -> float:
        """The session's clock (a replay's: the instant shown)."""
        return self.session.now()


def _stands_still() -> bool:
    """An ended session's `playing`: its instant stands still."""
    return False
