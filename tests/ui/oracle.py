"""The truth oracle: what the window says, checked against the ledger at the
instant it is shown.

`Oracle(window)` listens to the window's frame clock after the window's own
slots, so at each frame it reads what that frame shows: the narrator's line,
the worker badge, the status bar's counts, the queue lane's words (its boxes
and its spoken description), the timeline's and statistics' descriptions, the
banner and the CPU shares in the table's rows on screen. Each statement is
compared with facts computed from the ledger's records at the same `now`,
not with the window's own helpers: a view that decides on its own what is
true disagrees here. `settle()` samples once more
where no frame is drawn (a window at rest). Every contradiction is kept with
the frame's time and both statements.
"""

from __future__ import annotations

import re
from itertools import pairwise

from PySide6.QtWidgets import QLabel

from fifo_gui.core.ledger import Ledger, Record
from fifo_gui.core.ledger.record import SHARE_FROM
from fifo_gui.core.states import TaskState
from fifo_gui.ui.app.main_window import MainWindow
from fifo_gui.ui.table.task_model import Column
from fifo_gui.ui.views.narrator import FLOOD_OVER_S, HOLD_S

FLOOD_WITHIN = 0.25  # s: a worker that finished FLOOD_TASKS within this is not asleep
# 100 tasks a second: a flood (the 100k flood's worker shown "zzz" did thousands).
# Fewer, back to back, can be a burst a loaded machine's producer put at once,
# after which the worker truly waits in get().
FLOOD_TASKS = 25
ORDER = {"FIFO": "FIFO", "LIFO": "LIFO", "Priority": "priority"}


def _int(text: str) -> int:
    return int(text.replace(",", ""))


def _records(window: MainWindow) -> list[Record]:
    model = window.model
    return [model.row(r) for r in range(model.rowCount())]


def in_flood(ledger: Ledger, worker: str, now: float) -> bool:
    """The worker finished FLOOD_TASKS tasks within FLOOD_WITHIN of `now` (from
    the recent records themselves): it is taking task after task, not asleep."""
    times = [
        r.finished
        for r in ledger.recent
        if r.worker == worker and r.finished is not None and r.state is not TaskState.CONSUMED
    ]
    return len([t for t in times if now - t <= FLOOD_WITHIN]) >= FLOOD_TASKS


def finished_in_order(records: list[Record]) -> bool | None:
    """Did the tasks finish in the order they were put (FIFO)? None: none
    finished, or a flood's (judged from the records' own finish times)."""
    ended = [
        r
        for r in records
        if r.finished is not None and not r.sentinel and r.state is not TaskState.CANCELLED
    ]
    if not ended or len(records) > 500:
        return None
    ids = [r.task_id for r in sorted(ended, key=lambda r: (r.finished, r.task_id))]
    return all(a < b for a, b in pairwise(ids))


def taken_in_order(records: list[Record], discipline: str) -> bool | None:
    """With one worker: was every take the queue's head at that moment?
    (None: nothing was taken.) Judged from the records' own times."""
    started = [r for r in records if r.started is not None and not r.sentinel]
    if not started or len(records) > 500:  # pairwise: a lesson's runs, not a flood's
        return None

    def key(r: Record) -> tuple[float, int]:
        if discipline == "LIFO":
            return (0, -r.task_id)
        if discipline == "Priority":
            return (r.priority, r.task_id)
        return (0, r.task_id)

    for r in started:
        for o in records:
            if o is r or o.sentinel or o.enqueued > r.started:  # type: ignore[operator]
                continue
            waiting = o.started is None or o.started > r.started  # type: ignore[operator]
            if o.state is TaskState.CANCELLED and o.started is None:
                waiting = o.finished is not None and o.finished > r.started  # type: ignore[operator]
            if waiting and key(o) < key(r):
                return False
    return True


