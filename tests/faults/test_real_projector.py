"""Projector view on a real X server with a window manager (Xvfb + openbox).

The real app, fresh settings, the lesson scenario open: zoom +4 with Ctrl++,
View ▸ Projector view with its key (xdotool), and the window's own layout
report (`FIFO_GUI_LAYOUT_REPORT`): the table's rows, Result / Error in sight
without scrolling, the table and the queue lane's share of the window, and
where every control sits before and after Start.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.faults.test_real_layout import read_report, settled_report
from tests.faults.x_desktop import press_until, x_desktop

ROOT = Path(__file__).resolve().parents[2]
MISSING = [tool for tool in ("Xvfb", "openbox", "xdotool") if shutil.which(tool) is None]

pytestmark = pytest.mark.skipif(
    bool(MISSING),
    reason=f"needs {', '.join(MISSING)} (apt-get install xvfb openbox xdotool; .ci/run "
    "installs them)",
)

SCENARIOS = ROOT / "resources" / "scenarios"


@contextmanager
def running_app(
    size: tuple[int, int], tmp_path: Path, scenario: str, language: str = "C.UTF-8"
) -> Iterator[tuple[dict[str, str], str, Path]]:
    """The app on a desktop of `size`: (env, window id, report path)."""
    report = tmp_path / "layout.json"
    with x_desktop(size) as desktop:
        env = dict(
            desktop,
            QT_QPA_PLATFORM="xcb",
            XDG_CONFIG_HOME=str(tmp_path / "config"),
            FIFO_GUI_LAYOUT_REPORT=str(report),
            LANG=language,
            LC_ALL=language,
        )
        env.pop("LANGUAGE", None)
        app = subprocess.Popen(
            [sys.executable, "-m", "fifo_gui", "--scenario", str(SCENARIOS / scenario)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            found = subprocess.run(
                ["xdotool", "search", "--sync", "--onlyvisible", "--name", "fifo_gui"],
                env=env,
                capture_output=True,
                text=True,
                timeout=30,
            )
            window_id = found.stdout.split()[-1]
            settled_report(report, 0)
            yield env, window_id, report
            assert app.poll() is None, app.communicate()[1]
        finally:
            app.kill()
            app.communicate(timeout=10)


def zoom_to(env: dict[str, str], window_id: str, report: Path, target: int) -> None:
    for zoom in range(1, target + 1):
        press_until(
            env,
            window_id,
            "ctrl+plus",
            lambda z=zoom: (read_report(report) or {}).get("zoom") == z,
        )
        settled_report(report, zoom)


def projector_on(env: dict[str, str], window_id: str, report: Path, zoom: int) -> dict:  # type: ignore[type-arg]
    press_until(
        env,
        window_id,
        "ctrl+shift+j",
        lambda: "lessonStartButton" in (read_report(report) or {}).get("controls", []),  # type: ignore[operator]
    )
    return settled_report(report, zoom, lambda r: "lessonStartButton" in r["controls"])  # type: ignore[operator]


@pytest.mark.timeout(240)
@pytest.mark.parametrize(
    ("size", "rows", "language"),
    [((1920, 1080), 8, "C.UTF-8"), ((1280, 720), 5, "C.UTF-8"), ((1280, 720), 4, "es_ES.UTF-8")],
    ids=["1920x1080", "1280x720", "1280x720-es"],
)
def test_projector_view_at_zoom_4_gives_the_lesson_the_screen(
    tmp_path: Path, size: tuple[int, int], rows: int, language: str
) -> None:
    with running_app(size, tmp_path, "lesson.json", language) as (env, window_id, report):
        zoom_to(env, window_id, report, 4)
        facts = projector_on(env, window_id, report, 4)
        shot = tmp_path / "projector.png"
        subprocess.run(["import", "-window", "root", str(shot)], env=env, timeout=30, check=False)
    where = f"{size} {language}: {facts}"
    assert facts["visible_rows"] >= rows, where  # type: ignore[operator]
    assert facts["result_px"] >= 120, f"Result / Error not readable, {where}"  # type: ignore[operator]
    share = facts["lesson_px"] / facts["window_h"]  # type: ignore[operator]
    assert share >= 0.55, f"table + lane {share:.0%} of the window, {where}"
    assert "queueLaneDock" in facts["views"], where  # type: ignore[operator]
    assert not facts["cut"] and not facts["overlaps"], where


@pytest.mark.timeout(240)
def test_start_with_three_workers_moves_no_control(tmp_path: Path) -> None:
    """The burst scenario (3 workers): the badge goes from Idle to Running
    (…busy, … in get()) and nothing on the strip moves under the mouse."""
    with running_app((1920, 1080), tmp_path, "burst.json") as (env, window_id, report):
        before = settled_report(report, 0)
        assert "Idle" in str(before["badge"]), before
        press_until(
            env,
            window_id,
            "ctrl+Return",  # Start
            lambda: "busy" in str((read_report(report) or {}).get("badge")),
        )
        after = read_report(report)
        assert after is not None
    moved = {
        name: (place, after["places"][name])  # type: ignore[index]
        for name, place in before["places"].items()  # type: ignore[union-attr]
        if name in after["places"] and after["places"][name] != place  # type: ignore[index, operator]
    }
    assert not moved, f"controls moved at Start: {moved}"


@pytest.mark.timeout(240)
def test_a_window_beside_the_code_keeps_start_and_stop_on_one_row(tmp_path: Path) -> None:
    with running_app((960, 600), tmp_path, "lesson.json") as (env, window_id, report):
        facts = projector_on(env, window_id, report, 0)
    places = facts["places"]
    start, stop = places["lessonStartButton"], places["lessonStopButton"]  # type: ignore[index]
    assert start[1] == stop[1], f"Start and Stop on two rows: {facts}"
    assert "queueLaneDock" in facts["views"] and facts["lane_heading"], facts  # type: ignore[operator]
    assert os.path.exists(report)
