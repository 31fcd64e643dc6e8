"""The lesson's checks, from what the child process reported (child.py).

Each check is a `Verdict`: PASS or FAIL with the evidence in plain words, and
the task (or the moment) it points at, for the window to show.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from fifo_gui.check import CHECKS
from fifo_gui.check.observations import FIRST_TASKS, SHOWN, Observations
from fifo_gui.check.report import Report, Verdict
from fifo_gui.check.stopping import stop_returns

SLOW_SCHEDULE = 0.5  # seconds: schedule() that takes longer is not "at once"
BUSY_CPU = 0.25  # share of the idle window spent on the CPU that is busy-waiting

# How the lesson's tasks are called.
EXPECTED_CALLS = {
    "A": (["'Task A'", "2"], {}),
    "B": ([], {"name": "'Task B'", "duration": "1"}),
    "C": (["'Task C'"], {"duration": "1"}),
}


def judge(path: str, lines: Iterable[dict[str, Any]], ended: str = "") -> Report:
    """The report on one file from the child's lines; `ended` says how the child
    ended when it did not finish its run (killed at the time limit, a crash)."""
    seen = Observations(lines)
    unusable = seen.facts.get("Unusable")
    if unusable is not None:
        return Report(path, unusable=str(unusable.get("reason", "cannot be checked")))
    if "Done" not in seen.facts or "Internal" in seen.facts:
        why = ended or "the check's process ended early"
        if "Internal" in seen.facts:
            why = f"the checker failed: {seen.facts['Internal'].get('error')}"
        if not any(k == "Call" for k in seen.facts):
            return Report(path, unusable=f"{why} while {_phase(seen.phase)}")
        cut = f"not reached: {why} while {_phase(seen.phase)}"
    else:
        cut = ""
    verdicts = [
        _fifo_order(seen),
        _runs_in_background(seen),
        _passes_arguments(seen),
        _survives_failure(seen),
        _stop_drains(seen),
        stop_returns(seen),
        _no_busy_wait(seen),
    ]
    if cut:
        verdicts = [
            v if v.passed or "never" not in v.evidence else Verdict(v.check, False, cut)
            for v in verdicts
        ]
    assert tuple(v.check for v in verdicts) == CHECKS
    return Report(path, verdicts=verdicts)


def _phase(name: str) -> str:
    if name.startswith(("construct", "start")):
        return (
            f"running {name.split()[0]}()" if "construct" not in name else "making FIFOScheduler()"
        )
    return {
        "import": "importing the file",
        "tasks": "running the first tasks",
        "idle": "watching the idle worker",
        "stop": "stopping",
        "failure": "running a failing task",
    }.get(name, name or "starting")


def _fifo_order(seen: Observations) -> Verdict:
    check = "fifo-order"
    probes = ["hold", "A", "B", "C"]
    for probe in probes:
        if probe not in seen.put:
            return Verdict(check, False, seen.nothing_put(probe))
    missing = [p for p in probes if p not in seen.invoked]
    if missing:
        first = missing[0]
        why = seen.why_not(*FIRST_TASKS)
        return Verdict(check, False, f"{seen.task(first)} never started{why}", seen.put[first])
    order = seen.start_order(probes)
    ids = [seen.put[p] for p in order]
    scheduled = [seen.put[p] for p in probes]
    if order == probes:
        return Verdict(
            check,
            True,
            f"tasks started in the order they were scheduled ({_ids(ids)}), "
            f"with tasks {scheduled[1]}-{scheduled[3]} queued while task {scheduled[0]} ran",
        )
    wrong = next(p for p, q in zip(order, probes, strict=True) if p != q)
    configured = seen.facts.get("QueueConfigured", {}).get("discipline", "FIFO")
    hint = f" (self.tasks is a {configured} queue)" if configured != "FIFO" else ""
    return Verdict(
        check,
        False,
        f"tasks started in the order {_ids(ids)}; they were scheduled {_ids(scheduled)}: "
        f"task {seen.put[wrong]} jumped the queue{hint}",
        seen.put[wrong],
        float(seen.invoked[wrong]["time"]),
    )


def _ids(ids: list[int]) -> str:
    return ", ".join(str(i) for i in ids)


def _runs_in_background(seen: Observations) -> Verdict:
    check = "runs-in-background"
    start = seen.calls.get("start 1", {})
    if not start.get("returned", True):
        return Verdict(
            check,
            False,
            "start() did not return within 2 s: it runs the worker loop itself instead of "
            "on a thread of its own",
        )
    if not start.get("threads"):
        return Verdict(check, False, "start() started no thread: nothing runs in the background")
    if "hold" not in seen.put:
        return Verdict(check, False, seen.nothing_put("hold") + ": no task ran in the background")
    call = seen.calls.get("schedule hold", {})
    seconds = float(call.get("seconds", 0))
    invoked = seen.invoked.get("hold")
    if invoked is None:
        why = seen.why_not(*FIRST_TASKS)
        return Verdict(check, False, f"{seen.task('hold')} never ran{why}", seen.put["hold"])
    if invoked["thread"].startswith("producer-") or seconds > SLOW_SCHEDULE:
        return Verdict(
            check,
            False,
            f"schedule() took {seconds:.2f} s to return: {seen.task('hold')} ran on the thread "
            f"that called schedule() ({invoked['thread']}), which was not free meanwhile"
            if invoked["thread"].startswith("producer-")
            else f"schedule() took {seconds:.2f} s to return while {seen.task('hold')} ran: "
            "the caller waited for the task",
            seen.put["hold"],
        )
    return Verdict(
        check,
        True,
        f"schedule() returned in {seconds * 1000:.1f} ms and {seen.task('hold')} ran on "
        f"{invoked['thread']}: the caller stayed free",
        seen.put["hold"],
    )


def _call_text(name: str, args: list[str], kwargs: dict[str, str]) -> str:
    parts = [*args, *(f"{k}={v}" for k, v in kwargs.items())]
    return f"{name}({', '.join(parts)})"


def _passes_arguments(seen: Observations) -> Verdict:
    check = "passes-arguments"
    for probe, (args, kwargs) in EXPECTED_CALLS.items():
        if probe not in seen.put:
            return Verdict(check, False, seen.nothing_put(probe))
        got = seen.invoked.get(probe)
        if got is None:
            why = seen.why_not(*FIRST_TASKS)
            return Verdict(
                check, False, f"{seen.task(probe)} was never called{why}", seen.put[probe]
            )
        if list(got["args"]) != args or dict(got["kwargs"]) != kwargs:
            lost = " (the keyword arguments were lost)" if kwargs and not got["kwargs"] else ""
            lost = lost or (
                " (the positional arguments were lost)" if args and not got["args"] else ""
            )
            return Verdict(
                check,
                False,
                f"task {seen.put[probe]} was scheduled as {SHOWN[probe]} but called as "
                f"{_call_text('sample_task', got['args'], got['kwargs'])}{lost}",
                seen.put[probe],
                float(got["time"]),
            )
    return Verdict(
        check,
        True,
        "positional and keyword arguments reached the tasks "
        f"({SHOWN['A']}, {SHOWN['B']}, {SHOWN['C']})",
        seen.put["B"],
    )


def _survives_failure(seen: Observations) -> Verdict:
    check = "survives-failure"
    probes = ("fail", "fail2", "after")
    for probe in probes:
        if probe not in seen.put:
            return Verdict(check, False, seen.nothing_put(probe))
    fail_id, fail2_id, after_id = (seen.put[p] for p in probes)
    raised = {
        p: f"task {seen.put[p]}, {SHOWN[p]} raised {seen.failed[seen.put[p]]['error_type']}"
        for p in ("fail", "fail2")
        if seen.put[p] in seen.failed
    }
    dead = [d for d in seen.deaths("failure") if d.get("task_id") in (fail_id, fail2_id)]
    if dead:
        never = [str(seen.put[p]) for p in probes if p not in seen.invoked]
        tasks = f"task {never[0]}" if len(never) == 1 else f"tasks {' and '.join(never)}"
        first = (
            f"{raised['fail']} and the worker went on; then "
            if dead[0]["task_id"] == fail2_id
            and "fail" in raised
            and seen.invoked["fail"]["thread"] == dead[0]["thread"]
            else ""
        )
        return Verdict(
            check,
            False,
            f"{first}{seen.death(dead[0])}; {tasks if never else 'no other task'} never ran "
            "(catch any Exception a task raises, in the loop)",
            dead[0]["task_id"],
            float(dead[0]["time"]),
        )
    for probe in ("fail", "fail2"):
        if probe not in seen.invoked:
            return Verdict(check, False, f"{seen.task(probe)} never ran", seen.put[probe])
    if "after" in seen.invoked:
        return Verdict(
            check,
            True,
            f"{' and '.join(raised.values())}, and the worker went on: task {after_id} ran",
            after_id,
        )
    return Verdict(
        check,
        False,
        f"after {' and '.join(raised.values()) or f'tasks {fail_id} and {fail2_id}'}, "
        f"task {after_id} never ran",
        fail2_id,
    )


def _stop_drains(seen: Observations) -> Verdict:
    check = "stop-drains"
    for probe in ("D", "E"):
        if probe not in seen.put:
            return Verdict(check, False, seen.nothing_put(probe))
    missing = [p for p in ("D", "E") if p not in seen.invoked]
    ids = f"tasks {seen.put['D']} and {seen.put['E']}"
    if missing:
        return Verdict(
            check,
            False,
            f"{ids} were queued before stop(); {seen.task(missing[0])} never ran"
            f"{seen.why_not(*FIRST_TASKS, 'idle', 'stop')}",
            seen.put[missing[0]],
        )
    return Verdict(check, True, f"{ids}, queued before stop(), both ran", seen.put["E"])


def _no_busy_wait(seen: Observations) -> Verdict:
    check = "no-busy-wait"
    idle = seen.facts.get("Idle")
    if idle is None:
        return Verdict(check, False, "the idle worker was never watched")
    seconds = float(idle["seconds"])
    polls = {k: int(v) for k, v in idle.get("polls", {}).items()}
    cpu = float(idle.get("cpu", 0))
    if polls:
        kind, count = max(polls.items(), key=lambda kv: kv[1])
        return Verdict(
            check,
            False,
            f"while idle for {seconds:g} s the worker called {kind} {count:,} times and used "
            f"{cpu:.2f} s of CPU: it polls instead of waiting in get()",
        )
    if cpu > BUSY_CPU * seconds:
        return Verdict(
            check,
            False,
            f"while idle for {seconds:g} s the process used {cpu:.2f} s of CPU: a busy loop",
        )
    if not idle.get("waiting"):
        alive = idle.get("alive") or []
        why = (
            f"{alive[0]} was running but not in tasks.get()"
            if alive
            else f"the worker thread had ended{seen.why_not(*FIRST_TASKS, 'idle')}"
        )
        return Verdict(
            check, False, f"while idle for {seconds:g} s no worker was waiting in get() ({why})"
        )
    return Verdict(
        check,
        True,
        f"while idle for {seconds:g} s the worker waited in get() and used "
        f"{cpu * 1000:.0f} ms of CPU",
    )
