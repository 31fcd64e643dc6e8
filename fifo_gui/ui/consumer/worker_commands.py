"""The consumer side's commands — Start, Stop, Pause, Step, how many workers,
the queue's maxsize — and the worker status line.

Commands act on the shown session's scheduler; what the status line, the
spin boxes and the Pause button show comes from the session's ledger (the
setup and the pause are events it keeps), so a replay shows the recording's
workers with no special case, and the controls are off there.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtWidgets import QLabel, QSpinBox

from fifo_gui.core.instant import workers_at
from fifo_gui.core.ledger import Ledger
from fifo_gui.core.states import TaskState
from fifo_gui.ui.consumer.worker_actions import WorkerActions
from fifo_gui.ui.producer.control_panel import ControlPanel
from fifo_gui.ui.session.session import Session
from fifo_gui.ui.session.sessions import Sessions
from fifo_gui.ui.window.notices import Notices
from fifo_gui.ui.words.core_errors import error_text
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP
from fifo_gui.ui.words.numbers import number

# Worker status: text and colours (Okabe-Ito, dark text on light, white on dark).
# The hints are translated where they are shown (context WorkerCommands).
STATUS_LOOK = {
    "Idle": (
        "#E0E0E0",
        "#000000",
        QT_TRANSLATE_NOOP("WorkerCommands", "not started yet: press Start"),
    ),
    # A queue whose workers come on their own (a broker's): none has come yet.
    "Absent": (
        "#E0E0E0",
        "#000000",
        QT_TRANSLATE_NOOP("WorkerCommands", "no worker has come to the queue yet"),
    ),
    "Running": (
        "#009E73",
        "#FFFFFF",
        QT_TRANSLATE_NOOP(
            "WorkerCommands",
            "started: busy workers run a task (or take task after task), "
            "the others wait in tasks.get() until an item arrives",
        ),
    ),
    "Stopping": (
        "#E69F00",
        "#000000",
        QT_TRANSLATE_NOOP("WorkerCommands", "draining what is ahead of the STOP sentinel"),
    ),
    # Neutral: stopping is the plan, not an error (vermillion means Failed).
    "Stopped": (
        "#BDBDBD",
        "#000000",
        QT_TRANSLATE_NOOP("WorkerCommands", "the worker took STOP and exited"),
    ),
}
# Paused has a colour of its own (Okabe-Ito sky blue), not Running's green.
PAUSED_LOOK = (
    "#56B4E9",
    "#000000",
    QT_TRANSLATE_NOOP(
        "WorkerCommands",
        "paused: the workers take nothing new until Pause "
        "is pressed again (Step lets one item through)",
    ),
)
# The states as the window says them (worker_state's words are the code's).
STATE_WORDS = {
    "Idle": QT_TRANSLATE_NOOP("WorkerCommands", "Idle"),
    "Absent": QT_TRANSLATE_NOOP("WorkerCommands", "none yet"),
    "Running": QT_TRANSLATE_NOOP("WorkerCommands", "Running"),
    "Stopping": QT_TRANSLATE_NOOP("WorkerCommands", "Stopping"),
    "Stopped": QT_TRANSLATE_NOOP("WorkerCommands", "Stopped"),
    "Paused": QT_TRANSLATE_NOOP("WorkerCommands", "Paused"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("WorkerCommands", text)


def worker_state(ledger: Ledger) -> str:
    """Idle, Running, Stopping or Stopped, as the ledger has seen the workers;
    Absent before any worker came to a queue whose start() runs none (a broker's)."""
    if not ledger.workers:
        if ledger.lanes:
            return "Stopped"
        return "Idle" if ledger.worker_count else "Absent"
    return "Stopping" if ledger.stops_waiting else "Running"


def shown_state(ledger: Ledger) -> str:
    """The state as the window words it: Paused is a state of its own."""
    state = worker_state(ledger)
    if not ledger.paused:
        return state
    return "Paused" if state == "Running" else f"{state} · Paused"


def doing_words(ledger: Ledger, now: float) -> str:
    """Running workers in words: how many run tasks and how many wait in get()
    (or what the queue's workers wait in: RQ's BLPOP) at `now` ("2 busy, 1 in
    get()"; one worker: "busy" or "in get()")."""
    counts, get = workers_at(ledger, now), ledger.get_call
    if counts.alive == 1:
        if counts.running:
            return _tr(QT_TRANSLATE_NOOP("WorkerCommands", "busy"))
        return _tr(QT_TRANSLATE_NOOP("WorkerCommands", "in {get}")).format(get=get)
    return _tr(QT_TRANSLATE_NOOP("WorkerCommands", "{busy} busy, {waiting} in {get}")).format(
        busy=number(counts.running), waiting=number(counts.waiting), get=get
    )


def every_badge_words(workers: int, get: str) -> list[str]:
    """Every word the badge says for `workers` workers that wait in `get`: it
    keeps room for the widest, so that Start ("Idle" to "2 busy, 1 in get()")
    moves no control under the teacher's mouse."""
    if workers == 1:
        doing = [
            _tr(QT_TRANSLATE_NOOP("WorkerCommands", "busy")),
            _tr(QT_TRANSLATE_NOOP("WorkerCommands", "in {get}")).format(get=get),
        ]
    else:
        n = number(workers)
        busy = QT_TRANSLATE_NOOP("WorkerCommands", "{busy} busy, {waiting} in {get}")
        doing = [_tr(busy).format(busy=n, waiting=n, get=get)]
    paused = QT_TRANSLATE_NOOP("WorkerCommands", "{state} · Paused")
    return [
        *(_tr(word) for word in STATE_WORDS.values()),
        *doing,
        *(_tr(paused).format(state=_tr(STATE_WORDS[s])) for s in ("Stopping", "Stopped")),
    ]


def badge_words(ledger: Ledger, now: float) -> str:
    """The badge's words: while running, what the workers do ("2 busy, 1 in
    get()", its green says Running); else the state, as `state_words`."""
    if worker_state(ledger) == "Running" and not ledger.paused:
        return doing_words(ledger, now)
    return state_words(ledger, now)


def state_words(ledger: Ledger, now: float) -> str:
    """`shown_state` in the window's language; running workers say what they do."""
    state = worker_state(ledger)
    word = _tr(STATE_WORDS[state])
    if state == "Running" and not ledger.paused:
        doing = doing_words(ledger, now)
        return _tr(QT_TRANSLATE_NOOP("WorkerCommands", "{state} ({doing})")).format(
            state=word, doing=doing
        )
    if not ledger.paused:
        return word
    if state == "Running":
        return _tr(STATE_WORDS["Paused"])
    return QCoreApplication.translate("WorkerCommands", "{state} · Paused").format(state=word)


class WorkerCommands(QObject):
    """Start, Stop, Pause, Step and the setup spin boxes over the shown session.

    Signals:
        started(): GUI thread. Start was pressed and the workers of a live session started.
        stepped(bool): GUI thread. Step was pressed: True if it let an item out
            to a waiting worker, False if nothing could leave (nothing is kept
            for later: a Step is never banked).
    """

    started = Signal()
    stepped = Signal(bool)

    def __init__(
        self,
        *,
        sessions: Sessions,
        actions: WorkerActions,
        controls: ControlPanel,
        counts_label: QLabel,
        notices: Notices,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._sessions = sessions
        self._a = actions
        self._workers = workers_spin = controls.workers_spin
        self._maxsize = maxsize_spin = controls.maxsize_spin
        self._label = controls.status_label
        self._counts = counts_label
        self._notices = notices
        self._look: tuple[object, ...] = ()  # what the status shows now
        for signal, slot in (
            (actions.start.triggered, self.start),
            (actions.stop.triggered, self.stop),
            (actions.pause.toggled, self._on_pause_toggled),
            (actions.step.triggered, self.step),
            (workers_spin.valueChanged, self._on_workers_changed),
            (maxsize_spin.valueChanged, self._on_maxsize_changed),
        ):
            signal.connect(slot)

    @Slot(object)
    def show_session(self, session: object) -> None:
        """Another session is shown: what it shows and allows, from its ledger."""
        self._look = ()
        self.refresh()

    @Slot()
    def start(self) -> None:
        """Start the worker(s), as the Start button does."""
        scheduler = self._sessions.current.scheduler
        if scheduler is not None:
            scheduler.start()
            self._sessions.bridge.drain()  # its workers, reported as they start
            self.started.emit()
        self.refresh()

    @Slot()
    def stop(self) -> None:
        """Put STOP on the queue: never blocks (STOP goes in even past maxsize)."""
        scheduler = self._sessions.current.scheduler
        if scheduler is not None:
            scheduler.stop(wait=False)
            self._sessions.bridge.drain()
        self.refresh()

    @Slot(bool)
    def _on_pause_toggled(self, paused: bool) -> None:
        scheduler = self._sessions.current.scheduler
        if scheduler is None or paused == scheduler.paused:
            return  # the button follows the ledger: nothing to do
        if paused:
            scheduler.pause()
        else:
            scheduler.resume()
        self._sessions.bridge.drain()
        self.refresh()

    @Slot()
    def step(self) -> None:
        """While paused, let one item out to a waiting worker, now or not at all."""
        scheduler = self._sessions.current.scheduler
        if scheduler is None:
            return
        let_out = scheduler.step()
        if not let_out:
            if not scheduler.tasks.qsize():
                why = self.tr(
                    "Step let nothing out: nothing waits on the queue. Nothing is kept for later."
                )
            elif not scheduler.running:
                why = self.tr(
                    "Step let nothing out: no worker runs (press Start). Nothing is kept for later."
                )
            else:
                why = self.tr(
                    "Step let nothing out: no worker waits in get() now (each is busy "
                    "with a task). Nothing is kept for later."
                )
            self._notices.refuse(why)
        else:
            self._notices.say(self.tr("Step: one item went to a worker waiting in get()."), 3000)
        self.stepped.emit(let_out)

    @Slot(int)
    def _on_workers_changed(self, workers: int) -> None:
        scheduler = self._sessions.current.scheduler
        if scheduler is None or workers == scheduler.workers:
            return
        try:
            scheduler.set_workers(workers)
        except RuntimeError as exc:
            self._show(self._workers, scheduler.workers)
            self._notices.refuse(error_text(exc))

    @Slot(int)
    def _on_maxsize_changed(self, maxsize: int) -> None:
        scheduler = self._sessions.current.scheduler
        if scheduler is not None and maxsize != scheduler.tasks.maxsize:
            scheduler.set_maxsize(maxsize)

    @staticmethod
    def _show(spin: QSpinBox, value: int) -> None:
        """Show `value` without acting on it."""
        if spin.value() != value:
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)

    def _show_workers(self, workers: int) -> None:
        """How many workers start() runs; a queue whose start() runs none (a
        broker's, where any number may come) says so, in words."""
        spin = self._workers
        spin.blockSignals(True)
        spin.setMinimum(min(1, workers))
        spin.setSpecialValueText(self.tr("any") if workers == 0 else "")
        spin.blockSignals(False)
        self._show(spin, workers)

    def _show_counts(self, ledger: Ledger, now: float) -> None:
        queued, running = ledger.count(TaskState.QUEUED), ledger.count(TaskState.RUNNING)
        done, failed = ledger.count(TaskState.DONE), ledger.count(TaskState.FAILED)
        counts = self.tr(
            "Queued {queued} · Running {running} · Done {done} · "
            "Failed {failed} · Cancelled {cancelled} · Worker: {state}"
        ).format(
            queued=number(queued),
            running=number(running),
            done=number(done),
            failed=number(failed),
            cancelled=number(ledger.count(TaskState.CANCELLED)),
            state=state_words(ledger, now),
        )
        if counts != self._counts.text():
            self._counts.setText(counts)  # its room grows, never shrinks: LiveLine

    def _badge(self, session: Session, workers: int, words: str) -> str:
        if workers == 1:
            badge = self.tr("Worker: {state}").format(state=words)
        else:
            badge = self.tr("%n workers: {state}", "", workers).format(state=words)
        if session.live:
            return badge
        return self.tr("{kind} · {badge}").format(kind=session.kind, badge=badge)

    def refresh(self) -> None:
        """The status line, the spin boxes and what can be pressed, from the ledger.
        Runs every frame, so it only touches a widget when what it shows changes."""
        session = self._sessions.current
        ledger = session.ledger
        now = session.now()
        self._show_counts(ledger, now)
        words = badge_words(ledger, now)
        look = (
            session,
            session.kind,  # a check's, once its process ended: "Check, as it ended"
            worker_state(ledger),
            ledger.paused,
            ledger.worker_count,
            ledger.maxsize,
            words,
            # The workers named: those start() runs, or more alive (a broker's: it starts none)
            max(ledger.worker_count, len(ledger.workers)),
        )
        if look == self._look:
            return
        self._look = look
        _, _, state, paused, workers, maxsize, _, named = look
        background, foreground, hint = PAUSED_LOOK if paused else STATUS_LOOK[state]
        reserve = every_badge_words(named, ledger.get_call)
        self._label.reserve([self._badge(session, named, w) for w in reserve])
        self._label.setText(self._badge(session, named, words))
        self._label.setToolTip(_tr(hint) if session.live else session.status_tip)
        self._label.setStyleSheet(
            f"background: {background}; color: {foreground}; padding: 4px 10px; border-radius: 6px;"
        )
        self._show_workers(workers)
        self._show(self._maxsize, maxsize)
        self._a.pause.setChecked(paused)  # toggled: a no-op when the queue agrees
        live, running = session.live, bool(ledger.workers)
        self._a.start.setEnabled(live and not running)
        self._a.stop.setEnabled(live and running and state != "Stopping")
        self._a.step.setEnabled(live and paused)
        self._a.pause.setEnabled(live)
        self._workers.setEnabled(live and not running)
        self._maxsize.setEnabled(live and not running)
