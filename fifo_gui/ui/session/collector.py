"""Python's cyclic garbage collector, kept out of the window's way.

A full collection walks every object the collector tracks, holding the
interpreter lock, on whichever thread happens to allocate: the GUI thread
putting a burst, a worker taking tasks, a replay's jump. A 100,000-task flood
keeps about half a million such objects alive (tasks, records, their places in
the table), and a full collection of them froze the window, several times
a flood. Refcounting frees those objects when their task is done
or trimmed: they form no cycles, and a full collection finds nothing among them.

So while the window's frame clock runs, each frame moves what the collector
tracks to its permanent generation (`gc.freeze`, which takes constant time).
The young collections go on over what the last frame made, and a full one only
walks that. When the clock comes to rest, everything is given back
(`gc.unfreeze`) and collected once, if there are few enough objects for that
to be quick: a full collection's time grows with what it walks, and after a
million-task replay or flood it would hold a click for a third of a second.
Past `pacing.FULL_WALK` objects they stay frozen (refcounting still frees each one when
it is done with) and only what the last frames made is collected, until a new
session or a trimmed table brings the number down again. Everything is given
back when the window closes.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, Slot

from fifo_gui.ui.session import pacing


class Collector(QObject):
    """Freezes the collector's objects at each frame; gives them back at rest."""

    @Slot()
    def on_frame(self) -> None:
        """A frame: what exists now is out of the next collections' way."""
        gc.freeze()

    @Slot(bool)
    def on_clock_running(self, running: bool) -> None:
        """At rest: every object back to the collector and one full collection,
        if it is short (see `pacing.FULL_WALK`); else a collection of the unfrozen only."""
        if not running:
            if gc.get_freeze_count() <= pacing.FULL_WALK:
                self.release()
            gc.collect()

    def release(self) -> None:
        """Every frozen object back to the collector (at rest, and at exit)."""
        gc.unfreeze()
