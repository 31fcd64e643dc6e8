"""The Your tasks arguments field: literals only, each keyword once."""

from __future__ import annotations

import pytest

from fifo_gui.ui.producer.user_tasks_controls import ArgumentsError, parse_arguments


def test_arguments_are_literals() -> None:
    assert parse_arguments("2, 'x', b=3") == ((2, "x"), {"b": 3})


def test_a_keyword_given_twice_is_refused_as_python_would() -> None:
    with pytest.raises(ArgumentsError, match="b= is given twice"):
        parse_arguments("1, b=2, b=3")
