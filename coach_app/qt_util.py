"""Small Qt helpers shared by the screens."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject


def alive(*objects: QObject) -> bool:
    """True while every object's C++ side still exists.

    QUndoStack clears itself, and so signals, while it is being destroyed with its parent;
    slots that touch sibling widgets check this first instead of crashing on teardown.
    """
    return all(shiboken6.isValid(o) for o in objects)
