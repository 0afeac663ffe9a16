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
from typing import NamedTuple

from simulation.table import Cushion, Vec


def first_ball_contact(pos: Sequence[Vec], disp: Sequence[Vec], vel: Sequence[Sequence[float]],
                       moving: Sequence[bool], live: Sequence[bool], touch: float, c: float,
                       rest: Rest) -> float:
    """Smallest fraction of the step at which a moving ball comes to a centre distance ``c``
    of another ball on the table; 2.0 when none does.

    ``moving`` and ``live`` flag each ball; ``vel`` gives each ball's velocity now as its
    first two items (the engine passes its ``(vx, vy, wx, wy, wz)`` motions as they are).

    Pairs already within ``touch`` (the solver's own contact distance) are the solver's.
    Closing now faster than ``rest.speed``, they give 0.0: the solver must separate them
    before anyone moves on (a ball bouncing off a cushion back into the ball it still
    touches). Closing slower, they rest on each other, but the step may let the cloth press
    them together by at most ``rest.depth``.

    Sweep and prune along x: each ball's swept interval, widened by touch/2, is sorted by
    its start, and only pairs whose intervals overlap (and one of which moves) are solved.
    The loop is written for speed (it runs once or twice per step over every pair of nearby
    balls): each span carries what the cheap rejections need, so most pairs cost a tuple
    unpacking and a few comparisons. ``touch + |dy_i| + |dy_j|`` is summed left to right
    with ``i`` the ball that sorts first, so every rejection is exactly reproducible.
    """
    half = 0.5 * touch
    spans: list[tuple[float, float, int, float, float, bool]] = []
    append = spans.append
    for i, (x, y), (dx, dy), on, mv in zip(range(len(live)), pos, disp, live, moving,
                                            strict=True):
        if on:
            if dx >= 0.0:
                append((x - half, x + dx + half, i, y, abs(dy), mv))
            else:
                append((x + dx - half, x + half, i, y, abs(dy), mv))
    spans.sort()  # by start (then end, then index: the ball index makes every key unique)
    touch2, c2 = touch * touch, c * c
    best = 2.0
    k = 0
    for _, hi_i, i, yi, ady_i, moving_i in spans:
        k += 1
        reach_i = touch + ady_i
        xi = None
        for lo_j, _, j, yj, ady_j, moving_j in spans[k:]:
            if lo_j > hi_i:
                break
            if not (moving_i or moving_j):
                continue
            oy = yj - yi
            reach = reach_i + ady_j
            if oy > reach or -oy > reach:
                continue
            if xi is None:
                (xi, _), (dxi, dyi) = pos[i], disp[i]
            ox = pos[j][0] - xi
            wx, wy = disp[j][0] - dxi, disp[j][1] - dyi
            b = ox * wx + oy * wy  # half the linear coefficient; < 0 when closing
            if b >= 0.0:
                continue
            d2 = ox * ox + oy * oy
            if d2 <= touch2:
                d = math.sqrt(d2)
                vi, vj = vel[i], vel[j]
                vn = (ox * (vj[0] - vi[0]) + oy * (vj[1] - vi[1])) / d
                s = rest.fraction(-vn, -b / d)
                if s < best:
                    if s == 0.0:
                        return 0.0
                    best = s
                continue
            a = wx * wx + wy * wy
            disc = b * b - a * (d2 - c2)
            if disc < 0.0:
                continue
            s = (-b - math.sqrt(disc)) / a
            if s < best:
                best = s
    return best if best <= 1.0 else 2.0


