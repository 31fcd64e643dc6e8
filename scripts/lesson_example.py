"""The lesson's example usage, unchanged but for its imports: they point at fifo_gui.core.

Run it with `.venv/bin/python scripts/lesson_example.py` (after scripts/run or
scripts/test has set up .venv).
"""

import time

from fifo_gui.core import FIFOScheduler


def sample_task(name: str, duration: int):
    """A simple task that prints a message and sleeps."""
    print(f"Starting task: '{name}' (will run for {duration}s)")
    time.sleep(duration)
    print(f"Finished task: '{name}'")


def failing_task():
    """A task that is designed to fail."""
    print("Starting failing task...")
    raise ValueError("This task was meant to fail!")


if __name__ == "__main__":
    scheduler = FIFOScheduler()
    scheduler.start()

    # Schedule some tasks
    print("Scheduling tasks...")
    scheduler.schedule(sample_task, "Task A", 2)
    scheduler.schedule(sample_task, name="Task B", duration=1)
    scheduler.schedule(failing_task)
    scheduler.schedule(sample_task, "Task C", 1)

    # Give the tasks some time to run
    # Notice the main thread is not blocked and can do other things.
    print("Main thread is free while tasks run in the background.")
    time.sleep(6)

    # Stop the scheduler
    print("Stopping scheduler...")
    scheduler.stop()
    print("Scheduler stopped.")
