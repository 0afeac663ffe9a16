"""Small plane-geometry helpers shared by the layout checks, the engine and the referee."""

from __future__ import annotations

import math
from collections.abc import Sequence

Vec = tuple[float, float]


def dist(a: Vec, b: Vec) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def point_segment_distance(p: Vec, a: Vec, b: Vec) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    seg2 = dx * dx + dy * dy
    t = 0.0 if seg2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / seg2))
    return math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy))


def point_in_convex_polygon(p: Vec, poly: Sequence[Vec]) -> bool:
    """True when ``p`` lies inside (or on) a convex polygon given in either winding."""
    sign = 0.0
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        cross = (x2 - x1) * (p[1] - y1) - (y2 - y1) * (p[0] - x1)
        if cross != 0.0:
            if sign == 0.0:
                sign = cross
            elif (cross > 0) != (sign > 0):
                return False
    return True


def point_polygon_distance(p: Vec, poly: Sequence[Vec]) -> float:
    """Distance from ``p`` to a convex polygon; 0 when inside it."""
    if point_in_convex_polygon(p, poly):
        return 0.0
    n = len(poly)
    return min(point_segment_distance(p, poly[i], poly[(i + 1) % n]) for i in range(n))
