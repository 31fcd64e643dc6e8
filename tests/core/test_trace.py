"""A Chrome trace from the events (a replay, --console) and from the ledger's
records (the window's live table) say the same of every run, wait and STOP."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from fifo_gui.core import ClassroomScheduler
from fifo_gui.core.demo_tasks import failing_task
from fifo_gui.core.ledger import Ledger
from fifo_gui.core.trace import trace_events, trace_records
from tests.helpers import Recorder


def _session(make_scheduler: Callable[..., tuple[ClassroomScheduler, Recorder]]) -> list[Any]:
    scheduler, rec = make_scheduler(workers=2)
    for i in range(6):
        scheduler.schedule(abs, -i)
    scheduler.schedule(failing_task)
    scheduler.cancel(scheduler.schedule(abs, 99))
    scheduler.start()
    scheduler.stop(timeout=5)
    return list(rec.events)


def _runs(trace: dict[str, Any]) -> set[tuple[Any, ...]]:
    names = {e["tid"]: e["args"]["name"] for e in trace["traceEvents"] if e["ph"] == "M"}
    return {
        (e["args"]["id"], e["args"]["outcome"], e["ts"], e["dur"], names[e["tid"]])
        for e in trace["traceEvents"]
        if e["ph"] == "X"
    }


def _kinds(trace: dict[str, Any]) -> Counter[tuple[str, str]]:
    return Counter((e["ph"], e["cat"]) for e in trace["traceEvents"] if e["ph"] != "M")


def test_the_tables_trace_says_what_the_events_trace_says(make_scheduler) -> None:  # type: ignore[no-untyped-def]
    events = _session(make_scheduler)
    epoch = events[0].time
    records = Ledger().apply(events)  # every item's record, as the table keeps them
    from_events = trace_events(events, epoch)
    from_records = trace_records(records, epoch)
    assert _runs(from_records) == _runs(from_events)
    assert len(_runs(from_records)) == 7  # 6 done, 1 failed; the cancelled one never ran
    kinds = _kinds(from_records)
    for kind in [("b", "wait"), ("e", "wait"), ("i", "stop"), ("i", "failure"), ("i", "worker")]:
        assert kinds[kind] == _kinds(from_events)[kind], kind
    exits = [e["name"] for e in from_records["traceEvents"] if e.get("cat") == "worker"]
    assert len(exits) == 2 and all("took it and exited" in name for name in exits)
