"""The outputs of a run: the one rule every file the app writes goes through.

Before anything runs, `check_run` looks at every file the run will read and
write: an output that is the same file as an input, or as another output, is
refused in one sentence naming both options, and so is one that could not be
written (a pipe, a device, a folder, a folder that does not exist).

Then a finished output (a trace, a gradebook, a screenshot, an export, a
saved scenario) is written to a temporary file beside it, flushed to the disk
and renamed into place when complete (`written_beside`; text through
`text_beside` or `write_text`): an interrupted run or a failing disk leaves the
old file whole, never half a new one over it, and whoever reads the old file
meanwhile reads it whole. Two outputs stream instead, because they must
survive a crash of the app: the recording is written in whole JSON lines as
the session runs (its reader takes a file cut after its last whole line and
names the cut), and `--log` adds whole lines to the end of what the file held.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import TextIO

from fifo_gui.core.safe_files import check_output, check_regular, shown

Paths = Mapping[str, Iterable[str | Path]]  # option ("--record") -> the files it names


def same_file(a: str | Path, b: str | Path) -> bool:
    """True if `a` and `b` are one file: the same resolved path, or (both
    existing) the same file by another name (a hard link, a symlink)."""
    if Path(a).resolve() == Path(b).resolve():
        return True
    try:
        return os.path.samefile(a, b)
    except OSError:  # one of them does not exist yet: no other name for it either
        return False


def check_run(inputs: Paths, outputs: Mapping[str, str | Path]) -> str | None:
    """Why the run must not start, in one sentence, or None. `inputs` maps an
    option to every file it reads (a folder's files too); `outputs` an option
    to the file it writes. Creates and changes nothing."""
    written = list(outputs.items())
    for at, (option, path) in enumerate(written):
        for other, other_path in written[:at]:
            if same_file(path, other_path):
                return f"{other} and {option} name the same file ({shown(str(path))}): choose two"
        for source, files in inputs.items():
            if any(same_file(path, file) for file in files):
                return (
                    f"{option} {shown(str(path))} is a file {source} reads: "
                    "writing it would destroy it"
                )
    for _option, path in written:
        try:
            check_output(path)
        except OSError as exc:
            return f"cannot write {shown(str(path))}: {exc.strerror or exc}"
    return None


@contextlib.contextmanager
def written_beside(path: str | Path) -> Iterator[Path]:
    """A new, empty file beside `path` to write the output into; flushed to the
    disk and renamed onto `path` when the block ends, removed if it raises or
    the disk fails to keep it (the old file stays). A target that is no
    regular file (a pipe, a device, a folder) raises `NotAFileError` first:
    renamed onto, `/dev/null` would become a file."""
    target = Path(path)
    check_regular(target)
    part = target.with_name(f".{target.name}.{os.urandom(4).hex()}.part")
    os.close(os.open(part, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))  # umask applies
    try:
        yield part
        _sync(part)
        os.replace(part, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(part)
        raise


def _sync(path: Path) -> None:
    """`path`'s data on the disk: a full or failing disk says so here, not later."""
    fd = os.open(path, os.O_WRONLY)  # for writing: Windows syncs no read-only file
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@contextlib.contextmanager
def text_beside(path: str | Path, encoding: str = "utf-8") -> Iterator[TextIO]:
    """`path` to write text into, as `written_beside`: whole when the block
    ends, or not at all. Lines end as written (a CSV writer's own \\r\\n too);
    a lone surrogate is written as its escape."""
    with (
        written_beside(path) as part,
        open(part, "w", encoding=encoding, errors="backslashreplace", newline="") as stream,
    ):
        yield stream


def write_text(path: str | Path, text: str) -> None:
    """Write `text` to `path` as UTF-8 (a lone surrogate as its escape), whole or not at all."""
    with text_beside(path) as stream:
        stream.write(text)
