"""Without a terminal (pythonw): the command line's words in a message box, the
log in a file under the app's data folder."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest

from fifo_gui import __version__
from fifo_gui.app import main
from fifo_gui.ui.app import identity, no_console


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[tuple[str, int]]:
    boxes: list[tuple[str, int]] = []
    monkeypatch.setattr(
        no_console, "show_message", lambda text, status: boxes.append((text, status))
    )
    monkeypatch.setattr(no_console, "log_file", lambda: tmp_path / "fifo-gui.log")
    return boxes


def no_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """As under pythonw (in the test itself: pytest's capture resets them after setup)."""
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)


def test_version_without_a_terminal_is_a_message_box(
    shown: list[tuple[str, int]], monkeypatch: pytest.MonkeyPatch
) -> None:
    no_terminal(monkeypatch)
    assert main(["--version"]) == 0
    is_none = sys.stdout is None and sys.stderr is None  # put back as they were
    monkeypatch.undo()
    assert shown == [(f"fifo-gui {__version__}", 0)] and is_none


def test_a_command_line_error_without_a_terminal_is_a_message_box(
    shown: list[tuple[str, int]], monkeypatch: pytest.MonkeyPatch
) -> None:
    no_terminal(monkeypatch)
    assert main(["--workers", "lots"]) == 2
    [(text, status)] = shown
    assert status == 2 and "not a whole number: 'lots'" in text and "usage: fifo-gui" in text


def test_the_log_goes_to_a_file_while_main_runs(
    shown: list[tuple[str, int]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    no_terminal(monkeypatch)

    def noisy(argv: object) -> int:
        logging.getLogger("fifo_gui").error("a worker said something")
        return 0

    handlers = list(logging.getLogger().handlers)
    assert no_console.without_console(noisy, None) == 0
    assert "fifo-gui: a worker said something" in (tmp_path / "fifo-gui.log").read_text("utf-8")
    assert shown == [] and logging.getLogger().handlers == handlers


def test_the_data_folder_is_the_platforms(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, qapp: object
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))  # Linux; %LOCALAPPDATA%, ~/Library
    if sys.platform.startswith("linux"):
        assert identity.data_dir() == tmp_path / "fifo_gui" / "fifo_gui"
    assert identity.data_dir().is_dir()
    assert no_console.log_file().parent == identity.data_dir()