def pairs_contact(pos: Sequence[Vec], disp: Sequence[Vec], vel: Sequence[Sequence[float]],
                  pairs: Sequence[tuple[int, int]], touch: float, c: float,
                  rest: Rest) -> float:
    """``first_ball_contact`` over the given pairs only (those it let through for a longer
    step, see there): the same value, bit for bit, as the sweep over all balls gives.

    Each pair is solved as the sweep solves it, with ``i`` the ball it sorted first; the
    other order gives the same value exactly (every term changes sign, every product and
    the sum of squares stays), so the order of a pair does not matter either."""
    touch2, c2 = touch * touch, c * c
    best = 2.0
    for i, j in pairs:
        (xi, yi), (dxi, dyi) = pos[i], disp[i]
        (xj, yj), (dxj, dyj) = pos[j], disp[j]
        ox, oy = xj - xi, yj - yi
        wx, wy = dxj - dxi, dyj - dyi
        b = ox * wx + oy * wy
        if b >= 0.0:
            continue
        d2 = ox * ox + oy * oy
        if d2 <= touch2:
            d = math.sqrt(d2)
            vi, vj = vel[i], vel[j]
            vn = (ox * (vj[0] - vi[0]) + oy * (vj[1] - vi[1])) / d
            s = rest.fraction(-vn, -b / d)
            if s < best:
                if s == 0.0:
                    return 0.0
                best = s
            continue
        a = wx * wx + wy * wy
        disc = b * b - a * (d2 - c2)
        if disc < 0.0:
            continue
        s = (-b - math.sqrt(disc)) / a
        if s < best:
            best = s
    return best if best <= 1.0 else 2.0


@dataclass(frozen=True)
class Rest:
    """How two bodies already touching are stepped.

    ``speed`` (m/s): pressing together faster than this, the contact is resolved before the
    step (fraction 0). ``depth`` (m): pressing slower, the cloth may still push them together
    within the step; the step is cut so that it pushes them no deeper than this.
    """

    speed: float
    depth: float

    def fraction(self, closing_speed: float, closing_over_step: float) -> float:
        if closing_speed > self.speed:
            return 0.0
        if closing_over_step > self.depth:
            return self.depth / closing_over_step
        return 2.0


class Face(NamedTuple):
    """One edge a ball can touch, with its outward normal (toward the playing side).

    A named tuple so that ``first_face_contact`` unpacks it in one go."""

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


def _point_sweep(p: Vec, d: Vec, v: Sequence[float], q: Vec, touch: float, c: float,
                 rest: Rest) -> float:
    """First s in (0, 1] at which P + D s comes within c of the point Q; 2.0 if never;
    for a ball already touching Q, as ``Rest.fraction`` says."""
    ox, oy = p[0] - q[0], p[1] - q[1]
    dx, dy = d
    b = ox * dx + oy * dy
    if b >= 0.0:
        return 2.0
    d2 = ox * ox + oy * oy
    if d2 <= touch * touch:
        dist = math.sqrt(d2)
        return rest.fraction(-(ox * v[0] + oy * v[1]) / dist, -b / dist)
    a = dx * dx + dy * dy
    disc = b * b - a * (d2 - c * c)
    if disc < 0.0:
        return 2.0
    s = (-b - math.sqrt(disc)) / a
    return s if s <= 1.0 else 2.0


def first_face_contact(p: Vec, d: Vec, v: Sequence[float], faces: Sequence[Face],
                       touch: float, c: float, rest: Rest) -> float:
    """Smallest fraction of the step at which a ball centre moving from ``p`` by ``d``
    (velocity now ``v``: its first two items) comes within ``c`` of a cushion or jaw face
    (its edge or its ends); 2.0 if never; for a ball already touching a face, as
    ``Rest.fraction`` says."""
    px, py = p
    dx, dy = d
    best = 2.0
    for a, b, (nx, ny), (tx, ty), length in faces:
        ax, ay = a
        dist0 = (px - ax) * nx + (py - ay) * ny
        dd = dx * nx + dy * ny
        if dd >= 0.0 or dist0 + dd > c:  # moving away, or not reaching the face's line
            continue
        q0 = (px - ax) * tx + (py - ay) * ty
        if dist0 > touch:
            s = (dist0 - c) / -dd
            if s < best:
                q = q0 + (dx * tx + dy * ty) * s
                if 0.0 <= q <= length:
                    best = s
                    continue
        elif 0.0 <= q0 <= length and dist0 > -touch:
            s = rest.fraction(-(v[0] * nx + v[1] * ny), -dd)
            if s == 0.0:
                return 0.0
            best = min(best, s)
            continue
        for end in (a, b):
            s = _point_sweep(p, d, v, end, touch, c, rest)
            if s < best:
                best = s
                if s == 0.0:
                    return 0.0
    return best
