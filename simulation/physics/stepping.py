"""Step-length rule and per-table constants of the engine, kept apart from its main loop.

Both are on the hot path: ``plan_step`` runs once per step over every ball that may move, and
``shot_geometry`` spares each shot rebuilding the cushion faces and their grid (a break sweep
simulates thousands of shots on one table).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from simulation.physics.cloth import SPEED_EPS, SPIN_EPS, TINY, BallMotion, ClothConstants
from simulation.physics.face_grid import FaceGrid
from simulation.physics.params import PhysicsParams
from simulation.physics.toi import Face, faces_of
from simulation.table import Pocket, TableSpec


def plan_step(motion: Sequence[BallMotion], candidates: Sequence[int],
              on_table: Sequence[bool], R: float, k: ClothConstants,
              p: PhysicsParams) -> tuple[list[int], list[bool], float]:
    """The balls that move in the next step (in index order, and flagged by index) and the
    step's length, in one pass over the balls that may move.

    The step is as long as straight-line contact prediction stays exact to micrometres.
    Rolling and straight sliding move a ball along a line, so only the travel limit
    (which keeps pocket captures and centre-line crossings fine) applies. A ball sliding
    with its slip across its velocity curves: its step is kept short enough that the
    curve departs from the chord by less than ``curve_tolerance``.
    """
    moving: list[int] = []
    is_moving = [False] * len(motion)
    dt = p.max_step
    travel = p.max_travel * R
    curve = 8.0 * p.curve_tolerance
    slide = k.slide_decel
    hypot = math.hypot
    eps, spin_eps, tiny = SPEED_EPS, SPIN_EPS, TINY
    for i in candidates:
        if not on_table[i]:
            continue
        vx, vy, wx, wy, wz = motion[i]
        # ``cloth.is_at_rest``, written out (the same comparisons: -e < x < e is |x| < e).
        if (-eps < vx < eps and -eps < vy < eps and -eps < wx < eps and -eps < wy < eps
                and -spin_eps < wz < spin_eps):
            continue
        moving.append(i)
        is_moving[i] = True
        v = hypot(vx, vy)
        if v > 0.0:
            limit = travel / v
            if limit < dt:
                dt = limit
            ux = vx - R * wy
            uy = vy + R * wx
            # Rolling (slip below TINY on both axes, so below 1e-9): no curve.
            if -tiny < ux < tiny and -tiny < uy < tiny:
                continue
            slip = hypot(ux, uy)
            if slip > 1e-9:
                a_perp = slide * abs(ux * vy - uy * vx) / (slip * v)
                if a_perp > 1e-9:
                    limit = math.sqrt(curve / a_perp)
                    if limit < dt:
                        dt = limit
    return moving, is_moving, dt


@dataclass(frozen=True)
class ShotGeometry:
    """What every shot on a table needs from its geometry, derived once per table."""

    faces: tuple[Face, ...]
    #: The faces near each part of the table (what a ball there may touch in one step).
    face_grid: FaceGrid
    cushion_ids: tuple[str, ...]
    #: For each cushion, the pockets at its start and end (whose jaws its end faces are).
    cushion_pockets: tuple[tuple[str | None, str | None], ...]
    pockets: tuple[Pocket, ...]


@lru_cache(maxsize=16)
def shot_geometry(table: TableSpec) -> ShotGeometry:
    cushions = table.cushions()
    faces = faces_of(cushions)
    return ShotGeometry(faces, FaceGrid.of(faces, table.ball_radius),
                        tuple(c.id for c in cushions),
                        tuple((c.face_pockets[0], c.face_pockets[-1]) for c in cushions),
                        table.pockets())
