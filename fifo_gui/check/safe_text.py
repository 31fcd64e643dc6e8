"""What the child writes of a value or an exception of the student's: short, and
never raising (their `repr` or `str` may raise anything)."""

from __future__ import annotations

from typing import Any


def short_repr(value: Any, limit: int = 80) -> str:
    """`repr(value)`, cut to `limit` characters; the type's name if the repr raises."""
    try:
        text = repr(value)
    except BaseException:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def exception_message(exc: BaseException) -> str:
    """`str(exc)`, at most 200 characters; '' if it raises."""
    try:
        return str(exc)[:200]
    except BaseException:
        return ""
