"""The scorer's button boards: the balls, the pockets laid out like the table, the modes and
the fouls. Big buttons that never take the keyboard focus, so every key reaches the
screen (keyboard first: the screen maps keys to the same presses)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QPushButton, QWidget

from simulation.balls import CUE

#: The balls in the order of the board: the cue ball, then 1 to 15.
BALLS = (CUE, *(str(n) for n in range(1, 16)))
#: The pockets on the board, as the table lies before the scorer (the house at the bottom):
#: row, column.
POCKET_PLACES = {"BL": (0, 0), "BR": (0, 1), "ML": (1, 0), "MR": (1, 1), "FL": (2, 0),
                 "FR": (2, 1)}


def big_button(name: str, *, checkable: bool = False, height: int = 40,
               size: int = 11, bold: bool = True) -> QPushButton:
    b = QPushButton()
    b.setObjectName(name)
    b.setCheckable(checkable)
    b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    b.setMinimumHeight(height)
    font = QFont()
    font.setPointSize(size)
    font.setBold(bold)
    b.setFont(font)
    return b


class BallBoard(QWidget):
    """The cue ball and balls 1 to 15 in two rows of eight; ``pressed(ball)``."""

    def __init__(self, pressed: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(4)
        self.buttons: dict[str, QPushButton] = {}
        for i, ball in enumerate(BALLS):
            b = big_button(f"ball_{ball}", checkable=True, height=44, size=13)
            b.setMinimumWidth(40)
            b.setText(ball)
            if ball == CUE:  # its word («биток») on a ball-sized button
                small = b.font()
                small.setPointSize(9)
                b.setFont(small)
                b.setMinimumWidth(54)
            b.clicked.connect(lambda _c=False, x=ball: pressed(x))
            grid.addWidget(b, i // 8, i % 8)
            self.buttons[ball] = b

    def show_balls(self, enabled: Iterable[str], marked: Iterable[str]) -> None:
        on, marks = set(enabled), set(marked)
        for ball, b in self.buttons.items():
            b.setEnabled(ball in on)
            b.setChecked(ball in marks)


class PocketBoard(QWidget):
    """The six pockets, two columns of three like the table; ``pressed(pocket)``."""

    def __init__(self, pressed: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(4)
        self.buttons: dict[str, QPushButton] = {}
        for pocket, (row, col) in POCKET_PLACES.items():
            b = big_button(f"pocket_{pocket}", checkable=True, height=46, size=10)
            b.setMinimumWidth(70)
            b.clicked.connect(lambda _c=False, p=pocket: pressed(p))
            grid.addWidget(b, row, col)
            self.buttons[pocket] = b

    def show_pockets(self, enabled: bool, marked: Iterable[str]) -> None:
        marks = set(marked)
        for pocket, b in self.buttons.items():
            b.setEnabled(enabled)
            b.setChecked(pocket in marks)


class ToggleBoard(QWidget):
    """A row (wrapping every ``per_row``) of checkable buttons, one per code."""

    def __init__(self, toggled: Callable[[str], None], per_row: int = 3,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(4)
        self._toggled = toggled
        self._per_row = per_row
        self.buttons: dict[str, QPushButton] = {}

    def show_codes(self, codes: Iterable[str], labels: dict[str, str],
                   checked: Iterable[str], tips: dict[str, str] | None = None) -> None:
        codes = list(codes)
        if list(self.buttons) != codes:
            for b in self.buttons.values():
                b.hide()  # at once; the widget itself goes when the event loop runs
                b.deleteLater()
            self.buttons = {}
            for i, code in enumerate(codes):
                b = big_button(f"toggle_{code}", checkable=True, height=32, size=10,
                               bold=False)
                b.clicked.connect(lambda _c=False, c=code: self._toggled(c))
                self._grid.addWidget(b, i // self._per_row, i % self._per_row)
                self.buttons[code] = b
        on = set(checked)
        for code, b in self.buttons.items():
            b.setText(labels.get(code, code))
            b.setToolTip((tips or {}).get(code, labels.get(code, code)))
            b.setChecked(code in on)
