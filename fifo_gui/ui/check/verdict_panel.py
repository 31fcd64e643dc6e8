"""The verdicts of a check, docked in the window: PASS or FAIL with the
evidence, the FAILs first and large, each one a way to its moment in the run."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fifo_gui.check.report import Report, Verdict, fails_first
from fifo_gui.ui.check.verdict_words import summary, verdict_line
from fifo_gui.ui.words.numbers import number

VERDICT = Qt.ItemDataRole.UserRole
SCALE = 1.25  # the verdicts are what the class reads: larger than the window's text
SHARE = 0.5  # of the window's height, the right column's, for the verdicts


class VerdictPanel(QDockWidget):
    """A check's verdicts, docked at the window's right.

    Signals:
        verdict_clicked(object): GUI thread. The `Verdict` clicked (or chosen
            with the keyboard): the run is shown at its moment.
        replay_wanted(): GUI thread. "Replay the run": from its start.
    """

    verdict_clicked = Signal(object)
    replay_wanted = Signal()

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("checkVerdicts")
        self.setWindowTitle(self.tr("Check your scheduler: verdicts"))
        self.title = QLabel()
        self.title.setObjectName("checkVerdictsTitle")
        self.title.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("checkVerdictList")
        self.list.setAccessibleName(self.tr("Verdicts"))
        self.title.setBuddy(self.list)
        self.list.setWordWrap(True)
        font = self.list.font()
        font.setPointSizeF(font.pointSizeF() * SCALE)
        self.list.setFont(font)
        self.list.itemActivated.connect(self._on_item)
        self.list.itemClicked.connect(self._on_item)
        self.replay = QPushButton(self.tr("Replay the run"))
        self.replay.setObjectName("checkReplayButton")
        self.replay.setToolTip(
            self.tr("Show the checked run again from its start: play it or step it")
        )
        self.replay.clicked.connect(self.replay_wanted)
        self.back = QPushButton(self.tr("Back to the live queue"))
        self.back.setObjectName("checkBackButton")
        buttons = QHBoxLayout()
        buttons.addWidget(self.replay)
        buttons.addStretch(1)
        buttons.addWidget(self.back)
        inside = QWidget()
        layout = QVBoxLayout(inside)
        layout.addWidget(self.title)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self.setWidget(inside)
        self._window = window
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        self.hide()

    def show_report(self, report: Report) -> None:
        """Show `report`'s verdicts, the FAILs first, in sight."""
        self.title.setText(summary(report))
        self.list.clear()
        if report.unusable:
            self.list.addItem(self.tr("CANNOT CHECK: {reason}").format(reason=report.unusable))
        for verdict in fails_first(report.verdicts):
            sign = "✔" if verdict.passed else "✘"  # never colour alone, nor the word alone
            item = QListWidgetItem(f"{sign} {verdict_line(verdict)}")
            item.setData(VERDICT, verdict)
            item.setToolTip(self._tip(verdict))
            self.list.addItem(item)
        self.replay.setEnabled(not report.unusable)
        self.show()
        self.raise_()
        # Half the column's height: the FAILs are what the class reads now.
        height = self._window.height() * SHARE
        self._window.resizeDocks([self], [int(height)], Qt.Orientation.Vertical)

    def _tip(self, verdict: Verdict) -> str:
        if verdict.time is not None and verdict.task_id is not None:
            return self.tr("Click to see the run at {seconds} s, task {id} selected").format(
                seconds=number(verdict.time, 3), id=number(verdict.task_id)
            )
        if verdict.time is not None:
            return self.tr("Click to see the run at {seconds} s").format(
                seconds=number(verdict.time, 3)
            )
        if verdict.task_id is not None:
            return self.tr("Click to select task {id} in the table").format(
                id=number(verdict.task_id)
            )
        return ""

    @Slot(QListWidgetItem)
    def _on_item(self, item: QListWidgetItem) -> None:
        verdict = item.data(VERDICT)
        if isinstance(verdict, Verdict) and (verdict.time is not None or verdict.task_id):
            self.verdict_clicked.emit(verdict)
