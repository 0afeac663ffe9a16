"""Who sits at each place of a game: a person, or the computer at one of its levels.

A seat is part of the game's setup (saved with the game, so a resumed game still knows
which side the computer plays) and is remembered in the settings for the next new game.
Kept as a plain frozen value apart from the Qt code so the session can load and save it
without importing widgets.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from simulation.ai.levels import LEVEL_NAMES

#: The text that stands for a human seat in files and settings (a level name otherwise).
HUMAN = "human"


@dataclass(frozen=True)
class Seat:
    """``level`` is None for a person, else the computer's level ("beginner".."master")."""

    level: str | None = None

    @property
    def computer(self) -> bool:
        return self.level is not None

    def to_json(self) -> str:
        return self.level or HUMAN

    @classmethod
    def from_json(cls, value: object) -> Seat:
        """A seat from a file or the settings; anything unknown is a person, so a damaged
        value can never make the computer take someone's turn."""
        text = str(value)
        return cls(text) if text in LEVEL_NAMES else cls()


def level_name(level: str) -> str:
    names = {
        "beginner": QCoreApplication.translate("Seats", "beginner"),
        "amateur": QCoreApplication.translate("Seats", "amateur"),
        "club": QCoreApplication.translate("Seats", "club player"),
        "expert": QCoreApplication.translate("Seats", "expert"),
        "master": QCoreApplication.translate("Seats", "master"),
    }
    return names.get(level, level)


def seat_label(seat: Seat) -> str:
    """"Human" or "Computer: club player", for the new-game dialog."""
    if seat.level is None:
        return QCoreApplication.translate("Seats", "Human")
    return QCoreApplication.translate("Seats", "Computer: %1").replace(
        "%1", level_name(seat.level))


#: Every choice the dialog offers, the person first.
SEAT_CHOICES: tuple[Seat, ...] = (Seat(), *(Seat(lv) for lv in LEVEL_NAMES))
