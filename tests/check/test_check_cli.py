"""`fifo-gui --console --check PATH` as a teacher runs it: exit codes, blocks, the
table and the CSV, in a subprocess."""

from __future__ import annotations

import csv
import shutil
import subprocess
import sys
import time
from pathlib import Path

from fifo_gui.check import CHECKS
from fifo_gui.check.report import Report, Verdict
from fifo_gui.check.report_html import page

ANSWERS = Path(__file__).resolve().parent / "answers"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fifo_gui", "--console", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_a_right_answer_passes_every_check() -> None:
    proc = run("--check", str(ANSWERS / "right.py"))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    assert [line.split(":")[0] for line in lines[: len(CHECKS)]] == [f"PASS {c}" for c in CHECKS]


def test_a_wrong_answer_exits_1_naming_the_check() -> None:
    proc = run("--check", str(ANSWERS / "no_try_except.py"))
    assert proc.returncode == 1
    assert "FAIL survives-failure: the worker thread" in proc.stdout


def test_a_file_that_cannot_be_checked_exits_2_in_one_line(tmp_path: Path) -> None:
    proc = run("--check", str(tmp_path / "nothing.py"))
    assert proc.returncode == 2
    assert proc.stderr == "fifo-gui: cannot check nothing.py: no such file\n"
    assert proc.stdout == ""


def test_check_csv_needs_console_check() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "fifo_gui", "--check-csv", "x.csv"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 2
    assert "--check-csv needs --console --check" in proc.stderr


def test_a_folder_of_a_dozen_answers_in_under_a_minute(tmp_path: Path) -> None:
    folder = tmp_path / "submissions"
    folder.mkdir()
    for answer in ANSWERS.glob("*.py"):
        shutil.copy(answer, folder)
    (folder / "syntax_error.py").write_text("def f(:\n", encoding="utf-8")
    (folder / "notes.txt").write_text("not an answer", encoding="utf-8")
    files = sorted(p.name for p in folder.glob("*.py"))
    assert len(files) >= 12
    gradebook = tmp_path / "grades.csv"
    began = time.monotonic()
    proc = run("--check", str(folder), "--check-csv", str(gradebook))
    took = time.monotonic() - began
    assert took < 60, took
    assert proc.returncode == 1
    assert not list(folder.rglob("__pycache__"))  # nothing written into the submissions
    assert [line[3:] for line in proc.stdout.splitlines() if line.startswith("== ")] == files
    assert "cannot check: syntax error at line 1" in proc.stdout
    table = proc.stdout.split("\n\nfile ")[-1].splitlines()
    assert len(table) == len(files) + 1
    with gradebook.open(encoding="utf-8") as stream:
        rows = list(csv.DictReader(stream))
    assert [r["file"] for r in rows] == files
    right = next(r for r in rows if r["file"] == "right.py")
    assert all(right[c] == "PASS" for c in CHECKS) and right["passed"] == "7"
    broken = next(r for r in rows if r["file"] == "loses_kwargs.py")
    assert broken["passes-arguments"] == "FAIL" and "keyword" in broken["notes"]
    # Beside the gradebook, one page per student, that a browser opens.
    assert broken["report"] == "grades-reports/loses_kwargs.html"
    pages = sorted(p.name for p in (tmp_path / "grades-reports").iterdir())
    assert pages == sorted(f"{Path(f).stem}.html" for f in files)
    text = (tmp_path / broken["report"]).read_text(encoding="utf-8")
    assert "<h1>loses_kwargs.py</h1>" in text and "6 of 7 checks pass." in text
    assert text.index("FAIL</span> <code>passes-arguments</code>") < text.index("PASS</span>")


def test_a_page_shows_the_evidence_never_runs_it() -> None:
    report = Report(
        "a<b>&.py",
        verdicts=[
            Verdict("fifo-order", True, "in order"),
            Verdict("stop-returns", False, "stop() raised RuntimeError: <script>x()</script>"),
        ],
    )
    text = page(report)
    assert "<script>" not in text and "&lt;script&gt;x()&lt;/script&gt;" in text
    assert "<h1>a&lt;b&gt;&amp;.py</h1>" in text
    assert text.index("stop-returns") < text.index("fifo-order")  # the FAIL first
    assert "CANNOT CHECK</span> no such &lt;file&gt;" in page(Report("x.py", "no such <file>"))


def test_an_empty_folder_exits_2(tmp_path: Path) -> None:
    proc = run("--check", str(tmp_path))
    assert proc.returncode == 2
    assert "holds no .py file" in proc.stderr
