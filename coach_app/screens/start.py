"""The start screen: the four ways into the program, one obvious button each."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

#: Page names in the order of the buttons; the main window maps them to its pages.
DESTINATIONS: tuple[str, ...] = ("play", "game", "practice", "review", "progress")


class StartScreen(QWidget):
    """Emits ``chosen`` with one of :data:`DESTINATIONS`."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self._title = QLabel()
        title_font = QFont()
        title_font.setPointSize(28)
        title_font.setBold(True)
        self._title.setFont(title_font)
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._subtitle = QLabel()
        self._subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._subtitle.setObjectName("subtitle")

        self.buttons: dict[str, QPushButton] = {}
        self._notes: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(24)
        for i, name in enumerate(DESTINATIONS):
            button = QPushButton()
            button.setObjectName(f"start_{name}")
            button.setMinimumSize(230, 72)
            font = QFont()
            font.setPointSize(15)
            font.setBold(True)
            button.setFont(font)
            button.clicked.connect(lambda _=False, n=name: self.chosen.emit(n))
            note = QLabel()
            note.setWordWrap(True)
            note.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            note.setMaximumWidth(300)
            cell = QVBoxLayout()
            cell.addWidget(button)
            cell.addWidget(note)
            # Two big ways to play on top, the three other parts of the program below.
            if i < 2:
                grid.addLayout(cell, 0, 3 * i, 1, 3)
            else:
                grid.addLayout(cell, 1, 2 * (i - 2), 1, 2)
            self.buttons[name] = button
            self._notes[name] = note

        outer = QVBoxLayout(self)
        outer.addStretch(2)
        outer.addWidget(self._title)
        outer.addWidget(self._subtitle)
        outer.addSpacing(32)
        holder = QWidget()
        holder.setLayout(grid)
        outer.addWidget(holder, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(3)
        self.retranslate()
        self.buttons["play"].setDefault(True)

    def retranslate(self) -> None:
        self._title.setText(self.tr("Pyramid Coach"))
        self._subtitle.setText(self.tr("A trainer for Russian pyramid billiards"))
        texts = {
            "play": (self.tr("&Free table"),
                     self.tr("Set up and play any shot, no referee, undo at will.")),
            "game": (self.tr("New &game"),
                     self.tr("A refereed game at one computer: every discipline, two to "
                             "four players.")),
            "practice": (self.tr("P&ractice"), self.tr("Drills with a score, from easy to "
                                                       "championship level.")),
            "review": (self.tr("Re&view"), self.tr("Replay and study the shots you have "
                                                   "played.")),
            "progress": (self.tr("Pro&gress"), self.tr("How your game has grown, in charts.")),
        }
        for name, (label, note) in texts.items():
            self.buttons[name].setText(label)
            self._notes[name].setText(note)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
