"""Times of impact within a step, so that every contact starts at its true geometry.

pymunk detects contacts by overlap at the end of a step. Left alone, a fast ball would sink
millimetres into the ball it hits before the contact is seen, and the contact normal (which
decides the object ball's direction) would be off by degrees. The engine therefore ends each
step exactly where the first new contact begins: these functions find the fraction ``s`` of a
tentative step at which a moving ball first comes within ``c`` of another ball or of a
cushion face, assuming straight motion within the step (steps are short, so the error from
the cloth's deceleration is micrometres).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from simulation.table import Cushion, Vec

#: Relative approach (as a fraction of the relative motion) below which a touching pair is
#: taken as resting, not closing: rounding, not motion.
CLOSING = 1.0e-9


def first_ball_contact(pos: Sequence[Vec], disp: Sequence[Vec], moving: Sequence[int],
                       live: Sequence[bool], c: float) -> float:
    """Smallest fraction of the step at which a moving ball comes to a centre distance ``c``
    of another ball on the table; 2.0 when none does, 0.0 when a pair is already within
    ``c`` and closing (the solver must separate it before anyone moves: a ball bouncing off
    a cushion back into the ball it is still touching)."""
    best = 2.0
    is_moving = [False] * len(pos)
    for i in moving:
        is_moving[i] = True
    for i in moving:
        xi, yi = pos[i]
        dxi, dyi = disp[i]
        reach_i = c + abs(dxi) + abs(dyi)
        for j, (xj, yj) in enumerate(pos):
            if j == i or not live[j] or (is_moving[j] and j < i):
                continue
            dxj, dyj = disp[j]
            ox, oy = xj - xi, yj - yi
            reach = reach_i + abs(dxj) + abs(dyj)
            if ox > reach or -ox > reach or oy > reach or -oy > reach:
                continue
            wx, wy = dxj - dxi, dyj - dyi
            b = ox * wx + oy * wy  # half of the linear coefficient
            a = wx * wx + wy * wy
            if b >= -CLOSING * math.sqrt(a) * c:
                continue  # separating, or resting against each other
            k = ox * ox + oy * oy - c * c
            if k <= 0.0:
                if k > -c * c:
                    return 0.0
                continue
            disc = b * b - a * k
            if disc < 0.0:
                continue
            s = (-b - math.sqrt(disc)) / a
            if s < best:
                best = s
    return best if best <= 1.0 else 2.0


@dataclass(frozen=True)
class Face:
    """One edge a ball can touch, with its outward normal (toward the playing side)."""

    a: Vec
    b: Vec
    normal: Vec
    tangent: Vec
    length: float


def faces_of(cushions: Sequence[Cushion]) -> tuple[Face, ...]:
    out: list[Face] = []
    for c in cushions:
        cx = sum(p[0] for p in c.outline) / len(c.outline)
        cy = sum(p[1] for p in c.outline) / len(c.outline)
        for a, b in c.faces:
            length = math.hypot(b[0] - a[0], b[1] - a[1])
            tx, ty = (b[0] - a[0]) / length, (b[1] - a[1]) / length
            nx, ny = -ty, tx
            if (a[0] - cx) * nx + (a[1] - cy) * ny < 0:  # make the normal point off the block
                nx, ny = -nx, -ny
            out.append(Face(a, b, (nx, ny), (tx, ty), length))
    return tuple(out)


def _point_sweep(px: float, py: float, dx: float, dy: float, qx: float, qy: float,
                 c: float) -> float:
    """First s in (0, 1] at which P + D s comes within c of the point Q; 2.0 if never."""
    ox, oy = px - qx, py - qy
    k = ox * ox + oy * oy - c * c
    b = 2.0 * (ox * dx + oy * dy)
    if b >= 0.0:
        return 2.0
    if k <= 0.0:
        return 0.0 if b < -CLOSING * math.hypot(dx, dy) * c else 2.0
    a = dx * dx + dy * dy
    disc = b * b - 4.0 * a * k
    if disc < 0.0:
        return 2.0
    s = (-b - math.sqrt(disc)) / (2.0 * a)
    return s if s <= 1.0 else 2.0


def first_face_contact(p: Vec, d: Vec, faces: Sequence[Face], c: float) -> float:
    """Smallest fraction of the step at which a ball centre moving from ``p`` by ``d``
    comes within ``c`` of a cushion or jaw face (its edge or its ends); 2.0 if never, 0.0
    if it is already within ``c`` of one and moving into it."""
    px, py = p
    dx, dy = d
    best = 2.0
    for f in faces:
        nx, ny = f.normal
        ax, ay = f.a
        dist0 = (px - ax) * nx + (py - ay) * ny
        dd = dx * nx + dy * ny
        if dd >= 0.0 or dist0 + dd > c:  # moving away, or not reaching the face's line
            continue
        q0 = (px - ax) * f.tangent[0] + (py - ay) * f.tangent[1]
        if -c < dist0 <= c and 0.0 <= q0 <= f.length and dd < -CLOSING * math.hypot(dx, dy):
            return 0.0
        if dist0 > c:
            s = (dist0 - c) / -dd
            if s < best:
                q = (px + dx * s - ax) * f.tangent[0] + (py + dy * s - ay) * f.tangent[1]
                if 0.0 <= q <= f.length:
                    best = s
                    continue
        for qx, qy in (f.a, f.b):
            s = _point_sweep(px, py, dx, dy, qx, qy, c)
            if s < best:
                best = s
    return best
