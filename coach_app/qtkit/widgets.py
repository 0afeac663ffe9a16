"""Small Qt helpers shared by the screens."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget


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


class WrapButton(QPushButton):
    """A push button whose text wraps onto a second line instead of being cut: a choice
    the rules give («Перестановка, нарушитель разбивает снова», a player's name in "Anna won
    and passes the break") is longer than a side panel is wide. The text lives in
    :attr:`label`, word-wrapped; the button itself draws none (its ``text()`` reads the
    label's) and carries it as its accessible name.
    """

    MARGIN = 6
    #: The text is drawn by :attr:`label` (which wraps), not by the button: the screen
    #: tour checks the label.
    wraps_text = True

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        box = QVBoxLayout(self)
        box.setContentsMargins(self.MARGIN, self.MARGIN, self.MARGIN, self.MARGIN)
        box.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.set_label(text)

    def set_label(self, text: str) -> None:
        self.label.setText(text)
        self.setAccessibleName(text)
        self.updateGeometry()

    def label_text(self) -> str:
        return self.label.text()

    def text(self) -> str:
        """The words shown (the label's): what a caller of a push button expects."""
        return self.label.text()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        inner = max(1, width - 2 * self.MARGIN)
        return max(super().sizeHint().height(),
                   self.label.heightForWidth(inner) + 2 * self.MARGIN)

    def sizeHint(self) -> QSize:
        hint = self.label.sizeHint()
        return QSize(min(hint.width(), 240) + 2 * self.MARGIN,
                     max(super().sizeHint().height(), hint.height() + 2 * self.MARGIN))

    def minimumSizeHint(self) -> QSize:
        return QSize(60, super().minimumSizeHint().height())
