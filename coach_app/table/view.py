"""The table widget: draws a :class:`TableSpec` to scale and reports mouse input in metres.

The view is deliberately passive. It shows a layout of balls and an :class:`Overlay`, and
turns mouse events into table coordinates; what a click means (aim, place the cue ball,
choose a penalty ball) is decided by the screen that owns it. The static part of the
picture is cached in a pixmap at the screen's device pixel ratio, so playback at 60 fps
only repaints the balls and it stays sharp on high-DPI screens.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import replace

from PySide6.QtCore import QPointF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from simulation.table import TableSpec

from .mapping import TableTransform, Vec
from .overlay import EMPTY_OVERLAY, Overlay
from .painting import (
    half_extent,
    paint_overlay,
    paint_region,
    paint_table,
    pocket_hole,
    qcolor,
)
from .sprites import BallSprites
from .style import TableStyle


class TableView(QWidget):
    """Top-down table. Signals carry positions in table metres."""

    pressed = Signal(object, object)  # (x, y), Qt.MouseButton
    moved = Signal(object, object)  # (x, y), Qt.MouseButtons
    released = Signal(object, object)  # (x, y), Qt.MouseButton
    left = Signal()

    def __init__(self, spec: TableSpec | None = None, style: TableStyle | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._spec = spec or TableSpec()
        self._style = style or TableStyle()
        self._layout: dict[str, Vec] = {}
        self._overlay = EMPTY_OVERLAY
        self._pyramid_t = False
        self._dimmed: frozenset[str] = frozenset()
        self._static: QPixmap | None = None
        self._static_region: str | None = None
        self._sprites = BallSprites(self._style)
        self.setMouseTracking(True)
        self.setMinimumSize(320, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

    # ------------------------------------------------------------------ state
    @property
    def spec(self) -> TableSpec:
        return self._spec

    def set_spec(self, spec: TableSpec) -> None:
        self._spec = spec
        self._static = None
        self.update()

    def ball_layout(self) -> dict[str, Vec]:
        return dict(self._layout)

    def set_ball_layout(self, layout: Mapping[str, Vec]) -> None:
        self._layout = dict(layout)
        self.update()

    def overlay(self) -> Overlay:
        return self._overlay

    def set_overlay(self, overlay: Overlay) -> None:
        if overlay != self._overlay:
            self._overlay = overlay
            self.update()

    def set_pyramid_t(self, on: bool) -> None:
        self._pyramid_t = on
        self.update()

    def set_dimmed(self, balls: frozenset[str]) -> None:
        self._dimmed = balls
        self.update()

    def transform(self) -> TableTransform:
        margin = max(4.0, min(self.width(), self.height()) * 0.015)
        return TableTransform.fit(half_extent(self._spec, self._style), self.width(),
                                  self.height(), margin)

    def sizeHint(self) -> QSize:
        return QSize(1000, 540)

    # ---------------------------------------------------------------- queries
    def ball_at(self, pos: Vec, slack: float = 1.2) -> str | None:
        """The ball under a table point (within ``slack`` radii), nearest first."""
        best: tuple[float, str] | None = None
        for ball, c in self._layout.items():
            d = math.hypot(pos[0] - c[0], pos[1] - c[1])
            if d <= self._spec.ball_radius * slack and (best is None or d < best[0]):
                best = (d, ball)
        return None if best is None else best[1]

    def pocket_at(self, pos: Vec, reach: float = 0.09) -> str | None:
        """The pocket drawn under a table point (its black hole, which reaches some 15 cm
        out behind the mouth), else the pocket whose mouth is within ``reach`` metres: a
        click anywhere on the hole the player sees calls that pocket."""
        tf = self.transform()
        point = QPointF(*tf.to_px(pos))
        for pocket in self._spec.pockets():
            if pocket_hole(pocket, tf).contains(point):
                return pocket.id
        best: tuple[float, str] | None = None
        for pocket in self._spec.pockets():
            m = pocket.mouth_centre
            d = math.hypot(pos[0] - m[0], pos[1] - m[1])
            if d <= reach and (best is None or d < best[0]):
                best = (d, pocket.id)
        return None if best is None else best[1]

    # ---------------------------------------------------------------- drawing
    def resizeEvent(self, event: QResizeEvent) -> None:
        self._static = None
        super().resizeEvent(event)

    def _static_pixmap(self) -> QPixmap:
        """The table and the ball-in-hand region: everything that stays put during a shot."""
        dpr = self.devicePixelRatioF()
        size = QSize(max(1, round(self.width() * dpr)), max(1, round(self.height() * dpr)))
        region = self._overlay.region
        if (self._static is None or self._static.size() != size
                or self._static_region != region):
            pix = QPixmap(size)
            pix.setDevicePixelRatio(dpr)
            pix.fill(qcolor(self._style.background))
            painter = QPainter(pix)
            tf = self.transform()
            paint_table(painter, self._spec, tf, self._style)
            if region is not None:
                paint_region(painter, self._spec, tf, region)
            painter.end()
            self._static = pix
            self._static_region = region
        return self._static

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(QPointF(0, 0), self._static_pixmap())
        tf = self.transform()
        self._sprites.paint(painter, tf, self._spec.ball_radius, self._layout,
                            self.devicePixelRatioF(), pyramid_t=self._pyramid_t,
                            dimmed=self._dimmed)
        paint_overlay(painter, self._spec, tf, self._style,
                      replace(self._overlay, region=None), self._layout)
        painter.end()

    # ------------------------------------------------------------------ mouse
    def _table_pos(self, event: QMouseEvent) -> Vec:
        p = event.position()
        return self.transform().to_table((p.x(), p.y()))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.pressed.emit(self._table_pos(event), event.button())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.moved.emit(self._table_pos(event), event.buttons())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.released.emit(self._table_pos(event), event.button())

    def leaveEvent(self, event: object) -> None:
        self.left.emit()
