"""Worker processes: the lesson's scheduler with each call run in a process.

`scheduler.ProcessScheduler` runs the calls; `crossing` says what may cross to
a process. `fifo_gui.core.engines` names what runs the workers' calls:
"threads" (the lesson's) or "processes" (this package). Nothing is imported
here: `crossing` is light, `scheduler` brings multiprocessing, and only a run
on worker processes imports it.
"""
