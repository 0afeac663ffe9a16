"""The controls beside the table in play: hint, power, tip, shoot, ball in hand, playback.

Only widgets and their texts live here; what they do is wired by the screen that owns
the panel, so the same panel can serve the free table and, later, a refereed game.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from coach_app.cueing.placement import HandRegion
from coach_app.cueing.power import PowerControl
from coach_app.cueing.tip import TipDiagram
from coach_app.qtkit.settings import PLAYBACK_SPEEDS
from coach_app.words.stroke_words import decimal


def _button(name: str) -> QPushButton:
    b = QPushButton()
    b.setObjectName(name)
    b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return b


class PlayPanel(QWidget):
    """Side panel of the play screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedWidth(280)
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        hint_font = QFont()
        hint_font.setPointSize(11)
        self.hint.setFont(hint_font)

        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        message_font = QFont()
        message_font.setPointSize(11)
        message_font.setBold(True)
        self.message.setFont(message_font)
        self.message.setStyleSheet("color: #8a4b00;")
        self.message.hide()

        self.stroke_box = QGroupBox()
        self.aim_label = QLabel()
        self.aim_label.setObjectName("aimLabel")
        # A call names the pocket in words («шар 6 — левая дальняя угловая луза»): it wraps
        # in the side panel instead of being cut.
        self.aim_label.setWordWrap(True)
        self.power = PowerControl()
        self.tip_caption = QLabel()
        self.tip_caption.setWordWrap(True)
        self.tip = TipDiagram()
        self.tip_readout = QLabel()
        self.tip_readout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.shoot = _button("shootButton")
        self.shoot.setMinimumHeight(40)
        shoot_font = QFont()
        shoot_font.setPointSize(13)
        shoot_font.setBold(True)
        self.shoot.setFont(shoot_font)
        sb = QVBoxLayout(self.stroke_box)
        sb.addWidget(self.aim_label)
        sb.addWidget(self.power)
        sb.addWidget(self.tip_caption)
        sb.addWidget(self.tip, 0, Qt.AlignmentFlag.AlignHCenter)
        sb.addWidget(self.tip_readout)
        sb.addWidget(self.shoot)

        self.hand_box = QGroupBox()
        self.region = QComboBox()
        self.region.setObjectName("regionCombo")
        self.region.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for region in HandRegion:
            self.region.addItem("", region.value)
        self.take_in_hand = _button("takeInHand")
        hb = QVBoxLayout(self.hand_box)
        hb.addWidget(self.region)
        hb.addWidget(self.take_in_hand)

        self.playback_box = QGroupBox()
        self.pause = _button("pauseButton")
        self.step = _button("stepButton")
        self.skip = _button("skipButton")
        self.speed = QComboBox()
        self.speed.setObjectName("speedCombo")
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for s in PLAYBACK_SPEEDS:
            self.speed.addItem(f"×{s:g}", s)
        self.speed_label = QLabel()
        pb = QGridLayout(self.playback_box)
        pb.addWidget(self.pause, 0, 0)
        pb.addWidget(self.step, 0, 1)
        pb.addWidget(self.skip, 0, 2)
        pb.addWidget(self.speed_label, 1, 0)
        pb.addWidget(self.speed, 1, 1, 1, 2)

        self.undo = _button("undoButton")
        self.redo = _button("redoButton")
        self.new_rack = _button("newRackButton")
        row = QHBoxLayout()
        row.addWidget(self.undo)
        row.addWidget(self.redo)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.hint)
        layout.addWidget(self.message)
        layout.addWidget(self.stroke_box)
        layout.addWidget(self.hand_box)
        layout.addWidget(self.playback_box)
        layout.addLayout(row)
        layout.addWidget(self.new_rack)
        layout.addStretch(1)
        self.retranslate()

    def set_message(self, text: str) -> None:
        """The outcome of the last action (a shot's summary, a refused spot)."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def region_value(self) -> HandRegion:
        return HandRegion(self.region.currentData())

    def set_tip_readout(self, side: float, height: float) -> None:
        def number(value: float) -> str:  # «0,35 R»: the language's decimal mark
            return decimal(f"{value:.2f}")

        if abs(height) < 0.005:
            vertical = self.tr("stun")
        elif height > 0:
            vertical = self.tr("follow %1 R").replace("%1", number(height))
        else:
            vertical = self.tr("draw %1 R").replace("%1", number(-height))
        if abs(side) < 0.005:
            horizontal = self.tr("no side")
        elif side > 0:
            horizontal = self.tr("right side %1 R").replace("%1", number(side))
        else:
            horizontal = self.tr("left side %1 R").replace("%1", number(-side))
        self.tip_readout.setText(f"{vertical} · {horizontal}")

    def retranslate(self) -> None:
        self.stroke_box.setTitle(self.tr("Stroke"))
        self.tip_caption.setText(self.tr("Tip position (miscue limit dashed)"))
        self.shoot.setText(self.tr("Shoot (Space)"))
        self.hand_box.setTitle(self.tr("Cue ball in hand"))
        names = {
            HandRegion.HOUSE: self.tr("In the house"),
            HandRegion.TEMPORARY_HOUSE: self.tr("In the temporary house"),
            HandRegion.TABLE: self.tr("Anywhere on the table"),
        }
        for i in range(self.region.count()):
            self.region.setItemText(i, names[HandRegion(self.region.itemData(i))])
        self.take_in_hand.setText(self.tr("Take the cue ball in hand (H)"))
        self.playback_box.setTitle(self.tr("Playback"))
        self.step.setText(self.tr("Step"))
        self.skip.setText(self.tr("To the end"))
        self.speed_label.setText(self.tr("Speed"))
        self.undo.setText(self.tr("Undo"))
        self.redo.setText(self.tr("Redo"))
        self.new_rack.setText(self.tr("New rack"))
        side, height = self.tip.offset()
        self.set_tip_readout(side, height)

    def set_paused(self, paused: bool) -> None:
        self.pause.setText(self.tr("Play") if paused else self.tr("Pause"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
