"""Opening a file someone handed the app, safely: regular files only, size
checked before a byte is read, and what a message echoes of it bounded.

A named pipe would block the read (and a window's Open dialog with it),
/dev/zero never ends, a folder has no bytes: each is refused at once. The
same holds for a file the app writes (`check_output`, `open_output`): opening
a named pipe for writing waits for ever for a reader. What was read is text
as an editor on any system saves it (`unicode_text`: UTF-8, or UTF-16 after
the byte-order mark Windows tools write), or a message says where it is not.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO, TextIO

from fifo_gui.core.messages import QT_TRANSLATE_NOOP, CoreError, Message

SHOWN = 80  # characters of a name or a value a message echoes


class RefusedFileError(CoreError, ValueError):
    """A file the app will not read, with the reason (no file name): a `CoreError`."""


class NotTextError(CoreError, ValueError):
    """Bytes that are not Unicode text, with where the first bad byte is: a `CoreError`."""


# What an editor may write first, and the encoding it announces: Windows
# Notepad's "UTF-8 with BOM" and "Unicode", Windows PowerShell's > and
# Out-File (UTF-16). UTF-32 LE's mark begins with UTF-16 LE's: it comes first.
BYTE_ORDER_MARKS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def open_regular(path: str | Path, max_bytes: int) -> BinaryIO:
    """`path` open for reading in binary if it is a regular file of at most
    `max_bytes`; `RefusedFileError` if not, `OSError` if it cannot be opened."""
    nonblock = getattr(os, "O_NONBLOCK", 0)  # a pipe opens at once instead of waiting
    fd = os.open(path, os.O_RDONLY | nonblock | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise RefusedFileError(
                QT_TRANSLATE_NOOP("CoreErrors", "not a regular file ({kind})"),
                kind=_kind(info.st_mode),
            )
        if info.st_size > max_bytes:
            size = info.st_size
            raise RefusedFileError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors", "the file is {size:,} bytes; the limit is {limit:,}"
                ),
                size=size,
                limit=max_bytes,
            )
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
        raise RefusedFileError(
            QT_TRANSLATE_NOOP("CoreErrors", "the file is over {limit:,} bytes"), limit=max_bytes
        )
    return data


class NotAFileError(OSError):
    """An output path that exists and is not a regular file; `strerror` says
    what it is (a `Message`), `filename` is the path (an `OSError`: callers
    say "cannot write")."""


def _refuse_special(path: str | Path, mode: int) -> None:
    if not stat.S_ISREG(mode):
        why = Message(
            QT_TRANSLATE_NOOP("CoreErrors", "not a regular file ({kind})"), kind=_kind(mode)
        )
        raise NotAFileError(errno.EINVAL, why, str(path))


def check_regular(path: str | Path) -> None:
    """Raise `NotAFileError` if `path` exists and is not a regular file (a
    named pipe, a device, a folder): never written over, never replaced."""
    with contextlib.suppress(FileNotFoundError):
        _refuse_special(path, os.stat(path).st_mode)


def check_output(path: str | Path) -> None:
    """Raise `OSError` now if the app could not write `path` later (a named
    pipe, a device or a folder: `NotAFileError`); creates and changes nothing."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL
        os.close(os.open(path, flags, 0o666))  # the folder takes a new file ...
        os.unlink(path)  # ... which is not left behind
        return
    _refuse_special(path, info.st_mode)
    nonblock = getattr(os, "O_NONBLOCK", 0)  # a pipe made meanwhile fails, never waits
    os.close(os.open(path, os.O_WRONLY | os.O_APPEND | nonblock))  # writable?
    probe = Path(path).with_name(f".{Path(path).name}.{os.urandom(4).hex()}.probe")  # and its
    os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))  # folder: a rename
    os.unlink(probe)


