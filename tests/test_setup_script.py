"""scripts/_setup.sh: shellcheck-clean, and clear when no Python 3.10+ is found
(as on a Mac whose python3 is 3.9)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="bash scripts: Linux and macOS")


@pytest.mark.skipif(shutil.which("shellcheck") is None, reason="shellcheck is not installed")
def test_the_scripts_pass_shellcheck() -> None:
    scripts = ["scripts/_setup.sh", "scripts/run", "scripts/test", "scripts/screenshot", ".ci/run"]
    proc = subprocess.run(
        ["shellcheck", "-x", *scripts], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stdout


def test_no_new_enough_python_is_said_plainly(tmp_path: Path) -> None:
    (tmp_path / "scripts").mkdir()
    for name in ("scripts/_setup.sh", "scripts/run", "pyproject.toml"):
        shutil.copy(ROOT / name, tmp_path / name)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("bash", "cut", "cat", "dirname"):
        found = shutil.which(tool)
        assert found is not None
        (bin_dir / tool).symlink_to(found)
    old = bin_dir / "python3"  # the stock python3 of macOS: 3.9
    old.write_text('#!/bin/sh\n[ "$1" = --version ] && echo "Python 3.9.6" && exit 0\nexit 1\n')
    old.chmod(0o755)
    proc = subprocess.run(
        ["bash", str(tmp_path / "scripts" / "run"), "--version"],
        env={"PATH": str(bin_dir), "HOME": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 1
    assert "needs Python 3.10 or newer, and found none (python3: Python 3.9.6)" in proc.stderr
    assert "python.org" in proc.stderr and not (tmp_path / ".venv").exists()
