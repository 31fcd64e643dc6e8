"""The replay bar: the "Replay" banner and its controls, one row above the table.

Play/pause, step to the previous/next event, the speed (0.25x-8x) and a
slider over the session's time; each is a QAction (menu, shortcut, tooltip)
or names the shortcuts that move it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QLabel,
    QSlider,
    QToolButton,
    QWidget,
)

from fifo_gui.ui.layout.flow_layout import GROUP_GAP, FlowLayout
from fifo_gui.ui.replay.replay import SPEEDS, ReplayController
from fifo_gui.ui.window.actions import WindowActions, key_text
from fifo_gui.ui.words.numbers import number

BANNER_STYLE = (
    "background: #56B4E9; color: #000000; font-weight: bold; "
    "padding: 4px 10px; border: 2px solid #000000;"
)  # Okabe-Ito sky blue


def tool_button(action: QAction, object_name: str, name: str) -> QToolButton:
    """A button that is `action`: same text, tooltip, enabled and checked state;
    `name` is what a screen reader says (words, never the caption's ◀ ▶)."""
    button = QToolButton()
    button.setObjectName(object_name)
    button.setDefaultAction(action)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setAccessibleName(name)
    button.setAccessibleDescription(action.toolTip())
    return button


def speed_text(speed: float) -> str:
    """`0.25x`, `1x`, `8x` (the class's decimal separator: `0,25x`)."""
    return QCoreApplication.translate("ReplayBar", "{speed}x").format(speed=number(speed))


class ReplayBar(QFrame):
    """The banner and the controls of one replay."""

    def __init__(
        self,
        controller: ReplayController,
        play: QAction,
        prev: QAction,
        next_: QAction,
        close: QAction,
        faster: QAction,
        slower: QAction,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        self._c = controller
        self._faster, self._slower = faster, slower
        # One row with the controls: the table keeps the height on a laptop.
        self.banner = QLabel(self.tr("REPLAY · {file}").format(file=controller.path.name))
        self.banner.setObjectName("replayBanner")
        self.banner.setStyleSheet(BANNER_STYLE)
        self.banner.setToolTip(
            self.tr(
                "Replay of the recording {path}: no worker runs, "
                "the producer and worker controls are off"
            ).format(path=controller.path)
        )

        self.speed_combo = QComboBox()
        self.speed_combo.setObjectName("replaySpeedCombo")
        for speed in SPEEDS:
            self.speed_combo.addItem(speed_text(speed), speed)
        self.speed_combo.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_combo.setToolTip(
            self.tr(
                "Replay speed, {slowest} to {fastest} ({faster}: faster, {slower}: slower)"
            ).format(
                slowest=speed_text(SPEEDS[0]),
                fastest=speed_text(SPEEDS[-1]),
                faster=key_text(WindowActions.replay_faster),
                slower=key_text(WindowActions.replay_slower),
            )
        )
        self.speed_combo.setAccessibleName(self.tr("Replay speed"))
        self.speed_combo.setAccessibleDescription(self.speed_combo.toolTip())
        # Over AT-SPI a combo box's name is its current text ("1x"): a screen
        # reader names it by its label (the buddy's labelled-by relation).
        self.speed_label = QLabel(self.tr("Speed"))
        self.speed_label.setObjectName("replaySpeedLabel")
        self.speed_label.setBuddy(self.speed_combo)
        self.speed_combo.currentIndexChanged.connect(self._on_speed_chosen)

        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, max(1, round(controller.duration * 1000)))
        self.slider.setToolTip(
            self.tr(
                "Drag to any instant of the session, backwards too: every view moves there "
                "({prev}/{next}: one event; {start}/{end}: start/end)"
            ).format(
                prev=key_text(WindowActions.replay_prev),
                next=key_text(WindowActions.replay_next),
                start=key_text(WindowActions.replay_start),
                end=key_text(WindowActions.replay_end),
            )
        )
        self.slider.setAccessibleName(self.tr("Replay position"))
        self.slider.setAccessibleDescription(self.slider.toolTip())
        self.slider.setMinimumWidth(160)
        self.slider.valueChanged.connect(self._on_slider_moved)

        self.time_label = QLabel()
        self.time_label.setObjectName("replayTimeLabel")
        self.time_label.setToolTip(
            self.tr(
                "Where the replay is, in seconds since the session "
                "began, and how many of the recording's events it shows"
            )
        )
        self.time_label.setAccessibleName(self.tr("Replay time"))
        self.time_label.setAccessibleDescription(self.time_label.toolTip())

        # One line on a wide window; on a narrow one or at a big zoom the
        # groups wrap like words, so the bar never makes the window wider
        # than the screen. The slider takes what its line leaves.
        controls = FlowLayout(self)
        controls.setContentsMargins(0, 0, 0, 4)
        controls.add(self.banner)
        # Short captions on the bar (the menus keep the full names): the row fits
        # 1280 pixels in Spanish too.
        for action, caption in (
            (prev, self.tr("◀ Back")),
            (play, self.tr("Play/pause")),
            (next_, self.tr("Next ▶")),
            (close, self.tr("Close replay", "the bar's short caption")),
        ):
            action.setIconText(caption)
        self.prev_button = tool_button(prev, "replayPrevButton", self.tr("Previous event"))
        self.play_button = tool_button(play, "replayPlayButton", self.tr("Play or pause"))
        self.next_button = tool_button(next_, "replayNextButton", self.tr("Next event"))
        self.close_button = tool_button(close, "replayCloseButton", self.tr("Close replay"))
        for group in (
            (self.prev_button, self.play_button, self.next_button),
            (self.speed_label, self.speed_combo),
            (self.slider, self.time_label, self.close_button),
        ):
            for n, widget in enumerate(group):
                controls.add(widget, GROUP_GAP if n == 0 else None, fill=widget is self.slider)

        controller.position_changed.connect(self._on_position)
        faster.triggered.connect(self._on_faster)
        slower.triggered.connect(self._on_slower)
        self._on_position(controller.position)
        self._fit_time_label()

    def _fit_time_label(self) -> None:
        """As wide as its widest text: the slider keeps its length while the
        time counts up (a drag aims at the same place all along)."""
        c = self._c
        events = number(len(c.events))
        widest = self._time_text(c.duration, events)
        self.time_label.setMinimumWidth(self.time_label.fontMetrics().horizontalAdvance(widest) + 8)
        self.time_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:  # zoomed: the digits grew
            self._fit_time_label()
        super().changeEvent(event)

    @Slot(float)
    def _on_position(self, seconds: float) -> None:
        self.slider.blockSignals(True)  # showing the position is not a scrub
        self.slider.setValue(round(seconds * 1000))
        self.slider.blockSignals(False)
        self.time_label.setText(self._time_text(seconds, number(self._c.index)))

    def _time_text(self, seconds: float, shown: str) -> str:
        """`1.250 / 6.004 s · 12/40`: the instant, the length, the events shown."""
        c = self._c
        return self.tr("{now} / {duration} s · {shown}/{events}").format(
            now=number(seconds, 3),
            duration=number(c.duration, 3),
            shown=shown,
            events=number(len(c.events)),
        )

    @Slot(int)
    def _on_slider_moved(self, value: int) -> None:
        c = self._c
        # The slider counts whole milliseconds: its end is the last event, exactly.
        c.seek(c.duration if value >= self.slider.maximum() else value / 1000)

    @Slot(int)
    def _on_speed_chosen(self, index: int) -> None:
        self._c.set_speed(float(self.speed_combo.itemData(index)))

    @Slot()
    def _on_faster(self) -> None:
        self.speed_combo.setCurrentIndex(min(len(SPEEDS) - 1, self.speed_combo.currentIndex() + 1))

    @Slot()
    def _on_slower(self) -> None:
        self.speed_combo.setCurrentIndex(max(0, self.speed_combo.currentIndex() - 1))

    def detach(self) -> None:
        """The replay ends: stop following the shared speed actions."""
        self._faster.triggered.disconnect(self._on_faster)
        self._slower.triggered.disconnect(self._on_slower)
