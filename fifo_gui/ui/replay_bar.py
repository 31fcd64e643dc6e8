"""The replay bar: the "Replay" banner and its controls, one row above the table.

Play/pause, step to the previous/next event, the speed (0.25x-8x) and a
slider over the session's time; each is a QAction (menu, shortcut, tooltip)
or names the shortcuts that move it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSlider,
    QToolButton,
    QWidget,
)

from fifo_gui.ui.actions import WindowActions, key_text
from fifo_gui.ui.numbers import number
from fifo_gui.ui.replay import SPEEDS, ReplayController

BANNER_STYLE = (
    "background: #56B4E9; color: #000000; font-weight: bold; "
    "padding: 4px 10px; border: 2px solid #000000;"
)  # Okabe-Ito sky blue


def tool_button(action: QAction, object_name: str) -> QToolButton:
    """A button that is `action`: same text, tooltip, enabled and checked state."""
    button = QToolButton()
    button.setObjectName(object_name)
    button.setDefaultAction(action)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    return button


def speed_text(speed: float) -> str:
    """`0.25x`, `1x`, `8x`."""
    return f"{speed:g}x"


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
        self.banner = QLabel(f"REPLAY · {controller.path.name}")
        self.banner.setObjectName("replayBanner")
        self.banner.setStyleSheet(BANNER_STYLE)
        self.banner.setToolTip(
            f"Replay of the recording {controller.path}: no worker runs, "
            "the producer and worker controls are off"
        )

        self.speed_combo = QComboBox()
        self.speed_combo.setObjectName("replaySpeedCombo")
        for speed in SPEEDS:
            self.speed_combo.addItem(speed_text(speed), speed)
        self.speed_combo.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_combo.setToolTip(
            f"Replay speed, 0.25x to 8x ({key_text(WindowActions.replay_faster)}: faster, "
            f"{key_text(WindowActions.replay_slower)}: slower)"
        )
        self.speed_combo.currentIndexChanged.connect(self._on_speed_chosen)

        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, max(1, round(controller.duration * 1000)))
        self.slider.setToolTip(
            "Drag to any instant of the session, backwards too: every view moves there "
            f"({key_text(WindowActions.replay_prev)}/{key_text(WindowActions.replay_next)}: "
            f"one event; {key_text(WindowActions.replay_start)}/"
            f"{key_text(WindowActions.replay_end)}: start/end)"
        )
        self.slider.setMinimumWidth(160)
        self.slider.valueChanged.connect(self._on_slider_moved)

        self.time_label = QLabel()
        self.time_label.setObjectName("replayTimeLabel")
        self.time_label.setToolTip(
            "Where the replay is, in seconds since the session "
            "began, and how many of the recording's events it shows"
        )

        controls = QHBoxLayout(self)
        controls.setContentsMargins(0, 0, 0, 4)
        controls.addWidget(self.banner)
        # Short captions on the bar (the menus keep the full names).
        for action, caption in (
            (prev, "◀ Back"),
            (play, "Play/pause"),
            (next_, "Next ▶"),
            (close, "Close replay"),
        ):
            action.setIconText(caption)
        controls.addWidget(tool_button(prev, "replayPrevButton"))
        controls.addWidget(tool_button(play, "replayPlayButton"))
        controls.addWidget(tool_button(next_, "replayNextButton"))
        controls.addWidget(self.speed_combo)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.time_label)
        controls.addWidget(tool_button(close, "replayCloseButton"))

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
        widest = f"{number(c.duration, 3)} / {number(c.duration, 3)} s · {events}/{events}"
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
        c = self._c
        self.time_label.setText(
            f"{number(seconds, 3)} / {number(c.duration, 3)} s · "
            f"{number(c.index)}/{number(len(c.events))}"
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
