"""Pre-rendered balls, so a playback frame is a handful of pixmap copies.

Painting a ball (shadow, radial gradient, outline, number) sixteen times per frame was
most of playback's CPU; a ball looks the same wherever it is, so each one is drawn once
per size and screen scale and then copied. The cache is dropped when the size changes.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPixmap

from .mapping import TableTransform, Vec
from .painting import paint_ball
from .style import TableStyle

#: The sprite reaches this many radii from the centre (the shadow is offset).
REACH = 1.3


class BallSprites:
    """One pixmap per (ball, Pyramid T colours, dimmed) at the current radius and scale."""

    def __init__(self, style: TableStyle) -> None:
        self._style = style
        self._key: tuple[float, float] = (0.0, 0.0)
        self._cache: dict[tuple[str, bool, bool], QPixmap] = {}

    def sprite(self, ball: str, r_px: float, dpr: float, pyramid_t: bool,
               dimmed: bool) -> QPixmap:
        if self._key != (r_px, dpr):
            self._key = (r_px, dpr)
            self._cache.clear()
        key = (ball, pyramid_t, dimmed)
        pix = self._cache.get(key)
        if pix is None:
            side = math.ceil(2 * REACH * r_px * dpr) + 2
            pix = QPixmap(side, side)
            pix.setDevicePixelRatio(dpr)
            pix.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pix)
            half = side / dpr / 2
            paint_ball(painter, ball, QPointF(half, half), r_px, self._style,
                       pyramid_t=pyramid_t, dimmed=dimmed)
            painter.end()
            self._cache[key] = pix
        return pix

    def paint(self, p: QPainter, tf: TableTransform, ball_radius: float,
              layout: Mapping[str, Vec], dpr: float, *, pyramid_t: bool = False,
              dimmed: frozenset[str] = frozenset()) -> None:
        r_px = tf.length_px(ball_radius)
        for ball, pos in layout.items():
            pix = self.sprite(ball, r_px, dpr, pyramid_t, ball in dimmed)
            half = pix.width() / dpr / 2
            x, y = tf.to_px(pos)
            # Whole device pixels: a copy, not a resampling, and no blur while moving.
            p.drawPixmap(QPointF(round((x - half) * dpr) / dpr, round((y - half) * dpr) / dpr),
                         pix)
