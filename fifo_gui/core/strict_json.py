"""One strict JSON reader for the files the app opens: scenarios and recordings.

Refused, each with its own message: NaN and Infinity, a key given twice, an
integer longer than MAX_INT_DIGITS digits, a number literal too long or out
of range, nesting too deep (a `RefusedJsonError`). A syntax error stays a
`json.JSONDecodeError`, which each caller words for its file (a scenario by
line and column, a recording's line by column). Stdlib only.
"""

from __future__ import annotations

import json
import math
from typing import Any

from fifo_gui.core.messages import QT_TRANSLATE_NOOP, CoreError
from fifo_gui.core.safe_files import shown_value

MAX_INT_DIGITS = 18
MAX_FLOAT_LITERAL = 40  # characters: float() of a longer one costs more than it is worth


class RefusedJsonError(CoreError, ValueError):
    """Well-formed JSON the app will not read; its message names why."""


def loads(text: str) -> Any:
    """The value `text` holds (a leading byte-order mark is skipped)."""
    try:
        return _DECODER.decode(text.removeprefix("\ufeff"))
    except RecursionError:
        raise RefusedJsonError(
            QT_TRANSLATE_NOOP("CoreErrors", "the JSON is nested too deeply")
        ) from None


def _refuse_constant(name: str) -> Any:
    raise RefusedJsonError(
        QT_TRANSLATE_NOOP("CoreErrors", "{name} is not allowed: use a finite number"), name=name
    )


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise RefusedJsonError(
            QT_TRANSLATE_NOOP("CoreErrors", "integer with {digits:,} digits is too long"),
            digits=len(text.lstrip("-")),
        )
    return int(text)


def _finite_float(text: str) -> float:
    if len(text) > MAX_FLOAT_LITERAL:
        raise RefusedJsonError(QT_TRANSLATE_NOOP("CoreErrors", "number literal is too long"))
    value = float(text)
    if not math.isfinite(value):
        raise RefusedJsonError(
            QT_TRANSLATE_NOOP("CoreErrors", "{number} is out of range"), number=text
        )
    return value


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise RefusedJsonError(
                QT_TRANSLATE_NOOP("CoreErrors", "duplicate key {key}"), key=shown_value(key)
            )
        result[key] = value
    return result


_DECODER = json.JSONDecoder(
    parse_constant=_refuse_constant,
    parse_int=_bounded_int,
    parse_float=_finite_float,
    object_pairs_hook=_unique_keys,
)
