"""A page for a part of the program that is still being built.

The navigation to it is real (menus, shortcuts, the start screen) so the program's shape
is visible now; the page says plainly what will be here and offers the way back.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class ComingSoonScreen(QWidget):
    """``kind`` is "practice", "review" or "progress"; ``back`` asks for the start screen."""

    back = Signal()

    def __init__(self, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.setObjectName(f"comingSoon_{kind}")
        self._title = QLabel()
        font = QFont()
        font.setPointSize(22)
        font.setBold(True)
        self._title.setFont(font)
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._body = QLabel()
        self._body.setWordWrap(True)
        self._body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._body.setMaximumWidth(560)
        self._back = QPushButton()
        self._back.clicked.connect(self.back)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self._title)
        layout.addSpacing(12)
        layout.addWidget(self._body, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(24)
        layout.addWidget(self._back, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        self.retranslate()

    def title(self) -> str:
        return self._title.text()

    def retranslate(self) -> None:
        titles = {
            "practice": self.tr("Practice"),
            "review": self.tr("Review"),
            "progress": self.tr("Progress"),
        }
        bodies = {
            "practice": self.tr("Drills with targets and scores are coming in a later "
                                "version."),
            "review": self.tr("Replaying and studying your past shots is coming in a later "
                              "version."),
            "progress": self.tr("Charts of your progress are coming in a later version."),
        }
        self._title.setText(titles.get(self.kind, self.kind))
        self._body.setText(bodies.get(self.kind, "")
                           + "\n\n" + self.tr("Meanwhile, the free table is ready to play."))
        self._back.setText(self.tr("Back to the start screen"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
