"""The stroke-error presets in words, and the level the player chose last time.

The presets (simulation.analysis.probability.PRESETS) are named in English in the data;
the player reads them in the interface language, with the spreads that define them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QComboBox

from simulation.analysis.probability import PRESETS, StrokeError

DEFAULT_LEVEL = "club"
_KEY = "analysis/level"
_SPEED_KEY = "analysis/placement_speed"


def level_name(level: str) -> str:
    names = {
        "beginner": QCoreApplication.translate("Levels", "Beginner"),
        "amateur": QCoreApplication.translate("Levels", "Amateur"),
        "club": QCoreApplication.translate("Levels", "Club player"),
        "expert": QCoreApplication.translate("Levels", "Expert"),
        "master": QCoreApplication.translate("Levels", "Master"),
    }
    return names.get(level, level)


def level_spreads(error: StrokeError) -> str:
    return (QCoreApplication.translate(
        "Levels", "Stroke spread: direction ±%1°, speed ±%2 %, tip ±%3 R (one σ)")
        .replace("%1", f"{error.angle_deg:g}").replace("%2", f"{error.speed_rel * 100:g}")
        .replace("%3", f"{error.tip:g}"))


def level_combo(current: str) -> QComboBox:
    """A combo of the presets, beginner first, ``current`` selected."""
    combo = QComboBox()
    combo.setObjectName("level")
    for name, error in PRESETS.items():
        combo.addItem(level_name(name), name)
        combo.setItemData(combo.count() - 1, level_spreads(error),
                          Qt.ItemDataRole.ToolTipRole)
    index = combo.findData(current)
    combo.setCurrentIndex(index if index >= 0 else combo.findData(DEFAULT_LEVEL))
    return combo


class LevelMemory:
    """The level last picked in any analysis dialog, kept in the app's settings file
    (None: only for this run, as tests and the headless tools want)."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self._settings = settings
        self._level = DEFAULT_LEVEL
        self._speed: float | None = None
        if settings is not None:
            value = str(settings.value(_KEY, DEFAULT_LEVEL) or DEFAULT_LEVEL)
            self._level = value if value in PRESETS else DEFAULT_LEVEL

    def level(self) -> str:
        return self._level

    def remember(self, level: str) -> None:
        if level in PRESETS:
            self._level = level
            if self._settings is not None:
                self._settings.setValue(_KEY, level)

    def speed(self) -> float | None:
        """The placement map's speed picked last (None: none yet, use the stroke's)."""
        value = self._speed
        if value is None and self._settings is not None:
            try:
                value = float(str(self._settings.value(_SPEED_KEY, 0.0) or 0.0)) or None
            except (TypeError, ValueError):
                value = None
        return value

    def remember_speed(self, speed: float) -> None:
        if speed > 0.0:
            self._speed = speed
            if self._settings is not None:
                self._settings.setValue(_SPEED_KEY, speed)
