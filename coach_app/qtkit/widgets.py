"""Small Qt helpers shared by the screens."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget


def alive(*objects: QObject) -> bool:
    """True while every object's C++ side still exists.

    QUndoStack clears itself, and so signals, while it is being destroyed with its parent;
    slots that touch sibling widgets check this first instead of crashing on teardown.
    """
    return all(shiboken6.isValid(o) for o in objects)


def resize_within(widget: QWidget, width: int, height: int) -> None:
    """Give a dialog its comfortable size, but no larger than the window it belongs to
    (or the screen): at 1024×640 a 980×820 dialog had its buttons below the screen."""
    parent = widget.parentWidget()
    room = parent.window().size() if parent is not None else None
    screen = QWidget.screen(widget)  # dialogs keep their cue screen in .screen
    if room is None and screen is not None:
        room = screen.availableGeometry().size()
    if room is not None:
        width, height = min(width, room.width()), min(height, room.height())
    widget.resize(width, height)
