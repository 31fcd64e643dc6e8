"""The Qt layer: the only package that imports PySide6.

Importing PySide6 replaces `__import__` with a hook that, for every module
imported after it, reads that module's source (looking for `from __feature__`).
The Qt-free modules the window needs are imported here, before any Qt module,
so they skip that: ~8 ms of a ~200 ms start.
"""

import fifo_gui.core
import fifo_gui.core.ledger
import fifo_gui.core.mirror
import fifo_gui.core.producer
import fifo_gui.core.scenario
import fifo_gui.core.stats
import fifo_gui.resources  # noqa: F401
