"""Write the task table out: CSV (what the table shows) and JSON (the raw fields)."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from fifo_gui.ui.task_model import HEADERS, Column, TaskTableModel


def table_to_csv(model: TaskTableModel, path: Path) -> int:
    """Every row as the table shows it; returns the number of rows."""
    rows = model.rowCount()
    with path.open("w", newline="", encoding="utf-8") as stream:
        writer = csv.writer(stream)
        writer.writerow([HEADERS[c] for c in Column])
        for r in range(rows):
            writer.writerow([model.index(r, c).data() or "" for c in Column])
    return rows


def table_to_json(model: TaskTableModel, path: Path) -> int:
    """Every row's raw fields (times in seconds since the window opened)."""
    epoch = model.epoch

    def since(t: float | None) -> float | None:
        return None if t is None else round(t - epoch, 6)

    records = []
    for r in range(model.rowCount()):
        row = model.row(r)
        records.append({
            "id": row.task_id, "task": row.label, "sentinel": row.sentinel,
            "state": row.state.value, "worker": row.worker or None, "producer": row.producer,
            "enqueued": since(row.enqueued), "started": since(row.started),
            "finished": since(row.finished), "result": row.result or None,
            "error": row.error or None, "traceback": row.traceback or None,
        })
    path.write_text(json.dumps({"tasks": records}, indent=2, ensure_ascii=False) + "\n",
                    encoding="utf-8")
    return len(records)