class Oracle:
    """Samples the window at its frames; `contradictions` lists what was false."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.contradictions: list[str] = []
        self.frames = 0
        # The first frame that saw the run over, and the run's last departure
        # then: a run that starts and ends between two frames is a new end.
        self._over_seen: float | None = None
        self._over_after: float | None = None
        window.clock.painted.connect(self.sample)  # the frame as painted

    def sample(self) -> None:
        """One frame: every statement against the ledger at this instant (the
        frame's own: what was set at its first pass and painted now)."""
        self.frames += 1
        session = self.window.sessions.current
        now = session.now()
        for problem in [*self.problems(now), *self._statistics(self.window.ledger, now)]:
            self.contradictions.append(f"at {now - session.epoch:.3f} s: {problem}")

    def settle(self) -> None:
        """A sample where the window may draw no frame (at rest): what it shows now."""
        self.sample()

    def assert_true(self) -> None:
        assert self.frames > 0, "the oracle saw no frame"
        assert not self.contradictions, "\n".join(self.contradictions[:12])

    # -- the statements ------------------------------------------------------------

    def problems(self, now: float) -> list[str]:
        w = self.window
        ledger = w.ledger
        out: list[str] = []
        out += self._counts(ledger)
        out += self._narrator(ledger, now)
        out += self._workers(ledger, now)
        out += self._badge(ledger, now)
        out += self._queue(ledger)
        out += self._stop_place(ledger)
        out += self._cpu_shares()
        return out

    def _stop_place(self, ledger: Ledger) -> list[str]:
        """Where the lane's description says STOP waits, against the rows: the
        place of the queued STOP nearest the head, counted among the queued
        rows in the queue's order (FIFO: the rows put after the newest taken,
        oldest first; LIFO: newest first). A priority queue's is not judged."""
        if ledger.discipline not in ("FIFO", "LIFO"):
            return []
        rows = _records(self.window)
        gone = (TaskState.QUEUED, TaskState.CANCELLED)
        taken = max((r.task_id for r in rows if r.state not in gone), default=0)
        queued = [r for r in rows if r.state is TaskState.QUEUED]
        if ledger.discipline == "FIFO":
            queued = [r for r in queued if r.task_id > taken]

        def place(stop: Record) -> int:
            if ledger.discipline == "FIFO":
                return sum(1 for r in queued if r.task_id <= stop.task_id)
            return sum(1 for r in queued if r.task_id >= stop.task_id)

        truth = min((place(r) for r in queued if r.sentinel), default=None)
        summary = self.window.queue_lane.summary()
        said: int | None = None
        if "STOP at the head" in summary:
            said = 1
        elif m := re.search(r"STOP is number ([\d,]+) in line", summary):
            said = _int(m.group(1))
        if said != truth:
            return [f"lane: STOP place {said}, but the rows put the first STOP at {truth}"]
        return []

    def _cpu_shares(self) -> list[str]:
        """A CPU share shown in a row on screen is its record's CPU over its run,
        and a run too short for the CPU clock (under SHARE_FROM) shows none."""
        table, model, out = self.window.table, self.window.model, []
        first = max(0, table.rowAt(0))
        last = table.rowAt(table.viewport().height() - 1)
        for row in range(first, (model.rowCount() - 1 if last < 0 else last) + 1):
            shown = model.index(row, Column.CPU).data()
            if not shown:
                continue
            rec = model.row(row)
            if rec.cpu is None or rec.started is None or rec.finished is None:
                out.append(f"ID {rec.task_id}: CPU {shown!r} before its CPU time is known")
            elif rec.finished - rec.started < SHARE_FROM:
                out.append(f"ID {rec.task_id}: CPU {shown!r} for a run under {SHARE_FROM} s")
            elif (
                abs(
                    _int(str(shown).removesuffix(" %"))
                    - 100 * rec.cpu / (rec.finished - rec.started)
                )
                > 0.5 + 1e-9
            ):  # shown rounded to a whole per cent
                out.append(f"ID {rec.task_id}: CPU {shown!r}, its record {rec.cpu:.6f} s")
        return out

    def _counts(self, ledger: Ledger) -> list[str]:
        text = self.window.counts_label.text()
        out = []
        producing = self.window.controls.producer_status.text()
        if m := re.search(r"burst · ([\d,]+) of", producing):
            seen = ledger.arrivals
            if _int(m.group(1)) > seen:  # the burst's tasks, of those the ledger has seen
                out.append(f"producer: {m.group(0)!r}, but the ledger has seen {seen:,} put")
        if m := re.search(r"([\d,]+) sent", producing):
            seen = ledger.arrivals
            if _int(m.group(1)) > seen:  # the auto-producer's, of those the ledger has seen
                out.append(f"producer: {m.group(0)!r}, but the ledger has seen {seen:,} put")
        arrived = self.window.scenario_banner.progress.text()
        if m := re.search(r"([\d,]+) of ([\d,]+) arrived", arrived):
            seen = ledger.arrivals
            if _int(m.group(1)) > seen:  # the scenario's tasks, of those the ledger has seen
                out.append(f"banner: {m.group(0)!r}, but the ledger has seen {seen:,} put")
        depth = self.window.depth_chart.summary()
        if (m := re.match(r"now ([\d,]+) items? on the queue", depth)) and _int(
            m.group(1)
        ) != ledger.queued:
            out.append(f"depth chart: {depth!r}, but {ledger.queued:,} items are on the queue")
        heading = self.window.queue_lane.finished_heading()
        if m := re.match(r"([\d,]+) finished", heading):  # tasks, as the status line counts
            tasks = ledger.done + ledger.failed + ledger.cancelled
            if _int(m.group(1)) != tasks:
                out.append(f"lane: {heading!r}, but {tasks:,} tasks finished")
        said = dict(re.findall(r"(Queued|Running|Done|Failed|Cancelled) ([\d,]+)", text))
        facts = {
            "Queued": ledger.queued,
            "Running": ledger.running,
            "Done": ledger.done,
            "Failed": ledger.failed,
            "Cancelled": ledger.cancelled,
        }
        return out + [
            f"status bar says {name} {said[name]}, the ledger {value}"
            for name, value in facts.items()
            if name in said and _int(said[name]) != value
        ]

    def _narrator(self, ledger: Ledger, now: float) -> list[str]:
        line = self.window.narrator.text()
        out = []
        if m := re.match(r"(\S+) started: it waits in ", line):
            worker = m.group(1)
            if ledger.workers.get(worker) is not None:
                held = ledger.workers[worker]
                out.append(f"narrator: {line!r}, but {worker} runs ID {held.task_id}")  # type: ignore[union-attr]
        if m := re.match(r"(worker-\d+) took .* \(it waited", line):
            worker = m.group(1)
            if ledger.workers.get(worker) is None:
                out.append(f"narrator: {line!r}, but {worker} runs nothing now")
        m = re.match(r"All ([\d,]+) tasks? (?:ended|done)", line)
        if m and (ledger.in_system or _int(m.group(1)) != ledger.departures):
            out.append(
                f"narrator: {line!r}, but {ledger.in_system} tasks are in the system "
                f"and {ledger.departures} left"
            )
        over = ledger.arrivals and not ledger.in_system and ledger.last_left is not None
        if not over:
            self._over_seen = None
        elif self._over_seen is None or ledger.last_left != self._over_after:
            self._over_seen = now  # the window learned it: a loaded machine's backlog came in
            self._over_after = ledger.last_left
        # The line shown as the run ends is read (HOLD_S); one that was waiting
        # then (the last task's, say) is shown and read too (HOLD_S); a flood's
        # end is said first; then the run's story, within a second's frames.
        late = 2 * HOLD_S + FLOOD_OVER_S + 1.0
        if over and now - self._over_seen > late and not line.startswith("All "):  # type: ignore[operator]
            out.append(f"narrator: {line!r} {now - self._over_seen:.1f} s after the run ended")  # type: ignore[operator]
        if "#" in line and re.search(r"#\d", line):
            out.append(f"narrator: {line!r} writes an ID as the table's place in line")
        return out

    def _workers(self, ledger: Ledger, now: float) -> list[str]:
        lane = self.window.queue_lane
        summary = lane.summary()
        out = []
        for name, item in list(ledger.workers.items()):
            box = lane.worker_texts(name, item, now)[0]
            spoken = next((p for p in summary.split("; ") if p.startswith(f"{name} ")), "")
            asleep = [s for s in (box, spoken) if "zzz" in s or "blocked on get()" in s]
            if asleep and item is not None:
                out.append(f"lane: {asleep[0]!r}, but {name} runs ID {item.task_id}")
            elif asleep and in_flood(ledger, name, now):
                out.append(f"lane: {asleep[0]!r}, but {name} finished tasks back to back just now")
            named = item is None or f"ID {item.task_id:,}" in box or "busy" in box
            if not named and len(box) > len(name) + 12:  # a box wide enough to name its task
                out.append(f"lane box: {box!r}, but {name} runs ID {item.task_id}")  # type: ignore[union-attr]
        if m := re.search(r"the producer is ([^;]+)", summary):
            puts = _records(self.window)  # in the order they were put, STOPs too
            if puts and m.group(1) != puts[-1].producer:
                out.append(f"lane: producer {m.group(1)}, but {puts[-1].producer} put the latest")
        return out

    def _badge(self, ledger: Ledger, now: float) -> list[str]:
        badge = self.window.findChild(QLabel, "workerStatusLabel").text()  # type: ignore[union-attr]
        holding = sum(item is not None for item in ledger.workers.values())
        alive = len(ledger.workers)
        out = []
        if m := re.search(r"([\d,]+) busy, ([\d,]+) in get\(\)", badge):
            busy, waiting = _int(m.group(1)), _int(m.group(2))
            if busy < holding or busy + waiting != alive:
                out.append(f"badge: {badge!r}, but {holding} of {alive} workers hold a task")
        elif badge.endswith(": in get()") and holding:
            out.append(f"badge: {badge!r}, but the worker runs a task")
        elif alive and not ledger.paused and "Running" in badge:
            out.append(f"badge: {badge!r} says nothing of what {alive} workers do")
        return out

    def _queue(self, ledger: Ledger) -> list[str]:
        w = self.window
        out = []
        titles = w.queue_lane.titles()
        name = ledger.queue_name  # what the queue's setup says it is
        if not titles[0].startswith(name):
            out.append(f"lane title {titles[0]!r} on a {name}")
        if ledger.maxsize and ledger.queued > ledger.maxsize:
            said = titles[0] + w.queue_lane.summary()
            if "past the bound" not in said:
                out.append(
                    f"lane: {titles[0]!r}: {ledger.queued} waiting of maxsize {ledger.maxsize} "
                    "with no word of why"
                )
        banner = w.scenario_banner
        if banner.isVisible() and name not in banner.title.text():
            out.append(f"banner: {banner.title.text()!r} on a {name}")
        return out

    def _statistics(self, ledger: Ledger, now: float) -> list[str]:
        panel = self.window.stats_panel
        out = []
        caption = panel.captions["started_fifo"].text()
        if ORDER[ledger.discipline] not in caption:
            out.append(f"statistics: {caption!r} on a {ledger.discipline} queue")
        answer = panel.values["started_fifo"].text()
        # Pairwise, from the table's rows: a lesson's runs, not a flood's (whose
        # finished rows the table lets go).
        lesson = ledger.arrivals <= 500
        if ledger.worker_count == 1 and answer != "—" and lesson:
            judged = taken_in_order(_records(self.window), ledger.discipline)
            said = answer.startswith("yes")
            if judged is not None and said != judged:
                out.append(f"statistics: {caption} {answer!r}, but the records say {judged}")
        caption = panel.captions["finished_fifo"].text()
        answer = panel.values["finished_fifo"].text()
        if ledger.discipline == "FIFO" and answer != "—" and lesson:
            judged = finished_in_order(_records(self.window))
            if judged is not None and answer.startswith("yes") != judged:
                out.append(f"statistics: {caption} {answer!r}, but the records say {judged}")
        if lesson and self.window.sessions.current.live:
            out += self._rates(ledger, now)
        return out

    def _rates(self, ledger: Ledger, now: float) -> list[str]:
        """The throughput and the mean wait, worked out from the records."""
        panel, out = self.window.stats_panel, []
        tasks = [r for r in _records(self.window) if not r.sentinel]
        shown = panel.values["throughput"].text()
        if tasks and shown != "—":
            first = min(r.enqueued for r in tasks)
            span = min(10.0, now - first)

            def rate_since(start: float) -> float:
                return sum(1 for r in tasks if r.finished is not None and r.finished > start) / span

            said = float(shown.split()[0].replace(",", ""))
            # Counted in 0.1 s buckets (the oldest leaves whole: the window is 10 s
            # give or take a tenth), and the clock moved on since the frame: a task's slack.
            low, high = rate_since(now - 9.9), rate_since(now - 10.1)
            slack = 0.01 + high * 0.02 + 1 / span
            if not low - slack <= said <= high + slack:
                rate = rate_since(now - 10)
                out.append(f"statistics: throughput {shown!r}, the records say {rate:.2f} tasks/s")
        waits = [r.started - r.enqueued for r in tasks if r.started is not None]
        mean_shown = panel.values["wait"].text().split(" / ")[0]
        if waits and mean_shown != "—":
            mean = sum(waits) / len(waits)
            if abs(float(mean_shown.split()[0].replace(",", "")) - mean) > 0.0015:
                out.append(f"statistics: mean wait {mean_shown!r}, the records say {mean:.3f} s")
        return out
