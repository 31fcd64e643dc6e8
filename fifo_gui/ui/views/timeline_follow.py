"""Where the timeline looks: its zoom, and whether it follows the clock.

Live, the plot's right edge is the session's clock while something can move,
and just past the last thing that happened once all is idle, so the story
stays on screen after Stop. A drag looks back, the wheel zooms, "Fit whole
run" shows the whole session; following again comes back to the clock.
"""

from __future__ import annotations

from fifo_gui.core.ledger import Ledger
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.views.timeline_geometry import MAX_SPAN

MIN_SPAN = 0.01  # seconds across the plot at the closest zoom
SPAN = 10.0  # seconds across the plot when a session begins


class TimelineFollow:
    """The seconds across the plot (`span`) and whether the plot follows the
    session's clock (`live`) or stays where it was looked at."""

    def __init__(self) -> None:
        self.span = SPAN
        self.live = True
        self._right = 0.0  # seconds since epoch at the right edge, while not live

    def right_edge(self, session: Session) -> float:
        """Seconds since epoch at the plot's right edge. Live, the clock while
        something can move: a task runs, or tasks wait for a worker that will
        take them. Otherwise (all idle, or tasks waiting after Stop or while
        paused) just past the last thing that happened, so the runs do not
        scroll away while nothing happens."""
        if not self.live:
            return self._right
        epoch = session.epoch
        now = session.now() - epoch
        ledger = session.ledger
        taking = ledger.queued and ledger.workers and not ledger.paused
        if not (ledger.running or taking):
            last = last_activity(ledger)
            if last is not None:
                now = min(now, last - epoch + self.span * 0.05)
        return max(self.span, now)

    def set_live(self, live: bool, session: Session) -> None:
        """Follow the clock (True) or stay where the plot looks now (False)."""
        if not live and self.live:
            self._right = self.right_edge(session)
        self.live = live

    def restart(self, session: Session) -> None:
        """A new session or a replay: its clock followed, at the first span."""
        self.span = SPAN
        self.set_live(True, session)

    def zoom(self, closer: bool) -> None:
        """One step of the wheel: a fifth less of the run across the plot, or a quarter more."""
        factor = 0.8 if closer else 1.25
        self.span = min(MAX_SPAN, max(MIN_SPAN, self.span * factor))

    def drag(self, dx: float, plot_width: float, session: Session) -> None:
        """A drag of `dx` pixels across a plot `plot_width` wide: it looks back (or on)."""
        self.set_live(False, session)
        self._right = max(self.span, self._right - dx / plot_width * self.span)

    def fit_whole_run(self, session: Session) -> bool:
        """Zoom out to the whole session, from the first task to the last event
        (or now, while tasks run), and stop following the clock there. False:
        nothing was put on the queue yet, nothing moved."""
        ledger = session.ledger
        first, last = first_activity(ledger), last_activity(ledger)
        if first is None:
            return False
        end = session.now() if ledger.queued + ledger.running or last is None else last
        length = max(end - first, MIN_SPAN)
        self.span = min(MAX_SPAN, length * 1.06)
        self.live = False
        self._right = end - session.epoch + length * 0.03
        return True


def last_activity(ledger: Ledger) -> float | None:
    """When the last run finished or the last marker fell (monotonic)."""
    times = [
        ledger.spans[-1].finished if ledger.spans else None,
        ledger.markers[-1].time if ledger.markers else None,
        ledger.bands[-1].end if ledger.bands else None,
    ]
    known = [t for t in times if t is not None]
    return max(known) if known else None


def first_activity(ledger: Ledger) -> float | None:
    """When the first task still on the timeline was put on the queue (monotonic)."""
    times = [
        ledger.spans[0].enqueued if ledger.spans else None,
        ledger.bands[0].start if ledger.bands else None,
        *(r.enqueued for r in ledger.running_records()[:1]),
    ]
    known = [t for t in times if t is not None]
    return min(known) if known else None