def open_output(path: str | Path, *, append: bool = False) -> TextIO:
    """`path` open for writing UTF-8 text (created; emptied, or added to if
    `append`), never blocking: a named pipe, a device or a folder raise
    `NotAFileError` at once, any other problem `OSError`. A lone surrogate
    written is its escape."""
    check_regular(path)  # the clear message, before any open
    flags = os.O_WRONLY | os.O_CREAT | (os.O_APPEND if append else os.O_TRUNC)
    nonblock = getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags | nonblock | getattr(os, "O_BINARY", 0), 0o666)
    try:
        _refuse_special(path, os.fstat(fd).st_mode)  # a pipe made since the look above
        if nonblock:
            os.set_blocking(fd, True)
        return open(fd, "a" if append else "w", encoding="utf-8", errors="backslashreplace")
    except BaseException:
        os.close(fd)
        raise


def _kind(mode: int) -> Message:
    if stat.S_ISDIR(mode):
        return Message(QT_TRANSLATE_NOOP("CoreErrors", "a folder"))
    if stat.S_ISFIFO(mode):
        return Message(QT_TRANSLATE_NOOP("CoreErrors", "a named pipe"))
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Message(QT_TRANSLATE_NOOP("CoreErrors", "a device"))
    if stat.S_ISSOCK(mode):
        return Message(QT_TRANSLATE_NOOP("CoreErrors", "a socket"))
    return Message(QT_TRANSLATE_NOOP("CoreErrors", "not a file"))


def marked_encoding(data: bytes) -> str | None:
    """The encoding `data`'s byte-order mark announces (None: it has none)."""
    return next((name for mark, name in BYTE_ORDER_MARKS if data.startswith(mark)), None)


def unicode_text(data: bytes) -> str:
    """`data` as the text an editor on any system saved: UTF-8, or, after a
    byte-order mark, UTF-8, UTF-16 or UTF-32 (the mark left out). Raises
    `NotTextError` with the line and column of the first byte that is not."""
    encoding = marked_encoding(data) or "utf-8"
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        before = data[: exc.start].decode(encoding, "replace")
        line_start = before.rfind("\n") + 1
        values = {"line": before.count("\n") + 1, "column": len(before) - line_start + 1}
        if encoding.startswith("utf-8"):
            raise NotTextError(
                QT_TRANSLATE_NOOP(
                    "CoreErrors",
                    "not UTF-8 text: line {line}, column {column} (byte {byte}); save it as UTF-8",
                ),
                byte=f"0x{data[exc.start]:02X}",
                **values,
            ) from None
        raise NotTextError(
            QT_TRANSLATE_NOOP(
                "CoreErrors",
                "not {encoding} text, as its byte-order mark says: line {line}, column {column}",
            ),
            encoding=encoding.upper(),
            **values,
        ) from None


def not_python_source(data: bytes) -> Message | None:
    """Why Python cannot run `data` as source though an editor saved it as text:
    UTF-16 or UTF-32, as its byte-order mark says (None: not that)."""
    marked = marked_encoding(data)
    if marked is None or marked.startswith("utf-8"):
        return None
    return Message(
        QT_TRANSLATE_NOOP(
            "CoreErrors", "saved as {encoding}, which Python cannot run: save it as UTF-8"
        ),
        encoding=marked.upper(),
    )


def utf8(text: str) -> bytes:
    """`text` as UTF-8 bytes; a lone surrogate (a file name that was not UTF-8,
    as os.listdir returns it) becomes its escape `\\udce9`: in JSON text, the
    escape that reads back as the same string."""
    return text.encode("utf-8", "backslashreplace")


def valid_utf8(text: str) -> str:
    """`text` with every lone surrogate written as its escape (see `utf8`):
    what recordings, logs, traces and exports write."""
    return text if text.isascii() else utf8(text).decode("utf-8")


def printable(text: str) -> str:
    """`text` as the terminal may print it: every control character (ESC, BEL,
    a newline) and lone surrogate escaped as Python writes it (`\\x1b`), as
    the window shows it; the rest unchanged."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


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
