"""The power control: the cue ball's speed in m/s, from a soft touch to the break."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSlider, QVBoxLayout, QWidget

from coach_app.cueing.model import DEFAULT_SPEED, MAX_SPEED, MIN_SPEED, SPEED_STEP
from simulation.stroke_terms import Power, power_of


class PowerControl(QWidget):
    """Slider plus a readout such as "3.0 m/s · medium". Emits ``changed(speed)``; shows
    the speed of a screen's model (which keeps the player's normal power)."""

    changed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title = QLabel()
        self._readout = QLabel()
        self._readout.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("powerSlider")
        self.slider.setRange(round(MIN_SPEED / SPEED_STEP), round(MAX_SPEED / SPEED_STEP))
        self.slider.setPageStep(10)
        self.slider.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.slider.setValue(round(DEFAULT_SPEED / SPEED_STEP))
        self.slider.valueChanged.connect(self._on_slider)
        top = QHBoxLayout()
        top.addWidget(self._title)
        top.addWidget(self._readout, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.slider)
        self.retranslate()

    def speed(self) -> float:
        return round(self.slider.value() * SPEED_STEP, 2)

    def set_speed(self, speed: float) -> None:
        self.slider.setValue(round(min(MAX_SPEED, max(MIN_SPEED, speed)) / SPEED_STEP))

    def nudge(self, steps: int) -> None:
        self.slider.setValue(self.slider.value() + steps)

    def zone_name(self, speed: float) -> str:
        return {Power.SOFT: self.tr("soft"), Power.MEDIUM: self.tr("medium"),
                Power.STRONG: self.tr("strong"), Power.BREAK: self.tr("break")}[power_of(speed)]

    def _on_slider(self, _value: int) -> None:
        self._update_readout()
        self.changed.emit(self.speed())

    def _update_readout(self) -> None:
        speed = self.speed()
        self._readout.setText(self.tr("%1 m/s · %2").replace("%1", f"{speed:.1f}")
                              .replace("%2", self.zone_name(speed)))

    def readout(self) -> str:
        return self._readout.text()

    def retranslate(self) -> None:
        self._title.setText(self.tr("Power"))
        self.slider.setToolTip(self.tr("Cue ball speed. Up and Down arrows change it."))
        self._update_readout()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
