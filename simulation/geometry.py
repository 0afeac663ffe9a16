"""Small plane-geometry helpers shared by the layout checks, the engine and the referee."""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from functools import lru_cache

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


@lru_cache(maxsize=64)
def bounding_box(poly: tuple[Vec, ...]) -> tuple[float, float, float, float]:
    """(min x, max x, min y, max y) of a polygon's corners (cached: outlines are fixed)."""
    xs = [q[0] for q in poly]
    ys = [q[1] for q in poly]
    return min(xs), max(xs), min(ys), max(ys)


def closer_than(p: Vec, poly: tuple[Vec, ...], limit: float) -> bool:
    """``point_polygon_distance(p, poly) < limit``, with the same answer in every case.

    A point farther than ``limit`` outside the polygon's bounding box is farther than that
    from the polygon, so the exact distance is only computed near it: a layout check asks
    this for every ball and every cushion, and nearly every ball is far from all of them.
    The micrometre of margin keeps rounding from ever deciding the shortcut.
    """
    x0, x1, y0, y1 = bounding_box(poly)
    m = limit + 1e-6
    x, y = p
    if x < x0 - m or x > x1 + m or y < y0 - m or y > y1 + m:
        return False
    return point_polygon_distance(p, poly) < limit


def pairs_within_x(points: Sequence[Vec], reach: float) -> Iterator[tuple[int, int]]:
    """The index pairs (i < j) of ``points`` whose x coordinates differ by less than
    ``reach``, by a sweep along x. Any other pair lies ``reach`` or more apart (a distance is
    never below a coordinate's difference, in floats too), so a search for pairs closer
    than ``reach`` need test no other: the same answer as testing every pair."""
    order = sorted(range(len(points)), key=lambda k: points[k][0])
    for n, i in enumerate(order, 1):
        xi = points[i][0]
        for j in order[n:]:
            if points[j][0] - xi >= reach:
                break
            yield (i, j) if i < j else (j, i)
