"""Pyramid T's colours on the scoreboard: which a player has collected, and what the balls
still on the table are worth.

:class:`ColourChips` draws the five colours of 4.1 in their order, filled when the player
has pocketed that colour in the set under way and hollow while it is still to get;
:class:`ValuesLegend` shows, for each colour, a chip, its value and how many of its balls
are left (4.1.2), then the total. The numbers come from
:mod:`coach_app.game.pyramid_t_progress`; the colours are the ones the table draws.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from coach_app.game.pyramid_t_progress import SideProgress, TableValue
from coach_app.qtkit.plural import points_text
from coach_app.table.style import PYRAMID_T_RGB
from simulation.balls import PYRAMID_T_ORDER, Colour

CHIP_PX = 14


def colour_name(colour: Colour) -> str:
    names = {
        Colour.BLUE: QCoreApplication.translate("ColourChips", "blue"),
        Colour.YELLOW: QCoreApplication.translate("ColourChips", "yellow"),
        Colour.BLACK: QCoreApplication.translate("ColourChips", "black"),
        Colour.GREEN: QCoreApplication.translate("ColourChips", "green"),
        Colour.RED: QCoreApplication.translate("ColourChips", "red"),
    }
    return names[colour]


def _paint_chip(p: QPainter, centre: QPointF, colour: Colour, filled: bool) -> None:
    rgb = QColor(*PYRAMID_T_RGB[colour])
    p.setPen(QPen(rgb.darker(140), 1.5))
    p.setBrush(rgb if filled else Qt.BrushStyle.NoBrush)
    r = CHIP_PX / 2 - 1
    p.drawEllipse(centre, r, r)


class ColourChips(QWidget):
    """The five colours of one player's set, collected ones filled."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._collected: frozenset[Colour] = frozenset()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(len(PYRAMID_T_ORDER) * (CHIP_PX + 4), CHIP_PX + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def show_progress(self, progress: SideProgress) -> None:
        self._collected = frozenset(progress.collected)
        have = ", ".join(colour_name(c) for c in progress.collected) or "—"
        need = ", ".join(colour_name(c) for c in progress.needed) or "—"
        self.setToolTip(QCoreApplication.translate(
            "ColourChips", "Collected in this set: %1. Still to pocket: %2.")
            .replace("%1", have).replace("%2", need))
        self.update()

    @property
    def collected(self) -> frozenset[Colour]:
        return self._collected

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        step = CHIP_PX + 4
        for i, colour in enumerate(PYRAMID_T_ORDER):
            _paint_chip(p, QPointF(i * step + step / 2, self.height() / 2), colour,
                        colour in self._collected)
        p.end()


class _Chip(QWidget):
    def __init__(self, colour: Colour) -> None:
        super().__init__()
        self._colour = colour
        self.setFixedSize(CHIP_PX + 2, CHIP_PX + 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        _paint_chip(p, QPointF(self.width() / 2, self.height() / 2), self._colour, True)
        p.end()


class ValuesLegend(QWidget):
    """On the table: each colour's chip, "3 × 3" (value × balls left), and the total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("valuesLegend")
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        self.title = QLabel()
        box.addWidget(self.title)
        self.counts: dict[Colour, QLabel] = {}
        for colour in PYRAMID_T_ORDER:
            box.addWidget(_Chip(colour))
            label = QLabel()
            label.setObjectName(f"left_{colour.value}")
            self.counts[colour] = label
            box.addWidget(label)
            box.addSpacing(6)
        self.total = QLabel()
        self.total.setObjectName("valuesTotal")
        box.addWidget(self.total)
        box.addStretch(1)

    def show_value(self, value: TableValue) -> None:
        self.title.setText(QCoreApplication.translate("ColourChips",
                                                      "On the table (points × balls):"))
        for left in value.colours:
            label = self.counts[left.colour]
            label.setText(f"{left.value}\u00a0×\u00a0{left.balls}")
            label.setToolTip(QCoreApplication.translate(
                "ColourChips", "%1: %2 each, %3 left on the table")
                .replace("%1", colour_name(left.colour))
                .replace("%2", points_text(left.value)).replace("%3", str(left.balls)))
        total = QCoreApplication.translate("ColourChips", "= %1").replace(
            "%1", points_text(value.total))
        if value.common:
            total += " " + QCoreApplication.translate(
                "ColourChips", "(five or fewer: every ball is common, 4.5)")
        self.total.setText(total)
