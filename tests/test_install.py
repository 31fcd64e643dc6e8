"""`pip install .` into a fresh venv gives a working `fifo-gui` carrying its resources.

Installed with --no-deps: the console mode and the resource lookup need no Qt,
and this keeps the test to seconds (the wheel build itself is real).
"""

from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.timeout(300)
def test_installed_wheel_runs_the_lesson_and_finds_its_resources(tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    bin_dir = env_dir / ("Scripts" if sys.platform == "win32" else "bin")
    pip = subprocess.run(
        [
            str(bin_dir / "python"),
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--disable-pip-version-check",
            str(ROOT),
        ],
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert pip.returncode == 0, pip.stderr[-3000:]

    console = subprocess.run(
        [str(bin_dir / "fifo-gui"), "--console"],
        capture_output=True,
        text=True,
        timeout=30,
        cwd=tmp_path,
    )
    assert console.returncode == 0, console.stderr
    assert "Worker thread stopped." in console.stdout
    assert "Task ID 3 failed: ValueError: This task was meant to fail!" in console.stdout

    version = subprocess.run(
        [str(bin_dir / "fifo-gui"), "--version"], capture_output=True, text=True, timeout=30
    )
    assert version.returncode == 0 and version.stdout.startswith("fifo-gui 0."), version
    window = "fifo-gui-window.exe" if sys.platform == "win32" else "fifo-gui-window"
    assert (bin_dir / window).is_file()  # the GUI script beside the console one

    probe = subprocess.run(
        [
            str(bin_dir / "python"),
            "-c",
            "from fifo_gui.resources import resource_path as r; p = r('high-contrast.qss');"
            "print(p); print(p.is_file())",
        ],
        capture_output=True,
        text=True,
        timeout=30,
        cwd=tmp_path,
    )
    path, is_file = probe.stdout.split()
    assert is_file == "True"
    assert str(env_dir) in path  # inside the installed package, not this checkout

    # Help ▸ Teaching guide reads its file from the package, offline, pictures beside it.
    guide = subprocess.run(
        [
            str(bin_dir / "python"),
            "-c",
            "from fifo_gui.resources import resource_path as r; p = r('teaching_guide.md');"
            "print(p.read_text(encoding='utf-8').startswith('# Teaching with fifo_gui'),"
            " (p.parent / 'screenshots' / 'bounded-buffer.png').is_file(), p)",
        ],
        capture_output=True,
        text=True,
        timeout=30,
        cwd=tmp_path,
    )
    starts, pictures, guide_file = guide.stdout.split(maxsplit=2)
    assert (starts, pictures) == ("True", "True"), guide.stderr
    assert str(env_dir) in guide_file  # the installed package's copy, not this checkout's

    # The window's languages: the compiled Spanish in the package, not its .ts sources.
    languages = subprocess.run(
        [
            str(bin_dir / "python"),
            "-c",
            "import fifo_gui, pathlib; d = pathlib.Path(fifo_gui.__file__).parent / 'translations';"
            "print(sorted(p.name for p in d.iterdir()))",
        ],
        capture_output=True,
        text=True,
        timeout=30,
        cwd=tmp_path,
    )
    assert languages.stdout.strip() == "['fifo_gui_es.qm']", languages.stderr
