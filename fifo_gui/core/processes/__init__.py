"""Worker processes: the lesson's scheduler with each call run in a process.

`scheduler.ProcessScheduler` runs the calls; `crossing` says what may cross to
a process. `fifo_gui.core.engines` names what runs the workers' calls:
"threads" (the lesson's) or "processes" (this package), and checks a scenario
with `crossing` only if it runs on processes. Nothing is imported here:
`crossing` brings pickle, `scheduler` multiprocessing, and only what runs on
worker processes imports them.
"""
