"""Small pieces around the app: display check, resources, argument parsing."""

from __future__ import annotations

import pytest

from fifo_gui.app import parse_args
from fifo_gui.display_check import display_problem
from fifo_gui.resources import resource_path, resources_dir


def test_no_display_is_explained() -> None:
    message = display_problem({})
    assert message is not None and "DISPLAY" in message


def test_offscreen_and_wayland_are_left_to_qt() -> None:
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}) is None


def test_missing_xcb_libraries_get_the_install_command(monkeypatch) -> None:
    monkeypatch.setattr("ctypes.util.find_library", lambda name: None)
    message = display_problem({"DISPLAY": ":0"})
    assert message is not None
    assert "apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" in message


def test_resources_are_found_in_a_source_checkout() -> None:
    assert resources_dir().is_dir()
    assert "QTableView" in resource_path("high-contrast.qss").read_text(encoding="utf-8")


@pytest.mark.parametrize("bad", [["--workers", "0"], ["--workers", "17"], ["--workers", "x"]])
def test_bad_arguments_exit_2(bad: list[str], capsys) -> None:
    with pytest.raises(SystemExit) as exit_info:
        parse_args(bad)
    assert exit_info.value.code == 2
    assert "--workers" in capsys.readouterr().err
