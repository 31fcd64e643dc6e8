"""Reading a scenario file: bounded, decoded by the one strict JSON reader
(core/strict_json.py), checked by schema.py. Every problem raises
`ScenarioError` and nothing else; a recording opened as a scenario says so."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fifo_gui.core import strict_json
from fifo_gui.core.messages import QT_TRANSLATE_NOOP, Message
from fifo_gui.core.recording import EVENT_TYPES, MAX_LINE
from fifo_gui.core.safe_files import (
    NotTextError,
    RefusedFileError,
    open_regular,
    read_regular,
    shown_name,
    unicode_text,
)
from fifo_gui.core.scenario.model import Scenario, ScenarioError, UserTasks
from fifo_gui.core.scenario.schema import scenario_from

MAX_BYTES = 1_000_000
RECORDING = QT_TRANSLATE_NOOP(
    "CoreErrors", "this is a recording: open it with File ▸ Open recording (or --replay)"
)


def load_scenario(path: str | Path, user_tasks: UserTasks | None = None) -> Scenario:
    """Read and check a scenario file; raises `ScenarioError` and nothing else.

    `user_tasks` (a loaded tasks file) are kinds the file may name too."""
    name = shown_name(path)
    try:
        data = read_regular(path, MAX_BYTES)
    except RefusedFileError as exc:
        reason: object = exc
        if _starts_a_recording(_first_line(path)):  # a long recording is over the limit
            reason = Message(RECORDING)
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: {reason}"), file=name, reason=reason
        ) from None
    except OSError as exc:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: cannot read the file ({why})"),
            file=name,
            why=exc.strerror or exc,
        ) from None
    try:
        return parse_scenario(data, user_tasks)
    except ScenarioError as exc:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{file}: {reason}"), file=name, reason=exc
        ) from None


def parse_scenario(data: bytes | str, user_tasks: UserTasks | None = None) -> Scenario:
    """Check scenario JSON given as bytes or text; raises `ScenarioError` only."""
    try:
        return scenario_from(_decode(data), user_tasks or {})
    except ScenarioError:
        raise
    except RecursionError:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "the JSON is nested too deeply")
        ) from None
    except (ValueError, TypeError, OverflowError) as exc:  # a last safety net
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "not a usable scenario: {why}"), why=exc
        ) from None


def _decode(data: bytes | str) -> Any:
    if isinstance(data, bytes):
        if len(data) > MAX_BYTES:
            raise ScenarioError(
                QT_TRANSLATE_NOOP("CoreErrors", "more than {limit:,} bytes"), limit=MAX_BYTES
            )
        try:
            text = unicode_text(data)  # UTF-8, or what a byte-order mark says (Notepad)
        except NotTextError as exc:
            raise ScenarioError(exc.template, **exc.values) from None
    else:
        text = data
    try:
        return strict_json.loads(text)
    except strict_json.RefusedJsonError as exc:
        raise ScenarioError(exc.template, **exc.values) from None
    except json.JSONDecodeError as exc:
        if _starts_a_recording(text.partition("\n")[0]):  # "Extra data (line 2)" otherwise
            raise ScenarioError(RECORDING) from None
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "not valid JSON: {why} (line {line}, column {column})"),
            why=exc.msg,
            line=exc.lineno,
            column=exc.colno,
        ) from None


def _first_line(path: str | Path) -> str:
    """The first line of a file, at most a recording line long ("" if unreadable)."""
    try:
        with open_regular(path, 2**63 - 1) as stream:
            return stream.readline(MAX_LINE).decode("utf-8-sig", "replace")
    except (OSError, RefusedFileError):
        return ""


def _starts_a_recording(line: str) -> bool:
    """True for a recording's first line: its setup line, or (an older one) an event."""
    try:  # a guess at what the file is, never what is read: plain json will do
        obj = json.loads(line)
    except (ValueError, RecursionError):
        return False
    if not isinstance(obj, dict) or "v" not in obj:
        return False
    kind = obj.get("type")
    return kind == "Setup" or (isinstance(kind, str) and kind in EVENT_TYPES)
