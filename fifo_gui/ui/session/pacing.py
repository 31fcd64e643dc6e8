"""How the GUI thread shares its time: every pace the window keeps, in one place.

One interpreter runs the workers and the window. These figures decide who
waits for whom, and for how long:

- The frame (`FrameClock`): every FRAME_MS while something changes, the
  window shows one instant: the table, the status lines and the views,
  painted together. Its costliest views draw that instant ahead, each in a
  pass of its own (`FramePicture`), so no pass holds the GUI thread long.
  A frame whose passes took more than FRAME_SHARE of its period puts the
  next one further off (up to FRAME_MAX_MS): the frames keep to that share
  of the GUI thread's time, so watching a flood slows it little; timed on
  the wall clock, a pass kept waiting by other processes on the same cores
  (a broker's workers) counts in full, and the frames give way to them. It
  rests when nothing changes.
- The turn (`SchedulerBridge.turn`): while the window takes events in or
  shows a frame, a worker that reports an event waits at the bridge's door,
  at most one frame. That wait is the cost of being watched; a worker that
  reports nothing (a long task) never waits.
- The drain (`SchedulerBridge.drain`): events are taken in for at most
  DRAIN_BUDGET_S a turn, EVENT_CHUNK at a time; a backlog comes back at the
  next pass of Qt's loop, after input, paints and the other timers.
- The checkpoints (`ReplayController`): a replay's recording is applied
  once more for its checkpoints, CHECKPOINT_BUDGET_S a turn of Qt's loop,
  until they are made (on a thread of its own, it would hold the interpreter
  lock each of the window's calls into Python waits for).
- The switch interval: a thread running Python keeps the interpreter lock
  at most SWITCH_INTERVAL_S once another waits for it. Python's default
  (5 ms) suits throughput; each call from Qt into Python on the GUI thread
  would wait that long behind a busy worker.
- The collector (`Collector`): up to FULL_WALK frozen objects, a full
  collection at rest is short; past it, only what the last frames made is
  collected.

`scripts/bench` measures what the window costs a flood under these paces.
"""

from __future__ import annotations

FRAME_MS = 50  # a frame every 50 ms at most: smooth for a class
FRAME_SHARE = 0.1  # of the GUI thread's time, the most frames take: a costly one waits longer
FRAME_MAX_MS = 500  # but a frame at least twice a second while something changes
DRAIN_BUDGET_S = 0.003  # GUI time one turn may spend taking events in; the rest waits a turn
EVENT_CHUNK = 1024  # events handed to the ledger (and the window) in one batch
CHECKPOINT_BUDGET_S = 0.003  # GUI time one turn may spend making a replay's checkpoints
SWITCH_INTERVAL_S = 0.001  # the interpreter lock's turn between threads
FULL_WALK = 300_000  # frozen objects up to which a full collection at rest stays short
