"""stop-returns, judged from what was seen: whether stop() returned, and whether
every worker had ended when it did, each worker named with where it was started
and what it did with the STOPs stop() put (verdicts.py makes the other checks)."""

from __future__ import annotations

from typing import Any

from fifo_gui.check.observations import FIRST_TASKS, Observations
from fifo_gui.check.report import Verdict

CHECK = "stop-returns"
BREAK_OUT = "(does the loop break out when it takes the sentinel?)"


def stop_returns(seen: Observations) -> Verdict:
    """PASS when stop() returned and every worker that was running had ended."""
    stop = seen.calls.get("stop")
    if stop is None:
        return Verdict(CHECK, False, "stop() was never reached")
    before = [str(name) for name in stop.get("alive_before") or []]
    if not seen.calls.get("start 1", {}).get("threads"):
        return Verdict(
            CHECK, False, "start() started no worker thread: stop() had no worker to stop"
        )
    if not before:
        return Verdict(
            CHECK,
            False,
            "the worker thread had already ended before stop() was called"
            f"{seen.why_not(*FIRST_TASKS, 'idle', 'stop')}"
            f"{'; ' if seen.deaths(*FIRST_TASKS, 'idle', 'stop') else ': '}"
            "there was no worker to stop",
        )
    if not stop.get("returned") and stop.get("error"):
        return Verdict(CHECK, False, f"stop() raised {stop['error']}")
    took = {str(t["thread"]): t for t in seen.took_sentinel if t["thread"] in before}
    pointed = next((t for t in took.values() if t["thread"] not in seen.ended), None)
    task_id = int(pointed["task_id"]) if pointed else None
    when = float(pointed["time"]) if pointed else float(stop["time"])
    if not stop.get("returned"):
        stuck = str(stop.get("stuck") or "")
        head = (
            f"stop() never returns: it waits in {stuck} while the queue is empty and no "
            "worker will take anything more"
            if stuck
            else f"stop() did not return within {float(stop['seconds']):.0f} s"
        )
        if len(before) == 1:
            return Verdict(CHECK, False, f"{head}: {_one_worker(seen, took)}", task_id, when)
        return Verdict(CHECK, False, f"{head}: {_workers(seen, stop, before, took)}", task_id, when)
    after = [str(name) for name in stop.get("alive_after") or []]
    if after:
        head = f"stop() returned after {float(stop['seconds']) * 1000:.1f} ms while "
        if len(before) == 1:
            return Verdict(
                CHECK,
                False,
                f"{head}the worker thread {after[0]} was still running: stop() must join it",
                task_id,
                when,
            )
        running = " and ".join(after)
        return Verdict(
            CHECK,
            False,
            f"{head}{running} {'was' if len(after) == 1 else 'were'} still running: "
            f"{_workers(seen, stop, before, took)}",
            task_id,
            when,
        )
    ended = "the worker thread had ended" if len(before) == 1 else "every worker thread had ended"
    return Verdict(CHECK, True, f"stop() returned in {float(stop['seconds']):.2f} s and {ended}")


def _one_worker(seen: Observations, took: dict[str, dict[str, Any]]) -> str:
    """What the one worker did with the STOP, as it was seen."""
    if not took:
        return "the worker never took the stop signal"
    stop = next(iter(took.values()))
    then = _then(seen, stop)
    return f"the worker took the stop signal (task {stop['task_id']}) and {then} {BREAK_OUT}"


def _then(seen: Observations, took: dict[str, Any]) -> str:
    if took["thread"] in seen.ended:
        return "ended"
    if any(w["thread"] == took["thread"] and w["task_id"] == took["task_id"] for w in seen.went_on):
        return "went on waiting in get()"
    return "did not exit"


def _workers(
    seen: Observations, stop: dict[str, Any], before: list[str], took: dict[str, dict[str, Any]]
) -> str:
    """'2 workers took from self.tasks and stop() put 1 STOP: <each worker's fate>'."""
    origin = seen.calls.get("start 1", {}).get("started_in", {})
    puts = sum(1 for s in seen.stops_put if s.get("thread") == "check-stop")
    waiting = set(seen.facts.get("AfterStop", {}).get("waiting") or [])  # once settled
    fates = []
    for name in before:
        where = f", started in {origin[name]}," if name in origin else ""
        if name in took:
            fate = f"took STOP (task {took[name]['task_id']}) and {_then(seen, took[name])}"
        elif name in seen.ended:
            fate = "ended without taking a STOP"
        else:
            fate = "never took a STOP" + (" and waits in get()" if name in waiting else "")
        fates.append(f"{name}{where} {fate}")
    stops = f"{puts} STOP" if puts == 1 else f"{puts} STOPs"
    return f"{len(before)} workers took from self.tasks and stop() put {stops}: {'; '.join(fates)}"
