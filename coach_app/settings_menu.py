"""The Settings menu of the main window: language, aiming aid, playback speed, sounds.

Kept apart from the window so the window stays about navigation. The strings keep the
"MainWindow" translation context they have always had. The Sounds switch is honest: when
this installation cannot play sound it is disabled and its tooltip says why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import PySide6
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup

from coach_app.settings import PLAYBACK_SPEEDS, AimingAid
from coach_app.sound import sound_support

if TYPE_CHECKING:
    from coach_app.main_window import MainWindow

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


def build(w: MainWindow) -> None:
    settings = w._menu(None, lambda: QCoreApplication.translate("MainWindow", "Se&ttings"))
    settings.setToolTipsVisible(True)
    language = w._menu(settings, lambda: QCoreApplication.translate("MainWindow",
                                                                    "&Language"))
    group = QActionGroup(w)
    w.language_actions = {}
    for code, native in LANGUAGE_NAMES:
        action = language.addAction(native)
        action.setObjectName(f"action_language_{code}")
        action.setCheckable(True)
        action.triggered.connect(lambda _c=False, c=code: w.set_language(c))
        group.addAction(action)
        w.language_actions[code] = action

    aid_menu = w._menu(settings, lambda: QCoreApplication.translate("MainWindow",
                                                                    "&Aiming aid"))
    aid_group = QActionGroup(w)
    w.aid_actions = {}
    aid_texts = {
        AimingAid.NONE: lambda: QCoreApplication.translate("MainWindow", "&None"),
        AimingAid.GHOST: lambda: QCoreApplication.translate("MainWindow",
                                                            "Aim line and &ghost ball"),
        AimingAid.PREDICTED: lambda: QCoreApplication.translate(
            "MainWindow", "&Predicted paths (simulator)"),
    }
    for aid, text in aid_texts.items():
        action = w._action(aid_menu, text, lambda a=aid: w.set_preferences(aiming_aid=a),
                           None, f"action_aid_{aid.value}")
        action.setCheckable(True)
        aid_group.addAction(action)
        w.aid_actions[aid] = action

    speed_menu = w._menu(settings, lambda: QCoreApplication.translate("MainWindow",
                                                                      "Playback &speed"))
    speed_group = QActionGroup(w)
    w.speed_actions = {}
    for speed in PLAYBACK_SPEEDS:
        action = speed_menu.addAction(f"×{speed:g}")
        action.setCheckable(True)
        action.triggered.connect(lambda _c=False, s=speed: w.set_preferences(playback_speed=s))
        speed_group.addAction(action)
        w.speed_actions[speed] = action

    sound: QAction = w._action(
        settings, lambda: QCoreApplication.translate("MainWindow", "&Sounds"),
        lambda: w.set_preferences(sounds=w.sound_action.isChecked()), None, "action_sounds")
    sound.setCheckable(True)
    w.sound_action = sound
    w.sound_reason = sound_support()
    sync(w)


def sync(w: MainWindow) -> None:
    """Check the actions that match the preferences (and explain a missing sound)."""
    lang = w.translations.language or w.prefs.language
    if lang in w.language_actions:
        w.language_actions[lang].setChecked(True)
    w.aid_actions[w.prefs.aiming_aid].setChecked(True)
    if w.prefs.playback_speed in w.speed_actions:
        w.speed_actions[w.prefs.playback_speed].setChecked(True)
    reason = w.sound_reason
    w.sound_action.setEnabled(reason is None)
    w.sound_action.setChecked(w.prefs.sounds and reason is None)
    tip = (QCoreApplication.translate("MainWindow", "Click, thud and drop sounds during "
                                                    "playback, louder for harder contacts")
           if reason is None else sound_unavailable_text(reason))
    w.sound_action.setToolTip(tip)
    w.sound_action.setStatusTip(tip)
