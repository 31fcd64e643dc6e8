"""A finished RQ job's return value, read from its result as RQ stores it
(base64 of a pickle): plain data is shown as a local task's result is; a
pickle that names a class or function is refused unread."""

from __future__ import annotations

import base64
import pickle

from fifo_gui.broker.jobs import result_of


class Secret:
    """A class of its own: unpickling it would import this module and run its code."""

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (print, ("a pickle ran code in the window",))


def stored(value: object) -> dict[bytes, bytes]:
    """A result stream entry as RQ writes one (`Result.serialize`)."""
    return {b"type": b"1", b"return_value": base64.b64encode(pickle.dumps(value))}


def test_plain_data_is_shown_as_a_local_task_s_result_is() -> None:
    assert result_of(stored("Task A")) == "'Task A'"
    assert result_of(stored(899999950000000)) == "899999950000000"
    assert result_of(stored([1, 2.5, ("a", None)])) == "[1, 2.5, ('a', None)]"


def test_nothing_returned_is_none_and_no_result_read_is_not_known() -> None:
    assert result_of({b"type": b"1"}) == "None"  # RQ stores no value for None
    assert result_of(None) == ""


def test_a_pickle_naming_a_class_or_function_is_refused_unread(capsys) -> None:
    assert result_of(stored(Secret())) == ""
    assert result_of(stored(Secret)) == ""
    assert capsys.readouterr().out == ""  # nothing it names was run


def test_other_bytes_are_not_known() -> None:
    assert result_of({b"return_value": base64.b64encode(b'{"json": 1}')}) == ""
    assert result_of({b"return_value": b"not base64 at all!"}) == ""
