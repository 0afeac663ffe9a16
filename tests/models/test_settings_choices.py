"""The Settings menu's model without a window: what is checked for a set of preferences,
and the Sounds switch off (with its reason) where this installation cannot play sound."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from coach_app.qtkit.settings import AimingAid, Preferences
from coach_app.shell.settings_choices import Checked, checked

ROOT = Path(__file__).resolve().parents[2]


def test_the_preferences_in_force_are_checked():
    prefs = Preferences(language="ru", aiming_aid=AimingAid.PREDICTED, playback_speed=0.5)
    assert checked(prefs, "ru", None) == Checked("ru", AimingAid.PREDICTED, 0.5, True, None)


def test_the_language_shown_is_the_one_in_force():
    assert checked(Preferences(language=""), "en", None).language == "en"


def test_sounds_cannot_be_on_without_sound_support():
    state = checked(Preferences(sounds=True), "en", "multimedia")
    assert not state.sounds and state.sound_reason == "multimedia"
    assert not checked(Preferences(sounds=False), "en", None).sounds


def test_the_model_loads_no_widgets():
    code = ("import sys, coach_app.shell.settings_choices\n"
            "print(sorted(k for k in sys.modules if k in ('PySide6.QtWidgets', 'PySide6.QtGui')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    assert out.strip() == "[]"
