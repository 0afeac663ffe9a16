"""The Settings menu of the main window: language, aiming aid, playback speed, sounds.

Kept apart from the window so the window stays about navigation. What is checked is a
value computed from the preferences (:mod:`coach_app.shell.settings_choices`, tested without
a window); the menu
only shows it. The window hands in its menu and action factories and the two handlers, so
this module never imports the window. The strings keep the "MainWindow" translation
context they have always had. The Sounds switch is honest: when this installation cannot
play sound it is disabled and its tooltip says why.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import PySide6
from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from coach_app.qtkit.settings import PLAYBACK_SPEEDS, AimingAid
from coach_app.shell.settings_choices import Checked
from coach_app.table.sound import sound_support

Text = Callable[[], str]
#: (parent menu or None for the menu bar, its text) -> the new menu.
MenuFactory = Callable[[QMenu | None, Text], QMenu]
#: (menu, text, slot, keys, object name) -> the new action.
ActionFactory = Callable[[QMenu, Text, Callable[[], object], Any, str], QAction]

#: Languages offered, each named in itself so it can be found whatever is showing now.
LANGUAGE_NAMES: tuple[tuple[str, str], ...] = (("ru", "Русский"), ("en", "English"))



def sound_unavailable_text(reason: str) -> str:
    if reason == "multimedia":
        return QCoreApplication.translate(
            "MainWindow", "Sounds need Qt Multimedia, which is not installed. It comes in "
                          "the PySide6-Addons package (about 175 MB): pip install "
                          "PySide6-Addons==%1").replace("%1", PySide6.__version__)
    if reason == "libraries":
        return QCoreApplication.translate(
            "MainWindow", "Qt Multimedia is installed but cannot start: a system sound "
                          "library (on Linux, libpulse) is missing.")
    return QCoreApplication.translate("MainWindow", "No audio output device was found.")


@dataclass
class SettingsActions:
    """The menu's actions, kept by the window (and the tests) to trigger and to check."""

    language: dict[str, QAction] = field(default_factory=dict)
    aid: dict[AimingAid, QAction] = field(default_factory=dict)
    speed: dict[float, QAction] = field(default_factory=dict)
    sound: QAction | None = None
    sound_reason: str | None = None


def build(owner: QObject, menu: MenuFactory, action: ActionFactory,
          set_language: Callable[[str], None],
          set_preferences: Callable[..., None]) -> SettingsActions:
    """Build the Settings menu with the window's factories; choices call the handlers."""
    out = SettingsActions()
    settings = menu(None, lambda: QCoreApplication.translate("MainWindow", "Se&ttings"))
    settings.setToolTipsVisible(True)
    language = menu(settings, lambda: QCoreApplication.translate("MainWindow", "&Language"))
    group = QActionGroup(owner)
    for code, native in LANGUAGE_NAMES:
        act = language.addAction(native)
        act.setObjectName(f"action_language_{code}")
        act.setCheckable(True)
        act.triggered.connect(lambda _c=False, c=code: set_language(c))
        group.addAction(act)
        out.language[code] = act

    aid_menu = menu(settings, lambda: QCoreApplication.translate("MainWindow", "&Aiming aid"))
    aid_group = QActionGroup(owner)
    aid_texts = {
        AimingAid.NONE: lambda: QCoreApplication.translate("MainWindow", "&None"),
        AimingAid.GHOST: lambda: QCoreApplication.translate("MainWindow",
                                                            "Aim line and &ghost ball"),
        AimingAid.PREDICTED: lambda: QCoreApplication.translate(
            "MainWindow", "&Predicted paths (simulator)"),
    }
    for aid, text in aid_texts.items():
        act = action(aid_menu, text, partial(set_preferences, aiming_aid=aid), None,
                     f"action_aid_{aid.value}")
        act.setCheckable(True)
        aid_group.addAction(act)
        out.aid[aid] = act

    speed_menu = menu(settings, lambda: QCoreApplication.translate("MainWindow",
                                                                   "Playback &speed"))
    speed_group = QActionGroup(owner)
    for speed in PLAYBACK_SPEEDS:
        act = speed_menu.addAction(f"×{speed:g}")
        act.setCheckable(True)
        act.triggered.connect(lambda _c=False, s=speed: set_preferences(playback_speed=s))
        speed_group.addAction(act)
        out.speed[speed] = act

    sound = action(settings, lambda: QCoreApplication.translate("MainWindow", "&Sounds"),
                   lambda: set_preferences(sounds=sound.isChecked()), None, "action_sounds")
    sound.setCheckable(True)
    out.sound = sound
    out.sound_reason = sound_support()
    return out


def sync(actions: SettingsActions, state: Checked) -> None:
    """Check the actions that match ``state`` (and explain a missing sound)."""
    if state.language in actions.language:
        actions.language[state.language].setChecked(True)
    actions.aid[state.aid].setChecked(True)
    if state.speed in actions.speed:
        actions.speed[state.speed].setChecked(True)
    sound, reason = actions.sound, state.sound_reason
    if sound is None:
        return
    sound.setEnabled(reason is None)
    sound.setChecked(state.sounds)
    tip = (QCoreApplication.translate("MainWindow", "Click, thud and drop sounds during "
                                                    "playback, louder for harder contacts")
           if reason is None else sound_unavailable_text(reason))
    sound.setToolTip(tip)
    sound.setStatusTip(tip)
