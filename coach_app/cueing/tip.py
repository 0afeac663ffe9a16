"""Where the tip meets the cue ball: a diagram of the ball with the miscue limit drawn.

The ball is seen as the player sees it from behind the cue: up is follow, down is draw,
right is right side (``side > 0``). Clicks past the miscue limit are pulled back onto it,
so the control can never produce a stroke the simulator would refuse.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QRadialGradient
from PySide6.QtWidgets import QSizePolicy, QWidget

from coach_app.cueing.model import clamp_offset
from simulation.physics.params import PhysicsParams


class TipDiagram(QWidget):
    """Emits ``changed(side, height)`` in fractions of the radius."""

    changed = Signal(float, float)

    def __init__(self, params: PhysicsParams | None = None, parent: QWidget | None = None,
                 ) -> None:
        super().__init__(parent)
        self._limit = (params or PhysicsParams()).miscue_limit
        self._side = 0.0
        self._height = 0.0
        self._ivory = False
        self.setMinimumSize(120, 120)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.CrossCursor)
        self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(150, 150)

    @property
    def limit(self) -> float:
        return self._limit

    def offset(self) -> tuple[float, float]:
        return (self._side, self._height)

    def set_offset(self, side: float, height: float) -> None:
        side, height = clamp_offset(side, height, self._limit)
        if (side, height) != (self._side, self._height):
            self._side, self._height = side, height
            self.update()
            self.changed.emit(side, height)

    def set_ivory(self, ivory: bool) -> None:
        """Draw the ivory cue ball of Pyramid T (000 clause 2) instead of the red one."""
        if ivory != self._ivory:
            self._ivory = ivory
            self.update()

    @property
    def ivory(self) -> bool:
        return self._ivory

    # ------------------------------------------------------------- geometry
    def _centre_and_radius(self) -> tuple[QPointF, float]:
        r = min(self.width(), self.height()) / 2 - 6
        return QPointF(self.width() / 2, self.height() / 2), max(r, 10.0)

    def offset_at(self, pos: QPointF) -> tuple[float, float]:
        c, r = self._centre_and_radius()
        return ((pos.x() - c.x()) / r, (c.y() - pos.y()) / r)

    def point_for(self, side: float, height: float) -> QPointF:
        c, r = self._centre_and_radius()
        return QPointF(c.x() + side * r, c.y() - height * r)

    # ---------------------------------------------------------------- input
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.set_offset(*self.offset_at(event.position()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.set_offset(*self.offset_at(event.position()))

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.set_offset(0.0, 0.0)

    # -------------------------------------------------------------- drawing
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        c, r = self._centre_and_radius()
        grad = QRadialGradient(c - QPointF(r * 0.3, r * 0.3), r * 1.5)
        if self._ivory:
            body, shade, line = QColor(243, 236, 214), QColor(176, 164, 130), (70, 60, 40)
        else:
            body, shade, line = QColor(214, 64, 40), QColor(120, 30, 18), (255, 255, 255)
        grad.setColorAt(0.0, QColor(255, 250, 240) if self._ivory else QColor(255, 236, 228))
        grad.setColorAt(0.3, body)
        grad.setColorAt(1.0, shade)
        p.setPen(QPen(QColor(0, 0, 0, 120), 1.5))
        p.setBrush(grad)
        p.drawEllipse(c, r, r)
        # Cross-hair through the centre and the miscue limit as a dashed circle (dark on
        # the ivory ball, where white would not show).
        p.setPen(QPen(QColor(*line, 90), 1))
        p.drawLine(QPointF(c.x() - r, c.y()), QPointF(c.x() + r, c.y()))
        p.drawLine(QPointF(c.x(), c.y() - r), QPointF(c.x(), c.y() + r))
        dash = QPen(QColor(*line, 210), 1.5)
        dash.setStyle(Qt.PenStyle.DashLine)
        p.setPen(dash)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r * self._limit, r * self._limit)
        # The tip: a chalk-blue disc about the size of a 13 mm tip on a 68 mm ball.
        tip = self.point_for(self._side, self._height)
        p.setPen(QPen(QColor(255, 255, 255), 2))
        p.setBrush(QColor(70, 120, 210))
        p.drawEllipse(tip, r * 0.19, r * 0.19)
        p.end()

    def retranslate(self) -> None:
        self.setToolTip(self.tr("Where the tip meets the cue ball: up for follow, down for "
                                "draw, left or right for side. The dashed circle is the "
                                "miscue limit. Double-click to return to the centre."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
