"""The run's story in one line, from the ledger as it stands: the summary once
the run is over, who waits for what when nothing runs, what the workers run
otherwise; and a flood's last line, how many tasks it did and how fast.

Functions of the ledger alone, no widget: the narrator says them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from fifo_gui.core.instant import run_over, tasks_waiting
from fifo_gui.core.ledger import Ledger
from fifo_gui.ui.views.event_lines import task_name
from fifo_gui.ui.words.numbers import agree, number, seconds
from fifo_gui.ui.words.queue_words import order_word


class Story:
    """The translation context of the run's story: `Story.tr` is Qt's
    translation (lupdate finds `Story.tr` calls and their plural forms)."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("Story", text, disambiguation, n)


def story_text(ledger: Ledger) -> str | None:
    """The run as it stands, in one line; None before anything happened, or
    when a worker is about to take a task (the next event tells it)."""
    if run_over(ledger):
        return run_summary(ledger)
    waiting = tasks_waiting(ledger)
    running = ledger.running_records()
    if running:
        first = running[0]
        runs = Story.tr("{worker} runs {task}").format(
            worker=first.worker, task=task_name(first, first.task_id)
        )
        if len(running) > 1:
            others = len(running) - 1
            runs = agree(
                Story.tr("{runs}; %n other worker(s) busy too", "", others), others
            ).format(runs=runs)
        if not waiting:
            return runs
        text = agree(Story.tr("{runs}; %n task(s) waiting in the queue", "", waiting), waiting)
        return text.format(runs=runs)
    if not waiting:
        return None
    if not ledger.workers and not ledger.worker_count:  # its workers come on their own: RQ's
        text = Story.tr("%n task(s) waiting in the queue: no worker is on it", "", waiting)
        return agree(text, waiting)
    if not ledger.workers:
        text = Story.tr(
            "%n task(s) waiting in the queue: no worker runs (press Start)", "", waiting
        )
        return agree(text, waiting)
    if ledger.paused:
        text = Story.tr("Paused: %n task(s) waiting in the queue; Step lets one out", "", waiting)
        return agree(text, waiting)
    return None  # a worker is about to take one: the next event tells it


def run_summary(ledger: Ledger) -> str:
    """The run's end in one line with its figures: "All 20 tasks ended: 18
    done, 2 failed; taken in FIFO order, finished out of order", or, when
    every task was done, the short form a projector at zoom +4 still shows
    whole: "All 20 tasks done; taken in FIFO order, finished out of order"."""
    ended = ledger.departures  # tasks that left: done, failed or cancelled (no STOP)
    cancelled = ended - ledger.completed
    taken = (
        Story.tr("taken in {order} order")
        if ledger.started_in_order
        else Story.tr("not taken in {order} order")
    ).format(order=order_word(ledger.discipline))
    finished = (
        Story.tr("finished in order")
        if ledger.finished_in_order
        else Story.tr("finished out of order")
    )
    if cancelled:
        text = Story.tr(
            "All %n task(s) ended: {done} done, {failed} failed, {cancelled} cancelled; "
            "{taken}, {finished}",
            "",
            ended,
        )
    elif ledger.failed:
        text = Story.tr(
            "All %n task(s) ended: {done} done, {failed} failed; {taken}, {finished}",
            "",
            ended,
        )
    else:
        text = Story.tr("All %n task(s) done; {taken}, {finished}", "", ended)
    return agree(text, ended).format(
        done=number(ledger.done),
        failed=number(ledger.failed),
        cancelled=number(cancelled),
        taken=taken,
        finished=finished,
    )


def flood_over_text(ledger: Ledger, *, tasks: int, span: float) -> str:
    """The flood's last line: `tasks` done within `span` seconds, and what is
    left when paused or stopped workers leave the rest waiting."""
    left = ledger.in_system
    if left:
        text = Story.tr(
            "The flood stopped: %n task(s) done within {time}; {left} not done yet",
            "",
            tasks,
        )
    else:
        text = Story.tr("The flood is over: %n task(s) done within {time}", "", tasks)
    # agree() first: the numbers formatted into it are not the count
    return agree(text, tasks).format(time=seconds(span, 1), left=number(left))


def flood_span(ledger: Ledger, count: int, shown_in: float) -> float:
    """The seconds the workers took for the flood's last `count` tasks, on the
    tasks' own times, rounded up to the ledger's 0.1 s buckets: the window
    may show a flood later and slower than it ran (10,000 no-ops: 0.07 s
    run, 1.1 s shown). `shown_in` if the buckets no longer reach back."""
    buckets = ledger.completions
    seen = 0
    for bucket, done in reversed(buckets):
        seen += done
        if seen >= count:
            return (buckets[-1][0] - bucket + 1) / 10
    return shown_in
