"""The core's messages in the window's language.

The core (Qt-free) makes its errors from a template and named values
(fifo_gui/core/messages.py); here the template is translated in the
"CoreErrors" context and formatted again with the same values. A value that is
itself a core message or error (the reason a file was refused, "a folder") is
translated too; user text and numbers stay as given.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from fifo_gui.core.messages import CONTEXT, CoreError, Message


def error_text(error: object) -> str:
    """What to show for `error`: a core error or message in the window's
    language, anything else as `str()` says it."""
    message = error.message if isinstance(error, CoreError) else error
    if not isinstance(message, Message):
        return str(error)
    template = QCoreApplication.translate(CONTEXT, message.template)
    if not message.values:
        return template
    values = {
        name: error_text(value) if isinstance(value, (CoreError, Message)) else value
        for name, value in message.values.items()
    }
    return template.format(**values)
