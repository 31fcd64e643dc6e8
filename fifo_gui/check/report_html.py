"""A student's report, as a page that opens in any browser: the file's name, how
many checks pass, and each verdict with its evidence, the FAILs first. Written
beside the gradebook by `fifo-gui --console --check FOLDER --check-csv OUT`, one
page per student in `OUT`'s folder of reports, each page whole or not at all.
Everything that comes from the student's file (its name, the evidence that
quotes it) is escaped: a page shows it, never runs it."""

from __future__ import annotations

import html
from pathlib import Path

from fifo_gui.check.report import Report, Verdict, fails_first
from fifo_gui.core.outputs import write_text

STYLE = """\
body { font: 18px/1.5 system-ui, sans-serif; max-width: 60em; margin: 2em auto; padding: 0 1em; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
li { margin: 0.6em 0; }
.verdict { font-weight: bold; padding: 0 0.4em; border-radius: 0.2em; }
.FAIL { background: #d55e00; color: #fff; }
.PASS { background: #009e73; color: #fff; }
.cannot { background: #e69f00; }
code { font-size: 0.95em; }
"""


def reports_folder(gradebook: str | Path) -> Path:
    """Where the pages go for the gradebook `gradebook`: grades.csv -> grades-reports/."""
    path = Path(gradebook)
    return path.with_name(f"{path.stem}-reports")


def page_name(report: Report) -> str:
    """The page's file name for a student's file: student1.py -> student1.html."""
    return f"{Path(report.path).stem}.html"


def page(report: Report) -> str:
    """The HTML page of one student's report."""
    name = html.escape(report.path)
    if report.unusable:
        summary = "It could not be checked."
        body = (
            f'<p><span class="verdict cannot">CANNOT CHECK</span> '
            f"{html.escape(report.unusable)}</p>"
        )
    else:
        passed = sum(v.passed for v in report.verdicts)
        summary = f"{passed} of {len(report.verdicts)} checks pass."
        items = "\n".join(_item(v) for v in fails_first(report.verdicts))
        body = f"<ol>\n{items}\n</ol>"
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>Check your scheduler: {name}</title>\n<style>\n{STYLE}</style>\n"
        f"</head>\n<body>\n<h1>{name}</h1>\n<p>{summary}</p>\n{body}\n</body>\n</html>\n"
    )


def _item(verdict: Verdict) -> str:
    word = "PASS" if verdict.passed else "FAIL"
    return (
        f'<li><span class="verdict {word}">{word}</span> '
        f"<code>{html.escape(verdict.check)}</code>: {html.escape(verdict.evidence)}</li>"
    )


def write_pages(reports: list[Report], gradebook: str | Path) -> Path:
    """Write each report's page into the gradebook's folder of reports; that folder."""
    folder = reports_folder(gradebook)
    folder.mkdir(exist_ok=True)
    for report in reports:
        write_text(folder / page_name(report), page(report))
    return folder
