"""Aiming geometry, free of Qt: directions, key steps and the ghost-ball aid.

The ghost ball is where the cue ball's centre will be when it first touches a ball on a
straight line; the object ball then leaves along the line of centres. That is the classic
aiming aid and needs no physics; the simulator-based aid lives in :mod:`prediction`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from simulation.table import TableSpec

Vec = tuple[float, float]

#: Keyboard steps for fine-tuning the aim, in degrees: small (arrow keys) and very small
#: (Shift+arrows). 0.05° moves the contact point on a ball 3 m away by about 2.6 mm.
SMALL_STEP_DEG = 0.5
VERY_SMALL_STEP_DEG = 0.05


def normalise_deg(angle: float) -> float:
    """An angle in degrees brought into [0, 360)."""
    a = math.fmod(angle, 360.0)
    return a + 360.0 if a < 0 else a


def direction_to(origin: Vec, target: Vec) -> float | None:
    """Stroke direction (degrees, counter-clockwise from +x) from origin toward target."""
    dx, dy = target[0] - origin[0], target[1] - origin[1]
    if math.hypot(dx, dy) < 1e-6:
        return None
    return normalise_deg(math.degrees(math.atan2(dy, dx)))


def unit(direction_deg: float) -> Vec:
    a = math.radians(direction_deg)
    return (math.cos(a), math.sin(a))


@dataclass(frozen=True)
class GhostAim:
    """The straight-line view of a stroke: what it hits first and where things go.

    ``target`` is None when no ball lies on the line; then ``ghost`` is where the cue
    ball's centre meets a cushion. ``object_dir`` is the object ball's direction (degrees)
    along the line of centres.
    """

    ghost: Vec
    target: str | None
    object_dir: float | None


def ghost_aim(origin: Vec, direction_deg: float, cue_ball: str, layout: Mapping[str, Vec],
              spec: TableSpec) -> GhostAim:
    ux, uy = unit(direction_deg)
    reach = 2 * spec.ball_radius
    best: tuple[float, str] | None = None
    for ball, (bx, by) in layout.items():
        if ball == cue_ball:
            continue
        # Solve |origin + t u - b| = 2R for the smallest t > 0.
        fx, fy = origin[0] - bx, origin[1] - by
        b = fx * ux + fy * uy
        c = fx * fx + fy * fy - reach * reach
        disc = b * b - c
        if disc < 0:
            continue
        t = -b - math.sqrt(disc)
        if t > 1e-9 and (best is None or t < best[0]):
            best = (t, ball)
    cushion_t = _cushion_distance(origin, (ux, uy), spec)
    if best is not None and best[0] <= cushion_t:
        t, ball = best
        ghost = (origin[0] + ux * t, origin[1] + uy * t)
        return GhostAim(ghost, ball, direction_to(ghost, layout[ball]))
    return GhostAim((origin[0] + ux * cushion_t, origin[1] + uy * cushion_t), None, None)


def _cushion_distance(origin: Vec, u: Vec, spec: TableSpec) -> float:
    """How far the ball's centre travels before it reaches the cushion nose lines."""
    limits = (spec.half_length - spec.ball_radius, spec.half_width - spec.ball_radius)
    best = math.inf
    for axis in (0, 1):
        if abs(u[axis]) < 1e-12:
            continue
        edge = limits[axis] if u[axis] > 0 else -limits[axis]
        t = (edge - origin[axis]) / u[axis]
        if t >= 0:
            best = min(best, t)
    return 0.0 if best is math.inf else best
