"""`fifo-gui --console`: the lesson's example, run in the terminal (no Qt)."""

from __future__ import annotations

from fifo_gui.core import FIFOScheduler, failing_task, sample_task
from fifo_gui.core.echo import say


def run_lesson(workers: int = 1) -> int:
    """Run the lesson's four tasks and stop; return an exit status.

    The lesson sleeps a fixed 6 s before stopping; `stop()` already waits for
    everything queued ahead of the sentinel, so we stop straight away and the
    run ends as soon as the last task does. Ctrl-C shuts down promptly.
    """
    scheduler = FIFOScheduler(workers=workers)
    try:
        scheduler.start()
        say("Scheduling tasks...")
        scheduler.schedule(sample_task, "Task A", 2)
        scheduler.schedule(sample_task, name="Task B", duration=1)
        scheduler.schedule(failing_task)
        scheduler.schedule(sample_task, "Task C", 1)
        say("Main thread is free while tasks run in the background.")
        say("Stopping scheduler...")
        scheduler.stop()
        say("Scheduler stopped.")
    except KeyboardInterrupt:
        say("\nInterrupted: cancelling what is left...")
        scheduler.shutdown(timeout=2.0)
        return 130
    return 0
