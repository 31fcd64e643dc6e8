"""Check your scheduler: a student's answer to the lesson's exercise, run and judged.

Qt-free. `child.py` runs one student's file in a process of its own and reports
what it sees as JSON lines (the lesson's events and the checker's own facts);
`runner.py` starts that process under a time limit and reads it; `verdicts.py`
turns what it read into the lesson's checks, each PASS or FAIL with evidence.
"""

from __future__ import annotations

CHECKS = (
    "fifo-order",
    "runs-in-background",
    "passes-arguments",
    "survives-failure",
    "stop-drains",
    "stop-returns",
    "no-busy-wait",
)
