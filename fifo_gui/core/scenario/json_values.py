"""A scenario's JSON values checked one at a time, each problem a
`ScenarioError` naming the value's JSON path (`$.tasks[3].seconds`)."""

from __future__ import annotations

from typing import Any

from fifo_gui.core.messages import QT_TRANSLATE_NOOP, Message
from fifo_gui.core.safe_files import shown_value, valid_utf8
from fifo_gui.core.scenario.model import ScenarioError


def json_object(value: Any, where: str) -> dict[str, Any]:
    """`value` if it is a JSON object."""
    if not isinstance(value, dict):
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}: expected an object, got {type}"),
            where=where,
            type=type_in_words(value),
        )
    return value


def known_keys(obj: dict[str, Any], allowed: set[str] | frozenset[str], where: str) -> None:
    """Refuse the first key of `obj` (in sorted order) that is not `allowed`."""
    unknown = sorted(set(obj) - allowed)
    if unknown:
        if not allowed:
            raise ScenarioError(
                QT_TRANSLATE_NOOP("CoreErrors", "{where}: unknown key {key}; allowed: none"),
                where=where,
                key=shown_value(unknown[0]),
            )
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}: unknown key {key}; allowed: {keys}"),
            where=where,
            key=shown_value(unknown[0]),
            keys=", ".join(sorted(allowed)),
        )


def whole_number(value: Any, where: str, low: int, high: int) -> int:
    """`value` if it is a whole number from `low` to `high` (true/false are not)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}: expected a whole number, got {type}"),
            where=where,
            type=type_in_words(value),
        )
    if not low <= value <= high:
        raise ScenarioError(
            QT_TRANSLATE_NOOP(
                "CoreErrors", "{where}: must be between {low} and {high}, got {value}"
            ),
            where=where,
            low=low,
            high=high,
            value=value,
        )
    return value


def number(value: Any, where: str, low: float, high: float) -> float:
    """`value` as a float if it is a number from `low` to `high`."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}: expected a number of seconds, got {type}"),
            where=where,
            type=type_in_words(value),
        )
    if not low <= value <= high:
        raise ScenarioError(
            QT_TRANSLATE_NOOP(
                "CoreErrors", "{where}: must be between {low:g} and {high:g}, got {value:g}"
            ),
            where=where,
            low=low,
            high=high,
            value=value,
        )
    return float(value)


def text(value: object, where: str, limit: int) -> str:
    """`value` if it is text of at most `limit` characters, made printable."""
    if not isinstance(value, str):
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}: expected text, got {type}"),
            where=where,
            type=type_in_words(value),
        )
    if len(value) > limit:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("CoreErrors", "{where}: longer than {limit} characters"),
            where=where,
            limit=limit,
        )
    return valid_utf8(value)  # a lone surrogate ("\\udce9") shown as its escape: printable


def type_in_words(value: Any) -> str:
    """What a JSON value is, in words (a `Message`: the window translates it)."""
    names = {
        dict: QT_TRANSLATE_NOOP("CoreErrors", "an object"),
        list: QT_TRANSLATE_NOOP("CoreErrors", "a list"),
        str: QT_TRANSLATE_NOOP("CoreErrors", "text"),
        bool: QT_TRANSLATE_NOOP("CoreErrors", "true/false"),
        int: QT_TRANSLATE_NOOP("CoreErrors", "a number"),
        float: QT_TRANSLATE_NOOP("CoreErrors", "a number"),
        type(None): "null",
    }
    name = names.get(type(value))
    return Message(name) if name is not None else type(value).__name__
