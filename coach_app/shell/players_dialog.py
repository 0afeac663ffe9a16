"""The Players dialog: who is at the table (shots are recorded for them) and who coaches.

Shots must belong to someone for the charts and the review to mean anything, so the
current player is always visible (the window's status bar) and changed here. A coach is a
player with the coach role: the review screen offers coaches as the authors of notes and
marks.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from coach_app.qtkit.denied_words import store_message
from coach_app.store import History, StoreError


class PlayersDialog(QDialog):
    """Pick the current player, add players, give or take the coach role."""

    def __init__(self, history: History, current: str | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersDialog")
        self.setWindowTitle(self.tr("Players"))
        self.history = history
        self.list = QListWidget()
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("New player's name"))
        self.add = QPushButton(self.tr("Add"))
        self.coach = QCheckBox(self.tr("Coach"))
        self.coach.setToolTip(self.tr("Coaches write notes and mark shots in the review"))
        self.message = QLabel()
        self.message.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play as this player"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.name, 1)
        row.addWidget(self.add)
        box = QVBoxLayout(self)
        box.addWidget(QLabel(self.tr("Shots are recorded for the player chosen here.")))
        box.addWidget(self.list, 1)
        box.addWidget(self.coach)
        box.addLayout(row)
        box.addWidget(self.message)
        box.addWidget(buttons)
        self.add.clicked.connect(self.add_player)
        self.name.returnPressed.connect(self.add_player)
        self.list.currentRowChanged.connect(self._on_row)
        self.coach.toggled.connect(self._on_coach)
        self.fill(current)
        self.resize(380, 420)

    def fill(self, select: str | None) -> None:
        self.list.clear()
        for p in self.history.players():
            text = p.name + ("  — " + self.tr("coach") if p.role == "coach" else "")
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, p.id)
            item.setData(Qt.ItemDataRole.UserRole + 1, p.role)
            self.list.addItem(item)
            if p.id == select:
                self.list.setCurrentItem(item)
        if self.list.currentRow() < 0 and self.list.count():
            self.list.setCurrentRow(0)

    def selected(self) -> str | None:
        item = self.list.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def add_player(self, role: str | None = None) -> str | None:
        name = self.name.text().strip()
        if not name:
            return None
        try:
            info = self.history.ensure_player(name, role or "student")
        except StoreError as exc:
            self.message.setText(store_message(exc))  # a club's login: «нет прав …»
            return None
        self.name.clear()
        self.message.clear()
        self.fill(info.id)
        return info.id

    def _on_row(self, _row: int) -> None:
        item = self.list.currentItem()
        self.coach.blockSignals(True)
        self.coach.setChecked(item is not None
                              and item.data(Qt.ItemDataRole.UserRole + 1) == "coach")
        self.coach.setEnabled(item is not None)
        self.coach.blockSignals(False)

    def _on_coach(self, on: bool) -> None:
        pid = self.selected()
        if pid is not None:
            try:
                self.history.set_role(pid, "coach" if on else "student")
            except StoreError as exc:  # on a club's server only its administrator may
                self.message.setText(store_message(exc))
            self.fill(pid)
