"""The Qt layer: the only package that imports PySide6.

Importing PySide6 replaces `__import__` with a hook that, for every module
imported after it, reads that module's source (looking for `from __feature__`).
That is a file read a module, so the Qt-free modules the window needs, and
the standard library they pull in, are imported here, before any Qt module.
"""

import fifo_gui.core
import fifo_gui.core.ledger
import fifo_gui.core.producer
import fifo_gui.core.scenario
import fifo_gui.core.session
import fifo_gui.core.stats
import fifo_gui.resources  # noqa: F401
