"""The engine's contact sweep gives exactly the fractions of the plain sweep over every pair.

``ContactSweep`` prunes with a face grid, balls at rest kept in x order, and for a shortened
step only the pairs and balls its first sweep noted; ``toi.first_ball_contact`` over every
ball and ``toi.first_face_contact`` over every face are the plain computation it replaces
(the engine's code before the rework). Random clusters of balls, some touching, some near
cushions and pockets, moving with random spins: both must agree bit for bit, for the whole
step and for the same step shortened (displacements from the cloth model, as the engine
makes them).
"""

from __future__ import annotations

import math
import random

import pytest

from simulation.physics.cloth import ClothConstants, advance_all
from simulation.physics.engine import CONTACT_DEPTH, REST, STRAY_SLACK
from simulation.physics.params import PhysicsParams
from simulation.physics.stepping import shot_geometry
from simulation.physics.sweep import ContactSweep
from simulation.physics.toi import first_ball_contact, first_face_contact
from simulation.table import TableSpec

TABLE = TableSpec()
R = TABLE.ball_radius
K = ClothConstants.of(PhysicsParams(), R)
GEO = shot_geometry(TABLE)


def _plain(pos, disp, motion, moving, is_moving, live) -> float:
    """The engine's contact fraction as it was computed before (every pair, every face)."""
    best = first_ball_contact(pos, disp, motion, is_moving, live, 2 * R, 2 * R - CONTACT_DEPTH,
                              REST)
    if best <= 0.0:
        return best
    hl, hw = TABLE.half_length, TABLE.half_width
    for i in moving:
        (px, py), (dx, dy) = pos[i], disp[i]
        if hl - abs(px) > R + abs(dx) + 1e-3 and hw - abs(py) > R + abs(dy) + 1e-3:
            continue
        s = first_face_contact((px, py), (dx, dy), motion[i], GEO.faces, R, R - CONTACT_DEPTH,
                               REST)
        best = min(best, s)
    return best


def _layout(rng: random.Random, n: int) -> list[tuple[float, float]]:
    """A cluster somewhere on the table (near a cushion or a pocket one time in three),
    balls laid touching or a few millimetres apart."""
    hl, hw = TABLE.half_length - R, TABLE.half_width - R
    cx, cy = rng.uniform(-hl, hl), rng.uniform(-hw, hw)
    if rng.random() < 0.33:
        cx, cy = rng.choice((-1, 0, 1)) * hl, math.copysign(hw, rng.uniform(-1, 1))
    out: list[tuple[float, float]] = []
    while len(out) < n:
        if out and rng.random() < 0.5:
            bx, by = rng.choice(out)
            a = rng.uniform(0, 2 * math.pi)
            gap = rng.choice((1e-6, 2e-6, 1e-5, rng.uniform(0, 0.01)))
            x, y = bx + (2 * R + gap) * math.cos(a), by + (2 * R + gap) * math.sin(a)
        else:
            x, y = cx + rng.uniform(-0.3, 0.3), cy + rng.uniform(-0.3, 0.3)
        x, y = max(-hl, min(hl, x)), max(-hw, min(hw, y))
        if all(math.dist((x, y), p) >= 2 * R for p in out):
            out.append((x, y))
    return out


@pytest.mark.parametrize("chunk", range(4))
def test_sweep_matches_the_plain_sweep(chunk: int) -> None:
    shortened = sum(_check(seed) for seed in range(chunk * 50, chunk * 50 + 50))
    assert shortened >= 20  # the shortened steps were exercised, not only whole ones


def _check(seed: int) -> int:
    """Compare one random cluster; returns how many shortened steps were compared."""
    rng = random.Random(seed)
    n = rng.randint(2, 16)
    pos = _layout(rng, n)
    live = [True] * n
    motion = []
    for _ in range(n):
        if rng.random() < 0.35:
            motion.append((0.0, 0.0, 0.0, 0.0, 0.0))
        else:
            v, a = rng.uniform(0.01, 12.0), rng.uniform(0, 2 * math.pi)
            motion.append((v * math.cos(a), v * math.sin(a), rng.uniform(-300, 300),
                           rng.uniform(-300, 300), rng.uniform(-100, 100)))
    moving = [i for i, m in enumerate(motion) if any(m)]
    is_moving = [bool(any(m)) for m in motion]
    sweep = ContactSweep(R, TABLE.half_length, TABLE.half_width, GEO.face_grid, live,
                         CONTACT_DEPTH, REST)
    checked = 0
    for dt in (0.002, 0.02, 0.1):
        disp = [(0.0, 0.0)] * n
        advance_all(motion, moving, dt, K, disp)
        widen = max(K.slide_decel, K.roll_decel) / 8.0 * dt * dt + STRAY_SLACK
        s = sweep.first(pos, disp, motion, moving, is_moving, widen)
        assert s == _plain(pos, disp, motion, moving, is_moving, live)
        if not 0.0 < s < 1.0:
            continue
        # The same step shortened, as the engine shortens it; the refinement must agree.
        for shorter in (dt * s, dt * s * 0.5, dt * 1e-3):
            disp = [(0.0, 0.0)] * n
            advance_all(motion, moving, shorter, K, disp)
            assert sweep.refine(pos, disp, motion) == _plain(pos, disp, motion, moving,
                                                             is_moving, live)
            checked += 1
    return checked
