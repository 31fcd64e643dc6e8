"""Write the task table out: CSV (what the table shows) and JSON (the raw fields)."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt

from fifo_gui.core.ledger import Record
from fifo_gui.core.outputs import text_beside, write_text
from fifo_gui.core.safe_files import valid_utf8
from fifo_gui.ui.table.task_model import Column, TaskTableModel
from fifo_gui.ui.words.i18n import QT_TRANSLATE_NOOP

# Times are numbers a spreadsheet can sum: seconds, the unit in the header.
# The CSV is for people (the table as shown): its header is in the class's
# language, like the table's; the JSON's keys are a format and stay as they are.
_HEADER_UNITS = {
    Column.ENQUEUED: QT_TRANSLATE_NOOP("TableExport", "Enqueued (s since session start)"),
    Column.STARTED: QT_TRANSLATE_NOOP("TableExport", "Started (s since session start)"),
    Column.FINISHED: QT_TRANSLATE_NOOP("TableExport", "Finished (s since session start)"),
    Column.WAIT: QT_TRANSLATE_NOOP("TableExport", "Wait (s)"),
    Column.RUN: QT_TRANSLATE_NOOP("TableExport", "Run (s)"),
    Column.CPU: QT_TRANSLATE_NOOP("TableExport", "CPU (s)"),
}


def _header(model: TaskTableModel, column: Column) -> str:
    """The CSV's title of `column`: the table's, with the unit of a time."""
    if column in _HEADER_UNITS:
        return QCoreApplication.translate("TableExport", _HEADER_UNITS[column])
    return str(model.headerData(column, Qt.Orientation.Horizontal))


def _csv_times(row: Record, epoch: float) -> dict[Column, str]:
    def num(value: float | None) -> str:
        return "" if value is None else f"{value:.6f}"

    def since(t: float | None) -> float | None:
        return None if t is None else t - epoch

    wait = None if row.started is None else row.started - row.enqueued
    run = None if row.started is None or row.finished is None else row.finished - row.started
    return {
        Column.ENQUEUED: num(since(row.enqueued)),
        Column.STARTED: num(since(row.started)),
        Column.FINISHED: num(since(row.finished)),
        Column.WAIT: num(wait),
        Column.RUN: num(run),
        Column.CPU: num(row.cpu),
    }


def _csv_numbers(model: TaskTableModel, row: Record) -> dict[Column, str]:
    """# and ID as plain numbers: the table groups their thousands (1,234)."""
    position = model.queue_position(row)
    return {Column.ID: str(row.task_id), Column.POSITION: "" if position is None else str(position)}


def _csv_texts(row: Record) -> dict[Column, str]:
    """The columns a task's own text fills, from the record: Qt's strings would
    drop a lone surrogate, the export writes its escape as recordings do."""
    return {
        Column.TASK: valid_utf8(row.label),
        Column.WORKER: valid_utf8(row.worker),
        Column.RESULT: valid_utf8(row.error or row.result),
    }


def table_to_csv(model: TaskTableModel, path: Path) -> int:
    """Every row as the table shows it, times as plain numbers of seconds,
    whole or not at all (the old file stays); returns the number of rows."""
    rows = model.rowCount()
    epoch = model.epoch
    # With a byte order mark: Excel on Windows reads accented task names as UTF-8.
    with text_beside(path, encoding="utf-8-sig") as stream:
        writer = csv.writer(stream)
        writer.writerow([_header(model, c) for c in Column])
        for r in range(rows):
            row = model.row(r)
            fields = _csv_times(row, epoch) | _csv_texts(row) | _csv_numbers(model, row)
            writer.writerow([fields[c] if c in fields else model.text(r, c) for c in Column])
    return rows


def table_to_json(model: TaskTableModel, path: Path) -> int:
    """Every row's raw fields (times in seconds since the session began),
    whole or not at all."""
    epoch = model.epoch

    def since(t: float | None) -> float | None:
        return None if t is None else round(t - epoch, 6)

    records = []
    for r in range(model.rowCount()):
        row = model.row(r)
        records.append(
            {
                "id": row.task_id,
                "task": row.label,
                "sentinel": row.sentinel,
                "state": row.state.value,
                "worker": row.worker or None,
                "producer": row.producer,
                "enqueued": since(row.enqueued),
                "started": since(row.started),
                "finished": since(row.finished),
                "cpu": None if row.cpu is None else round(row.cpu, 6),
                "result": row.result or None,
                "error": row.error or None,
                "traceback": row.traceback or None,
            }
        )
    text = json.dumps({"tasks": records}, indent=2, ensure_ascii=False)
    write_text(path, valid_utf8(text) + "\n")
    return len(records)
