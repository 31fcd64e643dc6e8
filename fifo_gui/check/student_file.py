"""The student's file, imported in the child under a time limit: its
`FIFOScheduler` class, or the run ends with why the file cannot be used."""

from __future__ import annotations

import importlib.util
import sys
from typing import Any

from fifo_gui.check.bounded_call import call, raised
from fifo_gui.check.probe import Probe

IMPORT_LIMIT = 3.0  # seconds for the file's import
MODULE_NAME = "student_scheduler"


def import_their_scheduler(probe: Probe, path: str) -> type[Any]:
    """The `FIFOScheduler` class the file at `path` defines; the run ends `Unusable`
    if it is not Python, its import fails or hangs, or it defines none."""
    probe.fact("Phase", name="import", limit=IMPORT_LIMIT)
    spec = importlib.util.spec_from_file_location(MODULE_NAME, path)
    if spec is None or spec.loader is None:
        probe.fact("Unusable", reason="not a Python file")
        probe.finish()
    module = importlib.util.module_from_spec(spec)
    sys.modules[MODULE_NAME] = module
    loader = spec.loader
    imported = call(lambda: loader.exec_module(module), IMPORT_LIMIT, "check-import")
    if not imported.returned:
        why = imported.error or f"did not finish within {IMPORT_LIMIT:g} s"
        probe.fact("Unusable", reason=f"importing it {raised(why)}")
        probe.finish()
    cls = getattr(module, "FIFOScheduler", None)
    if not isinstance(cls, type):
        probe.fact("Unusable", reason="it defines no FIFOScheduler class")
        probe.finish()
    return cls
