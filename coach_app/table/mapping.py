"""Mapping between table metres and widget pixels.

Kept free of Qt so it can be unit-tested as plain arithmetic and shared by the painter,
the mouse handling and the tests. The table is drawn lying along the screen: the house
(negative x) on the left, the back cushion on the right, and +y (the player's left seen
from the front end) pointing up, so the picture is what a player sees standing at the
house end of the table, only rotated a quarter turn.
"""

from __future__ import annotations

from dataclasses import dataclass

Vec = tuple[float, float]


@dataclass(frozen=True)
class TableTransform:
    """A uniform scale plus offset: ``px = ox + s*x``, ``py = oy - s*y``.

    One scale for both axes keeps the table to scale; the offset letterboxes it in the
    middle of whatever rectangle the widget has.
    """

    scale: float
    origin_x: float
    origin_y: float

    @classmethod
    def fit(cls, half_extent: Vec, width: float, height: float, margin_px: float = 0.0,
            ) -> TableTransform:
        """The largest transform that shows ``[-hx, hx] x [-hy, hy]`` metres inside a
        ``width`` x ``height`` pixel rectangle with ``margin_px`` left free on every side."""
        hx, hy = half_extent
        if hx <= 0 or hy <= 0:
            raise ValueError("the extent to fit must be positive")
        free_w = max(width - 2 * margin_px, 1.0)
        free_h = max(height - 2 * margin_px, 1.0)
        scale = min(free_w / (2 * hx), free_h / (2 * hy))
        return cls(scale, width / 2, height / 2)

    def to_px(self, p: Vec) -> Vec:
        return (self.origin_x + self.scale * p[0], self.origin_y - self.scale * p[1])

    def to_table(self, px: Vec) -> Vec:
        return ((px[0] - self.origin_x) / self.scale, (self.origin_y - px[1]) / self.scale)

    def length_px(self, metres: float) -> float:
        return metres * self.scale

    def length_m(self, pixels: float) -> float:
        return pixels / self.scale
