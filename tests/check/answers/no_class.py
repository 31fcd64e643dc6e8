# ruff: noqa
"""No FIFOScheduler class: nothing can be checked (exit 2)."""


class Scheduler:
    pass
