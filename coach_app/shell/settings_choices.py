"""What the Settings menu shows, as a value: the checked language, aiming aid and playback
speed, and whether the Sounds switch is on and can be.

The model of :mod:`coach_app.shell.settings_menu` (which only shows it), so what the menu says
for a set of preferences is tested without a window.
"""

from __future__ import annotations

from dataclasses import dataclass

from coach_app.qtkit.settings import AimingAid, Preferences


@dataclass(frozen=True)
class Checked:
    """What the Settings menu shows for the preferences in force: the checked language,
    aid and speed, and the Sounds switch (``sound_reason``: why sound cannot play)."""

    language: str
    aid: AimingAid
    speed: float
    sounds: bool
    sound_reason: str | None


def checked(prefs: Preferences, language: str, sound_reason: str | None) -> Checked:
    """The menu's state for ``prefs`` (``language``: the one in force now)."""
    return Checked(language, prefs.aiming_aid, prefs.playback_speed,
                   prefs.sounds and sound_reason is None, sound_reason)
