"""Keyboard actions shared by every screen with a cue: aim, power, shoot, playback.

Each screen gets its own QAction objects (shortcut context: the screen and its children),
so the same keys work on the free table and in a game, and the main window lists the
current screen's actions in its Shot menu.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

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


class CueScreen(Protocol):
    """What the shared shot handlers need of a screen with a cue."""

    panel: Any
    playback: Any

    def shoot(self) -> object: ...

    def rotate(self, degrees: float) -> object: ...


def cue_handlers(screen: CueScreen) -> dict[str, Callable[[], object]]:
    """The handlers every cue screen binds to the shared keys (aim, power, shoot,
    playback); a screen adds its own ("in_hand", "new_rack") on top."""
    from coach_app.cueing.aim import SMALL_STEP_DEG, VERY_SMALL_STEP_DEG

    return {
        "shoot": screen.shoot,
        "aim_left": lambda: screen.rotate(SMALL_STEP_DEG),
        "aim_right": lambda: screen.rotate(-SMALL_STEP_DEG),
        "aim_left_fine": lambda: screen.rotate(VERY_SMALL_STEP_DEG),
        "aim_right_fine": lambda: screen.rotate(-VERY_SMALL_STEP_DEG),
        "power_up": lambda: screen.panel.power.nudge(1),
        "power_down": lambda: screen.panel.power.nudge(-1),
        "pause": screen.playback.toggle,
        "step": screen.playback.step,
        "skip": screen.playback.skip_to_end,
    }


def wire_playback_controls(panel: Any, playback: Any) -> None:
    """The panel's pause, step, skip and speed controls drive the screen's playback."""
    panel.pause.clicked.connect(playback.toggle)
    panel.step.clicked.connect(playback.step)
    panel.skip.clicked.connect(playback.skip_to_end)
    panel.speed.currentIndexChanged.connect(
        lambda _i: playback.set_speed(float(panel.speed.currentData())))
