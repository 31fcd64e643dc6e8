"""Messages the core makes for the user, kept translatable without Qt.

The core never imports Qt, so it cannot translate. It marks each sentence with
`QT_TRANSLATE_NOOP("CoreErrors", template)` (lupdate finds calls by that name)
and keeps the template beside its named values: a `Message` is the English
text (what the console prints and tests compare) that also remembers how it
was made, and a `CoreError` is an exception whose text is such a message. The
window translates the template and formats it again with the same values
(fifo_gui/ui/words/core_errors.py); a value that is itself a message or a core
error is translated too.
"""

from __future__ import annotations

from typing import Any

CONTEXT = "CoreErrors"  # the translation context of every core message


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate seeks
    """Marks `text` for lupdate in `context`; returns it unchanged."""
    return text


class Message(str):
    """The English text of `template.format(**values)` (the template as it is
    when there are no values), keeping `.template` and `.values`."""

    template: str
    values: dict[str, Any]

    def __new__(cls, template: str, /, **values: Any) -> Message:
        self = super().__new__(cls, template.format(**values) if values else template)
        self.template = template
        self.values = values
        return self


class CoreError(Exception):
    """An error made from a template and named values: its `str()` is the
    English message; `.message` (a `Message`), `.template` and `.values`
    let the window say it in the user's language."""

    def __init__(self, template: str, /, **values: Any) -> None:
        self.message = Message(template, **values)
        super().__init__(self.message)

    @property
    def template(self) -> str:
        return self.message.template

    @property
    def values(self) -> dict[str, Any]:
        return self.message.values


class CoreValueError(CoreError, ValueError):
    """A `ValueError` the window shows to the user (a refused setting)."""


class CoreRuntimeError(CoreError, RuntimeError):
    """A `RuntimeError` the window shows to the user (a change refused now)."""


class CrossingError(CoreValueError):
    """A call that cannot be sent to a worker process, with the reason in one sentence."""
