"""Keyboard actions shared by every screen with a cue: aim, power, shoot, playback.

Each screen gets its own QAction objects (shortcut context: the screen and its children),
so the same keys work on the free table, in a game and in a drill, and the main window
lists the current screen's actions in its Shot menu. What each key does is the screen's
(:meth:`coach_app.screens.cue_screen.CueScreen.shot_handlers`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

#: (name, keys) in menu order; None is a separator.
SHOT_KEYS: tuple[tuple[str, str] | None, ...] = (
    ("shoot", "Space"),
    ("aim_left", "Left"),
    ("aim_right", "Right"),
    ("aim_left_fine", "Shift+Left"),
    ("aim_right_fine", "Shift+Right"),
    ("power_up", "Up"),
    ("power_down", "Down"),
    None,
    ("pause", "P"),
    ("step", "."),
    ("skip", "End"),
    None,
    ("in_hand", "H"),
    ("new_rack", "Ctrl+R"),
    ("remove_ball", "Delete"),
)


def action_text(name: str) -> str:
    texts = {
        "shoot": QCoreApplication.translate("ShotActions", "Shoot"),
        "aim_left": QCoreApplication.translate("ShotActions", "Turn aim left"),
        "aim_right": QCoreApplication.translate("ShotActions", "Turn aim right"),
        "aim_left_fine": QCoreApplication.translate("ShotActions", "Turn aim left a little"),
        "aim_right_fine": QCoreApplication.translate("ShotActions", "Turn aim right a little"),
        "power_up": QCoreApplication.translate("ShotActions", "More power"),
        "power_down": QCoreApplication.translate("ShotActions", "Less power"),
        "pause": QCoreApplication.translate("ShotActions", "Pause or resume playback"),
        "step": QCoreApplication.translate("ShotActions", "Step playback"),
        "skip": QCoreApplication.translate("ShotActions", "Skip playback to the end"),
        "in_hand": QCoreApplication.translate("ShotActions", "Cue ball in hand"),
        "new_rack": QCoreApplication.translate("ShotActions", "New rack"),
        "remove_ball": QCoreApplication.translate("ShotActions", "Take the selected ball off"),
    }
    return texts[name]


def make_shot_actions(owner: QWidget, handlers: dict[str, Callable[[], object]],
                      ) -> dict[str, QAction]:
    """Actions for the handlers given (a screen without ball in hand omits "in_hand")."""
    actions: dict[str, QAction] = {}
    for entry in SHOT_KEYS:
        if entry is None or entry[0] not in handlers:
            continue
        name, keys = entry
        action = QAction(owner)
        action.setObjectName(f"action_{name}")
        action.setShortcut(QKeySequence(keys))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        slot = handlers[name]
        action.triggered.connect(lambda _c=False, s=slot: s())
        owner.addAction(action)
        actions[name] = action
    retranslate_shot_actions(actions)
    return actions


def retranslate_shot_actions(actions: dict[str, QAction]) -> None:
    for name, action in actions.items():
        action.setText(action_text(name))
