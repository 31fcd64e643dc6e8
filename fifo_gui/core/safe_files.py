"""Opening a file someone handed the app, safely: regular files only, size
checked before a byte is read, and what a message echoes of it bounded.

A named pipe would block the read (and a window's Open dialog with it),
/dev/zero never ends, a folder has no bytes: each is refused at once.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

SHOWN = 80  # characters of a name or a value a message echoes


class RefusedFileError(ValueError):
    """A file the app will not read, with the reason (no file name)."""


def open_regular(path: str | Path, max_bytes: int) -> BinaryIO:
    """`path` open for reading in binary if it is a regular file of at most
    `max_bytes`; `RefusedFileError` if not, `OSError` if it cannot be opened."""
    nonblock = getattr(os, "O_NONBLOCK", 0)  # a pipe opens at once instead of waiting
    fd = os.open(path, os.O_RDONLY | nonblock | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise RefusedFileError(f"not a regular file ({_kind(info.st_mode)})")
        if info.st_size > max_bytes:
            size = info.st_size
            raise RefusedFileError(f"the file is {size:,} bytes; the limit is {max_bytes:,}")
        if nonblock:
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular(path: str | Path, max_bytes: int) -> bytes:
    """The bytes of a regular file of at most `max_bytes` (see `open_regular`);
    a file that grew past the limit meanwhile is refused too."""
    with open_regular(path, max_bytes) as stream:
        data = stream.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise RefusedFileError(f"the file is over {max_bytes:,} bytes")
    return data


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a file"


def utf8(text: str) -> bytes:
    """`text` as UTF-8 bytes; a lone surrogate (a file name that was not UTF-8,
    as os.listdir returns it) becomes its escape `\\udce9`: in JSON text, the
    escape that reads back as the same string."""
    return text.encode("utf-8", "backslashreplace")


def valid_utf8(text: str) -> str:
    """`text` with every lone surrogate written as its escape (see `utf8`):
    what recordings, logs, traces and exports write."""
    return text if text.isascii() else utf8(text).decode("utf-8")


def shown(text: str, limit: int = SHOWN) -> str:
    """`text` as a message may echo it: on one line, printable, valid UTF-8
    (control characters and lone surrogates escaped), at most `limit` characters."""
    if text.isprintable() and len(text) <= limit:
        return text
    clean = repr(text[: limit + 1])[1:-1]
    return clean if len(clean) <= limit else clean[: limit - 1] + "…"


def shown_name(path: str | Path) -> str:
    """A file's name as a message shows it (see `shown`)."""
    return shown(Path(path).name)


def shown_value(value: object, limit: int = SHOWN) -> str:
    """A value from a file as a message echoes it: its repr, bounded."""
    if isinstance(value, str) and len(value) > limit:
        value = value[: limit + 1]
    elif isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        return "a number of more than 60 digits"
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
