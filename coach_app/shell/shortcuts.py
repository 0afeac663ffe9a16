"""Help > Keyboard shortcuts: every key the program answers to, read from its actions.

The list is built from the live QActions (menus and the shot keys) rather than written
out by hand, so it can never disagree with what the keys actually do, and it appears in
the current language because the actions' texts already are.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

Row = tuple[str, str, str]  # (group, action, keys)


def _plain(text: str) -> str:
    """Menu text without its mnemonic ampersand or trailing ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def _keys(action: QAction) -> str:
    return ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText)
                     for k in action.shortcuts() if not k.isEmpty())


def shortcut_rows(menus: Iterable[QMenu], shot_actions: Iterable[QAction]) -> list[Row]:
    """(group, action, keys) for every action with a shortcut, menus first."""
    rows: list[Row] = []
    for menu in menus:
        group = _plain(menu.title())
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                rows += shortcut_rows([sub], [])
            elif _keys(action):
                rows.append((group, _plain(action.text()), _keys(action)))
    shot = QCoreApplication.translate("Shortcuts", "Shot")
    for action in shot_actions:
        if _keys(action):
            rows.append((shot, _plain(action.text()), _keys(action)))
    return rows


class ShortcutsDialog(QDialog):
    def __init__(self, rows: list[Row], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.table = QTableWidget(len(rows), 3)
        self.table.setHorizontalHeaderLabels([self.tr("Where"), self.tr("Action"),
                                              self.tr("Keys")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(560, 560)

    def rows(self) -> list[Row]:
        def text(r: int, c: int) -> str:
            item = self.table.item(r, c)
            return item.text() if item is not None else ""
        return [(text(r, 0), text(r, 1), text(r, 2)) for r in range(self.table.rowCount())]
