"""The placement map on the table: pot probability from each place in the house, painted
over a to-scale TableView, with a colour scale beside it.

Cells are drawn above the cloth and the balls but translucent, so the object ball and the
pocket stay readable; places where the cue ball cannot go (touching a ball) are hatched.
The colours come from matplotlib's red-yellow-green map so the table and the break maps
read the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from matplotlib import colormaps
from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from coach_app.table.view import TableView
from simulation.analysis.placement import Cell
from simulation.table import TableSpec

Vec = tuple[float, float]
_CMAP = colormaps["RdYlGn"]
ALPHA = 185


def heat_colour(p: float, alpha: int = ALPHA) -> QColor:
    r, g, b, _ = _CMAP(max(0.0, min(1.0, p)))
    return QColor(round(r * 255), round(g * 255), round(b * 255), alpha)


def _spacing(values: Sequence[float]) -> float:
    xs = sorted({round(v, 6) for v in values})
    steps = [b - a for a, b in pairwise(xs) if b - a > 1e-6]
    return min(steps) if steps else 0.05


class HeatTableView(TableView):
    """A TableView that also paints a placement map and marks the best place."""

    def __init__(self, spec: TableSpec | None = None, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent=parent)
        self.setObjectName("placementHeatView")
        self._cells: tuple[Cell, ...] = ()
        self._best: Vec | None = None

    def cells(self) -> tuple[Cell, ...]:
        return self._cells

    def best(self) -> Vec | None:
        return self._best

    def set_cells(self, cells: Sequence[Cell], best: Vec | None) -> None:
        self._cells, self._best = tuple(cells), best
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._cells:
            return
        tf = self.transform()
        dx = _spacing([c.x for c in self._cells])
        dy = _spacing([c.y for c in self._cells])
        w, h = tf.length_px(dx), tf.length_px(dy)
        p = QPainter(self)
        spec = self.spec
        x0, y0 = tf.to_px((-spec.half_length, spec.half_width))
        x1, y1 = tf.to_px((spec.house_line_x, -spec.half_width))
        p.setClipRect(QRectF(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0)))
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        p.setPen(Qt.PenStyle.NoPen)
        for c in self._cells:
            x, y = tf.to_px((c.x, c.y))
            rect = QRectF(x - w / 2, y - h / 2, w, h)
            if c.probability is None:
                p.setBrush(QBrush(QColor(60, 60, 60, 150), Qt.BrushStyle.BDiagPattern))
            else:
                p.setBrush(heat_colour(c.probability))
            p.drawRect(rect)
        if self._best is not None:
            p.setClipping(False)
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            x, y = tf.to_px(self._best)
            r = tf.length_px(self.spec.ball_radius)
            p.setBrush(QColor(255, 255, 255, 235))
            p.setPen(QPen(QColor(20, 20, 20), max(1.5, r * 0.15)))
            p.drawEllipse(QPointF(x, y), r, r)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(21, 101, 192), max(2.0, r * 0.25)))
            p.drawEllipse(QPointF(x, y), r * 1.8, r * 1.8)
        p.end()


class ColourScale(QWidget):
    """The legend: 0 % at the bottom, 100 % at the top, in the map's colours."""

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("colourScale")
        self._title = title
        self.setMinimumWidth(64)

    def set_title(self, title: str) -> None:
        self._title = title
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(72, 300)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        fm = p.fontMetrics()
        top = fm.height() * 2 + 6
        bottom = self.height() - fm.height()
        bar = QRectF(6, top, 18, max(10, bottom - top))
        grad = QLinearGradient(bar.bottomLeft(), bar.topLeft())
        for k in range(11):
            grad.setColorAt(k / 10, heat_colour(k / 10, 255))
        p.setPen(QPen(QColor(60, 60, 60), 1))
        p.setBrush(grad)
        p.drawRect(bar)
        p.setPen(self.palette().windowText().color())
        p.drawText(QRectF(0, 0, self.width(), top - 4),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
                       | Qt.TextFlag.TextWordWrap), self._title)
        for k in range(0, 101, 25):
            y = bar.bottom() - bar.height() * k / 100
            p.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + 4, y))
            p.drawText(QPointF(bar.right() + 7, y + fm.ascent() / 2 - 1), f"{k} %")
        p.end()
