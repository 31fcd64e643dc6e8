"""A check's outcome in the class's language: the summary and one line per
verdict, for the verdicts' panel, the notices and the log."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from fifo_gui.check.report import Report, Verdict
from fifo_gui.ui.words.numbers import number


def summary(report: Report) -> str:
    """ "right.py: 7 of 7 checks pass.", or why the file cannot be checked."""
    if report.unusable:
        return QCoreApplication.translate("CheckCommands", "Cannot check {file}: {reason}.").format(
            file=report.path, reason=report.unusable
        )
    passed = sum(v.passed for v in report.verdicts)
    return QCoreApplication.translate(
        "CheckCommands", "{file}: {passed} of {checks} checks pass."
    ).format(file=report.path, passed=number(passed), checks=number(len(report.verdicts)))


def verdict_line(verdict: Verdict) -> str:
    """`PASS fifo-order: …` in the class's language: the check's id and the
    evidence (the checker's words) as they are."""
    if verdict.passed:
        text = QCoreApplication.translate("CheckCommands", "PASS {check}: {evidence}")
    else:
        text = QCoreApplication.translate("CheckCommands", "FAIL {check}: {evidence}")
    return text.format(check=verdict.check, evidence=verdict.evidence)


def lines(report: Report) -> list[str]:
    """The log's lines: one per verdict, each naming the file."""
    if report.unusable:
        return [summary(report)]
    return [
        QCoreApplication.translate("CheckCommands", "{file}: {verdict}").format(
            file=report.path, verdict=verdict_line(v)
        )
        for v in report.verdicts
    ]
