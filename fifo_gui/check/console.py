"""`fifo-gui --console --check PATH`: the verdicts in the terminal (no Qt).

A file: its PASS/FAIL lines. A folder: every `*.py` in it, one block per
file, then a summary table; `--check-csv OUT` also writes the table for a
gradebook. Exit 0 when every check of every file passes, 1 when any fails,
2 when nothing could be checked. The gradebook is written only once every
file has been checked, beside a folder of reports, one page per student
(report_html.py); Ctrl+C before then leaves neither (app.py says so in one line).
"""

from __future__ import annotations

import csv
import io
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from fifo_gui.check import CHECKS
from fifo_gui.check.report import Report
from fifo_gui.check.report_html import page_name, write_pages
from fifo_gui.check.runner import check_file
from fifo_gui.core.outputs import write_text
from fifo_gui.core.safe_files import printable


def answers_in(path: Path) -> list[Path]:
    """The files a check of `path` covers: the file, or a folder's *.py files."""
    if path.is_dir():
        return sorted(p for p in path.iterdir() if p.suffix == ".py" and p.is_file())
    return [path]


def run_check(
    target: str,
    csv_out: str | None = None,
    out: TextIO | None = None,
    check: Callable[[Path], Report] = check_file,
) -> int:
    """Check a file or a folder of files; print the verdicts; an exit status."""
    out = out or sys.stdout
    path = Path(target)
    folder = path.is_dir()
    files = answers_in(path)
    if folder and not files:
        print(
            f"fifo-gui: cannot check {printable(target)}: the folder holds no .py file",
            file=sys.stderr,
        )
        return 2
    reports: list[Report] = []
    for number, file in enumerate(files):
        report = check(file)
        reports.append(report)
        if not folder:
            if report.unusable:
                print(
                    f"fifo-gui: cannot check {printable(file.name)}: {printable(report.unusable)}",
                    file=sys.stderr,
                )
            else:
                print_report(report, out)
            continue
        if number:
            print(file=out)
        print(f"== {printable(file.name)}", file=out)
        if report.unusable:
            print(f"cannot check: {printable(report.unusable)}", file=out)
        else:
            print_report(report, out)
        out.flush()
    if folder:
        print(file=out)
        print_table(reports, out)
    if csv_out:  # every answer checked: the pages, then the gradebook, each file whole
        try:
            pages = write_pages(reports, csv_out)
            write_csv(reports, csv_out, pages)
        except OSError as exc:
            why = exc.strerror or str(exc)
            print(f"fifo-gui: cannot write {printable(str(exc.filename))}: {why}", file=sys.stderr)
            return 2
    if all(r.unusable for r in reports):
        return 2
    return 0 if all(r.passed for r in reports) else 1


def print_report(report: Report, out: TextIO) -> None:
    for verdict in report.verdicts:
        print(printable(verdict.line()), file=out)
    passed = sum(v.passed for v in report.verdicts)
    print(f"{passed} of {len(report.verdicts)} checks pass", file=out)


def _cells(report: Report) -> list[str]:
    if report.unusable:
        return ["-"] * len(CHECKS)
    return ["PASS" if v.passed else "FAIL" for v in report.verdicts]


def _total(report: Report) -> str:
    if report.unusable:
        return "cannot check"
    return f"{sum(v.passed for v in report.verdicts)}/{len(report.verdicts)}"


def print_table(reports: list[Report], out: TextIO) -> None:
    """One row per file: each check PASS/FAIL, and how many pass."""
    heads = ["file", *CHECKS, "passed"]
    rows = [[printable(r.path), *_cells(r), _total(r)] for r in reports]
    widths = [max(len(row[i]) for row in [heads, *rows]) for i in range(len(heads))]
    for row in [heads, *rows]:
        print(
            "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip(), file=out
        )


def write_csv(reports: list[Report], path: str, pages: Path | None = None) -> None:
    """The table as CSV for a gradebook, with each failure's evidence and, when
    `pages` is the folder of the students' reports, each one's page; the file is
    replaced whole once written (core/outputs.py)."""
    stream = io.StringIO(newline="")
    writer = csv.writer(stream)
    writer.writerow(["file", *CHECKS, "passed", "total", "notes", "report"])
    for report in reports:
        notes = report.unusable or "; ".join(v.line() for v in report.verdicts if not v.passed)
        passed = "" if report.unusable else str(sum(v.passed for v in report.verdicts))
        page = f"{pages.name}/{page_name(report)}" if pages is not None else ""
        writer.writerow([report.path, *_cells(report), passed, len(CHECKS), notes, page])
    write_text(path, stream.getvalue())
