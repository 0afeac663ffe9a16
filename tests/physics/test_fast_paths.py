"""The engine's shortcuts give exactly the answers of the plain computations they skip."""

from __future__ import annotations

import random

import pytest

from simulation.geometry import closer_than, point_polygon_distance
from simulation.layout import OVERLAP_TOLERANCE
from simulation.physics.cloth import ClothConstants, advance, advance_all
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec

TABLES = [TableSpec(), TableSpec(length=3.2, width=1.6, corner_mouth=0.075, jaw_length=0.06)]


@pytest.mark.parametrize("table", TABLES, ids=["12ft", "small"])
def test_closer_than_is_the_exact_distance_test(table: TableSpec) -> None:
    rng = random.Random(7)
    r = table.ball_radius
    hl, hw = table.half_length, table.half_width
    for cushion in table.cushions():
        xs = [q[0] for q in cushion.outline]
        ys = [q[1] for q in cushion.outline]
        for _ in range(3000):
            # Around the block and its bounding box, where the shortcut's edge lies.
            p = (rng.uniform(min(xs) - 3 * r, max(xs) + 3 * r),
                 rng.uniform(min(ys) - 3 * r, max(ys) + 3 * r))
            for limit in (r, r - OVERLAP_TOLERANCE):
                want = point_polygon_distance(p, cushion.outline) < limit
                assert closer_than(p, cushion.outline, limit) is want
    for _ in range(3000):  # anywhere on the table
        p = (rng.uniform(-hl, hl), rng.uniform(-hw, hw))
        for cushion in table.cushions():
            assert closer_than(p, cushion.outline, r) is (
                point_polygon_distance(p, cushion.outline) < r)


def test_advance_all_matches_advance_ball_by_ball() -> None:
    rng = random.Random(11)
    k = ClothConstants.of(PhysicsParams(), TableSpec().ball_radius)
    motions = [(rng.uniform(-8, 8), rng.uniform(-8, 8), rng.uniform(-300, 300),
                rng.uniform(-300, 300), rng.choice((0.0, rng.uniform(-200, 200))))
               for _ in range(200)]
    for dt in (1e-9, 1e-4, 0.01, 0.1, 5.0):
        disp = [(0.0, 0.0)] * len(motions)
        ends = advance_all(motions, range(len(motions)), dt, k, disp)
        for m, (dx, dy), end in zip(motions, disp, ends, strict=True):
            assert (dx, dy, end) == advance(m, dt, k)
