"""The user's preferences and where they are kept between runs (QSettings).

:class:`Preferences` is a frozen value so a screen can compare old and new settings and a
test can build one directly; :class:`SettingsStore` is the only place that knows the keys
and the storage, so a test can point it at a temporary INI file instead of the user's own.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QByteArray, QSettings

#: The speeds offered for playback, slowest first (the issue asks for x0.25 to x4).
PLAYBACK_SPEEDS: tuple[float, ...] = (0.25, 0.5, 1.0, 2.0, 4.0)
LANGUAGES: tuple[str, ...] = ("ru", "en")


class AimingAid(StrEnum):
    """How much help the table gives while aiming."""

    NONE = "none"
    GHOST = "ghost"
    PREDICTED = "predicted"


@dataclass(frozen=True)
class Preferences:
    """``language`` is empty until the user picks one; then the system locale decides."""

    language: str = ""
    aiming_aid: AimingAid = AimingAid.GHOST
    playback_speed: float = 1.0
    sounds: bool = True
    #: The computer's shots play faster than the player's own, so watching it is no chore.
    computer_speed: float = 2.0


class SettingsStore:
    """Reads and writes :class:`Preferences` and the window geometry."""

    def __init__(self, settings: QSettings) -> None:
        self._s = settings

    @property
    def qsettings(self) -> QSettings:
        """The settings file itself, for screens that keep a few values of their own."""
        return self._s

    def load(self) -> Preferences:
        d = Preferences()
        lang = str(self._s.value("ui/language", d.language) or "")
        aid_raw = str(self._s.value("ui/aiming_aid", d.aiming_aid.value))
        try:
            aid = AimingAid(aid_raw)
        except ValueError:
            aid = d.aiming_aid
        try:
            speed = float(self._s.value("ui/playback_speed", d.playback_speed))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            speed = d.playback_speed
        if speed not in PLAYBACK_SPEEDS:
            speed = d.playback_speed
        sounds_raw = self._s.value("ui/sounds", d.sounds)
        sounds = sounds_raw if isinstance(sounds_raw, bool) else str(sounds_raw).lower() == "true"
        computer = _float(self._s.value("game/computer_speed"), d.computer_speed)
        return Preferences(lang if lang in LANGUAGES else "", aid, speed, sounds,
                           computer if computer in PLAYBACK_SPEEDS else d.computer_speed)

    def save(self, prefs: Preferences) -> None:
        self._s.setValue("ui/language", prefs.language)
        self._s.setValue("ui/aiming_aid", prefs.aiming_aid.value)
        self._s.setValue("ui/playback_speed", prefs.playback_speed)
        self._s.setValue("ui/sounds", prefs.sounds)
        self._s.setValue("game/computer_speed", prefs.computer_speed)
        self._s.sync()

    def geometry(self) -> QByteArray | None:
        value = self._s.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def save_geometry(self, geometry: QByteArray) -> None:
        self._s.setValue("window/geometry", geometry)

    def folder(self) -> str:
        """The folder a game was last saved to or opened from ("" before the first)."""
        return str(self._s.value("files/folder", "") or "")

    def save_folder(self, folder: str) -> None:
        self._s.setValue("files/folder", folder)

    def seats(self) -> list[str]:
        """The seats of the last new game ("human" or a computer level), first seat first."""
        value = self._s.value("game/seats", "")
        return [v for v in str(value or "").split(",") if v]

    def save_seats(self, seats: list[str]) -> None:
        self._s.setValue("game/seats", ",".join(seats))

    def table_name(self) -> str:
        """The real table a player last practised at ("Стол 3"; "" before the first)."""
        return str(self._s.value("practice/table", "") or "")[:100]

    def save_table_name(self, name: str) -> None:
        self._s.setValue("practice/table", name[:100])

    def player_id(self) -> str | None:
        """The player whose shots are recorded (None until one is chosen)."""
        value = self._s.value("history/player", "")
        return str(value) if value else None

    def save_player_id(self, player_id: str | None) -> None:
        self._s.setValue("history/player", player_id or "")
        self._s.sync()

    def database(self) -> str:
        """The history's database URL or file set in the settings ("" = the default)."""
        return str(self._s.value("history/database", "") or "")


def _float(value: object, default: float) -> float:
    try:
        return float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return default
